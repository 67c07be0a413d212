/* test-open-files.c: `adjutant FILE` opens it in a window
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The test binary starts itself again as the application ("--app
 * FILE…"): the real AdjApplication with the flags main.c gives it, run by
 * g_application_run() on that command line, as a desktop or a terminal
 * starts it. Once the window shows a game or a message, the child prints
 * what it sees and quits; the parent checks it, and that nothing went to
 * stderr. A saved game (this version's, and one an earlier version
 * wrote), a scenario, a file that does not load (its message in the
 * window, no game in play), several files (a choice). In-process: a file
 * from outside while the game in play has unsaved changes asks first.
 */

#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include <adjutant-engine.h>

#include "adj-application.h"
#include "adj-game-session.h"
#include "adj-window.h"
#include "adj-window-actions.h"
#include "ui-test-util.h"
#include "../engine/game-helpers.h"

#define CHILD_DEADLINE_US (30 * G_USEC_PER_SEC)

static AdjApplication *app;

/* ---- The child: the application on a command line. ---- */

typedef struct {
  gint64 deadline;
  gint64 game_seen;   /* when a game was first seen, 0 before */
  gboolean answered;
} ChildWatch;

static GtkWindow *
child_window (void)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (app)); l != NULL; l = l->next)
    if (ADJ_IS_WINDOW (l->data) && gtk_widget_get_mapped (l->data))
      return l->data;
  return NULL;
}

static char *
one_line (const char *text)
{
  GString *s = g_string_new (text);
  g_string_replace (s, "\n", " / ", 0);
  return g_string_free (s, FALSE);
}

static gboolean
child_check (gpointer data)
{
  ChildWatch *watch = data;
  GtkWindow *window = child_window ();
  GtkWindow *dialog = ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  const char *answer = g_getenv ("ADJ_OPEN_ANSWER");
  AdjGameSession *session;
  AdjJournal *journal;
  guint n_windows = 0;

  if (g_get_monotonic_time () > watch->deadline)
    {
      g_print ("timeout\n");
      g_application_quit (G_APPLICATION (app));
      return G_SOURCE_REMOVE;
    }
  if (window == NULL)
    return G_SOURCE_CONTINUE;
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (app)); l != NULL; l = l->next)
    n_windows += ADJ_IS_WINDOW (l->data);
  session = adj_window_get_session (window);
  journal = adj_game_session_get_journal (session);
  if (dialog != NULL)
    {
      const char *heading = adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog));
      g_autofree char *body = one_line (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)));

      if (answer != NULL && !watch->answered && g_strcmp0 (heading, "Open Which File?") == 0)
        {
          g_print ("choice %s\nbody %s\nresponses %s %s %s\n", heading, body,
                   adw_message_dialog_get_response_label (ADW_MESSAGE_DIALOG (dialog), "file-0"),
                   adw_message_dialog_get_response_label (ADW_MESSAGE_DIALOG (dialog), "file-1"),
                   adw_message_dialog_has_response (ADW_MESSAGE_DIALOG (dialog), "file-2") ? "more" : "none");
          watch->answered = TRUE;
          adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), answer);
          gtk_window_destroy (dialog);
          return G_SOURCE_CONTINUE;
        }
      ui_test_wait_for_new_frame (dialog);
      ui_test_save_screenshot (dialog, "open-files-bad-file.png");
      g_print ("dialog %s\nbody %s\nover %s\ngame %s\nwindows %u\n", heading, body,
               gtk_window_get_transient_for (dialog) == window ? "window" : "other",
               journal != NULL ? "yes" : "none", n_windows);
      g_application_quit (G_APPLICATION (app));
      return G_SOURCE_REMOVE;
    }
  if (journal == NULL)
    return G_SOURCE_CONTINUE;
  /* The game is in: long enough for a resume offer to show, if one would. */
  if (watch->game_seen == 0)
    watch->game_seen = g_get_monotonic_time ();
  if (g_get_monotonic_time () - watch->game_seen < 500000)
    return G_SOURCE_CONTINUE;
  ui_test_wait_for_new_frame (window);
  ui_test_save_screenshot (window, "open-files-game.png");
  g_print ("game %s %u %u\npath %s\npage %s\nwindows %u\n", adj_journal_get_ruleset (journal)->id,
           adj_journal_get_length (journal), adj_journal_get_cursor (journal),
           adj_game_session_get_path (session) != NULL ? adj_game_session_get_path (session) : "(none)",
           adj_window_get_page (ADJ_WINDOW (window)), n_windows);
  g_application_quit (G_APPLICATION (app));
  return G_SOURCE_REMOVE;
}

static int
app_child (int argc, char *argv[])
{
  ChildWatch watch = { g_get_monotonic_time () + CHILD_DEADLINE_US, 0, FALSE };
  /* The command line the application sees: the program, then the files. */
  char **args = g_new0 (char *, argc);
  int status;

  int test_argc = 1;
  char **test_argv = args;

  args[0] = argv[0];
  /* For the screenshots' folder; then the files go back on the line. */
  g_test_init (&test_argc, &test_argv, NULL);
  for (int i = 2; i < argc; i++)
    args[i - 1] = argv[i];
  ui_test_init ();
  /* main.c's flags; non-unique so a developer's Adjutant is not asked. */
  app = adj_application_new (APP_ID, G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_timeout_add (50, child_check, &watch);
  status = g_application_run (G_APPLICATION (app), argc - 1, args);
  g_free (args);
  g_clear_object (&app);
  return status;
}

/* ---- The parent. ---- */

typedef struct {
  char *out, *err;
} Run;

static void
run_clear (Run *run)
{
  g_free (run->out);
  g_free (run->err);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

/* The application run on @files; what it printed. */
static void
run_app (Run *run, const char *answer, const char *const *files)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *exe = g_file_read_link ("/proc/self/exe", &error);
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr (GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                                                        | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_autoptr (GSubprocess) child = NULL;
  g_autoptr (GString) said = g_string_new (NULL);
  g_autofree char *out = NULL;
  g_auto (GStrv) argv = NULL;
  g_auto (GStrv) lines = NULL;

  g_assert_no_error (error);
  g_strv_builder_add_many (builder, exe, "--app", NULL);
  g_strv_builder_addv (builder, (const char **) files);
  argv = g_strv_builder_end (builder);
  if (answer != NULL)
    g_subprocess_launcher_setenv (launcher, "ADJ_OPEN_ANSWER", answer, TRUE);
  child = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate_utf8 (child, NULL, NULL, &out, &run->err, &error));
  g_assert_no_error (error);
  /* The test framework's own lines ("# ...") aside. */
  lines = g_strsplit (out, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (lines[i][0] != '#' && lines[i][0] != '\0')
      g_string_append_printf (said, "%s\n", lines[i]);
  run->out = g_string_free (g_steal_pointer (&said), FALSE);
  g_test_message ("child said:\n%s\nand on stderr:\n%s", run->out, run->err);
  g_assert_true (g_subprocess_get_if_exited (child));
  g_assert_cmpint (g_subprocess_get_exit_status (child), ==, 0);
  g_assert_null (strstr (run->out, "timeout"));
}

/* The errors a player could see in a terminal: none. The toolkit's own
 * debug chatter (G_MESSAGES_DEBUG in some setups) is not ours. */
static void
assert_quiet (const Run *run)
{
  g_assert_null (strstr (run->err, "can not open files"));
  g_assert_null (strstr (run->err, "CRITICAL"));
  g_assert_null (strstr (run->err, "WARNING"));
  g_assert_null (strstr (run->err, "does not replay"));
  g_assert_null (strstr (run->err, "ends too early"));
}

static char *
fixture_dir (void)
{
  return g_build_filename (ui_test_user_dir (), "files", NULL);
}

/* A game of @n actions on the sample battle, saved as @name. */
static char *
save_game (const char *name, guint n, guint *length)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (AdjBattle) battle = adj_glory_session_load_sample (&error);
  g_autoptr (AdjJournal) j = NULL;
  g_autofree char *dir = fixture_dir ();
  char *path = g_build_filename (dir, name, NULL);

  g_assert_no_error (error);
  j = th_random_game (battle, n, 1878);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (adj_savegame_save (j, path, TRUE, &error));
  *length = adj_journal_get_length (j);
  return path;
}

/* An autosave of another game is on disk: opening a file must not offer it. */
static void
leave_an_autosave (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (AdjBattle) battle = adj_glory_session_load_sample (&error);
  g_autoptr (AdjJournal) j = adj_game_journal_new (battle, NULL, &error);
  g_autofree char *autosave = adj_game_session_autosave_path ();
  g_autofree char *dir = g_path_get_dirname (autosave);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (adj_savegame_save (j, autosave, TRUE, &error));
}

static void
test_save_on_command_line (void)
{
  guint length = 0;
  g_autofree char *path = save_game ("evening.adjutant", 12, &length);
  g_autofree char *expect = g_strdup_printf ("game glory %u %u\npath %s\npage turn\nwindows 1\n", length, length, path);
  const char *files[] = { path, NULL };
  g_auto (Run) run = { NULL, NULL };

  g_assert_cmpuint (length, ==, 12);
  leave_an_autosave ();
  run_app (&run, NULL, files);
  /* Opened, on the game's first page, no dialog (no resume offer). */
  g_assert_cmpstr (run.out, ==, expect);
  assert_quiet (&run);
}

/* A save written by an earlier version (format version 1), named *.json. */
static void
test_older_save (void)
{
  g_autofree char *where = g_test_build_filename (G_TEST_DIST, "..", "data", "saves-v1", "sample-random-embedded.json", NULL);
  /* The application sees the file as a GFile: its path without "..". */
  g_autofree char *path = g_canonicalize_filename (where, NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (AdjJournal) j = adj_savegame_load_file (path, adj_rulesets (), NULL, NULL, &error);
  g_autofree char *expect = NULL;
  const char *files[] = { path, NULL };
  g_auto (Run) run = { NULL, NULL };

  g_assert_no_error (error);
  expect = g_strdup_printf ("game glory %u %u\npath %s\n", adj_journal_get_length (j), adj_journal_get_cursor (j), path);
  run_app (&run, NULL, files);
  g_assert_true (g_str_has_prefix (run.out, expect));
  assert_quiet (&run);
}

/* A scenario: a new game on it, not yet saved anywhere. */
static void
test_scenario (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("ADJUTANT_DATADIR"), "battles", "sample-cedar-creek.json", NULL);
  const char *files[] = { path, NULL };
  g_auto (Run) run = { NULL, NULL };

  run_app (&run, NULL, files);
  g_assert_cmpstr (run.out, ==, "game glory 0 0\npath (none)\npage turn\nwindows 1\n");
  assert_quiet (&run);
}

/* A file that does not load: the loader's message, in the window. */
static void
test_bad_file (void)
{
  guint length = 0;
  g_autofree char *good = save_game ("good.adjutant", 6, &length);
  g_autofree char *dir = fixture_dir ();
  g_autofree char *bad = g_build_filename (dir, "cut-short.adjutant", NULL);
  g_autofree char *text = NULL;
  gsize len = 0;
  const char *files[] = { bad, NULL };
  g_auto (Run) run = { NULL, NULL };

  g_assert_true (g_file_get_contents (good, &text, &len, NULL));
  g_assert_true (g_file_set_contents (bad, text, (gssize) len / 2, NULL));
  run_app (&run, NULL, files);
  g_assert_true (ui_test_contains (run.out, "dialog The Game Could Not Be Opened\n"));
  g_assert_true (ui_test_contains (run.out, "body cut-short.adjutant: the JSON text ends too early\n"));
  g_assert_true (ui_test_contains (run.out, "over window\ngame none\nwindows 1\n"));
  assert_quiet (&run);

  /* Not a file of Adjutant's at all. */
  g_assert_true (g_file_set_contents (bad, "{\"format\": \"something-else\"}", -1, NULL));
  run_clear (&run);
  run_app (&run, NULL, files);
  g_assert_true (ui_test_contains (run.out, "body cut-short.adjutant: $.format: 'something-else' is not the "
                                             "scenario format of any game Adjutant knows\n"));
  assert_quiet (&run);

  /* Bytes that are not UTF-8, in the file and in its name: the dialog
   * (Pango) gets the name's display form and the place, never the bytes. */
  g_autofree char *odd = g_build_filename (dir, "odd\xffname.adjutant", NULL);
  const char *odd_files[] = { odd, NULL };
  g_assert_true (g_file_set_contents (odd, "{\"format\": \"adjutant-game\xfe\"}", -1, NULL));
  run_clear (&run);
  run_app (&run, NULL, odd_files);
  g_assert_true (g_utf8_validate (run.out, -1, NULL));
  g_assert_true (ui_test_contains (run.out, "body odd\xef\xbf\xbdname.adjutant: line 1, column "));
  g_assert_true (ui_test_contains (run.out, "the text is not valid UTF-8\n"));
  assert_quiet (&run);
  g_remove (odd);
}

/* Several files: one game at a time, the player chooses. */
static void
test_several_files (void)
{
  guint first = 0, second = 0;
  g_autofree char *a = save_game ("first_game.adjutant", 4, &first);
  g_autofree char *b = save_game ("second.adjutant", 9, &second);
  g_autofree char *expect = g_strdup_printf ("game glory %u %u\npath %s\n", second, second, b);
  const char *files[] = { a, b, NULL };
  g_auto (Run) run = { NULL, NULL };

  run_app (&run, "file-1", files);
  /* The underline of a file name is not a mnemonic. */
  g_assert_true (ui_test_contains (run.out, "choice Open Which File?\n"));
  g_assert_true (ui_test_contains (run.out, "responses first__game.adjutant second.adjutant none\n"));
  g_assert_true (ui_test_contains (run.out, expect));
  assert_quiet (&run);
}

/* In-process: the game in play has unsaved changes; a file from outside
 * asks before it replaces it. */
static void
test_unsaved_game_asks (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (AdjBattle) battle = adj_glory_session_load_sample (&error);
  guint length = 0;
  g_autofree char *path = save_game ("other.adjutant", 5, &length);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  GtkWindow *window = ui_test_main_window (&app);
  AdjGameSession *session = adj_window_get_session (window);
  AdwMessageDialog *dialog;

  if (ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG) != NULL)
    ui_test_respond (ADW_MESSAGE_DIALOG (ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG)), "later");
  g_assert_true (adj_glory_session_new_game (session, battle, NULL, &error));
  g_assert_true (adj_game_session_apply (session, adj_action_hold_out (1, -1), &error));
  g_assert_true (adj_game_session_is_modified (session));

  adj_window_open_files (window, &file, 1);
  dialog = ui_test_wait_for_dialog ("Open other.adjutant?");
  ui_test_respond (dialog, "cancel");
  g_assert_cmpuint (adj_journal_get_length (adj_game_session_get_journal (session)), ==, 1);

  adj_window_open_files (window, &file, 1);
  dialog = ui_test_wait_for_dialog ("Open other.adjutant?");
  ui_test_respond (dialog, "open");
  g_assert_cmpuint (adj_journal_get_length (adj_game_session_get_journal (session)), ==, length);
  g_assert_cmpstr (adj_game_session_get_path (session), ==, path);
}

int
main (int argc, char *argv[])
{
  int status;

  if (argc >= 2 && g_str_equal (argv[1], "--app"))
    return app_child (argc, argv);

  /* The children share this data dir: an autosave left there is theirs. */
  ui_test_user_dir_setup ("adj-ui-open-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  ui_test_init ();

  g_test_add_func ("/ui/open-files/save-on-command-line", test_save_on_command_line);
  g_test_add_func ("/ui/open-files/older-save", test_older_save);
  g_test_add_func ("/ui/open-files/scenario", test_scenario);
  g_test_add_func ("/ui/open-files/bad-file-message-in-window", test_bad_file);
  g_test_add_func ("/ui/open-files/several-files-choose-one", test_several_files);
  g_test_add_func ("/ui/open-files/unsaved-game-asks", test_unsaved_game_asks);
  status = g_test_run ();

  ui_test_app_quit (&app);
  ui_test_user_dir_cleanup ();
  return status;
}
