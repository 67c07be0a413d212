/* The combat calculators' answers as JSON (docs/calculators.md): what the
 * CLI prints and what the app can render, every number with its rule and
 * every chart value with its source. */
#pragma once

#include <glib.h>
#include <json-c/json.h>

#include "glory/artillery.h"
#include "glory/charge.h"
#include "glory/combateffects.h"
#include "glory/deffire.h"
#include "glory/fixedglory.h"

G_BEGIN_DECLS

json_object *adj_combat_notes_to_json (const GArray *notes);
json_object *adj_combat_probability_to_json (double p);
/* [5, 6]: the die faces in the bit set @faces. */
json_object *adj_combat_faces_to_json (guint faces);
json_object *adj_effects_to_json (const AdjChargeInput *input, const GArray *effects);
/* One charge outcome: row, faces, probability, each side's result with its
 * cell's source, the offer. */
json_object *adj_charge_outcome_to_json (const AdjCombatCharts *charts, const AdjChargeOutcome *o);

json_object *adj_charge_result_to_json (const AdjChargeInput *input, const AdjCombatCharts *charts,
                                        const AdjChargeResult *result);
json_object *adj_df_result_to_json (const AdjChargeInput *input, const AdjCombatCharts *charts,
                                    const AdjDfResult *result);
json_object *adj_fire_result_to_json (const AdjFireInput *input, const AdjCombatCharts *charts,
                                      const AdjFireResult *result);
json_object *adj_fixed_fire_result_to_json (const AdjFixedFireInput *input,
                                            const AdjFixedFireResult *result);

G_END_DECLS
