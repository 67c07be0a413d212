/* Glory III for one side's device (docs/devices.md): what a side may see
 * of a state, whose a move is, the app's blind draw, and the journal's
 * lines with the viewer's own secrets named. The secrets are the pool
 * choice (4.21) until both sides have chosen, and the held-out AM (5.23)
 * until it is played. A side's view also carries the rolls it owes now
 * (sideview-rolls.h). Engine-internal: reached through the ruleset. */
#pragma once

#include <glib.h>
#include <json-c/json.h>

G_BEGIN_DECLS

const char  *adj_glory_side_id (gconstpointer battle, int side);
const char  *adj_glory_side_name (gconstpointer battle, int side);
json_object *adj_glory_state_view (gconstpointer state, int side);
GPtrArray   *adj_glory_state_owed (gconstpointer state);
GPtrArray   *adj_glory_state_legal (gconstpointer state);
int          adj_glory_move_side (gconstpointer move, gconstpointer state);
gpointer     adj_glory_move_virtual (gconstpointer state, const char *kind, guint64 seed, GError **error);
char        *adj_glory_move_describe_for (gconstpointer move, gconstpointer before, gconstpointer after,
                                          int viewer);

G_END_DECLS
