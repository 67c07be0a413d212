/* test-cog-game.c: a game of Clash of Giants III through the real window
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The demonstration battle from the New Game dialog, then a whole day
 * turn clicked through its pages: Early Entry rolls typed (9.3), the AM
 * cup with its chances typed from a real cup (6.3.2), an SCM's roll, a
 * new CM set aside (6.3.3), CM draws typed and blind with Command Track
 * rolls (10.1), the Combat Action and a combat worked out, rolled, applied
 * and undone as one step (12.9), a Retreat Phase loss (6.3.4), a hex taken
 * and the victory points (5). The second day played quickly through the
 * same buttons; then the night turn: CMs withheld (15.1), no combat, the
 * surrender reminder and a surrender (15.3), replacements (9.6), the next
 * turn. Each step is checked against the engine's state.
 */

#include "config.h"

#include <glib/gstdio.h>

#include "cog-ui-test.h"
#include "adj-cog-combat.h"
#include "adj-outcome-chart.h"
#include "adj-roll-row.h"
#include "adj-window-actions.h"
#include "adj-spin-check.h"
#include "ui-test-steady.h"

static AdjApplication *app;

static const AdjCogState *
state (void)
{
  return cog_ui_state (&app);
}

static guint
unit (const char *id)
{
  int u = adj_cog_battle_find_unit (cog_ui_battle (&app), id);
  g_assert_cmpint (u, >=, 0);
  return (guint) u;
}

static int
steps (const char *id)
{
  return adj_cog_state_unit_steps (state (), unit (id));
}

static GtkWidget *
page (const char *name)
{
  return cog_ui_page (&app, name);
}

static void
done (GtkWidget *p)
{
  cog_ui_done (&app, p);
}

static void
test_new_game (void)
{
  cog_ui_new_game (&app, FALSE);
  /* The game opens on its turn page. */
  GtkWidget *turn = page ("cog-turn");
  g_assert_cmpstr (ui_test_label_text (turn, "turn-label"), ==, "Turn 1 (0900)");
  g_assert_true (ui_test_contains (ui_test_label_text (turn, "next-prompt"), "Early Entry"));
  /* A day turn: the night's rules wait for the night (15). */
  g_assert_false (gtk_widget_is_visible (ui_test_named (turn, "night-rules")));
  cog_ui_shots (&app, turn, "cog-turn");
}

/* 9.3: the Gray 2nd Division, due on turn 2, rolls 2 and comes now; the
 * Blue 2nd rolls 5 and comes one turn after its printed turn 2. */
static void
test_early_entry (void)
{
  GtkWidget *p = page ("cog-reinforcements");
  /* Every face, asked of the engine before the roll. */
  GtkWidget *row = ui_test_named (p, "early_entry:r-gray-2");
  g_assert_cmpstr (ui_test_label_text (row, "roll-subtitle"), ==,
                   "1\u20133 (3 in 6): enters this turn · 4\u20135 (2 in 6): enters on turn 3 (Night) · "
                   "6 (1 in 6): enters on turn 4 (0600)");
  cog_ui_shots (&app, p, "cog-reinforcements");
  cog_ui_type_roll (p, "early_entry:r-gray-2", 2);
  /* The page says what was done. */
  g_assert_cmpstr (ui_test_label_text (p, "last-step"), ==, "Last: Gray 2nd Division rolls 2: enters this turn (9.3)");
  AdjCogGroupInfo g;
  adj_cog_state_group (state (), (guint) adj_cog_battle_find_reinforcement (cog_ui_battle (&app), "r-gray-2"), &g);
  g_assert_cmpuint (g.turn, ==, 0);
  g_assert_null (ui_test_find_named (p, "early_entry:r-gray-2"));
  done (p);
  g_assert_cmpstr (cog_ui_step (&app), ==, "early-union");
  cog_ui_type_roll (p, "early_entry:r-blue-2", 5);
  adj_cog_state_group (state (), (guint) adj_cog_battle_find_reinforcement (cog_ui_battle (&app), "r-blue-2"), &g);
  g_assert_cmpuint (g.turn, ==, 2);
  done (p);
  done (p);  /* reinforce-csa: nothing due */
  done (p);  /* reinforce-union */
  g_assert_cmpstr (cog_ui_step (&app), ==, "place");
  g_assert_cmpint (adj_cog_state_unit_status (state (), unit ("dogwood")), ==, ADJ_COG_UNIT_ON_MAP);
  done (p);
  g_assert_cmpstr (cog_ui_step (&app), ==, "artillery");
}

static guint
am (const char *id)
{
  int a = adj_cog_battle_find_am (cog_ui_battle (&app), id);
  g_assert_cmpint (a, >=, 0);
  return (guint) a;
}

/* The index among the cup's markers of @name, as the cup view lists them. */
static char *
pick_name (GtkWidget *cup, const char *marker)
{
  GtkWidget *list = ui_test_named (cup, "cup-pick-list");
  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    if (g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), marker) == 0)
      return g_strdup (gtk_widget_get_name (row));
  g_error ("no %s in the cup", marker);
}

static void
tick (GtkWidget *cup, const char *marker)
{
  g_autofree char *name = pick_name (cup, marker);
  GtkWidget *row = ui_test_named (cup, name);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (ui_test_find_descendant (row, GTK_TYPE_CHECK_BUTTON)), TRUE);
}

/* 6.3.2: four AMs in the cup, two drawn; the Blue Reserve set apart. The
 * chances of each count of one's own, then the draw typed from a real cup;
 * the Gray Commander's availability roll. */
static void
test_artillery (void)
{
  GtkWidget *p = page ("cog-artillery");
  GtkWidget *cup = ui_test_named (p, "am-cup");
  g_assert_cmpstr (ui_test_label_text (cup, "cup-summary"), ==, "4 markers in the cup, 2 to be drawn");
  g_assert_cmpstr (ui_test_label_text (p, "am-set-apart"), ==,
                   "Set apart from the cup, available every day turn: Blue Reserve Artillery (Union).");
  /* Two of four drawn: 0, 1 or 2 of one's own two with 1/6, 4/6, 1/6. */
  AdjOutcomeChart *chances = ADJ_OUTCOME_CHART (ui_test_named (cup, "cup-chances-0"));
  g_assert_cmpuint (adj_outcome_chart_get_n_bars (chances), ==, 3);
  g_assert_cmpfloat_with_epsilon (adj_outcome_chart_get_bar (chances, 0)->probability, 1.0 / 6, 1e-12);
  g_assert_cmpfloat_with_epsilon (adj_outcome_chart_get_bar (chances, 1)->probability, 4.0 / 6, 1e-12);
  cog_ui_shots (&app, p, "cog-artillery");

  ui_test_click (cup, "cup-type");
  g_assert_cmpstr (ui_test_label_text (cup, "cup-pick-count"), ==, "0 of 2 ticked");
  g_assert_false (gtk_widget_get_sensitive (ui_test_named (cup, "cup-pick-record")));
  tick (cup, "Gray 1st Division Artillery");
  tick (cup, "Blue 1st Division Artillery A");
  ui_test_click (cup, "cup-pick-record");
  g_assert_cmpint (adj_cog_state_am_status (state (), am ("am-gray-1")), ==, ADJ_COG_AM_DRAWN);
  g_assert_cmpint (adj_cog_state_am_status (state (), am ("am-blue-1a")), ==, ADJ_COG_AM_DRAWN);
  g_assert_cmpint (adj_cog_state_am_status (state (), am ("am-blue-1b")), ==, ADJ_COG_AM_SET_ASIDE);
  /* The basic rule: each side is handed its own, face up. */
  GtkWidget *row = ui_test_named (p, "artillery:union");
  g_assert_true (ui_test_contains (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "Blue 1st Division Artillery A (drawn)"));
  g_assert_true (ui_test_contains (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "Blue Reserve Artillery (set apart"));

  /* The SCM may not be set out before its roll (6.3.2). */
  g_assert_false (gtk_widget_get_sensitive (ui_test_named (p, "next-step")));
  g_assert_true (ui_test_contains (ui_test_label_text (p, "next-hint"), "6.3.2"));
  GtkWidget *scm = ui_test_named (p, "scm:scm-gray-commander");
  g_assert_true (ui_test_contains (ui_test_label_text (scm, "roll-subtitle"),
                                   "1\u20134 (4 in 6): available this turn · 5\u20136 (2 in 6): not available"));
  /* A 7 is no die roll: refused in the row, nothing recorded. */
  guint before = ui_test_journal_length (&app);
  ui_test_type_into (scm, "roll-entry", "7");
  ui_test_click (scm, "roll-record");
  g_assert_true (gtk_widget_get_visible (ui_test_named (scm, "roll-message")));
  g_assert_cmpuint (ui_test_journal_length (&app), ==, before);
  cog_ui_type_roll (p, "scm:scm-gray-commander", 2);
  g_assert_cmpint (adj_cog_state_scm_roll (state (), 0, NULL), ==, 2);
  cog_ui_shots (&app, p, "cog-artillery-drawn");
  done (p);
  g_assert_cmpstr (cog_ui_step (&app), ==, "cup");
}

/* 6.3.3: the Gray 2nd Division's CM arrived this turn: it waits until the
 * cup is empty. */
static void
test_cup (void)
{
  GtkWidget *p = page ("cog-command");
  g_assert_null (ui_test_find_named (p, "set_aside:cm-gray-1"));
  g_assert_null (ui_test_find_named (p, "withhold:cm-gray-2"));  /* a day turn */
  ui_test_click (p, "set_aside:cm-gray-2");
  g_assert_cmpint (adj_cog_state_cm_status (state (), 1), ==, ADJ_COG_CM_ASIDE);
  done (p);
  g_assert_cmpstr (cog_ui_step (&app), ==, "draw");
}

/* 6.3.3, 10.1: the CSA draws first, from a real cup: the Blue 1st
 * Division's CM. Its track 1,2,3,3,4,5 gives 3 MP for a 4. */
static void
test_draw_and_command_roll (void)
{
  GtkWidget *p = page ("cog-command");
  g_assert_true (ui_test_contains (ui_test_label_text (p, "drawer"), "The Confederate player draws"));
  GtkWidget *cup = ui_test_named (p, "cm-cup");
  g_assert_cmpstr (ui_test_label_text (cup, "cup-summary"), ==, "5 markers in the cup, 1 to be drawn");
  /* Three of the five are the CSA's (the Gray Commander among them). */
  AdjOutcomeChart *chances = ADJ_OUTCOME_CHART (ui_test_named (cup, "cup-chances-0"));
  g_assert_cmpfloat_with_epsilon (adj_outcome_chart_get_bar (chances, 1)->probability, 3.0 / 5, 1e-12);
  cog_ui_shots (&app, p, "cog-command-cup");
  ui_test_click (cup, "cup-type");
  tick (cup, "Blue 1st Division CM");
  ui_test_click (cup, "cup-pick-record");
  g_assert_cmpstr (cog_ui_step (&app), ==, "activation");
  g_assert_true (ui_test_contains (ui_test_label_text (p, "active-marker"), "Blue 1st Division CM (Union)"));

  GtkWidget *row = ui_test_named (p, "command_roll:blue-1");
  g_assert_cmpstr (ui_test_label_text (row, "roll-subtitle"), ==,
                   "1 (1 in 6): 1 MP · 2 (1 in 6): 2 MP · 3\u20134 (2 in 6): 3 MP · 5 (1 in 6): 4 MP · 6 (1 in 6): 5 MP");
  /* No Combat Action before the formation has moved (6.3.3). */
  g_assert_null (ui_test_find_named (p, "declare-combat-action"));
  cog_ui_type_roll (p, "command_roll:blue-1", 4);
  g_assert_cmpint (adj_cog_state_formation_ma (state (), 3, NULL), ==, 3);
  g_assert_true (ui_test_contains (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (ui_test_named (p, "ma:blue-1"))),
                                   "Rolled 4: movement allowance 3"));
  cog_ui_shots (&app, p, "cog-command-activation");
  ui_test_click (p, "declare-combat-action");
  g_assert_true (adj_cog_state_combat_action_used (state (), ADJ_COG_UNION));
  g_assert_true (adj_cog_state_combat_open (state ()));
}

/* 12.9: Granite and Hickory (4 steps) with the Blue 1st Division's AM
 * against Birch (2): 5 to 2, the 2-1 column, -1/+1, loss limit 4 (12.9.2,
 * example 1). Birch's TER 3 with +1: a step on 3-6, retreating 1, 2, 3 and
 * 3 hexes. Rolls 4 for Birch, 5 and 3 for the attackers. */
static void
test_combat (void)
{
  GtkWidget *p = page ("cog-combat");
  cog_ui_check (p, "attacker:granite");
  cog_ui_check (p, "attacker:hickory");
  cog_ui_set_role (p, "birch", ADJ_COG_ROLE_DEFENDS);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (ui_test_named (p, "attacker-am")), 1);
  cog_ui_settle ();
  /* The odds' heading, with the factors below it. */
  GtkWidget *odds = ui_test_named (p, "odds");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_widget_get_prev_sibling (odds))), ==,
                   "Odds: 5 to 2, the 2-1 column, rounded for the defender (12.9.1)");
  g_assert_cmpstr (cog_ui_subtitle (p, "cell:attacker_drm"), ==, "printed in the rulebook (12.9.2, example 1)");
  g_assert_cmpstr (cog_ui_subtitle (p, "cell:loss_limit"), ==, "printed in the rulebook (12.9.2, example 1)");
  AdjOutcomeChart *birch = ADJ_OUTCOME_CHART (ui_test_find_descendant (ui_test_named (p, "chances:birch"),
                                                                         ADJ_TYPE_OUTCOME_CHART));
  g_assert_cmpuint (adj_outcome_chart_get_n_bars (birch), ==, 4);
  g_assert_cmpstr (adj_outcome_chart_get_bar (birch, 0)->label, ==, "No effect: stays");
  g_assert_cmpfloat_with_epsilon (adj_outcome_chart_get_bar (birch, 0)->probability, 2.0 / 6, 1e-12);
  g_assert_cmpstr (adj_outcome_chart_get_bar (birch, 3)->label, ==, "Loses a step, retreats 3 hexes");
  g_assert_cmpfloat_with_epsilon (adj_outcome_chart_get_bar (birch, 3)->probability, 2.0 / 6, 1e-12);
  cog_ui_shots (&app, p, "cog-combat");
  cog_ui_shot_at (&app, p, "odds", "cog-combat-odds.png");
  cog_ui_shot_at (&app, p, "unit-chances", "cog-combat-chances.png");

  /* Nothing under the pointer moves as the page follows a change: a roll
   * typed far down the page leaves the page where it was, and the new
   * field where the old one was focused. */
  GtkWindow *win = ui_test_main_window (&app);
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (
    GTK_SCROLLED_WINDOW (ui_test_find_descendant (p, GTK_TYPE_SCROLLED_WINDOW)));
  ui_test_wait_for_new_frame (win);
  double down = gtk_adjustment_get_upper (adj) - gtk_adjustment_get_page_size (adj);
  g_assert_cmpfloat (down, >, 100);
  gtk_adjustment_set_value (adj, down - 40);
  gtk_widget_grab_focus (ui_test_named (p, "roll:birch"));
  ui_test_wait_for_new_frame (win);
  double was = gtk_adjustment_get_value (adj);
  /* A choice that lays the page out again: the artillery, dropped and
   * taken again, with the page scrolled to it and its menu focused. */
  GtkWidget *am_menu = ui_test_named (p, "attacker-am");
  graphene_point_t at;
  g_assert_true (gtk_widget_compute_point (am_menu, gtk_scrolled_window_get_child (
    GTK_SCROLLED_WINDOW (ui_test_find_descendant (p, GTK_TYPE_SCROLLED_WINDOW))), &GRAPHENE_POINT_INIT (0, 0), &at));
  /* The point is in the viewport's frame, which is scrolled by the value. */
  gtk_adjustment_set_value (adj, gtk_adjustment_get_value (adj) + at.y - 100);
  gtk_widget_grab_focus (am_menu);
  ui_test_wait_for_new_frame (win);
  double at_am = gtk_adjustment_get_value (adj);
  g_assert_cmpfloat (at_am, >, 100);
  for (guint k = 0; k < 2; k++)
    {
      gtk_drop_down_set_selected (GTK_DROP_DOWN (ui_test_named (p, "attacker-am")), k == 0 ? 0 : 1);
      cog_ui_settle ();
      ui_test_wait_for_new_frame (win);
      ui_test_wait_for_new_frame (win);
      g_test_message ("artillery changed: scroll before %.0f after %.0f", at_am, gtk_adjustment_get_value (adj));
      g_assert_cmpfloat_with_epsilon (gtk_adjustment_get_value (adj), at_am, 1);
      GtkWidget *now = gtk_root_get_focus (GTK_ROOT (win)), *menu = ui_test_named (p, "attacker-am");
      g_assert_true (now != NULL && (now == menu || gtk_widget_is_ancestor (now, menu)));
    }
  gtk_adjustment_set_value (adj, was);
  gtk_widget_grab_focus (ui_test_named (p, "roll:birch"));
  ui_test_wait_for_new_frame (win);
  /* Issue 25: each roll typed leaves Apply and the next roll's field
   * where they were in the window. */
  UiTestSpot apply_spot, next_spot;
  ui_test_spot_take (&apply_spot, win, p, "combat-apply");
  ui_test_spot_take (&next_spot, win, p, "roll:granite");
  cog_ui_type (p, "roll:birch", "4");
  ui_test_spot_assert_same (&apply_spot, win, "a defender's roll typed (12.9)");
  ui_test_spot_assert_same (&next_spot, win, "a defender's roll typed (12.9)");
  ui_test_wait_for_new_frame (win);
  ui_test_wait_for_new_frame (win);
  g_test_message ("scroll before %.0f after %.0f", was, gtk_adjustment_get_value (adj));
  g_assert_cmpfloat_with_epsilon (gtk_adjustment_get_value (adj), was, 1);
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (win)), *roll = ui_test_named (p, "roll:birch");
  g_assert_true (focus != NULL && (focus == roll || gtk_widget_is_ancestor (focus, roll)));
  cog_ui_type (p, "roll:granite", "5");
  ui_test_spot_assert_same (&apply_spot, win, "an attacker's roll typed (12.9)");
  cog_ui_type (p, "roll:hickory", "3");
  ui_test_spot_assert_same (&apply_spot, win, "the last roll typed (12.9)");
  g_assert_cmpstr (cog_ui_subtitle (p, "result:birch"), ==, "rolls 4, 5 modified: loses a step and retreats 2 hexes");
  g_assert_cmpstr (cog_ui_subtitle (p, "result:granite"), ==, "rolls 5, 4 modified: loses a step");
  g_assert_cmpstr (cog_ui_subtitle (p, "result:hickory"), ==, "rolls 3, 2 modified: no effect");
  cog_ui_shots (&app, p, "cog-combat-rolled");
  cog_ui_narrow (&app, p, "cog-combat-narrow.png");

  /* Applied as one step: the combat and its two step losses. */
  guint before = ui_test_journal_length (&app);
  ui_test_click (p, "combat-apply");
  g_assert_cmpuint (ui_test_journal_length (&app), ==, before + 1);
  g_assert_cmpint (steps ("birch"), ==, 1);
  g_assert_cmpint (steps ("granite"), ==, 1);
  g_assert_cmpint (steps ("hickory"), ==, 2);
  g_assert_cmpint (adj_cog_state_am_status (state (), am ("am-blue-1a")), ==, ADJ_COG_AM_USED);
  g_autofree char *line = adj_journal_describe (adj_game_session_get_journal (ui_test_session (&app)), before);
  g_assert_true (ui_test_contains (line, "Combat at 2-1, 5 to 2 (12.9)"));
  g_assert_true (ui_test_contains (line, "Birch Brigade rolls 4: a step and 2 hexes back"));
  g_assert_true (ui_test_contains (line, "Birch Brigade loses a step, 1 left (12.9)"));

  /* Undone as one step, redone as one. */
  GtkWindow *window = ui_test_main_window (&app);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpuint (ui_test_journal_length (&app), ==, before);
  g_assert_cmpint (steps ("birch"), ==, 2);
  g_assert_cmpint (steps ("granite"), ==, 2);
  g_assert_cmpint (adj_cog_state_am_status (state (), am ("am-blue-1a")), ==, ADJ_COG_AM_DRAWN);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  g_assert_cmpint (steps ("birch"), ==, 1);
  g_assert_cmpint (steps ("granite"), ==, 1);
  /* The journal reads the step as one line, in words. */
  GtkWidget *journal = ui_test_show_page (window, "journal", "AdjJournalPage");
  g_assert_true (ui_test_contains (ui_test_journal_line (journal, before + 1), "Combat at 2-1"));
  ui_test_wait_for_new_frame (window);
  ui_test_save_screenshot (window, "cog-journal.png");
  /* The attackers have attacked (12.3): the page offers them greyed,
   * after the others, saying why. Birch, attacked and retreated, may
   * still be named as having retreated into a hex (12.10.5). */
  p = page ("cog-combat");
  GtkWidget *granite = ui_test_named (p, "attacker:granite");
  g_assert_false (gtk_widget_is_sensitive (granite));
  g_assert_true (gtk_widget_is_sensitive (ui_test_named (p, "attacker:iron")));
  g_assert_true (gtk_widget_is_sensitive (ui_test_named (p, "defender:birch")));
  g_assert_true (ui_test_contains (
    adw_action_row_get_subtitle (ADW_ACTION_ROW (gtk_widget_get_ancestor (granite, ADW_TYPE_ACTION_ROW))),
    "12.3: Granite Brigade has attacked"));
  ui_test_wait_for_new_frame (window);
  ui_test_save_screenshot (window, "cog-combat-after-attack.png");
  /* Forced anyway, the engine still refuses with the rule. */
  cog_ui_check (p, "attacker:granite");
  cog_ui_set_role (p, "birch", ADJ_COG_ROLE_DEFENDS);
  g_assert_true (ui_test_contains (ui_test_label_text (p, "combat-refusal"), "12.3"));
}

/* The rest of the Operational Phase: blind draws, each formation's roll
 * made by Adjutant, activations ended, until the Retreat Phase. */
static void
play_operations (void)
{
  GtkWidget *p = page ("cog-command");
  for (int guard = 0; guard < 40 && g_strcmp0 (cog_ui_step (&app), "retreat") != 0; guard++)
    {
      if (g_strcmp0 (cog_ui_step (&app), "draw") == 0)
        {
          ui_test_click (ui_test_named (p, "cm-cup"), "cup-draw");
          continue;
        }
      if (g_strcmp0 (cog_ui_step (&app), "activation") == 0)
        {
          const AdjCogBattle *b = cog_ui_battle (&app);
          for (guint f = 0; f < adj_cog_battle_n_formations (b); f++)
            if (adj_cog_state_needs_command_roll (state (), f))
              {
                g_autofree char *name = g_strdup_printf ("command_roll:%s", adj_cog_battle_formation (b, f)->id);
                guint before = ui_test_journal_length (&app);
                ui_test_click (ui_test_named (p, name), "roll-virtual");
                g_assert_cmpuint (ui_test_journal_length (&app), ==, before + 1);
                g_assert_cmpint (adj_cog_state_formation_ma (state (), f, NULL), >=, 1);
              }
        }
      done (p);
    }
  g_assert_cmpstr (cog_ui_step (&app), ==, "retreat");
}

static void
test_end_of_day (void)
{
  g_assert_cmpstr (cog_ui_step (&app), ==, "activation");
  done (page ("cog-command"));  /* ends the Blue 1st Division's activation */
  g_assert_cmpint (adj_cog_state_drawer (state ()), ==, ADJ_COG_UNION);
  play_operations ();

  /* 6.3.4: Iron Brigade cannot retreat 4 hexes: its one step is lost. */
  GtkWidget *p = page ("cog-forces");
  g_assert_true (ui_test_contains (ui_test_label_text (p, "next-prompt"), "6.3.4"));
  cog_ui_shots (&app, p, "cog-forces");
  ui_test_click (p, "retreat_phase:iron");
  g_assert_cmpint (adj_cog_state_unit_status (state (), unit ("iron")), ==, ADJ_COG_UNIT_ELIMINATED);
  /* One step a phase: Alder (3 steps) loses one, and the page offers no
   * second (the button stayed and took another step before). */
  p = page ("cog-forces");
  ui_test_click (p, "retreat_phase:alder");
  g_assert_cmpint (adj_cog_state_unit_steps (state (), unit ("alder")), ==, 2);
  p = page ("cog-forces");
  g_assert_null (ui_test_find_named (p, "retreat_phase:alder"));
  g_assert_nonnull (ui_test_find_named (p, "retreat_phase:birch"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (gtk_widget_get_root (p)), "win.undo", NULL));
  g_assert_cmpint (adj_cog_state_unit_steps (state (), unit ("alder")), ==, 3);
  p = page ("cog-forces");
  done (p);
  g_assert_cmpstr (cog_ui_step (&app), ==, "turn-end");

  /* 5.1, 5.2: the CSA has 2 Union steps (Granite's, Iron's) and Mill
   * Ridge (2); it takes the Crossroads (3). */
  p = page ("cog-victory");
  g_assert_cmpint (adj_cog_state_vp (state (), ADJ_COG_CSA), ==, 4);
  ui_test_click (p, "control:1507:csa");
  g_assert_cmpint (adj_cog_state_vp (state (), ADJ_COG_CSA), ==, 7);
  g_assert_cmpint (adj_cog_state_vp (state (), ADJ_COG_UNION), ==, 1);
  p = page ("cog-victory");
  g_assert_true (ui_test_contains (cog_ui_subtitle (p, "hex:1507"), "Held by the Confederate"));
  /* The battle book's other points, with what they are for. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (ui_test_named (p, "vp-side")), 1);
  /* Typed past the field's range, the points are refused with the reason,
   * not cut to 99 without a word. */
  GtkSpinButton *points = GTK_SPIN_BUTTON (ui_test_named (p, "vp-points"));
  gtk_editable_set_text (GTK_EDITABLE (points), "99999");
  gtk_spin_button_update (points);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (points), ==, 1);
  g_assert_true (ui_test_contains (adj_spin_check_get_reason (points), "from -99 to 99 (it stays 1)"));
  gtk_spin_button_set_value (points, 2);
  g_assert_null (adj_spin_check_get_reason (points));
  ui_test_click (p, "vp-add");
  g_assert_true (ui_test_contains (ui_test_label_text (p, "victory-error"), "Say what the points are for"));
  g_assert_cmpint (adj_cog_state_vp (state (), ADJ_COG_UNION), ==, 1);
  gtk_editable_set_text (GTK_EDITABLE (ui_test_named (p, "vp-reason")), "a delay of the Gray 2nd Division");
  ui_test_click (p, "vp-add");
  g_assert_cmpint (adj_cog_state_vp (state (), ADJ_COG_UNION), ==, 3);
  p = page ("cog-victory");
  cog_ui_shots (&app, p, "cog-victory");
  p = page ("cog-turn");
  g_assert_nonnull (ui_test_named (p, "automatic-victory:csa"));
  done (p);
  g_assert_cmpuint (adj_cog_state_turn (state ()), ==, 1);
  g_assert_cmpstr (cog_ui_step (&app), ==, "early-csa");
}

/* A day played quickly through the same buttons: blind draws, rolls made
 * by Adjutant. */
static void
test_second_day (void)
{
  guint turn = adj_cog_state_turn (state ());
  for (int guard = 0; guard < 80 && adj_cog_state_turn (state ()) == turn; guard++)
    {
      const char *step = cog_ui_step (&app);
      if (g_str_equal (step, "artillery"))
        {
          GtkWidget *p = page ("cog-artillery");
          GtkWidget *cup = ui_test_find_named (p, "am-cup");
          if (cup != NULL)
            {
              ui_test_click (cup, "cup-draw");
              continue;
            }
          GtkWidget *scm = ui_test_find_named (p, "scm:scm-gray-commander");
          if (scm != NULL && ADJ_IS_ROLL_ROW (scm))
            {
              ui_test_click (scm, "roll-virtual");
              continue;
            }
          done (p);
        }
      else if (g_str_equal (step, "draw") || g_str_equal (step, "activation"))
        play_operations ();
      else
        done (page ("cog-turn"));
    }
  g_assert_cmpuint (adj_cog_state_turn (state ()), ==, turn + 1);
  g_assert_true (adj_cog_state_is_night (state ()));
}

/* 15.1: the night: no artillery, each side withholds a CM, no combat. */
static void
test_night_operations (void)
{
  GtkWidget *p = page ("cog-turn");
  g_assert_cmpstr (ui_test_label_text (p, "night-label"), ==, "Night (15)");
  g_assert_true (gtk_widget_is_visible (ui_test_named (p, "night-rules")));
  /* The Night Phase's reminder waits for its step (15.3). */
  g_assert_false (gtk_widget_is_visible (ui_test_named (p, "surrender-reminder")));
  GtkWidget *skipped = ui_test_named (p, "step:artillery");
  g_assert_true (ui_test_contains (adw_action_row_get_subtitle (ADW_ACTION_ROW (skipped)), "not on this turn"));
  cog_ui_shots (&app, p, "cog-turn-night");
  for (int i = 0; i < 5; i++)
    done (p);  /* no early entry; the Blue 2nd Division arrives as delayed */
  g_assert_cmpint (adj_cog_state_unit_status (state (), unit ("juniper")), ==, ADJ_COG_UNIT_ON_MAP);
  g_assert_cmpstr (cog_ui_step (&app), ==, "cup");  /* no Artillery/SCM Phase */
  g_assert_true (ui_test_contains (ui_test_label_text (page ("cog-artillery"), "next-prompt"), "15.1"));

  p = page ("cog-command");
  ui_test_click (p, "withhold:cm-gray-1");
  g_assert_null (ui_test_find_named (p, "withhold:cm-gray-cav"));  /* one a side */
  ui_test_click (p, "withhold:cm-blue-1");
  g_assert_cmpint (adj_cog_state_cm_status (state (), 0), ==, ADJ_COG_CM_WITHHELD);
  cog_ui_shots (&app, p, "cog-command-night");
  done (p);
  /* The first activation: no Combat Action at night (15.2). */
  ui_test_click (ui_test_named (p, "cm-cup"), "cup-draw");
  g_assert_cmpstr (cog_ui_step (&app), ==, "activation");
  GtkWidget *combat = ui_test_named (p, "activation-combat");
  g_assert_null (ui_test_find_named (combat, "declare-combat-action"));
  g_assert_true (ui_test_contains (ui_test_label_text (page ("cog-combat"), "combat-status"), "15.2"));
  play_operations ();
  done (page ("cog-forces"));
  g_assert_cmpstr (cog_ui_step (&app), ==, "surrender");
}

/* 15.3, 9.6: Larch Cavalry surrenders; the formations of the withheld CMs
 * rebuild Birch and Granite (a one-step unit never comes back). */
static void
test_night_phase (void)
{
  GtkWidget *p = page ("cog-turn");
  g_assert_true (gtk_widget_is_visible (ui_test_named (p, "surrender-reminder")));
  cog_ui_shots (&app, p, "cog-turn-surrender");
  int csa = adj_cog_state_vp (state (), ADJ_COG_CSA);
  p = page ("cog-forces");
  ui_test_click (p, "surrender:larch");
  g_assert_cmpint (adj_cog_state_unit_status (state (), unit ("larch")), ==, ADJ_COG_UNIT_ELIMINATED);
  g_assert_cmpint (adj_cog_state_vp (state (), ADJ_COG_CSA), ==, csa + 1);
  done (p);
  g_assert_cmpstr (cog_ui_step (&app), ==, "replace-csa");

  p = page ("cog-command");
  g_assert_null (ui_test_find_named (p, "replace:dogwood"));  /* not of the withheld CM's formation */
  cog_ui_shots (&app, p, "cog-replacements");
  int union_vp = adj_cog_state_vp (state (), ADJ_COG_UNION);
  ui_test_click (p, "replace:birch");
  g_assert_cmpint (steps ("birch"), ==, 2);
  g_assert_cmpint (adj_cog_state_vp (state (), ADJ_COG_UNION), ==, union_vp - 1);
  g_assert_null (ui_test_find_named (p, "replace:alder"));  /* one per formation */
  done (p);
  g_assert_null (ui_test_find_named (p, "replace:iron"));  /* one step: never returns */
  ui_test_click (p, "replace:granite");
  g_assert_cmpint (steps ("granite"), ==, 2);
  done (p);
  g_assert_cmpstr (cog_ui_step (&app), ==, "turn-end");
  done (page ("cog-turn"));
  g_assert_cmpuint (adj_cog_state_turn (state ()), ==, 3);
  g_assert_false (adj_cog_state_is_night (state ()));
}

/* Every page fits a window 360 px wide. */
static void
test_narrow (void)
{
  static const char *const pages[] = { "cog-turn", "cog-reinforcements", "cog-artillery", "cog-command",
                                       "cog-combat", "cog-forces", "cog-victory", "cog-chart" };
  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      g_autofree char *file = g_strdup_printf ("%s-narrow.png", pages[i]);
      cog_ui_narrow (&app, page (pages[i]), file);
    }
}

int
main (int argc, char *argv[])
{
  int status;

  ui_test_user_dir_setup ("adj-ui-cog-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  ui_test_init ();
  /* One game, played in order. */
  g_test_add_func ("/ui/cog/new-game", test_new_game);
  g_test_add_func ("/ui/cog/turn-1/early-entry-rule-9.3", test_early_entry);
  g_test_add_func ("/ui/cog/turn-1/artillery-cup-rule-6.3.2", test_artillery);
  g_test_add_func ("/ui/cog/turn-1/cm-set-aside-rule-6.3.3", test_cup);
  g_test_add_func ("/ui/cog/turn-1/draw-command-roll-rule-10.1", test_draw_and_command_roll);
  g_test_add_func ("/ui/cog/turn-1/combat-applied-undone-rule-12.9", test_combat);
  g_test_add_func ("/ui/cog/turn-1/retreat-phase-victory-rule-6.3.4-5", test_end_of_day);
  g_test_add_func ("/ui/cog/turn-2/quick-day", test_second_day);
  g_test_add_func ("/ui/cog/turn-3/night-withhold-no-combat-rule-15.1-15.2", test_night_operations);
  g_test_add_func ("/ui/cog/turn-3/surrender-replacements-rule-15.3-9.6", test_night_phase);
  g_test_add_func ("/ui/cog/turn-4/narrow", test_narrow);
  status = g_test_run ();
  ui_test_app_quit (&app);
  ui_test_user_dir_cleanup ();
  return status;
}
