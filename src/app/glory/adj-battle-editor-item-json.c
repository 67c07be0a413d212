/* adj-battle-editor-item-json.c: a battle item's rows back into its JSON
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The item's rows are written over the item as it was loaded, so what the
 * editor does not show survives a save; the engine's loader then judges
 * the result (docs/battle-format.md).
 */

#include "config.h"

#include "adj-battle-editor-item-private.h"

static void
set_text (json_object *o, const char *key, AdjEditorItem *item, const char *field)
{
  json_object_object_add (o, key, json_object_new_string (adj_editor_item_text (item, field)));
}

static void
set_number (json_object *o, const char *key, AdjEditorItem *item, const char *field)
{
  json_object_object_add (o, key, json_object_new_int (adj_editor_item_number (item, field)));
}

static void
set_flag (json_object *o, const char *key, gboolean on)
{
  if (on)
    json_object_object_add (o, key, json_object_new_boolean (TRUE));
  else
    json_object_object_del (o, key);
}

static void
set_ref (json_object *o, const char *key, AdjEditorIdLookup lookup, gpointer data,
         AdjEditorSection section, guint index)
{
  const char *id = lookup (data, section, index);
  json_object_object_add (o, key, json_object_new_string (id != NULL ? id : ""));
}

static void
turn_json (json_object *o, AdjEditorItem *item, AdjEditorIdLookup lookup, gpointer data)
{
  json_object *drm = json_object_new_object ();
  guint automatic = adj_editor_item_choice (item, "automatic_initiative");

  set_text (o, "label", item, "label");
  set_flag (o, "night", gtk_switch_get_active (GTK_SWITCH (adj_editor_item_field (item, "night"))));
  set_flag (o, "night2", gtk_switch_get_active (GTK_SWITCH (adj_editor_item_field (item, "night2"))));
  for (guint s = 0; s < 2; s++)
    {
      g_autofree char *key = g_strdup_printf ("initiative_drm.%u", s);
      if (adj_editor_item_number (item, key) != 0)
        json_object_object_add (drm, lookup (data, ADJ_EDITOR_SIDES, s),
                                json_object_new_int (adj_editor_item_number (item, key)));
    }
  if (json_object_object_length (drm) > 0)
    json_object_object_add (o, "initiative_drm", drm);
  else
    {
      json_object_object_del (o, "initiative_drm");
      json_object_put (drm);
    }
  if (automatic >= 1 && automatic <= 2)
    set_ref (o, "automatic_initiative", lookup, data, ADJ_EDITOR_SIDES, automatic - 1);
  else
    json_object_object_del (o, "automatic_initiative");
}

/* The editor shows a command's first kind of AM; further kinds (14.35's
 * optional third AM, turn-limited ones) stay as loaded. */
static void
command_json (json_object *o, AdjEditorItem *item, AdjEditorIdLookup lookup, gpointer data)
{
  json_object *markers = adj_editor_json_member (o, "markers");
  json_object *first;
  g_autofree char *from = g_strstrip (g_strdup (adj_editor_item_text (item, "markers[0].from")));

  set_text (o, "id", item, "id");
  set_text (o, "name", item, "name");
  set_ref (o, "side", lookup, data, ADJ_EDITOR_SIDES, adj_editor_item_choice (item, "side"));
  if (markers == NULL || !json_object_is_type (markers, json_type_array) || json_object_array_length (markers) == 0)
    {
      markers = json_object_new_array ();
      first = json_object_new_object ();
      set_text (first, "id", item, "id");
      json_object_array_add (markers, first);
      json_object_object_add (o, "markers", markers);
    }
  first = json_object_array_get_idx (markers, 0);
  set_number (first, "count", item, "markers[0].count");
  if (*from != '\0')
    json_object_object_add (first, "from", json_object_new_string (from));
  else
    json_object_object_del (first, "from");
  g_autofree char *rule = g_strstrip (g_strdup (adj_editor_item_text (item, "markers[0].rule")));
  if (*rule != '\0')
    json_object_object_add (first, "rule", json_object_new_string (rule));
  else
    json_object_object_del (first, "rule");
  set_flag (first, "optional", gtk_switch_get_active (GTK_SWITCH (adj_editor_item_field (item, "markers[0].optional"))));
}

static json_object *
ratings_json (AdjEditorItem *item, const char *prefix, json_object *o)
{
  for (guint k = 0; k < G_N_ELEMENTS (adj_editor_rating_keys); k++)
    {
      g_autofree char *field = g_strdup_printf ("%s%s", prefix, adj_editor_rating_keys[k]);
      set_number (o, adj_editor_rating_keys[k], item, field);
    }
  return o;
}

static void
unit_json (json_object *o, AdjEditorItem *item, AdjEditorIdLookup lookup, gpointer data)
{
  guint type = MIN (adj_editor_item_choice (item, "type"), G_N_ELEMENTS (adj_editor_type_ids) - 1);
  guint leader = adj_editor_item_choice (item, "leader");

  set_text (o, "id", item, "id");
  set_text (o, "name", item, "name");
  json_object_object_add (o, "type", json_object_new_string (adj_editor_type_ids[type]));
  set_ref (o, "side", lookup, data, ADJ_EDITOR_SIDES, adj_editor_item_choice (item, "side"));
  set_ref (o, "command", lookup, data, ADJ_EDITOR_COMMANDS, adj_editor_item_choice (item, "command"));
  if (leader >= 1 && leader != GTK_INVALID_LIST_POSITION)
    set_ref (o, "leader", lookup, data, ADJ_EDITOR_LEADERS, leader - 1);
  else
    json_object_object_del (o, "leader");
  for (guint k = 0; k < G_N_ELEMENTS (adj_editor_rating_keys); k++)
    json_object_object_del (o, adj_editor_rating_keys[k]);
  if (type == 1)
    {
      json_object *mounted = ratings_json (item, "mounted.", json_object_new_object ());
      json_object *dismounted = ratings_json (item, "", json_object_new_object ());
      /* 12.4 gives them: the loader works them out. */
      if (item->cavalry_marker)
        {
          json_object_object_del (mounted, "disordered_cohesion");
          json_object_object_del (dismounted, "disordered_cohesion");
        }
      json_object_object_add (o, "mounted", mounted);
      json_object_object_add (o, "dismounted", dismounted);
      if (adj_editor_json_member (o, "starts_mounted") == NULL)
        json_object_object_add (o, "starts_mounted", json_object_new_boolean (TRUE));
    }
  else
    {
      json_object_object_del (o, "mounted");
      json_object_object_del (o, "dismounted");
      json_object_object_del (o, "starts_mounted");
      ratings_json (item, "", o);
    }
  if (type >= 2)
    {
      guint range = MIN (adj_editor_item_choice (item, "range"), G_N_ELEMENTS (adj_editor_range_ids) - 1);
      json_object_object_add (o, "range", json_object_new_string (adj_editor_range_ids[range]));
      set_number (o, "fire_strength", item, "fire_strength");
    }
  else
    {
      json_object_object_del (o, "range");
      json_object_object_del (o, "fire_strength");
    }
}

json_object *
adj_editor_item_to_json (AdjEditorItem *item, AdjEditorIdLookup lookup, gpointer data)
{
  json_object *o = NULL;

  json_object_deep_copy (item->base, &o, NULL);
  switch (item->section)
    {
    case ADJ_EDITOR_SIDES:
      {
        guint army = MIN (adj_editor_item_choice (item, "army"), G_N_ELEMENTS (adj_editor_army_ids) - 1);
        set_text (o, "id", item, "id");
        set_text (o, "name", item, "name");
        json_object_object_add (o, "combined_activation",
                                json_object_new_boolean (gtk_switch_get_active (GTK_SWITCH (adj_editor_item_field (item, "combined_activation")))));
        if (adj_editor_army_ids[army] != NULL)
          json_object_object_add (o, "army", json_object_new_string (adj_editor_army_ids[army]));
        else
          json_object_object_del (o, "army");
      }
      break;
    case ADJ_EDITOR_TURNS:
      turn_json (o, item, lookup, data);
      break;
    case ADJ_EDITOR_COMMANDS:
      command_json (o, item, lookup, data);
      break;
    case ADJ_EDITOR_LEADERS:
      set_text (o, "id", item, "id");
      set_text (o, "name", item, "name");
      set_ref (o, "command", lookup, data, ADJ_EDITOR_COMMANDS, adj_editor_item_choice (item, "command"));
      set_number (o, "combined_activation", item, "combined_activation");
      set_number (o, "command_range", item, "command_range");
      set_number (o, "movement", item, "movement");
      break;
    case ADJ_EDITOR_UNITS:
    default:
      unit_json (o, item, lookup, data);
      break;
    }
  return o;
}
