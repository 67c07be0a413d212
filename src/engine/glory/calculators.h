/* Glory III's calculators that need no combat's units: a Combined
 * Activation (4.25), a rally (11.52) and a recovery (11.62), as JSON
 * and a charge's odds (10.23, 10.41) as JSON (what `adjutant-cli ca`,
 * `rally`, `recover` and `odds` print), and the table of them a player's
 * device runs through the host (core/calculator.h), with a charge and an
 * artillery fire of the game's units (calccharge.c, calcfire.c) and a
 * line of sight without a map (calclos.c). */
#pragma once

#include "core/calculator.h"
#include "glory/odds.h"
#include "glory/recovery.h"

G_BEGIN_DECLS

json_object *adj_ca_result_to_json (const AdjCaResult *result);
/* @rule: the rules the roll follows ("11.52", "11.62, 13"), 12.4 added
 * here when the unit's rating was lowered. */
json_object *adj_cohesion_roll_to_json (const AdjCohesionRoll *roll, gboolean recovery, const char *rule);
/* A charge's odds column and DRM with where its cell comes from, as
 * `adjutant-cli odds` prints them. */
json_object *adj_odds_to_json (const AdjOdds *odds);
/* The rules a rally or recovery roll follows. */
const char  *adj_cohesion_roll_rule (gboolean recovery, gboolean night);

#define ADJ_GLORY_N_CALCULATORS 7
extern const AdjCalculator adj_glory_calculators[ADJ_GLORY_N_CALCULATORS];

G_END_DECLS
