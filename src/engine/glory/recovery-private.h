/* Rally and recovery (11.5, 11.6, 13): the handlers behind
 * adj_action_apply() and the end of the Recovery Phase. Engine-internal. */
#pragma once

#include "glory/action.h"
#include "glory/gamestate-private.h"

G_BEGIN_DECLS

gboolean adj_apply_rally (AdjGameState *s, const AdjAction *a, GError **error);
gboolean adj_apply_recover (AdjGameState *s, const AdjAction *a, GError **error);
/* Whether a rally is owed (11.51) at the Rally step, or with @before_too
 * at any earlier step of the acting command; TRUE sets @error (naming the
 * units) for the move that would skip it. */
gboolean adj_rally_still_owed (const AdjGameState *s, gboolean before_too, GError **error);
/* The players end the Rally step with a rally still owed. */
gboolean adj_apply_overrule (AdjGameState *s, const AdjAction *a, GError **error);
/* D.2 then the next turn (or the end of the game). */
void     adj_recovery_phase_end (AdjGameState *s);

G_END_DECLS
