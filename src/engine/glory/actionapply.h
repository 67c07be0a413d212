/* The pure transition of a Glory III game, and what the current step
 * calls for. */
#pragma once

#include <glib.h>

#include "glory/action.h"
#include "glory/gamestate.h"

G_BEGIN_DECLS

/* A new state, or NULL and @error naming the rule; @state is untouched. */
AdjGameState *adj_action_apply (const AdjGameState *state, const AdjAction *action, GError **error);

G_END_DECLS
