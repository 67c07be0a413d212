/* The commands every ruleset has, through its table: replay a save, list
 * the shipped scenarios. They name no game. */
#include "cli.h"

typedef struct {
  char *dir;              /* --scenarios DIR, or NULL for the shipped ones */
  GPtrArray *scenarios;   /* of the ruleset asked for, read on first need */
  const AdjRuleset *rs;
} Scenarios;

static char *
shipped_dir (const AdjRuleset *rs)
{
  g_autofree char *data = adj_cli_data_dir ();
  return g_build_filename (data, rs->scenario_dir, NULL);
}

/* Scenarios are read only when a save names its scenario by id. */
static gpointer
resolve (const AdjRuleset *rs, const char *id, gpointer data, GError **error)
{
  Scenarios *s = data;
  if (s->scenarios == NULL)
    {
      g_autofree char *dir = s->dir ? g_strdup (s->dir) : shipped_dir (rs);
      if ((s->scenarios = adj_scenario_load_dir_among (adj_rulesets (), rs, dir, error)) == NULL)
        return NULL;
      s->rs = rs;
    }
  return adj_savegame_resolve_in_list (rs, id, s->scenarios, error);
}

/* The save at @path, its scenario embedded or found among the shipped
 * ones (or in @dir); *embedded tells which, so a rewrite keeps it so. */
AdjJournal *
adj_cli_load_game (const char *path, const char *dir, gboolean *embedded, GError **error)
{
  g_autoptr (AdjJsonDoc) doc = adj_jsonread_load_file (path, error);
  if (doc == NULL)
    return NULL;
  AdjJsonVal root = adj_jsonread_root (doc);
  AdjJsonVal so = adj_jsonread_get (root, "scenario");
  *embedded = adj_jsonread_is (so, json_type_object) && adj_jsonread_get (so, "data") != NULL;
  Scenarios s = { (char *) dir, NULL, NULL };
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *what = g_filename_display_name (base);
  /* Every game is known here, so that a save of another game than the one
   * asked for is told as such rather than as an unknown game. */
  AdjJournal *j = adj_savegame_from_json (root, what, adj_rulesets (), resolve, &s, error);
  if (s.scenarios)
    g_ptr_array_unref (s.scenarios);
  return j;
}

json_object *
adj_cli_game_summary (const AdjJournal *j, gboolean owed)
{
  const AdjRuleset *rs = adj_journal_get_ruleset (j);
  gconstpointer state = adj_journal_get_state (j);
  json_object *out = rs->state_summary (state);
  json_object_object_add (out, "actions", json_object_new_int ((int) adj_journal_get_length (j)));
  json_object_object_add (out, "cursor", json_object_new_int ((int) adj_journal_get_cursor (j)));
  guint cursor = adj_journal_get_cursor (j);
  if (cursor > 0)
    {
      g_autofree char *last = adj_journal_describe (j, cursor - 1);
      json_object_object_add (out, "last_action", json_object_new_string (last));
    }
  json_object_object_add (out, "ruleset", json_object_new_string (rs->id));
  if (owed)
    {
      const char *sides[2];
      adj_ruleset_side_ids (rs, adj_journal_get_scenario (j), sides);
      g_autoptr (GPtrArray) items = adj_ruleset_owed (rs, state);
      json_object_object_add (out, "owed", adj_step_items_to_json (items, sides));
      g_autoptr (GPtrArray) legal = adj_ruleset_legal (rs, state);
      json_object_object_add (out, "legal", adj_step_items_to_json (legal, sides));
    }
  return out;
}

/* adjutant-cli [RULESET] replay [--owed] GAME.json [--scenarios DIR] */
int
adj_cli_cmd_replay (const AdjRuleset *only, int argc, char **argv)
{
  g_autofree char *dir = NULL;
  g_autofree char *battles = NULL;
  gboolean owed = FALSE;
  GOptionEntry entries[] = {
    { "scenarios", 0, 0, G_OPTION_ARG_FILENAME, &dir,
      "Where to find a scenario the game names by id (default: the shipped ones)", "DIR" },
    { "battles", 0, 0, G_OPTION_ARG_FILENAME, &battles, "The same as --scenarios (Glory III)", "DIR" },
    { "owed", 0, 0, G_OPTION_ARG_NONE, &owed,
      "Add what the current step still owes (\"owed\") and what may be done now (\"legal\")", NULL },
    { NULL }
  };
  GError *error = NULL;
  gboolean embedded;
  if (!adj_cli_parse_options ("replay", "GAME.json", "Replays a saved game and sums up where it stands: "
                              "turn, phase, and what the game keeps.", entries, &argc, &argv))
    return ADJ_CLI_EXIT_BAD_INPUT;
  if (argc != 2)
    return adj_cli_failf ("replay", "expected one saved game file");
  g_autoptr (AdjJournal) j = adj_cli_load_game (argv[1], dir ? dir : battles, &embedded, &error);
  if (j == NULL)
    return adj_cli_fail ("replay", error);

  const AdjRuleset *rs = adj_journal_get_ruleset (j);
  if (only != NULL && rs != only)
    return adj_cli_failf ("replay", "%s: a game of %s, not of %s", argv[1], rs->name, only->name);
  return adj_cli_print (adj_cli_game_summary (j, owed));
}

/* adjutant-cli RULESET scenarios [--dir DIR]: id and title of each. */
int
adj_cli_cmd_scenarios (const AdjRuleset *rs, int argc, char **argv)
{
  g_autofree char *dir = NULL;
  GOptionEntry entries[] = {
    { "dir", 0, 0, G_OPTION_ARG_FILENAME, &dir, "Read the scenarios in DIR (default: the shipped ones)", "DIR" },
    { NULL }
  };
  GError *error = NULL;
  if (!adj_cli_parse_options ("scenarios", "", "Lists the scenarios of the game: id and title.", entries,
                              &argc, &argv))
    return ADJ_CLI_EXIT_BAD_INPUT;
  if (argc != 1)
    return adj_cli_failf ("scenarios", "unexpected argument '%s'", argv[1]);
  if (rs == NULL)
    return adj_cli_failf ("scenarios", "name the game first: adjutant-cli GAME scenarios");
  g_autofree char *shipped = dir ? NULL : shipped_dir (rs);
  g_autoptr (GPtrArray) list = adj_scenario_load_dir_among (adj_rulesets (), rs, dir ? dir : shipped, &error);
  if (list == NULL)
    return adj_cli_fail ("scenarios", error);
  json_object *arr = json_object_new_array ();
  for (guint i = 0; i < list->len; i++)
    {
      json_object *o = json_object_new_object ();
      json_object_object_add (o, "id", json_object_new_string (rs->scenario_id (list->pdata[i])));
      json_object_object_add (o, "title", json_object_new_string (rs->scenario_title (list->pdata[i])));
      json_object_array_add (arr, o);
    }
  json_object *out = json_object_new_object ();
  json_object_object_add (out, "ruleset", json_object_new_string (rs->id));
  json_object_object_add (out, "scenarios", arr);
  return adj_cli_print (out);
}

/* adjutant-cli rulesets: id, name and description of every game. */
int
adj_cli_cmd_rulesets (const AdjRuleset *only, int argc, char **argv)
{
  GOptionEntry entries[] = { { NULL } };
  if (!adj_cli_parse_options ("rulesets", "", "Lists the games Adjutant hosts.", entries, &argc, &argv))
    return ADJ_CLI_EXIT_BAD_INPUT;
  if (argc != 1)
    return adj_cli_failf ("rulesets", "unexpected argument '%s'", argv[1]);
  json_object *arr = json_object_new_array ();
  for (const AdjRuleset * const *rs = adj_rulesets (); *rs != NULL; rs++)
    {
      if (only != NULL && *rs != only)
        continue;
      json_object *o = json_object_new_object ();
      json_object_object_add (o, "id", json_object_new_string ((*rs)->id));
      json_object_object_add (o, "name", json_object_new_string ((*rs)->name));
      json_object_object_add (o, "description", json_object_new_string ((*rs)->description));
      json_object *sw = json_object_new_array ();
      for (guint k = 0; k < (*rs)->n_switches; k++)
        json_object_array_add (sw, json_object_new_string ((*rs)->switches[k].id));
      json_object_object_add (o, "options", sw);
      json_object_array_add (arr, o);
    }
  return adj_cli_print (arr);
}
