/* test-fire-tracking.c: the Fixed Glory variant and who fired
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The battle picker's Fixed Glory switch starts a game on the variant
 * (Fixed Glory house rules): the Turn page says so and walks its steps, offensive fire and
 * melee included. On a Glory III game at step iv (10.3) the Defensive Fire
 * page records the Defensive Fire of the defending unit picked from the
 * game; the engine then refuses it a second time (9.12, 10.31) and the page
 * says so inline, as it does for a unit of the acting side; undo takes the
 * record back. Two units recorded at once are one step, undone as one. The calculator pages take night and the variant from the
 * game in play.
 */

#include "config.h"

#include <adjutant-engine.h>

#include "adj-application.h"
#include "adj-game-session.h"
#include "adj-roll-entry.h"
#include "adj-unit-editor.h"
#include "adj-window.h"
#include "adj-window-actions.h"
#include "ui-test-util.h"

static AdjApplication *app;

static GtkWidget *
show_page (const char *name, const char *type)
{
  return ui_test_show_page (ui_test_main_window (&app), name, type);
}

static void
apply (AdjAction *action)
{
  g_autoptr (GError) error = NULL;
  if (!adj_game_session_apply (ui_test_session (&app), action, &error))
    g_error ("%s refused: %s", adj_action_type_to_string (action->type), error->message);
  adj_action_free (action);
}

static void
advance_to (AdjStep step)
{
  while (adj_game_state_get_step (ui_test_state (&app)) != step)
    apply (adj_action_advance ());
}

/* The page scrolled to show @widget near its top (NULL: the page's top). */
static void
screenshot (GtkWidget *page, const char *name, GtkWidget *widget)
{
  GtkWindow *window = ui_test_main_window (&app);
  GtkScrolledWindow *scroller = GTK_SCROLLED_WINDOW (ui_test_find_descendant (page, GTK_TYPE_SCROLLED_WINDOW));
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (scroller);
  graphene_rect_t bounds;
  double y = 0;

  ui_test_wait_for_new_frame (window);
  if (widget != NULL && gtk_widget_compute_bounds (widget, gtk_scrolled_window_get_child (scroller), &bounds))
    y = gtk_adjustment_get_value (adj) + bounds.origin.y - 120;
  gtk_adjustment_set_value (adj, y);
  ui_test_wait_for_new_frame (window);
  ui_test_save_screenshot (window, name);
}

static void
start_from_picker (gboolean fixed_glory, const char *screenshot_name)
{
  AdjNewGameDialog *picker = g_object_ref (ui_test_open_battle_picker (&app));
  ui_test_activate_row (GTK_WIDGET (picker), "scenario:sample-cedar-creek");
  GtkWidget *sw = ui_test_named (GTK_WIDGET (picker), "option:fixed_glory");

  /* Glory III unless the players choose the variant. */
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (sw)));
  gtk_switch_set_active (GTK_SWITCH (sw), fixed_glory);
  if (screenshot_name != NULL)
    {
      ui_test_wait_for_new_frame (GTK_WINDOW (picker));
      ui_test_save_screenshot (GTK_WINDOW (picker), screenshot_name);
    }
  ui_test_click (GTK_WIDGET (picker), "start-game");
  ui_test_iterate_until (ui_test_is_unmapped, picker, "the New Game dialog closing");
  g_object_unref (picker);
  g_assert_nonnull (ui_test_state (&app));
  g_assert_cmpuint (adj_journal_get_length (adj_game_session_get_journal (ui_test_session (&app))), ==, 0);
}

/* The Union VI Corps draws and Getty acts: step ii. */
static void
play_to_getty (void)
{
  AdjBattle *b = adj_glory_session_get_battle (ui_test_session (&app));
  guint vi = (guint) adj_battle_find_am (b, "vi-corps#1");

  /* 5.22: the sample's first turn is the Confederates'; they hold out nothing. */
  apply (adj_action_hold_out (1, -1));
  apply (adj_action_select (0, &vi, 1));
  apply (adj_action_select (1, NULL, 0));
  apply (adj_action_draw (vi));
  apply (adj_action_start ((guint) adj_battle_find_group (b, "getty")));
}

static void
test_fixed_glory_game (void)
{
  GtkWidget *page = show_page ("turn", "AdjTurnPage");

  ui_test_resize_from_outside (ui_test_main_window (&app), 1200, 1000);
  start_from_picker (TRUE, "fire-tracking-picker.png");
  g_assert_true (adj_game_state_fixed_glory (ui_test_state (&app)));
  GtkWidget *variant = ui_test_named (page, "variant-label");
  g_assert_true (gtk_widget_get_visible (variant));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (variant)), ==, "Fixed Glory");

  play_to_getty ();
  advance_to (ADJ_STEP_DEFENSIVE_FIRE);
  GtkWidget *phase = ui_test_named (page, "phase-row");
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (phase)), ==, "Activation: Defensive fire");
  /* What Next leads to: the variant's offensive fire. */
  g_assert_true (ui_test_contains (ui_test_label_text (page, "next-hint"), "Offensive fire (Fixed Glory)"));
  apply (adj_action_advance ());
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (phase)), ==, "Activation: Offensive fire");
  g_assert_cmpstr (ui_test_label_text (page, "rule-label"), ==, "Rule Fixed Glory");
  g_assert_true (ui_test_contains (adw_action_row_get_subtitle (ADW_ACTION_ROW (phase)), "offensive fire"));
  /* Offensive fire is the acting infantry's: recorded, it shows in the journal line. */
  apply (adj_action_fire ((guint) adj_battle_find_unit (adj_glory_session_get_battle (ui_test_session (&app)), "getty-a"),
                          ADJ_FIRE_OFFENSIVE, -1));
  g_assert_true (ui_test_contains (adw_action_row_get_subtitle (ADW_ACTION_ROW (ui_test_named (page, "outcome-row"))),
                                   "offensive fire phase (Fixed Glory)"));
  screenshot (page, "fire-tracking-turn-offensive.png", NULL);
  apply (adj_action_advance ());
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (phase)), ==, "Activation: Melee");
  g_assert_true (ui_test_contains (adw_action_row_get_subtitle (ADW_ACTION_ROW (phase)), "no defensive fire"));

  /* A new game with the switch left off is Glory III again. */
  start_from_picker (FALSE, NULL);
  g_assert_false (adj_game_state_fixed_glory (ui_test_state (&app)));
  show_page ("turn", "AdjTurnPage");
  g_assert_false (gtk_widget_get_visible (ui_test_named (page, "variant-label")));
}

static GtkWidget *
record_status (GtkWidget *page, guint i)
{
  g_autofree char *name = g_strdup_printf ("fire-record-unit-%u", i);
  return ui_test_named (ui_test_named (page, name), "fire-record-status");
}

static void
test_deffire_records (void)
{
  start_from_picker (FALSE, NULL);
  AdjBattle *b = adj_glory_session_get_battle (ui_test_session (&app));
  guint getty_a = (guint) adj_battle_find_unit (b, "getty-a");
  GtkWidget *page = show_page ("deffire", "AdjDefFirePage");
  GtkWidget *attacker = ui_test_nth (page, ADJ_TYPE_UNIT_EDITOR, 0);
  GtkWidget *defender = ui_test_nth (page, ADJ_TYPE_UNIT_EDITOR, 1);
  GtkWidget *record = ui_test_named (page, "fire-record");

  /* The Confederate First Corps charges: Leader A's units at step iii. */
  ui_test_play_sample_to_step (&app, "csa-leader-a", ADJ_STEP_MOVEMENT);

  /* Brigade A2 charges Getty 'a', picked from the game. */
  ui_test_pick (attacker, "csa-a-2");
  ui_test_pick (defender, "getty-a");
  g_assert_true (gtk_widget_get_mapped (record));
  GtkWidget *row = ui_test_named (page, "fire-record-unit-0");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_widget_get_first_child (row))), ==,
                   adj_battle_get_unit (b, getty_a)->name);
  g_assert_null (ui_test_find_named (page, "fire-record-unit-1"));
  /* Not yet step iv: the engine's reason, inline, and nothing to record. */
  GtkWidget *status = record_status (page, 0);
  g_assert_true (ui_test_contains (gtk_label_get_text (GTK_LABEL (status)), "step iv"));
  g_assert_true (gtk_widget_has_css_class (status, "error"));
  g_assert_false (gtk_widget_get_sensitive (record));

  /* Step iv: it may fire; recorded through the session. */
  apply (adj_action_advance ());
  g_assert_cmpint (adj_game_state_get_step (ui_test_state (&app)), ==, ADJ_STEP_DEFENSIVE_FIRE);
  g_assert_true (ui_test_contains (gtk_label_get_text (GTK_LABEL (status)), "May fire"));
  g_assert_true (gtk_widget_get_sensitive (record));
  screenshot (page, "fire-tracking-deffire-may.png", record);

  /* A DF roll applied records the fire with it, as one step (10.31,
   * 10.33): nothing is left to record, and Apply to Game does not come
   * back until an undo takes the roll back. */
  GtkWidget *apply_df = ui_test_named (page, "combat-apply");
  adj_roll_entry_set_roll (ADJ_ROLL_ENTRY (ui_test_named (page, "df-roll-0")), 9);
  guint before_df = ui_test_journal_length (&app);
  g_assert_true (gtk_widget_get_visible (apply_df));
  g_signal_emit_by_name (apply_df, "clicked");
  g_assert_cmpuint (ui_test_journal_length (&app), ==, before_df + 1);
  g_assert_true (adj_game_state_unit_fired (ui_test_state (&app), getty_a, ADJ_FIRE_DEFENSIVE));
  g_assert_false (gtk_widget_get_sensitive (record));
  g_assert_false (gtk_widget_get_sensitive (apply_df));
  gtk_widget_activate_action (GTK_WIDGET (ui_test_main_window (&app)), "win.undo", NULL);
  g_assert_cmpuint (ui_test_journal_length (&app), ==, before_df);
  g_assert_true (gtk_widget_get_sensitive (apply_df));
  g_assert_true (gtk_widget_get_sensitive (record));
  adj_roll_entry_set_roll (ADJ_ROLL_ENTRY (ui_test_named (page, "df-roll-0")), -1);
  guint length = ui_test_journal_length (&app);
  g_signal_emit_by_name (record, "clicked");
  AdjJournal *journal = adj_game_session_get_journal (ui_test_session (&app));
  g_assert_cmpuint (adj_journal_get_cursor (journal), ==, length + 1);
  const AdjAction *a = adj_journal_get_move (journal, length);
  g_assert_cmpint (a->type, ==, ADJ_ACTION_FIRE);
  g_assert_cmpint (a->fire_kind, ==, ADJ_FIRE_DEFENSIVE);
  g_assert_cmpint (a->target, ==, (int) getty_a);
  g_assert_true (adj_game_state_unit_fired (ui_test_state (&app), getty_a, ADJ_FIRE_DEFENSIVE));

  /* Once per enemy activation (9.12, 10.31): refused, and the page says so. */
  g_assert_true (ui_test_contains (gtk_label_get_text (GTK_LABEL (status)), "already used defensive fire"));
  g_assert_true (ui_test_contains (gtk_label_get_text (GTK_LABEL (status)), "(9.12, 10.31)"));
  g_assert_false (gtk_widget_get_sensitive (record));
  g_assert_false (gtk_widget_get_visible (ui_test_named (page, "fire-record-error")));
  screenshot (page, "fire-tracking-deffire-recorded.png", record);

  /* A unit of the acting side does not use Defensive Fire (10.31). */
  ui_test_pick (defender, "csa-b-1");
  status = record_status (page, 0);
  g_assert_true (ui_test_contains (gtk_label_get_text (GTK_LABEL (status)), "on the side that is acting"));
  g_assert_true (gtk_widget_has_css_class (status, "error"));
  g_assert_false (gtk_widget_get_sensitive (record));
  g_assert_cmpuint (adj_journal_get_cursor (journal), ==, length + 1);

  /* Undo takes the record back: Getty 'a' may fire again. */
  ui_test_pick (defender, "getty-a");
  gtk_widget_activate_action (GTK_WIDGET (ui_test_main_window (&app)), "win.undo", NULL);
  g_assert_cmpuint (adj_journal_get_cursor (journal), ==, length);
  g_assert_false (adj_game_state_unit_fired (ui_test_state (&app), getty_a, ADJ_FIRE_DEFENSIVE));
  g_assert_true (ui_test_contains (gtk_label_get_text (GTK_LABEL (record_status (page, 0))), "May fire"));
  g_assert_true (gtk_widget_get_sensitive (record));

  /* Two defending units fire: one Record is one step of two moves; one
   * undo takes both back. */
  GtkWidget *stack = gtk_widget_get_ancestor (defender, g_type_from_name ("AdjStackEditor"));
  guint getty_b = (guint) adj_battle_find_unit (b, "getty-b");
  ui_test_click (stack, "stack-add-unit");
  ui_test_pick (ui_test_nth (stack, ADJ_TYPE_UNIT_EDITOR, 1), "getty-b");
  g_assert_nonnull (ui_test_find_named (page, "fire-record-unit-1"));
  g_assert_true (gtk_widget_get_sensitive (record));
  g_signal_emit_by_name (record, "clicked");
  g_assert_cmpuint (adj_journal_get_cursor (journal), ==, length + 1);
  g_assert_cmpuint (adj_journal_get_n_moves (journal, length), ==, 2);
  g_assert_true (adj_game_state_unit_fired (ui_test_state (&app), getty_a, ADJ_FIRE_DEFENSIVE));
  g_assert_true (adj_game_state_unit_fired (ui_test_state (&app), getty_b, ADJ_FIRE_DEFENSIVE));
  gtk_widget_activate_action (GTK_WIDGET (ui_test_main_window (&app)), "win.undo", NULL);
  g_assert_cmpuint (adj_journal_get_cursor (journal), ==, length);
  g_assert_false (adj_game_state_unit_fired (ui_test_state (&app), getty_a, ADJ_FIRE_DEFENSIVE));
  g_assert_false (adj_game_state_unit_fired (ui_test_state (&app), getty_b, ADJ_FIRE_DEFENSIVE));
  ui_test_click (ui_test_nth (stack, ADJ_TYPE_UNIT_EDITOR, 1), "unit-remove");
  g_assert_null (ui_test_find_named (page, "fire-record-unit-1"));

  /* A value the player types keeps the game's unit: its fire is still
   * the game's to record. */
  gtk_editable_set_text (GTK_EDITABLE (ui_test_named (defender, "unit-strength")), "4");
  g_assert_true (gtk_widget_get_mapped (record));
  g_assert_true (gtk_widget_get_sensitive (record));
}

static gboolean
switch_on (GtkWidget *page, const char *name)
{
  return gtk_switch_get_active (GTK_SWITCH (ui_test_named (page, name)));
}

/* The calculator pages take night (13) and the variant from the game in
 * play, once per game and turn: a what-if change stays while the game
 * stays where it is, and a new game sets them again. */
static void
test_pages_follow_game (void)
{
  GtkWindow *window = ui_test_main_window (&app);
  g_autoptr (GError) error = NULL;

  ui_test_start_sample_game (&app, TRUE, "csa-leader-a", ADJ_STEP_MOVEMENT);
  GtkWidget *charge = ui_test_show_page (window, "charge", "AdjChargePage");
  g_assert_true (switch_on (charge, "fixed-glory"));
  g_assert_false (switch_on (charge, "night"));
  GtkWidget *fire = ui_test_show_page (window, "fire", "AdjFirePage");
  g_assert_true (switch_on (fire, "fire-fixed-glory"));
  g_assert_false (switch_on (fire, "fire-night"));

  /* What if it were Glory III: the page keeps the player's choice. */
  ui_test_set_switch (fire, "fire-fixed-glory", FALSE);
  ui_test_show_page (window, "turn", "AdjTurnPage");
  ui_test_show_page (window, "fire", "AdjFirePage");
  g_assert_false (switch_on (fire, "fire-fixed-glory"));

  /* A Glory III game on a night turn (the sample's first turn made night). */
  g_autofree char *path = adj_paths_data_file ("battles", "sample-cedar-creek.json", NULL);
  json_object *root = adj_json_load_file (path, &error);
  g_assert_no_error (error);
  json_object *turns = NULL;
  g_assert_true (json_object_object_get_ex (root, "turns", &turns));
  json_object_object_add (json_object_array_get_idx (turns, 0), "night", json_object_new_boolean (TRUE));
  g_autoptr (AdjBattle) night_battle = adj_battle_from_json (root, "night battle", &error);
  json_object_put (root);
  g_assert_no_error (error);
  g_assert_true (adj_glory_session_new_game (ui_test_session (&app), night_battle, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (adj_game_state_is_night (ui_test_state (&app)));
  ui_test_show_page (window, "fire", "AdjFirePage");
  g_assert_true (switch_on (fire, "fire-night"));
  g_assert_false (switch_on (fire, "fire-fixed-glory"));
  ui_test_show_page (window, "charge", "AdjChargePage");
  g_assert_true (switch_on (charge, "night"));
  g_assert_false (switch_on (charge, "fixed-glory"));
  GtkWidget *df = ui_test_show_page (window, "deffire", "AdjDefFirePage");
  g_assert_true (switch_on (df, "night"));
}

int
main (int argc, char *argv[])
{
  int status;

  ui_test_user_dir_setup ("adj-ui-fire-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  ui_test_init ();

  g_test_add_func ("/ui/fire-tracking/fixed-glory/new-game-turn-steps", test_fixed_glory_game);
  g_test_add_func ("/ui/fire-tracking/rule-10.31/deffire-records-once", test_deffire_records);
  g_test_add_func ("/ui/fire-tracking/rule-13/pages-follow-the-game", test_pages_follow_game);
  status = g_test_run ();

  ui_test_app_quit (&app);
  ui_test_user_dir_cleanup ();
  return status;
}
