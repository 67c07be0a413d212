/* Typed getters over core/jsonread.h's values, with the messages of
 * core/jsonutil.c's (a loader ported to the reader says the same), and
 * the way back to json-c objects for the parts still read by json-c. */
#include "core/jsonread.h"

#include <string.h>

#include "core/error.h"
#include "core/i18n.h"
#include "core/jsonmembers.h"
#include "core/jsonutil.h"

/* A member whose value is null reads as missing, as json-c gives it. */
static AdjJsonVal
member (AdjJsonVal obj, const char *key, json_type type, gboolean optional, const char *where, GError **error)
{
  if (!adj_jsonread_is (obj, json_type_object))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: expected an object"), where);
      return NULL;
    }
  AdjJsonVal value = adj_jsonread_get (obj, key);
  if (value == NULL || adj_jsonread_is (value, json_type_null))
    {
      if (!optional)
        g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s.%s: missing"), where, key);
      return NULL;
    }
  if (!adj_jsonread_is (value, type))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s.%s: expected %s, found %s"), where, key,
                   adj_json_type_name (type), adj_json_type_name (adj_jsonread_type (value)));
      return NULL;
    }
  return value;
}

AdjJsonVal
adj_jsonread_member (AdjJsonVal obj, const char *key, json_type type, const char *where, GError **error)
{
  return member (obj, key, type, FALSE, where, error);
}

static char *
path_of (const char *where, const char *key)
{
  return key != NULL ? g_strdup_printf ("%s.%s", where, key) : g_strdup (where);
}

static gboolean
check_int (AdjJsonVal value, int min, int max, int *out, const char *where, const char *key, GError **error)
{
  if (!adj_jsonread_is (value, json_type_int))
    {
      g_autofree char *path = path_of (where, key);
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: expected an integer, found %s"), path,
                   adj_json_type_name (adj_jsonread_type (value)));
      return FALSE;
    }
  gint64 v = adj_jsonread_int64 (value);
  if (v < min || v > max)
    {
      g_autofree char *path = path_of (where, key);
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("%s: %lld is outside %d..%d"), path, (long long) v, min,
                   max);
      return FALSE;
    }
  *out = (int) v;
  return TRUE;
}

gboolean
adj_jsonread_check_int (AdjJsonVal v, int min, int max, int *out, const char *where, GError **error)
{
  return check_int (v, min, max, out, where, NULL, error);
}

static gboolean
get_int (AdjJsonVal obj, const char *key, int min, int max, int *out, gboolean optional, const char *where,
         GError **error)
{
  GError *local = NULL;
  AdjJsonVal value = member (obj, key, json_type_int, optional, where, &local);
  if (value == NULL)
    {
      if (local == NULL)
        return TRUE;
      g_propagate_error (error, local);
      return FALSE;
    }
  return check_int (value, min, max, out, where, key, error);
}

gboolean
adj_jsonread_get_int (AdjJsonVal obj, const char *key, int min, int max, int *out, const char *where,
                      GError **error)
{
  return get_int (obj, key, min, max, out, FALSE, where, error);
}

gboolean
adj_jsonread_get_int_opt (AdjJsonVal obj, const char *key, int min, int max, int *out, const char *where,
                          GError **error)
{
  return get_int (obj, key, min, max, out, TRUE, where, error);
}

gboolean
adj_jsonread_get_bool_opt (AdjJsonVal obj, const char *key, gboolean *out, const char *where, GError **error)
{
  GError *local = NULL;
  AdjJsonVal value = member (obj, key, json_type_boolean, TRUE, where, &local);
  if (local != NULL)
    {
      g_propagate_error (error, local);
      return FALSE;
    }
  if (value != NULL)
    *out = adj_jsonread_boolean (value);
  return TRUE;
}

const char *
adj_jsonread_get_string (AdjJsonVal obj, const char *key, const char *where, GError **error)
{
  return adj_jsonread_string (member (obj, key, json_type_string, FALSE, where, error));
}

const char *
adj_jsonread_get_string_opt (AdjJsonVal obj, const char *key, const char *where, GError **error)
{
  return adj_jsonread_string (member (obj, key, json_type_string, TRUE, where, error));
}

static gboolean
check_seed (AdjJsonVal value, guint64 *out, const char *where, const char *key, GError **error)
{
  if (!adj_jsonread_is (value, json_type_int))
    {
      g_autofree char *path = path_of (where, key);
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: expected a seed, a whole number from 0 to 2^64-1"),
                   path);
      return FALSE;
    }
  /* A negative seed, as an earlier Clash of Giants III wrote it, is the
   * unsigned value with the same bits; past 2^64-1 is held at it. */
  gint64 v = adj_jsonread_int64 (value);
  *out = v < 0 ? (guint64) v : adj_jsonread_uint64 (value);
  return TRUE;
}

gboolean
adj_jsonread_check_seed (AdjJsonVal v, guint64 *out, const char *where, GError **error)
{
  return check_seed (v, out, where, NULL, error);
}

gboolean
adj_jsonread_get_seed_opt (AdjJsonVal obj, const char *key, gboolean *found, guint64 *out, const char *where,
                           GError **error)
{
  AdjJsonVal value = adj_jsonread_get (obj, key);
  *found = value != NULL;
  if (!*found)
    return TRUE;
  return check_seed (value, out, where, key, error);
}

gboolean
adj_jsonread_only_members (AdjJsonVal obj, const char *const *known, const char *path, GError **error)
{
  if (!adj_jsonread_is (obj, json_type_object))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: expected an object, found %s"), path,
                   json_type_to_name (adj_jsonread_type (obj)));
      return FALSE;
    }
  adj_jsonread_foreach (obj, key, value)
    {
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

json_object *
adj_jsonread_to_object (AdjJsonVal v)
{
  switch (adj_jsonread_type (v))
    {
    case json_type_object:
      {
        json_object *o = json_object_new_object ();
        adj_jsonread_foreach (v, key, value)
          json_object_object_add (o, key, adj_jsonread_to_object (value));
        return o;
      }
    case json_type_array:
      {
        json_object *a = json_object_new_array_ext ((int) adj_jsonread_length (v));
        for (AdjJsonVal e = adj_jsonread_first (v); e != NULL; e = adj_jsonread_next (e))
          json_object_array_add (a, adj_jsonread_to_object (e));
        return a;
      }
    case json_type_string:
      {
        const char *s = adj_jsonread_string (v);
        return json_object_new_string (s);
      }
    case json_type_boolean:
      return json_object_new_boolean (adj_jsonread_boolean (v));
    case json_type_int:
      {
        gint64 i = adj_jsonread_int64 (v);
        /* Past INT64_MAX json-c keeps the unsigned value. */
        return i == G_MAXINT64 ? json_object_new_uint64 (adj_jsonread_uint64 (v)) : json_object_new_int64 (i);
      }
    case json_type_double:
      {
        /* Written again as it was read, as json-c does. */
        g_autofree char *text = adj_jsonread_number_text (v);
        return json_object_new_double_s (adj_jsonread_double (v), text);
      }
    default:
      return NULL;
    }
}

gpointer
adj_jsonread_object_with (json_object *obj, AdjJsonReadFunc read, gconstpointer data, const char *where,
                          GError **error)
{
  /* A JSON null is no value to the readers, as to json-c. */
  if (obj == NULL)
    return read (NULL, data, where, error);
  const char *text = json_object_to_json_string_ext (obj, JSON_C_TO_STRING_PLAIN | JSON_C_TO_STRING_NOSLASHESCAPE);
  g_autoptr (AdjJsonDoc) doc = adj_jsonread_parse (text, strlen (text), where, error);
  return doc != NULL ? read (adj_jsonread_root (doc), data, where, error) : NULL;
}

gboolean
adj_jsonread_get_version (AdjJsonVal root, int min, int max, int *out, const char *where, GError **error)
{
  AdjJsonVal v = adj_jsonread_get (root, "version");
  if (adj_jsonread_is (v, json_type_int) && adj_jsonread_int64 (v) > max)
    {
      long long found = (long long) adj_jsonread_int64 (v);
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
  return adj_jsonread_get_int (root, "version", min, max, out, where, error);
}

AdjJsonDoc *
adj_jsonread_load_file (const char *path, GError **error)
{
  gsize len = 0;
  g_autofree char *text = adj_json_read_file (path, &len, error);
  g_autofree char *base = g_filename_display_basename (path);

  return text != NULL ? adj_jsonread_parse (text, len, base, error) : NULL;
}
