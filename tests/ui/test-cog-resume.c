/* test-cog-resume.c: a Clash of Giants III game with the app's own dice
 * resumes (issue 24)
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The Crossroads from the New Game dialog, played through the window's
 * session with blind AM and CM draws, Command Track and reinforcement
 * rolls and combats rolled by the app (tests/random's proposals; seeds of
 * 2^63 and more among them, which an earlier Adjutant wrote as negative
 * numbers and could not read back), undos in between. Saved with Save As,
 * the window closed, a new one answers "Resume the Last Game?" with
 * Resume: the same game comes back, to the byte; the saved file opens in
 * the window and replays with the real adjutant-cli.
 */

#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "cog-ui-test.h"
#include "random-game.h"
#include "adj-window-actions.h"

static AdjApplication *app;

/* Moves with a seed of 2^63 or more, of @kind. */
static guint
high_seeds (const AdjJournal *j, const char *kind)
{
  const AdjRuleset *rs = adj_journal_get_ruleset (j);
  guint n = 0;
  for (guint i = 0; i < adj_journal_get_cursor (j); i++)
    for (guint k = 0; k < adj_journal_get_n_moves (j, i); k++)
      {
        gconstpointer m = adj_journal_get_move_in_step (j, i, k);
        guint64 seed;
        if (g_str_equal (rs->move_kind (m), kind) && rg_move_seed (j, m, &seed) && seed > (guint64) G_MAXINT64)
          n++;
      }
  return n;
}

static void
assert_same_game (const AdjJournal *want, const char *want_text, gsize want_len, const AdjJournal *got)
{
  gsize len;
  g_autofree char *text = adj_savelog_base_data (got, &len, NULL);
  g_assert_cmpuint (adj_journal_get_length (got), ==, adj_journal_get_length (want));
  g_assert_cmpuint (adj_journal_get_cursor (got), ==, adj_journal_get_cursor (want));
  g_assert_true (adj_journal_get_ruleset (got)->state_equal (adj_journal_get_state (got), adj_journal_get_state (want)));
  g_assert_cmpuint (len, ==, want_len);
  g_assert_cmpstr (text, ==, want_text);
}

static void
test_resume_app_rolled (void)
{
  GtkWindow *window = ui_test_main_window (&app);
  cog_ui_new_game (&app, FALSE);
  AdjGameSession *session = ui_test_session (&app);
  g_autoptr (GRand) rand = g_rand_new_with_seed (11);

  /* Played until the app has rolled a combat and drawn a CM with such
   * seeds (a few hundred actions). */
  for (guint n = 0; n < 4000; n++)
    {
      AdjJournal *j = adj_game_session_get_journal (session);
      if (n % 50 == 49 && high_seeds (j, "combat") > 0 && high_seeds (j, "cm_draw") > 0
          && high_seeds (j, "am_draw") + high_seeds (j, "command_roll") > 0)
        break;
      if (g_rand_int_range (rand, 0, 12) == 0)
        {
          adj_game_session_undo (session);
          continue;
        }
      g_autoptr (GPtrArray) step = rg_cog.propose (j, rand);
      if (step == NULL)
        break;
      if (step->len > 0)
        adj_game_session_apply_group (session, (gconstpointer const *) step->pdata, step->len, NULL);
    }
  g_test_message ("%u steps", adj_journal_get_length (adj_game_session_get_journal (session)));
  cog_ui_settle ();
  g_assert_null (adj_game_session_get_autosave_error (session));
  g_assert_null (ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));

  AdjJournal *played = adj_game_session_get_journal (session);
  /* The app's own dice, with seeds an earlier writer lost. */
  g_assert_cmpuint (high_seeds (played, "combat"), >, 0);
  g_assert_cmpuint (high_seeds (played, "cm_draw"), >, 0);
  g_assert_cmpuint (high_seeds (played, "am_draw") + high_seeds (played, "command_roll"), >, 0);
  gsize want_len;
  g_autofree char *want = adj_savelog_base_data (played, &want_len, NULL);
  g_autoptr (AdjJournal) copy = adj_savegame_load_data (want, want_len, "copy", adj_rulesets (), NULL, NULL, NULL);
  g_assert_nonnull (copy);

  /* Save As, then the window closed. */
  g_autofree char *path = g_build_filename (ui_test_user_dir (), "crossroads" ADJ_GAME_SUFFIX, NULL);
  g_assert_true (adj_window_save_game_file (window, path));
  gtk_window_destroy (window);
  cog_ui_settle ();

  /* The next start offers the game, and resumes it. */
  g_application_activate (G_APPLICATION (app));
  window = ui_test_main_window (&app);
  g_assert_null (adj_game_session_get_journal (adj_window_get_session (window)));
  ui_test_respond (ui_test_wait_for_dialog ("Resume the Last Game?"), "resume");
  cog_ui_settle ();
  g_assert_null (ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  session = adj_window_get_session (window);
  g_assert_nonnull (adj_game_session_get_journal (session));
  assert_same_game (copy, want, want_len, adj_game_session_get_journal (session));
  g_assert_null (adj_game_session_get_resume_notice (session));

  /* The saved file opens in the window... */
  g_assert_true (adj_window_open_game_file (window, path));
  assert_same_game (copy, want, want_len, adj_game_session_get_journal (adj_window_get_session (window)));

  /* Its seeds as the unsigned numbers they are (docs/save-format.md). */
  g_autofree char *saved = NULL;
  g_assert_true (g_file_get_contents (path, &saved, NULL, NULL));
  g_assert_null (strstr (saved, "\"seed\": -"));
  g_assert_null (strstr (saved, "\"seed\":-"));

  /* ... and replays with the real adjutant-cli, to the same actions. */
  const char *cli = g_getenv ("ADJUTANT_CLI");
  g_assert_nonnull (cli);
  const char *argv[] = { cli, "replay", path, NULL };
  g_autofree char *out = NULL, *err = NULL;
  int status = -1;
  GError *error = NULL;
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status, &error));
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (status, NULL))
    g_error ("adjutant-cli replay %s: %s", path, err);
  g_autofree char *actions = g_strdup_printf ("\"actions\":%u", adj_journal_get_length (copy));
  g_assert_true (ui_test_contains (out, actions));
  g_unlink (path);
}

int
main (int argc, char *argv[])
{
  int status;

  ui_test_user_dir_setup ("adj-ui-cog-resume-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  ui_test_init ();
  g_test_add_func ("/ui/cog/resume-app-rolled", test_resume_app_rolled);
  status = g_test_run ();
  ui_test_app_quit (&app);
  ui_test_user_dir_cleanup ();
  return status;
}
