/* The CLI's generic commands through the seam alone: the real adjutant-cli
 * built with the toy ruleset in its list ($ADJUTANT_CLI is that build). */
#include <glib/gstdio.h>
#include <string.h>

#include "../toy/toy-ruleset.h"
#include "cli-run.h"

static void
test_rulesets (void)
{
  CliRun r = cli_run (NULL, "rulesets", NULL);
  json_object *got = cli_run_json (&r);
  g_assert_cmpstr (json_object_to_json_string_ext (got, JSON_C_TO_STRING_PLAIN), ==,
                   "[{\"id\":\"glory\",\"name\":\"Glory III\",\"description\":\"Brigades of the American Civil War "
                   "on hexes, activated by markers drawn from a cup\",\"options\":[\"fixed_glory\"]},"
                   "{\"id\":\"toy\",\"name\":\"Toy\",\"description\":\"One counter, one move: the seam's own test\","
                   "\"options\":[\"double\"]}]");
  json_object_put (got);
  cli_run_clear (&r);
}

static void
test_scenarios (void)
{
  CliRun r = cli_run (NULL, "toy", "scenarios", NULL);
  json_object *got = cli_run_json (&r);
  g_assert_cmpstr (json_object_to_json_string_ext (got, JSON_C_TO_STRING_PLAIN), ==,
                   "{\"ruleset\":\"toy\",\"scenarios\":[{\"id\":\"counter\",\"title\":\"A counter to ten\"}]}");
  json_object_put (got);
  cli_run_clear (&r);
}

/* @text with its one @from replaced by @to. */
static char *
replace_once (const char *text, const char *from, const char *to)
{
  const char *at = strstr (text, from);
  g_assert_nonnull (at);
  return g_strdup_printf ("%.*s%s%s", (int) (at - text), text, to, at + strlen (from));
}

static void
test_replay (void)
{
  g_autofree char *dir = g_dir_make_tmp ("adj-cli-toy-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "toy.json", NULL);
  ToyScenario *sc = toy_scenario_new ("counter", 0, 10);
  /* The shipped scenario's title is its own; by id the file must match it. */
  g_autofree char *shipped = g_build_filename (g_getenv ("ADJUTANT_DATADIR"), "toy", "counter.json", NULL);
  GError *error = NULL;
  const AdjRuleset *list[] = { &toy_ruleset, NULL };
  gpointer real = adj_scenario_load_file (list, NULL, shipped, NULL, &error);
  g_assert_no_error (error);
  AdjJournal *j = adj_journal_new (&toy_ruleset, real, NULL, NULL, &error);
  g_assert_no_error (error);
  gpointer moves[2] = { toy_move_add (2), toy_move_add (5) };
  g_assert_true (adj_journal_apply (j, moves[0], NULL));
  g_assert_true (adj_journal_apply_group (j, (gconstpointer const *) moves, 2, NULL));
  g_assert_true (adj_savegame_save (j, path, FALSE, &error));

  const char *want = "{\"counter\":9,\"actions\":2,\"cursor\":2,\"last_action\":\"add 2: 2 to 4 (T.1); add 5: 4 to 9 "
                     "(T.1)\",\"ruleset\":\"toy\"}\n";
  CliRun r = cli_run (NULL, "toy", "replay", path, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, ==, want);
  cli_run_clear (&r);
  /* Without the game's name the save says which it is. */
  r = cli_run (NULL, "replay", path, NULL);
  g_assert_cmpstr (r.out, ==, want);
  cli_run_clear (&r);
  /* Asked as Glory III's: refused, saying whose game it is. */
  r = cli_run (NULL, "glory", "replay", path, NULL);
  cli_run_assert_bad (&r, "adjutant-cli: replay: ", "toy.json: a game of Toy, not of Glory III");
  cli_run_clear (&r);
  r = cli_run (NULL, "toy", "odds", "9", "6", NULL);
  cli_run_assert_bad (&r, "adjutant-cli: ", "toy has no command 'odds'");
  cli_run_clear (&r);

  /* A save of a game Adjutant does not host: refused, naming it. */
  {
    g_autofree char *text = NULL;
    g_autofree char *chess = g_build_filename (dir, "chess.json", NULL);
    g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
    g_autofree char *renamed = replace_once (text, "\"ruleset\": \"toy\"", "\"ruleset\": \"chess\"");
    g_assert_true (g_file_set_contents (chess, renamed, -1, NULL));
    r = cli_run (NULL, "replay", chess, NULL);
    cli_run_assert_bad (&r, "adjutant-cli: replay: ", "$.ruleset: 'chess' is not a game Adjutant knows");
    cli_run_clear (&r);
    g_remove (chess);
  }

  toy_ruleset.move_free (moves[0]);
  toy_ruleset.move_free (moves[1]);
  adj_journal_free (j);
  toy_ruleset.scenario_unref (real);
  toy_ruleset.scenario_unref (sc);
  g_remove (path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/toy/rulesets", test_rulesets);
  g_test_add_func ("/cli/toy/scenarios", test_scenarios);
  g_test_add_func ("/cli/toy/replay", test_replay);
  return g_test_run ();
}
