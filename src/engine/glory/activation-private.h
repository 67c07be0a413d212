/* The drawn AM and its commands (4.2): the handlers behind
 * adj_action_apply() and the steps the sequence takes. Engine-internal. */
#pragma once

#include "glory/action.h"
#include "glory/gamestate-private.h"

G_BEGIN_DECLS

void     adj_activation_begin (AdjGameState *s);
void     adj_activation_end_step (AdjGameState *s);
void     adj_activation_set_aside (AdjGameState *s);
gboolean adj_apply_combine (AdjGameState *s, const AdjAction *a, GError **error);
gboolean adj_apply_start (AdjGameState *s, const AdjAction *a, GError **error);
gboolean adj_apply_finish (AdjGameState *s, const AdjAction *a, GError **error);

G_END_DECLS
