#include "core/jsonmembers.h"

#include <string.h>

#include "core/error.h"
#include "core/i18n.h"
#include "core/jsonutil.h"

#define SHOWN_MAX_CHARS 64

char *
adj_json_text_shown (const char *text)
{
  if (text == NULL)
    return g_strdup ("");
  /* A message reaches Pango in the app's dialogs: it must be UTF-8, and
   * the CLI's one line must stay one line. */
  g_autofree char *valid = g_utf8_make_valid (text, -1);
  GString *out = g_string_new (NULL);
  glong n = 0;
  for (const char *p = valid; *p != '\0' && n < SHOWN_MAX_CHARS; p = g_utf8_next_char (p), n++)
    {
      gunichar c = g_utf8_get_char (p);
      if (c < 0x20 || c == 0x7f)
        g_string_append_printf (out, "\\x%02x", (guint) c);
      else
        g_string_append_unichar (out, c);
    }
  if (g_utf8_strlen (valid, -1) > SHOWN_MAX_CHARS)
    g_string_append (out, "…");
  return g_string_free (out, FALSE);
}

gboolean
adj_json_only_members (json_object *obj, const char *const *known, const char *path, GError **error)
{
  if (!json_object_is_type (obj, json_type_object))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: expected an object, found %s"), path,
                   obj == NULL ? "null" : json_type_to_name (json_object_get_type (obj)));
      return FALSE;
    }
  json_object_object_foreach (obj, key, value)
    {
      (void) value;
      if (g_strv_contains ((const char *const *) known, key))
        continue;
      g_autofree char *shown = adj_json_text_shown (key);
      g_autofree char *list = g_strjoinv (", ", (char **) known);
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: unknown member \"%s\" (it takes %s)"), path, shown,
                   list);
      return FALSE;
    }
  return TRUE;
}

gboolean
adj_json_get_version (json_object *root, int min, int max, int *out, const char *where, GError **error)
{
  json_object *v = NULL;
  if (json_object_object_get_ex (root, "version", &v) && json_object_is_type (v, json_type_int)
      && json_object_get_int64 (v) > max)
    {
      long long found = (long long) json_object_get_int64 (v);
      if (min == max)
        g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT,
                     _("%s.version: %lld was made by a newer version of Adjutant; this one reads version %d"),
                     where, found, max);
      else
        g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT,
                     _("%s.version: %lld was made by a newer version of Adjutant; this one reads versions "
                       "%d–%d"), where, found, min, max);
      return FALSE;
    }
  return adj_json_get_int (root, "version", min, max, out, where, error);
}
