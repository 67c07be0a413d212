/* adj-tgtw-editor-json.c: the scenario editor's JSON: a new scenario's
 * skeleton, and the place a loader error names
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rows' JSON goes whole to the engine's loader, which names what it
 * refuses by its JSON path (docs/tgtw.md); the editor opens and marks the
 * row at that place.
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "adj-tgtw-editor-json.h"

json_object *
adj_tgtw_editor_skeleton (void)
{
  json_object *root = json_object_new_object ();
  json_object *sectors = json_object_new_array (), *sector = json_object_new_object ();
  json_object *armies = json_object_new_array ();
  const char *names[2][2] = { { "first", _("First Army") }, { "second", _("Second Army") } };

  json_object_object_add (sector, "id", json_object_new_string ("center"));
  json_object_object_add (sector, "name", json_object_new_string (_("Centre")));
  json_object_array_add (sectors, sector);
  json_object_object_add (root, "sectors", sectors);
  json_object_object_add (root, "morale_classes", json_object_new_object ());
  for (guint a = 0; a < G_N_ELEMENTS (names); a++)
    {
      json_object *army = json_object_new_object ();
      json_object_object_add (army, "id", json_object_new_string (names[a][0]));
      json_object_object_add (army, "name", json_object_new_string (names[a][1]));
      json_object_array_add (armies, army);
    }
  json_object_object_add (root, "armies", armies);
  return root;
}

json_object *
adj_tgtw_editor_build_json (const char *id, const char *title, const char *notes, GPtrArray **items,
                            GPtrArray *placed[ADJ_TGTW_N_ARMIES][2])
{
  json_object *root = json_object_new_object ();
  json_object *sectors = json_object_new_array (), *classes = json_object_new_object ();
  json_object *armies = json_object_new_array ();
  g_autoptr (GPtrArray) ids = g_ptr_array_new ();

  json_object_object_add (root, "format", json_object_new_string (ADJ_TGTW_SCENARIO_FORMAT));
  json_object_object_add (root, "version", json_object_new_int (ADJ_TGTW_SCENARIO_VERSION));
  json_object_object_add (root, "id", json_object_new_string (id));
  json_object_object_add (root, "title", json_object_new_string (title));
  if (*notes != '\0')
    json_object_object_add (root, "notes", json_object_new_string (notes));
  for (guint i = 0; i < items[ADJ_TGTW_ITEM_SECTOR]->len; i++)
    {
      AdjTgtwEditorItem *item = items[ADJ_TGTW_ITEM_SECTOR]->pdata[i];
      g_ptr_array_add (ids, (gpointer) adj_tgtw_editor_item_text (item, "id"));
      json_object_array_add (sectors, adj_tgtw_editor_item_to_json (item, ids));
    }
  json_object_object_add (root, "sectors", sectors);
  for (guint i = 0; i < items[ADJ_TGTW_ITEM_CLASS]->len; i++)
    {
      AdjTgtwEditorItem *item = items[ADJ_TGTW_ITEM_CLASS]->pdata[i];
      json_object *c = adj_tgtw_editor_item_to_json (item, ids);
      json_object_object_add (classes, adj_tgtw_editor_item_text (item, "letter"),
                              json_object_get (json_object_object_get (c, "number")));
      json_object_put (c);
    }
  json_object_object_add (root, "morale_classes", classes);
  for (guint a = 0; a < items[ADJ_TGTW_ITEM_ARMY]->len && a < ADJ_TGTW_N_ARMIES; a++)
    {
      json_object *army = adj_tgtw_editor_item_to_json (items[ADJ_TGTW_ITEM_ARMY]->pdata[a], ids);
      for (guint k = 0; k < 2; k++)
        {
          AdjTgtwItemKind kind = k == 0 ? ADJ_TGTW_ITEM_LEADER : ADJ_TGTW_ITEM_UNIT;
          json_object *list = json_object_new_array ();
          g_ptr_array_set_size (placed[a][k], 0);
          for (guint i = 0; i < items[kind]->len; i++)
            {
              AdjTgtwEditorItem *item = items[kind]->pdata[i];
              if (adj_tgtw_editor_item_choice (item, "army") != a)
                continue;
              g_ptr_array_add (placed[a][k], item);
              json_object_array_add (list, adj_tgtw_editor_item_to_json (item, ids));
            }
          json_object_object_add (army, k == 0 ? "leaders" : "units", list);
        }
      json_object_array_add (armies, army);
    }
  json_object_object_add (root, "armies", armies);
  return root;
}

guint
adj_tgtw_json_length (json_object *array)
{
  return json_object_is_type (array, json_type_array) ? (guint) json_object_array_length (array) : 0;
}

json_object *
adj_tgtw_json_copy (json_object *o)
{
  json_object *copy = NULL;
  json_object_deep_copy (o, &copy, NULL);
  return copy;
}

/* "[3].morale: …" after an array's name: the index, and the member. */
static gboolean
parse_index (const char *at, guint *index, char **key)
{
  char *end = NULL;
  guint64 i;

  if (*at != '[')
    return FALSE;
  i = g_ascii_strtoull (at + 1, &end, 10);
  if (end == at + 1 || *end != ']')
    return FALSE;
  *index = (guint) i;
  g_clear_pointer (key, g_free);
  if (end[1] == '.')
    {
      const char *stop = end + 2 + strcspn (end + 2, ".:[");
      *key = g_strndup (end + 2, (gsize) (stop - end - 2));
    }
  return TRUE;
}

void
adj_tgtw_editor_place_parse (const char *message, AdjTgtwEditorPlace *out)
{
  const char *path = message != NULL ? strstr (message, "$.") : NULL;

  *out = (AdjTgtwEditorPlace) { ADJ_TGTW_PLACE_NONE, 0, 0, NULL };
  if (path == NULL)
    return;
  path += 2;
  if (g_str_has_prefix (path, "title:"))
    out->kind = ADJ_TGTW_PLACE_TITLE;
  else if (g_str_has_prefix (path, "id:"))
    out->kind = ADJ_TGTW_PLACE_ID;
  else if (g_str_has_prefix (path, "notes:"))
    out->kind = ADJ_TGTW_PLACE_NOTES;
  else if (g_str_has_prefix (path, "sectors[") && parse_index (path + 7, &out->index, &out->key))
    out->kind = ADJ_TGTW_PLACE_SECTOR;
  else if (g_str_has_prefix (path, "morale_classes."))
    {
      out->kind = ADJ_TGTW_PLACE_CLASS;
      out->key = g_strndup (path + 15, strcspn (path + 15, ":"));
    }
  else if (g_str_has_prefix (path, "armies[") && parse_index (path + 6, &out->army, &out->key))
    {
      const char *rest = strchr (path, ']') + 1;
      out->kind = ADJ_TGTW_PLACE_ARMY;
      if (g_str_has_prefix (rest, ".leaders[") && parse_index (rest + 8, &out->index, &out->key))
        out->kind = ADJ_TGTW_PLACE_LEADER;
      else if (g_str_has_prefix (rest, ".units[") && parse_index (rest + 6, &out->index, &out->key))
        out->kind = ADJ_TGTW_PLACE_UNIT;
    }
}

void
adj_tgtw_editor_place_clear (AdjTgtwEditorPlace *place)
{
  g_clear_pointer (&place->key, g_free);
}
