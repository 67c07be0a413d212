/* Days of Glory for one side's device (docs/devices.md): what a side may
 * see, whose a move is, and the journal's lines as a side reads them.
 * The one choice kept from the other side is the cavalry each names for
 * scouting (20.1), until both have named theirs: 20.3 compares the two
 * sides' points, so a side naming second with the first's in view could
 * name just enough to out-scout it (docs/dog.md, ruling on scouting).
 * Engine-internal: reached through the ruleset. */
#pragma once

#include <glib.h>
#include <json-c/json.h>

G_BEGIN_DECLS

json_object *adj_dog_state_view (gconstpointer state, int side);
int          adj_dog_move_side (gconstpointer move, gconstpointer state);
char        *adj_dog_move_describe_for (gconstpointer move, gconstpointer before, gconstpointer after, int viewer);
/* The shared screen's line for a side's scouts named before the other's:
 * that it named them, not which; NULL for any other move. */
char        *adj_dog_move_describe_hidden (gconstpointer move, gconstpointer after);

G_END_DECLS
