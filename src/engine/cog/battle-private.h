/* The battle's fields, for the loader, the saver and the rest of cog/. */
#pragma once

#include "cog/battle.h"

G_BEGIN_DECLS

struct _AdjCogBattle {
  gatomicrefcount ref;
  char *id, *title, *notes, *hash;
  gboolean invented;
  char *side_names[ADJ_COG_N_SIDES];
  gboolean variable_reinforcements;
  int vp_per_step[ADJ_COG_N_SIDES];

  AdjCogTurn *turns;
  guint n_turns;
  char **entry_hexes;
  guint n_entry_hexes;
  AdjCogFormation *formations;
  guint n_formations;
  AdjCogUnit *units;
  guint n_units;
  AdjCogReinforcement *reinforcements;
  guint n_reinforcements;
  AdjCogCommandMarker *cms;
  guint n_cms;
  AdjCogSpecialMarker *scms;
  guint n_scms;
  AdjCogArtilleryMarker *ams;
  guint n_ams;
  AdjCogVictoryHex *hexes;
  guint n_hexes;

  AdjChart *chart;
  AdjRatio *columns;
  guint n_columns;

  /* id -> index + 1 */
  GHashTable *unit_ids, *formation_ids, *reinforcement_ids, *cm_ids, *scm_ids, *am_ids, *turn_ids, *hex_ids;
};

AdjCogBattle *adj_cog_battle_alloc (void);

/* Row keys of the Combat Chart. */
#define ADJ_COG_ROW_ATTACKER_DRM "attacker_drm"
#define ADJ_COG_ROW_DEFENDER_DRM "defender_drm"
#define ADJ_COG_ROW_LOSS_LIMIT "loss_limit"

G_END_DECLS
