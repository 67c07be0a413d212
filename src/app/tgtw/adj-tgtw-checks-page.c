/* adj-tgtw-checks-page.c: rally and morale
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The checks a result calls for and that were not rolled with it (8.0,
 * 9.0), rolled here and applied together as one step; and the Rally phase
 * (3.0 phase 4): the disordered units that rally by themselves, ticked by
 * default, rallied together, and the checks to recover, one unit at a
 * time with a helping leader (his rally dot recovers a routed unit without
 * a roll, 2.1). The units offered are those the engine accepts (the page
 * asks it by applying the move to the state).
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-tgtw-check-row.h"
#include "adj-tgtw-checks-page.h"
#include "adj-tgtw-checks.h"
#include "adj-tgtw-common.h"

struct _AdjTgtwChecksPage
{
  AdjTgtwPage          parent_instance;

  AdjTgtwChecks       *checks;
  GArray              *rally_units;
  GPtrArray           *rally_checks;   /* GtkCheckButton per rally unit */
  GArray              *recover_units;
  GtkWidget           *recover_combo;
  GtkWidget           *recover_row;    /* AdjTgtwCheckRow, or NULL */
  GtkWidget           *error;

  GtkLabel            *nothing_label;
  AdwPreferencesGroup *owed_group;
  GtkBox              *owed_box;
  GtkButton           *owed_button;
  AdwPreferencesGroup *rally_group;
  GtkButton           *rally_button;
  AdwPreferencesGroup *recover_group;
  GtkListBox          *recover_list;
  GtkBox              *recover_row_box;
  GtkButton           *recover_button;
};

G_DEFINE_FINAL_TYPE (AdjTgtwChecksPage, adj_tgtw_checks_page, ADJ_TYPE_TGTW_PAGE)

static gboolean
accepted (const AdjTgtwState *s, AdjTgtwMove *m)
{
  g_autoptr (AdjTgtwMove) move = m;
  g_autoptr (AdjTgtwState) after = adj_tgtw_move_apply (s, move, NULL);
  return after != NULL;
}

static void
update_owed_button (AdjTgtwChecksPage *self)
{
  g_autoptr (GPtrArray) moves = g_ptr_array_new_with_free_func ((GDestroyNotify) adj_tgtw_move_free);
  gtk_widget_set_sensitive (GTK_WIDGET (self->owed_button), adj_tgtw_checks_collect (self->checks, moves) > 0);
}

static void
show_rally (AdjTgtwChecksPage *self, const AdjTgtwState *s)
{
  const AdjTgtwScenario *sc = adj_tgtw_state_get_scenario (s);
  gboolean rally = adj_tgtw_move_expected (s, ADJ_TGTW_MOVE_RALLY);

  adj_tgtw_group_clear (self->rally_group);
  g_array_set_size (self->rally_units, 0);
  g_ptr_array_set_size (self->rally_checks, 0);
  for (guint i = 0; rally && i < adj_tgtw_scenario_n_units (sc); i++)
    {
      int unit = (int) i;
      if (adj_tgtw_state_unit_status (s, i) != ADJ_TGTW_DISORDERED || !accepted (s, adj_tgtw_move_rally (&unit, 1)))
        continue;
      GtkCheckButton *check;
      g_autofree char *summary = adj_tgtw_unit_summary (s, i);
      g_autofree char *name = g_strdup_printf ("rally:%s", adj_tgtw_scenario_unit (sc, i)->id);
      GtkWidget *row = adj_tgtw_check_row_new (adj_tgtw_unit_name (s, unit), summary, name, &check);
      gtk_check_button_set_active (check, TRUE);
      g_array_append_val (self->rally_units, unit);
      g_ptr_array_add (self->rally_checks, check);
      adj_tgtw_group_add (self->rally_group, row);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->rally_group), self->rally_units->len > 0);
}

static void
show_recover_row (AdjTgtwChecksPage *self, const AdjTgtwState *s)
{
  guint k = adw_combo_row_get_selected (ADW_COMBO_ROW (self->recover_combo));
  int unit = k < self->recover_units->len ? g_array_index (self->recover_units, int, k) : -1;
  g_autofree char *key = unit >= 0 ? g_strdup_printf ("morale:%s", adj_tgtw_scenario_unit (
                                                        adj_tgtw_state_get_scenario (s), (guint) unit)->id)
                                   : NULL;

  if (self->recover_row != NULL
      && g_strcmp0 (adj_tgtw_check_row_get_key (ADJ_TGTW_CHECK_ROW (self->recover_row)), key) == 0)
    {
      adj_tgtw_check_row_set_state (ADJ_TGTW_CHECK_ROW (self->recover_row), s);
      return;
    }
  if (self->recover_row != NULL)
    gtk_box_remove (self->recover_row_box, self->recover_row);
  self->recover_row = NULL;
  if (unit < 0)
    return;
  self->recover_row = adj_tgtw_check_row_new_morale (s, (guint) unit);
  gtk_box_append (self->recover_row_box, self->recover_row);
}

static void
show_recover (AdjTgtwChecksPage *self, const AdjTgtwState *s)
{
  const AdjTgtwScenario *sc = adj_tgtw_state_get_scenario (s);
  gboolean rally = adj_tgtw_state_get_phase (s) == ADJ_TGTW_PHASE_RALLY && adj_tgtw_state_n_pending (s) == 0;
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  int keep = -1;
  guint selected = 0;
  guint k = adw_combo_row_get_selected (ADW_COMBO_ROW (self->recover_combo));

  if (k < self->recover_units->len)
    keep = g_array_index (self->recover_units, int, k);
  g_array_set_size (self->recover_units, 0);
  for (guint i = 0; rally && i < adj_tgtw_scenario_n_units (sc); i++)
    {
      AdjTgtwStatus st = adj_tgtw_state_unit_status (s, i);
      int unit = (int) i;
      if ((st != ADJ_TGTW_DISORDERED && st != ADJ_TGTW_ROUTED) || !accepted (s, adj_tgtw_move_morale (i, -1, 1)))
        continue;
      if (unit == keep)
        selected = self->recover_units->len;
      g_array_append_val (self->recover_units, unit);
      /* Translators: a unit and its state, in the list of units to check */
      g_ptr_array_add (names, g_strdup_printf (_("%s (%s)"), adj_tgtw_unit_name (s, unit), adj_tgtw_status_name (st)));
    }
  gtk_widget_set_visible (GTK_WIDGET (self->recover_group), self->recover_units->len > 0);
  adj_tgtw_combo_row_set (self->recover_combo, names, selected);
  show_recover_row (self, s);
}

static void
adj_tgtw_checks_page_refresh (AdjTgtwPage *page, const AdjTgtwState *s)
{
  AdjTgtwChecksPage *self = ADJ_TGTW_CHECKS_PAGE (page);
  guint owed = adj_tgtw_checks_set_state (self->checks, s);

  gtk_widget_set_visible (GTK_WIDGET (self->owed_group), owed > 0);
  update_owed_button (self);
  show_rally (self, s);
  show_recover (self, s);
  gtk_widget_set_visible (GTK_WIDGET (self->nothing_label),
                          owed == 0 && self->rally_units->len == 0 && self->recover_units->len == 0);
}

static void
on_owed_apply (AdjTgtwChecksPage *self)
{
  g_autoptr (GPtrArray) moves = g_ptr_array_new ();
  if (adj_tgtw_checks_collect (self->checks, moves) > 0)
    adj_tgtw_page_apply (ADJ_TGTW_PAGE (self), (AdjTgtwMove **) moves->pdata, moves->len, self->error);
}

static void
on_rally (AdjTgtwChecksPage *self)
{
  g_autoptr (GArray) units = g_array_new (FALSE, FALSE, sizeof (int));
  for (guint i = 0; i < self->rally_checks->len; i++)
    if (gtk_check_button_get_active (self->rally_checks->pdata[i]))
      g_array_append_val (units, g_array_index (self->rally_units, int, i));
  if (units->len == 0)
    {
      adj_game_error_label_set (self->error, _("Tick the units that rally by themselves first."));
      return;
    }
  AdjTgtwMove *m = adj_tgtw_move_rally ((int *) units->data, units->len);
  adj_tgtw_page_apply (ADJ_TGTW_PAGE (self), &m, 1, self->error);
}

static void
on_recover (AdjTgtwChecksPage *self)
{
  AdjTgtwMove *m = self->recover_row != NULL ? adj_tgtw_check_row_get_move (ADJ_TGTW_CHECK_ROW (self->recover_row))
                                             : NULL;
  if (m == NULL)
    {
      adj_game_error_label_set (self->error, _("Type or roll the d10 of the check first."));
      return;
    }
  adj_tgtw_page_apply (ADJ_TGTW_PAGE (self), &m, 1, self->error);
}

static void
on_recover_unit (AdjTgtwChecksPage *self)
{
  const AdjTgtwState *s = adj_tgtw_page_get_state (ADJ_TGTW_PAGE (self));
  if (s != NULL && !adj_tgtw_page_is_refreshing (ADJ_TGTW_PAGE (self)))
    show_recover_row (self, s);
}

static void
adj_tgtw_checks_page_load (AdjTgtwPage *page, GtkBuilder *builder)
{
  AdjTgtwChecksPage *self = ADJ_TGTW_CHECKS_PAGE (page);

#define GET(field) self->field = (gpointer) gtk_builder_get_object (builder, #field)
  GET (nothing_label);
  GET (owed_group);
  GET (owed_box);
  GET (owed_button);
  GET (rally_group);
  GET (rally_button);
  GET (recover_group);
  GET (recover_list);
  GET (recover_row_box);
  GET (recover_button);
#undef GET
  self->checks = ADJ_TGTW_CHECKS (adj_tgtw_checks_new ());
  gtk_box_prepend (self->owed_box, GTK_WIDGET (self->checks));
  g_signal_connect_swapped (self->checks, "changed", G_CALLBACK (update_owed_button), self);
  self->recover_combo = adj_tgtw_combo_row_new (_("Unit that checks"), "recover-unit");
  gtk_list_box_append (self->recover_list, self->recover_combo);
  g_signal_connect_swapped (self->recover_combo, "notify::selected", G_CALLBACK (on_recover_unit), self);
  self->error = adj_game_error_label_new ("checks-error");
  gtk_box_append (GTK_BOX (gtk_builder_get_object (builder, "error_box")), self->error);
  g_signal_connect_swapped (self->owed_button, "clicked", G_CALLBACK (on_owed_apply), self);
  g_signal_connect_swapped (self->rally_button, "clicked", G_CALLBACK (on_rally), self);
  g_signal_connect_swapped (self->recover_button, "clicked", G_CALLBACK (on_recover), self);
}

static void
adj_tgtw_checks_page_finalize (GObject *object)
{
  AdjTgtwChecksPage *self = ADJ_TGTW_CHECKS_PAGE (object);

  g_array_unref (self->rally_units);
  g_ptr_array_unref (self->rally_checks);
  g_array_unref (self->recover_units);
  G_OBJECT_CLASS (adj_tgtw_checks_page_parent_class)->finalize (object);
}

static void
adj_tgtw_checks_page_class_init (AdjTgtwChecksPageClass *klass)
{
  AdjTgtwPageClass *page_class = ADJ_TGTW_PAGE_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = adj_tgtw_checks_page_finalize;
  page_class->name = "checks";
  page_class->resource = "/io/github/adjutant/Adjutant/tgtw/adj-tgtw-checks-page.ui";
  page_class->load = adj_tgtw_checks_page_load;
  page_class->refresh = adj_tgtw_checks_page_refresh;
}

static void
adj_tgtw_checks_page_init (AdjTgtwChecksPage *self)
{
  self->rally_units = g_array_new (FALSE, FALSE, sizeof (int));
  self->rally_checks = g_ptr_array_new ();
  self->recover_units = g_array_new (FALSE, FALSE, sizeof (int));
}
