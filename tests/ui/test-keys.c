/* test-keys.c: the keyboard acts on what has focus
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Real key presses (XTEST, ui-test-keys.c) on the sample game: Ctrl+Z and
 * Shift+Ctrl+Z in a text field (entry, spin button, entry row) undo and
 * redo the typing and leave the game's journal alone, even when the field
 * has nothing left to undo; elsewhere they undo and redo the game. On the
 * Map Editor Ctrl+Z and Ctrl+S are the editor's, as its tooltips say. The
 * sidebar's arrow keys move the selection and the page follows; a page
 * shown from code selects its row; Tab leaves the sidebar for the page.
 * After New Game the focus is on the new game's page.
 */

#include "config.h"

#include <glib/gstdio.h>

#include "adj-map-editor.h"
#include "adj-window.h"
#include "adj-window-actions.h"
#include "ui-test-util.h"

static AdjApplication *app;
static const char *tmp_dir;

static GtkWindow *
window (void)
{
  return ui_test_main_window (&app);
}

static AdjJournal *
journal (void)
{
  return adj_game_session_get_journal (ui_test_session (&app));
}

static GtkWidget *
focus (void)
{
  return gtk_root_get_focus (GTK_ROOT (window ()));
}

/* The game with a few steps to undo, on the Charge page. */
static void
start_game (void)
{
  ui_test_start_sample_game (&app, FALSE, "csa-leader-a", ADJ_STEP_CHARGE);
  g_assert_cmpuint (adj_journal_get_cursor (journal ()), >, 2);
}

/* The first GtkText shown on @page inside a widget of @type. */
static GtkWidget *
text_in (GtkWidget *page, GType type)
{
  g_autoptr (GPtrArray) texts = g_ptr_array_new ();

  ui_test_collect (page, GTK_TYPE_TEXT, texts);
  for (guint i = 0; i < texts->len; i++)
    {
      GtkWidget *text = texts->pdata[i];
      if (gtk_widget_is_drawable (text) && gtk_editable_get_editable (GTK_EDITABLE (text))
          && gtk_widget_get_ancestor (text, type) != NULL)
        return text;
    }
  return NULL;
}

/* Z with @mods, at most twice, until @text reads @expected. */
static void
press_until (GtkWidget *text, GdkModifierType mods, const char *expected)
{
  for (guint i = 0; i < 2 && g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (text)), expected) != 0; i++)
    ui_test_press_key (window (), GDK_KEY_z, mods);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (text)), ==, expected);
}

/* Typing into @text, then Ctrl+Z, Shift+Ctrl+Z: the text's own undo; the
 * game's journal neither undone nor redone. */
static void
check_text_undo (GtkWidget *text, const char *typed)
{
  guint cursor = adj_journal_get_cursor (journal ());
  guint length = adj_journal_get_length (journal ());
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  g_assert_nonnull (text);
  gtk_widget_grab_focus (text);
  g_assert_true (focus () == text);
  before = g_strdup (gtk_editable_get_text (GTK_EDITABLE (text)));

  /* The focus selected the field's text, as Tab does: typing replaces it. */
  ui_test_type_keys (window (), typed);
  after = g_strdup (gtk_editable_get_text (GTK_EDITABLE (text)));
  g_assert_cmpstr (after, !=, before);
  g_assert_cmpstr (after, ==, typed);

  /* The typing goes in two steps, the text replaced and the key typed:
   * Ctrl+Z takes the key back, then the text is back. */
  ui_test_press_key (window (), GDK_KEY_z, GDK_CONTROL_MASK);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (text)), !=, after);
  g_assert_cmpuint (adj_journal_get_cursor (journal ()), ==, cursor);
  press_until (text, GDK_CONTROL_MASK, before);
  g_assert_cmpuint (adj_journal_get_cursor (journal ()), ==, cursor);
  g_assert_cmpuint (adj_journal_get_length (journal ()), ==, length);

  /* Shift+Ctrl+Z: the typing again, not a step of the game. */
  press_until (text, GDK_CONTROL_MASK | GDK_SHIFT_MASK, after);
  g_assert_cmpuint (adj_journal_get_cursor (journal ()), ==, cursor);
  g_assert_cmpuint (adj_journal_get_length (journal ()), ==, length);
  g_assert_true (focus () == text);

  /* On until the field has nothing left to undo (the page's own filling
   * in of the field is in its history too): never the game. */
  for (guint i = 0; i < 6; i++)
    {
      ui_test_press_key (window (), GDK_KEY_z, GDK_CONTROL_MASK);
      g_assert_cmpuint (adj_journal_get_cursor (journal ()), ==, cursor);
    }
  g_assert_true (focus () == text);
  gtk_editable_set_text (GTK_EDITABLE (text), before);
}

static void
test_text_fields (void)
{
  GtkWidget *charge, *los;

  start_game ();
  charge = ui_test_show_page (window (), "charge", "AdjChargePage");
  ui_test_wait_for_new_frame (window ());
  /* The unit's strength, then the enemies' count in its cover row. */
  check_text_undo (text_in (charge, GTK_TYPE_ENTRY), "7");
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (ui_test_named (charge, "cover")), TRUE);
  ui_test_iterate_until (ui_test_is_mapped, ui_test_named (charge, "cover-count"), "the cover row open");
  ui_test_wait_for_new_frame (window ());
  check_text_undo (text_in (charge, GTK_TYPE_SPIN_BUTTON), "1");
  los = ui_test_show_page (window (), "los", "AdjLosPage");
  ui_test_wait_for_new_frame (window ());
  check_text_undo (text_in (los, ADW_TYPE_ENTRY_ROW), "0305");
}

/* Away from a text field, the keys are the game's. */
static void
test_game_undo (void)
{
  GtkWidget *charge = ui_test_show_page (window (), "charge", "AdjChargePage");
  guint cursor = adj_journal_get_cursor (journal ());
  GtkWidget *button = ui_test_find_descendant (charge, GTK_TYPE_BUTTON);

  g_assert_true (gtk_widget_grab_focus (button));
  ui_test_press_key (window (), GDK_KEY_z, GDK_CONTROL_MASK);
  g_assert_cmpuint (adj_journal_get_cursor (journal ()), ==, cursor - 1);
  ui_test_press_key (window (), GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK);
  g_assert_cmpuint (adj_journal_get_cursor (journal ()), ==, cursor);
}

static gboolean
dialog_shown (gpointer data)
{
  return ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG) != NULL
         || ui_test_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG) != NULL;
}

/* Map Editor: Ctrl+Z undoes the paint and Ctrl+S saves the map, with the
 * focus on the map or elsewhere in the window; the game is untouched. */
static void
test_map_editor (void)
{
  if (journal () == NULL)
    start_game ();
  GtkWidget *editor = ui_test_show_page (window (), "map-editor", "AdjMapEditor");
  g_autofree char *sample = adj_paths_data_file ("maps", "synthetic-ridge.json", NULL);
  g_autofree char *path = g_build_filename (tmp_dir, "keys-map.json", NULL);
  g_autoptr (GError) error = NULL;
  guint cursor = adj_journal_get_cursor (journal ());
  GtkWidget *view;

  g_assert_true (adj_map_editor_open_map (ADJ_MAP_EDITOR (editor), sample, &error));
  g_assert_true (adj_map_editor_save_map (ADJ_MAP_EDITOR (editor), path, &error));
  g_assert_no_error (error);
  view = ui_test_named (editor, "editor-view");
  ui_test_iterate_until (ui_test_is_mapped, view, "the editor's map");
  ui_test_click (editor, "tool-raise");

  /* Space raises the hex under the keyboard cursor; Ctrl+Z lowers it. */
  g_assert_true (gtk_widget_grab_focus (view));
  ui_test_press_key (window (), GDK_KEY_space, 0);
  g_assert_true (adj_map_editor_is_modified (ADJ_MAP_EDITOR (editor)));
  ui_test_press_key (window (), GDK_KEY_z, GDK_CONTROL_MASK);
  g_assert_false (adj_map_editor_is_modified (ADJ_MAP_EDITOR (editor)));
  g_assert_cmpuint (adj_journal_get_cursor (journal ()), ==, cursor);
  ui_test_press_key (window (), GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK);
  g_assert_true (adj_map_editor_is_modified (ADJ_MAP_EDITOR (editor)));
  g_assert_cmpuint (adj_journal_get_cursor (journal ()), ==, cursor);

  /* Ctrl+S: the map's file, not the game's (which has none yet and would
   * ask where to save). */
  ui_test_press_key (window (), GDK_KEY_s, GDK_CONTROL_MASK);
  g_assert_false (adj_map_editor_is_modified (ADJ_MAP_EDITOR (editor)));
  g_assert_null (adj_game_session_get_path (ui_test_session (&app)));
  {
    g_autoptr (AdjHexMap) back = adj_hexmap_load_file (path, &error);
    g_assert_no_error (error);
    g_assert_true (adj_hexmap_equal (back, adj_map_editor_get_map (ADJ_MAP_EDITOR (editor))));
  }

  /* The focus on the sidebar, the editor shown: still the editor's. */
  ui_test_press_key (window (), GDK_KEY_space, 0);
  g_assert_true (adj_map_editor_is_modified (ADJ_MAP_EDITOR (editor)));
  gtk_widget_grab_focus (ui_test_named (GTK_WIDGET (window ()), "map-editor"));
  ui_test_press_key (window (), GDK_KEY_z, GDK_CONTROL_MASK);
  g_assert_false (adj_map_editor_is_modified (ADJ_MAP_EDITOR (editor)));
  g_assert_cmpuint (adj_journal_get_cursor (journal ()), ==, cursor);
  g_assert_false (dialog_shown (NULL));
  g_unlink (path);
}

static GtkStack *
stack (void)
{
  return GTK_STACK (ui_test_find_descendant (GTK_WIDGET (window ()), GTK_TYPE_STACK));
}

static GtkListBox *
sidebar (void)
{
  GtkWidget *row = ui_test_named (GTK_WIDGET (window ()), "journal");
  return GTK_LIST_BOX (gtk_widget_get_parent (row));
}

static const char *
selected (void)
{
  GtkListBoxRow *row = gtk_list_box_get_selected_row (sidebar ());
  return row != NULL ? gtk_widget_get_name (GTK_WIDGET (row)) : NULL;
}

/* The arrows move the selection, and the page with it; a page shown from
 * code moves the selection; Tab goes on to the page. */
static void
test_sidebar (void)
{
  AdjWindow *self = ADJ_WINDOW (window ());
  GtkWidget *leaflet = ui_test_find_descendant (GTK_WIDGET (self), ADW_TYPE_LEAFLET);
  GtkWidget *row, *next;

  g_assert_false (adw_leaflet_get_folded (ADW_LEAFLET (leaflet)));
  ui_test_show_page (window (), "turn", "AdjTurnPage");
  g_assert_cmpstr (selected (), ==, "turn");
  row = ui_test_named (GTK_WIDGET (self), "turn");
  next = gtk_widget_get_next_sibling (row);
  gtk_widget_grab_focus (row);

  ui_test_press_key (window (), GDK_KEY_Down, 0);
  g_assert_cmpstr (selected (), ==, gtk_widget_get_name (next));
  g_assert_cmpstr (adj_window_get_page (self), ==, gtk_widget_get_name (next));
  g_assert_true (focus () == next);
  ui_test_press_key (window (), GDK_KEY_Up, 0);
  g_assert_cmpstr (selected (), ==, "turn");
  g_assert_cmpstr (adj_window_get_page (self), ==, "turn");

  /* Tab: on to the page's side, the page and selection as they were. */
  ui_test_press_key (window (), GDK_KEY_Tab, 0);
  g_assert_false (gtk_widget_is_ancestor (focus (), GTK_WIDGET (sidebar ())));
  g_assert_true (gtk_widget_is_ancestor (focus (), gtk_widget_get_parent (GTK_WIDGET (stack ()))));
  g_assert_cmpstr (adj_window_get_page (self), ==, "turn");
  g_assert_cmpstr (selected (), ==, "turn");

  /* Shift+Tab comes back to the list on the row of the page shown. */
  for (guint i = 0; i < 4 && !gtk_widget_is_ancestor (focus (), GTK_WIDGET (sidebar ())); i++)
    ui_test_press_key (window (), GDK_KEY_Tab, GDK_SHIFT_MASK);
  g_assert_true (focus () == row);
  g_assert_cmpstr (adj_window_get_page (self), ==, "turn");

  /* From code (a page's button to the next step): the row follows. */
  gtk_widget_activate_action (GTK_WIDGET (self), "win.page", "s", "journal");
  g_assert_cmpstr (selected (), ==, "journal");
  gtk_widget_activate_action (GTK_WIDGET (self), "win.page", "s", "charge");
  g_assert_cmpstr (selected (), ==, "charge");
}

static gboolean
focus_on_page (gpointer data)
{
  return focus () != NULL && gtk_widget_is_ancestor (focus (), gtk_stack_get_visible_child (stack ()));
}

/* New Game: the focus is on the new game's first page. */
static void
test_focus_after_new_game (void)
{
  AdjNewGameDialog *dialog = ui_test_open_battle_picker (&app);
  gtk_widget_grab_focus (ui_test_named (GTK_WIDGET (window ()), "journal"));
  ui_test_activate_row (GTK_WIDGET (dialog), "scenario:sample-cedar-creek");
  g_object_ref (dialog);
  ui_test_click (GTK_WIDGET (dialog), "start-game");
  ui_test_iterate_until (ui_test_is_unmapped, dialog, "the New Game dialog closing");
  g_object_unref (dialog);
  g_assert_cmpuint (adj_journal_get_length (journal ()), ==, 0);
  g_assert_cmpstr (adj_window_get_page (ADJ_WINDOW (window ())), ==, "turn");
  ui_test_iterate_until (focus_on_page, NULL, "the focus on the new game's page");
  g_assert_true (gtk_widget_get_focusable (focus ()));
}

static gboolean
menu_open (gpointer data)
{
  GtkPopover *popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (data));

  return popover != NULL && gtk_widget_get_mapped (GTK_WIDGET (popover));
}

/* F10 opens the primary menu, whose popover is built only then. */
static void
test_primary_menu (void)
{
  GtkWidget *button = ui_test_named (GTK_WIDGET (window ()), "primary-menu");
  GtkPopover *popover;

  g_assert_null (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button)));
  gtk_widget_grab_focus (ui_test_named (GTK_WIDGET (window ()), "journal"));
  ui_test_press_key_until (window (), GDK_KEY_F10, 0, menu_open, button, "the primary menu open");
  popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (button));
  g_assert_true (GTK_IS_POPOVER_MENU (popover));
  g_assert_true (gtk_popover_menu_get_menu_model (GTK_POPOVER_MENU (popover))
                 == gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (button)));
  gtk_popover_popdown (popover);
  ui_test_iterate_until (ui_test_is_unmapped, popover, "the primary menu closed");
  /* Opened again, it is the same popover. */
  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  ui_test_iterate_until (menu_open, button, "the primary menu open again");
  g_assert_true (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button)) == popover);
  gtk_popover_popdown (popover);
  ui_test_iterate_until (ui_test_is_unmapped, popover, "the primary menu closed again");
}

/* The Keyboard Shortcuts window shows a key for each of them: those no
 * longer application accelerators give theirs. */
static void
test_shortcuts_window (void)
{
  GtkWidget *overlay;
  g_autoptr (GPtrArray) shortcuts = g_ptr_array_new ();

  /* Made when first asked for (app.shortcuts, Ctrl+?), not at start. */
  g_assert_null (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window ())));
  g_action_group_activate_action (G_ACTION_GROUP (app), "shortcuts", NULL);
  overlay = GTK_WIDGET (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window ())));
  g_assert_nonnull (overlay);
  g_auto (GStrv) undo = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.undo");

  g_assert_cmpuint (g_strv_length (undo), ==, 0);
  ui_test_collect (overlay, GTK_TYPE_SHORTCUTS_SHORTCUT, shortcuts);
  g_assert_cmpuint (shortcuts->len, >=, 8);
  for (guint i = 0; i < shortcuts->len; i++)
    {
      g_autofree char *accel = NULL;
      g_autofree char *action = NULL;
      g_autofree char *title = NULL;
      g_object_get (shortcuts->pdata[i], "accelerator", &accel, "action-name", &action, "title", &title, NULL);
      if (action != NULL)
        {
          g_auto (GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), action);
          g_assert_cmpuint (g_strv_length (accels), >, 0);
        }
      else
        g_assert_true (accel != NULL && *accel != '\0');
      if (g_strcmp0 (title, "Undo") == 0)
        g_assert_cmpstr (accel, ==, "<ctrl>z");
    }
  gtk_widget_set_visible (overlay, FALSE);
}

int
main (int argc, char *argv[])
{
  int status;

  tmp_dir = ui_test_user_dir_setup ("adj-ui-keys-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  ui_test_init ();

  g_test_add_func ("/ui/keys/text-field-undo", test_text_fields);
  g_test_add_func ("/ui/keys/game-undo", test_game_undo);
  g_test_add_func ("/ui/keys/map-editor", test_map_editor);
  g_test_add_func ("/ui/keys/sidebar", test_sidebar);
  g_test_add_func ("/ui/keys/focus-after-new-game", test_focus_after_new_game);
  g_test_add_func ("/ui/keys/primary-menu", test_primary_menu);
  g_test_add_func ("/ui/keys/shortcuts-window", test_shortcuts_window);
  status = g_test_run ();

  ui_test_app_quit (&app);
  ui_test_user_dir_cleanup ();
  return status;
}
