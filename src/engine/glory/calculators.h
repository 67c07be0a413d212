/* Glory III's calculators that need no combat's units: a Combined
 * Activation (4.25), a rally (11.52) and a recovery (11.62), as JSON
 * (what `adjutant-cli ca`, `rally` and `recover` print), and the table
 * of them a player's device runs through the host (core/calculator.h).
 * Charges and fire take a whole combat and the player's charts, so they
 * stay on the laptop and the CLI. */
#pragma once

#include "core/calculator.h"
#include "glory/recovery.h"

G_BEGIN_DECLS

json_object *adj_ca_result_to_json (const AdjCaResult *result);
/* @rule: the rules the roll follows ("11.52", "11.62, 13"), 12.4 added
 * here when the unit's rating was lowered. */
json_object *adj_cohesion_roll_to_json (const AdjCohesionRoll *roll, gboolean recovery, const char *rule);
/* The rules a rally or recovery roll follows. */
const char  *adj_cohesion_roll_rule (gboolean recovery, gboolean night);

#define ADJ_GLORY_N_CALCULATORS 3
extern const AdjCalculator adj_glory_calculators[ADJ_GLORY_N_CALCULATORS];

G_END_DECLS
