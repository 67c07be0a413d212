/* test-crash-safety.c: the app killed in the middle of a game, then reopened
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The test binary starts itself again as a child ("--crash-child FD") that
 * runs the real application under the same display and data dir, resumes
 * the autosave through the resume offer (or starts a game on the sample
 * battle) and plays a scripted game through the window's session: after
 * each action (and so after its line is in the autosave's log) it writes
 * the journal length to FD. The child compacts the log into a new full
 * save far more often than the app does (ADJ_CRASH_COMPACT_RATIO, 0.02
 * of the base), so kills land in compactions too. The parent SIGKILLs it
 * at a seeded random moment, opens a new window in-process, resumes
 * through the same offer, and checks the game is the script's first n
 * actions, n the last length reported or one more. The next child goes
 * on from there, so kills land all along the game.
 *
 * Then damaged files: a truncated or torn copy opened is refused with the
 * file and the reason while the game in play and its autosave stay as they
 * are; a torn autosave.json falls back to the previous pair and the log
 * after it, with a message; a torn last log line is ignored; a damaged
 * line or both saves torn, resume refuses with a message; a failing
 * autosave is said. ADJ_CRASH_SEED=N replays a run, ADJ_CRASH_KILLS=N sets
 * the kills.
 *
 * crash-kill.c holds the kills, crash-damaged.c the damaged files and
 * crash-test.c the script and the window helpers both use.
 */

#include "config.h"

#include "crash-test.h"

int
main (int argc, char *argv[])
{
  int status;

  if (argc == 3 && g_str_equal (argv[1], "--crash-child"))
    return crash_child_main (atoi (argv[2]));

  /* The player's data dir is a fresh temporary one, shared with the children. */
  ui_test_user_dir_setup ("adj-ui-crash-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  ui_test_init ();
  crash_script = crash_build_script ();

  g_test_add_func ("/ui/crash/sigkill-at-random-points", crash_test_sigkill);
  g_test_add_func ("/ui/crash/open-damaged-refused-game-kept", crash_test_open_damaged);
  g_test_add_func ("/ui/crash/torn-autosave-falls-back", crash_test_torn_autosave_falls_back);
  g_test_add_func ("/ui/crash/torn-log-line-ignored", crash_test_torn_log_line_ignored);
  g_test_add_func ("/ui/crash/torn-autosaves-refused", crash_test_torn_autosave_refused);
  g_test_add_func ("/ui/crash/autosave-failure-shown", crash_test_autosave_failure_shown);
  status = g_test_run ();

  crash_quit ();
  adj_journal_free (crash_script);
  ui_test_user_dir_cleanup ();
  return status;
}
