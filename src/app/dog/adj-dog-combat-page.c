/* adj-dog-combat-page.c: the dice of shooting (18.3) and close assault (18.5)
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shooting: the dice the firing stands roll and the face that hits, both
 * read by the player from his own charts, with First Fire's re-roll
 * (18.3.2); the engine gives the exact chance of each number of hits.
 * Close assault: each side's tactical factors and average class; the
 * engine gives the chance of a win, a tie and a loss. With a game open,
 * a shot's hits (18.3) and a close assault's result as the player read
 * it (18.5) are recorded through the journal as one step each. No rule
 * is computed here.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include <dog/combat.h>

#include "adj-dog-combat-page.h"
#include "adj-label.h"
#include "adj-first-frame.h"
#include "adj-flat-rows.h"
#include "adj-dog-common.h"
#include "adj-dog-fire-dice.h"
#include "adj-dog-split-panel.h"
#include "adj-outcome-chart.h"
#include "adj-window-actions.h"

struct _AdjDogCombatPage
{
  GtkWidget      parent_instance;

  GtkWidget     *dice, *hit, *first_fire, *class4, *fire_chart, *fire_expected, *fire_error;
  GtkWidget     *factors[2], *klass[2], *assault_chart, *assault_base, *difference_chart;
  GtkWidget     *results_chart, *results_note;
  AdjDogSheets  *sheets;       /* the player's, for his close assault result table (18.5) */
  guint          compute_idle;

  /* Applying a shot to the game (18.3): the target, the firing unit, the hits. */
  AdjGameSession *session;
  AdjDogBattle   *battle;      /* the lists are of this battle (not a ref: compared only) */
  GtkStringList  *targets, *firers;
  GtkWidget      *apply_group, *target, *firer, *hits, *roll, *apply, *apply_result, *firer_note, *fire_dice;
  GtkWidget      *assault_apply_group, *attacker, *defender, *lost[2], *movement, *assault_apply, *assault_result;
  GtkWidget      *routers, *split;
  int             situation[3]; /* turn, step, firer: another one starts the shot empty */

  /* Template children */
  AdwPreferencesGroup *fire_group;
  GtkBox        *fire_box;
  AdwPreferencesGroup *assault_group;
  GtkBox        *assault_box;
};

G_DEFINE_FINAL_TYPE (AdjDogCombatPage, adj_dog_combat_page, GTK_TYPE_WIDGET)

static void build_apply (AdjDogCombatPage *self);
static void build_assault_apply (AdjDogCombatPage *self);
static void show_routers (AdjDogCombatPage *self);
static void update_situation (AdjDogCombatPage *self);

static void
compute_fire (AdjDogCombatPage *self)
{
  AdjDogFire fire;
  AdjDogFireDice from;
  g_autoptr (GError) error = NULL;
  int dice = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->dice));
  int hit = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->hit));
  /* The firer's own dice from the player's chart (18.3) replace the
   * typed ones; class 4's re-roll is then the engine's (8.4). */
  gboolean charted = adj_dog_fire_dice_get (ADJ_DOG_FIRE_DICE (self->fire_dice), &from);
  gtk_widget_set_sensitive (self->dice, !charted);
  gtk_widget_set_sensitive (self->hit, !charted);
  gtk_widget_set_sensitive (self->class4, !charted);
  if (charted && gtk_switch_get_active (GTK_SWITCH (self->class4)) != from.class4)
    gtk_switch_set_active (GTK_SWITCH (self->class4), from.class4);
  gboolean ok = charted ? adj_dog_fire_dice_chances (&from, gtk_switch_get_active (GTK_SWITCH (self->first_fire)),
                                                     &fire, &error)
                        : adj_dog_fire_chances (dice, hit, gtk_switch_get_active (GTK_SWITCH (self->first_fire)),
                                                gtk_switch_get_active (GTK_SWITCH (self->class4)), &fire, &error);
  if (!ok)
    {
      gtk_label_set_text (GTK_LABEL (self->fire_error), error->message);
      gtk_widget_set_visible (self->fire_error, TRUE);
      return;
    }
  gtk_widget_set_visible (self->fire_error, FALSE);
  AdjOutcomeBar *bars = g_new0 (AdjOutcomeBar, fire.dice + 1);
  for (int k = 0; k <= fire.dice; k++)
    {
      bars[k].label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d hit", "%d hits", (gulong) k), k);
      bars[k].probability = fire.hits[k];
    }
  adj_outcome_chart_set_bars (ADJ_OUTCOME_CHART (self->fire_chart), bars, (guint) fire.dice + 1);
  for (int k = 0; k <= fire.dice; k++)
    g_free (bars[k].label);
  g_free (bars);
  /* Translators: the expected number of hits, and the chance of one die */
  g_autofree char *per = adj_dog_percent_text (fire.per_die);
  g_autofree char *text = charted && from.n > 1
    /* Translators: the expected number of hits when blocks hit on different faces */
    ? g_strdup_printf (_("%.2f hits expected from your chart's blocks."), fire.expected)
    : g_strdup_printf (_("%.2f hits expected; each die hits on %d or more (%s)."), fire.expected, fire.hit, per);
  gtk_label_set_text (GTK_LABEL (self->fire_expected), text);
}

/* The chance of each result of the player's own close assault table
 * (Your Sheets); nothing is shown that he did not type. */
static void
show_results (AdjDogCombatPage *self, const AdjDogAssault *a)
{
  guint n = self->sheets != NULL ? self->sheets->assault_rows->len : 0;
  gtk_widget_set_visible (self->results_chart, n > 0);
  gtk_label_set_text (GTK_LABEL (self->results_note),
                      n > 0 ? _("Your close assault result table, from Your Sheets: your results, not printed ones.")
                            : _("Type your close assault result table on Your Sheets to see the chance of each "
                                "result here."));
  if (n == 0)
    return;
  AdjDogAssaultResults r;
  adj_dog_assault_results (a, self->sheets, &r);
  g_autoptr (GArray) bars = g_array_new (FALSE, TRUE, sizeof (AdjOutcomeBar));
  g_array_set_clear_func (bars, (GDestroyNotify) adj_outcome_bar_clear);
  for (int side = 0; side < 2; side++)
    {
      for (guint i = 0; i < n; i++)
        {
          const AdjDogAssaultRow *row = &g_array_index (self->sheets->assault_rows, AdjDogAssaultRow, i);
          AdjOutcomeBar bar = { 0 };
          /* Translators: who wins, and the result of the player's table */
          bar.label = g_strdup_printf (side == 0 ? _("Attacker wins: %s") : _("Defender wins: %s"), row->text);
          /* Translators: the winning margin a row of the player's table starts at */
          bar.detail = g_strdup_printf (_("by %d or more"), row->margin);
          bar.probability = r.chance[side][i];
          g_array_append_val (bars, bar);
        }
      if (r.below[side] > 0)
        {
          AdjOutcomeBar bar = { 0 };
          bar.label = g_strdup (side == 0 ? _("Attacker wins by less than your table's first row")
                                          : _("Defender wins by less than your table's first row"));
          bar.probability = r.below[side];
          g_array_append_val (bars, bar);
        }
    }
  AdjOutcomeBar tie = { 0 };
  tie.label = self->sheets->assault_tie != NULL ? g_strdup_printf (_("A tie: %s"), self->sheets->assault_tie)
                                                : g_strdup (_("A tie"));
  tie.probability = r.tie;
  g_array_append_val (bars, tie);
  adj_outcome_chart_set_bars (ADJ_OUTCOME_CHART (self->results_chart), (AdjOutcomeBar *) bars->data, bars->len);
}

static void
compute_assault (AdjDogCombatPage *self)
{
  AdjDogAssault a;
  g_autoptr (GError) error = NULL;

  if (!adj_dog_assault_chances (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->factors[0])),
                                gtk_spin_button_get_value (GTK_SPIN_BUTTON (self->klass[0])),
                                gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->factors[1])),
                                gtk_spin_button_get_value (GTK_SPIN_BUTTON (self->klass[1])), &a, &error))
    {
      gtk_label_set_text (GTK_LABEL (self->assault_base), error->message);
      return;
    }
  AdjOutcomeBar bars[3] = {
    { (char *) _("The attacker wins"), NULL, NULL, a.a_wins, FALSE, FALSE },
    { (char *) _("A tie"), NULL, NULL, a.tie, FALSE, FALSE },
    { (char *) _("The defender wins"), NULL, NULL, a.b_wins, FALSE, FALSE },
  };
  adj_outcome_chart_set_bars (ADJ_OUTCOME_CHART (self->assault_chart), bars, 3);
  /* The difference decides the extent of the victory on the player's
   * result table (18.5): each value with its chance. */
  AdjOutcomeBar diffs[11] = { { 0 } };
  for (int k = 0; k < 11; k++)
    {
      double d = a.base + (k - 5);
      diffs[k].label = d > 1e-9 ? g_strdup_printf (_("Attacker ahead by %g"), d)
                       : d < -1e-9 ? g_strdup_printf (_("Defender ahead by %g"), -d)
                       : g_strdup (_("Even"));
      diffs[k].probability = a.difference[k];
    }
  adj_outcome_chart_set_bars (ADJ_OUTCOME_CHART (self->difference_chart), diffs, 11);
  for (int k = 0; k < 11; k++)
    g_free (diffs[k].label);
  show_results (self, &a);
  /* Translators: the attacker's total less the defender's before the dice */
  g_autofree char *text = g_strdup_printf (_("Before the dice the attacker is %+g; each 1d6 then adds 1 to 6."),
                                           a.base);
  gtk_label_set_text (GTK_LABEL (self->assault_base), text);
}

static gboolean
compute_idle (gpointer data)
{
  AdjDogCombatPage *self = data;

  self->compute_idle = 0;
  compute_fire (self);
  compute_assault (self);
  return G_SOURCE_REMOVE;
}

/* Redone once a typed value has been committed and the focus has moved
 * (as the morale page, issue 26). */
static void
changed (AdjDogCombatPage *self)
{
  if (self->compute_idle == 0)
    self->compute_idle = g_idle_add (compute_idle, self);
}

static GtkWidget *
add_spin (AdjDogCombatPage *self, AdwPreferencesGroup *group, const char *name, const char *title,
          const char *subtitle, int lo, int hi, int value)
{
  GtkWidget *spin = adj_dog_spin_new (name, title, lo, hi, value);
  adw_preferences_group_add (group, adj_dog_suffix_row (title, subtitle, spin));
  g_signal_connect_swapped (spin, "value-changed", G_CALLBACK (changed), self);
  return spin;
}

static void
build (AdjDogCombatPage *self)
{
  self->dice = add_spin (self, self->fire_group, "dog-fire-dice", _("Dice rolled"),
                         _("From your chart: the dice for the firing stands' blocks (18.3)"), 1,
                         ADJ_DOG_MAX_FIRE_DICE, 2);
  self->hit = add_spin (self, self->fire_group, "dog-fire-hit", _("Hits on"),
                        _("From your chart: the lowest face of 1d6 that hits at this range and target class"), 1, 6,
                        4);
  self->first_fire = gtk_switch_new ();
  gtk_widget_set_name (self->first_fire, "dog-fire-first-fire");
  adw_preferences_group_add (self->fire_group,
                             adj_dog_suffix_row (_("First Fire (18.3.2)"), _("One missed die is rolled again"),
                                                 self->first_fire));
  g_signal_connect_swapped (self->first_fire, "notify::active", G_CALLBACK (changed), self);
  self->class4 = gtk_switch_new ();
  gtk_widget_set_name (self->class4, "dog-fire-class4");
  adw_preferences_group_add (self->fire_group,
                             adj_dog_suffix_row (_("Class 4 in line (8.4)"),
                                                 _("Crack infantry in line, 8 stands or more at one target: one "
                                                   "more missed die is rolled again"),
                                                 self->class4));
  g_signal_connect_swapped (self->class4, "notify::active", G_CALLBACK (changed), self);
  self->fire_chart = adj_outcome_chart_new ();
  gtk_widget_set_name (self->fire_chart, "dog-fire-chart");
  gtk_box_append (self->fire_box, self->fire_chart);
  self->fire_expected = adj_dog_label_new (NULL, NULL);
  gtk_widget_set_name (self->fire_expected, "dog-fire-expected");
  gtk_box_append (self->fire_box, self->fire_expected);
  self->fire_error = adj_dog_label_new (NULL, "error");
  gtk_widget_set_visible (self->fire_error, FALSE);
  gtk_box_append (self->fire_box, self->fire_error);

  self->factors[0] = add_spin (self, self->assault_group, "dog-assault-a-factors", _("Attacker's tactical factors"),
                               _("The sum from your sheet"), -ADJ_DOG_ASSAULT_MAX_FACTORS,
                               ADJ_DOG_ASSAULT_MAX_FACTORS, 0);
  self->klass[0] = add_spin (self, self->assault_group, "dog-assault-a-class", _("Attacker's average class"),
                             _("The average of the units involved (8)"), 1, 4, 2);
  self->factors[1] = add_spin (self, self->assault_group, "dog-assault-b-factors", _("Defender's tactical factors"),
                               _("The sum from your sheet"), -ADJ_DOG_ASSAULT_MAX_FACTORS,
                               ADJ_DOG_ASSAULT_MAX_FACTORS, 0);
  self->klass[1] = add_spin (self, self->assault_group, "dog-assault-b-class", _("Defender's average class"),
                             _("The average of the units involved (8)"), 1, 4, 2);
  for (int s = 0; s < 2; s++)
    {
      gtk_spin_button_set_digits (GTK_SPIN_BUTTON (self->klass[s]), 2);
      gtk_spin_button_set_increments (GTK_SPIN_BUTTON (self->klass[s]), 0.5, 1);
    }
  self->assault_chart = adj_outcome_chart_new ();
  gtk_widget_set_name (self->assault_chart, "dog-assault-chart");
  gtk_box_append (self->assault_box, self->assault_chart);
  self->assault_base = adj_dog_label_new (NULL, NULL);
  gtk_widget_set_name (self->assault_base, "dog-assault-base");
  gtk_box_append (self->assault_box, self->assault_base);
  self->difference_chart = adj_outcome_chart_new ();
  gtk_widget_set_name (self->difference_chart, "dog-assault-differences");
  gtk_box_append (self->assault_box, self->difference_chart);
  self->results_note = adj_dog_label_new (NULL, "dim-label");
  gtk_widget_set_name (self->results_note, "dog-assault-results-note");
  gtk_box_append (self->assault_box, self->results_note);
  self->results_chart = adj_outcome_chart_new ();
  gtk_widget_set_name (self->results_chart, "dog-assault-results");
  gtk_widget_add_css_class (self->results_chart, "user");
  gtk_box_append (self->assault_box, self->results_chart);
  build_apply (self);
  build_assault_apply (self);
  compute_fire (self);
  compute_assault (self);
}

/* The units of the game in play, by name, for the target and the firer;
 * the firer's list starts with "not said". Rebuilt only for another battle. */
static void
refresh_game (AdjDogCombatPage *self)
{
  const AdjDogState *state = self->session ? adj_dog_session_get_state (self->session) : NULL;

  gtk_widget_set_visible (self->apply_group, state != NULL);
  gtk_widget_set_visible (self->assault_apply_group, state != NULL);
  adj_dog_split_panel_refresh (ADJ_DOG_SPLIT_PANEL (self->split), state != NULL ? self->session : NULL);
  if (state == NULL)
    {
      self->battle = NULL;
      return;
    }
  AdjDogBattle *battle = adj_dog_state_get_battle (state);
  if (battle == self->battle)
    {
      update_situation (self);
      show_routers (self);
      return;
    }
  self->battle = battle;
  guint n = adj_dog_battle_n_units (battle);
  g_autoptr (GPtrArray) names = g_ptr_array_new ();
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (names, (gpointer) adj_dog_battle_unit (battle, i)->name);
  g_ptr_array_add (names, NULL);
  adj_dog_string_list_update (self->targets, (const char *const *) names->pdata);
  g_ptr_array_insert (names, 0, (gpointer) _("Not said"));
  adj_dog_string_list_update (self->firers, (const char *const *) names->pdata);
  adw_combo_row_set_selected (ADW_COMBO_ROW (self->target), 0);
  adw_combo_row_set_selected (ADW_COMBO_ROW (self->firer), 0);
  self->situation[0] = -1;
  update_situation (self);
  show_routers (self);
}

/* The firer picked from the game: what its stands give (18.3), the dice
 * themselves left to the player's chart; another firer, turn or phase
 * starts the shot empty (the hits, the result, the re-rolls). */
static void
update_situation (AdjDogCombatPage *self)
{
  const AdjDogState *state = self->session ? adj_dog_session_get_state (self->session) : NULL;
  if (state == NULL)
    return;
  int by = (int) adw_combo_row_get_selected (ADW_COMBO_ROW (self->firer)) - 1;
  if (by >= (int) adj_dog_battle_n_units (adj_dog_state_get_battle (state)))
    by = -1;
  int now[3] = { adj_dog_state_get_turn (state), (int) adj_dog_state_get_step (state), by };
  if (memcmp (now, self->situation, sizeof now) == 0)
    return;
  memcpy (self->situation, now, sizeof now);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->hits), 0);
  gtk_label_set_text (GTK_LABEL (self->apply_result), "");
  adj_dog_mark_error (self->apply_result, FALSE);
  gtk_switch_set_active (GTK_SWITCH (self->class4), FALSE);
  gtk_widget_set_visible (self->firer_note, by >= 0);
  if (by < 0)
    {
      adj_dog_fire_dice_set_unit (ADJ_DOG_FIRE_DICE (self->fire_dice), NULL, 0);
      gtk_switch_set_active (GTK_SWITCH (self->first_fire), FALSE);
      return;
    }
  const AdjDogGameUnit *gu = adj_dog_battle_unit (adj_dog_state_get_battle (state), (guint) by);
  const AdjDogUnitState *u = adj_dog_state_unit (state, (guint) by);
  /* 18.3.2: infantry, once a battle. */
  gtk_switch_set_active (GTK_SWITCH (self->first_fire), gu->arm == ADJ_DOG_INFANTRY && !u->first_fire_used);
  int stands = adj_dog_combat_phase_stands (adj_game_session_get_journal (self->session), (guint) by);
  adj_dog_fire_dice_set_unit (ADJ_DOG_FIRE_DICE (self->fire_dice), gu, stands);
  g_autofree char *text = gu->arm == ADJ_DOG_ARTILLERY
    /* Translators: a battery, the guns it had when the phase began */
    ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s fires with the %d gun it had when this phase began (18.3).",
                                    "%s fires with the %d guns it had when this phase began (18.3).", (gulong) stands),
                       gu->name, stands)
    /* Translators: a unit, the stands it had when the phase began */
    : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s fires with the %d stand it had when this phase began (18.3).",
                                    "%s fires with the %d stands it had when this phase began (18.3).",
                                    (gulong) stands),
                       gu->name, stands);
  gtk_label_set_text (GTK_LABEL (self->firer_note), text);
}

/* Rolls the dice of the shot as set above, with the re-rolls of missed
 * dice that First Fire (18.3.2) and class 4 (8.4) give, and puts the hits
 * in the field: the player still applies them. */
static void
on_roll (AdjDogCombatPage *self)
{
  AdjDogFireDice from;
  int group_dice[3] = { gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->dice)) };
  int group_hit[3] = { gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->hit)) };
  guint n = 1;
  if (adj_dog_fire_dice_get (ADJ_DOG_FIRE_DICE (self->fire_dice), &from))
    for (n = 0; n < from.n; n++)
      {
        group_dice[n] = from.block[n].blocks * from.block[n].dice;
        group_hit[n] = from.block[n].hit;
      }
  int rerolls = gtk_switch_get_active (GTK_SWITCH (self->first_fire))
                + gtk_switch_get_active (GTK_SWITCH (self->class4));
  g_autoptr (GRand) rand = g_rand_new_with_seed ((guint32) adj_game_session_new_seed ());
  int hits = 0, dice = 0, best_miss = 7;
  for (guint g = 0; g < n; g++)
    for (int d = 0; d < group_dice[g]; d++, dice++)
      {
        if (g_rand_int_range (rand, 1, 7) >= group_hit[g])
          hits++;
        else
          best_miss = MIN (best_miss, group_hit[g]);
      }
  /* Each re-roll takes the miss most likely to hit (ruling 27). */
  for (; rerolls > 0 && best_miss <= 6 && hits < dice; rerolls--)
    if (g_rand_int_range (rand, 1, 7) >= best_miss)
      hits++;
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->hits), hits);
  g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Rolled %d die: %d hit.",
                                                        "Rolled %d dice: %d hits.", (gulong) dice),
                                           dice, hits);
  gtk_label_set_text (GTK_LABEL (self->apply_result), text);
}

/* One step of the journal: the target loses a stand a hit (18.3). */
static void
on_apply (AdjDogCombatPage *self)
{
  g_autoptr (GError) error = NULL;
  const AdjDogState *state = self->session ? adj_dog_session_get_state (self->session) : NULL;
  if (state == NULL)
    return;
  int hits = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->hits));
  if (hits == 0)
    {
      gtk_label_set_text (GTK_LABEL (self->apply_result), _("No hits: nothing to record."));
      return;
    }
  int target = (int) adw_combo_row_get_selected (ADW_COMBO_ROW (self->target));
  int by = (int) adw_combo_row_get_selected (ADW_COMBO_ROW (self->firer)) - 1;
  /* 18.3.2: a First Fire re-roll spends the unit's once a battle, in the
   * same step as the hits. */
  g_autoptr (GPtrArray) moves = g_ptr_array_new ();
  g_ptr_array_add (moves, adj_dog_move_shot (target, hits, by));
  if (by >= 0 && gtk_switch_get_active (GTK_SWITCH (self->first_fire))
      && !adj_dog_state_unit (state, (guint) by)->first_fire_used)
    g_ptr_array_add (moves, adj_dog_move_unit (ADJ_DOG_MOVE_FIRST_FIRE, by, 0, FALSE));
  if (!adj_dog_session_apply_group (self->session, moves, &error))
    {
      gtk_label_set_text (GTK_LABEL (self->apply_result), error->message);
      adj_dog_mark_error (self->apply_result, TRUE);
      return;
    }
  adj_dog_mark_error (self->apply_result, FALSE);
  AdjJournal *journal = adj_game_session_get_journal (self->session);
  g_autofree char *line = adj_journal_describe (journal, adj_journal_get_cursor (journal) - 1);
  g_autofree char *test = adj_dog_shooting_test_text (self->sheets, journal, (guint) target);
  g_autofree char *checks = adj_dog_casualty_checks_text (adj_dog_session_get_state (self->session), (guint) target,
                                                          FALSE);
  g_autofree char *text = g_strjoin ("\n", line, test != NULL ? test : checks, test != NULL ? checks : NULL, NULL);
  gtk_label_set_text (GTK_LABEL (self->apply_result), text);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->hits), 0);
}

/* 18.5.3, from the engine: a routing side of the assault picked. */
static void
show_routers (AdjDogCombatPage *self)
{
  const AdjDogState *state = self->session ? adj_dog_session_get_state (self->session) : NULL;
  guint a = adw_combo_row_get_selected (ADW_COMBO_ROW (self->attacker));
  guint d = adw_combo_row_get_selected (ADW_COMBO_ROW (self->defender));
  AdjDogBattle *battle = state != NULL ? adj_dog_state_get_battle (state) : NULL;
  int side = battle != NULL && a < adj_dog_battle_n_units (battle) && d < adj_dog_battle_n_units (battle)
    ? adj_dog_assault_routing_side (state, a, d) : -1;

  gtk_widget_set_visible (self->routers, side >= 0);
  if (side < 0)
    return;
  /* Translators: a routing unit in a close assault */
  g_autofree char *text = g_strdup_printf (_("%s is routing: an automatic Major Victory against it, fought apart "
                                             "before the other close assaults; its compulsory movement is your "
                                             "table's (18.5.3)."),
                                           adj_dog_battle_unit (battle, side == 0 ? a : d)->name);
  gtk_label_set_text (GTK_LABEL (self->routers), text);
}

/* 18.5: both sides' stands lost and the compulsory movement, one step. */
static void
on_assault_apply (AdjDogCombatPage *self)
{
  g_autoptr (GError) error = NULL;
  if (self->session == NULL || adj_dog_session_get_state (self->session) == NULL)
    return;
  AdjDogMove *m = adj_dog_move_assault ((int) adw_combo_row_get_selected (ADW_COMBO_ROW (self->attacker)),
                                        (int) adw_combo_row_get_selected (ADW_COMBO_ROW (self->defender)),
                                        gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->lost[0])),
                                        gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->lost[1])),
                                        gtk_editable_get_text (GTK_EDITABLE (self->movement)));
  if (!adj_dog_session_apply (self->session, m, &error))
    {
      gtk_label_set_text (GTK_LABEL (self->assault_result), error->message);
      adj_dog_mark_error (self->assault_result, TRUE);
      return;
    }
  adj_dog_mark_error (self->assault_result, FALSE);
  AdjJournal *journal = adj_game_session_get_journal (self->session);
  g_autofree char *line = adj_journal_describe (journal, adj_journal_get_cursor (journal) - 1);
  /* 18.5.7: staff attached to either side risk a casualty. */
  const AdjDogState *now = adj_dog_session_get_state (self->session);
  g_autofree char *a = adj_dog_casualty_checks_text (now, adw_combo_row_get_selected (ADW_COMBO_ROW (self->attacker)),
                                                     TRUE);
  g_autofree char *d = adj_dog_casualty_checks_text (now, adw_combo_row_get_selected (ADW_COMBO_ROW (self->defender)),
                                                     TRUE);
  g_autofree char *text = g_strjoin ("\n", line, a != NULL ? a : d, a != NULL ? d : NULL, NULL);
  gtk_label_set_text (GTK_LABEL (self->assault_result), text);
  for (int k = 0; k < 2; k++)
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->lost[k]), 0);
  gtk_editable_set_text (GTK_EDITABLE (self->movement), "");
}

static void
build_assault_apply (AdjDogCombatPage *self)
{
  GtkWidget *g = self->assault_apply_group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (g), _("Apply the Result (18.5)"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (g),
                                         _("Read the result on your own table and record it: the stands each side "
                                           "lost and the compulsory movement, one step, undone with Undo."));
  gtk_box_append (self->assault_box, g);
  self->attacker = adj_dog_unit_choice_new (g, "dog-assault-attacker", _("Attacker"), G_LIST_MODEL (self->targets));
  self->defender = adj_dog_unit_choice_new (g, "dog-assault-defender", _("Defender"), G_LIST_MODEL (self->targets));
  self->routers = adj_dog_label_new (NULL, "warning");
  gtk_widget_set_name (self->routers, "dog-assault-routers");
  gtk_widget_set_visible (self->routers, FALSE);
  gtk_widget_set_margin_top (self->routers, 6);
  g_signal_connect_swapped (self->attacker, "notify::selected", G_CALLBACK (show_routers), self);
  g_signal_connect_swapped (self->defender, "notify::selected", G_CALLBACK (show_routers), self);
  self->lost[0] = adj_dog_spin_new ("dog-assault-a-lost", _("Stands the attacker lost"), 0, ADJ_DOG_MAX_STANDS, 0);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (g),
                             adj_dog_suffix_row (_("Stands the attacker lost"), NULL, self->lost[0]));
  self->lost[1] = adj_dog_spin_new ("dog-assault-b-lost", _("Stands the defender lost"), 0, ADJ_DOG_MAX_STANDS, 0);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (g),
                             adj_dog_suffix_row (_("Stands the defender lost"), NULL, self->lost[1]));
  self->movement = adw_entry_row_new ();
  gtk_widget_set_name (self->movement, "dog-assault-movement");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->movement), _("Compulsory movement (18.5.1)"));
  adj_dog_set_label (self->movement, _("Compulsory movement (18.5.1)"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (g), self->movement);
  self->assault_apply = adj_dog_button_new ("dog-assault-apply", "object-select-symbolic", _("Apply _Result"));
  gtk_widget_add_css_class (self->assault_apply, "suggested-action");
  gtk_widget_set_halign (self->assault_apply, GTK_ALIGN_END);
  gtk_widget_set_margin_top (self->assault_apply, 6);
  /* Below the rows, above Apply: what 18.5.3 makes of a routing side. */
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (g), self->routers);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (g), self->assault_apply);
  g_signal_connect_swapped (self->assault_apply, "clicked", G_CALLBACK (on_assault_apply), self);
  self->assault_result = adj_dog_label_new (NULL, NULL);
  gtk_widget_set_name (self->assault_result, "dog-assault-result");
  /* The result and the checks of 18.5.7 for each side: issue 25. */
  adj_label_reserve_lines (GTK_LABEL (self->assault_result), 3);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (g), self->assault_result);
  self->split = adj_dog_split_panel_new ();
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (g), self->split);
  gtk_widget_set_visible (g, FALSE);
}

static void
build_apply (AdjDogCombatPage *self)
{
  self->apply_group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->apply_group), _("Apply to the Game (18.3)"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->apply_group),
                                         _("Each hit is a stand lost by the target; one step, undone with Undo."));
  gtk_box_append (self->fire_box, self->apply_group);
  self->targets = gtk_string_list_new (NULL);
  self->firers = gtk_string_list_new (NULL);
  self->target = adj_dog_unit_choice_new (self->apply_group, "dog-shot-target", _("Target"),
                                          G_LIST_MODEL (self->targets));
  self->firer = adj_dog_unit_choice_new (self->apply_group, "dog-shot-firer", _("Firing unit"),
                                         G_LIST_MODEL (self->firers));
  self->firer_note = adj_dog_label_new (NULL, "dim-label");
  gtk_widget_set_name (self->firer_note, "dog-shot-firer-note");
  gtk_widget_set_visible (self->firer_note, FALSE);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->apply_group), self->firer_note);
  g_signal_connect_swapped (self->firer, "notify::selected", G_CALLBACK (update_situation), self);
  self->fire_dice = adj_dog_fire_dice_new ();
  gtk_widget_set_name (self->fire_dice, "dog-shot-dice");
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->apply_group), self->fire_dice);
  g_signal_connect_swapped (self->fire_dice, "changed", G_CALLBACK (changed), self);
  self->hits = adj_dog_spin_new ("dog-shot-hits", _("Hits rolled"), 0, ADJ_DOG_MAX_STANDS, 0);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->apply_group),
                             adj_dog_suffix_row (_("Hits rolled"), _("Typed, or rolled with the dice above"),
                                                 self->hits));
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_halign (buttons, GTK_ALIGN_END);
  gtk_widget_set_margin_top (buttons, 6);
  self->roll = adj_dog_button_new ("dog-shot-roll", "adjutant-die-symbolic", _("_Roll the Dice"));
  self->apply = adj_dog_button_new ("dog-shot-apply", "object-select-symbolic", _("_Apply Hits"));
  gtk_widget_add_css_class (self->apply, "suggested-action");
  gtk_box_append (GTK_BOX (buttons), self->roll);
  gtk_box_append (GTK_BOX (buttons), self->apply);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->apply_group), buttons);
  g_signal_connect_swapped (self->roll, "clicked", G_CALLBACK (on_roll), self);
  g_signal_connect_swapped (self->apply, "clicked", G_CALLBACK (on_apply), self);
  self->apply_result = adj_dog_label_new (NULL, NULL);
  gtk_widget_set_name (self->apply_result, "dog-shot-result");
  /* Its place kept: the result moves not the Assault's buttons below. */
  /* The hits, the morale test they call for (18.3) and the checks of
   * 18.3.8 and 15.4: a line each. */
  adj_label_reserve_lines (GTK_LABEL (self->apply_result), 4);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->apply_group), self->apply_result);
  gtk_widget_set_visible (self->apply_group, FALSE);
}

static void
adj_dog_combat_page_map (GtkWidget *widget)
{
  AdjDogCombatPage *self = ADJ_DOG_COMBAT_PAGE (widget);
  gboolean first = self->session == NULL;

  if (first)
    self->session = adj_window_watch_session (widget, G_CALLBACK (refresh_game));
  /* The result table may have changed on Your Sheets since. */
  g_autofree char *path = adj_dog_sheets_user_path ();
  g_clear_pointer (&self->sheets, adj_dog_sheets_free);
  self->sheets = adj_dog_sheets_load_file (path, NULL);
  adj_dog_fire_dice_set_sheets (ADJ_DOG_FIRE_DICE (self->fire_dice), self->sheets);
  GTK_WIDGET_CLASS (adj_dog_combat_page_parent_class)->map (widget);
  refresh_game (self);
  compute_assault (self);  /* What this showing made, before its first frame. */
  adj_label_plain_natural_widths (widget);
  adj_flat_rows (widget);
  /* The Close Assault, below the shot's, lays out after the first
   * showing's first frame (docs/design.md, a page within 100 ms); a later
   * showing keeps the place the player scrolled to. */
  if (first)
    {
      adj_first_frame_show_after (widget, GTK_WIDGET (self->assault_group));
      adj_first_frame_show_after (widget, GTK_WIDGET (self->assault_box));
    }
}

static void
adj_dog_combat_page_dispose (GObject *object)
{
  AdjDogCombatPage *self = ADJ_DOG_COMBAT_PAGE (object);

  g_clear_handle_id (&self->compute_idle, g_source_remove);
  g_clear_object (&self->session);
  g_clear_object (&self->targets);
  g_clear_object (&self->firers);
  if (self->fire_dice != NULL)
    adj_dog_fire_dice_set_sheets (ADJ_DOG_FIRE_DICE (self->fire_dice), NULL);
  g_clear_pointer (&self->sheets, adj_dog_sheets_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_DOG_COMBAT_PAGE);
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (adj_dog_combat_page_parent_class)->dispose (object);
}

static void
adj_dog_combat_page_class_init (AdjDogCombatPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = adj_dog_combat_page_dispose;
  widget_class->map = adj_dog_combat_page_map;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/adjutant/Adjutant/dog/adj-dog-combat-page.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjDogCombatPage, fire_group);
  gtk_widget_class_bind_template_child (widget_class, AdjDogCombatPage, fire_box);
  gtk_widget_class_bind_template_child (widget_class, AdjDogCombatPage, assault_group);
  gtk_widget_class_bind_template_child (widget_class, AdjDogCombatPage, assault_box);
}

static void
adj_dog_combat_page_init (AdjDogCombatPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  build (self);
}
