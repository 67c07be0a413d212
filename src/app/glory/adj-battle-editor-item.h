/* adj-battle-editor-item.h: one side, turn, command, leader or unit in the
 * battle editor: its rows, and its JSON for the engine's loader
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>
#include <json-c/json.h>

G_BEGIN_DECLS

typedef enum {
  ADJ_EDITOR_SIDES,
  ADJ_EDITOR_TURNS,
  ADJ_EDITOR_COMMANDS,
  ADJ_EDITOR_LEADERS,
  ADJ_EDITOR_UNITS,
} AdjEditorSection;

#define ADJ_EDITOR_N_SECTIONS 5

/* The lists the choice rows share; the editor keeps their strings current. */
typedef struct {
  GtkStringList *sides;     /* the two side names */
  GtkStringList *automatic; /* "None", then the side names */
  GtkStringList *commands;
  GtkStringList *leaders;   /* "Independent", then the leader names */
} AdjEditorModels;

typedef struct {
  AdjEditorSection section;
  json_object     *base;     /* the item as loaded: keeps what no row shows */
  GtkWidget       *expander;
  GtkWidget       *remove;   /* NULL for the two sides */
  GHashTable      *fields;   /* JSON key (path below the item) → widget */
  gboolean         cavalry_marker;  /* units: 12.4 gives cavalry's disordered ratings */
} AdjEditorItem;

/* JSON key of the array that holds items of @section, e.g. "units". */
const char    *adj_editor_section_key  (AdjEditorSection section);
const char    *adj_editor_section_name (AdjEditorSection section);

/* @base: the item's JSON (taken), or NULL for a new one. @refs: for turns
 * the side ids (to read the initiative DRMs); for units the indices of
 * side, command and leader (-1: independent). */
AdjEditorItem *adj_editor_item_new     (AdjEditorSection  section,
                                        json_object      *base,
                                        AdjEditorModels  *models,
                                        const char *const *side_ids,
                                        const int        *refs);
void           adj_editor_item_free    (AdjEditorItem    *item);
/* Units: whether the battle's cavalry has no disordered side (12.4), so
 * its disordered ratings come from the rule, not from the rows. */
void           adj_editor_item_set_cavalry_marker (AdjEditorItem *item,
                                                   gboolean       marker);

GtkWidget     *adj_editor_item_field   (AdjEditorItem    *item,
                                        const char       *key);
const char    *adj_editor_item_text    (AdjEditorItem    *item,
                                        const char       *key);
guint          adj_editor_item_choice  (AdjEditorItem    *item,
                                        const char       *key);
/* The row (not the spin button) of a field, for marking and focus. */
GtkWidget     *adj_editor_item_row     (AdjEditorItem    *item,
                                        const char       *key);
/* Widget names "editor-unit-3-strength" after the item's place changed. */
void           adj_editor_item_set_index (AdjEditorItem  *item,
                                          guint           index);
/* The first number field whose text is not a whole number in its range:
 * its key, with a message; NULL when every one is good. */
const char    *adj_editor_item_check_numbers (AdjEditorItem *item,
                                              char         **message);
/* Retitles the initiative rows after a side was renamed. */
void           adj_editor_item_set_side_names (AdjEditorItem *item,
                                               const char    *first,
                                               const char    *second);

/* The item's JSON as the editor shows it; ids of the things its choice
 * rows point at come from @lookup (section, index) → id. */
typedef const char *(*AdjEditorIdLookup) (gpointer data, AdjEditorSection section, guint index);
json_object   *adj_editor_item_to_json (AdjEditorItem    *item,
                                        AdjEditorIdLookup lookup,
                                        gpointer          data);

G_END_DECLS
