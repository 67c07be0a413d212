/* The journal: steps (a move or a move group) with the states after them. */
#include "core/journal.h"

#include <string.h>

#include "core/error.h"
#include "core/i18n.h"
#include "core/procedure.h"

/* A step keeps the state after each of its moves: the last is the step's
 * state, the others let each move of a group describe itself. */
typedef struct {
  guint n_moves;
  gpointer *moves;
  gpointer *states;     /* after moves, in the same allocation */
  guint64 generation;  /* the journal's generation once it was recorded */
} Step;

struct _AdjJournal {
  const AdjRuleset *rs;
  gpointer scenario;
  json_object *options;
  gpointer start;
  GArray *steps;  /* Step */
  guint cursor;
  guint64 generation;
};

static void
step_clear (gpointer data, const AdjRuleset *rs)
{
  Step *s = data;
  for (guint k = 0; k < s->n_moves; k++)
    {
      rs->move_free (s->moves[k]);
      rs->state_unref (s->states[k]);
    }
  g_free (s->moves);  /* the states' array is in the same block */
}

static void
truncate_steps (AdjJournal *j, guint len)
{
  for (guint i = len; i < j->steps->len; i++)
    step_clear (&g_array_index (j->steps, Step, i), j->rs);
  g_array_set_size (j->steps, len);
}

AdjJournal *
adj_journal_new (const AdjRuleset *rs, gpointer scenario, json_object *options, const char *where,
                 GError **error)
{
  int level;
  /* A new game follows today's procedure; a save says which it followed. */
  if (options != NULL && !json_object_is_type (options, json_type_object))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: expected an object"), where ? where : "options");
      return NULL;
    }
  if (!adj_procedure_from_options (options, ADJ_PROCEDURE_CURRENT, &level, where ? where : "options", error))
    return NULL;
  json_object *opts = adj_procedure_options_with (options, level);
  gpointer start = rs->state_new (scenario, opts, where ? where : "options", error);
  if (start == NULL)
    {
      json_object_put (opts);
      return NULL;
    }
  AdjJournal *j = g_new0 (AdjJournal, 1);
  j->rs = rs;
  j->scenario = rs->scenario_ref (scenario);
  j->options = opts;
  j->start = start;
  j->steps = g_array_new (FALSE, FALSE, sizeof (Step));
  return j;
}

void
adj_journal_free (AdjJournal *j)
{
  if (j == NULL)
    return;
  truncate_steps (j, 0);
  g_array_unref (j->steps);
  j->rs->state_unref (j->start);
  json_object_put (j->options);
  j->rs->scenario_unref (j->scenario);
  g_free (j);
}

const AdjRuleset *adj_journal_get_ruleset (const AdjJournal *j) { return j->rs; }
gpointer adj_journal_get_scenario (const AdjJournal *j) { return j->scenario; }
json_object *adj_journal_get_options (const AdjJournal *j) { return j->options; }
guint adj_journal_get_length (const AdjJournal *j) { return j->steps->len; }
guint adj_journal_get_cursor (const AdjJournal *j) { return j->cursor; }
guint64 adj_journal_get_generation (const AdjJournal *j) { return j->generation; }

static const Step *
step_at (const AdjJournal *j, guint i)
{
  return &g_array_index (j->steps, Step, i);
}

gconstpointer
adj_journal_get_state_at (const AdjJournal *j, guint n)
{
  g_return_val_if_fail (n <= j->steps->len, NULL);
  if (n == 0)
    return j->start;
  const Step *s = step_at (j, n - 1);
  return s->states[s->n_moves - 1];
}

gconstpointer
adj_journal_get_state (const AdjJournal *j)
{
  return adj_journal_get_state_at (j, j->cursor);
}

/* @take: the step keeps @moves themselves (the loader's, read for it)
 * rather than copies; on refusal they stay the caller's. */
static gboolean
apply_group (AdjJournal *j, gconstpointer const *moves, guint n, gboolean take, GError **error)
{
  g_return_val_if_fail (n > 0, FALSE);
  /* The moves and the states in one block: one allocation per step. */
  gpointer *block = g_new (gpointer, 2 * (gsize) n);
  Step step = { n, block, block + n, 0 };
  gconstpointer state = adj_journal_get_state (j);

  for (guint k = 0; k < n; k++)
    {
      gpointer next = j->rs->state_apply (state, moves[k], error);
      if (next == NULL)
        {
          /* All or nothing: forget the moves of the group taken so far. */
          for (guint m = 0; m < k; m++)
            {
              if (!take)
                j->rs->move_free (step.moves[m]);
              j->rs->state_unref (step.states[m]);
            }
          g_free (block);
          return FALSE;
        }
      step.moves[k] = take ? (gpointer) moves[k] : j->rs->move_copy (moves[k]);
      step.states[k] = next;
      state = next;
    }
  /* A new step after an undo drops the redo tail. */
  truncate_steps (j, j->cursor);
  j->generation++;
  step.generation = j->generation;
  g_array_append_val (j->steps, step);
  j->cursor++;
  return TRUE;
}

gboolean
adj_journal_apply_group (AdjJournal *j, gconstpointer const *moves, guint n, GError **error)
{
  return apply_group (j, moves, n, FALSE, error);
}

gboolean
adj_journal_take_group (AdjJournal *j, gpointer const *moves, guint n, GError **error)
{
  return apply_group (j, (gconstpointer const *) moves, n, TRUE, error);
}

gboolean
adj_journal_apply (AdjJournal *j, gconstpointer move, GError **error)
{
  return adj_journal_apply_group (j, &move, 1, error);
}

gboolean adj_journal_can_undo (const AdjJournal *j) { return j->cursor > 0; }
gboolean adj_journal_can_redo (const AdjJournal *j) { return j->cursor < j->steps->len; }

gboolean
adj_journal_set_cursor (AdjJournal *j, guint cursor)
{
  if (cursor > j->steps->len)
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
  return j->cursor < j->steps->len && adj_journal_set_cursor (j, j->cursor + 1);
}

guint
adj_journal_get_n_moves (const AdjJournal *j, guint i)
{
  g_return_val_if_fail (i < j->steps->len, 0);
  return step_at (j, i)->n_moves;
}

guint64
adj_journal_get_step_generation (const AdjJournal *j, guint i)
{
  g_return_val_if_fail (i < j->steps->len, 0);
  return step_at (j, i)->generation;
}

guint
adj_journal_count_steps_since (const AdjJournal *j, guint64 generation)
{
  guint n = 0;

  /* New steps are only ever appended: they are the end of the list, and
   * the walk stops at the first older one. */
  while (n < j->steps->len && step_at (j, j->steps->len - 1 - n)->generation > generation)
    n++;
  return n;
}

gconstpointer
adj_journal_get_move_in_step (const AdjJournal *j, guint i, guint k)
{
  g_return_val_if_fail (i < j->steps->len && k < step_at (j, i)->n_moves, NULL);
  return step_at (j, i)->moves[k];
}

gconstpointer
adj_journal_get_move (const AdjJournal *j, guint i)
{
  return adj_journal_get_move_in_step (j, i, 0);
}

static char *
describe_move (const AdjJournal *j, guint i, guint k, int viewer)
{
  const Step *s = step_at (j, i);
  gconstpointer before = k > 0 ? s->states[k - 1] : adj_journal_get_state_at (j, i);
  if (viewer >= 0 && j->rs->move_describe_for != NULL)
    return j->rs->move_describe_for (s->moves[k], before, s->states[k], viewer);
  return j->rs->move_describe (s->moves[k], before, s->states[k]);
}

char *
adj_journal_describe_move (const AdjJournal *j, guint i, guint k)
{
  g_return_val_if_fail (i < j->steps->len && k < step_at (j, i)->n_moves, NULL);
  return describe_move (j, i, k, -1);
}

char *
adj_journal_describe_for (const AdjJournal *j, guint i, int viewer)
{
  g_return_val_if_fail (i < j->steps->len, NULL);
  guint n = step_at (j, i)->n_moves;
  if (n == 1)
    return describe_move (j, i, 0, viewer);
  GString *line = g_string_new (NULL);
  for (guint k = 0; k < n; k++)
    {
      g_autofree char *part = describe_move (j, i, k, viewer);
      g_string_append_printf (line, "%s%s", k ? "; " : "", part);
    }
  return g_string_free (line, FALSE);
}

char *
adj_journal_describe (const AdjJournal *j, guint i)
{
  return adj_journal_describe_for (j, i, -1);
}
