/* What Glory III's calculators on a player's device share (calcgame.c):
 * the game's units they offer by name, a unit and the game's conditions
 * in the CLI's input (docs/calculators.md), and the charts the laptop's
 * pages use. */
#pragma once

#include <json-c/json.h>

#include "glory/calcunit.h"
#include "glory/combatchart.h"

G_BEGIN_DECLS

/* The game's units that may fill a row of @role (adj_game_role_units), by name. */
void             adj_glory_calc_role_units (gconstpointer state, AdjUnitRole role, GArray *ids, GPtrArray *names);
/* @unit as the calculators see it in the game (adj_game_state_combat_unit), named. */
json_object     *adj_glory_calc_unit_json (gconstpointer state, int unit);
/* The game's night and battle rules (adj_game_state_charge_context) as
 * input members; @charge adds the variant and 14.11's Defensive Fire. */
json_object     *adj_glory_calc_context_json (gconstpointer state, gboolean charge);
/* A unit named twice in one calculator (a charger also defending, one
 * battery twice) is refused, naming it; -1s (none) are skipped. */
gboolean         adj_glory_calc_named_once (gconstpointer state, const int *units, guint n, GError **error);
/* The Terrain Effects Chart's rows for a hex (not a hexside), as choices. */
extern const char *const adj_glory_calc_hex_terrain[];

/* The shipped charts with the player's own values over them, read at
 * each question so a value just typed on the laptop counts. */
AdjCombatCharts *adj_glory_calc_charts (GError **error);

G_END_DECLS
