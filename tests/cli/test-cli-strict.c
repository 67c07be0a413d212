/* Contract tests of issue 24, "loaders: strict, with messages that help":
 * what the loaders and the option parser refuse, each with exit status 2
 * and one line that names the problem (docs/cli.md). */
#include <glib/gstdio.h>
#include <string.h>

#include "cli-run.h"

static char *tmpdir;

typedef struct {
  const char *argv[8];
  const char *input;   /* standard input, single quotes for double */
  const char *expect;  /* in the one line on stderr */
} BadCase;

static void
run_bad (const BadCase *cases, guint n)
{
  for (guint i = 0; i < n; i++)
    {
      const char *const *a = cases[i].argv;
      g_autofree char *input = cases[i].input != NULL ? g_strdup (cases[i].input) : NULL;
      if (input != NULL)
        g_strdelimit (input, "'", '"');
      CliRun r = cli_run (input, a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], NULL);
      cli_run_assert_bad (&r, "adjutant-cli: ", cases[i].expect);
      cli_run_clear (&r);
    }
}

/* Every calculator input refuses a member it does not know, naming it: a
 * misspelt "mct1_shift" once gave another column with exit 0. */
static void
test_unknown_members (void)
{
  static const BadCase cases[] = {
    { { "tgtw", "melee", "-" },
      "{'attacker':{'strength':6,'morale':7},'defender':{'strength':4,'morale':7},'mct1_shfit':3}",
      "melee: stdin: $: unknown member \"mct1_shfit\"" },
    { { "tgtw", "melee", "-" },
      "{'attacker':{'strength':6,'morale':7,'disordered':true},'defender':{'strength':4,'morale':7}}",
      "$.attacker: unknown member \"disordered\"" },
    { { "tgtw", "melee", "-" },
      "{'attacker':{'strength':6,'morale':7},'defender':{'strength':4,'morale':7},"
      "'tactical_points':{'defender':{'plus':1}}}",
      "$.tactical_points.defender: unknown member \"plus\"" },
    { { "tgtw", "missile", "-" },
      "{'firers':[{'weapon':'shortbow','strength':6,'range':2}],'formation':null,'target_routd':true}",
      "missile: stdin: $: unknown member \"target_routd\"" },
    { { "tgtw", "missile", "-" },
      "{'firers':[{'weapon':'shortbow','strength':6,'range':2,'rnage':3}]}",
      "$.firers[0]: unknown member \"rnage\"" },
    { { "cog", "combat", "-" },
      "{'attacker_drm':0,'defender_drm':0,'loss_limit':4,'defenders':[{'ter':3}],'attackers':[{'ter':3}],'flnak':true}",
      "combat: stdin: $.flnak: not a member of a combat" },
    { { "charge", "-" }, "{'atackers':[]}", "charge: stdin: $: unknown member 'atackers'" },
    { { "los", "--answers", "-", "0510", "0508" },
      "{'format':'adjutant-los-answers','version':1,'from_level':0,'to_level':0,'hexes':[],'hexsied':[]}",
      "los: stdin: $: unknown member \"hexsied\"" },
    { { "los", "--answers", "-", "0510", "0508" },
      "{'format':'adjutant-los-answers','version':1,'from_level':0,'to_level':0,"
      "'hexes':[{'hex':'0509','level':0,'wood':true}]}",
      "$.hexes[0]: unknown member \"wood\"" },
  };
  run_bad (cases, G_N_ELEMENTS (cases));

  /* The player's own chart values (--overrides) too. */
  g_autofree char *ov = cli_write_input (tmpdir, "ov.json",
                                         "{'format':'adjutant-chart-overrides','version':1,'charts':{'glory3-odds':"
                                         "[{'row':'drm','column':'2-1','vlaue':2}]}}");
  CliRun r = cli_run (NULL, "odds", "9", "6", "--overrides", ov, NULL);
  cli_run_assert_bad (&r, "adjutant-cli: odds: ov.json: $.charts.glory3-odds[0]: ",
                      "unknown member \"vlaue\" (it takes row, column, value)");
  cli_run_clear (&r);
  g_remove (ov);
}

/* A JSON null is a value, not a text cut short. */
static void
test_not_an_object (void)
{
  static const BadCase cases[] = {
    { { "tgtw", "melee", "-" }, "null\n", "melee: stdin: $: expected an object, found null" },
    { { "tgtw", "melee", "-" }, "null", "melee: stdin: $: expected an object, found null" },
    { { "tgtw", "missile", "-" }, " null ", "expected an object, found null" },
    { { "cog", "combat", "-" }, "null", "expected an object, found null" },
    { { "tgtw", "melee", "-" }, "[1]", "melee: stdin: $: expected an object" },
  };
  run_bad (cases, G_N_ELEMENTS (cases));
}

/* Every option of adjutant-cli takes one value: GOption would keep the
 * last of two silently. */
static void
test_repeated_options (void)
{
  static const BadCase cases[] = {
    { { "cog", "cup", "--union", "1", "--union", "2", "--csa", "3" }, NULL, "cup: --union is given twice: it takes one value" },
    { { "cog", "cup", "--union=1", "--csa", "2", "--union=1" }, NULL, "cup: --union is given twice" },
    { { "rally", "--cohesion", "4", "--night", "--night" }, NULL, "rally: --night is given twice" },
    { { "roll", "d10", "--seed", "1", "--seed", "2" }, NULL, "roll: --seed is given twice" },
    { { "los", "--questions", "0510", "0506", "--from-level", "2", "--to-level", "0" }, NULL, "" },
    { { "tgtw", "morale", "7", "--card", "1", "--card", "2" }, NULL, "morale: --card is given twice" },
  };
  /* The fifth is fine: a control that the check leaves single options be. */
  run_bad (cases, 4);
  CliRun ok = cli_run (NULL, cases[4].argv[0], cases[4].argv[1], cases[4].argv[2], cases[4].argv[3], cases[4].argv[4],
                       cases[4].argv[5], cases[4].argv[6], cases[4].argv[7], NULL);
  json_object_put (cli_run_json (&ok));
  cli_run_clear (&ok);
  run_bad (cases + 5, 1);
}

/* docs/cli.md: a level is a whole number from -9 to 99, as in map files
 * (docs/map-format.md); -1 is a level, not a negative number refused. */
static void
test_los_levels (void)
{
  CliRun r = cli_run (NULL, "los", "--questions", "0510", "0506", "--from-level", "-1", "--to-level", "0", NULL);
  json_object *o = cli_run_json (&r);
  g_assert_cmpint (json_object_get_int (cli_json_get (o, "from_level")), ==, -1);
  json_object_put (o);
  cli_run_clear (&r);
  static const BadCase cases[] = {
    { { "los", "--questions", "0510", "0506", "--from-level", "-10", "--to-level", "0" }, NULL,
      "los: the firer's level -10 is outside -9..99" },
    { { "los", "--questions", "0510", "0506", "--from-level", "0", "--to-level", "100" }, NULL,
      "los: the target's level 100 is outside -9..99" },
  };
  run_bad (cases, G_N_ELEMENTS (cases));
}

/* A new game of each shipped scenario of @rs, saved with it embedded, as
 * JSON to edit. */
static json_object *
new_save (const AdjRuleset *rs, const char *scenario_file)
{
  GError *error = NULL;
  g_autofree char *path = g_build_filename (g_getenv ("ADJUTANT_DATADIR"), rs->scenario_dir, scenario_file, NULL);
  gpointer sc = adj_scenario_load_file (adj_rulesets (), rs, path, NULL, &error);
  g_assert_no_error (error);
  AdjJournal *j = adj_journal_new (rs, sc, NULL, NULL, &error);
  g_assert_no_error (error);
  json_object *root = adj_savegame_to_json (j, TRUE);
  adj_journal_free (j);
  rs->scenario_unref (sc);
  return root;
}

static char *
write_json (const char *name, json_object *root)
{
  GError *error = NULL;
  char *path = g_build_filename (tmpdir, name, NULL);
  g_assert_true (adj_json_save_file (root, path, &error));
  g_assert_no_error (error);
  return path;
}

static const struct {
  const char *ruleset, *scenario;
} games[] = {
  { "glory", "sample-cedar-creek.json" },
  { "tgtw", "demo-red-and-blue.json" },
  { "cog", "demo-crossroads.json" },
  { "dog", "demonstration.json" },
};

/* Every game refuses an option it does not know (Glory III and The Glory
 * that Was once dropped it), and takes "procedure", which every new game
 * has. */
static void
test_save_options (void)
{
  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      const AdjRuleset *rs = adj_ruleset_find (adj_rulesets (), games[g].ruleset);
      json_object *root = new_save (rs, games[g].scenario);
      json_object *options = NULL;
      g_assert_true (json_object_object_get_ex (root, "options", &options));
      g_assert_true (json_object_object_get_ex (options, "procedure", NULL));
      g_autofree char *good = write_json ("good.adjutant", root);
      CliRun r = cli_run (NULL, "replay", good, NULL);
      json_object_put (cli_run_json (&r));
      cli_run_clear (&r);

      json_object_object_add (options, "fixed_glroy", json_object_new_boolean (TRUE));
      g_autofree char *bad = write_json ("bad.adjutant", root);
      r = cli_run (NULL, "replay", bad, NULL);
      cli_run_assert_bad (&r, "adjutant-cli: replay: bad.adjutant: $.options", "fixed_glroy");
      cli_run_clear (&r);
      g_remove (good);
      g_remove (bad);
      json_object_put (root);
    }
}

/* A file of a newer format says where it comes from, not just "outside
 * 1..2": the player's answer is a newer Adjutant. */
static void
test_newer_versions (void)
{
  const AdjRuleset *rs = adj_ruleset_find (adj_rulesets (), "tgtw");
  json_object *root = new_save (rs, "demo-red-and-blue.json");
  json_object_object_add (root, "version", json_object_new_int (3));
  g_autofree char *save = write_json ("newer.adjutant", root);
  CliRun r = cli_run (NULL, "replay", save, NULL);
  cli_run_assert_bad (&r, "adjutant-cli: replay: newer.adjutant: $.version: ",
                      "3 was made by a newer version of Adjutant; this one reads versions 1–2");
  cli_run_clear (&r);
  json_object_put (root);
  g_remove (save);

  /* Every game's scenario, in a save and in a folder of scenarios. */
  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      rs = adj_ruleset_find (adj_rulesets (), games[g].ruleset);
      root = new_save (rs, games[g].scenario);
      json_object *scenario = NULL, *data = NULL;
      g_assert_true (json_object_object_get_ex (root, "scenario", &scenario));
      g_assert_true (json_object_object_get_ex (scenario, "data", &data));
      json_object_object_add (data, "version", json_object_new_int (9));
      g_autofree char *newer = write_json ("newer.adjutant", root);
      r = cli_run (NULL, "replay", newer, NULL);
      cli_run_assert_bad (&r, "adjutant-cli: replay: newer.adjutant: $.scenario.data.version: ",
                          "9 was made by a newer version of Adjutant; this one reads version 1");
      cli_run_clear (&r);
      g_remove (newer);

      g_autofree char *dir = g_build_filename (tmpdir, "scenarios", NULL);
      g_mkdir (dir, 0700);
      g_autofree char *path = g_build_filename (dir, "newer.json", NULL);
      g_assert_true (adj_json_save_file (data, path, NULL));
      r = cli_run (NULL, games[g].ruleset, "scenarios", "--dir", dir, NULL);
      cli_run_assert_bad (&r, "adjutant-cli: scenarios: newer.json: $.version: ",
                          "9 was made by a newer version of Adjutant; this one reads version 1");
      cli_run_clear (&r);
      g_remove (path);
      g_rmdir (dir);
      json_object_put (root);
    }
}

/* "--dir" on another game's folder says whose scenarios they are, as
 * "--battle" does. */
static void
test_scenarios_of_another_game (void)
{
  g_autofree char *tgtw = g_build_filename (g_getenv ("ADJUTANT_DATADIR"), "tgtw", NULL);
  g_autofree char *cog = g_build_filename (g_getenv ("ADJUTANT_DATADIR"), "cog", NULL);
  CliRun r = cli_run (NULL, "cog", "scenarios", "--dir", tgtw, NULL);
  cli_run_assert_bad (&r, "adjutant-cli: scenarios: demo-red-and-blue.json: $.format: ",
                      "this file is a scenario of The Glory that Was, not of Clash of Giants III");
  cli_run_clear (&r);
  r = cli_run (NULL, "glory", "scenarios", "--dir", cog, NULL);
  cli_run_assert_bad (&r, "adjutant-cli: scenarios: ", "a scenario of Clash of Giants III, not of Glory III");
  cli_run_clear (&r);
}

/* Bad UTF-8 in a file is refused where it is, never echoed (a message
 * reaches Pango in the app's dialogs); a file name that is not UTF-8 is
 * shown by its display name. */
static void
test_utf8 (void)
{
  static const char *const inputs[] = {
    "{\"attacker\":\"\xff\xfe\"}",
    "{\"mct1_shift\xc3\x28\":3}",
    "{\"format\":\"adjutant-game\",\"version\":2,\"ruleset\":\"g\xe9\"}",
    /* Found by fuzz-cog-combat: an overlong form, which json-c lets by,
     * was echoed in "not a member of a combat". A surrogate likewise. */
    "{\"attacker_drm\":0,\"loss\xc1\xbc\":4}",
    "{\"firers\":[],\"\xed\xa0\x80\":1}",
  };
  static const char *const commands[][2] = {
    { "tgtw", "melee" }, { "tgtw", "melee" }, { "replay", NULL }, { "cog", "combat" }, { "tgtw", "missile" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (inputs); i++)
    {
      g_autofree char *path = g_build_filename (tmpdir, "bad-utf8.json", NULL);
      g_assert_true (g_file_set_contents (path, inputs[i], -1, NULL));
      CliRun r = commands[i][1] != NULL ? cli_run (NULL, commands[i][0], commands[i][1], path, NULL)
                                        : cli_run (NULL, commands[i][0], path, NULL);
      cli_run_assert_bad (&r, "adjutant-cli: ", "bad-utf8.json: line 1, column ");
      g_assert_true (g_utf8_validate (r.err, -1, NULL));
      g_assert_nonnull (strstr (r.err, "the text is not valid UTF-8"));
      cli_run_clear (&r);
      g_remove (path);
    }

  g_autofree char *odd = g_build_filename (tmpdir, "bad\xffname.json", NULL);
  g_assert_true (g_file_set_contents (odd, "{\"a\":1}", -1, NULL));
  CliRun r = cli_run (NULL, "tgtw", "melee", odd, NULL);
  cli_run_assert_bad (&r, "adjutant-cli: melee: bad\xef\xbf\xbdname.json: $: ", "unknown member \"a\"");
  g_assert_true (g_utf8_validate (r.err, -1, NULL));
  cli_run_clear (&r);
  r = cli_run (NULL, "replay", odd, NULL);
  cli_run_assert_bad (&r, "adjutant-cli: replay: bad\xef\xbf\xbdname.json: ", "");
  g_assert_true (g_utf8_validate (r.err, -1, NULL));
  cli_run_clear (&r);
  g_remove (odd);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  tmpdir = g_dir_make_tmp ("adj-cli-strict-XXXXXX", NULL);
  g_test_add_func ("/cli/strict/unknown-members", test_unknown_members);
  g_test_add_func ("/cli/strict/not-an-object", test_not_an_object);
  g_test_add_func ("/cli/strict/repeated-options", test_repeated_options);
  g_test_add_func ("/cli/strict/los-levels", test_los_levels);
  g_test_add_func ("/cli/strict/save-options", test_save_options);
  g_test_add_func ("/cli/strict/newer-versions", test_newer_versions);
  g_test_add_func ("/cli/strict/scenarios-of-another-game", test_scenarios_of_another_game);
  g_test_add_func ("/cli/strict/utf8", test_utf8);
  int status = g_test_run ();
  g_rmdir (tmpdir);
  g_free (tmpdir);
  return status;
}
