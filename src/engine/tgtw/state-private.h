/* The state's struct, for the files that make and read states. */
#pragma once

#include "tgtw/state.h"

G_BEGIN_DECLS

typedef struct {
  guint8 status;   /* AdjTgtwStatus */
  guint8 flags;    /* ADJ_TGTW_UNIT_* */
  int engaged;     /* unit index, or -1 */
} AdjTgtwUnitState;

typedef struct {
  guint8 status;   /* AdjTgtwLeaderStatus */
  gboolean replaced;  /* a replacement took his place (9.0) */
  int back_turn;   /* wounded: the turn he returns */
  int sector;
} AdjTgtwLeaderState;

typedef struct {
  gboolean decided, rolled;
  int winner, first;
  int die[ADJ_TGTW_N_ARMIES], plus[ADJ_TGTW_N_ARMIES], bonus[ADJ_TGTW_N_ARMIES], total[ADJ_TGTW_N_ARMIES];
  int rerolls;
  int card[ADJ_TGTW_N_ARMIES];
  int attacks[ADJ_TGTW_N_ARMIES];
  gboolean routed[ADJ_TGTW_N_ARMIES];
} AdjTgtwSectorState;

#define ADJ_TGTW_MAX_PENDING 64

struct _AdjTgtwState {
  gatomicrefcount ref;
  AdjTgtwScenario *scenario;
  guint options;
  int procedure;                     /* core/procedure.h: the checks the game follows */
  int turn;
  AdjTgtwPhase phase;
  AdjTgtwSectorState sectors[ADJ_TGTW_MAX_SECTORS];
  int order[ADJ_TGTW_MAX_SECTORS];   /* -1 until every sector is decided */
  guint action_pos, action_second;   /* ACTION: order[action_pos], its first (0) or second (1) army */
  gboolean cards_chosen[ADJ_TGTW_N_ARMIES];
  int tp_spent[ADJ_TGTW_N_ARMIES];
  int result;                        /* OVER: winner army, or -1 for a draw */
  guint n_units, n_leaders, n_pending;
  AdjTgtwUnitState *units;
  AdjTgtwLeaderState *leaders;
  AdjTgtwPending pending[ADJ_TGTW_MAX_PENDING];
};

/* A writable copy (refcount 1) for a move to change. */
AdjTgtwState *adj_tgtw_state_copy (const AdjTgtwState *state);
const AdjTgtwCharts *adj_tgtw_state_charts (const AdjTgtwState *state);
const AdjTgtwUnit   *adj_tgtw_state_unit (const AdjTgtwState *state, guint unit);
const AdjTgtwLeader *adj_tgtw_state_leader (const AdjTgtwState *state, guint leader);
/* 11.0: the card @army plays in @sector this turn, 0 for none. */
int  adj_tgtw_state_card (const AdjTgtwState *state, guint army, guint sector);

/* Whether Next is refused only for what the step still owes that the
 * players may overrule (the Rally and Morale phase's rallies and checks,
 * 3.0 phase 4, 8.0, under the current procedure). */
gboolean adj_tgtw_state_overrulable (const AdjTgtwState *state);

G_END_DECLS
