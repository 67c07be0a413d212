/* Who may try a Combined Activation (4.25) with the drawn AM: the app
 * lists these leaders and nobody else. */
#pragma once

#include <glib.h>

#include "glory/gamestate.h"

G_BEGIN_DECLS

/* The groups (battle indexes, in battle order) the drawn AM activates
 * that wait to act, have not tried 4.25 yet this AM, and may combine at
 * all: a leader's command on a side that uses 4.25 (14.31, 14.34). */
GArray *adj_activation_ca_candidates (const AdjGameState *state);

G_END_DECLS
