/* The autosave's log: lines that replay to the same game, a torn last line
 * ignored, a stale log ignored, damaged lines refused with their number,
 * and a process killed while it appends and compacts always leaving a
 * game that loads, with every line it reported written. */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "game-helpers.h"

static void
assert_same_game (const AdjJournal *a, const AdjJournal *b)
{
  g_assert_cmpuint (adj_journal_get_length (a), ==, adj_journal_get_length (b));
  g_assert_cmpuint (adj_journal_get_cursor (a), ==, adj_journal_get_cursor (b));
  for (guint i = 0; i < adj_journal_get_length (a); i++)
    {
      g_assert_cmpuint (adj_journal_get_n_moves (a, i), ==, adj_journal_get_n_moves (b, i));
      for (guint k = 0; k < adj_journal_get_n_moves (a, i); k++)
        g_assert_true (adj_action_equal (adj_journal_get_move_in_step (a, i, k), adj_journal_get_move_in_step (b, i, k)));
    }
  g_assert_true (adj_game_state_equal (adj_journal_get_state (a), adj_journal_get_state (b)));
}

/* The script's first @n steps (and their cursor), as a game. */
static void
assert_prefix (const AdjJournal *got, const AdjJournal *script, guint n)
{
  g_assert_cmpuint (adj_journal_get_length (got), ==, n);
  for (guint i = 0; i < n; i++)
    g_assert_true (adj_action_equal (adj_journal_get_move (got, i), adj_journal_get_move (script, i)));
  g_assert_true (adj_game_state_equal (adj_journal_get_state_at (got, n), adj_journal_get_state_at (script, n)));
}

typedef struct {
  char *dir, *base, *log;
} Files;

static void
files_init (Files *f)
{
  GError *error = NULL;
  f->dir = g_dir_make_tmp ("adj-savelog-XXXXXX", &error);
  g_assert_no_error (error);
  f->base = g_build_filename (f->dir, "autosave.json", NULL);
  f->log = g_build_filename (f->dir, "autosave.log", NULL);
}

static void
files_clear (Files *f)
{
  g_autoptr (GDir) d = g_dir_open (f->dir, 0, NULL);
  const char *name;
  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (f->dir, name, NULL);
      g_unlink (path);
    }
  g_rmdir (f->dir);
  g_free (f->dir);
  g_free (f->base);
  g_free (f->log);
}

/* A full save of @j as the autosave's base, and a new log after it. */
static AdjSaveLog *
compact (const AdjJournal *j, Files *f)
{
  GError *error = NULL;
  gsize len = 0;
  g_autofree char *hash = NULL;
  g_autofree char *text = adj_savelog_base_data (j, &len, &hash);
  g_assert_true (adj_json_save_text (text, len, f->base, &error));
  g_assert_no_error (error);
  AdjSaveLog *log = adj_savelog_create (f->log, hash, &error);
  g_assert_no_error (error);
  return log;
}

static void
append (AdjSaveLog *log, char *line)
{
  GError *error = NULL;
  g_assert_true (adj_savelog_append (log, line, &error));
  g_assert_no_error (error);
  g_free (line);
}

static AdjJournal *
load (Files *f, AdjSaveLogReplay *out)
{
  GError *error = NULL;
  AdjJournal *j = adj_savelog_load_files (f->base, f->log, adj_rulesets (), NULL, NULL, out, &error);
  g_assert_no_error (error);
  g_assert_nonnull (j);
  return j;
}

/* A new game on @b whose base is its start and whose log holds the first
 * @n steps of @script. */
static AdjJournal *
logged_game (AdjBattle *b, const AdjJournal *script, guint n, Files *f)
{
  AdjJournal *j = adj_game_journal_new (b, NULL, NULL);
  AdjSaveLog *log = compact (j, f);

  for (guint i = 0; i < n; i++)
    {
      g_assert_true (adj_journal_apply (j, adj_journal_get_move (script, i), NULL));
      append (log, adj_savelog_step_line (j, i));
    }
  adj_savelog_close (log);
  return j;
}

/* Two legal actions after @j's state, applied as one step. */
/* Two random moves as one group; random moves are sometimes refused, so
 * it tries a few pairs before it gives up. */
static void
apply_pair (AdjJournal *j, GRand *rand)
{
  for (guint tries = 0; tries < 50; tries++)
    {
      g_autoptr (AdjAction) a = th_random_action (adj_journal_get_state (j), rand);
      if (a == NULL)
        return;
      g_autoptr (AdjGameState) mid = adj_action_apply (adj_journal_get_state (j), a, NULL);
      if (mid == NULL)
        continue;
      g_autoptr (AdjAction) b = th_random_action (mid, rand);
      gconstpointer group[] = { a, b };
      if (b != NULL && adj_journal_apply_group (j, group, 2, NULL))
        return;
    }
}

/* Steps, groups, undo, redo, a jump of the cursor and a step after an
 * undo (dropping the redo tail): the base plus the log is the same game. */
static void
test_round_trip (void)
{
  g_autoptr (AdjBattle) b = th_load_sample ();
  g_autoptr (AdjJournal) j = th_random_game (b, 40, 1870);
  g_autoptr (GRand) rand = g_rand_new_with_seed (1871);
  Files f;
  AdjSaveLogReplay r;

  files_init (&f);
  AdjSaveLog *log = compact (j, &f);
  guint lines = 0;
  for (guint i = 0; i < 200; i++)
    {
      guint pick = g_rand_int_range (rand, 0, 10);
      if (pick == 0 && adj_journal_undo (j))
        append (log, adj_savelog_cursor_line (adj_journal_get_cursor (j)));
      else if (pick == 1 && adj_journal_redo (j))
        append (log, adj_savelog_cursor_line (adj_journal_get_cursor (j)));
      else if (pick == 2 && adj_journal_set_cursor (j, adj_journal_get_cursor (j) / 2))
        append (log, adj_savelog_cursor_line (adj_journal_get_cursor (j)));
      else
        {
          guint before = adj_journal_get_generation (j);
          if (pick == 3)
            apply_pair (j, rand);
          else
            {
              g_autoptr (AdjAction) a = th_random_action (adj_journal_get_state (j), rand);
              adj_journal_apply (j, a, NULL);
            }
          if (adj_journal_get_generation (j) == before)
            continue;
          append (log, adj_savelog_step_line (j, adj_journal_get_cursor (j) - 1));
        }
      lines++;
    }
  /* The jumps back may have dropped every group played: one more, last. */
  guint64 before_pair = adj_journal_get_generation (j);
  apply_pair (j, rand);
  g_assert_cmpuint (adj_journal_get_generation (j), !=, before_pair);
  g_assert_cmpuint (adj_journal_get_n_moves (j, adj_journal_get_cursor (j) - 1), ==, 2);
  append (log, adj_savelog_step_line (j, adj_journal_get_cursor (j) - 1));
  lines++;
  GStatBuf st;
  g_assert_cmpint (g_stat (f.log, &st), ==, 0);
  g_assert_cmpuint (adj_savelog_get_size (log), ==, (gsize) st.st_size);
  adj_savelog_close (log);
  g_autoptr (AdjJournal) k = load (&f, &r);
  g_assert_false (r.stale);
  g_assert_false (r.torn);
  g_assert_cmpuint (r.records, ==, lines);
  assert_same_game (j, k);
  /* Groups came through whole. */
  guint groups = 0;
  for (guint i = 0; i < adj_journal_get_length (k); i++)
    groups += adj_journal_get_n_moves (k, i) == 2;
  g_assert_cmpuint (groups, >, 0);
  files_clear (&f);
}

/* A game reloaded from its base writes the same base again: the autosave
 * relies on it to find which log continues a fallback (the hash). */
static void
test_base_stable (void)
{
  g_autoptr (AdjBattle) b = th_load_sample ();
  g_autoptr (AdjJournal) j = th_random_game (b, 300, 1872);
  GError *error = NULL;
  gsize len = 0, again_len = 0;
  g_autofree char *hash = NULL;
  g_autofree char *text = NULL;

  adj_journal_set_cursor (j, 290);
  text = adj_savelog_base_data (j, &len, &hash);
  g_autoptr (AdjJournal) k = adj_savegame_load_data (text, len, "base.json", adj_rulesets (), NULL, NULL, &error);
  g_assert_no_error (error);
  g_autofree char *again = adj_savelog_base_data (k, &again_len, NULL);
  g_assert_cmpuint (again_len, ==, len);
  g_assert_true (memcmp (text, again, len) == 0);
  g_autofree char *hash2 = adj_savelog_base_hash (k);
  g_assert_cmpstr (hash2, ==, hash);
  g_assert_cmpuint (strlen (hash), ==, 64);
}

static char *
read_all (const char *path, gsize *len)
{
  char *text = NULL;
  g_assert_true (g_file_get_contents (path, &text, len, NULL));
  return text;
}

static void
write_all (const char *path, const char *text, gsize len)
{
  g_assert_true (g_file_set_contents (path, text, (gssize) len, NULL));
}

/* A crash during the last line's write leaves it without its newline, or
 * with zeros where blocks never landed: that line is ignored, wherever it
 * was cut; the lines before it all count. */
static void
test_torn_last_line (void)
{
  g_autoptr (AdjBattle) b = th_load_sample ();
  g_autoptr (AdjJournal) script = th_random_game (b, 30, 1873);
  Files f;

  files_init (&f);
  g_autoptr (AdjJournal) j = logged_game (b, script, 30, &f);
  gsize len = 0;
  g_autofree char *text = read_all (f.log, &len);
  gsize last = len - 1;
  while (last > 0 && text[last - 1] != '\n')
    last--;
  for (gsize cut = last; cut < len; cut++)
    {
      AdjSaveLogReplay r;
      write_all (f.log, text, cut);
      g_autoptr (AdjJournal) k = load (&f, &r);
      assert_prefix (k, script, 29);
      g_assert_cmpuint (r.records, ==, 29);
      g_assert_true (r.torn == (cut > last));
    }
  /* The tail never written: zeros after part of the line. */
  g_autofree char *zeros = g_malloc0 (len);
  memcpy (zeros, text, last + 5);
  write_all (f.log, zeros, len);
  AdjSaveLogReplay r;
  g_autoptr (AdjJournal) k = load (&f, &r);
  assert_prefix (k, script, 29);
  g_assert_true (r.torn);
  /* Only the header, torn: an empty log. */
  write_all (f.log, text, 10);
  g_autoptr (AdjJournal) none = load (&f, &r);
  assert_prefix (none, script, 0);
  g_assert_cmpuint (r.records, ==, 0);
  /* No log at all: the base alone. */
  g_unlink (f.log);
  g_autoptr (AdjJournal) alone = load (&f, &r);
  assert_prefix (alone, script, 0);
  files_clear (&f);
}

/* The base was compacted but the log not yet replaced: the log names the
 * old base and is ignored; the new base already holds its lines. */
static void
test_stale_log_ignored (void)
{
  g_autoptr (AdjBattle) b = th_load_sample ();
  g_autoptr (AdjJournal) script = th_random_game (b, 20, 1874);
  GError *error = NULL;
  Files f;

  files_init (&f);
  g_autoptr (AdjJournal) j = logged_game (b, script, 20, &f);
  gsize len = 0;
  g_autofree char *hash = NULL;
  g_autofree char *text = adj_savelog_base_data (j, &len, &hash);
  g_assert_true (adj_json_save_text (text, len, f.base, &error));
  AdjSaveLogReplay r;
  g_autoptr (AdjJournal) k = load (&f, &r);
  g_assert_true (r.stale);
  g_assert_cmpuint (r.records, ==, 0);
  assert_same_game (j, k);
  files_clear (&f);
}

static void
assert_refused (Files *f, const char *log_text, const char *expect)
{
  GError *error = NULL;
  write_all (f->log, log_text, strlen (log_text));
  g_autoptr (AdjJournal) j = adj_savelog_load_files (f->base, f->log, adj_rulesets (), NULL, NULL, NULL, &error);
  g_assert_null (j);
  g_assert_nonnull (error);
  if (strstr (error->message, expect) == NULL)
    g_error ("'%s' does not say '%s'", error->message, expect);
  g_clear_error (&error);
}

/* A whole line that does not read or replay refuses the log, by line. */
static void
test_refusals (void)
{
  g_autoptr (AdjBattle) b = th_load_sample ();
  g_autoptr (AdjJournal) j = adj_game_journal_new (b, NULL, NULL);
  Files f;

  files_init (&f);
  adj_savelog_close (compact (j, &f));
  g_autofree char *hash = adj_savelog_base_hash (j);
  g_autofree char *header = adj_savelog_header (hash);
  th_apply (j, adj_action_hold_out (1, -1));
  g_autofree char *step = adj_savelog_step_line (j, 0);
  struct { const char *body, *expect; } cases[] = {
    { "{\"cursor\":0}\nnot json\n", "autosave.log (line 4): line 1, column 2" },
    { "[1]\n", "autosave.log (line 2): $: expected an object" },
    { "{\"cursor\":1}\n", "autosave.log (line 2): $.cursor: 1 is outside 0..0" },
    { "{\"nothing\":1}\n", "autosave.log (line 2): $.cursor: missing" },
    { "{\"at\":3,\"step\":{\"type\":\"advance\"}}\n", "$.at: the step was taken after action 3, but the game is after action 0" },
    { "{\"at\":0,\"step\":{\"type\":\"advance\"}}\n", "autosave.log (line 2): $.step: action 0 (advance) does not replay" },
    { "{\"at\":0,\"step\":{\"type\":\"teleport\"}}\n", "autosave.log (line 2): $.step" },
    { "{\"at\":0,\"step\":[]}\n", "a group holds 1 to" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      /* The first bad line follows good ones: the line numbers count them. */
      g_autofree char *text = g_strconcat (header, i == 0 ? step : "", cases[i].body, NULL);
      assert_refused (&f, text, cases[i].expect);
    }
  assert_refused (&f, "{\"format\":\"adjutant-game\",\"version\":1,\"base_sha256\":\"x\"}\n",
                  "autosave.log (line 1): $.format: 'adjutant-game' is not \"adjutant-game-log\"");
  assert_refused (&f, "{\"format\":\"adjutant-game-log\",\"version\":2,\"base_sha256\":\"x\"}\n",
                  "autosave.log (line 1): $.version: 2 is outside 1..1");
  /* A damaged base is the base's error, with its file name. */
  write_all (f.base, "{\"format\":", 10);
  assert_refused (&f, header, "autosave.json: the JSON text ends too early");
  files_clear (&f);
}

/* A log whose file was moved or removed takes no line: it would be lost
 * to the next start. */
static void
test_append_refused_when_moved (void)
{
  g_autoptr (AdjBattle) b = th_load_sample ();
  g_autoptr (AdjJournal) j = adj_game_journal_new (b, NULL, NULL);
  GError *error = NULL;
  Files f;

  files_init (&f);
  AdjSaveLog *log = compact (j, &f);
  append (log, adj_savelog_cursor_line (0));
  g_autofree char *aside = g_strconcat (f.log, "-aside", NULL);
  g_assert_cmpint (g_rename (f.log, aside), ==, 0);
  g_autofree char *line = adj_savelog_cursor_line (0);
  g_assert_false (adj_savelog_append (log, line, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_IO);
  g_assert_nonnull (strstr (error->message, "was moved or removed"));
  g_clear_error (&error);
  /* Back in place, it still refuses: a new log must replace it. */
  g_assert_cmpint (g_rename (aside, f.log), ==, 0);
  g_assert_false (adj_savelog_append (log, line, &error));
  g_clear_error (&error);
  adj_savelog_close (log);
  files_clear (&f);
}

/* A child plays a game as the app does, a line per action and a new base
 * now and then, reporting each action once its line is on the disk; it is
 * killed at random moments. What loads is always a game, a prefix of the
 * script, holding every action reported. */
static void
test_kill_during_append (void)
{
  g_autoptr (AdjBattle) b = th_load_sample ();
  g_autoptr (AdjJournal) script = th_random_game (b, 400, 1875);
  g_autoptr (GRand) rand = g_rand_new_with_seed (1876);
  guint n_script = adj_journal_get_length (script), torn = 0, stale = 0, mid_write = 0;
  Files f;

  files_init (&f);
  for (guint round = 0; round < 40; round++)
    {
      int fds[2];
      g_assert_cmpint (pipe (fds), ==, 0);
      pid_t pid = fork ();
      g_assert_cmpint (pid, >=, 0);
      if (pid == 0)
        {
          close (fds[0]);
          g_autoptr (AdjJournal) j = g_file_test (f.base, G_FILE_TEST_EXISTS)
            ? adj_savelog_load_files (f.base, f.log, adj_rulesets (), NULL, NULL, NULL, NULL)
            : adj_game_journal_new (b, NULL, NULL);
          if (j == NULL || adj_journal_get_length (j) >= n_script)
            j = adj_game_journal_new (b, NULL, NULL);
          AdjSaveLog *log = compact (j, &f);
          for (guint i = adj_journal_get_length (j); i < n_script; i++)
            {
              if (!adj_journal_apply (j, adj_journal_get_move (script, i), NULL))
                _exit (3);
              g_autofree char *line = adj_savelog_step_line (j, i);
              if (!adj_savelog_append (log, line, NULL))
                _exit (4);
              guint32 done = i + 1;
              if (write (fds[1], &done, sizeof done) != sizeof done)
                _exit (5);
              /* Compact when the log outgrows a tenth of the base. */
              GStatBuf st;
              if (g_stat (f.base, &st) == 0 && adj_savelog_get_size (log) * 10 > (gsize) st.st_size)
                {
                  adj_savelog_close (log);
                  log = compact (j, &f);
                }
            }
          _exit (0);
        }
      close (fds[1]);
      g_usleep (g_rand_int_range (rand, 2000, 60000));
      kill (pid, SIGKILL);
      int status;
      g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
      guint32 reported = 0, got;
      while (read (fds[0], &got, sizeof got) == sizeof got)
        reported = got;
      close (fds[0]);

      if (g_file_test (f.base, G_FILE_TEST_EXISTS))
        {
          AdjSaveLogReplay r;
          g_autoptr (AdjJournal) j = load (&f, &r);
          guint n = adj_journal_get_length (j);
          /* Every reported action is there; at most the one being written more. */
          g_assert_cmpuint (n, >=, reported);
          if (reported > 0)
            g_assert_cmpuint (n, <=, reported + 1);
          assert_prefix (j, script, n);
          torn += r.torn;
          stale += r.stale;
        }
      else
        {
          /* Killed (on a busy machine) before its first base was on the
           * disk: no action was reported, so none is owed. */
          g_assert_cmpuint (reported, ==, 0);
        }
      /* A write's temporary left behind: killed in the middle of a compaction. */
      g_autoptr (GDir) d = g_dir_open (f.dir, 0, NULL);
      const char *name;
      while ((name = g_dir_read_name (d)) != NULL)
        if (strchr (name, '.') != strrchr (name, '.'))
          {
            g_autofree char *path = g_build_filename (f.dir, name, NULL);
            mid_write++;
            g_unlink (path);
          }
    }
  /* A kill cannot cut a write() to a file: torn lines come from power
   * cuts and full disks, tested above. */
  g_test_message ("killed 40 times: %u in the middle of a compaction, %u with a stale log (base written, "
                  "log not yet replaced), %u with a torn last line", mid_write, stale, torn);
  files_clear (&f);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/savelog/round-trip", test_round_trip);
  g_test_add_func ("/savelog/base-stable", test_base_stable);
  g_test_add_func ("/savelog/torn-last-line", test_torn_last_line);
  g_test_add_func ("/savelog/stale-log-ignored", test_stale_log_ignored);
  g_test_add_func ("/savelog/refusals", test_refusals);
  g_test_add_func ("/savelog/append-refused-when-moved", test_append_refused_when_moved);
  g_test_add_func ("/savelog/kill-during-append", test_kill_during_append);
  return g_test_run ();
}
