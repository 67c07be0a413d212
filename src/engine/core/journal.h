/* A game's journal: the scenario, the options, the list of steps and the
 * state after each, and a cursor (docs/design.md, "The journal"), as
 * Simon Tatham's midend keeps its list of {state, move}.
 *
 * A step is one player action: a single move, or a move group (several
 * moves that one decision makes, such as a combat result that disorders
 * one unit and withdraws another) applied all or nothing and undone as
 * one. Undo and redo only move the cursor; a new step after an undo drops
 * the steps that were undone. Every operation costs the same whatever the
 * length of the game.
 *
 * The journal names no game: it calls its ruleset's table.
 */
#pragma once

#include <glib.h>
#include <json-c/json.h>

#include "core/ruleset.h"

G_BEGIN_DECLS

typedef struct _AdjJournal AdjJournal;

/* Starts a game of @ruleset on @scenario (referenced) with @options (a
 * JSON object, copied; NULL for the defaults). @where names the options
 * in errors (NULL: "options"). */
AdjJournal       *adj_journal_new (const AdjRuleset *ruleset, gpointer scenario, json_object *options,
                                   const char *where, GError **error);
void              adj_journal_free (AdjJournal *journal);

const AdjRuleset *adj_journal_get_ruleset (const AdjJournal *journal);
gpointer          adj_journal_get_scenario (const AdjJournal *journal);
/* The options the game started with (an object, owned by the journal). */
json_object      *adj_journal_get_options (const AdjJournal *journal);

/* The state at the cursor. */
gconstpointer     adj_journal_get_state (const AdjJournal *journal);
/* The state after the first @n steps (0 = the start), n <= length. */
gconstpointer     adj_journal_get_state_at (const AdjJournal *journal, guint n);

/* Checks @move against the current state; on success records it as one
 * step, drops any redo tail and moves the cursor on. On refusal the
 * journal is unchanged. */
gboolean          adj_journal_apply (AdjJournal *journal, gconstpointer move, GError **error);
/* The same for @n_moves moves applied in order as one step: all of them,
 * or (when one is refused) none. A group of one is a plain step. */
gboolean          adj_journal_apply_group (AdjJournal *journal, gconstpointer const *moves,
                                           guint n_moves, GError **error);
/* adj_journal_apply_group() keeping @moves themselves, not copies (a
 * loader's moves, read for the journal): on success they are the
 * journal's; on refusal they stay the caller's. */
gboolean          adj_journal_take_group (AdjJournal *journal, gpointer const *moves, guint n_moves,
                                          GError **error);

gboolean          adj_journal_can_undo (const AdjJournal *journal);
gboolean          adj_journal_can_redo (const AdjJournal *journal);
gboolean          adj_journal_undo (AdjJournal *journal);
gboolean          adj_journal_redo (AdjJournal *journal);

/* Steps recorded, including those undone but not yet dropped. */
guint             adj_journal_get_length (const AdjJournal *journal);
guint             adj_journal_get_cursor (const AdjJournal *journal);
/* Moves the cursor to any recorded position (the journal view's "go to"). */
gboolean          adj_journal_set_cursor (AdjJournal *journal, guint cursor);

/* The moves of step @i: one, or the group's. */
guint             adj_journal_get_n_moves (const AdjJournal *journal, guint i);
gconstpointer     adj_journal_get_move_in_step (const AdjJournal *journal, guint i, guint k);
/* The first (usually only) move of step @i. */
gconstpointer     adj_journal_get_move (const AdjJournal *journal, guint i);
/* One line for step @i: its move's line, or for a group the lines of its
 * moves joined with "; ". */
char             *adj_journal_describe (const AdjJournal *journal, guint i);
/* The line of step @i as side @viewer's own device shows it (its own
 * secrets named; -1: the line every player reads). */
char             *adj_journal_describe_for (const AdjJournal *journal, guint i, int viewer);
/* The line of move @k of step @i. */
char             *adj_journal_describe_move (const AdjJournal *journal, guint i, guint k);

/* Changes with every apply, undo, redo or cursor move: the autosave uses
 * it to write only when something changed. */
guint64           adj_journal_get_generation (const AdjJournal *journal);
/* The generation once step @i was recorded. A step never changes once
 * recorded: a view that knew the journal at generation G still shows
 * every step up to the first one recorded after G. */
guint64           adj_journal_get_step_generation (const AdjJournal *journal, guint i);
/* How many steps at the end were recorded after generation @generation:
 * what a view that knew the journal then must add (and, with the length
 * it knew, what it must drop). Costs the number of those steps, not the
 * length of the game. */
guint             adj_journal_count_steps_since (const AdjJournal *journal, guint64 generation);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjJournal, adj_journal_free)

G_END_DECLS
