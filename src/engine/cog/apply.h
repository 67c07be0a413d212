/* Applying a move to a Clash of Giants III state. */
#pragma once

#include "cog/move.h"
#include "cog/state.h"

G_BEGIN_DECLS

/* A new state, or NULL with @error naming the rule that refuses @m. */
AdjCogState *adj_cog_state_apply (const AdjCogState *s, const AdjCogMove *m, GError **error);
/* One journal line: what happened, with the rule. */
char        *adj_cog_move_describe (const AdjCogMove *m, const AdjCogState *before, const AdjCogState *after);

G_END_DECLS
