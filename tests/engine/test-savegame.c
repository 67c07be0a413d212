/* Saved games: round trips, battles by reference, refusals with the action
 * index and the reason, and saves that survive being killed. */
#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "game-helpers.h"

static char *
to_text (const AdjJournal *j, gboolean embed)
{
  json_object *o = adj_savegame_to_json (j, embed);
  char *text = g_strdup (json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN));
  json_object_put (o);
  return text;
}

static void
assert_same_game (const AdjJournal *a, const AdjJournal *b)
{
  g_assert_cmpuint (adj_journal_get_length (a), ==, adj_journal_get_length (b));
  g_assert_cmpuint (adj_journal_get_cursor (a), ==, adj_journal_get_cursor (b));
  for (guint i = 0; i <= adj_journal_get_length (a); i++)
    g_assert_true (adj_game_state_equal (adj_journal_get_state_at (a, i), adj_journal_get_state_at (b, i)));
  for (guint i = 0; i < adj_journal_get_length (a); i++)
    g_assert_true (adj_action_equal (adj_journal_get_move (a, i), adj_journal_get_move (b, i)));
}

static void
test_round_trip (void)
{
  g_autoptr (AdjBattle) b = th_load_sample ();
  g_autoptr (AdjJournal) j = th_random_game (b, 400, 1864);
  adj_journal_set_cursor (j, adj_journal_get_length (j) - 7);  /* undone actions are kept */
  g_autofree char *text = to_text (j, TRUE);
  GError *error = NULL;
  g_autoptr (AdjJournal) k = adj_savegame_load_data (text, strlen (text), "game.json", adj_rulesets (), NULL, NULL, &error);
  g_assert_no_error (error);
  assert_same_game (j, k);
  g_assert_true (adj_journal_can_redo (k));
  g_autofree char *again = to_text (k, TRUE);
  g_assert_cmpstr (again, ==, text);
}

static void
test_by_reference (void)
{
  g_autoptr (AdjBattle) b = th_load_sample ();
  g_autoptr (AdjJournal) j = th_random_game (b, 150, 7);
  g_autofree char *text = to_text (j, FALSE);
  g_assert_null (strstr (text, "\"data\""));
  GError *error = NULL;

  g_assert_null (adj_savegame_load_data (text, strlen (text), "g.json", adj_rulesets (), NULL, NULL, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_NOT_FOUND);
  g_clear_error (&error);

  g_autoptr (GPtrArray) list = g_ptr_array_new_with_free_func ((GDestroyNotify) adj_battle_unref);
  g_assert_null (adj_savegame_load_data (text, strlen (text), "g.json", adj_rulesets (), adj_savegame_resolve_in_list, list, &error));
  g_assert_nonnull (strstr (error->message, "no scenario of Glory III with the id 'sample-cedar-creek'"));
  g_clear_error (&error);

  g_ptr_array_add (list, adj_battle_ref (b));
  g_autoptr (AdjJournal) k = adj_savegame_load_data (text, strlen (text), "g.json", adj_rulesets (), adj_savegame_resolve_in_list, list, &error);
  g_assert_no_error (error);
  assert_same_game (j, k);

  /* The same id with other content: the journal is not for this battle. */
  json_object *o = adj_battle_to_json (b);
  json_object_object_add (o, "title", json_object_new_string ("Changed"));
  g_autoptr (AdjBattle) changed = adj_battle_from_json (o, "x", &error);
  g_assert_no_error (error);
  json_object_put (o);
  g_ptr_array_set_size (list, 0);
  g_ptr_array_add (list, g_steal_pointer (&changed));
  g_assert_null (adj_savegame_load_data (text, strlen (text), "g.json", adj_rulesets (), adj_savegame_resolve_in_list, list, &error));
  g_assert_nonnull (strstr (error->message, "g.json: $.scenario.sha256: the scenario 'sample-cedar-creek' is not the one"));
  g_clear_error (&error);
}

#define SAVE_HEAD "{\"format\":\"adjutant-game\",\"version\":1,\"battle\":{\"id\":\"sample-cedar-creek\",\"sha256\":\"%s\"},"

static void
expect_refused (AdjBattle *b, const char *journal, const char *expect)
{
  g_autoptr (GPtrArray) list = g_ptr_array_new ();
  g_ptr_array_add (list, b);
  g_autofree char *text = g_strdup_printf (SAVE_HEAD "\"journal\":%s}", adj_battle_get_hash (b), journal);
  GError *error = NULL;
  AdjJournal *j = adj_savegame_load_data (text, strlen (text), "g.json", adj_rulesets (), adj_savegame_resolve_in_list, list, &error);
  g_assert_null (j);
  g_assert_nonnull (error);
  if (strstr (error->message, expect) == NULL)
    g_error ("'%s' lacks '%s'", error->message, expect);
  g_clear_error (&error);
}

/* A journal that does not replay is refused with the index and the reason. */
static void
test_replay_refusals (void)
{
  g_autoptr (AdjBattle) b = th_load_sample ();
  expect_refused (b, "[{\"type\":\"hold-out\",\"side\":\"csa\",\"am\":null},{\"type\":\"advance\"}]",
                  "g.json: $.journal[1]: action 1 (advance) does not replay: cannot go on yet: each player "
                  "chooses which of his available AMs go into the pool (3.B, 4.21)");
  expect_refused (b, "[{\"type\":\"hold-out\",\"side\":\"union\",\"am\":null}]",
                  "$.journal[0]: action 0 (hold-out) does not replay: only the Initiative Player, Confederate, holds out an AM (3.A.2)");
  /* A virtual roll whose value does not follow from its seed. */
  AdjRoll r = adj_roll_virtual (42);
  g_autofree char *forged = g_strdup_printf (
      "[{\"type\":\"hold-out\",\"side\":\"csa\",\"am\":null},{\"type\":\"select\",\"side\":\"union\",\"ams\":[\"vi-corps#1\"]},"
      "{\"type\":\"select\",\"side\":\"csa\",\"ams\":[]},{\"type\":\"draw\",\"am\":\"vi-corps#1\"},"
      "{\"type\":\"combine\",\"leaders\":[\"getty\",\"ricketts\"],\"in_range\":true,\"roll\":{\"value\":%d,\"seed\":42}}]",
      (r.value + 1) % 10);
  expect_refused (b, forged, "$.journal[4]: action 4 (combine) does not replay: the virtual roll");
  /* A recorded virtual draw that is not what its seed gives. */
  AdjRng rng;
  adj_rng_init (&rng, 3);
  guint right = 1 + adj_rng_below (&rng, 2);  /* the pool in battle order: vi-corps#1, #2 */
  g_autofree char *draw = g_strdup_printf (
      "[{\"type\":\"hold-out\",\"side\":\"csa\",\"am\":null},{\"type\":\"select\",\"side\":\"union\",\"ams\":[\"vi-corps#1\",\"vi-corps#2\"]},"
      "{\"type\":\"select\",\"side\":\"csa\",\"ams\":[]},{\"type\":\"draw\",\"am\":\"vi-corps#%u\",\"seed\":3}]", 3 - right);
  g_autofree char *reason = g_strdup_printf ("$.journal[3]: action 3 (draw) does not replay: the virtual draw with "
                                             "seed 3 gives VI Corps #%u, not VI Corps #%u", right, 3 - right);
  expect_refused (b, draw, reason);
  expect_refused (b, "[{\"type\":\"disorder\",\"unit\":\"nobody\"}]", "g.json: $.journal[0].unit: this battle has no unit 'nobody'");
  expect_refused (b, "[{\"type\":\"jump\"}]", "g.json: $.journal[0].type: 'jump' is not an action");
  expect_refused (b, "[{\"type\":\"initiative\",\"rolls\":[{\"value\":1}]}]", "$.journal[0].rolls: one roll per side");
  expect_refused (b, "[{\"type\":\"recover\",\"unit\":\"getty-a\",\"roll\":{\"value\":3,\"seed\":\"one\"}}]",
                  "$.journal[0].roll.seed: expected a seed, a whole number from 0 to 2^64-1");
  expect_refused (b, "{}", "g.json: $.journal: expected an array");
}

static void
test_format_refusals (void)
{
  static const struct {
    const char *text;
    const char *expect;
  } cases[] = {
    { "{\"format\":\"adjutant-battle\"}", "g.json: $.format: 'adjutant-battle' is not \"adjutant-game\"" },
    { "{\"format\":\"adjutant-game\",\"version\":3}", "g.json: $.version: 3 was made by a newer version of Adjutant; this one reads versions 1–2" },
    { "{\"format\":\"adjutant-game\",\"version\":1,\"battle\":{\"id\":\"x\"}}", "g.json: $.battle.sha256: missing" },
    { "{\"format\":\"adjutant-game\",\"version\":1,\"battle\":{\"id\":\"x\",\"sha256\":\"0\",\"data\":{\"format\":\"adjutant-battle\",\"version\":1}}}",
      "g.json: $.battle.data.id: missing" },
    { "[", "g.json: the JSON text ends too early" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      GError *error = NULL;
      g_assert_null (adj_savegame_load_data (cases[i].text, strlen (cases[i].text), "g.json", adj_rulesets (), NULL, NULL, &error));
      if (error == NULL || strstr (error->message, cases[i].expect) == NULL)
        g_error ("case %u: '%s' lacks '%s'", i, error ? error->message : "(none)", cases[i].expect);
      g_clear_error (&error);
    }
}

static void
remove_dir (const char *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  for (const char *name; d && (name = g_dir_read_name (d)) != NULL;)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_remove (path);
    }
  g_rmdir (dir);
}

/* The autosave writes after a change and not otherwise. */
static void
test_autosave (void)
{
  g_autoptr (AdjBattle) b = th_load_sample ();
  g_autoptr (AdjJournal) j = adj_game_journal_new (b, NULL, NULL);
  GError *error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("adj-autosave-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "autosave.json", NULL);
  guint64 saved = G_MAXUINT64;
  g_assert_true (adj_savegame_autosave (j, path, &saved, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  g_remove (path);
  g_assert_true (adj_savegame_autosave (j, path, &saved, &error));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));  /* nothing changed */
  th_apply (j, adj_action_hold_out (1, -1));
  g_assert_true (adj_savegame_autosave (j, path, &saved, &error));
  g_autoptr (AdjJournal) k = adj_savegame_load_file (path, adj_rulesets (), NULL, NULL, &error);
  g_assert_no_error (error);
  assert_same_game (j, k);
  adj_journal_undo (j);
  g_assert_true (adj_savegame_autosave (j, path, &saved, &error));
  g_autoptr (AdjJournal) u = adj_savegame_load_file (path, adj_rulesets (), NULL, NULL, &error);
  g_assert_cmpuint (adj_journal_get_cursor (u), ==, 0);
  guint64 never = G_MAXUINT64;
  g_assert_false (adj_savegame_autosave (j, "/nonexistent-dir/x/autosave.json", &never, &error));
  g_assert_cmpuint (never, ==, G_MAXUINT64);
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_IO);
  g_clear_error (&error);
  remove_dir (dir);
}

/* A child saves two games in turn as fast as it can and is killed at a
 * random moment: the file on disk is always one of them, complete. */
static void
test_kill_during_save (void)
{
  g_autoptr (AdjBattle) b = th_load_sample ();
  g_autoptr (AdjJournal) small = th_random_game (b, 100, 1);
  g_autoptr (AdjJournal) large = th_random_game (b, 600, 2);
  GError *error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("adj-kill-XXXXXX", &error);
  g_assert_no_error (error);
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  g_assert_true (adj_savegame_save (small, path, TRUE, &error));
  g_autoptr (GRand) rand = g_rand_new_with_seed (1863);
  guint seen_small = 0, seen_large = 0;
  for (guint round = 0; round < 40; round++)
    {
      pid_t pid = fork ();
      g_assert_cmpint (pid, >=, 0);
      if (pid == 0)
        {
          for (guint n = 0;; n++)
            if (!adj_savegame_save (n % 2 ? large : small, path, TRUE, NULL))
              _exit (3);
        }
      g_usleep (g_rand_int_range (rand, 1000, 30000));
      g_assert_cmpint (kill (pid, SIGKILL), ==, 0);
      int status;
      g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
      g_assert_true (WIFSIGNALED (status));
      g_autoptr (AdjJournal) got = adj_savegame_load_file (path, adj_rulesets (), NULL, NULL, &error);
      g_assert_no_error (error);
      guint len = adj_journal_get_length (got);
      g_assert_true (len == adj_journal_get_length (small) || len == adj_journal_get_length (large));
      assert_same_game (got, len == adj_journal_get_length (small) ? small : large);
      seen_small += len == adj_journal_get_length (small);
      seen_large += len == adj_journal_get_length (large);
    }
  g_test_message ("killed 40 times: %u small, %u large on disk", seen_small, seen_large);
  remove_dir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/savegame/round-trip", test_round_trip);
  g_test_add_func ("/savegame/battle-by-reference", test_by_reference);
  g_test_add_func ("/savegame/replay-refusals", test_replay_refusals);
  g_test_add_func ("/savegame/format-refusals", test_format_refusals);
  g_test_add_func ("/savegame/autosave", test_autosave);
  g_test_add_func ("/savegame/kill-during-save", test_kill_during_save);
  return g_test_run ();
}
