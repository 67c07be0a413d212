/* The one-pass reader (core/jsonread.h): it refuses what adj_json_parse
 * refuses, with the same message, and reads what it reads as the same
 * values; strings unescape on demand; numbers at the 64-bit edges read
 * as json-c reads them, seeds across the whole unsigned range. */
#include <string.h>

#include <adjutant-engine.h>

/* @text refused by both readers with @message, or read by both alike. */
static void
expect_len (const char *text, gsize len, const char *message)
{
  GError *old_error = NULL, *error = NULL;
  json_object *old = adj_json_parse (text, len, "t.json", &old_error);
  g_autoptr (AdjJsonDoc) doc = adj_jsonread_parse (text, len, "t.json", &error);
  if (message == NULL)
    {
      g_assert_no_error (old_error);
      g_assert_no_error (error);
      json_object *again = adj_jsonread_to_object (adj_jsonread_root (doc));
      if (!json_object_equal (old, again))
        g_assert_cmpstr (json_object_to_json_string (again), ==, json_object_to_json_string (old));
      json_object_put (again);
      json_object_put (old);
      return;
    }
  g_assert_null (doc);
  g_assert_nonnull (error);
  g_assert_cmpstr (error->message, ==, message);
  /* json-c, as adj_json_parse uses it, says the same. */
  g_assert_nonnull (old_error);
  g_assert_cmpstr (old_error->message, ==, message);
  g_assert_cmpint (error->code, ==, old_error->code);
  g_error_free (error);
  g_error_free (old_error);
}

static void
expect (const char *text, const char *message)
{
  expect_len (text, strlen (text), message);
}

static void
test_refusals (void)
{
  expect ("", "t.json: the JSON text ends too early");
  expect ("  \n ", "t.json: the JSON text ends too early");
  expect ("{\"a\": [1, 2", "t.json: the JSON text ends too early");
  expect ("{\"a\": \"text", "t.json: the JSON text ends too early");
  expect ("{\"a\": 12", "t.json: the JSON text ends too early");
  expect ("{\"a\": tr", "t.json: the JSON text ends too early");
  /* A number or a word at the very end may go on, to json-c. */
  expect ("12", "t.json: the JSON text ends too early");
  expect ("true", "t.json: the JSON text ends too early");
  expect ("null", "t.json: $: expected an object, found null");
  expect (" null\n", "t.json: $: expected an object, found null");
  expect ("{\"a\": 1,}", "t.json: line 1, column 9: unexpected character");
  expect ("[1,]", "t.json: line 1, column 4: unexpected character");
  expect ("[,1]", "t.json: line 1, column 2: unexpected character");
  expect ("{\n  \"a\": 'x'\n}", "t.json: line 2, column 8: unexpected character");
  expect ("[1] x", "t.json: line 1, column 5: unexpected character");
  expect ("{} {}", "t.json: line 1, column 4: unexpected character");
  expect ("/* c */ {}", "t.json: line 1, column 1: unexpected character");
  /* White space is json-c's four: a form feed or a vertical tab is not. */
  expect ("[1,\f2]", "t.json: line 1, column 4: unexpected character");
  expect ("{}\v", "t.json: line 1, column 3: unexpected character");
  expect ("\v", "t.json: line 1, column 1: unexpected character");
  expect (" \t\r\n{\"a\":\t[\r\n1 ]}\n", NULL);
  expect ("[1 2]", "t.json: line 1, column 4: array value separator ',' expected");
  expect ("[true false]", "t.json: line 1, column 7: array value separator ',' expected");
  expect ("{\"a\": 1 \"b\": 2}", "t.json: line 1, column 9: object value separator ',' expected");
  expect ("{\"a\" 1}", "t.json: line 1, column 6: object property name separator ':' expected");
  expect ("{1: 2}", "t.json: line 1, column 2: quoted object property name expected");
  expect ("{\"a\": 1, x}", "t.json: line 1, column 10: quoted object property name expected");
  expect ("[01]", "t.json: line 1, column 4: number expected");
  expect ("[1x]", "t.json: line 1, column 3: number expected");
  expect ("[-]", "t.json: line 1, column 3: number expected");
  expect ("[1e]", "t.json: line 1, column 4: number expected");
  expect ("[1.5.5]", "t.json: line 1, column 5: number expected");
  expect ("{\"a\": 1:2}", "t.json: line 1, column 8: number expected");
  expect ("[fals]", "t.json: line 1, column 6: boolean expected");
  expect ("[True]", "t.json: line 1, column 2: boolean expected");
  expect ("[nulL]", "t.json: line 1, column 5: null expected");
  expect ("[\"a\\x\"]", "t.json: line 1, column 5: invalid string sequence");
  expect ("[\"\\u12\"]", "t.json: line 1, column 7: invalid string sequence");
  /* NUL: in a value by its path, in a name by its place; a raw NUL byte
   * ends json-c's text. */
  expect ("{\"a\":[1,{\"b\":\"x\\u0000y\"}]}", "t.json: $.a[1].b: a text may not hold a NUL character (\\u0000)");
  expect ("{\"a\\u0000b\":1}", "t.json: line 1, column 4: a name may not hold a NUL character (\\u0000)");
  expect ("{\"a\\u0000\":1, \"b\":\"\\u0000\"}", "t.json: $.b: a text may not hold a NUL character (\\u0000)");
  expect ("[\"\\u0000\", x]", "t.json: line 1, column 12: unexpected character");
  expect_len ("[\"a\0b\"]", 7, "t.json: line 1, column 5: unexpected end of data");
  expect_len ("[1,\0]", 5, "t.json: line 1, column 4: unexpected end of data");
  expect_len ("[1]\0", 4, "t.json: line 1, column 4: unexpected text after the JSON value");
  /* Where json-c gave "success" as the reason (null, then a NUL byte),
   * the reader says what is wrong. */
  GError *error = NULL;
  g_assert_null (adj_jsonread_parse ("null\0{}", 7, "t.json", &error));
  g_assert_cmpstr (error->message, ==, "t.json: line 1, column 5: unexpected text after the JSON value");
  g_clear_error (&error);
  /* UTF-8: a bad byte, an overlong form, a surrogate written in UTF-8. */
  expect ("{\"a\": \"\xff\"}", "t.json: line 1, column 8: the text is not valid UTF-8");
  expect ("{\n\"a\": \"\xc0\xaf\"}", "t.json: line 2, column 7: the text is not valid UTF-8");
  expect ("[\"\xed\xa0\x80\"]", "t.json: line 1, column 3: the text is not valid UTF-8");

  /* 32 levels are allowed, the 33rd refused where it opens. */
  GString *deep = g_string_new (NULL);
  for (int i = 0; i < 32; i++)
    g_string_append_c (deep, '[');
  for (int i = 0; i < 32; i++)
    g_string_append_c (deep, ']');
  expect (deep->str, NULL);
  g_string_insert_c (deep, 0, '[');
  g_string_append_c (deep, ']');
  expect (deep->str, "t.json: line 1, column 33: nested deeper than any Adjutant file may be");
  /* The 32nd holds nothing, not even a number; an object's value is
   * refused where it starts. */
  g_string_erase (deep, 0, 1);
  g_string_truncate (deep, deep->len - 1);
  g_string_insert (deep, 32, "7");
  expect (deep->str, "t.json: line 1, column 33: nested deeper than any Adjutant file may be");
  g_string_erase (deep, 31, 2);
  g_string_insert (deep, 31, "{\"a\": 1}");
  expect (deep->str, "t.json: line 1, column 38: nested deeper than any Adjutant file may be");
  g_string_free (deep, TRUE);
}

/* What json-c's strict mode lets by reads alike (duplicates: the last). */
static void
test_accepted (void)
{
  expect ("{\"a\": [1.5, -0, 1e5, 1E+05, 0.e1, 1., 00, -01, 01.5, NaN, Infinity, -Infinity]}", NULL);
  expect ("{\"a\": 1, \"a\": 2}", NULL);
  /* A name, not a value, may be in single quotes. */
  expect ("{'a\"b': 1, 'c\\\"d': 2}", NULL);
  expect ("{'a\\'b': 1}", "t.json: line 1, column 5: invalid string sequence");
  expect ("{\"a\": 'b'}", "t.json: line 1, column 7: unexpected character");
  expect ("{\"a\": \"tab\there\", \"b\": \"\\/\"}", NULL);
  expect ("[{\"k\": {}}, [], [[]], \"\", true, false, null]", NULL);
  expect ("\"text\"", NULL);
}

static AdjJsonDoc *
parse (const char *text)
{
  GError *error = NULL;
  AdjJsonDoc *doc = adj_jsonread_parse (text, strlen (text), "t.json", &error);
  g_assert_no_error (error);
  return doc;
}

static void
test_escapes (void)
{
  g_autoptr (AdjJsonDoc) doc = parse ("[\"a\\\"b\\\\c\\/d\\b\\f\\n\\r\\t\", \"\\u00e9\\u20ac\", \"\\ud83d\\ude00\", "
                                      "\"\\ud800x\", \"\\udc00\", \"\\ud800\\u0041\", \"plain\", \"\\\\u0000\"]");
  AdjJsonVal a = adj_jsonread_root (doc);
  g_assert_cmpstr (adj_jsonread_string (adj_jsonread_index (a, 0)), ==, "a\"b\\c/d\b\f\n\r\t");
  g_assert_cmpstr (adj_jsonread_string (adj_jsonread_index (a, 1)), ==, "é€");
  /* A surrogate pair is one character; a lone half reads as U+FFFD. */
  g_assert_cmpstr (adj_jsonread_string (adj_jsonread_index (a, 2)), ==, "😀");
  g_assert_cmpstr (adj_jsonread_string (adj_jsonread_index (a, 3)), ==, "\xef\xbf\xbdx");
  g_assert_cmpstr (adj_jsonread_string (adj_jsonread_index (a, 4)), ==, "\xef\xbf\xbd");
  g_assert_cmpstr (adj_jsonread_string (adj_jsonread_index (a, 5)), ==, "\xef\xbf\xbd" "A");
  g_assert_cmpstr (adj_jsonread_string (adj_jsonread_index (a, 6)), ==, "plain");
  g_assert_cmpstr (adj_jsonread_string (adj_jsonread_index (a, 7)), ==, "\\u0000");
  g_assert_cmpuint (adj_jsonread_string_len (adj_jsonread_index (a, 1)), ==, strlen ("é€"));
  /* Asked twice, the same text. */
  g_assert_cmpstr (adj_jsonread_string (adj_jsonread_index (a, 0)), ==, "a\"b\\c/d\b\f\n\r\t");

  /* An escaped name is found by its text. */
  g_autoptr (AdjJsonDoc) o = parse ("{\"t\\u0079pe\": \"fire\"}");
  g_assert_cmpstr (adj_jsonread_string (adj_jsonread_get (adj_jsonread_root (o), "type")), ==, "fire");
}

static void
test_walk (void)
{
  g_autoptr (AdjJsonDoc) doc = parse ("{\"a\": [1, {\"b\": [2, 3]}, \"x\"], \"c\": null, \"d\": true, \"a2\": {}}");
  AdjJsonVal root = adj_jsonread_root (doc);
  g_assert_cmpuint (adj_jsonread_length (root), ==, 4);
  AdjJsonVal a = adj_jsonread_get (root, "a");
  g_assert_true (adj_jsonread_is (a, json_type_array));
  g_assert_cmpuint (adj_jsonread_length (a), ==, 3);
  AdjJsonVal e = adj_jsonread_first (a);
  g_assert_cmpint (adj_jsonread_int64 (e), ==, 1);
  e = adj_jsonread_next (e);
  g_assert_true (adj_jsonread_is (e, json_type_object));
  g_assert_cmpint (adj_jsonread_int64 (adj_jsonread_index (adj_jsonread_get (e, "b"), 1)), ==, 3);
  e = adj_jsonread_next (e);
  g_assert_cmpstr (adj_jsonread_string (e), ==, "x");
  g_assert_null (adj_jsonread_next (e));
  g_assert_null (adj_jsonread_index (a, 3));
  /* null is a value, and reads as json-c's null; a missing one is NULL. */
  g_assert_nonnull (adj_jsonread_get (root, "c"));
  g_assert_true (adj_jsonread_is (adj_jsonread_get (root, "c"), json_type_null));
  g_assert_null (adj_jsonread_get (root, "nothing"));
  g_assert_true (adj_jsonread_is (NULL, json_type_null));
  g_assert_true (adj_jsonread_boolean (adj_jsonread_get (root, "d")));
  const char *keys[4];
  guint n = 0;
  adj_jsonread_foreach (root, key, value)
    keys[n++] = key;
  g_assert_cmpuint (n, ==, 4);
  g_assert_cmpstr (keys[0], ==, "a");
  g_assert_cmpstr (keys[3], ==, "a2");
  g_assert_null (adj_jsonread_first (adj_jsonread_get (root, "a2")));
}

/* Integers at the edges, as json-c holds them; seeds across the whole
 * unsigned range, a negative one as the unsigned value of its bits. */
static void
test_numbers (void)
{
  g_autoptr (AdjJsonDoc) doc = parse ("[9223372036854775807, -9223372036854775808, 9223372036854775808, "
                                      "18446744073709551615, 18446744073709551616, -9223372036854775809, "
                                      "-1, 0, 1.5, 99999999999999999999999]");
  AdjJsonVal a = adj_jsonread_root (doc);
  g_assert_cmpint (adj_jsonread_int64 (adj_jsonread_index (a, 0)), ==, G_MAXINT64);
  g_assert_cmpint (adj_jsonread_int64 (adj_jsonread_index (a, 1)), ==, G_MININT64);
  g_assert_cmpint (adj_jsonread_int64 (adj_jsonread_index (a, 2)), ==, G_MAXINT64);
  g_assert_cmpuint (adj_jsonread_uint64 (adj_jsonread_index (a, 2)), ==, (guint64) G_MAXINT64 + 1);
  g_assert_cmpuint (adj_jsonread_uint64 (adj_jsonread_index (a, 3)), ==, G_MAXUINT64);
  g_assert_cmpuint (adj_jsonread_uint64 (adj_jsonread_index (a, 4)), ==, G_MAXUINT64);
  g_assert_cmpint (adj_jsonread_int64 (adj_jsonread_index (a, 5)), ==, G_MININT64);
  g_assert_true (adj_jsonread_is (adj_jsonread_index (a, 8), json_type_double));
  g_assert_cmpfloat (adj_jsonread_double (adj_jsonread_index (a, 8)), ==, 1.5);

  const guint64 want[] = { G_MAXINT64, (guint64) G_MAXINT64 + 1, (guint64) G_MAXINT64 + 1, G_MAXUINT64, G_MAXUINT64,
                           (guint64) G_MAXINT64 + 1, G_MAXUINT64, 0 };
  guint k = 0;
  for (AdjJsonVal v = adj_jsonread_first (a); k < G_N_ELEMENTS (want); v = adj_jsonread_next (v), k++)
    {
      guint64 seed = 7;
      GError *error = NULL;
      g_assert_true (adj_jsonread_check_seed (v, &seed, "t.json: $[k]", &error));
      g_assert_no_error (error);
      g_assert_cmpuint (seed, ==, want[k]);
    }
  /* Every seed the writer writes reads back the same. */
  const guint64 seeds[] = { 0, 1, G_MAXINT32, G_MAXINT64 - 1, G_MAXINT64, (guint64) G_MAXINT64 + 1, G_MAXUINT64 - 1,
                            G_MAXUINT64, 0x9e3779b97f4a7c15ull };
  for (guint i = 0; i < G_N_ELEMENTS (seeds); i++)
    {
      json_object *o = json_object_new_object ();
      json_object_object_add (o, "seed", adj_json_new_seed (seeds[i]));
      g_autoptr (AdjJsonDoc) d = parse (json_object_to_json_string (o));
      json_object_put (o);
      gboolean found = FALSE;
      guint64 seed = 0;
      g_assert_true (adj_jsonread_get_seed_opt (adj_jsonread_root (d), "seed", &found, &seed, "t.json: $", NULL));
      g_assert_true (found);
      g_assert_cmpuint (seed, ==, seeds[i]);
    }
  GError *error = NULL;
  guint64 seed;
  g_assert_false (adj_jsonread_check_seed (adj_jsonread_index (a, 8), &seed, "t.json: $[8]", &error));
  g_assert_cmpstr (error->message, ==, "t.json: $[8]: expected a seed, a whole number from 0 to 2^64-1");
  g_clear_error (&error);
}

/* The getters say what core/jsonutil.h's say, on the same input. */
static void
test_getters (void)
{
  const char *text = "{\"n\": 12, \"s\": \"x\", \"z\": null, \"b\": false, \"f\": 1.5}";
  g_autoptr (AdjJsonDoc) doc = parse (text);
  AdjJsonVal o = adj_jsonread_root (doc);
  json_object *old = json_tokener_parse (text);
  static const struct { const char *key; int min, max; } ints[] = {
    { "n", 0, 20 }, { "n", 0, 9 }, { "s", 0, 9 }, { "z", 0, 9 }, { "f", 0, 9 }, { "none", 0, 9 },
  };
  for (guint i = 0; i < G_N_ELEMENTS (ints); i++)
    {
      GError *e1 = NULL, *e2 = NULL;
      int v1 = -1, v2 = -1;
      gboolean ok1 = adj_jsonread_get_int (o, ints[i].key, ints[i].min, ints[i].max, &v1, "t.json: $", &e1);
      gboolean ok2 = adj_json_get_int (old, ints[i].key, ints[i].min, ints[i].max, &v2, "t.json: $", &e2);
      g_assert_cmpint (ok1, ==, ok2);
      g_assert_cmpint (v1, ==, v2);
      g_assert_cmpstr (e1 ? e1->message : NULL, ==, e2 ? e2->message : NULL);
      g_clear_error (&e1);
      g_clear_error (&e2);
      ok1 = adj_jsonread_get_int_opt (o, ints[i].key, ints[i].min, ints[i].max, &v1, "t.json: $", &e1);
      ok2 = adj_json_get_int_opt (old, ints[i].key, ints[i].min, ints[i].max, &v2, "t.json: $", &e2);
      g_assert_cmpint (ok1, ==, ok2);
      g_assert_cmpstr (e1 ? e1->message : NULL, ==, e2 ? e2->message : NULL);
      g_clear_error (&e1);
      g_clear_error (&e2);
    }
  GError *error = NULL;
  g_assert_null (adj_jsonread_get_string (o, "z", "t.json: $", &error));
  g_assert_cmpstr (error->message, ==, "t.json: $.z: missing");
  g_clear_error (&error);
  g_assert_null (adj_jsonread_get_string (o, "n", "t.json: $", &error));
  g_assert_cmpstr (error->message, ==, "t.json: $.n: expected a string, found an integer");
  g_clear_error (&error);
  gboolean b = TRUE;
  g_assert_true (adj_jsonread_get_bool_opt (o, "b", &b, "t.json: $", &error));
  g_assert_false (b);
  const char *known[] = { "n", "s", "z", "b", NULL };
  g_assert_false (adj_jsonread_only_members (o, known, "t.json: $", &error));
  g_assert_cmpstr (error->message, ==, "t.json: $: unknown member \"f\" (it takes n, s, z, b)");
  g_clear_error (&error);
  json_object_put (old);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/jsonread/refusals-as-json-c", test_refusals);
  g_test_add_func ("/jsonread/accepted-as-json-c", test_accepted);
  g_test_add_func ("/jsonread/escapes-and-surrogates", test_escapes);
  g_test_add_func ("/jsonread/walk", test_walk);
  g_test_add_func ("/jsonread/numbers-at-64-bit-edges", test_numbers);
  g_test_add_func ("/jsonread/getters-as-jsonutil", test_getters);
  return g_test_run ();
}
