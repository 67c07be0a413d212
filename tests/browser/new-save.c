/* Writes a new game of RULESET on the scenario file SCENARIO to OUT, with
 * the scenario embedded and the options OPTIONS (a JSON object, or none
 * for the game's defaults): the browser tests' saved games, made by the
 * engine as the app makes one. */
#include <adjutant-engine.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  if (argc != 4 && argc != 5)
    {
      fprintf (stderr, "usage: new-save RULESET SCENARIO.json OUT.adjutant [OPTIONS]\n");
      return 2;
    }
  const AdjRuleset *want = adj_ruleset_find (adj_rulesets (), argv[1]);
  if (want == NULL)
    {
      fprintf (stderr, "new-save: no game %s\n", argv[1]);
      return 2;
    }
  GError *error = NULL;
  const AdjRuleset *rs = NULL;
  json_object *options = argc == 5 ? json_tokener_parse (argv[4]) : NULL;
  if (argc == 5 && options == NULL)
    {
      fprintf (stderr, "new-save: the options are not JSON\n");
      return 2;
    }
  gpointer sc = adj_scenario_load_file (adj_rulesets (), want, argv[2], &rs, &error);
  AdjJournal *j = sc != NULL ? adj_journal_new (rs, sc, options, NULL, &error) : NULL;
  gboolean ok = j != NULL && adj_savegame_save (j, argv[3], TRUE, &error);
  if (!ok)
    fprintf (stderr, "new-save: %s\n", error->message);
  g_clear_error (&error);
  if (j != NULL)
    adj_journal_free (j);
  if (sc != NULL)
    rs->scenario_unref (sc);
  json_object_put (options);
  return ok ? 0 : 1;
}
