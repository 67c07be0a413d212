#include "cli.h"

typedef struct {
  char *dir;
  GPtrArray *battles;
} Battles;

/* Battles are read only when a save names its battle by id. */
static AdjBattle *
resolve (const char *id, gpointer data, GError **error)
{
  Battles *b = data;
  if (b->battles == NULL && (b->battles = adj_battle_load_dir (b->dir, error)) == NULL)
    return NULL;
  return adj_savegame_resolve_in_list (id, b->battles, error);
}

/* adjutant-cli replay GAME.json [--battles DIR] */
int
adj_cli_cmd_replay (int argc, char **argv)
{
  g_autofree char *dir = NULL;
  GOptionEntry entries[] = {
    { "battles", 0, 0, G_OPTION_ARG_FILENAME, &dir,
      "Where to find a battle the game names by id (default: the shipped battles)", "DIR" },
    { NULL }
  };
  GError *error = NULL;
  if (!adj_cli_parse_options ("replay", "GAME.json", "Replays a saved game and sums up where it stands: "
                              "turn, phase, pool, boxes.", entries, &argc, &argv))
    return ADJ_CLI_EXIT_BAD_INPUT;
  if (argc != 2)
    return adj_cli_failf ("replay", "expected one saved game file");
  g_autofree char *data = dir ? NULL : adj_cli_data_dir ();
  Battles battles = { dir ? dir : g_build_filename (data, "battles", NULL), NULL };
  g_autoptr (AdjJournal) j = adj_savegame_load_file (argv[1], resolve, &battles, &error);
  if (battles.battles)
    g_ptr_array_unref (battles.battles);
  if (dir == NULL)
    g_free (battles.dir);
  if (j == NULL)
    return adj_cli_fail ("replay", error);

  json_object *out = adj_game_state_summary (adj_journal_get_state (j));
  json_object_object_add (out, "actions", json_object_new_int ((int) adj_journal_get_length (j)));
  json_object_object_add (out, "cursor", json_object_new_int ((int) adj_journal_get_cursor (j)));
  guint cursor = adj_journal_get_cursor (j);
  if (cursor > 0)
    {
      g_autofree char *last = adj_journal_describe (j, cursor - 1);
      json_object_object_add (out, "last_action", json_object_new_string (last));
    }
  return adj_cli_print (out);
}
