/* Glory III's artillery fire for a player's device (calcfire.c), for the
 * table in calculators.c. */
#pragma once

#include "core/calculator.h"

G_BEGIN_DECLS

/* Two batteries firing, the two units of the target hex, the range, the
 * line of sight, the target hex's terrain, a rear hexside and a friendly
 * unit next to the target. */
#define ADJ_GLORY_FIRE_N_FIELDS 9

extern const AdjCalcField adj_glory_fire_fields[ADJ_GLORY_FIRE_N_FIELDS];
json_object *adj_glory_calc_fire (gconstpointer state, const int *values, GError **error);

G_END_DECLS
