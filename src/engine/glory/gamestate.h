/* The state of a Glory III game at one point of its journal.
 *
 * A state is immutable once made: applying an action (action.h) returns a
 * new state and leaves the old one alone, so undo is keeping the old one
 * (docs/design.md principle 1). States are refcounted and share their battle.
 *
 * Everything the app shows comes from these queries: where we are in the
 * Sequence of Play (3) and which rule that step follows, what it asks of
 * the players, the AMs and the pool, the activated commands, the boxes.
 */
#pragma once

#include <glib.h>

#include "glory/battle.h"

G_BEGIN_DECLS

typedef enum {
  ADJ_PHASE_INITIATIVE,  /* 3.A.1: both players roll (5.21) */
  ADJ_PHASE_HOLD_OUT,    /* 3.A.2: the Initiative Player holds out an AM (5.23) */
  ADJ_PHASE_SELECTION,   /* 3.B: each player chooses his AMs for the pool (4.21) */
  ADJ_PHASE_DRAW,        /* 3.C.1: draw an AM from the pool (4.22) */
  ADJ_PHASE_ACTIVATION,  /* 3.C.2: the drawn AM's commands act (4.23-4.26) */
  ADJ_PHASE_RECOVERY,    /* 3.D: recovery rolls (11.6), then Withdrawn -> Recovery */
  ADJ_PHASE_GAME_OVER,   /* after the last turn of the track */
} AdjPhase;

/* Where the Activation Phase stands (3.C.2.a steps i-vii, b, c). */
typedef enum {
  ADJ_STEP_NONE,            /* not in the Activation Phase */
  ADJ_STEP_CHOOSE,          /* i: choose the next leader, or try a Combined Activation */
  ADJ_STEP_ARTILLERY_FIRE,  /* ii (9) */
  ADJ_STEP_MOVEMENT,        /* iii (6) */
  ADJ_STEP_DEFENSIVE_FIRE,  /* iv (10.3); Fixed Glory: the non-phasing side fires */
  ADJ_STEP_OFFENSIVE_FIRE,  /* Fixed Glory only: the acting infantry and cavalry fire */
  ADJ_STEP_CHARGE,          /* v (10.2); Fixed Glory: melee, with no defensive fire */
  ADJ_STEP_RALLY,           /* vi (11.5) */
  ADJ_STEP_REMOVE_MARKERS,  /* vii */
  ADJ_STEP_END,             /* b, c: every command of the AM has acted */
} AdjStep;

typedef enum {
  ADJ_UNIT_ARRIVING,    /* a reinforcement not yet on the map (6.51, 6.52) */
  ADJ_UNIT_ON_MAP,
  ADJ_UNIT_WITHDRAWN,   /* in its side's Withdrawn Box (11.41) */
  ADJ_UNIT_RECOVERY,    /* in its side's Recovery Box (11.42) */
  ADJ_UNIT_ELIMINATED,  /* permanently (11.27, 11.41, 11.62) */
} AdjUnitStatus;

typedef enum {
  ADJ_AM_OUT,        /* not in play this turn: unavailable (4.21) or not chosen */
  ADJ_AM_HELD_OUT,   /* kept for the first activation (3.A.2) */
  ADJ_AM_POOL,       /* in the cup (3.B) */
  ADJ_AM_DRAWN,      /* being played */
  ADJ_AM_SET_ASIDE,  /* played this turn (3.C.2.c) */
} AdjAmLocation;

typedef enum {
  ADJ_GROUP_IDLE,     /* not activated by the AM being played */
  ADJ_GROUP_PENDING,  /* activated, has not acted yet (4.24) */
  ADJ_GROUP_ACTIVE,   /* doing its Command Activation Sequence */
  ADJ_GROUP_DONE,
} AdjGroupStatus;

/* What the last action found out, for the app to show. */
typedef enum {
  ADJ_OUTCOME_NONE,
  ADJ_OUTCOME_INITIATIVE,        /* last_side has the initiative */
  ADJ_OUTCOME_NO_INITIATIVE,     /* a tie (5.21) */
  ADJ_OUTCOME_CA_SUCCESS,        /* 4.25 */
  ADJ_OUTCOME_CA_FAILURE,        /* 4.25: the leaders' units are Out of Command */
  ADJ_OUTCOME_RALLIED,           /* 11.52, or automatically at night (13) */
  ADJ_OUTCOME_NOT_RALLIED,
  ADJ_OUTCOME_RECOVERED,         /* 11.62 */
  ADJ_OUTCOME_RECOVERY_ELIMINATED,
  ADJ_OUTCOME_RECOVERY_WAITS,    /* Night 2 failure (13) */
  ADJ_OUTCOME_DISORDERED,        /* 11.11 */
  ADJ_OUTCOME_WITHDRAWN,         /* 11.41 */
  ADJ_OUTCOME_ELIMINATED,        /* 11.41 artillery, 11.27 */
  ADJ_OUTCOME_CHECK_PASSED,      /* a roll against cohesion that did not exceed it (2.4) */
} AdjOutcome;

/* The ways a unit fires, each limited to once per some span of play. */
typedef enum {
  ADJ_FIRE_ACTIVATION,  /* 9.12: artillery of an acting command, in its Artillery Fire step */
  ADJ_FIRE_RETURN,      /* 9.13: enemy artillery fired at by it this AM; once per enemy AM */
  ADJ_FIRE_DEFENSIVE,   /* 10.31, 9.12: once per enemy activation; Fixed Glory: its defensive fire phase */
  ADJ_FIRE_OFFENSIVE,   /* Fixed Glory only: acting infantry/cavalry in the offensive fire phase */
} AdjFireKind;

#define ADJ_FIRE_KIND_COUNT 4

typedef struct _AdjGameState AdjGameState;

/* Choices made once, when a game starts; they are saved with the journal. */
typedef struct {
  /* ids of optional AMs the players use (14.35), NULL-terminated, may be NULL */
  char **optional_markers;
  /* The Fixed Glory variant: its own fire phases, no return fire. */
  gboolean fixed_glory;
  /* The procedure the game follows (core/procedure.h); 0: today's. */
  int procedure;
} AdjGameOptions;

/* What the current step asks of the players. */
typedef struct {
  AdjPhase phase;
  AdjStep step;
  int side;          /* the side that acts, -1 for both or either */
  const char *rule;  /* the rule or rules this step follows, e.g. "5.21" */
  const char *text;  /* short instruction in our own words */
} AdjPrompt;

/* The state before the first action; refuses unknown or non-optional
 * marker ids in @options. */
AdjGameState *adj_game_state_new (AdjBattle *battle, const AdjGameOptions *options, GError **error);
AdjGameState *adj_game_state_ref (AdjGameState *state);
void          adj_game_state_unref (AdjGameState *state);
gboolean      adj_game_state_equal (const AdjGameState *a, const AdjGameState *b);

AdjBattle    *adj_game_state_get_battle (const AdjGameState *state);
guint         adj_game_state_get_turn (const AdjGameState *state);
const AdjBattleTurn *adj_game_state_get_turn_info (const AdjGameState *state);
AdjPhase      adj_game_state_get_phase (const AdjGameState *state);
AdjStep       adj_game_state_get_step (const AdjGameState *state);
gboolean      adj_game_state_is_night (const AdjGameState *state);
void          adj_game_state_prompt (const AdjGameState *state, AdjPrompt *out);

/* Initiative (5.2): the side holding it, or -1 (not rolled yet, or a tie). */
int           adj_game_state_get_initiative (const AdjGameState *state);
gboolean      adj_game_state_initiative_automatic (const AdjGameState *state);
/* The raw roll of @side this turn, -1 before the roll or when automatic. */
int           adj_game_state_get_initiative_roll (const AdjGameState *state, guint side);
gboolean      adj_game_state_has_selected (const AdjGameState *state, guint side);
gboolean      adj_game_state_marker_enabled (const AdjGameState *state, guint marker);

/* AMs. Available = may be held out or put in the pool this turn (4.21). */
AdjAmLocation adj_game_state_am_location (const AdjGameState *state, guint am);
gboolean      adj_game_state_am_available (const AdjGameState *state, guint am);
GArray       *adj_game_state_available_ams (const AdjGameState *state, guint side);
guint         adj_game_state_pool_count (const AdjGameState *state);
/* The pool in battle order (not draw order: the cup has no order). */
GArray       *adj_game_state_pool (const AdjGameState *state);
int           adj_game_state_held_out (const AdjGameState *state);
int           adj_game_state_drawn_am (const AdjGameState *state);
/* The set-aside pile, first played first. */
GArray       *adj_game_state_set_aside (const AdjGameState *state);

/* Activation groups (leaders' commands, independent units and brigades). */
AdjGroupStatus adj_game_state_group_status (const AdjGameState *state, guint group);
/* Out of Command after a failed Combined Activation (4.25). */
gboolean      adj_game_state_group_out_of_command (const AdjGameState *state, guint group);
gboolean      adj_game_state_group_tried_ca (const AdjGameState *state, guint group);
/* The groups the drawn AM activates (any status but idle), in battle order. */
GArray       *adj_game_state_activated_groups (const AdjGameState *state);
/* The groups acting now (one, or several combined). */
GArray       *adj_game_state_active_groups (const AdjGameState *state);
/* The units of a group now (14.53 can move a unit to another leader). */
GArray       *adj_game_state_group_units (const AdjGameState *state, guint group);
/* A command is out of the game when all its units are gone (11.61, 5.15). */
gboolean      adj_game_state_command_out (const AdjGameState *state, guint unit);

/* Units. */
AdjUnitStatus adj_game_state_unit_status (const AdjGameState *state, guint unit);
gboolean      adj_game_state_unit_disordered (const AdjGameState *state, guint unit);
gboolean      adj_game_state_unit_mounted (const AdjGameState *state, guint unit);
gboolean      adj_game_state_unit_retreated (const AdjGameState *state, guint unit);
gboolean      adj_game_state_unit_rally_tried (const AdjGameState *state, guint unit);
gboolean      adj_game_state_unit_recovery_tried (const AdjGameState *state, guint unit);
guint         adj_game_state_unit_group (const AdjGameState *state, guint unit);
/* The cohesion the unit rallies with (11.52: disordered cohesion of the face it is on). */
int           adj_game_state_unit_rally_cohesion (const AdjGameState *state, guint unit);
/* The cohesion it recovers with (11.62; mounted for cavalry, 11.63). */
int           adj_game_state_unit_recovery_cohesion (const AdjGameState *state, guint unit);
/* The units of @side with @status, in battle order (the boxes: 11.41, 11.42). */
GArray       *adj_game_state_units_with_status (const AdjGameState *state, guint side,
                                                AdjUnitStatus status);

AdjOutcome    adj_game_state_last_outcome (const AdjGameState *state);

/* Fire tracking (9.12, 9.13, 10.31; Fixed Glory). Whether @unit may fire
 * that way now; FALSE with the rule in @error. @target: for RETURN the enemy
 * artillery unit that fired at it, else -1. */
gboolean      adj_game_state_fire_check (const AdjGameState *state, guint unit, AdjFireKind kind,
                                         int target, GError **error);
/* Whether @unit has fired that way in the span the kind is limited to. */
gboolean      adj_game_state_unit_fired (const AdjGameState *state, guint unit, AdjFireKind kind);
/* The game is played with the Fixed Glory variant. */
gboolean      adj_game_state_fixed_glory (const AdjGameState *state);
/* The procedure level the game follows (ADJ_PROCEDURE_*, core/procedure.h):
 * a game saved before the procedure was checked keeps its rules. */
int           adj_game_state_get_procedure (const AdjGameState *state);

const char   *adj_phase_to_string (AdjPhase phase);
const char   *adj_step_to_string (AdjStep step);
const char   *adj_unit_status_to_string (AdjUnitStatus status);
const char   *adj_am_location_to_string (AdjAmLocation location);
const char   *adj_outcome_to_string (AdjOutcome outcome);
/* "activation", "return", "defensive", "offensive" (the save format's names). */
const char   *adj_fire_kind_to_string (AdjFireKind kind);
gboolean      adj_fire_kind_from_string (const char *name, AdjFireKind *out);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjGameState, adj_game_state_unref)

G_END_DECLS
