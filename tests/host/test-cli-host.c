/* adjutant-cli host as a process ($ADJUTANT_CLI, built with the toy
 * ruleset): one line per side, SIDE URL; the URL's fragment is the
 * side's token; moves a device makes are written to the file atomically;
 * SIGTERM ends it cleanly. */
#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>

#include "../toy/toy-ruleset.h"
#include "host-client.h"

static char *
read_line (GDataInputStream *in)
{
  GError *error = NULL;
  char *line = g_data_input_stream_read_line_utf8 (in, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (line);
  return line;
}

/* "SIDE URL" into the base (http://HOST:PORT) and the token. */
static void
split_line (const char *line, const char *side, char **base, char **token)
{
  g_autofree char *prefix = g_strconcat (side, " http://", NULL);
  g_assert_true (g_str_has_prefix (line, prefix));
  const char *url = line + strlen (side) + 1;
  const char *hash = strstr (url, "/#");
  g_assert_nonnull (hash);
  *base = g_strndup (url, (gsize) (hash - url));
  *token = g_strdup (hash + 2);
  g_assert_cmpuint (strlen (*token), ==, 32);
}

static char *
file_text (const char *path)
{
  char *text = NULL;
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

static void
test_host (void)
{
  g_autofree char *dir = g_dir_make_tmp ("adj-cli-host-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "toy.adjutant", NULL);
  ToyScenario *sc = toy_scenario_new ("counter", 0, 50);
  GError *error = NULL;
  AdjJournal *j = adj_journal_new (&toy_ruleset, sc, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (adj_savegame_save (j, path, TRUE, &error));
  adj_journal_free (j);
  toy_ruleset.scenario_unref (sc);

  GSubprocess *p = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error, g_getenv ("ADJUTANT_CLI"), "host", path,
                                     "--port", "0", "--address", "127.0.0.1", NULL);
  g_assert_no_error (error);
  g_autoptr (GDataInputStream) out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (p));
  g_autofree char *first = read_line (out);
  g_autofree char *second = read_line (out);
  g_autofree char *base = NULL, *token_left = NULL, *base2 = NULL, *token_right = NULL;
  split_line (first, "left", &base, &token_left);
  split_line (second, "right", &base2, &token_right);
  g_assert_cmpstr (base, ==, base2);

  g_autoptr (SoupSession) session = soup_session_new ();
  g_autofree char *view_url = g_strconcat (base, "/api/view", NULL);
  g_autofree char *move_url = g_strconcat (base, "/api/move", NULL);
  HostReply r = host_request (session, "GET", view_url, token_right, NULL, NULL);
  g_assert_cmpuint (r.status, ==, 200);
  host_reply_clear (&r);
  r = host_request (session, "POST", move_url, token_left, "{\"type\":\"add\",\"n\":4}", NULL);
  g_assert_cmpuint (r.status, ==, 200);
  host_reply_clear (&r);
  /* Written before the answer came: the file replays to the move. */
  g_autofree char *saved = file_text (path);
  const AdjRuleset *list[] = { &toy_ruleset, NULL };
  AdjJournal *back = adj_savegame_load_file (path, list, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (toy_state_counter (adj_journal_get_state (back)), ==, 4);
  adj_journal_free (back);
  /* Refused: the file is left as it was. */
  r = host_request (session, "POST", move_url, token_right, "{\"type\":\"add\",\"n\":7}", NULL);
  g_assert_cmpuint (r.status, ==, 422);
  host_reply_clear (&r);
  g_autofree char *after = file_text (path);
  g_assert_cmpstr (after, ==, saved);

  g_subprocess_send_signal (p, SIGTERM);
  g_assert_true (g_subprocess_wait (p, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (p));
  g_assert_cmpint (g_subprocess_get_exit_status (p), ==, 0);
  g_object_unref (p);
  g_remove (path);
  g_rmdir (dir);
}

static void
test_refusals (void)
{
  const char *cli = g_getenv ("ADJUTANT_CLI");
  const struct { const char *args[6]; const char *expect; } cases[] = {
    { { "host", NULL }, "expected one saved game file" },
    { { "host", "nowhere.adjutant", NULL }, "--port N: a port from 0 to 65535 is needed" },
    { { "host", "nowhere.adjutant", "--port", "70000", NULL }, "--port N: a port from 0 to 65535" },
    { { "host", "nowhere.adjutant", "--port", "0", NULL }, "nowhere.adjutant" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const char *argv[8] = { cli };
      for (guint k = 0; cases[i].args[k] != NULL; k++)
        argv[k + 1] = cases[i].args[k];
      GError *error = NULL;
      g_autoptr (GSubprocess) p = g_subprocess_newv (argv, G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                                           | G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
      g_assert_no_error (error);
      g_autofree char *out = NULL, *err = NULL;
      g_assert_true (g_subprocess_communicate_utf8 (p, NULL, NULL, &out, &err, &error));
      g_assert_cmpint (g_subprocess_get_exit_status (p), ==, 2);
      g_assert_cmpstr (out, ==, "");
      g_assert_true (g_str_has_prefix (err, "adjutant-cli: host: "));
      g_assert_nonnull (strstr (err, cases[i].expect));
      g_assert_nonnull (strchr (err, '\n'));
      g_assert_cmpstr (strchr (err, '\n') + 1, ==, "");
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/host/serves-and-saves", test_host);
  g_test_add_func ("/cli/host/refusals", test_refusals);
  return g_test_run ();
}
