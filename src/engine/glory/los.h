/* Line of sight for artillery fire (rules 9.21, 9.4, 9.51).
 *
 * LOS runs from the centre of the firer's hex to the centre of the target's
 * hex over a map (levels, woods, slopes) and the units on it. Which rule
 * applies depends on the firer's and the target's levels (the three cases
 * of 9.4); each intervening hex gets its own verdict, so the app can draw
 * the line hex by hex. Rulings (docs/design.md, docs/map-format.md):
 *  - "halfway or closer to the target": the hex's distance to the target is
 *    not more than its distance to the firer (and the mirror for the firer);
 *  - a line along a hexside touches both hexes; it is blocked if either of
 *    them blocks (9.4, last paragraph);
 *  - a steep or sheer hexside counts with its two vertices: a line through
 *    a vertex passes through every hexside that ends there (9.4 play note);
 *  - a hexside is "closer to the target than the firer" when the distances
 *    of its two hexes to the target add up to less than their distances to
 *    the firer.
 */
#pragma once

#include <glib.h>
#include <json-c/json.h>

#include "core/hexgrid.h"
#include "core/hexmap.h"
#include "glory/loscase.h"

G_BEGIN_DECLS

/* Who holds a hex, as seen from the firing unit. Arrays of these (one byte
 * per hex, adj_hexmap_index order) tell the LOS code where the combat units
 * are; the map itself has none. */
typedef enum {
  ADJ_UNIT_NONE = 0,
  ADJ_UNIT_FRIENDLY = 1, /* friendly to the firer */
  ADJ_UNIT_ENEMY = 2,
} AdjUnitPresence;

const char *adj_unit_presence_to_string (AdjUnitPresence unit);
gboolean    adj_unit_presence_from_string (const char *text, AdjUnitPresence *out, GError **error);

/* Each bullet of 9.4, in the rulebook's order within its case. */
typedef enum {
  ADJ_LOS_OK = 0, /* does not block */
  ADJ_LOS_SAME_HIGHER,
  ADJ_LOS_SAME_WOODS_OR_UNIT,
  ADJ_LOS_DOWN_AS_HIGH,
  ADJ_LOS_DOWN_WOODS_BELOW_FIRER,
  ADJ_LOS_DOWN_WOODS_NEAR_TARGET,
  ADJ_LOS_DOWN_SLOPE,
  ADJ_LOS_UP_AS_HIGH,
  ADJ_LOS_UP_WOODS_BELOW_TARGET,
  ADJ_LOS_UP_WOODS_NEAR_FIRER,
  ADJ_LOS_UP_SLOPE,
} AdjLosRule;
#define ADJ_LOS_RULES 11

/* "9.4 same level: an intervening hex higher than firer and target". */
const char *adj_los_rule_text (AdjLosRule rule);
/* A stable key for translations and scripts: "same-level-higher". */
const char *adj_los_rule_key (AdjLosRule rule);
const char *adj_los_case_to_string (AdjLosCase los_case);

/* One intervening hex and its verdict. */
typedef struct {
  AdjHex hex;
  gboolean on_map;       /* a line along the map's edge may touch a hex off it: never blocks */
  int level;
  AdjTerrain terrain;
  AdjUnitPresence unit;
  int to_firer, to_target; /* hex distances */
  AdjLosRule blocks;       /* the first bullet of its case that this hex meets */
  AdjHex slope_across;     /* for the slope bullets: the hex across that hexside */
  AdjSideFeature slope;    /* ADJ_SIDE_STEEP or ADJ_SIDE_SHEER, or 0 */
  gboolean misguided;      /* 9.51: friendly units adjacent to the target */
} AdjLosHex;

/* One step of the line: one hex, or the two beside a hexside it runs along. */
typedef struct {
  AdjLosHex hex[2];
  guint n;
} AdjLosStep;

typedef struct {
  AdjHex from, to;
  int from_level, to_level;
  int distance;
  AdjLosCase los_case;
  gboolean needed;    /* 9.21: only fire at two hexes or more needs LOS */
  gboolean clear;
  /* When blocked: the first blocking hex from the firer's end. */
  AdjLosRule rule;
  int blocked_step;   /* index into steps, -1 when clear */
  guint blocked_hex;  /* which hex of that step (0 or 1) */
  GArray *steps;      /* AdjLosStep, from the firer to the target */
  GArray *misguided;  /* AdjHex: 9.51 candidates, only when the LOS is clear */
} AdjLosResult;

void adj_los_result_init (AdjLosResult *result);
void adj_los_result_clear (AdjLosResult *result);
/* The blocking hex's verdict, NULL when clear. */
const AdjLosHex *adj_los_result_blocker (const AdjLosResult *result);

/* @units: one AdjUnitPresence byte per map hex, or NULL for an empty map.
 * Fails when FROM or TO is off the map or they are the same hex. @result
 * is initialised either way: release it with adj_los_result_clear. */
gboolean adj_los_trace (const AdjHexMap *map, const guint8 *units, AdjHex from, AdjHex to,
                        AdjLosResult *result, GError **error);

/* Fills @visible (adj_hexmap_size bytes) with 1 for every hex FROM can see
 * and 0 for the rest (FROM itself is 0) and returns how many are visible.
 * Meant for whole-map sweeps: no allocation per line. */
guint adj_los_visible (const AdjHexMap *map, const guint8 *units, AdjHex from, guint8 *visible,
                       GError **error);

/* {"from","to",...,"clear","blocked_by":{...}|null,"steps":[...],"misguided_fire":[...]}
 * (docs/cli.md, `los`). */
json_object *adj_los_result_to_json (const AdjLosResult *result);

G_END_DECLS
