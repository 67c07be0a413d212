/* Glory III (with the Fixed Glory variant as its option) as a ruleset: the
 * table the journal, the save loader, the CLI and the app's shell call.
 *
 * Scenario = AdjBattle, state = AdjGameState, move = AdjAction. Options
 * (saved as they are): "optional_markers", the optional AM ids the
 * players use (14.35), and "fixed_glory", the variant.
 */
#pragma once

#include <glib.h>
#include <json-c/json.h>

#include "core/journal.h"
#include "core/ruleset.h"
#include "glory/action.h"
#include "glory/gamestate.h"

G_BEGIN_DECLS

#define ADJ_GLORY_RULESET_ID "glory"
#define ADJ_GLORY_OPTION_FIXED "fixed_glory"

extern const AdjRuleset adj_glory_ruleset;

/* The options object of @options (NULL: the defaults). */
json_object  *adj_game_options_to_json (const AdjGameOptions *options);

/* A Glory journal on @battle, with @options as a struct. */
AdjJournal   *adj_game_journal_new (AdjBattle *battle, const AdjGameOptions *options, GError **error);

/* The first (usually only) action of step @i of a Glory journal. */
static inline const AdjAction *
adj_game_journal_get_action (const AdjJournal *journal, guint i)
{
  return (const AdjAction *) adj_journal_get_move (journal, i);
}

/* "Turn 0700 (3 of 8), Activation: Charges": where the game stands. */
char         *adj_game_state_headline (const AdjGameState *state);
/* The names the app shows for a phase and an activation step (NULL for
 * ADJ_STEP_NONE); the variant's charge step is its melee. */
const char   *adj_phase_title (AdjPhase phase);
const char   *adj_step_title (AdjStep step, gboolean fixed_glory);

G_END_DECLS
