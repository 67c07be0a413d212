/* test-glory-procedure.c: Glory III's procedure through the real pages
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * On the sample battle: the Rally step has its page, with the units that
 * may rally and their odds, the roll applied through the journal, Next
 * refused with the rule while one may still try and Go on Anyway recorded
 * (11.5); in the Recovery Phase the markers and the boxes offer the way
 * on (3.D); leaders that failed to combine show waiting, acting and done
 * as well as Out of Command (4.25); the charging row offers the units that may charge first and
 * greys one Defensive Fire disordered (10.11, 10.33); a Defensive Fire
 * roll applied is not applied again (10.32, 10.33).
 */

#include "config.h"

#include <string.h>

#include "adj-charge-setup.h"
#include "adj-roll-entry.h"
#include "adj-stack-editor.h"
#include "adj-step-bar.h"
#include "adj-unit-editor.h"
#include "ui-test-util.h"

static AdjApplication *app;

static void
apply (AdjAction *action)
{
  ui_test_apply (&app, action);
}

static guint
unit_id (const char *id)
{
  return ui_test_unit (&app, id);
}

/* Clicks @name on @page, which must be shown and sensitive. */
static void
click (GtkWidget *page, const char *name)
{
  GtkWidget *button = ui_test_named (page, name);
  g_assert_true (gtk_widget_is_visible (button));
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
}

static const char *
subtitle (GtkWidget *page, const char *row)
{
  return adw_action_row_get_subtitle (ADW_ACTION_ROW (ui_test_named (page, row)));
}

static const char *
last_line (void)
{
  static char *line;
  AdjJournal *j = adj_game_session_get_journal (ui_test_session (&app));
  g_free (line);
  line = adj_journal_describe (j, adj_journal_get_cursor (j) - 1);
  return line;
}

/* 11.5: Leader A's Brigades A1 and A2 disordered in the Confederate
 * activation; the Turn & Phase page's Next leads to the Rally step, and
 * its button to the Rally page. */
static void
test_rally_page (void)
{
  ui_test_resize_from_outside (ui_test_main_window (&app), 1100, 1000);
  ui_test_start_sample_game (&app, FALSE, "csa-leader-a", ADJ_STEP_ARTILLERY_FIRE);
  apply (adj_action_unit (ADJ_ACTION_DISORDER, unit_id ("csa-a-1")));
  apply (adj_action_unit (ADJ_ACTION_DISORDER, unit_id ("csa-a-2")));

  GtkWidget *turn = ui_test_show_page (ui_test_main_window (&app), "turn", "AdjTurnPage");
  while (adj_game_state_get_step (ui_test_state (&app)) != ADJ_STEP_RALLY)
    click (turn, "next-button");
  AdjStepBar *bar = ADJ_STEP_BAR (ui_test_find_descendant (turn, ADJ_TYPE_STEP_BAR));
  g_assert_cmpstr (adj_step_bar_get_goto_page (bar), ==, "rally");
  click (turn, "goto-button");
  GtkWidget *page = ui_test_find_descendant (GTK_WIDGET (ui_test_main_window (&app)), g_type_from_name ("AdjRallyPage"));
  ui_test_iterate_until (ui_test_is_mapped, page, "the Rally page");

  /* The units that may rally, each with the engine's odds (11.52):
   * disordered cohesion 5 and 4. */
  g_assert_true (ui_test_contains (subtitle (page, "rally-row:csa-a-1"), "Rallies on 5 or less: 60% (11.52)"));
  g_assert_true (ui_test_contains (subtitle (page, "rally-row:csa-a-2"), "Rallies on 4 or less: 50% (11.52)"));
  g_assert_true (ui_test_contains (adw_preferences_group_get_description (
                                     ADW_PREFERENCES_GROUP (ui_test_named (page, "rally-group"))), "2 units may still try"));

  /* Next is refused with the rule while they may try; the engine says why. */
  g_assert_true (ui_test_contains (ui_test_label_text (page, "next-hint"), "may still try to rally (11.51)"));
  guint before = ui_test_journal_length (&app);
  click (page, "next-button");
  g_assert_cmpint (adj_game_state_get_step (ui_test_state (&app)), ==, ADJ_STEP_RALLY);
  g_assert_cmpuint (ui_test_journal_length (&app), ==, before);
  g_assert_true (ui_test_contains (ui_test_label_text (page, "step-error"),
                                   "Brigade A1 (invented) and 1 other unit may still try to rally (11.51)"));

  /* A typed roll: 3 rallies A1 (11.52); its row stays, with the verdict.
   * A2's row, its words the same, is kept as it is, with what is typed in
   * it (and not measured anew). */
  GtkWidget *row_a1 = ui_test_named (page, "rally-row:csa-a-1");
  GtkWidget *row_a2 = ui_test_named (page, "rally-row:csa-a-2");
  GtkWidget *entry_a2 = ui_test_named (page, "rally-entry:csa-a-2");
  gtk_editable_set_text (GTK_EDITABLE (entry_a2), "7");
  gtk_editable_set_text (GTK_EDITABLE (ui_test_named (page, "rally-entry:csa-a-1")), "3");
  click (page, "rally-record:csa-a-1");
  g_assert_true (ui_test_named (page, "rally-row:csa-a-1") == row_a1);
  g_assert_true (ui_test_named (page, "rally-row:csa-a-2") == row_a2);
  g_assert_true (ui_test_named (page, "rally-entry:csa-a-2") == entry_a2);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry_a2)), ==, "7");
  /* Undone, A1's row offers its roll again, in place; redone, the verdict. */
  gtk_widget_activate_action (GTK_WIDGET (ui_test_main_window (&app)), "win.undo", NULL);
  g_assert_true (adj_game_state_unit_disordered (ui_test_state (&app), unit_id ("csa-a-1")));
  g_assert_true (ui_test_named (page, "rally-row:csa-a-1") == row_a1);
  g_assert_true (ui_test_contains (subtitle (page, "rally-row:csa-a-1"), "Rallies on 5 or less: 60% (11.52)"));
  g_assert_true (gtk_widget_get_sensitive (ui_test_named (page, "rally-record:csa-a-1")));
  g_assert_true (ui_test_named (page, "rally-entry:csa-a-2") == entry_a2);
  gtk_widget_activate_action (GTK_WIDGET (ui_test_main_window (&app)), "win.redo", NULL);
  gtk_editable_set_text (GTK_EDITABLE (entry_a2), "");
  g_assert_false (adj_game_state_unit_disordered (ui_test_state (&app), unit_id ("csa-a-1")));
  g_assert_cmpstr (ui_test_label_text (page, "rally-result"), ==, last_line ());
  g_assert_true (gtk_widget_get_visible (ui_test_named (page, "rally-result")));
  g_assert_true (ui_test_contains (subtitle (page, "rally-row:csa-a-1"), "Rallied"));
  /* Its controls stay, off, so that nothing below moves (issue 25). */
  g_assert_false (gtk_widget_get_sensitive (ui_test_named (page, "rally-record:csa-a-1")));
  g_assert_false (gtk_widget_get_visible (ui_test_named (page, "step-error")));
  g_assert_true (ui_test_contains (ui_test_label_text (page, "next-hint"),
                                   "Brigade A2 (invented) may still try to rally (11.51)"));

  /* A2 is left disordered by the players' choice: a move of its own. */
  ui_test_page_screenshots (ui_test_main_window (&app), page, "rally-page");
  click (page, "overrule-button");
  g_assert_cmpint (adj_game_state_get_step (ui_test_state (&app)), ==, ADJ_STEP_REMOVE_MARKERS);
  g_assert_cmpstr (last_line (), ==,
                   "Rally step ended with Brigade A2 (invented) still disordered, by the players' choice (11.51)");
  g_assert_true (adj_game_state_unit_disordered (ui_test_state (&app), unit_id ("csa-a-2")));
  g_assert_false (gtk_widget_get_visible (ui_test_named (page, "overrule-button")));
}

/* 3.D: in the Recovery Phase, Activation Markers and Boxes each offer the
 * way on: Next, and from the markers the way to the rolls. */
static void
test_recovery_way_on (void)
{
  while (adj_game_state_get_phase (ui_test_state (&app)) != ADJ_PHASE_RECOVERY)
    apply (ui_test_quiet_action (ui_test_state (&app)));
  guint turn = adj_game_state_get_turn (ui_test_state (&app));
  GtkWidget *pool = ui_test_show_page (ui_test_main_window (&app), "pool", "AdjPoolPage");
  g_assert_true (gtk_widget_is_visible (ui_test_named (pool, "next-button")));
  AdjStepBar *bar = ADJ_STEP_BAR (ui_test_find_descendant (pool, ADJ_TYPE_STEP_BAR));
  g_assert_cmpstr (adj_step_bar_get_goto_page (bar), ==, "boxes");
  click (pool, "goto-button");
  GtkWidget *boxes = ui_test_find_descendant (GTK_WIDGET (ui_test_main_window (&app)), g_type_from_name ("AdjBoxesPage"));
  ui_test_iterate_until (ui_test_is_mapped, boxes, "the Boxes page");
  g_assert_true (ui_test_contains (ui_test_label_text (boxes, "next-hint"), "turn"));
  click (boxes, "next-button");
  g_assert_cmpuint (adj_game_state_get_turn (ui_test_state (&app)), ==, turn + 1);
  /* Out of the Recovery Phase the Boxes page has no Next. */
  g_assert_null (ui_test_find_named (boxes, "next-button"));
}

static const char *
status_of (GtkWidget *page, const char *group)
{
  g_autofree char *name = g_strdup_printf ("group-status:%s", group);
  return ui_test_label_text (page, name);
}

/* 4.25: Getty and Ricketts (ratings 2 and 2) fail to combine on a 2: each
 * still shows where it stands, waiting, acting, done, and Out of Command. */
static void
test_failed_combined_activation (void)
{
  GtkWidget *page = ui_test_show_page (ui_test_main_window (&app), "pool", "AdjPoolPage");
  AdjBattle *b = adj_glory_session_get_battle (ui_test_session (&app));
  int vi1 = adj_battle_find_am (b, "vi-corps#1"), vi2 = adj_battle_find_am (b, "vi-corps#2");

  while (!((adj_game_state_drawn_am (ui_test_state (&app)) == vi1 || adj_game_state_drawn_am (ui_test_state (&app)) == vi2)
           && adj_game_state_get_step (ui_test_state (&app)) == ADJ_STEP_CHOOSE
           && adj_game_state_group_status (ui_test_state (&app), (guint) adj_battle_find_group (b, "getty"))
                == ADJ_GROUP_PENDING))
    {
      const AdjGameState *s = ui_test_state (&app);
      g_assert_cmpint (adj_game_state_get_phase (s), !=, ADJ_PHASE_RECOVERY);
      if (adj_game_state_get_phase (s) == ADJ_PHASE_DRAW)
        apply (adj_action_draw ((guint) (adj_game_state_am_location (s, (guint) vi1) == ADJ_AM_POOL ? vi1 : vi2)));
      else if (adj_game_state_get_phase (s) == ADJ_PHASE_SELECTION)
        {
          /* Every AM each side may put in (3.B). */
          guint side = adj_game_state_has_selected (s, 0) ? 1 : 0;
          g_autoptr (GArray) ams = adj_game_state_available_ams (s, side);
          apply (adj_action_select (side, (guint *) ams->data, ams->len));
        }
      else
        apply (ui_test_quiet_action (s));
    }
  gtk_check_button_set_active (GTK_CHECK_BUTTON (ui_test_named (page, "ca-check:getty")), TRUE);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (ui_test_named (page, "ca-check:ricketts")), TRUE);
  GtkWidget *range = ui_test_named (page, "ca-in-range");
  gtk_switch_set_active (GTK_SWITCH (adw_action_row_get_activatable_widget (ADW_ACTION_ROW (range))), TRUE);
  gtk_editable_set_text (GTK_EDITABLE (ui_test_named (page, "ca-roll")), "2");
  click (page, "ca-record");
  g_assert_true (adj_game_state_group_out_of_command (ui_test_state (&app), (guint) adj_battle_find_group (b, "getty")));
  g_assert_cmpstr (status_of (page, "getty"), ==, "Out of Command (4.25)");
  g_assert_true (gtk_widget_is_visible (ui_test_named (page, "start:getty")));
  click (page, "start:getty");
  g_assert_cmpstr (status_of (page, "getty"), ==, "Acting · Out of Command (4.25)");
  g_assert_cmpstr (status_of (page, "ricketts"), ==, "Waiting · Out of Command (4.25)");
  click (page, "finish-button");
  g_assert_cmpstr (status_of (page, "getty"), ==, "Done · Out of Command (4.25)");
  ui_test_page_screenshots (ui_test_main_window (&app), page, "ca-failed-status");
}

/* ---- the clicks of a typical activation ---- */

static guint clicks, trips;
static GtkWidget *shown;  /* the page the player looks at */

static void
count_click (const char *name)
{
  click (shown, name);
  clicks++;
}

/* To @page by the sidebar: one click, and a trip away from the work. */
static void
go_to (const char *page, const char *type)
{
  shown = ui_test_show_page (ui_test_main_window (&app), page, type);
  clicks++;
  trips++;
}

/* Next (or Command Done) where the player is, else on Activation Markers. */
static void
step_on (const char *button)
{
  GtkWidget *here = ui_test_find_named (shown, button);
  if (here == NULL || !gtk_widget_is_visible (here))
    go_to ("pool", "AdjPoolPage");
  count_click (button);
}

/* The page of the step by the step bar's link where the player is, else
 * by the sidebar. */
static void
open_step_page (const char *page, const char *type)
{
  GtkWidget *go = ui_test_find_named (shown, "goto-button");
  if (go != NULL && gtk_widget_is_visible (go)
      && g_strcmp0 (adj_step_bar_get_goto_page (ADJ_STEP_BAR (gtk_widget_get_ancestor (go, ADJ_TYPE_STEP_BAR))), page) == 0)
    {
      count_click ("goto-button");
      shown = ui_test_find_descendant (GTK_WIDGET (ui_test_main_window (&app)), g_type_from_name (type));
      ui_test_iterate_until (ui_test_is_mapped, shown, type);
      ui_test_wait_for_new_frame (ui_test_main_window (&app));
    }
  else
    go_to (page, type);
}

/* A picker: one click opens it, one picks. */
static void
pick (guint row, const char *id)
{
  ui_test_pick (ui_test_nth (shown, ADJ_TYPE_UNIT_EDITOR, row), id);
  clicks += 2;
}

static void
type_roll (const char *name, int value)
{
  adj_roll_entry_set_roll (ADJ_ROLL_ENTRY (ui_test_named (shown, name)), value);
  clicks++;
}

/* Issue 25: a typical activation (the draw, one charge with Defensive
 * Fire, its results, the command done) counted in clicks through the real
 * pages, the shortest way each page offers: 19 before (Defensive Fire's
 * result and its fire recorded apart; two trips back to Activation
 * Markers for Next and Command Done), 16 now (10.3, 10.31, 10.2). */
static void
test_activation_clicks (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (AdjBattle) battle = adj_glory_session_load_sample (&error);
  g_assert_no_error (error);
  g_assert_true (adj_glory_session_new_game (ui_test_session (&app), battle, NULL, &error));
  g_assert_no_error (error);
  /* One AM in the cup, so the draw is known: the Confederate First Command. */
  guint first = (guint) adj_battle_find_am (battle, "csa-first#1");
  apply (adj_action_hold_out (1, -1));
  apply (adj_action_select (1, &first, 1));
  apply (adj_action_select (0, NULL, 0));
  g_assert_cmpint (adj_game_state_get_phase (ui_test_state (&app)), ==, ADJ_PHASE_DRAW);
  shown = ui_test_show_page (ui_test_main_window (&app), "pool", "AdjPoolPage");
  clicks = trips = 0;

  count_click ("draw-button");
  count_click ("start:csa-leader-a");
  while (adj_game_state_get_step (ui_test_state (&app)) != ADJ_STEP_DEFENSIVE_FIRE)
    step_on ("next-button");
  /* 10.3: Getty 'b' fires at Brigade A1 and misses (a 0). */
  open_step_page ("deffire", "AdjDefFirePage");
  pick (0, "csa-a-1");
  pick (1, "getty-b");
  type_roll ("df-roll-0", 0);
  /* Applying the result records Getty 'b''s Defensive Fire with it (10.31). */
  count_click ("combat-apply");
  g_assert_false (gtk_widget_get_sensitive (ui_test_named (shown, "fire-record")));
  g_assert_true (adj_game_state_unit_fired (ui_test_state (&app), unit_id ("getty-b"), ADJ_FIRE_DEFENSIVE));
  step_on ("next-button");
  g_assert_cmpint (adj_game_state_get_step (ui_test_state (&app)), ==, ADJ_STEP_CHARGE);
  /* 10.2: the same charge, its roll and the checks it asks for. */
  open_step_page ("charge", "AdjChargePage");
  type_roll ("charge-roll", 9);
  GtkWidget *entry;
  for (guint n = 0;; n++)
    {
      g_autofree char *name = g_strdup_printf ("check-roll-%u", n);
      if ((entry = ui_test_find_named (shown, name)) == NULL)
        break;
      if (adj_roll_entry_get_roll (ADJ_ROLL_ENTRY (entry)) < 0)
        {
          adj_roll_entry_set_roll (ADJ_ROLL_ENTRY (entry), 0);
          clicks++;
        }
    }
  guint length = ui_test_journal_length (&app);
  count_click ("combat-apply");
  g_assert_cmpuint (ui_test_journal_length (&app), ==, length + 1);
  step_on ("finish-button");
  g_assert_cmpint (adj_game_state_get_step (ui_test_state (&app)), ==, ADJ_STEP_CHOOSE);
  g_test_message ("a typical activation: %u clicks, %u by the sidebar", clicks, trips);
  g_assert_cmpuint (trips, ==, 0);
  g_assert_cmpuint (clicks, ==, 16);
}

/* 10.11, 10.33: Brigade A1, disordered by Defensive Fire, and the Union's
 * units (not the command acting) stay in the charging row's list, greyed
 * with the engine's reason, after the units that may charge. */
static void
test_charger_picker (void)
{
  ui_test_start_sample_game (&app, FALSE, "csa-leader-a", ADJ_STEP_DEFENSIVE_FIRE);
  guint getty_b = unit_id ("getty-b");
  apply (adj_action_df_check (unit_id ("csa-a-1"), adj_roll_typed (9), 0, &getty_b, 1, -1));
  apply (adj_action_advance ());
  GtkWidget *page = ui_test_show_page (ui_test_main_window (&app), "charge", "AdjChargePage");
  GtkWidget *list = ui_test_picker_list (ui_test_nth (page, ADJ_TYPE_UNIT_EDITOR, 0));
  GtkWidget *a1 = ui_test_named (list, "pick:csa-a-1");
  g_assert_false (gtk_widget_get_sensitive (a1));
  g_assert_true (ui_test_contains (adw_action_row_get_subtitle (ADW_ACTION_ROW (a1)),
                                   "was disordered by Defensive Fire and cannot complete its charge (10.33, 10.11)"));
  GtkWidget *union_row = ui_test_named (list, "pick:getty-a");
  g_assert_false (gtk_widget_get_sensitive (union_row));
  g_assert_true (ui_test_contains (adw_action_row_get_subtitle (ADW_ACTION_ROW (union_row)),
                                   "is not in the command that is acting (10.11, 4.23)"));
  /* The units that may charge first: Brigade A2 heads the list. */
  GtkWidget *first = gtk_widget_get_first_child (list);
  g_assert_cmpstr (gtk_widget_get_name (first), ==, "pick:csa-a-2");
  g_assert_true (gtk_widget_get_sensitive (first));
  gboolean greyed = FALSE;
  for (GtkWidget *row = first; row != NULL; row = gtk_widget_get_next_sibling (row))
    {
      g_assert_false (greyed && gtk_widget_get_sensitive (row));
      greyed |= !gtk_widget_get_sensitive (row);
    }

  /* A unit charges from one hex: placed in the first charging hex, A2 is
   * greyed in a second one. */
  ui_test_pick (ui_test_nth (page, ADJ_TYPE_UNIT_EDITOR, 0), "csa-a-2");
  AdjChargeSetup *setup = ADJ_CHARGE_SETUP (ui_test_find_descendant (page, ADJ_TYPE_CHARGE_SETUP));
  if (adj_charge_setup_get_n_stacks (setup, TRUE) < 2)
    adj_charge_setup_add_stack (setup, TRUE);
  AdjStackEditor *second = adj_charge_setup_get_stack (setup, TRUE, 1);
  GtkWidget *other = ui_test_picker_list (GTK_WIDGET (adj_stack_editor_get_unit (second, 0)));
  GtkWidget *a2 = ui_test_named (other, "pick:csa-a-2");
  g_assert_false (gtk_widget_get_sensitive (a2));
  g_assert_true (ui_test_contains (adw_action_row_get_subtitle (ADW_ACTION_ROW (a2)), "already placed in this charge"));
  /* Still its own row's to keep. */
  GtkWidget *own = ui_test_picker_list (ui_test_nth (page, ADJ_TYPE_UNIT_EDITOR, 0));
  g_assert_true (gtk_widget_get_sensitive (ui_test_named (own, "pick:csa-a-2")));
}


/* Apply's state on the shown page: visible and on, and its error line. */
static gboolean
apply_on (void)
{
  GtkWidget *apply = ui_test_named (shown, "combat-apply");
  return gtk_widget_is_visible (apply) && gtk_widget_get_sensitive (apply);
}

/* 10.32, 10.33: one defending stack rolls once at a charging hex. The
 * app once recorded Getty 'b''s one die twice at Brigade A1 (applied with
 * the defender typed in, then again once Getty 'b' was picked to record
 * his fire) and A1 withdrew. The engine knows whose fire a charger has
 * taken: a roll names its defenders, and the same one again is refused,
 * Apply greyed with the engine's reason, a click recording nothing. */
static void
test_one_df_roll_per_stack (void)
{
  ui_test_start_sample_game (&app, FALSE, "csa-leader-a", ADJ_STEP_DEFENSIVE_FIRE);
  shown = ui_test_show_page (ui_test_main_window (&app), "deffire", "AdjDefFirePage");
  adj_charge_setup_reset (ADJ_CHARGE_SETUP (ui_test_find_descendant (shown, ADJ_TYPE_CHARGE_SETUP)));
  guint a1 = unit_id ("csa-a-1"), length = ui_test_journal_length (&app);
  pick (0, "csa-a-1");
  type_roll ("df-roll-0", 9);
  /* The defenders typed in: the engine does not know whose fire it is. */
  g_assert_true (gtk_widget_is_visible (ui_test_named (shown, "combat-apply")));
  g_assert_false (apply_on ());
  g_assert_true (ui_test_contains (ui_test_label_text (shown, "combat-apply-error"),
                                   "a Defensive Fire roll at Brigade A1 (invented) names the defending units that fire (10.33)"));
  g_signal_emit_by_name (ui_test_named (shown, "combat-apply"), "clicked");
  g_assert_cmpuint (ui_test_journal_length (&app), ==, length);

  /* Getty 'b' picked: his roll and his fire, one step. */
  pick (1, "getty-b");
  click (shown, "combat-apply");
  g_assert_cmpuint (ui_test_journal_length (&app), ==, length + 1);
  g_assert_true (adj_game_state_unit_disordered (ui_test_state (&app), a1));
  g_assert_true (adj_game_state_df_taken (ui_test_state (&app), unit_id ("getty-b"), a1));
  g_assert_false (gtk_widget_get_sensitive (ui_test_named (shown, "fire-record")));

  /* Another defender picked and Getty 'b' again: the same roll is a new
   * result for the page, not for the engine. */
  pick (1, "getty-a");
  pick (1, "getty-b");
  g_assert_true (gtk_widget_is_visible (ui_test_named (shown, "combat-apply")));
  g_assert_false (apply_on ());
  g_assert_true (ui_test_contains (ui_test_label_text (shown, "combat-apply-error"),
                                   "Brigade A1 (invented) has already taken the Defensive Fire of Getty 'b' "
                                   "(sample): each defending stack rolls once at each charging hex (10.32, 10.33)"));
  ui_test_page_screenshots (ui_test_main_window (&app), shown, "deffire-applied-once");
  g_signal_emit_by_name (ui_test_named (shown, "combat-apply"), "clicked");
  g_assert_cmpuint (ui_test_journal_length (&app), ==, length + 1);
  g_assert_cmpint (adj_game_state_unit_status (ui_test_state (&app), a1), ==, ADJ_UNIT_ON_MAP);
}

int
main (int argc, char *argv[])
{
  int status;

  ui_test_user_dir_setup ("adj-ui-glory-procedure-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  ui_test_init ();

  g_test_add_func ("/ui/glory-procedure/issue-25/activation-clicks", test_activation_clicks);
  g_test_add_func ("/ui/glory-procedure/rule-11.5/rally-page", test_rally_page);
  g_test_add_func ("/ui/glory-procedure/rule-3.D/recovery-way-on", test_recovery_way_on);
  g_test_add_func ("/ui/glory-procedure/rule-4.25/failed-combined-activation-status", test_failed_combined_activation);
  g_test_add_func ("/ui/glory-procedure/rule-10.11/charger-picker", test_charger_picker);
  g_test_add_func ("/ui/glory-procedure/rule-10.33/one-df-roll-per-stack", test_one_df_roll_per_stack);
  status = g_test_run ();

  ui_test_app_quit (&app);
  ui_test_user_dir_cleanup ();
  return status;
}
