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
      if ((s->scenarios = adj_scenario_load_dir (rs, dir, error)) == NULL)
        return NULL;
      s->rs = rs;
    }
  return adj_savegame_resolve_in_list (rs, id, s->scenarios, error);
}

/* adjutant-cli [RULESET] replay GAME.json [--scenarios DIR] */
int
adj_cli_cmd_replay (const AdjRuleset *only, int argc, char **argv)
{
  g_autofree char *dir = NULL;
  g_autofree char *battles = NULL;
  GOptionEntry entries[] = {
    { "scenarios", 0, 0, G_OPTION_ARG_FILENAME, &dir,
      "Where to find a scenario the game names by id (default: the shipped ones)", "DIR" },
    { "battles", 0, 0, G_OPTION_ARG_FILENAME, &battles, "The same as --scenarios (Glory III)", "DIR" },
    { NULL }
  };
  GError *error = NULL;
  if (!adj_cli_parse_options ("replay", "GAME.json", "Replays a saved game and sums up where it stands: "
                              "turn, phase, and what the game keeps.", entries, &argc, &argv))
    return ADJ_CLI_EXIT_BAD_INPUT;
  if (argc != 2)
    return adj_cli_failf ("replay", "expected one saved game file");
  Scenarios s = { dir ? dir : battles, NULL, NULL };
  /* Every game is known here, so that a save of another game than the one
   * asked for is told as such rather than as an unknown game. */
  g_autoptr (AdjJournal) j = adj_savegame_load_file (argv[1], adj_rulesets (), resolve, &s, &error);
  if (s.scenarios)
    g_ptr_array_unref (s.scenarios);
  if (j == NULL)
    return adj_cli_fail ("replay", error);

  const AdjRuleset *rs = adj_journal_get_ruleset (j);
  if (only != NULL && rs != only)
    return adj_cli_failf ("replay", "%s: a game of %s, not of %s", argv[1], rs->name, only->name);
  json_object *out = rs->state_summary (adj_journal_get_state (j));
  json_object_object_add (out, "actions", json_object_new_int ((int) adj_journal_get_length (j)));
  json_object_object_add (out, "cursor", json_object_new_int ((int) adj_journal_get_cursor (j)));
  guint cursor = adj_journal_get_cursor (j);
  if (cursor > 0)
    {
      g_autofree char *last = adj_journal_describe (j, cursor - 1);
      json_object_object_add (out, "last_action", json_object_new_string (last));
    }
  json_object_object_add (out, "ruleset", json_object_new_string (rs->id));
  return adj_cli_print (out);
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
  g_autoptr (GPtrArray) list = adj_scenario_load_dir (rs, dir ? dir : shipped, &error);
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
