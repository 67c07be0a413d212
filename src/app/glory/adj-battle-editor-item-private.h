/* adj-battle-editor-item-private.h: what an item's rows and its JSON share
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * adj-battle-editor-item.c builds an item's rows from its JSON;
 * adj-battle-editor-item-json.c writes the rows back into JSON.
 */

#pragma once

#include "adj-battle-editor-item.h"

G_BEGIN_DECLS

/* The format's words, in the order of the item's choice rows. */
extern const char *const adj_editor_type_ids[4];   /* a unit's type */
extern const char *const adj_editor_range_ids[3];  /* artillery range */
extern const char *const adj_editor_army_ids[3];   /* NULL: no army (12.4) */
extern const char *const adj_editor_rating_keys[4];

/* The member @key of @o, whatever its type; NULL when absent. */
json_object *adj_editor_json_member  (json_object   *o,
                                      const char    *key);
/* The whole number of a spin field; 0 when its text is not one. */
int          adj_editor_item_number  (AdjEditorItem *item,
                                      const char    *key);

G_END_DECLS
