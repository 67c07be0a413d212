/* bench-startup.c: Adjutant's start-up against a bare libadwaita window
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: bench-startup ADJUTANT BARE-WINDOW [RUNS]
 *
 * Starts both programs RUNS times each (default 15), alternating, with
 * ADJUTANT_EXIT_AFTER_FIRST_FRAME=1 so each exits once its first frame is
 * painted. For every run it measures the wall time from fork() to the
 * child's exit and the child's peak resident set size (ru_maxrss from
 * wait4()), then prints the medians and compares their ratios with the
 * budgets of docs/design.md: start-up at most 1.5x the bare window, resident
 * memory at most 1.3x.
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

#define DEFAULT_RUNS        15
#define TIME_BUDGET         1.5
#define MEMORY_BUDGET       1.3
/* A child that has not painted by then is stuck; SIGALRM ends it. */
#define CHILD_LIMIT_SECONDS 60

typedef struct
{
  const char *label;
  const char *path;
  double     *millis;
  double     *rss_mib;
} Program;

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

/* Runs @path once; stores wall time (ms) and peak RSS (MiB). */
static gboolean
run_once (const char  *path,
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
      char *argv[] = { (char *) path, NULL };

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

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a;
  double y = *(const double *) b;

  return (x > y) - (x < y);
}

static double
median (double *values,
        guint   n)
{
  qsort (values, n, sizeof *values, compare_doubles);
  return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2.0;
}

static void
print_verdict (const char *what,
               double      ratio,
               double      budget)
{
  g_print ("%-8s %5.2fx  budget <= %.2fx  %s\n",
           what, ratio, budget, ratio <= budget ? "PASS" : "OVER");
}

int
main (int   argc,
      char *argv[])
{
  g_auto(GStrv) env = NULL;
  Program programs[2];
  guint64 runs = DEFAULT_RUNS;
  double app_ms, app_rss, bare_ms, bare_rss, spare_ms, spare_rss;

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

  env = child_environment ();
  programs[0] = (Program) { "adjutant", argv[1], g_new0 (double, runs), g_new0 (double, runs) };
  programs[1] = (Program) { "bare libadwaita", argv[2], g_new0 (double, runs), g_new0 (double, runs) };

  /* One unmeasured start each fills the page cache and font caches that
   * every later run finds warm. */
  for (guint p = 0; p < 2; p++)
    if (!run_once (programs[p].path, env, &spare_ms, &spare_rss))
      return 1;

  /* Alternate, and swap who goes first each round, so a slow patch of
   * machine time falls on both programs alike. */
  for (guint i = 0; i < runs; i++)
    for (guint k = 0; k < 2; k++)
      {
        Program *program = &programs[(i + k) % 2];

        if (!run_once (program->path, env, &program->millis[i], &program->rss_mib[i]))
          return 1;
      }

  app_ms = median (programs[0].millis, runs);
  app_rss = median (programs[0].rss_mib, runs);
  bare_ms = median (programs[1].millis, runs);
  bare_rss = median (programs[1].rss_mib, runs);

  g_print ("Start-up to first painted frame, median of %" G_GUINT64_FORMAT " runs each\n\n", runs);
  g_print ("%-16s %12s %16s\n", "", "time (ms)", "peak RSS (MiB)");
  g_print ("%-16s %12.1f %16.1f\n", programs[1].label, bare_ms, bare_rss);
  g_print ("%-16s %12.1f %16.1f\n\n", programs[0].label, app_ms, app_rss);
  print_verdict ("time", app_ms / bare_ms, TIME_BUDGET);
  print_verdict ("memory", app_rss / bare_rss, MEMORY_BUDGET);

  for (guint p = 0; p < 2; p++)
    {
      g_free (programs[p].millis);
      g_free (programs[p].rss_mib);
    }
  return 0;
}
