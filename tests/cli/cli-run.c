#include "cli-run.h"

#include <gio/gio.h>
#include <string.h>

CliRun
cli_run (const char *input, ...)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  va_list ap;
  CliRun r = { 0 };
  GError *error = NULL;

  g_ptr_array_add (argv, (char *) g_getenv ("ADJUTANT_CLI"));
  va_start (ap, input);
  for (const char *a = va_arg (ap, const char *); a != NULL; a = va_arg (ap, const char *))
    g_ptr_array_add (argv, (char *) a);
  va_end (ap);
  g_ptr_array_add (argv, NULL);

  g_autoptr (GSubprocess) proc = g_subprocess_newv ((const char *const *) argv->pdata,
                                                    G_SUBPROCESS_FLAGS_STDIN_PIPE
                                                    | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                                    | G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate_utf8 (proc, input, NULL, &r.out, &r.err, &error));
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (proc));
  r.status = g_subprocess_get_exit_status (proc);
  return r;
}

void
cli_run_clear (CliRun *r)
{
  g_clear_pointer (&r->out, g_free);
  g_clear_pointer (&r->err, g_free);
}

json_object *
cli_run_json (CliRun *r)
{
  if (r->status != 0)
    g_error ("exit %d: %s", r->status, r->err);
  g_assert_cmpstr (r->err, ==, "");
  g_assert_true (g_str_has_suffix (r->out, "\n"));
  g_assert_true (strchr (r->out, '\n') == r->out + strlen (r->out) - 1);
  json_object *obj = adj_json_parse (r->out, strlen (r->out), "stdout", NULL);
  g_assert_nonnull (obj);
  return obj;
}

void
cli_run_assert_bad (CliRun *r, const char *prefix, const char *expect)
{
  g_assert_cmpint (r->status, ==, 2);
  g_assert_cmpstr (r->out, ==, "");
  g_assert_true (g_str_has_prefix (r->err, prefix));
  g_assert_true (g_str_has_suffix (r->err, "\n"));
  g_assert_true (strchr (r->err, '\n') == r->err + strlen (r->err) - 1);
  if (strstr (r->err, expect) == NULL)
    g_error ("stderr '%s' lacks '%s'", r->err, expect);
}

json_object *
cli_json_get (json_object *obj, const char *key)
{
  json_object *v = NULL;
  if (!json_object_object_get_ex (obj, key, &v))
    g_error ("no '%s' in %s", key, json_object_to_json_string (obj));
  return v;
}

char *
cli_input_file (const char *dir, const char *name, const char *quoted)
{
  char *path = g_build_filename (dir, name, NULL);
  g_autofree char *text = g_strdup (quoted);
  g_strdelimit (text, "'", '"');
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}
