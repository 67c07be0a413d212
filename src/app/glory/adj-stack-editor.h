/* adj-stack-editor.h: one hex of units for the combat pages
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include <adjutant-engine.h>

#include "adj-unit-editor.h"

G_BEGIN_DECLS

#define ADJ_TYPE_STACK_EDITOR (adj_stack_editor_get_type ())

G_DECLARE_FINAL_TYPE (AdjStackEditor, adj_stack_editor, ADJ, STACK_EDITOR, GtkWidget)

/* A terrain row the player may tick, with its DRM as the chart gives it. */
typedef struct {
  char          *key;
  char          *label;
  int            value;
  AdjCellSource  source;
} AdjTerrainOption;

/* The rows of @chart_id with a number in @column (NULL: the chart's only
 * column), read through the combat charts so the player's values count.
 * Rows whose key starts with @skip_prefix (may be NULL) are left out. */
GArray         *adj_terrain_options_new      (GPtrArray              *charts,
                                              const AdjCombatCharts  *combat,
                                              const char             *chart_id,
                                              const char             *column,
                                              const char             *skip_prefix);

GtkWidget      *adj_stack_editor_new         (AdjUnitRole             role,
                                              guint                   max_units,
                                              guint                   min_units);
void            adj_stack_editor_set_title   (AdjStackEditor         *self,
                                              const char             *title);
void            adj_stack_editor_set_description (AdjStackEditor     *self,
                                              const char             *description);
void            adj_stack_editor_set_removable (AdjStackEditor       *self,
                                              gboolean                removable);
guint           adj_stack_editor_get_n_units (AdjStackEditor         *self);
AdjUnitEditor  *adj_stack_editor_get_unit    (AdjStackEditor         *self,
                                              guint                   i);
AdjUnitEditor  *adj_stack_editor_add_unit    (AdjStackEditor         *self);

/* The terrain the player may tick (AdjTerrainOption); ticks are kept by
 * key. @custom adds a field for a DRM from the battle's own chart. NULL
 * @options hides the terrain. */
void            adj_stack_editor_set_terrain (AdjStackEditor         *self,
                                              const char             *title,
                                              const GArray           *options,
                                              gboolean                custom);
void            adj_stack_editor_set_terrain_active (AdjStackEditor  *self,
                                              const char             *key,
                                              gboolean                active);
/* The ticked keys (NULL-terminated, free with g_strfreev). */
char          **adj_stack_editor_get_terrain_keys (AdjStackEditor    *self);
/* The battle-chart DRM: FALSE while it is not a number from -9 to 9;
 * *has is FALSE when the field is empty. */
gboolean        adj_stack_editor_get_custom_drm (AdjStackEditor      *self,
                                              gboolean               *has,
                                              int                    *value);

/* A row of the page's own (a number field, a section...) under the units
 * and the terrain; the page keeps it. Adding it again moves it back to the
 * end (after set_flags(), which appends its rows). */
void            adj_stack_editor_add_row     (AdjStackEditor         *self,
                                              GtkWidget              *row);

/* Switch rows, kept by id (the switch's widget name). */
void            adj_stack_editor_set_flags   (AdjStackEditor         *self,
                                              guint                   n_flags,
                                              const char *const      *ids,
                                              const char *const      *titles,
                                              const char *const      *subtitles);
gboolean        adj_stack_editor_get_flag    (AdjStackEditor         *self,
                                              const char             *id);
void            adj_stack_editor_set_flag    (AdjStackEditor         *self,
                                              const char             *id,
                                              gboolean                active);

/* Fills the units of @stack (names "top infantry in hex 1" etc.) and its
 * terrain parts; FALSE while a field holds an impossible value. */
gboolean        adj_stack_editor_get_stack   (AdjStackEditor         *self,
                                              const char             *hex_id,
                                              AdjCombatStack         *stack);

G_END_DECLS
