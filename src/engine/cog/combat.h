/* Clash of Giants III combat (12.9-12.12, 13.1, 14.3) as pure calculators:
 * the odds with every factor and its rule; what one die does to a unit;
 * and, before anyone rolls, the exact chance of every step loss and
 * retreat for every unit (each unit has its own die, so the chances are
 * counted face by face, never sampled). */
#pragma once

#include <glib.h>

#include "core/chart.h"
#include "core/ratio.h"

G_BEGIN_DECLS

/* Two hexes of two units stacked, six attacking hexes: twelve is room. */
#define ADJ_COG_MAX_COMBAT_UNITS 12

/* 12.9.1, 12.11, 13.1: the totals that make the odds. */
typedef struct {
  int attack_steps;        /* the attacking units' current steps (12.8) */
  int defence_steps;       /* the defending units' current steps */
  gboolean attacker_am;    /* an Artillery Marker adds 1 (13.1) */
  gboolean defender_am;
  gboolean higher_ground;  /* the defenders sit above every attacking hex: +1 (12.11.4) */
  gboolean steep_slope;    /* attacked across a Steep Slope: +1 (12.11.1's example) */
  int terrain;             /* other defence factors from the battle's TEC, typed by the player */
  gboolean town;           /* -1 to the stack, never below 1 (12.11.5) */
} AdjCogStrengthInput;

typedef struct {
  int attack, defence;     /* the totals compared */
  guint column;            /* the chart column, rounded for the defender (12.9.1) */
  AdjRatioPlacement placement;
  GArray *factors;         /* AdjModifier: each factor with its rule */
} AdjCogOdds;

/* The column of @in on @columns (increasing); refuses totals below 1. */
gboolean adj_cog_odds_compute (const AdjRatio *columns, guint n_columns, const AdjCogStrengthInput *in,
                               AdjCogOdds *out, GError **error);
void     adj_cog_odds_clear (AdjCogOdds *odds);

typedef struct {
  int ter;                 /* printed, 1..6 */
  int steps;               /* current steps 1..3; 0 when unknown (then no elimination chance) */
  gboolean cavalry;
} AdjCogCombatUnit;

typedef struct {
  int attacker_drm, defender_drm;
  gboolean attacker_immune, defender_immune;  /* the chart's "N" (12.9) */
  int loss_limit;                             /* 12.9.2 */
  gboolean flank;                             /* 12.12 */
  gboolean higher_ground;                     /* defenders above every attacker: never flanked */
  gboolean town;                              /* every retreat is three hexes (12.10.1) */
  AdjCogCombatUnit defenders[ADJ_COG_MAX_COMBAT_UNITS];
  guint n_defenders;
  AdjCogCombatUnit attackers[ADJ_COG_MAX_COMBAT_UNITS];
  guint n_attackers;
  /* Which attackers roll, the attacker's choice (12.9.2); when none is
   * marked the first min(n, limit) roll. */
  gboolean attacker_rolls[ADJ_COG_MAX_COMBAT_UNITS];
  /* Units that retreated into the hex earlier in this Combat Action: they
   * add nothing and are eliminated if the defenders take any loss (12.10.5). */
  guint n_retreated_in;
} AdjCogCombatInput;

/* What one natural roll does. */
typedef struct {
  int natural, modified;
  gboolean loss;           /* a step loss */
  int retreat;             /* hexes, defenders only; 0 without a loss */
} AdjCogRoll;

/* 12.12: whether attacks from the hexes in @directions flank the defender:
 * bit d (0..5) for each of the six hexes around it, in order round the
 * hex. Four or more; three none of which touches another; or two
 * opposite ones (others may join). */
gboolean adj_cog_flanked (guint directions);
/* 12.12: the TER a defender fights with. */
int      adj_cog_effective_ter (int ter, gboolean flank, gboolean higher_ground);
/* 12.9.3-12.9.5, 12.10.1. */
void     adj_cog_defender_roll (const AdjCogCombatInput *in, guint defender, int natural, AdjCogRoll *out);
/* 12.9.3, 12.9.4, 12.9.6. */
void     adj_cog_attacker_roll (const AdjCogCombatInput *in, guint attacker, int natural, AdjCogRoll *out);
/* 14.3: a cavalry unit retreats before combat on a roll of its TER or less. */
gboolean adj_cog_cavalry_retreat_roll (int ter, int natural);
double   adj_cog_cavalry_retreat_chance (int ter);
/* Which attackers roll (fills in the default choice). */
void     adj_cog_combat_rollers (const AdjCogCombatInput *in, gboolean *rolls);

typedef struct {
  int ter;                 /* as it fights (after a flank attack) */
  gboolean rolls;
  double loss;             /* chance of a step loss */
  double retreat[4];       /* a step loss with a retreat of 0..3 hexes */
  double eliminated;       /* losing its last step; 0 when steps are unknown */
} AdjCogUnitChances;

typedef struct {
  AdjCogUnitChances defenders[ADJ_COG_MAX_COMBAT_UNITS];
  AdjCogUnitChances attackers[ADJ_COG_MAX_COMBAT_UNITS];
  double defender_losses[ADJ_COG_MAX_COMBAT_UNITS + 1];  /* how many defenders lose a step */
  double attacker_losses[ADJ_COG_MAX_COMBAT_UNITS + 1];
  double retreated_in_eliminated;  /* 12.10.5 */
  double hex_cleared;              /* every defender retreats or is eliminated (12.9.7) */
  GArray *modifiers;               /* AdjModifier: the DRMs and the flank's TER change */
} AdjCogCombatChances;

/* Refuses what the rules do not allow (no defender, more than a chart
 * allows to roll, cavalry with infantry); names the rule. */
gboolean adj_cog_combat_check (const AdjCogCombatInput *in, GError **error);
gboolean adj_cog_combat_chances (const AdjCogCombatInput *in, AdjCogCombatChances *out, GError **error);
void     adj_cog_combat_chances_clear (AdjCogCombatChances *c);

G_END_DECLS
