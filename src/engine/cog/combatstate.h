/* A combat in a game (12.9): the combat move's units and choices checked
 * against the state and turned into the calculators' input; the chances
 * before anyone rolls; the results of the rolls; and the move group that
 * applies them (the combat, then each step loss and elimination). */
#pragma once

#include <glib.h>

#include "cog/combat.h"
#include "cog/combatchart.h"
#include "cog/move.h"
#include "cog/state.h"

G_BEGIN_DECLS

typedef struct {
  /* 14.3: per defender (as listed), whether it tries to retreat before
   * combat, the chance it succeeds, and whether it did (its roll known). */
  gboolean tries[ADJ_COG_MAX_COMBAT_UNITS];
  double retreat_chance[ADJ_COG_MAX_COMBAT_UNITS];
  gboolean retreated[ADJ_COG_MAX_COMBAT_UNITS];
  /* The defenders that stand and fight, as indexes into the move's list. */
  guint staying[ADJ_COG_MAX_COMBAT_UNITS];
  guint n_staying;
  gboolean all_retreated;  /* nobody left to fight: no odds, no rolls */
  AdjCogOdds odds;         /* 12.9.1, with every factor */
  AdjCogChartEntry chart;  /* the column read, each cell with its source */
  AdjCogCombatInput input; /* defenders[i] is staying[i] */
} AdjCogCombatSetup;

/* Why @unit may not attack, or be attacked, in the current Combat Action
 * (9.5, 12.2, 12.3): a new string naming the rule, or NULL when it may.
 * Pickers offer units by these, and say why the others are not; a unit
 * that retreated in this Combat Action may still be named as having
 * retreated into a hex (12.10.5). */
char    *adj_cog_combat_attacker_refusal (const AdjCogState *s, guint unit);
char    *adj_cog_combat_defender_refusal (const AdjCogState *s, guint unit);

/* The column @col of the chart in force in the game; refuses a blank cell. */
gboolean adj_cog_state_chart_entry (const AdjCogState *s, guint col, AdjCogChartEntry *out, GError **error);

/* @c may leave rolls at 0 (not rolled yet); a cavalry entry with roll 0
 * means "tries, not rolled yet" and counts as staying. */
gboolean adj_cog_combat_setup (const AdjCogState *s, const AdjCogCombatMove *c, AdjCogCombatSetup *out,
                               GError **error);
void     adj_cog_combat_setup_clear (AdjCogCombatSetup *setup);

typedef struct {
  guint unit;
  gboolean rolled;
  AdjCogRoll roll;         /* natural, modified, loss, retreat */
  gboolean eliminated;     /* loses its last step (or 12.10.5) */
  gboolean retreated_before; /* cavalry gone before combat (14.3) */
} AdjCogUnitResult;

typedef struct {
  AdjCogUnitResult defenders[ADJ_COG_MAX_COMBAT_UNITS];   /* as listed in the move */
  AdjCogUnitResult attackers[ADJ_COG_MAX_COMBAT_UNITS];
  AdjCogUnitResult retreated_in[ADJ_COG_MAX_COMBAT_UNITS];
  gboolean hex_cleared;    /* every defender gone: the attacker may advance (12.9.7) */
} AdjCogCombatResults;

/* The combat's results from the rolls in @m; refuses missing or extra
 * rolls, and rolls that are not the seed's. */
gboolean adj_cog_combat_results (const AdjCogState *s, const AdjCogMove *m, AdjCogCombatResults *out,
                                 GError **error);
/* Fills every roll of the combat @m from @seed (cavalry first, then the
 * defenders, then the attackers chosen to roll, as listed) and records it. */
gboolean adj_cog_combat_roll_virtual (const AdjCogState *s, AdjCogMove *m, guint64 seed, GError **error);
/* The moves that apply a combat: @m, then a step loss for each unit that
 * loses one and an elimination for each 12.10.5 unit; apply them with
 * adj_journal_apply_group. */
GPtrArray *adj_cog_combat_group (const AdjCogState *s, const AdjCogMove *m, GError **error);

G_END_DECLS
