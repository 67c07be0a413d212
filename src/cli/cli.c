#include "cli.h"

#include <stdio.h>

int
adj_cli_print (json_object *obj)
{
  puts (json_object_to_json_string_ext (obj, JSON_C_TO_STRING_PLAIN | JSON_C_TO_STRING_NOSLASHESCAPE));
  json_object_put (obj);
  return fflush (stdout) == 0 ? 0 : 1;
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

gboolean
adj_cli_parse_options (const char *cmd, const char *params, const char *summary,
                       GOptionEntry *entries, int *argc, char ***argv)
{
  g_autoptr (GOptionContext) ctx = g_option_context_new (params);
  GError *error = NULL;

  g_option_context_set_summary (ctx, summary);
  g_option_context_add_main_entries (ctx, entries, NULL);
  g_option_context_set_strict_posix (ctx, FALSE);
  if (!g_option_context_parse (ctx, argc, argv, &error))
    {
      adj_cli_fail (cmd, error);
      return FALSE;
    }
  return TRUE;
}
