/* crash-kill.c: the app killed at random moments, then resumed
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The child plays the script through the real app and reports each
 * journal length; the parent kills it, resumes in-process and checks the
 * game is the script's first n actions (see test-crash-safety.c).
 */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>
#include <glib/gstdio.h>
#include <glib-unix.h>

#include "adj-game-session.h"
#include "adj-window.h"
#include "adj-window-actions.h"
#include "crash-test.h"

#define DEFAULT_KILLS 24
#define REPORT_DEADLINE_US (60 * G_USEC_PER_SEC)
#define DEFAULT_COMPACT_RATIO 0.02

/* ---- The child: the real app playing the script. ---- */

static void
report (int fd, const char *line)
{
  gsize len = strlen (line);
  /* One write of a short line to a pipe is atomic. */
  if (write (fd, line, len) != (gssize) len)
    g_error ("report: %s", g_strerror (errno));
}

int
crash_child_main (int fd)
{
  g_autoptr (GError) error = NULL;
  GtkWindow *window;
  AdjGameSession *session;
  char line[32];

  ui_test_init ();
  crash_script = crash_build_script ();
  window = crash_restart ();
  session = adj_window_get_session (window);
  adj_game_session_set_compact_ratio (session, g_getenv ("ADJ_CRASH_COMPACT_RATIO") != NULL
                                      ? g_ascii_strtod (g_getenv ("ADJ_CRASH_COMPACT_RATIO"), NULL)
                                      : DEFAULT_COMPACT_RATIO);
  if (adj_game_session_get_journal (session) == NULL)
    {
      g_autoptr (AdjBattle) battle = adj_glory_session_load_sample (&error);
      g_assert_no_error (error);
      g_assert_true (adj_glory_session_new_game (session, battle, NULL, &error));
    }
  if (adj_game_session_get_resume_notice (session) != NULL)
    g_error ("resumed from the previous autosave: %s", adj_game_session_get_resume_notice (session));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.page", "s", "turn");

  for (guint i = adj_journal_get_length (adj_game_session_get_journal (session));; i++)
    {
      g_snprintf (line, sizeof line, "%u\n", i);
      report (fd, line);
      if (i == adj_journal_get_length (crash_script))
        break;
      if (!adj_game_session_apply (session, adj_journal_get_move (crash_script, i), &error))
        g_error ("action %u refused: %s", i, error->message);
      if (adj_game_session_get_autosave_error (session) != NULL)
        g_error ("autosave failed: %s", adj_game_session_get_autosave_error (session));
      /* The pages redraw between actions, as when a player clicks. */
      while (g_main_context_iteration (NULL, FALSE))
        ;
    }
  report (fd, "end\n");
  /* Idle, as a player between moves, until killed. */
  for (;;)
    g_main_context_iteration (NULL, TRUE);
  return 0;
}

/* ---- The parent: kill, reopen, check. ---- */

typedef struct {
  int      fd;
  GString *pending;
  int      last;       /* last journal length reported, -1 none */
  guint    reports;
  gboolean ended;
  gboolean eof;
  gint64   first_at, last_at;
} Reports;

/* Waits up to @timeout_ms for reports and takes what came. */
static void
read_reports (Reports *r, int timeout_ms)
{
  struct pollfd pfd = { r->fd, POLLIN, 0 };
  char buf[512];
  gssize got;
  char *nl;

  if (r->eof || poll (&pfd, 1, timeout_ms) <= 0)
    return;
  got = read (r->fd, buf, sizeof buf);
  if (got <= 0)
    {
      r->eof = got == 0 || errno != EAGAIN;
      return;
    }
  g_string_append_len (r->pending, buf, got);
  while ((nl = strchr (r->pending->str, '\n')) != NULL)
    {
      *nl = '\0';
      if (g_str_equal (r->pending->str, "end"))
        r->ended = TRUE;
      else
        {
          r->last = atoi (r->pending->str);
          r->reports++;
          r->last_at = g_get_monotonic_time ();
          if (r->reports == 1)
            r->first_at = r->last_at;
        }
      g_string_erase (r->pending, 0, nl + 1 - r->pending->str);
    }
}

typedef struct {
  guint kills;
  guint at_start;        /* before the child's first report: start-up, resume */
  guint mid_write;       /* a temporary of an atomic write (base, log, copy) was on disk */
  guint after_rotation;  /* the previous pair linked, no temporary yet */
  guint rotated;         /* autosave-previous.json linked, the new base not yet renamed */
  guint stale_log;       /* the new base renamed, its log not yet */
  guint torn_line;       /* the log's last line cut short */
  guint written_unreported;
  guint between_actions;
  guint max_temporaries;
  guint max_records;     /* the most log lines seen after a kill */
  guint furthest;
  double interval_us;    /* mean time between reports, for the delays */
  gint64 startup_us;
} KillStats;

static guint
count_temporaries (void)
{
  g_autofree char *dir = crash_data_dir ();
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  guint n = 0;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    if (!g_str_equal (name, "autosave.json") && !g_str_equal (name, "autosave-previous.json")
        && !g_str_equal (name, "autosave.log") && !g_str_equal (name, "autosave-previous.log"))
      {
        g_test_message ("left in the data dir: %s", name);
        g_assert_true (g_str_has_prefix (name, "autosave.json.") || g_str_has_prefix (name, "autosave-previous.json.")
                       || g_str_has_prefix (name, "autosave.log.") || g_str_has_prefix (name, "autosave-previous.log."));
        n++;
      }
  return n;
}

static gboolean
same_file (const char *a, const char *b)
{
  GStatBuf sa, sb;
  return g_stat (a, &sa) == 0 && g_stat (b, &sb) == 0 && sa.st_ino == sb.st_ino && sa.st_dev == sb.st_dev;
}

/* One child killed at a random moment; returns its reports. */
static Reports
run_and_kill (GRand *rand, KillStats *stats)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *exe = g_file_read_link ("/proc/self/exe", &error);
  g_autoptr (GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_NONE);
  g_autoptr (GSubprocess) child = NULL;
  Reports r = { .last = -1, .pending = g_string_new (NULL) };
  int fds[2];
  int mode = g_rand_int_range (rand, 0, 4);
  guint target = (guint) g_rand_int_range (rand, 1, 17);
  /* 1: anywhere in the next action; 2: early in it, where its autosave
   * is written; 3: at once. */
  double fraction = mode == 3 ? 0 : mode == 2 ? g_rand_double_range (rand, 0, 0.3) : g_rand_double (rand);
  gint64 start = g_get_monotonic_time ();

  g_assert_no_error (error);
  g_assert_true (g_unix_open_pipe (fds, FD_CLOEXEC, &error));
  g_assert_true (g_unix_set_fd_nonblocking (fds[0], TRUE, &error));
  r.fd = fds[0];
  g_subprocess_launcher_take_fd (launcher, fds[1], 3);
  child = g_subprocess_launcher_spawn (launcher, &error, exe, "--crash-child", "3", NULL);
  g_assert_no_error (error);
  /* The launcher holds the write end: drop it, or the pipe never ends. */
  g_clear_object (&launcher);

  if (mode == 0)
    {
      /* Anywhere from start-up to the first actions. */
      gint64 at = start + (gint64) (g_rand_double (rand) * 1.3 * (double) stats->startup_us);
      while (g_get_monotonic_time () < at && !r.eof)
        read_reports (&r, (int) MAX (1, (at - g_get_monotonic_time ()) / 1000));
    }
  else
    {
      /* Some time after the target report, up to the length of an action. */
      while (r.reports < target && !r.ended && !r.eof)
        {
          read_reports (&r, 100);
          g_assert_cmpint (g_get_monotonic_time () - start, <, REPORT_DEADLINE_US);
        }
      if (fraction > 0)
        g_usleep ((gulong) (fraction * stats->interval_us));
    }
  g_subprocess_send_signal (child, SIGKILL);
  g_assert_true (g_subprocess_wait (child, NULL, &error));
  g_assert_true (g_subprocess_get_if_signaled (child));
  g_assert_cmpint (g_subprocess_get_term_sig (child), ==, SIGKILL);
  while (!r.eof)
    read_reports (&r, 1000);  /* what got out before the kill counts */
  close (r.fd);
  g_string_free (r.pending, TRUE);

  if (r.reports >= 1 && stats->startup_us == 0)
    stats->startup_us = r.first_at - start;
  if (r.reports >= 3)
    {
      double mean = (double) (r.last_at - r.first_at) / (r.reports - 1);
      stats->interval_us = stats->interval_us == 0 ? mean : (stats->interval_us + mean) / 2;
    }
  g_test_message ("kill %u: mode %d, target %u, fraction %.3f; %u reports, last %d",
                  stats->kills, mode, target, fraction, r.reports, r.last);
  return r;
}

void
crash_test_sigkill (void)
{
  const char *seed_env = g_getenv ("ADJ_CRASH_SEED");
  const char *kills_env = g_getenv ("ADJ_CRASH_KILLS");
  guint32 seed = seed_env != NULL ? (guint32) g_ascii_strtoull (seed_env, NULL, 10) : g_random_int ();
  guint kills = kills_env != NULL ? (guint) g_ascii_strtoull (kills_env, NULL, 10) : DEFAULT_KILLS;
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  g_autofree char *autosave = adj_game_session_autosave_path ();
  g_autofree char *previous = adj_game_session_previous_autosave_path ();
  g_autofree char *log = adj_game_session_autosave_log_path ();
  KillStats stats = { .interval_us = 0, .startup_us = 0 };
  int verified = -1;   /* the game on disk after the last check, -1 none */

  g_test_message ("seed %u (replay: ADJ_CRASH_SEED=%u); %u kills", seed, seed, kills);
  crash_clear_data_dir ();
  for (stats.kills = 0; stats.kills < kills; stats.kills++)
    {
      Reports r = run_and_kill (rand, &stats);
      int base = r.reports > 0 ? r.last : verified;
      gboolean rotated = same_file (autosave, previous);
      guint temporaries = count_temporaries ();
      AdjSaveLogReplay replay = { FALSE, 0, FALSE };
      g_autoptr (GError) error = NULL;
      g_autoptr (AdjJournal) on_disk = NULL;
      int n = -1;
      GtkWindow *window;
      AdjGameSession *session;

      /* Killed mid-write, the atomic write's temporary remains, one at
       * most: the next start removes it. */
      stats.max_temporaries = MAX (stats.max_temporaries, temporaries);
      g_assert_cmpuint (temporaries, <=, 1);
      /* The game on disk loads as it is, without a fallback. */
      if (g_file_test (autosave, G_FILE_TEST_EXISTS))
        {
          on_disk = adj_savelog_load_files (autosave, log, adj_rulesets (), NULL, NULL, &replay, &error);
          g_assert_no_error (error);
          stats.max_records = MAX (stats.max_records, replay.records);
        }
      /* The earlier pair is a whole game too, the same or an earlier one. */
      if (g_file_test (previous, G_FILE_TEST_EXISTS))
        {
          g_autoptr (AdjJournal) before = ui_test_load_autosave (TRUE);
          g_assert_nonnull (before);
          g_assert_cmpint ((int) adj_journal_get_length (before), <=, base + 1);
          crash_assert_script_prefix (before, adj_journal_get_length (before));
        }

      window = crash_restart ();
      session = adj_window_get_session (window);
      if (adj_game_session_get_journal (session) != NULL)
        n = (int) adj_journal_get_length (adj_game_session_get_journal (session));
      /* autosave.json and its log were whole: no fallback, no error dialog. */
      g_assert_null (adj_game_session_get_resume_notice (session));
      g_assert_null (ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
      /* The last completed action is there; one more only if its line was
       * written but the report had not got out (or the new game's first
       * autosave, before any report). */
      if (n != base && !(n == base + 1 && (r.reports > 0 || base == -1)))
        g_error ("reopened with %d actions; the child last reported %d (%u reports)", n, r.last, r.reports);
      if (n >= 0)
        {
          crash_assert_script_prefix (adj_game_session_get_journal (session), (guint) n);
          g_assert_nonnull (on_disk);
          g_assert_cmpuint (adj_journal_get_length (on_disk), ==, (guint) n);
        }
      /* Resuming wrote a new base and removed the leftovers. */
      g_assert_null (adj_game_session_get_autosave_error (session));
      g_assert_cmpuint (count_temporaries (), ==, 0);

      if (r.reports == 0)
        stats.at_start++;
      else if (temporaries > 0)
        stats.mid_write++;
      else if (rotated)
        stats.after_rotation++;
      else if (replay.stale)
        stats.stale_log++;
      else if (replay.torn)
        stats.torn_line++;
      else if (n == base + 1)
        stats.written_unreported++;
      else
        stats.between_actions++;
      stats.rotated += rotated;
      stats.furthest = MAX (stats.furthest, (guint) MAX (n, 0));
      verified = n;
      crash_close_window (window);
    }
  g_test_message ("%u kills: %u at start-up or resume, %u mid-write (temporary on disk), "
                  "%u just after keeping the previous pair, %u with the new base written and its "
                  "log not yet, %u with a torn last line, %u with the action written but "
                  "unreported, %u between actions; %u between keeping the previous pair and "
                  "renaming the new base; at most %u log lines "
                  "and %u temporaries; furthest point %u of %u actions; start-up %.0f ms, "
                  "%.1f ms an action",
                  stats.kills, stats.at_start, stats.mid_write, stats.after_rotation, stats.stale_log,
                  stats.torn_line, stats.written_unreported, stats.between_actions, stats.rotated,
                  stats.max_records, stats.max_temporaries, stats.furthest,
                  adj_journal_get_length (crash_script), stats.startup_us / 1000.0, stats.interval_us / 1000.0);
  g_assert_cmpuint (stats.kills, ==, kills);
}
