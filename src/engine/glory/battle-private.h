/* The AdjBattle structure, for the loader and saver (battlejson.c) and the
 * battle accessors (battle.c). Not for the app. */
#pragma once

#include "glory/battle.h"

G_BEGIN_DECLS

struct _AdjBattle {
  gatomicrefcount ref;
  char *id, *title, *notes, *hash;
  AdjBattleSide sides[ADJ_BATTLE_N_SIDES];
  AdjBattleOptions options;
  guint n_commands, n_leaders, n_groups, n_units, n_markers, n_ams, n_draw_rules, n_turns;
  AdjBattleCommand *commands;
  AdjBattleLeader *leaders;
  AdjBattleGroup *groups;
  AdjBattleUnit *units;
  AdjBattleMarker *markers;
  AdjBattleAm *ams;
  AdjBattleDrawRule *draw_rules;
  AdjBattleTurn *turns;
  /* id -> index + 1, one table per kind of thing */
  GHashTable *command_ids, *leader_ids, *group_ids, *unit_ids, *marker_ids, *am_ids, *turn_ids;
};

AdjBattle *adj_battle_alloc (void);
int        adj_battle_lookup (GHashTable *ids, const char *id);

G_END_DECLS
