/* adj-los-view.c: a drawing of map hexes and a traced line of sight
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Flat-topped hexes in vertical columns, as on a Glory map (hexgrid.h):
 * elevation as shading that grows darker (light style) or lighter (dark
 * style) with each level, plus the level as a number; woods, hexside
 * features, units, the line from centre to centre and each intervening
 * hex's verdict. Nothing here decides a rule: the verdicts are the ones
 * adj_los_trace returned. Only the visible part of a large map is drawn.
 */

#include "config.h"

#include <math.h>

#include "adj-los-view.h"

#define PAD 8.0
#define FIT_MAX_RADIUS 34.0
#define MIN_RADIUS 4.0
#define SQRT3 1.7320508075688772

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

typedef struct {
  double r, h; /* radius, hex height */
  double ox, oy;
} Layout;

typedef struct {
  double r, g, b;
} Rgb;

/* Light and dark variants, from the GNOME palette. */
typedef struct {
  GdkRGBA fg;
  Rgb halo, level, woods, tree, steep, sheer, water, road, friendly, enemy, clear, blocked, misguided, accent;
} Palette;

static int
n_cols (const AdjHexGrid *g)
{
  return g->last_col - g->first_col + 1;
}

static int
n_rows (const AdjHexGrid *g)
{
  return g->last_row - g->first_row + 1;
}

static gboolean
is_lower (const AdjHexGrid *g, int col)
{
  return ((col & 1) == 1) == (g->shift == ADJ_SHIFT_ODD);
}

static double
width_for (const AdjHexGrid *g, double r)
{
  return 2 * PAD + r * (1.5 * n_cols (g) + 0.5);
}

static double
height_for (const AdjHexGrid *g, double r)
{
  return 2 * PAD + SQRT3 * r * (n_rows (g) + 0.5);
}

static void
compute_layout (AdjLosView *self, int width, int height, Layout *l)
{
  const AdjHexGrid *g = &self->bounds;

  if (self->radius > 0)
    l->r = self->radius;
  else
    {
      l->r = FIT_MAX_RADIUS;
      l->r = MIN (l->r, (width - 2 * PAD) / (1.5 * n_cols (g) + 0.5));
      l->r = MIN (l->r, (height - 2 * PAD) / (SQRT3 * (n_rows (g) + 0.5)));
      l->r = MAX (l->r, MIN_RADIUS);
    }
  l->h = SQRT3 * l->r;
  l->ox = PAD;
  l->oy = PAD;
  if (self->radius <= 0)
    {
      /* Centred in the space it was given. */
      l->ox = MAX (PAD, (width - (width_for (g, l->r) - 2 * PAD)) / 2);
      l->oy = MAX (PAD, (height - (height_for (g, l->r) - 2 * PAD)) / 2);
    }
}

static void
centre_of (AdjLosView *self, const Layout *l, AdjHex hex, double *x, double *y)
{
  *x = l->ox + l->r + (hex.col - self->bounds.first_col) * 1.5 * l->r;
  *y = l->oy + l->h / 2 + (hex.row - self->bounds.first_row) * l->h
       + (is_lower (&self->bounds, hex.col) ? l->h / 2 : 0);
}

static void
vertex (const Layout *l, double cx, double cy, int k, double scale, double *x, double *y)
{
  double a = G_PI / 3 * k;
  *x = cx + l->r * scale * cos (a);
  *y = cy + l->r * scale * sin (a);
}

static void
hex_path (cairo_t *cr, const Layout *l, double cx, double cy, double scale)
{
  for (int k = 0; k < 6; k++)
    {
      double x, y;
      vertex (l, cx, cy, k, scale, &x, &y);
      if (k == 0)
        cairo_move_to (cr, x, y);
      else
        cairo_line_to (cr, x, y);
    }
  cairo_close_path (cr);
}

/* The two ends of the hexside across @dir (edge N spans vertices 4 and 5). */
static void
side_ends (const Layout *l, double cx, double cy, int dir, double e[4])
{
  vertex (l, cx, cy, (4 + dir) % 6, 1, &e[0], &e[1]);
  vertex (l, cx, cy, (5 + dir) % 6, 1, &e[2], &e[3]);
}

static void
set_rgb (cairo_t *cr, Rgb c, double alpha)
{
  cairo_set_source_rgba (cr, c.r, c.g, c.b, alpha);
}

static void
get_palette (AdjLosView *self, Palette *p)
{
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());

  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (self)), &p->fg);
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
set_fg (cairo_t *cr, const Palette *p, double alpha)
{
  cairo_set_source_rgba (cr, p->fg.red, p->fg.green, p->fg.blue, p->fg.alpha * alpha);
}

static gboolean
hex_known (AdjLosView *self, AdjHex hex)
{
  int i = adj_hexmap_index (self->map, hex);
  return i >= 0 && (self->known == NULL || self->known[i]);
}

static void
draw_text (cairo_t *cr, PangoLayout *layout, const Palette *p, const char *text, double x, double y,
           double size, double alpha)
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
  set_fg (cr, p, alpha);
  cairo_fill (cr);
}

static void
draw_hex (AdjLosView *self, cairo_t *cr, const Layout *l, const Palette *p, AdjHex hex, int min_level)
{
  double cx, cy;
  gboolean known = hex_known (self, hex);

  centre_of (self, l, hex, &cx, &cy);
  hex_path (cr, l, cx, cy, 1);
  if (known)
    {
      int level = adj_hexmap_get_level (self->map, hex);
      /* Each level above the map's lowest deepens the shade. */
      double alpha = MIN (0.14 * (level - min_level), 0.8);
      if (alpha > 0)
        {
          set_rgb (cr, p->level, alpha);
          cairo_fill_preserve (cr);
        }
      if (adj_hexmap_get_terrain (self->map, hex) == ADJ_TERRAIN_WOODS)
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

  if (known && adj_hexmap_get_terrain (self->map, hex) == ADJ_TERRAIN_WOODS)
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
static void
draw_labels (AdjLosView *self, cairo_t *cr, PangoLayout *layout, const Layout *l, const Palette *p,
             AdjHex hex)
{
  double cx, cy;
  char id[ADJ_HEX_ID_SIZE], level[16];
  gboolean known = hex_known (self, hex);

  if (l->r < 13)
    return;
  centre_of (self, l, hex, &cx, &cy);
  if (known)
    g_snprintf (level, sizeof level, "%d", adj_hexmap_get_level (self->map, hex));
  else
    g_strlcpy (level, "?", sizeof level);
  draw_text (cr, layout, p, adj_hex_format (hex, id), cx, cy - 0.62 * l->r, 0.27 * l->r, 0.7);
  draw_text (cr, layout, p, level, cx, cy + 0.56 * l->r, 0.34 * l->r, known ? 0.9 : 0.5);
}

static void
draw_side (cairo_t *cr, const Layout *l, const Palette *p, double cx, double cy, double ox,
           double oy, int dir, guint features)
{
  double e[4];
  side_ends (l, cx, cy, dir, e);
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
draw_unit (cairo_t *cr, const Layout *l, const Palette *p, double cx, double cy, AdjUnitPresence unit)
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
draw_badge (cairo_t *cr, const Layout *l, const Palette *p, double x, double y, gboolean blocks)
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
draw_misguided (cairo_t *cr, const Layout *l, const Palette *p, double cx, double cy)
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

static void
draw_line (AdjLosView *self, cairo_t *cr, const Layout *l, const Palette *p)
{
  const AdjLosResult *r = &self->result;
  const AdjLosHex *blocker = adj_los_result_blocker (r);
  double fx, fy, tx, ty;

  /* The blocking hex and, for the slope bullets, its hexside first. */
  if (blocker != NULL && adj_hexgrid_contains (&self->bounds, blocker->hex))
    {
      double bx, by;
      centre_of (self, l, blocker->hex, &bx, &by);
      hex_path (cr, l, bx, by, 0.93);
      set_rgb (cr, p->blocked, 0.16);
      cairo_fill_preserve (cr);
      set_rgb (cr, p->blocked, 1);
      cairo_set_line_width (cr, MAX (0.1 * l->r, 2.5));
      cairo_stroke (cr);
      int dir = blocker->slope ? adj_hexgrid_direction (adj_hexmap_get_grid (self->map), blocker->hex,
                                                        blocker->slope_across)
                               : -1;
      if (dir >= 0)
        {
          double e[4];
          side_ends (l, bx, by, dir, e);
          set_rgb (cr, p->blocked, 0.45);
          cairo_set_line_width (cr, 0.42 * l->r);
          cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
          cairo_move_to (cr, e[0], e[1]);
          cairo_line_to (cr, e[2], e[3]);
          cairo_stroke (cr);
          cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
        }
    }

  centre_of (self, l, r->from, &fx, &fy);
  centre_of (self, l, r->to, &tx, &ty);
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
          if (!h->on_map || !adj_hexgrid_contains (&self->bounds, h->hex))
            continue;
          centre_of (self, l, h->hex, &x, &y);
          if (step->n == 2)
            {
              /* Along a hexside the line runs between the centres: the
               * badges sit a little inside each hex. */
              double mx = 0, my = 0, ox, oy;
              centre_of (self, l, step->hex[1 - k].hex, &ox, &oy);
              mx = (x + ox) / 2;
              my = (y + oy) / 2;
              x = mx + (x - mx) * 0.45;
              y = my + (y - my) * 0.45;
            }
          draw_badge (cr, l, p, x, y, h->blocks != ADJ_LOS_OK);
          if (h->misguided && r->clear)
            {
              double cx, cy;
              centre_of (self, l, h->hex, &cx, &cy);
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
  double s = MAX (0.26 * l->r, 5);
  set_rgb (cr, p->accent, 1);
  cairo_set_line_width (cr, MAX (0.07 * l->r, 2));
  cairo_new_sub_path (cr);
  cairo_arc (cr, tx, ty, s, 0, 2 * G_PI);
  cairo_move_to (cr, tx - 1.4 * s, ty);
  cairo_line_to (cr, tx + 1.4 * s, ty);
  cairo_move_to (cr, tx, ty - 1.4 * s);
  cairo_line_to (cr, tx, ty + 1.4 * s);
  cairo_stroke (cr);
}

static void
draw_cursor (AdjLosView *self, cairo_t *cr, const Layout *l, const Palette *p)
{
  double cx, cy;

  if (!adj_hexgrid_contains (&self->bounds, self->cursor_hex))
    return;
  centre_of (self, l, self->cursor_hex, &cx, &cy);
  hex_path (cr, l, cx, cy, 0.9);
  set_rgb (cr, p->accent, 1);
  cairo_set_line_width (cr, 2.5);
  cairo_stroke (cr);
  if (self->cursor_side >= 0 && self->cursor_side < ADJ_HEX_DIRS)
    {
      double e[4];
      side_ends (l, cx, cy, self->cursor_side, e);
      set_rgb (cr, p->accent, 0.6);
      cairo_set_line_width (cr, 0.3 * l->r);
      cairo_move_to (cr, e[0], e[1]);
      cairo_line_to (cr, e[2], e[3]);
      cairo_stroke (cr);
    }
}

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
  Layout l;
  Palette p;

  if (self->map == NULL)
    return;
  compute_layout (self, gtk_widget_get_width (widget), gtk_widget_get_height (widget), &l);
  get_palette (self, &p);
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

  for (int c = c0; c <= c1; c++)
    for (int r = r0; r <= r1; r++)
      draw_hex (self, cr, &l, &p, (AdjHex) { c, r }, min_level);

  const AdjHexGrid *mg = adj_hexmap_get_grid (self->map);
  for (int c = c0; c <= c1; c++)
    for (int r = r0; r <= r1; r++)
      {
        AdjHex hex = { c, r };
        double cx, cy;
        centre_of (self, &l, hex, &cx, &cy);
        for (int dir = 0; dir < ADJ_HEX_DIRS; dir++)
          {
            AdjHex other = adj_hexgrid_neighbour (mg, hex, (AdjHexDir) dir);
            /* Each hexside once: from the hex on its N, NE or SE side,
             * unless the other hex is not drawn. */
            if (dir > ADJ_DIR_SE && adj_hexgrid_contains (b, other))
              continue;
            guint features = adj_hexmap_get_side (self->map, hex, (AdjHexDir) dir);
            if (features == 0 || !hex_known (self, hex))
              continue;
            double ox, oy;
            centre_of (self, &l, other, &ox, &oy);
            draw_side (cr, &l, &p, cx, cy, ox, oy, dir, features);
          }
      }

  if (self->units != NULL)
    for (int c = c0; c <= c1; c++)
      for (int r = r0; r <= r1; r++)
        {
          AdjHex hex = { c, r };
          int i = adj_hexmap_index (self->map, hex);
          if (i >= 0 && self->units[i] != ADJ_UNIT_NONE)
            {
              double cx, cy;
              centre_of (self, &l, hex, &cx, &cy);
              draw_unit (cr, &l, &p, cx, cy, self->units[i]);
            }
        }

  if (self->has_result)
    draw_line (self, cr, &l, &p);
  for (int c = c0; c <= c1; c++)
    for (int r = r0; r <= r1; r++)
      draw_labels (self, cr, layout, &l, &p, (AdjHex) { c, r });
  if (self->cursor_shown && gtk_widget_has_focus (widget))
    draw_cursor (self, cr, &l, &p);

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
                                          ? width_for (g, self->radius)
                                          : height_for (g, self->radius));
      return;
    }
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* Never wider than a narrow window: the hexes shrink instead. */
      *minimum = (int) ceil (MIN (width_for (g, MIN_RADIUS * 3), 200));
      *natural = (int) ceil (width_for (g, FIT_MAX_RADIUS));
      return;
    }
  double r = FIT_MAX_RADIUS;
  if (for_size > 0)
    r = CLAMP ((for_size - 2 * PAD) / (1.5 * n_cols (g) + 0.5), MIN_RADIUS, FIT_MAX_RADIUS);
  *minimum = *natural = (int) ceil (height_for (g, r));
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
  self->radius = radius > 0 ? MAX (radius, MIN_RADIUS) : 0;
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
current_layout (AdjLosView *self, Layout *l)
{
  if (self->map == NULL)
    return FALSE;
  compute_layout (self, gtk_widget_get_width (GTK_WIDGET (self)),
                  gtk_widget_get_height (GTK_WIDGET (self)), l);
  return TRUE;
}

gboolean
adj_los_view_hex_at (AdjLosView *self, double x, double y, AdjHex *hex, AdjHexDir *side)
{
  Layout l;
  double best = G_MAXDOUBLE;
  AdjHex found = { -1, -1 };

  g_return_val_if_fail (ADJ_IS_LOS_VIEW (self), FALSE);
  if (!current_layout (self, &l))
    return FALSE;
  int c0 = self->bounds.first_col + (int) floor ((x - l.ox - l.r) / (1.5 * l.r) + 0.5);
  int r0 = self->bounds.first_row + (int) floor ((y - l.oy) / l.h);
  /* The nearest centre is the hex the point lies in. */
  for (int c = c0 - 1; c <= c0 + 1; c++)
    for (int r = r0 - 1; r <= r0 + 1; r++)
      {
        AdjHex h = { c, r };
        double cx, cy;
        if (!adj_hexgrid_contains (&self->bounds, h))
          continue;
        centre_of (self, &l, h, &cx, &cy);
        double d = hypot (x - cx, y - cy);
        if (d < best)
          {
            best = d;
            found = h;
          }
      }
  if (best > l.r)
    return FALSE;
  if (hex != NULL)
    *hex = found;
  if (side != NULL)
    {
      double cx, cy;
      centre_of (self, &l, found, &cx, &cy);
      /* Hexside midpoints lie at 270° (N), 330° (NE), … on screen. */
      double deg = atan2 (y - cy, x - cx) * 180 / G_PI;
      int d = (int) floor ((deg - 270) / 60 + 0.5);
      *side = (AdjHexDir) (((d % 6) + 6) % 6);
    }
  return TRUE;
}

gboolean
adj_los_view_hex_centre (AdjLosView *self, AdjHex hex, double *x, double *y)
{
  Layout l;

  g_return_val_if_fail (ADJ_IS_LOS_VIEW (self), FALSE);
  if (!current_layout (self, &l) || !adj_hexgrid_contains (&self->bounds, hex))
    return FALSE;
  centre_of (self, &l, hex, x, y);
  return TRUE;
}

gboolean
adj_los_view_side_centre (AdjLosView *self, AdjHex hex, AdjHexDir side, double *x, double *y)
{
  Layout l;
  double cx, cy, e[4];

  g_return_val_if_fail (ADJ_IS_LOS_VIEW (self), FALSE);
  if (!current_layout (self, &l) || !adj_hexgrid_contains (&self->bounds, hex))
    return FALSE;
  centre_of (self, &l, hex, &cx, &cy);
  side_ends (&l, cx, cy, side, e);
  *x = (e[0] + e[2]) / 2;
  *y = (e[1] + e[3]) / 2;
  return TRUE;
}
