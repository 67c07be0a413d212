/* test-tgtw-pages.c: a game of The Glory that Was played through its pages
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two players start a game on the demonstration scenario from the New Game
 * dialog, every optional rule on, and play it through the real widgets
 * from the initiative of turn 1 to the Blue League's rout (the engine's
 * own sample game, tests/tgtw/test-tgtw-game.c): initiative rolls typed
 * and a tie, who acts first, tactical cards behind the cover, missile
 * and melee results applied with the checks they call for as one step,
 * the Rally phase, the Victory Check. A step is undone and redone. After
 * each step the page's words are checked against the engine's state.
 */

#include "config.h"

#include <string.h>

#include <adjutant-engine.h>

#include "adj-application.h"
#include "adj-game-session.h"
#include "adj-modifier-list.h"
#include "adj-outcome-chart.h"
#include "adj-tgtw-common.h"
#include "adj-window-actions.h"
#include "ui-test-steady.h"
#include "ui-test-util.h"

static AdjApplication *app;

#define RED 0
#define BLUE 1

static const AdjTgtwState *
state (void)
{
  const AdjTgtwState *s = adj_game_session_get_game_state (ui_test_session (&app));
  g_assert_true (adj_game_session_get_ruleset (ui_test_session (&app)) == &adj_tgtw_ruleset);
  return s;
}

static int
unit (const char *id)
{
  return adj_tgtw_scenario_find_unit (adj_tgtw_state_get_scenario (state ()), id);
}

static AdjTgtwStatus
status (const char *id)
{
  return adj_tgtw_state_unit_status (state (), (guint) unit (id));
}

static GtkWidget *
show (const char *name)
{
  return ui_test_show_page (ui_test_main_window (&app), name, NULL);
}

/* Two frames: what a page makes below the fold comes in its second
 * (Armies & Sectors' leaders and units, the Charts page's tables). */
static void
screenshot (const char *name)
{
  ui_test_wait_for_new_frame (ui_test_main_window (&app));
  ui_test_wait_for_new_frame (ui_test_main_window (&app));
  ui_test_save_screenshot (ui_test_main_window (&app), name);
}

/* The roll typed into the AdjRollEntry named @name under @root. */
static void
type_roll (GtkWidget *root, const char *name, const char *roll)
{
  ui_test_type_into (ui_test_named (root, name), "roll-entry", roll);
}

/* Chooses the item of the AdwComboRow @name that starts with @prefix. */
static void
choose (GtkWidget *root, const char *name, const char *prefix)
{
  AdwComboRow *row = ADW_COMBO_ROW (ui_test_named (root, name));
  GtkStringList *list = GTK_STRING_LIST (adw_combo_row_get_model (row));

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (list)); i++)
    if (g_str_has_prefix (gtk_string_list_get_string (list, i), prefix))
      {
        adw_combo_row_set_selected (row, i);
        return;
      }
  g_error ("%s offers no '%s'", name, prefix);
}

static void
tick (GtkWidget *root, const char *name, gboolean active)
{
  gtk_check_button_set_active (GTK_CHECK_BUTTON (ui_test_named (root, name)), active);
}

static void
spin (GtkWidget *root, const char *name, int value)
{
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (ui_test_named (root, name)), value);
}

/* Next on @page's step bar: the phase it leads to. */
static void
next (GtkWidget *page, AdjTgtwPhase expect)
{
  ui_test_click (page, "step-next");
  g_assert_cmpint (adj_tgtw_state_get_phase (state ()), ==, expect);
}

static void
acting (int sector, int army)
{
  int s, a;
  g_assert_true (adj_tgtw_state_acting (state (), &s, &a));
  g_assert_cmpint (s, ==, sector);
  g_assert_cmpint (a, ==, army);
}

static char *
last_line (void)
{
  AdjJournal *journal = adj_game_session_get_journal (ui_test_session (&app));
  return adj_journal_describe (journal, adj_journal_get_cursor (journal) - 1);
}

static void
test_new_game (void)
{
  AdjNewGameDialog *dialog = ui_test_open_new_game (&app, "tgtw");

  /* Tall enough for a calculator's inputs and answer in one screenshot. */
  ui_test_resize_from_outside (ui_test_main_window (&app), 900, 1150);

  ui_test_activate_row (GTK_WIDGET (dialog), "scenario:demo-red-and-blue");
  ui_test_set_switch (GTK_WIDGET (dialog), "option:tactical_cards", TRUE);
  ui_test_set_switch (GTK_WIDGET (dialog), "option:tactical_points", TRUE);
  ui_test_set_switch (GTK_WIDGET (dialog), "option:tdt", TRUE);
  ui_test_set_switch (GTK_WIDGET (dialog), "option:tactical_differential", TRUE);
  ui_test_wait_for_new_frame (GTK_WINDOW (dialog));
  ui_test_save_screenshot (GTK_WINDOW (dialog), "tgtw-new-game.png");
  g_object_ref (dialog);
  ui_test_click (GTK_WIDGET (dialog), "start-game");
  ui_test_iterate_until (ui_test_is_unmapped, dialog, "the New Game dialog closing");
  g_object_unref (dialog);
  g_assert_cmpuint (adj_tgtw_state_get_options (state ()), ==, ADJ_TGTW_ALL_OPTIONS);

  GtkWidget *page = show ("turn");
  g_assert_cmpstr (ui_test_label_text (page, "turn-label"), ==, "Turn 1");
  g_assert_true (ui_test_contains (ui_test_label_text (page, "step-headline"), "Turn 1, Initiative Phase"));
  screenshot ("tgtw-turn-start.png");
}

#define LEFT 0
#define CENTER 1
#define RIGHT 2

static void
initiative (GtkWidget *page, const char *red, const char *blue)
{
  type_roll (page, "initiative-roll-0", red);
  type_roll (page, "initiative-roll-1", blue);
  ui_test_click (page, "initiative-record");
}

/* 4.0: each sector's d10 and bonus; ties go to the higher bonus; the
 * order of sectors; the winner chooses who acts first (3.0). */
static void
test_initiative (void)
{
  GtkWidget *page = show ("turn");
  AdjTgtwSectorStanding st;

  g_assert_true (ui_test_contains (adw_preferences_group_get_title (
    ADW_PREFERENCES_GROUP (ui_test_named (page, "initiative-group"))), "Initiative: North wing"));
  /* Before the roll: the bonuses 1 and 2, and the chances by the engine. */
  g_assert_true (ui_test_contains (adw_action_row_get_subtitle (ADW_ACTION_ROW (ui_test_named (page, "initiative-army-1"))),
                                   "+2 the sector leader's initiative bonus (4.0)"));
  AdjOutcomeChart *chart = ADJ_OUTCOME_CHART (ui_test_named (page, "initiative-chart"));
  g_assert_cmpuint (adj_outcome_chart_get_n_bars (chart), ==, 3);
  /* Red's 1+d10 beats Blue's 2+d10 on 36 of the 100 pairs. */
  g_assert_cmpfloat_with_epsilon (adj_outcome_chart_get_bar (chart, 0)->probability, 0.36, 1e-9);
  g_assert_cmpfloat_with_epsilon (adj_outcome_chart_get_bar (chart, 2)->probability, 0.0, 1e-9);
  /* A bad roll is refused under the field; nothing is recorded. */
  type_roll (page, "initiative-roll-0", "11");
  g_assert_true (gtk_widget_get_visible (ui_test_named (ui_test_named (page, "initiative-roll-0"), "roll-error")));
  g_assert_false (gtk_widget_get_sensitive (ui_test_named (page, "initiative-record")));
  screenshot ("tgtw-turn-initiative.png");

  initiative (page, "5", "5");
  adj_tgtw_state_sector (state (), LEFT, &st);
  g_assert_cmpint (st.winner, ==, BLUE);
  g_assert_cmpint (st.total[BLUE], ==, 7);
  g_assert_true (ui_test_contains (adw_action_row_get_subtitle (ADW_ACTION_ROW (ui_test_named (page, "sector:left"))),
                                   "Red League 5+1+0 = 6, Blue League 5+2+0 = 7: Blue League win the initiative"));
  /* Centre, typed: 3+3 against 4+2, a tie the higher bonus wins; the
   * chart marks Red's win before Record. */
  type_roll (page, "initiative-roll-0", "3");
  type_roll (page, "initiative-roll-1", "4");
  g_assert_cmpstr (adj_outcome_chart_get_bar (chart, 0)->label, ==, "Red League wins");
  g_assert_true (adj_outcome_chart_get_bar (chart, 0)->rolled);
  ui_test_click (page, "initiative-record");
  initiative (page, "4", "5");
  g_autofree char *line = last_line ();
  g_assert_cmpstr (line, ==, "South wing: Red League roll 4+2+0 = 6, Blue League 5+1+0 = 6: a tie, Red League win "
                             "on their leader's bonus (4.0)");
  /* The order: the best winning total first, equal ones as the scenario has them. */
  g_assert_cmpint (adj_tgtw_state_sector_at (state (), 0), ==, LEFT);
  g_assert_true (ui_test_contains (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (ui_test_named (page, "sector:left"))),
                                   "1. North wing"));

  /* The winner's choice: his own army first, or the other. */
  g_assert_true (ui_test_contains (adw_preferences_group_get_title (
    ADW_PREFERENCES_GROUP (ui_test_named (page, "first-group"))), "Who Acts First in North wing?"));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (ui_test_named (page, "first-army-0"))), ==,
                   "Blue League Acts _First");
  screenshot ("tgtw-turn-first.png");
  ui_test_click (page, "first-army-0");
  ui_test_click (page, "first-army-0");
  ui_test_click (page, "first-army-1");
  adj_tgtw_state_sector (state (), RIGHT, &st);
  g_assert_cmpint (st.first, ==, BLUE);
  g_assert_cmpint (adj_tgtw_state_init_step (state ()), ==, ADJ_TGTW_INIT_CARDS);
  /* The step bar offers the page of the next step. */
  g_assert_true (gtk_widget_get_visible (ui_test_named (page, "step-go")));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (ui_test_named (page, "step-go"))), ==, "Go to _Tactical Cards");
}

static guint
card_position (int army, guint sector, int card)
{
  guint k = 0;
  for (int n = 0; n < card; n++)
    if (adj_tgtw_move_card_allowed (state (), (guint) army, sector, n, NULL))
      k++;
  return k;
}

static void
choose_cards (GtkWidget *page, int army, const int *cards)
{
  static const char *sectors[] = { "card:left", "card:center", "card:right" };
  GtkStack *stack = GTK_STACK (gtk_widget_get_parent (ui_test_named (page, "cards-cover")));

  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "cover");
  ui_test_click (page, "cards-show");
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "choose");
  for (guint i = 0; i < 3; i++)
    ui_test_set_choice (page, sectors[i], card_position (army, i, cards[i]));
  ui_test_click (page, "cards-confirm");
  g_assert_true (adj_tgtw_state_cards_chosen (state (), (guint) army));
}

/* 11.0: each army's cards behind the cover; the first choice hidden until
 * both have chosen. */
static void
test_cards (void)
{
  GtkWidget *page = show ("cards");
  int red[] = { 2, 1, 6 }, blue[] = { 6, 3, 2 };

  g_assert_cmpstr (ui_test_label_text (page, "cards-cover-title"), ==, "Pass the Device to Red League");
  screenshot ("tgtw-cards-cover.png");
  ui_test_click (page, "cards-show");
  screenshot ("tgtw-cards-choose.png");
  ui_test_click (page, "cards-hide");
  choose_cards (page, RED, red);
  /* The cover is back for Blue; Red's choice is nowhere to be read. */
  g_assert_cmpstr (ui_test_label_text (page, "cards-cover-title"), ==, "Pass the Device to Blue League");
  g_autofree char *hidden = last_line ();
  g_assert_cmpstr (hidden, ==, "Red League chose their tactical cards, hidden until both armies have (11.0)");
  GtkWidget *turn = show ("turn");
  g_assert_null (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (ui_test_named (turn, "sector:center"))), "cards"));
  /* Red's centre rout level is its 10, not 10 and Furious Assault's +3 (13.0). */
  GtkWidget *armies = show ("armies");
  g_assert_true (ui_test_contains (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (
    ui_test_named (armies, "tally:red:center"))), "0 of 10 morale loss points"));
  page = show ("cards");
  g_assert_cmpstr (ui_test_label_text (page, "cards-cover-title"), ==, "Pass the Device to Blue League");
  ui_test_click (page, "cards-show");
  /* Blue's south wing has no LI or LC: no Hit and Run there. */
  AdwComboRow *right = ADW_COMBO_ROW (ui_test_named (page, "card:right"));
  GListModel *offered = adw_combo_row_get_model (right);
  for (guint i = 0; i < g_list_model_get_n_items (offered); i++)
    g_assert_null (strstr (gtk_string_list_get_string (GTK_STRING_LIST (offered), i), "Hit and Run"));
  ui_test_click (page, "cards-hide");
  choose_cards (page, BLUE, blue);
  g_assert_true (adj_tgtw_state_cards_revealed (state ()));
  g_assert_true (ui_test_contains (adw_action_row_get_subtitle (ADW_ACTION_ROW (ui_test_named (page, "revealed:center"))),
                                   "Red League: 1. Furious Assault: morale +3"));
  g_assert_true (ui_test_contains (adw_action_row_get_subtitle (ADW_ACTION_ROW (ui_test_named (page, "points:0"))),
                                   "0 spent, 6 left of 6"));
  screenshot ("tgtw-cards-revealed.png");
  next (page, ADJ_TGTW_PHASE_MISSILE_1);
}

/* Fires at @target with @firer at @range, @plus tactical points; the roll. */
static GtkWidget *
aim (const char *target, const char *firer, int range, int plus, const char *roll)
{
  GtkWidget *page = show ("missile");
  g_autofree char *firer_name = g_strdup_printf ("firer:%s", firer);
  g_autofree char *range_name = g_strdup_printf ("range:%s", firer);
  const AdjTgtwScenario *sc = adj_tgtw_state_get_scenario (state ());

  choose (page, "missile-target", adj_tgtw_scenario_unit (sc, (guint) unit (target))->name);
  tick (page, firer_name, TRUE);
  spin (page, range_name, range);
  spin (page, "missile-plus", plus);
  /* Issue 25: the roll's answer and the checks it calls for move not
   * Apply. */
  UiTestSpot apply_spot;
  ui_test_spot_take (&apply_spot, ui_test_main_window (&app), page, "missile-apply");
  type_roll (page, "missile-roll", roll);
  ui_test_spot_assert_same (&apply_spot, ui_test_main_window (&app), "the missile roll typed (5.3)");
  return page;
}

static void
check_roll (GtkWidget *page, const char *key, const char *roll)
{
  type_roll (ui_test_named (page, key), "check-roll", roll);
}

/* 5.0-5.3: fire at one hex; an R's morale check rolled with it, one step. */
static void
test_first_missiles (void)
{
  guint steps = ui_test_journal_length (&app);
  GtkWidget *page = aim ("blue-levy", "red-archers", 1, 0, "5");

  /* Shortbow 2 at one hex: Normal, column 2; a 5 reads D. */
  AdjOutcomeChart *chart = ADJ_OUTCOME_CHART (ui_test_named (page, "missile-chart"));
  g_assert_cmpuint (adj_outcome_chart_get_n_bars (chart), >, 1);
  g_assert_true (ui_test_contains (ui_test_label_text (page, "roll-result"), "D: disordered"));
  ui_test_click (page, "missile-apply");
  g_assert_cmpint (status ("blue-levy"), ==, ADJ_TGTW_DISORDERED);
  /* The archers have fired: they are no longer offered. */
  g_assert_null (ui_test_find_named (page, "firer:red-archers"));

  /* Composite 3 at one hex: 6, a phalanx a column left: 5; a 6 reads R.
   * The hoplites' check is rolled here: B (7) with Furious Assault's +3,
   * a 10 passes. */
  page = aim ("red-hoplites-1", "blue-bowmen", 1, 0, "6");
  /* Every modifier with its rule: the PDT's for the bow, the TDT's. */
  AdjModifierList *mods = ADJ_MODIFIER_LIST (ui_test_named (page, "missile-modifiers"));
  g_assert_cmpuint (adj_modifier_list_get_n_rows (mods), ==, 2);
  g_assert_true (ui_test_contains (ui_test_label_text (ui_test_named (GTK_WIDGET (mods), "modifier-1"), "modifier-text"),
                                   "Hoplitic Phalanx"));
  GtkWidget *check = ui_test_named (page, "morale:red-hoplites-1");
  g_assert_true (ui_test_contains (ui_test_label_text (check, "check-title"), "Red Hoplites I checks morale"));
  AdjOutcomeChart *odds = ADJ_OUTCOME_CHART (ui_test_named (check, "check-chart"));
  g_assert_cmpfloat_with_epsilon (adj_outcome_chart_get_bar (odds, 0)->probability, 1.0, 1e-9);
  check_roll (page, "morale:red-hoplites-1", "10");
  ui_test_page_screenshots (ui_test_main_window (&app), page, "tgtw-missile-check");
  ui_test_click (page, "missile-apply");
  g_assert_cmpint (status ("red-hoplites-1"), ==, ADJ_TGTW_DISORDERED);
  g_assert_cmpuint (adj_tgtw_state_n_pending (state ()), ==, 0);
  g_assert_cmpuint (ui_test_journal_length (&app), ==, steps + 2);
  g_autofree char *line = last_line ();
  g_assert_cmpstr (line, ==, "Blue Bowmen fire at Red Hoplites I: potential 6, column 5, d6 6 → R (5.3); Red Hoplites I "
                             "must check morale; Red Hoplites I checks morale: 10 (8.0); Red Hoplites I disordered");
  /* The fire and its check are one step: undone together, and redone. */
  GtkWidget *window = GTK_WIDGET (ui_test_main_window (&app));
  g_assert_true (gtk_widget_activate_action (window, "win.undo", NULL));
  g_assert_cmpint (status ("red-hoplites-1"), ==, ADJ_TGTW_ORDERED);
  g_assert_cmpuint (ui_test_journal_length (&app), ==, steps + 1);
  g_assert_true (gtk_widget_activate_action (window, "win.redo", NULL));
  g_assert_cmpint (status ("red-hoplites-1"), ==, ADJ_TGTW_DISORDERED);

  /* Longbow 2 at four hexes: 1/3, at least 1; skirmishers two columns
   * right: 3; a 3 with a tactical point reads row 4: D. */
  page = aim ("red-slingers", "blue-longbows", 4, 1, "3");
  ui_test_click (page, "missile-apply");
  g_assert_cmpint (status ("red-slingers"), ==, ADJ_TGTW_DISORDERED);
  g_assert_cmpint (adj_tgtw_state_tp_left (state (), BLUE), ==, 5);
  /* After a good fire no red "from 1 to 32 units fire" (5.0): a new fire
   * with nothing ticked yet is not an error. */
  g_assert_false (gtk_widget_get_visible (ui_test_named (page, "missile-problem")));
  /* A new situation starts empty (issue 25): no tactical point kept for
   * the next target. */
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (ui_test_named (page, "missile-plus"))), ==, 0);
  /* Fire is simultaneous: the slingers were ready when the phase began. */
  page = aim ("blue-footmen", "red-slingers", 1, 0, "4");
  ui_test_click (page, "missile-apply");
  g_assert_cmpint (status ("blue-footmen"), ==, ADJ_TGTW_ORDERED);
  next (page, ADJ_TGTW_PHASE_ACTION);
}

/* The melee page set for @att against @def, @leader's switch on or off. */
static GtkWidget *
engage (const char *att, const char *def, gboolean leader)
{
  GtkWidget *page = show ("melee");
  const AdjTgtwScenario *sc = adj_tgtw_state_get_scenario (state ());

  choose (page, "melee-attacker", adj_tgtw_scenario_unit (sc, (guint) unit (att))->name);
  choose (page, "melee-defender", adj_tgtw_scenario_unit (sc, (guint) unit (def))->name);
  ui_test_set_switch (page, "melee-leader", leader);
  return page;
}

/* 7.0: melee by the acting army, MCT1 and MCT2 with their shifts; checks
 * and leader rolls with the result; a unit in a rout's path (7.0 R). */
static void
test_action (void)
{
  acting (LEFT, BLUE);
  /* While a result's check is pending the page gives the engine's reason
   * (8.0, 9.0), not "Melee is in the Action phase". */
  {
    GtkWidget *window = GTK_WIDGET (ui_test_main_window (&app));
    int twelve[] = { 6, 6 };
    adj_tgtw_apply_move (ui_test_session (&app),
                         adj_tgtw_move_melee ((guint) unit ("blue-lancers"), (guint) unit ("red-hoplites-3"),
                                              adj_tgtw_state_active_leader (state (), LEFT, BLUE), twelve, 2),
                         NULL);
    g_assert_cmpuint (adj_tgtw_state_n_pending (state ()), >, 0);
    GtkWidget *pending = show ("melee");
    g_assert_true (gtk_widget_get_visible (ui_test_named (pending, "melee-problem")));
    g_assert_true (ui_test_contains (ui_test_label_text (pending, "melee-problem"), "8.0, 9.0: first the morale checks"));
    g_assert_true (gtk_widget_activate_action (window, "win.undo", NULL));
    g_assert_cmpuint (adj_tgtw_state_n_pending (state ()), ==, 0);
  }
  /* HC 3 against HI 5: 1-2, a row down for HC against HI: 1-3; 7 : 6 is
   * 1-1: A; the captain's shift: B; his die and Charge's: 12, D/R. The
   * hoplites fail at C (6) +1 with an 8: routed. */
  GtkWidget *page = engage ("blue-lancers", "red-hoplites-3", TRUE);
  g_assert_true (ui_test_contains (ui_test_label_text (page, "melee-mct1"), "MCT1 gives column A"));
  g_assert_true (ui_test_contains (ui_test_label_text (page, "melee-mct1"), "5 reads 1-2"));
  UiTestSpot apply_spot;
  ui_test_spot_take (&apply_spot, ui_test_main_window (&app), page, "melee-apply");
  type_roll (page, "melee-roll", "12");
  g_assert_true (ui_test_contains (ui_test_label_text (ui_test_named (page, "melee-roll"), "roll-result"), "D/R"));
  check_roll (page, "morale:red-hoplites-3", "8");
  /* Issue 25: neither the result nor its check moved Apply. */
  ui_test_spot_assert_same (&apply_spot, ui_test_main_window (&app), "the melee roll and its check typed (7.0)");
  ui_test_page_screenshots (ui_test_main_window (&app), page, "tgtw-melee");
  ui_test_click (page, "melee-apply");
  g_assert_cmpint (status ("red-hoplites-3"), ==, ADJ_TGTW_ROUTED);
  g_assert_cmpint (status ("blue-lancers"), ==, ADJ_TGTW_DISORDERED);
  g_autofree char *line = last_line ();
  g_assert_cmpstr (line, ==, "Blue Lancers attacks Red Hoplites III (MCT1 1-3, 1-1: column B): 12 on 2d6 → D/R (7.0); "
                             "Blue Lancers disordered; Red Hoplites III must check morale; Red Hoplites III checks "
                             "morale: 8 (8.0); Red Hoplites III routed");

  /* The peltasts stood in the rout's path: disordered (7.0). */
  GtkWidget *armies = show ("armies");
  ui_test_click (armies, "disorder:red-peltasts");
  g_assert_cmpint (status ("red-peltasts"), ==, ADJ_TGTW_DISORDERED);
  screenshot ("tgtw-armies.png");

  /* LC 2 against disordered LI 3: 3-2 and 2-1: C; Charge's two dice, 12
   * and a point: 13, -/E. */
  page = engage ("blue-riders", "red-peltasts", FALSE);
  spin (page, "tp-plus", 1);
  type_roll (page, "melee-roll", "12");
  ui_test_click (page, "melee-apply");
  g_assert_cmpint (status ("red-peltasts"), ==, ADJ_TGTW_ELIMINATED);
  g_assert_cmpint (adj_tgtw_state_tp_left (state (), BLUE), ==, 4);
  next (page, ADJ_TGTW_PHASE_ACTION);
  acting (LEFT, RED);
  next (page, ADJ_TGTW_PHASE_ACTION);
  acting (CENTER, RED);

  /* HI 6 against disordered MI 6 with the Strategos; a column bought and
   * cancelled; 11: -/E; the Blue King on the levy is wounded by a 7. */
  page = engage ("red-hoplites-2", "blue-levy", TRUE);
  tick (page, "stacked:blue-king", TRUE);
  spin (page, "tp-mct1", 1);
  spin (page, "tp-def-cancel", 1);
  type_roll (page, "melee-roll", "11");
  check_roll (page, "casualty:blue-king", "7");
  ui_test_click (page, "melee-apply");
  g_assert_cmpint (status ("blue-levy"), ==, ADJ_TGTW_ELIMINATED);
  int king = adj_tgtw_scenario_find_leader (adj_tgtw_state_get_scenario (state ()), "blue-king");
  g_assert_cmpint (adj_tgtw_state_leader_status (state (), (guint) king), ==, ADJ_TGTW_LEADER_WOUNDED);
  g_assert_cmpint (adj_tgtw_state_tp_left (state (), RED), ==, 4);
  g_assert_cmpint (adj_tgtw_state_tp_left (state (), BLUE), ==, 2);
  /* 9.0: the armies page says when he is back. */
  armies = show ("armies");
  g_assert_true (ui_test_contains (adw_action_row_get_subtitle (ADW_ACTION_ROW (ui_test_named (armies, "leader:blue-king"))),
                                   "back on turn 5 (9.0)"));
  page = show ("melee");
  /* A new situation starts empty (issue 25): the melee applied, no points,
   * no leaders ticked, no leader within one hex kept. */
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (ui_test_named (page, "melee-leader"))));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (ui_test_named (page, "tp-mct1"))), ==, 0);
  next (page, ADJ_TGTW_PHASE_ACTION);
  acting (CENTER, BLUE);
  /* No leader in Blue's centre now: no switch. HI 5 against HI 6 with one
   * die, a 3: D/D. */
  page = engage ("blue-guard", "red-hoplites-2", FALSE);
  g_assert_false (gtk_widget_get_visible (gtk_widget_get_ancestor (ui_test_named (page, "melee-leader"),
                                                                   ADW_TYPE_ACTION_ROW)));
  type_roll (page, "melee-roll", "3");
  ui_test_click (page, "melee-apply");
  g_assert_cmpint (status ("blue-guard"), ==, ADJ_TGTW_DISORDERED);
  g_assert_cmpint (status ("red-hoplites-2"), ==, ADJ_TGTW_DISORDERED);
  next (page, ADJ_TGTW_PHASE_ACTION);
  acting (RIGHT, BLUE);
  /* The next sector: "leader within one hex" starts off (2.1). */
  page = show ("melee");
  choose (page, "melee-attacker", adj_tgtw_scenario_unit (adj_tgtw_state_get_scenario (state ()),
                                                          (guint) unit ("blue-footmen"))->name);
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (ui_test_named (page, "melee-leader"))));
  /* D/R on the slingers: a skirmisher in melee with infantry goes (5.0). */
  page = engage ("blue-footmen", "red-slingers", TRUE);
  type_roll (page, "melee-roll", "4");
  ui_test_click (page, "melee-apply");
  g_assert_cmpint (status ("red-slingers"), ==, ADJ_TGTW_ELIMINATED);
  next (page, ADJ_TGTW_PHASE_ACTION);
  acting (RIGHT, RED);
  page = engage ("red-horse", "blue-longbows", TRUE);
  type_roll (page, "melee-roll", "4");
  ui_test_click (page, "melee-apply");
  g_assert_cmpint (status ("blue-longbows"), ==, ADJ_TGTW_ELIMINATED);
  next (page, ADJ_TGTW_PHASE_RALLY);
}

static const char *pages[] = { "turn", "cards", "armies", "checks", "victory", "missile", "melee", "charts",
                               "journal" };

/* Every page in the dark style, and on a phone-sized window: none asks
 * for more than the 360 pixels GNOME asks apps to fit. */
static void
test_looks (void)
{
  AdwStyleManager *style = adw_style_manager_get_default ();
  GtkWindow *window = ui_test_main_window (&app);

  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      g_autofree char *name = g_strdup_printf ("tgtw-%s-dark.png", pages[i]);
      show (pages[i]);
      screenshot (name);
    }
  g_assert_true (ui_test_mean_brightness (window) < 128);
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);

  ui_test_resize_from_outside (window, 360, 720);
  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      g_autofree char *name = g_strdup_printf ("tgtw-%s-narrow.png", pages[i]);
      GtkWidget *page = show (pages[i]);
      int minimum = 0;
      screenshot (name);
      gtk_widget_measure (page, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
      if (minimum > 360)
        g_test_message ("%s asks for %d pixels", pages[i], minimum);
      g_assert_cmpint (minimum, <=, 360);
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 360);
    }
  ui_test_resize_from_outside (window, 900, 1150);
}

/* 3.0, 8.0: the Rally phase; 2.1: a rally dot; then the second missile
 * phase and the Victory Check (10.0, 13.0). */
static void
test_rally_and_victory (void)
{
  GtkWidget *page = show ("checks");

  /* Those beside ordered enemies check instead. */
  tick (page, "rally:red-hoplites-2", FALSE);
  tick (page, "rally:blue-guard", FALSE);
  screenshot ("tgtw-rally.png");
  ui_test_click (page, "rally-apply");
  g_assert_cmpint (status ("blue-footmen"), ==, ADJ_TGTW_ORDERED);
  g_assert_cmpint (status ("red-hoplites-2"), ==, ADJ_TGTW_DISORDERED);

  choose (page, "recover-unit", "Red Hoplites II");
  /* Issue 25: the check's answer moves not Recover. */
  UiTestSpot recover_spot;
  ui_test_spot_take (&recover_spot, ui_test_main_window (&app), page, "recover-apply");
  check_roll (page, "morale:red-hoplites-2", "9");
  ui_test_spot_assert_same (&recover_spot, ui_test_main_window (&app), "a recovery roll typed (10.0)");
  ui_test_click (page, "recover-apply");
  g_assert_cmpint (status ("red-hoplites-2"), ==, ADJ_TGTW_ORDERED);
  choose (page, "recover-unit", "Blue Guard");
  check_roll (page, "morale:blue-guard", "10");
  ui_test_click (page, "recover-apply");
  g_assert_cmpint (status ("blue-guard"), ==, ADJ_TGTW_DISORDERED);
  /* 2.1: the Strategos' rally dot recovers the routed hoplites, no roll. */
  choose (page, "recover-unit", "Red Hoplites III");
  choose (ui_test_named (page, "morale:red-hoplites-3"), "check-leader", "Red Strategos");
  g_assert_false (gtk_widget_get_visible (ui_test_named (page, "check-roll")));
  ui_test_click (page, "recover-apply");
  g_assert_cmpint (status ("red-hoplites-3"), ==, ADJ_TGTW_DISORDERED);
  next (page, ADJ_TGTW_PHASE_MISSILE_2);

  /* The bowmen are hit by R and fail with a 6 at D (5). */
  page = aim ("blue-bowmen", "red-archers", 1, 0, "6");
  check_roll (page, "morale:blue-bowmen", "6");
  ui_test_click (page, "missile-apply");
  g_assert_cmpint (status ("blue-bowmen"), ==, ADJ_TGTW_ROUTED);
  next (page, ADJ_TGTW_PHASE_VICTORY);

  page = show ("victory");
  g_assert_cmpstr (ui_test_label_text (page, "victory-verdict"), ==, "The Check Now: No Army Routs");
  g_assert_true (ui_test_contains (ui_test_label_text (page, "victory-detail"), "Blue League’s Centre routs (13.0)"));
  g_assert_true (ui_test_contains (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (
    ui_test_named (page, "victory-tally:blue"))), "14 of 20 morale loss points"));
  g_assert_true (ui_test_contains (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (
    ui_test_named (page, "victory-tally:blue:center"))), "12 of 9 morale loss points"));
  screenshot ("tgtw-victory-turn-1.png");
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (ui_test_named (page, "step-next"))), ==,
                   "Make the _Victory Check");
  ui_test_click (page, "step-next");
  g_assert_cmpint (adj_tgtw_state_get_turn (state ()), ==, 2);
  g_assert_cmpint (adj_tgtw_state_get_phase (state ()), ==, ADJ_TGTW_PHASE_INITIATIVE);
}

/* 9.0, ruling 23: the Blue South Captain was killed; the scenario lists no
 * replacement for Blue, so his row offers a 0-star one, who shows only
 * once in play, and Undo takes him out again. */
static void
zero_star_replacement (void)
{
  const AdjTgtwScenario *sc = adj_tgtw_state_get_scenario (state ());
  int south = adj_tgtw_scenario_find_leader (sc, "blue-south");
  g_assert_cmpint (adj_tgtw_state_leader_status (state (), (guint) south), ==, ADJ_TGTW_LEADER_KILLED);
  GtkWidget *armies = show ("armies");
  GtkWidget *stand_in = ui_test_named (armies, "leader:blue-south+0");
  g_assert_false (gtk_widget_get_visible (stand_in));
  GtkWidget *button = ui_test_named (armies, "replace:blue-south");
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (button)), ==, "0-star Replacement");
  gtk_widget_grab_focus (button);
  screenshot ("tgtw-zero-star-offered.png");
  ui_test_click (armies, "replace:blue-south");
  g_assert_true (gtk_widget_get_visible (stand_in));
  g_assert_null (ui_test_find_named (armies, "replace:blue-south"));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (stand_in)), ==,
                   "Blue South Captain’s 0-star replacement, South wing");
  g_autofree char *line = last_line ();
  g_assert_cmpstr (line, ==, "Blue South Captain’s 0-star replacement takes the place of Blue South Captain (9.0)");
  g_assert_cmpint (adj_tgtw_state_active_leader (state (), RIGHT, BLUE), ==,
                   adj_tgtw_scenario_find_leader (sc, "blue-south+0"));
  GtkWidget *window = GTK_WIDGET (ui_test_main_window (&app));
  g_assert_true (gtk_widget_activate_action (window, "win.undo", NULL));
  g_assert_false (gtk_widget_get_visible (stand_in));
  g_assert_true (gtk_widget_get_visible (ui_test_named (armies, "replace:blue-south")));
  g_assert_true (gtk_widget_activate_action (window, "win.redo", NULL));
  g_assert_true (gtk_widget_get_visible (stand_in));
}

/* Turn 2 to the Blue League's rout (10.0). */
static void
test_turn_two (void)
{
  GtkWidget *page = show ("turn");
  initiative (page, "1", "1");
  initiative (page, "2", "9");
  initiative (page, "10", "1");
  g_assert_cmpint (adj_tgtw_state_sector_at (state (), 0), ==, RIGHT);
  ui_test_click (page, "first-army-0");   /* South wing: Red */
  ui_test_click (page, "first-army-0");   /* Centre: Blue */
  ui_test_click (page, "first-army-0");   /* North wing: Blue */
  page = show ("cards");
  choose_cards (page, RED, (int[]) { 2, 2, 6 });
  choose_cards (page, BLUE, (int[]) { 6, 2, 2 });
  next (page, ADJ_TGTW_PHASE_MISSILE_1);
  next (page, ADJ_TGTW_PHASE_ACTION);
  acting (RIGHT, RED);
  /* 12.0: a die costs 5, Red has 4 left: the page does not offer it, and
   * the MCT1 columns (2 each) only two, then none once two are bought. */
  page = engage ("red-horse", "blue-footmen", TRUE);
  tick (page, "stacked:blue-south", TRUE);
  double lo, hi;
  gtk_spin_button_get_range (GTK_SPIN_BUTTON (ui_test_named (page, "tp-mct2-dice")), &lo, &hi);
  g_assert_cmpfloat (hi, ==, 0);
  gtk_spin_button_get_range (GTK_SPIN_BUTTON (ui_test_named (page, "tp-mct1")), &lo, &hi);
  g_assert_cmpfloat (hi, ==, 2);
  spin (page, "tp-mct1", 2);
  gtk_spin_button_get_range (GTK_SPIN_BUTTON (ui_test_named (page, "tp-plus")), &lo, &hi);
  g_assert_cmpfloat (hi, ==, 0);
  spin (page, "tp-mct1", 0);
  gtk_spin_button_get_range (GTK_SPIN_BUTTON (ui_test_named (page, "tp-plus")), &lo, &hi);
  g_assert_cmpfloat (hi, ==, 3);
  type_roll (page, "melee-roll", "12");
  check_roll (page, "morale:blue-footmen", "9");
  check_roll (page, "casualty:blue-south", "10");
  ui_test_click (page, "melee-apply");
  g_assert_cmpint (status ("blue-footmen"), ==, ADJ_TGTW_ROUTED);
  zero_star_replacement ();
  page = show ("melee");
  next (page, ADJ_TGTW_PHASE_ACTION);
  next (page, ADJ_TGTW_PHASE_ACTION);
  acting (CENTER, BLUE);
  next (page, ADJ_TGTW_PHASE_ACTION);
  acting (CENTER, RED);
  /* In a routed sector an R is an E (13.0). */
  page = engage ("red-hoplites-1", "blue-guard", TRUE);
  type_roll (page, "melee-roll", "10");
  ui_test_click (page, "melee-apply");
  g_assert_cmpint (status ("blue-guard"), ==, ADJ_TGTW_ELIMINATED);
  next (page, ADJ_TGTW_PHASE_ACTION);
  next (page, ADJ_TGTW_PHASE_ACTION);
  next (page, ADJ_TGTW_PHASE_RALLY);
  page = show ("checks");
  /* Only the horse rallies by itself, as in the engine's game: the page
   * ticks every unit that may, the players untick the others. */
  const AdjTgtwScenario *sc = adj_tgtw_state_get_scenario (state ());
  for (guint i = 0; i < adj_tgtw_scenario_n_units (sc); i++)
    {
      g_autofree char *name = g_strdup_printf ("rally:%s", adj_tgtw_scenario_unit (sc, i)->id);
      if (ui_test_find_named (page, name) != NULL)
        tick (page, name, g_str_equal (adj_tgtw_scenario_unit (sc, i)->id, "red-horse"));
    }
  ui_test_click (page, "rally-apply");
  g_assert_cmpint (status ("red-horse"), ==, ADJ_TGTW_ORDERED);
  /* 3.0 phase 4, 8.0: the routed units still owe their checks: Next is
   * refused with the rule; the players go on anyway, and the journal
   * says so. */
  g_assert_false (gtk_widget_get_sensitive (ui_test_named (page, "step-next")));
  g_assert_true (ui_test_contains (ui_test_label_text (page, "step-next-hint"), "3.0, 8.0: the Rally and Morale phase"));
  g_assert_true (gtk_widget_get_visible (ui_test_named (page, "step-overrule")));
  ui_test_click (page, "step-overrule");
  g_assert_cmpint (adj_tgtw_state_get_phase (state ()), ==, ADJ_TGTW_PHASE_MISSILE_2);
  g_autofree char *overruled = last_line ();
  g_assert_true (ui_test_contains (overruled, "by the players' choice (3.0, 8.0)"));
  g_assert_false (gtk_widget_get_visible (ui_test_named (page, "step-overrule")));
  next (page, ADJ_TGTW_PHASE_VICTORY);

  page = show ("victory");
  g_assert_cmpstr (ui_test_label_text (page, "victory-verdict"), ==, "The Check Now: Blue League Routs: Red League Wins");
  next (page, ADJ_TGTW_PHASE_OVER);
  g_assert_cmpint (adj_tgtw_state_winner (state ()), ==, RED);
  g_assert_cmpstr (ui_test_label_text (page, "victory-verdict"), ==, "Blue League Routs: Red League Wins");
  g_autofree char *line = last_line ();
  g_assert_cmpstr (line, ==, "Victory Check: Red League 6 of 22, Blue League 24 of 20; Blue League rout, Red League "
                             "win (10.0)");
  screenshot ("tgtw-victory-over.png");

  /* The check undone and made again through the window's actions. */
  GtkWidget *window = GTK_WIDGET (ui_test_main_window (&app));
  g_assert_true (gtk_widget_activate_action (window, "win.undo", NULL));
  g_assert_cmpint (adj_tgtw_state_get_phase (state ()), ==, ADJ_TGTW_PHASE_VICTORY);
  g_assert_true (gtk_widget_get_visible (ui_test_named (page, "step-next")));
  g_assert_true (gtk_widget_activate_action (window, "win.redo", NULL));
  g_assert_cmpint (adj_tgtw_state_winner (state ()), ==, RED);
}

int
main (int argc, char *argv[])
{
  int status;

  ui_test_user_dir_setup ("adj-ui-tgtw-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  ui_test_init ();

  /* The steps build on each other: one game, played in order. */
  g_test_add_func ("/ui/tgtw/new-game", test_new_game);
  g_test_add_func ("/ui/tgtw/turn-1-initiative-rule-4.0", test_initiative);
  g_test_add_func ("/ui/tgtw/turn-1-cards-behind-the-cover-rule-11.0", test_cards);
  g_test_add_func ("/ui/tgtw/turn-1-missiles-with-checks-rule-5.0", test_first_missiles);
  g_test_add_func ("/ui/tgtw/turn-1-action-rule-7.0", test_action);
  g_test_add_func ("/ui/tgtw/dark-and-narrow", test_looks);
  g_test_add_func ("/ui/tgtw/turn-1-rally-victory-check-rule-10.0", test_rally_and_victory);
  g_test_add_func ("/ui/tgtw/turn-2-rule-3.0-phase-4-overrule-to-the-rout-rule-10.0", test_turn_two);
  status = g_test_run ();

  ui_test_app_quit (&app);
  ui_test_user_dir_cleanup ();
  return status;
}
