/* A fire as the journal records it: the occasions a unit fires on in
 * each rule set (9.12, 9.13; Fixed Glory's bombardment, defensive and
 * offensive fire), the kind each is recorded as and the Fixed Glory phase
 * it is checked against, the battery return fire answers, and the moves
 * that record who fired. */
#pragma once

#include <glib.h>

#include "glory/action.h"
#include "glory/combatunit.h"
#include "glory/fixedglory.h"
#include "glory/gamestate.h"

G_BEGIN_DECLS

typedef enum {
  ADJ_FIRE_OCCASION_ACTIVATION,   /* 9.12: the acting command's artillery */
  ADJ_FIRE_OCCASION_RETURN,       /* 9.13: at enemy artillery that fired at it */
  ADJ_FIRE_OCCASION_BOMBARDMENT,  /* Fixed Glory: activated artillery, before moving */
  ADJ_FIRE_OCCASION_DEFENSIVE,    /* Fixed Glory: non-phasing units at adjacent activated enemies */
  ADJ_FIRE_OCCASION_OFFENSIVE,    /* Fixed Glory: phasing infantry and cavalry at adjacent enemies */
} AdjFireOccasion;

/* The occasions of Glory III's Artillery Fire, or of the Fixed Glory
 * variant's fire, in the order of the sequence. */
const AdjFireOccasion *adj_fire_occasions (gboolean fixed_glory, guint *n_occasions);
/* How the journal records it: a bombardment is the artillery's
 * activation fire. */
AdjFireKind   adj_fire_occasion_kind (AdjFireOccasion occasion);
/* The Fixed Glory phase its rule checks follow (ANY for Glory III's). */
AdjFixedPhase adj_fire_occasion_phase (AdjFireOccasion occasion);

/* 9.13: the enemy battery that return fire answers: the first artillery
 * unit of @target whose game unit (@game_units, one per unit of @target,
 * -1 for a unit typed in) is known; -1 when none is. */
int        adj_fire_return_target (const AdjCombatStack *target, const int *game_units);

/* The moves that record a fire of @kind by @units (battle indexes; those
 * below 0 and repeats are left out): a FIRE move each, in order; only
 * return fire names the battery it answers (9.13). With @state, only the
 * units that may fire so now (adj_game_state_fire_check). AdjAction. */
GPtrArray *adj_fire_record_moves (const AdjGameState *state, AdjFireKind kind, const int *units,
                                  guint n_units, int target);

G_END_DECLS
