/* adj-tgtw-melee-page.c: melee
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * 7.0 in the Action phase: a unit of the army acting in the sector
 * attacks an enemy unit. MCT1 places the strength and morale ratios (a
 * disordered defender's two columns, the optional tactical differential,
 * tactical points and the defender's cancel) into an MCT2 column; the
 * leader in range moves it and gives his dice (2.1), Charge (card 6) adds
 * a die for cavalry (11.0), tactical points buy columns, dice and +1s
 * (12.0). Every shift with its rule, the chance of every MCT2 cell as it
 * applies (5.0 skirmishers, 13.0 a routed sector), the total of the dice
 * typed or rolled, and the checks the result calls for, rolled here and
 * applied with the melee as one step. The input is the very one the move
 * will use (adj_tgtw_move_melee_input); the units offered are those the
 * engine accepts.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-modifier-list.h"
#include "adj-tgtw-checks.h"
#include "adj-tgtw-common.h"
#include "adj-tgtw-melee-page.h"
#include "adj-tgtw-stacked.h"
#include "adj-flat-rows.h"
#include "adj-label.h"

enum { TP_PLUS, TP_MCT1, TP_MCT2_SHIFT, TP_MCT2_DICE, TP_DEF_MCT1, TP_DEF_CANCEL, TP_DEF_MCT2_SHIFT, N_TP };

struct _AdjTgtwMeleePage
{
  AdjTgtwPage          parent_instance;

  GArray              *attackers;
  GArray              *defenders;
  AdjTgtwStacked       stacked;      /* leaders with either unit (9.0) */
  int                  sector_leader;
  guint                dice;         /* the roll entry's count */
  GtkWidget           *attacker_combo;
  GtkWidget           *defender_combo;
  GtkWidget           *leader_row;
  GtkSwitch           *leader_switch;
  GtkWidget           *tp_rows[N_TP];
  GtkSpinButton       *tp[N_TP];
  AdjTgtwChecks       *checks;
  GtkWidget           *error;

  AdwPreferencesGroup *units_group;
  AdwPreferencesGroup *leaders_group;
  AdwPreferencesGroup *points_group;
  GtkLabel            *problem_label;
  gboolean             limiting;   /* limit_points is setting the ranges */
  char                *situation;  /* the turn, phase, sector, army and units the inputs are for */
  GtkLabel            *mct1_label;
  AdjModifierList     *mct1_modifiers;
  AdjModifierList     *mct2_modifiers;
  AdjModifierList     *dice_modifiers;
  AdjOutcomeChart     *chart;
  GtkLabel            *sides_label;
  AdjRollEntry        *roll;
  GtkButton           *apply_button;
};

G_DEFINE_FINAL_TYPE (AdjTgtwMeleePage, adj_tgtw_melee_page, ADJ_TYPE_TGTW_PAGE)

static int
chosen (GtkWidget *combo, GArray *units)
{
  guint k = adw_combo_row_get_selected (ADW_COMBO_ROW (combo));
  return k < units->len ? g_array_index (units, int, k) : -1;
}

static int
tp (AdjTgtwMeleePage *self, guint i)
{
  return gtk_spin_button_get_value_as_int (self->tp[i]);
}

/* The move the inputs make, with no roll (@total < 0) or the dice's total. */
static AdjTgtwMove *
build_move (AdjTgtwMeleePage *self, int total, guint n_dice)
{
  int att = chosen (self->attacker_combo, self->attackers), def = chosen (self->defender_combo, self->defenders);
  g_autoptr (GArray) stacked = g_array_new (FALSE, FALSE, sizeof (int));
  AdjTgtwMove *m;

  if (att < 0 || def < 0)
    return NULL;
  m = adj_tgtw_move_melee_total ((guint) att, (guint) def,
                                 gtk_switch_get_active (self->leader_switch) ? self->sector_leader : -1,
                                 total >= 0 ? n_dice : 0, total);
  adj_tgtw_stacked_ticked (&self->stacked, stacked);
  adj_tgtw_move_set_items (m, (int *) stacked->data, NULL, stacked->len);
  m->tp[0] = (AdjTgtwMeleeSpend) { tp (self, TP_PLUS), tp (self, TP_MCT1), 0, tp (self, TP_MCT2_SHIFT),
                                   tp (self, TP_MCT2_DICE) };
  m->tp[1] = (AdjTgtwMeleeSpend) { 0, tp (self, TP_DEF_MCT1), tp (self, TP_DEF_CANCEL), tp (self, TP_DEF_MCT2_SHIFT), 0 };
  return m;
}

static char *
cell_text (const AdjTgtwMct2Result *cell)
{
  if (cell->engaged)
    return g_strdup ("Eng.");
  return g_strdup_printf ("%s/%s", adj_tgtw_hit_to_string (cell->attacker), adj_tgtw_hit_to_string (cell->defender));
}

static char *
sides_text (const AdjTgtwMeleeResult *r)
{
  GString *out = g_string_new (NULL);
  const char *names[] = { _("no effect"), "D", "R", "E", "Eng." };
  for (guint side = 0; side < 2; side++)
    {
      const double *p = side == 0 ? r->attacker : r->defender;
      gboolean first = TRUE;
      g_string_append (out, side == 0 ? _("Attacker:") : _("\nDefender:"));
      for (guint h = 0; h <= ADJ_TGTW_N_HITS; h++)
        if (p[h] > 0)
          {
            g_autofree char *pct = adj_tgtw_percent (p[h]);
            g_string_append_printf (out, "%s %s %s", first ? "" : ",", names[h], pct);
            first = FALSE;
          }
    }
  return g_string_free (out, FALSE);
}

/* One bar per cell the dice can read as it applies to these units; its
 * detail says which totals read it and the printed cell when 5.0 or 13.0
 * change it. */
static void
show_bars (AdjTgtwMeleePage *self, const AdjTgtwCharts *charts, const AdjTgtwMeleeResult *r, int rolled_row)
{
  const AdjChart *mct2 = adj_tgtw_charts_get (charts, ADJ_TGTW_CHART_MCT2);
  AdjOutcomeBar bars[ADJ_TGTW_MCT2_ROWS];
  guint n = 0;
  gboolean done[ADJ_TGTW_MCT2_ROWS] = { FALSE };

  for (guint row = 0; row < ADJ_TGTW_MCT2_ROWS; row++)
    {
      if (r->row_counts[row] == 0 || done[row])
        continue;
      g_autofree char *text = cell_text (&r->applied[row]);
      GString *detail = g_string_new (NULL);
      guint64 ways = 0;
      gboolean rolled = FALSE;
      for (guint k = row; k < ADJ_TGTW_MCT2_ROWS; k++)
        {
          g_autofree char *other = cell_text (&r->applied[k]);
          if (r->row_counts[k] == 0 || g_strcmp0 (other, text) != 0)
            continue;
          done[k] = TRUE;
          ways += r->row_counts[k];
          rolled |= (int) k == rolled_row;
          const char *printed = adj_tgtw_charts_mct2_text (charts, k, (guint) r->column);
          /* Translators: an MCT2 row (a dice total) */
          g_string_append_printf (detail, "%s%s", detail->len ? ", " : _("totals "), adj_chart_row_label (mct2, k));
          if (g_strcmp0 (printed, text) != 0)
            /* Translators: the MCT2 cell as printed, changed by 5.0 or 13.0 */
            g_string_append_printf (detail, _(" (printed %s)"), printed);
        }
      adj_tgtw_bar_set (&bars[n++], text, g_string_free (detail, FALSE), (double) ways / (double) r->total, rolled);
    }
  adj_outcome_chart_set_bars (self->chart, bars, n);
  for (guint i = 0; i < n; i++)
    adj_outcome_bar_clear (&bars[i]);
}

static void
show_problem (AdjTgtwMeleePage *self, const char *message)
{
  gtk_label_set_text (self->problem_label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->problem_label), message != NULL);
}

static void
show_mct1 (AdjTgtwMeleePage *self, const AdjTgtwCharts *charts, const AdjTgtwMeleeInput *in,
           const AdjTgtwMeleeResult *r)
{
  const AdjRatio *sr = adj_tgtw_charts_mct1_strengths (charts), *mr = adj_tgtw_charts_mct1_morales (charts);
  /* Translators: MCT1: strengths and their ratio, morales and theirs, after the shifts, the column letter */
  g_autofree char *mct1 = g_strdup_printf (_("Strength %d : %d reads %d-%d, morale %d : %d reads %d-%d; after the "
                                             "shifts %d-%d and %d-%d: MCT1 gives column %c"),
                                           in->attacker.strength, in->defender.strength, sr[r->strength_col].num,
                                           sr[r->strength_col].den, in->attacker.morale, in->defender.morale,
                                           mr[r->morale_col].num, mr[r->morale_col].den, sr[r->row].num,
                                           sr[r->row].den, mr[r->col].num, mr[r->col].den,
                                           adj_tgtw_column_letter (r->letter));
  gtk_label_set_text (self->mct1_label, mct1);
  adj_modifier_list_set (self->mct1_modifiers, r->mct1_mods, (int) r->col - (int) r->morale_col, _("MCT1 columns moved"));
  g_autofree char *column = g_strdup_printf (_("MCT2 column %c"), adj_tgtw_column_letter (r->column));
  adj_modifier_list_set (self->mct2_modifiers, r->mct2_mods, r->column - r->letter, column);
  g_autofree char *dice = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d die rolled", "%d dice rolled", r->dice),
                                           r->dice);
  adj_modifier_list_set_plain (self->dice_modifiers, r->dice_mods, r->dice, dice);
}

/* The tables' answer, or nothing (no empty lists) when there is none. */
static void
show_answer (AdjTgtwMeleePage *self, gboolean shown)
{
  gtk_widget_set_visible (GTK_WIDGET (self->mct1_label), shown);
  gtk_widget_set_visible (GTK_WIDGET (self->mct1_modifiers), shown);
  gtk_widget_set_visible (GTK_WIDGET (self->mct2_modifiers), shown);
  gtk_widget_set_visible (GTK_WIDGET (self->dice_modifiers), shown);
  gtk_widget_set_visible (GTK_WIDGET (self->chart), shown);
  gtk_widget_set_visible (GTK_WIDGET (self->sides_label), shown);
}

static void limit_points (AdjTgtwMeleePage *self, const AdjTgtwState *s, const AdjTgtwMove *m);

static void
update (AdjTgtwMeleePage *self, const AdjTgtwState *s)
{
  const AdjTgtwCharts *charts = adj_tgtw_scenario_get_charts (adj_tgtw_state_get_scenario (s));
  g_autoptr (AdjTgtwMove) m = build_move (self, -1, 0);
  g_autoptr (GError) error = NULL;
  g_autoptr (AdjTgtwState) after = NULL;
  AdjTgtwMeleeInput in;
  AdjTgtwMeleeResult r = { 0 };
  gboolean ok;

  limit_points (self, s, m);
  if (self->limiting)
    return;
  g_clear_pointer (&m, adj_tgtw_move_free);
  m = build_move (self, -1, 0);
  /* Why no melee now: the engine's own refusal (a check pending, or not
   * the Action phase). */
  g_autoptr (GError) why = NULL;
  if (!adj_tgtw_move_expected (s, ADJ_TGTW_MOVE_MELEE))
    {
      g_autoptr (AdjTgtwMove) probe = adj_tgtw_move_melee (0, 0, -1, NULL, 0);
      g_autoptr (AdjTgtwState) never = adj_tgtw_move_apply (s, probe, &why);
    }
  if (m == NULL || why != NULL)
    {
      show_problem (self, why != NULL ? why->message : _("No unit of the acting army may attack now."));
      gtk_widget_set_sensitive (GTK_WIDGET (self->apply_button), FALSE);
      adj_tgtw_checks_set_state (self->checks, NULL);
      show_answer (self, FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->roll), FALSE);
      return;
    }
  ok = adj_tgtw_move_melee_input (s, m, &in, &error) && adj_tgtw_melee_resolve (charts, &in, &r, &error);
  show_problem (self, ok ? NULL : error->message);
  show_answer (self, ok);
  gtk_widget_set_visible (GTK_WIDGET (self->roll), ok && !r.automatic);
  if (ok)
    {
      if ((guint) r.dice != self->dice && !r.automatic)
        {
          self->dice = (guint) r.dice;
          adj_roll_entry_set_dice (self->roll, ADJ_DIE_D6, self->dice);
          g_autofree char *what = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The melee’s %d d6 (their total)",
                                                                "The melee’s %d d6 (their total)", r.dice), r.dice);
          adj_tgtw_roll_entry_name (GTK_WIDGET (self->roll), what);
        }
      int total = adj_roll_entry_get_roll (self->roll);
      int row = r.automatic ? -1 : total >= 0 ? (int) adj_tgtw_mct2_row (total + r.plus) : -1;
      show_mct1 (self, charts, &in, &r);
      show_bars (self, charts, &r, row);
      g_autofree char *sides = sides_text (&r);
      gtk_label_set_text (self->sides_label, sides);
      if (r.automatic || total >= 0)
        {
          g_autoptr (AdjTgtwMove) rolled = build_move (self, r.automatic ? -1 : total, (guint) r.dice);
          after = adj_tgtw_move_apply (s, rolled, &error);
          if (after == NULL)
            show_problem (self, error->message);
        }
      if (row >= 0)
        {
          g_autofree char *adjusted = g_strdup_printf ("%d", total + r.plus);
          g_autofree char *cell = cell_text (&r.applied[row]);
          /* Translators: the MCT2 cell read: column letter, row */
          g_autofree char *detail = g_strdup_printf (_("MCT2 column %c, row %s (7.0)"), adj_tgtw_column_letter (r.column),
                                                     adj_chart_row_label (adj_tgtw_charts_get (charts, ADJ_TGTW_CHART_MCT2),
                                                                          (guint) row));
          adj_roll_entry_set_result (self->roll, adjusted, cell, detail);
        }
      else
        adj_roll_entry_set_result (self->roll, NULL, NULL, NULL);
    }
  adj_tgtw_checks_set_state (self->checks, after);
  gtk_widget_set_sensitive (GTK_WIDGET (self->apply_button), after != NULL);
  adj_tgtw_melee_result_clear (&r);
}

static void
recompute (AdjTgtwMeleePage *self)
{
  const AdjTgtwState *s = adj_tgtw_page_get_state (ADJ_TGTW_PAGE (self));
  if (s != NULL && !adj_tgtw_page_is_refreshing (ADJ_TGTW_PAGE (self)))
    update (self, s);
}

static gboolean
melee_accepted (const AdjTgtwState *s, int att, int def)
{
  AdjTgtwMeleeInput in;
  g_autoptr (AdjTgtwMove) m = adj_tgtw_move_melee ((guint) att, (guint) def, -1, NULL, 0);
  return adj_tgtw_move_melee_input (s, m, &in, NULL);
}

static void
fill_units (const AdjTgtwState *s, GtkWidget *combo, GArray *units, gboolean attackers, int attacker)
{
  const AdjTgtwScenario *sc = adj_tgtw_state_get_scenario (s);
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  int keep = chosen (combo, units);
  guint selected = 0, n = adj_tgtw_scenario_n_units (sc);

  int sector = -1, army = -1;

  g_array_set_size (units, 0);
  adj_tgtw_state_acting (s, &sector, &army);
  for (guint i = 0; i < n && army >= 0 && (attackers || attacker >= 0); i++)
    {
      const AdjTgtwUnit *u = adj_tgtw_scenario_unit (sc, i);
      gboolean ok = FALSE;
      /* Attackers from the acting army's units in the sector, defenders
       * from the other army's; the engine says which may fight. */
      if (attackers ? u->army != army || u->sector != sector : u->army == army)
        continue;
      for (guint d = 0; attackers && !ok && d < n; d++)
        ok = adj_tgtw_scenario_unit (sc, d)->army != army && melee_accepted (s, (int) i, (int) d);
      if (!attackers)
        ok = melee_accepted (s, attacker, (int) i);
      if (!ok)
        continue;
      int unit = (int) i;
      if (unit == keep)
        selected = units->len;
      g_array_append_val (units, unit);
      g_autofree char *summary = adj_tgtw_unit_summary (s, i);
      g_ptr_array_add (names, g_strdup_printf ("%s (%s)", adj_tgtw_unit_name (s, unit), summary));
    }
  adj_tgtw_combo_row_set (combo, names, selected);
}

static void
fill_leaders (AdjTgtwMeleePage *self, const AdjTgtwState *s)
{
  const AdjTgtwScenario *sc = adj_tgtw_state_get_scenario (s);
  int sector = -1, army = -1;

  adj_tgtw_state_acting (s, &sector, &army);
  self->sector_leader = sector >= 0 ? adj_tgtw_state_active_leader (s, (guint) sector, (guint) army) : -1;
  /* With no unit that may attack there is no melee to lead: the row
   * stays hidden and keeps its words, rather than retitled on each step
   * of an Action Phase where the acting army cannot fight. */
  gboolean shown = self->sector_leader >= 0 && self->attackers->len > 0;
  gtk_widget_set_visible (self->leader_row, shown);
  if (shown)
    {
      const AdjTgtwLeader *l = adj_tgtw_scenario_leader (sc, (guint) self->sector_leader);
      /* Translators: the sector leader, his MCT2 shift and his dice (2.1) */
      g_autofree char *title = g_strdup_printf (_("%s within one hex of the attacker: MCT2 shift %+d, %d d6 (2.1)"),
                                                l->name, l->mct2_shift, l->dice);
      if (g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (self->leader_row)), title) != 0)
        {
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->leader_row), title);
          gtk_accessible_update_property (GTK_ACCESSIBLE (self->leader_switch), GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                          -1);
        }
    }

  adj_tgtw_stacked_fill (&self->stacked, s, -1, G_CALLBACK (recompute), self);
}

static const struct { guint row; AdjTgtwTpOption option; const char *title; int most; } rows[] = {
  { TP_PLUS, ADJ_TGTW_TP_DIE, N_("Attacker: +1 on the dice total each"), 3 },
  { TP_MCT1, ADJ_TGTW_TP_MCT1, N_("Attacker: MCT1 columns in his favour"), 13 },
  { TP_MCT2_SHIFT, ADJ_TGTW_TP_MCT2_SHIFT, N_("Attacker: MCT2 columns in his favour, after the roll"), 6 },
  { TP_MCT2_DICE, ADJ_TGTW_TP_MCT2_DIE, N_("Attacker: more MCT2 dice, before the roll"), 6 },
  { TP_DEF_MCT1, ADJ_TGTW_TP_MCT1, N_("Defender: MCT1 columns in his favour"), 13 },
  { TP_DEF_CANCEL, ADJ_TGTW_TP_MCT1, N_("Defender: cancel MCT1 columns the attacker bought"), 13 },
  { TP_DEF_MCT2_SHIFT, ADJ_TGTW_TP_MCT2_SHIFT, N_("Defender: MCT2 columns in his favour, after the roll"), 6 },
};

/* 12.0: each row offers only what its army still has, after what the
 * other rows buy (the engine says what is left). */
static void
limit_points (AdjTgtwMeleePage *self, const AdjTgtwState *s, const AdjTgtwMove *m)
{
  const AdjTgtwCharts *charts = adj_tgtw_scenario_get_charts (adj_tgtw_state_get_scenario (s));
  if (m == NULL || self->limiting || !(adj_tgtw_state_get_options (s) & ADJ_TGTW_OPTION_POINTS))
    return;
  self->limiting = TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      guint side = rows[i].row >= TP_DEF_MCT1 ? 1 : 0;
      int left = adj_tgtw_move_melee_tp_left (s, m, side);
      int cost = MAX (adj_tgtw_charts_tp_cost (charts, rows[i].option), 1);
      int most = rows[i].row == TP_PLUS ? adj_tgtw_charts_tp_die_limit (charts) : rows[i].most;
      int now = tp (self, rows[i].row);
      int can = left >= 0 ? now + left / cost : now - (-left + cost - 1) / cost;
      gtk_spin_button_set_range (self->tp[rows[i].row], 0, CLAMP (can, 0, most));
    }
  self->limiting = FALSE;
}

static void
fill_points (AdjTgtwMeleePage *self, const AdjTgtwState *s)
{
  gboolean on = (adj_tgtw_state_get_options (s) & ADJ_TGTW_OPTION_POINTS) != 0;
  int att = chosen (self->attacker_combo, self->attackers), def = chosen (self->defender_combo, self->defenders);
  const AdjTgtwScenario *sc = adj_tgtw_state_get_scenario (s);

  const AdjTgtwCharts *charts = adj_tgtw_scenario_get_charts (sc);

  gtk_widget_set_visible (GTK_WIDGET (self->points_group), on && att >= 0 && def >= 0);
  for (guint i = 0; !on && i < N_TP; i++)
    gtk_spin_button_set_value (self->tp[i], 0);
  if (!on || att < 0 || def < 0)
    return;
  /* The prices are the printed table's (12.0). */
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      int cost = adj_tgtw_charts_tp_cost (charts, rows[i].option);
      /* Translators: what tactical points buy, then its price */
      g_autofree char *title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s (%d point each)",
                                                             "%s (%d points each)", cost), _(rows[i].title), cost);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->tp_rows[rows[i].row]), title);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->tp[rows[i].row]), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
    }
  int armies[] = { adj_tgtw_scenario_unit (sc, (guint) att)->army, adj_tgtw_scenario_unit (sc, (guint) def)->army };
  /* Translators: the army whose tactical points these are, and how many it has left */
  g_autofree char *description = g_strdup_printf (_("%s has %d left, %s %d. Only the attacker adds to his roll or "
                                                    "buys dice; the defender may cancel the MCT1 columns the "
                                                    "attacker bought, at their price."),
                                                  adj_tgtw_army_name (s, armies[0]),
                                                  adj_tgtw_state_tp_left (s, (guint) armies[0]),
                                                  adj_tgtw_army_name (s, armies[1]),
                                                  adj_tgtw_state_tp_left (s, (guint) armies[1]));
  adw_preferences_group_set_description (self->points_group, description);
}

static void
clear_inputs (AdjTgtwMeleePage *self)
{
  gtk_switch_set_active (self->leader_switch, FALSE);
  for (guint i = 0; i < N_TP; i++)
    gtk_spin_button_set_value (self->tp[i], 0);
  adj_tgtw_stacked_reset (&self->stacked);
}

static void
adj_tgtw_melee_page_refresh (AdjTgtwPage *page, const AdjTgtwState *s)
{
  AdjTgtwMeleePage *self = ADJ_TGTW_MELEE_PAGE (page);
  int sector = -1, army = -1;

  if (adj_tgtw_state_acting (s, &sector, &army))
    {
      /* Translators: the acting sector and army (4.0) */
      g_autofree char *title = g_strdup_printf (_("%s: %s Attacks (7.0)"), adj_tgtw_sector_name (s, sector),
                                                adj_tgtw_army_name (s, army));
      adw_preferences_group_set_title (self->units_group, title);
    }
  else
    adw_preferences_group_set_title (self->units_group, _("Attacker and Defender (7.0)"));
  fill_units (s, self->attacker_combo, self->attackers, TRUE, -1);
  fill_units (s, self->defender_combo, self->defenders, FALSE, chosen (self->attacker_combo, self->attackers));
  /* A new situation (another sector, army, attacker or defender) starts
   * empty: no leader within one hex, no points, no leaders ticked. */
  g_autofree char *situation = g_strdup_printf ("%d:%d:%d:%d:%d:%d", adj_tgtw_state_get_turn (s),
                                                adj_tgtw_state_get_phase (s), sector, army,
                                                chosen (self->attacker_combo, self->attackers),
                                                chosen (self->defender_combo, self->defenders));
  if (g_strcmp0 (situation, self->situation) != 0)
    {
      g_free (self->situation);
      self->situation = g_steal_pointer (&situation);
      clear_inputs (self);
    }
  fill_leaders (self, s);
  fill_points (self, s);
  /* Outside a melee there is nobody to stack with. */
  gtk_widget_set_visible (GTK_WIDGET (self->leaders_group),
                          self->attackers->len > 0 && self->stacked.leaders->len > 0);
  update (self, s);
  /* The rows and labels this refresh made or retitled are not searched
   * width for height (docs/design.md): the acting army changes the
   * group's title and the leaders' rows on every step of an Action Phase. */
  adj_flat_rows (GTK_WIDGET (self));
  adj_label_plain_natural_widths (GTK_WIDGET (self));
}

static void
on_units (AdjTgtwMeleePage *self)
{
  if (!adj_tgtw_page_is_refreshing (ADJ_TGTW_PAGE (self)))
    adj_tgtw_page_refresh (ADJ_TGTW_PAGE (self));
}

static void
on_apply (AdjTgtwMeleePage *self)
{
  const AdjTgtwState *s = adj_tgtw_page_get_state (ADJ_TGTW_PAGE (self));
  g_autoptr (GPtrArray) moves = g_ptr_array_new ();
  int total = adj_roll_entry_get_roll (self->roll);
  gboolean automatic = !gtk_widget_get_visible (GTK_WIDGET (self->roll));
  AdjTgtwMove *m;

  if (s == NULL || (total < 0 && !automatic))
    {
      adj_game_error_label_set (self->error, _("Type or roll the dice first."));
      return;
    }
  m = build_move (self, automatic ? -1 : total, self->dice);
  if (m == NULL)
    return;
  g_ptr_array_add (moves, m);
  adj_tgtw_checks_collect (self->checks, moves);
  if (adj_tgtw_page_apply (ADJ_TGTW_PAGE (self), (AdjTgtwMove **) moves->pdata, moves->len, self->error))
    {
      adj_roll_entry_set_roll (self->roll, -1);
      clear_inputs (self);
    }
}

static void
add_tp (AdjTgtwMeleePage *self, guint i, const char *title, const char *name, int upper)
{
  self->tp_rows[i] = adj_tgtw_spin_row_new (title, NULL, name, 0, upper, &self->tp[i]);
  adw_preferences_group_add (self->points_group, self->tp_rows[i]);
  g_signal_connect_swapped (self->tp[i], "value-changed", G_CALLBACK (recompute), self);
}

static void
adj_tgtw_melee_page_load (AdjTgtwPage *page, GtkBuilder *builder)
{
  AdjTgtwMeleePage *self = ADJ_TGTW_MELEE_PAGE (page);

#define GET(field) self->field = (gpointer) gtk_builder_get_object (builder, #field)
  GET (units_group);
  GET (leaders_group);
  GET (points_group);
  GET (problem_label);
  GET (mct1_label);
  GET (mct1_modifiers);
  GET (mct2_modifiers);
  GET (dice_modifiers);
  GET (chart);
  GET (sides_label);
  GET (roll);
  GET (apply_button);
#undef GET
  adj_tgtw_stacked_init (&self->stacked, self->leaders_group);
  self->attacker_combo = adj_tgtw_combo_row_new (_("Attacker"), "melee-attacker");
  adw_preferences_group_add (self->units_group, self->attacker_combo);
  self->defender_combo = adj_tgtw_combo_row_new (_("Defender"), "melee-defender");
  adw_preferences_group_add (self->units_group, self->defender_combo);
  self->leader_row = adj_tgtw_switch_row_new (_("Leader in range"), _("The sector’s leader with most stars in play "
                                                                      "(9.0), within one hex of the attacker"),
                                              "melee-leader", &self->leader_switch);
  adw_preferences_group_add (self->units_group, self->leader_row);

  /* Titled with their prices in fill_points; the bounds are the engine's. */
  add_tp (self, TP_PLUS, "", "tp-plus", 3);
  add_tp (self, TP_MCT1, "", "tp-mct1", 13);
  add_tp (self, TP_MCT2_SHIFT, "", "tp-mct2-shift", 6);
  add_tp (self, TP_MCT2_DICE, "", "tp-mct2-dice", 6);
  add_tp (self, TP_DEF_MCT1, "", "tp-def-mct1", 13);
  add_tp (self, TP_DEF_CANCEL, "", "tp-def-cancel", 13);
  add_tp (self, TP_DEF_MCT2_SHIFT, "", "tp-def-mct2-shift", 6);

  self->checks = ADJ_TGTW_CHECKS (adj_tgtw_checks_new ());
  gtk_box_append (GTK_BOX (gtk_builder_get_object (builder, "checks_box")), GTK_WIDGET (self->checks));
  self->error = adj_game_error_label_new ("melee-error");
  gtk_box_append (GTK_BOX (gtk_builder_get_object (builder, "error_box")), self->error);
  self->dice = 1;
  adj_roll_entry_set_dice (self->roll, ADJ_DIE_D6, 1);
  adj_tgtw_roll_entry_name (GTK_WIDGET (self->roll), _("The melee’s 1 d6 (their total)"));

  g_signal_connect_swapped (self->attacker_combo, "notify::selected", G_CALLBACK (on_units), self);
  g_signal_connect_swapped (self->defender_combo, "notify::selected", G_CALLBACK (on_units), self);
  g_signal_connect_swapped (self->leader_switch, "notify::active", G_CALLBACK (recompute), self);
  g_signal_connect_swapped (self->roll, "notify::roll", G_CALLBACK (recompute), self);
  g_signal_connect_swapped (self->apply_button, "clicked", G_CALLBACK (on_apply), self);
}

static void
adj_tgtw_melee_page_finalize (GObject *object)
{
  AdjTgtwMeleePage *self = ADJ_TGTW_MELEE_PAGE (object);

  g_array_unref (self->attackers);
  g_array_unref (self->defenders);
  adj_tgtw_stacked_clear (&self->stacked);
  g_clear_pointer (&self->situation, g_free);
  G_OBJECT_CLASS (adj_tgtw_melee_page_parent_class)->finalize (object);
}

static void
adj_tgtw_melee_page_class_init (AdjTgtwMeleePageClass *klass)
{
  AdjTgtwPageClass *page_class = ADJ_TGTW_PAGE_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = adj_tgtw_melee_page_finalize;
  page_class->name = "melee";
  page_class->resource = "/io/github/adjutant/Adjutant/tgtw/adj-tgtw-melee-page.ui";
  page_class->load = adj_tgtw_melee_page_load;
  page_class->refresh = adj_tgtw_melee_page_refresh;
}

static void
adj_tgtw_melee_page_init (AdjTgtwMeleePage *self)
{
  self->attackers = g_array_new (FALSE, FALSE, sizeof (int));
  self->defenders = g_array_new (FALSE, FALSE, sizeof (int));
  self->sector_leader = -1;
}
