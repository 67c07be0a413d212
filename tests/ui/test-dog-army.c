/* test-dog-army.c: Days of Glory's army builder and battle editor, in the window
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An army list built through the builder's widgets on the Army Lists page,
 * its total and the 8.5 guide read back from the page and checked against
 * the engine, a refusal shown inline, the roster exported to PDF and PNG
 * files; then a battle made in the editor from New Game (New Scenario),
 * refused inline while a list is over the game size, saved, listed among
 * the player's own battles and read back by the engine; the demonstration
 * duplicated. Screenshots light, dark and 360 px wide.
 */

#include "config.h"

#include <glib/gstdio.h>

#include <adjutant-engine.h>

#include "adj-dog-army-builder.h"
#include "adj-dog-common.h"
#include "adj-dog-battle-editor.h"
#include "adj-ruleset-ui.h"
#include "adj-window.h"
#include "ui-test-util.h"

static AdjApplication *app;

static GtkWidget *
army_page (void)
{
  GtkWindow *window = ui_test_main_window (&app);
  return ui_test_show_page (window, "dog-army", "AdjDogArmyPage");
}

/* A choice row, or a drop-down. */
static void
choose (GtkWidget *root, const char *name, guint position)
{
  GtkWidget *w = ui_test_named (root, name);
  if (GTK_IS_DROP_DOWN (w))
    gtk_drop_down_set_selected (GTK_DROP_DOWN (w), position);
  else
    ui_test_set_choice (root, name, position);
}

static void
spin (GtkWidget *root, const char *name, int value)
{
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (ui_test_named (root, name)), value);
}

/* 6.1-6.4 through the widgets: a brigade general (30), the 32-point unit of
 * 7.1, 6 stands of class 2 cavalry (36), a horse battery of 2 rifled guns
 * (2 × 50) and a loose smoothbore (30): 228. */
/* Without a game, the game pages offer one; the welcome page lists the game. */
static void
test_no_game (void)
{
  GtkWindow *window = ui_test_main_window (&app);
  GtkWidget *turn = ui_test_show_page (window, "dog-turn", "AdjDogTurnPage");

  g_assert_nonnull (ui_test_find_named (GTK_WIDGET (window), "welcome-game:dog"));
  GtkWidget *button = ui_test_wait_for_named (turn, "dog-new-game");
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), ==, "win.new-game-of");
  ui_test_wait_for_new_frame (window);
  ui_test_save_screenshot (window, "dog-no-game.png");
}

static void
test_build_list (void)
{
  GtkWidget *page = army_page ();
  GtkWidget *builder = ui_test_find_descendant (page, ADJ_TYPE_DOG_ARMY_BUILDER);
  g_autofree char *dir = g_test_build_filename (G_TEST_BUILT, "screenshots", NULL);

  ui_test_click (page, "army-new");
  ui_test_type_into (page, "army-name", "Iron Brigade (test)");
  choose (page, "army-side", 1);
  choose (page, "army-year", 3);
  spin (page, "army-limit", 400);
  g_assert_true (ui_test_contains (ui_test_label_text (page, "roster-guide-note"), "side and a year"));

  choose (page, "army-staff-rank", 2);
  ui_test_click (page, "army-add-staff");
  ui_test_type_into (page, "army-staff-0", "Brigade General Meredith");
  /* Issue 26: a second officer takes the focus to his own name, so what
   * is typed next does not replace the first officer's. */
  ui_test_click (page, "army-add-staff");
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (gtk_widget_get_root (page)));
  g_assert_nonnull (focus);
  g_assert_true (focus == ui_test_named (page, "army-staff-1")
                 || gtk_widget_is_ancestor (focus, ui_test_named (page, "army-staff-1")));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (ui_test_named (page, "army-staff-0"))), ==,
                   "Brigade General Meredith");
  ui_test_click (page, "army-staff-1-remove");

  ui_test_click (page, "army-add-unit");
  ui_test_type_into (page, "army-unit-0-name", "19th Indiana");
  ui_test_set_switch (page, "army-unit-0-rifled", TRUE);
  choose (page, "army-unit-0-general", 1);
  g_assert_cmpstr (ui_test_label_text (page, "roster-total"), ==, "62");

  ui_test_click (page, "army-add-unit");
  choose (page, "army-unit-1-arm", 1);
  choose (page, "army-unit-1-class", 1);
  spin (page, "army-unit-1-stands", 6);
  g_assert_cmpstr (ui_test_label_text (page, "roster-total"), ==, "98");

  /* A battery: class 3 by rule (11.1), its stands are guns. */
  ui_test_click (page, "army-add-unit");
  choose (page, "army-unit-2-arm", 2);
  spin (page, "army-unit-2-stands", 2);
  choose (page, "army-unit-2-gun", 1);
  ui_test_set_switch (page, "army-unit-2-horse", TRUE);
  ui_test_click (page, "army-add-gun");
  g_assert_cmpstr (ui_test_label_text (page, "roster-total"), ==, "228");
  g_assert_true (ui_test_contains (ui_test_label_text (page, "roster-limit"), "400"));

  const AdjDogArmy *army = adj_dog_army_builder_get_army (ADJ_DOG_ARMY_BUILDER (builder));
  g_autoptr (GError) error = NULL;
  g_autoptr (AdjDogRules) rules = adj_dog_rules_load_default (&error);
  g_assert_no_error (error);
  g_assert_cmpint (adj_dog_army_total (rules, army), ==, 228);
  g_assert_cmpint (adj_dog_army_builder_get_total (ADJ_DOG_ARMY_BUILDER (builder)), ==, 228);
  g_assert_cmpstr (army->name, ==, "Iron Brigade (test)");
  g_assert_cmpint (army->side, ==, ADJ_DOG_UNION);
  g_assert_cmpint (army->year, ==, 1863);
  const AdjDogUnit *inf = &g_array_index (army->units, AdjDogUnit, 0);
  g_assert_cmpstr (inf->name, ==, "19th Indiana");
  g_assert_true (inf->rifled);
  g_assert_cmpint (inf->general, ==, 0);
  const AdjDogUnit *bty = &g_array_index (army->units, AdjDogUnit, 2);
  g_assert_cmpint (bty->arm, ==, ADJ_DOG_ARTILLERY);
  g_assert_cmpint (bty->klass, ==, 3);
  g_assert_true (bty->horse);

  /* 8.5 beside the list: Union 1863, class 2 is 30 % (printed). */
  int guide;
  g_assert_true (adj_dog_rules_troop_ratio (rules, ADJ_DOG_UNION, 1863, 2, &guide));
  g_autofree char *want = g_strdup_printf ("%d %%", guide);
  g_assert_cmpstr (ui_test_label_text (page, "roster-guide-2"), ==, want);
  g_assert_cmpstr (ui_test_label_text (page, "roster-share-2"), ==, "43 %");
  g_assert_nonnull (ui_test_find_named (page, "roster-ready"));

  /* Refused inline, and the list stays as it was: a battery's class is 3. */
  gtk_widget_set_sensitive (ui_test_named (page, "army-unit-2-class"), TRUE);
  choose (page, "army-unit-2-class", 0);
  g_assert_true (ui_test_contains (ui_test_label_text (page, "army-unit-2-error"), "class 3 (11.1)"));
  g_assert_cmpint (g_array_index (army->units, AdjDogUnit, 2).klass, ==, 3);
  g_assert_cmpstr (ui_test_label_text (page, "roster-total"), ==, "228");

  /* Over the agreed total: a problem the engine names (7). */
  spin (page, "army-limit", 200);
  g_assert_true (ui_test_contains (ui_test_label_text (page, "roster-problem-0"), "200"));
  spin (page, "army-limit", 400);

  /* The one-page roster, exported. */
  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  for (int k = 0; k < 2; k++)
    {
      g_autofree char *path = g_build_filename (dir, k ? "dog-roster.png" : "dog-roster.pdf", NULL);
      GStatBuf st;
      g_unlink (path);
      g_assert_true (adj_dog_army_builder_export (ADJ_DOG_ARMY_BUILDER (builder), path, &error));
      g_assert_no_error (error);
      g_assert_cmpint (g_stat (path, &st), ==, 0);
      g_assert_cmpint (st.st_size, >, 1000);
      g_test_message ("Roster: %s (%ld bytes)", path, (long) st.st_size);
    }

  /* Saved and loaded as a file: the same list. */
  g_autofree char *list = g_build_filename (ui_test_user_dir (), "iron-brigade.json", NULL);
  g_assert_true (adj_dog_army_save_file (army, list, &error));
  g_autoptr (AdjDogArmy) back = adj_dog_army_load_file (list, &error);
  g_assert_no_error (error);
  g_assert_cmpint (adj_dog_army_total (rules, back), ==, 228);

  GtkWindow *window = ui_test_main_window (&app);
  ui_test_page_screenshots (window, page, "dog-army");
  ui_test_resize_from_outside (window, 360, 800);
  ui_test_wait_for_new_frame (window);
  ui_test_save_screenshot (window, "dog-army-360.png");
  /* Wide enough, the roster stands beside the list. */
  ui_test_resize_from_outside (window, 1500, 900);
  ui_test_wait_for_new_frame (window);
  ui_test_scroll_page (page, FALSE);
  ui_test_wait_for_new_frame (window);
  ui_test_save_screenshot (window, "dog-army-wide.png");
  ui_test_resize_from_outside (window, 1100, 800);
}

static GtkWidget *
wait_for_editor (void)
{
  ui_test_wait_for_toplevel (ADJ_TYPE_DOG_BATTLE_EDITOR, "the battle editor");
  GtkWidget *editor = GTK_WIDGET (ui_test_find_toplevel (ADJ_TYPE_DOG_BATTLE_EDITOR));
  ui_test_wait_for_frame (GTK_WINDOW (editor), 0);
  return editor;
}

static const char *
editor_error (GtkWidget *editor)
{
  GtkWidget *label = ui_test_named (editor, "dog-editor-error");
  return gtk_widget_get_visible (label) ? gtk_label_get_text (GTK_LABEL (label)) : NULL;
}

/* New Scenario in the New Game dialog: two lists built in the editor,
 * refused while the first is over the game size, then saved among the
 * player's own battles and played. */
static void
test_new_battle (void)
{
  AdjNewGameDialog *dialog = ui_test_open_new_game (&app, "dog");
  g_autofree char *dir = adj_ruleset_ui_user_dir (&adj_dog_ruleset);
  g_autofree char *path = g_build_filename (dir, "brawner-farm.json", NULL);
  g_autoptr (GError) error = NULL;

  ui_test_click (GTK_WIDGET (dialog), "new-scenario");
  GtkWidget *editor = wait_for_editor ();
  ui_test_type_into (editor, "dog-editor-title", "Brawner Farm (test)");
  ui_test_type_into (editor, "dog-editor-id", "brawner-farm");
  ui_test_type_into (editor, "army-0-name", "Iron Brigade");
  ui_test_click (editor, "army-0-add-staff");
  ui_test_click (editor, "army-0-add-unit");
  ui_test_click (editor, "army-0-add-gun");
  g_assert_cmpstr (ui_test_label_text (editor, "roster-total"), ==, "84");
  ui_test_type_into (editor, "army-1-name", "Stonewall Brigade");
  ui_test_click (editor, "army-1-add-unit");
  choose (editor, "army-1-unit-0-class", 3);
  spin (editor, "army-1-unit-0-stands", 12);
  ui_test_set_switch (editor, "army-1-unit-0-rifled", TRUE);

  /* 7: a list over the game size is refused, inline, and nothing written. */
  spin (editor, "dog-editor-size", 80);
  ui_test_click (editor, "dog-editor-save");
  g_assert_true (ui_test_contains (editor_error (editor), "armies[0]"));
  g_assert_true (ui_test_contains (editor_error (editor), "80"));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  ui_test_page_screenshots (GTK_WINDOW (editor), editor, "dog-editor");
  ui_test_resize_from_outside (GTK_WINDOW (editor), 360, 800);
  ui_test_wait_for_new_frame (GTK_WINDOW (editor));
  ui_test_save_screenshot (GTK_WINDOW (editor), "dog-editor-360.png");

  spin (editor, "dog-editor-size", 100);
  g_object_ref (editor);
  ui_test_click (editor, "dog-editor-save");
  ui_test_iterate_until (ui_test_is_unmapped, editor, "the editor closing");
  g_object_unref (editor);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));

  /* Back in New Game, among the player's own, and playable. */
  ui_test_wait_for_toplevel (ADJ_TYPE_NEW_GAME_DIALOG, "the New Game dialog");
  dialog = ADJ_NEW_GAME_DIALOG (ui_test_find_toplevel (ADJ_TYPE_NEW_GAME_DIALOG));
  g_autoptr (AdjDogBattle) battle = adj_dog_battle_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (adj_dog_battle_get_title (battle), ==, "Brawner Farm (test)");
  g_assert_cmpint (adj_dog_battle_get_size (battle), ==, 100);
  g_assert_cmpint (adj_dog_battle_army_total (battle, 0), ==, 84);
  /* 12 stands of class 4 with rifles: 12 × (4 + 1). */
  g_assert_cmpint (adj_dog_battle_army_total (battle, 1), ==, 60);
  g_assert_cmpstr (adj_dog_battle_army_name (battle, 1), ==, "Stonewall Brigade");
  /* Edit: one's own battle, saved back over its file. */
  ui_test_click (GTK_WIDGET (dialog), "scenario-edit:brawner-farm");
  editor = wait_for_editor ();
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (ui_test_named (editor, "army-1-unit-0-name"))), ==, "");
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (ui_test_named (editor, "army-1-unit-0-stands"))),
                   ==, 12);
  ui_test_type_into (editor, "dog-editor-title", "Brawner Farm, 1862 (test)");
  g_object_ref (editor);
  ui_test_click (editor, "dog-editor-save");
  ui_test_iterate_until (ui_test_is_unmapped, editor, "the editor closing");
  g_object_unref (editor);
  g_autoptr (AdjDogBattle) edited = adj_dog_battle_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (adj_dog_battle_get_title (edited), ==, "Brawner Farm, 1862 (test)");
  ui_test_wait_for_toplevel (ADJ_TYPE_NEW_GAME_DIALOG, "the New Game dialog");
  dialog = ADJ_NEW_GAME_DIALOG (ui_test_find_toplevel (ADJ_TYPE_NEW_GAME_DIALOG));

  ui_test_activate_row (GTK_WIDGET (dialog), "scenario:brawner-farm");
  g_object_ref (dialog);
  ui_test_click (GTK_WIDGET (dialog), "start-game");
  ui_test_iterate_until (ui_test_is_unmapped, dialog, "the New Game dialog closing");
  g_object_unref (dialog);
  g_assert_true (adj_game_session_get_ruleset (ui_test_session (&app)) == &adj_dog_ruleset);
  g_assert_cmpstr (adj_dog_battle_get_id (adj_journal_get_scenario (adj_game_session_get_journal (ui_test_session (&app)))),
                   ==, "brawner-farm");
}

/* Duplicate: the demonstration's lists in the builders, under a new id. */
static void
test_duplicate (void)
{
  AdjNewGameDialog *dialog = ui_test_open_new_game (&app, "dog");

  ui_test_click (GTK_WIDGET (dialog), "scenario-duplicate:demonstration");
  GtkWidget *editor = wait_for_editor ();
  g_assert_true (g_str_has_suffix (gtk_editable_get_text (GTK_EDITABLE (ui_test_named (editor, "dog-editor-title"))),
                                   "(copy)"));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (ui_test_named (editor, "dog-editor-id"))), ==,
                   "demonstration-copy");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (ui_test_named (editor, "army-0-unit-0-name"))), ==,
                   "1st Demonstration Infantry");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (ui_test_named (editor, "army-1-name"))), ==,
                   "Southern Demonstration Division");
  /* A unit of the list, edited: it keeps its id (6.3: 10 × 3 + rifles). */
  spin (editor, "army-0-unit-0-stands", 10);
  GtkWidget *builder = ui_test_nth (editor, ADJ_TYPE_DOG_ARMY_BUILDER, 0);
  const AdjDogUnit *u = &g_array_index (adj_dog_army_builder_get_army (ADJ_DOG_ARMY_BUILDER (builder))->units,
                                        AdjDogUnit, 0);
  g_assert_cmpstr (u->id, ==, "n-1inf");
  g_assert_cmpint (u->stands, ==, 10);
  /* Changed: Cancel asks first, and Discard closes. */
  g_object_ref (editor);
  ui_test_click (editor, "dog-editor-cancel");
  ui_test_respond (ui_test_wait_for_dialog ("Discard the Changes?"), "discard");
  ui_test_iterate_until (ui_test_is_unmapped, editor, "the editor closing");
  g_object_unref (editor);
}

int
main (int argc, char *argv[])
{
  int status;

  ui_test_user_dir_setup ("adj-ui-dog-army-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  ui_test_init ();
  {
    g_autoptr (GSettings) settings = g_settings_new (APP_ID);
    g_settings_set_string (settings, "ruleset", "dog");
  }
  g_test_add_func ("/ui/dog/army/0-no-game", test_no_game);
  g_test_add_func ("/ui/dog/army/1-build-list", test_build_list);
  g_test_add_func ("/ui/dog/army/2-new-battle", test_new_battle);
  g_test_add_func ("/ui/dog/army/3-duplicate", test_duplicate);
  status = g_test_run ();
  ui_test_app_quit (&app);
  ui_test_user_dir_cleanup ();
  return status;
}
