/* adj-map-canvas.c: the map being edited, painted with a tool
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Click or drag over hexes to give them a level or woods, click near a
 * hexside to put a feature on it or take it off; or move a cursor with
 * the keys and paint with Space. Every value goes through the engine's
 * setters, which refuse what the format does not allow: the refusal is
 * the "message", nothing changes. Each click, drag or key is one stroke,
 * between "stroke-begin" and "stroke-end", so the editor keeps one undo
 * step per stroke.
 */

#include "config.h"

#include "adj-children.h"
#include "adj-los-view.h"
#include "adj-map-canvas.h"

#define HEX_RADIUS 24.0

struct _AdjMapCanvas
{
  GtkWidget          parent_instance;

  AdjHexMap         *map;
  AdjMapTool         tool;
  guint              feature;
  AdjMapLevelReader  read_level;
  gpointer           read_level_data;

  gboolean           stroke_open;
  gboolean           stroke_changed;
  gboolean           stroke_woods;
  AdjHex             stroke_last;
  double             drag_x, drag_y;
  AdjHex             cursor;
  int                cursor_side;

  /* Template children */
  GtkScrolledWindow *map_scroller;
  AdjLosView        *view;
};

G_DEFINE_FINAL_TYPE (AdjMapCanvas, adj_map_canvas, GTK_TYPE_WIDGET)

enum { SIGNAL_STROKE_BEGIN, SIGNAL_STROKE_END, SIGNAL_MESSAGE, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
message (AdjMapCanvas *self, const char *text, gboolean error)
{
  g_signal_emit (self, signals[SIGNAL_MESSAGE], 0, text, error);
}

static void
begin_stroke (AdjMapCanvas *self)
{
  self->stroke_open = TRUE;
  self->stroke_changed = FALSE;
  g_signal_emit (self, signals[SIGNAL_STROKE_BEGIN], 0);
}

static void
end_stroke (AdjMapCanvas *self)
{
  if (!self->stroke_open)
    return;
  self->stroke_open = FALSE;
  g_signal_emit (self, signals[SIGNAL_STROKE_END], 0, self->stroke_changed);
}

static void
apply_to_hex (AdjMapCanvas *self, AdjHex hex, gboolean first)
{
  g_autoptr (GError) error = NULL;
  int level = adj_hexmap_get_level (self->map, hex);
  AdjTerrain terrain = adj_hexmap_get_terrain (self->map, hex);
  gboolean ok = TRUE;
  int want;

  switch (self->tool)
    {
    case ADJ_MAP_TOOL_LEVEL:
      if (self->read_level == NULL || !self->read_level (self->read_level_data, &want))
        return;
      if (want != level)
        ok = adj_hexmap_set_level (self->map, hex, want, &error);
      self->stroke_changed |= want != level && ok;
      break;
    case ADJ_MAP_TOOL_RAISE:
    case ADJ_MAP_TOOL_LOWER:
      want = level + (self->tool == ADJ_MAP_TOOL_RAISE ? 1 : -1);
      ok = adj_hexmap_set_level (self->map, hex, want, &error);
      self->stroke_changed |= ok;
      break;
    case ADJ_MAP_TOOL_WOODS:
      /* A drag paints what its first hex turned into. */
      if (first)
        self->stroke_woods = terrain != ADJ_TERRAIN_WOODS;
      want = self->stroke_woods ? ADJ_TERRAIN_WOODS : ADJ_TERRAIN_CLEAR;
      if ((AdjTerrain) want != terrain)
        ok = adj_hexmap_set_terrain (self->map, hex, (AdjTerrain) want, &error);
      self->stroke_changed |= (AdjTerrain) want != terrain && ok;
      break;
    case ADJ_MAP_TOOL_SIDE:
    default:
      return;
    }
  message (self, ok ? NULL : error->message, !ok);
  gtk_widget_queue_draw (GTK_WIDGET (self->view));
}

/* Puts @feature on the hexside or takes it off, and with it what cannot
 * stay: the other slope, the other water, a crossing without water. */
static guint
toggle_feature (guint features, guint feature)
{
  static const guint groups[] = { ADJ_SIDE_SLOPE, ADJ_SIDE_STREAM | ADJ_SIDE_RIVER,
                                  ADJ_SIDE_FORD | ADJ_SIDE_BRIDGE,
                                  ADJ_SIDE_PIKE | ADJ_SIDE_ROAD | ADJ_SIDE_TRAIL };

  if (feature == 0)
    return 0;
  if (features & feature)
    {
      features &= ~feature;
      if (!(features & (ADJ_SIDE_STREAM | ADJ_SIDE_RIVER)))
        features &= ~(ADJ_SIDE_FORD | ADJ_SIDE_BRIDGE);
      return features;
    }
  for (guint i = 0; i < G_N_ELEMENTS (groups); i++)
    if (feature & groups[i])
      features &= ~groups[i];
  return features | feature;
}

static void
apply_to_side (AdjMapCanvas *self, AdjHex hex, AdjHexDir dir)
{
  g_autoptr (GError) error = NULL;
  AdjHex other = adj_hexgrid_neighbour (adj_hexmap_get_grid (self->map), hex, dir);
  guint was = adj_hexmap_get_side (self->map, hex, dir);
  guint want = toggle_feature (was, self->feature);

  if (want == was)
    return;
  if (!adj_hexmap_set_hexside (self->map, hex, other, want, &error))
    {
      message (self, error->message, TRUE);
      return;
    }
  self->stroke_changed = TRUE;
  message (self, NULL, FALSE);
  gtk_widget_queue_draw (GTK_WIDGET (self->view));
}

static void
move_cursor (AdjMapCanvas *self, AdjHex hex, int side)
{
  double x, y;

  self->cursor = hex;
  self->cursor_side = side;
  adj_los_view_set_cursor (self->view, TRUE, hex, side);
  /* Keep the cursor in sight. */
  if (adj_los_view_hex_centre (self->view, hex, &x, &y))
    {
      gtk_adjustment_clamp_page (gtk_scrolled_window_get_hadjustment (self->map_scroller),
                                 x - 2 * HEX_RADIUS, x + 2 * HEX_RADIUS);
      gtk_adjustment_clamp_page (gtk_scrolled_window_get_vadjustment (self->map_scroller),
                                 y - 2 * HEX_RADIUS, y + 2 * HEX_RADIUS);
    }
}

static void
on_drag_begin (GtkGestureDrag *gesture, double x, double y, AdjMapCanvas *self)
{
  AdjHex hex;
  AdjHexDir dir;

  gtk_widget_grab_focus (GTK_WIDGET (self->view));
  if (self->map == NULL || !adj_los_view_hex_at (self->view, x, y, &hex, &dir))
    return;
  self->drag_x = x;
  self->drag_y = y;
  begin_stroke (self);
  if (self->tool == ADJ_MAP_TOOL_SIDE)
    {
      move_cursor (self, hex, dir);
      apply_to_side (self, hex, dir);
    }
  else
    {
      move_cursor (self, hex, -1);
      apply_to_hex (self, hex, TRUE);
    }
  self->stroke_last = hex;
}

static void
on_drag_update (GtkGestureDrag *gesture, double dx, double dy, AdjMapCanvas *self)
{
  AdjHex hex;

  if (!self->stroke_open || self->tool == ADJ_MAP_TOOL_SIDE
      || !adj_los_view_hex_at (self->view, self->drag_x + dx, self->drag_y + dy, &hex, NULL)
      || adj_hex_equal (hex, self->stroke_last))
    return;
  self->stroke_last = hex;
  apply_to_hex (self, hex, FALSE);
}

static void
on_drag_end (GtkGestureDrag *gesture, double dx, double dy, AdjMapCanvas *self)
{
  end_stroke (self);
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller, guint keyval, guint keycode,
                GdkModifierType state, AdjMapCanvas *self)
{
  AdjHex hex = self->cursor;
  int side = self->cursor_side;

  if (self->map == NULL || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)))
    return FALSE;
  const AdjHexGrid *g = adj_hexmap_get_grid (self->map);
  switch (keyval)
    {
    case GDK_KEY_Up: hex.row = MAX (hex.row - 1, g->first_row); break;
    case GDK_KEY_Down: hex.row = MIN (hex.row + 1, g->last_row); break;
    case GDK_KEY_Left: hex.col = MAX (hex.col - 1, g->first_col); break;
    case GDK_KEY_Right: hex.col = MIN (hex.col + 1, g->last_col); break;
    case GDK_KEY_bracketleft: side = side < 0 ? 0 : (side + 5) % ADJ_HEX_DIRS; break;
    case GDK_KEY_bracketright: side = side < 0 ? 0 : (side + 1) % ADJ_HEX_DIRS; break;
    case GDK_KEY_space:
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
      begin_stroke (self);
      if (self->tool == ADJ_MAP_TOOL_SIDE)
        {
          if (side < 0)
            move_cursor (self, hex, side = ADJ_DIR_N);
          apply_to_side (self, hex, (AdjHexDir) side);
        }
      else
        apply_to_hex (self, hex, TRUE);
      end_stroke (self);
      return TRUE;
    default:
      return FALSE;
    }
  move_cursor (self, hex, side);
  return TRUE;
}

void
adj_map_canvas_set_map (AdjMapCanvas *self, AdjHexMap *map)
{
  g_return_if_fail (ADJ_IS_MAP_CANVAS (self));
  if (map != NULL)
    adj_hexmap_ref (map);
  g_clear_pointer (&self->map, adj_hexmap_unref);
  self->map = map;
  adj_los_view_set_map (self->view, map, NULL);
  if (map == NULL)
    return;
  if (!adj_hexgrid_contains (adj_hexmap_get_grid (map), self->cursor))
    self->cursor = adj_hexmap_hex_at (map, 0);
  adj_los_view_set_cursor (self->view, TRUE, self->cursor, self->cursor_side);
}

void
adj_map_canvas_set_tool (AdjMapCanvas *self, AdjMapTool tool, guint feature)
{
  g_return_if_fail (ADJ_IS_MAP_CANVAS (self));
  self->tool = tool;
  self->feature = feature;
}

void
adj_map_canvas_set_level_reader (AdjMapCanvas *self, AdjMapLevelReader reader, gpointer data)
{
  g_return_if_fail (ADJ_IS_MAP_CANVAS (self));
  self->read_level = reader;
  self->read_level_data = data;
}

void
adj_map_canvas_redraw (AdjMapCanvas *self)
{
  g_return_if_fail (ADJ_IS_MAP_CANVAS (self));
  gtk_widget_queue_draw (GTK_WIDGET (self->view));
}

static void
adj_map_canvas_dispose (GObject *object)
{
  AdjMapCanvas *self = ADJ_MAP_CANVAS (object);
  g_clear_pointer (&self->map, adj_hexmap_unref);
  gtk_widget_dispose_template (GTK_WIDGET (object), ADJ_TYPE_MAP_CANVAS);
  adj_widget_unparent_children (GTK_WIDGET (object));
  G_OBJECT_CLASS (adj_map_canvas_parent_class)->dispose (object);
}

static void
adj_map_canvas_class_init (AdjMapCanvasClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = adj_map_canvas_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  signals[SIGNAL_STROKE_BEGIN] = g_signal_new ("stroke-begin", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                               0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_STROKE_END] = g_signal_new ("stroke-end", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                             0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_BOOLEAN);
  signals[SIGNAL_MESSAGE] = g_signal_new ("message", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_BOOLEAN);
  g_type_ensure (ADJ_TYPE_LOS_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/adjutant/Adjutant/glory/adj-map-canvas.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjMapCanvas, map_scroller);
  gtk_widget_class_bind_template_child (widget_class, AdjMapCanvas, view);
}

static void
adj_map_canvas_init (AdjMapCanvas *self)
{
  self->cursor_side = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
  adj_los_view_set_hex_radius (self->view, HEX_RADIUS);

  GtkGesture *drag = gtk_gesture_drag_new ();
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end), self);
  gtk_widget_add_controller (GTK_WIDGET (self->view), GTK_EVENT_CONTROLLER (drag));
  GtkEventController *keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self->view), keys);
  GtkEventController *focus = gtk_event_controller_focus_new ();
  g_signal_connect_swapped (focus, "enter", G_CALLBACK (gtk_widget_queue_draw), self->view);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (gtk_widget_queue_draw), self->view);
  gtk_widget_add_controller (GTK_WIDGET (self->view), focus);

  /* The view draws only what the scrolled window shows. */
  GtkAdjustment *adjustments[] = { gtk_scrolled_window_get_hadjustment (self->map_scroller),
                                   gtk_scrolled_window_get_vadjustment (self->map_scroller) };
  for (guint i = 0; i < G_N_ELEMENTS (adjustments); i++)
    {
      g_signal_connect_swapped (adjustments[i], "value-changed", G_CALLBACK (gtk_widget_queue_draw), self->view);
      g_signal_connect_swapped (adjustments[i], "changed", G_CALLBACK (gtk_widget_queue_draw), self->view);
    }
}
