/* adj-ca-panel.c: a Combined Activation worked out before the roll (4.25)
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The drawn AM's leaders that may still try to combine (the engine says
 * which), their ratings, the chance the engine's calculator gives for the
 * ones ticked, and the roll typed or made by the app. The move goes to the
 * page ("move"), which records it.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-children.h"
#include "adj-ca-panel.h"
#include "adj-game-session.h"
#include "adj-pill.h"

struct _AdjCaPanel
{
  GtkWidget     parent_instance;

  AdjGameState *state;
  GtkWidget    *error;     /* the page's */
  GPtrArray    *checks;    /* GtkCheckButton per leader that may combine */
  GtkWidget    *in_range;
  GtkWidget    *needs;
  GtkWidget    *roll;
};

G_DEFINE_FINAL_TYPE (AdjCaPanel, adj_ca_panel, GTK_TYPE_WIDGET)

enum { SIGNAL_MOVE, N_SIGNALS };
static guint signals[N_SIGNALS];

static GArray *
selection (AdjCaPanel *self, GArray **ratings)
{
  AdjBattle *battle = adj_game_state_get_battle (self->state);
  GArray *groups = g_array_new (FALSE, FALSE, sizeof (guint));

  *ratings = g_array_new (FALSE, FALSE, sizeof (int));
  for (guint i = 0; i < self->checks->len; i++)
    if (gtk_check_button_get_active (self->checks->pdata[i]))
      {
        guint group = GPOINTER_TO_UINT (g_object_get_data (self->checks->pdata[i], "group"));
        int rating = adj_battle_get_leader (battle, (guint) adj_battle_get_group (battle, group)->leader)->ca_rating;
        g_array_append_val (groups, group);
        g_array_append_val (*ratings, rating);
      }
  return groups;
}

static void
update_needs (AdjCaPanel *self)
{
  g_autoptr (GArray) ratings = NULL;
  g_autoptr (GArray) groups = selection (self, &ratings);
  AdjCaResult ca;

  adj_game_error_label_set (self->error, NULL);
  if (groups->len < 2)
    {
      adw_action_row_set_subtitle (ADW_ACTION_ROW (self->needs), _("Tick two leaders or more"));
      return;
    }
  adj_ca_calculate ((int *) ratings->data, ratings->len, &ca);
  g_autofree char *text = ca.n_success == 0
    ? g_strdup_printf (_("Ratings total %d: no roll can beat it"), ca.total)
    /* Translators: "Ratings total 4: needs 5 or more, 50% (4.25)" */
    : g_strdup_printf (_("Ratings total %d: needs %d or more, %.0f%%"), ca.total, ca.needs, ca.probability * 100);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->needs), text);
}

static void
combine (AdjCaPanel *self, AdjRoll roll)
{
  g_autoptr (GArray) ratings = NULL;
  g_autoptr (GArray) groups = selection (self, &ratings);
  guint facts = adw_action_row_get_activatable_widget (ADW_ACTION_ROW (self->in_range)) != NULL
                  && gtk_switch_get_active (GTK_SWITCH (adw_action_row_get_activatable_widget (ADW_ACTION_ROW (self->in_range))))
                ? ADJ_FACT_IN_RANGE : 0;
  g_autoptr (AdjAction) move = adj_action_combine ((guint *) groups->data, groups->len, roll, facts);
  g_signal_emit (self, signals[SIGNAL_MOVE], 0, move);
}

static void
on_record (GtkButton *button, AdjCaPanel *self)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->roll))));
  int value;

  if (!adj_die_parse (ADJ_DIE_D10, text, &value, &error))
    {
      adj_game_error_label_set (self->error, error->message);
      return;
    }
  combine (self, adj_roll_typed (value));
}

static void
on_virtual (GtkButton *button, AdjCaPanel *self)
{
  combine (self, adj_roll_virtual (adj_game_session_new_seed ()));
}

/* What the panel offers: the battle and the leaders that may combine. */
static char *
panel_key (const AdjGameState *state, const GArray *groups)
{
  GString *key = g_string_new (adj_battle_get_hash (adj_game_state_get_battle (state)));

  for (guint i = 0; i < groups->len; i++)
    g_string_append_printf (key, " %u", g_array_index (groups, guint, i));
  return g_string_free (key, FALSE);
}

/* Whether @widget is a panel that offers what one made for @state would:
 * the page keeps it across an undo and its redo, ticks and roll typed. */
gboolean
adj_ca_panel_shows (GtkWidget *widget, const AdjGameState *state)
{
  g_autoptr (GArray) groups = NULL;
  g_autofree char *key = NULL;

  if (!ADJ_IS_CA_PANEL (widget))
    return FALSE;
  groups = adj_activation_ca_candidates (state);
  key = panel_key (state, groups);
  return g_strcmp0 (g_object_get_data (G_OBJECT (widget), "adj-ca-key"), key) == 0;
}

/* The leader's row of a check: its title and rating, set where they
 * differ. */
static void
set_leader (GtkWidget *check, const AdjBattleLeader *leader, guint group)
{
  GtkWidget *row = gtk_widget_get_ancestor (check, ADW_TYPE_ACTION_ROW);
  g_autofree char *check_name = g_strdup_printf ("ca-check:%s", leader->id);
  g_autofree char *rating = g_strdup_printf (_("Combined Activation rating %d"), leader->ca_rating);

  if (g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), leader->name) != 0)
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), leader->name);
  if (g_strcmp0 (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), rating) != 0)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), rating);
  gtk_widget_set_name (check, check_name);
  g_object_set_data (G_OBJECT (check), "group", GUINT_TO_POINTER (group));
}

/* @widget, made for another AM, offers the leaders of @state's instead
 * when they are as many: unticked, out of range and no roll typed, as a
 * new panel would be. A draw then sets words rather than make a panel
 * (docs/design.md, "Every game within a frame"). */
gboolean
adj_ca_panel_retarget (GtkWidget *widget, const AdjGameState *state)
{
  AdjCaPanel *self;
  AdjBattle *battle = adj_game_state_get_battle (state);
  g_autoptr (GArray) groups = adj_activation_ca_candidates (state);
  GtkWidget *sw;

  if (!ADJ_IS_CA_PANEL (widget) || groups->len < 2 || groups->len != ADJ_CA_PANEL (widget)->checks->len)
    return FALSE;
  self = ADJ_CA_PANEL (widget);
  g_clear_pointer (&self->state, adj_game_state_unref);
  self->state = adj_game_state_ref ((AdjGameState *) state);
  for (guint i = 0; i < groups->len; i++)
    {
      guint g = g_array_index (groups, guint, i);

      set_leader (self->checks->pdata[i],
                  adj_battle_get_leader (battle, (guint) adj_battle_get_group (battle, g)->leader), g);
      gtk_check_button_set_active (self->checks->pdata[i], FALSE);
    }
  sw = adw_action_row_get_activatable_widget (ADW_ACTION_ROW (self->in_range));
  if (sw != NULL)
    gtk_switch_set_active (GTK_SWITCH (sw), FALSE);
  gtk_editable_set_text (GTK_EDITABLE (self->roll), "");
  update_needs (self);
  g_object_set_data_full (G_OBJECT (self), "adj-ca-key", panel_key (state, groups), g_free);
  return TRUE;
}

GtkWidget *
adj_ca_panel_new (const AdjGameState *state, GtkWidget *error)
{
  AdjBattle *battle = adj_game_state_get_battle (state);
  g_autoptr (GArray) groups = adj_activation_ca_candidates (state);
  AdjCaPanel *self;
  GtkWidget *box, *group, *sw, *buttons, *record, *roll;

  /* 4.25: two leaders at least, or there is nothing to combine. */
  if (groups->len < 2)
    return NULL;
  self = g_object_new (ADJ_TYPE_CA_PANEL, NULL);
  self->state = adj_game_state_ref ((AdjGameState *) state);
  self->error = error;
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_parent (box, GTK_WIDGET (self));
  group = adw_preferences_group_new ();
  for (guint i = 0; i < groups->len; i++)
    {
      guint g = g_array_index (groups, guint, i);
      const AdjBattleLeader *leader = adj_battle_get_leader (battle, (guint) adj_battle_get_group (battle, g)->leader);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *check = gtk_check_button_new ();

      adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
      set_leader (check, leader, g);
      g_signal_connect_swapped (check, "toggled", G_CALLBACK (update_needs), self);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      g_ptr_array_add (self->checks, check);
    }
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Combined Activation (4.25)"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
    _("Leaders of this AM may act together: the roll must beat the total of their ratings, or all their units are Out of Command."));

  self->in_range = adw_action_row_new ();
  gtk_widget_set_name (self->in_range, "ca-in-range");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->in_range), _("Each within Command Range of another"));
  sw = gtk_switch_new ();
  gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (self->in_range), sw);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (self->in_range), sw);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), self->in_range);

  self->needs = adw_action_row_new ();
  gtk_widget_set_name (self->needs, "ca-needs");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->needs), _("Chance before the roll"));
  gtk_widget_add_css_class (self->needs, "property");
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), self->needs);

  self->roll = adw_entry_row_new ();
  gtk_widget_set_name (self->roll, "ca-roll");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->roll), _("The roll (d10, 0–9)"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), self->roll);
  gtk_box_append (GTK_BOX (box), group);

  buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_set_halign (buttons, GTK_ALIGN_CENTER);
  record = adj_pill_button_new (_("Record _Roll"), "ca-record", FALSE);
  roll = adj_pill_button_new (_("Ro_ll for Me"), "ca-virtual", FALSE);
  g_signal_connect (record, "clicked", G_CALLBACK (on_record), self);
  g_signal_connect (roll, "clicked", G_CALLBACK (on_virtual), self);
  gtk_box_append (GTK_BOX (buttons), record);
  gtk_box_append (GTK_BOX (buttons), roll);
  gtk_box_append (GTK_BOX (box), buttons);
  update_needs (self);
  g_object_set_data_full (G_OBJECT (self), "adj-ca-key", panel_key (state, groups), g_free);
  return GTK_WIDGET (self);
}


static void
adj_ca_panel_dispose (GObject *object)
{
  AdjCaPanel *self = ADJ_CA_PANEL (object);
  adj_widget_unparent_children (GTK_WIDGET (self));
  g_clear_pointer (&self->state, adj_game_state_unref);
  g_clear_pointer (&self->checks, g_ptr_array_unref);
  G_OBJECT_CLASS (adj_ca_panel_parent_class)->dispose (object);
}

static void
adj_ca_panel_class_init (AdjCaPanelClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = adj_ca_panel_dispose;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
  signals[SIGNAL_MOVE] = g_signal_new ("move", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                       NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
}

static void
adj_ca_panel_init (AdjCaPanel *self)
{
  self->checks = g_ptr_array_new ();
}
