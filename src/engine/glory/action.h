/* Actions: the small serialisable records a game's journal is made of.
 *
 * adj_action_apply() (actionapply.h) is a pure function: it checks the
 * action against the state (refusing it with a GError that names the rule)
 * and returns a new state, leaving the old one untouched. Die rolls and AM
 * draws live inside the actions, virtual ones with their seed, so a replay
 * is exact.
 */
#pragma once

#include <glib.h>
#include <json-c/json.h>

#include "core/jsonread.h"

#include "glory/combateffects.h"
#include "glory/gamestate.h"

G_BEGIN_DECLS

typedef enum {
  ADJ_ACTION_INITIATIVE,  /* both initiative rolls (5.21) */
  ADJ_ACTION_HOLD_OUT,    /* the Initiative Player's first AM, or none (3.A.2, 5.23) */
  ADJ_ACTION_SELECT,      /* one side's AMs for the pool (3.B, 4.21) */
  ADJ_ACTION_DRAW,        /* an AM out of the pool (3.C.1, 4.22) */
  ADJ_ACTION_COMBINE,     /* Combined Activation attempt (4.25) */
  ADJ_ACTION_START,       /* one leader's command (or independent unit) acts (4.24) */
  ADJ_ACTION_ADVANCE,     /* on to the next step or phase */
  ADJ_ACTION_FINISH,      /* the acting command is done (steps left are skipped) */
  ADJ_ACTION_RALLY,       /* 11.5, 13 */
  ADJ_ACTION_RECOVER,     /* 11.6, 13 */
  ADJ_ACTION_DISORDER,    /* combat result (11.11, 11.41) */
  ADJ_ACTION_WITHDRAW,    /* combat result (11.4, 11.27 off the map) */
  ADJ_ACTION_ELIMINATE,   /* combat result (11.27) */
  ADJ_ACTION_RETREAT,     /* combat result, 1 or 2 hexes (11.22) */
  ADJ_ACTION_MOUNT,       /* mount or dismount (12.1) */
  ADJ_ACTION_ENTER,       /* a reinforcement enters (6.51) */
  ADJ_ACTION_ASSIGN,      /* a unit's leader for this turn (14.53) */
  ADJ_ACTION_FIRE,        /* a unit fired (9.12, 9.13, 10.31; Fixed Glory) */
  ADJ_ACTION_CHECK,       /* a roll against a unit's cohesion; a failure disorders (2.4, 11.11) */
  ADJ_ACTION_CHARGE,      /* the charge roll and its DRM (10.22, 10.29), as rolled */
  ADJ_ACTION_OVERRULE,    /* the players end the Rally step with a rally owed (11.51) */
} AdjActionType;

#define ADJ_ACTION_TYPE_COUNT 21

/* What called for a CHECK, which fixes its DRM except for Defensive Fire. */
typedef enum {
  ADJ_CHECK_CHARGE,          /* 10.29: a charge result; +2 at night (13) */
  ADJ_CHECK_ARTILLERY,       /* 10.28: artillery defending with units that lose; +2 at night (13) */
  ADJ_CHECK_DISPLACED,       /* 11.26: a displaced unit; +2 at night (13) */
  ADJ_CHECK_DEFENSIVE_FIRE,  /* 10.33: the DF roll on the top charging unit, with the 10.34 DRMs */
  ADJ_CHECK_FIRE,            /* 9.22: an Artillery Fire Table check, unmodified */
  ADJ_CHECK_MISGUIDED,       /* 9.52: a friendly unit next to the target, +2 */
  ADJ_CHECK_FIXED_MORALE,    /* Fixed Glory fire: the morale check die, unmodified */
} AdjCheckCause;

#define ADJ_CHECK_CAUSE_COUNT 7

const char *adj_check_cause_to_string (AdjCheckCause cause);
gboolean    adj_check_cause_from_string (const char *name, AdjCheckCause *out);
/* The rule a check of @cause follows ("10.29"), and the cause of a
 * combat effect's check by its rule; FALSE for a rule no cause has. */
const char *adj_check_cause_rule (AdjCheckCause cause);
gboolean    adj_check_cause_from_rule (const char *rule, AdjCheckCause *out);

/* AdjFireKind (the ways a unit fires) is in gamestate.h, which the fire
 * queries need. */

/* A Glory d10 roll (0-9). A virtual roll keeps its seed: its value is the
 * first d10 of adj_rng seeded with it, which loading checks. */
typedef struct {
  int value;
  gboolean is_virtual;
  guint64 seed;
} AdjRoll;

/* What the players state about a unit that the tracker cannot see. */
enum {
  ADJ_FACT_ADJACENT_ENEMY = 1 << 0,  /* 11.51, 12.1 */
  ADJ_FACT_MOVED = 1 << 1,           /* 11.51 */
  ADJ_FACT_FIRED = 1 << 2,           /* 11.51 */
  ADJ_FACT_CHARGED = 1 << 3,         /* 11.51 */
  ADJ_FACT_IN_RANGE = 1 << 4,        /* 4.25: each leader within Command Range of another */
};

typedef struct {
  AdjActionType type;
  int side;           /* HOLD_OUT, SELECT */
  int target;         /* the unit, group (START), AM (HOLD_OUT: -1 for none; DRAW) */
  int fire_kind;      /* FIRE: AdjFireKind */
  int fire_target;    /* FIRE, RETURN: the enemy artillery unit it answers; else -1 */
  int leader;         /* ASSIGN */
  guint n_items;      /* SELECT: AMs; COMBINE: groups; CHARGE: the chargers, if named;
                       * CHECK for Defensive Fire: the defending units that fire */
  guint *items;
  gboolean has_roll;
  AdjRoll roll[ADJ_BATTLE_N_SIDES];  /* INITIATIVE: one per side; others roll[0] */
  guint facts;        /* ADJ_FACT_* */
  int hexes;          /* RETREAT */
  gboolean mounted;   /* MOUNT: the face wanted */
  gboolean draw_virtual;  /* DRAW: the app drew from its own pool with draw_seed */
  guint64 draw_seed;
  int drm;            /* CHECK, CHARGE: added to the roll */
  gboolean drm_open;  /* CHARGE: rolled on a device; the DRM is the laptop's Charge page's (10.22, 10.29) */
  int cause;          /* CHECK: AdjCheckCause */
  int rating;         /* CHECK: the player's own cohesion rating to roll against, or -1 for the game's */
} AdjAction;

AdjRoll      adj_roll_typed (int value);
AdjRoll      adj_roll_virtual (guint64 seed);
gboolean     adj_roll_check (const AdjRoll *roll, GError **error);

AdjAction   *adj_action_new (AdjActionType type);
AdjAction   *adj_action_copy (const AdjAction *action);
void         adj_action_free (AdjAction *action);
gboolean     adj_action_equal (const AdjAction *a, const AdjAction *b);

AdjAction   *adj_action_initiative (AdjRoll first_side, AdjRoll second_side);
AdjAction   *adj_action_hold_out (guint side, int am);
AdjAction   *adj_action_select (guint side, const guint *ams, guint n_ams);
AdjAction   *adj_action_draw (guint am);
/* The app draws blindly: which AM comes out of the pool follows from @seed. */
AdjAction   *adj_action_draw_virtual (const AdjGameState *state, guint64 seed, GError **error);
AdjAction   *adj_action_combine (const guint *groups, guint n_groups, AdjRoll roll, guint facts);
AdjAction   *adj_action_start (guint group);
AdjAction   *adj_action_advance (void);
AdjAction   *adj_action_finish (void);
/* Go on anyway: ends the Rally step while units may still rally (11.51). */
AdjAction   *adj_action_overrule (void);
/* @roll NULL: the automatic rally of 13 (night). */
AdjAction   *adj_action_rally (guint unit, const AdjRoll *roll, guint facts);
AdjAction   *adj_action_recover (guint unit, AdjRoll roll);
AdjAction   *adj_action_unit (AdjActionType type, guint unit);
AdjAction   *adj_action_retreat (guint unit, int hexes);
AdjAction   *adj_action_mount (guint unit, gboolean mounted, guint facts);
AdjAction   *adj_action_assign (guint unit, guint leader);
/* A unit fired (ADJ_ACTION_FIRE). @target: for RETURN the enemy artillery
 * unit that fired at it, else -1. */
AdjAction   *adj_action_fire (guint unit, AdjFireKind kind, int target);
/* adj_fire_kind_to_string() and _from_string() are in gamestate.h. */
/* A roll against @unit's cohesion now (its rating in force, 12.4 applied;
 * for a second Defensive Fire shot at a unit the first disordered, the
 * rating it had before the fire, 10.36): roll + @drm higher fails, and the
 * failure is a Disorder (11.11; a second one withdraws, 11.41). The DRM
 * must be the one @cause gives (night +2 for a charge's checks, 13; +2 for
 * misguided fire, 9.52; none for fire table checks), or for Defensive Fire
 * the 10.34 total. The journal moves of a played result are made by
 * adj_effect_move (effectmoves.h). */
AdjAction   *adj_action_check (guint unit, AdjRoll roll, int drm, AdjCheckCause cause);
/* The same against the player's own @rating (0-9) for the unit, which the
 * journal line names as the player's. */
AdjAction   *adj_action_check_against (guint unit, AdjRoll roll, int drm, AdjCheckCause cause, int rating);
/* A Defensive Fire check (10.33) on the top charging @unit, fired by the
 * defending units @firers (one stack: stacked defenders fire together,
 * 10.32 play note), with the 10.34 total @drm. The engine refuses a second
 * check on @unit from the same defender in one activation (10.32, 10.33;
 * dfcheck.h). @rating as for adj_action_check_against, or -1. */
AdjAction   *adj_action_df_check (guint unit, AdjRoll roll, int drm, const guint *firers, guint n_firers,
                                  int rating);
/* The charge roll as rolled, with its total DRM, recorded before the
 * result's actions so the journal shows what decided them. */
AdjAction   *adj_action_charge (AdjRoll roll, int drm);
/* The same naming the game's units that charge (battle indexes), each of
 * which must be able to (10.11, 10.33: adj_game_charger_check). */
AdjAction   *adj_action_charge_by (AdjRoll roll, int drm, const guint *chargers, guint n_chargers);
/* The charge roll alone, as a player's device sends it: the roll of the
 * @chargers, whose DRM and result the laptop's Charge page gives; the
 * page then records the results only. Its "drm" is left out of the move. */
AdjAction   *adj_action_charge_roll (AdjRoll roll, const guint *chargers, guint n_chargers);

/* One line for the journal view, e.g. "Union rolls 7+1, Confederate 3: Union
 * has the initiative (5.21)"; @after is the state the action produced. */
char        *adj_action_describe (const AdjAction *action, const AdjGameState *before,
                                  const AdjGameState *after);

const char  *adj_action_type_to_string (AdjActionType type);
gboolean     adj_action_type_from_string (const char *name, AdjActionType *out);

/* JSON (docs/save-format.md): ids, not indexes, so a save reads well.
 * @where prefixes errors ("game.json: $.journal[3]"). */
json_object *adj_action_to_json (const AdjAction *action, const AdjBattle *battle);
/* Reads a move as a save holds it (core/jsonread.h); the _from_json one
 * reads it from json-c objects through the same reader. */
AdjAction   *adj_action_read (AdjJsonVal obj, const AdjBattle *battle, const char *where,
                                   GError **error);
AdjAction   *adj_action_from_json (json_object *obj, const AdjBattle *battle, const char *where,
                                   GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjAction, adj_action_free)

G_END_DECLS
