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

#include <adjutant-engine.h>

#include "adj-application.h"
#include "adj-game-session.h"
#include "adj-window.h"
#include "adj-window-actions.h"
#include "ui-test-util.h"
#include "../engine/game-helpers.h"

#define SCRIPT_SEED 20260601u
#define SCRIPT_LENGTH 500
#define DEFAULT_KILLS 24
#define REPORT_DEADLINE_US (60 * G_USEC_PER_SEC)
#define DEFAULT_COMPACT_RATIO 0.02

static AdjApplication *app;
static AdjJournal *script;   /* the scripted game, played on the engine alone */

/* th_random_action's game (initiative, hold-out, selections, draws, starts,
 * combined activations, advances, rallies, combat results, recoveries...),
 * the same in parent and child: fixed seed, refused actions skipped. */
static AdjJournal *
build_script (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (AdjBattle) battle = adj_glory_session_load_sample (&error);
  g_autoptr (GRand) rand = g_rand_new_with_seed (SCRIPT_SEED);
  AdjJournal *j;

  g_assert_no_error (error);
  j = adj_game_journal_new (battle, NULL, &error);
  g_assert_no_error (error);
  for (guint tries = 0; adj_journal_get_length (j) < SCRIPT_LENGTH && tries < 20 * SCRIPT_LENGTH; tries++)
    {
      g_autoptr (AdjAction) a = th_random_action (adj_journal_get_state (j), rand);
      if (a == NULL)
        break;
      adj_journal_apply (j, a, NULL);
    }
  return j;
}

static char *
data_dir (void)
{
  g_autofree char *autosave = adj_game_session_autosave_path ();
  return g_path_get_dirname (autosave);
}

static void
clear_data_dir (void)
{
  g_autofree char *dir = data_dir ();
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_assert_cmpint (g_unlink (path), ==, 0);
    }
}

static gboolean
dialog_with_heading (gpointer heading)
{
  GtkWindow *dialog = ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  return dialog != NULL && g_strcmp0 (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), heading) == 0;
}

static AdwMessageDialog *
wait_for_dialog (const char *heading)
{
  ui_test_iterate_until (dialog_with_heading, (gpointer) heading, heading);
  return ADW_MESSAGE_DIALOG (ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
}

/* A new window, as at start: the app's own resume offer, answered Resume. */
static GtkWindow *
restart (void)
{
  GtkWindow *window;

  if (app != NULL)
    g_application_activate (G_APPLICATION (app));
  window = ui_test_main_window (&app);
  g_assert_null (adj_game_session_get_journal (adj_window_get_session (window)));
  if (adj_game_session_has_autosave ())
    ui_test_respond (wait_for_dialog ("Resume the Last Game?"), "resume");
  return window;
}

static void
close_window (GtkWindow *window)
{
  while (ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG) != NULL)
    ui_test_respond (ADW_MESSAGE_DIALOG (ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG)), "close");
  gtk_window_destroy (window);
}

/* The session's game is the script's first @n actions, exactly. */
static void
assert_script_prefix (const AdjJournal *journal, guint n)
{
  g_assert_cmpuint (adj_journal_get_length (journal), ==, n);
  g_assert_cmpuint (adj_journal_get_cursor (journal), ==, n);
  for (guint i = 0; i < n; i++)
    if (!adj_action_equal (adj_journal_get_move (journal, i), adj_journal_get_move (script, i)))
      g_error ("action %u differs from the script's", i);
  g_assert_true (adj_game_state_equal (adj_journal_get_state (journal), adj_journal_get_state_at (script, n)));
}

/* ---- The child: the real app playing the script. ---- */

static void
report (int fd, const char *line)
{
  gsize len = strlen (line);
  /* One write of a short line to a pipe is atomic. */
  if (write (fd, line, len) != (gssize) len)
    g_error ("report: %s", g_strerror (errno));
}

static int
child_main (int fd)
{
  g_autoptr (GError) error = NULL;
  GtkWindow *window;
  AdjGameSession *session;
  char line[32];

  ui_test_init ();
  script = build_script ();
  window = restart ();
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
      if (i == adj_journal_get_length (script))
        break;
      if (!adj_game_session_apply (session, adj_journal_get_move (script, i), &error))
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
  g_autofree char *dir = data_dir ();
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

static void
test_sigkill (void)
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
  clear_data_dir ();
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
          assert_script_prefix (before, adj_journal_get_length (before));
        }

      window = restart ();
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
          assert_script_prefix (adj_game_session_get_journal (session), (guint) n);
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
      close_window (window);
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
                  adj_journal_get_length (script), stats.startup_us / 1000.0, stats.interval_us / 1000.0);
  g_assert_cmpuint (stats.kills, ==, kills);
}

/* ---- Damaged files. ---- */

static char *
read_bytes (const char *path, gsize *len)
{
  char *text = NULL;
  g_assert_true (g_file_get_contents (path, &text, len, NULL));
  return text;
}

static gboolean
same_bytes (const char *path, const char *text, gsize len)
{
  gsize got = 0;
  g_autofree char *now = read_bytes (path, &got);
  return got == len && memcmp (now, text, len) == 0;
}

/* Not atomic on purpose: a file as a crash or a bad copy leaves it. */
static void
write_raw (const char *path, const char *text, gsize len)
{
  FILE *f = fopen (path, "wb");
  g_assert_nonnull (f);
  g_assert_cmpuint (fwrite (text, 1, len, f), ==, len);
  g_assert_cmpint (fclose (f), ==, 0);
}

/* The text cut at @keep bytes, then @zeros NUL bytes (blocks never
 * written, as some file systems show them after a power cut). */
static void
write_torn (const char *path, const char *text, gsize keep, gsize zeros)
{
  g_autofree char *buf = g_malloc0 (keep + zeros + 1);
  memcpy (buf, text, keep);
  write_raw (path, buf, keep + zeros);
}

static GtkWindow *
play_fresh (guint n)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (AdjBattle) battle = adj_glory_session_load_sample (&error);
  GtkWindow *window;
  AdjGameSession *session;

  clear_data_dir ();
  window = restart ();
  session = adj_window_get_session (window);
  g_assert_true (adj_glory_session_new_game (session, battle, NULL, &error));
  for (guint i = 0; i < n; i++)
    g_assert_true (adj_game_session_apply (session, adj_journal_get_move (script, i), NULL));
  assert_script_prefix (adj_game_session_get_journal (session), n);
  return window;
}

/* Every file of the data dir, name and bytes. */
static GHashTable *
snapshot_data_dir (void)
{
  g_autofree char *dir = data_dir ();
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  GHashTable *files = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) g_bytes_unref);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      gsize len = 0;
      char *text = read_bytes (path, &len);
      g_hash_table_insert (files, g_strdup (name), g_bytes_new_take (text, len));
    }
  return files;
}

static void
assert_data_dir_is (GHashTable *before)
{
  g_autoptr (GHashTable) now = snapshot_data_dir ();
  GHashTableIter iter;
  gpointer name, bytes;

  g_assert_cmpuint (g_hash_table_size (now), ==, g_hash_table_size (before));
  g_hash_table_iter_init (&iter, before);
  while (g_hash_table_iter_next (&iter, &name, &bytes))
    {
      GBytes *got = g_hash_table_lookup (now, name);
      g_assert_nonnull (got);
      g_assert_true (g_bytes_equal (got, bytes));
    }
}

static void
test_open_damaged (void)
{
  GtkWindow *window = play_fresh (30);
  AdjGameSession *session = adj_window_get_session (window);
  g_autofree char *dir = g_dir_make_tmp ("adj-crash-open-XXXXXX", NULL);
  g_autofree char *good = g_build_filename (dir, "good.json", NULL);
  g_autoptr (GHashTable) files = NULL;
  gsize len = 0;
  g_autofree char *text = NULL;
  const AdjGameState *before;

  g_assert_true (adj_window_save_game_file (window, good));
  text = read_bytes (good, &len);
  files = snapshot_data_dir ();
  g_assert_true (g_hash_table_contains (files, "autosave.json"));
  g_assert_true (g_hash_table_contains (files, "autosave.log"));
  before = adj_glory_session_get_state (session);

  struct { gsize keep, zeros; const char *reason; } cuts[] = {
    { len / 2, 0, "the JSON text ends too early" },
    { len - 2, 0, "the JSON text ends too early" },
    { 0, 0, "the JSON text ends too early" },
    { len / 3, len - len / 3, "line " },     /* torn: the tail never written */
  };
  for (guint i = 0; i < G_N_ELEMENTS (cuts); i++)
    {
      g_autofree char *name = g_strdup_printf ("cut-%u.json", i);
      g_autofree char *path = g_build_filename (dir, name, NULL);
      AdwMessageDialog *dialog;

      write_torn (path, text, cuts[i].keep, cuts[i].zeros);
      g_assert_false (adj_window_open_game_file (window, path));
      dialog = wait_for_dialog ("The Game Could Not Be Opened");
      g_assert_true (ui_test_contains (adw_message_dialog_get_body (dialog), name));
      g_assert_true (ui_test_contains (adw_message_dialog_get_body (dialog), cuts[i].reason));
      if (i == 0)
        {
          ui_test_wait_for_new_frame (GTK_WINDOW (dialog));
          ui_test_save_screenshot (GTK_WINDOW (dialog), "crash-open-truncated.png");
        }
      ui_test_respond (dialog, "close");
      /* The game in play and its autosave are as they were. */
      g_assert_true (adj_glory_session_get_state (session) == before);
      g_assert_cmpstr (adj_game_session_get_path (session), ==, good);
      assert_data_dir_is (files);
      g_unlink (path);
    }
  g_unlink (good);
  g_rmdir (dir);
  close_window (window);
}

/* Played, closed and resumed (the resume keeps the pair it read as the
 * previous one), then @more actions: the previous pair holds @n. */
static GtkWindow *
play_resume_play (guint n, guint more)
{
  GtkWindow *window = play_fresh (n);
  AdjGameSession *session;

  close_window (window);
  window = restart ();
  session = adj_window_get_session (window);
  assert_script_prefix (adj_game_session_get_journal (session), n);
  for (guint i = n; i < n + more; i++)
    g_assert_true (adj_game_session_apply (session, adj_journal_get_move (script, i), NULL));
  return window;
}

/* autosave.json torn at start: the game comes back from the previous pair
 * and the log written after it, whole, and the player is told. */
static void
test_torn_autosave_falls_back (void)
{
  GtkWindow *window = play_resume_play (30, 2);
  g_autofree char *autosave = adj_game_session_autosave_path ();
  g_autofree char *log = adj_game_session_autosave_log_path ();
  g_autofree char *previous = adj_game_session_previous_autosave_path ();
  g_autofree char *damaged = adj_paths_user_file ("autosave-damaged.json");
  g_autofree char *dir = data_dir ();
  gsize len = 0;
  g_autofree char *text = NULL;
  g_autoptr (GHashTable) files = NULL;
  AdwMessageDialog *dialog;
  AdjGameSession *session;
  const char *body;

  close_window (window);
  text = read_bytes (autosave, &len);
  write_raw (autosave, text, len / 2);
  files = snapshot_data_dir ();

  window = restart ();
  dialog = wait_for_dialog ("An Earlier Autosave Was Resumed");
  body = adw_message_dialog_get_body (dialog);
  g_assert_true (ui_test_contains (body, "autosave.json: the JSON text ends too early"));
  g_assert_true (ui_test_contains (body, "from the earlier autosave, autosave-previous.json, and the actions logged since: none is missing"));
  g_assert_true (ui_test_contains (body, "kept as autosave-damaged.json in "));
  g_assert_true (ui_test_contains (body, dir));
  ui_test_wait_for_new_frame (GTK_WINDOW (dialog));
  ui_test_save_screenshot (GTK_WINDOW (dialog), "crash-resume-fallback.png");
  ui_test_respond (dialog, "close");

  session = adj_window_get_session (window);
  assert_script_prefix (adj_game_session_get_journal (session), 32);
  /* The torn file is kept aside, the good pair was not pushed out by it,
   * and the autosave is whole again. */
  g_assert_true (same_bytes (damaged, text, len / 2));
  g_assert_true (same_bytes (previous,
                             g_bytes_get_data (g_hash_table_lookup (files, "autosave-previous.json"), NULL),
                             g_bytes_get_size (g_hash_table_lookup (files, "autosave-previous.json"))));
  {
    g_autoptr (AdjJournal) now = ui_test_load_autosave (FALSE);
    g_autoptr (AdjJournal) kept = ui_test_load_autosave (TRUE);
    g_assert_nonnull (now);
    assert_script_prefix (now, 32);
    assert_script_prefix (kept, 30);
  }
  close_window (window);

  /* Torn again, and its log lost: the previous pair alone, two actions
   * short, and the message says actions may be missing. */
  g_free (text);
  text = read_bytes (autosave, &len);
  write_raw (autosave, text, len / 3);
  g_assert_cmpint (g_unlink (log), ==, 0);
  window = restart ();
  dialog = wait_for_dialog ("An Earlier Autosave Was Resumed");
  g_assert_true (ui_test_contains (adw_message_dialog_get_body (dialog),
                                   "from the earlier autosave, autosave-previous.json: the latest actions may be missing"));
  ui_test_respond (dialog, "close");
  session = adj_window_get_session (window);
  assert_script_prefix (adj_game_session_get_journal (session), 30);
  /* Play goes on from there, on disk at once. */
  g_assert_true (adj_game_session_apply (session, adj_journal_get_move (script, 30), NULL));
  {
    g_autoptr (AdjJournal) latest = ui_test_load_autosave (FALSE);
    assert_script_prefix (latest, 31);
  }
  close_window (window);
}

/* A kill (or a full disk) in the middle of a line: that line was never
 * reported, and the game resumes without it, with no message. */
static void
test_torn_log_line_ignored (void)
{
  GtkWindow *window = play_fresh (12);
  g_autofree char *log = adj_game_session_autosave_log_path ();
  g_autofree char *line = NULL;
  gsize len = 0;
  g_autofree char *text = NULL;

  close_window (window);
  /* Half of the line the 13th action would write, and zeros. */
  {
    g_autoptr (AdjJournal) j = ui_test_load_autosave (FALSE);
    g_assert_true (adj_journal_apply (j, adj_journal_get_move (script, 12), NULL));
    line = adj_savelog_step_line (j, 12);
  }
  text = read_bytes (log, &len);
  {
    g_autoptr (GString) torn = g_string_new_len (text, (gssize) len);
    g_string_append_len (torn, line, (gssize) strlen (line) / 2);
    g_string_append_len (torn, "\0\0\0\0", 4);
    write_raw (log, torn->str, torn->len);
  }
  window = restart ();
  assert_script_prefix (adj_game_session_get_journal (adj_window_get_session (window)), 12);
  g_assert_null (adj_game_session_get_resume_notice (adj_window_get_session (window)));
  g_assert_null (ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  close_window (window);
}

/* Nothing readable: resume refuses with the files and the reasons, and
 * leaves the game on disk as it is. A damaged line inside the log is as
 * bad as a damaged base. */
static void
test_torn_autosave_refused (void)
{
  GtkWindow *window = play_fresh (12);
  g_autofree char *autosave = adj_game_session_autosave_path ();
  g_autofree char *previous = adj_game_session_previous_autosave_path ();
  g_autofree char *log = adj_game_session_autosave_log_path ();
  gsize len = 0, log_len = 0;
  g_autofree char *text = NULL;
  g_autofree char *log_text = NULL;
  AdwMessageDialog *dialog;
  const char *body;
  gsize third;
  guint newlines;

  close_window (window);
  text = read_bytes (autosave, &len);
  write_raw (autosave, text, len - 40);
  write_torn (previous, text, len / 4, 3 * len / 4);

  window = restart ();
  dialog = wait_for_dialog ("The Last Game Could Not Be Resumed");
  body = adw_message_dialog_get_body (dialog);
  g_assert_true (ui_test_contains (body, "autosave.json: the JSON text ends too early"));
  g_assert_true (ui_test_contains (body, "The earlier autosave cannot be read either:\nautosave-previous.json: line "));
  g_assert_true (ui_test_contains (body, "kept as autosave-damaged.json"));
  ui_test_wait_for_new_frame (GTK_WINDOW (dialog));
  ui_test_save_screenshot (GTK_WINDOW (dialog), "crash-resume-refused.png");
  ui_test_respond (dialog, "close");
  g_assert_null (adj_game_session_get_journal (adj_window_get_session (window)));
  g_assert_true (same_bytes (autosave, text, len - 40));
  close_window (window);

  /* No earlier autosave at all. */
  g_unlink (previous);
  window = restart ();
  dialog = wait_for_dialog ("The Last Game Could Not Be Resumed");
  g_assert_true (ui_test_contains (adw_message_dialog_get_body (dialog), "There is no earlier autosave to go back to"));
  ui_test_respond (dialog, "close");
  g_assert_true (same_bytes (autosave, text, len - 40));
  close_window (window);

  /* The base whole, its log's third line garbled: refused by line. */
  write_raw (autosave, text, len);
  log_text = read_bytes (log, &log_len);
  for (third = 0, newlines = 0; third < log_len && newlines < 2; third++)
    newlines += log_text[third] == '\n';
  log_text[third + 1] = '#';
  write_raw (log, log_text, log_len);
  window = restart ();
  dialog = wait_for_dialog ("The Last Game Could Not Be Resumed");
  g_assert_true (ui_test_contains (adw_message_dialog_get_body (dialog), "autosave.log (line 3): line 1, column 2"));
  ui_test_respond (dialog, "close");
  g_assert_null (adj_game_session_get_journal (adj_window_get_session (window)));
  g_assert_true (same_bytes (log, log_text, log_len));
  close_window (window);
}

/* A failing autosave is said once, not after every action. */
static void
test_autosave_failure_shown (void)
{
  GtkWindow *window = play_fresh (3);
  AdjGameSession *session = adj_window_get_session (window);
  g_autofree char *dir = data_dir ();
  g_autofree char *aside = g_strconcat (dir, "-aside", NULL);
  AdwMessageDialog *dialog;

  /* The data folder's name taken by a file: the log is not where it was,
   * and no new one can be made. */
  g_assert_cmpint (g_rename (dir, aside), ==, 0);
  write_raw (dir, "x", 1);
  g_assert_true (adj_game_session_apply (session, adj_journal_get_move (script, 3), NULL));
  dialog = wait_for_dialog ("The Game Could Not Be Autosaved");
  g_assert_true (ui_test_contains (adw_message_dialog_get_body (dialog), dir));
  ui_test_respond (dialog, "close");
  g_assert_true (adj_game_session_apply (session, adj_journal_get_move (script, 4), NULL));
  for (int i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
  g_assert_null (ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));

  g_assert_cmpint (g_unlink (dir), ==, 0);
  g_assert_cmpint (g_rename (aside, dir), ==, 0);
  g_assert_true (adj_game_session_apply (session, adj_journal_get_move (script, 5), NULL));
  g_assert_null (adj_game_session_get_autosave_error (session));
  g_autoptr (AdjJournal) saved = ui_test_load_autosave (FALSE);
  assert_script_prefix (saved, 6);
  close_window (window);
}

int
main (int argc, char *argv[])
{
  int status;

  if (argc == 3 && g_str_equal (argv[1], "--crash-child"))
    return child_main (atoi (argv[2]));

  /* The player's data dir is a fresh temporary one, shared with the children. */
  ui_test_user_dir_setup ("adj-ui-crash-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  ui_test_init ();
  script = build_script ();

  g_test_add_func ("/ui/crash/sigkill-at-random-points", test_sigkill);
  g_test_add_func ("/ui/crash/open-damaged-refused-game-kept", test_open_damaged);
  g_test_add_func ("/ui/crash/torn-autosave-falls-back", test_torn_autosave_falls_back);
  g_test_add_func ("/ui/crash/torn-log-line-ignored", test_torn_log_line_ignored);
  g_test_add_func ("/ui/crash/torn-autosaves-refused", test_torn_autosave_refused);
  g_test_add_func ("/ui/crash/autosave-failure-shown", test_autosave_failure_shown);
  status = g_test_run ();

  ui_test_app_quit (&app);
  adj_journal_free (script);
  ui_test_user_dir_cleanup ();
  return status;
}
