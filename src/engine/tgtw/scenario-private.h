/* The scenario's struct, for its loader and saver. */
#pragma once

#include "tgtw/scenario.h"

G_BEGIN_DECLS

#define ADJ_TGTW_MORALE_LETTERS 26

struct _AdjTgtwScenario {
  gatomicrefcount ref;
  char *id, *title, *notes, *hash;
  AdjTgtwCharts *charts;
  AdjTgtwSector sectors[ADJ_TGTW_MAX_SECTORS];
  guint n_sectors;
  int morale[ADJ_TGTW_MORALE_LETTERS];     /* by letter; 0 = not in the table */
  AdjTgtwArmy armies[ADJ_TGTW_N_ARMIES];
  GArray *units;                           /* AdjTgtwUnit, army 0's first */
  GArray *leaders;                         /* AdjTgtwLeader */
  GHashTable *unit_ids, *leader_ids;       /* id -> index + 1 */
};

AdjTgtwScenario *adj_tgtw_scenario_alloc (void);
/* 9.0: a 0-star stand-in for every leader the scenario lists, after them, so that the listed leaders keep their
 * indexes and the scenario's text and hash stay as written. */
void adj_tgtw_scenario_add_successors (AdjTgtwScenario *scenario);

G_END_DECLS
