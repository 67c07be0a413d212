/* JSON input of the artillery fire (9) and Fixed Glory fire calculators. */
#include "glory/combatjson-private.h"

#include <string.h>

#include "core/error.h"
#include "core/jsonutil.h"
#include "core/i18n.h"

static gboolean
unit_list (json_object *root, const char *key, guint min, guint max, const char *where, guint flags,
           AdjCombatUnit *units, guint *n, GError **error)
{
  json_object *arr = adj_cj_array (root, key, min, max, where, error);
  if (arr == NULL)
    return *error == NULL;
  for (guint i = 0; i < json_object_array_length (arr); i++)
    {
      g_autofree char *path = g_strdup_printf ("%s.%s[%u]", where, key, i);
      (*n)++;
      if (!adj_cj_unit (json_object_array_get_idx (arr, i), path, flags, &units[i], error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
fire_from_json (json_object *root, const char *where, gpointer data, GError **error)
{
  static const char *const keys[] = { "guns", "range", "los_clear", "night", "target", "through_rear",
                                      "friends", "range_chart", "modifiers", "roll", NULL };
  static const char *const target_keys[] = { "hex", "units", "terrain", NULL };
  AdjFireInput *in = data;
  json_object *target;
  gboolean has_los = FALSE;

  if (!adj_cj_keys (root, keys, where, error)
      || !unit_list (root, "guns", 1, 2, where, ADJ_CJ_STRENGTH, in->guns, &in->n_guns, error)
      || !adj_json_get_int (root, "range", 1, 99, &in->range, where, error)
      || !adj_json_get_bool_opt (root, "night", &in->night, where, error)
      || !adj_json_get_bool_opt (root, "through_rear", &in->through_rear, where, error)
      || !unit_list (root, "friends", 0, ADJ_FIRE_MAX_FRIENDS, where, ADJ_CJ_COHESION, in->friends,
                     &in->n_friends, error)
      || !adj_cj_string (root, "range_chart", FALSE, &in->range_chart, where, error)
      || !adj_cj_modifiers (root, where, &in->modifiers, error)
      || !adj_cj_roll (root, "roll", &in->has_roll, &in->roll, where, error))
    return FALSE;
  for (guint g = 0; g < in->n_guns; g++)
    if (!adj_combat_kind_is_artillery (in->guns[g].kind))
      {
        g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("%s.guns[%u].type: only artillery fires (9.1)"),
                     where, g);
        return FALSE;
      }
  /* 9.21: beyond one hex the caller must say whether the guns see the target. */
  has_los = json_object_object_get_ex (root, "los_clear", NULL);
  if (in->range > 1 && !has_los)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT,
                   _("%s.los_clear: missing (at %d hexes the line of sight matters, 9.21)"), where, in->range);
      return FALSE;
    }
  in->los_clear = TRUE;
  if (!adj_json_get_bool_opt (root, "los_clear", &in->los_clear, where, error))
    return FALSE;

  if (!json_object_object_get_ex (root, "target", &target))
    return TRUE;
  g_autofree char *path = g_strdup_printf ("%s.target", where);
  GError *local = NULL;
  AdjCombatStack *t = &in->target;
  if (!adj_cj_keys (target, target_keys, path, error) || !adj_cj_string (target, "hex", FALSE, &t->hex_id, path, error))
    return FALSE;
  if (t->hex_id != NULL && !adj_hex_parse (t->hex_id, &t->hex, &local))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, "%s.hex: %s", path, local->message);
      g_error_free (local);
      return FALSE;
    }
  if (t->hex_id == NULL)
    t->hex_id = g_strdup (_("the target"));
  return unit_list (target, "units", 0, ADJ_STACK_MAX_UNITS, path, ADJ_CJ_COHESION, t->units, &t->n_units, error)
         && adj_cj_terrain (target, path, &t->terrain, &t->n_terrain, error);
}

static gboolean
fixed_hex (json_object *obj, const char *where, AdjFixedHex *h, GError **error)
{
  static const char *const keys[] = { "hex", "units", "town", "range", "height", NULL };
  h->range = 1;
  if (!adj_cj_keys (obj, keys, where, error) || !adj_cj_string (obj, "hex", FALSE, &h->hex_id, where, error)
      || !unit_list (obj, "units", 1, ADJ_STACK_MAX_UNITS, where, ADJ_CJ_STRENGTH, h->units, &h->n_units, error)
      || !adj_json_get_bool_opt (obj, "town", &h->town, where, error)
      || !adj_json_get_int_opt (obj, "range", 1, 99, &h->range, where, error)
      || !adj_json_get_int_opt (obj, "height", 0, 9, &h->height, where, error))
    return FALSE;
  if (h->hex_id == NULL)
    h->hex_id = g_strdup (_("a firing hex"));
  return TRUE;
}

static gboolean
fixed_from_json (json_object *root, const char *where, gpointer data, GError **error)
{
  static const char *const keys[] = { "hexes", "terrain", "modifiers", "targets", "range_chart", "roll",
                                      "check_roll", NULL };
  static const char *const target_keys[] = { "cohesion", "disordered", NULL };
  AdjFixedFireInput *in = data;
  json_object *arr;

  if (!adj_cj_keys (root, keys, where, error)
      || !(arr = adj_cj_array (root, "hexes", 1, ADJ_FIXED_MAX_HEXES, where, error)))
    return FALSE;
  for (guint i = 0; i < json_object_array_length (arr); i++)
    {
      g_autofree char *path = g_strdup_printf ("%s.hexes[%u]", where, i);
      in->n_hexes++;
      if (!fixed_hex (json_object_array_get_idx (arr, i), path, &in->hexes[i], error))
        return FALSE;
    }
  arr = adj_cj_array (root, "terrain", 0, 16, where, error);
  if (arr == NULL && *error != NULL)
    return FALSE;
  in->terrain = g_new0 (char *, arr ? json_object_array_length (arr) + 1 : 1);
  for (guint i = 0; arr != NULL && i < json_object_array_length (arr); i++)
    {
      json_object *item = json_object_array_get_idx (arr, i);
      const char *key = json_object_get_string (item);
      if (!json_object_is_type (item, json_type_string) || *key == '\0' || strlen (key) > ADJ_JSON_MAX_NAME)
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
                       _("%s.terrain[%u]: expected a Fixed Glory DRM name (e.g. \"woods\")"), where, i);
          return FALSE;
        }
      in->terrain[in->n_terrain++] = g_strdup (key);
    }
  if (!adj_cj_modifiers (root, where, &in->modifiers, error)
      || !adj_cj_string (root, "range_chart", FALSE, &in->range_chart, where, error)
      || !adj_cj_roll (root, "roll", &in->has_roll, &in->roll, where, error)
      || !adj_cj_roll (root, "check_roll", &in->has_check_roll, &in->check_roll, where, error))
    return FALSE;
  arr = adj_cj_array (root, "targets", 0, ADJ_STACK_MAX_UNITS, where, error);
  if (arr == NULL)
    return *error == NULL;
  for (guint i = 0; i < json_object_array_length (arr); i++)
    {
      g_autofree char *path = g_strdup_printf ("%s.targets[%u]", where, i);
      json_object *item = json_object_array_get_idx (arr, i);
      if (!adj_cj_keys (item, target_keys, path, error)
          || !adj_json_get_int (item, "cohesion", ADJ_COHESION_MIN, ADJ_COHESION_MAX, &in->cohesion[i], path, error)
          || !adj_json_get_bool_opt (item, "disordered", &in->disordered[i], path, error))
        return FALSE;
      in->n_targets++;
    }
  return TRUE;
}

gboolean
adj_fire_input_from_json (json_object *root, const char *what, AdjFireInput *out, GError **error)
{
  memset (out, 0, sizeof *out);
  return adj_cj_run (fire_from_json, (GDestroyNotify) adj_fire_input_clear, root, what, out, error);
}

gboolean
adj_fixed_fire_input_from_json (json_object *root, const char *what, AdjFixedFireInput *out,
                                GError **error)
{
  memset (out, 0, sizeof *out);
  return adj_cj_run (fixed_from_json, (GDestroyNotify) adj_fixed_fire_input_clear, root, what, out, error);
}

gboolean
adj_fire_input_parse (const char *text, gsize len, const char *what, AdjFireInput *out, GError **error)
{
  memset (out, 0, sizeof *out);
  return adj_cj_parse (fire_from_json, (GDestroyNotify) adj_fire_input_clear, text, len, what, out, error);
}

gboolean
adj_fixed_fire_input_parse (const char *text, gsize len, const char *what, AdjFixedFireInput *out,
                            GError **error)
{
  memset (out, 0, sizeof *out);
  return adj_cj_parse (fixed_from_json, (GDestroyNotify) adj_fixed_fire_input_clear, text, len, what, out,
                       error);
}
