/* bench-startup.c: Adjutant's start-up against a bare libadwaita window
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: bench-startup ADJUTANT BARE-WINDOW [RUNS]
 *
 * Three cases, each Adjutant against the bare window: a plain start, and
 * `adjutant FILE` with a saved game of 10 and of 10,000 actions. The saves
 * are made here from a real ruleset (Glory III, legal moves on a synthetic
 * battle, as the long-game benchmark plays). Every program is started RUNS
 * times (default 15) with ADJUTANT_EXIT_AFTER_FIRST_FRAME=1, so each exits
 * once its first frame is painted; Adjutant and the bare window alternate,
 * and who goes first changes every round, so a slow patch of machine time
 * falls on both alike. For every run the wall time from fork() to the
 * child's exit and the child's peak resident set size (ru_maxrss from
 * wait4()) are taken; the medians' ratios are compared with the budgets of
 * docs/design.md: the first painted frame within 1.15 times the bare
 * window's time, peak memory within 1.10 times.
 *
 * Budgets are reported, not enforced: the exit status is 0 whether they
 * are met or not, and 1 only if a program could not be measured. A
 * benchmark that failed the build on a busy machine would teach people
 * to ignore it.
 */

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib.h>
#include <glib/gstdio.h>

#include <adjutant-engine.h>

#include "../engine/game-helpers.h"

#define DEFAULT_RUNS        15
#define TIME_BUDGET         1.15
#define MEMORY_BUDGET       1.10
/* A child that has not painted by then is stuck; SIGALRM ends it. */
#define CHILD_LIMIT_SECONDS 60
#define GAME_SEED           1861
#define SHORT_GAME          10
#define LONG_GAME           10000

typedef struct
{
  const char *label;
  const char *file;     /* the save Adjutant opens, or NULL */
  double     *app_ms, *app_mib;
  double     *bare_ms, *bare_mib;
} Case;

/* The environment both programs start in: identical, so the only
 * difference measured is the program itself. */
static char **
child_environment (void)
{
  char **env = g_get_environ ();

  env = g_environ_setenv (env, "ADJUTANT_EXIT_AFTER_FIRST_FRAME", "1", TRUE);
  env = g_environ_setenv (env, "GSK_RENDERER", "cairo", TRUE);
  env = g_environ_setenv (env, "GSETTINGS_BACKEND", "memory", TRUE);
  env = g_environ_setenv (env, "GTK_A11Y", "none", TRUE);
  env = g_environ_setenv (env, "NO_AT_BRIDGE", "1", TRUE);
  /* Test-only malloc checking would slow both down for nothing. */
  env = g_environ_unsetenv (env, "MALLOC_CHECK_");
  env = g_environ_unsetenv (env, "MALLOC_PERTURB_");
  return env;
}

/* Runs @path (with @file as its argument, if any) once; stores wall time
 * (ms) and peak RSS (MiB). */
static gboolean
run_once (const char  *path,
          const char  *file,
          char       **env,
          double      *millis,
          double      *rss_mib)
{
  struct rusage usage;
  gint64 start;
  pid_t pid;
  int status = 0;

  start = g_get_monotonic_time ();
  pid = fork ();
  if (pid < 0)
    {
      g_printerr ("bench-startup: fork: %s\n", g_strerror (errno));
      return FALSE;
    }
  if (pid == 0)
    {
      char *argv[] = { (char *) path, (char *) file, NULL };

      /* A pending alarm survives execve(). */
      alarm (CHILD_LIMIT_SECONDS);
      execve (path, argv, env);
      _exit (127);
    }

  while (wait4 (pid, &status, 0, &usage) < 0)
    {
      if (errno != EINTR)
        {
          g_printerr ("bench-startup: wait4: %s\n", g_strerror (errno));
          return FALSE;
        }
    }
  *millis = (g_get_monotonic_time () - start) / 1000.0;
  *rss_mib = usage.ru_maxrss / 1024.0; /* Linux reports kilobytes */

  if (WIFSIGNALED (status))
    {
      g_printerr ("bench-startup: %s killed by signal %d%s\n", path, WTERMSIG (status),
                  WTERMSIG (status) == SIGALRM ? " (it never painted a frame)" : "");
      return FALSE;
    }
  if (!WIFEXITED (status) || WEXITSTATUS (status) != 0)
    {
      g_printerr ("bench-startup: %s exited with status %d%s\n", path, WEXITSTATUS (status),
                  WEXITSTATUS (status) == 127 ? " (could not be executed)" : "");
      return FALSE;
    }
  return TRUE;
}

/* A Glory III game of @n legal actions saved in @dir; returns its path. */
static char *
make_save (const char *dir, guint n)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *name = g_strdup_printf ("game-%u.adjutant", n);
  g_autofree char *json = th_synthetic_battle_json (20, 2, 4, 100);
  g_autoptr (AdjBattle) battle = th_battle (json);
  g_autoptr (AdjJournal) game = th_random_game (battle, n, GAME_SEED);
  char *path = g_build_filename (dir, name, NULL);

  if (adj_journal_get_length (game) != n || !adj_savegame_save (game, path, TRUE, &error))
    g_error ("bench-startup: the %u-action save could not be made: %s", n,
             error != NULL ? error->message : "the game ended early");
  return path;
}

static const char *
verdict (double ratio, double budget)
{
  return ratio <= budget ? "PASS" : "OVER";
}

/* Prints @c's medians and ratios; returns whether both budgets are met. */
static gboolean
report_case (Case *c, guint runs)
{
  double app_ms = th_median (c->app_ms, runs);
  double app_mib = th_median (c->app_mib, runs);
  double bare_ms = th_median (c->bare_ms, runs);
  double bare_mib = th_median (c->bare_mib, runs);
  double time_ratio = app_ms / bare_ms;
  double memory_ratio = app_mib / bare_mib;

  g_print ("%-26s %9.1f %9.1f %6.2fx %-4s %9.1f %9.1f %6.2fx %s\n", c->label,
           bare_ms, app_ms, time_ratio, verdict (time_ratio, TIME_BUDGET),
           bare_mib, app_mib, memory_ratio, verdict (memory_ratio, MEMORY_BUDGET));
  return time_ratio <= TIME_BUDGET && memory_ratio <= MEMORY_BUDGET;
}

int
main (int   argc,
      char *argv[])
{
  g_auto(GStrv) env = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *short_save = NULL;
  g_autofree char *long_save = NULL;
  guint64 runs = DEFAULT_RUNS;
  double spare_ms, spare_mib;
  gboolean start_met;
  Case cases[3];

  if (argc < 3 || argc > 4)
    {
      g_printerr ("Usage: %s ADJUTANT BARE-WINDOW [RUNS]\n"
                  "Needs a display (DISPLAY) and, for Adjutant, GSETTINGS_SCHEMA_DIR\n"
                  "pointing at the compiled schema; `meson test --benchmark` sets both\n"
                  "except DISPLAY.\n", argv[0]);
      return 2;
    }
  if (argc == 4 && (!g_ascii_string_to_unsigned (argv[3], 10, 1, 1000, &runs, NULL)))
    {
      g_printerr ("bench-startup: RUNS must be a number from 1 to 1000, not '%s'\n", argv[3]);
      return 2;
    }
  if (g_getenv ("DISPLAY") == NULL)
    {
      g_printerr ("bench-startup: DISPLAY is not set; run under Xvfb, e.g. "
                  "`xvfb-run -a meson test -C build --benchmark`.\n");
      return 1;
    }

  dir = g_dir_make_tmp ("bench-startup-XXXXXX", NULL);
  g_assert_nonnull (dir);
  short_save = make_save (dir, SHORT_GAME);
  long_save = make_save (dir, LONG_GAME);
  env = child_environment ();
  cases[0] = (Case) { "start", NULL };
  cases[1] = (Case) { "open a 10-action save", short_save };
  cases[2] = (Case) { "open a 10,000-action save", long_save };
  for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
    {
      cases[k].app_ms = g_new0 (double, runs);
      cases[k].app_mib = g_new0 (double, runs);
      cases[k].bare_ms = g_new0 (double, runs);
      cases[k].bare_mib = g_new0 (double, runs);
    }

  /* One unmeasured start each fills the page cache and font caches that
   * every later run finds warm. */
  if (!run_once (argv[1], NULL, env, &spare_ms, &spare_mib)
      || !run_once (argv[2], NULL, env, &spare_ms, &spare_mib))
    return 1;

  for (guint i = 0; i < runs; i++)
    for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
      for (guint turn = 0; turn < 2; turn++)
        {
          Case *c = &cases[k];
          gboolean app_turn = (i + turn) % 2 == 0;
          gboolean ok = app_turn ? run_once (argv[1], c->file, env, &c->app_ms[i], &c->app_mib[i])
                                 : run_once (argv[2], NULL, env, &c->bare_ms[i], &c->bare_mib[i]);
          if (!ok)
            return 1;
        }

  g_print ("First painted frame, median of %" G_GUINT64_FORMAT " runs each, Adjutant against a bare\n"
           "libadwaita window run in turns with it; budgets (docs/design.md): time <= %.2fx,\n"
           "peak memory <= %.2fx\n\n", runs, TIME_BUDGET, MEMORY_BUDGET);
  g_print ("%-26s %9s %9s %-12s %9s %9s %s\n", "", "bare ms", "app ms", "  time",
           "bare MiB", "app MiB", "memory");
  start_met = report_case (&cases[0], runs);
  report_case (&cases[1], runs);
  report_case (&cases[2], runs);
  g_print ("\nstart-up budgets %s\n", start_met ? "met" : "NOT met");

  for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
    {
      g_free (cases[k].app_ms);
      g_free (cases[k].app_mib);
      g_free (cases[k].bare_ms);
      g_free (cases[k].bare_mib);
    }
  g_unlink (short_save);
  g_unlink (long_save);
  g_rmdir (dir);
  return 0;
}
