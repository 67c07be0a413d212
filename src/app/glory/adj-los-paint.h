/* adj-los-paint.h: how the Line of Sight drawing paints a map and a line
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Elevation as shading that grows darker (light style) or lighter (dark
 * style) with each level, plus the level as a number; woods, hexside
 * features, units, the line from centre to centre and each intervening
 * hex's verdict, in a palette for the light and the dark style. Nothing
 * here decides a rule: the verdicts are the ones adj_los_trace returned.
 */

#pragma once

#include <adwaita.h>

#include <adjutant-engine.h>

#include "adj-hex-layout.h"

G_BEGIN_DECLS

typedef struct {
  double r, g, b;
} Rgb;

typedef struct {
  GdkRGBA fg;
  Rgb halo, level, woods, tree, steep, sheer, water, road, friendly, enemy, clear, blocked, misguided, accent;
} AdjLosPalette;


/* The palette of the light or dark style, text in @widget's colour. */
void     adj_los_palette_get   (GtkWidget          *widget,
                                AdjLosPalette      *palette);

/* The contrast ratio (WCAG) of a hex id drawn on a hex shaded at @shade
 * (0 to 0.8, by its level; @woods: with the woods tint) on a page of
 * colour @page: at least 4.5 for small text. */
double   adj_los_label_contrast (const AdjLosPalette *palette,
                                 Rgb                  page,
                                 double               shade,
                                 gboolean             woods);

/* What one drawing paints with. */
typedef struct {
  const AdjHexLayout *layout;
  AdjLosPalette       palette;
  AdjHexMap          *map;
  const guint8       *known;     /* per map hex, 0: not known; NULL: all known */
  const guint8       *units;     /* AdjUnitPresence per map hex, or NULL */
  int                 min_level; /* the lowest known level: no shade */
} AdjLosPaint;

gboolean adj_los_paint_known   (const AdjLosPaint  *paint,
                                AdjHex              hex);
/* The ground of @hex: shade, woods, outline (dashed when not known). */
void     adj_los_paint_hex     (const AdjLosPaint  *paint,
                                cairo_t            *cr,
                                AdjHex              hex);
void     adj_los_paint_sides   (const AdjLosPaint  *paint,
                                cairo_t            *cr,
                                AdjHex              hex);
void     adj_los_paint_unit    (const AdjLosPaint  *paint,
                                cairo_t            *cr,
                                AdjHex              hex);
/* The line, its blocking hex and hexside, each intervening hex's verdict,
 * the firer and the target. */
void     adj_los_paint_line    (const AdjLosPaint  *paint,
                                cairo_t            *cr,
                                const AdjLosResult *result);
/* Id and level, on top of everything, with a halo. */
void     adj_los_paint_labels  (const AdjLosPaint  *paint,
                                cairo_t            *cr,
                                PangoLayout        *layout,
                                AdjHex              hex);
/* The keyboard cursor on @hex and, when @side is 0..5, on its hexside. */
void     adj_los_paint_cursor  (const AdjLosPaint  *paint,
                                cairo_t            *cr,
                                AdjHex              hex,
                                int                 side);

G_END_DECLS
