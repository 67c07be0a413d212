/* libFuzzer target: the fast reader (core/jsonread.h) against json-c as
 * adj_json_parse() uses it. Both refuse the same texts with the same
 * message, and a text both read gives the same values. */
#include <string.h>

#include <adjutant-engine.h>

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  GError *old_error = NULL, *new_error = NULL;
  json_object *old = adj_json_parse ((const char *) data, size, "fuzz.json", &old_error);
  AdjJsonDoc *doc = adj_jsonread_parse ((const char *) data, size, "fuzz.json", &new_error);

  if (old == NULL)
    {
      /* json-c reads "null" before a NUL byte as no value and no error,
       * which adj_json_parse told as "success": the reader says what it is. */
      gboolean better = g_str_has_suffix (old_error->message, ": success") && new_error != NULL;
      if (doc != NULL || (!better && g_strcmp0 (old_error->message, new_error->message) != 0))
        g_error ("json-c refused \"%s\", the reader %s", old_error->message,
                 new_error != NULL ? new_error->message : "read it");
    }
  else
    {
      if (doc == NULL)
        g_error ("json-c read it, the reader refused: %s", new_error->message);
      json_object *again = adj_jsonread_to_object (adj_jsonread_root (doc));
      /* NaN is not equal to itself: then the texts must be. */
      if (!json_object_equal (old, again)
          && g_strcmp0 (json_object_to_json_string (old), json_object_to_json_string (again)) != 0)
        g_error ("another value: %s against %s", json_object_to_json_string (old), json_object_to_json_string (again));
      json_object_put (again);
    }
  json_object_put (old);
  adj_jsonread_free (doc);
  g_clear_error (&old_error);
  g_clear_error (&new_error);
  return 0;
}
