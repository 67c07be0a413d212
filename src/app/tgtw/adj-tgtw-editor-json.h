/* adj-tgtw-editor-json.h: the scenario editor's JSON: a new scenario's
 * skeleton, and the place a loader error names
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>
#include <json-c/json.h>

#include <adjutant-engine.h>

#include "adj-tgtw-editor-item.h"

G_BEGIN_DECLS

/* A new scenario to start from: one sector and two armies, the rest the
 * player's; the names translated. */
json_object *adj_tgtw_editor_skeleton     (void);
/* The scenario the editor's rows make, in the "adjutant-tgtw-scenario"
 * format: @items by kind; each leader and unit under its army, and in
 * @placed[army][0 leaders, 1 units] in the order the JSON has them. */
json_object *adj_tgtw_editor_build_json   (const char  *id,
                                           const char  *title,
                                           const char  *notes,
                                           GPtrArray  **items,
                                           GPtrArray   *placed[ADJ_TGTW_N_ARMIES][2]);
/* An array's length; 0 when @array is not one (a member left out). */
guint        adj_tgtw_json_length         (json_object *array);
/* A deep copy of @o. */
json_object *adj_tgtw_json_copy           (json_object *o);

typedef enum {
  ADJ_TGTW_PLACE_NONE,
  ADJ_TGTW_PLACE_TITLE,
  ADJ_TGTW_PLACE_ID,
  ADJ_TGTW_PLACE_NOTES,
  ADJ_TGTW_PLACE_SECTOR,   /* index */
  ADJ_TGTW_PLACE_CLASS,    /* key: the letter */
  ADJ_TGTW_PLACE_ARMY,     /* army; key: its member */
  ADJ_TGTW_PLACE_LEADER,   /* army, index among its leaders; key */
  ADJ_TGTW_PLACE_UNIT,     /* army, index among its units; key */
} AdjTgtwPlaceKind;

typedef struct {
  AdjTgtwPlaceKind kind;
  guint army, index;
  char *key;               /* the member named after the item, or NULL */
} AdjTgtwEditorPlace;

/* Where the loader's @message points ("edited scenario:
 * $.armies[0].units[3].morale: …"); ADJ_TGTW_PLACE_NONE when nowhere. */
void         adj_tgtw_editor_place_parse  (const char         *message,
                                           AdjTgtwEditorPlace *out);
void         adj_tgtw_editor_place_clear  (AdjTgtwEditorPlace *place);

G_END_DECLS
