/* Writes a new Glory III game on the battle file ARGV[1] to ARGV[2], with
 * the battle embedded: the browser test's saved game, made by the engine
 * as the app makes one. */
#include <adjutant-engine.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  if (argc != 3)
    {
      fprintf (stderr, "usage: glory-save BATTLE.json OUT.adjutant\n");
      return 2;
    }
  GError *error = NULL;
  const AdjRuleset *rs = NULL;
  const AdjRuleset *list[] = { &adj_glory_ruleset, NULL };
  gpointer sc = adj_scenario_load_file (list, &adj_glory_ruleset, argv[1], &rs, &error);
  AdjJournal *j = sc != NULL ? adj_journal_new (rs, sc, NULL, NULL, &error) : NULL;
  gboolean ok = j != NULL && adj_savegame_save (j, argv[2], TRUE, &error);
  if (!ok)
    fprintf (stderr, "glory-save: %s\n", error->message);
  g_clear_error (&error);
  if (j != NULL)
    adj_journal_free (j);
  if (sc != NULL)
    rs->scenario_unref (sc);
  return ok ? 0 : 1;
}
