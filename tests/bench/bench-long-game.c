/* bench-long-game.c: every action costs the same at the end of a long game
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/design.md budget: apply, undo and redo on every page of every game
 * cost the same with a 10,000-action game as with a 10-action one (ratio
 * at most 1.5), each under one frame (16 ms) of processor; a page's first
 * showing under 100 ms of processor; the long game's resident memory under
 * 1.5 times the short one's.
 *
 * The program starts itself as a child ("--child GAME N") for each game
 * and length, so that each measures its own memory in a fresh process. A
 * child runs the real application and window, opens a save of N actions
 * (Glory III: random play on a synthetic battle of 322 units, the engine
 * benchmark's; the three newer games: the random legal games of
 * tests/random on their shipped scenarios, Clash of Giants III's with the
 * longest turn track a battle may have: random-long.c), then shows every
 * page in turn (timed to its first painted frame) and on each plays on ROUNDS legal
 * steps, each applied, undone and redone, then undoes them all (untimed,
 * so that the game keeps its length and the next page plays the same
 * steps). A run of steps, not one step tried ROUNDS times: what an action
 * costs depends on the step of the Sequence of Play it ends (a draw of
 * Glory III's Activation Markers changes most of its page, a Next in
 * Defensive Fire one line), and the two games stop at different steps, so
 * one step each compared the steps, not the lengths. An action's time runs
 * from the call (through the window's session and actions, as a page's
 * button does) to the end of the next painted frame, everything the main
 * loop did in between included, autosave and the undo note too. Per page,
 * the median over the steps of each of apply, undo and redo; the page's
 * figure is the worst of those three. The ratio of the long game to the
 * short one is like for like (like_for_like): the steps of the kinds both
 * games played; the plain ratio of the medians is printed beside it.
 * The processor time the app used is measured too: on a loaded machine
 * the clock also counts the time others had the processor, so the
 * budgets are read in processor time. The
 * parent runs each game three times, in turns, and takes the medians; per
 * game it prints the table and one line
 * "long-game GAME: worst ratio R (processor P), slowest action S ms
 * (processor C ms), slowest first showing V ms (processor W ms)". It
 * reports; it does not fail (meson test --benchmark).
 *
 * ADJ_BENCH_ROUNDS=N changes the steps (default 20, about two
 * activations of Glory III: with ten, Days of Glory's two games had
 * three steps of a kind in common), ADJ_BENCH_REPEATS=N
 * the runs of each game (default 3), ADJ_BENCH_GAMES=ID,… measures only
 * those games, ADJ_BENCH_PAGE=NAME,… only those pages (for a profiler).
 */

#include "config.h"

#include <stdio.h>
#include <string.h>
#include <time.h>
#include <glib/gstdio.h>

#include <adjutant-engine.h>

#include "adj-application.h"
#include "adj-game-session.h"
#include "adj-ruleset-ui.h"
#include "adj-window.h"
#include "adj-window-actions.h"
#include "../ui/ui-test-util.h"
#include "../engine/game-helpers.h"
#include "random-game.h"

#define LONG_GAME 10000
#define SHORT_GAME 10
#define GAME_SEED 1861
#define ACTION_SEED 1862
#define FRAME_BUDGET_MS 16.0
#define RATIO_BUDGET 1.5
#define MEMORY_BUDGET 1.5
#define SHOWN_BUDGET_MS 100.0
#define MAX_PAGES 32

static AdjApplication *app;

/* The game measured: its ruleset id, and for the three newer games the
 * random legal play of tests/random (NULL: Glory III's synthetic battle). */
typedef struct {
  const char   *id;
  const RgGame *random;
  const char   *what;
} Game;

static const Game games[] = {
  { "glory", NULL, "Glory III on a synthetic battle of 322 units" },
  { "tgtw", &rg_tgtw, "The Glory that Was on Red and Blue" },
  { "cog", &rg_cog, "Clash of Giants III on the Crossroads demonstration, 100 turns" },
  { "dog", &rg_dog, "Days of Glory on the demonstration battle" },
};

static const Game *
game_find (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    if (g_str_equal (games[i].id, id))
      return &games[i];
  g_error ("bench-long-game: no game %s", id);
}

static double
now_ms (void)
{
  return g_get_monotonic_time () / 1000.0;
}

/* The CPU the process used (all its threads): on a loaded machine the
 * clock also counts the time others had the processor. */
static double
cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

/* Lets the window settle: pending work done, a frame painted, then a
 * pause as between a player's clicks, so that the next frame may start at
 * once (the frame clock paces frames after a recent one). */
static void
settle (GtkWindow *window)
{
  ui_test_wait_for_new_frame (window);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_usleep (40000);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

typedef enum { DO_APPLY, DO_UNDO, DO_REDO } What;

/* A legal step for the game now (random play, checked against the rules
 * before it goes through the window so that a refusal is never timed):
 * the moves, freed with the ruleset's move_free. */
static GPtrArray *
legal_step (const Game *game, GRand *rand)
{
  AdjJournal *j = adj_game_session_get_journal (ui_test_session (&app));
  const AdjRuleset *rs = adj_journal_get_ruleset (j);

  if (game->random == NULL)
    {
      AdjAction *a = th_legal_action (ui_test_state (&app), rand);
      GPtrArray *step = g_ptr_array_new_with_free_func (rs->move_free);

      if (a == NULL)
        g_error ("the game is over: no action to apply");
      g_ptr_array_add (step, a);
      return step;
    }
  for (guint tries = 0; tries < 10000; tries++)
    {
      GPtrArray *step = game->random->propose (j, rand);
      gpointer state;
      gboolean ok = step != NULL && step->len > 0;

      if (step == NULL)
        g_error ("the game is over: no action to apply");
      state = rs->state_ref ((gpointer) adj_journal_get_state (j));
      for (guint k = 0; ok && k < step->len; k++)
        {
          gpointer next = rs->state_apply (state, step->pdata[k], NULL);

          ok = next != NULL;
          rs->state_unref (state);
          state = next;
        }
      if (state != NULL)
        rs->state_unref (state);
      if (ok)
        return step;
      g_ptr_array_unref (step);
    }
  g_error ("no legal step found");
}

/* What kind of move @move is, as its ruleset names it (a step of
 * Glory III's synthetic battle is one action). */
static const char *
step_kind (const Game *game, gconstpointer move)
{
  const AdjRuleset *rs = adj_journal_get_ruleset (adj_game_session_get_journal (ui_test_session (&app)));

  return rs->move_kind != NULL ? rs->move_kind (move) : game->id;
}

/* One action, from the call to the end of the frame that shows it: the
 * time passed, and in *cpu the processor time used. */
static double
timed (GtkWindow *window, What what, GPtrArray *step, double *cpu)
{
  AdjGameSession *session = adj_window_get_session (window);
  guint frames;
  double t0, c0;
  gboolean ok = TRUE;

  settle (window);
  frames = ui_test_painted_frames (window);
  c0 = cpu_ms ();
  t0 = now_ms ();
  switch (what)
    {
    case DO_APPLY:
      ok = step->len == 1 ? adj_game_session_apply (session, step->pdata[0], NULL)
                          : adj_game_session_apply_group (session, (gconstpointer const *) step->pdata, step->len, NULL);
      break;
    case DO_UNDO:
      gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
      break;
    case DO_REDO:
      gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL);
      break;
    }
  gtk_widget_queue_draw (GTK_WIDGET (window));
  /* Blocking: the processor time counts the app's work, not a wait. */
  while (ui_test_painted_frames (window) <= frames)
    g_main_context_iteration (NULL, TRUE);
  if (!ok)
    g_error ("the action was refused");
  if (cpu != NULL)
    *cpu = cpu_ms () - c0;
  return now_ms () - t0;
}

static long
status_kb (const char *key)
{
  g_autofree char *text = NULL;
  const char *line;

  if (!g_file_get_contents ("/proc/self/status", &text, NULL, NULL) || (line = strstr (text, key)) == NULL)
    return -1;
  return strtol (line + strlen (key), NULL, 10);
}

/* The pages in sidebar order: welcome, the game's pages, the journal, its tools. */
static guint
page_names (const AdjRulesetUi *ui, const char **names)
{
  guint n = 0;

  names[n++] = "home";
  for (guint pass = 0; pass < 2; pass++)
    {
      if (pass == 1)
        names[n++] = "journal";
      for (guint i = 0; i < ui->n_pages && n < MAX_PAGES; i++)
        if (ui->pages[i].kind == (pass == 0 ? ADJ_PAGE_PLAY : ADJ_PAGE_TOOL))
          names[n++] = ui->pages[i].name;
    }
  return n;
}

static gboolean
page_mapped (gpointer data)
{
  GtkWindow *window = ui_test_main_window (&app);
  GtkWidget *stack = ui_test_find_descendant (GTK_WIDGET (window), GTK_TYPE_STACK);
  GtkWidget *page = gtk_stack_get_child_by_name (GTK_STACK (stack), data);

  return page != NULL && gtk_widget_get_mapped (page);
}

/* A game of exactly @n_actions steps, the cursor at its end. */
static AdjJournal *
make_game (const Game *game, guint n_actions)
{
  if (game->random == NULL)
    {
      g_autofree char *json = th_synthetic_battle_json (20, 2, 4, 100);
      g_autoptr (AdjBattle) battle = th_battle (json);

      return th_random_game (battle, n_actions, GAME_SEED);
    }
  return rg_long_game (game->random, n_actions, GAME_SEED);
}

static int
child_main (const Game *game, guint n_actions)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GRand) rand = g_rand_new_with_seed (ACTION_SEED);
  const char *rounds_env = g_getenv ("ADJ_BENCH_ROUNDS");
  guint rounds = rounds_env != NULL ? (guint) MAX (1, atoi (rounds_env)) : 20;
  g_autofree char *path = g_build_filename (ui_test_user_dir (), "long-game.json", NULL);
  const char *names[MAX_PAGES];
  const AdjRulesetUi *ui = adj_ruleset_ui_find (adj_ruleset_find (adj_rulesets (), game->id));
  guint n_pages = page_names (ui, names);
  GtkWindow *window;
  double t0, open_ms;

  /* The file, made and saved; the benchmark keeps no copy of the game, so
   * the memory measured is the application's. */
  {
    g_autoptr (AdjJournal) j = make_game (game, n_actions);

    g_assert_cmpuint (adj_journal_get_length (j), ==, n_actions);
    g_assert_cmpuint (adj_journal_get_cursor (j), ==, n_actions);
    g_assert_true (adj_savegame_save (j, path, TRUE, &error));
    g_assert_no_error (error);
  }

  ui_test_init ();
  window = ui_test_main_window (&app);
  settle (window);
  t0 = now_ms ();
  g_assert_true (adj_window_open_game_file (window, path));
  ui_test_wait_for_new_frame (window);
  open_ms = now_ms () - t0;
  printf ("open %.2f\nrss-open %ld\n", open_ms, status_kb ("VmRSS:"));

  for (guint p = 0; p < n_pages; p++)
    {
      const char *only = g_getenv ("ADJ_BENCH_PAGE");
      g_auto (GStrv) only_pages = only != NULL ? g_strsplit (only, ",", -1) : NULL;
      double apply[64], undo[64], redo[64], cpu_apply[64], cpu_undo[64], cpu_redo[64], shown_ms, shown_cpu;
      AdjJournal *journal;
      guint r;

      if (only != NULL && !g_strv_contains ((const char * const *) only_pages, names[p]))
        continue;
      settle (window);
      shown_cpu = cpu_ms ();
      t0 = now_ms ();
      gtk_widget_activate_action (GTK_WIDGET (window), "win.page", "s", names[p]);
      ui_test_iterate_until (page_mapped, (gpointer) names[p], names[p]);
      ui_test_wait_for_new_frame (window);
      shown_ms = now_ms () - t0;
      shown_cpu = cpu_ms () - shown_cpu;
      /* The same steps on every page: the same seed from the same state. */
      g_rand_set_seed (rand, ACTION_SEED);
      for (r = 0; r < rounds && r < G_N_ELEMENTS (apply); r++)
        {
          g_autoptr (GPtrArray) step = legal_step (game, rand);
          g_autoptr (GString) kind = g_string_new (NULL);

          apply[r] = timed (window, DO_APPLY, step, &cpu_apply[r]);
          undo[r] = timed (window, DO_UNDO, NULL, &cpu_undo[r]);
          redo[r] = timed (window, DO_REDO, NULL, &cpu_redo[r]);
          for (guint k = 0; k < step->len; k++)
            g_string_append_printf (kind, "%s%s", k > 0 ? "+" : "", step_kind (game, step->pdata[k]));
          printf ("step %s %s %.3f %.3f\n", names[p], kind->str, MAX (apply[r], MAX (undo[r], redo[r])),
                  MAX (cpu_apply[r], MAX (cpu_undo[r], cpu_redo[r])));
        }
      /* Back to the game's length: the next page's first apply replaces
       * these steps. */
      for (guint k = 0; k < r; k++)
        timed (window, DO_UNDO, NULL, NULL);
      journal = adj_game_session_get_journal (adj_window_get_session (window));
      g_assert_cmpuint (adj_journal_get_cursor (journal), ==, n_actions);
      g_assert_cmpuint (adj_journal_get_length (journal), ==, n_actions + r);
      printf ("page %s %.3f %.3f %.3f %.2f %.2f cpu %.3f %.3f %.3f\n", names[p], th_median (apply, r),
              th_median (undo, r), th_median (redo, r), shown_ms, shown_cpu, th_median (cpu_apply, r),
              th_median (cpu_undo, r), th_median (cpu_redo, r));
      fflush (stdout);
    }
  printf ("rss %ld\nhwm %ld\n", status_kb ("VmRSS:"), status_kb ("VmHWM:"));
  fflush (stdout);
  ui_test_app_quit (&app);
  g_unlink (path);
  return 0;
}

/* ---- The parent: both games, side by side. ---- */

#define MAX_STEPS 64

typedef struct {
  char   *name;
  double  apply, undo, redo, shown, shown_cpu;
  double  cpu_apply, cpu_undo, cpu_redo;
  /* Each step played: its kind, and the worst of its apply, undo and redo. */
  char   *kinds[MAX_STEPS];
  double  step_ms[MAX_STEPS], step_cpu[MAX_STEPS];
  guint   n_steps;
} PageFigures;

typedef struct {
  guint       n_actions;
  double      open_ms;
  long        rss_kb, hwm_kb;
  PageFigures pages[MAX_PAGES];
  guint       n_pages;
} GameFigures;

static double
worst (const PageFigures *p)
{
  return MAX (p->apply, MAX (p->undo, p->redo));
}

static double
worst_cpu (const PageFigures *p)
{
  return MAX (p->cpu_apply, MAX (p->cpu_undo, p->cpu_redo));
}

static gboolean
run_child (const char *exe, const Game *game, guint n_actions, GameFigures *out)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *n = g_strdup_printf ("%u", n_actions);
  g_autoptr (GSubprocess) child = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error, exe, "--child",
                                                    game->id, n, NULL);
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;

  memset (out, 0, sizeof *out);
  out->n_actions = n_actions;
  if (child == NULL || !g_subprocess_communicate_utf8 (child, NULL, NULL, &text, NULL, &error))
    {
      g_printerr ("bench-long-game: %s\n", error->message);
      return FALSE;
    }
  if (!g_subprocess_get_if_exited (child) || g_subprocess_get_exit_status (child) != 0)
    {
      g_printerr ("bench-long-game: the %u-action %s child failed\n", n_actions, game->id);
      return FALSE;
    }
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      char name[64], kind[256];
      PageFigures *p = &out->pages[out->n_pages];
      double ms, cpu;

      if (sscanf (lines[i], "open %lf", &out->open_ms) == 1)
        continue;
      if (sscanf (lines[i], "rss %ld", &out->rss_kb) == 1 || sscanf (lines[i], "hwm %ld", &out->hwm_kb) == 1)
        continue;
      if (out->n_pages < MAX_PAGES && p->n_steps < MAX_STEPS
          && sscanf (lines[i], "step %63s %255s %lf %lf", name, kind, &ms, &cpu) == 4)
        {
          p->kinds[p->n_steps] = g_strdup (kind);
          p->step_ms[p->n_steps] = ms;
          p->step_cpu[p->n_steps++] = cpu;
          continue;
        }
      if (out->n_pages < MAX_PAGES
          && sscanf (lines[i], "page %63s %lf %lf %lf %lf %lf cpu %lf %lf %lf", name, &p->apply, &p->undo,
                     &p->redo, &p->shown, &p->shown_cpu, &p->cpu_apply, &p->cpu_undo, &p->cpu_redo) == 9)
        {
          p->name = g_strdup (name);
          out->n_pages++;
        }
    }
  return out->n_pages > 0 && out->rss_kb > 0;
}

/* Each figure the median over the repeats, which ran in turns (short,
 * long, short...) so that a change of load on a shared machine falls on
 * both games alike. */
static void
merge (GameFigures *runs, guint n, GameFigures *out)
{
  double v[16];

  *out = runs[0];
#define MEDIAN_OF(field) \
  G_STMT_START { for (guint r = 0; r < n; r++) v[r] = (field); } G_STMT_END
  MEDIAN_OF (runs[r].open_ms);
  out->open_ms = th_median (v, n);
  MEDIAN_OF ((double) runs[r].rss_kb);
  out->rss_kb = (long) th_median (v, n);
  MEDIAN_OF ((double) runs[r].hwm_kb);
  out->hwm_kb = (long) th_median (v, n);
  for (guint p = 0; p < out->n_pages; p++)
    {
      PageFigures *f = &out->pages[p];
      MEDIAN_OF (runs[r].pages[p].apply);
      f->apply = th_median (v, n);
      MEDIAN_OF (runs[r].pages[p].undo);
      f->undo = th_median (v, n);
      MEDIAN_OF (runs[r].pages[p].redo);
      f->redo = th_median (v, n);
      MEDIAN_OF (runs[r].pages[p].shown);
      f->shown = th_median (v, n);
      MEDIAN_OF (runs[r].pages[p].shown_cpu);
      f->shown_cpu = th_median (v, n);
      MEDIAN_OF (runs[r].pages[p].cpu_apply);
      f->cpu_apply = th_median (v, n);
      MEDIAN_OF (runs[r].pages[p].cpu_undo);
      f->cpu_undo = th_median (v, n);
      MEDIAN_OF (runs[r].pages[p].cpu_redo);
      f->cpu_redo = th_median (v, n);
      /* The runs play the same steps (the same seeds). */
      for (guint k = 0; k < f->n_steps; k++)
        {
          for (guint r = 0; r < n; r++)
            if (k >= runs[r].pages[p].n_steps || g_strcmp0 (runs[r].pages[p].kinds[k], f->kinds[k]) != 0)
              g_error ("bench-long-game: the runs of page %s played different steps", f->name);
          MEDIAN_OF (runs[r].pages[p].step_ms[k]);
          f->step_ms[k] = th_median (v, n);
          MEDIAN_OF (runs[r].pages[p].step_cpu[k]);
          f->step_cpu[k] = th_median (v, n);
        }
    }
#undef MEDIAN_OF
}

static double
load_average (void)
{
  g_autofree char *text = NULL;

  if (!g_file_get_contents ("/proc/loadavg", &text, NULL, NULL))
    return -1;
  return g_ascii_strtod (text, NULL);
}

static void
free_runs (GameFigures *runs, guint n)
{
  for (guint r = 0; r < n; r++)
    for (guint p = 0; p < runs[r].n_pages; p++)
      {
        g_free (runs[r].pages[p].name);
        for (guint k = 0; k < runs[r].pages[p].n_steps; k++)
          g_free (runs[r].pages[p].kinds[k]);
      }
}

/* The median of @page's steps of @kind (@cpu: processor time, else wall),
 * and in *n how many there were. */
static double
kind_median (const PageFigures *page, const char *kind, gboolean cpu, guint *n)
{
  double v[MAX_STEPS];

  *n = 0;
  for (guint k = 0; k < page->n_steps; k++)
    if (g_str_equal (page->kinds[k], kind))
      v[(*n)++] = cpu ? page->step_cpu[k] : page->step_ms[k];
  return *n > 0 ? th_median (v, *n) : 0;
}

/* Like for like: the two games' steps of the kinds both played, each kind
 * at its median in each game, weighed by the fewer of its steps: what the
 * same mix of actions costs in the long game against the short one. The
 * two games stand at different steps of the Sequence of Play, and an
 * action costs what its step changes on the page (Glory III's draw of an
 * AM most of it, a Next in Defensive Fire one line), so the plain ratio
 * compares steps, not lengths. In *matched, the steps compared; 0 when no
 * kind was played in both. */
static double
like_for_like (const PageFigures *s, const PageFigures *l, gboolean cpu, guint *matched)
{
  double short_cost = 0, long_cost = 0;

  *matched = 0;
  for (guint k = 0; k < s->n_steps; k++)
    {
      guint n_short, n_long, first = k;

      for (guint j = 0; j < k; j++)
        if (g_str_equal (s->kinds[j], s->kinds[k]))
          first = j;
      if (first != k)
        continue;
      double ms = kind_median (s, s->kinds[k], cpu, &n_short);
      double ml = kind_median (l, s->kinds[k], cpu, &n_long);
      guint w = MIN (n_short, n_long);

      short_cost += w * ms;
      long_cost += w * ml;
      *matched += w;
    }
  return *matched > 0 ? long_cost / MAX (short_cost, 0.001) : 0;
}

/* One game: the short and the long, each @repeats times in turns; its
 * table, then its one line. */
static gboolean
bench_game (const char *exe, const Game *game, guint repeats)
{
  GameFigures short_runs[16], long_runs[16];
  GameFigures shorter, longer;
  double ratio_max = 0, cpu_ratio_max = 0, worst_ms = 0, worst_cpu_ms = 0, memory_ratio, load_before;
  double plain_max = 0, plain_cpu_max = 0, shown_max = 0, shown_cpu_max = 0;
  const char *worst_page = NULL;
  guint done = 0;
  gboolean ok = TRUE;

  load_before = load_average ();
  for (guint r = 0; r < repeats && ok; r++)
    {
      ok = run_child (exe, game, SHORT_GAME, &short_runs[r]);
      if (ok)
        ok = run_child (exe, game, LONG_GAME, &long_runs[r]);
      else
        long_runs[r].n_pages = 0;
      ok = ok && short_runs[r].n_pages == long_runs[r].n_pages;
      done++;
    }
  if (!ok)
    {
      free_runs (short_runs, done);
      free_runs (long_runs, done);
      return FALSE;
    }
  merge (short_runs, repeats, &shorter);
  merge (long_runs, repeats, &longer);

  printf ("\nlong-game: %s; the real window; an action is timed from the call to its painted frame (median of "
          "%s steps in each run, median of %u runs of each game taken in turns); a page's figure is its worst "
          "of apply, undo and redo; load average %.1f before, %.1f after, on %u processors\n", game->what,
          g_getenv ("ADJ_BENCH_ROUNDS") != NULL ? g_getenv ("ADJ_BENCH_ROUNDS") : "20", repeats, load_before,
          load_average (), g_get_num_processors ());
  printf ("opening the save: %u actions %.1f ms, %u actions %.1f ms\n", SHORT_GAME, shorter.open_ms,
          LONG_GAME, longer.open_ms);
  printf ("%-14s %26s %26s %6s %17s %6s %16s %22s\n", "page", "10 actions: apply/undo/redo",
          "10000: apply/undo/redo", "ratio", "processor (worst)", "ratio", "like for like", "page shown (processor)");
  for (guint p = 0; p < longer.n_pages; p++)
    {
      const PageFigures *s = &shorter.pages[p], *l = &longer.pages[p];
      double plain = worst (l) / MAX (worst (s), 0.001);
      double plain_cpu = worst_cpu (l) / MAX (worst_cpu (s), 0.001);
      guint matched;
      double ratio = like_for_like (s, l, FALSE, &matched);
      double cpu_ratio = like_for_like (s, l, TRUE, &matched);

      /* No kind of step in both games: the plain ratio, for want of one. */
      if (matched == 0)
        {
          ratio = plain;
          cpu_ratio = plain_cpu;
        }
      printf ("%-14s %7.2f %6.2f %6.2f ms %7.2f %6.2f %6.2f ms %6.2f %6.2f %6.2f ms %6.2f %6.2f %2u steps "
              "%6.1f %6.1f ms (%5.1f %5.1f)\n",
              l->name, s->apply, s->undo, s->redo, l->apply, l->undo, l->redo, plain, worst_cpu (s),
              worst_cpu (l), plain_cpu, cpu_ratio, matched, s->shown, l->shown, s->shown_cpu, l->shown_cpu);
      if (ratio > ratio_max)
        worst_page = l->name;
      ratio_max = MAX (ratio_max, ratio);
      cpu_ratio_max = MAX (cpu_ratio_max, cpu_ratio);
      plain_max = MAX (plain_max, plain);
      plain_cpu_max = MAX (plain_cpu_max, plain_cpu);
      worst_ms = MAX (worst_ms, MAX (worst (l), worst (s)));
      worst_cpu_ms = MAX (worst_cpu_ms, MAX (worst_cpu (l), worst_cpu (s)));
      shown_max = MAX (shown_max, MAX (s->shown, l->shown));
      shown_cpu_max = MAX (shown_cpu_max, MAX (s->shown_cpu, l->shown_cpu));
    }
  memory_ratio = (double) longer.rss_kb / (double) shorter.rss_kb;
  printf ("resident memory: %u actions %.1f MiB (peak %.1f), %u actions %.1f MiB (peak %.1f): ratio %.2f "
          "(budget %.1f) %s\n", SHORT_GAME, shorter.rss_kb / 1024.0, shorter.hwm_kb / 1024.0, LONG_GAME,
          longer.rss_kb / 1024.0, longer.hwm_kb / 1024.0, memory_ratio, MEMORY_BUDGET,
          memory_ratio <= MEMORY_BUDGET ? "within budget" : "OVER BUDGET");
  printf ("slowest action %.2f ms, %.2f ms of processor time (budget %.0f ms) %s\n", worst_ms, worst_cpu_ms,
          FRAME_BUDGET_MS, worst_cpu_ms <= FRAME_BUDGET_MS ? "within budget" : "OVER BUDGET");
  printf ("worst ratio of the medians, whatever the steps: %.2f, %.2f in processor time\n", plain_max,
          plain_cpu_max);
  printf ("worst ratio like for like %.2f on the %s page, %.2f in processor time (budget %.1f) %s\n", ratio_max,
          worst_page, cpu_ratio_max, RATIO_BUDGET, cpu_ratio_max <= RATIO_BUDGET ? "within budget" : "OVER BUDGET");
  printf ("slowest first showing %.1f ms, %.1f ms of processor time (budget %.0f ms) %s\n", shown_max,
          shown_cpu_max, SHOWN_BUDGET_MS, shown_cpu_max <= SHOWN_BUDGET_MS ? "within budget" : "OVER BUDGET");
  printf ("long-game %s: worst ratio %.2f (processor %.2f), slowest action %.2f ms (processor %.2f ms), "
          "slowest first showing %.1f ms (processor %.1f ms)\n", game->id, ratio_max, cpu_ratio_max, worst_ms,
          worst_cpu_ms, shown_max, shown_cpu_max);
  fflush (stdout);
  free_runs (short_runs, repeats);
  free_runs (long_runs, repeats);
  return TRUE;
}

int
main (int argc, char *argv[])
{
  g_autoptr (GError) error = NULL;
  g_autofree char *exe = NULL;
  const char *repeats_env = g_getenv ("ADJ_BENCH_REPEATS");
  const char *games_env = g_getenv ("ADJ_BENCH_GAMES");
  g_auto (GStrv) only = games_env != NULL ? g_strsplit (games_env, ",", -1) : NULL;
  guint repeats = repeats_env != NULL ? CLAMP ((guint) atoi (repeats_env), 1, 16) : 3;
  int result = 0;

  if (argc == 4 && g_str_equal (argv[1], "--child"))
    {
      int code;

      ui_test_user_dir_setup ("adj-bench-long-XXXXXX");
      code = child_main (game_find (argv[2]), (guint) atoi (argv[3]));
      ui_test_user_dir_cleanup ();
      return code;
    }

  exe = g_file_read_link ("/proc/self/exe", &error);
  g_assert_no_error (error);
  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    if (only == NULL || g_strv_contains ((const char * const *) only, games[g].id))
      if (!bench_game (exe, &games[g], repeats))
        result = 1;
  return result;
}
