/* Clash of Giants III's combat calculator for a device (calccombat.c),
 * for the table in calculators.c. */
#pragma once

#include "core/calculator.h"

G_BEGIN_DECLS

/* Attacking units a phone names; the laptop's page takes any number. */
#define ADJ_COG_CALC_ATTACKERS 4
/* The defending hex's units (the stacking limit). */
#define ADJ_COG_CALC_DEFENDERS 2
/* The units, the two Artillery Markers, and 12.11's terrain and 12.12. */
#define ADJ_COG_COMBAT_N_FIELDS (ADJ_COG_CALC_ATTACKERS + ADJ_COG_CALC_DEFENDERS + 2 + 5)

extern const AdjCalcField adj_cog_combat_fields[ADJ_COG_COMBAT_N_FIELDS];
json_object *adj_cog_calc_combat (gconstpointer state, const int *values, GError **error);

G_END_DECLS
