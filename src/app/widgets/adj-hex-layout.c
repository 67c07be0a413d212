/* adj-hex-layout.c: where the hexes of a map go on screen
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include "adj-hex-layout.h"

#define PAD ADJ_HEX_LAYOUT_PAD
#define SQRT3 1.7320508075688772

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

double
adj_hex_layout_width_for (const AdjHexGrid *g, double r)
{
  return 2 * PAD + r * (1.5 * n_cols (g) + 0.5);
}

double
adj_hex_layout_height_for (const AdjHexGrid *g, double r)
{
  return 2 * PAD + SQRT3 * r * (n_rows (g) + 0.5);
}

double
adj_hex_layout_fit_width (const AdjHexGrid *g, int width)
{
  return CLAMP ((width - 2 * PAD) / (1.5 * n_cols (g) + 0.5), ADJ_HEX_LAYOUT_MIN_RADIUS,
                ADJ_HEX_LAYOUT_FIT_MAX_RADIUS);
}

void
adj_hex_layout_init (AdjHexLayout *l, const AdjHexGrid *g, double radius, int width, int height)
{
  l->bounds = *g;
  if (radius > 0)
    l->r = radius;
  else
    {
      l->r = ADJ_HEX_LAYOUT_FIT_MAX_RADIUS;
      l->r = MIN (l->r, (width - 2 * PAD) / (1.5 * n_cols (g) + 0.5));
      l->r = MIN (l->r, (height - 2 * PAD) / (SQRT3 * (n_rows (g) + 0.5)));
      l->r = MAX (l->r, ADJ_HEX_LAYOUT_MIN_RADIUS);
    }
  l->h = SQRT3 * l->r;
  l->ox = PAD;
  l->oy = PAD;
  if (radius <= 0)
    {
      /* Centred in the space it was given. */
      l->ox = MAX (PAD, (width - (adj_hex_layout_width_for (g, l->r) - 2 * PAD)) / 2);
      l->oy = MAX (PAD, (height - (adj_hex_layout_height_for (g, l->r) - 2 * PAD)) / 2);
    }
}

void
adj_hex_layout_centre (const AdjHexLayout *l, AdjHex hex, double *x, double *y)
{
  *x = l->ox + l->r + (hex.col - l->bounds.first_col) * 1.5 * l->r;
  *y = l->oy + l->h / 2 + (hex.row - l->bounds.first_row) * l->h
       + (is_lower (&l->bounds, hex.col) ? l->h / 2 : 0);
}

void
adj_hex_layout_vertex (const AdjHexLayout *l, double cx, double cy, int k, double scale, double *x, double *y)
{
  double a = G_PI / 3 * k;
  *x = cx + l->r * scale * cos (a);
  *y = cy + l->r * scale * sin (a);
}

void
adj_hex_layout_path (const AdjHexLayout *l, cairo_t *cr, double cx, double cy, double scale)
{
  for (int k = 0; k < 6; k++)
    {
      double x, y;
      adj_hex_layout_vertex (l, cx, cy, k, scale, &x, &y);
      if (k == 0)
        cairo_move_to (cr, x, y);
      else
        cairo_line_to (cr, x, y);
    }
  cairo_close_path (cr);
}

/* Edge N spans vertices 4 and 5. */
void
adj_hex_layout_side_ends (const AdjHexLayout *l, double cx, double cy, int dir, double e[4])
{
  adj_hex_layout_vertex (l, cx, cy, (4 + dir) % 6, 1, &e[0], &e[1]);
  adj_hex_layout_vertex (l, cx, cy, (5 + dir) % 6, 1, &e[2], &e[3]);
}

gboolean
adj_hex_layout_hex_at (const AdjHexLayout *l, double x, double y, AdjHex *hex, AdjHexDir *side)
{
  double best = G_MAXDOUBLE;
  AdjHex found = { -1, -1 };
  int c0 = l->bounds.first_col + (int) floor ((x - l->ox - l->r) / (1.5 * l->r) + 0.5);
  int r0 = l->bounds.first_row + (int) floor ((y - l->oy) / l->h);

  /* The nearest centre is the hex the point lies in. */
  for (int c = c0 - 1; c <= c0 + 1; c++)
    for (int r = r0 - 1; r <= r0 + 1; r++)
      {
        AdjHex h = { c, r };
        double cx, cy;
        if (!adj_hexgrid_contains (&l->bounds, h))
          continue;
        adj_hex_layout_centre (l, h, &cx, &cy);
        double d = hypot (x - cx, y - cy);
        if (d < best)
          {
            best = d;
            found = h;
          }
      }
  if (best > l->r)
    return FALSE;
  if (hex != NULL)
    *hex = found;
  if (side != NULL)
    {
      double cx, cy;
      adj_hex_layout_centre (l, found, &cx, &cy);
      /* Hexside midpoints lie at 270° (N), 330° (NE), … on screen. */
      double deg = atan2 (y - cy, x - cx) * 180 / G_PI;
      int d = (int) floor ((deg - 270) / 60 + 0.5);
      *side = (AdjHexDir) (((d % 6) + 6) % 6);
    }
  return TRUE;
}
