/* A game state summed up as JSON (docs/cli.md, `adjutant-cli replay`):
 * turn, phase and step with their rule, the pool, the set-aside pile, the
 * activated commands and each side's boxes, all by id. */
#pragma once

#include <json-c/json.h>

#include "glory/gamestate.h"

G_BEGIN_DECLS

json_object *adj_game_state_summary (const AdjGameState *state);

G_END_DECLS
