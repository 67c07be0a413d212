/* Glory III: the rolls a side owes now, as small forms for its device
 * (docs/devices.md): the Rally step's rolls of the acting side (11.5), its
 * charge rolls (10.22, the DRM left to the laptop's Charge page), and the
 * Defensive Fire checks of the side being charged (10.31-10.36).
 * Engine-internal: reached through the side's view (sideview.c).
 *
 * A form is a JSON object:
 *   kind, rule, title, text   what the roll is for, translated
 *   units                     [{id, name}] the units it is about
 *   fields                    [{name, kind: "choice"|"units"|"int", label,
 *                              choices: [{id, name}], min, max, default}]
 *                             what the player states besides the die
 *   die                       TRUE: a d10 read 0-9 (docs/design.md);
 *                             FALSE: no roll (the night rally, 13)
 *   chance, chance_label      the chance the roll succeeds, a number, or
 *                             {keys: [field names], table: nested objects
 *                             by those fields' values} when it depends on
 *                             them
 *   move                      the move as saves write it, without the
 *                             fields and the roll: the page sets
 *                             move[field] for each field and
 *                             move.roll = {value: die}; the same move
 *                             without a roll, as a JSON string, is the
 *                             kind of the host's roll (POST /api/roll).
 */
#pragma once

#include <glib.h>
#include <json-c/json.h>

#include "glory/action.h"
#include "glory/gamestate.h"

G_BEGIN_DECLS

/* The forms @side owes now; an empty array when it owes none. */
json_object *adj_glory_rolls_owed_by (const AdjGameState *state, int side);
/* What @side waits for from the other side, without the forms:
 * [{side, title, rule}]. */
json_object *adj_glory_rolls_awaited_by (const AdjGameState *state, int side);
/* The host's roll for a form's @move (a JSON move without its roll): a
 * rally (11.52), a Defensive Fire check (10.33) or a charge roll without
 * its DRM (10.22) with a virtual roll of
 * @seed; NULL and @error for anything else. */
AdjAction   *adj_glory_roll_virtual (const AdjGameState *state, const char *move, guint64 seed, GError **error);

G_END_DECLS
