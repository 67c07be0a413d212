/* Combat results (11.1-11.3) as lists of effects on units, in the order the
 * rules apply them. The game applies them to its state; the calculators
 * show them. Nothing here rolls a die: checks take the rolls they are given.
 *
 * A charge result gives CHECK, DISORDER and RETREAT effects per unit, then
 * the advance and the offers. Once the player picks a retreat path, a
 * RETREAT expands through adj_retreat_effects (11.24-11.27).
 */
#pragma once

#include <glib.h>

#include "glory/charge.h"

G_BEGIN_DECLS

typedef enum {
  ADJ_EFFECT_CHECK,            /* cohesion check: a failure is a Disorder */
  ADJ_EFFECT_DISORDER,         /* 11.11; on a disordered unit a withdrawal (11.41) */
  ADJ_EFFECT_RETREAT,          /* 11.2 */
  ADJ_EFFECT_DISPLACE,         /* 11.26: a friendly unit moves aside one hex */
  ADJ_EFFECT_WITHDRAW,         /* 11.41, 11.27 */
  ADJ_EFFECT_ELIMINATE,        /* 10.28, 11.27, 11.41 (artillery) */
  ADJ_EFFECT_ADVANCE,          /* 11.31 */
  ADJ_EFFECT_CONTINUED_ATTACK, /* offer, 11.32 */
  ADJ_EFFECT_COUNTER_ATTACK,   /* offer, 11.33 */
} AdjEffectKind;

typedef enum {
  ADJ_SIDE_ATTACKER,
  ADJ_SIDE_DEFENDER,
} AdjCombatSide;

/* A unit outside the charge's stacks (a displaced unit) as @stack; its
 * @unit is then free for the caller to tell such units apart. */
#define ADJ_EFFECT_OTHER_UNIT G_MAXUINT

typedef struct {
  AdjEffectKind kind;
  AdjCombatSide side;
  guint stack, unit;           /* into the input's attackers or defenders */
  int cohesion, drm;           /* CHECK: fails when roll + drm > cohesion */
  double p_fail;               /* CHECK */
  int hexes_min, hexes_max;    /* RETREAT (11.22) */
  guint into;                  /* ADVANCE: bit d, a defending hex it may enter */
  gboolean if_vacated;         /* ADVANCE: only when a defending hex has emptied */
  gboolean after_advance;      /* only when the ADVANCE before it took place */
  gboolean choice;             /* one of the effects so marked applies: the player's pick */
  int roll;                    /* applied CHECK: the roll it took; with @rolled, the roll it takes */
  gboolean rolled;             /* CHECK rolled already (a Defensive Fire shot, a Fixed Glory check die):
                                * it takes @roll, none of the rolls given */
  gboolean from_check;         /* applied DISORDER/WITHDRAW/ELIMINATE: the failure of the CHECK before it */
  guint firing;                /* a Defensive Fire CHECK (10.33): the defending stack whose shot it is */
  const char *rule;
  char *text;
} AdjEffect;

GArray     *adj_effects_new (void);
const char *adj_effect_kind_to_string (AdjEffectKind kind);
const char *adj_combat_side_to_string (AdjCombatSide side);

/* The effects of @outcome on a charge by the stacks in @active. */
void adj_charge_effects (const AdjChargeInput *input, guint active,
                         const AdjChargeOutcome *outcome, GArray *effects);

typedef enum {
  ADJ_CROSS_NONE,
  ADJ_CROSS_FORD,
  ADJ_CROSS_BRIDGE,
  ADJ_CROSS_STREAM_FORD,       /* a ford over a Stream (10.42): no Disorder */
  ADJ_CROSS_STREAM_BRIDGE,     /* a bridge over a Stream: artillery only */
} AdjCrossing;

typedef struct {
  gboolean blocked;            /* no valid path: eliminated (11.27) */
  gboolean off_map;            /* only off the map: withdrawn (11.27) */
  AdjCrossing crossing;        /* 11.24 */
  int enemy_frontal_hexes;     /* enemy Frontal Hexes entered (11.25) */
  int hexes;                   /* hexes retreated (11.22); 0: not chosen yet */
} AdjRetreatPath;

/* Whether @u can retreat along @path: its length (11.22), and no more
 * enemy frontal hexes than hexes entered (11.25). */
gboolean adj_retreat_path_check (const AdjRetreatPath *path, const AdjCombatUnit *u, GError **error);
/* A retreat along the path the player chose; with @path->hexes set, the
 * RETREAT effect has that length (hexes_min = hexes_max). */
void adj_retreat_effects (AdjCombatSide side, guint stack, guint unit, const AdjCombatUnit *u,
                          const AdjRetreatPath *path, GArray *effects);
/* 11.26: the friendly unit @u moves one hex and checks cohesion. */
void adj_displace_effects (AdjCombatSide side, const AdjCombatUnit *u, gboolean night,
                           GArray *effects);

/* The condition of every unit of a charge, for applying effects. */
typedef enum {
  ADJ_COND_GOOD_ORDER,
  ADJ_COND_DISORDERED,
  ADJ_COND_WITHDRAWN,
  ADJ_COND_ELIMINATED,
} AdjUnitCondition;

typedef struct {
  AdjUnitCondition unit[2][ADJ_CHARGE_MAX_HEXES][ADJ_STACK_MAX_UNITS];
  AdjCombatKind kind[2][ADJ_CHARGE_MAX_HEXES][ADJ_STACK_MAX_UNITS];
  guint n_units[2][ADJ_CHARGE_MAX_HEXES];
  guint n_stacks[2];
} AdjCombatState;

const char *adj_condition_to_string (AdjUnitCondition condition);
void        adj_combat_state_init (AdjCombatState *state, const AdjChargeInput *input);
/* A Disorder on a unit in @condition: what it becomes (11.11, 11.41). */
AdjUnitCondition adj_condition_disorder (AdjUnitCondition condition, AdjCombatKind kind);

/* Applies @effects in order, one roll of @rolls per CHECK not rolled already, choices taking
 * their first option; what happened goes to @applied (CHECKs that failed
 * become the Disorder's outcome). Fails when rolls run out or are not 0-9. */
gboolean adj_effects_apply (AdjCombatState *state, const GArray *effects, const int *rolls,
                            guint n_rolls, GArray *applied, GError **error);
/* The same with no texts in @applied (NULL): for enumerations that only
 * count what happened. */
gboolean adj_effects_apply_bare (AdjCombatState *state, const GArray *effects, const int *rolls,
                                 guint n_rolls, GArray *applied, GError **error);

G_END_DECLS
