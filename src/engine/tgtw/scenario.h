/* A scenario of The Glory that Was: the battlefield's sectors, the
 * scenario's morale letters and their numbers, and both armies with their
 * rout levels, tactical points, leaders and units (docs/tgtw.md, the
 * "adjutant-tgtw-scenario" format). Loaded whole or not at all, then
 * shared read-only by every state of a game. */
#pragma once

#include <glib.h>
#include <json-c/json.h>

#include "tgtw/charts.h"

G_BEGIN_DECLS

#define ADJ_TGTW_SCENARIO_FORMAT "adjutant-tgtw-scenario"
#define ADJ_TGTW_SCENARIO_VERSION 1
#define ADJ_TGTW_MAX_UNITS 1000    /* per army */
#define ADJ_TGTW_MAX_LEADERS 100   /* per army */

typedef struct {
  char *id, *name;
} AdjTgtwSector;

typedef struct {
  char *id, *name;
  int rout_level;                              /* 10.0 */
  int tactical_points;                         /* 12.0 */
  int sector_rout[ADJ_TGTW_MAX_SECTORS];       /* 13.0, or -1 when the scenario gives none */
} AdjTgtwArmy;

typedef struct {
  char *id, *name;
  int army;
  int sector;                 /* the sector he commands (4.0, 9.0) */
  int stars;                  /* 0..3 */
  int initiative;             /* bonus 0..5 */
  int mct2_shift;             /* 0..6 */
  int dice;                   /* 1..6 */
  gboolean rally;             /* the black dot */
  int morale;                 /* the scenario's morale modifier: the rules print none */
  AdjTgtwUnitType moves_as;   /* LI or LC (9.0) */
  gboolean replacement;       /* enters only to replace a lost leader (9.0) */
  int successor_of;           /* -1, or the leader this 0-star stand-in may replace (9.0): made by
                               * the loader for every leader, never written back (docs/tgtw.md) */
} AdjTgtwLeader;

typedef struct {
  char *id, *name;
  int army, sector;
  AdjTgtwUnitType type;
  int strength;               /* 1..99 */
  char morale_class;          /* 'A'..'Z' */
  int morale;                 /* the scenario's number for it */
  int weapon;                 /* AdjTgtwWeapon, or -1 */
  int formation;              /* TDT row, or -1 */
  gboolean skirmisher_exempt; /* 5.0 */
} AdjTgtwUnit;

typedef struct _AdjTgtwScenario AdjTgtwScenario;

/* @where prefixes errors ("scenario.json: $"). */
AdjTgtwScenario *adj_tgtw_scenario_from_json (json_object *root, const char *where, GError **error);
AdjTgtwScenario *adj_tgtw_scenario_load_data (const char *text, gsize len, const char *what, GError **error);
AdjTgtwScenario *adj_tgtw_scenario_load_file (const char *path, GError **error);
/* Canonical: the same scenario always gives the same text (its hash). */
json_object     *adj_tgtw_scenario_to_json (const AdjTgtwScenario *scenario);
AdjTgtwScenario *adj_tgtw_scenario_ref (AdjTgtwScenario *scenario);
void             adj_tgtw_scenario_unref (AdjTgtwScenario *scenario);

const char      *adj_tgtw_scenario_get_id (const AdjTgtwScenario *scenario);
const char      *adj_tgtw_scenario_get_title (const AdjTgtwScenario *scenario);
const char      *adj_tgtw_scenario_get_notes (const AdjTgtwScenario *scenario);
const char      *adj_tgtw_scenario_get_hash (const AdjTgtwScenario *scenario);
/* The printed tables every calculation of this game reads. */
const AdjTgtwCharts *adj_tgtw_scenario_get_charts (const AdjTgtwScenario *scenario);

guint                adj_tgtw_scenario_n_sectors (const AdjTgtwScenario *scenario);
const AdjTgtwSector *adj_tgtw_scenario_sector (const AdjTgtwScenario *scenario, guint i);
const AdjTgtwArmy   *adj_tgtw_scenario_army (const AdjTgtwScenario *scenario, guint i);
guint                adj_tgtw_scenario_n_units (const AdjTgtwScenario *scenario);
const AdjTgtwUnit   *adj_tgtw_scenario_unit (const AdjTgtwScenario *scenario, guint i);
guint                adj_tgtw_scenario_n_leaders (const AdjTgtwScenario *scenario);
const AdjTgtwLeader *adj_tgtw_scenario_leader (const AdjTgtwScenario *scenario, guint i);
/* The number a morale letter stands for, or 0 when the scenario has none. */
int                  adj_tgtw_scenario_morale_number (const AdjTgtwScenario *scenario, char letter);

/* Index by id, or -1. */
int adj_tgtw_scenario_find_army (const AdjTgtwScenario *scenario, const char *id);
int adj_tgtw_scenario_find_sector (const AdjTgtwScenario *scenario, const char *id);
int adj_tgtw_scenario_find_unit (const AdjTgtwScenario *scenario, const char *id);
int adj_tgtw_scenario_find_leader (const AdjTgtwScenario *scenario, const char *id);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjTgtwScenario, adj_tgtw_scenario_unref)

G_END_DECLS
