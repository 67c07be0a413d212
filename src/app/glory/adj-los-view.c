/* adj-los-view.c: a drawing of map hexes and a traced line of sight
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Flat-topped hexes in vertical columns, as on a Glory map (hexgrid.h,
 * adj-hex-layout.h), painted as adj-los-paint.c paints them. The widget
 * keeps what it shows, sizes itself, draws only the visible part of a
 * large map, and says which hex is under a point.
 */

#include "config.h"

#include <math.h>

#include "adj-los-paint.h"
#include "adj-los-view.h"

struct _AdjLosView
{
  GtkWidget     parent_instance;

  AdjHexMap    *map;
  guint8       *units;  /* adj_hexmap_size bytes or NULL */
  guint8       *known;  /* likewise */
  AdjHexGrid    bounds;
  gboolean      has_result;
  AdjLosResult  result; /* steps and misguided shared with the caller's copy */
  double        radius; /* 0: fit the width */
  gboolean      cursor_shown;
  AdjHex        cursor_hex;
  int           cursor_side;
};

G_DEFINE_FINAL_TYPE (AdjLosView, adj_los_view, GTK_TYPE_WIDGET)

/* The part of the widget a scrolled window shows, or all of it. Only a
 * view with a fixed hex size (a whole map, in the editor's scrolled
 * window, which redraws it on every scroll) draws less than all. */
static graphene_rect_t
visible_rect (AdjLosView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  graphene_rect_t all = GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (widget),
                                            gtk_widget_get_height (widget));
  GtkWidget *viewport = gtk_widget_get_ancestor (widget, GTK_TYPE_VIEWPORT);
  graphene_rect_t seen, out;

  if (self->radius <= 0 || viewport == NULL || !gtk_widget_compute_bounds (viewport, widget, &seen)
      || !graphene_rect_intersection (&all, &seen, &out))
    return all;
  return out;
}

static void
adj_los_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  AdjLosView *self = ADJ_LOS_VIEW (widget);
  AdjHexLayout l;
  AdjLosPaint paint = { &l };

  if (self->map == NULL)
    return;
  adj_hex_layout_init (&l, &self->bounds, self->radius, gtk_widget_get_width (widget),
                       gtk_widget_get_height (widget));
  adj_los_palette_get (widget, &paint.palette);
  paint.map = self->map;
  paint.known = self->known;
  paint.units = self->units;
  graphene_rect_t area = visible_rect (self);
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &area);
  PangoLayout *layout = pango_cairo_create_layout (cr);
  pango_layout_set_font_description (layout,
                                     pango_context_get_font_description (gtk_widget_get_pango_context (widget)));

  int min_level = ADJ_HEXMAP_LEVEL_MAX;
  for (guint i = 0; i < adj_hexmap_size (self->map); i++)
    if (self->known == NULL || self->known[i])
      min_level = MIN (min_level, adj_hexmap_level_at (self->map, i));

  /* Only the columns and rows that reach into the visible area. */
  const AdjHexGrid *b = &self->bounds;
  int c0 = MAX (b->first_col, b->first_col + (int) floor ((area.origin.x - l.ox - 2 * l.r) / (1.5 * l.r)));
  int c1 = MIN (b->last_col, b->first_col + (int) ceil ((area.origin.x + area.size.width - l.ox) / (1.5 * l.r)));
  int r0 = MAX (b->first_row, b->first_row + (int) floor ((area.origin.y - l.oy - l.h) / l.h));
  int r1 = MIN (b->last_row, b->first_row + (int) ceil ((area.origin.y + area.size.height - l.oy) / l.h));

  paint.min_level = min_level;
  for (int c = c0; c <= c1; c++)
    for (int r = r0; r <= r1; r++)
      adj_los_paint_hex (&paint, cr, (AdjHex) { c, r });
  for (int c = c0; c <= c1; c++)
    for (int r = r0; r <= r1; r++)
      adj_los_paint_sides (&paint, cr, (AdjHex) { c, r });
  for (int c = c0; c <= c1; c++)
    for (int r = r0; r <= r1; r++)
      adj_los_paint_unit (&paint, cr, (AdjHex) { c, r });
  if (self->has_result)
    adj_los_paint_line (&paint, cr, &self->result);
  for (int c = c0; c <= c1; c++)
    for (int r = r0; r <= r1; r++)
      adj_los_paint_labels (&paint, cr, layout, (AdjHex) { c, r });
  if (self->cursor_shown && gtk_widget_has_focus (widget))
    adj_los_paint_cursor (&paint, cr, self->cursor_hex, self->cursor_side);

  g_object_unref (layout);
  cairo_destroy (cr);
}

static void
adj_los_view_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                      int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  AdjLosView *self = ADJ_LOS_VIEW (widget);
  const AdjHexGrid *g = &self->bounds;

  if (self->map == NULL)
    {
      *minimum = *natural = 0;
      return;
    }
  if (self->radius > 0)
    {
      *minimum = *natural = (int) ceil (orientation == GTK_ORIENTATION_HORIZONTAL
                                          ? adj_hex_layout_width_for (g, self->radius)
                                          : adj_hex_layout_height_for (g, self->radius));
      return;
    }
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* Never wider than a narrow window: the hexes shrink instead. */
      *minimum = (int) ceil (MIN (adj_hex_layout_width_for (g, ADJ_HEX_LAYOUT_MIN_RADIUS * 3), 200));
      *natural = (int) ceil (adj_hex_layout_width_for (g, ADJ_HEX_LAYOUT_FIT_MAX_RADIUS));
      return;
    }
  double r = for_size > 0 ? adj_hex_layout_fit_width (g, for_size) : ADJ_HEX_LAYOUT_FIT_MAX_RADIUS;
  *minimum = *natural = (int) ceil (adj_hex_layout_height_for (g, r));
}

static GtkSizeRequestMode
adj_los_view_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
adj_los_view_css_changed (GtkWidget *widget, GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (adj_los_view_parent_class)->css_changed (widget, change);
  gtk_widget_queue_draw (widget);
}

static void
clear_result (AdjLosView *self)
{
  if (self->has_result)
    adj_los_result_clear (&self->result);
  self->has_result = FALSE;
}

static void
adj_los_view_finalize (GObject *object)
{
  AdjLosView *self = ADJ_LOS_VIEW (object);

  g_signal_handlers_disconnect_by_data (adw_style_manager_get_default (), self);
  clear_result (self);
  g_clear_pointer (&self->map, adj_hexmap_unref);
  g_clear_pointer (&self->units, g_free);
  g_clear_pointer (&self->known, g_free);
  G_OBJECT_CLASS (adj_los_view_parent_class)->finalize (object);
}

static void
adj_los_view_class_init (AdjLosViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = adj_los_view_finalize;
  widget_class->snapshot = adj_los_view_snapshot;
  widget_class->measure = adj_los_view_measure;
  widget_class->get_request_mode = adj_los_view_get_request_mode;
  widget_class->css_changed = adj_los_view_css_changed;
  gtk_widget_class_set_css_name (widget_class, "losview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
adj_los_view_init (AdjLosView *self)
{
  self->cursor_side = -1;
  /* The palette follows the light or dark style. */
  g_signal_connect_swapped (adw_style_manager_get_default (), "notify::dark",
                            G_CALLBACK (gtk_widget_queue_draw), self);
}

GtkWidget *
adj_los_view_new (void)
{
  return g_object_new (ADJ_TYPE_LOS_VIEW, NULL);
}

static guint8 *
copy_bytes (const guint8 *bytes, const AdjHexMap *map)
{
  return bytes != NULL && map != NULL ? g_memdup2 (bytes, adj_hexmap_size (map)) : NULL;
}

void
adj_los_view_set_map (AdjLosView *self, AdjHexMap *map, const guint8 *units)
{
  g_return_if_fail (ADJ_IS_LOS_VIEW (self));

  if (map != NULL)
    adj_hexmap_ref (map);
  g_clear_pointer (&self->map, adj_hexmap_unref);
  self->map = map;
  g_clear_pointer (&self->known, g_free);
  clear_result (self);
  adj_los_view_set_units (self, units);
  adj_los_view_set_bounds (self, NULL);
}

void
adj_los_view_set_units (AdjLosView *self, const guint8 *units)
{
  g_return_if_fail (ADJ_IS_LOS_VIEW (self));
  g_free (self->units);
  self->units = copy_bytes (units, self->map);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
adj_los_view_set_known (AdjLosView *self, const guint8 *known)
{
  g_return_if_fail (ADJ_IS_LOS_VIEW (self));
  g_free (self->known);
  self->known = copy_bytes (known, self->map);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
adj_los_view_set_bounds (AdjLosView *self, const AdjHexGrid *bounds)
{
  g_return_if_fail (ADJ_IS_LOS_VIEW (self));

  if (bounds != NULL)
    self->bounds = *bounds;
  else if (self->map != NULL)
    self->bounds = *adj_hexmap_get_grid (self->map);
  if (self->map != NULL)
    self->bounds.shift = adj_hexmap_get_grid (self->map)->shift;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
adj_los_view_set_result (AdjLosView *self, const AdjLosResult *result)
{
  g_return_if_fail (ADJ_IS_LOS_VIEW (self));

  clear_result (self);
  if (result != NULL && result->steps != NULL)
    {
      self->result = *result;
      self->result.steps = g_array_ref (result->steps);
      self->result.misguided = g_array_ref (result->misguided);
      self->has_result = TRUE;
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
adj_los_view_set_hex_radius (AdjLosView *self, double radius)
{
  g_return_if_fail (ADJ_IS_LOS_VIEW (self));
  self->radius = radius > 0 ? MAX (radius, ADJ_HEX_LAYOUT_MIN_RADIUS) : 0;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
adj_los_view_set_cursor (AdjLosView *self, gboolean shown, AdjHex hex, int side)
{
  g_return_if_fail (ADJ_IS_LOS_VIEW (self));
  self->cursor_shown = shown;
  self->cursor_hex = hex;
  self->cursor_side = side;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
current_layout (AdjLosView *self, AdjHexLayout *l)
{
  if (self->map == NULL)
    return FALSE;
  adj_hex_layout_init (l, &self->bounds, self->radius, gtk_widget_get_width (GTK_WIDGET (self)),
                       gtk_widget_get_height (GTK_WIDGET (self)));
  return TRUE;
}

gboolean
adj_los_view_hex_at (AdjLosView *self, double x, double y, AdjHex *hex, AdjHexDir *side)
{
  AdjHexLayout l;

  g_return_val_if_fail (ADJ_IS_LOS_VIEW (self), FALSE);
  return current_layout (self, &l) && adj_hex_layout_hex_at (&l, x, y, hex, side);
}

gboolean
adj_los_view_hex_centre (AdjLosView *self, AdjHex hex, double *x, double *y)
{
  AdjHexLayout l;

  g_return_val_if_fail (ADJ_IS_LOS_VIEW (self), FALSE);
  if (!current_layout (self, &l) || !adj_hexgrid_contains (&self->bounds, hex))
    return FALSE;
  adj_hex_layout_centre (&l, hex, x, y);
  return TRUE;
}

gboolean
adj_los_view_side_centre (AdjLosView *self, AdjHex hex, AdjHexDir side, double *x, double *y)
{
  AdjHexLayout l;
  double cx, cy, e[4];

  g_return_val_if_fail (ADJ_IS_LOS_VIEW (self), FALSE);
  if (!current_layout (self, &l) || !adj_hexgrid_contains (&self->bounds, hex))
    return FALSE;
  adj_hex_layout_centre (&l, hex, &cx, &cy);
  adj_hex_layout_side_ends (&l, cx, cy, side, e);
  *x = (e[0] + e[2]) / 2;
  *y = (e[1] + e[3]) / 2;
  return TRUE;
}
