/* Which Defensive Fire checks a charging unit may still take (10.31-10.36).
 *
 * Each defending stack rolls once at each charging hex it fires at, and
 * the roll falls on the top charging unit there (10.32, 10.33, 10.35);
 * several stacks may each fire at the same hex, so one charger may take
 * several checks, one per stack (10.36). The game state keeps, for the
 * activation under way, which defenders' fire each charger has taken: a
 * `defensive-fire` check names the units that fire (ADJ_PROCEDURE_DF). The
 * tracker cannot see hexes or stacks: the players vouch for those.
 */
#pragma once

#include <glib.h>

#include "glory/gamestate.h"

G_BEGIN_DECLS

/* Whether @target may now take a Defensive Fire check fired by @firers
 * (battle indexes; stacked defenders fire together, 10.32 play note),
 * else FALSE and @error naming the rule: step iv only (3.C.2.a.iv, 10.2),
 * a unit of the command acting (10.11, 10.31), defenders of the other side
 * that may use Defensive Fire or have already used it this activation
 * (9.12, 10.31), and none whose fire @target has taken (10.32, 10.33).
 * Applies the procedure of @state: below ADJ_PROCEDURE_DF nothing is
 * refused. */
gboolean adj_game_state_df_check_allowed (const AdjGameState *state, guint target, const guint *firers,
                                          guint n_firers, GError **error);
/* Whether @target has taken the Defensive Fire of @firer this activation. */
gboolean adj_game_state_df_taken (const AdjGameState *state, guint firer, guint target);
/* How many defenders' Defensive Fire @target has taken this activation. */
guint    adj_game_state_df_checks_on (const AdjGameState *state, guint target);

G_END_DECLS
