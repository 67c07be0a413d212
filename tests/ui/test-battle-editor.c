/* test-battle-editor.c: the battle editor, driven through its widgets
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A new battle built from scratch in the editor (two sides, two turns, a
 * command with its AMs, a leader, an infantry and a cavalry unit), refused
 * inline while the engine's loader refuses it and nothing written, then
 * saved, read back by the engine value by value and played. The sample
 * duplicated with a unit added; one's own battle edited in place; the
 * sample exported and compared with the engine's canonical saver.
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include <adjutant-engine.h>

#include "adj-application.h"
#include "adj-battle-editor.h"
#include "adj-game-session.h"
#include "adj-window.h"
#include "adj-window-actions.h"
#include "ui-test-util.h"

static AdjApplication *app;

static void
click_in_picker (AdjNewGameDialog *picker, const char *name)
{
  ui_test_click (GTK_WIDGET (picker), name);
}

/* The New Game dialog comes back on Glory's scenarios after a save. */
static AdjNewGameDialog *
wait_for_picker (void)
{
  ui_test_wait_for_toplevel (ADJ_TYPE_NEW_GAME_DIALOG, "the New Game dialog");
  AdjNewGameDialog *picker = ADJ_NEW_GAME_DIALOG (ui_test_find_toplevel (ADJ_TYPE_NEW_GAME_DIALOG));
  g_assert_true (adj_new_game_dialog_get_game (picker)->ruleset == &adj_glory_ruleset);
  return picker;
}

static GtkWidget *
wait_for_editor (void)
{
  ui_test_wait_for_toplevel (ADJ_TYPE_BATTLE_EDITOR, "the battle editor");
  GtkWidget *editor = GTK_WIDGET (ui_test_find_toplevel (ADJ_TYPE_BATTLE_EDITOR));
  ui_test_wait_for_frame (GTK_WINDOW (editor), 0);
  return editor;
}

static void
set_number (GtkWidget *editor, const char *name, int value)
{
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (ui_test_named (editor, name)), value);
}

static const char *
error_text (GtkWidget *editor)
{
  GtkWidget *label = ui_test_named (editor, "editor-error");
  return gtk_widget_get_visible (gtk_widget_get_parent (label)) ? gtk_label_get_text (GTK_LABEL (label)) : NULL;
}

/* The row holding a field carries the error mark. */
static gboolean
marked (GtkWidget *editor, const char *name)
{
  GtkWidget *row = gtk_widget_get_ancestor (ui_test_named (editor, name), ADW_TYPE_PREFERENCES_ROW);
  return gtk_widget_has_css_class (row, "error");
}

static void
save_and_wait_closed (GtkWidget *editor)
{
  g_object_ref (editor);
  ui_test_click (editor, "editor-save");
  if (error_text (editor) != NULL)
    g_error ("the editor refused: %s", error_text (editor));
  ui_test_iterate_until (ui_test_is_unmapped, editor, "the editor closing");
  g_object_unref (editor);
}

static char *
own_battle_path (const char *id)
{
  g_autofree char *dir = adj_battle_editor_user_dir ();
  g_autofree char *name = g_strdup_printf ("%s.json", id);
  return g_build_filename (dir, name, NULL);
}

static void
fill_new_battle (GtkWidget *editor)
{
  ui_test_type_into (editor, "editor-title", "Two Hills (test)");
  ui_test_type_into (editor, "editor-id", "two-hills");
  ui_test_type_into (editor, "editor-side-0-id", "north");
  ui_test_type_into (editor, "editor-side-0-name", "North");
  ui_test_type_into (editor, "editor-side-1-id", "south");
  ui_test_type_into (editor, "editor-side-1-name", "South");
  ui_test_set_switch (editor, "editor-side-1-combined_activation", FALSE);

  ui_test_click (editor, "editor-add-turn");
  ui_test_click (editor, "editor-add-turn");
  ui_test_type_into (editor, "editor-turn-0-label", "0800");
  set_number (editor, "editor-turn-0-initiative_drm.0", 1);
  ui_test_set_choice (editor, "editor-turn-0-automatic_initiative", 2);
  ui_test_type_into (editor, "editor-turn-1-label", "0900");
  ui_test_set_switch (editor, "editor-turn-1-night", TRUE);
  ui_test_set_switch (editor, "editor-turn-1-night2", TRUE);
  set_number (editor, "editor-turn-1-initiative_drm.1", -2);

  ui_test_click (editor, "editor-add-command");
  ui_test_type_into (editor, "editor-command-0-id", "north-corps");
  ui_test_type_into (editor, "editor-command-0-name", "North Corps");
  ui_test_set_choice (editor, "editor-command-0-side", 0);
  set_number (editor, "editor-command-0-markers[0].count", 3);
  ui_test_type_into (editor, "editor-command-0-markers[0].from", "0900");

  ui_test_click (editor, "editor-add-leader");
  ui_test_type_into (editor, "editor-leader-0-id", "smith");
  ui_test_type_into (editor, "editor-leader-0-name", "Smith");
  ui_test_set_choice (editor, "editor-leader-0-command", 0);
  set_number (editor, "editor-leader-0-combined_activation", 2);
  set_number (editor, "editor-leader-0-command_range", 5);
  set_number (editor, "editor-leader-0-movement", 7);

  ui_test_click (editor, "editor-add-unit");
  ui_test_type_into (editor, "editor-unit-0-id", "north-inf");
  ui_test_type_into (editor, "editor-unit-0-name", "Infantry A");
  ui_test_set_choice (editor, "editor-unit-0-side", 0);
  ui_test_set_choice (editor, "editor-unit-0-type", 0);
  ui_test_set_choice (editor, "editor-unit-0-command", 0);
  ui_test_set_choice (editor, "editor-unit-0-leader", 1);
  set_number (editor, "editor-unit-0-strength", 6);
  set_number (editor, "editor-unit-0-cohesion", 5);
  set_number (editor, "editor-unit-0-disordered_cohesion", 3);
  set_number (editor, "editor-unit-0-movement", 6);

  ui_test_click (editor, "editor-add-unit");
  ui_test_type_into (editor, "editor-unit-1-id", "north-cav");
  ui_test_type_into (editor, "editor-unit-1-name", "Cavalry B");
  ui_test_set_choice (editor, "editor-unit-1-side", 0);
  ui_test_set_choice (editor, "editor-unit-1-type", 1);
  ui_test_set_choice (editor, "editor-unit-1-command", 0);
  ui_test_set_choice (editor, "editor-unit-1-leader", 0);
  set_number (editor, "editor-unit-1-strength", 2);
  set_number (editor, "editor-unit-1-cohesion", 5);
  set_number (editor, "editor-unit-1-disordered_cohesion", 4);
  set_number (editor, "editor-unit-1-movement", 5);
  set_number (editor, "editor-unit-1-mounted.strength", 3);
  set_number (editor, "editor-unit-1-mounted.cohesion", 6);
  set_number (editor, "editor-unit-1-mounted.disordered_cohesion", 5);
  set_number (editor, "editor-unit-1-mounted.movement", 10);
}

static void
check_new_battle (AdjBattle *b)
{
  g_assert_cmpstr (adj_battle_get_id (b), ==, "two-hills");
  g_assert_cmpstr (adj_battle_get_title (b), ==, "Two Hills (test)");
  g_assert_cmpstr (adj_battle_get_side (b, 0)->id, ==, "north");
  g_assert_cmpstr (adj_battle_get_side (b, 0)->name, ==, "North");
  g_assert_true (adj_battle_get_side (b, 0)->combined_activation);
  g_assert_cmpstr (adj_battle_get_side (b, 1)->id, ==, "south");
  g_assert_cmpstr (adj_battle_get_side (b, 1)->name, ==, "South");
  g_assert_false (adj_battle_get_side (b, 1)->combined_activation);

  g_assert_cmpuint (adj_battle_n_turns (b), ==, 2);
  const AdjBattleTurn *t0 = adj_battle_get_turn (b, 0), *t1 = adj_battle_get_turn (b, 1);
  g_assert_cmpstr (t0->label, ==, "0800");
  g_assert_false (t0->night);
  g_assert_false (t0->night2);
  g_assert_cmpint (t0->initiative_drm[0], ==, 1);
  g_assert_cmpint (t0->initiative_drm[1], ==, 0);
  g_assert_cmpint (t0->automatic_initiative, ==, 1);
  g_assert_cmpstr (t1->label, ==, "0900");
  g_assert_true (t1->night);
  g_assert_true (t1->night2);
  g_assert_cmpint (t1->initiative_drm[0], ==, 0);
  g_assert_cmpint (t1->initiative_drm[1], ==, -2);
  g_assert_cmpint (t1->automatic_initiative, ==, -1);

  g_assert_cmpuint (adj_battle_n_commands (b), ==, 1);
  g_assert_cmpstr (adj_battle_get_command (b, 0)->id, ==, "north-corps");
  g_assert_cmpstr (adj_battle_get_command (b, 0)->name, ==, "North Corps");
  g_assert_cmpuint (adj_battle_get_command (b, 0)->side, ==, 0);
  g_assert_cmpuint (adj_battle_n_markers (b), ==, 1);
  const AdjBattleMarker *m = adj_battle_get_marker (b, 0);
  g_assert_cmpstr (m->id, ==, "north-corps");
  g_assert_cmpuint (m->command, ==, 0);
  g_assert_cmpuint (m->count, ==, 3);
  g_assert_cmpint (m->from_turn, ==, 1);
  g_assert_cmpint (m->until_turn, ==, -1);
  g_assert_true (m->all_groups);
  g_assert_cmpuint (adj_battle_n_ams (b), ==, 3);
  g_assert_cmpint (adj_battle_find_am (b, "north-corps#3"), >=, 0);

  g_assert_cmpuint (adj_battle_n_leaders (b), ==, 1);
  const AdjBattleLeader *l = adj_battle_get_leader (b, 0);
  g_assert_cmpstr (l->id, ==, "smith");
  g_assert_cmpstr (l->name, ==, "Smith");
  g_assert_cmpuint (l->command, ==, 0);
  g_assert_cmpint (l->ca_rating, ==, 2);
  g_assert_cmpint (l->command_range, ==, 5);
  g_assert_cmpint (l->movement, ==, 7);
  g_assert_cmpint (l->arrives, ==, -1);

  g_assert_cmpuint (adj_battle_n_units (b), ==, 2);
  const AdjBattleUnit *u = adj_battle_get_unit (b, 0);
  g_assert_cmpstr (u->id, ==, "north-inf");
  g_assert_cmpstr (u->name, ==, "Infantry A");
  g_assert_cmpint (u->type, ==, ADJ_UNIT_INFANTRY);
  g_assert_cmpuint (u->command, ==, 0);
  g_assert_cmpint (u->leader, ==, 0);
  g_assert_cmpuint (adj_battle_unit_side (b, 0), ==, 0);
  g_assert_cmpint (u->ratings.strength, ==, 6);
  g_assert_cmpint (u->ratings.cohesion, ==, 5);
  g_assert_cmpint (u->ratings.disordered_cohesion, ==, 3);
  g_assert_cmpint (u->ratings.movement, ==, 6);
  g_assert_cmpint (u->range, ==, ADJ_RANGE_NONE);
  u = adj_battle_get_unit (b, 1);
  g_assert_cmpstr (u->id, ==, "north-cav");
  g_assert_cmpstr (u->name, ==, "Cavalry B");
  g_assert_cmpint (u->type, ==, ADJ_UNIT_CAVALRY);
  g_assert_cmpint (u->leader, ==, -1);
  g_assert_cmpuint (adj_battle_unit_side (b, 1), ==, 0);
  g_assert_cmpint (u->ratings.strength, ==, 2);
  g_assert_cmpint (u->ratings.cohesion, ==, 5);
  g_assert_cmpint (u->ratings.disordered_cohesion, ==, 4);
  g_assert_cmpint (u->ratings.movement, ==, 5);
  g_assert_cmpint (u->mounted.strength, ==, 3);
  g_assert_cmpint (u->mounted.cohesion, ==, 6);
  g_assert_cmpint (u->mounted.disordered_cohesion, ==, 5);
  g_assert_cmpint (u->mounted.movement, ==, 10);
  g_assert_true (u->starts_mounted);
  /* Independent and without a brigade: a group of its own (14.34). */
  g_assert_cmpint (adj_battle_find_group (b, "north-cav"), >=, 0);
}

static void
editor_screenshots (GtkWidget *editor, const char *name)
{
  AdwStyleManager *style = adw_style_manager_get_default ();
  g_autofree char *light = g_strdup_printf ("%s.png", name);
  g_autofree char *dark = g_strdup_printf ("%s-dark.png", name);

  ui_test_wait_for_new_frame (GTK_WINDOW (editor));
  ui_test_wait_for_new_frame (GTK_WINDOW (editor));
  ui_test_save_screenshot (GTK_WINDOW (editor), light);
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  ui_test_wait_for_new_frame (GTK_WINDOW (editor));
  ui_test_save_screenshot (GTK_WINDOW (editor), dark);
  g_assert_true (ui_test_mean_brightness (GTK_WINDOW (editor)) < 128);
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
}

/* New Battle: built through the widgets, refused while the loader refuses
 * it (nothing written), then saved, read back and played. */
static void
test_new_battle (void)
{
  g_autofree char *path = own_battle_path ("two-hills");

  click_in_picker (ui_test_open_battle_picker (&app), "new-scenario");
  GtkWidget *editor = wait_for_editor ();
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (editor)), ==, "New Battle");
  fill_new_battle (editor);
  /* A closed turn row still says what is special about the turn. */
  g_assert_cmpstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (ui_test_named (editor, "editor-turn-0"))), ==,
                   "Initiative: South");
  g_assert_cmpstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (ui_test_named (editor, "editor-turn-1"))), ==,
                   "Night 2");

  /* A disordered cohesion above the cohesion: the engine's path and reason. */
  set_number (editor, "editor-unit-0-disordered_cohesion", 6);
  ui_test_click (editor, "editor-save");
  g_assert_true (ui_test_contains (error_text (editor), "edited battle: $.units[0].disordered_cohesion: "));
  g_assert_true (marked (editor, "editor-unit-0-disordered_cohesion"));
  g_assert_true (adw_expander_row_get_expanded (ADW_EXPANDER_ROW (ui_test_named (editor, "editor-unit-0"))));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  editor_screenshots (editor, "battle-editor-refused");
  set_number (editor, "editor-unit-0-disordered_cohesion", 3);

  /* Two units with one id. */
  ui_test_type_into (editor, "editor-unit-1-id", "north-inf");
  ui_test_click (editor, "editor-save");
  g_assert_true (ui_test_contains (error_text (editor), "$.units[1].id: "));
  g_assert_true (ui_test_contains (error_text (editor), "north-inf"));
  g_assert_true (marked (editor, "editor-unit-1-id"));
  g_assert_false (marked (editor, "editor-unit-0-disordered_cohesion"));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  ui_test_type_into (editor, "editor-unit-1-id", "north-cav");

  /* Not a number, and out of the format's range: refused before the loader. */
  ui_test_type_into (editor, "editor-leader-0-movement", "x");
  ui_test_click (editor, "editor-save");
  g_assert_true (ui_test_contains (error_text (editor), "Smith: Movement: type a whole number from 0 to 99"));
  g_assert_true (marked (editor, "editor-leader-0-movement"));
  ui_test_type_into (editor, "editor-leader-0-movement", "120");
  ui_test_click (editor, "editor-save");
  g_assert_true (ui_test_contains (error_text (editor), "type a whole number"));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  set_number (editor, "editor-leader-0-movement", 7);

  /* A command its units still name cannot go; a spare turn can. */
  ui_test_click (editor, "editor-command-0-remove");
  g_assert_true (ui_test_contains (error_text (editor), "still used by"));
  g_assert_nonnull (ui_test_find_named (editor, "editor-command-0"));
  ui_test_click (editor, "editor-add-turn");
  g_assert_nonnull (ui_test_find_named (editor, "editor-turn-2"));
  ui_test_click (editor, "editor-turn-2-remove");
  g_assert_null (ui_test_find_named (editor, "editor-turn-2"));

  /* Renaming a command keeps the leader's and the units' choice on it. */
  ui_test_type_into (editor, "editor-command-0-name", "North Corps");
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (ui_test_named (editor, "editor-unit-0-command"))), ==, 0);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (ui_test_named (editor, "editor-unit-0-leader"))), ==, 1);
  editor_screenshots (editor, "battle-editor-new");
  /* It fits a phone-sized screen: no row asks for more than 360 pixels. */
  int minimum;
  gtk_widget_measure (editor, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  g_assert_cmpint (minimum, <=, 360);

  save_and_wait_closed (editor);
  g_autoptr (GError) error = NULL;
  g_autoptr (AdjBattle) saved = adj_battle_load_file (path, &error);
  g_assert_no_error (error);
  check_new_battle (saved);

  /* The picker comes back with it; a game starts on it (5.22: South). */
  AdjNewGameDialog *picker = wait_for_picker ();
  g_object_ref (picker);
  ui_test_activate_row (GTK_WIDGET (picker), "scenario:two-hills");
  ui_test_click (GTK_WIDGET (picker), "start-game");
  ui_test_iterate_until (ui_test_is_unmapped, picker, "the New Game dialog closing");
  g_object_unref (picker);
  g_assert_cmpstr (adj_battle_get_id (adj_glory_session_get_battle (ui_test_session (&app))), ==, "two-hills");
  const AdjGameState *state = adj_glory_session_get_state (ui_test_session (&app));
  g_assert_nonnull (state);
  g_assert_cmpstr (adj_game_state_get_turn_info (state)->label, ==, "0800");
  g_assert_cmpint (adj_game_state_get_phase (state), ==, ADJ_PHASE_HOLD_OUT);
}

/* Duplicate the sample and add a unit: everything else stays as it was. */
static void
test_duplicate_add_unit (void)
{
  g_autofree char *path = own_battle_path ("sample-cedar-creek-copy");
  g_autofree char *sample_path = adj_paths_data_file ("battles", "sample-cedar-creek.json", NULL);
  g_autoptr (AdjBattle) sample = adj_battle_load_file (sample_path, NULL);
  g_assert_nonnull (sample);
  guint n = adj_battle_n_units (sample);

  click_in_picker (ui_test_open_battle_picker (&app), "scenario-duplicate:sample-cedar-creek");
  GtkWidget *editor = wait_for_editor ();
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (editor)), ==, "Duplicate Battle");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (ui_test_named (editor, "editor-id"))), ==, "sample-cedar-creek-copy");

  /* A shipped battle's id is not the copy's. */
  ui_test_type_into (editor, "editor-id", "sample-cedar-creek");
  ui_test_click (editor, "editor-save");
  g_assert_true (ui_test_contains (error_text (editor), "comes with Adjutant"));
  g_assert_true (gtk_widget_has_css_class (ui_test_named (editor, "editor-id"), "error"));
  ui_test_type_into (editor, "editor-id", "sample-cedar-creek-copy");

  ui_test_click (editor, "editor-add-unit");
  g_autofree char *prefix = g_strdup_printf ("editor-unit-%u-", n);
#define UNIT(key) (g_strconcat (prefix, key, NULL))
  g_autofree char *id = UNIT ("id"), *name = UNIT ("name"), *command = UNIT ("command"),
                  *leader = UNIT ("leader"), *type = UNIT ("type"), *range = UNIT ("range"),
                  *fire = UNIT ("fire_strength"), *strength = UNIT ("strength");
#undef UNIT
  ui_test_type_into (editor, id, "getty-battery-2");
  ui_test_type_into (editor, name, "Getty second battery");
  ui_test_set_choice (editor, command, 0);
  ui_test_set_choice (editor, leader, 1);
  ui_test_set_choice (editor, type, 2);
  ui_test_set_choice (editor, range, 2);
  set_number (editor, fire, 2);
  set_number (editor, strength, 1);
  /* A leader its units name cannot go either. */
  ui_test_click (editor, "editor-leader-0-remove");
  g_assert_true (ui_test_contains (error_text (editor), "still used by"));
  save_and_wait_closed (editor);

  g_autoptr (AdjBattle) copy = adj_battle_load_file (path, NULL);
  g_assert_nonnull (copy);
  g_assert_cmpuint (adj_battle_n_units (copy), ==, n + 1);
  const AdjBattleUnit *u = adj_battle_get_unit (copy, n);
  g_assert_cmpstr (u->id, ==, "getty-battery-2");
  g_assert_cmpint (u->type, ==, ADJ_UNIT_ARTILLERY);
  g_assert_cmpint (u->range, ==, ADJ_RANGE_LONG);
  g_assert_cmpint (u->fire_strength, ==, 2);
  g_assert_cmpint (u->ratings.strength, ==, 1);
  g_assert_cmpint (u->leader, ==, adj_battle_find_leader (copy, "getty"));
  g_assert_cmpstr (adj_battle_get_title (copy), ==, "Sample battle (not from the Battle Book) (copy)");
  /* Everything the sample had comes back unchanged, notes and all. */
  g_assert_cmpstr (adj_battle_get_notes (copy), ==, adj_battle_get_notes (sample));
  json_object *a = adj_battle_to_json (sample), *b = adj_battle_to_json (copy);
  static const char *keys[] = { "sides", "turns", "commands", "leaders" };
  for (guint k = 0; k < G_N_ELEMENTS (keys); k++)
    {
      json_object *x = NULL, *y = NULL;
      json_object_object_get_ex (a, keys[k], &x);
      json_object_object_get_ex (b, keys[k], &y);
      g_assert_true (json_object_equal (x, y));
    }
  json_object *ua = NULL, *ub = NULL;
  json_object_object_get_ex (a, "units", &ua);
  json_object_object_get_ex (b, "units", &ub);
  for (guint i = 0; i < n; i++)
    g_assert_true (json_object_equal (json_object_array_get_idx (ua, i), json_object_array_get_idx (ub, i)));
  json_object_put (a);
  json_object_put (b);

  /* One's own battle: Edit saves it back in place. */
  AdjNewGameDialog *picker = wait_for_picker ();
  g_assert_null (ui_test_find_named (GTK_WIDGET (picker), "scenario-edit:sample-cedar-creek"));
  click_in_picker (picker, "scenario-edit:sample-cedar-creek-copy");
  editor = wait_for_editor ();
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (editor)), ==, "Edit Battle");
  ui_test_type_into (editor, "editor-title", "My Cedar Creek");
  ui_test_type_into (editor, "editor-unit-0-name", "Getty 'a' (mine)");
  /* Ctrl+S is the editor's save action. */
  g_object_ref (editor);
  g_assert_true (gtk_widget_activate_action (editor, "editor.save", NULL));
  ui_test_iterate_until (ui_test_is_unmapped, editor, "the editor closing");
  g_object_unref (editor);
  g_autoptr (AdjBattle) edited = adj_battle_load_file (path, NULL);
  g_assert_nonnull (edited);
  g_assert_cmpstr (adj_battle_get_title (edited), ==, "My Cedar Creek");
  g_assert_cmpstr (adj_battle_get_unit (edited, 0)->name, ==, "Getty 'a' (mine)");
  g_assert_cmpuint (adj_battle_n_units (edited), ==, n + 1);
  ui_test_close_and_wait (GTK_WINDOW (wait_for_picker ()));
}

/* Cancel: an untouched editor just closes; with changes it asks first. */
static void
test_cancel_asks (void)
{
  click_in_picker (ui_test_open_battle_picker (&app), "new-scenario");
  GtkWidget *editor = g_object_ref (wait_for_editor ());
  ui_test_click (editor, "editor-cancel");
  ui_test_iterate_until (ui_test_is_unmapped, editor, "the untouched editor closing");
  g_object_unref (editor);

  click_in_picker (ui_test_open_battle_picker (&app), "new-scenario");
  editor = g_object_ref (wait_for_editor ());
  ui_test_type_into (editor, "editor-title", "Not kept");
  ui_test_click (editor, "editor-cancel");
  ui_test_respond (ui_test_wait_for_dialog ("Discard the Changes?"), "keep");
  g_assert_true (gtk_widget_get_mapped (editor));
  ui_test_click (editor, "editor-cancel");
  ui_test_respond (ui_test_wait_for_dialog ("Discard the Changes?"), "discard");
  ui_test_iterate_until (ui_test_is_unmapped, editor, "the editor closing");
  g_object_unref (editor);
  g_autofree char *dir = adj_battle_editor_user_dir ();
  g_autoptr (GDir) listing = g_dir_open (dir, 0, NULL);
  guint files = 0;
  while (listing != NULL && g_dir_read_name (listing) != NULL)
    files++;
  /* Only the two battles the earlier tests saved. */
  g_assert_cmpuint (files, ==, 2);
}

/* Export writes the engine's canonical text, byte for byte. */
static void
test_export (void)
{
  g_autofree char *sample_path = adj_paths_data_file ("battles", "sample-cedar-creek.json", NULL);
  g_autoptr (AdjBattle) sample = adj_battle_load_file (sample_path, NULL);
  g_autofree char *dir = g_dir_make_tmp ("adj-export-XXXXXX", NULL);
  g_autofree char *exported = g_build_filename (dir, "exported.json", NULL);
  g_autofree char *canonical = g_build_filename (dir, "canonical.json", NULL);
  g_autofree char *a = NULL, *b = NULL;

  /* Every battle in the picker offers Export. */
  AdjNewGameDialog *picker = ui_test_open_battle_picker (&app);
  GtkWidget *list = ui_test_named (GTK_WIDGET (picker), "scenario-list");
  g_assert_nonnull (ui_test_find_named (list, "scenario-export:sample-cedar-creek"));
  g_assert_nonnull (ui_test_find_named (list, "scenario-export:two-hills"));
  ui_test_wait_for_new_frame (GTK_WINDOW (picker));
  ui_test_save_screenshot (GTK_WINDOW (picker), "battle-editor-picker.png");
  ui_test_close_and_wait (GTK_WINDOW (picker));

  /* Export Scenario writes the game's battle. */
  g_autoptr (GError) error = NULL;
  g_assert_true (adj_glory_session_new_game (ui_test_session (&app), sample, NULL, &error));
  g_assert_true (adj_window_export_scenario_file (ui_test_main_window (&app), exported));
  g_assert_true (adj_battle_save_file (sample, canonical, NULL));
  g_assert_true (g_file_get_contents (exported, &a, NULL, NULL));
  g_assert_true (g_file_get_contents (canonical, &b, NULL, NULL));
  g_assert_cmpstr (a, ==, b);
  g_autoptr (AdjBattle) again = adj_battle_load_file (exported, NULL);
  g_assert_cmpstr (adj_battle_get_hash (again), ==, adj_battle_get_hash (sample));
  g_unlink (exported);
  g_unlink (canonical);
  g_rmdir (dir);
}

/* The battle's special rules in the editor (12.4 with each side's army,
 * 14.11, 14.31, 14.36; an AM's battle rule, 14.32, 14.35): the refitted
 * Glory I sample duplicated shows them; its copy edited in place and saved
 * unchanged keeps them and its hash; a switch turned off comes back off. */
static void
test_options (void)
{
  g_autofree char *path = own_battle_path ("sample-first-manassas-copy");
  g_autofree char *sample_path = adj_paths_data_file ("battles", "sample-first-manassas.json", NULL);
  g_autoptr (AdjBattle) sample = adj_battle_load_file (sample_path, NULL);
  g_assert_nonnull (sample);

  click_in_picker (ui_test_open_battle_picker (&app), "scenario-duplicate:sample-first-manassas");
  GtkWidget *editor = wait_for_editor ();
  static const char *const on[] = { "refitted_glory1", "original_glory1_artillery", "no_combined_activation",
                                     "withdrawn_count_as_routed" };
  for (guint i = 0; i < G_N_ELEMENTS (on); i++)
    {
      g_autofree char *name = g_strdup_printf ("option:%s", on[i]);
      g_assert_true (gtk_switch_get_active (GTK_SWITCH (ui_test_named (editor, name))));
    }
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (ui_test_named (editor, "option:cavalry_disordered_side"))));
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (ui_test_named (editor, "editor-side-0-army"))), ==, 1);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (ui_test_named (editor, "editor-side-1-army"))), ==, 2);
  guint beauregard = (guint) adj_battle_find_command (sample, "beauregard");
  g_autofree char *rule_name = g_strdup_printf ("editor-command-%u-markers[0].rule", beauregard);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (ui_test_named (editor, rule_name))), ==, "14.32");
  ui_test_wait_for_new_frame (GTK_WINDOW (editor));
  ui_test_save_screenshot (GTK_WINDOW (editor), "battle-editor-options.png");
  save_and_wait_closed (editor);
  ui_test_close_and_wait (GTK_WINDOW (wait_for_picker ()));

  g_autoptr (AdjBattle) copy = adj_battle_load_file (path, NULL);
  g_assert_nonnull (copy);
  const AdjBattleOptions *o = adj_battle_get_options (copy), *so = adj_battle_get_options (sample);
  g_assert_true (memcmp (o, so, sizeof *o) == 0);
  for (guint side = 0; side < 2; side++)
    g_assert_cmpint (adj_battle_get_side (copy, side)->army, ==, adj_battle_get_side (sample, side)->army);
  g_assert_cmpstr (adj_battle_am_marker (copy, (guint) adj_battle_find_am (copy, "beauregard#1"))->rule, ==, "14.32");
  g_autofree char *hash = g_strdup (adj_battle_get_hash (copy));

  /* Load, save: the same hash. */
  click_in_picker (ui_test_open_battle_picker (&app), "scenario-edit:sample-first-manassas-copy");
  editor = wait_for_editor ();
  save_and_wait_closed (editor);
  ui_test_close_and_wait (GTK_WINDOW (wait_for_picker ()));
  g_autoptr (AdjBattle) again = adj_battle_load_file (path, NULL);
  g_assert_nonnull (again);
  g_assert_cmpstr (adj_battle_get_hash (again), ==, hash);

  /* 14.36 off, the Union without its army: the loader says 12.4 needs it. */
  click_in_picker (ui_test_open_battle_picker (&app), "scenario-edit:sample-first-manassas-copy");
  editor = wait_for_editor ();
  gtk_switch_set_active (GTK_SWITCH (ui_test_named (editor, "option:withdrawn_count_as_routed")), FALSE);
  adw_combo_row_set_selected (ADW_COMBO_ROW (ui_test_named (editor, "editor-side-0-army")), 0);
  ui_test_click (editor, "editor-save");
  g_assert_true (ui_test_contains (error_text (editor), "army"));
  adw_combo_row_set_selected (ADW_COMBO_ROW (ui_test_named (editor, "editor-side-0-army")), 1);
  save_and_wait_closed (editor);
  ui_test_close_and_wait (GTK_WINDOW (wait_for_picker ()));
  g_autoptr (AdjBattle) edited = adj_battle_load_file (path, NULL);
  g_assert_nonnull (edited);
  g_assert_false (adj_battle_get_options (edited)->withdrawn_count_as_routed);
  g_assert_true (adj_battle_get_options (edited)->refitted_glory1);
  g_assert_cmpstr (adj_battle_get_hash (edited), !=, hash);
  g_unlink (path);
}

int
main (int argc, char *argv[])
{
  int status;

  ui_test_user_dir_setup ("adj-ui-editor-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  ui_test_init ();

  g_test_add_func ("/ui/battle-editor/new-battle", test_new_battle);
  g_test_add_func ("/ui/battle-editor/duplicate-add-unit-edit", test_duplicate_add_unit);
  g_test_add_func ("/ui/battle-editor/cancel-asks", test_cancel_asks);
  g_test_add_func ("/ui/battle-editor/export", test_export);
  g_test_add_func ("/ui/battle-editor/special-rules-kept", test_options);
  status = g_test_run ();

  ui_test_app_quit (&app);
  ui_test_user_dir_cleanup ();
  return status;
}
