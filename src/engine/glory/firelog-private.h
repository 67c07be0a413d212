/* Who has fired (9.12, 9.13, 10.31; Fixed Glory): the handler behind
 * adj_action_apply(). Engine-internal. */
#pragma once

#include "glory/action.h"
#include "glory/gamestate-private.h"

G_BEGIN_DECLS

gboolean adj_apply_fire (AdjGameState *s, const AdjAction *a, GError **error);

G_END_DECLS
