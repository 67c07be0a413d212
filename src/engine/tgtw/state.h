/* The state of a game of The Glory that Was (docs/tgtw.md, "The tracker").
 *
 * Immutable: a move makes a new state (move.h). It knows the turn and its
 * six phases (3.0), each sector's initiative and the order of sectors
 * (4.0), the tactical cards (11.0, kept hidden until both armies have
 * chosen), the tactical points spent (12.0), every unit's and leader's
 * state, the checks a combat result still owes (8.0, 9.0), and who routs
 * at the Victory Check (10.0, 13.0). The queries below are what the
 * app's pages show.
 */
#pragma once

#include <glib.h>
#include <json-c/json.h>

#include "tgtw/morale.h"
#include "tgtw/scenario.h"

G_BEGIN_DECLS

typedef enum {
  ADJ_TGTW_PHASE_INITIATIVE,   /* 1 */
  ADJ_TGTW_PHASE_MISSILE_1,    /* 2 */
  ADJ_TGTW_PHASE_ACTION,       /* 3 */
  ADJ_TGTW_PHASE_RALLY,        /* 4 */
  ADJ_TGTW_PHASE_MISSILE_2,    /* 5 */
  ADJ_TGTW_PHASE_VICTORY,      /* 6 */
  ADJ_TGTW_PHASE_OVER,         /* an army has routed (10.0) */
} AdjTgtwPhase;

const char *adj_tgtw_phase_to_string (AdjTgtwPhase phase);  /* "action" */
const char *adj_tgtw_phase_name (AdjTgtwPhase phase);       /* "Action Phase", translated */

/* The optional rules a game uses (the ruleset's switches). */
typedef enum {
  ADJ_TGTW_OPTION_CARDS = 1 << 0,              /* 11.0 tactical cards */
  ADJ_TGTW_OPTION_POINTS = 1 << 1,             /* 12.0 tactical points */
  ADJ_TGTW_OPTION_TDT = 1 << 2,                /* 5.2 */
  ADJ_TGTW_OPTION_TYPE_DIFFERENTIAL = 1 << 3,  /* the MCT1 tactical differential */
} AdjTgtwOptions;

#define ADJ_TGTW_ALL_OPTIONS 0xfu

/* Where the Initiative phase stands. */
typedef enum {
  ADJ_TGTW_INIT_ROLLS,   /* a sector still needs its rolls (or a re-roll) */
  ADJ_TGTW_INIT_FIRST,   /* a sector's winner still picks who acts first */
  ADJ_TGTW_INIT_CARDS,   /* an army still chooses its tactical cards */
  ADJ_TGTW_INIT_DONE,
} AdjTgtwInitStep;

/* Unit flags for this turn. */
enum {
  ADJ_TGTW_UNIT_ATTACKED = 1 << 0,  /* made its melee attack (7.0) */
  ADJ_TGTW_UNIT_DEFENDED = 1 << 1,  /* was attacked in melee (7.0) */
  ADJ_TGTW_UNIT_FIRED = 1 << 2,     /* fired in this missile phase */
  ADJ_TGTW_UNIT_READY = 1 << 3,     /* ordered when this missile phase began (3.0) */
  ADJ_TGTW_UNIT_CHECKED = 1 << 4,   /* took its Rally-phase check (8.0) */
};

typedef enum {
  ADJ_TGTW_PENDING_MORALE,    /* a unit hit by R checks morale (5.3, 7.0, 8.0) */
  ADJ_TGTW_PENDING_CASUALTY,  /* a leader stacked on a unit hit rolls (9.0) */
} AdjTgtwPendingKind;

typedef struct {
  AdjTgtwPendingKind kind;
  int index;                      /* the unit, or the leader */
  gboolean missile;               /* CASUALTY: missile combat (9.0) */
  AdjTgtwCasualtyColumn column;   /* CASUALTY: what his unit suffered */
  int stacked;                    /* MORALE: a leader of its army the combat named stacked with it, or -1 */
} AdjTgtwPending;

/* One sector's standing this turn. */
typedef struct {
  gboolean decided;       /* initiative decided */
  int winner;             /* army, or -1 */
  int first;              /* army that acts first (the winner's choice), or -1 */
  int die[ADJ_TGTW_N_ARMIES], bonus[ADJ_TGTW_N_ARMIES], plus[ADJ_TGTW_N_ARMIES], total[ADJ_TGTW_N_ARMIES];
  gboolean rolled;        /* die/total hold the last rolls */
  int rerolls;            /* ties with equal bonuses rolled again (4.0) */
  int position;           /* in the Action phase's order, 0 first; -1 until all are decided */
  int card[ADJ_TGTW_N_ARMIES];     /* 11.0: 0 = none or still hidden (see cards_revealed) */
  int attacks[ADJ_TGTW_N_ARMIES];  /* melee attacks made this turn */
  gboolean routed[ADJ_TGTW_N_ARMIES];  /* 13.0 */
  int active_leader[ADJ_TGTW_N_ARMIES]; /* 9.0, or -1 */
} AdjTgtwSectorStanding;

/* An army's or a sector's morale losses (10.0) as the Victory Check
 * counts them now. */
typedef struct {
  int eliminated, routed, disordered;  /* points from units */
  int leaders;                         /* points from leaders wounded, captured, killed */
  int total;
  int rout_level;                      /* with this turn's card for a sector (13.0); -1: none */
  gboolean reached;                    /* total >= rout_level */
} AdjTgtwTally;

typedef struct _AdjTgtwState AdjTgtwState;

/* A new game follows today's procedure (core/procedure.h). */
AdjTgtwState    *adj_tgtw_state_new (AdjTgtwScenario *scenario, guint options);
/* The same under the procedure level @procedure (ADJ_PROCEDURE_FIRST:
 * as games saved before the steps' obligations were checked). */
AdjTgtwState    *adj_tgtw_state_new_at (AdjTgtwScenario *scenario, guint options, int procedure);
int              adj_tgtw_state_get_procedure (const AdjTgtwState *state);
AdjTgtwState    *adj_tgtw_state_ref (AdjTgtwState *state);
void             adj_tgtw_state_unref (AdjTgtwState *state);
gboolean         adj_tgtw_state_equal (const AdjTgtwState *a, const AdjTgtwState *b);

AdjTgtwScenario *adj_tgtw_state_get_scenario (const AdjTgtwState *state);
guint            adj_tgtw_state_get_options (const AdjTgtwState *state);
int              adj_tgtw_state_get_turn (const AdjTgtwState *state);
AdjTgtwPhase     adj_tgtw_state_get_phase (const AdjTgtwState *state);
AdjTgtwInitStep  adj_tgtw_state_init_step (const AdjTgtwState *state);

AdjTgtwStatus    adj_tgtw_state_unit_status (const AdjTgtwState *state, guint unit);
guint            adj_tgtw_state_unit_flags (const AdjTgtwState *state, guint unit);
/* The unit it is engaged with (7.0 Eng.), or -1. */
int              adj_tgtw_state_unit_engaged (const AdjTgtwState *state, guint unit);
AdjTgtwLeaderStatus adj_tgtw_state_leader_status (const AdjTgtwState *state, guint leader);
/* A wounded leader's turn of return (9.0), else 0. */
int              adj_tgtw_state_leader_back_turn (const AdjTgtwState *state, guint leader);
/* The sector he commands now (a replacement takes his predecessor's). */
int              adj_tgtw_state_leader_sector (const AdjTgtwState *state, guint leader);
/* 9.0, ruling 23: whether @in may take the place of the lost leader @out
 * now; FALSE with the rule in @error if not. */
gboolean         adj_tgtw_state_may_replace (const AdjTgtwState *state, guint in, guint out, GError **error);
/* 9.0, ruling 23: the 0-star stand-in who may replace @out now, or -1. */
int              adj_tgtw_state_stand_in (const AdjTgtwState *state, guint out);
/* Whether @leader is a 0-star stand-in still waiting: no view lists him. */
gboolean         adj_tgtw_state_leader_unused_stand_in (const AdjTgtwState *state, guint leader);
/* 9.0: the leader with most stars in play in @sector for @army, or -1. */
int              adj_tgtw_state_active_leader (const AdjTgtwState *state, guint sector, guint army);

void             adj_tgtw_state_sector (const AdjTgtwState *state, guint sector, AdjTgtwSectorStanding *out);
/* The sector at @position in the Action phase's order (-1 before it is known). */
int              adj_tgtw_state_sector_at (const AdjTgtwState *state, guint position);
/* Action phase: the sector and the army acting now; FALSE in other phases. */
gboolean         adj_tgtw_state_acting (const AdjTgtwState *state, int *sector, int *army);

/* 11.0: whether @army has chosen its cards, and whether both have (only
 * then does adj_tgtw_state_sector give the cards: the other army's choice
 * stays hidden while the device is passed). */
gboolean         adj_tgtw_state_cards_chosen (const AdjTgtwState *state, guint army);
gboolean         adj_tgtw_state_cards_revealed (const AdjTgtwState *state);
/* @army's own card in @sector, for that army's eyes only (0 = none). */
int              adj_tgtw_state_own_card (const AdjTgtwState *state, guint army, guint sector);

/* 12.0 */
int              adj_tgtw_state_tp_spent (const AdjTgtwState *state, guint army);
int              adj_tgtw_state_tp_left (const AdjTgtwState *state, guint army);

/* 10.0 and 13.0 (sector -1: the whole army). */
void             adj_tgtw_state_tally (const AdjTgtwState *state, guint army, int sector, AdjTgtwTally *out);

guint                 adj_tgtw_state_n_pending (const AdjTgtwState *state);
const AdjTgtwPending *adj_tgtw_state_pending (const AdjTgtwState *state, guint i);
/* The morale check a unit owes or may take now: its target number with
 * every modifier (8.0, 11.0), as the morale calculator takes it. */
void             adj_tgtw_state_morale_input (const AdjTgtwState *state, guint unit, int leader,
                                              AdjTgtwMoraleInput *out);

/* 9.0, 8.0: the leader who helps the morale check @unit owes: the one the
 * combat that hit it named stacked with it, if his casualty roll left him
 * in play; else -1. The players name him once, in the combat. */
int              adj_tgtw_state_morale_leader (const AdjTgtwState *state, guint unit);

/* 4.0: @sector's initiative roll as the calculator takes it: each army's
 * bonus from its sector leader in play (no points bought). */
void             adj_tgtw_state_initiative_input (const AdjTgtwState *state, guint sector,
                                                  AdjTgtwInitiativeInput *out);
/* 9.0: the casualty roll pending @i calls for (a CASUALTY one), with the
 * leader's stars for the morale loss points (no points bought). */
void             adj_tgtw_state_casualty_input (const AdjTgtwState *state, guint i, AdjTgtwCasualtyInput *out);

/* The procedure (core/procedure.h, docs/design.md): lists of
 * AdjStepItem. What the current step still owes before it can end (the
 * checks a result calls for, 8.0 and 9.0; in the Rally and Morale phase
 * each disordered unit to rally or check and each routed unit's check,
 * 3.0 phase 4 and 8.0), and what may be done now, one item per kind of
 * move and army with the units or leaders it may name. */
GPtrArray       *adj_tgtw_state_owed (const AdjTgtwState *state);
GPtrArray       *adj_tgtw_state_legal (const AdjTgtwState *state);

/* OVER: the army that won, or -1 for a draw (10.0). */
int              adj_tgtw_state_winner (const AdjTgtwState *state);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjTgtwState, adj_tgtw_state_unref)

G_END_DECLS
