/* adj-hex-layout.h: where the hexes of a map go on screen
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Flat-topped hexes in vertical columns (core/hexgrid.h): a hex's centre,
 * its corners and hexsides, the hex under a point, and the size a part of
 * a map needs at a given radius. Shared by every drawing of hexes.
 */

#pragma once

#include <gtk/gtk.h>

#include <adjutant-engine.h>

G_BEGIN_DECLS

/* The margin around the hexes, and the radii a fitted drawing keeps to. */
#define ADJ_HEX_LAYOUT_PAD 8.0
#define ADJ_HEX_LAYOUT_FIT_MAX_RADIUS 34.0
#define ADJ_HEX_LAYOUT_MIN_RADIUS 4.0

typedef struct {
  AdjHexGrid bounds;  /* the part of the map drawn, with the map's column shift */
  double r, h;        /* radius, hex height */
  double ox, oy;      /* where the first column and row start */
} AdjHexLayout;

/* @bounds drawn in @width x @height: at @radius, or fitted and centred
 * when @radius is 0. */
void     adj_hex_layout_init        (AdjHexLayout     *layout,
                                     const AdjHexGrid *bounds,
                                     double            radius,
                                     int               width,
                                     int               height);
/* The size @bounds takes at radius @r, margins included. */
double   adj_hex_layout_width_for   (const AdjHexGrid *bounds,
                                     double            r);
double   adj_hex_layout_height_for  (const AdjHexGrid *bounds,
                                     double            r);
/* The radius that fits @bounds' columns into @width (clamped). */
double   adj_hex_layout_fit_width   (const AdjHexGrid *bounds,
                                     int               width);

void     adj_hex_layout_centre      (const AdjHexLayout *layout,
                                     AdjHex              hex,
                                     double             *x,
                                     double             *y);
/* Corner @k (0 east, clockwise on screen) of the hex centred on (@cx, @cy),
 * at @scale of the radius. */
void     adj_hex_layout_vertex      (const AdjHexLayout *layout,
                                     double              cx,
                                     double              cy,
                                     int                 k,
                                     double              scale,
                                     double             *x,
                                     double             *y);
/* The outline of that hex as a closed cairo path. */
void     adj_hex_layout_path        (const AdjHexLayout *layout,
                                     cairo_t            *cr,
                                     double              cx,
                                     double              cy,
                                     double              scale);
/* The two ends (x0, y0, x1, y1) of its hexside across @dir. */
void     adj_hex_layout_side_ends   (const AdjHexLayout *layout,
                                     double              cx,
                                     double              cy,
                                     int                 dir,
                                     double              ends[4]);
/* The hex under (@x, @y) and its hexside nearest to the point; FALSE
 * outside the drawn hexes. */
gboolean adj_hex_layout_hex_at      (const AdjHexLayout *layout,
                                     double              x,
                                     double              y,
                                     AdjHex             *hex,
                                     AdjHexDir          *side);

G_END_DECLS
