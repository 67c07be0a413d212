/* What may be done now in Glory III beyond the steps sideview.c names:
 * every action type the Sequence of Play expects at this state
 * (adj_action_type_expected), as the legal-moves query's items, with the
 * units that may charge (10.11, 10.33). Engine-internal. */
#pragma once

#include "core/procedure.h"
#include "glory/gamestate.h"

G_BEGIN_DECLS

/* Adds to @items an item for each expected action type whose kind is not
 * in @items yet. */
void adj_glory_offer_expected (GPtrArray *items, const AdjGameState *state);

G_END_DECLS
