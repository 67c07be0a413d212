/* Charge odds (10.23, 10.41): the attacking and defending strengths placed
 * on the Odds/Ratio Chart's columns.
 *
 * Rulings (docs/calculators.md): "rounded off in favor of the defender" is
 * the highest column not above the true ratio; rounding "in favor of the
 * attacker" (10.41) is the lowest column not below it; a ratio beyond either
 * end of the chart takes the end column.
 */
#pragma once

#include <glib.h>

#include "glory/combatchart.h"

G_BEGIN_DECLS

typedef enum {
  ADJ_ODDS_EXACT,        /* the ratio is a column */
  ADJ_ODDS_ROUNDED,      /* rounded to a neighbouring column */
  ADJ_ODDS_CLAMPED,      /* beyond the chart: its end column */
} AdjOddsPlacement;

typedef struct {
  int attack, defense;
  gboolean attacker_favoured;       /* 10.41 rounding */
  guint column;                      /* index into the odds columns */
  const AdjOddsColumn *odds;         /* key, DRM and the cell it came from */
  AdjOddsPlacement placement;
} AdjOdds;

/* @attack and @defense are positive. */
void adj_odds_compute (const AdjCombatCharts *charts, int attack, int defense,
                       gboolean attacker_favoured, AdjOdds *out);

/* "9:4 rounded down for the defender to 2-1", for explanations. */
char       *adj_odds_explain (const AdjOdds *odds);
/* The rule that placed the ratio: 10.41 when it rounded up, else 10.23. */
const char *adj_odds_rule (const AdjOdds *odds);

G_END_DECLS
