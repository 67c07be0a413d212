/* The calculators' inputs from JSON and their answers as JSON: the CLI's
 * contract (docs/cli.md) and what the app's pages read. Outcome keys are
 * the printed cells ("D/R", "Eng.", "-"). */
#pragma once

#include <glib.h>
#include <json-c/json.h>

#include "tgtw/melee.h"
#include "tgtw/missile.h"
#include "tgtw/morale.h"

G_BEGIN_DECLS

/* 12 significant digits: exact for the sixths and tenths these are made of. */
json_object *adj_tgtw_probability_to_json (double p);

/* {"attacker": {"strength", "morale", ...}, "defender": {..., "disordered"},
 * "dice", "mct1_shift", "mct2_shift", ...}; @where names it in errors. */
gboolean     adj_tgtw_melee_input_from_json (json_object *root, const char *where, AdjTgtwMeleeInput *out,
                                             GError **error);
json_object *adj_tgtw_melee_result_to_json (const AdjTgtwCharts *charts, const AdjTgtwMeleeResult *result);

/* {"firers": [{"weapon", "strength", "range"}], "formation": ROW or null};
 * @firers holds ADJ_TGTW_MAX_FIRERS. */
gboolean     adj_tgtw_missile_input_from_json (json_object *root, const char *where, AdjTgtwFirer *firers,
                                               AdjTgtwMissileInput *out, GError **error);
json_object *adj_tgtw_missile_result_to_json (const AdjTgtwMissileInput *in, const AdjTgtwMissileResult *result);

json_object *adj_tgtw_morale_result_to_json (const AdjTgtwMoraleResult *result);
json_object *adj_tgtw_casualty_result_to_json (const AdjTgtwCasualtyResult *result);
json_object *adj_tgtw_initiative_result_to_json (const AdjTgtwInitiativeResult *result);

G_END_DECLS
