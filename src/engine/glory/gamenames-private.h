/* Names of a game's units, commands, sides and AMs for the engine's
 * sentences (refusals, journal lines). Engine-internal. */
#pragma once

#include "glory/gamestate-private.h"

G_BEGIN_DECLS

const char *adj_unit_name (const AdjGameState *s, int unit);
const char *adj_group_name (const AdjGameState *s, int group);
const char *adj_side_name (const AdjGameState *s, int side);
char       *adj_am_name (const AdjGameState *s, int am);
/* @unit must be an index into the battle's units. */
gboolean    adj_check_unit (const AdjGameState *s, int unit, GError **error);

G_END_DECLS
