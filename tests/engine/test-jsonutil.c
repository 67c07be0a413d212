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

/* A seed reads back as the same 64 bits from the text it was written as,
 * across the whole range; a negative number (as an earlier Clash of
 * Giants III wrote seeds of 2^63 and more) reads as the unsigned value it
 * stands for. */
static guint64
seed_through_text (const char *text)
{
  GError *error = NULL;
  guint64 seed = 0;
  json_object *o = adj_json_parse (text, strlen (text), "t.json", &error);
  g_assert_no_error (error);
  gboolean found = FALSE;
  g_assert_true (adj_json_get_seed_opt (o, "seed", &found, &seed, "t.json: $", &error));
  g_assert_no_error (error);
  g_assert_true (found);
  json_object_put (o);
  return seed;
}

static void
test_seed (void)
{
  const guint64 seeds[] = { 0, 1, 41, G_MAXINT32, (guint64) G_MAXINT32 + 1, G_MAXINT64 - 1, G_MAXINT64,
                            (guint64) G_MAXINT64 + 1, (guint64) G_MAXINT64 + 2, G_MAXUINT64 - 1, G_MAXUINT64,
                            0x9e3779b97f4a7c15ull };
  for (guint i = 0; i < G_N_ELEMENTS (seeds); i++)
    {
      json_object *o = json_object_new_object ();
      json_object_object_add (o, "seed", adj_json_new_seed (seeds[i]));
      g_autofree char *text = g_strdup (json_object_to_json_string (o));
      json_object_put (o);
      g_assert_null (strchr (text, '-'));
      g_assert_cmpuint (seed_through_text (text), ==, seeds[i]);
    }
  /* As the old writer wrote them: the same bits read as a signed number. */
  g_assert_cmpuint (seed_through_text ("{\"seed\": -1}"), ==, G_MAXUINT64);
  g_assert_cmpuint (seed_through_text ("{\"seed\": -9223372036854775808}"), ==, (guint64) G_MAXINT64 + 1);
  g_assert_cmpuint (seed_through_text ("{\"seed\": -6917529027641081856}"), ==, 0xa000000000000000ull);

  GError *error = NULL;
  guint64 seed = 7;
  gboolean found = TRUE;
  const char *bad[] = { "{\"seed\": 1.5}", "{\"seed\": \"12\"}", "{\"seed\": null}", "{\"seed\": true}" };
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      json_object *o = adj_json_parse (bad[i], strlen (bad[i]), "t.json", &error);
      g_assert_no_error (error);
      g_assert_false (adj_json_get_seed_opt (o, "seed", &found, &seed, "t.json: $", &error));
      g_assert_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT);
      g_assert_cmpstr (error->message, ==, "t.json: $.seed: expected a seed, a whole number from 0 to 2^64-1");
      g_clear_error (&error);
      json_object_put (o);
    }
  json_object *none = json_object_new_object ();
  g_assert_true (adj_json_get_seed_opt (none, "seed", &found, &seed, "t.json: $", &error));
  g_assert_false (found);
  json_object_put (none);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/jsonutil/nul-refused", test_nul);
  g_test_add_func ("/jsonutil/seed-whole-range", test_seed);
  return g_test_run ();
}
