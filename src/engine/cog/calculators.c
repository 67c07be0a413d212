/* Clash of Giants III's calculators for a player's device (core/
 * calculator.h): the Artillery Marker draw (6.3.2) and a combat (12.9),
 * answering as `adjutant-cli cog cup` and `cog combat` do. */
#include "cog/calculators.h"

#include "core/i18n.h"
#include "cog/calccombat.h"
#include "cog/cups.h"

static json_object *
cup (gconstpointer state, const int *v, GError **error)
{
  return adj_cog_am_cup_to_json ((guint) v[0], (guint) v[1]);
}

/* At most 64 markers in all, as the CLI counts exactly; 32 a side. */
static const AdjCalcField cup_fields[] = {
  { "union", N_("The Union's Artillery Markers in the cup"), ADJ_CALC_INT, 0, 32, 4, NULL },
  { "csa", N_("The Confederate's Artillery Markers in the cup"), ADJ_CALC_INT, 0, 32, 4, NULL },
};

const AdjCalculator adj_cog_calculators[ADJ_COG_N_CALCULATORS] = {
  { "cup", N_("Artillery Marker Draw"), "6.3.2", cup_fields, G_N_ELEMENTS (cup_fields), cup },
  { "combat", N_("Combat"), "12.9", adj_cog_combat_fields, ADJ_COG_COMBAT_N_FIELDS, adj_cog_calc_combat },
};
