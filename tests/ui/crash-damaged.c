/* crash-damaged.c: torn and truncated files, opened and resumed
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Files as a crash, a full disk or a bad copy leave them: refused with the
 * file and the reason, or resumed from what is still good, never with the
 * game in play or its autosave lost (see test-crash-safety.c).
 */

#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "adj-game-session.h"
#include "adj-window.h"
#include "adj-window-actions.h"
#include "crash-test.h"

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

  crash_clear_data_dir ();
  window = crash_restart ();
  session = adj_window_get_session (window);
  g_assert_true (adj_glory_session_new_game (session, battle, NULL, &error));
  for (guint i = 0; i < n; i++)
    g_assert_true (adj_game_session_apply (session, adj_journal_get_move (crash_script, i), NULL));
  crash_assert_script_prefix (adj_game_session_get_journal (session), n);
  return window;
}

/* Every file of the data dir, name and bytes. */
static GHashTable *
snapshot_data_dir (void)
{
  g_autofree char *dir = crash_data_dir ();
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

void
crash_test_open_damaged (void)
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
      dialog = crash_wait_for_dialog ("The Game Could Not Be Opened");
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
  crash_close_window (window);
}

/* Played, closed and resumed (the resume keeps the pair it read as the
 * previous one), then @more actions: the previous pair holds @n. */
static GtkWindow *
play_resume_play (guint n, guint more)
{
  GtkWindow *window = play_fresh (n);
  AdjGameSession *session;

  crash_close_window (window);
  window = crash_restart ();
  session = adj_window_get_session (window);
  crash_assert_script_prefix (adj_game_session_get_journal (session), n);
  for (guint i = n; i < n + more; i++)
    g_assert_true (adj_game_session_apply (session, adj_journal_get_move (crash_script, i), NULL));
  return window;
}

/* autosave.json torn at start: the game comes back from the previous pair
 * and the log written after it, whole, and the player is told. */
void
crash_test_torn_autosave_falls_back (void)
{
  GtkWindow *window = play_resume_play (30, 2);
  g_autofree char *autosave = adj_game_session_autosave_path ();
  g_autofree char *log = adj_game_session_autosave_log_path ();
  g_autofree char *previous = adj_game_session_previous_autosave_path ();
  g_autofree char *damaged = adj_paths_user_file ("autosave-damaged.json");
  g_autofree char *dir = crash_data_dir ();
  gsize len = 0;
  g_autofree char *text = NULL;
  g_autoptr (GHashTable) files = NULL;
  AdwMessageDialog *dialog;
  AdjGameSession *session;
  const char *body;

  crash_close_window (window);
  text = read_bytes (autosave, &len);
  write_raw (autosave, text, len / 2);
  files = snapshot_data_dir ();

  window = crash_restart ();
  dialog = crash_wait_for_dialog ("An Earlier Autosave Was Resumed");
  body = adw_message_dialog_get_body (dialog);
  g_assert_true (ui_test_contains (body, "autosave.json: the JSON text ends too early"));
  g_assert_true (ui_test_contains (body, "from the earlier autosave, autosave-previous.json, and the actions logged since: none is missing"));
  g_assert_true (ui_test_contains (body, "kept as autosave-damaged.json in "));
  g_assert_true (ui_test_contains (body, dir));
  ui_test_wait_for_new_frame (GTK_WINDOW (dialog));
  ui_test_save_screenshot (GTK_WINDOW (dialog), "crash-resume-fallback.png");
  ui_test_respond (dialog, "close");

  session = adj_window_get_session (window);
  crash_assert_script_prefix (adj_game_session_get_journal (session), 32);
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
    crash_assert_script_prefix (now, 32);
    crash_assert_script_prefix (kept, 30);
  }
  crash_close_window (window);

  /* Torn again, and its log lost: the previous pair alone, two actions
   * short, and the message says actions may be missing. */
  g_free (text);
  text = read_bytes (autosave, &len);
  write_raw (autosave, text, len / 3);
  g_assert_cmpint (g_unlink (log), ==, 0);
  window = crash_restart ();
  dialog = crash_wait_for_dialog ("An Earlier Autosave Was Resumed");
  g_assert_true (ui_test_contains (adw_message_dialog_get_body (dialog),
                                   "from the earlier autosave, autosave-previous.json: the latest actions may be missing"));
  ui_test_respond (dialog, "close");
  session = adj_window_get_session (window);
  crash_assert_script_prefix (adj_game_session_get_journal (session), 30);
  /* Play goes on from there, on disk at once. */
  g_assert_true (adj_game_session_apply (session, adj_journal_get_move (crash_script, 30), NULL));
  {
    g_autoptr (AdjJournal) latest = ui_test_load_autosave (FALSE);
    crash_assert_script_prefix (latest, 31);
  }
  crash_close_window (window);
}

/* A kill (or a full disk) in the middle of a line: that line was never
 * reported, and the game resumes without it, with no message. */
void
crash_test_torn_log_line_ignored (void)
{
  GtkWindow *window = play_fresh (12);
  g_autofree char *log = adj_game_session_autosave_log_path ();
  g_autofree char *line = NULL;
  gsize len = 0;
  g_autofree char *text = NULL;

  crash_close_window (window);
  /* Half of the line the 13th action would write, and zeros. */
  {
    g_autoptr (AdjJournal) j = ui_test_load_autosave (FALSE);
    g_assert_true (adj_journal_apply (j, adj_journal_get_move (crash_script, 12), NULL));
    line = adj_savelog_step_line (j, 12);
  }
  text = read_bytes (log, &len);
  {
    g_autoptr (GString) torn = g_string_new_len (text, (gssize) len);
    g_string_append_len (torn, line, (gssize) strlen (line) / 2);
    g_string_append_len (torn, "\0\0\0\0", 4);
    write_raw (log, torn->str, torn->len);
  }
  window = crash_restart ();
  crash_assert_script_prefix (adj_game_session_get_journal (adj_window_get_session (window)), 12);
  g_assert_null (adj_game_session_get_resume_notice (adj_window_get_session (window)));
  g_assert_null (ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  crash_close_window (window);
}

/* Nothing readable: resume refuses with the files and the reasons, and
 * leaves the game on disk as it is. A damaged line inside the log is as
 * bad as a damaged base. */
void
crash_test_torn_autosave_refused (void)
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

  crash_close_window (window);
  text = read_bytes (autosave, &len);
  write_raw (autosave, text, len - 40);
  write_torn (previous, text, len / 4, 3 * len / 4);

  window = crash_restart ();
  dialog = crash_wait_for_dialog ("The Last Game Could Not Be Resumed");
  body = adw_message_dialog_get_body (dialog);
  g_assert_true (ui_test_contains (body, "autosave.json: the JSON text ends too early"));
  g_assert_true (ui_test_contains (body, "The earlier autosave cannot be read either:\nautosave-previous.json: line "));
  g_assert_true (ui_test_contains (body, "kept as autosave-damaged.json"));
  ui_test_wait_for_new_frame (GTK_WINDOW (dialog));
  ui_test_save_screenshot (GTK_WINDOW (dialog), "crash-resume-refused.png");
  ui_test_respond (dialog, "close");
  g_assert_null (adj_game_session_get_journal (adj_window_get_session (window)));
  g_assert_true (same_bytes (autosave, text, len - 40));
  crash_close_window (window);

  /* No earlier autosave at all. */
  g_unlink (previous);
  window = crash_restart ();
  dialog = crash_wait_for_dialog ("The Last Game Could Not Be Resumed");
  g_assert_true (ui_test_contains (adw_message_dialog_get_body (dialog), "There is no earlier autosave to go back to"));
  ui_test_respond (dialog, "close");
  g_assert_true (same_bytes (autosave, text, len - 40));
  crash_close_window (window);

  /* The base whole, its log's third line garbled: refused by line. */
  write_raw (autosave, text, len);
  log_text = read_bytes (log, &log_len);
  for (third = 0, newlines = 0; third < log_len && newlines < 2; third++)
    newlines += log_text[third] == '\n';
  log_text[third + 1] = '#';
  write_raw (log, log_text, log_len);
  window = crash_restart ();
  dialog = crash_wait_for_dialog ("The Last Game Could Not Be Resumed");
  g_assert_true (ui_test_contains (adw_message_dialog_get_body (dialog), "autosave.log (line 3): line 1, column 2"));
  ui_test_respond (dialog, "close");
  g_assert_null (adj_game_session_get_journal (adj_window_get_session (window)));
  g_assert_true (same_bytes (log, log_text, log_len));
  crash_close_window (window);
}

/* A failing autosave is said once, not after every action. */
void
crash_test_autosave_failure_shown (void)
{
  GtkWindow *window = play_fresh (3);
  AdjGameSession *session = adj_window_get_session (window);
  g_autofree char *dir = crash_data_dir ();
  g_autofree char *aside = g_strconcat (dir, "-aside", NULL);
  AdwMessageDialog *dialog;

  /* The data folder's name taken by a file: the log is not where it was,
   * and no new one can be made. */
  g_assert_cmpint (g_rename (dir, aside), ==, 0);
  write_raw (dir, "x", 1);
  g_assert_true (adj_game_session_apply (session, adj_journal_get_move (crash_script, 3), NULL));
  dialog = crash_wait_for_dialog ("The Game Could Not Be Autosaved");
  g_assert_true (ui_test_contains (adw_message_dialog_get_body (dialog), dir));
  ui_test_respond (dialog, "close");
  g_assert_true (adj_game_session_apply (session, adj_journal_get_move (crash_script, 4), NULL));
  for (int i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
  g_assert_null (ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));

  g_assert_cmpint (g_unlink (dir), ==, 0);
  g_assert_cmpint (g_rename (aside, dir), ==, 0);
  g_assert_true (adj_game_session_apply (session, adj_journal_get_move (crash_script, 5), NULL));
  g_assert_null (adj_game_session_get_autosave_error (session));
  g_autoptr (AdjJournal) saved = ui_test_load_autosave (FALSE);
  crash_assert_script_prefix (saved, 6);
  crash_close_window (window);
}
