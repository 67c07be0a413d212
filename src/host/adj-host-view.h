/* What a player's device is sent: the game as one side may see it
 * (docs/devices.md). Built only from the ruleset's view of that side and
 * the journal's lines as that side reads them, never from the raw state. */
#pragma once

#include <adjutant-engine.h>

G_BEGIN_DECLS

/* The lines of the journal a device shows, newest last. */
#define ADJ_HOST_VIEW_LINES 30

/* {"ruleset", "game", "scenario", "action", "side", "sides", "headline",
 *  "prompt", "owed", "legal", "state", "journal", "calculators"} for @side (0 or 1) of
 * the game in @journal; @action is the number a move must be made
 * against. NULL when the game has no view of a side to give. */
json_object *adj_host_view (const AdjJournal *journal, int side, guint64 action);

/* Whether the ruleset of @journal can give each side its own view. */
gboolean     adj_host_view_supported (const AdjJournal *journal);

G_END_DECLS
