#include <glib/gstdio.h>
/* Contract tests: run the real adjutant-cli process and read its output. */
#include <stdio.h>
#include <string.h>

#include "cli-run.h"

static void
test_version (void)
{
  CliRun r = cli_run (NULL, "--version", NULL);
  json_object *o = cli_run_json (&r);
  json_object *v;
  g_assert_true (json_object_object_get_ex (o, "version", &v));
  g_assert_cmpstr (json_object_get_string (v), ==, PACKAGE_VERSION_FOR_TEST);
  json_object_put (o);
  cli_run_clear (&r);
}

static void
test_hexline_contract (void)
{
  /* The documented example, byte for byte. */
  CliRun r = cli_run (NULL, "hexline", "2110", "2310", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, ==, "{\"from\":\"2110\",\"to\":\"2310\",\"distance\":2,\"steps\":[[\"2210\",\"2211\"]]}\n");
  cli_run_clear (&r);

  r = cli_run (NULL, "hexline", "2110", "2310", "--shifted", "even", NULL);
  g_assert_cmpstr (r.out, ==, "{\"from\":\"2110\",\"to\":\"2310\",\"distance\":2,\"steps\":[[\"2209\",\"2210\"]]}\n");
  cli_run_clear (&r);

  /* 9.4: 2313 to 2311 crosses 2312. */
  r = cli_run (NULL, "hexline", "2313", "2311", NULL);
  g_assert_cmpstr (r.out, ==, "{\"from\":\"2313\",\"to\":\"2311\",\"distance\":2,\"steps\":[[\"2312\"]]}\n");
  cli_run_clear (&r);

  r = cli_run (NULL, "hexline", "2110", "2707", NULL);
  json_object *o = cli_run_json (&r);
  json_object *steps;
  g_assert_true (json_object_object_get_ex (o, "steps", &steps));
  g_assert_cmpuint (json_object_array_length (steps), ==, 5);
  json_object_put (o);
  cli_run_clear (&r);

  /* Near corners every hex the segment enters counts (docs/cli.md). */
  r = cli_run (NULL, "hexline", "2216", "2124", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, ==, "{\"from\":\"2216\",\"to\":\"2124\",\"distance\":9,\"steps\":"
                   "[[\"2217\"],[\"2218\"],[\"2219\"],[\"2119\"],[\"2220\"],[\"2120\"],"
                   "[\"2221\"],[\"2121\"],[\"2122\"],[\"2123\"]]}\n");
  cli_run_clear (&r);
}

static void
test_hexline_bad (void)
{
  CliRun r = cli_run (NULL, "hexline", "2110", NULL);
  cli_run_assert_bad (&r, "adjutant-cli: ", "expected two hex ids");
  cli_run_clear (&r);
  r = cli_run (NULL, "hexline", "21100", "2310", NULL);
  cli_run_assert_bad (&r, "adjutant-cli: ", "'21100' is not a hex id");
  cli_run_clear (&r);
  r = cli_run (NULL, "hexline", "2110", "2310", "--shifted", "left", NULL);
  cli_run_assert_bad (&r, "adjutant-cli: ", "odd or even");
  cli_run_clear (&r);
  r = cli_run (NULL, "hexline", "--nonsense", NULL);
  cli_run_assert_bad (&r, "adjutant-cli: ", "nonsense");
  cli_run_clear (&r);
}

static void
test_roll (void)
{
  CliRun a = cli_run (NULL, "roll", "d10", "--seed", "1862", NULL);
  CliRun b = cli_run (NULL, "roll", "d10", "--seed", "1862", NULL);
  g_assert_cmpint (a.status, ==, 0);
  g_assert_cmpstr (a.out, ==, b.out); /* the same seed repeats the roll */
  json_object *o = cli_run_json (&a);
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
  cli_run_clear (&a);
  cli_run_clear (&b);

  /* Over many seeds every face shows, and d10x reads 1..10. */
  gboolean seen[11] = { FALSE };
  for (int s = 0; s < 60; s++)
    {
      g_autofree char *seed_text = g_strdup_printf ("%d", s);
      CliRun r = cli_run (NULL, "roll", "d10x", "--seed", seed_text, NULL);
      json_object *ro = cli_run_json (&r);
      json_object *v;
      g_assert_true (json_object_object_get_ex (ro, "value", &v));
      int x = json_object_get_int (v);
      g_assert_cmpint (x, >=, 1);
      g_assert_cmpint (x, <=, 10);
      seen[x] = TRUE;
      json_object_put (ro);
      cli_run_clear (&r);
    }
  for (int x = 1; x <= 10; x++)
    g_assert_true (seen[x]);
}

static void
test_roll_bad (void)
{
  CliRun r = cli_run (NULL, "roll", "d20", NULL);
  cli_run_assert_bad (&r, "adjutant-cli: ", "unknown die 'd20'");
  cli_run_clear (&r);
  r = cli_run (NULL, "roll", "d10", "--seed", "-3", NULL);
  cli_run_assert_bad (&r, "adjutant-cli: ", "'-3' is not a seed");
  cli_run_clear (&r);
  r = cli_run (NULL, "roll", "d10", "--seed", "99999999999999999999999", NULL);
  cli_run_assert_bad (&r, "adjutant-cli: ", "is not a seed");
  cli_run_clear (&r);
  r = cli_run (NULL, "roll", NULL);
  cli_run_assert_bad (&r, "adjutant-cli: ", "expected one die");
  cli_run_clear (&r);
  r = cli_run (NULL, "fly", NULL);
  cli_run_assert_bad (&r, "adjutant-cli: ", "unknown game or command 'fly'");
  cli_run_clear (&r);
}

static void
test_charts (void)
{
  CliRun r = cli_run (NULL, "charts", "glory3-odds", NULL);
  json_object *o = cli_run_json (&r);
  json_object *cells;
  g_assert_true (json_object_object_get_ex (o, "cells", &cells));
  json_object *cell = json_object_array_get_idx (json_object_array_get_idx (cells, 0), 2);
  g_assert_cmpstr (json_object_to_json_string_ext (cell, JSON_C_TO_STRING_PLAIN), ==,
                   "{\"value\":1,\"source\":\"rulebook\",\"cite\":\"10.2 example: 9 to 6 (3-2) gives +1\"}");
  json_object_put (o);
  cli_run_clear (&r);

  /* The player's own values come back marked as his. */
  g_autofree char *dir = g_dir_make_tmp ("adj-cli-XXXXXX", NULL);
  g_autofree char *ov = g_build_filename (dir, "ov.json", NULL);
  g_assert_true (g_file_set_contents (ov,
    "{\"format\":\"adjutant-chart-overrides\",\"version\":1,\"charts\":{\"glory3-odds\":"
    "[{\"row\":\"drm\",\"column\":\"2-1\",\"value\":2}]}}", -1, NULL));
  r = cli_run (NULL, "charts", "glory3-odds", "--overrides", ov, NULL);
  o = cli_run_json (&r);
  g_assert_true (json_object_object_get_ex (o, "cells", &cells));
  cell = json_object_array_get_idx (json_object_array_get_idx (cells, 0), 3);
  g_assert_cmpstr (json_object_to_json_string_ext (cell, JSON_C_TO_STRING_PLAIN), ==,
                   "{\"value\":2,\"source\":\"user\"}");
  json_object_put (o);
  cli_run_clear (&r);

  g_assert_true (g_file_set_contents (ov, "{\"format\":\"adjutant-chart-overrides\",\"version\":1,\"charts\":{\"glory3-odds\":[{\"row\":\"drm\",\"column\":\"2-1\",\"value\":\"x\"}]}}", -1, NULL));
  r = cli_run (NULL, "charts", "--overrides", ov, NULL);
  cli_run_assert_bad (&r, "adjutant-cli: ", "ov.json: $.charts.glory3-odds[0].value: expected an integer, found a string");
  cli_run_clear (&r);
  r = cli_run (NULL, "charts", "no-such-chart", NULL);
  cli_run_assert_bad (&r, "adjutant-cli: ", "no chart 'no-such-chart'");
  cli_run_clear (&r);

  g_remove (ov);
  g_rmdir (dir);
}

/* Every command that reads a file refuses one over 16 MiB before reading it. */
static void
test_huge_input_refused (void)
{
  g_autofree char *dir = g_dir_make_tmp ("adj-cli-huge-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "huge.json", NULL);
  FILE *f = fopen (path, "w");
  g_assert_nonnull (f);
  g_assert_cmpint (fseek (f, 16 * 1024 * 1024, SEEK_SET), ==, 0);
  fputc (' ', f);
  fclose (f);

  CliRun r = cli_run (NULL, "charge", path, NULL);
  cli_run_assert_bad (&r, "adjutant-cli: charge: ", "huge.json: 16777217 bytes is over the 16 MiB limit");
  cli_run_clear (&r);
  r = cli_run (NULL, "los", "--answers", path, "0505", "0509", NULL);
  cli_run_assert_bad (&r, "adjutant-cli: los: ", "huge.json: 16777217 bytes is over the 16 MiB limit");
  cli_run_clear (&r);
  r = cli_run (NULL, "charts", "--overrides", path, NULL);
  cli_run_assert_bad (&r, "adjutant-cli: charts: ", "over the 16 MiB limit");
  cli_run_clear (&r);

  g_remove (path);
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
  g_test_add_func ("/cli/huge-input-refused", test_huge_input_refused);
  return g_test_run ();
}
