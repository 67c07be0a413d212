/* test-turn-flow.c: a turn without detours
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * On the sample battle, the Activation Markers page does the work of the
 * Activation Phase without a visit to Turn & Phase: a command acts, goes
 * through its steps (each step that has a page links to it: artillery
 * fire, Defensive Fire, charges), ends its activation, the next command
 * acts and is done, the AM is set aside and the next AM drawn, all by
 * clicks on that page. A Combined Activation's result stays where it was
 * rolled (4.25). Step iv names the side being charged as the one that
 * fires (10.31). Screenshots light, dark and narrow.
 */

#include "config.h"

#include <string.h>

#include "adj-step-bar.h"
#include "ui-test-util.h"

static AdjApplication *app;

static void
apply (AdjAction *action)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (AdjAction) owned = action;
  g_assert_true (adj_game_session_apply (ui_test_session (&app), action, &error));
  g_assert_no_error (error);
}

static GtkWidget *
pool_page (void)
{
  return ui_test_show_page (ui_test_main_window (&app), "pool", "AdjPoolPage");
}

static AdjStepBar *
step_bar (GtkWidget *page)
{
  return ADJ_STEP_BAR (ui_test_find_descendant (page, ADJ_TYPE_STEP_BAR));
}

static void
click (GtkWidget *page, const char *name)
{
  GtkWidget *button = ui_test_named (page, name);
  g_assert_true (gtk_widget_is_visible (button));
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
  /* The page that does the work is still the one shown. */
  g_assert_true (gtk_widget_get_mapped (page));
}

static void
screenshots (GtkWidget *page, const char *name)
{
  GtkWindow *window = ui_test_main_window (&app);
  ui_test_page_screenshots (window, page, name);
}

/* A new game on the sample with the Confederates' held-out AM drawn and
 * both sides' AMs in the pool (3.A.2, 3.B): Leader A or B acts next. */
static void
start_game (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (AdjBattle) battle = adj_glory_session_load_sample (&error);

  pool_page ();
  ui_test_resize_from_outside (ui_test_main_window (&app), 1100, 1000);
  g_assert_true (adj_glory_session_new_game (ui_test_session (&app), battle, NULL, &error));
  g_assert_no_error (error);
  apply (adj_action_hold_out (1, adj_battle_find_am (battle, "csa-first#1")));
  for (guint side = 0; side < 2; side++)
    {
      g_autoptr (GArray) ams = adj_game_state_available_ams (ui_test_state (&app), 1 - side);
      apply (adj_action_select (1 - side, (guint *) ams->data, ams->len));
    }
  g_assert_cmpint (adj_game_state_get_step (ui_test_state (&app)), ==, ADJ_STEP_CHOOSE);
}

/* Act, the steps, Command Done, the next command, the end of the
 * activation and the next draw: all on the Activation Markers page. */
static void
test_turn_on_one_page (void)
{
  GtkWidget *page = pool_page ();
  AdjBattle *b = adj_glory_session_get_battle (ui_test_session (&app));
  static const struct {
    AdjStep step;
    const char *page;
  } steps[] = {
    { ADJ_STEP_ARTILLERY_FIRE, "fire" },
    { ADJ_STEP_MOVEMENT, NULL },
    { ADJ_STEP_DEFENSIVE_FIRE, "deffire" },
    { ADJ_STEP_CHARGE, "charge" },
    { ADJ_STEP_RALLY, "rally" },
    { ADJ_STEP_REMOVE_MARKERS, NULL },
  };

  /* Choosing who acts: no step bar yet. */
  g_assert_null (step_bar (page));
  click (page, "start:csa-leader-a");
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      AdjStepBar *bar = step_bar (page);
      g_assert_nonnull (bar);
      g_assert_cmpint (adj_game_state_get_step (ui_test_state (&app)), ==, steps[i].step);
      g_assert_cmpstr (adj_step_bar_get_goto_page (bar), ==, steps[i].page);
      g_assert_cmpint (gtk_widget_get_visible (ui_test_named (page, "goto-button")), ==, steps[i].page != NULL);
      g_assert_true (gtk_widget_get_visible (ui_test_named (page, "finish-button")));
      if (steps[i].step == ADJ_STEP_DEFENSIVE_FIRE)
        {
          /* 10.31: the side being charged fires, not the acting one. */
          g_assert_true (ui_test_contains (ui_test_label_text (page, "step-now"), "Union: defensive fire by the "
                                                                                   "infantry and artillery being charged"));
          screenshots (page, "turn-flow-step");
        }
      if (steps[i].step == ADJ_STEP_CHARGE)
        {
          /* The button leads to the page of the step, and back here. */
          GtkWidget *go = ui_test_named (page, "goto-button");
          g_signal_emit_by_name (go, "clicked");
          GtkWidget *charge = ui_test_find_descendant (GTK_WIDGET (ui_test_main_window (&app)),
                                                       g_type_from_name ("AdjChargePage"));
          ui_test_iterate_until (ui_test_is_mapped, charge, "the Charge page");
          page = pool_page ();
        }
      click (page, "next-button");
    }
  /* Leader B is still to act. */
  g_assert_cmpint (adj_game_state_get_step (ui_test_state (&app)), ==, ADJ_STEP_CHOOSE);
  click (page, "start:csa-leader-b");
  click (page, "finish-button");
  /* Every command of the AM has acted: Next sets it aside (3.C.2.b-c). */
  g_assert_cmpint (adj_game_state_get_step (ui_test_state (&app)), ==, ADJ_STEP_END);
  g_assert_true (ui_test_contains (ui_test_label_text (page, "next-hint"), "Draw an AM (3.C.1, 4.22)"));
  click (page, "next-button");
  g_assert_cmpint (adj_game_state_get_phase (ui_test_state (&app)), ==, ADJ_PHASE_DRAW);
  click (page, "draw-button");
  g_assert_cmpint (adj_game_state_get_phase (ui_test_state (&app)), ==, ADJ_PHASE_ACTIVATION);
  int drawn = adj_game_state_drawn_am (ui_test_state (&app));
  g_assert_cmpint (drawn, >=, 0);
  g_autofree char *title = adj_battle_am_title (b, (guint) drawn);
  g_assert_cmpstr (ui_test_label_text (page, "drawn-label"), ==, title);
  /* Names on screen, never ids. */
  g_assert_null (strstr (title, "csa-"));
  g_assert_null (strstr (title, "vi-corps"));
  g_assert_null (strstr (title, "union-"));
}

static gboolean
is_vi_corps (AdjBattle *b, int am)
{
  return am == adj_battle_find_am (b, "vi-corps#1") || am == adj_battle_find_am (b, "vi-corps#2");
}

/* 4.25: the Combined Activation's result stays where it was rolled. The
 * VI Corps AM from a real cup, Getty and Ricketts (ratings 2 and 2)
 * combine on a 7. */
static void
test_combined_activation (void)
{
  GtkWidget *page = pool_page ();
  AdjBattle *b = adj_glory_session_get_battle (ui_test_session (&app));

  /* Play on (through the engine) until a VI Corps AM is drawn and nobody
   * has acted under it: one of its two is still in the pool. */
  while (!(is_vi_corps (b, adj_game_state_drawn_am (ui_test_state (&app)))
           && adj_game_state_get_step (ui_test_state (&app)) == ADJ_STEP_CHOOSE
           && adj_game_state_group_status (ui_test_state (&app), (guint) adj_battle_find_group (b, "getty"))
                == ADJ_GROUP_PENDING))
    {
      const AdjGameState *s = ui_test_state (&app);
      g_assert_cmpint (adj_game_state_get_phase (s), !=, ADJ_PHASE_RECOVERY);
      if (adj_game_state_get_phase (s) == ADJ_PHASE_DRAW)
        {
          int am = adj_battle_find_am (b, "vi-corps#1");
          if (adj_game_state_am_location (s, (guint) am) != ADJ_AM_POOL)
            am = adj_battle_find_am (b, "vi-corps#2");
          apply (adj_action_draw ((guint) am));
        }
      else
        apply (ui_test_quiet_action (s));
    }
  g_assert_null (ui_test_find_named (page, "ca-result"));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (ui_test_named (page, "ca-check:getty")), TRUE);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (ui_test_named (page, "ca-check:ricketts")), TRUE);
  GtkWidget *range = ui_test_named (page, "ca-in-range");
  gtk_switch_set_active (GTK_SWITCH (adw_action_row_get_activatable_widget (ADW_ACTION_ROW (range))), TRUE);
  gtk_editable_set_text (GTK_EDITABLE (ui_test_named (page, "ca-roll")), "7");
  click (page, "ca-record");
  g_assert_cmpint (adj_game_state_get_step (ui_test_state (&app)), ==, ADJ_STEP_ARTILLERY_FIRE);
  GtkWidget *result = ui_test_named (page, "ca-result");
  g_assert_true (gtk_widget_get_visible (result));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (result)), ==,
                   "Combined Activation of Getty + Ricketts, roll 7: they act together (4.25)");
  /* It stays while they act. */
  click (page, "next-button");
  g_assert_nonnull (ui_test_find_named (page, "ca-result"));
  screenshots (page, "turn-flow-combined");
  ui_test_resize_from_outside (ui_test_main_window (&app), 360, 900);
  ui_test_wait_for_new_frame (ui_test_main_window (&app));
  ui_test_save_screenshot (ui_test_main_window (&app), "turn-flow-combined-narrow.png");
  ui_test_resize_from_outside (ui_test_main_window (&app), 1100, 1000);
}

/* Turn & Phase shows the way to the same pages. */
static void
test_turn_page_links (void)
{
  GtkWidget *turn = ui_test_show_page (ui_test_main_window (&app), "turn", "AdjTurnPage");
  AdjStepBar *bar = step_bar (turn);

  g_assert_cmpint (adj_game_state_get_step (ui_test_state (&app)), ==, ADJ_STEP_MOVEMENT);
  g_assert_null (adj_step_bar_get_goto_page (bar));
  /* 6.13 for the acting units: Getty's and Ricketts' (combined), their
   * leaders +4, infantry +2, artillery +3. */
  g_assert_true (gtk_widget_get_visible (ui_test_named (turn, "movement-group")));
  GtkWidget *inf = ui_test_named (turn, "move:getty-a");
  g_assert_true (ui_test_contains (adw_action_row_get_subtitle (ADW_ACTION_ROW (inf)), "MA 6; Extended Movement +2: 8"));
  GtkWidget *gun = ui_test_named (turn, "move:getty-arty");
  g_assert_true (ui_test_contains (adw_action_row_get_subtitle (ADW_ACTION_ROW (gun)), "Extended Movement +3"));
  GtkWidget *leader = ui_test_named (turn, "move:ricketts");
  g_assert_true (ui_test_contains (adw_action_row_get_subtitle (ADW_ACTION_ROW (leader)), "Extended Movement +4"));
  g_assert_nonnull (ui_test_find_named (turn, "move:ricketts-b"));
  g_assert_null (ui_test_find_named (turn, "move:csa-a-1"));
  apply (adj_action_advance ());
  g_assert_cmpstr (adj_step_bar_get_goto_page (bar), ==, "deffire");
  g_assert_true (ui_test_contains (gtk_button_get_label (GTK_BUTTON (ui_test_named (turn, "goto-button"))),
                                   "Defensive Fire"));
  apply (adj_action_advance ());
  g_assert_cmpstr (adj_step_bar_get_goto_page (bar), ==, "charge");
  /* The turn track says which turns are night turns (13). */
  g_assert_true (gtk_widget_get_visible (ui_test_named (turn, "track-legend")));
  ui_test_page_screenshots (ui_test_main_window (&app), turn, "turn-flow-turn-page");
}

/* 14.11 on the refitted Glory I sample: the Boxes page's recovery odds at
 * night are as on a Night 2 turn (a failure waits, 14.11), and the
 * Defensive Fire page takes the battle's night +2 from the game. */
static void
test_refitted_glory1 (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path = adj_paths_data_file ("battles", "sample-first-manassas.json", NULL);
  g_autoptr (AdjBattle) battle = adj_battle_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_true (adj_glory_session_new_game (ui_test_session (&app), battle, NULL, &error));
  g_assert_no_error (error);
  guint tyler = (guint) adj_battle_find_am (battle, "tyler#1"), sherman_a = (guint) adj_battle_find_unit (battle, "sherman-a");

  /* Sherman acts on Tyler's AM and Sherman 'a' is withdrawn (11.41). */
  /* 0600: the Union has the initiative without a roll (5.22). */
  g_assert_cmpint (adj_game_state_get_phase (ui_test_state (&app)), ==, ADJ_PHASE_HOLD_OUT);
  apply (adj_action_hold_out (0, -1));
  apply (adj_action_select (0, &tyler, 1));
  apply (adj_action_select (1, NULL, 0));
  apply (adj_action_draw (tyler));
  apply (adj_action_start ((guint) adj_battle_find_group (battle, "sherman")));
  apply (adj_action_unit (ADJ_ACTION_WITHDRAW, sherman_a));
  /* On to the Recovery Phase of the first night turn. */
  while (!adj_game_state_is_night (ui_test_state (&app))
         || adj_game_state_get_phase (ui_test_state (&app)) != ADJ_PHASE_RECOVERY)
    apply (ui_test_quiet_action (ui_test_state (&app)));
  g_assert_false (adj_game_state_get_turn_info (ui_test_state (&app))->night2);
  g_assert_cmpint (adj_game_state_unit_status (ui_test_state (&app), sherman_a), ==, ADJ_UNIT_RECOVERY);
  GtkWidget *boxes = ui_test_show_page (ui_test_main_window (&app), "boxes", "AdjBoxesPage");
  GtkWidget *row = NULL;
  g_autoptr (GPtrArray) rows = g_ptr_array_new ();
  ui_test_collect (boxes, ADW_TYPE_ACTION_ROW, rows);
  for (guint i = 0; i < rows->len; i++)
    if (g_strcmp0 (adw_preferences_row_get_title (rows->pdata[i]), adj_battle_get_unit (battle, sherman_a)->name) == 0)
      row = rows->pdata[i];
  g_assert_nonnull (row);
  g_assert_true (ui_test_contains (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "else stays for another try (14.11)"));
  g_assert_nonnull (ui_test_find_named (boxes, "recover-record:sherman-a"));
  /* The phase says so too: rolls tonight, by 14.11. */
  g_autoptr (GPtrArray) groups = g_ptr_array_new ();
  ui_test_collect (boxes, ADW_TYPE_PREFERENCES_GROUP, groups);
  g_assert_true (ui_test_contains (adw_preferences_group_get_description (groups->pdata[0]), "14.11"));
  ui_test_page_screenshots (ui_test_main_window (&app), boxes, "turn-flow-boxes-14.11");

  /* The Defensive Fire page: night from the game, and 14.11's +2. */
  GtkWidget *df = ui_test_show_page (ui_test_main_window (&app), "deffire", "AdjDefFirePage");
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (ui_test_named (df, "night"))));
  GtkWidget *shot = ui_test_named (df, "df-shot-0");
  gboolean found = FALSE;
  g_autoptr (GPtrArray) labels = g_ptr_array_new ();
  ui_test_collect (shot, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    found |= g_strcmp0 (gtk_label_get_text (labels->pdata[i]), "14.11") == 0;
  g_assert_true (found);

  /* 12.4 on a unit picked from the game: its cavalry has no disordered
   * side, and the row says what a Disorder does to it. */
  GtkWidget *defender = ui_test_nth (df, g_type_from_name ("AdjUnitEditor"), 1);
  ui_test_pick (defender, "radford-a");
  GtkWidget *marker = ui_test_named (defender, "unit-marker");
  g_assert_true (gtk_widget_get_visible (marker));
  g_assert_true (ui_test_contains (gtk_label_get_text (GTK_LABEL (marker)), "1 lower (12.4)"));
  ui_test_wait_for_new_frame (ui_test_main_window (&app));
  ui_test_save_screenshot (ui_test_main_window (&app), "turn-flow-unit-12.4.png");
}

int
main (int argc, char *argv[])
{
  int status;

  ui_test_user_dir_setup ("adj-ui-turn-flow-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  ui_test_init ();

  g_test_add_func ("/ui/turn-flow/start", start_game);
  g_test_add_func ("/ui/turn-flow/act-steps-end-draw-on-one-page", test_turn_on_one_page);
  g_test_add_func ("/ui/turn-flow/combined-activation-result-where-rolled-rule-4.25", test_combined_activation);
  g_test_add_func ("/ui/turn-flow/turn-page-links", test_turn_page_links);
  g_test_add_func ("/ui/turn-flow/refitted-glory1-rule-14.11", test_refitted_glory1);
  status = g_test_run ();

  ui_test_app_quit (&app);
  ui_test_user_dir_cleanup ();
  return status;
}
