/* adjutant-cli apply: one move or move group applied to a saved game, as
 * the app applies a player's action (the procedure is the engine's: a
 * refused move names its rule and leaves the file as it was). */
#include "cli.h"

#include <string.h>

/* @root: a move (an object) or a group (an array of them), as saves hold
 * them. Applied at the cursor: steps after it are dropped. */
static gboolean
apply_json (AdjJournal *j, json_object *root, GError **error)
{
  const AdjRuleset *rs = adj_journal_get_ruleset (j);
  gconstpointer sc = adj_journal_get_scenario (j);
  gboolean group = json_object_is_type (root, json_type_array);
  if (!group && !json_object_is_type (root, json_type_object))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, "move: expected a move (an object) or a group of moves "
                   "(an array of them)");
      return FALSE;
    }
  guint n = group ? (guint) json_object_array_length (root) : 1;
  if (n == 0)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, "move: a group holds at least one move");
      return FALSE;
    }
  g_autoptr (GPtrArray) moves = g_ptr_array_new_with_free_func (rs->move_free);
  for (guint k = 0; k < n; k++)
    {
      g_autofree char *where = group ? g_strdup_printf ("move[%u]", k) : g_strdup ("move");
      gpointer m = adj_ruleset_move_from_object (rs, group ? json_object_array_get_idx (root, k) : root, sc, where, error);
      if (m == NULL)
        return FALSE;
      g_ptr_array_add (moves, m);
    }
  GError *local = NULL;
  if (!adj_journal_apply_group (j, (gconstpointer const *) moves->pdata, n, &local))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, "refused: %s", local->message);
      g_error_free (local);
      return FALSE;
    }
  return TRUE;
}

static gboolean
apply_text (AdjJournal *j, const char *text, gsize len, GError **error)
{
  json_object *root = adj_json_parse (text, len, "move", error);
  gboolean ok = root != NULL && apply_json (j, root, error);
  json_object_put (root);
  return ok;
}

/* adjutant-cli [RULESET] apply GAME MOVE|- [--owed] [--scenarios DIR] */
int
adj_cli_cmd_apply (const AdjRuleset *only, int argc, char **argv)
{
  g_autofree char *dir = NULL;
  gboolean owed = FALSE;
  GOptionEntry entries[] = {
    { "scenarios", 0, 0, G_OPTION_ARG_FILENAME, &dir,
      "Where to find a scenario the game names by id (default: the shipped ones)", "DIR" },
    { "owed", 0, 0, G_OPTION_ARG_NONE, &owed,
      "Add what the current step still owes (\"owed\") and what may be done now (\"legal\")", NULL },
    { NULL }
  };
  GError *error = NULL;
  if (!adj_cli_parse_options ("apply", "GAME MOVE|-", "Applies one move (a JSON object) or group (an array) "
                              "to a saved game at its cursor, rewrites the file atomically and sums up "
                              "where the game stands. A refused move leaves the file as it was.",
                              entries, &argc, &argv))
    return ADJ_CLI_EXIT_BAD_INPUT;
  if (argc != 3)
    return adj_cli_failf ("apply", "expected a saved game file and a move (JSON text, or - for stdin)");

  gboolean embedded;
  g_autoptr (AdjJournal) j = adj_cli_load_game (argv[1], dir, &embedded, &error);
  if (j == NULL)
    return adj_cli_fail ("apply", error);
  const AdjRuleset *rs = adj_journal_get_ruleset (j);
  if (only != NULL && rs != only)
    return adj_cli_failf ("apply", "%s: a game of %s, not of %s", argv[1], rs->name, only->name);

  gsize len;
  g_autofree char *text = NULL;
  if (strcmp (argv[2], "-") == 0)
    {
      if ((text = adj_cli_read_input ("-", &len, NULL, &error)) == NULL)
        return adj_cli_fail ("apply", error);
    }
  else
    {
      text = g_strdup (argv[2]);
      len = strlen (text);
    }
  if (!apply_text (j, text, len, &error) || !adj_savegame_save (j, argv[1], embedded, &error))
    return adj_cli_fail ("apply", error);
  return adj_cli_print (adj_cli_game_summary (j, owed));
}
