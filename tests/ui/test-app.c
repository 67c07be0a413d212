/* test-app.c: the real AdjApplication under a real display
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs the application's own objects (linked from adjutant_app_lib and
 * the compiled GResource) against an X server, normally Xvfb. Nothing is
 * mocked: the main window is activated and painted, its dialogs opened
 * and closed, its size saved and restored, and screenshots written for
 * people to look at.
 */

#include "config.h"

#include <adwaita.h>

#include "adj-application.h"
#include "adj-feature-row.h"
#include "adj-window.h"
#include "ui-test-util.h"

static AdjApplication *app;

static void
assert_single_accel (const char *action,
                     const char *accel)
{
  g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), action);

  g_assert_cmpuint (g_strv_length (accels), ==, 1);
  g_assert_cmpstr (accels[0], ==, accel);
}

static void
test_startup (void)
{
  GtkWindow *window = ui_test_main_window (&app);
  GtkWidget *menu_button;
  GMenuModel *menu;
  GMenuModel *section;
  g_autofree char *first_action = NULL;
  g_autofree char *second_action = NULL;

  g_assert_cmpstr (gtk_window_get_title (window), ==, "Adjutant");
  g_assert_true (gtk_window_get_application (window) == GTK_APPLICATION (app));

  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (app), "quit"));
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (app), "about"));
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (app), "shortcuts"));
  assert_single_accel ("app.quit", "<Control>q");
  assert_single_accel ("app.shortcuts", "<Control>question");
  assert_single_accel ("window.close", "<Control>w");

  /* The help overlay is built when first asked for (test_shortcuts), not
   * with the window at start-up. */
  g_assert_null (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)));

  /* The primary menu offers the shortcuts and the About window. */
  menu_button = ui_test_named (GTK_WIDGET (window), "primary-menu");
  g_assert_nonnull (menu_button);
  g_assert_true (gtk_menu_button_get_primary (GTK_MENU_BUTTON (menu_button)));
  /* Its popover is built when first opened, not at start-up. */
  g_assert_null (gtk_menu_button_get_popover (GTK_MENU_BUTTON (menu_button)));
  gtk_menu_button_popup (GTK_MENU_BUTTON (menu_button));
  g_assert_nonnull (gtk_menu_button_get_popover (GTK_MENU_BUTTON (menu_button)));
  gtk_menu_button_popdown (GTK_MENU_BUTTON (menu_button));
  menu = gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (menu_button));
  g_assert_nonnull (menu);
  section = g_menu_model_get_item_link (menu, 0, G_MENU_LINK_SECTION);
  g_assert_nonnull (section);
  g_assert_cmpint (g_menu_model_get_n_items (section), ==, 2);
  g_assert_true (g_menu_model_get_item_attribute (section, 0, G_MENU_ATTRIBUTE_ACTION, "s", &first_action));
  g_assert_true (g_menu_model_get_item_attribute (section, 1, G_MENU_ATTRIBUTE_ACTION, "s", &second_action));
  g_assert_cmpstr (first_action, ==, "app.shortcuts");
  g_assert_cmpstr (second_action, ==, "app.about");
  g_object_unref (section);

  /* The welcome page shows the application icon, from our resources. */
  g_assert_true (gtk_icon_theme_has_icon (gtk_icon_theme_get_for_display (gdk_display_get_default ()),
                                          APP_ID));
}

static void
test_about (void)
{
  GtkWindow *window = ui_test_main_window (&app);
  GtkWindow *about;

  g_assert_null (ui_test_find_toplevel (ADW_TYPE_ABOUT_WINDOW));
  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  ui_test_wait_for_toplevel (ADW_TYPE_ABOUT_WINDOW, "the About window");

  about = ui_test_find_toplevel (ADW_TYPE_ABOUT_WINDOW);
  g_assert_true (gtk_window_get_transient_for (about) == window);
  g_assert_true (gtk_window_get_modal (about));
  g_assert_cmpstr (adw_about_window_get_application_name (ADW_ABOUT_WINDOW (about)), ==, "Adjutant");
  g_assert_cmpstr (adw_about_window_get_version (ADW_ABOUT_WINDOW (about)), ==, PACKAGE_VERSION);
  g_assert_cmpstr (adw_about_window_get_application_icon (ADW_ABOUT_WINDOW (about)), ==, APP_ID);

  ui_test_wait_for_new_frame (about);
  ui_test_save_screenshot (about, "about.png");

  ui_test_close_and_wait (about);
  g_assert_null (ui_test_find_toplevel (ADW_TYPE_ABOUT_WINDOW));
}

static void
test_shortcuts (void)
{
  GtkWindow *window = ui_test_main_window (&app);
  GtkWindow *shortcuts;
  GtkShortcutsWindow *help_overlay;

  g_assert_null (ui_test_find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW));
  g_action_group_activate_action (G_ACTION_GROUP (app), "shortcuts", NULL);
  ui_test_wait_for_toplevel (GTK_TYPE_SHORTCUTS_WINDOW, "the Keyboard Shortcuts window");

  shortcuts = ui_test_find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW);
  help_overlay = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window));
  g_assert_true (GTK_WINDOW (help_overlay) == shortcuts);
  g_assert_true (gtk_window_get_transient_for (shortcuts) == window);

  ui_test_wait_for_new_frame (shortcuts);
  ui_test_save_screenshot (shortcuts, "shortcuts.png");

  ui_test_close_and_wait (shortcuts);
  g_assert_null (ui_test_find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW));
}

static void
test_window_size (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  AdjWindow *window;
  GdkSurface *surface;
  int width = 0;
  int height = 0;

  ui_test_main_window (&app);

  /* A new window takes the size stored in GSettings... */
  g_settings_set_int (settings, "window-width", 912);
  g_settings_set_int (settings, "window-height", 587);
  window = adj_window_new (GTK_APPLICATION (app));
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, ==, 912);
  g_assert_cmpint (height, ==, 587);
  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait_for_frame (GTK_WINDOW (window), 0);
  surface = gtk_native_get_surface (GTK_NATIVE (window));
  g_assert_cmpint (gdk_surface_get_width (surface), ==, 912);
  g_assert_cmpint (gdk_surface_get_height (surface), ==, 587);

  /* ...and stores the size the user gave it when it closes. */
  ui_test_resize_from_outside (GTK_WINDOW (window), 721, 493);
  gtk_window_close (GTK_WINDOW (window));
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 721);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 493);
  g_assert_false (g_settings_get_boolean (settings, "window-maximized"));

  /* A size below the window's minimum is stored as the minimum, which the
   * schema's range accepts. */
  window = adj_window_new (GTK_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait_for_frame (GTK_WINDOW (window), 0);
  gtk_window_set_default_size (GTK_WINDOW (window), 100, 80);
  gtk_window_close (GTK_WINDOW (window));
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 360);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 294);

  g_settings_reset (settings, "window-width");
  g_settings_reset (settings, "window-height");
}

static void
test_screenshots (void)
{
  GtkWindow *window = ui_test_main_window (&app);
  AdwStyleManager *style = adw_style_manager_get_default ();
  double light, dark;

  /* With no desktop preference the app follows the system: light. */
  g_assert_cmpint (adw_style_manager_get_color_scheme (style), ==, ADW_COLOR_SCHEME_DEFAULT);
  g_assert_false (adw_style_manager_get_dark (style));
  ui_test_wait_for_new_frame (window);
  ui_test_save_screenshot (window, "main-window.png");
  light = ui_test_mean_brightness (window);

  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  g_assert_true (adw_style_manager_get_dark (style));
  ui_test_wait_for_new_frame (window);
  ui_test_save_screenshot (window, "main-window-dark.png");
  dark = ui_test_mean_brightness (window);

  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
  ui_test_wait_for_new_frame (window);

  g_test_message ("Mean brightness: light %.1f, dark %.1f", light, dark);
  g_assert_cmpfloat (light, >, 160.0);
  g_assert_cmpfloat (dark, <, 100.0);
}

/* The welcome page starts a game of each kind Adjutant hosts: its row
 * opens New Game on that game's scenarios. */
static void
test_welcome_rows (void)
{
  GtkWindow *window = ui_test_main_window (&app);
  GtkStack *stack = GTK_STACK (ui_test_find_descendant (GTK_WIDGET (window), GTK_TYPE_STACK));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.page", "s", "home");
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "home");
  for (const AdjRulesetUi * const *ui = adj_ruleset_uis (); *ui != NULL; ui++)
    {
      g_autofree char *name = g_strdup_printf ("welcome-game:%s", (*ui)->ruleset->id);
      g_autofree char *title = g_strdup_printf ("New Game of %s", (*ui)->ruleset->name);
      GtkWidget *row = ui_test_named (gtk_stack_get_child_by_name (stack, "home"), name);

      g_assert_cmpstr (adj_feature_row_get_title (row), ==, title);
      g_assert_true (gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (row)));
      g_signal_emit_by_name (row, "activate");
      ui_test_wait_for_toplevel (ADJ_TYPE_NEW_GAME_DIALOG, "the New Game dialog");
      AdjNewGameDialog *dialog = ADJ_NEW_GAME_DIALOG (ui_test_find_toplevel (ADJ_TYPE_NEW_GAME_DIALOG));
      g_assert_true (adj_new_game_dialog_get_game (dialog) == *ui);
      ui_test_close_and_wait (GTK_WINDOW (dialog));
    }

  /* Then Open, which asks for a file. */
  GtkWidget *open = ui_test_named (gtk_stack_get_child_by_name (stack, "home"), "welcome-open");
  g_assert_cmpstr (adj_feature_row_get_title (open), ==, "Open a Saved Game…");
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (open)), ==, "win.open");
  g_assert_true (gtk_widget_get_next_sibling (open) == NULL);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  /* A data dir of its own: no autosave of the player's offers to resume. */
  ui_test_user_dir_setup ("adj-ui-app-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  ui_test_init ();

  g_test_add_func ("/ui/startup", test_startup);
  g_test_add_func ("/ui/about", test_about);
  g_test_add_func ("/ui/shortcuts", test_shortcuts);
  g_test_add_func ("/ui/window-size", test_window_size);
  g_test_add_func ("/ui/welcome-rows", test_welcome_rows);
  g_test_add_func ("/ui/screenshots", test_screenshots);

  status = g_test_run ();

  ui_test_app_quit (&app);
  ui_test_user_dir_cleanup ();

  return status;
}
