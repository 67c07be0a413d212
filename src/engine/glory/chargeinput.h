/* What a charge is (10.1-10.2): the stacks on each side and the
 * conditions the calculators, the rule checks (chargecheck.h) and the Fixed
 * Glory melee (fixedglory.h) read. adj_charge_input_clear() is in charge.h. */
#pragma once

#include <glib.h>

#include "glory/combatunit.h"

G_BEGIN_DECLS

typedef enum {
  ADJ_CHARGE_NORMAL,
  ADJ_CHARGE_CONTINUED,   /* a Continued Attack (11.32): no further one */
  ADJ_CHARGE_COUNTER,     /* a Counter-Attack (11.33): no further offers */
} AdjChargeKind;

typedef struct {
  AdjCombatStack attackers[ADJ_CHARGE_MAX_HEXES];
  guint n_attackers;
  AdjCombatStack defenders[ADJ_CHARGE_MAX_HEXES];
  guint n_defenders;
  AdjCombatStack *covering;     /* other friendly stacks, for 10.12 */
  guint n_covering;
  gboolean night;               /* 13 */
  gboolean combined_activation; /* 4.25: units of several Leaders may cover for each other */
  gboolean fixed_glory;         /* the Fixed Glory variant */
  gboolean refitted_glory1;     /* 14.11: +2 to all Defensive Fire at night */
  AdjChargeKind kind;
  AdjColumnShift shift;         /* the map's column layout, for adjacency */
  GArray *modifiers;            /* AdjModifier from battle rules; may be NULL */
  char *range_chart;            /* Fixed Glory artillery melee strength; NULL: default */
  gboolean has_roll;
  int roll;                     /* 0-9 */
} AdjChargeInput;

G_END_DECLS
