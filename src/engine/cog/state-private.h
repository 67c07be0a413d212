/* The state's fields and the helpers the move files share. */
#pragma once

#include "cog/battle-private.h"
#include "cog/combat.h"
#include "cog/jsonread.h"
#include "core/error.h"
#include "cog/move.h"
#include "cog/state.h"

G_BEGIN_DECLS

typedef struct {
  guint8 turn;          /* the turn it now arrives on (may pass the last) */
  guint8 fixed;         /* advanced or delayed: no more rolls (9.3, 9.4) */
  guint8 early_roll, variable_roll, entry_roll;
  guint8 arrived;
  gint8 entry;          /* entry hex index once placed */
} CogGroup;

typedef struct {
  guint8 status;        /* AdjCogMarkerStatus */
  gint16 arrived_turn;  /* -1: in play from the start */
} CogMarker;

/* A result a combat left to apply (12.9.5, 12.9.6, 12.10.5). */
typedef enum {
  COG_PENDING_STEP_LOSS,
  COG_PENDING_ELIMINATION,
} CogPendingKind;

typedef struct {
  guint16 unit;
  guint8 kind;
  gint8 retreat;        /* hexes, for the journal and the app */
} CogPending;

#define COG_MAX_PENDING (3 * ADJ_COG_MAX_COMBAT_UNITS)

/* Per-unit flags of the current activation. */
enum {
  COG_UNIT_ATTACKED = 1 << 0,   /* attacked in this Combat Action or SCM activation (12.3) */
  COG_UNIT_DEFENDED = 1 << 1,   /* was attacked in it (12.3) */
  COG_UNIT_RETREATED = 1 << 2,  /* retreated in it (12.10.5; 12.10 eliminations) */
  COG_UNIT_RETREAT_STEP = 1 << 3, /* lost its step in this Retreat Phase (6.3.4) */
};

struct _AdjCogState {
  gatomicrefcount ref;
  AdjCogBattle *battle;
  gboolean historical_entry, hidden_artillery;
  int procedure;            /* the game's procedure level (core/procedure.h) */

  guint turn;
  AdjCogStep step;

  guint8 *unit_steps;       /* current steps, 0 once eliminated */
  guint8 *unit_status;      /* AdjCogUnitStatus */
  guint8 *unit_flags;
  CogGroup *groups;
  CogMarker *cms;
  CogMarker *scms;
  guint8 *scm_roll;         /* this turn's availability roll, 0 if none */
  guint8 *ams;              /* AdjCogAmStatus */
  gint8 *ma;                /* per formation: this turn's allowance, -1 */
  guint8 *ma_roll;          /* the natural roll that gave it */
  guint8 *rolled;           /* per formation: rolled in this activation */
  guint8 *replaced;         /* per formation: took its replacement this night (9.6) */
  gint8 *control;           /* per victory hex: side, -1 */
  /* The Combat Chart in force, row by row (3 x the battle's columns): the
   * battle's cells, with the blank ones the players typed in this game. */
  AdjChartCell *chart;

  /* Operational Phase. */
  int active;               /* marker index, -1 */
  gboolean active_special;  /* an SCM */
  guint draws;              /* markers drawn this turn */
  gboolean combat_action_used[ADJ_COG_N_SIDES];
  gboolean combat_action_now; /* declared in this activation */
  int withheld[ADJ_COG_N_SIDES]; /* CM withheld this night, -1 */

  CogPending pending[COG_MAX_PENDING];
  guint n_pending;

  int steps_lost[ADJ_COG_N_SIDES];   /* by the side that lost them */
  int vp_extra[ADJ_COG_N_SIDES];     /* the battle book's other VPs, typed */
  int automatic_victory;             /* side, -1 */
};

/* A fresh copy to change (the move files' only way to make a state). */
AdjCogState *adj_cog_state_copy (const AdjCogState *s);
const AdjCogTurn *adj_cog_state_turn_info (const AdjCogState *s);

/* Refusals name the rule: "9.3: ...". */
#define adj_cog_refuse(error, ...) adj_cog_json_fail ((error), ADJ_ERROR_INVALID, __VA_ARGS__)

/* The units of @formation that need a Command Track roll: on the map and
 * infantry (cavalry has its printed allowance, 3.2.5). */
gboolean adj_cog_formation_needs_roll (const AdjCogState *s, guint formation);
/* Every formation a marker commands is destroyed (6.3.3). */
gboolean adj_cog_marker_destroyed (const AdjCogState *s, const guint *formations, guint n);
/* The formations the active marker commands. */
const guint *adj_cog_state_active_formations (const AdjCogState *s, guint *n);
/* A die roll a move carries: from its seed when it has one (checked). */
gboolean adj_cog_move_check_roll (const AdjCogMove *m, GError **error);

/* The moves of each part of the turn: return a new state or NULL with
 * @error naming the rule. */
AdjCogState *adj_cog_apply_next (const AdjCogState *s, const AdjCogMove *m, GError **error);
AdjCogState *adj_cog_apply_reinforcement (const AdjCogState *s, const AdjCogMove *m, GError **error);
AdjCogState *adj_cog_apply_cups (const AdjCogState *s, const AdjCogMove *m, GError **error);
AdjCogState *adj_cog_apply_activation (const AdjCogState *s, const AdjCogMove *m, GError **error);
AdjCogState *adj_cog_apply_combat (const AdjCogState *s, const AdjCogMove *m, GError **error);
AdjCogState *adj_cog_apply_replacement (const AdjCogState *s, const AdjCogMove *m, GError **error);
AdjCogState *adj_cog_apply_losses (const AdjCogState *s, const AdjCogMove *m, GError **error);
AdjCogState *adj_cog_apply_victory (const AdjCogState *s, const AdjCogMove *m, GError **error);
AdjCogState *adj_cog_apply_chart (const AdjCogState *s, const AdjCogMove *m, GError **error);
/* The battle's chart cells, to start a game with (chartmove.c). */
void adj_cog_state_init_chart (AdjCogState *s);

/* Starts turn @turn: clears what lasts a turn, then its first step. */
void adj_cog_begin_turn (AdjCogState *s, guint turn);
/* What a reinforcement still needs rolled this turn (reinforce.c). */
typedef enum { COG_ROLL_NONE, COG_ROLL_VARIABLE, COG_ROLL_ENTRY } CogRollNeed;
CogRollNeed adj_cog_group_needs (const AdjCogState *s, guint r);
AdjCogSide adj_cog_group_side (const AdjCogState *s, guint r);
/* Where it goes (listed or alternate Entry Hex, 9.2) or, placed, is. */
guint adj_cog_group_entry (const AdjCogState *s, guint r);
/* How many AMs the cup holds now and how many are drawn (6.3.2). */
guint adj_cog_am_cup (const AdjCogState *s, guint *cup, guint *own_count, AdjCogSide side);
/* Arrivals at the Place step (reinforce.c); markers coming on this turn. */
void adj_cog_arrive (AdjCogState *s);
/* Sets up the CM cup at the start of the Operational Phase (cups.c). */
void adj_cog_fill_cup (AdjCogState *s);
/* Steps lost (+) or given back (-) by @unit's side. */
void adj_cog_count_steps (AdjCogState *s, guint unit, int steps);

G_END_DECLS
