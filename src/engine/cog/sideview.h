/* Clash of Giants III for one side's device: what it may see, whose each
 * move is, the draws the host makes, and the journal's lines as it reads
 * them (core/ruleset.h). */
#pragma once

#include <json-c/json.h>

#include "cog/move.h"
#include "cog/state.h"

G_BEGIN_DECLS

/* The summary as @side (0 or 1, or -1 for a spectator) may see it: with
 * Greater Artillery Realism (6.3.2) the other side's markers drawn this
 * turn lie face down until used, so neither they nor the ones left in
 * the cup are named; the side's own markers it may use are listed. */
json_object *adj_cog_state_view (const AdjCogState *state, int side);

/* The side whose player makes @move in @state, or -1 for either. */
int          adj_cog_move_side_of (const AdjCogMove *move, const AdjCogState *state);

/* The draws the host makes for a device ("am_draw", "cm_draw"), from
 * @seed. */
AdjCogMove  *adj_cog_move_virtual (const AdjCogState *state, const char *kind, guint64 seed, GError **error);

/* The journal's line for @viewer: a face-down draw names its own markers. */
char        *adj_cog_move_describe_for (const AdjCogMove *move, const AdjCogState *before,
                                        const AdjCogState *after, int viewer);

G_END_DECLS
