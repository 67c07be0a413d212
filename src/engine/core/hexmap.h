/* A battle map: the hex grid with each hex's elevation level and terrain,
 * and the features of each hexside (docs/map-format.md).
 *
 * Stored densely over the grid: one level and one terrain byte per hex, and
 * one feature mask for each hex's N, NE and SE hexsides (its other three
 * belong to the neighbours). Units are not part of the map: they come from
 * a game and are passed to the calculators that need them (9.4 LOS).
 */
#pragma once

#include <glib.h>
#include <json-c/json.h>

#include "core/hexgrid.h"

G_BEGIN_DECLS

/* Elevation levels a map may use: wider than any Glory battle needs. */
#define ADJ_HEXMAP_LEVEL_MIN (-9)
#define ADJ_HEXMAP_LEVEL_MAX 99

/* Hex terrain the series rules name (9.4, 10.25, 10.4, 6.23): the battle's own
 * Terrain Effects Chart says what each costs. */
typedef enum {
  ADJ_TERRAIN_CLEAR = 0,
  ADJ_TERRAIN_WOODS,
} AdjTerrain;
#define ADJ_TERRAIN_KINDS 2

/* Hexside features, a bit mask. */
typedef enum {
  ADJ_SIDE_STEEP = 1 << 0,  /* steep slope (9.4) */
  ADJ_SIDE_SHEER = 1 << 1,  /* sheer slope (9.4) */
  ADJ_SIDE_STREAM = 1 << 2, /* stream or creek (6.24, 10.42) */
  ADJ_SIDE_RIVER = 1 << 3,  /* uncrossable river (6.24) */
  ADJ_SIDE_FORD = 1 << 4,   /* crosses a stream or river (6.24, 10.44) */
  ADJ_SIDE_BRIDGE = 1 << 5, /* crosses a stream or river (6.24) */
  ADJ_SIDE_PIKE = 1 << 6,   /* a pike runs across this hexside (6.22) */
  ADJ_SIDE_ROAD = 1 << 7,   /* a road runs across this hexside (6.22) */
  ADJ_SIDE_TRAIL = 1 << 8,  /* a trail runs across this hexside (6.22, 6.23) */
} AdjSideFeature;
#define ADJ_SIDE_FEATURES 9
#define ADJ_SIDE_SLOPE (ADJ_SIDE_STEEP | ADJ_SIDE_SHEER)

typedef struct _AdjHexMap AdjHexMap;

const char *adj_terrain_to_string (AdjTerrain terrain);
gboolean    adj_terrain_from_string (const char *text, AdjTerrain *out, GError **error);
/* The name of one feature bit ("steep", "ford", ...), NULL for anything else. */
const char *adj_side_feature_to_string (AdjSideFeature feature);
gboolean    adj_side_feature_from_string (const char *text, AdjSideFeature *out, GError **error);
/* Refuses masks that make no sense: steep and sheer together, a stream that
 * is also a river, a ford or bridge with no water, two road kinds. */
gboolean    adj_side_features_check (guint features, GError **error);

/* A map where every hex is clear at level 0 and no hexside has a feature. */
AdjHexMap  *adj_hexmap_new (const char *name, const AdjHexGrid *grid);
AdjHexMap  *adj_hexmap_ref (AdjHexMap *map);
void        adj_hexmap_unref (AdjHexMap *map);
gboolean    adj_hexmap_equal (const AdjHexMap *a, const AdjHexMap *b);

const char       *adj_hexmap_get_name (const AdjHexMap *map);
void              adj_hexmap_set_name (AdjHexMap *map, const char *name);
/* Free text kept with the map, e.g. where its data comes from; may be NULL. */
const char       *adj_hexmap_get_note (const AdjHexMap *map);
void              adj_hexmap_set_note (AdjHexMap *map, const char *note);
const AdjHexGrid *adj_hexmap_get_grid (const AdjHexMap *map);
guint             adj_hexmap_size (const AdjHexMap *map);

/* Dense index of a hex (0..size-1, column by column), -1 when off the map.
 * Arrays that go with a map (units, visibility) use this order. */
int    adj_hexmap_index (const AdjHexMap *map, AdjHex hex);
AdjHex adj_hexmap_hex_at (const AdjHexMap *map, guint index);

/* By dense index (0..size-1), for loops over the whole map. */
int        adj_hexmap_level_at (const AdjHexMap *map, guint index);
AdjTerrain adj_hexmap_terrain_at (const AdjHexMap *map, guint index);

/* Off-map hexes read as level 0, clear. */
int        adj_hexmap_get_level (const AdjHexMap *map, AdjHex hex);
AdjTerrain adj_hexmap_get_terrain (const AdjHexMap *map, AdjHex hex);
gboolean   adj_hexmap_set_level (AdjHexMap *map, AdjHex hex, int level, GError **error);
gboolean   adj_hexmap_set_terrain (AdjHexMap *map, AdjHex hex, AdjTerrain terrain, GError **error);

/* The features of the hexside of @hex across @dir (0 when the hex across is
 * off the map), and of the hexside between two hexes (0 when not adjacent). */
guint    adj_hexmap_get_side (const AdjHexMap *map, AdjHex hex, AdjHexDir dir);
guint    adj_hexmap_get_hexside (const AdjHexMap *map, AdjHex a, AdjHex b);
/* Both hexes must be on the map and adjacent; @features must pass
 * adj_side_features_check. Replaces what the hexside had. */
gboolean adj_hexmap_set_hexside (AdjHexMap *map, AdjHex a, AdjHex b, guint features,
                                 GError **error);

/* A hex id as a JSON string ("2312"), and a hexside as the array of its
 * two hex ids, as every Adjutant JSON format writes them. */
json_object *adj_hex_to_json (AdjHex hex);
json_object *adj_hexside_to_json (AdjHex a, AdjHex b);

/* The "adjutant-map" file format, version 1. Loading checks everything and
 * names file, JSON path and reason in its errors; saving is atomic and
 * writes only what differs from the defaults, sorted, so a save of a loaded
 * file round-trips. */
AdjHexMap   *adj_hexmap_load_data (const char *text, gsize len, const char *what, GError **error);
AdjHexMap   *adj_hexmap_load_file (const char *path, GError **error);
json_object *adj_hexmap_to_json (const AdjHexMap *map);
gboolean     adj_hexmap_save_file (const AdjHexMap *map, const char *path, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjHexMap, adj_hexmap_unref)

G_END_DECLS
