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

/* @cli host @path on a free port of 127.0.0.1 (ADJUTANT_DATADIR=@data
 * unless NULL): the address all lines share, and the sides' tokens, the
 * sides being @left and @right. */
static GSubprocess *
spawn_host (const char *cli, const char *data, const char *path, const char *left, const char *right, char **base,
            char **token_left, char **token_right)
{
  GError *error = NULL;
  g_autoptr (GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  if (data != NULL)
    g_subprocess_launcher_setenv (launcher, "ADJUTANT_DATADIR", data, TRUE);
  GSubprocess *p = g_subprocess_launcher_spawn (launcher, &error, cli, "host", path, "--port", "0", "--address",
                                                "127.0.0.1", NULL);
  g_assert_no_error (error);
  /* The pipe stays open with the process, as long as it runs. */
  g_autoptr (GDataInputStream) out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (p));
  g_filter_input_stream_set_close_base_stream (G_FILTER_INPUT_STREAM (out), FALSE);
  g_autofree char *first = read_line (out);
  g_autofree char *second = read_line (out);
  g_autofree char *base2 = NULL;
  split_line (first, left, base, token_left);
  split_line (second, right, &base2, token_right);
  g_assert_cmpstr (*base, ==, base2);
  return p;
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

  g_autofree char *base = NULL, *token_left = NULL, *token_right = NULL;
  GSubprocess *p = spawn_host (g_getenv ("ADJUTANT_CLI"), NULL, path, "left", "right", &base, &token_left,
                               &token_right);

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

/* The real adjutant-cli ($ADJUTANT_CLI_GAMES) hosting Glory III's sample
 * battle: it keeps its own messages in C, yet a phone that asks for
 * German reads the rally calculator's 12.4 modifier and the step prompt
 * (3.A.2) in German, while an English one at the same time reads them
 * in English (docs/devices.md). */
static void
test_languages (void)
{
  const char *cli = g_getenv ("ADJUTANT_CLI_GAMES"), *data = g_getenv ("ADJUTANT_GAMES_DATADIR");
  g_assert_nonnull (cli);
  g_assert_nonnull (data);
  g_autofree char *dir = g_dir_make_tmp ("adj-cli-host-lang-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "glory.adjutant", NULL);
  g_autofree char *battle_path = g_build_filename (data, "battles", "sample-cedar-creek.json", NULL);
  GError *error = NULL;
  AdjBattle *battle = adj_battle_load_file (battle_path, &error);
  g_assert_no_error (error);
  AdjJournal *j = adj_game_journal_new (battle, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (adj_savegame_save (j, path, TRUE, &error));
  adj_journal_free (j);
  adj_battle_unref (battle);

  g_autofree char *base = NULL, *token_union = NULL, *token_csa = NULL;
  GSubprocess *p = spawn_host (cli, data, path, "union", "csa", &base, &token_union, &token_csa);

  g_autoptr (SoupSession) session = soup_session_new ();
  g_autofree char *calc_url = g_strconcat (base, "/api/calc", NULL);
  g_autofree char *view_url = g_strconcat (base, "/api/view", NULL);
  const char *rally = "{\"calculator\":\"rally\",\"input\":{\"cohesion\":5,\"marker\":\"mounted\"}}";
  const struct { const char *accept, *token, *modifier, *prompt; } devices[] = {
    { "de-DE,de;q=0.9", token_csa, "ungeordnete Kavallerie ohne ungeordnete Seite: 1 niedriger",
      "der Initiativespieler darf einen seiner verfügbaren AMs zurückhalten, um den Zug zu eröffnen" },
    { "en-GB,en;q=0.9", token_union, "disordered cavalry without a disordered side: 1 lower",
      "the Initiative Player may hold out one of his available AMs to start the turn" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (devices); i++)
    {
      HostReply r = host_request (session, "POST", calc_url, devices[i].token, rally,
                                  "Accept-Language", devices[i].accept, NULL);
      g_assert_cmpuint (r.status, ==, 200);
      json_object *result = json_object_object_get (r.body, "result");
      json_object *mod = json_object_array_get_idx (json_object_object_get (result, "cohesion_modifiers"), 0);
      g_assert_cmpstr (json_object_get_string (json_object_object_get (mod, "text")), ==, devices[i].modifier);
      host_reply_clear (&r);
      r = host_request (session, "GET", view_url, devices[i].token, NULL, "Accept-Language", devices[i].accept, NULL);
      g_assert_cmpuint (r.status, ==, 200);
      json_object *prompt = json_object_object_get (json_object_object_get (r.body, "view"), "prompt");
      g_assert_cmpstr (json_object_get_string (json_object_object_get (prompt, "text")), ==, devices[i].prompt);
      host_reply_clear (&r);
    }

  g_subprocess_send_signal (p, SIGTERM);
  g_assert_true (g_subprocess_wait (p, NULL, &error));
  g_assert_cmpint (g_subprocess_get_exit_status (p), ==, 0);
  g_object_unref (p);
  g_remove (path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/host/serves-and-saves", test_host);
  g_test_add_func ("/cli/host/refusals", test_refusals);
  /* Only a build with the app has po/ built, the German catalogue this
   * needs (tests/host/meson.build sets the variables then, as it defines
   * host-language only then): without it the test is not there at all. */
  if (g_getenv ("ADJUTANT_CLI_GAMES") != NULL)
    g_test_add_func ("/cli/host/languages", test_languages);
  return g_test_run ();
}
