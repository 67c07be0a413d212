#include "core/jsonutil.h"

#include <errno.h>
#include <string.h>
#include <sys/stat.h>

#include "core/error.h"
#include "core/i18n.h"
#include "core/jsonread.h"

/* Whether a string value under @obj holds a NUL ("\u0000"): C strings
 * would silently end there. The path of the first one is written into
 * @path on the way back up, and only then: formatting a path for every
 * node cost more than parsing the file. */
static gboolean
find_nul_string (json_object *obj, GString *path)
{
  switch (json_object_get_type (obj))
    {
    case json_type_string:
      return memchr (json_object_get_string (obj), '\0', (size_t) json_object_get_string_len (obj)) != NULL;
    case json_type_array:
      {
        size_t n = json_object_array_length (obj);
        for (size_t i = 0; i < n; i++)
          if (find_nul_string (json_object_array_get_idx (obj, i), path))
            {
              g_autofree char *step = g_strdup_printf ("[%zu]", i);
              g_string_prepend (path, step);
              return TRUE;
            }
      }
      return FALSE;
    case json_type_object:
      {
        json_object_object_foreach (obj, key, value)
          if (find_nul_string (value, path))
            {
              g_string_prepend (path, key);
              g_string_prepend_c (path, '.');
              return TRUE;
            }
      }
      return FALSE;
    default:
      return FALSE;
    }
}

/* The offset of a "\u0000" escape in @text (a key's, which json-c cuts
 * short without a trace), or -1. A backslash escaped by another is not
 * the start of one. */
static gssize
find_nul_escape (const char *text, gsize len)
{
  const char *end = text + len;
  for (const char *p = text; (p = memchr (p, '\\', (size_t) (end - p))) != NULL && end - p > 5; p += 2)
    if (p[1] == 'u' && strncmp (p + 2, "0000", 4) == 0)
      return p - text;
  /* p += 2 skips the escaped character, a backslash included. */
  return -1;
}

/* Whether @text is the JSON null alone, with white space around it. */
static gboolean
is_null_text (const char *text, gsize len)
{
  gsize a = 0, b = len;
  while (a < b && g_ascii_isspace (text[a]))
    a++;
  while (b > a && g_ascii_isspace (text[b - 1]))
    b--;
  return b - a == 4 && memcmp (text + a, "null", 4) == 0;
}

json_object *
adj_json_parse (const char *text, gsize len, const char *what, GError **error)
{
  if (len > ADJ_JSON_MAX_BYTES)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_TOO_LARGE,
                   _("%s: %zu bytes is over the %u MiB limit"),
                   what, len, ADJ_JSON_MAX_BYTES / (1024u * 1024u));
      return NULL;
    }
  if (len > G_MAXINT)
    len = G_MAXINT;

  /* JSON is UTF-8: a bad byte refused here never reaches a message (nor
   * Pango). json-c's own check lets overlong forms and surrogates by. */
  gsize bad = adj_json_first_bad_utf8 (text, len);
  if (bad < len)
    {
      int line, col;
      adj_json_line_col (text, bad, &line, &col);
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_PARSE, _("%s: line %d, column %d: the text is not valid UTF-8"),
                   what, line, col);
      return NULL;
    }
  struct json_tokener *tok = json_tokener_new_ex (ADJ_JSON_MAX_DEPTH);
  json_tokener_set_flags (tok, JSON_TOKENER_STRICT);
  json_object *obj = json_tokener_parse_ex (tok, text, (int) len);
  enum json_tokener_error jerr = json_tokener_get_error (tok);
  gsize end = json_tokener_get_parse_end (tok);
  json_tokener_free (tok);

  /* json-c gives a JSON null as no object (and, unterminated, as text
   * cut short): say what it is. */
  if (obj == NULL && (jerr == json_tokener_success || jerr == json_tokener_continue)
      && is_null_text (text, len))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: $: expected an object, found null"), what);
      return NULL;
    }
  if (jerr == json_tokener_continue)
    {
      json_object_put (obj);
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_PARSE,
                   _("%s: the JSON text ends too early"), what);
      return NULL;
    }
  if (jerr != json_tokener_success || obj == NULL)
    {
      int line, col;
      json_object_put (obj);
      adj_json_line_col (text, MIN (end, len), &line, &col);
      g_set_error (error, ADJ_ERROR,
                   jerr == json_tokener_error_depth ? ADJ_ERROR_TOO_LARGE : ADJ_ERROR_PARSE,
                   "%s: line %d, column %d: %s", what, line, col,
                   jerr == json_tokener_error_depth
                     ? _("nested deeper than any Adjutant file may be")
                     : json_tokener_error_desc (jerr));
      return NULL;
    }
  for (gsize i = end; i < len; i++)
    if (!g_ascii_isspace (text[i]))
      {
        int line, col;
        json_object_put (obj);
        adj_json_line_col (text, i, &line, &col);
        g_set_error (error, ADJ_ERROR, ADJ_ERROR_PARSE,
                     _("%s: line %d, column %d: unexpected text after the JSON value"),
                     what, line, col);
        return NULL;
      }

  /* No Adjutant text holds a NUL: refuse it rather than cut it short. A
   * value holds one only by a "\u0000" escape (or a raw NUL byte), so a
   * text with neither needs no walk through every node. */
  gssize nul_at = find_nul_escape (text, len);
  g_autoptr (GString) nul_path = g_string_new (NULL);
  gboolean nul_found = (nul_at >= 0 || memchr (text, '\0', len) != NULL) && find_nul_string (obj, nul_path);
  if (nul_found)
    {
      g_string_prepend_c (nul_path, '$');
      json_object_put (obj);
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: %s: a text may not hold a NUL character (\\u0000)"),
                   what, nul_path->str);
      return NULL;
    }
  if (nul_at >= 0)
    {
      int line, col;
      json_object_put (obj);
      adj_json_line_col (text, (gsize) nul_at, &line, &col);
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT,
                   _("%s: line %d, column %d: a name may not hold a NUL character (\\u0000)"), what, line, col);
      return NULL;
    }
  return obj;
}

char *
adj_json_read_file (const char *path, gsize *len, GError **error)
{
  g_autofree char *base = g_filename_display_basename (path);
  struct stat st;

  /* Refuse a huge file before reading it into memory. */
  if (stat (path, &st) != 0)
    {
      int saved = errno;
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_IO, "%s: %s", path, g_strerror (saved));
      return NULL;
    }
  if (!S_ISREG (st.st_mode))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_IO, _("%s: not a regular file"), path);
      return NULL;
    }
  if ((guint64) st.st_size > ADJ_JSON_MAX_BYTES)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_TOO_LARGE,
                   _("%s: %llu bytes is over the %u MiB limit"),
                   base, (unsigned long long) st.st_size, ADJ_JSON_MAX_BYTES / (1024u * 1024u));
      return NULL;
    }

  char *text = NULL;
  GError *local = NULL;
  if (!g_file_get_contents (path, &text, len, &local))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_IO, "%s", local->message);
      g_error_free (local);
      return NULL;
    }
  return text;
}

json_object *
adj_json_load_file (const char *path, GError **error)
{
  gsize len = 0;
  g_autofree char *text = adj_json_read_file (path, &len, error);
  g_autofree char *base = g_filename_display_basename (path);

  return text != NULL ? adj_json_parse (text, len, base, error) : NULL;
}

char *
adj_json_to_text (json_object *obj, gsize *len)
{
  size_t n = 0;
  const char *text = json_object_to_json_string_length (
      obj, JSON_C_TO_STRING_PRETTY | JSON_C_TO_STRING_SPACED | JSON_C_TO_STRING_NOSLASHESCAPE, &n);

  *len = n;
  return g_memdup2 (text, n + 1);
}

gboolean
adj_json_save_text (const char *text, gsize len, const char *path, GError **error)
{
  GError *local = NULL;

  /* CONSISTENT|DURABLE = write a temp file, fsync it, rename over @path. */
  if (!g_file_set_contents_full (path, text, (gssize) len,
                                 G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                 0644, &local))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_IO, "%s", local->message);
      g_error_free (local);
      return FALSE;
    }
  return TRUE;
}

gboolean
adj_json_save_file (json_object *obj, const char *path, GError **error)
{
  size_t len = 0;
  const char *text = json_object_to_json_string_length (
      obj, JSON_C_TO_STRING_PRETTY | JSON_C_TO_STRING_SPACED | JSON_C_TO_STRING_NOSLASHESCAPE, &len);

  return adj_json_save_text (text, len, path, error);
}

const char *
adj_json_type_name (json_type type)
{
  switch (type)
    {
    case json_type_null: return "null";
    case json_type_boolean: return _("a boolean");
    case json_type_double: return _("a number");
    case json_type_int: return _("an integer");
    case json_type_object: return _("an object");
    case json_type_array: return _("an array");
    case json_type_string: return _("a string");
    default: return _("a value");
    }
}

static json_object *
member (json_object *obj, const char *key, json_type type, gboolean optional,
        const char *where, GError **error)
{
  json_object *value = NULL;

  if (!json_object_is_type (obj, json_type_object))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: expected an object"), where);
      return NULL;
    }
  if (!json_object_object_get_ex (obj, key, &value) || value == NULL)
    {
      if (!optional)
        g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s.%s: missing"), where, key);
      return NULL;
    }
  if (!json_object_is_type (value, type))
    {
      /* TRANSLATORS: a place in the file ("battle.json: $.units[0]"), a
       * member name, then two kinds of value such as "an object" */
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s.%s: expected %s, found %s"),
                   where, key, adj_json_type_name (type), adj_json_type_name (json_object_get_type (value)));
      return NULL;
    }
  return value;
}

json_object *
adj_json_member (json_object *obj, const char *key, json_type type,
                 const char *where, GError **error)
{
  return member (obj, key, type, FALSE, where, error);
}

/* @where, or @where.@key when @key is not NULL: a path is formatted only
 * for a value refused, not for every value read. */
static char *
path_of (const char *where, const char *key)
{
  return key != NULL ? g_strdup_printf ("%s.%s", where, key) : g_strdup (where);
}

static gboolean
check_int (json_object *value, int min, int max, int *out, const char *where, const char *key, GError **error)
{
  if (!json_object_is_type (value, json_type_int))
    {
      g_autofree char *path = path_of (where, key);
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: expected an integer, found %s"),
                   path, adj_json_type_name (json_object_get_type (value)));
      return FALSE;
    }
  /* json-c saturates huge literals at INT64_MIN/MAX, so the range check catches them. */
  gint64 v = json_object_get_int64 (value);
  if (v < min || v > max)
    {
      g_autofree char *path = path_of (where, key);
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("%s: %lld is outside %d..%d"), path,
                   (long long) v, min, max);
      return FALSE;
    }
  *out = (int) v;
  return TRUE;
}

gboolean
adj_json_check_int (json_object *value, int min, int max, int *out,
                    const char *where, GError **error)
{
  return check_int (value, min, max, out, where, NULL, error);
}

json_object *
adj_json_new_seed (guint64 seed)
{
  return json_object_new_uint64 (seed);
}

static gboolean
check_seed (json_object *value, guint64 *out, const char *where, const char *key, GError **error)
{
  if (!json_object_is_type (value, json_type_int))
    {
      g_autofree char *path = path_of (where, key);
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: expected a seed, a whole number from 0 to 2^64-1"),
                   path);
      return FALSE;
    }
  gint64 v = json_object_get_int64 (value);
  /* json-c keeps 2^63..2^64-1 apart and reads it back by get_uint64. */
  *out = v < 0 ? (guint64) v : json_object_get_uint64 (value);
  return TRUE;
}

gboolean
adj_json_check_seed (json_object *value, guint64 *out, const char *where, GError **error)
{
  return check_seed (value, out, where, NULL, error);
}

gboolean
adj_json_get_seed_opt (json_object *obj, const char *key, gboolean *found, guint64 *out,
                       const char *where, GError **error)
{
  json_object *value = NULL;
  *found = json_object_object_get_ex (obj, key, &value);
  if (!*found)
    return TRUE;
  return check_seed (value, out, where, key, error);
}

static gboolean
get_int (json_object *obj, const char *key, int min, int max, int *out, gboolean optional,
         const char *where, GError **error)
{
  GError *local = NULL;
  json_object *value = member (obj, key, json_type_int, optional, where, &local);
  if (value == NULL)
    {
      if (local == NULL)
        return TRUE; /* optional and absent */
      g_propagate_error (error, local);
      return FALSE;
    }
  return check_int (value, min, max, out, where, key, error);
}

gboolean
adj_json_get_int (json_object *obj, const char *key, int min, int max, int *out,
                  const char *where, GError **error)
{
  return get_int (obj, key, min, max, out, FALSE, where, error);
}

gboolean
adj_json_get_int_opt (json_object *obj, const char *key, int min, int max, int *out,
                      const char *where, GError **error)
{
  return get_int (obj, key, min, max, out, TRUE, where, error);
}

gboolean
adj_json_get_bool_opt (json_object *obj, const char *key, gboolean *out,
                       const char *where, GError **error)
{
  if (obj == NULL)
    return TRUE;
  GError *local = NULL;
  json_object *value = member (obj, key, json_type_boolean, TRUE, where, &local);
  if (local != NULL)
    {
      g_propagate_error (error, local);
      return FALSE;
    }
  if (value != NULL)
    *out = json_object_get_boolean (value);
  return TRUE;
}

const char *
adj_json_get_string (json_object *obj, const char *key, const char *where, GError **error)
{
  json_object *value = member (obj, key, json_type_string, FALSE, where, error);
  return value ? json_object_get_string (value) : NULL;
}

const char *
adj_json_get_string_opt (json_object *obj, const char *key, const char *where, GError **error)
{
  json_object *value = member (obj, key, json_type_string, TRUE, where, error);
  return value ? json_object_get_string (value) : NULL;
}

void
adj_json_add_string (json_object *obj, const char *key, const char *value)
{
  if (value != NULL)
    json_object_object_add (obj, key, json_object_new_string (value));
}

void
adj_json_add_int (json_object *obj, const char *key, int value)
{
  json_object_object_add (obj, key, json_object_new_int (value));
}

void
adj_json_add_true (json_object *obj, const char *key, gboolean value)
{
  if (value)
    json_object_object_add (obj, key, json_object_new_boolean (TRUE));
}
