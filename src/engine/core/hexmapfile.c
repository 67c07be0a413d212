/* The "adjutant-map" file format, version 1 (docs/map-format.md). */
#include "core/hexmap-private.h"

#include <string.h>

#include "core/error.h"
#include "core/jsonmembers.h"
#include "core/jsonutil.h"
#include "core/i18n.h"

#define MAP_FORMAT "adjutant-map"
#define MAP_VERSION 1

static const char *const root_keys[] = {
  "format", "version", "name", "note", "columns", "rows", "shifted", "hexes", "hexsides", NULL,
};
static const char *const range_keys[] = { "first", "last", NULL };
static const char *const hex_keys[] = { "hex", "level", "terrain", NULL };
static const char *const side_keys[] = { "between", "features", NULL };

/* A typo in a member name must not silently lose data. */
static gboolean
check_keys (json_object *obj, const char *const *known, const char *where, GError **error)
{
  json_object_object_foreach (obj, key, value)
    {
      (void) value;
      if (!g_strv_contains (known, key))
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s.%s: unknown member"), where, key);
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
load_range (json_object *root, const char *name, int *first, int *last, const char *where,
            GError **error)
{
  json_object *obj = adj_json_member (root, name, json_type_object, where, error);
  if (obj == NULL)
    return FALSE;
  g_autofree char *path = g_strdup_printf ("%s.%s", where, name);
  if (!check_keys (obj, range_keys, path, error)
      || !adj_json_get_int (obj, "first", 0, 99, first, path, error)
      || !adj_json_get_int (obj, "last", 0, 99, last, path, error))
    return FALSE;
  if (*last < *first)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("%s.last: %d is before first (%d)"),
                   path, *last, *first);
      return FALSE;
    }
  return TRUE;
}

static gboolean
load_hex_id (AdjHexMap *map, json_object *value, AdjHex *out, const char *where, GError **error)
{
  if (!json_object_is_type (value, json_type_string))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: expected a hex id string"), where);
      return FALSE;
    }
  if (!adj_hexgrid_parse_hex (&map->grid, json_object_get_string (value), out, error))
    {
      g_prefix_error (error, "%s: ", where);
      return FALSE;
    }
  return TRUE;
}

/* Optional arrays; a missing one is empty. */
static json_object *
optional_array (json_object *root, const char *name, const char *where, GError **error)
{
  json_object *value = NULL;
  if (!json_object_object_get_ex (root, name, &value))
    return NULL;
  return adj_json_member (root, name, json_type_array, where, error);
}

static gboolean
load_hexes (AdjHexMap *map, json_object *root, const char *where, GError **error)
{
  GError *local = NULL;
  json_object *arr = optional_array (root, "hexes", where, &local);
  if (arr == NULL)
    return local ? (g_propagate_error (error, local), FALSE) : TRUE;

  g_autofree guint8 *seen = g_new0 (guint8, MAX (map->size, 1));
  size_t n = json_object_array_length (arr);
  for (size_t i = 0; i < n; i++)
    {
      g_autofree char *at = g_strdup_printf ("%s.hexes[%zu]", where, i);
      g_autofree char *hex_at = g_strdup_printf ("%s.hex", at);
      json_object *item = json_object_array_get_idx (arr, i);
      json_object *id = adj_json_member (item, "hex", json_type_string, at, error);
      AdjHex hex;
      int level = 0;
      AdjTerrain terrain = ADJ_TERRAIN_CLEAR;

      if (id == NULL || !check_keys (item, hex_keys, at, error)
          || !load_hex_id (map, id, &hex, hex_at, error)
          || !adj_json_get_int_opt (item, "level", ADJ_HEXMAP_LEVEL_MIN, ADJ_HEXMAP_LEVEL_MAX,
                                    &level, at, error))
        return FALSE;
      const char *tname = adj_json_get_string_opt (item, "terrain", at, &local);
      if (local != NULL)
        return g_propagate_error (error, local), FALSE;
      if (tname != NULL && !adj_terrain_from_string (tname, &terrain, error))
        return g_prefix_error (error, "%s.terrain: ", at), FALSE;

      int idx = adj_hexmap_index (map, hex);
      if (seen[idx])
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: hex %s is listed twice"),
                       hex_at, json_object_get_string (id));
          return FALSE;
        }
      seen[idx] = 1;
      map->level[idx] = (gint8) level;
      map->terrain[idx] = (guint8) terrain;
    }
  return TRUE;
}

static gboolean
load_features (json_object *item, guint *out, const char *at, GError **error)
{
  json_object *arr = adj_json_member (item, "features", json_type_array, at, error);
  if (arr == NULL)
    return FALSE;
  size_t n = json_object_array_length (arr);
  guint mask = 0;
  if (n == 0)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s.features: lists no feature"), at);
      return FALSE;
    }
  for (size_t k = 0; k < n; k++)
    {
      json_object *f = json_object_array_get_idx (arr, k);
      AdjSideFeature feature;
      if (!json_object_is_type (f, json_type_string))
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s.features[%zu]: expected a string"),
                       at, k);
          return FALSE;
        }
      if (!adj_side_feature_from_string (json_object_get_string (f), &feature, error))
        return g_prefix_error (error, "%s.features[%zu]: ", at, k), FALSE;
      if (mask & feature)
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s.features[%zu]: '%s' is listed twice"),
                       at, k, json_object_get_string (f));
          return FALSE;
        }
      mask |= feature;
    }
  if (!adj_side_features_check (mask, error))
    return g_prefix_error (error, "%s.features: ", at), FALSE;
  *out = mask;
  return TRUE;
}

static gboolean
load_hexsides (AdjHexMap *map, json_object *root, const char *where, GError **error)
{
  GError *local = NULL;
  json_object *arr = optional_array (root, "hexsides", where, &local);
  if (arr == NULL)
    return local ? (g_propagate_error (error, local), FALSE) : TRUE;

  g_autofree guint8 *seen = g_new0 (guint8, MAX (map->size, 1) * 3);
  size_t n = json_object_array_length (arr);
  for (size_t i = 0; i < n; i++)
    {
      g_autofree char *at = g_strdup_printf ("%s.hexsides[%zu]", where, i);
      g_autofree char *between_at = g_strdup_printf ("%s.between", at);
      json_object *item = json_object_array_get_idx (arr, i);
      json_object *pair = adj_json_member (item, "between", json_type_array, at, error);
      AdjHex hex[2];
      guint features = 0;

      if (pair == NULL || !check_keys (item, side_keys, at, error))
        return FALSE;
      if (json_object_array_length (pair) != 2)
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT,
                       _("%s: expected the two hex ids either side of the hexside"), between_at);
          return FALSE;
        }
      for (int k = 0; k < 2; k++)
        {
          g_autofree char *id_at = g_strdup_printf ("%s[%d]", between_at, k);
          if (!load_hex_id (map, json_object_array_get_idx (pair, k), &hex[k], id_at, error))
            return FALSE;
        }
      int dir = adj_hexgrid_direction (&map->grid, hex[0], hex[1]);
      if (dir < 0)
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
                       _("%s: %s and %s are not adjacent, so they share no hexside"), between_at,
                       json_object_get_string (json_object_array_get_idx (pair, 0)),
                       json_object_get_string (json_object_array_get_idx (pair, 1)));
          return FALSE;
        }
      if (!load_features (item, &features, at, error))
        return FALSE;

      guint16 *slot = adj_hexmap_side_slot (map, hex[0], (AdjHexDir) dir);
      guint8 *mark = &seen[slot - map->sides];
      if (*mark)
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT,
                       _("%s: the hexside %s-%s is listed twice"), between_at,
                       json_object_get_string (json_object_array_get_idx (pair, 0)),
                       json_object_get_string (json_object_array_get_idx (pair, 1)));
          return FALSE;
        }
      *mark = 1;
      *slot = (guint16) features;
    }
  return TRUE;
}

static AdjHexMap *
load_map (json_object *root, const char *where, GError **error)
{
  int version = 0, c0, c1, r0, r1;
  AdjColumnShift shift = ADJ_SHIFT_ODD;
  GError *local = NULL;

  if (!json_object_is_type (root, json_type_object))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: expected an object"), where);
      return NULL;
    }
  const char *format = adj_json_get_string (root, "format", where, error);
  if (format == NULL)
    return NULL;
  if (!g_str_equal (format, MAP_FORMAT))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s.format: '%s' is not \"%s\""),
                   where, format, MAP_FORMAT);
      return NULL;
    }
  if (!adj_json_get_version (root, MAP_VERSION, MAP_VERSION, &version, where, error)
      || !check_keys (root, root_keys, where, error))
    return NULL;
  const char *name = adj_json_get_string (root, "name", where, error);
  if (name == NULL)
    return NULL;
  const char *note = adj_json_get_string_opt (root, "note", where, &local);
  const char *shifted = local ? NULL : adj_json_get_string_opt (root, "shifted", where, &local);
  if (local != NULL)
    return g_propagate_error (error, local), NULL;
  if (shifted != NULL && !adj_column_shift_from_string (shifted, &shift, error))
    return g_prefix_error (error, "%s.shifted: ", where), NULL;
  if (!load_range (root, "columns", &c0, &c1, where, error)
      || !load_range (root, "rows", &r0, &r1, where, error))
    return NULL;

  AdjHexGrid grid;
  adj_hexgrid_init (&grid, c0, c1, r0, r1, shift);
  g_autoptr (AdjHexMap) map = adj_hexmap_new (name, &grid);
  adj_hexmap_set_note (map, note);
  if (!load_hexes (map, root, where, error) || !load_hexsides (map, root, where, error))
    return NULL;
  return g_steal_pointer (&map);
}

static AdjHexMap *
map_from_json (json_object *root, const char *what, GError **error)
{
  if (root == NULL)
    return NULL;
  g_autofree char *where = g_strdup_printf ("%s: $", what);
  AdjHexMap *map = load_map (root, where, error);
  json_object_put (root);
  return map;
}

AdjHexMap *
adj_hexmap_load_data (const char *text, gsize len, const char *what, GError **error)
{
  return map_from_json (adj_json_parse (text, len, what, error), what, error);
}

AdjHexMap *
adj_hexmap_load_file (const char *path, GError **error)
{
  g_autofree char *base = g_filename_display_basename (path);
  return map_from_json (adj_json_load_file (path, error), base, error);
}

static json_object *
range_to_json (int first, int last)
{
  json_object *obj = json_object_new_object ();
  json_object_object_add (obj, "first", json_object_new_int (first));
  json_object_object_add (obj, "last", json_object_new_int (last));
  return obj;
}

json_object *
adj_hex_to_json (AdjHex hex)
{
  char id[ADJ_HEX_ID_SIZE];
  return json_object_new_string (adj_hex_format (hex, id));
}

json_object *
adj_hexside_to_json (AdjHex a, AdjHex b)
{
  json_object *pair = json_object_new_array ();
  json_object_array_add (pair, adj_hex_to_json (a));
  json_object_array_add (pair, adj_hex_to_json (b));
  return pair;
}

json_object *
adj_hexmap_to_json (const AdjHexMap *map)
{
  json_object *root = json_object_new_object ();
  json_object *hexes = json_object_new_array ();
  json_object *sides = json_object_new_array ();

  json_object_object_add (root, "format", json_object_new_string (MAP_FORMAT));
  json_object_object_add (root, "version", json_object_new_int (MAP_VERSION));
  json_object_object_add (root, "name", json_object_new_string (map->name));
  if (map->note != NULL)
    json_object_object_add (root, "note", json_object_new_string (map->note));
  json_object_object_add (root, "columns", range_to_json (map->grid.first_col, map->grid.last_col));
  json_object_object_add (root, "rows", range_to_json (map->grid.first_row, map->grid.last_row));
  json_object_object_add (root, "shifted",
                          json_object_new_string (adj_column_shift_to_string (map->grid.shift)));

  /* Index order is column by column, so both lists come out sorted by id. */
  for (guint i = 0; i < map->size; i++)
    {
      AdjHex hex = adj_hexmap_hex_at (map, i);
      if (map->level[i] != 0 || map->terrain[i] != ADJ_TERRAIN_CLEAR)
        {
          json_object *item = json_object_new_object ();
          json_object_object_add (item, "hex", adj_hex_to_json (hex));
          if (map->level[i] != 0)
            json_object_object_add (item, "level", json_object_new_int (map->level[i]));
          if (map->terrain[i] != ADJ_TERRAIN_CLEAR)
            json_object_object_add (item, "terrain", json_object_new_string (
                                        adj_terrain_to_string ((AdjTerrain) map->terrain[i])));
          json_object_array_add (hexes, item);
        }
      for (int d = ADJ_DIR_N; d <= ADJ_DIR_SE; d++)
        {
          guint f = map->sides[i * 3 + (guint) d];
          if (f == 0)
            continue;
          json_object *item = json_object_new_object ();
          json_object *pair = adj_hexside_to_json (hex, adj_hexgrid_neighbour (&map->grid, hex,
                                                                               (AdjHexDir) d));
          json_object *list = json_object_new_array ();
          for (guint b = 0; b < ADJ_SIDE_FEATURES; b++)
            if (f & (1u << b))
              json_object_array_add (list, json_object_new_string (
                                         adj_side_feature_to_string ((AdjSideFeature) (1u << b))));
          json_object_object_add (item, "between", pair);
          json_object_object_add (item, "features", list);
          json_object_array_add (sides, item);
        }
    }
  json_object_object_add (root, "hexes", hexes);
  json_object_object_add (root, "hexsides", sides);
  return root;
}

gboolean
adj_hexmap_save_file (const AdjHexMap *map, const char *path, GError **error)
{
  json_object *root = adj_hexmap_to_json (map);
  gboolean ok = adj_json_save_file (root, path, error);
  json_object_put (root);
  return ok;
}
