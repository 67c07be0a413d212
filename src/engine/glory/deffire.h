/* Defensive Fire (10.3) against a charge, and the charge that follows it.
 *
 * Each defending hex that declares Defensive Fire rolls once per charging
 * hex it fires at against the cohesion of that hex's top charging unit
 * (10.33) with the 10.34 DRMs. A hex whose top unit is disordered does not
 * charge (10.35); the others still do, at their own odds (10.24 play note).
 * The chained answer weighs every set of hexes that may still charge by its
 * probability.
 */
#pragma once

#include <glib.h>

#include "glory/charge.h"

G_BEGIN_DECLS

#define ADJ_DF_MAX_SHOTS (ADJ_CHARGE_MAX_HEXES * ADJ_CHARGE_MAX_HEXES)
/* Each row with and without an offer, "eliminated" and "no charge". */
#define ADJ_DF_MAX_OUTCOMES (2 * ADJ_ROLL_TABLE_MAX_ROWS + 2)

typedef struct {
  guint firing;        /* defending hex */
  guint target;        /* attacking stack */
  int cohesion;        /* of the target's top charging unit, 12.4 applied */
  int drm;
  GArray *modifiers;   /* AdjModifier */
  GArray *cohesion_modifiers; /* AdjModifier: 12.4 */
  int needs;           /* the lowest face that disorders; 10 when no face does */
  double probability;  /* of a Disorder */
} AdjDfShot;

typedef struct {
  AdjDfShot shots[ADJ_DF_MAX_SHOTS];
  guint n_shots;
  GArray *notes;                                  /* AdjCombatNote */
  double p_disordered[ADJ_CHARGE_MAX_HEXES];      /* per attacking stack: stopped (10.35) */
  double p_withdrawn[ADJ_CHARGE_MAX_HEXES];       /* a second Disorder withdraws it (10.36, 11.11) */
  /* The charge after Defensive Fire. */
  double charge_probability;                      /* some hex still charges */
  AdjChargeOutcome outcomes[ADJ_DF_MAX_OUTCOMES]; /* probabilities over the whole DF + charge */
  guint n_outcomes;
} AdjDfResult;

void     adj_df_result_clear (AdjDfResult *result);
gboolean adj_deffire_resolve (const AdjChargeInput *input, const AdjCombatCharts *charts,
                              AdjDfResult *result, GError **error);

G_END_DECLS
