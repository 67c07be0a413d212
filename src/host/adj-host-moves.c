/* A device's moves, read and checked for its side (adj-host-moves.h). */
#include "adj-host-moves.h"

#include <libsoup/soup.h>

#include "core/i18n.h"

gboolean
adj_host_read_moves (AdjJournal *j, int side, json_object *root, GPtrArray *moves, guint *status, GError **error)
{
  *status = SOUP_STATUS_BAD_REQUEST;
  const AdjRuleset *rs = adj_journal_get_ruleset (j);
  gboolean group = json_object_is_type (root, json_type_array);
  guint n = group ? (guint) json_object_array_length (root) : 1;
  if ((!group && !json_object_is_type (root, json_type_object)) || n == 0)
    {
      g_set_error_literal (error, ADJ_ERROR, ADJ_ERROR_FORMAT,
                           _("move: expected a move (an object) or a group of them"));
      return FALSE;
    }
  if (rs->move_side == NULL)
    {
      *status = SOUP_STATUS_FORBIDDEN;
      g_set_error_literal (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("this game takes no moves from a device"));
      return FALSE;
    }
  for (guint k = 0; k < n; k++)
    {
      g_autofree char *where = group ? g_strdup_printf ("move[%u]", k) : g_strdup ("move");
      gpointer m = adj_ruleset_move_from_object (rs, group ? json_object_array_get_idx (root, k) : root,
                                       adj_journal_get_scenario (j), where, error);
      if (m == NULL)
        return FALSE;
      g_ptr_array_add (moves, m);
      /* A side acts for itself: never for the other. */
      int owner = rs->move_side (m, adj_journal_get_state (j));
      if (owner >= 0 && owner != side)
        {
          *status = SOUP_STATUS_FORBIDDEN;
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("%s: this move is for %s's player to make"), where,
                       rs->side_name (adj_journal_get_scenario (j), owner));
          return FALSE;
        }
    }
  return TRUE;
}

GError *
adj_host_refusal (AdjJournal *j, gconstpointer const *moves, guint n)
{
  const AdjRuleset *rs = adj_journal_get_ruleset (j);
  gpointer state = rs->state_ref ((gpointer) adj_journal_get_state (j));
  GError *error = NULL;
  for (guint k = 0; k < n && state != NULL; k++)
    {
      gpointer next = rs->state_apply (state, moves[k], &error);
      rs->state_unref (state);
      state = next;
    }
  if (state != NULL)
    rs->state_unref (state);
  return error;
}
