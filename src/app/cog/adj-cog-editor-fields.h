/* adj-cog-editor-fields.h: the battle editor's fields, bound to the JSON
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>
#include <json-c/json.h>

G_BEGIN_DECLS

typedef enum {
  ADJ_COG_FIELD_TEXT,       /* a string member, required */
  ADJ_COG_FIELD_TEXT_OPT,   /* left out when empty */
  ADJ_COG_FIELD_INT,        /* min..max */
  ADJ_COG_FIELD_INT_OPT,    /* left out when it is dflt */
  ADJ_COG_FIELD_BOOL,       /* written as it is shown; dflt when absent */
  ADJ_COG_FIELD_SIDE,       /* "csa" or "union" */
  ADJ_COG_FIELD_SIDE_OPT,   /* or none */
  ADJ_COG_FIELD_UNIT_TYPE,  /* "infantry" or "cavalry" */
  ADJ_COG_FIELD_REF,        /* an id of the items of @refs */
  ADJ_COG_FIELD_REF_OPT,    /* or none */
  ADJ_COG_FIELD_REFS,       /* a list of such ids */
  ADJ_COG_FIELD_TRACK,      /* six movement allowances (10.2) */
  ADJ_COG_FIELD_SECOND,     /* a Command Track's second range, with its turns */
  ADJ_COG_FIELD_DICE,       /* die faces 1..6, none: always */
} AdjCogFieldKind;

typedef struct {
  const char      *key;     /* the member, "a.b" inside an object */
  const char      *title;   /* N_() */
  AdjCogFieldKind  kind;
  int              min, max, dflt;
  /* REF, REF_OPT, REFS: the battle's member whose items are the choices
   * ("formations", "reinforcements", "command_markers", "turns",
   * "entry_hexes"). */
  const char      *refs;
} AdjCogField;

/* Called after every change a field writes into the JSON; @rebuild when
 * the fields themselves must be laid out again (a range added). */
typedef void (*AdjCogFieldChanged) (gpointer editor, gboolean rebuild);

/* A row (or rows) for @field of @item, appended to @list (a GtkListBox
 * or an AdwExpanderRow); @root is the whole battle, for the choices.
 * @name names the widget for tests ("units.0.ter"). When @list has data
 * "context" (what the item is: "Alder Brigade"), each row's accessible
 * name says whose field it is. */
void adj_cog_field_add (GtkWidget          *list,
                        json_object        *root,
                        json_object        *item,
                        const AdjCogField  *field,
                        const char         *name,
                        AdjCogFieldChanged  changed,
                        gpointer            editor);

/* The member @key ("a.b") of @obj, or NULL; and set it (NULL removes it),
 * making the objects on the way. */
json_object *adj_cog_json_path_get (json_object *obj,
                                    const char  *key);
void         adj_cog_json_path_set (json_object *obj,
                                    const char  *key,
                                    json_object *value);

G_END_DECLS
