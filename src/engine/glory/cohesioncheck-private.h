/* Rolls against cohesion and the charge roll (2.4, 10.29, 10.33): the
 * handlers behind adj_action_apply(). Engine-internal. */
#pragma once

#include "glory/action.h"
#include "glory/gamestate-private.h"

G_BEGIN_DECLS

gboolean adj_apply_check (AdjGameState *s, const AdjAction *a, GError **error);
/* The rating check @a rolls against in @s: the player's own when it gives
 * one; for Defensive Fire at a unit an earlier shot of this activation
 * disordered, the rating it had before (10.33, 10.36); else the unit's
 * cohesion now. *@why says which: 0 the game's, 1 the player's, 2 10.36. */
int      adj_check_rating (const AdjGameState *s, const AdjAction *a, int *why);
gboolean adj_apply_charge (AdjGameState *s, const AdjAction *a, GError **error);
/* Whether @unit's charge was rolled this activation (10.21, 10.22). */
gboolean adj_game_charge_rolled (const AdjGameState *s, guint unit);

G_END_DECLS
