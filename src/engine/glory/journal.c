/* The journal: actions and the states after them, and a cursor. */
#include "glory/journal.h"

struct _AdjJournal {
  AdjBattle *battle;
  char **optional_markers;
  GPtrArray *actions;   /* AdjAction */
  GPtrArray *states;    /* AdjGameState, one more than actions */
  guint cursor;
  guint64 generation;
};

AdjJournal *
adj_journal_new (AdjBattle *battle, const AdjGameOptions *options, GError **error)
{
  AdjGameState *start = adj_game_state_new (battle, options, error);
  if (start == NULL)
    return NULL;
  AdjJournal *j = g_new0 (AdjJournal, 1);
  j->battle = adj_battle_ref (battle);
  j->optional_markers = g_strdupv (options ? options->optional_markers : NULL);
  if (j->optional_markers == NULL)
    j->optional_markers = g_new0 (char *, 1);
  j->actions = g_ptr_array_new_with_free_func ((GDestroyNotify) adj_action_free);
  j->states = g_ptr_array_new_with_free_func ((GDestroyNotify) adj_game_state_unref);
  g_ptr_array_add (j->states, start);
  return j;
}

void
adj_journal_free (AdjJournal *j)
{
  if (j == NULL)
    return;
  g_ptr_array_unref (j->actions);
  g_ptr_array_unref (j->states);
  g_strfreev (j->optional_markers);
  adj_battle_unref (j->battle);
  g_free (j);
}

AdjBattle *adj_journal_get_battle (const AdjJournal *j) { return j->battle; }
char * const *adj_journal_get_optional_markers (const AdjJournal *j) { return j->optional_markers; }
guint adj_journal_get_length (const AdjJournal *j) { return j->actions->len; }
guint adj_journal_get_cursor (const AdjJournal *j) { return j->cursor; }
guint64 adj_journal_get_generation (const AdjJournal *j) { return j->generation; }

const AdjGameState *
adj_journal_get_state (const AdjJournal *j)
{
  return j->states->pdata[j->cursor];
}

const AdjGameState *
adj_journal_get_state_at (const AdjJournal *j, guint n)
{
  g_return_val_if_fail (n < j->states->len, NULL);
  return j->states->pdata[n];
}

const AdjAction *
adj_journal_get_action (const AdjJournal *j, guint i)
{
  g_return_val_if_fail (i < j->actions->len, NULL);
  return j->actions->pdata[i];
}

gboolean
adj_journal_apply (AdjJournal *j, const AdjAction *action, GError **error)
{
  AdjGameState *next = adj_action_apply (adj_journal_get_state (j), action, error);
  if (next == NULL)
    return FALSE;
  /* A new action after an undo drops the redo tail. */
  g_ptr_array_set_size (j->actions, j->cursor);
  g_ptr_array_set_size (j->states, j->cursor + 1);
  g_ptr_array_add (j->actions, adj_action_copy (action));
  g_ptr_array_add (j->states, next);
  j->cursor++;
  j->generation++;
  return TRUE;
}

gboolean adj_journal_can_undo (const AdjJournal *j) { return j->cursor > 0; }
gboolean adj_journal_can_redo (const AdjJournal *j) { return j->cursor < j->actions->len; }

gboolean
adj_journal_set_cursor (AdjJournal *j, guint cursor)
{
  if (cursor > j->actions->len)
    return FALSE;
  if (cursor != j->cursor)
    j->generation++;
  j->cursor = cursor;
  return TRUE;
}

gboolean
adj_journal_undo (AdjJournal *j)
{
  return j->cursor > 0 && adj_journal_set_cursor (j, j->cursor - 1);
}

gboolean
adj_journal_redo (AdjJournal *j)
{
  return j->cursor < j->actions->len && adj_journal_set_cursor (j, j->cursor + 1);
}

char *
adj_journal_describe (const AdjJournal *j, guint i)
{
  g_return_val_if_fail (i < j->actions->len, NULL);
  return adj_action_describe (j->actions->pdata[i], j->states->pdata[i], j->states->pdata[i + 1]);
}
