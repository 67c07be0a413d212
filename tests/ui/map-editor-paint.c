/* map-editor-paint.c: the Map Editor driven through its real widgets
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The player paints a level, woods and a steep hexside, saves, and the
 * engine's loader reads back what he painted; Ctrl+Z takes it back.
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "adj-los-page.h"
#include "adj-los-view.h"
#include "adj-map-editor.h"
#include "adj-window.h"
#include "los-test.h"

/* The editor's drag gesture, as a click at the centre of @id (or, with
 * @side >= 0, just inside that hexside). */
static void
paint (GtkWidget *editor, const char *id, int side)
{
  AdjLosView *view = ADJ_LOS_VIEW (ui_test_named (editor, "editor-view"));
  GtkGesture *drag = NULL;
  GListModel *controllers = gtk_widget_observe_controllers (GTK_WIDGET (view));
  double x, y;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && drag == NULL; i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (controllers, i);
      if (GTK_IS_GESTURE_DRAG (c))
        drag = GTK_GESTURE (c);
    }
  g_object_unref (controllers);
  g_assert_nonnull (drag);
  g_assert_true (adj_los_view_hex_centre (view, los_hex (id), &x, &y));
  if (side >= 0)
    {
      double sx, sy;
      g_assert_true (adj_los_view_side_centre (view, los_hex (id), side, &sx, &sy));
      x += (sx - x) * 0.8;
      y += (sy - y) * 0.8;
    }
  g_signal_emit_by_name (drag, "drag-begin", x, y);
  g_signal_emit_by_name (drag, "drag-end", 0.0, 0.0);
}

/* A key press on the editor's map, through its key controller. */
static void
press_key (GtkWidget *editor, guint keyval)
{
  GtkWidget *view = ui_test_named (editor, "editor-view");
  GListModel *controllers = gtk_widget_observe_controllers (view);
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (controllers, i);
      if (GTK_IS_EVENT_CONTROLLER_KEY (c))
        g_signal_emit_by_name (c, "key-pressed", keyval, 0, 0, &handled);
    }
  g_object_unref (controllers);
  g_assert_true (handled);
}

static GtkWidget *
button_labelled (GtkWidget *root, const char *text)
{
  if (GTK_IS_BUTTON (root) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (root)), text) == 0)
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = button_labelled (c, text);
      if (found)
        return found;
    }
  return NULL;
}

static gboolean
dialog_shown (gpointer data)
{
  return ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG) != NULL;
}

void
los_test_map_editor (void)
{
  GtkWindow *window = ui_test_main_window (&los_app);
  GtkWidget *editor = ui_test_show_page (window, "map-editor", "AdjMapEditor");
  g_autofree char *saved = g_build_filename (los_tmp_dir, "painted.json", NULL);
  g_autoptr (GError) error = NULL;
  g_autofree char *sample = los_sample_map_path ();

  g_assert_true (adj_map_editor_open_map (ADJ_MAP_EDITOR (editor), sample, &error));
  g_assert_false (adj_map_editor_is_modified (ADJ_MAP_EDITOR (editor)));
  ui_test_iterate_until (ui_test_is_mapped, ui_test_named (editor, "editor-view"), "the editor's map");
  ui_test_wait_for_new_frame (window);

  /* Level 3 on 0203, with the level tool. */
  los_choose (editor, "tool-level");
  ui_test_type_into (editor, "paint-level", "3");
  paint (editor, "0203", -1);
  AdjHexMap *map = adj_map_editor_get_map (ADJ_MAP_EDITOR (editor));
  g_assert_cmpint (adj_hexmap_get_level (map, los_hex ("0203")), ==, 3);
  g_assert_true (adj_map_editor_is_modified (ADJ_MAP_EDITOR (editor)));

  /* An impossible level: a message, no paint. */
  ui_test_type_into (editor, "paint-level", "120");
  paint (editor, "0303", -1);
  g_assert_cmpint (adj_hexmap_get_level (map, los_hex ("0303")), ==, 0);
  g_assert_true (gtk_widget_get_visible (ui_test_named (editor, "editor-message")));
  g_assert_true (gtk_widget_has_css_class (ui_test_named (editor, "paint-level"), "error"));

  /* Woods on 0304, a steep hexside on the N side of 0203. */
  los_choose (editor, "tool-woods");
  paint (editor, "0304", -1);
  g_assert_cmpint (adj_hexmap_get_terrain (map, los_hex ("0304")), ==, ADJ_TERRAIN_WOODS);
  los_choose (editor, "tool-steep");
  paint (editor, "0203", ADJ_DIR_N);
  g_assert_cmpuint (adj_hexmap_get_hexside (map, los_hex ("0203"), los_hex ("0202")), ==, ADJ_SIDE_STEEP);
  /* A ford where there is no water: the engine refuses, nothing changes. */
  los_choose (editor, "tool-ford");
  paint (editor, "0909", ADJ_DIR_S);
  g_assert_cmpuint (adj_hexmap_get_hexside (map, los_hex ("0909"), los_hex ("0910")), ==, 0);
  g_assert_true (gtk_widget_has_css_class (ui_test_named (editor, "editor-message"), "error"));
  ui_test_wait_for_new_frame (window);
  ui_test_save_screenshot (window, "map-editor.png");

  /* By keyboard: the cursor stands on 0909; Left, then Space raises 0809. */
  los_choose (editor, "tool-raise");
  press_key (editor, GDK_KEY_Left);
  press_key (editor, GDK_KEY_space);
  g_assert_cmpint (adj_hexmap_get_level (map, los_hex ("0809")), ==, 1);
  g_assert_true (gtk_widget_activate_action (editor, "editor.undo", NULL));
  map = adj_map_editor_get_map (ADJ_MAP_EDITOR (editor));
  g_assert_cmpint (adj_hexmap_get_level (map, los_hex ("0809")), ==, 0);

  /* Saved through the engine; its loader reads back what was painted. */
  g_assert_true (adj_map_editor_save_map (ADJ_MAP_EDITOR (editor), saved, &error));
  g_assert_no_error (error);
  g_assert_false (adj_map_editor_is_modified (ADJ_MAP_EDITOR (editor)));
  g_autoptr (AdjHexMap) back = adj_hexmap_load_file (saved, &error);
  g_assert_no_error (error);
  g_assert_cmpint (adj_hexmap_get_level (back, los_hex ("0203")), ==, 3);
  g_assert_cmpint (adj_hexmap_get_terrain (back, los_hex ("0304")), ==, ADJ_TERRAIN_WOODS);
  g_assert_cmpuint (adj_hexmap_get_hexside (back, los_hex ("0203"), los_hex ("0202")), ==, ADJ_SIDE_STEEP);
  /* The rest of the sample is intact. */
  g_assert_cmpint (adj_hexmap_get_level (back, los_hex ("0604")), ==, 2);
  g_assert_cmpuint (adj_hexmap_get_hexside (back, los_hex ("0706"), los_hex ("0806")), ==, ADJ_SIDE_SHEER);

  /* Undo takes the last edits back, one click at a time. */
  g_assert_true (gtk_widget_activate_action (editor, "editor.undo", NULL));
  map = adj_map_editor_get_map (ADJ_MAP_EDITOR (editor));
  g_assert_cmpuint (adj_hexmap_get_hexside (map, los_hex ("0203"), los_hex ("0202")), ==, 0);
  g_assert_cmpint (adj_hexmap_get_terrain (map, los_hex ("0304")), ==, ADJ_TERRAIN_WOODS);
  g_assert_true (gtk_widget_activate_action (editor, "editor.undo", NULL));
  map = adj_map_editor_get_map (ADJ_MAP_EDITOR (editor));
  g_assert_cmpint (adj_hexmap_get_terrain (map, los_hex ("0304")), ==, ADJ_TERRAIN_CLEAR);
  g_assert_true (gtk_widget_activate_action (editor, "editor.redo", NULL));
  map = adj_map_editor_get_map (ADJ_MAP_EDITOR (editor));
  g_assert_cmpint (adj_hexmap_get_terrain (map, los_hex ("0304")), ==, ADJ_TERRAIN_WOODS);
  g_assert_true (adj_map_editor_is_modified (ADJ_MAP_EDITOR (editor)));

  /* Bounds: a bad one is refused inline, a good one resizes (undoably). */
  ui_test_type_into (editor, "last-column", "120");
  ui_test_click (editor, "apply-size");
  g_assert_true (gtk_widget_has_css_class (ui_test_named (editor, "last-column"), "error"));
  g_assert_cmpint (adj_hexmap_get_grid (adj_map_editor_get_map (ADJ_MAP_EDITOR (editor)))->last_col, ==, 12);
  ui_test_type_into (editor, "last-column", "06");
  ui_test_type_into (editor, "first-row", "02");
  ui_test_click (editor, "apply-size");
  map = adj_map_editor_get_map (ADJ_MAP_EDITOR (editor));
  g_assert_cmpint (adj_hexmap_get_grid (map)->last_col, ==, 6);
  g_assert_cmpint (adj_hexmap_get_grid (map)->first_row, ==, 2);
  g_assert_cmpint (adj_hexmap_get_level (map, los_hex ("0604")), ==, 2);
  g_assert_true (gtk_widget_activate_action (editor, "editor.undo", NULL));
  g_assert_cmpint (adj_hexmap_get_grid (adj_map_editor_get_map (ADJ_MAP_EDITOR (editor)))->last_col, ==, 12);

  /* The map goes to the Line of Sight page as it is. */
  g_assert_true (gtk_widget_activate_action (editor, "editor.check-los", NULL));
  GtkWidget *page = ui_test_find_descendant (GTK_WIDGET (window), ADJ_TYPE_LOS_PAGE);
  ui_test_iterate_until (ui_test_is_mapped, page, "the LOS page");
  ui_test_type_into (page, "firer-hex", "0103");
  ui_test_type_into (page, "target-hex", "0303");
  /* 0203 is now level 3, higher than both ends (9.4, same level). */
  g_assert_cmpstr (ui_test_label_text (page, "verdict"), ==, "Line of sight is blocked");
  g_assert_cmpstr (ui_test_label_text (page, "rule"), ==, adj_los_rule_text (ADJ_LOS_SAME_HIGHER));

  /* And back to the editor: the unsaved changes there are not dropped
   * without asking. */
  g_assert_true (adj_map_editor_is_modified (ADJ_MAP_EDITOR (editor)));
  AdjHexMap *before = adj_map_editor_get_map (ADJ_MAP_EDITOR (editor));
  ui_test_click (page, "edit-map");
  ui_test_iterate_until (dialog_shown, NULL, "the discard question");
  g_assert_true (adj_map_editor_get_map (ADJ_MAP_EDITOR (editor)) == before);
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  GtkWidget *discard = button_labelled (GTK_WIDGET (dialog), "_Discard");
  g_assert_nonnull (discard);
  g_object_ref (dialog);
  g_signal_emit_by_name (discard, "clicked");
  ui_test_iterate_until (ui_test_is_unmapped, dialog, "the question to close");
  g_object_unref (dialog);
  ui_test_iterate_until (ui_test_is_mapped, editor, "the editor");
  map = adj_map_editor_get_map (ADJ_MAP_EDITOR (editor));
  g_assert_true (map != before);
  g_assert_cmpint (adj_hexmap_get_level (map, los_hex ("0203")), ==, 3);

  g_unlink (saved);
}
