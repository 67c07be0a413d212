/* Contract tests of "adjutant-cli tgtw ..." (docs/cli.md): the real
 * process, JSON out, exit 2 and one line on bad input. */
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "cli-run.h"

static char *tmpdir;

static char *
input (const char *name, const char *quoted)
{
  return cli_write_input (tmpdir, name, quoted);
}

static double
sum (json_object *o)
{
  double s = 0;
  json_object_object_foreach (o, k, v)
    {
      (void) k;
      s += json_object_get_double (v);
    }
  return s;
}

/* The input, as printed there; keys as the printed cells. */
static void
test_melee (void)
{
  g_autofree char *path = input ("melee.json", "{'attacker':{'strength':6,'morale':7},'defender':{'strength':4,"
                                               "'morale':7,'disordered':false},'dice':1,'mct1_shift':0,'mct2_shift':0}");
  CliRun r = cli_run (NULL, "tgtw", "melee", path, NULL);
  json_object *o = cli_run_json (&r);
  /* 6 : 4 is 3-2, 7 : 7 is 1-1: B; one die reads rows 1- to 6 of B. */
  g_assert_cmpstr (json_object_get_string (cli_json_get (o, "strength_ratio")), ==, "3-2");
  g_assert_cmpstr (json_object_get_string (cli_json_get (o, "morale_ratio")), ==, "1-1");
  g_assert_cmpstr (json_object_get_string (cli_json_get (o, "column")), ==, "B");
  json_object *outcomes = cli_json_get (o, "outcomes");
  g_assert_cmpstr (json_object_to_json_string_ext (outcomes, JSON_C_TO_STRING_PLAIN | JSON_C_TO_STRING_NOSLASHESCAPE), ==,
                   "{\"R/-\":0.166666666667,\"D/-\":0.166666666667,\"D/D\":0.166666666667,\"D/R\":0.166666666667,"
                   "\"-/D\":0.333333333333}");
  json_object_put (o);
  cli_run_clear (&r);

  /* From standard input, disordered and with two dice: 2-1 and D, where
   * "Eng." is a printed cell. */
  r = cli_run ("{\"attacker\":{\"strength\":6,\"morale\":7},\"defender\":{\"strength\":4,\"morale\":7,"
               "\"disordered\":true},\"dice\":2,\"mct1_shift\":0,\"mct2_shift\":1}", "tgtw", "melee", "-", NULL);
  o = cli_run_json (&r);
  g_assert_cmpstr (json_object_get_string (cli_json_get (o, "morale_ratio")), ==, "2-1");
  g_assert_cmpstr (json_object_get_string (cli_json_get (o, "column")), ==, "D");
  outcomes = cli_json_get (o, "outcomes");
  /* D with 2d6: Eng. on 6 and 7 (5 + 6 of 36 ways). */
  g_assert_cmpfloat (fabs (json_object_get_double (cli_json_get (outcomes, "Eng.")) - 11.0 / 36), <, 1e-11);
  g_assert_cmpfloat (fabs (sum (outcomes) - 1), <, 1e-11);
  json_object_put (o);
  cli_run_clear (&r);

  /* A routed defender: eliminated without a roll (7.0). */
  r = cli_run ("{\"attacker\":{\"strength\":1,\"morale\":1},\"defender\":{\"strength\":9,\"morale\":9,\"routed\":true}}",
               "tgtw", "melee", "-", NULL);
  o = cli_run_json (&r);
  g_assert_cmpstr (json_object_to_json_string_ext (cli_json_get (o, "outcomes"), JSON_C_TO_STRING_PLAIN | JSON_C_TO_STRING_NOSLASHESCAPE), ==,
                   "{\"-/E\":1}");
  g_assert_true (json_object_get_boolean (cli_json_get (o, "automatic")));
  json_object_put (o);
  cli_run_clear (&r);
}

static void
test_missile (void)
{
  /* Shortbow 6 at 2 hexes: Halved, 3; column 3 reads D on 4, 5 and 6. */
  CliRun r = cli_run ("{\"firers\":[{\"weapon\":\"shortbow\",\"strength\":6,\"range\":2}],\"formation\":null}",
                      "tgtw", "missile", "-", NULL);
  json_object *o = cli_run_json (&r);
  g_assert_cmpint (json_object_get_int (cli_json_get (o, "potential")), ==, 3);
  g_assert_cmpstr (json_object_to_json_string_ext (cli_json_get (o, "outcomes"), JSON_C_TO_STRING_PLAIN | JSON_C_TO_STRING_NOSLASHESCAPE), ==,
                   "{\"D\":0.5,\"R\":0,\"E\":0,\"-\":0.5}");
  json_object_put (o);
  cli_run_clear (&r);

  /* Two firers and the TDT: longbow 4 at 1 (Double, 8) and sling 2 at 1
   * (2): 10, cavalry two right: the last column, 10. */
  g_autofree char *path = input ("missile.json", "{'firers':[{'weapon':'longbow','strength':4,'range':1},"
                                                 "{'weapon':'sling','strength':2,'range':1}],'formation':'cavalry'}");
  r = cli_run (NULL, "tgtw", "missile", path, NULL);
  o = cli_run_json (&r);
  g_assert_cmpint (json_object_get_int (cli_json_get (o, "potential")), ==, 10);
  g_assert_cmpint (json_object_get_int (cli_json_get (o, "column")), ==, 10);
  g_assert_cmpstr (json_object_to_json_string_ext (cli_json_get (o, "outcomes"), JSON_C_TO_STRING_PLAIN | JSON_C_TO_STRING_NOSLASHESCAPE), ==,
                   "{\"D\":0,\"R\":0.5,\"E\":0.5,\"-\":0}");
  json_object_put (o);
  cli_run_clear (&r);
}

static void
test_morale (void)
{
  static const struct { const char *value, *modifier, *expect; } cases[] = {
    { "7", NULL, "0.7" }, { "7", "2", "0.9" }, { "7", "-3", "0.4" }, { "10", NULL, "1" }, { "0", NULL, "0" },
    { "9", "5", "1" }, { "3", "-5", "0" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      CliRun r = cases[i].modifier ? cli_run (NULL, "tgtw", "morale", cases[i].value, "--modifier", cases[i].modifier, NULL)
                                   : cli_run (NULL, "tgtw", "morale", cases[i].value, NULL);
      json_object *o = cli_run_json (&r);
      g_assert_cmpstr (json_object_to_json_string (cli_json_get (o, "success_probability")), ==, cases[i].expect);
      json_object_put (o);
      cli_run_clear (&r);
    }
  /* Card 4 (-2) and a tactical point on the die. */
  CliRun r = cli_run (NULL, "tgtw", "morale", "7", "--card", "4", "--plus", "1", NULL);
  json_object *o = cli_run_json (&r);
  g_assert_cmpstr (json_object_to_json_string (cli_json_get (o, "success_probability")), ==, "0.4");
  json_object_put (o);
  cli_run_clear (&r);
}

/* 9.0, 10.0: without --stars the leader is a 0-star one, so his morale
 * loss points are those of 0 stars, 1, 3 and 4 (they were left out); the
 * same as --stars 0, and --stars 2 gives 4, 8 and 10. */
static void
test_casualty_stars (void)
{
  static const char *const runs[][2] = { { NULL, NULL }, { "--stars", "0" }, { "--stars", "2" } };
  static const char *const expect[] = { "{\"wounded\":1,\"captured\":3,\"killed\":4}",
                                        "{\"wounded\":1,\"captured\":3,\"killed\":4}",
                                        "{\"wounded\":4,\"captured\":8,\"killed\":10}" };
  for (guint i = 0; i < G_N_ELEMENTS (runs); i++)
    {
      CliRun r = cli_run (NULL, "tgtw", "casualty", "E", runs[i][0], runs[i][1], NULL);
      json_object *o = cli_run_json (&r);
      g_assert_nonnull (cli_json_get (o, "outcomes"));
      g_assert_cmpstr (json_object_to_json_string_ext (cli_json_get (o, "morale_loss"), JSON_C_TO_STRING_PLAIN), ==,
                       expect[i]);
      json_object_put (o);
      cli_run_clear (&r);
    }
}

static void
test_casualty_initiative (void)
{
  CliRun r = cli_run (NULL, "tgtw", "casualty", "E", "--missile", NULL);
  json_object *o = cli_run_json (&r);
  g_assert_cmpstr (json_object_to_json_string_ext (cli_json_get (o, "outcomes"), JSON_C_TO_STRING_PLAIN | JSON_C_TO_STRING_NOSLASHESCAPE), ==,
                   "{\"none\":0.7,\"wounded\":0.2,\"captured\":0,\"killed\":0.1}");
  json_object_put (o);
  cli_run_clear (&r);
  r = cli_run (NULL, "tgtw", "casualty", "Eng", "--stars", "0", NULL);
  o = cli_run_json (&r);
  g_assert_cmpstr (json_object_to_json_string_ext (cli_json_get (o, "outcomes"), JSON_C_TO_STRING_PLAIN | JSON_C_TO_STRING_NOSLASHESCAPE), ==,
                   "{\"none\":0.8,\"wounded\":0.1,\"captured\":0,\"killed\":0.1}");
  g_assert_cmpint (json_object_get_int (cli_json_get (cli_json_get (o, "morale_loss"), "killed")), ==, 4);
  json_object_put (o);
  cli_run_clear (&r);
  /* 3 against 1: the first army wins 72 pairs of 100 (ties on its bonus). */
  r = cli_run (NULL, "tgtw", "initiative", "3", "1", NULL);
  o = cli_run_json (&r);
  g_assert_cmpstr (json_object_to_json_string_ext (cli_json_get (o, "win_probability"), JSON_C_TO_STRING_PLAIN | JSON_C_TO_STRING_NOSLASHESCAPE), ==,
                   "[0.72,0.28]");
  json_object_put (o);
  cli_run_clear (&r);
  r = cli_run (NULL, "tgtw", "initiative", "2", "2", NULL);
  o = cli_run_json (&r);
  g_assert_cmpstr (json_object_to_json_string (cli_json_get (o, "reroll_probability")), ==, "0.1");
  json_object_put (o);
  cli_run_clear (&r);
}

static void
test_bad_input (void)
{
  static const struct {
    const char *cmd, *stdin_text, *arg, *expect;
  } cases[] = {
    { "melee", "{\"attacker\":{\"strength\":6,\"morale\":7}}", "-", "melee: stdin: $.defender: missing" },
    { "melee", "{\"attacker\":{\"strength\":0,\"morale\":7},\"defender\":{\"strength\":4,\"morale\":7}}", "-",
      "$.attacker.strength: 0 is outside 1..99" },
    { "melee", "{\"attacker\":{\"strength\":6,\"morale\":7},\"defender\":{\"strength\":4,\"morale\":7},\"dice\":9}", "-",
      "$.dice: 9 is outside 1..6" },
    { "melee", "{\"attacker\":{\"strength\":6,\"morale\":7,\"sector_routed\":true},\"defender\":{\"strength\":4,\"morale\":7}}",
      "-", "13.0: the units of a routed sector cannot melee attack" },
    { "melee", "{\"attacker\":", "-", "stdin: " },
    { "melee", NULL, "/nonexistent/x.json", "/nonexistent/x.json" },
    { "missile", "{\"firers\":[{\"weapon\":\"bow\",\"strength\":6,\"range\":2}]}", "-", "'bow' is not javelin" },
    { "missile", "{\"firers\":[{\"weapon\":\"javelin\",\"strength\":6,\"range\":3}]}", "-",
      "5.1: javelin (javelin) cannot fire at 3 hexes" },
    { "missile", "{\"firers\":[]}", "-", "from 1 to 32 units" },
    { "missile", "{\"firers\":[{\"weapon\":\"sling\",\"strength\":2,\"range\":1}],\"formation\":\"wedge\"}", "-",
      "$.formation: a TDT row" },
    { "missile", "[]", "-", "$: expected an object" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      CliRun r = cli_run (cases[i].stdin_text, "tgtw", cases[i].cmd, cases[i].arg, NULL);
      g_autofree char *prefix = g_strdup_printf ("adjutant-cli: %s: ", cases[i].cmd);
      cli_run_assert_bad (&r, "adjutant-cli: ", cases[i].expect);
      g_assert_true (g_str_has_prefix (r.err, prefix));
      cli_run_clear (&r);
    }
  static const char *const args[][5] = {
    { "morale", NULL }, { "morale", "x", NULL }, { "morale", "7", "--modifier", "z", NULL },
    { "morale", "7", "--card", "8", NULL }, { "casualty", "Q", NULL }, { "casualty", "E", "--stars", "4", NULL },
    { "casualty", "D", "--missile", NULL }, { "initiative", "6", "1", NULL }, { "initiative", "1", NULL },
    { "melee", NULL }, { "nosuch", NULL },
  };
  for (guint i = 0; i < G_N_ELEMENTS (args); i++)
    {
      CliRun r = cli_run (NULL, "tgtw", args[i][0], args[i][1], args[i][1] ? args[i][2] : NULL,
                          args[i][1] && args[i][2] ? args[i][3] : NULL, NULL);
      cli_run_assert_bad (&r, "adjutant-cli: ", "");
      cli_run_clear (&r);
    }
}

/* The generic commands on The Glory that Was: its scenarios, a save replayed. */
static void
test_scenarios_replay (void)
{
  CliRun r = cli_run (NULL, "tgtw", "scenarios", NULL);
  json_object *o = cli_run_json (&r);
  g_assert_cmpstr (json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN | JSON_C_TO_STRING_NOSLASHESCAPE), ==,
                   "{\"ruleset\":\"tgtw\",\"scenarios\":[{\"id\":\"demo-red-and-blue\",\"title\":\"Demonstration: Red "
                   "League against Blue League (invented)\"}]}");
  json_object_put (o);
  cli_run_clear (&r);

  GError *error = NULL;
  g_autofree char *scen = g_build_filename (g_getenv ("ADJUTANT_DATADIR"), "tgtw", "demo-red-and-blue.json", NULL);
  AdjTgtwScenario *sc = adj_tgtw_scenario_load_file (scen, &error);
  g_assert_no_error (error);
  AdjJournal *j = adj_journal_new (&adj_tgtw_ruleset, sc, NULL, NULL, &error);
  g_assert_no_error (error);
  for (guint s = 0; s < 3; s++)
    {
      AdjTgtwMove *m = adj_tgtw_move_initiative (s, 9, 2);
      g_assert_true (adj_journal_apply (j, m, &error));
      adj_tgtw_move_free (m);
    }
  g_autofree char *path = g_build_filename (tmpdir, "game.json", NULL);
  g_assert_true (adj_savegame_save (j, path, FALSE, &error));
  r = cli_run (NULL, "tgtw", "replay", path, NULL);
  o = cli_run_json (&r);
  g_assert_cmpstr (json_object_get_string (cli_json_get (o, "ruleset")), ==, "tgtw");
  g_assert_cmpstr (json_object_get_string (cli_json_get (o, "phase")), ==, "initiative");
  g_assert_cmpint (json_object_get_int (cli_json_get (o, "turn")), ==, 1);
  g_assert_cmpint (json_object_get_int (cli_json_get (o, "actions")), ==, 3);
  g_assert_cmpstr (json_object_get_string (cli_json_get (o, "last_action")), ==,
                   "South wing: Red League roll 9+2+0 = 11, Blue League 2+1+0 = 3: Red League win the initiative (4.0)");
  json_object_put (o);
  cli_run_clear (&r);
  /* replay --owed: each sector's winner still chooses who acts first
   * (3.0), named by the army's id; the same choices are what is legal. */
  r = cli_run (NULL, "replay", "--owed", path, NULL);
  o = cli_run_json (&r);
  json_object *owed = cli_json_get (o, "owed");
  g_assert_cmpuint (json_object_array_length (owed), ==, 3);
  json_object *first = json_object_array_get_idx (owed, 0);
  g_assert_cmpstr (json_object_get_string (cli_json_get (first, "rule")), ==, "3.0");
  g_assert_cmpstr (json_object_get_string (cli_json_get (first, "kind")), ==, "first");
  g_assert_cmpstr (json_object_get_string (cli_json_get (first, "side")), ==, "red");
  g_assert_cmpuint (json_object_array_length (cli_json_get (o, "legal")), ==, 3);
  json_object_put (o);
  cli_run_clear (&r);
  /* Asked as another game's save: told whose game it is. */
  r = cli_run (NULL, "glory", "replay", path, NULL);
  cli_run_assert_bad (&r, "adjutant-cli: replay: ", "a game of The Glory that Was, not of Glory III");
  cli_run_clear (&r);
  r = cli_run (NULL, "cog", "replay", path, NULL);
  cli_run_assert_bad (&r, "adjutant-cli: replay: ", "a game of The Glory that Was, not of Clash of Giants III");
  cli_run_clear (&r);
  adj_journal_free (j);
  adj_tgtw_scenario_unref (sc);
  g_remove (path);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  tmpdir = g_dir_make_tmp ("adj-cli-tgtw-XXXXXX", NULL);
  g_test_add_func ("/cli/tgtw/melee", test_melee);
  g_test_add_func ("/cli/tgtw/missile", test_missile);
  g_test_add_func ("/cli/tgtw/morale", test_morale);
  g_test_add_func ("/cli/tgtw/casualty-initiative", test_casualty_initiative);
  g_test_add_func ("/cli/tgtw/rule-10.0-casualty-without-stars-is-0-stars", test_casualty_stars);
  g_test_add_func ("/cli/tgtw/bad-input", test_bad_input);
  g_test_add_func ("/cli/tgtw/scenarios-replay", test_scenarios_replay);
  int status = g_test_run ();
  g_autofree char *melee = g_build_filename (tmpdir, "melee.json", NULL), *missile = g_build_filename (tmpdir, "missile.json", NULL);
  g_remove (melee);
  g_remove (missile);
  g_rmdir (tmpdir);
  g_free (tmpdir);
  return status;
}
