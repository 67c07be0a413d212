/* What the player typed is what is used, and an answer that does not
 * arrive is said: the real adjutant-cli with a missing --overrides file,
 * a NUL inside a JSON string, stdout on a full disk and on a closed pipe. */
#include <fcntl.h>
#include <glib/gstdio.h>
#include <glib-unix.h>
#include <gio/gio.h>
#include <string.h>
#include <unistd.h>

#include "cli-run.h"

#define CHARGE "{\"roll\":5,\"attackers\":[{\"hex\":\"1009\",\"units\":[{\"name\":\"%s\",\"type\":\"infantry\"," \
               "\"strength\":4,\"cohesion\":7}]}],\"defenders\":[{\"hex\":\"1010\",\"units\":[{\"name\":\"D\"," \
               "\"type\":\"infantry\",\"strength\":6,\"cohesion\":5}]}]}"

static char *tmpdir;

static char *
write_input (const char *name, const char *text)
{
  char *path = g_build_filename (tmpdir, name, NULL);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}

/* --overrides naming no file is an error, never the shipped values. */
static void
test_missing_overrides (void)
{
  g_autofree char *none = g_build_filename (tmpdir, "no-such-values.json", NULL);
  g_autofree char *charge_text = g_strdup_printf (CHARGE, "Y");
  g_autofree char *charge = write_input ("charge.json", charge_text);
  CliRun r = cli_run (NULL, "odds", "9", "6", "--overrides", none, NULL);
  cli_run_assert_bad (&r, "adjutant-cli: odds: ", "--overrides");
  g_assert_true (strstr (r.err, "no-such-values.json: No such file or directory") != NULL);
  cli_run_clear (&r);
  r = cli_run (NULL, "charts", "--overrides", none, NULL);
  cli_run_assert_bad (&r, "adjutant-cli: charts: ", "no-such-values.json");
  cli_run_clear (&r);
  r = cli_run (NULL, "charge", charge, "--overrides", none, NULL);
  cli_run_assert_bad (&r, "adjutant-cli: charge: ", "no-such-values.json");
  cli_run_clear (&r);
  r = cli_run (NULL, "fire", charge, "--overrides", tmpdir, NULL);
  cli_run_assert_bad (&r, "adjutant-cli: fire: ", "not a file");
  cli_run_clear (&r);
  /* Without the option the shipped values answer, as always. */
  r = cli_run (NULL, "odds", "9", "6", NULL);
  g_assert_cmpint (r.status, ==, 0);
  cli_run_clear (&r);
}

/* A NUL inside a string would cut it short: refused with its JSON path. */
static void
test_nul_in_strings (void)
{
  g_autofree char *text = g_strdup_printf (CHARGE, "Y\\u0000Z");
  CliRun r = cli_run (text, "charge", "-", NULL);
  cli_run_assert_bad (&r, "adjutant-cli: charge: ",
                      "stdin: $.attackers[0].units[0].name: a text may not hold a NUL character (\\u0000)");
  cli_run_clear (&r);

  /* A save whose unit id hides a NUL does not replay as another unit. */
  const char *save = "{\"format\":\"adjutant-game\",\"version\":1,\"battle\":{\"id\":\"sample-cedar-creek\","
                     "\"sha256\":\"x\"},\"journal\":[{\"type\":\"disorder\",\"unit\":\"csa-a-1\\u0000junk\"}]}";
  g_autofree char *path = write_input ("nul-save.json", save);
  r = cli_run (NULL, "replay", path, NULL);
  cli_run_assert_bad (&r, "adjutant-cli: replay: ", "nul-save.json: $.journal[0].unit: a text may not hold a NUL");
  cli_run_clear (&r);

  /* In a member's name: the line and column. */
  r = cli_run ("{\"roll\\u0000x\":5}", "charge", "-", NULL);
  cli_run_assert_bad (&r, "adjutant-cli: charge: ", "stdin: line 1, column 7: a name may not hold a NUL character");
  cli_run_clear (&r);
  /* An escaped backslash before u0000 is no NUL. */
  g_autofree char *slash = g_strdup_printf (CHARGE, "Y\\\\u0000");
  r = cli_run (slash, "charge", "-", NULL);
  g_assert_cmpint (r.status, ==, 0);
  cli_run_clear (&r);
}

static int
run_with_stdout_fd (int fd, char **err, const char *first, ...)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDERR_PIPE);
  GError *error = NULL;
  va_list ap;

  g_ptr_array_add (argv, (char *) g_getenv ("ADJUTANT_CLI"));
  va_start (ap, first);
  for (const char *a = first; a != NULL; a = va_arg (ap, const char *))
    g_ptr_array_add (argv, (char *) a);
  va_end (ap);
  g_ptr_array_add (argv, NULL);
  g_subprocess_launcher_take_stdout_fd (launcher, fd);
  g_autoptr (GSubprocess) proc = g_subprocess_launcher_spawnv (launcher, (const char *const *) argv->pdata, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate_utf8 (proc, NULL, NULL, NULL, err, &error));
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (proc));
  return g_subprocess_get_exit_status (proc);
}

/* The answer that cannot be written is not a success. */
static void
test_failed_output (void)
{
  g_autofree char *err = NULL;
  int full = open ("/dev/full", O_WRONLY);
  g_assert_cmpint (full, >=, 0);
  g_assert_cmpint (run_with_stdout_fd (full, &err, "odds", "9", "6", NULL), ==, 3);
  g_assert_cmpstr (err, ==, "adjutant-cli: cannot write the output: No space left on device\n");
  g_clear_pointer (&err, g_free);

  /* A pipe whose reader has gone. */
  int fds[2];
  g_assert_true (g_unix_open_pipe (fds, FD_CLOEXEC, NULL));
  close (fds[0]);
  g_assert_cmpint (run_with_stdout_fd (fds[1], &err, "charts", NULL), ==, 3);
  g_assert_cmpstr (err, ==, "adjutant-cli: cannot write the output: Broken pipe\n");
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  tmpdir = g_dir_make_tmp ("adj-cli-io-XXXXXX", NULL);
  g_test_add_func ("/cli/overrides-missing", test_missing_overrides);
  g_test_add_func ("/cli/json-nul-refused", test_nul_in_strings);
  g_test_add_func ("/cli/output-failure", test_failed_output);
  status = g_test_run ();
  g_autoptr (GDir) dir = g_dir_open (tmpdir, 0, NULL);
  const char *name;
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *p = g_build_filename (tmpdir, name, NULL);
      g_remove (p);
    }
  g_rmdir (tmpdir);
  g_free (tmpdir);
  return status;
}
