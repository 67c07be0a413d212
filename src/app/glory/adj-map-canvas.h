/* adj-map-canvas.h: the map being edited, painted with a tool
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include <adjutant-engine.h>

G_BEGIN_DECLS

#define ADJ_TYPE_MAP_CANVAS (adj_map_canvas_get_type ())

G_DECLARE_FINAL_TYPE (AdjMapCanvas, adj_map_canvas, ADJ, MAP_CANVAS, GtkWidget)

typedef enum {
  ADJ_MAP_TOOL_LEVEL,  /* the level the reader gives */
  ADJ_MAP_TOOL_RAISE,
  ADJ_MAP_TOOL_LOWER,
  ADJ_MAP_TOOL_WOODS,  /* on or off, as the stroke's first hex turned */
  ADJ_MAP_TOOL_SIDE,   /* a hexside feature on or off */
} AdjMapTool;

/* The level to paint, read when a hex is painted; FALSE (and nothing
 * painted) when the field holds none. */
typedef gboolean (*AdjMapLevelReader) (gpointer data, int *level);

/* Paints on @map (referenced) from now on; the cursor stays on the map. */
void adj_map_canvas_set_map          (AdjMapCanvas      *self,
                                      AdjHexMap         *map);
/* The tool, and for ADJ_MAP_TOOL_SIDE the feature (0: erase). */
void adj_map_canvas_set_tool         (AdjMapCanvas      *self,
                                      AdjMapTool         tool,
                                      guint              feature);
void adj_map_canvas_set_level_reader (AdjMapCanvas      *self,
                                      AdjMapLevelReader  reader,
                                      gpointer           data);
/* Draws the map again (after a change from outside). */
void adj_map_canvas_redraw           (AdjMapCanvas      *self);

G_END_DECLS
