/* test-tgtw-editor.c: the scenario editor of The Glory that Was
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * From the New Game dialog: a new scenario built in the editor, refused
 * inline while the engine's loader refuses it (its JSON path named, the
 * row marked, nothing written), then saved and read back by the engine;
 * edited in place; the demonstration duplicated, refused under a shipped
 * id and an own one, saved, read back member for member and played; a
 * scenario exported as the engine's canonical text.
 */

#include "config.h"

#include <glib/gstdio.h>

#include <adjutant-engine.h>

#include "adj-application.h"
#include "adj-game-session.h"
#include "adj-ruleset-ui.h"
#include "adj-tgtw-scenario-editor.h"
#include "adj-window-actions.h"
#include "ui-test-util.h"

static AdjApplication *app;

static AdjNewGameDialog *
open_dialog (void)
{
  AdjNewGameDialog *dialog = ui_test_open_new_game (&app, "tgtw");
  g_assert_true (adj_new_game_dialog_get_game (dialog)->ruleset == &adj_tgtw_ruleset);
  return dialog;
}

static GtkWidget *
wait_for_editor (void)
{
  ui_test_wait_for_toplevel (ADJ_TYPE_TGTW_SCENARIO_EDITOR, "the scenario editor");
  GtkWidget *editor = GTK_WIDGET (ui_test_find_toplevel (ADJ_TYPE_TGTW_SCENARIO_EDITOR));
  ui_test_wait_for_frame (GTK_WINDOW (editor), 0);
  return editor;
}

/* The dialog comes back on this game's scenarios after a save. */
static AdjNewGameDialog *
wait_for_dialog (void)
{
  ui_test_wait_for_toplevel (ADJ_TYPE_NEW_GAME_DIALOG, "the New Game dialog");
  AdjNewGameDialog *dialog = ADJ_NEW_GAME_DIALOG (ui_test_find_toplevel (ADJ_TYPE_NEW_GAME_DIALOG));
  g_assert_true (adj_new_game_dialog_get_game (dialog)->ruleset == &adj_tgtw_ruleset);
  return dialog;
}

static const char *
error_text (GtkWidget *editor)
{
  GtkWidget *label = ui_test_named (editor, "editor-error");
  return gtk_widget_get_visible (gtk_widget_get_parent (label)) ? gtk_label_get_text (GTK_LABEL (label)) : NULL;
}

static gboolean
marked (GtkWidget *editor, const char *name)
{
  GtkWidget *w = ui_test_named (editor, name);
  GtkWidget *row = ADW_IS_PREFERENCES_ROW (w) ? w : gtk_widget_get_ancestor (w, ADW_TYPE_PREFERENCES_ROW);
  return gtk_widget_has_css_class (row, "error");
}

static void
number (GtkWidget *editor, const char *name, int value)
{
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (ui_test_named (editor, name)), value);
}

/* Save refused: the loader's words with @expect, the row @name marked. */
static void
refused (GtkWidget *editor, const char *expect, const char *name)
{
  ui_test_click (editor, "editor-save");
  g_assert_true (ui_test_contains (error_text (editor), expect));
  if (name != NULL)
    g_assert_true (marked (editor, name));
  g_assert_true (gtk_widget_get_visible (editor));
}

static void
saved (GtkWidget *editor)
{
  g_object_ref (editor);
  ui_test_click (editor, "editor-save");
  if (error_text (editor) != NULL)
    g_error ("the editor refused: %s", error_text (editor));
  ui_test_iterate_until (ui_test_is_unmapped, editor, "the editor closing");
  g_object_unref (editor);
}

static char *
own_path (const char *id)
{
  g_autofree char *dir = adj_ruleset_ui_user_dir (&adj_tgtw_ruleset);
  g_autofree char *name = g_strdup_printf ("%s.json", id);
  return g_build_filename (dir, name, NULL);
}

static void
test_new_scenario (void)
{
  AdjNewGameDialog *dialog = open_dialog ();
  ui_test_click (GTK_WIDGET (dialog), "new-scenario");
  GtkWidget *editor = wait_for_editor ();
  g_autofree char *path = own_path ("ford");

  /* Empty, it is refused by the loader, which names the member. */
  refused (editor, "edited scenario: $.id", "editor-id");
  ui_test_type_into (editor, "editor-id", "ford");
  refused (editor, "$.title: must be 1 to", "editor-title");
  ui_test_type_into (editor, "editor-title", "Skirmish at the Ford (test)");
  refused (editor, "$.morale_classes: needs at least one letter", NULL);
  ui_test_click (editor, "editor-add-class");
  ui_test_type_into (editor, "editor-class-0-letter", "b");
  number (editor, "editor-class-0-number", 7);
  /* One letter twice would be one member of the JSON: refused first. */
  ui_test_click (editor, "editor-add-class");
  ui_test_type_into (editor, "editor-class-1-letter", "b");
  refused (editor, "The morale letter “b” is given twice.", "editor-class-1-letter");
  ui_test_click (editor, "editor-class-1-remove");
  refused (editor, "$.morale_classes.b: a morale class is one capital letter", "editor-class-0-number");
  ui_test_type_into (editor, "editor-class-0-letter", "B");
  refused (editor, "$.armies[0].units: needs 1 to", NULL);
  g_assert_true (adw_expander_row_get_expanded (ADW_EXPANDER_ROW (ui_test_named (editor, "editor-army-0"))));

  /* A unit for each army; the skirmisher needs its bow (5.0). */
  ui_test_click (editor, "editor-add-unit");
  ui_test_type_into (editor, "editor-unit-0-name", "Ford Hoplites");
  ui_test_type_into (editor, "editor-unit-0-id", "ford-hoplites");
  ui_test_set_choice (editor, "editor-unit-0-type", ADJ_TGTW_HI);
  number (editor, "editor-unit-0-strength", 6);
  ui_test_type_into (editor, "editor-unit-0-morale", "F");
  refused (editor, "$.armies[0].units[0].morale: 'F' is not a letter of the scenario's morale_classes",
           "editor-unit-0-morale");
  ui_test_type_into (editor, "editor-unit-0-morale", "B");
  ui_test_click (editor, "editor-add-unit");
  ui_test_type_into (editor, "editor-unit-1-name", "Ford Archers");
  ui_test_type_into (editor, "editor-unit-1-id", "ford-archers");
  ui_test_set_choice (editor, "editor-unit-1-army", 1);
  ui_test_set_choice (editor, "editor-unit-1-type", ADJ_TGTW_SK);
  number (editor, "editor-unit-1-strength", 2);
  ui_test_type_into (editor, "editor-unit-1-morale", "B");
  refused (editor, "$.armies[1].units[0].weapon: skirmishers need their missile weapon (5.0)", "editor-unit-1-weapon");
  ui_test_set_choice (editor, "editor-unit-1-weapon", 1 + ADJ_TGTW_SHORTBOW);
  ui_test_type_into (editor, "editor-unit-1-id", "ford-hoplites");
  refused (editor, "$.armies[1].units[0].id: 'ford-hoplites' is already the id", "editor-unit-1-id");
  ui_test_type_into (editor, "editor-unit-1-id", "ford-archers");

  /* A second sector, a leader in it, the armies' levels. */
  ui_test_click (editor, "editor-add-sector");
  ui_test_type_into (editor, "editor-sector-1-name", "Ford");
  ui_test_type_into (editor, "editor-sector-1-id", "ford");
  ui_test_click (editor, "editor-add-leader");
  ui_test_type_into (editor, "editor-leader-0-name", "Ford Captain");
  ui_test_type_into (editor, "editor-leader-0-id", "ford-captain");
  ui_test_set_choice (editor, "editor-leader-0-sector", 1);
  number (editor, "editor-leader-0-stars", 2);
  number (editor, "editor-leader-0-dice", 2);
  ui_test_set_switch (editor, "editor-leader-0-rally", TRUE);
  number (editor, "editor-army-0-rout_level", 12);
  number (editor, "editor-army-0-tactical_points", 4);
  number (editor, "editor-army-0-sector-rout-1", 5);
  number (editor, "editor-army-1-rout_level", 9);
  /* A sector with a leader in it stays. */
  ui_test_click (editor, "editor-sector-1-remove");
  g_assert_true (ui_test_contains (error_text (editor), "Leaders or units stand in this sector"));
  g_assert_nonnull (ui_test_find_named (editor, "editor-sector-1-name"));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  ui_test_wait_for_new_frame (GTK_WINDOW (editor));
  ui_test_save_screenshot (GTK_WINDOW (editor), "tgtw-editor-new.png");
  saved (editor);

  /* Read back by the engine, value by value. */
  g_autoptr (GError) error = NULL;
  g_autoptr (AdjTgtwScenario) sc = adj_tgtw_scenario_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (adj_tgtw_scenario_get_title (sc), ==, "Skirmish at the Ford (test)");
  g_assert_cmpuint (adj_tgtw_scenario_n_sectors (sc), ==, 2);
  g_assert_cmpint (adj_tgtw_scenario_morale_number (sc, 'B'), ==, 7);
  g_assert_cmpint (adj_tgtw_scenario_army (sc, 0)->rout_level, ==, 12);
  g_assert_cmpint (adj_tgtw_scenario_army (sc, 0)->tactical_points, ==, 4);
  g_assert_cmpint (adj_tgtw_scenario_army (sc, 0)->sector_rout[1], ==, 5);
  g_assert_cmpint (adj_tgtw_scenario_army (sc, 0)->sector_rout[0], ==, -1);
  const AdjTgtwLeader *l = adj_tgtw_scenario_leader (sc, 0);
  g_assert_cmpint (l->sector, ==, 1);
  g_assert_cmpint (l->stars, ==, 2);
  g_assert_cmpint (l->dice, ==, 2);
  g_assert_true (l->rally);
  const AdjTgtwUnit *u = adj_tgtw_scenario_unit (sc, (guint) adj_tgtw_scenario_find_unit (sc, "ford-archers"));
  g_assert_cmpint (u->army, ==, 1);
  g_assert_cmpint (u->type, ==, ADJ_TGTW_SK);
  g_assert_cmpint (u->weapon, ==, ADJ_TGTW_SHORTBOW);

  /* Back in the dialog: the new scenario among the player's own. */
  dialog = wait_for_dialog ();
  g_assert_nonnull (ui_test_find_named (GTK_WIDGET (dialog), "scenario:ford"));
  g_assert_nonnull (ui_test_find_named (GTK_WIDGET (dialog), "scenario-edit:ford"));
  ui_test_close_and_wait (GTK_WINDOW (dialog));
}

/* The player's own scenario edited in place: the same file. */
static void
test_edit_in_place (void)
{
  AdjNewGameDialog *dialog = open_dialog ();
  g_autofree char *path = own_path ("ford");

  ui_test_click (GTK_WIDGET (dialog), "scenario-edit:ford");
  GtkWidget *editor = wait_for_editor ();
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (ui_test_named (editor, "editor-unit-1-name"))), ==,
                   "Ford Archers");
  ui_test_type_into (editor, "editor-title", "Skirmish at the Ford, revised (test)");
  ui_test_type_into (editor, "editor-sector-0-name", "Meadow");
  saved (editor);
  g_autoptr (AdjTgtwScenario) sc = adj_tgtw_scenario_load_file (path, NULL);
  g_assert_nonnull (sc);
  g_assert_cmpstr (adj_tgtw_scenario_get_title (sc), ==, "Skirmish at the Ford, revised (test)");
  g_assert_cmpstr (adj_tgtw_scenario_sector (sc, 0)->name, ==, "Meadow");
  ui_test_close_and_wait (GTK_WINDOW (wait_for_dialog ()));
}

/* The demonstration duplicated: refused under a shipped or an own id,
 * then saved whole; played from the dialog; exported. */
static void
test_duplicate_and_play (void)
{
  AdjNewGameDialog *dialog = open_dialog ();
  g_autofree char *path = own_path ("demo-2");

  ui_test_click (GTK_WIDGET (dialog), "scenario-duplicate:demo-red-and-blue");
  GtkWidget *editor = wait_for_editor ();
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (ui_test_named (editor, "editor-id"))), ==,
                   "demo-red-and-blue-copy");
  ui_test_type_into (editor, "editor-id", "demo-red-and-blue");
  refused (editor, "comes with Adjutant", "editor-id");
  ui_test_type_into (editor, "editor-id", "ford");
  refused (editor, "You already have a scenario with the id", "editor-id");
  ui_test_type_into (editor, "editor-id", "demo-2");
  ui_test_wait_for_new_frame (GTK_WINDOW (editor));
  ui_test_save_screenshot (GTK_WINDOW (editor), "tgtw-editor-duplicate.png");
  saved (editor);

  /* Every member kept: the copy is the demonstration under a new id and title. */
  g_autofree char *demo_path = adj_paths_data_file ("tgtw", "demo-red-and-blue.json", NULL);
  g_autoptr (AdjTgtwScenario) demo = adj_tgtw_scenario_load_file (demo_path, NULL);
  g_autoptr (AdjTgtwScenario) copy = adj_tgtw_scenario_load_file (path, NULL);
  g_assert_nonnull (copy);
  json_object *a = adj_tgtw_scenario_to_json (demo), *b = adj_tgtw_scenario_to_json (copy);
  json_object_object_del (a, "id");
  json_object_object_del (b, "id");
  json_object_object_del (a, "title");
  json_object_object_del (b, "title");
  g_assert_cmpstr (json_object_to_json_string (a), ==, json_object_to_json_string (b));
  json_object_put (a);
  json_object_put (b);

  /* Played from the dialog, then exported as the engine writes it. */
  dialog = wait_for_dialog ();
  g_object_ref (dialog);
  ui_test_activate_row (GTK_WIDGET (dialog), "scenario:demo-2");
  ui_test_click (GTK_WIDGET (dialog), "start-game");
  ui_test_iterate_until (ui_test_is_unmapped, dialog, "the New Game dialog closing");
  g_object_unref (dialog);
  g_assert_true (adj_game_session_get_ruleset (ui_test_session (&app)) == &adj_tgtw_ruleset);
  /* Started without the optional rules: no cards, no points to spend. */
  GtkWidget *cards = ui_test_show_page (ui_test_main_window (&app), "cards", "AdjTgtwCardsPage");
  GtkStack *stack = GTK_STACK (gtk_widget_get_parent (ui_test_named (cards, "cards-off")));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "off");
  g_assert_null (ui_test_find_named (cards, "points:0"));
  GtkWidget *turn = ui_test_show_page (ui_test_main_window (&app), "turn", "AdjTgtwTurnPage");
  g_assert_false (gtk_widget_get_visible (gtk_widget_get_ancestor (ui_test_named (turn, "initiative-plus-0"),
                                                                   ADW_TYPE_ACTION_ROW)));
  g_autofree char *dir = g_dir_make_tmp ("adj-tgtw-export-XXXXXX", NULL);
  g_autofree char *exported = g_build_filename (dir, "exported.json", NULL);
  g_assert_true (adj_window_export_scenario_file (ui_test_main_window (&app), exported));
  g_autofree char *text = NULL;
  g_assert_true (g_file_get_contents (exported, &text, NULL, NULL));
  json_object *canonical = adj_tgtw_scenario_to_json (copy);
  json_object *written = json_tokener_parse (text);
  g_assert_true (json_object_equal (canonical, written));
  json_object_put (canonical);
  json_object_put (written);
  g_unlink (exported);
  g_rmdir (dir);
}

int
main (int argc, char *argv[])
{
  int status;

  ui_test_user_dir_setup ("adj-ui-tgtw-editor-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  ui_test_init ();
  g_test_add_func ("/ui/tgtw-editor/new-scenario-refusals", test_new_scenario);
  g_test_add_func ("/ui/tgtw-editor/edit-in-place", test_edit_in_place);
  g_test_add_func ("/ui/tgtw-editor/duplicate-play-export", test_duplicate_and_play);
  status = g_test_run ();

  ui_test_app_quit (&app);
  ui_test_user_dir_cleanup ();
  return status;
}
