/* Glory III's line of sight without a map (9.4) for a player's device
 * (calclos.c), for the table in calculators.c: the firer's and target's
 * hexes and levels and the map's column shift; then the questions of
 * `adjutant-cli los --questions`, answered as `los --answers`. */
#pragma once

#include "core/calculator.h"

G_BEGIN_DECLS

#define ADJ_GLORY_LOS_N_FIELDS 5

extern const AdjCalcField adj_glory_los_fields[ADJ_GLORY_LOS_N_FIELDS];
json_object *adj_glory_los_questions (gconstpointer state, const int *values, GError **error);
json_object *adj_glory_los_answer (gconstpointer state, const int *values, json_object *answers, GError **error);

G_END_DECLS
