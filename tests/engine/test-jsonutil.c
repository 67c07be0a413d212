/* Safe JSON: no text of Adjutant's may hold a NUL (it would be cut short
 * by every C string after), in a value or in a member's name. */
#include <string.h>

#include <adjutant-engine.h>

static void
expect (const char *text, const char *message)
{
  GError *error = NULL;
  json_object *o = adj_json_parse (text, strlen (text), "t.json", &error);
  if (message == NULL)
    {
      g_assert_no_error (error);
      g_assert_nonnull (o);
      json_object_put (o);
      return;
    }
  g_assert_null (o);
  g_assert_cmpstr (error->message, ==, message);
  g_error_free (error);
}

static void
test_nul (void)
{
  expect ("{\"a\":[1,{\"b\":\"x\\u0000y\"}]}", "t.json: $.a[1].b: a text may not hold a NUL character (\\u0000)");
  expect ("[\"\\u0000\"]", "t.json: $[0]: a text may not hold a NUL character (\\u0000)");
  expect ("{\"a\\u0000b\":1}", "t.json: line 1, column 4: a name may not hold a NUL character (\\u0000)");
  /* An escaped backslash, then the letters u0000: no NUL. */
  expect ("{\"a\":\"\\\\u0000\"}", NULL);
  /* Other escapes are text like any other. */
  expect ("{\"a\":\"\\u0001\\u00e9\"}", NULL);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/jsonutil/nul-refused", test_nul);
  return g_test_run ();
}
