/* The pure transition of a Glory III game, and what the current step
 * calls for. */
#pragma once

#include <glib.h>

#include "glory/action.h"
#include "glory/gamestate.h"

G_BEGIN_DECLS

/* A new state, or NULL and @error naming the rule; @state is untouched. */
AdjGameState *adj_action_apply (const AdjGameState *state, const AdjAction *action, GError **error);
/* @actions (AdjAction) applied in order, as the journal applies a move
 * group: the state after the last, or NULL and the first refusal. With
 * @lines, each move's journal line is appended to it (strings). */
AdjGameState *adj_action_apply_all (const AdjGameState *state, GPtrArray *actions, GPtrArray *lines,
                                    GError **error);

G_END_DECLS
