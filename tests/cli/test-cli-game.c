/* Contract tests of the game-tracker commands: the real adjutant-cli. */
#include <glib/gstdio.h>
#include <string.h>

#include "../engine/game-helpers.h"
#include "cli-run.h"

static void
expect_out (CliRun r, const char *json)
{
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.err, ==, "");
  g_autofree char *line = g_strconcat (json, "\n", NULL);
  g_assert_cmpstr (r.out, ==, line);
  cli_run_clear (&r);
}

static void
expect_bad (CliRun r, const char *expect)
{
  cli_run_assert_bad (&r, "adjutant-cli: ", expect);
  cli_run_clear (&r);
}

/* 4.25's example: Getty 2 + Ricketts 2 need 5 or more. */
static void
test_ca (void)
{
  expect_out (cli_run (NULL, "ca", "2", "2", NULL), "{\"total\":4,\"needs\":5,\"success_probability\":0.5}");
  expect_out (cli_run (NULL, "ca", "1", "1", "1", NULL), "{\"total\":3,\"needs\":4,\"success_probability\":0.6}");
  expect_out (cli_run (NULL, "ca", "5", "4", NULL), "{\"total\":9,\"needs\":10,\"success_probability\":0}");
  expect_bad (cli_run (NULL, "ca", "2", NULL), "ca: expected two Combined Activation ratings or more (4.25)");
  expect_bad (cli_run (NULL, "ca", "2", "ten", NULL), "'ten' is not a Combined Activation rating");
  expect_bad (cli_run (NULL, "ca", "2", "10", NULL), "'10' is not a Combined Activation rating");
}

static void
test_rally (void)
{
  expect_out (cli_run (NULL, "rally", "--cohesion", "4", NULL),
              "{\"cohesion\":4,\"success_probability\":0.5,\"automatic\":false,\"success_faces\":[0,1,2,3,4],\"rule\":\"11.52\"}");
  expect_out (cli_run (NULL, "rally", "--cohesion", "2", "--night", NULL),
              "{\"cohesion\":2,\"success_probability\":1,\"automatic\":true,\"success_faces\":[0,1,2,3,4,5,6,7,8,9],\"rule\":\"13\"}");
  expect_bad (cli_run (NULL, "rally", NULL), "rally: --cohesion N is required");
  expect_bad (cli_run (NULL, "rally", "--cohesion", "x", NULL), "'x' is not a cohesion rating");
  expect_bad (cli_run (NULL, "rally", "--cohesion", "3", "extra", NULL), "unexpected argument 'extra'");
}

static void
test_recover (void)
{
  expect_out (cli_run (NULL, "recover", "--cohesion", "3", NULL),
              "{\"cohesion\":3,\"success_probability\":0.4,\"elimination_probability\":0.6,\"success_faces\":[0,1,2,3],\"rule\":\"11.62\"}");
  expect_out (cli_run (NULL, "recover", "--cohesion", "3", "--night2", NULL),
              "{\"cohesion\":3,\"success_probability\":0.4,\"elimination_probability\":0,\"success_faces\":[0,1,2,3],\"rule\":\"11.62, 13\"}");
  expect_bad (cli_run (NULL, "recover", "--cohesion", "99", NULL), "'99' is not a cohesion rating");
}

static char *
write_temp (const char *dir, const char *name, const char *text)
{
  char *path = g_build_filename (dir, name, NULL);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}

static void
test_replay (void)
{
  g_autoptr (AdjBattle) b = th_load_sample ();
  g_autoptr (AdjJournal) j = th_random_game (b, 250, 11);
  GError *error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("adj-cli-replay-XXXXXX", &error);
  g_assert_no_error (error);
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  g_assert_true (adj_savegame_save (j, path, FALSE, &error));  /* by id: the CLI finds the battle */

  CliRun r = cli_run (NULL, "replay", path, NULL);
  g_assert_cmpint (r.status, ==, 0);
  json_object *got = adj_json_parse (r.out, strlen (r.out), "stdout", &error);
  g_assert_no_error (error);
  json_object *want = adj_game_state_summary (adj_journal_get_state (j));
  json_object_object_add (want, "actions", json_object_new_int (250));
  json_object_object_add (want, "cursor", json_object_new_int (250));
  g_autofree char *last = adj_journal_describe (j, 249);
  json_object_object_add (want, "last_action", json_object_new_string (last));
  json_object_object_add (want, "ruleset", json_object_new_string ("glory"));
  g_assert_cmpstr (json_object_to_json_string_ext (got, JSON_C_TO_STRING_PLAIN), ==,
                   json_object_to_json_string_ext (want, JSON_C_TO_STRING_PLAIN));
  json_object *turn;
  g_assert_true (json_object_object_get_ex (got, "turn", &turn));
  json_object_put (got);
  json_object_put (want);
  cli_run_clear (&r);

  /* A journal that does not replay: exit 2, the index and the reason. */
  g_autofree char *bad = g_strdup_printf (
      "{\"format\":\"adjutant-game\",\"version\":1,\"battle\":{\"id\":\"sample-cedar-creek\",\"sha256\":\"%s\"},"
      "\"journal\":[{\"type\":\"hold-out\",\"side\":\"csa\",\"am\":null},{\"type\":\"draw\",\"am\":\"vi-corps#1\"}]}",
      adj_battle_get_hash (b));
  g_autofree char *bad_path = write_temp (dir, "bad.json", bad);
  expect_bad (cli_run (NULL, "replay", bad_path, NULL),
              "replay: bad.json: $.journal[1]: action 1 (draw) does not replay: a draw is not done now");
  /* Every file in DIR must be a battle: the saves there are refused. */
  expect_bad (cli_run (NULL, "replay", bad_path, "--battles", dir, NULL),
              "$.format: 'adjutant-game' is not the scenario format of any game Adjutant knows");
  g_autofree char *missing = g_build_filename (dir, "none.json", NULL);
  expect_bad (cli_run (NULL, "replay", missing, NULL), "none.json");
  expect_bad (cli_run (NULL, "replay", NULL), "replay: expected one saved game file");
  g_remove (bad_path);
  g_remove (path);
  g_rmdir (dir);
}

/* A Fixed Glory game with fire: the variant and who fired come out. */
static void
test_replay_fire (void)
{
  g_autoptr (AdjBattle) b = th_load_sample ();
  AdjGameOptions options = { NULL, TRUE };
  g_autoptr (AdjJournal) j = adj_game_journal_new (b, &options, NULL);
  th_play_to_activation (j, "vi-corps#1");
  th_apply (j, adj_action_start (th_group (b, "getty")));
  th_apply (j, adj_action_fire (th_unit (b, "getty-arty"), ADJ_FIRE_ACTIVATION, -1));
  th_advance_to (j, ADJ_STEP_OFFENSIVE_FIRE);
  th_apply (j, adj_action_fire (th_unit (b, "getty-a"), ADJ_FIRE_OFFENSIVE, -1));
  GError *error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("adj-cli-fire-XXXXXX", &error);
  g_assert_no_error (error);
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  g_assert_true (adj_savegame_save (j, path, FALSE, &error));

  CliRun r = cli_run (NULL, "replay", path, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "\"fixed_glory\":true"));
  g_assert_nonnull (strstr (r.out, "\"step\":\"offensive-fire\""));
  g_assert_nonnull (strstr (r.out, "\"fired\":{\"activation\":[\"getty-arty\"],\"return\":[],"
                                   "\"defensive\":[],\"offensive\":[\"getty-a\"]}"));
  g_assert_nonnull (strstr (r.out, "fires in the offensive fire phase (Fixed Glory)"));
  cli_run_clear (&r);
  g_remove (path);
  g_rmdir (dir);
}

/* 11.51 through the CLI: `replay --owed` names the unit the Rally step
 * owes, `apply` refuses Next with the rule and leaves the file as it was,
 * and `overrule` goes on anyway. */
static void
test_rally_owed (void)
{
  g_autoptr (AdjBattle) b = th_load_sample ();
  g_autoptr (AdjJournal) j = adj_game_journal_new (b, NULL, NULL);
  th_play_to_activation (j, "vi-corps#1");
  th_apply (j, adj_action_start (th_group (b, "getty")));
  th_apply (j, adj_action_unit (ADJ_ACTION_DISORDER, th_unit (b, "getty-a")));
  th_advance_to (j, ADJ_STEP_RALLY);
  GError *error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("adj-cli-rally-XXXXXX", &error);
  g_assert_no_error (error);
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  g_assert_true (adj_savegame_save (j, path, FALSE, &error));

  CliRun r = cli_run (NULL, "replay", "--owed", path, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "\"owed\":[{\"text\":\"Disordered units of the acting command may try to rally\","
                                   "\"rule\":\"11.51\",\"side\":\"union\",\"units\":[\"getty-a\"],\"kind\":\"rally\"}]"));
  g_assert_nonnull (strstr (r.out, "\"kind\":\"overrule\""));
  cli_run_clear (&r);

  g_autofree char *before = NULL;
  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));
  expect_bad (cli_run (NULL, "apply", path, "{\"type\":\"advance\"}", NULL),
              "Getty 'a' (sample) may still try to rally (11.51)");
  g_autofree char *after = NULL;
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);

  r = cli_run (NULL, "apply", path, "{\"type\":\"overrule\"}", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "\"step\":\"remove-markers\""));
  g_assert_nonnull (strstr (r.out, "Rally step ended with Getty 'a' (sample) still disordered, by the players' choice (11.51)"));
  cli_run_clear (&r);
  g_remove (path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/rule-4.25/ca-example-cedar-creek", test_ca);
  g_test_add_func ("/cli/rule-11.52/rally", test_rally);
  g_test_add_func ("/cli/rule-11.51/rally-owed-apply-overrule", test_rally_owed);
  g_test_add_func ("/cli/rule-11.62/recover", test_recover);
  g_test_add_func ("/cli/replay", test_replay);
  g_test_add_func ("/cli/replay-fixed-glory-fire", test_replay_fire);
  return g_test_run ();
}
