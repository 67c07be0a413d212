/* A Clash of Giants III game state: the Sequence of Play (6.2, 6.3) as a
 * state machine, with both cups, the Command Tracks, the units' steps,
 * hex control and the victory points. Immutable: a move makes a new state
 * (move.h); the battle is shared, never copied. */
#pragma once

#include <glib.h>
#include <json-c/json.h>

#include "cog/battle.h"
#include "cog/move.h"
#include "core/procedure.h"
#include "core/ruleset.h"

G_BEGIN_DECLS

/* The steps of a turn, in order (6.2). */
typedef enum {
  ADJ_COG_STEP_EARLY_CSA,        /* I.A Early Entry attempts (9.3) */
  ADJ_COG_STEP_EARLY_UNION,
  ADJ_COG_STEP_REINFORCE_CSA,    /* I.B Variable Reinforcements (9.4), entry hexes (9.2) */
  ADJ_COG_STEP_REINFORCE_UNION,
  ADJ_COG_STEP_PLACE,            /* I.C arrivals in their Entry Hexes (9.5) */
  ADJ_COG_STEP_ARTILLERY,        /* II. the AM draw, SCMs (6.3.2); day turns only */
  ADJ_COG_STEP_CUP,              /* III. the CM cup: set aside, withhold (6.3.3, 15.1) */
  ADJ_COG_STEP_DRAW,             /* III. draw the next marker */
  ADJ_COG_STEP_ACTIVATION,       /* III.i Command Track roll, movement, combat */
  ADJ_COG_STEP_RETREAT,          /* IV. (6.3.4) */
  ADJ_COG_STEP_SURRENDER,        /* V.A night only (15.3) */
  ADJ_COG_STEP_REPLACE_CSA,      /* V.B (9.6) */
  ADJ_COG_STEP_REPLACE_UNION,    /* V.C */
  ADJ_COG_STEP_TURN_END,         /* VI. (6.3.6) */
  ADJ_COG_STEP_GAME_OVER,
} AdjCogStep;

#define ADJ_COG_N_STEPS (ADJ_COG_STEP_GAME_OVER + 1)

typedef enum {
  ADJ_COG_UNIT_WAITING,          /* a reinforcement not yet placed */
  ADJ_COG_UNIT_ON_MAP,
  ADJ_COG_UNIT_ELIMINATED,
} AdjCogUnitStatus;

/* Where a Command Marker is. */
typedef enum {
  ADJ_COG_CM_OFF,                /* not yet in play */
  ADJ_COG_CM_READY,              /* in play, outside the Operational Phase */
  ADJ_COG_CM_CUP,
  ADJ_COG_CM_ASIDE,              /* newly arrived, drawn after the others (6.3.3) */
  ADJ_COG_CM_WITHHELD,           /* a night turn's replacements (15.1, 9.6) */
  ADJ_COG_CM_REPLACED,           /* an SCM in play takes its place this turn */
  ADJ_COG_CM_DRAWN,              /* on its Command Track */
  ADJ_COG_CM_OUT,                /* its formations are destroyed (6.3.3) */
  ADJ_COG_CM_UNAVAILABLE,        /* an SCM whose availability roll failed this turn */
} AdjCogMarkerStatus;

typedef enum {
  ADJ_COG_AM_OFF,                /* not yet in play */
  ADJ_COG_AM_POOL,               /* in play, goes into the cup */
  ADJ_COG_AM_DRAWN,              /* drawn: its side may use it this turn */
  ADJ_COG_AM_SET_ASIDE,          /* left in the cup: not this turn */
  ADJ_COG_AM_ALWAYS,             /* set apart: available every day turn */
  ADJ_COG_AM_USED,               /* used this turn, so revealed (13.1, 6.3.2) */
} AdjCogAmStatus;

/* Game options (switches of the ruleset). */
#define ADJ_COG_OPTION_HISTORICAL_ENTRY "historical_entry"      /* 9.2 optional rule */
#define ADJ_COG_OPTION_HIDDEN_ARTILLERY "greater_artillery_realism" /* 6.3.2 optional rule */

typedef struct _AdjCogState AdjCogState;

AdjCogState *adj_cog_state_new (AdjCogBattle *battle, json_object *options, const char *where,
                                GError **error);
AdjCogState *adj_cog_state_ref (AdjCogState *s);
void         adj_cog_state_unref (AdjCogState *s);
gboolean     adj_cog_state_equal (const AdjCogState *a, const AdjCogState *b);

const AdjCogBattle *adj_cog_state_battle (const AdjCogState *s);
guint        adj_cog_state_turn (const AdjCogState *s);
gboolean     adj_cog_state_is_night (const AdjCogState *s);
AdjCogStep   adj_cog_state_step (const AdjCogState *s);
const char  *adj_cog_step_id (AdjCogStep step);           /* "early-csa" */
gboolean     adj_cog_step_from_id (const char *id, AdjCogStep *out);
const char  *adj_cog_step_name (AdjCogStep step);         /* translated */
const char  *adj_cog_step_phase (AdjCogStep step);        /* translated: "Operational Phase" */
gboolean     adj_cog_state_option (const AdjCogState *s, const char *id);

/* The procedure (procedure.c): what the current step still owes before
 * Next (a list of AdjStepItem, core/procedure.h; Next refuses with the
 * first), and what may be done now, one item per kind of move and side
 * with the ids it may name. */
GPtrArray   *adj_cog_state_owed (const AdjCogState *s);
GPtrArray   *adj_cog_state_legal (const AdjCogState *s);

/* Units. */
AdjCogUnitStatus adj_cog_state_unit_status (const AdjCogState *s, guint unit);
int          adj_cog_state_unit_steps (const AdjCogState *s, guint unit);
/* A unit that came on this turn and whose formation has not been
 * activated since: it still stands in its Entry Hex, where no attack goes
 * in or out (9.5). Games saved before the procedure was checked: never. */
gboolean     adj_cog_state_unit_in_entry_hex (const AdjCogState *s, guint unit);
/* A formation with every unit eliminated (those still to come count as alive). */
gboolean     adj_cog_state_formation_destroyed (const AdjCogState *s, guint formation);

/* Reinforcements (9.2-9.5). */
typedef struct {
  guint turn;          /* the turn it now arrives on */
  gboolean fixed;      /* advanced or delayed: no more rolls */
  int early_roll;      /* 0 when not rolled */
  int variable_roll;
  int entry_roll;
  gboolean arrived;
  int entry;           /* entry hex index once placed, else -1 */
  guint bound_for;     /* the Entry Hex it goes to as things stand: listed, or the
                        * alternate after a roll of 5-6 (9.2); once placed, where it is */
} AdjCogGroupInfo;
void         adj_cog_state_group (const AdjCogState *s, guint reinforcement, AdjCogGroupInfo *out);
/* Whether @reinforcement may roll now, and with which move: Early Entry
 * in its side's Early Entry step (9.3: tried or not, as the player
 * wishes), then the delay (9.4) and the Entry Hex (9.2) in its side's
 * Reinforcement step (both due: `next` waits for them). */
gboolean     adj_cog_state_reinforcement_roll (const AdjCogState *s, guint reinforcement, AdjCogMoveType *type);

/* Markers. */
AdjCogMarkerStatus adj_cog_state_cm_status (const AdjCogState *s, guint cm);
/* An SCM's status (the same values; OFF outside its turns and at night,
 * READY in play this turn). */
AdjCogMarkerStatus adj_cog_state_scm_status (const AdjCogState *s, guint scm);
AdjCogAmStatus adj_cog_state_am_status (const AdjCogState *s, guint am);
/* The movement allowance a formation rolled this turn, or -1 (10.1). */
int          adj_cog_state_formation_ma (const AdjCogState *s, guint formation, int *roll);

/* The active marker in the Operational Phase: FALSE when none. */
gboolean     adj_cog_state_active_marker (const AdjCogState *s, gboolean *special, guint *index,
                                          AdjCogSide *side);
/* Whether @formation, activated now, still rolls on its Command Track
 * (cavalry alone moves by its printed allowance, 3.2.5). */
gboolean     adj_cog_state_needs_command_roll (const AdjCogState *s, guint formation);
/* Whose hand goes into the CM cup next (the players alternate; ruling). */
AdjCogSide   adj_cog_state_drawer (const AdjCogState *s);
gboolean     adj_cog_state_combat_action_used (const AdjCogState *s, AdjCogSide side);
/* Whether attacks may be made now (a declared Combat Action, or an SCM's). */
gboolean     adj_cog_state_combat_open (const AdjCogState *s);

/* Victory points (5.1): a side's total, and the hex control. */
int          adj_cog_state_vp (const AdjCogState *s, AdjCogSide side);
/* A side's points by where they come from: the total is their sum. */
typedef struct {
  int enemy_steps;     /* enemy steps lost (5.1) */
  int steps;           /* their points: enemy_steps times the battle's points per step */
  int hexes;           /* the victory hexes the side controls (5.2) */
  int other;           /* the battle book's other points, typed as `vp` moves */
} AdjCogVpParts;
void         adj_cog_state_vp_parts (const AdjCogState *s, AdjCogSide side, AdjCogVpParts *out);
int          adj_cog_state_steps_lost (const AdjCogState *s, AdjCogSide side);
int          adj_cog_state_control (const AdjCogState *s, guint hex);
/* -1 while the game goes on or ends without an Automatic Victory. */
int          adj_cog_state_automatic_victory (const AdjCogState *s);

/* The Combat Chart in force in this game (12.9): the battle's cells and
 * those the players typed in it (`chart` moves); *in_game (may be NULL)
 * tells the latter. */
const AdjChartCell *adj_cog_state_chart_cell (const AdjCogState *s, guint row, guint col, gboolean *in_game);

/* One line: "Turn 3 (1400), Operational Phase: Heth's Division". */
char        *adj_cog_state_headline (const AdjCogState *s);
void         adj_cog_state_prompt (const AdjCogState *s, AdjStepPrompt *out);
json_object *adj_cog_state_summary (const AdjCogState *s);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjCogState, adj_cog_state_unref)

G_END_DECLS
