/* The Charge calculator (10.2, 10.4, 12, 13): strengths, odds, every DRM
 * with its rule, the Charge Results Table row for a roll, and the exact
 * probability of every result over the ten faces 0-9.
 *
 * One side has one stack, the other one or more (10.11). Defensive Fire
 * (10.3) and its effect on the charge live in deffire.h; the effects of a
 * result on each unit (11.1-11.3) in combateffects.h.
 */
#pragma once

#include <glib.h>

#include "glory/chargeinput.h"
#include "glory/combatchart.h"
#include "glory/combatunit.h"
#include "glory/odds.h"

G_BEGIN_DECLS

typedef enum {
  ADJ_OFFER_NONE,
  ADJ_OFFER_CONTINUED_ATTACK,   /* 11.32 */
  ADJ_OFFER_COUNTER_ATTACK,     /* 11.33 */
} AdjChargeOffer;

/* One result the die can give: the table row, what it does to each side
 * (rule-forced parts included), the offer, and which faces give it. */
typedef struct {
  guint row;
  guint attacker, defender;     /* AdjResultFlags */
  AdjChargeOffer offer;
  gboolean eliminated;          /* 10.28: artillery alone, eliminated without a roll */
  guint faces;                  /* bit f: face f; 0 after Defensive Fire chaining */
  double probability;
} AdjChargeOutcome;

#define ADJ_CHARGE_MAX_OUTCOMES 16
/* The row of an outcome in which no hex charged (every one stopped by
 * Defensive Fire, 10.35). */
#define ADJ_CHARGE_NO_CHARGE G_MAXUINT

/* attack_cohesion / defense_cohesion when no infantry or cavalry is on
 * that side (Fixed Glory artillery defending alone). */
#define ADJ_COHESION_NONE (-100)

typedef struct {
  guint active;                 /* bit a: attacking stack a charges */
  gboolean automatic;           /* 10.28: artillery alone is eliminated, no roll */
  int attack_strength, defense_strength;
  gboolean has_odds;
  AdjOdds odds;
  int attack_cohesion, defense_cohesion;
  int odds_drm, cohesion_drm, terrain_drm, rear_drm, total_drm;
  guint terrain_hex;            /* the defending hex 10.43 picked */
  int hex_terrain[ADJ_CHARGE_MAX_HEXES], hex_rear[ADJ_CHARGE_MAX_HEXES];
  GArray *modifiers;            /* AdjModifier, in the order of 10.22 */
  GArray *cohesion_modifiers;   /* AdjModifier: changes to the units' cohesion (12.4) */
  GArray *notes;                /* AdjCombatNote: rule checks and explanations */
  AdjChargeOutcome outcomes[ADJ_CHARGE_MAX_OUTCOMES];
  guint n_outcomes;
  /* When the input has a roll: */
  gboolean has_roll;
  int roll, adjusted;
  guint outcome;                /* index into outcomes */
} AdjChargeResult;

void adj_charge_input_clear (AdjChargeInput *input);
void adj_charge_result_clear (AdjChargeResult *result);

/* Resolves the charge with every attacking stack. FALSE only for input the
 * charts cannot answer (an unknown terrain); rule violations are notes. */
gboolean adj_charge_resolve (const AdjChargeInput *input, const AdjCombatCharts *charts,
                             AdjChargeResult *result, GError **error);

/* The same with only the attacking stacks in @active (10.35: a hex whose
 * top unit Defensive Fire disordered does not charge). No notes. */
gboolean adj_charge_resolve_active (const AdjChargeInput *input, const AdjCombatCharts *charts,
                                    guint active, AdjChargeResult *result, GError **error);

/* Whether two outcomes are the same result (row, flags, offer), whatever
 * their faces and probability. */
gboolean adj_charge_outcome_same (const AdjChargeOutcome *a, const AdjChargeOutcome *b);
/* Adds @p to the outcome in @outcomes (@n of at most @max) equal to @o
 * (row, results, offer, elimination), or appends @o with @p. For the
 * distributions that weigh several charges together. */
void adj_charge_outcomes_add (AdjChargeOutcome *outcomes, guint *n, guint max, const AdjChargeOutcome *o,
                              double p);

/* The outcome for an adjusted roll (row, forced parts, offer). */
void adj_charge_outcome_for (const AdjChargeInput *input, const AdjCombatCharts *charts,
                             int adjusted, AdjChargeOutcome *out);
const char *adj_charge_offer_to_string (AdjChargeOffer offer);

/* Sums the DRMs of a stack's terrain parts in one Terrain Effects Chart
 * column ("charge", "df"), adding each to @mods when not NULL. */
gboolean adj_charge_terrain_sum (const AdjCombatCharts *charts, const AdjCombatStack *stack,
                                 const char *column, const char *rule, GArray *mods,
                                 int *sum, GError **error);

G_END_DECLS
