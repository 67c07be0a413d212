/* adjutant-cli cog ...: the contract of docs/cli.md through the real
 * process (cup, combat, and the generic scenarios and replay). */
#include <glib/gstdio.h>
#include <string.h>

#include "../cog/cog-helpers.h"
#include "cli-run.h"
#include "random-game.h"

static double
num (json_object *o, const char *key)
{
  return json_object_get_double (cli_json_get (o, key));
}

static void
test_cup (void)
{
  CliRun r = cli_run (NULL, "cog", "cup", "--union", "3", "--csa", "2", NULL);
  json_object *got = cli_run_json (&r);
  g_assert_cmpint (json_object_get_int (cli_json_get (got, "draw")), ==, 2);
  json_object *un = cli_json_get (got, "union"), *csa = cli_json_get (got, "csa");
  g_assert_cmpint (json_object_object_length (un), ==, 4);
  g_assert_cmpint (json_object_object_length (csa), ==, 3);
  /* 2 of 5: C(3,k) C(2,2-k) / 10. */
  g_assert_cmpfloat_with_epsilon (num (un, "0"), 0.1, 1e-12);
  g_assert_cmpfloat_with_epsilon (num (un, "1"), 0.6, 1e-12);
  g_assert_cmpfloat_with_epsilon (num (un, "2"), 0.3, 1e-12);
  g_assert_cmpfloat (num (un, "3"), ==, 0);
  g_assert_cmpfloat_with_epsilon (num (csa, "0"), 0.3, 1e-12);
  g_assert_cmpfloat_with_epsilon (num (csa, "2"), 0.1, 1e-12);
  json_object_put (got);
  cli_run_clear (&r);

  /* An odd cup: 7 markers, 3 drawn (6.3.2). */
  r = cli_run (NULL, "cog", "cup", "--union", "4", "--csa", "3", NULL);
  got = cli_run_json (&r);
  g_assert_cmpint (json_object_get_int (cli_json_get (got, "draw")), ==, 3);
  json_object_put (got);
  cli_run_clear (&r);

  r = cli_run (NULL, "cog", "cup", "--union", "3", NULL);
  cli_run_assert_bad (&r, "adjutant-cli: cup: ", "expected --union N and --csa M");
  cli_run_clear (&r);
  r = cli_run (NULL, "cog", "cup", "--union", "x", "--csa", "1", NULL);
  cli_run_assert_bad (&r, "adjutant-cli: cup: ", "--union: 'x' is not a number of Artillery Markers");
  cli_run_clear (&r);
  r = cli_run (NULL, "cog", "cup", "--union", "40", "--csa", "30", NULL);
  cli_run_assert_bad (&r, "adjutant-cli: cup: ", "more than the 64");
  cli_run_clear (&r);
}

static json_object *
combat (const char *input, const char *battle)
{
  CliRun r = battle ? cli_run (input, "cog", "combat", "-", "--battle", battle, NULL)
                    : cli_run (input, "cog", "combat", "-", NULL);
  json_object *got = cli_run_json (&r);
  cli_run_clear (&r);
  return got;
}

static void
bad_combat (const char *input, const char *expect)
{
  CliRun r = cli_run (input, "cog", "combat", "-", NULL);
  cli_run_assert_bad (&r, "adjutant-cli: combat: ", expect);
  cli_run_clear (&r);
}

/* The example: TER 3 at +1, TER 4 at -1 (12.9.2, example 1). */
static void
test_combat (void)
{
  json_object *got = combat ("{\"attacker_drm\":-1,\"defender_drm\":1,\"defenders\":[{\"ter\":3,\"cavalry\":false}],"
                             "\"attackers\":[{\"ter\":4}],\"loss_limit\":4,\"flank\":false}", NULL);
  json_object *d = json_object_array_get_idx (cli_json_get (got, "defenders"), 0);
  g_assert_cmpfloat_with_epsilon (num (d, "step_loss"), 4.0 / 6, 1e-12);
  json_object *retreat = cli_json_get (d, "retreat");
  g_assert_cmpfloat_with_epsilon (num (retreat, "1"), 1.0 / 6, 1e-12);
  g_assert_cmpfloat_with_epsilon (num (retreat, "2"), 1.0 / 6, 1e-12);
  g_assert_cmpfloat_with_epsilon (num (retreat, "3"), 2.0 / 6, 1e-12);
  g_assert_false (json_object_object_get_ex (retreat, "0", NULL));
  json_object *a = json_object_array_get_idx (cli_json_get (got, "attackers"), 0);
  g_assert_cmpfloat_with_epsilon (num (a, "step_loss"), 1.0 / 6, 1e-12);
  g_assert_false (json_object_object_get_ex (got, "chart", NULL));
  g_autofree char *typed = g_strdup (json_object_to_json_string_ext (got, JSON_C_TO_STRING_PLAIN));
  json_object_put (got);

  /* The same read from the chart, with where each number comes from. */
  got = combat ("{\"odds\":\"2-1\",\"defenders\":[{\"ter\":3}],\"attackers\":[{\"ter\":4}]}", NULL);
  json_object *chart = cli_json_get (got, "chart");
  g_assert_cmpstr (json_object_get_string (cli_json_get (chart, "odds")), ==, "2-1");
  json_object *cell = cli_json_get (chart, "defender_drm");
  g_assert_cmpint (json_object_get_int (cli_json_get (cell, "value")), ==, 1);
  g_assert_cmpstr (json_object_get_string (cli_json_get (cell, "source")), ==, "rulebook");
  g_assert_cmpstr (json_object_get_string (cli_json_get (cell, "cite")), ==, "12.9.2, example 1");
  json_object_object_del (got, "chart");
  g_assert_cmpstr (json_object_to_json_string_ext (got, JSON_C_TO_STRING_PLAIN), ==, typed);
  json_object_put (got);

  /* 12.9.2 example 1: five attackers, four roll. */
  got = combat ("{\"odds\":\"2-1\",\"defenders\":[{\"ter\":3}],\"attackers\":[{\"ter\":4},{\"ter\":4},{\"ter\":4},"
                "{\"ter\":4},{\"ter\":4}]}", NULL);
  guint rolling = 0;
  for (guint i = 0; i < 5; i++)
    rolling += json_object_get_boolean (cli_json_get (json_object_array_get_idx (cli_json_get (got, "attackers"), i),
                                                      "rolls"));
  g_assert_cmpuint (rolling, ==, 4);
  json_object_put (got);

  /* 14.3: a cavalry hex may retreat before combat: TER or less on a die;
   * with steps given, the chance of elimination. */
  got = combat ("{\"attacker_drm\":0,\"defender_drm\":0,\"loss_limit\":1,\"defenders\":[{\"ter\":4,\"cavalry\":true,"
                "\"steps\":1}],\"attackers\":[{\"ter\":4,\"steps\":2}]}", NULL);
  d = json_object_array_get_idx (cli_json_get (got, "defenders"), 0);
  g_assert_cmpfloat_with_epsilon (num (d, "retreat_before_combat"), 4.0 / 6, 1e-12);
  g_assert_cmpfloat_with_epsilon (num (d, "eliminated"), 2.0 / 6, 1e-12);
  json_object_put (got);

  /* "N": the defenders cannot be affected. */
  got = combat ("{\"attacker_drm\":0,\"defender_drm\":\"N\",\"loss_limit\":1,\"defenders\":[{\"ter\":1}],"
                "\"attackers\":[{\"ter\":1}]}", NULL);
  d = json_object_array_get_idx (cli_json_get (got, "defenders"), 0);
  g_assert_cmpfloat (num (d, "step_loss"), ==, 0);
  json_object_put (got);
}

static void
test_combat_battle (void)
{
  g_autofree char *demo = g_build_filename (g_getenv ("ADJUTANT_DATADIR"), "cog", "demo-crossroads.json", NULL);
  json_object *got = combat ("{\"odds\":\"2-1\",\"defenders\":[{\"ter\":3}],\"attackers\":[{\"ter\":4}]}", demo);
  g_assert_cmpint (json_object_array_length (cli_json_get (got, "defenders")), ==, 1);
  json_object_put (got);
  CliRun r = cli_run ("{\"odds\":\"3-1\",\"defenders\":[{\"ter\":3}],\"attackers\":[{\"ter\":4}]}", "cog", "combat",
                      "-", "--battle", demo, NULL);
  cli_run_assert_bad (&r, "adjutant-cli: combat: ", "12.9: the Combat Chart's attackers' DRM at 3-1 is not entered yet");
  cli_run_clear (&r);
  r = cli_run (NULL, "cog", "combat", "-", "--battle", "/nonexistent/b.json", NULL);
  cli_run_assert_bad (&r, "adjutant-cli: combat: ", "/nonexistent/b.json");
  cli_run_clear (&r);
}

static void
test_combat_refusals (void)
{
  bad_combat ("{\"odds\":\"4-1\",\"defenders\":[{\"ter\":3}],\"attackers\":[{\"ter\":4}]}",
              "defenders' DRM at 4-1 is not entered yet: type it from your player aid card (or read a battle's "
              "chart with --battle FILE)");
  bad_combat ("{\"odds\":\"3-1\",\"defenders\":[{\"ter\":3}],\"attackers\":[{\"ter\":4}]}",
              "stdin: $.odds: '3-1' is not a column of the chart (2-1, 4-1)");
  bad_combat ("{\"odds\":\"2-1\",\"loss_limit\":2,\"defenders\":[{\"ter\":3}],\"attackers\":[{\"ter\":4}]}",
              "give \"odds\" or the DRMs and the loss limit, not both");
  bad_combat ("{\"attacker_drm\":0,\"defender_drm\":0,\"loss_limit\":1,\"defenders\":[{\"ter\":7}],"
              "\"attackers\":[{\"ter\":4}]}", "stdin: $.defenders[0].ter: 7 is outside 1..6");
  bad_combat ("{\"attacker_drm\":0,\"defender_drm\":0,\"loss_limit\":1,\"defenders\":[{\"ter\":3}],"
              "\"attackers\":[{\"ter\":4,\"cavalry\":true}]}", "14.2: cavalry never attacks infantry");
  bad_combat ("{\"attacker_drm\":0,\"defender_drm\":0,\"loss_limit\":1,\"defenders\":[],\"attackers\":[{\"ter\":4}]}",
              "stdin: $.defenders: needs at least one unit");
  bad_combat ("{\"attacker_drm\":0,\"defender_drm\":0,\"loss_limit\":1,\"defenders\":[{\"ter\":3}],"
              "\"attackers\":[{\"ter\":4}],\"flanks\":true}", "stdin: $.flanks: not a member of a combat");
  bad_combat ("{\"attacker_drm\":0,\"defender_drm\":0,\"loss_limit\":1,\"defenders\":[{\"ter\":3,\"x\":\"a\\u0000b\"}],"
              "\"attackers\":[{\"ter\":4}]}", "a text may not hold a NUL character (\\u0000)");
  bad_combat ("{\"attacker_drm\":9,\"defender_drm\":0,\"loss_limit\":1,\"defenders\":[{\"ter\":3}],"
              "\"attackers\":[{\"ter\":4}]}", "stdin: $.attacker_drm: 9 is outside -6..6");
  bad_combat ("not json", "stdin: line 1");
  CliRun r = cli_run (NULL, "cog", "combat", NULL);
  cli_run_assert_bad (&r, "adjutant-cli: combat: ", "expected one combat file");
  cli_run_clear (&r);
}

/* The generic commands read this game's files and saves. */
static void
test_generic (void)
{
  CliRun r = cli_run (NULL, "cog", "scenarios", NULL);
  json_object *got = cli_run_json (&r);
  g_assert_cmpstr (json_object_to_json_string_ext (got, JSON_C_TO_STRING_PLAIN), ==,
                   "{\"ruleset\":\"cog\",\"scenarios\":[{\"id\":\"demo-crossroads\",\"title\":\"Crossroads (an "
                   "invented demonstration)\"}]}");
  json_object_put (got);
  cli_run_clear (&r);

  g_autofree char *demo = g_build_filename (g_getenv ("ADJUTANT_DATADIR"), "cog", "demo-crossroads.json", NULL);
  GError *error = NULL;
  g_autoptr (AdjCogBattle) b = adj_cog_battle_load_file (demo, &error);
  g_assert_no_error (error);
  g_autoptr (AdjJournal) j = adj_cog_journal_new (b, NULL, &error);
  g_assert_no_error (error);
  g_autoptr (AdjCogMove) early = adj_cog_move_roll (ADJ_COG_MOVE_EARLY_ENTRY,
                                                    (guint) adj_cog_battle_find_reinforcement (b, "r-gray-2"), 2);
  g_autoptr (AdjCogMove) next = adj_cog_move_next (ADJ_COG_STEP_EARLY_CSA);
  g_assert_true (adj_journal_apply (j, early, &error));
  g_assert_true (adj_journal_apply (j, next, &error));
  g_autofree char *dir = g_dir_make_tmp ("adj-cli-cog-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  g_assert_true (adj_savegame_save (j, path, FALSE, &error));
  g_assert_no_error (error);
  r = cli_run (NULL, "cog", "replay", path, NULL);
  got = cli_run_json (&r);
  g_assert_cmpstr (json_object_get_string (cli_json_get (got, "ruleset")), ==, "cog");
  g_assert_cmpstr (json_object_get_string (cli_json_get (got, "step")), ==, "early-union");
  g_assert_cmpstr (json_object_get_string (cli_json_get (got, "last_action")), ==, "CSA Early Entry: done (6.2)");
  g_assert_cmpint (json_object_get_int (cli_json_get (got, "actions")), ==, 2);
  json_object_put (got);
  cli_run_clear (&r);
  r = cli_run (NULL, "glory", "replay", path, NULL);
  cli_run_assert_bad (&r, "adjutant-cli: replay: ", "cog");
  cli_run_clear (&r);
  g_unlink (path);
  g_rmdir (dir);

  r = cli_run (NULL, "--help", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "cog (Clash of Giants III)"));
  g_assert_nonnull (strstr (r.out, "combat"));
  cli_run_clear (&r);
}

/* A whole game, day and night turns, played with virtual draws and rolls,
 * saved, and replayed by the real process to the same end. */
static void
test_whole_game (void)
{
  g_autoptr (AdjCogBattle) b = ch_demo ();
  g_autoptr (AdjJournal) j = ch_game (b, "{\"greater_artillery_realism\":true}");
  ch_play_until (j, 3, "turn-end");
  ch_next (j);
  g_assert_cmpint (adj_cog_state_step (ch_state (j)), ==, ADJ_COG_STEP_GAME_OVER);
  g_autofree char *dir = g_dir_make_tmp ("adj-cli-cog-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "whole.json", NULL);
  GError *error = NULL;
  g_assert_true (adj_savegame_save (j, path, TRUE, &error));
  g_assert_no_error (error);
  CliRun r = cli_run (NULL, "replay", path, NULL);
  json_object *got = cli_run_json (&r);
  json_object *want = adj_cog_state_summary (ch_state (j));
  g_assert_cmpstr (json_object_get_string (cli_json_get (got, "step")), ==, "game-over");
  g_assert_cmpstr (json_object_get_string (cli_json_get (got, "turn")), ==, "4");
  g_assert_cmpint (json_object_get_int (cli_json_get (got, "actions")), ==, (int) adj_journal_get_length (j));
  json_object_object_foreach (want, key, value)
    g_assert_cmpstr (json_object_to_json_string_ext (cli_json_get (got, key), JSON_C_TO_STRING_PLAIN), ==,
                     json_object_to_json_string_ext (value, JSON_C_TO_STRING_PLAIN));
  json_object_put (want);
  json_object_put (got);
  cli_run_clear (&r);
  g_unlink (path);
  g_rmdir (dir);
}

/* Issue 24: a game with the app's own draws, rolls and combats, seeds of
 * 2^63 and more among them (tests/random), saved and replayed by the real
 * process to the same state. */
static void
test_app_rolled_replay (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (1863);
  g_autoptr (AdjJournal) j = rg_new_game (&rg_cog);
  RgStats stats;
  rg_stats_init (&stats);
  rg_play (&rg_cog, j, 300, rand, NULL, NULL, &stats);
  g_assert_cmpuint (stats.high_seeds, >, 0);
  g_assert_true (g_hash_table_contains (stats.kinds, "combat"));
  rg_stats_clear (&stats);
  g_autofree char *dir = g_dir_make_tmp ("adj-cli-cog-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "rolled" ADJ_GAME_SUFFIX, NULL);
  GError *error = NULL;
  g_assert_true (adj_savegame_save (j, path, TRUE, &error));
  g_assert_no_error (error);
  CliRun r = cli_run (NULL, "replay", path, NULL);
  json_object *got = cli_run_json (&r);
  json_object *want = adj_cog_state_summary (adj_journal_get_state (j));
  g_assert_cmpint (json_object_get_int (cli_json_get (got, "actions")), ==, (int) adj_journal_get_length (j));
  json_object_object_foreach (want, key, value)
    g_assert_cmpstr (json_object_to_json_string_ext (cli_json_get (got, key), JSON_C_TO_STRING_PLAIN), ==,
                     json_object_to_json_string_ext (value, JSON_C_TO_STRING_PLAIN));
  json_object_put (want);
  json_object_put (got);
  cli_run_clear (&r);
  g_unlink (path);
  g_rmdir (dir);
}

static const char *
first_rule (json_object *items)
{
  return json_object_array_length (items) > 0
    ? json_object_get_string (cli_json_get (json_object_array_get_idx (items, 0), "rule")) : NULL;
}

/* The procedure through the CLI: replay --owed lists what the step owes
 * (10.1) and what may be done; apply refuses Next while it is owed, with
 * the rule and the file unchanged, then takes the roll. */
static void
test_owed_and_apply (void)
{
  g_autoptr (AdjCogBattle) b = ch_demo ();
  g_autoptr (AdjJournal) j = ch_game (b, NULL);
  ch_play_until (j, 0, "draw");
  ch_apply (j, "{\"type\":\"cm_draw\",\"marker\":\"cm-blue-1\"}");
  g_autofree char *dir = g_dir_make_tmp ("adj-cli-cog-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "owed.json", NULL);
  GError *error = NULL;
  g_assert_true (adj_savegame_save (j, path, TRUE, &error));
  g_assert_no_error (error);

  CliRun r = cli_run (NULL, "replay", "--owed", path, NULL);
  json_object *got = cli_run_json (&r);
  json_object *owed = cli_json_get (got, "owed");
  g_assert_cmpstr (first_rule (owed), ==, "10.1");
  g_assert_cmpstr (json_object_get_string (cli_json_get (json_object_array_get_idx (owed, 0), "side")), ==, "union");
  g_assert_cmpstr (json_object_to_json_string (cli_json_get (json_object_array_get_idx (owed, 0), "units")), ==,
                   "[ \"blue-1\" ]");
  json_object_put (got);
  cli_run_clear (&r);

  g_autofree char *before = NULL;
  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));
  r = cli_run (NULL, "apply", path, "{\"type\":\"next\",\"step\":\"activation\"}", NULL);
  cli_run_assert_bad (&r, "adjutant-cli: apply: ", "10.1: roll on the Command Track of Blue 1st Division first");
  cli_run_clear (&r);
  g_autofree char *after = NULL;
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);

  r = cli_run (NULL, "apply", path, "{\"type\":\"command_roll\",\"formation\":\"blue-1\",\"roll\":4}", NULL);
  g_assert_cmpint (r.status, ==, 0);
  cli_run_clear (&r);
  r = cli_run (NULL, "replay", "--owed", path, NULL);
  got = cli_run_json (&r);
  g_assert_cmpuint (json_object_array_length (cli_json_get (got, "owed")), ==, 0);
  g_assert_nonnull (strstr (json_object_to_json_string (cli_json_get (got, "legal")), "\"combat_action\""));
  json_object_put (got);
  cli_run_clear (&r);
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/cog/cup", test_cup);
  g_test_add_func ("/cli/cog/combat", test_combat);
  g_test_add_func ("/cli/cog/combat-battle-chart", test_combat_battle);
  g_test_add_func ("/cli/cog/combat-refusals", test_combat_refusals);
  g_test_add_func ("/cli/cog/scenarios-and-replay", test_generic);
  g_test_add_func ("/cli/cog/whole-game-replayed", test_whole_game);
  g_test_add_func ("/cli/cog/app-rolled-replayed", test_app_rolled_replay);
  g_test_add_func ("/cli/cog/owed-and-apply-rule-10.1", test_owed_and_apply);
  return g_test_run ();
}
