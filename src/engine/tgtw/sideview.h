/* The Glory that Was for one army's device: what it may see, whose each
 * move is, and the journal's lines as it reads them (core/ruleset.h). */
#pragma once

#include <json-c/json.h>

#include "tgtw/move.h"
#include "tgtw/state.h"

G_BEGIN_DECLS

/* The summary as @army (0 or 1, or -1 for a spectator) may see it: with
 * its own cards chosen this turn, the cards it may choose while it owes
 * them, and both armies' cards by name once revealed (11.0). */
json_object *adj_tgtw_state_view (const AdjTgtwState *state, int army);

/* The army whose player makes @move in @state, or -1 for either. */
int          adj_tgtw_move_side (const AdjTgtwMove *move, const AdjTgtwState *state);

/* The journal's line for @viewer: its own hidden cards named. */
char        *adj_tgtw_move_describe_for (const AdjTgtwMove *move, const AdjTgtwState *before,
                                         const AdjTgtwState *after, int viewer);

G_END_DECLS
