/* adj-map-editor.h: paint a map's levels, woods and hexsides
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include <adjutant-engine.h>

G_BEGIN_DECLS

#define ADJ_TYPE_MAP_EDITOR (adj_map_editor_get_type ())

G_DECLARE_FINAL_TYPE (AdjMapEditor, adj_map_editor, ADJ, MAP_EDITOR, GtkWidget)

/* Loads @path (what Open… does once the file is chosen and unsaved changes
 * are dealt with); on failure the editor shows the loader's message and
 * keeps its map. */
gboolean   adj_map_editor_open_map (AdjMapEditor  *self,
                                    const char    *path,
                                    GError       **error);
/* Saves atomically to @path through the engine and remembers it. */
gboolean   adj_map_editor_save_map (AdjMapEditor  *self,
                                    const char    *path,
                                    GError       **error);
/* Edits a copy of @map, asking first when the current map has unsaved
 * changes; @path (may be NULL) is where Save writes. */
void       adj_map_editor_edit_map (AdjMapEditor  *self,
                                    AdjHexMap     *map,
                                    const char    *path);
/* The map being edited (transfer none). */
AdjHexMap *adj_map_editor_get_map  (AdjMapEditor  *self);
gboolean   adj_map_editor_is_modified (AdjMapEditor *self);

G_END_DECLS
