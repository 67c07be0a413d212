/* Rolls against cohesion and the charge roll (2.4, 10.29, 10.33): the
 * handlers behind adj_action_apply(). Engine-internal. */
#pragma once

#include "glory/action.h"
#include "glory/gamestate-private.h"

G_BEGIN_DECLS

gboolean adj_apply_check (AdjGameState *s, const AdjAction *a, GError **error);
gboolean adj_apply_charge (AdjGameState *s, const AdjAction *a, GError **error);

G_END_DECLS
