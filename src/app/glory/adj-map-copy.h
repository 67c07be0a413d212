/* adj-map-copy.h: a map's ground, copied or cut to other bounds
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adjutant-engine.h>

G_BEGIN_DECLS

/* @src's ground on @grid: what lies outside it is dropped, and hexsides
 * whose hexes are no longer neighbours (another column shift) too. */
AdjHexMap *adj_map_copy_to_grid (const AdjHexMap  *src,
                                 const AdjHexGrid *grid);
/* A copy of @src to edit apart from it. */
AdjHexMap *adj_map_copy         (const AdjHexMap  *src);

G_END_DECLS
