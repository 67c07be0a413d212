/* The phases of the turn (3, 5.2): the handlers behind adj_action_apply()
 * for initiative, hold-out, selection, the draw and Next. Each changes its
 * private copy of the state or refuses naming the rule. Engine-internal. */
#pragma once

#include "glory/action.h"
#include "glory/gamestate-private.h"

G_BEGIN_DECLS

gboolean adj_apply_initiative (AdjGameState *s, const AdjAction *a, GError **error);
gboolean adj_apply_hold_out (AdjGameState *s, const AdjAction *a, GError **error);
gboolean adj_apply_select (AdjGameState *s, const AdjAction *a, GError **error);
gboolean adj_apply_draw (AdjGameState *s, const AdjAction *a, GError **error);
gboolean adj_apply_advance (AdjGameState *s, const AdjAction *a, GError **error);

G_END_DECLS
