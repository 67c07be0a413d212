/* A Clash of Giants III move: one player action, its die rolls inside
 * (typed from the table, or virtual with the seed that made them, checked
 * again on replay). Moves name units and markers by index; their JSON by
 * id. */
#pragma once

#include <glib.h>
#include <json-c/json.h>

#include "core/jsonread.h"

#include "cog/battle.h"
#include "cog/combat.h"

G_BEGIN_DECLS

typedef enum {
  ADJ_COG_MOVE_NEXT,             /* the current step is done */
  ADJ_COG_MOVE_EARLY_ENTRY,      /* 9.3 roll for a reinforcement */
  ADJ_COG_MOVE_VARIABLE_ENTRY,   /* 9.4 roll */
  ADJ_COG_MOVE_ENTRY_ROLL,       /* 9.2 roll: listed or alternate Entry Hex */
  ADJ_COG_MOVE_AM_DRAW,          /* 6.3.2 */
  ADJ_COG_MOVE_SCM_ROLL,         /* 6.3.2: is an SCM available this turn */
  ADJ_COG_MOVE_SET_ASIDE,        /* 6.3.3: a newly arrived CM waits */
  ADJ_COG_MOVE_WITHHOLD,         /* 15.1 */
  ADJ_COG_MOVE_CM_DRAW,          /* 6.3.3 */
  ADJ_COG_MOVE_COMMAND_ROLL,     /* 10.1 */
  ADJ_COG_MOVE_COMBAT_ACTION,    /* 6.3.3, 12.2 */
  ADJ_COG_MOVE_COMBAT,           /* 12.9 */
  ADJ_COG_MOVE_STEP_LOSS,
  ADJ_COG_MOVE_ELIMINATE,
  ADJ_COG_MOVE_REPLACEMENT,      /* 9.6 */
  ADJ_COG_MOVE_CONTROL,          /* 5.2 */
  ADJ_COG_MOVE_VP,               /* the battle book's other victory points */
  ADJ_COG_MOVE_AUTOMATIC_VICTORY,/* 6.3.6 */
  ADJ_COG_MOVE_CHART,            /* 12.9: a Combat Chart cell the battle leaves blank, typed */
} AdjCogMoveType;

#define ADJ_COG_N_MOVE_TYPES (ADJ_COG_MOVE_CHART + 1)

/* Why a unit loses a step or is eliminated. */
typedef enum {
  ADJ_COG_LOSS_COMBAT,           /* a combat's result (12.9.5, 12.9.6) */
  ADJ_COG_LOSS_RETREATED_IN,     /* 12.10.5 */
  ADJ_COG_LOSS_RETREAT,          /* could not retreat in full (12.10) */
  ADJ_COG_LOSS_RETREAT_PHASE,    /* 6.3.4 */
  ADJ_COG_LOSS_STACKING,         /* 7.1 */
  ADJ_COG_LOSS_SURRENDER,        /* 15.3 */
} AdjCogLossReason;

typedef struct {
  guint unit;
  int roll;
} AdjCogUnitRoll;

typedef struct {
  guint attackers[ADJ_COG_MAX_COMBAT_UNITS];
  guint n_attackers;
  guint defenders[ADJ_COG_MAX_COMBAT_UNITS];   /* the whole hex (12.3) */
  guint n_defenders;
  guint retreated_in[ADJ_COG_MAX_COMBAT_UNITS]; /* 12.10.5 */
  guint n_retreated_in;
  int attacker_am, defender_am;                 /* -1: none (13.1) */
  gboolean higher_ground, town, steep_slope, flank;
  int terrain;                                  /* other TEC factors */
  /* Cavalry retreating before combat (14.3), then the combat's rolls. */
  AdjCogUnitRoll cavalry[ADJ_COG_MAX_COMBAT_UNITS];
  guint n_cavalry;
  AdjCogUnitRoll defender_rolls[ADJ_COG_MAX_COMBAT_UNITS];
  guint n_defender_rolls;
  AdjCogUnitRoll attacker_rolls[ADJ_COG_MAX_COMBAT_UNITS];
  guint n_attacker_rolls;
} AdjCogCombatMove;

#define ADJ_COG_MAX_DRAWN 64

typedef struct {
  AdjCogMoveType type;
  int step;             /* NEXT: the step it ends (AdjCogStep) */
  int index;            /* the reinforcement, SCM, CM, formation, unit, hex or chart column */
  int row;              /* CHART: the chart's row (attackers' DRM, defenders' DRM, loss limit) */
  gboolean immune;      /* CHART: the cell reads "N" (12.9) */
  gboolean special;     /* CM_DRAW typed: the marker is an SCM */
  int reason;           /* STEP_LOSS, ELIMINATE: AdjCogLossReason */
  AdjCogSide side;      /* COMBAT_ACTION, CONTROL, VP, AUTOMATIC_VICTORY */
  int roll;             /* a die roll, 1..6 */
  int value;            /* VP: the points (+/-); CHART: the cell's number */
  gboolean has_seed;    /* virtual: rolls and draws come from the seed */
  guint64 seed;
  guint drawn[ADJ_COG_MAX_DRAWN];  /* AM_DRAW typed from a real cup */
  guint n_drawn;
  char *text;           /* VP: what they are for */
  AdjCogCombatMove combat;
} AdjCogMove;

AdjCogMove *adj_cog_move_new (AdjCogMoveType type);
AdjCogMove *adj_cog_move_copy (const AdjCogMove *m);
void        adj_cog_move_free (AdjCogMove *m);
gboolean    adj_cog_move_equal (const AdjCogMove *a, const AdjCogMove *b);
const char *adj_cog_move_type_id (AdjCogMoveType type);
/* The moves that carry one die roll ("roll", maybe a "seed"). */
gboolean    adj_cog_move_has_roll (AdjCogMoveType type);
const char *adj_cog_loss_reason_id (AdjCogLossReason reason);

/* Constructors for the common moves. A @seed makes a virtual roll: the
 * roll is the first of adj_rng seeded with it. */
AdjCogMove *adj_cog_move_next (int step);
AdjCogMove *adj_cog_move_roll (AdjCogMoveType type, guint index, int roll);
AdjCogMove *adj_cog_move_roll_virtual (AdjCogMoveType type, guint index, guint64 seed);
AdjCogMove *adj_cog_move_am_draw_virtual (guint64 seed);
AdjCogMove *adj_cog_move_am_draw_typed (const guint *ams, guint n);
AdjCogMove *adj_cog_move_cm_draw_virtual (guint64 seed);
AdjCogMove *adj_cog_move_cm_draw_typed (gboolean special, guint index);
AdjCogMove *adj_cog_move_marker (AdjCogMoveType type, guint cm);
AdjCogMove *adj_cog_move_side (AdjCogMoveType type, AdjCogSide side);
AdjCogMove *adj_cog_move_unit (AdjCogMoveType type, guint unit, AdjCogLossReason reason);
AdjCogMove *adj_cog_move_control (guint hex, AdjCogSide side);
AdjCogMove *adj_cog_move_vp (AdjCogSide side, int vp, const char *why);
/* The players' value of a Combat Chart cell: @row 0..2 as the chart's rows,
 * @immune for "N" (then @value is ignored). */
AdjCogMove *adj_cog_move_chart (guint column, guint row, gboolean immune, int value);

/* The first roll of a seed (1..6). */
int         adj_cog_seed_roll (guint64 seed);

json_object *adj_cog_move_to_json (const AdjCogMove *m, const AdjCogBattle *b);
/* Reads a move as a save holds it (core/jsonread.h); the _from_json one
 * reads it from json-c objects through the same reader. */
AdjCogMove  *adj_cog_move_read (AdjJsonVal obj, const AdjCogBattle *b, const char *where,
                                     GError **error);
AdjCogMove  *adj_cog_move_from_json (json_object *obj, const AdjCogBattle *b, const char *where,
                                     GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjCogMove, adj_cog_move_free)

G_END_DECLS
