/* The whole charge as one answer, before anyone rolls (10.2-10.4, 11.1-11.4,
 * 13): the chain composed exactly, for Glory III and for the Fixed Glory
 * variant side by side on the same situation.
 *
 * Glory III: Defensive Fire may disorder the top charging unit of a hex,
 * which then does not charge (10.3, 10.35); the hexes still charging roll
 * on the Charge Table at their own odds; each result's checks are rolled
 * per unit, a failure a Disorder, a second Disorder a withdrawal (10.29,
 * 11.11, 11.41). Fixed Glory: the defenders' defensive fire at the
 * charging hexes, the charging units' offensive fire at the defenders
 * (one fire table, a morale check die per hex), then the melee of the
 * attackers still in good order, with its DRMs.
 *
 * Every die is enumerated: the answer is exact, no sampling. Retreat paths
 * are assumed open (no ford, bridge, enemy frontal hex, displacement or
 * blocked path: those depend on the map and come once the players pick the
 * path, adj_retreat_effects). Offers (Continued Attack, Counter-Attack) are
 * not followed: they are new charges.
 */
#pragma once

#include <glib.h>
#include <json-c/json.h>

#include "glory/charge.h"
#include "glory/combateffects.h"

G_BEGIN_DECLS

#define ADJ_TREE_MAX_OUTCOMES (2 * ADJ_ROLL_TABLE_MAX_ROWS + 2)

/* Per side, expected numbers of units, each counted once by how it ends:
 * withdrawn (11.41, 11.27) or eliminated (artillery), else disordered when
 * it was not before, and retreated when it retreated and is still there. */
typedef struct {
  double disordered, withdrawn, eliminated, retreated;
} AdjTreeLosses;

/* The worst end for a side that has a chance: the most units gone
 * (withdrawn or eliminated), then the most newly disordered, then the most
 * retreated; and its probability. */
typedef struct {
  guint gone, disordered, retreated;
  double probability;
} AdjTreeWorst;

typedef struct {
  double goes_in;               /* some unit charges (melees) */
  /* The charge (melee) result: a row of the Charge Table, or
   * ADJ_CHARGE_NO_CHARGE; artillery alone eliminated has .eliminated. */
  AdjChargeOutcome outcomes[ADJ_TREE_MAX_OUTCOMES];
  guint n_outcomes;
  AdjTreeLosses expected[2];    /* by AdjCombatSide */
  AdjTreeWorst worst[2];
  guint n_units[2];
  double total;                 /* the probabilities' sum: 1 */
} AdjTreeAnswer;

typedef struct {
  AdjTreeAnswer glory3;
  AdjTreeAnswer fixed_glory;
} AdjChargeTree;

/* Both answers for @input (its fixed_glory flag is ignored: both are
 * given). Fails on input the charts cannot answer, and for Fixed Glory on
 * a defending unit in good order without its disordered rating that
 * offensive fire may disorder before the melee reads its cohesion. */
gboolean adj_charge_tree (const AdjChargeInput *input, const AdjCombatCharts *charts,
                          AdjChargeTree *tree, GError **error);

/* One answer: Glory III, or Fixed Glory when @fixed_glory. */
gboolean adj_charge_tree_one (const AdjChargeInput *input, const AdjCombatCharts *charts,
                              gboolean fixed_glory, AdjTreeAnswer *answer, GError **error);

/* One result of the charge with its chance under each rule set. */
typedef struct {
  AdjChargeOutcome outcome;     /* its faces and probability unset */
  double glory3, fixed_glory;
} AdjTreePair;

#define ADJ_TREE_MAX_PAIRS (2 * ADJ_TREE_MAX_OUTCOMES)

/* The results of both answers side by side, each once, in the Charge
 * Table's order with "no charge" last; returns how many (at most
 * ADJ_TREE_MAX_PAIRS). */
guint adj_charge_tree_pairs (const AdjChargeTree *tree, AdjTreePair *pairs);

/* {"goes_in", "result": [outcomes], "expected": {attacker, defender} x
 * {disordered, withdrawn, eliminated, retreated}, "worst", "units"}. */
json_object *adj_tree_answer_to_json (const AdjCombatCharts *charts, const AdjTreeAnswer *answer,
                                      gboolean fixed_glory);
json_object *adj_charge_tree_to_json (const AdjCombatCharts *charts, const AdjChargeTree *tree);

G_END_DECLS
