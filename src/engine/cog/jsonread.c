/* Reading helpers shared by cog's loaders. */
#include "cog/jsonread.h"

#include <string.h>

#include "core/error.h"
#include "core/i18n.h"
#include "core/jsonread.h"
#include "core/jsonutil.h"

gboolean
adj_cog_json_fail (GError **error, int code, const char *format, ...)
{
  va_list args;
  va_start (args, format);
  g_autofree char *msg = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, ADJ_ERROR, code, msg);
  return FALSE;
}

json_object *
adj_cog_json_array (json_object *obj, const char *key, gboolean optional, guint max, const char *where,
                    GError **error)
{
  json_object *arr = NULL;
  if (optional && json_object_is_type (obj, json_type_object)
      && (!json_object_object_get_ex (obj, key, &arr) || arr == NULL))
    return NULL;
  arr = adj_json_member (obj, key, json_type_array, where, error);
  if (arr != NULL && json_object_array_length (arr) > max)
    {
      adj_cog_json_fail (error, ADJ_ERROR_TOO_LARGE, _("%s.%s: more than %u entries"), where, key, max);
      return NULL;
    }
  return arr;
}

gboolean
adj_cog_json_opt_array (json_object *obj, const char *key, guint max, json_object **out, const char *where,
                        GError **error)
{
  GError *local = NULL;
  *out = adj_cog_json_array (obj, key, TRUE, max, where, &local);
  if (local == NULL)
    return TRUE;
  g_propagate_error (error, local);
  return FALSE;
}

/* A text member's checks, whichever tree it was read from. */
static gboolean
text_ok (const char *s, gsize len, const char *key, gsize max, const char **out, const char *where, GError **error)
{
  if (len == 0 || len > max || strlen (s) != len || !g_utf8_validate (s, (gssize) len, NULL))
    return adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s.%s: must be 1 to %zu characters of text"),
                              where, key, max);
  *out = s;
  return TRUE;
}

gboolean
adj_cog_json_text (json_object *obj, const char *key, gboolean optional, gsize max, const char **out,
                   const char *where, GError **error)
{
  *out = NULL;
  /* The member looked up once (a lookup hashes the key): absent and
   * optional, or a string, or the error adj_json_get_string gives. */
  json_object *v = NULL;
  if (optional && json_object_is_type (obj, json_type_object)
      && (!json_object_object_get_ex (obj, key, &v) || v == NULL))
    return TRUE;
  v = adj_json_member (obj, key, json_type_string, where, error);
  if (v == NULL)
    return FALSE;
  return text_ok (json_object_get_string (v), (gsize) json_object_get_string_len (v), key, max, out, where, error);
}

gboolean
adj_cog_json_id (json_object *obj, const char *key, GHashTable *seen, const char **out, const char *where,
                 GError **error)
{
  if (!adj_cog_json_text (obj, key, FALSE, ADJ_COG_MAX_ID, out, where, error))
    return FALSE;
  for (const char *p = *out; *p; p++)
    if (!g_ascii_isalnum (*p) && *p != '-' && *p != '_' && *p != '.')
      return adj_cog_json_fail (error, ADJ_ERROR_FORMAT,
                                _("%s.%s: '%s': an id may only hold letters, digits, '-', '_' and '.'"),
                                where, key, *out);
  if (seen != NULL)
    {
      if (g_hash_table_contains (seen, *out))
        return adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s.%s: '%s' appears twice"), where, key, *out);
      g_hash_table_add (seen, (char *) *out);
    }
  return TRUE;
}

gboolean
adj_cog_json_bool (json_object *obj, const char *key, gboolean dflt, gboolean *out, const char *where,
                   GError **error)
{
  *out = dflt;
  return adj_json_get_bool_opt (obj, key, out, where, error);
}

gboolean
adj_cog_json_int (json_object *obj, const char *key, int min, int max, int dflt, int *out,
                  const char *where, GError **error)
{
  *out = dflt;
  return adj_json_get_int_opt (obj, key, min, max, out, where, error);
}

gboolean
adj_cog_json_roll (json_object *obj, const char *key, int *out, const char *where, GError **error)
{
  return adj_json_get_int (obj, key, 1, 6, out, where, error);
}

/* The same over the fast reader's values (core/jsonread.h), for the
 * moves of a save. */

AdjJsonVal 
adj_cog_jsonread_array (AdjJsonVal obj, const char *key, gboolean optional, guint max, const char *where,
                    GError **error)
{
  AdjJsonVal arr = NULL;
  if (optional && adj_jsonread_is (obj, json_type_object)
      && ((arr = adj_jsonread_get (obj, key)) == NULL || adj_jsonread_is (arr, json_type_null)))
    return NULL;
  arr = adj_jsonread_member (obj, key, json_type_array, where, error);
  if (arr != NULL && adj_jsonread_length (arr) > max)
    {
      adj_cog_json_fail (error, ADJ_ERROR_TOO_LARGE, _("%s.%s: more than %u entries"), where, key, max);
      return NULL;
    }
  return arr;
}

gboolean
adj_cog_jsonread_opt_array (AdjJsonVal obj, const char *key, guint max, AdjJsonVal *out, const char *where,
                        GError **error)
{
  GError *local = NULL;
  *out = adj_cog_jsonread_array (obj, key, TRUE, max, where, &local);
  if (local == NULL)
    return TRUE;
  g_propagate_error (error, local);
  return FALSE;
}

gboolean
adj_cog_jsonread_text (AdjJsonVal obj, const char *key, gboolean optional, gsize max, const char **out,
                   const char *where, GError **error)
{
  *out = NULL;
  /* The member looked up once (a lookup hashes the key): absent and
   * optional, or a string, or the error adj_json_get_string gives. */
  AdjJsonVal v = NULL;
  if (optional && adj_jsonread_is (obj, json_type_object)
      && ((v = adj_jsonread_get (obj, key)) == NULL || adj_jsonread_is (v, json_type_null)))
    return TRUE;
  v = adj_jsonread_member (obj, key, json_type_string, where, error);
  if (v == NULL)
    return FALSE;
  return text_ok (adj_jsonread_string (v), (gsize) adj_jsonread_string_len (v), key, max, out, where, error);
}

gboolean
adj_cog_jsonread_bool (AdjJsonVal obj, const char *key, gboolean dflt, gboolean *out, const char *where,
                   GError **error)
{
  *out = dflt;
  return adj_jsonread_get_bool_opt (obj, key, out, where, error);
}

gboolean
adj_cog_jsonread_int (AdjJsonVal obj, const char *key, int min, int max, int dflt, int *out,
                  const char *where, GError **error)
{
  *out = dflt;
  return adj_jsonread_get_int_opt (obj, key, min, max, out, where, error);
}

gboolean
adj_cog_jsonread_roll (AdjJsonVal obj, const char *key, int *out, const char *where, GError **error)
{
  return adj_jsonread_get_int (obj, key, 1, 6, out, where, error);
}
