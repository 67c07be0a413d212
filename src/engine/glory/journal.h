/* A game's journal: the battle, the options, the list of actions and the
 * state after each (DESIGN.md principle 1, as Simon Tatham's midend keeps
 * its list of {state, move}). Undo and redo only move the cursor; a new
 * action after an undo drops the actions that were undone. */
#pragma once

#include <glib.h>

#include "glory/action.h"
#include "glory/gamestate.h"

G_BEGIN_DECLS

typedef struct _AdjJournal AdjJournal;

AdjJournal   *adj_journal_new (AdjBattle *battle, const AdjGameOptions *options, GError **error);
void          adj_journal_free (AdjJournal *journal);

AdjBattle    *adj_journal_get_battle (const AdjJournal *journal);
/* The optional AM ids the game uses (NULL-terminated, owned by the journal). */
char * const *adj_journal_get_optional_markers (const AdjJournal *journal);

/* The state at the cursor. */
const AdjGameState *adj_journal_get_state (const AdjJournal *journal);
/* The state after the first @n actions (0 = the start), n <= length. */
const AdjGameState *adj_journal_get_state_at (const AdjJournal *journal, guint n);

/* Checks @action against the current state; on success takes it, drops any
 * redo tail and moves the cursor on. On refusal the journal is unchanged. */
gboolean      adj_journal_apply (AdjJournal *journal, const AdjAction *action, GError **error);

gboolean      adj_journal_can_undo (const AdjJournal *journal);
gboolean      adj_journal_can_redo (const AdjJournal *journal);
gboolean      adj_journal_undo (AdjJournal *journal);
gboolean      adj_journal_redo (AdjJournal *journal);

/* Actions recorded, including those undone but not yet dropped. */
guint         adj_journal_get_length (const AdjJournal *journal);
guint         adj_journal_get_cursor (const AdjJournal *journal);
/* Moves the cursor to any recorded position (the journal view's "go to"). */
gboolean      adj_journal_set_cursor (AdjJournal *journal, guint cursor);
const AdjAction *adj_journal_get_action (const AdjJournal *journal, guint i);
/* "Union rolls 7 +1, Confederate rolls 3: Union has the initiative (5.21)" */
char         *adj_journal_describe (const AdjJournal *journal, guint i);

/* Changes with every apply, undo, redo or cursor move: the autosave uses it
 * to write only when something changed. */
guint64       adj_journal_get_generation (const AdjJournal *journal);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjJournal, adj_journal_free)

G_END_DECLS
