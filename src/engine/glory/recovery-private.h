/* Rally and recovery (11.5, 11.6, 13): the handlers behind
 * adj_action_apply() and the end of the Recovery Phase. Engine-internal. */
#pragma once

#include "glory/action.h"
#include "glory/gamestate-private.h"

G_BEGIN_DECLS

gboolean adj_apply_rally (AdjGameState *s, const AdjAction *a, GError **error);
gboolean adj_apply_recover (AdjGameState *s, const AdjAction *a, GError **error);
/* D.2 then the next turn (or the end of the game). */
void     adj_recovery_phase_end (AdjGameState *s);

G_END_DECLS
