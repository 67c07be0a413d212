/* test-cog-editor.c: the Clash of Giants III battle editor in the real window
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * From the New Game dialog: Duplicate opens the editor on a copy of the
 * demonstration battle. What the battle format refuses is refused inline
 * with the engine loader's words and JSON path, the part it names marked,
 * and Save stays off: a duplicated id, Early Entry on the first turn
 * (9.3), a DRM beyond 6 (12.9), a Command Track that is not a number, the
 * id of a shipped battle. Fixed, the copy is saved among the player's own,
 * edited again, played; New Scenario makes a battle from nothing; Export
 * writes the canonical text.
 */

#include "config.h"

#include <glib/gstdio.h>

#include "cog-ui-test.h"
#include "adj-cog-battle-editor.h"
#include "adj-ruleset-ui.h"
#include "adj-window-actions.h"

static AdjApplication *app;

static GtkWidget *
open_editor (const char *button)
{
  AdjNewGameDialog *dialog = ui_test_open_new_game (&app, "cog");
  ui_test_click (GTK_WIDGET (dialog), button);
  ui_test_wait_for_toplevel (ADJ_TYPE_COG_BATTLE_EDITOR, "the battle editor");
  return GTK_WIDGET (ui_test_find_toplevel (ADJ_TYPE_COG_BATTLE_EDITOR));
}

static const char *
error_text (GtkWidget *editor)
{
  GtkWidget *label = ui_test_named (editor, "editor-error");
  return gtk_widget_get_visible (gtk_widget_get_parent (label)) ? gtk_label_get_text (GTK_LABEL (label)) : NULL;
}

static gboolean
save_allowed (GtkWidget *editor)
{
  return gtk_widget_get_sensitive (ui_test_named (editor, "editor-save"));
}

static void
settle (void)
{
  cog_ui_settle ();
}

static char *
own_file (const char *id)
{
  g_autofree char *dir = adj_ruleset_ui_user_dir (&adj_cog_ruleset);
  g_autofree char *file = g_strdup_printf ("%s.json", id);
  return g_build_filename (dir, file, NULL);
}

static void
test_refusals (void)
{
  GtkWidget *editor = g_object_ref (open_editor ("scenario-duplicate:demo-crossroads"));
  g_assert_null (error_text (editor));
  g_assert_true (save_allowed (editor));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (ui_test_named (editor, "id"))), ==, "demo-crossroads-copy");

  /* An id used twice. */
  ui_test_type_into (editor, "units.1.id", "alder");
  g_assert_true (ui_test_contains (error_text (editor), "battle: $.units[1].id: 'alder' appears twice"));
  g_assert_true (gtk_widget_has_css_class (ui_test_named (editor, "units.1"), "error"));
  g_assert_false (save_allowed (editor));
  /* The refused row scrolls into view on the second frame. */
  ui_test_wait_for_new_frame (GTK_WINDOW (editor));
  ui_test_wait_for_new_frame (GTK_WINDOW (editor));
  ui_test_save_screenshot (GTK_WINDOW (editor), "cog-editor-refused.png");
  ui_test_type_into (editor, "units.1.id", "birch");
  g_assert_null (error_text (editor));
  g_assert_false (gtk_widget_has_css_class (ui_test_named (editor, "units.1"), "error"));

  /* 9.3: nothing due on the first turn enters early. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (ui_test_named (editor, "reinforcements.0.turn")), 0);
  ui_test_set_switch (editor, "reinforcements.0.early_entry", TRUE);
  g_assert_true (ui_test_contains (error_text (editor), "units due on the first turn never enter early (9.3)"));
  ui_test_set_switch (editor, "reinforcements.0.early_entry", FALSE);
  adw_combo_row_set_selected (ADW_COMBO_ROW (ui_test_named (editor, "reinforcements.0.turn")), 1);
  g_assert_null (error_text (editor));

  /* 12.9: a DRM runs from -6 to +6; the printed cells are fixed. */
  g_assert_false (ADW_IS_ENTRY_ROW (ui_test_named (editor, "chart.2.attacker_drm")));  /* 2-1: printed */
  ui_test_type_into (editor, "chart.1.attacker_drm", "9");
  g_assert_true (ui_test_contains (error_text (editor), "$.combat_chart.cells[0][1]: a DRM runs from -6 to +6"));
  ui_test_type_into (editor, "chart.1.attacker_drm", "N");
  g_assert_null (error_text (editor));

  /* 10.2: a Command Track's allowance is a number. */
  ui_test_type_into (editor, "formations.0.command_track.ma:3", "x");
  g_assert_true (ui_test_contains (error_text (editor), "$.formations[0].command_track.ma"));
  ui_test_type_into (editor, "formations.0.command_track.ma:3", "4");
  g_assert_null (error_text (editor));

  /* The id of a shipped battle is not the player's to take. */
  ui_test_type_into (editor, "id", "demo-crossroads");
  g_assert_true (save_allowed (editor));
  ui_test_click (editor, "editor-save");
  g_assert_true (ui_test_contains (error_text (editor), "A battle shipped with Adjutant has the id \"demo-crossroads\""));
  g_autofree char *shipped_copy = own_file ("demo-crossroads");
  g_assert_false (g_file_test (shipped_copy, G_FILE_TEST_EXISTS));

  /* Saved under its own id: the New Game dialog comes back with it. */
  ui_test_type_into (editor, "id", "crossroads-again");
  ui_test_type_into (editor, "title", "Crossroads Again (an invented demonstration)");
  ui_test_click (editor, "editor-save");
  ui_test_iterate_until (ui_test_is_unmapped, editor, "the editor closing");
  g_object_unref (editor);
  g_autofree char *path = own_file ("crossroads-again");
  g_autoptr (GError) error = NULL;
  g_autoptr (AdjCogBattle) saved = adj_cog_battle_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (adj_cog_battle_get_title (saved), ==, "Crossroads Again (an invented demonstration)");
  const AdjChart *chart = adj_cog_battle_chart (saved);
  const AdjChartCell *cell = adj_chart_cell (chart, 0, 1);
  g_assert_true (cell->is_text);
  g_assert_cmpint (cell->source, ==, ADJ_CELL_USER);
  g_assert_cmpint (adj_cog_battle_formation (saved, 0)->ma[2], ==, 4);

  ui_test_wait_for_toplevel (ADJ_TYPE_NEW_GAME_DIALOG, "the New Game dialog");
  AdjNewGameDialog *dialog = ADJ_NEW_GAME_DIALOG (ui_test_find_toplevel (ADJ_TYPE_NEW_GAME_DIALOG));
  g_assert_nonnull (ui_test_find_named (GTK_WIDGET (dialog), "scenario-edit:crossroads-again"));
  ui_test_close_and_wait (GTK_WINDOW (dialog));
}

/* The player's own battle, edited again: a unit added, saved in place. */
static void
test_edit_own (void)
{
  GtkWidget *editor = g_object_ref (open_editor ("scenario-edit:crossroads-again"));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (ui_test_named (editor, "id"))), ==, "crossroads-again");
  ui_test_click (editor, "units.add");
  settle ();
  ui_test_type_into (editor, "units.12.name", "Larkspur Brigade");
  g_assert_null (error_text (editor));
  /* Cavalry needs its printed allowance (3.2.5). */
  adw_combo_row_set_selected (ADW_COMBO_ROW (ui_test_named (editor, "units.12.type")), 1);
  g_assert_true (ui_test_contains (error_text (editor), "$.units[12]"));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (ui_test_named (editor, "units.12.ma")), 6);
  g_assert_null (error_text (editor));
  ui_test_click (editor, "editor-save");
  ui_test_iterate_until (ui_test_is_unmapped, editor, "the editor closing");
  g_object_unref (editor);
  g_autofree char *path = own_file ("crossroads-again");
  g_autoptr (AdjCogBattle) saved = adj_cog_battle_load_file (path, NULL);
  g_assert_nonnull (saved);
  const AdjCogUnit *unit = adj_cog_battle_unit (saved, (guint) adj_cog_battle_find_unit (saved, "unit-1"));
  g_assert_cmpstr (unit->name, ==, "Larkspur Brigade");
  g_assert_cmpint (unit->type, ==, ADJ_COG_CAVALRY);
  g_assert_cmpint (unit->ma, ==, 6);

  /* And played. */
  ui_test_wait_for_toplevel (ADJ_TYPE_NEW_GAME_DIALOG, "the New Game dialog");
  AdjNewGameDialog *dialog = g_object_ref (ADJ_NEW_GAME_DIALOG (ui_test_find_toplevel (ADJ_TYPE_NEW_GAME_DIALOG)));
  ui_test_activate_row (GTK_WIDGET (dialog), "scenario:crossroads-again");
  ui_test_click (GTK_WIDGET (dialog), "start-game");
  ui_test_iterate_until (ui_test_is_unmapped, dialog, "the New Game dialog closing");
  g_object_unref (dialog);
  g_assert_cmpstr (adj_cog_battle_get_id (cog_ui_battle (&app)), ==, "crossroads-again");
}

/* New Scenario: a battle from nothing loads as it is, and is saved. */
static void
test_new_scenario (void)
{
  GtkWidget *editor = g_object_ref (open_editor ("new-scenario"));
  g_assert_null (error_text (editor));
  ui_test_resize_from_outside (GTK_WINDOW (editor), 360, 720);
  ui_test_wait_for_new_frame (GTK_WINDOW (editor));
  ui_test_save_screenshot (GTK_WINDOW (editor), "cog-editor-new-narrow.png");
  int minimum;
  gtk_widget_measure (gtk_window_get_child (GTK_WINDOW (editor)), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL,
                      NULL, NULL);
  g_assert_cmpint (minimum, <=, 360);
  /* Leaving unsaved changes asks first. */
  ui_test_type_into (editor, "title", "A Battle of My Own");
  gtk_window_close (GTK_WINDOW (editor));
  AdwMessageDialog *ask = ui_test_wait_for_dialog ("Discard the Changes?");
  ui_test_respond (ask, "keep");
  g_assert_true (gtk_widget_get_mapped (editor));
  ui_test_click (editor, "editor-save");
  ui_test_iterate_until (ui_test_is_unmapped, editor, "the editor closing");
  g_object_unref (editor);
  g_autofree char *path = own_file ("my-battle");
  g_autoptr (AdjCogBattle) saved = adj_cog_battle_load_file (path, NULL);
  g_assert_nonnull (saved);
  g_assert_cmpstr (adj_cog_battle_get_title (saved), ==, "A Battle of My Own");
  ui_test_wait_for_toplevel (ADJ_TYPE_NEW_GAME_DIALOG, "the New Game dialog");
  ui_test_close_and_wait (GTK_WINDOW (ui_test_find_toplevel (ADJ_TYPE_NEW_GAME_DIALOG)));
}

/* Export writes the engine's canonical text. */
static void
test_export (void)
{
  AdjNewGameDialog *dialog = ui_test_open_new_game (&app, "cog");
  g_assert_nonnull (ui_test_find_named (GTK_WIDGET (dialog), "scenario-export:demo-crossroads"));
  ui_test_close_and_wait (GTK_WINDOW (dialog));
  g_autofree char *dir = g_dir_make_tmp ("adj-cog-export-XXXXXX", NULL);
  g_autofree char *exported = g_build_filename (dir, "exported.json", NULL);
  g_assert_true (adj_window_export_scenario_file (ui_test_main_window (&app), exported));
  g_autoptr (AdjCogBattle) again = adj_cog_battle_load_file (exported, NULL);
  g_assert_nonnull (again);
  g_assert_cmpstr (adj_cog_battle_get_hash (again), ==, adj_cog_battle_get_hash (cog_ui_battle (&app)));
  g_unlink (exported);
  g_rmdir (dir);
}

int
main (int argc, char *argv[])
{
  int status;

  ui_test_user_dir_setup ("adj-ui-cog-editor-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  ui_test_init ();
  g_test_add_func ("/ui/cog-editor/1/refusals", test_refusals);
  g_test_add_func ("/ui/cog-editor/2/edit-own", test_edit_own);
  g_test_add_func ("/ui/cog-editor/3/new-scenario", test_new_scenario);
  g_test_add_func ("/ui/cog-editor/4/export", test_export);
  status = g_test_run ();
  ui_test_app_quit (&app);
  ui_test_user_dir_cleanup ();
  return status;
}
