/* test-los-page.c: the Line of Sight page and the Map Editor, driven
 * through their real widgets
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The player opens the sample map, types firer and target and reads the
 * verdict and the 9.4 bullet, which must be what the engine says for the
 * same hexes; a bad hex id gets a message, a broken map file too. Without a
 * map he answers the questions one by one and watches the verdict change.
 * In the editor (map-editor-paint.c) he paints a level, woods and a steep
 * hexside, saves, and the engine's loader reads back what he painted;
 * Ctrl+Z takes it back.
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include <adjutant-engine.h>

#include "adj-application.h"
#include "adj-los-page.h"
#include "adj-los-view.h"
#include "adj-map-editor.h"
#include "adj-window.h"
#include "los-test.h"

AdjApplication *los_app;
const char *los_tmp_dir;

/* Enter in an entry row: its text field's "activate", as a key press gives. */
static void
press_enter (GtkWidget *root, const char *name)
{
  GtkWidget *text = ui_test_find_descendant (ui_test_named (root, name), GTK_TYPE_TEXT);
  g_assert_nonnull (text);
  g_signal_emit_by_name (text, "activate");
}

void
los_choose (GtkWidget *root, const char *name)
{
  GtkWidget *w = ui_test_named (root, name);
  g_assert_true (gtk_widget_is_visible (w));
  if (!gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (w)))
    g_signal_emit_by_name (w, "clicked");
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (w)));
}

char *
los_sample_map_path (void)
{
  return adj_paths_data_file ("maps", "synthetic-ridge.json", NULL);
}

AdjHex
los_hex (const char *id)
{
  AdjHex h;
  g_assert_true (adj_hex_parse (id, &h, NULL));
  return h;
}

/* The engine's own verdict on the sample map, to hold the page against. */
static void
engine_trace (const char *from, const char *to, const char *friendly, AdjLosResult *result)
{
  g_autofree char *path = los_sample_map_path ();
  g_autoptr (AdjHexMap) map = adj_hexmap_load_file (path, NULL);
  g_assert_nonnull (map);
  g_autofree guint8 *units = g_new0 (guint8, adj_hexmap_size (map));
  if (friendly != NULL)
    units[adj_hexmap_index (map, los_hex (friendly))] = ADJ_UNIT_FRIENDLY;
  g_assert_true (adj_los_trace (map, units, los_hex (from), los_hex (to), result, NULL));
}

/* Scrolls the page so that @widget's top is in view. */
static void
scroll_to (GtkWidget *page, GtkWidget *widget)
{
  GtkScrolledWindow *scroller = GTK_SCROLLED_WINDOW (ui_test_find_descendant (page, GTK_TYPE_SCROLLED_WINDOW));
  graphene_rect_t b;

  /* Laid out first, or the adjustment has no room to scroll yet. */
  ui_test_wait_for_new_frame (GTK_WINDOW (gtk_widget_get_root (page)));
  GtkWidget *child = gtk_scrolled_window_get_child (scroller);
  g_assert_true (gtk_widget_compute_bounds (widget, child, &b));
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (scroller), b.origin.y - 12);
}

/* The colour the window shows at the centre of @hex in @view, as
 * rendered now (not from a fresh drawing of the view alone: a drawing
 * that GTK keeps from before a scroll must be complete too). */
static void
colour_at_hex (GtkWindow *window, AdjLosView *view, const char *id, int rgb[3])
{
  g_autoptr (GdkPaintable) paintable = gtk_widget_paintable_new (GTK_WIDGET (window));
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  int width = gtk_widget_get_width (GTK_WIDGET (window));
  int height = gtk_widget_get_height (GTK_WIDGET (window));
  graphene_point_t p, q;
  double px, py;

  g_assert_true (adj_los_view_hex_centre (view, los_hex (id), &px, &py));
  p = GRAPHENE_POINT_INIT ((float) px, (float) py);
  g_assert_true (gtk_widget_compute_point (GTK_WIDGET (view), GTK_WIDGET (window), &p, &q));
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  g_autoptr (GskRenderNode) node = gtk_snapshot_free_to_node (snapshot);
  g_autoptr (GdkTexture) texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)),
                                                                 node, NULL);
  gsize stride = gdk_texture_get_width (texture) * 4;
  g_autofree guchar *pixels = g_malloc (stride * gdk_texture_get_height (texture));
  gdk_texture_download (texture, pixels, stride);
  g_assert_cmpfloat (q.y, <, gdk_texture_get_height (texture));
  /* GDK_MEMORY_DEFAULT: B, G, R, A in memory on little-endian machines. */
  const guchar *pixel = pixels + (gsize) q.y * stride + (gsize) q.x * 4;
  rgb[0] = pixel[2];
  rgb[1] = pixel[1];
  rgb[2] = pixel[0];
}

/* The LOS page with the sample map open. */
static GtkWidget *
los_page_with_sample (GtkWindow *window)
{
  GtkWidget *page = ui_test_show_page (window, "los", "AdjLosPage");
  g_autofree char *path = los_sample_map_path ();
  g_assert_true (adj_los_page_open_map (ADJ_LOS_PAGE (page), path, NULL));
  return page;
}

static void
test_map_verdicts (void)
{
  GtkWindow *window = ui_test_main_window (&los_app);
  GtkWidget *page = ui_test_show_page (window, "los", "AdjLosPage");
  g_autofree char *path = los_sample_map_path ();
  g_autoptr (GError) error = NULL;

  ui_test_resize_from_outside (window, 1100, 1150);
  g_assert_true (adj_los_page_open_map (ADJ_LOS_PAGE (page), path, &error));
  g_assert_no_error (error);
  g_assert_false (gtk_widget_is_visible (ui_test_named (page, "map-error")));
  /* GLib runs /ui/los/pick-on-map before: clicks set the firer again. */
  los_choose (page, "pick-firer");
  /* Opened maps are remembered for the next start. */
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *remembered = g_settings_get_string (settings, "los-map");
  g_assert_cmpstr (remembered, ==, path);

  /* 9.4, target higher: 0605 (level 2, woods) stands in the way. */
  ui_test_type_into (page, "firer-hex", "0405");
  ui_test_type_into (page, "target-hex", "0705");
  press_enter (page, "target-hex");
  AdjLosResult r;
  engine_trace ("0405", "0705", NULL, &r);
  g_assert_false (r.clear);
  g_assert_cmpstr (ui_test_label_text (page, "verdict"), ==, "Line of sight is blocked");
  g_assert_cmpstr (ui_test_label_text (page, "rule"), ==, adj_los_rule_text (r.rule));
  g_assert_nonnull (strstr (ui_test_label_text (page, "rule"), "9.4"));
  g_assert_nonnull (strstr (ui_test_label_text (page, "detail"), "Blocked at hex 0605"));
  g_assert_nonnull (ui_test_find_named (page, "step:0505"));
  g_assert_nonnull (ui_test_find_named (page, "step:0605"));
  g_assert_true (gtk_widget_has_css_class (gtk_widget_get_parent (gtk_widget_get_parent (ui_test_named (page, "verdict"))),
                                           "los-blocked"));
  adj_los_result_clear (&r);
  scroll_to (page, ui_test_named (page, "verdict"));
  ui_test_wait_for_new_frame (window);
  ui_test_save_screenshot (window, "los-map-blocked.png");
  /* Scrolled down to the verdict, the whole map is still drawn: the
   * woods of 1008, far down, are green. */
  int rgb[3];
  colour_at_hex (window, ADJ_LOS_VIEW (ui_test_named (page, "los-view")), "1008", rgb);
  g_assert_cmpint (rgb[1] - rgb[0], >, 20);

  /* Along a hexside (9.4 last paragraph): 0405 to 1005 is blocked at 0504. */
  ui_test_type_into (page, "target-hex", "1005");
  engine_trace ("0405", "1005", NULL, &r);
  g_assert_false (r.clear);
  g_assert_cmpstr (ui_test_label_text (page, "rule"), ==, adj_los_rule_text (r.rule));
  g_assert_nonnull (strstr (ui_test_label_text (page, "detail"), "runs along its hexside"));
  adj_los_result_clear (&r);

  /* Clear, with a friendly unit next to the target (9.51). */
  ui_test_type_into (page, "firer-hex", "0603");
  ui_test_type_into (page, "target-hex", "0101");
  ui_test_type_into (page, "friendly-units", "0202");
  press_enter (page, "friendly-units");
  engine_trace ("0603", "0101", "0202", &r);
  g_assert_true (r.clear);
  g_assert_cmpuint (r.misguided->len, ==, 1);
  g_assert_cmpstr (ui_test_label_text (page, "verdict"), ==, "Line of sight is clear");
  g_assert_true (gtk_widget_get_visible (ui_test_named (page, "misguided")));
  g_assert_nonnull (strstr (ui_test_label_text (page, "misguided"), "0202"));
  g_assert_nonnull (strstr (ui_test_label_text (page, "misguided"), "9.51"));
  adj_los_result_clear (&r);
  scroll_to (page, ui_test_named (page, "verdict"));
  ui_test_wait_for_new_frame (window);
  ui_test_save_screenshot (window, "los-map-clear.png");

  /* The same drawing in the dark style. */
  AdwStyleManager *style = adw_style_manager_get_default ();
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  ui_test_wait_for_new_frame (window);
  ui_test_save_screenshot (window, "los-map-clear-dark.png");
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
  ui_test_wait_for_new_frame (window);
}

/* Every 9.4 bullet the page can show reads as the engine words it. */
static void
test_rule_texts (void)
{
  for (AdjLosRule r = ADJ_LOS_OK; r < ADJ_LOS_RULES; r++)
    g_assert_cmpstr (adj_los_page_rule_text (r), ==, adj_los_rule_text (r));
}

static void
test_bad_hexes (void)
{
  GtkWindow *window = ui_test_main_window (&los_app);
  GtkWidget *page = los_page_with_sample (window);
  g_autoptr (GError) expected = NULL;
  AdjHex h;

  ui_test_type_into (page, "friendly-units", "");
  ui_test_type_into (page, "firer-hex", "0405");

  /* Half typed: no message until Enter, then one. */
  ui_test_type_into (page, "target-hex", "07");
  g_assert_false (gtk_widget_get_visible (ui_test_named (page, "input-error")));
  press_enter (page, "target-hex");
  g_assert_true (gtk_widget_get_visible (ui_test_named (page, "input-error")));
  g_assert_true (gtk_widget_has_css_class (ui_test_named (page, "target-hex"), "error"));

  /* Not a hex id: the engine's reason, inline. */
  ui_test_type_into (page, "target-hex", "07x5");
  g_assert_false (adj_hex_parse ("07x5", &h, &expected));
  g_assert_true (gtk_widget_get_visible (ui_test_named (page, "input-error")));
  g_assert_nonnull (strstr (ui_test_label_text (page, "input-error"), expected->message));
  g_assert_cmpstr (ui_test_label_text (page, "verdict"), ==, "Check the hexes");
  g_clear_error (&expected);

  /* Off the map: the message names the map's bounds. */
  ui_test_type_into (page, "target-hex", "1305");
  g_assert_nonnull (strstr (ui_test_label_text (page, "input-error"), "columns 01-12, rows 01-10"));
  ui_test_type_into (page, "enemy-units", "0909 9999");
  g_assert_nonnull (strstr (ui_test_label_text (page, "input-error"), "Enemy units"));
  ui_test_type_into (page, "enemy-units", "");

  /* Fixed: the message goes, the verdict comes. */
  ui_test_type_into (page, "target-hex", "0705");
  g_assert_false (gtk_widget_get_visible (ui_test_named (page, "input-error")));
  g_assert_false (gtk_widget_has_css_class (ui_test_named (page, "target-hex"), "error"));
  g_assert_cmpstr (ui_test_label_text (page, "verdict"), ==, "Line of sight is blocked");

  /* The same hex twice. */
  ui_test_type_into (page, "target-hex", "0405");
  g_assert_nonnull (strstr (ui_test_label_text (page, "input-error"), "both in hex 0405"));
}

static void
test_pick_on_map (void)
{
  GtkWindow *window = ui_test_main_window (&los_app);
  GtkWidget *page = los_page_with_sample (window);
  double x, y;

  AdjLosView *view = ADJ_LOS_VIEW (ui_test_named (page, "los-view"));
  ui_test_iterate_until (ui_test_is_mapped, view, "the drawing");
  ui_test_wait_for_new_frame (window);
  GListModel *controllers = gtk_widget_observe_controllers (GTK_WIDGET (view));
  g_autoptr (GtkGesture) gesture = g_list_model_get_item (controllers, 0);
  g_object_unref (controllers);
  g_assert_true (GTK_IS_GESTURE_CLICK (gesture));

  /* A click sets the firer, the next the target; then a friendly unit. */
  los_choose (page, "pick-firer");
  g_assert_true (adj_los_view_hex_centre (view, los_hex ("0208"), &x, &y));
  g_signal_emit_by_name (gesture, "released", 1, x, y);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (ui_test_named (page, "firer-hex"))), ==, "0208");
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (ui_test_named (page, "pick-target"))));
  g_assert_true (adj_los_view_hex_centre (view, los_hex ("1108"), &x, &y));
  g_signal_emit_by_name (gesture, "released", 1, x + 5, y - 5);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (ui_test_named (page, "target-hex"))), ==, "1108");
  los_choose (page, "pick-enemy");
  g_assert_true (adj_los_view_hex_centre (view, los_hex ("0608"), &x, &y));
  g_signal_emit_by_name (gesture, "released", 1, x, y);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (ui_test_named (page, "enemy-units"))), ==, "0608");
  /* A second click takes the unit away again. */
  g_signal_emit_by_name (gesture, "released", 1, x, y);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (ui_test_named (page, "enemy-units"))), ==, "");
  g_assert_cmpstr (ui_test_label_text (page, "verdict"), !=, "Which hexes?");
}

static void
test_broken_map (void)
{
  GtkWindow *window = ui_test_main_window (&los_app);
  GtkWidget *page = los_page_with_sample (window);
  g_autofree char *bad = g_build_filename (los_tmp_dir, "broken.json", NULL);
  g_autoptr (GError) error = NULL;

  g_assert_true (g_file_set_contents (bad,
    "{\"format\":\"adjutant-map\",\"version\":1,\"name\":\"x\",\"columns\":{\"first\":1,\"last\":3},"
    "\"rows\":{\"first\":1,\"last\":3},\"hexes\":[{\"hex\":\"0101\",\"terrain\":\"swamp\"}]}", -1, NULL));
  g_assert_false (adj_los_page_open_map (ADJ_LOS_PAGE (page), bad, &error));
  g_assert_nonnull (error);
  GtkWidget *msg = ui_test_named (page, "map-error");
  g_assert_true (gtk_widget_get_visible (gtk_widget_get_parent (msg)));
  /* File, JSON path and reason, as the loader gave them. */
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (msg)), "broken.json"));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (msg)), "$.hexes[0].terrain"));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (msg)), error->message));
  /* The map that was open stays open and usable. */
  ui_test_type_into (page, "firer-hex", "0405");
  ui_test_type_into (page, "target-hex", "0705");
  g_assert_cmpstr (ui_test_label_text (page, "verdict"), ==, "Line of sight is blocked");
  scroll_to (page, msg);
  ui_test_wait_for_new_frame (window);
  ui_test_save_screenshot (window, "los-map-broken-file.png");
  g_unlink (bad);

  /* A file that is not there at all. */
  g_autofree char *missing = g_build_filename (los_tmp_dir, "missing.json", NULL);
  g_clear_error (&error);
  g_assert_false (adj_los_page_open_map (ADJ_LOS_PAGE (page), missing, &error));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (msg)), "missing.json"));
}

/* The verdict adj_losquery_solve gives for these answers by question name. */
static gboolean
engine_answer (const char *const *keys, const int *values, guint n, AdjLosRule *rule)
{
  AdjLosQuery q;
  AdjLosResult r;
  g_assert_true (adj_losquery_init (&q, ADJ_SHIFT_ODD, los_hex ("0510"), 2, los_hex ("0506"), 0, NULL));
  g_autofree AdjLosAnswer *answers = g_new0 (AdjLosAnswer, q.questions->len);
  for (guint i = 0; i < n; i++)
    {
      AdjLosQuestionKind kind;
      g_auto (GStrv) part = g_strsplit (keys[i], ":", -1);
      g_assert_true (g_str_equal (part[0], "level") || g_str_equal (part[0], "woods")
                     || g_str_equal (part[0], "unit") || g_str_equal (part[0], "slope"));
      kind = g_str_equal (part[0], "level") ? ADJ_LOSQ_LEVEL : g_str_equal (part[0], "woods") ? ADJ_LOSQ_WOODS
             : g_str_equal (part[0], "unit") ? ADJ_LOSQ_UNIT : ADJ_LOSQ_SLOPE;
      int k = adj_losquery_find (&q, kind, los_hex (part[1]), part[2] ? los_hex (part[2]) : los_hex (part[1]));
      g_assert_cmpint (k, >=, 0);
      answers[k] = (AdjLosAnswer) { TRUE, values[i] };
    }
  g_assert_true (adj_losquery_solve (&q, answers, &r, NULL));
  gboolean clear = r.clear;
  *rule = r.rule;
  adj_los_result_clear (&r);
  adj_losquery_clear (&q);
  return clear;
}

static void
test_questions (void)
{
  GtkWindow *window = ui_test_main_window (&los_app);
  GtkWidget *page = ui_test_show_page (window, "los", "AdjLosPage");
  AdjLosRule rule;

  los_choose (page, "mode-questions");
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (ui_test_named (page, "mode-questions"))));
  g_assert_false (gtk_widget_is_visible (ui_test_named (page, "open-map")));
  g_assert_true (gtk_widget_is_visible (ui_test_named (page, "firer-level")));

  /* The docs/cli.md example: firer 0510 on level 2, target 0506 on 0. */
  ui_test_type_into (page, "enemy-units", "");
  ui_test_type_into (page, "firer-hex", "0510");
  ui_test_type_into (page, "target-hex", "0506");
  ui_test_type_into (page, "firer-level", "2");
  ui_test_type_into (page, "target-level", "0");
  press_enter (page, "target-level");
  g_assert_false (gtk_widget_get_visible (ui_test_named (page, "input-error")));
  g_assert_cmpstr (ui_test_label_text (page, "verdict"), ==, "3 questions to answer");
  /* Only the levels are asked first. */
  g_assert_true (gtk_widget_is_visible (ui_test_named (page, "q:level:0509")));
  g_assert_false (gtk_widget_is_visible (ui_test_named (page, "row:q:woods:0508")));

  /* A level out of range: an inline message, no answer. */
  ui_test_type_into (page, "q:level:0509", "100");
  g_assert_true (gtk_widget_has_css_class (ui_test_named (page, "q:level:0509"), "error"));
  g_assert_cmpstr (ui_test_label_text (page, "verdict"), ==, "3 questions to answer");

  ui_test_type_into (page, "q:level:0509", "0");
  ui_test_type_into (page, "q:level:0508", "1");
  /* Level 1 (one below the firer): woods and the slope now matter. */
  g_assert_true (gtk_widget_is_visible (ui_test_named (page, "row:q:woods:0508")));
  g_assert_true (gtk_widget_is_visible (ui_test_named (page, "row:q:slope:0508-0507")));
  g_assert_false (gtk_widget_is_visible (ui_test_named (page, "row:q:woods:0509")));
  los_choose (page, "q:woods:0508:no");
  los_choose (page, "q:slope:0508-0507:none");
  ui_test_type_into (page, "q:level:0507", "0");
  los_choose (page, "q:woods:0507:yes");
  los_choose (page, "q:unit:0507:none");

  /* Woods halfway or closer to the target block (9.4, firer higher). */
  const char *keys[] = { "level:0509", "level:0508", "woods:0508", "slope:0508:0507", "level:0507",
                         "woods:0507", "unit:0507" };
  int values[] = { 0, 1, 0, 0, 0, 1, ADJ_UNIT_NONE };
  g_assert_false (engine_answer (keys, values, G_N_ELEMENTS (keys), &rule));
  g_assert_cmpstr (ui_test_label_text (page, "verdict"), ==, "Line of sight is blocked");
  g_assert_cmpstr (ui_test_label_text (page, "rule"), ==, adj_los_rule_text (rule));
  g_assert_cmpstr (adj_los_rule_key (rule), ==, "firer-higher-woods-near-target");
  scroll_to (page, ui_test_named (page, "q:level:0509"));
  ui_test_wait_for_new_frame (window);
  ui_test_save_screenshot (window, "los-questions.png");

  /* No woods there: the verdict changes as the answer does. */
  los_choose (page, "q:woods:0507:no");
  values[5] = 0;
  g_assert_true (engine_answer (keys, values, G_N_ELEMENTS (keys), &rule));
  g_assert_cmpstr (ui_test_label_text (page, "verdict"), ==, "Line of sight is clear");

  /* A steep hexside out of the level-1 hex, nearer the target, blocks. */
  los_choose (page, "q:slope:0508-0507:steep");
  values[3] = ADJ_SIDE_STEEP;
  g_assert_false (engine_answer (keys, values, G_N_ELEMENTS (keys), &rule));
  g_assert_cmpstr (ui_test_label_text (page, "verdict"), ==, "Line of sight is blocked");
  g_assert_cmpstr (ui_test_label_text (page, "rule"), ==, adj_los_rule_text (rule));
  scroll_to (page, ui_test_named (page, "verdict"));
  ui_test_wait_for_new_frame (window);
  ui_test_save_screenshot (window, "los-questions-answered.png");

  /* A new target level keeps the answers about the same hexes. */
  ui_test_type_into (page, "target-level", "1");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (ui_test_named (page, "q:level:0508"))), ==, "1");
  g_assert_cmpstr (ui_test_label_text (page, "verdict"), !=, "Which hexes, on which levels?");

  /* A bad level for the firer: inline message. */
  ui_test_type_into (page, "firer-level", "high");
  g_assert_true (gtk_widget_get_visible (ui_test_named (page, "input-error")));
  g_assert_nonnull (strstr (ui_test_label_text (page, "input-error"), "Firer's level"));
  ui_test_type_into (page, "firer-level", "2");
  los_choose (page, "mode-map");
}

/* A page shown for the first time opens the map the player used last; a
 * file that has gone since is reported on the page. */
static void
test_remembered_map (void)
{
  g_autofree char *path = los_sample_map_path ();
  g_autofree char *gone = g_build_filename (los_tmp_dir, "gone.json", NULL);
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  const char *paths[] = { path, gone };

  ui_test_main_window (&los_app);
  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      g_assert_true (g_settings_set_string (settings, "los-map", paths[i]));
      GtkWidget *window = gtk_window_new ();
      GtkWidget *page = g_object_new (ADJ_TYPE_LOS_PAGE, NULL);
      gtk_window_set_child (GTK_WINDOW (window), page);
      gtk_window_present (GTK_WINDOW (window));
      ui_test_iterate_until (ui_test_is_mapped, page, "a new LOS page");
      GtkWidget *row = ui_test_find_descendant (page, ADW_TYPE_ACTION_ROW);
      if (i == 0)
        {
          g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, "Synthetic ridge (sample)");
          g_assert_false (gtk_widget_is_visible (ui_test_named (page, "map-error")));
        }
      else
        {
          g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, "No Map Open");
          g_assert_true (gtk_widget_is_visible (ui_test_named (page, "map-error")));
          g_assert_nonnull (strstr (ui_test_label_text (page, "map-error"), "gone.json"));
        }
      gtk_window_destroy (GTK_WINDOW (window));
    }
}

static int
min_width (GtkWidget *widget)
{
  int min = 0;
  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  return min;
}

/* Neither page may widen the window past the narrowest size GNOME asks
 * for (adj-window.ui: 360 px), with a map open and a question form up. */
static void
test_narrow (void)
{
  GtkWindow *window = ui_test_main_window (&los_app);
  GtkWidget *page = los_page_with_sample (window);

  ui_test_type_into (page, "firer-hex", "0101");
  ui_test_type_into (page, "target-hex", "1210");
  g_assert_cmpint (min_width (page), <=, 360);
  ui_test_resize_from_outside (window, 380, 900);
  scroll_to (page, ui_test_named (page, "verdict"));
  ui_test_wait_for_new_frame (window);
  ui_test_save_screenshot (window, "los-narrow.png");

  los_choose (page, "mode-questions");
  ui_test_type_into (page, "firer-level", "1");
  g_assert_cmpint (min_width (page), <=, 360);
  los_choose (page, "mode-map");

  GtkWidget *editor = ui_test_show_page (window, "map-editor", "AdjMapEditor");
  g_assert_cmpint (min_width (editor), <=, 360);
  ui_test_wait_for_new_frame (window);
  ui_test_save_screenshot (window, "map-editor-narrow.png");
  ui_test_resize_from_outside (window, 1100, 1150);
}

int
main (int argc, char *argv[])
{
  int status;

  los_tmp_dir = ui_test_user_dir_setup ("adj-ui-los-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  ui_test_init ();

  g_test_add_func ("/ui/los/rule-9.4/map-verdicts", test_map_verdicts);
  g_test_add_func ("/ui/los/rule-9.4/bullet-texts", test_rule_texts);
  g_test_add_func ("/ui/los/bad-hexes", test_bad_hexes);
  g_test_add_func ("/ui/los/pick-on-map", test_pick_on_map);
  g_test_add_func ("/ui/los/broken-map", test_broken_map);
  g_test_add_func ("/ui/los/remembered-map", test_remembered_map);
  g_test_add_func ("/ui/los/rule-9.4/questions", test_questions);
  g_test_add_func ("/ui/map-editor/paint-save-undo", los_test_map_editor);
  g_test_add_func ("/ui/los/narrow", test_narrow);
  status = g_test_run ();

  ui_test_app_quit (&los_app);
  ui_test_user_dir_cleanup ();
  return status;
}
