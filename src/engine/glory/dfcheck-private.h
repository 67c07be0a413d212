/* Recording a Defensive Fire check's firers in the state (dfcheck.h).
 * Engine-internal. */
#pragma once

#include "glory/dfcheck.h"
#include "glory/gamestate-private.h"

G_BEGIN_DECLS

/* @target took the fire of @firers: a pair each, and each of them has
 * used its Defensive Fire for this activation (9.12, 10.31). The state
 * must have room for @n_firers pairs (adj_game_state_copy_with_room). */
void adj_df_record (AdjGameState *s, guint target, const guint *firers, guint n_firers);

G_END_DECLS
