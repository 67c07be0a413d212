/* Melee (7.0): MCT1 reads the strength ratio and the morale ratio into an
 * MCT2 column; the attacker rolls one or more d6 on it. With every shift
 * (disordered defender, the optional MCT1 tactical differential, the
 * leader's MCT2 shift and dice, card 6, tactical points and the
 * defender's cancel) and the exact chance of every MCT2 row. */
#pragma once

#include <glib.h>

#include "tgtw/charts.h"

G_BEGIN_DECLS

/* The engine's limit on dice rolled together (core/dice.h sums up to 12). */
#define ADJ_TGTW_MAX_DICE 12
#define ADJ_TGTW_MAX_MORALE 20

typedef struct {
  int strength;                /* 1..99 */
  int morale;                  /* the scenario's number for its letter, 1..20 */
  int type;                    /* AdjTgtwUnitType, or -1 when not given */
  gboolean skirmisher_exempt;  /* 5.0: the scenario's exception */
  gboolean sector_routed;      /* 13.0: its sector has reached its rout level */
} AdjTgtwMeleeUnit;

/* 12.0: tactical points spent on this melee, by option (counts, not points). */
typedef struct {
  int plus;        /* (1) +1 on the attacker's dice total each; attacker only */
  int mct1;        /* (2) MCT1 columns in the spender's favour */
  int cancel;      /* the defender cancels that many of the attacker's (2) */
  int mct2_shift;  /* (3) MCT2 columns in the spender's favour */
  int mct2_dice;   /* (3) one more die each; attacker only */
} AdjTgtwMeleeSpend;

typedef struct {
  AdjTgtwMeleeUnit attacker, defender;
  gboolean disordered;         /* the defender is disordered (7.0) */
  gboolean routed;             /* the defender is routed: eliminated, no roll (7.0) */
  gboolean type_differential;  /* use the optional MCT1 table (needs both types) */
  int dice;                    /* d6 the attacker rolls: its leader's number (2.1), 1 without */
  gboolean no_leader;          /* no leader within one hex: the 1 die is not a leader's (2.1) */
  int leader_shift;            /* the leader's MCT2 column shift (2.1) */
  gboolean charge;             /* card 6 for a cavalry attacker: one more die (11.0) */
  int mct1_shift;              /* any other MCT1 columns, + to the attacker */
  AdjTgtwMeleeSpend attacker_tp, defender_tp;
} AdjTgtwMeleeInput;

typedef struct {
  guint strength_col, morale_col;           /* the ratios as placed, before any shift */
  AdjRatioPlacement strength_placement, morale_placement;
  guint row, col;                           /* the MCT1 cell read, after the shifts */
  const AdjChartCell *mct1_cell;
  int letter;                               /* MCT1's answer, 0..6 = A..G */
  int column;                               /* the MCT2 column read, after its shifts */
  int dice, plus;
  int tp_spent[ADJ_TGTW_N_ARMIES];          /* points: [0] attacker, [1] defender */
  GArray *mct1_mods, *mct2_mods, *dice_mods;  /* AdjModifier */
  gboolean automatic;                       /* a routed defender: -/E without a roll */
  guint64 total;                            /* 6^dice: the ways of the roll */
  guint64 row_counts[ADJ_TGTW_MCT2_ROWS];   /* ways to read each MCT2 row */
  AdjTgtwMct2Result applied[ADJ_TGTW_MCT2_ROWS];  /* each row's cell after 5.0 and 13.0 */
  /* Exact chances by AdjTgtwHit, [ADJ_TGTW_N_HITS] = engaged; after 5.0, 7.0 and 13.0, and for
   * a charging attacker (card 6, 11.0) after the card disorders it. */
  double attacker[ADJ_TGTW_N_HITS + 1], defender[ADJ_TGTW_N_HITS + 1];
} AdjTgtwMeleeResult;

/* 12.0: what one side's points in a melee cost, at the printed prices. */
int      adj_tgtw_melee_spend_cost (const AdjTgtwCharts *charts, const AdjTgtwMeleeSpend *spend);

gboolean adj_tgtw_melee_resolve (const AdjTgtwCharts *charts, const AdjTgtwMeleeInput *in,
                                 AdjTgtwMeleeResult *out, GError **error);
void     adj_tgtw_melee_result_clear (AdjTgtwMeleeResult *result);

G_END_DECLS
