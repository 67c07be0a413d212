/* Artillery Fire (9): the fire DRMs with their rules, the Artillery Fire
 * Table row for a roll, the exact distribution over the ten faces, what it
 * means for each unit in the target hex, and Misguided Friendly Fire (9.5).
 *
 * Line of sight is not computed here: the caller says whether it is clear.
 */
#pragma once

#include <glib.h>

#include "glory/combatchart.h"
#include "glory/combatunit.h"

G_BEGIN_DECLS

#define ADJ_FIRE_MAX_FRIENDS 6
#define ADJ_FIRE_MAX_OUTCOMES 12

typedef struct {
  AdjCombatUnit guns[2];        /* two stacked batteries fire combined (9.3) */
  guint n_guns;
  int range;                    /* hexes from the guns to the target (9.21) */
  gboolean los_clear;           /* 9.21: needed at two hexes or more */
  gboolean night;               /* 13: adjacent targets only */
  AdjCombatStack target;        /* its units, and its terrain ("fire" column) */
  gboolean through_rear;        /* 9.22: adjacent fire entering a rear hexside */
  AdjCombatUnit friends[ADJ_FIRE_MAX_FRIENDS]; /* 9.51: intervening friends adjacent to the target */
  guint n_friends;
  char *range_chart;            /* the battle's range chart; NULL: the default */
  GArray *modifiers;            /* further DRMs (AdjModifier); may be NULL */
  gboolean has_roll;
  int roll;
} AdjFireInput;

typedef struct {
  guint row;                    /* Artillery Fire Table row */
  guint effect;                 /* AdjResultFlags on the affected units */
  gboolean misguided;           /* 9.52: no effect on the target; friends check */
  guint faces;
  double probability;
} AdjFireOutcome;

typedef struct {
  gboolean allowed;             /* no rule forbids this fire */
  int strength_drm, range_drm, total_drm;
  GArray *modifiers;            /* AdjModifier */
  GArray *cohesion_modifiers;   /* AdjModifier: changes to the targets' cohesion (12.4) */
  GArray *notes;                /* AdjCombatNote */
  const AdjChartCell *range_cell;
  AdjFireOutcome outcomes[ADJ_FIRE_MAX_OUTCOMES];
  guint n_outcomes;
  gboolean affected[ADJ_STACK_MAX_UNITS];        /* 9.22 */
  double p_disordered[ADJ_STACK_MAX_UNITS];      /* per target unit */
  double p_withdrawn[ADJ_STACK_MAX_UNITS];       /* a second Disorder (11.41) */
  double p_friend_disordered[ADJ_FIRE_MAX_FRIENDS];
  gboolean has_roll;
  int roll, adjusted;
  guint outcome;
} AdjFireResult;

void     adj_fire_input_clear (AdjFireInput *input);
void     adj_fire_result_clear (AdjFireResult *result);
gboolean adj_fire_resolve (const AdjFireInput *input, const AdjCombatCharts *charts,
                           AdjFireResult *result, GError **error);

G_END_DECLS
