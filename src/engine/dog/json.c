/* JSON helpers of Days of Glory's loaders (json.h). */
#include "dog/json.h"

#include <string.h>

#include "core/error.h"
#include "core/i18n.h"
#include "core/jsonread.h"
#include "core/jsonutil.h"

/* A text's checks, whichever tree it was read from (@s NULL: not a
 * string); the path, @where or @where.@key, formatted only for a
 * refusal, not for every text read. */
static gboolean
check_bytes (const char *s, gsize len, guint max_len, const char *where, const char *key, GError **error)
{
  if (s != NULL && strlen (s) == len && len > 0 && len <= max_len && g_utf8_validate (s, (gssize) len, NULL))
    return TRUE;
  g_autofree char *path = key != NULL ? g_strdup_printf ("%s.%s", where, key) : g_strdup (where);
  if (s == NULL)
    g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: expected a string"), path);
  else if (strlen (s) != len)
    g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: a text may not hold a NUL character (\\u0000)"), path);
  else
    g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: expected 1 to %u bytes of text"), path, max_len);
  return FALSE;
}

static gboolean
check_text (json_object *value, guint max_len, const char *where, const char *key, GError **error)
{
  gboolean is = json_object_is_type (value, json_type_string);
  return check_bytes (is ? json_object_get_string (value) : NULL, is ? (gsize) json_object_get_string_len (value) : 0,
                      max_len, where, key, error);
}

gboolean
adj_dog_json_check_text (json_object *value, guint max_len, const char *where, GError **error)
{
  return check_text (value, max_len, where, NULL, error);
}

/* Absent or null, for the _opt getters (core's adj_json_member says "missing"). */
static gboolean
absent (json_object *obj, const char *key)
{
  json_object *value = NULL;
  return json_object_is_type (obj, json_type_object)
         && (!json_object_object_get_ex (obj, key, &value) || value == NULL);
}

const char *
adj_dog_json_string (json_object *obj, const char *key, gboolean optional, guint max_len,
                     const char *where, GError **error)
{
  if (optional && absent (obj, key))
    return NULL;
  json_object *value = adj_json_member (obj, key, json_type_string, where, error);
  if (value == NULL)
    return NULL;
  return check_text (value, max_len, where, key, error) ? json_object_get_string (value) : NULL;
}

gboolean
adj_dog_json_only (json_object *obj, const char * const *known, const char *where, GError **error)
{
  if (!json_object_is_type (obj, json_type_object))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: expected an object"), where);
      return FALSE;
    }
  json_object_object_foreach (obj, key, value)
    {
      (void) value;
      if (!g_strv_contains (known, key))
        {
          g_autofree char *shown = g_strescape (key, NULL);
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: unknown member \"%s\""), where, shown);
          return FALSE;
        }
    }
  return TRUE;
}

gboolean
adj_dog_json_enum (json_object *obj, const char *key, gboolean optional, int (*from_string) (const char *id),
                   const char *kind, int *out, const char *where, GError **error)
{
  GError *local = NULL;
  const char *id = adj_dog_json_string (obj, key, optional, 64, where, &local);
  if (id == NULL)
    {
      if (local == NULL)
        return TRUE;
      g_propagate_error (error, local);
      return FALSE;
    }
  int v = from_string (id);
  if (v < 0)
    {
      /* TRANSLATORS: a place in the file, a member, the id found, then what it should be */
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("%s.%s: '%s' is not %s"), where, key, id, kind);
      return FALSE;
    }
  *out = v;
  return TRUE;
}

json_object *
adj_dog_json_array (json_object *obj, const char *key, gboolean optional, guint max, const char *where,
                    GError **error)
{
  if (optional && absent (obj, key))
    return NULL;
  json_object *arr = adj_json_member (obj, key, json_type_array, where, error);
  if (arr != NULL && json_object_array_length (arr) > max)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_TOO_LARGE, _("%s.%s: more than %u entries"), where, key, max);
      return NULL;
    }
  return arr;
}

/* The same over the fast reader's values (core/jsonread.h), for the
 * moves of a save. @where, or @where.@key: formatted only for a refusal, not for every
 * text read. */
static gboolean
jr_check_text (AdjJsonVal value, guint max_len, const char *where, const char *key, GError **error)
{
  gboolean is = adj_jsonread_is (value, json_type_string);
  return check_bytes (is ? adj_jsonread_string (value) : NULL, is ? (gsize) adj_jsonread_string_len (value) : 0,
                      max_len, where, key, error);
}

gboolean
adj_dog_jsonread_check_text (AdjJsonVal value, guint max_len, const char *where, GError **error)
{
  return jr_check_text (value, max_len, where, NULL, error);
}

/* Absent or null, for the _opt getters (core's adj_json_member says "missing"). */
static gboolean
jr_absent (AdjJsonVal obj, const char *key)
{
  AdjJsonVal value = NULL;
  return adj_jsonread_is (obj, json_type_object)
         && ((value = adj_jsonread_get (obj, key)) == NULL || adj_jsonread_is (value, json_type_null));
}

const char *
adj_dog_jsonread_string (AdjJsonVal obj, const char *key, gboolean optional, guint max_len,
                     const char *where, GError **error)
{
  if (optional && jr_absent (obj, key))
    return NULL;
  AdjJsonVal value = adj_jsonread_member (obj, key, json_type_string, where, error);
  if (value == NULL)
    return NULL;
  return jr_check_text (value, max_len, where, key, error) ? adj_jsonread_string (value) : NULL;
}

gboolean
adj_dog_jsonread_only (AdjJsonVal obj, const char * const *known, const char *where, GError **error)
{
  if (!adj_jsonread_is (obj, json_type_object))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: expected an object"), where);
      return FALSE;
    }
  adj_jsonread_foreach (obj, key, value)
    {
      (void) value;
      if (!g_strv_contains (known, key))
        {
          g_autofree char *shown = g_strescape (key, NULL);
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: unknown member \"%s\""), where, shown);
          return FALSE;
        }
    }
  return TRUE;
}

gboolean
adj_dog_jsonread_enum (AdjJsonVal obj, const char *key, gboolean optional, int (*from_string) (const char *id),
                   const char *kind, int *out, const char *where, GError **error)
{
  GError *local = NULL;
  const char *id = adj_dog_jsonread_string (obj, key, optional, 64, where, &local);
  if (id == NULL)
    {
      if (local == NULL)
        return TRUE;
      g_propagate_error (error, local);
      return FALSE;
    }
  int v = from_string (id);
  if (v < 0)
    {
      /* TRANSLATORS: a place in the file, a member, the id found, then what it should be */
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("%s.%s: '%s' is not %s"), where, key, id, kind);
      return FALSE;
    }
  *out = v;
  return TRUE;
}

AdjJsonVal 
adj_dog_jsonread_array (AdjJsonVal obj, const char *key, gboolean optional, guint max, const char *where,
                    GError **error)
{
  if (optional && jr_absent (obj, key))
    return NULL;
  AdjJsonVal arr = adj_jsonread_member (obj, key, json_type_array, where, error);
  if (arr != NULL && adj_jsonread_length (arr) > max)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_TOO_LARGE, _("%s.%s: more than %u entries"), where, key, max);
      return NULL;
    }
  return arr;
}

json_object *
adj_dog_json_halves (int halves)
{
  if (halves % 2 == 0)
    return json_object_new_int (halves / 2);
  char buf[G_ASCII_DTOSTR_BUF_SIZE];
  g_ascii_formatd (buf, sizeof buf, "%.1f", halves / 2.0);
  return json_object_new_double_s (halves / 2.0, buf);
}

json_object *
adj_dog_json_chance (double p)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];
  g_ascii_formatd (buf, sizeof buf, "%.12g", p);
  return json_object_new_double_s (p, buf);
}
