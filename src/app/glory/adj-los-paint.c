/* adj-los-paint.c: how the Line of Sight drawing paints a map and a line
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include "adj-los-paint.h"

static void
set_rgb (cairo_t *cr, Rgb c, double alpha)
{
  cairo_set_source_rgba (cr, c.r, c.g, c.b, alpha);
}

void
adj_los_palette_get (GtkWidget *widget, AdjLosPalette *p)
{
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());

  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &p->fg);
  /* The halo is the background: dark text on light ground, or the reverse. */
  if (0.3 * p->fg.red + 0.6 * p->fg.green + 0.1 * p->fg.blue < 0.5)
    p->halo = (Rgb) { 1, 1, 1 };
  else
    p->halo = (Rgb) { 0.14, 0.14, 0.14 };
  if (dark)
    {
      p->level = (Rgb) { 0.93, 0.80, 0.55 };
      p->woods = (Rgb) { 0.34, 0.89, 0.54 };
      p->tree = (Rgb) { 0.56, 0.94, 0.64 };
      p->steep = (Rgb) { 1.00, 0.64, 0.28 };
      p->sheer = (Rgb) { 0.97, 0.38, 0.32 };
      p->water = (Rgb) { 0.38, 0.63, 0.92 };
      p->road = (Rgb) { 0.80, 0.65, 0.50 };
      p->friendly = (Rgb) { 0.38, 0.63, 0.92 };
      p->enemy = (Rgb) { 0.97, 0.38, 0.32 };
      p->clear = (Rgb) { 0.34, 0.89, 0.54 };
      p->blocked = (Rgb) { 1.00, 0.48, 0.39 };
      p->misguided = (Rgb) { 0.97, 0.83, 0.18 };
      p->accent = (Rgb) { 0.47, 0.68, 0.93 };
    }
  else
    {
      p->level = (Rgb) { 0.53, 0.34, 0.14 };
      p->woods = (Rgb) { 0.15, 0.64, 0.25 };
      p->tree = (Rgb) { 0.06, 0.40, 0.13 };
      p->steep = (Rgb) { 0.78, 0.27, 0.00 };
      p->sheer = (Rgb) { 0.65, 0.11, 0.18 };
      p->water = (Rgb) { 0.11, 0.44, 0.85 };
      p->road = (Rgb) { 0.45, 0.30, 0.15 };
      p->friendly = (Rgb) { 0.11, 0.44, 0.85 };
      p->enemy = (Rgb) { 0.75, 0.11, 0.16 };
      p->clear = (Rgb) { 0.15, 0.53, 0.24 };
      p->blocked = (Rgb) { 0.75, 0.11, 0.16 };
      p->misguided = (Rgb) { 0.90, 0.50, 0.00 };
      p->accent = (Rgb) { 0.21, 0.52, 0.89 };
    }
}

static void
set_fg (cairo_t *cr, const AdjLosPalette *p, double alpha)
{
  cairo_set_source_rgba (cr, p->fg.red, p->fg.green, p->fg.blue, p->fg.alpha * alpha);
}

gboolean
adj_los_paint_known (const AdjLosPaint *s, AdjHex hex)
{
  int i = adj_hexmap_index (s->map, hex);
  return i >= 0 && (s->known == NULL || s->known[i]);
}

/* A hex id's opacity: the text colour itself, so the small ids keep 4.5:1
 * against the darkest shade (adj_los_label_contrast). */
#define ID_OPACITY 1.0

static double
linear (double c)
{
  return c <= 0.04045 ? c / 12.92 : pow ((c + 0.055) / 1.055, 2.4);
}

static double
luminance (Rgb c)
{
  return 0.2126 * linear (c.r) + 0.7152 * linear (c.g) + 0.0722 * linear (c.b);
}

static Rgb
over (Rgb top, double alpha, Rgb below)
{
  return (Rgb) { top.r * alpha + below.r * (1 - alpha), top.g * alpha + below.g * (1 - alpha),
                 top.b * alpha + below.b * (1 - alpha) };
}

double
adj_los_label_contrast (const AdjLosPalette *p, Rgb page, double shade, gboolean woods)
{
  Rgb ground = over (p->level, shade, page);
  if (woods)
    ground = over (p->woods, 0.28, ground);
  Rgb text = over ((Rgb) { p->fg.red, p->fg.green, p->fg.blue }, ID_OPACITY, ground);
  double a = luminance (ground), b = luminance (text);
  return (MAX (a, b) + 0.05) / (MIN (a, b) + 0.05);
}

/* @opacity of the text colour (not of its own alpha: the ids must read). */
static void
draw_text (cairo_t *cr, PangoLayout *layout, const AdjLosPalette *p, const char *text, double x, double y,
           double size, double opacity)
{
  PangoFontDescription *font = pango_font_description_copy (pango_layout_get_font_description (layout));
  int w, h;

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (cr, x - w / 2.0, y - h / 2.0);
  pango_cairo_layout_path (cr, layout);
  set_rgb (cr, p->halo, 0.75);
  cairo_set_line_width (cr, 3);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke_preserve (cr);
  cairo_set_source_rgba (cr, p->fg.red, p->fg.green, p->fg.blue, opacity);
  cairo_fill (cr);
}

void
adj_los_paint_hex (const AdjLosPaint *s, cairo_t *cr, AdjHex hex)
{
  const AdjHexLayout *l = s->layout;
  const AdjLosPalette *p = &s->palette;
  double cx, cy;
  gboolean known = adj_los_paint_known (s, hex);

  adj_hex_layout_centre (l, hex, &cx, &cy);
  adj_hex_layout_path (l, cr, cx, cy, 1);
  if (known)
    {
      int level = adj_hexmap_get_level (s->map, hex);
      /* Each level above the map's lowest deepens the shade. */
      double alpha = MIN (0.14 * (level - s->min_level), 0.8);
      if (alpha > 0)
        {
          set_rgb (cr, p->level, alpha);
          cairo_fill_preserve (cr);
        }
      if (adj_hexmap_get_terrain (s->map, hex) == ADJ_TERRAIN_WOODS)
        {
          set_rgb (cr, p->woods, 0.28);
          cairo_fill_preserve (cr);
        }
      set_fg (cr, p, 0.35);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
    }
  else
    {
      static const double dash[] = { 3, 3 };
      set_fg (cr, p, 0.25);
      cairo_set_line_width (cr, 1);
      cairo_set_dash (cr, dash, 2, 0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }

  if (known && adj_hexmap_get_terrain (s->map, hex) == ADJ_TERRAIN_WOODS)
    {
      /* Three little trees, so woods do not rest on colour alone. */
      static const double trees[3][2] = { { 0.38, -0.12 }, { 0.56, 0.08 }, { 0.30, 0.22 } };
      set_rgb (cr, p->tree, 0.9);
      for (int t = 0; t < 3; t++)
        {
          cairo_new_sub_path (cr);
          cairo_arc (cr, cx + trees[t][0] * l->r, cy + trees[t][1] * l->r, 0.11 * l->r, 0, 2 * G_PI);
        }
      cairo_fill (cr);
    }
}

/* Ids and levels go on top of everything, with a halo in the background's
 * colour so that a line or a slope drawn across them leaves them legible. */
void
adj_los_paint_labels (const AdjLosPaint *s, cairo_t *cr, PangoLayout *layout, AdjHex hex)
{
  const AdjHexLayout *l = s->layout;
  const AdjLosPalette *p = &s->palette;
  double cx, cy;
  char id[ADJ_HEX_ID_SIZE], level[16];
  gboolean known = adj_los_paint_known (s, hex);

  if (l->r < 13)
    return;
  adj_hex_layout_centre (l, hex, &cx, &cy);
  if (known)
    g_snprintf (level, sizeof level, "%d", adj_hexmap_get_level (s->map, hex));
  else
    g_strlcpy (level, "?", sizeof level);
  draw_text (cr, layout, p, adj_hex_format (hex, id), cx, cy - 0.62 * l->r, 0.27 * l->r, ID_OPACITY);
  draw_text (cr, layout, p, level, cx, cy + 0.56 * l->r, 0.34 * l->r, known ? 0.9 : 0.6);
}

static void
draw_side (cairo_t *cr, const AdjHexLayout *l, const AdjLosPalette *p, double cx, double cy, double ox,
           double oy, int dir, guint features)
{
  double e[4];
  adj_hex_layout_side_ends (l, cx, cy, dir, e);
  double mx = (e[0] + e[2]) / 2, my = (e[1] + e[3]) / 2;

  if (features & (ADJ_SIDE_PIKE | ADJ_SIDE_ROAD | ADJ_SIDE_TRAIL))
    {
      /* A road crosses the hexside, centre to centre. */
      static const double dots[] = { 1, 3 };
      static const double dashes[] = { 5, 3 };
      set_rgb (cr, p->road, 0.9);
      cairo_set_line_width (cr, features & ADJ_SIDE_PIKE ? 4 : features & ADJ_SIDE_ROAD ? 3 : 2);
      if (features & ADJ_SIDE_TRAIL)
        cairo_set_dash (cr, dots, 2, 0);
      else if (features & ADJ_SIDE_ROAD)
        cairo_set_dash (cr, dashes, 2, 0);
      cairo_move_to (cr, cx, cy);
      cairo_line_to (cr, ox, oy);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
  if (features & (ADJ_SIDE_STREAM | ADJ_SIDE_RIVER))
    {
      set_rgb (cr, p->water, 0.95);
      cairo_set_line_width (cr, features & ADJ_SIDE_RIVER ? 0.2 * l->r : 0.09 * l->r + 1);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_move_to (cr, e[0], e[1]);
      cairo_line_to (cr, e[2], e[3]);
      cairo_stroke (cr);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
    }
  if (features & (ADJ_SIDE_FORD | ADJ_SIDE_BRIDGE))
    {
      /* Two short bars across the water at the middle of the hexside. */
      double nx = (ox - cx) / l->h, ny = (oy - cy) / l->h; /* unit normal */
      double tx = -ny, ty = nx;
      set_fg (cr, p, 0.9);
      cairo_set_line_width (cr, features & ADJ_SIDE_BRIDGE ? 2.5 : 1.5);
      for (int s = -1; s <= 1; s += 2)
        {
          double bx = mx + s * 0.12 * l->r * tx, by = my + s * 0.12 * l->r * ty;
          cairo_move_to (cr, bx - 0.18 * l->r * nx, by - 0.18 * l->r * ny);
          cairo_line_to (cr, bx + 0.18 * l->r * nx, by + 0.18 * l->r * ny);
        }
      cairo_stroke (cr);
    }
  if (features & ADJ_SIDE_SLOPE)
    {
      /* A heavy line with hachures: short ticks for steep, a solid band
       * and long ticks for sheer (not only a colour difference). */
      gboolean sheer = (features & ADJ_SIDE_SHEER) != 0;
      double nx = (ox - cx) / l->h, ny = (oy - cy) / l->h;
      set_rgb (cr, sheer ? p->sheer : p->steep, 1);
      cairo_set_line_width (cr, sheer ? 0.16 * l->r + 1 : 0.08 * l->r + 1);
      cairo_move_to (cr, e[0], e[1]);
      cairo_line_to (cr, e[2], e[3]);
      cairo_stroke (cr);
      cairo_set_line_width (cr, sheer ? 2 : 1.5);
      for (int t = 1; t <= 4; t++)
        {
          double f = t / 5.0;
          double bx = e[0] + (e[2] - e[0]) * f, by = e[1] + (e[3] - e[1]) * f;
          double len = (sheer ? 0.26 : 0.16) * l->r;
          /* Ticks on both sides: a map does not say which side is lower. */
          cairo_move_to (cr, bx - len * nx, by - len * ny);
          cairo_line_to (cr, bx + len * nx, by + len * ny);
        }
      cairo_stroke (cr);
    }
}

static void
draw_unit (cairo_t *cr, const AdjHexLayout *l, const AdjLosPalette *p, double cx, double cy, AdjUnitPresence unit)
{
  double x = cx - 0.52 * l->r, y = cy, s = 0.2 * l->r;

  /* Friendly: a square; enemy: a diamond (the shape says it, not only the colour). */
  if (unit == ADJ_UNIT_FRIENDLY)
    cairo_rectangle (cr, x - s, y - s, 2 * s, 2 * s);
  else
    {
      s *= 1.3;
      cairo_move_to (cr, x, y - s);
      cairo_line_to (cr, x + s, y);
      cairo_line_to (cr, x, y + s);
      cairo_line_to (cr, x - s, y);
      cairo_close_path (cr);
    }
  set_rgb (cr, unit == ADJ_UNIT_FRIENDLY ? p->friendly : p->enemy, 1);
  cairo_fill_preserve (cr);
  set_fg (cr, p, 0.8);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
}

static void
draw_badge (cairo_t *cr, const AdjHexLayout *l, const AdjLosPalette *p, double x, double y, gboolean blocks)
{
  double s = MAX (0.17 * l->r, 3);

  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, s, 0, 2 * G_PI);
  set_rgb (cr, blocks ? p->blocked : p->clear, 1);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_set_line_width (cr, MAX (s / 3.5, 1.2));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  if (blocks)
    {
      cairo_move_to (cr, x - s / 2.2, y - s / 2.2);
      cairo_line_to (cr, x + s / 2.2, y + s / 2.2);
      cairo_move_to (cr, x + s / 2.2, y - s / 2.2);
      cairo_line_to (cr, x - s / 2.2, y + s / 2.2);
    }
  else
    {
      cairo_move_to (cr, x - s / 2, y);
      cairo_line_to (cr, x - s / 8, y + s / 2.5);
      cairo_line_to (cr, x + s / 2, y - s / 2.5);
    }
  cairo_stroke (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
}

static void
draw_misguided (cairo_t *cr, const AdjHexLayout *l, const AdjLosPalette *p, double cx, double cy)
{
  double x = cx + 0.5 * l->r, y = cy, s = 0.22 * l->r;

  cairo_move_to (cr, x, y - s);
  cairo_line_to (cr, x + s, y + s * 0.8);
  cairo_line_to (cr, x - s, y + s * 0.8);
  cairo_close_path (cr);
  set_rgb (cr, p->misguided, 1);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_set_line_width (cr, MAX (s / 5, 1));
  cairo_move_to (cr, x, y - s * 0.45);
  cairo_line_to (cr, x, y + s * 0.25);
  cairo_stroke (cr);
  cairo_arc (cr, x, y + s * 0.52, MAX (s / 9, 0.8), 0, 2 * G_PI);
  cairo_fill (cr);
}

void
adj_los_paint_line (const AdjLosPaint *s, cairo_t *cr, const AdjLosResult *r)
{
  const AdjHexLayout *l = s->layout;
  const AdjLosPalette *p = &s->palette;
  const AdjLosHex *blocker = adj_los_result_blocker (r);
  double fx, fy, tx, ty;

  /* The blocking hex and, for the slope bullets, its hexside first. */
  if (blocker != NULL && adj_hexgrid_contains (&l->bounds, blocker->hex))
    {
      double bx, by;
      adj_hex_layout_centre (l, blocker->hex, &bx, &by);
      adj_hex_layout_path (l, cr, bx, by, 0.93);
      set_rgb (cr, p->blocked, 0.16);
      cairo_fill_preserve (cr);
      set_rgb (cr, p->blocked, 1);
      cairo_set_line_width (cr, MAX (0.1 * l->r, 2.5));
      cairo_stroke (cr);
      int dir = blocker->slope ? adj_hexgrid_direction (adj_hexmap_get_grid (s->map), blocker->hex,
                                                        blocker->slope_across)
                               : -1;
      if (dir >= 0)
        {
          double e[4];
          adj_hex_layout_side_ends (l, bx, by, dir, e);
          set_rgb (cr, p->blocked, 0.45);
          cairo_set_line_width (cr, 0.42 * l->r);
          cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
          cairo_move_to (cr, e[0], e[1]);
          cairo_line_to (cr, e[2], e[3]);
          cairo_stroke (cr);
          cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
        }
    }

  adj_hex_layout_centre (l, r->from, &fx, &fy);
  adj_hex_layout_centre (l, r->to, &tx, &ty);
  set_rgb (cr, r->clear ? p->clear : p->blocked, 0.95);
  cairo_set_line_width (cr, MAX (0.09 * l->r, 2));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_move_to (cr, fx, fy);
  cairo_line_to (cr, tx, ty);
  cairo_stroke (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);

  /* Each intervening hex's own verdict, where the line passes it. */
  for (guint i = 0; i < r->steps->len; i++)
    {
      const AdjLosStep *step = &g_array_index (r->steps, AdjLosStep, i);
      for (guint k = 0; k < step->n; k++)
        {
          const AdjLosHex *h = &step->hex[k];
          double x, y;
          if (!h->on_map || !adj_hexgrid_contains (&l->bounds, h->hex))
            continue;
          adj_hex_layout_centre (l, h->hex, &x, &y);
          if (step->n == 2)
            {
              /* Along a hexside the line runs between the centres: the
               * badges sit a little inside each hex. */
              double mx = 0, my = 0, ox, oy;
              adj_hex_layout_centre (l, step->hex[1 - k].hex, &ox, &oy);
              mx = (x + ox) / 2;
              my = (y + oy) / 2;
              x = mx + (x - mx) * 0.45;
              y = my + (y - my) * 0.45;
            }
          draw_badge (cr, l, p, x, y, h->blocks != ADJ_LOS_OK);
          if (h->misguided && r->clear)
            {
              double cx, cy;
              adj_hex_layout_centre (l, h->hex, &cx, &cy);
              draw_misguided (cr, l, p, cx, cy);
            }
        }
    }

  /* Firer: a filled disc; target: a ring with a cross. */
  set_rgb (cr, p->accent, 1);
  cairo_new_sub_path (cr);
  cairo_arc (cr, fx, fy, MAX (0.22 * l->r, 4), 0, 2 * G_PI);
  cairo_fill_preserve (cr);
  set_fg (cr, p, 0.9);
  cairo_set_line_width (cr, 1.5);
  cairo_stroke (cr);
  double ring = MAX (0.26 * l->r, 5);
  set_rgb (cr, p->accent, 1);
  cairo_set_line_width (cr, MAX (0.07 * l->r, 2));
  cairo_new_sub_path (cr);
  cairo_arc (cr, tx, ty, ring, 0, 2 * G_PI);
  cairo_move_to (cr, tx - 1.4 * ring, ty);
  cairo_line_to (cr, tx + 1.4 * ring, ty);
  cairo_move_to (cr, tx, ty - 1.4 * ring);
  cairo_line_to (cr, tx, ty + 1.4 * ring);
  cairo_stroke (cr);
}

void
adj_los_paint_cursor (const AdjLosPaint *s, cairo_t *cr, AdjHex hex, int side)
{
  const AdjHexLayout *l = s->layout;
  const AdjLosPalette *p = &s->palette;
  double cx, cy;

  if (!adj_hexgrid_contains (&l->bounds, hex))
    return;
  adj_hex_layout_centre (l, hex, &cx, &cy);
  adj_hex_layout_path (l, cr, cx, cy, 0.9);
  set_rgb (cr, p->accent, 1);
  cairo_set_line_width (cr, 2.5);
  cairo_stroke (cr);
  if (side >= 0 && side < ADJ_HEX_DIRS)
    {
      double e[4];
      adj_hex_layout_side_ends (l, cx, cy, side, e);
      set_rgb (cr, p->accent, 0.6);
      cairo_set_line_width (cr, 0.3 * l->r);
      cairo_move_to (cr, e[0], e[1]);
      cairo_line_to (cr, e[2], e[3]);
      cairo_stroke (cr);
    }
}

/* The hexsides of @hex with a feature, each drawn once: from the hex on
 * its N, NE or SE side, unless the other hex is not drawn. */
void
adj_los_paint_sides (const AdjLosPaint *s, cairo_t *cr, AdjHex hex)
{
  const AdjHexLayout *l = s->layout;
  const AdjHexGrid *mg = adj_hexmap_get_grid (s->map);
  double cx, cy;

  if (!adj_los_paint_known (s, hex))
    return;
  adj_hex_layout_centre (l, hex, &cx, &cy);
  for (int dir = 0; dir < ADJ_HEX_DIRS; dir++)
    {
      AdjHex other = adj_hexgrid_neighbour (mg, hex, (AdjHexDir) dir);
      if (dir > ADJ_DIR_SE && adj_hexgrid_contains (&l->bounds, other))
        continue;
      guint features = adj_hexmap_get_side (s->map, hex, (AdjHexDir) dir);
      if (features == 0)
        continue;
      double ox, oy;
      adj_hex_layout_centre (l, other, &ox, &oy);
      draw_side (cr, l, &s->palette, cx, cy, ox, oy, dir, features);
    }
}

void
adj_los_paint_unit (const AdjLosPaint *s, cairo_t *cr, AdjHex hex)
{
  int i = adj_hexmap_index (s->map, hex);
  double cx, cy;

  if (s->units == NULL || i < 0 || s->units[i] == ADJ_UNIT_NONE)
    return;
  adj_hex_layout_centre (s->layout, hex, &cx, &cy);
  draw_unit (cr, s->layout, &s->palette, cx, cy, s->units[i]);
}
