/* The Glory that Was's combat calculators for a device (calccombat.c),
 * for the table in calculators.c. */
#pragma once

#include "core/calculator.h"

G_BEGIN_DECLS

/* Units firing at one hex on a phone; the app takes up to ADJ_TGTW_MAX_FIRERS. */
#define ADJ_TGTW_CALC_FIRERS 4
/* The target, each firer with its range, the tactical points, the TDT row. */
#define ADJ_TGTW_MISSILE_N_FIELDS (3 + 2 * ADJ_TGTW_CALC_FIRERS)
#define ADJ_TGTW_MELEE_N_FIELDS 10

extern const AdjCalcField adj_tgtw_missile_fields[ADJ_TGTW_MISSILE_N_FIELDS];
extern const AdjCalcField adj_tgtw_melee_fields[ADJ_TGTW_MELEE_N_FIELDS];
json_object *adj_tgtw_calc_missile (gconstpointer state, const int *values, GError **error);
json_object *adj_tgtw_calc_melee (gconstpointer state, const int *values, GError **error);

G_END_DECLS
