/* What the game state tells the calculators about its units and its
 * battle's special rules, so that a page only asks and shows: a unit as
 * the calculators see it (12.4, 14.11), the parts of a charge the game
 * knows (13, 14.11, Fixed Glory), rally and recovery odds (11.5, 11.6,
 * 13, 14.11), and the units that count for routed VP (14.36). */
#pragma once

#include <glib.h>

#include "glory/charge.h"
#include "glory/gamestate.h"

G_BEGIN_DECLS

/* @unit as the calculators see it now: the face it is on, its disordered
 * rating when disordered, or (12.4, a cavalry counter without a disordered
 * side) its printed rating with the marker flag, so the calculators lower
 * it and say so; a battery's Fire Strength in force (14.11 halves the
 * original Glory's) and its range type. @out->name is left NULL: inputs
 * own their names, so the caller sets a copy when it wants one. */
void     adj_game_state_combat_unit (const AdjGameState *state, guint unit, AdjCombatUnit *out);

/* The cohesion @unit has now: the rating of the face it is on, or its
 * disordered rating when disordered (12.4: the printed one lowered, for
 * cavalry without a disordered side). What a check rolls against. */
int      adj_game_state_unit_cohesion (const AdjGameState *state, guint unit);
/* The rating of the face @unit is on in good order, disordered or not. */
int      adj_game_state_unit_cohesion_in_order (const AdjGameState *state, guint unit);

/* Fills the parts of @input the game knows: night (13), the Fixed Glory
 * variant, a refitted Glory I battle's +2 Defensive Fire at night (14.11)
 * and its Artillery Range Chart (a new string, when the battle has one). */
void     adj_game_state_charge_context (const AdjGameState *state, AdjChargeInput *input);

/* 14.36, 14.47: how many of @side's units count for the routed-units
 * Victory Points (those in its Withdrawn Box); -1 when the battle does not
 * use that rule. */
int      adj_game_state_routed_count (const AdjGameState *state, guint side);

G_END_DECLS
