/* Shared by the two halves of the charge tree (chargetree.c for Glory III,
 * chargetree-fixed.c for the Fixed Glory variant). Engine-internal. */
#pragma once

#include "glory/chargetree.h"

G_BEGIN_DECLS

/* A result's cohesion checks are at most one per unit of both sides, plus
 * the night advance: room for every roll. */
#define TREE_MAX_ROLLS (2 * ADJ_CHARGE_MAX_HEXES * ADJ_STACK_MAX_UNITS + 4)

typedef struct {
  AdjTreeAnswer *ans;
  AdjCombatState start;   /* every unit's condition before the chain */
  GArray *applied;        /* scratch for adj_effects_apply */
  int rolls[TREE_MAX_ROLLS];
  /* For a melee on a copy of the input with units left out: where each of
   * the copy's defending units is in the input (NULL: the same place). */
  const guint (*def_stack)[1];
  guint def_map[ADJ_CHARGE_MAX_HEXES][ADJ_STACK_MAX_UNITS][2];
  gboolean mapped;
  const AdjCombatState *base; /* conditions before the result, in the input's places */
} TreeCtx;

void tree_ctx_init (TreeCtx *c, const AdjChargeInput *in, AdjTreeAnswer *ans);
void tree_ctx_clear (TreeCtx *c);
/* Adds @p to the result distribution under @o (merging equal results). */
void tree_add_outcome (AdjTreeAnswer *ans, const AdjChargeOutcome *o, double p);
/* One end of the chain with probability @p: @end holds every unit's
 * condition in the input's places, @retreated its retreats. */
void tree_leaf (TreeCtx *c, const AdjCombatState *end, const gboolean retreated[2][ADJ_CHARGE_MAX_HEXES][ADJ_STACK_MAX_UNITS],
                double p);
/* Plays @effects (of a charge on @in) from @state over every pass/fail
 * pattern of its checks, each end weighed and handed to tree_leaf. With
 * c->mapped, @in's defenders are a copy and c->def_map gives their places;
 * @base holds the conditions before the result in the input's places. */
void tree_play (TreeCtx *c, const AdjChargeInput *in, const AdjCombatState *base,
                const AdjCombatState *state, const GArray *effects, double p);

/* The Fixed Glory chain (chargetree-fixed.c). */
gboolean adj_charge_tree_fixed (const AdjChargeInput *input, const AdjCombatCharts *charts, TreeCtx *c,
                                GError **error);

G_END_DECLS
