/* adj-map-bounds.h: a map's name and the columns and rows it covers
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include <adjutant-engine.h>

G_BEGIN_DECLS

#define ADJ_TYPE_MAP_BOUNDS (adj_map_bounds_get_type ())

G_DECLARE_FINAL_TYPE (AdjMapBounds, adj_map_bounds, ADJ, MAP_BOUNDS, GtkWidget)

/* Shows @map's name and bounds (emits nothing). The fields emit "rename"
 * (the name typed), "resize" (a const AdjHexGrid *: other bounds, checked)
 * and "problem" (what is wrong with the bounds typed). */
void adj_map_bounds_set_map (AdjMapBounds    *self,
                             const AdjHexMap *map);

G_END_DECLS
