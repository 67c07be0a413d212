#include "core/hexmap-private.h"

#include <string.h>

#include "core/error.h"
#include "core/i18n.h"

static const char *const terrain_names[ADJ_TERRAIN_KINDS] = { "clear", "woods" };

static const char *const feature_names[ADJ_SIDE_FEATURES] = {
  "steep", "sheer", "stream", "river", "ford", "bridge", "pike", "road", "trail",
};

const char *
adj_terrain_to_string (AdjTerrain terrain)
{
  return (guint) terrain < ADJ_TERRAIN_KINDS ? terrain_names[terrain] : "?";
}

gboolean
adj_terrain_from_string (const char *text, AdjTerrain *out, GError **error)
{
  for (guint i = 0; i < ADJ_TERRAIN_KINDS; i++)
    if (g_strcmp0 (text, terrain_names[i]) == 0)
      {
        *out = (AdjTerrain) i;
        return TRUE;
      }
  g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
               _("'%s' is not a terrain: the series rules know \"clear\" and \"woods\""),
               text ? text : "");
  return FALSE;
}

const char *
adj_side_feature_to_string (AdjSideFeature feature)
{
  for (guint i = 0; i < ADJ_SIDE_FEATURES; i++)
    if ((guint) feature == 1u << i)
      return feature_names[i];
  return NULL;
}

gboolean
adj_side_feature_from_string (const char *text, AdjSideFeature *out, GError **error)
{
  for (guint i = 0; i < ADJ_SIDE_FEATURES; i++)
    if (g_strcmp0 (text, feature_names[i]) == 0)
      {
        *out = (AdjSideFeature) (1u << i);
        return TRUE;
      }
  g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
               _("'%s' is not a hexside feature: steep, sheer, stream, river, ford, bridge, "
               "pike, road or trail"), text ? text : "");
  return FALSE;
}

gboolean
adj_side_features_check (guint f, GError **error)
{
  const guint roads = ADJ_SIDE_PIKE | ADJ_SIDE_ROAD | ADJ_SIDE_TRAIL;
  const char *why = NULL;

  if (f >= 1u << ADJ_SIDE_FEATURES)
    why = _("unknown feature bits");
  else if ((f & ADJ_SIDE_SLOPE) == ADJ_SIDE_SLOPE)
    why = _("a slope is steep or sheer, not both");
  else if ((f & ADJ_SIDE_STREAM) && (f & ADJ_SIDE_RIVER))
    why = _("water is a stream or a river, not both");
  else if ((f & (ADJ_SIDE_FORD | ADJ_SIDE_BRIDGE)) && !(f & (ADJ_SIDE_STREAM | ADJ_SIDE_RIVER)))
    why = _("a ford or bridge needs a stream or river on the same hexside (6.24)");
  else if ((f & ADJ_SIDE_FORD) && (f & ADJ_SIDE_BRIDGE))
    why = _("a crossing is a ford or a bridge, not both");
  else if (((f & roads) & ((f & roads) - 1)) != 0)
    why = _("one of pike, road or trail per hexside");
  if (why == NULL)
    return TRUE;
  g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, "%s", why);
  return FALSE;
}

AdjHexMap *
adj_hexmap_new (const char *name, const AdjHexGrid *grid)
{
  AdjHexMap *map = g_new0 (AdjHexMap, 1);
  guint size = adj_hexgrid_size (grid);

  g_atomic_ref_count_init (&map->ref);
  map->name = g_strdup (name ? name : "");
  map->grid = *grid;
  map->height = size ? (guint) (grid->last_row - grid->first_row + 1) : 0;
  map->size = size;
  map->level = g_new0 (gint8, MAX (size, 1));
  map->terrain = g_new0 (guint8, MAX (size, 1));
  map->sides = g_new0 (guint16, MAX (size, 1) * 3);
  return map;
}

AdjHexMap *
adj_hexmap_ref (AdjHexMap *map)
{
  g_atomic_ref_count_inc (&map->ref);
  return map;
}

void
adj_hexmap_unref (AdjHexMap *map)
{
  if (map == NULL || !g_atomic_ref_count_dec (&map->ref))
    return;
  g_free (map->name);
  g_free (map->note);
  g_free (map->level);
  g_free (map->terrain);
  g_free (map->sides);
  g_free (map);
}

gboolean
adj_hexmap_equal (const AdjHexMap *a, const AdjHexMap *b)
{
  return memcmp (&a->grid, &b->grid, sizeof a->grid) == 0
         && g_strcmp0 (a->name, b->name) == 0 && g_strcmp0 (a->note, b->note) == 0
         && memcmp (a->level, b->level, a->size) == 0
         && memcmp (a->terrain, b->terrain, a->size) == 0
         && memcmp (a->sides, b->sides, a->size * 3 * sizeof (guint16)) == 0;
}

const char *adj_hexmap_get_name (const AdjHexMap *map) { return map->name; }
const char *adj_hexmap_get_note (const AdjHexMap *map) { return map->note; }
const AdjHexGrid *adj_hexmap_get_grid (const AdjHexMap *map) { return &map->grid; }
guint adj_hexmap_size (const AdjHexMap *map) { return map->size; }

void
adj_hexmap_set_name (AdjHexMap *map, const char *name)
{
  g_free (map->name);
  map->name = g_strdup (name ? name : "");
}

void
adj_hexmap_set_note (AdjHexMap *map, const char *note)
{
  g_free (map->note);
  map->note = g_strdup (note);
}

int
adj_hexmap_index (const AdjHexMap *map, AdjHex hex)
{
  if (!adj_hexgrid_contains (&map->grid, hex))
    return -1;
  return (hex.col - map->grid.first_col) * (int) map->height + (hex.row - map->grid.first_row);
}

AdjHex
adj_hexmap_hex_at (const AdjHexMap *map, guint index)
{
  AdjHex hex = { -1, -1 };
  g_return_val_if_fail (index < map->size, hex);
  hex.col = map->grid.first_col + (int) (index / map->height);
  hex.row = map->grid.first_row + (int) (index % map->height);
  return hex;
}

int
adj_hexmap_level_at (const AdjHexMap *map, guint index)
{
  g_return_val_if_fail (index < map->size, 0);
  return map->level[index];
}

AdjTerrain
adj_hexmap_terrain_at (const AdjHexMap *map, guint index)
{
  g_return_val_if_fail (index < map->size, ADJ_TERRAIN_CLEAR);
  return (AdjTerrain) map->terrain[index];
}

int
adj_hexmap_get_level (const AdjHexMap *map, AdjHex hex)
{
  int i = adj_hexmap_index (map, hex);
  return i < 0 ? 0 : map->level[i];
}

AdjTerrain
adj_hexmap_get_terrain (const AdjHexMap *map, AdjHex hex)
{
  int i = adj_hexmap_index (map, hex);
  return i < 0 ? ADJ_TERRAIN_CLEAR : (AdjTerrain) map->terrain[i];
}

static int
index_or_error (const AdjHexMap *map, AdjHex hex, GError **error)
{
  return adj_hexgrid_check (&map->grid, hex, error) ? adj_hexmap_index (map, hex) : -1;
}

gboolean
adj_hexmap_set_level (AdjHexMap *map, AdjHex hex, int level, GError **error)
{
  int i = index_or_error (map, hex, error);
  if (i < 0)
    return FALSE;
  if (level < ADJ_HEXMAP_LEVEL_MIN || level > ADJ_HEXMAP_LEVEL_MAX)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
                   _("level %d is outside %d..%d"), level, ADJ_HEXMAP_LEVEL_MIN, ADJ_HEXMAP_LEVEL_MAX);
      return FALSE;
    }
  map->level[i] = (gint8) level;
  return TRUE;
}

gboolean
adj_hexmap_set_terrain (AdjHexMap *map, AdjHex hex, AdjTerrain terrain, GError **error)
{
  int i = index_or_error (map, hex, error);
  if (i < 0)
    return FALSE;
  if ((guint) terrain >= ADJ_TERRAIN_KINDS)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("unknown terrain %d"), (int) terrain);
      return FALSE;
    }
  map->terrain[i] = (guint8) terrain;
  return TRUE;
}

guint16 *
adj_hexmap_side_slot (const AdjHexMap *map, AdjHex hex, AdjHexDir dir)
{
  /* The hex owns its N, NE and SE hexsides; S, SW and NW are the N, NE and
   * SE hexsides of the hex across. */
  AdjHex across = adj_hexgrid_neighbour (&map->grid, hex, dir);
  if (!adj_hexgrid_contains (&map->grid, hex) || !adj_hexgrid_contains (&map->grid, across))
    return NULL;
  if (dir >= ADJ_DIR_S)
    {
      hex = across;
      dir = (AdjHexDir) (dir - ADJ_DIR_S);
    }
  return &map->sides[adj_hexmap_index (map, hex) * 3 + (int) dir];
}

guint
adj_hexmap_get_side (const AdjHexMap *map, AdjHex hex, AdjHexDir dir)
{
  if ((guint) dir >= ADJ_HEX_DIRS || !adj_hexgrid_contains (&map->grid, hex))
    return 0;
  const guint16 *slot = adj_hexmap_side_slot (map, hex, dir);
  return slot ? *slot : 0;
}

guint
adj_hexmap_get_hexside (const AdjHexMap *map, AdjHex a, AdjHex b)
{
  int dir = adj_hexgrid_direction (&map->grid, a, b);
  return dir < 0 ? 0 : adj_hexmap_get_side (map, a, (AdjHexDir) dir);
}

gboolean
adj_hexmap_set_hexside (AdjHexMap *map, AdjHex a, AdjHex b, guint features, GError **error)
{
  if (index_or_error (map, a, error) < 0 || index_or_error (map, b, error) < 0)
    return FALSE;
  int dir = adj_hexgrid_direction (&map->grid, a, b);
  if (dir < 0)
    {
      char ia[ADJ_HEX_ID_SIZE], ib[ADJ_HEX_ID_SIZE];
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
                   _("hexes %s and %s are not adjacent, so they share no hexside"),
                   adj_hex_format (a, ia), adj_hex_format (b, ib));
      return FALSE;
    }
  if (!adj_side_features_check (features, error))
    return FALSE;
  *adj_hexmap_side_slot (map, a, (AdjHexDir) dir) = (guint16) features;
  return TRUE;
}
