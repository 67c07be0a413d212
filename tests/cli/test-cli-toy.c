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

static char *
file_text (const char *path)
{
  char *text = NULL;
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

/* apply: a move or a group at the save's cursor (the redo tail dropped),
 * the file rewritten with its scenario as it was (by id here), the new
 * summary printed; a refused move names its rule, exits 2 on one line
 * and leaves the file byte for byte. replay --owed and apply --owed add
 * what the step owes and what is legal. */
static void
test_apply (void)
{
  g_autofree char *dir = g_dir_make_tmp ("adj-cli-toy-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "toy.adjutant", NULL);
  g_autofree char *shipped = g_build_filename (g_getenv ("ADJUTANT_DATADIR"), "toy", "counter.json", NULL);
  GError *error = NULL;
  const AdjRuleset *list[] = { &toy_ruleset, NULL };
  gpointer real = adj_scenario_load_file (list, NULL, shipped, NULL, &error);
  g_assert_no_error (error);
  AdjJournal *j = adj_journal_new (&toy_ruleset, real, NULL, NULL, &error);
  g_assert_no_error (error);
  gpointer two = toy_move_add (2);
  g_assert_true (adj_journal_apply (j, two, NULL));
  g_assert_true (adj_journal_apply (j, two, NULL));
  g_assert_true (adj_journal_undo (j));
  g_assert_true (adj_savegame_save (j, path, FALSE, &error));

  CliRun r = cli_run (NULL, "toy", "apply", path, "{\"type\":\"add\",\"n\":3}", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, ==, "{\"counter\":5,\"actions\":2,\"cursor\":2,\"last_action\":\"add 3: 2 to 5 (T.1)\","
                              "\"ruleset\":\"toy\"}\n");
  cli_run_clear (&r);
  g_autofree char *after = file_text (path);
  g_assert_null (strstr (after, "\"data\""));

  r = cli_run (NULL, "replay", "--owed", path, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, ==, "{\"counter\":5,\"actions\":2,\"cursor\":2,\"last_action\":\"add 3: 2 to 5 (T.1)\","
                              "\"ruleset\":\"toy\",\"owed\":[{\"text\":\"Make the counter even\",\"rule\":\"T.3\","
                              "\"side\":\"both\",\"units\":[],\"kind\":\"add\"}],\"legal\":[{\"text\":\"Add 1 to 5\","
                              "\"rule\":\"T.1\",\"side\":\"both\",\"units\":[],\"kind\":\"add\"}]}\n");
  cli_run_clear (&r);

  /* A group from stdin, with --owed: nothing owed once even. */
  r = cli_run ("[{\"type\":\"add\",\"n\":1},{\"type\":\"add\",\"n\":2}]", "apply", "--owed", path, "-", NULL);
  g_assert_cmpint (r.status, ==, 0);
  json_object *got = cli_run_json (&r);
  g_assert_cmpint (json_object_get_int (cli_json_get (got, "counter")), ==, 8);
  g_assert_cmpint (json_object_array_length (cli_json_get (got, "owed")), ==, 0);
  json_object_put (got);
  cli_run_clear (&r);

  /* Refused by the procedure (T.4), by the limit, or malformed: the file
   * is untouched. */
  g_autofree char *before = file_text (path);
  const struct { const char *move, *expect; } refused[] = {
    { "{\"type\":\"add\",\"n\":7}", "refused: an add of 7 is not allowed (T.4)" },
    { "{\"type\":\"add\",\"n\":9}", "refused: 17 would pass the limit of 10" },
    { "{\"type\":\"add\",\"n\":0}", "move.n: 0 is outside 1..9" },
    { "[]", "move: a group holds at least one move" },
    { "\"add\"", "move: expected a move (an object) or a group of moves" },
    { "{\"type\":", "move: the JSON text ends too early" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      r = cli_run (NULL, "toy", "apply", path, refused[i].move, NULL);
      cli_run_assert_bad (&r, "adjutant-cli: apply: ", refused[i].expect);
      cli_run_clear (&r);
      g_autofree char *now = file_text (path);
      g_assert_cmpstr (now, ==, before);
    }
  r = cli_run (NULL, "toy", "apply", path, NULL);
  cli_run_assert_bad (&r, "adjutant-cli: apply: ", "expected a saved game file and a move");
  cli_run_clear (&r);
  r = cli_run (NULL, "glory", "apply", path, "{}", NULL);
  cli_run_assert_bad (&r, "adjutant-cli: apply: ", "a game of Toy, not of Glory III");
  cli_run_clear (&r);

  /* An embedded scenario stays embedded. */
  g_assert_true (adj_savegame_save (j, path, TRUE, &error));
  r = cli_run (NULL, "apply", path, "{\"type\":\"add\",\"n\":1}", NULL);
  g_assert_cmpint (r.status, ==, 0);
  cli_run_clear (&r);
  g_autofree char *embedded = file_text (path);
  g_assert_nonnull (strstr (embedded, "\"data\""));

  toy_ruleset.move_free (two);
  adj_journal_free (j);
  toy_ruleset.scenario_unref (real);
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
  g_test_add_func ("/cli/toy/apply", test_apply);
  return g_test_run ();
}
