/* The Sequence of Play (3) as the app's buttons see it. */
#pragma once

#include <glib.h>

#include "glory/action.h"
#include "glory/gamestate.h"

G_BEGIN_DECLS

/* Whether the current step calls for actions of this type at all (for the
 * app's buttons); adj_action_apply() still checks the particulars. */
gboolean adj_action_type_expected (const AdjGameState *state, AdjActionType type);

G_END_DECLS
