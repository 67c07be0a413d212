/* adj-tgtw-check-row.c: one morale check or leader casualty roll
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the check asks, with the engine's numbers: for a morale check (8.0)
 * the unit's number with the card's, a helping leader's and the tactical
 * points' modifiers, the chance to pass and to fail; for a leader's
 * casualty roll (9.0) the column his unit's result reads, the chance of
 * each fate and its morale loss points (10.0). The d10 reads 1 to 10
 * (2.2), typed or rolled; the answer shows under it. The widget gives the
 * move; the page applies it, alone or with the result that called for it.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-modifier-list.h"
#include "adj-outcome-chart.h"
#include "adj-roll-entry.h"
#include "adj-tgtw-check-row.h"
#include "adj-tgtw-common.h"

struct _AdjTgtwCheckRow
{
  GtkWidget        parent_instance;

  AdjTgtwState    *state;
  gboolean         casualty;
  int              index;      /* the unit, or the leader */
  guint            pending;    /* casualty: its place among the pending checks */
  char            *key;
  GArray          *leaders;    /* morale: the leaders the combo offers, after "none" */
  gboolean         updating;
  gboolean         leader_chosen;  /* the player picked in the combo: kept */

  GtkWidget       *box;
  GtkLabel        *title;
  GtkWidget       *leader_row;
  GtkWidget       *plus_row;
  GtkSpinButton   *plus;
  AdjModifierList *modifiers;
  AdjOutcomeChart *chart;
  AdjRollEntry    *roll;
};

G_DEFINE_FINAL_TYPE (AdjTgtwCheckRow, adj_tgtw_check_row, GTK_TYPE_WIDGET)

enum { CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

static int
chosen_leader (AdjTgtwCheckRow *self)
{
  guint i = self->leader_row != NULL ? adw_combo_row_get_selected (ADW_COMBO_ROW (self->leader_row)) : 0;
  return i >= 1 && i <= self->leaders->len ? g_array_index (self->leaders, int, i - 1) : -1;
}

/* The army that pays for +1s on this roll: the enemy's, since they hurt
 * the one rolling (docs/tgtw.md, ruling 24). */
static int
paying_army (AdjTgtwCheckRow *self)
{
  const AdjTgtwScenario *sc = adj_tgtw_state_get_scenario (self->state);
  int army = self->casualty ? adj_tgtw_scenario_leader (sc, (guint) self->index)->army
                            : adj_tgtw_scenario_unit (sc, (guint) self->index)->army;
  return 1 - army;
}

static void
show_morale (AdjTgtwCheckRow *self, int roll)
{
  const AdjTgtwCharts *charts = adj_tgtw_scenario_get_charts (adj_tgtw_state_get_scenario (self->state));
  AdjTgtwMoraleInput in;
  AdjTgtwMoraleResult r;
  gboolean pending = FALSE;
  g_autoptr (GError) error = NULL;

  for (guint i = 0; i < adj_tgtw_state_n_pending (self->state); i++)
    if (adj_tgtw_state_pending (self->state, i)->kind == ADJ_TGTW_PENDING_MORALE
        && adj_tgtw_state_pending (self->state, i)->index == self->index)
      pending = TRUE;
  adj_tgtw_state_morale_input (self->state, (guint) self->index, chosen_leader (self), &in);
  in.plus = gtk_spin_button_get_value_as_int (self->plus);
  if (!adj_tgtw_morale_check (charts, &in, &r, &error))
    {
      adj_roll_entry_set_result (self->roll, "\u2013", error->message, NULL);
      adj_tgtw_morale_result_clear (&r);
      return;
    }
  /* Translators: the highest roll that passes a morale check */
  g_autofree char *total = g_strdup_printf (_("Passes on %d or less"), r.target);
  adj_modifier_list_set_plain (self->modifiers, r.modifiers, r.target, total);
  gtk_widget_set_visible (GTK_WIDGET (self->roll), !in.automatic);

  /* A pending check (R) leaves the unit disordered or routs it; a Rally
   * check recovers it one step or leaves it as it is (8.0). */
  const char *pass_text = pending ? _("Passes: only disordered") : _("Passes: recovers one step");
  const char *fail_text = pending ? _("Fails: routs") : _("Fails: stays as it is");
  AdjOutcomeBar bars[2];
  GString *faces[2] = { g_string_new (NULL), g_string_new (NULL) };
  for (int face = 1; face <= ADJ_TGTW_D10; face++)
    g_string_append_printf (faces[r.pass[face] ? 0 : 1], "%s%d", faces[r.pass[face] ? 0 : 1]->len ? " " : "", face);
  for (guint k = 0; k < 2; k++)
    {
      /* Translators: the faces of the d10 that give a result */
      char *detail = faces[k]->len ? g_strdup_printf (_("faces %s"), faces[k]->str) : NULL;
      guint n = k == 0 ? r.passes : ADJ_TGTW_D10 - r.passes;
      gboolean rolled = in.automatic ? k == 0 : roll >= 1 && (r.pass[roll] ? k == 0 : k == 1);
      adj_tgtw_bar_set (&bars[k], k == 0 ? pass_text : fail_text, detail, n / (double) ADJ_TGTW_D10, rolled);
      g_string_free (faces[k], TRUE);
    }
  adj_outcome_chart_set_bars (self->chart, bars, 2);
  adj_outcome_bar_clear (&bars[0]);
  adj_outcome_bar_clear (&bars[1]);
  if (roll >= 1)
    {
      g_autofree char *adjusted = g_strdup_printf ("%d", roll + in.plus);
      adj_roll_entry_set_result (self->roll, adjusted, r.pass[roll] ? pass_text : fail_text, NULL);
    }
  else
    adj_roll_entry_set_result (self->roll, NULL, NULL, NULL);
  adj_tgtw_morale_result_clear (&r);
}

static const char *
fate_text (AdjTgtwFate fate)
{
  switch (fate)
    {
    case ADJ_TGTW_FATE_WOUNDED: return _("Wounded: out for three turns");
    case ADJ_TGTW_FATE_CAPTURED: return _("Captured");
    case ADJ_TGTW_FATE_KILLED: return _("Killed");
    default: return _("Unhurt");
    }
}

static void
show_casualty (AdjTgtwCheckRow *self, int roll)
{
  const AdjTgtwCharts *charts = adj_tgtw_scenario_get_charts (adj_tgtw_state_get_scenario (self->state));
  AdjTgtwCasualtyInput in;
  AdjTgtwCasualtyResult r;
  AdjOutcomeBar bars[ADJ_TGTW_N_FATES];
  guint n = 0;
  g_autoptr (GError) error = NULL;

  adj_tgtw_state_casualty_input (self->state, self->pending, &in);
  in.plus = gtk_spin_button_get_value_as_int (self->plus);
  if (!adj_tgtw_casualty_roll (charts, &in, &r, &error))
    {
      adj_roll_entry_set_result (self->roll, "\u2013", error->message, NULL);
      adj_tgtw_casualty_result_clear (&r);
      return;
    }
  adj_modifier_list_set (self->modifiers, r.modifiers, in.plus, _("Added to the die"));
  for (guint f = 0; f < ADJ_TGTW_N_FATES; f++)
    {
      if (r.counts[f] == 0)
        continue;
      GString *detail = g_string_new (NULL);
      for (int face = 1; face <= ADJ_TGTW_D10; face++)
        if (r.fate[face] == f)
          g_string_append_printf (detail, "%s%d", detail->len ? " " : _("faces "), face);
      if (f != ADJ_TGTW_FATE_NONE)
        /* Translators: the morale loss points of a leader's fate (10.0) */
        g_string_append_printf (detail, _(" · %d morale loss points (10.0)"), r.loss[f]);
      adj_tgtw_bar_set (&bars[n++], fate_text (f), g_string_free (detail, FALSE), r.counts[f] / (double) ADJ_TGTW_D10,
                        roll >= 1 && r.fate[roll] == f);
    }
  adj_outcome_chart_set_bars (self->chart, bars, n);
  for (guint i = 0; i < n; i++)
    adj_outcome_bar_clear (&bars[i]);
  if (roll >= 1)
    {
      g_autofree char *adjusted = g_strdup_printf ("%d", adj_tgtw_d10_read (roll, in.plus));
      adj_roll_entry_set_result (self->roll, adjusted, fate_text (r.fate[roll]), NULL);
    }
  else
    adj_roll_entry_set_result (self->roll, NULL, NULL, NULL);
  adj_tgtw_casualty_result_clear (&r);
}

static void
recompute (AdjTgtwCheckRow *self)
{
  if (self->updating)
    return;
  int roll = adj_roll_entry_get_roll (self->roll);
  if (self->casualty)
    show_casualty (self, roll);
  else
    show_morale (self, roll);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
fill (AdjTgtwCheckRow *self)
{
  const AdjTgtwState *s = self->state;
  const AdjTgtwScenario *sc = adj_tgtw_state_get_scenario (s);
  int paying = paying_army (self);
  gboolean points = (adj_tgtw_state_get_options (s) & ADJ_TGTW_OPTION_POINTS) != 0;
  g_autofree char *title = NULL;

  self->updating = TRUE;
  if (self->casualty)
    {
      const AdjTgtwPending *p = adj_tgtw_state_pending (s, self->pending);
      /* Translators: a leader, then the result his unit suffered (Eng, D, R, E) */
      title = p->missile ? g_strdup_printf (_("%s rolls for his life: his unit was eliminated by missile fire (9.0)"),
                                            adj_tgtw_leader_name (s, self->index))
                         : g_strdup_printf (_("%s rolls for his life: his unit’s melee result was %s (9.0)"),
                                            adj_tgtw_leader_name (s, self->index),
                                            adj_tgtw_casualty_column_to_string (p->column));
    }
  else
    {
      g_autofree char *summary = adj_tgtw_unit_summary (s, (guint) self->index);
      /* Translators: a unit, then its type, strength, morale and state */
      title = g_strdup_printf (_("%s checks morale (8.0): %s"), adj_tgtw_unit_name (s, self->index), summary);
      g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
      /* The leader the combat named stacked with the unit, if his own
       * roll left him in play (9.0): named once, not again here. */
      int keep = self->leader_chosen ? chosen_leader (self) : adj_tgtw_state_morale_leader (s, (guint) self->index);
      guint selected = 0;
      g_array_set_size (self->leaders, 0);
      g_ptr_array_add (names, g_strdup (_("No leader with the unit")));
      for (guint i = 0; i < adj_tgtw_scenario_n_leaders (sc); i++)
        {
          const AdjTgtwLeader *l = adj_tgtw_scenario_leader (sc, i);
          if (l->army != adj_tgtw_scenario_unit (sc, (guint) self->index)->army
              || adj_tgtw_state_leader_status (s, i) != ADJ_TGTW_LEADER_ACTIVE)
            continue;
          int li = (int) i;
          g_array_append_val (self->leaders, li);
          if (li == keep)
            selected = self->leaders->len;
          /* Translators: a leader stacked with the unit, his scenario morale value and whether he has the rally dot */
          g_ptr_array_add (names, g_strdup_printf (l->rally ? _("%s (morale %+d, rally dot)") : _("%s (morale %+d)"),
                                                   l->name, l->morale));
        }
      adj_tgtw_combo_row_set (self->leader_row, names, selected);
    }
  gtk_label_set_text (self->title, title);
  /* Translators: whose d10 a roll field is for */
  g_autofree char *what = self->casualty ? g_strdup_printf (_("%s’s casualty d10"), adj_tgtw_leader_name (s, self->index))
                                         : g_strdup_printf (_("%s’s morale d10"), adj_tgtw_unit_name (s, self->index));
  adj_tgtw_roll_entry_name (GTK_WIDGET (self->roll), what);
  gtk_widget_set_visible (self->plus_row, points);
  g_autofree char *plus_title = g_strdup_printf (_("Tactical points: +1 on the die each, paid by %s (12.0)"),
                                                 adj_tgtw_army_name (s, paying));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->plus_row), plus_title);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->plus), GTK_ACCESSIBLE_PROPERTY_LABEL, plus_title, -1);
  int limit = MIN (adj_tgtw_charts_tp_die_limit (adj_tgtw_scenario_get_charts (sc)),
                   adj_tgtw_state_tp_left (s, (guint) paying));
  gtk_spin_button_set_range (self->plus, 0, MAX (limit, 0));
  self->updating = FALSE;
  recompute (self);
}

void
adj_tgtw_check_row_set_state (AdjTgtwCheckRow *self, const AdjTgtwState *state)
{
  g_return_if_fail (ADJ_IS_TGTW_CHECK_ROW (self));
  adj_tgtw_state_ref ((AdjTgtwState *) state);
  g_clear_pointer (&self->state, adj_tgtw_state_unref);
  self->state = (AdjTgtwState *) state;
  if (self->casualty)
    for (guint i = 0; i < adj_tgtw_state_n_pending (state); i++)
      if (adj_tgtw_state_pending (state, i)->kind == ADJ_TGTW_PENDING_CASUALTY
          && adj_tgtw_state_pending (state, i)->index == self->index)
        self->pending = i;
  fill (self);
}

const char *
adj_tgtw_check_row_get_key (AdjTgtwCheckRow *self)
{
  g_return_val_if_fail (ADJ_IS_TGTW_CHECK_ROW (self), NULL);
  return self->key;
}

AdjTgtwMove *
adj_tgtw_check_row_get_move (AdjTgtwCheckRow *self)
{
  AdjTgtwMove *m;
  int roll = adj_roll_entry_get_roll (self->roll);
  int plus = gtk_spin_button_get_value_as_int (self->plus);
  gboolean automatic = FALSE;

  g_return_val_if_fail (ADJ_IS_TGTW_CHECK_ROW (self), NULL);
  if (!self->casualty)
    {
      AdjTgtwMoraleInput in;
      adj_tgtw_state_morale_input (self->state, (guint) self->index, chosen_leader (self), &in);
      automatic = in.automatic;
    }
  if (roll < 1 && !automatic)
    return NULL;
  m = self->casualty ? adj_tgtw_move_casualty ((guint) self->index, roll)
                     : adj_tgtw_move_morale ((guint) self->index, chosen_leader (self), automatic ? 0 : roll);
  if (plus > 0 && !automatic)
    {
      m->army = paying_army (self);
      m->plus[0] = plus;
    }
  return m;
}

static void
adj_tgtw_check_row_dispose (GObject *object)
{
  AdjTgtwCheckRow *self = ADJ_TGTW_CHECK_ROW (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_pointer (&self->state, adj_tgtw_state_unref);
  g_clear_pointer (&self->leaders, g_array_unref);
  g_clear_pointer (&self->key, g_free);
  G_OBJECT_CLASS (adj_tgtw_check_row_parent_class)->dispose (object);
}

static void
adj_tgtw_check_row_class_init (AdjTgtwCheckRowClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = adj_tgtw_check_row_dispose;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 0);
}

static void
adj_tgtw_check_row_init (AdjTgtwCheckRow *self)
{
  GtkWidget *list = gtk_list_box_new ();

  self->leaders = g_array_new (FALSE, FALSE, sizeof (int));
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  self->title = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_name (GTK_WIDGET (self->title), "check-title");
  gtk_label_set_wrap (self->title, TRUE);
  gtk_label_set_xalign (self->title, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->title), "heading");
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->title));

  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  self->plus_row = adj_tgtw_spin_row_new (_("Tactical points"), NULL, "check-plus", 0, 3, &self->plus);
  gtk_list_box_append (GTK_LIST_BOX (list), self->plus_row);
  gtk_box_append (GTK_BOX (self->box), list);
  g_signal_connect_swapped (self->plus, "value-changed", G_CALLBACK (recompute), self);

  self->modifiers = ADJ_MODIFIER_LIST (adj_modifier_list_new ());
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->modifiers));
  self->chart = ADJ_OUTCOME_CHART (adj_outcome_chart_new ());
  gtk_widget_set_name (GTK_WIDGET (self->chart), "check-chart");
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->chart));
  self->roll = ADJ_ROLL_ENTRY (adj_roll_entry_new ());
  gtk_widget_set_name (GTK_WIDGET (self->roll), "check-roll");
  adj_roll_entry_set_dice (self->roll, ADJ_DIE_D10X, 1);
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->roll));
  g_signal_connect_swapped (self->roll, "notify::roll", G_CALLBACK (recompute), self);
}

static void
on_leader_chosen (AdjTgtwCheckRow *self)
{
  if (!self->updating)
    self->leader_chosen = TRUE;
  recompute (self);
}

GtkWidget *
adj_tgtw_check_row_new_morale (const AdjTgtwState *state, guint unit)
{
  AdjTgtwCheckRow *self = g_object_new (ADJ_TYPE_TGTW_CHECK_ROW, NULL);
  GtkWidget *list = gtk_widget_get_parent (self->plus_row);

  self->index = (int) unit;
  self->key = g_strdup_printf ("morale:%s", adj_tgtw_scenario_unit (adj_tgtw_state_get_scenario (state), unit)->id);
  gtk_widget_set_name (GTK_WIDGET (self), self->key);
  self->leader_row = adj_tgtw_combo_row_new (_("Leader stacked with the unit (9.0, 2.1)"), "check-leader");
  gtk_list_box_prepend (GTK_LIST_BOX (list), self->leader_row);
  g_signal_connect_swapped (self->leader_row, "notify::selected", G_CALLBACK (on_leader_chosen), self);
  adj_tgtw_check_row_set_state (self, state);
  return GTK_WIDGET (self);
}

GtkWidget *
adj_tgtw_check_row_new_casualty (const AdjTgtwState *state, guint pending)
{
  AdjTgtwCheckRow *self = g_object_new (ADJ_TYPE_TGTW_CHECK_ROW, NULL);
  const AdjTgtwPending *p = adj_tgtw_state_pending (state, pending);

  self->casualty = TRUE;
  self->index = p->index;
  self->pending = pending;
  self->key = g_strdup_printf ("casualty:%s",
                               adj_tgtw_scenario_leader (adj_tgtw_state_get_scenario (state), (guint) p->index)->id);
  gtk_widget_set_name (GTK_WIDGET (self), self->key);
  adj_tgtw_check_row_set_state (self, state);
  return GTK_WIDGET (self);
}
