/* adj-tgtw-editor-item.h: one sector, morale class, army, leader or unit
 * in the scenario editor of The Glory that Was
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>
#include <json-c/json.h>

G_BEGIN_DECLS

typedef enum {
  ADJ_TGTW_ITEM_SECTOR,
  ADJ_TGTW_ITEM_CLASS,
  ADJ_TGTW_ITEM_ARMY,
  ADJ_TGTW_ITEM_LEADER,
  ADJ_TGTW_ITEM_UNIT,
} AdjTgtwItemKind;

#define ADJ_TGTW_N_ITEM_KINDS 5

typedef struct {
  AdjTgtwItemKind kind;
  json_object    *base;          /* the item as loaded: keeps what no row shows */
  GtkWidget      *row;           /* its AdwExpanderRow */
  GtkWidget      *remove;        /* its Remove button; NULL for an army */
  GHashTable     *fields;        /* JSON key → its control */
  GHashTable     *rows;          /* JSON key → the row that holds the control */
  GPtrArray      *sector_spins;  /* ARMY: a rout level per sector, 0 for none (13.0) */
} AdjTgtwEditorItem;

/* The string lists the choice rows share: the sectors' and the armies'
 * names, kept current by the editor. */
typedef struct {
  GtkStringList *sectors;
  GtkStringList *armies;
} AdjTgtwEditorModels;

/* @base: the item's JSON (taken) or NULL for a new one; @sector and @army
 * the places its choice rows start at (leaders and units). */
AdjTgtwEditorItem *adj_tgtw_editor_item_new      (AdjTgtwItemKind      kind,
                                                  json_object         *base,
                                                  AdjTgtwEditorModels *models,
                                                  guint                army,
                                                  guint                sector);
void               adj_tgtw_editor_item_free     (AdjTgtwEditorItem   *item);

const char        *adj_tgtw_editor_item_text     (AdjTgtwEditorItem   *item,
                                                  const char          *key);
/* The chosen place of a choice row ("army", "sector"). */
guint              adj_tgtw_editor_item_choice   (AdjTgtwEditorItem   *item,
                                                  const char          *key);
/* The row of a field for marking and focus, or NULL. */
GtkWidget         *adj_tgtw_editor_item_row      (AdjTgtwEditorItem   *item,
                                                  const char          *key);
/* Widget names "editor-unit-3-strength" for the item's place. */
void               adj_tgtw_editor_item_set_index (AdjTgtwEditorItem  *item,
                                                   guint               index);
/* ARMY: a rout level row per sector, in the sectors' order (13.0): one
 * added at the end, one removed, all retitled with the sectors' names;
 * the level the loaded file gives a sector (0 for none). */
void               adj_tgtw_editor_item_add_sector (AdjTgtwEditorItem *item,
                                                    const char        *sector,
                                                    int                level);
void               adj_tgtw_editor_item_remove_sector (AdjTgtwEditorItem *item,
                                                       guint              k);
void               adj_tgtw_editor_item_retitle_sectors (AdjTgtwEditorItem *item,
                                                         GtkStringList     *sectors);
int                adj_tgtw_editor_item_base_sector_level (AdjTgtwEditorItem *item,
                                                           const char        *sector_id);
/* Its JSON in the scenario format; @sector_ids names the sectors by place. */
json_object       *adj_tgtw_editor_item_to_json  (AdjTgtwEditorItem   *item,
                                                  GPtrArray           *sector_ids);

G_END_DECLS
