/* test-game-pages.c: the game tracker pages, driven through their widgets
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two players start a game on the sample battle and play it through the
 * real widgets: the held-out AM and the secret selections behind the
 * "pass the device" covers (3.A.2, 3.B, 5.23), blind draws to the end of
 * the pool (3.C.1), a unit withdrawn (11.41) and recovered the next turn
 * (11.6), typed initiative rolls with a refused 10 (2.2, 5.21). After each
 * step the labels are checked against the engine's state. Then undo/redo,
 * save and open, a bad file, the autosave, and resuming it at start.
 */

#include "config.h"

#include <glib/gstdio.h>

#include <adjutant-engine.h>

#include "adj-application.h"
#include "adj-battle-editor.h"
#include "adj-game-session.h"
#include "adj-turn-page.h"
#include "adj-window.h"
#include "adj-window-actions.h"
#include "ui-test-util.h"

static AdjApplication *app;

static AdjBattle *
battle (void)
{
  return adj_glory_session_get_battle (ui_test_session (&app));
}

static GtkWidget *
wait_for_named (const char *name)
{
  return ui_test_wait_for_named (GTK_WIDGET (ui_test_main_window (&app)), name);
}

static void
show_page (const char *name)
{
  gtk_widget_activate_action (GTK_WIDGET (ui_test_main_window (&app)), "win.page", "s", name);
}

static void
click (const char *name)
{
  g_signal_emit_by_name (wait_for_named (name), "clicked");
}

static void
screenshot (const char *name)
{
  ui_test_wait_for_new_frame (ui_test_main_window (&app));
  ui_test_save_screenshot (ui_test_main_window (&app), name);
}

static const char *
row_title (const char *name)
{
  return adw_preferences_row_get_title (ADW_PREFERENCES_ROW (wait_for_named (name)));
}

static const char *
row_subtitle (const char *name)
{
  return adw_action_row_get_subtitle (ADW_ACTION_ROW (wait_for_named (name)));
}

static const char *
label_text (const char *name)
{
  return gtk_label_get_text (GTK_LABEL (wait_for_named (name)));
}

/* The Turn & Phase page says what the engine says. */
static void
check_turn_page (void)
{
  const AdjGameState *s = ui_test_state (&app);
  AdjPrompt p;

  show_page ("turn");
  adj_game_state_prompt (s, &p);
  if (p.phase == ADJ_PHASE_GAME_OVER)
    g_assert_cmpstr (label_text ("turn-label"), ==, "Game Over");
  else
    {
      g_autofree char *turn = g_strdup_printf ("Turn %s", adj_game_state_get_turn_info (s)->label);
      g_assert_cmpstr (label_text ("turn-label"), ==, turn);
    }
  g_assert_true (g_str_has_prefix (row_title ("phase-row"), adj_phase_title (p.phase)));
  /* The engine's words, as a sentence (its first letter capitalised). */
  g_assert_true (ui_test_contains (row_subtitle ("phase-row"), p.text + 1));
  g_autofree char *rule = g_strdup_printf ("Rule %s", p.rule);
  g_assert_cmpstr (label_text ("rule-label"), ==, rule);
}

static guint
pool_label (void)
{
  return (guint) atoi (label_text ("pool-count"));
}

/* Lifts the cover for @side and picks: hold out @hold (NULL: none), or
 * select every available AM. */
static void
choose_behind_cover (guint side, const char *hold)
{
  const char *name = adj_battle_get_side (battle (), side)->name;
  g_autofree char *title = g_strdup_printf ("Pass the Device to the %s Player", name);
  GtkWidget *cover;

  show_page ("pool");
  cover = wait_for_named ("cover-page");
  g_assert_cmpstr (adw_status_page_get_title (ADW_STATUS_PAGE (cover)), ==, title);
  /* Nothing of the choice shows while the cover is up. */
  g_assert_null (ui_test_find_named (GTK_WIDGET (ui_test_main_window (&app)), "choose-confirm") != NULL
                 && gtk_widget_get_mapped (ui_test_find_named (GTK_WIDGET (ui_test_main_window (&app)), "choose-confirm"))
                 ? ui_test_find_named (GTK_WIDGET (ui_test_main_window (&app)), "choose-confirm") : NULL);
  click ("cover-dismiss");
  if (hold != NULL)
    {
      g_autofree char *check = g_strdup_printf ("am-check:%s", hold);
      gtk_check_button_set_active (GTK_CHECK_BUTTON (wait_for_named (check)), TRUE);
    }
  click ("choose-confirm");
}

/* Plays on through the widgets until @phase: blind draws, the first
 * waiting command acts, Next for every other step. */
static void
play_until (AdjPhase phase)
{
  for (guint guard = 0; adj_game_state_get_phase (ui_test_state (&app)) != phase; guard++)
    {
      const AdjGameState *s = ui_test_state (&app);
      g_assert_cmpuint (guard, <, 200);
      if (adj_game_state_get_phase (s) == ADJ_PHASE_DRAW)
        {
          guint before = adj_game_state_pool_count (s);
          show_page ("pool");
          g_assert_cmpuint (pool_label (), ==, before);
          click ("draw-button");
          g_assert_cmpuint (adj_game_state_pool_count (ui_test_state (&app)), ==, before - 1);
          /* The drawn AM is the one the engine drew. */
          g_autofree char *drawn = g_strdup_printf ("%s #%u",
                                                    adj_battle_am_marker (battle (), (guint) adj_game_state_drawn_am (ui_test_state (&app)))->name,
                                                    adj_battle_get_am (battle (), (guint) adj_game_state_drawn_am (ui_test_state (&app)))->number);
          g_assert_cmpstr (label_text ("drawn-label"), ==, drawn);
          g_assert_cmpuint (pool_label (), ==, before - 1);
        }
      else if (adj_action_type_expected (s, ADJ_ACTION_START))
        {
          g_autoptr (GArray) groups = adj_game_state_activated_groups (s);
          for (guint i = 0; i < groups->len; i++)
            if (adj_game_state_group_status (s, g_array_index (groups, guint, i)) == ADJ_GROUP_PENDING)
              {
                g_autofree char *name = g_strdup_printf ("start:%s",
                                                         adj_battle_get_group (battle (), g_array_index (groups, guint, i))->id);
                show_page ("pool");
                click (name);
                break;
              }
          g_assert_cmpint (adj_game_state_get_step (ui_test_state (&app)), ==, ADJ_STEP_ARTILLERY_FIRE);
        }
      else
        {
          check_turn_page ();
          click ("next-button");
        }
      check_turn_page ();
    }
}

static void
test_new_game (void)
{
  g_autofree char *autosave = adj_game_session_autosave_path ();

  show_page ("turn");
  /* No game yet: the page offers one. */
  click ("turn-new-game");
  /* New Game opens on Glory III's battles, the shipped sample first. */
  ui_test_wait_for_toplevel (ADJ_TYPE_NEW_GAME_DIALOG, "the New Game dialog");
  AdjNewGameDialog *picker = g_object_ref (ADJ_NEW_GAME_DIALOG (ui_test_find_toplevel (ADJ_TYPE_NEW_GAME_DIALOG)));
  GtkWidget *list = ui_test_named (GTK_WIDGET (picker), "scenario-list");
  GtkListBoxRow *first = gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0);
  g_assert_nonnull (first);
  g_assert_cmpstr (gtk_widget_get_name (GTK_WIDGET (first)), ==, "scenario:sample-cedar-creek");
  ui_test_wait_for_new_frame (GTK_WINDOW (picker));
  ui_test_save_screenshot (GTK_WINDOW (picker), "game-battle-picker.png");
  g_assert_null (ui_test_state (&app));
  ui_test_activate_row (list, "scenario:sample-cedar-creek");
  /* Then the game's options: Glory III unless the variant is chosen. */
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (ui_test_named (GTK_WIDGET (picker), "option:fixed_glory"))));
  ui_test_wait_for_new_frame (GTK_WINDOW (picker));
  ui_test_save_screenshot (GTK_WINDOW (picker), "game-new-game-options.png");
  ui_test_click (GTK_WIDGET (picker), "start-game");
  ui_test_iterate_until (ui_test_is_unmapped, picker, "the New Game dialog closing");
  g_object_unref (picker);
  g_assert_nonnull (ui_test_state (&app));
  g_assert_cmpstr (adj_battle_get_id (battle ()), ==, "sample-cedar-creek");
  /* 5.22: the sample's first turn gives the Confederates the initiative. */
  g_assert_cmpint (adj_game_state_get_phase (ui_test_state (&app)), ==, ADJ_PHASE_HOLD_OUT);
  check_turn_page ();
  g_assert_cmpstr (label_text ("turn-label"), ==, "Turn 0500");
  g_assert_true (gtk_widget_get_mapped (wait_for_named ("goto-button")));
  g_assert_true (g_file_test (autosave, G_FILE_TEST_EXISTS));
  screenshot ("game-turn-page.png");
}

static void
test_first_turn (void)
{
  guint64 mtime_before;
  g_autofree char *autosave = adj_game_session_autosave_path ();
  GStatBuf buf;

  g_assert_cmpint (g_stat (autosave, &buf), ==, 0);
  mtime_before = (guint64) buf.st_size;
  (void) mtime_before;

  /* 3.A.2, 5.23: the Confederate holds out csa-first#1, behind the cover. */
  show_page ("pool");
  screenshot ("game-pool-cover.png");
  choose_behind_cover (1, "csa-first#1");
  g_assert_cmpint (adj_game_state_am_location (ui_test_state (&app), (guint) adj_battle_find_am (battle (), "csa-first#1")),
                   ==, ADJ_AM_HELD_OUT);
  g_assert_cmpint (adj_game_state_get_phase (ui_test_state (&app)), ==, ADJ_PHASE_SELECTION);
  /* The autosave follows the action. */
  g_autoptr (AdjJournal) saved = ui_test_load_autosave (FALSE);
  g_assert_nonnull (saved);
  g_assert_cmpuint (adj_journal_get_length (saved), ==, 1);

  /* 3.B: both players choose in secret, one cover each. */
  wait_for_named ("cover-dismiss");
  click ("cover-dismiss");
  wait_for_named ("am-check:csa-first#2");
  /* The held-out AM is not offered again, and the other side's are hidden. */
  g_assert_null (ui_test_find_named (GTK_WIDGET (ui_test_main_window (&app)), "am-check:csa-first#1"));
  g_assert_null (ui_test_find_named (GTK_WIDGET (ui_test_main_window (&app)), "am-check:vi-corps#1"));
  screenshot ("game-pool-choose.png");
  click ("choose-confirm");
  choose_behind_cover (0, NULL);
  g_assert_true (adj_game_state_has_selected (ui_test_state (&app), 0));

  /* The held-out AM starts the Activation Phase (3.C.1). */
  g_assert_cmpint (adj_game_state_drawn_am (ui_test_state (&app)), ==, adj_battle_find_am (battle (), "csa-first#1"));
  show_page ("pool");
  g_assert_cmpstr (label_text ("drawn-label"), ==, "First Command #1");
  g_assert_cmpuint (pool_label (), ==, adj_game_state_pool_count (ui_test_state (&app)));
  g_assert_cmpuint (pool_label (), ==, 4);
  /* 4.25: leaders A (3) and B (1) need more than 4. */
  gtk_check_button_set_active (GTK_CHECK_BUTTON (wait_for_named ("ca-check:csa-leader-a")), TRUE);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (wait_for_named ("ca-check:csa-leader-b")), TRUE);
  g_assert_true (ui_test_contains (row_subtitle ("ca-needs"), "needs 5 or more, 50%"));
  /* A Glory d10 reads 0-9: a 10 is refused inline (2.2). */
  gtk_editable_set_text (GTK_EDITABLE (wait_for_named ("ca-roll")), "10");
  click ("ca-record");
  g_assert_true (gtk_widget_get_visible (wait_for_named ("activation-error")));
  g_assert_cmpint (adj_game_state_get_step (ui_test_state (&app)), ==, ADJ_STEP_CHOOSE);
  screenshot ("game-pool-drawn.png");

  /* Leader A acts; at step ii a fire withdraws Getty 'a' (11.41). */
  GtkWidget *card = gtk_widget_get_parent (wait_for_named ("drawn-revealer"));
  click ("start:csa-leader-a");
  g_assert_cmpint (adj_game_state_get_step (ui_test_state (&app)), ==, ADJ_STEP_ARTILLERY_FIRE);
  /* The card says something new (Leader A acting): made again. */
  GtkWidget *acting_card = gtk_widget_get_parent (wait_for_named ("drawn-revealer"));
  g_assert_true (acting_card != card);
  GtkWidget *status = gtk_widget_get_ancestor (wait_for_named ("set-aside-row"), ADW_TYPE_PREFERENCES_GROUP);
  check_turn_page ();
  g_assert_true (ui_test_contains (label_text ("next-hint"), "3.C.2.a.iii"));
  show_page ("boxes");
  guint unit = (guint) adj_battle_find_unit (battle (), "getty-a");
  AdwComboRow *combo = ADW_COMBO_ROW (wait_for_named ("unit-combo"));
  GListModel *model = adw_combo_row_get_model (combo);
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    if (g_str_has_prefix (gtk_string_list_get_string (GTK_STRING_LIST (model), i), "Getty 'a'"))
      adw_combo_row_set_selected (combo, i);
  click ("unit-withdraw");
  g_assert_cmpint (adj_game_state_unit_status (ui_test_state (&app), unit), ==, ADJ_UNIT_WITHDRAWN);
  g_assert_true (ui_test_contains (row_subtitle ("withdrawn:union"), "Getty 'a'"));
  screenshot ("game-boxes-page.png");
  /* A Union unit withdrawn changes neither the Confederate AM's card nor
   * the pool: the Activation Markers page keeps both as they were. */
  show_page ("pool");
  g_assert_true (gtk_widget_get_parent (wait_for_named ("drawn-revealer")) == acting_card);
  g_assert_true (gtk_widget_get_ancestor (wait_for_named ("set-aside-row"), ADW_TYPE_PREFERENCES_GROUP) == status);

  /* Draw to the end of the pool; the last AM leads to the Recovery Phase. */
  play_until (ADJ_PHASE_RECOVERY);
  g_assert_cmpuint (adj_game_state_pool_count (ui_test_state (&app)), ==, 0);
  show_page ("pool");
  g_assert_cmpuint (pool_label (), ==, 0);
  g_autoptr (GArray) aside = adj_game_state_set_aside (ui_test_state (&app));
  g_assert_cmpuint (aside->len, ==, 5);
  g_assert_true (ui_test_contains (row_subtitle ("set-aside-row"), "VI Corps #1"));
  screenshot ("game-pool-page.png");

  /* 3.D: Next ends the turn; Withdrawn units go to the Recovery Box. */
  check_turn_page ();
  g_assert_true (ui_test_contains (label_text ("next-hint"), "0600"));
  click ("next-button");
  g_assert_cmpuint (adj_game_state_get_turn (ui_test_state (&app)), ==, 1);
  g_assert_cmpint (adj_game_state_unit_status (ui_test_state (&app), unit), ==, ADJ_UNIT_RECOVERY);
  check_turn_page ();
  show_page ("boxes");
  g_assert_true (ui_test_contains (row_subtitle ("recovery:union"), "Getty 'a'"));
  g_assert_true (ui_test_contains (row_subtitle ("withdrawn:union"), "Empty"));
}

static void
test_initiative_and_undo (void)
{
  check_turn_page ();
  g_assert_cmpint (adj_game_state_get_phase (ui_test_state (&app)), ==, ADJ_PHASE_INITIATIVE);
  /* 0600 gives the Confederates +1 (5.21), shown with the roll. */
  g_assert_true (ui_test_contains (row_title ("init-entry-1"), "+1 (5.21)"));
  screenshot ("game-turn-initiative.png");

  /* A 10 is not a Glory d10 roll: refused inline, nothing recorded. */
  guint length = adj_journal_get_length (adj_game_session_get_journal (ui_test_session (&app)));
  gtk_editable_set_text (GTK_EDITABLE (wait_for_named ("init-entry-0")), "10");
  gtk_editable_set_text (GTK_EDITABLE (wait_for_named ("init-entry-1")), "3");
  click ("init-record");
  g_assert_true (gtk_widget_get_visible (wait_for_named ("turn-error")));
  g_assert_true (ui_test_contains (label_text ("turn-error"), "Union"));
  g_assert_cmpuint (adj_journal_get_length (adj_game_session_get_journal (ui_test_session (&app))), ==, length);
  screenshot ("game-turn-bad-roll.png");

  /* 7 against 3+1: the Union has the initiative. */
  gtk_editable_set_text (GTK_EDITABLE (wait_for_named ("init-entry-0")), "7");
  click ("init-record");
  g_assert_cmpint (adj_game_state_get_initiative (ui_test_state (&app)), ==, 0);
  g_assert_cmpint (adj_game_state_get_initiative_roll (ui_test_state (&app), 1), ==, 3);
  g_assert_cmpint (adj_game_state_get_phase (ui_test_state (&app)), ==, ADJ_PHASE_HOLD_OUT);
  check_turn_page ();
  g_assert_true (ui_test_contains (row_subtitle ("outcome-row"), "5.21"));

  /* Undo and redo through the window's actions (Ctrl+Z, Ctrl+Shift+Z). */
  gtk_widget_activate_action (GTK_WIDGET (ui_test_main_window (&app)), "win.undo", NULL);
  g_assert_cmpint (adj_game_state_get_phase (ui_test_state (&app)), ==, ADJ_PHASE_INITIATIVE);
  check_turn_page ();
  gtk_widget_activate_action (GTK_WIDGET (ui_test_main_window (&app)), "win.redo", NULL);
  g_assert_cmpint (adj_game_state_get_phase (ui_test_state (&app)), ==, ADJ_PHASE_HOLD_OUT);
  g_assert_cmpint (adj_game_state_get_initiative (ui_test_state (&app)), ==, 0);
  check_turn_page ();
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (ui_test_main_window (&app)), "redo"));
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (ui_test_main_window (&app)), "undo"));

  /* The journal page lists every action with the cursor. */
  show_page ("journal");
  AdjJournal *journal = adj_game_session_get_journal (ui_test_session (&app));
  g_autofree char *last = g_strdup_printf ("journal-row:%u", adj_journal_get_length (journal));
  g_autofree char *text = adj_journal_describe (journal, adj_journal_get_length (journal) - 1);
  g_assert_cmpstr (ui_test_journal_line (GTK_WIDGET (ui_test_main_window (&app)), adj_journal_get_length (journal)),
                   ==, text);
  g_assert_true (gtk_widget_has_css_class (wait_for_named (last), "journal-cursor"));
  screenshot ("game-journal-page.png");

  /* A click on an earlier row moves the cursor there; redo comes back. */
  guint length_now = adj_journal_get_length (journal);
  ui_test_activate_journal_line (GTK_WIDGET (ui_test_main_window (&app)), length_now - 1);
  g_assert_cmpuint (adj_journal_get_cursor (journal), ==, length_now - 1);
  g_assert_cmpint (adj_game_state_get_phase (ui_test_state (&app)), ==, ADJ_PHASE_INITIATIVE);
  g_assert_true (gtk_widget_has_css_class (wait_for_named (last), "journal-undone"));
  gtk_widget_activate_action (GTK_WIDGET (ui_test_main_window (&app)), "win.redo", NULL);
  g_assert_cmpuint (adj_journal_get_cursor (journal), ==, length_now);
  g_assert_cmpint (adj_game_state_get_initiative (ui_test_state (&app)), ==, 0);
}

static void
test_recovery (void)
{
  guint unit = (guint) adj_battle_find_unit (battle (), "getty-a");

  /* Turn 0600 through the widgets: the Union holds none out. */
  choose_behind_cover (0, NULL);
  choose_behind_cover (0, NULL);
  choose_behind_cover (1, NULL);

  /* 4.22 with a real cup: the players record the AM that came out. */
  g_assert_cmpint (adj_game_state_get_phase (ui_test_state (&app)), ==, ADJ_PHASE_DRAW);
  show_page ("pool");
  AdwComboRow *cup = ADW_COMBO_ROW (wait_for_named ("real-draw-combo"));
  GListModel *ams = adw_combo_row_get_model (cup);
  /* Secrets stay secret (4.21): every AM of the battle, not the pool. */
  g_assert_cmpuint (g_list_model_get_n_items (ams), ==, adj_battle_n_ams (battle ()));
  g_assert_cmpuint (g_list_model_get_n_items (ams), >, adj_game_state_pool_count (ui_test_state (&app)));
  /* One that is not in the pool (the Second Command comes at 0700) is refused. */
  guint length = ui_test_journal_length (&app);
  for (guint i = 0; i < g_list_model_get_n_items (ams); i++)
    if (g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (ams), i), "Second Command #1 (Confederate)") == 0)
      adw_combo_row_set_selected (cup, i);
  click ("real-draw-record");
  g_assert_cmpuint (ui_test_journal_length (&app), ==, length);
  g_assert_true (gtk_widget_get_visible (wait_for_named ("real-draw-error")));
  /* 4.21: the message does not confirm what is in the cup. */
  g_assert_true (ui_test_contains (label_text ("real-draw-error"), "Second Command #1 cannot be recorded as drawn"));
  g_assert_null (strstr (label_text ("real-draw-error"), "pool"));
  for (guint i = 0; i < g_list_model_get_n_items (ams); i++)
    if (g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (ams), i), "VI Corps #2 (Union)") == 0)
      adw_combo_row_set_selected (cup, i);
  click ("real-draw-record");
  g_assert_cmpint (adj_game_state_drawn_am (ui_test_state (&app)), ==, adj_battle_find_am (battle (), "vi-corps#2"));
  g_assert_cmpstr (label_text ("drawn-label"), ==, "VI Corps #2");
  g_assert_false (adj_game_journal_get_action (adj_game_session_get_journal (ui_test_session (&app)),
                                          ui_test_journal_length (&app) - 1)->draw_virtual);
  play_until (ADJ_PHASE_RECOVERY);

  /* 11.62: Getty 'a' (disordered cohesion 4) returns on 4 or less. */
  show_page ("boxes");
  g_assert_true (ui_test_contains (row_subtitle ("recovery:union"), "Getty 'a'"));
  gtk_editable_set_text (GTK_EDITABLE (wait_for_named ("recover-entry:getty-a")), "12");
  click ("recover-record:getty-a");
  g_assert_true (gtk_widget_get_visible (wait_for_named ("recover-error")));
  g_assert_cmpint (adj_game_state_unit_status (ui_test_state (&app), unit), ==, ADJ_UNIT_RECOVERY);
  screenshot ("game-boxes-recovery.png");
  gtk_editable_set_text (GTK_EDITABLE (wait_for_named ("recover-entry:getty-a")), "2");
  click ("recover-record:getty-a");
  g_assert_cmpint (adj_game_state_unit_status (ui_test_state (&app), unit), ==, ADJ_UNIT_ON_MAP);
  g_assert_true (adj_game_state_unit_disordered (ui_test_state (&app), unit));
  g_assert_cmpint (adj_game_state_last_outcome (ui_test_state (&app)), ==, ADJ_OUTCOME_RECOVERED);
  g_assert_true (ui_test_contains (label_text ("recover-result"), "11.6"));
  g_assert_true (ui_test_contains (row_subtitle ("recovery:union"), "Empty"));
  screenshot ("game-boxes-recovered.png");
}

typedef struct {
  GMenuModel *menu;
  const char *path;
} RecentWait;

static gboolean
recent_first_is (gpointer data)
{
  RecentWait *wait = data;
  g_autoptr (GVariant) target = NULL;

  if (g_menu_model_get_n_items (wait->menu) == 0)
    return FALSE;
  target = g_menu_model_get_item_attribute_value (wait->menu, 0, G_MENU_ATTRIBUTE_TARGET, G_VARIANT_TYPE_STRING);
  return target != NULL && g_strcmp0 (g_variant_get_string (target, NULL), wait->path) == 0;
}

static void
test_save_open_bad_file (void)
{
  g_autofree char *dir = g_dir_make_tmp ("adj-ui-game-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  g_autofree char *bad = g_build_filename (dir, "bad.json", NULL);
  g_autoptr (AdjGameState) before = adj_game_state_ref ((AdjGameState *) ui_test_state (&app));
  guint length = adj_journal_get_length (adj_game_session_get_journal (ui_test_session (&app)));

  g_assert_true (adj_window_save_game_file (ui_test_main_window (&app), path));
  g_assert_false (adj_game_session_is_modified (ui_test_session (&app)));
  /* Undo one step, then open the file: the saved state is back. */
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (ui_test_main_window (&app)), "undo"));
  gtk_widget_activate_action (GTK_WIDGET (ui_test_main_window (&app)), "win.undo", NULL);
  g_assert_cmpuint (ui_test_journal_length (&app), ==, length - 1);
  g_assert_false (adj_game_state_equal (before, ui_test_state (&app)));
  gtk_widget_activate_action (GTK_WIDGET (ui_test_main_window (&app)), "win.open-recent", "s", path);
  g_assert_true (adj_game_state_equal (before, ui_test_state (&app)));
  g_assert_cmpuint (adj_journal_get_length (adj_game_session_get_journal (ui_test_session (&app))), ==, length);
  g_assert_cmpstr (adj_game_session_get_path (ui_test_session (&app)), ==, path);
  show_page ("journal");
  g_assert_true (ui_test_contains (row_subtitle ("game-file"), "game.json"));

  /* The primary menu's Game section ends with the recent games (its
   * popover is built when the menu first opens). */
  GtkMenuButton *menu_button = GTK_MENU_BUTTON (wait_for_named ("primary-menu"));
  gtk_menu_button_popup (menu_button);
  gtk_menu_button_popdown (menu_button);
  GMenuModel *menu = gtk_menu_button_get_menu_model (menu_button);
  g_autoptr (GMenuModel) game = g_menu_model_get_item_link (menu, 1, G_MENU_LINK_SECTION);
  g_autofree char *first_action = NULL;
  g_assert_true (g_menu_model_get_item_attribute (game, 0, G_MENU_ATTRIBUTE_ACTION, "s", &first_action));
  g_assert_cmpstr (first_action, ==, "win.new-game");
  g_autoptr (GMenuModel) recent = g_menu_model_get_item_link (game, 5, G_MENU_LINK_SUBMENU);
  g_assert_nonnull (recent);
  /* The desktop's recent files (GtkRecentManager) tell of changes a moment later. */
  RecentWait wait = { recent, path };
  ui_test_iterate_until (recent_first_is, &wait, "the saved game at the top of the recent files");
  /* The Journal page's recent button shows the same menu. */
  g_assert_true (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (wait_for_named ("journal-recent"))) == recent);
  g_assert_true (gtk_widget_is_sensitive (wait_for_named ("journal-recent")));

  /* A journal that does not replay: the engine's reason, with its index. */
  json_object *root = json_object_from_file (path);
  json_object *journal = NULL;
  g_assert_true (json_object_object_get_ex (root, "journal", &journal));
  json_object *first = json_object_array_get_idx (journal, 1);
  json_object_object_add (first, "type", json_object_new_string ("draw"));
  json_object_object_add (first, "am", json_object_new_string ("vi-corps#1"));
  g_assert_cmpint (json_object_to_file (bad, root), ==, 0);
  json_object_put (root);
  g_assert_false (adj_window_open_game_file (ui_test_main_window (&app), bad));
  ui_test_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG, "the bad file message");
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_true (ui_test_contains (adw_message_dialog_get_body (dialog), "$.journal[1]"));
  g_assert_true (ui_test_contains (adw_message_dialog_get_body (dialog), "does not replay"));
  ui_test_wait_for_new_frame (GTK_WINDOW (dialog));
  ui_test_save_screenshot (GTK_WINDOW (dialog), "game-bad-file.png");
  /* Nothing was lost: the game in play is the same. */
  g_assert_true (adj_game_state_equal (before, ui_test_state (&app)));
  adw_message_dialog_response (dialog, "close");
  ui_test_close_and_wait (GTK_WINDOW (dialog));

  /* Export Scenario writes the battle back, the same battle. */
  g_autofree char *exported = g_build_filename (dir, "battle.json", NULL);
  g_assert_true (adj_window_export_scenario_file (ui_test_main_window (&app), exported));
  g_autoptr (AdjBattle) again = adj_battle_load_file (exported, NULL);
  g_assert_nonnull (again);
  g_assert_cmpstr (adj_battle_get_hash (again), ==, adj_battle_get_hash (battle ()));

  /* Importing a broken battle: the loader's path and reason, game kept. */
  g_autofree char *text = NULL;
  g_assert_true (g_file_get_contents (exported, &text, NULL, NULL));
  GString *broken = g_string_new (text);
  g_assert_cmpuint (g_string_replace (broken, "\"leader\": \"getty\"", "\"leader\": \"gety\"", 1), ==, 1);
  g_autofree char *bad_battle = g_build_filename (dir, "bad-battle.json", NULL);
  g_assert_true (g_file_set_contents (bad_battle, broken->str, -1, NULL));
  g_string_free (broken, TRUE);
  g_assert_false (adj_window_start_game_from_file (ui_test_main_window (&app), bad_battle));
  ui_test_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG, "the bad battle message");
  dialog = ADW_MESSAGE_DIALOG (ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_true (ui_test_contains (adw_message_dialog_get_body (dialog), "bad-battle.json: $.units["));
  g_assert_true (ui_test_contains (adw_message_dialog_get_body (dialog), "gety"));
  g_assert_true (adj_game_state_equal (before, ui_test_state (&app)));
  adw_message_dialog_response (dialog, "close");
  ui_test_close_and_wait (GTK_WINDOW (dialog));

  g_unlink (bad_battle);
  g_unlink (exported);
  g_unlink (bad);
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_dark_screenshots (void)
{
  AdwStyleManager *style = adw_style_manager_get_default ();
  static const char *pages[] = { "turn", "pool", "boxes", "journal" };

  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      g_autofree char *name = g_strdup_printf ("game-%s-page-dark.png", pages[i]);
      show_page (pages[i]);
      screenshot (name);
    }
  g_assert_true (ui_test_mean_brightness (ui_test_main_window (&app)) < 128);
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
}

/* On a phone-sized window every game page fits: none asks for more than
 * the 360 pixels GNOME asks apps to fit (no label or row widens it). */
static void
test_narrow (void)
{
  static const char *pages[] = { "turn", "pool", "boxes", "journal" };
  static const char *types[] = { "AdjTurnPage", "AdjPoolPage", "AdjBoxesPage", "AdjJournalPage" };

  ui_test_resize_from_outside (ui_test_main_window (&app), 360, 640);
  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      g_autofree char *name = g_strdup_printf ("game-%s-page-narrow.png", pages[i]);
      GtkWidget *page = ui_test_find_descendant (GTK_WIDGET (ui_test_main_window (&app)), g_type_from_name (types[i]));
      int minimum = 0;

      show_page (pages[i]);
      screenshot (name);
      gtk_widget_measure (page, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
      g_assert_cmpint (minimum, <=, 360);
    }
  ui_test_resize_from_outside (ui_test_main_window (&app), 860, 640);
}

static void
test_resume_autosave (void)
{
  g_autoptr (AdjGameState) before = adj_game_state_ref ((AdjGameState *) ui_test_state (&app));

  /* The window closes; a new one offers the game that was in play. */
  gtk_window_destroy (ui_test_main_window (&app));
  g_application_activate (G_APPLICATION (app));
  g_assert_null (adj_glory_session_get_state (adj_window_get_session (ui_test_main_window (&app))));
  ui_test_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG, "the resume offer");
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Resume the Last Game?");
  adw_message_dialog_response (dialog, "resume");
  ui_test_close_and_wait (GTK_WINDOW (dialog));
  g_assert_nonnull (ui_test_state (&app));
  g_assert_true (adj_game_state_equal (before, ui_test_state (&app)));
  check_turn_page ();
}

static void
set_editor_text (GtkWidget *editor, const char *name, const char *text)
{
  GtkWidget *row = ui_test_find_named (editor, name);
  g_assert_nonnull (row);
  gtk_editable_set_text (GTK_EDITABLE (row), text);
}

/* The basic battle editor: a copy of the sample with one unit changed,
 * checked by the engine's battle loader, then played. */
static void
test_battle_editor (void)
{
  g_autofree char *battles_dir = adj_battle_editor_user_dir ();
  g_autofree char *copy = g_build_filename (battles_dir, "sample-cedar-creek-copy.json", NULL);

  /* The sample's Duplicate button in the picker opens the editor on a copy. */
  AdjNewGameDialog *first = ui_test_open_battle_picker (&app);
  ui_test_click (GTK_WIDGET (first), "scenario-duplicate:sample-cedar-creek");
  ui_test_wait_for_toplevel (ADJ_TYPE_BATTLE_EDITOR, "the battle editor");
  GtkWidget *editor = GTK_WIDGET (ui_test_find_toplevel (ADJ_TYPE_BATTLE_EDITOR));
  GtkWidget *error = ui_test_find_named (editor, "editor-error");

  /* Not a number: refused inline, nothing written. */
  set_editor_text (editor, "editor-unit-0-strength", "x");
  g_signal_emit_by_name (ui_test_find_named (editor, "editor-save"), "clicked");
  g_assert_true (gtk_widget_get_visible (error));
  g_assert_true (ui_test_contains (gtk_label_get_text (GTK_LABEL (error)), "whole number"));
  g_assert_false (g_file_test (copy, G_FILE_TEST_EXISTS));

  /* A disordered cohesion above the cohesion: the battle format refuses it. */
  set_editor_text (editor, "editor-unit-0-strength", "7");
  set_editor_text (editor, "editor-unit-0-cohesion", "3");
  set_editor_text (editor, "editor-unit-0-disordered_cohesion", "5");
  g_signal_emit_by_name (ui_test_find_named (editor, "editor-save"), "clicked");
  g_assert_true (ui_test_contains (gtk_label_get_text (GTK_LABEL (error)), "$.units[0].disordered_cohesion"));
  g_assert_false (g_file_test (copy, G_FILE_TEST_EXISTS));
  /* The refused row scrolls into view on the second frame. */
  ui_test_wait_for_new_frame (GTK_WINDOW (editor));
  ui_test_wait_for_new_frame (GTK_WINDOW (editor));
  ui_test_save_screenshot (GTK_WINDOW (editor), "game-battle-editor.png");

  set_editor_text (editor, "editor-unit-0-disordered_cohesion", "2");
  set_editor_text (editor, "editor-unit-0-name", "Getty 'a' (edited)");
  g_object_ref (editor);
  g_signal_emit_by_name (ui_test_find_named (editor, "editor-save"), "clicked");
  ui_test_iterate_until (ui_test_is_unmapped, editor, "the editor closing");
  g_object_unref (editor);
  g_autoptr (AdjBattle) saved = adj_battle_load_file (copy, NULL);
  g_assert_nonnull (saved);
  const AdjBattleUnit *unit = adj_battle_get_unit (saved, (guint) adj_battle_find_unit (saved, "getty-a"));
  g_assert_cmpstr (unit->name, ==, "Getty 'a' (edited)");
  g_assert_cmpint (unit->ratings.strength, ==, 7);
  g_assert_cmpint (unit->ratings.cohesion, ==, 3);
  g_assert_cmpint (unit->ratings.disordered_cohesion, ==, 2);

  /* The picker comes back with the copy; the game starts on it. */
  ui_test_wait_for_toplevel (ADJ_TYPE_NEW_GAME_DIALOG, "the New Game dialog");
  AdjNewGameDialog *picker = g_object_ref (ADJ_NEW_GAME_DIALOG (ui_test_find_toplevel (ADJ_TYPE_NEW_GAME_DIALOG)));
  ui_test_activate_row (GTK_WIDGET (picker), "scenario:sample-cedar-creek-copy");
  ui_test_click (GTK_WIDGET (picker), "start-game");
  ui_test_iterate_until (ui_test_is_unmapped, picker, "the New Game dialog closing");
  g_object_unref (picker);
  g_assert_cmpstr (adj_battle_get_id (battle ()), ==, "sample-cedar-creek-copy");
  check_turn_page ();
  g_unlink (copy);
  g_rmdir (battles_dir);
}

int
main (int argc, char *argv[])
{
  int status;

  /* The player's data dir is a fresh temporary one, before anything reads it. */
  ui_test_user_dir_setup ("adj-ui-game-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  ui_test_init ();

  /* The steps build on each other: one game, played in order. */
  g_test_add_func ("/ui/game/new-game", test_new_game);
  g_test_add_func ("/ui/game/first-turn-selection-draws-withdraw-rule-3", test_first_turn);
  g_test_add_func ("/ui/game/initiative-typed-undo-redo-rule-5.21", test_initiative_and_undo);
  g_test_add_func ("/ui/game/recovery-next-turn-rule-11.6", test_recovery);
  g_test_add_func ("/ui/game/save-open-bad-file", test_save_open_bad_file);
  g_test_add_func ("/ui/game/dark", test_dark_screenshots);
  g_test_add_func ("/ui/game/narrow", test_narrow);
  g_test_add_func ("/ui/game/resume-autosave", test_resume_autosave);
  g_test_add_func ("/ui/game/battle-editor", test_battle_editor);
  status = g_test_run ();

  ui_test_app_quit (&app);
  ui_test_user_dir_cleanup ();
  return status;
}
