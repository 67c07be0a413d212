/* Morale checks (8.0), leader casualties (9.0) and initiative (4.0) as
 * calculators: a d10 that reads 0 as 10, every modifier with its rule,
 * the outcome of every face. */
#pragma once

#include <glib.h>

#include "tgtw/charts.h"

G_BEGIN_DECLS

#define ADJ_TGTW_D10 10

/* 8.0: the check passes when the d10 (plus any tactical points bought on
 * it) is the same as or lower than the morale number with its modifiers. */
typedef struct {
  int morale;          /* the scenario's number for the unit's letter */
  int card;            /* 11.0: the card its sector plays this turn (1..7), 0 for none */
  int leader;          /* the leader's morale modifier the scenario gives (the rules print none) */
  int modifier;        /* any other, + helps */
  int plus;            /* 12.0 (1): +1 on the d10 per point (an enemy's purchase) */
  gboolean automatic;  /* 2.1: a rally-dot leader stacked with a routed unit, Rally phase */
} AdjTgtwMoraleInput;

typedef struct {
  int target;                      /* the highest adjusted roll that passes */
  GArray *modifiers;               /* AdjModifier */
  gboolean pass[ADJ_TGTW_D10 + 1]; /* by face 1..10 */
  guint passes;                    /* faces of 10 that pass */
} AdjTgtwMoraleResult;

gboolean adj_tgtw_morale_check (const AdjTgtwCharts *charts, const AdjTgtwMoraleInput *in,
                                AdjTgtwMoraleResult *out, GError **error);
void     adj_tgtw_morale_result_clear (AdjTgtwMoraleResult *result);

/* 9.0: the roll for a leader stacked on a unit that suffered a result. */
typedef struct {
  gboolean missile;              /* missile combat: only after an E */
  AdjTgtwCasualtyColumn column;  /* melee: what the unit suffered */
  int plus;                      /* 12.0 (1) on the d10 */
  int stars;                     /* 0..3 for the morale loss points (10.0), or -1 */
} AdjTgtwCasualtyInput;

typedef struct {
  AdjTgtwFate fate[ADJ_TGTW_D10 + 1];             /* by face 1..10 */
  const AdjChartCell *cells[ADJ_TGTW_D10 + 1];
  guint counts[ADJ_TGTW_N_FATES];                 /* faces of 10 */
  int loss[ADJ_TGTW_N_FATES];                     /* 10.0 points of each fate, when stars given */
  gboolean has_loss;                              /* the stars were given: @loss holds the points */
  GArray *modifiers;
} AdjTgtwCasualtyResult;

gboolean adj_tgtw_casualty_roll (const AdjTgtwCharts *charts, const AdjTgtwCasualtyInput *in,
                                 AdjTgtwCasualtyResult *out, GError **error);
void     adj_tgtw_casualty_result_clear (AdjTgtwCasualtyResult *result);
/* The face a d10 roll reads with @plus (an adjusted roll over 10 reads 10). */
int      adj_tgtw_d10_read (int face, int plus);

/* 4.0: one sector's initiative. Each army rolls a d10 and adds its sector
 * leader's bonus (and any tactical points); the higher total wins, a tie
 * goes to the higher bonus, and with equal bonuses both roll again. */
typedef struct {
  int bonus[ADJ_TGTW_N_ARMIES];
  int plus[ADJ_TGTW_N_ARMIES];   /* 12.0 (1) */
} AdjTgtwInitiativeInput;

typedef struct {
  guint wins[ADJ_TGTW_N_ARMIES];     /* of the 100 pairs of faces, on the totals */
  guint by_bonus[ADJ_TGTW_N_ARMIES]; /* ties won on the bonus */
  guint rerolls;                     /* ties with equal bonuses */
  /* The chance each army ends with the initiative, re-rolls included (a
   * re-roll between equal bonuses is even: docs/tgtw.md). */
  double win[ADJ_TGTW_N_ARMIES];
  GArray *modifiers[ADJ_TGTW_N_ARMIES];
} AdjTgtwInitiativeResult;

gboolean adj_tgtw_initiative_odds (const AdjTgtwCharts *charts, const AdjTgtwInitiativeInput *in,
                                   AdjTgtwInitiativeResult *out, GError **error);
void     adj_tgtw_initiative_result_clear (AdjTgtwInitiativeResult *result);
/* The winner of totals @total (die + bonus + plus) with @bonus: 0, 1, or -1 for a re-roll. */
int      adj_tgtw_initiative_decide (const int *total, const int *bonus);

G_END_DECLS
