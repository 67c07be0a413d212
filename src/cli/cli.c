#include "cli.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

int
adj_cli_print (json_object *obj)
{
  int failed;

  errno = 0;
  failed = puts (json_object_to_json_string_ext (obj, JSON_C_TO_STRING_PLAIN | JSON_C_TO_STRING_NOSLASHESCAPE)) < 0;
  json_object_put (obj);
  failed = fflush (stdout) != 0 || failed || ferror (stdout);
  if (failed)
    {
      /* A full disk, a closed pipe: the answer did not arrive. */
      fprintf (stderr, "adjutant-cli: cannot write the output: %s\n",
               errno != 0 ? g_strerror (errno) : "write error");
      return ADJ_CLI_EXIT_OUTPUT;
    }
  return 0;
}

gboolean
adj_cli_check_overrides (const char *cmd, const char *path)
{
  if (path == NULL || g_file_test (path, G_FILE_TEST_IS_REGULAR))
    return TRUE;
  /* The player asked for his own values: never answer with the shipped
   * ones instead. */
  adj_cli_failf (cmd, "--overrides %s: %s", path,
                 g_file_test (path, G_FILE_TEST_EXISTS) ? "not a file" : g_strerror (ENOENT));
  return FALSE;
}

int
adj_cli_fail (const char *cmd, GError *error)
{
  /* One line only: scripts read the first line of stderr. */
  g_autofree char *msg = g_strdup (error->message);
  g_strdelimit (msg, "\r\n", ' ');
  fprintf (stderr, "adjutant-cli: %s: %s\n", cmd, msg);
  g_error_free (error);
  return ADJ_CLI_EXIT_BAD_INPUT;
}

int
adj_cli_failf (const char *cmd, const char *format, ...)
{
  va_list args;
  va_start (args, format);
  g_autofree char *msg = g_strdup_vprintf (format, args);
  va_end (args);
  return adj_cli_fail (cmd, g_error_new_literal (ADJ_ERROR, ADJ_ERROR_INVALID, msg));
}

/* The entry @arg names ("--name", "--name=V", "-c"), or NULL. */
static const GOptionEntry *
find_entry (const GOptionEntry *entries, const char *arg)
{
  for (const GOptionEntry *e = entries; e->long_name != NULL; e++)
    {
      gsize n = strlen (e->long_name);
      if ((g_str_has_prefix (arg, "--") && strncmp (arg + 2, e->long_name, n) == 0
           && (arg[2 + n] == '\0' || arg[2 + n] == '='))
          || (e->short_name != 0 && arg[0] == '-' && arg[1] == e->short_name && arg[2] == '\0'))
        return e;
    }
  return NULL;
}

/* GOption keeps the last of "--union 1 --union 2" without a word: every
 * option of adjutant-cli takes one value, so a second is refused. */
static gboolean
check_repeated (const char *cmd, const GOptionEntry *entries, int argc, char **argv)
{
  g_autoptr (GPtrArray) seen = g_ptr_array_new ();
  for (int i = 1; i < argc && !g_str_equal (argv[i], "--"); i++)
    {
      const GOptionEntry *e = argv[i][0] == '-' ? find_entry (entries, argv[i]) : NULL;
      if (e == NULL)
        continue;
      if (g_ptr_array_find (seen, e, NULL))
        {
          adj_cli_failf (cmd, "--%s is given twice%s", e->long_name,
                         e->arg != G_OPTION_ARG_NONE ? ": it takes one value" : "");
          return FALSE;
        }
      g_ptr_array_add (seen, (gpointer) e);
      /* "--union 1": the value is the next word, whatever it looks like. */
      if (e->arg != G_OPTION_ARG_NONE && strchr (argv[i], '=') == NULL)
        i++;
    }
  return TRUE;
}

gboolean
adj_cli_parse_options (const char *cmd, const char *params, const char *summary,
                       GOptionEntry *entries, int *argc, char ***argv)
{
  g_autoptr (GOptionContext) ctx = g_option_context_new (params);
  GError *error = NULL;

  if (!check_repeated (cmd, entries, *argc, *argv))
    return FALSE;
  g_option_context_set_summary (ctx, summary);
  g_option_context_add_main_entries (ctx, entries, NULL);
  g_option_context_set_strict_posix (ctx, FALSE);
  if (!g_option_context_parse (ctx, argc, argv, &error))
    {
      /* "ca -1 2": a negative number reads as an unknown option; say what
       * is wrong with it instead. */
      for (int i = 1; g_error_matches (error, G_OPTION_ERROR, G_OPTION_ERROR_UNKNOWN_OPTION) && i < *argc; i++)
        if ((*argv)[i][0] == '-' && g_ascii_isdigit ((*argv)[i][1]))
          {
            g_clear_error (&error);
            adj_cli_failf (cmd, "'%s' is negative: %s takes no negative numbers", (*argv)[i], params);
            return FALSE;
          }
      adj_cli_fail (cmd, error);
      return FALSE;
    }
  return TRUE;
}

char *
adj_cli_read_input (const char *arg, gsize *len, char **what, GError **error)
{
  gboolean is_stdin = g_strcmp0 (arg, "-") == 0;

  if (what != NULL)
    *what = is_stdin ? g_strdup ("stdin") : g_filename_display_basename (arg);
  if (!is_stdin)
    return adj_json_read_file (arg, len, error);

  GString *buf = g_string_new (NULL);
  char chunk[65536];
  size_t n;
  while ((n = fread (chunk, 1, sizeof chunk, stdin)) > 0)
    {
      g_string_append_len (buf, chunk, (gssize) n);
      if (buf->len > ADJ_JSON_MAX_BYTES)
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_TOO_LARGE,
                       "stdin: over the %u MiB limit", ADJ_JSON_MAX_BYTES / (1024u * 1024u));
          g_string_free (buf, TRUE);
          return NULL;
        }
    }
  if (ferror (stdin))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_IO, "stdin: read error");
      g_string_free (buf, TRUE);
      return NULL;
    }
  *len = buf->len;
  return g_string_free (buf, FALSE);
}

json_object *
adj_cli_read_json (const char *arg, char **what, GError **error)
{
  gsize len = 0;
  g_autofree char *name = NULL;
  g_autofree char *text = adj_cli_read_input (arg, &len, &name, error);
  json_object *root = text != NULL ? adj_json_parse (text, len, name, error) : NULL;

  if (what != NULL)
    *what = g_steal_pointer (&name);
  return root;
}
