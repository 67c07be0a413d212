/* adj-cog-combat-odds.c: the odds, the chart and the chances of a combat
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engine's answer, shown: each factor of the odds with its rule, the
 * ratio rounded for the defender (12.9.1), the Combat Chart column read
 * with the source of each cell (printed in the rulebook, the battle's,
 * typed in this game, or the player's own entering the game with this
 * combat), the die roll modifiers, and for every unit the exact chance of
 * each result as bars, counted face by face by the engine before anyone
 * rolls; then how many units lose a step and whether the hex is cleared.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-cog-combat.h"
#include "adj-cog-game.h"
#include "adj-outcome-chart.h"

static GtkWidget *
value_row (const char *title, const char *subtitle, const char *value)
{
  GtkWidget *row = adj_cog_row (title, subtitle);
  GtkWidget *label = gtk_label_new (value);
  gtk_widget_add_css_class (label, "answer-value");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  return row;
}

static void
add_factors (GtkWidget *list, const GArray *mods)
{
  for (guint i = 0; mods != NULL && i < mods->len; i++)
    {
      const AdjModifier *m = &g_array_index (mods, AdjModifier, i);
      g_autofree char *rule = g_strdup_printf (_("Rule %s"), m->rule);
      g_autofree char *value = g_strdup_printf ("%+d", m->value);
      gtk_list_box_append (GTK_LIST_BOX (list), value_row (m->text, rule, value));
    }
}

static void
add_odds (GtkWidget *body, const AdjCogCombatSetup *st)
{
  const AdjCogOdds *o = &st->odds;
  const char *how = o->placement == ADJ_RATIO_EXACT ? _("exactly")
                    : o->placement == ADJ_RATIO_ROUNDED ? _("rounded for the defender")
                                                       : _("beyond the chart: its end column (ruling 17)");
  /* TRANSLATORS: strength against strength, the column read and how (12.9.1) */
  g_autofree char *title = g_strdup_printf (_("Odds: %d to %d, the %s column, %s (12.9.1)"), o->attack, o->defence,
                                            st->chart.column, how);
  GtkWidget *list = adj_cog_section (body, title, NULL);
  gtk_widget_set_name (list, "odds");
  gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Odds factors"), -1);
  add_factors (list, o->factors);
}

/* Where a cell of the column comes from, in words. */
static char *
provenance (const AdjCogState *game, const AdjCogState *with, guint row, guint col)
{
  gboolean in_game;
  const AdjChartCell *now = adj_cog_state_chart_cell (game, row, col, &in_game);
  const AdjChartCell *cell = adj_cog_state_chart_cell (with, row, col, NULL);
  if (cell->source == ADJ_CELL_RULEBOOK)
    /* TRANSLATORS: the rulebook's example that prints the value */
    return g_strdup_printf (_("printed in the rulebook (%s)"), cell->cite != NULL ? cell->cite : "12.9.2");
  if (now->blank)
    return g_strdup (_("your value: enters the game with this combat"));
  if (in_game)
    return g_strdup (_("your value, typed in this game"));
  return g_strdup (_("the battle file's value"));
}

static void
add_chart (GtkWidget *body, const AdjCogState *game, const AdjCogState *with, const AdjCogCombatSetup *st)
{
  const AdjChart *chart = adj_cog_battle_chart (adj_cog_state_battle (game));
  guint col = st->odds.column;
  /* TRANSLATORS: %s is the odds column, "2-1" */
  g_autofree char *title = g_strdup_printf (_("Combat Chart at %s (12.9)"), adj_chart_column_key (chart, col));
  GtkWidget *list = adj_cog_section (body, title, NULL);
  gtk_widget_set_name (list, "chart-column");
  for (guint r = 0; r < 3; r++)
    {
      const AdjChartCell *cell = st->chart.cells[r];
      g_autofree char *value = cell->is_text ? g_strdup (cell->text)
                               : g_strdup_printf (r < 2 ? "%+d" : "%d", cell->value);
      g_autofree char *from = provenance (game, with, r, col);
      g_autofree char *name = g_strdup_printf ("cell:%s", adj_cog_chart_row_key (r));
      g_autofree char *what = g_strdup (adj_cog_chart_row_name (r));
      what[0] = g_ascii_toupper (what[0]);
      GtkWidget *row = value_row (what, from, value);
      gtk_widget_set_name (row, name);
      gtk_list_box_append (GTK_LIST_BOX (list), row);
    }
}

static void
set_bar (AdjOutcomeBar *bar, const char *label, double p)
{
  bar->label = g_strdup (label);
  bar->probability = p;
}

static GtkWidget *
unit_chart (const AdjCogState *s, guint unit, const AdjCogUnitChances *u, gboolean defender)
{
  AdjOutcomeBar bars[6] = { { 0 } };
  guint n = 0;
  gboolean last_step = adj_cog_state_unit_steps (s, unit) <= 1;
  GtkWidget *chart = adj_outcome_chart_new ();

  if (!u->rolls)
    set_bar (&bars[n++], _("Does not roll (12.9.2)"), 1.0);
  else
    {
      set_bar (&bars[n++], defender ? _("No effect: stays") : _("No loss"), 1.0 - u->loss);
      if (last_step)
        set_bar (&bars[n++], _("Eliminated: its last step"), u->loss);
      else if (!defender)
        set_bar (&bars[n++], _("Loses a step"), u->loss);
      else
        for (int h = 0; h <= 3; h++)
          {
            if (u->retreat[h] <= 0)
              continue;
            g_autofree char *label = h == 0 ? g_strdup (_("Loses a step, no retreat"))
                                     /* TRANSLATORS: a step lost and the retreat in hexes (12.9.5) */
                                     : g_strdup_printf (ngettext ("Loses a step, retreats %d hex",
                                                                  "Loses a step, retreats %d hexes", h), h);
            set_bar (&bars[n++], label, u->retreat[h]);
          }
    }
  adj_outcome_chart_set_bars (ADJ_OUTCOME_CHART (chart), bars, n);
  for (guint i = 0; i < n; i++)
    adj_outcome_bar_clear (&bars[i]);
  return chart;
}

static void
add_unit (GtkWidget *list, const AdjCogState *s, guint unit, const AdjCogUnitChances *u, gboolean defender)
{
  const AdjCogUnit *info = adj_cog_battle_unit (adj_cog_state_battle (s), unit);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  /* TRANSLATORS: a unit and the TER it fights with (after a flank attack, 12.12) */
  g_autofree char *title = g_strdup_printf (_("%s, TER %d"), info->name, u->ter);
  g_autofree char *name = g_strdup_printf ("chances:%s", info->id);
  GtkWidget *chart = unit_chart (s, unit, u, defender);

  gtk_box_append (GTK_BOX (box), adj_label_new (title, "heading"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (chart), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  gtk_box_append (GTK_BOX (box), chart);
  GtkWidget *row = adj_cog_box_row (box);
  gtk_widget_set_name (row, name);
  gtk_list_box_append (GTK_LIST_BOX (list), row);
}

/* "0 of 2 lose a step", ... as bars. */
static GtkWidget *
count_chart (const double *p, guint n, const char *name)
{
  g_autofree AdjOutcomeBar *bars = g_new0 (AdjOutcomeBar, n + 1);
  GtkWidget *chart = adj_outcome_chart_new ();
  for (guint k = 0; k <= n; k++)
    {
      /* TRANSLATORS: how many units of a side lose a step */
      g_autofree char *label = g_strdup_printf (ngettext ("%u of %u loses a step", "%u of %u lose a step", k), k, n);
      set_bar (&bars[k], label, p[k]);
    }
  adj_outcome_chart_set_bars (ADJ_OUTCOME_CHART (chart), bars, n + 1);
  for (guint k = 0; k <= n; k++)
    adj_outcome_bar_clear (&bars[k]);
  gtk_widget_set_name (chart, name);
  return chart;
}

static void
add_summary (GtkWidget *body, const AdjCogCombatSetup *st, const AdjCogCombatChances *c, guint n_retreated_in)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_widget_add_css_class (box, "card");
  gtk_widget_add_css_class (box, "combat-card");
  gtk_box_append (GTK_BOX (box), adj_label_new (_("Defenders"), "heading"));
  gtk_box_append (GTK_BOX (box), count_chart (c->defender_losses, st->input.n_defenders, "defender-losses"));
  gtk_box_append (GTK_BOX (box), adj_label_new (_("Attackers"), "heading"));
  gtk_box_append (GTK_BOX (box), count_chart (c->attacker_losses, st->input.n_attackers, "attacker-losses"));

  AdjOutcomeBar bars[4] = { { 0 } };
  guint n = 0;
  set_bar (&bars[n++], _("The hex is cleared: the attackers may advance (12.9.7)"), c->hex_cleared);
  set_bar (&bars[n++], _("The defenders hold the hex"), 1.0 - c->hex_cleared);
  if (n_retreated_in > 0)
    set_bar (&bars[n++], _("The units that retreated into the hex are eliminated (12.10.5)"),
             c->retreated_in_eliminated);
  GtkWidget *chart = adj_outcome_chart_new ();
  gtk_widget_set_name (chart, "hex-cleared");
  adj_outcome_chart_set_bars (ADJ_OUTCOME_CHART (chart), bars, n);
  for (guint i = 0; i < n; i++)
    adj_outcome_bar_clear (&bars[i]);
  gtk_box_append (GTK_BOX (box), adj_label_new (_("The Hex"), "heading"));
  gtk_box_append (GTK_BOX (box), chart);
  gtk_box_append (GTK_BOX (body), box);
}

static void
on_roller (GtkCheckButton *check, gpointer data)
{
  AdjCogCombatChoice *choice = g_object_get_data (G_OBJECT (check), "choice");
  AdjCogCombatChanged changed = (AdjCogCombatChanged) g_object_get_data (G_OBJECT (check), "changed");
  GtkWidget *list = gtk_widget_get_ancestor (GTK_WIDGET (check), GTK_TYPE_LIST_BOX);
  guint u = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (check), "unit"));

  /* From now on the attacker's choice: every box as it stands. */
  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    {
      GtkWidget *box = g_object_get_data (G_OBJECT (row), "check");
      if (box != NULL)
        choice->not_rolling[GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (box), "unit"))] =
          !gtk_check_button_get_active (GTK_CHECK_BUTTON (box));
    }
  choice->not_rolling[u] = !gtk_check_button_get_active (check);
  choice->rollers_chosen = TRUE;
  for (guint k = 0; k < choice->n_units; k++)
    choice->roll[k] = 0;
  choice->virtual_rolls = FALSE;
  changed (g_object_get_data (G_OBJECT (check), "page"));
}

/* 12.9.2: more attackers than the loss limit: the attacker picks. */
static void
add_rollers (GtkWidget *body, const AdjCogState *s, const AdjCogCombatSetup *st, const AdjCogCombatChances *c,
             const AdjCogCombatChoice *choice, AdjCogCombatChanged changed, gpointer page)
{
  if (st->input.n_attackers <= (guint) st->input.loss_limit || st->input.attacker_immune)
    return;
  /* TRANSLATORS: the Attacker Loss Limit (12.9.2) */
  g_autofree char *title = g_strdup_printf (_("Who Rolls: %d of the Attackers (12.9.2)"), st->input.loss_limit);
  GtkWidget *list = adj_cog_section (body, title, _("The attacker chooses which of his units roll."));
  const AdjCogBattle *b = adj_cog_state_battle (s);
  guint units[ADJ_COG_MAX_COMBAT_UNITS], n = 0;

  for (guint u = 0; u < choice->n_units && n < ADJ_COG_MAX_COMBAT_UNITS; u++)
    if (choice->attacker[u])
      units[n++] = u;
  gtk_widget_set_name (list, "rollers");
  for (guint i = 0; i < n && i < st->input.n_attackers; i++)
    {
      const AdjCogUnit *unit = adj_cog_battle_unit (b, units[i]);
      GtkWidget *row = adj_cog_row (unit->name, NULL);
      GtkWidget *check = gtk_check_button_new ();
      g_autofree char *name = g_strdup_printf ("rolls:%s", unit->id);
      /* TRANSLATORS: %s is an attacking unit */
      g_autofree char *a11y = g_strdup_printf (_("%s rolls"), unit->name);
      gtk_widget_set_name (check, name);
      gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
      gtk_check_button_set_active (GTK_CHECK_BUTTON (check), c->attackers[i].rolls);
      gtk_accessible_update_property (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
      g_object_set_data (G_OBJECT (check), "unit", GUINT_TO_POINTER (units[i]));
      g_object_set_data (G_OBJECT (check), "choice", (gpointer) choice);
      g_object_set_data (G_OBJECT (check), "changed", changed);
      g_object_set_data (G_OBJECT (check), "page", page);
      g_object_set_data (G_OBJECT (row), "check", check);
      g_signal_connect (check, "toggled", G_CALLBACK (on_roller), NULL);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
      gtk_list_box_append (GTK_LIST_BOX (list), row);
    }
}

void
adj_cog_combat_add_odds (GtkWidget *body, const AdjCogState *game, const AdjCogState *with,
                         const AdjCogCombatSetup *st, const AdjCogCombatChoice *choice, AdjCogCombatChanged changed,
                         gpointer page)
{
  AdjCogCombatChances c;
  g_autoptr (GError) error = NULL;

  if (st->all_retreated)
    {
      gtk_box_append (GTK_BOX (body), adj_label_new (_("Every defender has retreated before combat: there is no "
                                                       "combat, and the attackers may advance (14.3, 12.9.7)."),
                                                     "heading"));
      return;
    }
  add_odds (body, st);
  add_chart (body, game, with, st);
  if (!adj_cog_combat_chances (&st->input, &c, &error))
    {
      gtk_box_append (GTK_BOX (body), adj_label_new (error->message, "combat-problem"));
      return;
    }
  add_rollers (body, with, st, &c, choice, changed, page);
  GtkWidget *drms = adj_cog_section (body, _("Die Roll Modifiers (12.9.3, 12.9.4)"),
                                     _("Modified rolls stay within 1 to 6; a natural 1 never hurts, a natural 6 "
                                       "always costs a step."));
  gtk_widget_set_name (drms, "drms");
  add_factors (drms, c.modifiers);

  GtkWidget *list = adj_cog_section (body, _("Before Anyone Rolls: Each Unit"),
                                     _("Each defender rolls one die against its TER (12.9.5); each attacker that "
                                       "rolls, against its own (12.9.6)."));
  gtk_widget_set_name (list, "unit-chances");
  g_autoptr (AdjCogMove) m = adj_cog_combat_choice_move (choice, with);
  for (guint i = 0; i < st->n_staying; i++)
    add_unit (list, with, m->combat.defenders[st->staying[i]], &c.defenders[i], TRUE);
  for (guint i = 0; i < st->input.n_attackers; i++)
    add_unit (list, with, m->combat.attackers[i], &c.attackers[i], FALSE);
  add_summary (body, st, &c, m->combat.n_retreated_in);
  adj_cog_combat_chances_clear (&c);
}
