/* adj-tgtw-missile-page.c: missile fire
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * 5.0-5.3 in a missile phase: the target hex's unit, the units of the
 * other army that fire at it with their ranges (each through the PDT for
 * its weapon, 5.1), the target's formation on the optional TDT (5.2),
 * tactical points on the die (12.0), then the MFT column and the result
 * of every face of the d6 with its chance (5.3). The input is the very one
 * the move will use (adj_tgtw_move_missile_input); the roll typed or
 * rolled shows its result, and the checks it calls for (a morale check
 * after R, a leader's roll after E) can be rolled here and applied with
 * the fire as one step.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-modifier-list.h"
#include "adj-tgtw-checks.h"
#include "adj-tgtw-common.h"
#include "adj-tgtw-missile-page.h"
#include "adj-tgtw-stacked.h"
#include "adj-spin-check.h"

typedef struct {
  int unit;
  GtkCheckButton *check;
  GtkSpinButton *range;
} Firer;

struct _AdjTgtwMissilePage
{
  AdjTgtwPage          parent_instance;

  GArray              *targets;      /* unit indexes the target combo offers */
  GArray              *firers;       /* Firer */
  gboolean             shown_none;   /* the rows say no unit may fire */
  AdjTgtwStacked       stacked;      /* leaders with the target (9.0) */
  char                *situation;    /* the turn, phase and target the inputs are for */
  GtkWidget           *target_combo;
  GtkWidget           *formation_combo;
  GtkWidget           *plus_row;
  GtkSpinButton       *plus;
  AdjTgtwChecks       *checks;
  GtkWidget           *error;

  AdwPreferencesGroup *target_group;
  AdwPreferencesGroup *firers_group;
  AdwPreferencesGroup *leaders_group;
  GtkLabel            *problem_label;
  AdjModifierList     *modifiers;
  AdjOutcomeChart     *chart;
  AdjRollEntry        *roll;
  GtkButton           *apply_button;
};

G_DEFINE_FINAL_TYPE (AdjTgtwMissilePage, adj_tgtw_missile_page, ADJ_TYPE_TGTW_PAGE)

static int
target (AdjTgtwMissilePage *self)
{
  guint k = adw_combo_row_get_selected (ADW_COMBO_ROW (self->target_combo));
  return k < self->targets->len ? g_array_index (self->targets, int, k) : -1;
}

/* The move the inputs make, without its die unless @roll is one. */
static AdjTgtwMove *
build_move (AdjTgtwMissilePage *self, int roll)
{
  g_autoptr (GArray) items = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr (GArray) ranges = g_array_new (FALSE, TRUE, sizeof (int));  /* cleared: 0 for a leader */
  int t = target (self);
  AdjTgtwMove *m;

  if (t < 0)
    return NULL;
  for (guint i = 0; i < self->firers->len; i++)
    {
      Firer *f = &g_array_index (self->firers, Firer, i);
      if (!gtk_check_button_get_active (f->check))
        continue;
      int range = gtk_spin_button_get_value_as_int (f->range);
      g_array_append_val (items, f->unit);
      g_array_append_val (ranges, range);
    }
  guint n_firers = items->len;
  adj_tgtw_stacked_ticked (&self->stacked, items);
  g_array_set_size (ranges, items->len);  /* no range for a leader */
  m = adj_tgtw_move_missile ((guint) t, (int *) items->data, (int *) ranges->data, n_firers, roll);
  adj_tgtw_move_set_items (m, (int *) items->data, (int *) ranges->data, items->len);
  if (roll < 1)
    adj_tgtw_dice_typed (&m->dice, NULL, 0);
  guint formation = adw_combo_row_get_selected (ADW_COMBO_ROW (self->formation_combo));
  m->formation = formation >= 1 && formation <= ADJ_TGTW_N_FORMATIONS ? (int) formation - 1 : -1;
  m->plus[0] = gtk_spin_button_get_value_as_int (self->plus);
  return m;
}

static const char *
hit_text (AdjTgtwHit hit)
{
  switch (hit)
    {
    case ADJ_TGTW_HIT_D: return _("D: disordered");
    case ADJ_TGTW_HIT_R: return _("R: checks morale, routs if it fails");
    case ADJ_TGTW_HIT_E: return _("E: eliminated");
    default: return _("No effect");
    }
}

static void
show_answer (AdjTgtwMissilePage *self, const AdjTgtwState *s, AdjTgtwMove *m)
{
  const AdjTgtwCharts *charts = adj_tgtw_scenario_get_charts (adj_tgtw_state_get_scenario (s));
  AdjTgtwFirer firers[ADJ_TGTW_MAX_FIRERS];
  AdjTgtwMissileInput in;
  AdjTgtwMissileResult r = { 0 };
  g_autoptr (GError) error = NULL;
  int roll = adj_roll_entry_get_roll (self->roll);
  gboolean ok = adj_tgtw_move_missile_input (s, m, firers, &in, &error)
                && adj_tgtw_missile_resolve (charts, &in, &r, &error);
  g_autoptr (AdjTgtwState) after = NULL;

  /* No unit ticked yet is a new fire starting, not an error. */
  gboolean starting = !ok && m->n_firers == 0;
  gtk_label_set_text (self->problem_label, ok || starting ? "" : error->message);
  gtk_widget_set_visible (GTK_WIDGET (self->problem_label), !ok && !starting);
  gtk_widget_set_visible (GTK_WIDGET (self->modifiers), ok);
  gtk_widget_set_visible (GTK_WIDGET (self->chart), ok);
  gtk_widget_set_sensitive (GTK_WIDGET (self->roll), ok);
  if (ok)
    {
      /* Translators: the MFT column read (5.3) */
      g_autofree char *total = g_strdup_printf (_("Potential %d: MFT column %d"), r.potential, r.column);
      adj_modifier_list_set_plain (self->modifiers, r.modifiers, r.column, total);
      AdjOutcomeBar bars[ADJ_TGTW_N_HITS];
      guint n = 0;
      for (guint h = 0; h < ADJ_TGTW_N_HITS; h++)
        {
          if (r.effect_counts[h] == 0)
            continue;
          GString *faces = g_string_new (NULL);
          for (int face = 1; face <= ADJ_TGTW_MFT_DIE; face++)
            if (r.effect[face - 1] == h)
              g_string_append_printf (faces, "%s%d", faces->len ? " " : _("faces "), face);
          adj_tgtw_bar_set (&bars[n++], hit_text (h), g_string_free (faces, FALSE), r.effect_counts[h] / 6.0,
                            roll >= 1 && r.effect[roll - 1] == h);
        }
      adj_outcome_chart_set_bars (self->chart, bars, n);
      for (guint i = 0; i < n; i++)
        adj_outcome_bar_clear (&bars[i]);
    }
  if (ok && roll >= 1)
    {
      g_autofree char *adjusted = g_strdup_printf ("%d", adj_tgtw_missile_row (roll, in.plus));
      /* Translators: the MFT cell read: column, row */
      g_autofree char *detail = g_strdup_printf (_("MFT column %d, row %d (5.3)"), r.column,
                                                 adj_tgtw_missile_row (roll, in.plus));
      adj_roll_entry_set_result (self->roll, adjusted, hit_text (r.effect[roll - 1]), detail);
      g_autoptr (AdjTgtwMove) rolled = build_move (self, roll);
      after = adj_tgtw_move_apply (s, rolled, &error);
      if (after == NULL)
        {
          gtk_label_set_text (self->problem_label, error->message);
          gtk_widget_set_visible (GTK_WIDGET (self->problem_label), TRUE);
        }
    }
  else
    adj_roll_entry_set_result (self->roll, NULL, NULL, NULL);
  adj_tgtw_checks_set_state (self->checks, after);
  gtk_widget_set_sensitive (GTK_WIDGET (self->apply_button), after != NULL);
  adj_tgtw_missile_result_clear (&r);
}

static void
update (AdjTgtwMissilePage *self, const AdjTgtwState *s)
{
  g_autoptr (AdjTgtwMove) m = build_move (self, -1);

  if (m == NULL)
    {
      gtk_label_set_text (self->problem_label, _("No unit of either army is in play to fire at."));
      gtk_widget_set_visible (GTK_WIDGET (self->problem_label), TRUE);
      gtk_widget_set_sensitive (GTK_WIDGET (self->apply_button), FALSE);
      return;
    }
  show_answer (self, s, m);
}

static void
recompute (AdjTgtwMissilePage *self)
{
  const AdjTgtwState *s = adj_tgtw_page_get_state (ADJ_TGTW_PAGE (self));
  if (s != NULL && !adj_tgtw_page_is_refreshing (ADJ_TGTW_PAGE (self)))
    update (self, s);
}

static void
fill_targets (AdjTgtwMissilePage *self, const AdjTgtwState *s)
{
  const AdjTgtwScenario *sc = adj_tgtw_state_get_scenario (s);
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  int keep = target (self);
  guint selected = 0;

  g_array_set_size (self->targets, 0);
  for (guint i = 0; i < adj_tgtw_scenario_n_units (sc); i++)
    {
      int unit = (int) i;
      if (adj_tgtw_state_unit_status (s, i) == ADJ_TGTW_ELIMINATED)
        continue;
      if (unit == keep)
        selected = self->targets->len;
      g_array_append_val (self->targets, unit);
      g_autofree char *summary = adj_tgtw_unit_summary (s, i);
      /* Translators: a unit, its army, its summary */
      g_ptr_array_add (names, g_strdup_printf (_("%s (%s: %s)"), adj_tgtw_unit_name (s, unit),
                                               adj_tgtw_army_name (s, adj_tgtw_scenario_unit (sc, i)->army), summary));
    }
  adj_tgtw_combo_row_set (self->target_combo, names, selected);
}

/* The units the engine lets fire at the target now (one firer at a
 * time, at one hex: the range is the player's). */
static void
fill_firers (AdjTgtwMissilePage *self, const AdjTgtwState *s)
{
  const AdjTgtwScenario *sc = adj_tgtw_state_get_scenario (s);
  typedef struct { int unit; gboolean active; double range; } Was;
  g_autoptr (GArray) old = g_array_new (FALSE, FALSE, sizeof (Was));
  g_autoptr (GArray) offered = g_array_new (FALSE, FALSE, sizeof (int));
  int t = target (self);
  gboolean same;

  /* The units that may fire: when they are those the rows show, the rows
   * stay (ticks and ranges too) and only their words follow the game. */
  for (guint i = 0; t >= 0 && i < adj_tgtw_scenario_n_units (sc); i++)
    {
      const AdjTgtwUnit *u = adj_tgtw_scenario_unit (sc, i);
      int unit = (int) i, one = 1;
      AdjTgtwFirer firers[ADJ_TGTW_MAX_FIRERS];
      AdjTgtwMissileInput in;
      if (u->weapon < 0 || u->army == adj_tgtw_scenario_unit (sc, (guint) t)->army)
        continue;
      g_autoptr (AdjTgtwMove) probe = adj_tgtw_move_missile ((guint) t, &unit, &one, 1, 1);
      if (adj_tgtw_move_missile_input (s, probe, firers, &in, NULL))
        g_array_append_val (offered, unit);
    }
  same = offered->len == self->firers->len && (offered->len > 0 || self->shown_none);
  for (guint k = 0; same && k < offered->len; k++)
    same = g_array_index (self->firers, Firer, k).unit == g_array_index (offered, int, k);
  if (same)
    {
      for (guint k = 0; k < self->firers->len; k++)
        {
          Firer *f = &g_array_index (self->firers, Firer, k);
          g_autofree char *summary = adj_tgtw_unit_summary (s, (guint) f->unit);
          adj_tgtw_row_set_text (gtk_widget_get_ancestor (GTK_WIDGET (f->check), ADW_TYPE_ACTION_ROW),
                                 adj_tgtw_scenario_unit (sc, (guint) f->unit)->name, summary);
        }
      return;
    }

  /* What was ticked and typed stays for the units still offered. */
  for (guint k = 0; k < self->firers->len; k++)
    {
      Firer *f = &g_array_index (self->firers, Firer, k);
      Was w = { f->unit, gtk_check_button_get_active (f->check), gtk_spin_button_get_value (f->range) };
      g_array_append_val (old, w);
    }
  adj_tgtw_group_clear (self->firers_group);
  g_array_set_size (self->firers, 0);
  for (guint j = 0; j < offered->len; j++)
    {
      int unit = g_array_index (offered, int, j);
      const AdjTgtwUnit *u = adj_tgtw_scenario_unit (sc, (guint) unit);
      Firer f = { unit, NULL, NULL };
      g_autofree char *summary = adj_tgtw_unit_summary (s, (guint) unit);
      g_autofree char *name = g_strdup_printf ("firer:%s", u->id);
      g_autofree char *range_name = g_strdup_printf ("range:%s", u->id);
      /* Translators: a firing unit's range to the target */
      g_autofree char *range_a11y = g_strdup_printf (_("%s: range in hexes"), u->name);
      GtkWidget *row = adj_tgtw_check_row_new (u->name, summary, name, &f.check);
      f.range = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (1, ADJ_TGTW_PDT_RANGES, 1));
      adj_spin_check_attach (f.range);
      gtk_widget_set_name (GTK_WIDGET (f.range), range_name);
      gtk_widget_set_valign (GTK_WIDGET (f.range), GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (f.range), GTK_ACCESSIBLE_PROPERTY_LABEL, range_a11y, -1);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), GTK_WIDGET (f.range));
      for (guint k = 0; k < old->len; k++)
        if (g_array_index (old, Was, k).unit == unit)
          {
            gtk_check_button_set_active (f.check, g_array_index (old, Was, k).active);
            gtk_spin_button_set_value (f.range, g_array_index (old, Was, k).range);
          }
      g_signal_connect_swapped (f.check, "toggled", G_CALLBACK (recompute), self);
      g_signal_connect_swapped (f.range, "value-changed", G_CALLBACK (recompute), self);
      g_array_append_val (self->firers, f);
      adj_tgtw_group_add (self->firers_group, row);
    }
  self->shown_none = self->firers->len == 0;
  if (self->firers->len == 0)
    {
      adj_tgtw_group_add (self->firers_group, adj_tgtw_info_row_new (_("No unit of the other army may fire now"),
                                                                     NULL, NULL));
    }
}

static void
fill_options (AdjTgtwMissilePage *self, const AdjTgtwState *s)
{
  const AdjTgtwScenario *sc = adj_tgtw_state_get_scenario (s);
  const AdjTgtwCharts *charts = adj_tgtw_scenario_get_charts (sc);
  const AdjChart *tdt = adj_tgtw_charts_get (charts, ADJ_TGTW_CHART_TDT);
  guint options = adj_tgtw_state_get_options (s);
  int t = target (self);
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  int own = t >= 0 ? adj_tgtw_scenario_unit (sc, (guint) t)->formation : -1;

  g_ptr_array_add (names, own >= 0 ? g_strdup_printf (_("The target’s own: %s"), adj_chart_row_label (tdt, (guint) own))
                                   : g_strdup (_("The target’s own: none")));
  for (guint f = 0; f < ADJ_TGTW_N_FORMATIONS; f++)
    g_ptr_array_add (names, g_strdup (adj_chart_row_label (tdt, f)));
  adj_tgtw_combo_row_set (self->formation_combo, names, adw_combo_row_get_selected (ADW_COMBO_ROW (self->formation_combo)));
  gtk_widget_set_visible (self->formation_combo, (options & ADJ_TGTW_OPTION_TDT) != 0);
  gtk_widget_set_visible (self->plus_row, (options & ADJ_TGTW_OPTION_POINTS) != 0);
  /* A rule not in use takes nothing a hidden row still holds. */
  if (!(options & ADJ_TGTW_OPTION_TDT))
    adw_combo_row_set_selected (ADW_COMBO_ROW (self->formation_combo), 0);
  if (!(options & ADJ_TGTW_OPTION_POINTS))
    gtk_spin_button_set_value (self->plus, 0);
  gtk_spin_button_set_range (self->plus, 0, adj_tgtw_charts_tp_die_limit (charts));
}

static void
adj_tgtw_missile_page_refresh (AdjTgtwPage *page, const AdjTgtwState *s)
{
  AdjTgtwMissilePage *self = ADJ_TGTW_MISSILE_PAGE (page);

  fill_targets (self, s);
  /* A new situation (another target, phase or turn) starts empty: no
   * points, no leaders ticked from the last one. */
  g_autofree char *situation = g_strdup_printf ("%d:%d:%d", adj_tgtw_state_get_turn (s), adj_tgtw_state_get_phase (s),
                                                target (self));
  if (g_strcmp0 (situation, self->situation) != 0)
    {
      g_free (self->situation);
      self->situation = g_steal_pointer (&situation);
      gtk_spin_button_set_value (self->plus, 0);
      adj_tgtw_stacked_reset (&self->stacked);
    }
  fill_firers (self, s);
  adj_tgtw_stacked_fill (&self->stacked, s, target (self) >= 0 ? adj_tgtw_scenario_unit (
                           adj_tgtw_state_get_scenario (s), (guint) target (self))->army : -1,
                         G_CALLBACK (recompute), self);
  fill_options (self, s);
  update (self, s);
}

static void
on_target (AdjTgtwMissilePage *self)
{
  if (adj_tgtw_page_is_refreshing (ADJ_TGTW_PAGE (self)))
    return;
  adj_tgtw_page_refresh (ADJ_TGTW_PAGE (self));
}

static void
on_apply (AdjTgtwMissilePage *self)
{
  g_autoptr (GPtrArray) moves = g_ptr_array_new ();
  int roll = adj_roll_entry_get_roll (self->roll);
  AdjTgtwMove *m = roll >= 1 ? build_move (self, roll) : NULL;

  if (m == NULL)
    {
      adj_game_error_label_set (self->error, _("Type or roll the d6 first."));
      return;
    }
  g_ptr_array_add (moves, m);
  adj_tgtw_checks_collect (self->checks, moves);
  if (adj_tgtw_page_apply (ADJ_TGTW_PAGE (self), (AdjTgtwMove **) moves->pdata, moves->len, self->error))
    {
      /* The fire done, the next starts empty. */
      adj_roll_entry_set_roll (self->roll, -1);
      gtk_spin_button_set_value (self->plus, 0);
      adj_tgtw_stacked_reset (&self->stacked);
    }
}

static void
adj_tgtw_missile_page_load (AdjTgtwPage *page, GtkBuilder *builder)
{
  AdjTgtwMissilePage *self = ADJ_TGTW_MISSILE_PAGE (page);

#define GET(field) self->field = (gpointer) gtk_builder_get_object (builder, #field)
  GET (target_group);
  GET (firers_group);
  GET (leaders_group);
  GET (problem_label);
  GET (modifiers);
  GET (chart);
  GET (roll);
  GET (apply_button);
#undef GET
  adj_tgtw_stacked_init (&self->stacked, self->leaders_group);
  adj_roll_entry_set_dice (self->roll, ADJ_DIE_D6, 1);
  adj_tgtw_roll_entry_name (GTK_WIDGET (self->roll), _("The missile fire’s d6"));
  self->target_combo = adj_tgtw_combo_row_new (_("Unit in the target hex"), "missile-target");
  adw_preferences_group_add (self->target_group, self->target_combo);
  self->formation_combo = adj_tgtw_combo_row_new (_("Target formation on the TDT (5.2)"), "missile-formation");
  adw_preferences_group_add (self->target_group, self->formation_combo);
  self->plus_row = adj_tgtw_spin_row_new (_("Tactical points: +1 on the d6 each, paid by the firing army (12.0)"),
                                          NULL, "missile-plus", 0, 3, &self->plus);
  adw_preferences_group_add (self->target_group, self->plus_row);
  self->checks = ADJ_TGTW_CHECKS (adj_tgtw_checks_new ());
  gtk_box_append (GTK_BOX (gtk_builder_get_object (builder, "checks_box")), GTK_WIDGET (self->checks));
  self->error = adj_game_error_label_new ("missile-error");
  gtk_box_append (GTK_BOX (gtk_builder_get_object (builder, "error_box")), self->error);

  g_signal_connect_swapped (self->target_combo, "notify::selected", G_CALLBACK (on_target), self);
  g_signal_connect_swapped (self->formation_combo, "notify::selected", G_CALLBACK (recompute), self);
  g_signal_connect_swapped (self->plus, "value-changed", G_CALLBACK (recompute), self);
  g_signal_connect_swapped (self->roll, "notify::roll", G_CALLBACK (recompute), self);
  g_signal_connect_swapped (self->apply_button, "clicked", G_CALLBACK (on_apply), self);
}

static void
adj_tgtw_missile_page_finalize (GObject *object)
{
  AdjTgtwMissilePage *self = ADJ_TGTW_MISSILE_PAGE (object);

  g_array_unref (self->targets);
  g_array_unref (self->firers);
  adj_tgtw_stacked_clear (&self->stacked);
  g_clear_pointer (&self->situation, g_free);
  G_OBJECT_CLASS (adj_tgtw_missile_page_parent_class)->finalize (object);
}

static void
adj_tgtw_missile_page_class_init (AdjTgtwMissilePageClass *klass)
{
  AdjTgtwPageClass *page_class = ADJ_TGTW_PAGE_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = adj_tgtw_missile_page_finalize;
  page_class->name = "missile";
  page_class->resource = "/io/github/adjutant/Adjutant/tgtw/adj-tgtw-missile-page.ui";
  page_class->load = adj_tgtw_missile_page_load;
  page_class->refresh = adj_tgtw_missile_page_refresh;
}

static void
adj_tgtw_missile_page_init (AdjTgtwMissilePage *self)
{
  self->targets = g_array_new (FALSE, FALSE, sizeof (int));
  self->firers = g_array_new (FALSE, FALSE, sizeof (Firer));
}
