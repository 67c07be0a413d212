#include <glib/gstdio.h>
#include <sys/wait.h>
/* Contract tests: run the real adjutant-cli process and read its output. */
#include <string.h>

#include <adjutant-engine.h>

typedef struct {
  int status;
  char *out;
  char *err;
} Run;

static void
run_clear (Run *r)
{
  g_free (r->out);
  g_free (r->err);
}

static Run
run_cli (const char *first, ...)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  va_list ap;
  Run r = { 0 };
  GError *error = NULL;
  int wait_status;

  g_ptr_array_add (argv, (char *) g_getenv ("ADJUTANT_CLI"));
  va_start (ap, first);
  for (const char *a = first; a != NULL; a = va_arg (ap, const char *))
    g_ptr_array_add (argv, (char *) a);
  va_end (ap);
  g_ptr_array_add (argv, NULL);

  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               &r.out, &r.err, &wait_status, &error));
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  r.status = WEXITSTATUS (wait_status);
  return r;
}

static json_object *
parse_ok (Run *r)
{
  g_assert_cmpint (r->status, ==, 0);
  g_assert_cmpstr (r->err, ==, "");
  /* One line of JSON. */
  g_assert_true (g_str_has_suffix (r->out, "\n"));
  g_assert_null (strchr (r->out, '\n') == r->out + strlen (r->out) - 1 ? NULL : "multi-line");
  json_object *obj = adj_json_parse (r->out, strlen (r->out), "stdout", NULL);
  g_assert_nonnull (obj);
  return obj;
}

static void
assert_bad_input (Run *r, const char *expect)
{
  g_assert_cmpint (r->status, ==, 2);
  g_assert_cmpstr (r->out, ==, "");
  g_assert_true (g_str_has_prefix (r->err, "adjutant-cli: "));
  /* Exactly one line on stderr. */
  g_assert_true (g_str_has_suffix (r->err, "\n"));
  g_assert_true (strchr (r->err, '\n') == r->err + strlen (r->err) - 1);
  if (strstr (r->err, expect) == NULL)
    g_error ("stderr '%s' lacks '%s'", r->err, expect);
}

static void
test_version (void)
{
  Run r = run_cli ("--version", NULL);
  json_object *o = parse_ok (&r);
  json_object *v;
  g_assert_true (json_object_object_get_ex (o, "version", &v));
  g_assert_cmpstr (json_object_get_string (v), ==, PACKAGE_VERSION_FOR_TEST);
  json_object_put (o);
  run_clear (&r);
}

static void
test_hexline_contract (void)
{
  /* The documented example, byte for byte. */
  Run r = run_cli ("hexline", "2110", "2310", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, ==, "{\"from\":\"2110\",\"to\":\"2310\",\"distance\":2,\"steps\":[[\"2210\",\"2211\"]]}\n");
  run_clear (&r);

  r = run_cli ("hexline", "2110", "2310", "--shifted", "even", NULL);
  g_assert_cmpstr (r.out, ==, "{\"from\":\"2110\",\"to\":\"2310\",\"distance\":2,\"steps\":[[\"2209\",\"2210\"]]}\n");
  run_clear (&r);

  /* 9.4: 2313 to 2311 crosses 2312. */
  r = run_cli ("hexline", "2313", "2311", NULL);
  g_assert_cmpstr (r.out, ==, "{\"from\":\"2313\",\"to\":\"2311\",\"distance\":2,\"steps\":[[\"2312\"]]}\n");
  run_clear (&r);

  r = run_cli ("hexline", "2110", "2707", NULL);
  json_object *o = parse_ok (&r);
  json_object *steps;
  g_assert_true (json_object_object_get_ex (o, "steps", &steps));
  g_assert_cmpuint (json_object_array_length (steps), ==, 5);
  json_object_put (o);
  run_clear (&r);
}

static void
test_hexline_bad (void)
{
  Run r = run_cli ("hexline", "2110", NULL);
  assert_bad_input (&r, "expected two hex ids");
  run_clear (&r);
  r = run_cli ("hexline", "21100", "2310", NULL);
  assert_bad_input (&r, "'21100' is not a hex id");
  run_clear (&r);
  r = run_cli ("hexline", "2110", "2310", "--shifted", "left", NULL);
  assert_bad_input (&r, "odd or even");
  run_clear (&r);
  r = run_cli ("hexline", "--nonsense", NULL);
  assert_bad_input (&r, "nonsense");
  run_clear (&r);
}

static void
test_roll (void)
{
  Run a = run_cli ("roll", "d10", "--seed", "1862", NULL);
  Run b = run_cli ("roll", "d10", "--seed", "1862", NULL);
  g_assert_cmpint (a.status, ==, 0);
  g_assert_cmpstr (a.out, ==, b.out); /* the same seed repeats the roll */
  json_object *o = parse_ok (&a);
  json_object *die, *value, *seed;
  g_assert_true (json_object_object_get_ex (o, "die", &die));
  g_assert_true (json_object_object_get_ex (o, "value", &value));
  g_assert_true (json_object_object_get_ex (o, "seed", &seed));
  g_assert_cmpstr (json_object_get_string (die), ==, "d10");
  g_assert_cmpint (json_object_get_int (value), >=, 0);
  g_assert_cmpint (json_object_get_int (value), <=, 9);
  g_assert_cmpuint (json_object_get_uint64 (seed), ==, 1862);

  /* The engine gives the same value for the same seed in-process. */
  AdjRng rng;
  adj_rng_init (&rng, 1862);
  g_assert_cmpint (json_object_get_int (value), ==, adj_rng_roll (&rng, ADJ_DIE_D10));
  json_object_put (o);
  run_clear (&a);
  run_clear (&b);

  /* Over many seeds every face shows, and d10x reads 1..10. */
  gboolean seen[11] = { FALSE };
  for (int s = 0; s < 60; s++)
    {
      g_autofree char *seed_text = g_strdup_printf ("%d", s);
      Run r = run_cli ("roll", "d10x", "--seed", seed_text, NULL);
      json_object *ro = parse_ok (&r);
      json_object *v;
      g_assert_true (json_object_object_get_ex (ro, "value", &v));
      int x = json_object_get_int (v);
      g_assert_cmpint (x, >=, 1);
      g_assert_cmpint (x, <=, 10);
      seen[x] = TRUE;
      json_object_put (ro);
      run_clear (&r);
    }
  for (int x = 1; x <= 10; x++)
    g_assert_true (seen[x]);
}

static void
test_roll_bad (void)
{
  Run r = run_cli ("roll", "d20", NULL);
  assert_bad_input (&r, "unknown die 'd20'");
  run_clear (&r);
  r = run_cli ("roll", "d10", "--seed", "-3", NULL);
  assert_bad_input (&r, "'-3' is not a seed");
  run_clear (&r);
  r = run_cli ("roll", "d10", "--seed", "99999999999999999999999", NULL);
  assert_bad_input (&r, "is not a seed");
  run_clear (&r);
  r = run_cli ("roll", NULL);
  assert_bad_input (&r, "expected one die");
  run_clear (&r);
  r = run_cli ("fly", NULL);
  assert_bad_input (&r, "unknown command 'fly'");
  run_clear (&r);
}

static void
test_charts (void)
{
  Run r = run_cli ("charts", "glory3-odds", NULL);
  json_object *o = parse_ok (&r);
  json_object *cells;
  g_assert_true (json_object_object_get_ex (o, "cells", &cells));
  json_object *cell = json_object_array_get_idx (json_object_array_get_idx (cells, 0), 2);
  g_assert_cmpstr (json_object_to_json_string_ext (cell, JSON_C_TO_STRING_PLAIN), ==,
                   "{\"value\":1,\"source\":\"rulebook\",\"cite\":\"10.2 example: 9 to 6 (3-2) gives +1\"}");
  json_object_put (o);
  run_clear (&r);

  /* The player's own values come back marked as his. */
  g_autofree char *dir = g_dir_make_tmp ("adj-cli-XXXXXX", NULL);
  g_autofree char *ov = g_build_filename (dir, "ov.json", NULL);
  g_assert_true (g_file_set_contents (ov,
    "{\"format\":\"adjutant-chart-overrides\",\"version\":1,\"charts\":{\"glory3-odds\":"
    "[{\"row\":\"drm\",\"column\":\"2-1\",\"value\":2}]}}", -1, NULL));
  r = run_cli ("charts", "glory3-odds", "--overrides", ov, NULL);
  o = parse_ok (&r);
  g_assert_true (json_object_object_get_ex (o, "cells", &cells));
  cell = json_object_array_get_idx (json_object_array_get_idx (cells, 0), 3);
  g_assert_cmpstr (json_object_to_json_string_ext (cell, JSON_C_TO_STRING_PLAIN), ==,
                   "{\"value\":2,\"source\":\"user\"}");
  json_object_put (o);
  run_clear (&r);

  g_assert_true (g_file_set_contents (ov, "{\"format\":\"adjutant-chart-overrides\",\"version\":1,\"charts\":{\"glory3-odds\":[{\"row\":\"drm\",\"column\":\"2-1\",\"value\":\"x\"}]}}", -1, NULL));
  r = run_cli ("charts", "--overrides", ov, NULL);
  assert_bad_input (&r, "ov.json: $.charts.glory3-odds[0].value: expected an integer, found a string");
  run_clear (&r);
  r = run_cli ("charts", "no-such-chart", NULL);
  assert_bad_input (&r, "no chart 'no-such-chart'");
  run_clear (&r);

  g_remove (ov);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_assert_nonnull (g_getenv ("ADJUTANT_CLI"));
  g_test_add_func ("/cli/version", test_version);
  g_test_add_func ("/cli/hexline/contract", test_hexline_contract);
  g_test_add_func ("/cli/hexline/bad-input", test_hexline_bad);
  g_test_add_func ("/cli/roll/contract", test_roll);
  g_test_add_func ("/cli/roll/bad-input", test_roll_bad);
  g_test_add_func ("/cli/charts", test_charts);
  return g_test_run ();
}
