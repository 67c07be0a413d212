/* Days of Glory's CLI contract through the real adjutant-cli process:
 * dog points, dog victory, dog staff, and replay of a saved game. */
#include <glib/gstdio.h>
#include <string.h>

#include <dog/move.h>
#include <dog/ruleset.h>

#include "cli-run.h"

static void
expect_out (CliRun r, const char *want)
{
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.err, ==, "");
  g_assert_cmpstr (r.out, ==, want);
  cli_run_clear (&r);
}

static void
expect_bad (CliRun r, const char *cmd, const char *expect)
{
  g_autofree char *prefix = g_strdup_printf ("adjutant-cli: %s: ", cmd);
  cli_run_assert_bad (&r, prefix, expect);
  cli_run_clear (&r);
}

/* The example list, from standard input and from a file. */
static void
test_points (void)
{
  const char *list = "{\"units\":[{\"arm\":\"infantry\",\"class\":3,\"stands\":8,\"rifled\":true}],"
                     "\"staff\":[\"division\",\"brigade\"],\"guns\":[\"rifled-field\"]}";
  expect_out (cli_run (list, "dog", "points", "-", NULL), "{\"total\":132,\"units\":[32],\"problems\":[]}\n");
  g_autofree char *dir = g_dir_make_tmp ("adj-cli-dog-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "army.json", NULL);
  const char *army = "{\"format\":\"adjutant-dog-army\",\"version\":1,\"units\":["
                     "{\"arm\":\"infantry\",\"class\":1,\"stands\":12},"
                     "{\"arm\":\"cavalry\",\"class\":4,\"stands\":6,\"rifled\":true},"
                     "{\"arm\":\"artillery\",\"gun\":\"smoothbore-field\",\"stands\":4,\"horse\":true}],"
                     "\"staff\":[\"general\",\"engineer\"],\"guns\":[\"siege\"],\"pontoons\":1}";
  g_assert_true (g_file_set_contents (path, army, -1, NULL));
  /* 12 + 66 + 160; + 0 + 30 + 50 + 10. */
  expect_out (cli_run (NULL, "dog", "points", path, NULL), "{\"total\":328,\"units\":[12,66,160],\"problems\":[]}\n");
  g_unlink (path);
  g_rmdir (dir);
}

/* Issue 26: what the builder flags is listed too (7, 18.5.8, 6.1, 16.5),
 * and the points are still printed (exit 0). */
static void
test_points_problems (void)
{
  CliRun r = cli_run ("{\"limit\":10,\"units\":[{\"arm\":\"infantry\",\"class\":3,\"stands\":2}],"
                      "\"staff\":[\"general\",\"general\"],\"pontoons\":1}", "dog", "points", "-", NULL);
  json_object *o = cli_run_json (&r);
  cli_run_clear (&r);
  g_assert_cmpint (json_object_get_int (cli_json_get (o, "total")), ==, 16);
  json_object *p = cli_json_get (o, "problems");
  g_assert_cmpint (json_object_array_length (p), ==, 4);
  const char *want[] = { "over", "needs at least 3 (18.5.8)", "only one General", "engineer officer" };
  for (guint w = 0; w < G_N_ELEMENTS (want); w++)
    {
      gboolean found = FALSE;
      for (size_t i = 0; i < json_object_array_length (p); i++)
        found |= strstr (json_object_get_string (json_object_array_get_idx (p, i)), want[w]) != NULL;
      g_assert_true (found);
    }
  json_object_put (o);
}

static void
test_points_bad (void)
{
  expect_bad (cli_run ("{\"units\":[{\"arm\":\"infantry\",\"class\":9,\"stands\":8}]}", "dog", "points", "-", NULL),
              "points", "stdin: $.units[0].class: 9 is outside 1..4");
  expect_bad (cli_run ("{\"units\":[{\"arm\":\"infantry\",\"class\":2,\"stands\":8,\"name\":\"x\\u0000\"}]}", "dog",
                       "points", "-", NULL), "points", "$.units[0].name: a text may not hold a NUL character (\\u0000)");
  expect_bad (cli_run ("{\"guns\":[\"howitzer\"]}", "dog", "points", "-", NULL), "points", "$.guns[0]");
  expect_bad (cli_run ("{\"staff\":[\"colonel\"]}", "dog", "points", "-", NULL), "points", "$.staff[0]");
  expect_bad (cli_run ("{", "dog", "points", "-", NULL), "points", "stdin");
  expect_bad (cli_run (NULL, "dog", "points", NULL), "points", "expected one army list file");
  expect_bad (cli_run (NULL, "dog", "points", "/nonexistent/army.json", NULL), "points", "/nonexistent/army.json");
}

static void
test_victory (void)
{
  expect_out (cli_run (NULL, "dog", "victory", "--lost", "100", "250", NULL),
              "{\"difference\":150,\"result\":\"Draw\",\"winner\":null}\n");
  expect_out (cli_run (NULL, "dog", "victory", "--lost", "100", "251", NULL),
              "{\"difference\":151,\"result\":\"Minor Victory\",\"winner\":\"first\"}\n");
  expect_out (cli_run (NULL, "dog", "victory", "--lost", "350", "100", NULL),
              "{\"difference\":250,\"result\":\"Minor Victory\",\"winner\":\"second\"}\n");
  expect_out (cli_run (NULL, "dog", "victory", "--lost", "351", "100", NULL),
              "{\"difference\":251,\"result\":\"Major Victory\",\"winner\":\"second\"}\n");
  expect_out (cli_run (NULL, "dog", "victory", "--lost", "0", "400", NULL),
              "{\"difference\":400,\"result\":\"Major Victory\",\"winner\":\"first\"}\n");
  expect_out (cli_run (NULL, "dog", "victory", "--lost", "0", "401", NULL),
              "{\"difference\":401,\"result\":\"Massacre\",\"winner\":\"first\"}\n");
  /* Half points (19.2), and the ruling that 150.5 is past "0 to 150". */
  expect_out (cli_run (NULL, "dog", "victory", "--lost", "160.5", "10", NULL),
              "{\"difference\":150.5,\"result\":\"Minor Victory\",\"winner\":\"second\"}\n");
  /* Another game size scales the table: at 400, 75 / 125 / 200. */
  expect_out (cli_run (NULL, "dog", "victory", "--lost", "0", "76", "--game-size", "400", NULL),
              "{\"difference\":76,\"result\":\"Minor Victory\",\"winner\":\"first\"}\n");
  expect_out (cli_run (NULL, "dog", "victory", "--game-size=1200", "--lost", "0", "225", NULL),
              "{\"difference\":225,\"result\":\"Draw\",\"winner\":null}\n");
}

static void
test_victory_bad (void)
{
  expect_bad (cli_run (NULL, "dog", "victory", NULL), "victory", "--lost A B is required");
  expect_bad (cli_run (NULL, "dog", "victory", "--lost", "10", NULL), "victory", "--lost needs two numbers");
  expect_bad (cli_run (NULL, "dog", "victory", "--lost", "10", "-5", NULL), "victory", "'-5' is not a number of points");
  expect_bad (cli_run (NULL, "dog", "victory", "--lost", "10", "3.25", NULL), "victory", "'3.25'");
  expect_bad (cli_run (NULL, "dog", "victory", "--lost", "1", "2", "--game-size", "0", NULL), "victory",
              "'0' is not a game size");
  expect_bad (cli_run (NULL, "dog", "victory", "--lost", "1", "2", "extra", NULL), "victory",
              "unexpected argument 'extra'");
}

static void
test_staff (void)
{
  expect_out (cli_run (NULL, "dog", "staff", NULL),
              "{\"inept\":0.166666666667,\"capable\":0.666666666667,\"exceptional\":0.166666666667}\n");
  expect_out (cli_run (NULL, "dog", "staff", "--table", "standard", NULL),
              "{\"inept\":0.166666666667,\"capable\":0.666666666667,\"exceptional\":0.166666666667}\n");
  expect_out (cli_run (NULL, "dog", "staff", "--table", "union", NULL),
              "{\"inept\":0.333333333333,\"capable\":0.5,\"exceptional\":0.166666666667}\n");
  expect_out (cli_run (NULL, "dog", "staff", "--table", "confederate", NULL),
              "{\"inept\":0.166666666667,\"capable\":0.5,\"exceptional\":0.333333333333}\n");
  /* 20.4: the Union after 1862 rolls on the Confederate row. */
  expect_out (cli_run (NULL, "dog", "staff", "--table", "union", "--year", "1862", NULL),
              "{\"inept\":0.333333333333,\"capable\":0.5,\"exceptional\":0.166666666667}\n");
  expect_out (cli_run (NULL, "dog", "staff", "--table", "union", "--year", "1863", NULL),
              "{\"inept\":0.166666666667,\"capable\":0.5,\"exceptional\":0.333333333333}\n");
  expect_bad (cli_run (NULL, "dog", "staff", "--table", "prussian", NULL), "staff", "'prussian' is not a staff table");
  expect_bad (cli_run (NULL, "dog", "staff", "--table", "union", "--year", "1870", NULL), "staff",
              "1870 is not a year of the war");
  expect_bad (cli_run (NULL, "dog", "staff", "--bogus", NULL), "staff", "bogus");
}

/* Issue 24: the year chooses only the Union's table (20.4); without it,
 * it is refused rather than silently ignored. */
static void
test_staff_year_without_table (void)
{
  expect_bad (cli_run (NULL, "dog", "staff", "--year", "1863", NULL), "staff", "--year only applies to --table union");
  expect_bad (cli_run (NULL, "dog", "staff", "--table", "confederate", "--year", "1863", NULL), "staff",
              "--year only applies to --table union");
}

/* Issue 24: a list with no units, and members the list does not know,
 * named where they are. */
static void
test_points_strict (void)
{
  expect_bad (cli_run ("{}", "dog", "points", "-", NULL), "points", "stdin: $.units: the list has no units");
  expect_bad (cli_run ("{\"units\":[]}", "dog", "points", "-", NULL), "points", "the list has no units");
  expect_bad (cli_run ("{\"units\":[{\"arm\":\"infantry\",\"class\":3,\"stands\":8,\"clas\":2}]}", "dog",
                       "points", "-", NULL), "points", "$.units[0]: unknown member \"clas\"");
  expect_bad (cli_run ("{\"units\":[{\"arm\":\"infantry\",\"class\":3,\"stands\":8}],\"stuff\":1}", "dog",
                       "points", "-", NULL), "points", "$: unknown member \"stuff\"");
}

static void
expect_chances (json_object *array, const double *want, int n)
{
  g_assert_cmpint (json_object_array_length (array), ==, n);
  for (int k = 0; k < n; k++)
    g_assert_cmpfloat_with_epsilon (json_object_get_double (json_object_array_get_idx (array, k)), want[k], 1e-12);
}

static json_object *
run_json (CliRun r)
{
  json_object *o = cli_run_json (&r);
  cli_run_clear (&r);
  return o;
}

/* 18.3, worked by hand: 2 dice hitting on 4+ (a half each) give 0, 1, 2
 * hits as 1/4, 1/2, 1/4; 3 dice on 5+ (a third) as 8, 12, 6, 1 in 27. */
static void
test_fire_rule_18_3 (void)
{
  json_object *o = run_json (cli_run (NULL, "dog", "fire", "--dice", "2", "--hit", "4", NULL));
  expect_chances (cli_json_get (o, "hits"), (double[]) { 0.25, 0.5, 0.25 }, 3);
  g_assert_cmpfloat_with_epsilon (json_object_get_double (cli_json_get (o, "expected")), 1.0, 1e-12);
  json_object_put (o);
  o = run_json (cli_run (NULL, "dog", "fire", "--dice", "3", "--hit", "5", NULL));
  expect_chances (cli_json_get (o, "hits"), (double[]) { 8 / 27.0, 12 / 27.0, 6 / 27.0, 1 / 27.0 }, 4);
  json_object_put (o);
  /* A 1 hits on any face; a 6 on one face in six. */
  o = run_json (cli_run (NULL, "dog", "fire", "--dice", "1", "--hit", "1", NULL));
  expect_chances (cli_json_get (o, "hits"), (double[]) { 0, 1 }, 2);
  json_object_put (o);
}

/* 18.3.2, worked by hand: First Fire rolls one missed die again. 2 dice
 * on 4+: no hit needs both misses and the re-roll missed, 1/4 x 1/2 =
 * 1/8; two hits are 1/4 + 1/2 x 1/2 = 1/2; one hit 3/8. */
static void
test_fire_first_fire_rule_18_3_2 (void)
{
  json_object *o = run_json (cli_run (NULL, "dog", "fire", "--dice", "2", "--hit", "4", "--first-fire", NULL));
  expect_chances (cli_json_get (o, "hits"), (double[]) { 0.125, 0.375, 0.5 }, 3);
  g_assert_cmpfloat_with_epsilon (json_object_get_double (cli_json_get (o, "expected")), 1.375, 1e-12);
  g_assert_true (json_object_get_boolean (cli_json_get (o, "first_fire")));
  json_object_put (o);
}

/* 8.4, worked by hand: class 4 in line re-rolls one missed die; with
 * First Fire too, two. 2 dice on 4+: no hit is 1/4 x 1/2 x 1/2 = 1/16;
 * two hits are 1/4 + 1/2 x (1/2 + 1/2 x 1/2) + 1/4 x 1/2 x 1/2 = 11/16. */
static void
test_fire_class4_rule_8_4 (void)
{
  json_object *o = run_json (cli_run (NULL, "dog", "fire", "--dice", "2", "--hit", "4", "--class4", NULL));
  expect_chances (cli_json_get (o, "hits"), (double[]) { 0.125, 0.375, 0.5 }, 3);
  json_object_put (o);
  o = run_json (cli_run (NULL, "dog", "fire", "--dice", "2", "--hit", "4", "--class4", "--first-fire", NULL));
  expect_chances (cli_json_get (o, "hits"), (double[]) { 1 / 16.0, 4 / 16.0, 11 / 16.0 }, 3);
  json_object_put (o);
}

static void
test_fire_bad (void)
{
  expect_bad (cli_run (NULL, "dog", "fire", "--hit", "4", NULL), "fire", "--dice N is required");
  expect_bad (cli_run (NULL, "dog", "fire", "--dice", "0", "--hit", "4", NULL), "fire", "--dice N is required");
  expect_bad (cli_run (NULL, "dog", "fire", "--dice", "-3", "--hit", "4", NULL), "fire", "-3 is not a number of dice");
  expect_bad (cli_run (NULL, "dog", "fire", "--dice", "2", "--hit", "7", NULL), "fire", "7 is not a face of 1d6");
  expect_bad (cli_run (NULL, "dog", "fire", "--dice", "2", "--hit", "0", NULL), "fire", "0 is not a face of 1d6");
  expect_bad (cli_run (NULL, "dog", "fire", "--dice", "2", NULL), "fire", "0 is not a face of 1d6");
  expect_bad (cli_run (NULL, "dog", "fire", "--dice", "two", "--hit", "4", NULL), "fire", "two");
}

/* 18.5, worked by hand: equal totals before the dice tie when the dice
 * do, 6 in 36; each side wins 15 in 36. Factors 2 and class 2.5 against
 * factors 1 and class 3 are half a point ahead: A wins when its die is
 * at least B's, 21 in 36, and never ties. */
static void
test_assault_rule_18_5 (void)
{
  json_object *o = run_json (cli_run (NULL, "dog", "assault", "--a-factors", "0", "--a-class", "3", "--b-factors",
                                      "0", "--b-class", "3", NULL));
  g_assert_cmpfloat_with_epsilon (json_object_get_double (cli_json_get (o, "tie")), 6 / 36.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (json_object_get_double (cli_json_get (o, "a_wins")), 15 / 36.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (json_object_get_double (cli_json_get (o, "b_wins")), 15 / 36.0, 1e-12);
  json_object *d = cli_json_get (o, "difference");
  g_assert_cmpint (json_object_array_length (d), ==, 11);
  json_object *first = json_object_array_get_idx (d, 0);
  g_assert_cmpfloat_with_epsilon (json_object_get_double (cli_json_get (first, "difference")), -5, 1e-12);
  g_assert_cmpfloat_with_epsilon (json_object_get_double (cli_json_get (first, "chance")), 1 / 36.0, 1e-12);
  json_object_put (o);
  o = run_json (cli_run (NULL, "dog", "assault", "--a-factors", "2", "--a-class", "2.5", "--b-factors", "1",
                         "--b-class", "3", NULL));
  g_assert_cmpfloat_with_epsilon (json_object_get_double (cli_json_get (o, "a_wins")), 21 / 36.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (json_object_get_double (cli_json_get (o, "tie")), 0, 1e-12);
  g_assert_cmpfloat_with_epsilon (json_object_get_double (cli_json_get (o, "b_wins")), 15 / 36.0, 1e-12);
  json_object_put (o);
  /* Six ahead: A always wins. */
  o = run_json (cli_run (NULL, "dog", "assault", "--a-factors", "5", "--a-class", "2", "--b-factors", "0",
                         "--b-class", "1", NULL));
  g_assert_cmpfloat_with_epsilon (json_object_get_double (cli_json_get (o, "a_wins")), 1, 1e-12);
  json_object_put (o);
}

static void
test_assault_bad (void)
{
  expect_bad (cli_run (NULL, "dog", "assault", "--a-factors", "1", "--b-factors", "1", "--b-class", "3", NULL),
              "assault", "--a-class is required");
  expect_bad (cli_run (NULL, "dog", "assault", "--a-class", "5", "--b-class", "3", NULL), "assault",
              "'5' is not a class");
  expect_bad (cli_run (NULL, "dog", "assault", "--a-class", "2", "--b-class", "0.5", NULL), "assault",
              "'0.5' is not a class");
  expect_bad (cli_run (NULL, "dog", "assault", "--a-class", "2", "--b-class", "x", NULL), "assault",
              "'x' is not a class");
  expect_bad (cli_run (NULL, "dog", "assault", "--a-class", "2", "--b-class", "2", "extra", NULL), "assault",
              "unexpected argument 'extra'");
}

/* 18.5 with the player's result table: A half a point ahead wins Minor
 * (by 1 to 2) 9 in 36 and Major (3 or more) 6 in 36, and by 0.5 (under
 * the table) 6 in 36. */
static void
test_assault_results_rule_18_5 (void)
{
  g_autofree char *dir = g_dir_make_tmp ("adj-cli-dog-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "sheets.json", NULL);
  const char *sheet = "{\"format\":\"adjutant-dog-sheets\",\"version\":1,\"assault_results\":{\"tie\":\"Both stand\","
                      "\"rows\":[{\"margin\":1,\"text\":\"Minor\"},{\"margin\":3,\"text\":\"Major\"}]}}";
  g_assert_true (g_file_set_contents (path, sheet, -1, NULL));
  CliRun r = cli_run (NULL, "dog", "assault", "--a-factors", "2", "--a-class", "2.5", "--b-factors", "1", "--b-class",
                      "3", "--sheets", path, NULL);
  json_object *o = cli_run_json (&r);
  cli_run_clear (&r);
  json_object *res = cli_json_get (o, "results");
  json_object *a = cli_json_get (res, "a_wins");
  g_assert_cmpint (json_object_array_length (a), ==, 2);
  g_assert_cmpstr (json_object_get_string (cli_json_get (json_object_array_get_idx (a, 0), "result")), ==, "Minor");
  g_assert_cmpfloat_with_epsilon (json_object_get_double (cli_json_get (json_object_array_get_idx (a, 0), "chance")),
                                  9 / 36.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (json_object_get_double (cli_json_get (json_object_array_get_idx (a, 1), "chance")),
                                  6 / 36.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (json_object_get_double (cli_json_get (res, "a_wins_below_table")), 6 / 36.0, 1e-12);
  g_assert_cmpstr (json_object_get_string (cli_json_get (json_object_array_get_idx (a, 0), "source")), ==, "user");
  json_object_put (o);
  g_autofree char *missing = g_build_filename (dir, "none.json", NULL);
  expect_bad (cli_run (NULL, "dog", "assault", "--a-class", "2", "--b-class", "2", "--sheets", missing, NULL),
              "assault", "no such file");
  g_unlink (path);
  g_rmdir (dir);
}

/* 18.3, 8.4: the dice of 8 class 4 stands in line from a sheet where a
 * block of four rolls 1 die hitting a line on 4+: 2 dice (8.4's example)
 * with class 4's re-roll; a class the sheet lacks is missing, no chances. */
static void
test_dice_rule_18_3_example_8_4 (void)
{
  g_autofree char *dir = g_dir_make_tmp ("adj-cli-dog-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "sheets.json", NULL);
  const char *sheet = "{\"format\":\"adjutant-dog-sheets\",\"version\":1,\"fire\":[{\"chart\":\"small-arms\","
                      "\"stands\":4,\"range\":\"0-6\",\"dice\":1,\"hit\":{\"line\":4}}]}";
  g_assert_true (g_file_set_contents (path, sheet, -1, NULL));
  CliRun r = cli_run (NULL, "dog", "dice", "--sheets", path, "--stands", "8", "--target", "line", "--range", "0-6",
                      "--class4", NULL);
  json_object *o = cli_run_json (&r);
  cli_run_clear (&r);
  g_assert_cmpint (json_object_get_int (cli_json_get (o, "dice")), ==, 2);
  g_assert_true (json_object_get_boolean (cli_json_get (o, "class4")));
  json_object *hits = cli_json_get (cli_json_get (o, "chances"), "hits");
  g_assert_cmpfloat_with_epsilon (json_object_get_double (json_object_array_get_idx (hits, 0)), 1 / 8.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (json_object_get_double (json_object_array_get_idx (hits, 2)), 1 / 2.0, 1e-12);
  json_object_put (o);
  r = cli_run (NULL, "dog", "dice", "--sheets", path, "--stands", "10", "--target", "dense", "--range", "0-6", NULL);
  o = cli_run_json (&r);
  cli_run_clear (&r);
  g_assert_cmpint (json_object_array_length (cli_json_get (o, "missing")), ==, 3);
  g_assert_null (json_object_object_get (o, "chances"));
  json_object_put (o);
  expect_bad (cli_run (NULL, "dog", "dice", "--sheets", path, "--stands", "8", "--target", "column", "--range", "0-6",
                       NULL), "dice", "not a target class (14)");
  g_unlink (path);
  g_rmdir (dir);
}

/* 18.2: a total of 2 passes on 3 to 6, 4 in 6; from a sheet, a factor of
 * +2 counted twice and one of -1 make 3: passes on 4 or more. */
static void
test_morale_rule_18_2 (void)
{
  CliRun r = cli_run (NULL, "dog", "morale", "--total", "2", NULL);
  json_object *o = cli_run_json (&r);
  cli_run_clear (&r);
  g_assert_cmpint (json_object_get_int (cli_json_get (o, "need")), ==, 3);
  g_assert_cmpfloat_with_epsilon (json_object_get_double (cli_json_get (o, "pass")), 4 / 6.0, 1e-12);
  json_object_put (o);
  g_autofree char *dir = g_dir_make_tmp ("adj-cli-dog-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "sheets.json", NULL);
  const char *sheet = "{\"format\":\"adjutant-dog-sheets\",\"version\":1,\"morale_factors\":["
                      "{\"text\":\"Each stand lost\",\"values\":{\"shooting\":2}},"
                      "{\"text\":\"Class 4\",\"values\":{\"shooting\":-1}}]}";
  g_assert_true (g_file_set_contents (path, sheet, -1, NULL));
  r = cli_run (NULL, "dog", "morale", "--sheets", path, "--test", "shooting", "--factors", "Each stand lost:2;Class 4",
               NULL);
  o = cli_run_json (&r);
  cli_run_clear (&r);
  g_assert_cmpint (json_object_get_int (cli_json_get (o, "total")), ==, 3);
  g_assert_cmpfloat_with_epsilon (json_object_get_double (cli_json_get (o, "pass")), 3 / 6.0, 1e-12);
  json_object_put (o);
  expect_bad (cli_run (NULL, "dog", "morale", "--sheets", path, "--test", "shooting", "--factors", "Terrain", NULL),
              "morale", "'Terrain' is not a factor of your morale table");
  g_unlink (path);
  g_rmdir (dir);
}

/* 20.2, 20.3: 4 class 3 stands (2 each) and 6 class 2 (1 each) make 14
 * against 2: 12 ahead, short of 15, nobody out-scouted; with 16 against
 * 1 the second side is. */
static void
test_scouting_rule_20_3 (void)
{
  expect_out (cli_run (NULL, "dog", "scouting", "--first", "3:4,2:6", "--second", "1:2", NULL),
              "{\"points\":[14,2],\"lead\":12,\"margin\":15,\"out_scouted\":null}\n");
  CliRun r = cli_run (NULL, "dog", "scouting", "--first", "4:6", "--second", "1:1", NULL);
  json_object *o = cli_run_json (&r);
  cli_run_clear (&r);
  g_assert_cmpint (json_object_get_int (json_object_array_get_idx (cli_json_get (o, "points"), 0)), ==, 18);
  g_assert_false (json_object_is_type (cli_json_get (o, "out_scouted"), json_type_null));
  json_object_put (o);
  expect_bad (cli_run (NULL, "dog", "scouting", "--first", "5:2", NULL), "scouting", "class:stands");
}

/* 4.1: 1-3 as player A wishes, 4-6 as player B. */
static void
test_dispute_rule_4_1 (void)
{
  expect_out (cli_run (NULL, "dog", "dispute", "--roll", "5", NULL),
              "{\"a\":{\"faces\":[1,2,3],\"chance\":0.5},\"b\":{\"faces\":[4,5,6],\"chance\":0.5},"
              "\"decides_for\":\"b\",\"rule\":\"4.1\"}\n");
  expect_bad (cli_run (NULL, "dog", "dispute", "--roll", "7", NULL), "dispute", "not a face of 1d6");
}

/* 18.5.2: 5 stands among class 3 (6 in contact), class 2 (4) and class 3
 * (4): 1 each, the spares to the class 2, then the class 3 with more in
 * contact. Two alike: the die decides, 4-6 the second. */
static void
test_split_rule_18_5_2 (void)
{
  expect_out (cli_run (NULL, "dog", "split", "--lost", "5", "--units", "3:6,2:4,3:4", NULL),
              "{\"lost\":[2,2,1],\"even\":1,\"spare\":2,\"tied\":[],\"dice_needed\":0,\"decided\":true,"
              "\"rule\":\"18.5.2\"}\n");
  expect_out (cli_run (NULL, "dog", "split", "--lost", "3", "--units", "2:4,2:4", NULL),
              "{\"lost\":[1,1],\"even\":1,\"spare\":1,\"tied\":[1,2],\"dice_needed\":1,\"decided\":false,"
              "\"rule\":\"18.5.2\"}\n");
  expect_out (cli_run (NULL, "dog", "split", "--lost", "3", "--units", "2:4,2:4", "--dice", "4", NULL),
              "{\"lost\":[1,2],\"even\":1,\"spare\":1,\"tied\":[1,2],\"dice_needed\":0,\"decided\":true,"
              "\"rule\":\"18.5.2\"}\n");
  expect_bad (cli_run (NULL, "dog", "split", "--lost", "5", "--units", "1:2,1:2,1:2,1:2", "--dice", "5", NULL), "split",
              "a 5 does not pick among 4 units: roll again (18.5.2)");
  expect_bad (cli_run (NULL, "dog", "split", "--lost", "3", "--units", "5:4", NULL), "split", "'5:4' is not CLASS:CONTACT");
  expect_bad (cli_run (NULL, "dog", "split", "--units", "2:4", NULL), "split", "--lost N is required");
  expect_bad (cli_run (NULL, "dog", "split", "--lost", "2", NULL), "split", "--units CLASS:CONTACT,... is required");
}

static void
test_unknown (void)
{
  CliRun r = cli_run (NULL, "dog", "melee", NULL);
  cli_run_assert_bad (&r, "adjutant-cli: ", "dog has no command 'melee'");
  cli_run_clear (&r);
}

static void
test_scenarios (void)
{
  expect_out (cli_run (NULL, "dog", "scenarios", NULL),
              "{\"ruleset\":\"dog\",\"scenarios\":[{\"id\":\"demonstration\",\"title\":"
              "\"Demonstration: two invented armies of 1863\"}]}\n");
}

/* A game saved by the engine, replayed by the CLI: where it stands and who won. */
static void
test_replay (void)
{
  g_autofree char *shipped = g_build_filename (g_getenv ("ADJUTANT_DATADIR"), "dog", "demonstration.json", NULL);
  GError *error = NULL;
  const AdjRuleset *rs = &adj_dog_ruleset;
  gpointer sc = adj_scenario_load_file (adj_rulesets (), rs, shipped, NULL, &error);
  g_assert_no_error (error);
  g_autoptr (AdjJournal) j = adj_journal_new (rs, sc, NULL, NULL, &error);
  g_assert_no_error (error);
  AdjDogBattle *b = sc;
  static const char *const ids[] = { "n-div", "n-bde1", "n-bde2", "s-div", "s-bde1", "s-bde2" };
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_autoptr (AdjDogMove) m = adj_dog_move_staff (adj_dog_battle_find_general (b, ids[i]), adj_dog_roll_typed (4));
      g_assert_true (adj_journal_apply (j, m, &error));
    }
  g_autoptr (AdjDogMove) begin = adj_dog_move_simple (ADJ_DOG_MOVE_BEGIN);
  g_autoptr (AdjDogMove) init = adj_dog_move_roll_off (ADJ_DOG_MOVE_INITIATIVE, adj_dog_roll_off_typed (6, 2));
  g_autoptr (AdjDogMove) next = adj_dog_move_simple (ADJ_DOG_MOVE_NEXT);
  g_autoptr (AdjDogMove) lose = adj_dog_move_unit (ADJ_DOG_MOVE_LOSE, adj_dog_battle_find_unit (b, "s-bty-1"), 4, FALSE);
  /* 18.3: a shot's hits, with the firing unit, replay from the save. */
  g_autoptr (AdjDogMove) shot = adj_dog_move_shot (adj_dog_battle_find_unit (b, "n-1cav"), 1,
                                                   adj_dog_battle_find_unit (b, "s-3inf"));
  g_autoptr (AdjDogMove) end = adj_dog_move_end (FALSE, FALSE);
  g_assert_true (adj_journal_apply (j, begin, &error));
  g_assert_true (adj_journal_apply (j, init, &error));
  g_assert_true (adj_journal_apply (j, next, &error));
  g_assert_true (adj_journal_apply (j, next, &error));
  g_assert_true (adj_journal_apply (j, lose, &error));
  g_assert_true (adj_journal_apply (j, shot, &error));
  /* 18.3: the cavalry owes its casualties test; the players go on. */
  g_autoptr (AdjDogMove) overrule = adj_dog_move_simple (ADJ_DOG_MOVE_OVERRULE);
  g_assert_true (adj_journal_apply (j, overrule, &error));
  for (int k = 0; k < 3; k++)
    g_assert_true (adj_journal_apply (j, next, &error));
  g_assert_true (adj_journal_apply (j, end, &error));
  g_assert_no_error (error);
  g_autofree char *dir = g_dir_make_tmp ("adj-cli-dog-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  g_assert_true (adj_savegame_save (j, path, FALSE, &error));
  rs->scenario_unref (sc);
  g_autofree char *saved = NULL;
  g_assert_true (g_file_get_contents (path, &saved, NULL, NULL));
  g_assert_nonnull (strstr (saved, "\"shot\""));

  CliRun r = cli_run (NULL, "dog", "replay", path, NULL);
  json_object *o = cli_run_json (&r);
  g_assert_cmpstr (json_object_get_string (cli_json_get (o, "ruleset")), ==, "dog");
  g_assert_cmpstr (json_object_get_string (cli_json_get (o, "step")), ==, "ended");
  g_assert_cmpint (json_object_get_int (cli_json_get (o, "turn")), ==, 1);
  g_assert_cmpint (json_object_get_int (cli_json_get (o, "actions")), ==, 17);
  /* The Confederates lost a 4-gun smoothbore battery: 120 points, a draw. */
  g_assert_cmpstr (json_object_to_json_string_ext (cli_json_get (o, "victory"), JSON_C_TO_STRING_PLAIN), ==,
                   "{\"difference\":120,\"result\":\"Draw\",\"winner\":null}");
  g_assert_cmpstr (json_object_get_string (cli_json_get (o, "last_action")), ==,
                   "The game ends after turn 1: a draw (19.2)");
  json_object *armies = cli_json_get (o, "armies");
  json_object *south = json_object_array_get_idx (armies, 1);
  g_assert_cmpint (json_object_get_int (cli_json_get (south, "lost")), ==, 120);
  json_object_put (o);
  cli_run_clear (&r);
  /* Without the game's name the save says which it is. */
  r = cli_run (NULL, "replay", path, NULL);
  o = cli_run_json (&r);
  g_assert_cmpstr (json_object_get_string (cli_json_get (o, "ruleset")), ==, "dog");
  json_object_put (o);
  cli_run_clear (&r);
  g_unlink (path);
  g_rmdir (dir);
}

/* Issue 25: replay --owed names the routing regiment's rally test (18.2)
 * and what may be done; apply refuses Next while it is owed, with the rule
 * and the file unchanged; the test taken, Next goes on; overrule is a move
 * of its own the players may make instead. */
static void
test_owed_and_apply_rule_18_2 (void)
{
  g_autofree char *shipped = g_build_filename (g_getenv ("ADJUTANT_DATADIR"), "dog", "demonstration.json", NULL);
  GError *error = NULL;
  const AdjRuleset *rs = &adj_dog_ruleset;
  gpointer sc = adj_scenario_load_file (adj_rulesets (), rs, shipped, NULL, &error);
  g_assert_no_error (error);
  g_autoptr (AdjJournal) j = adj_journal_new (rs, sc, NULL, NULL, &error);
  g_assert_no_error (error);
  AdjDogBattle *b = sc;
  static const char *const ids[] = { "n-div", "n-bde1", "n-bde2", "s-div", "s-bde1", "s-bde2" };
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_autoptr (AdjDogMove) m = adj_dog_move_staff (adj_dog_battle_find_general (b, ids[i]), adj_dog_roll_typed (4));
      g_assert_true (adj_journal_apply (j, m, &error));
    }
  g_autoptr (AdjDogMove) deploy = adj_dog_move_roll_off (ADJ_DOG_MOVE_DEPLOY_ROLL, adj_dog_roll_off_typed (2, 5));
  g_autoptr (AdjDogMove) begin = adj_dog_move_simple (ADJ_DOG_MOVE_BEGIN);
  /* The North (first) has the initiative; the South's regiment routs in
   * the North's part, so the South's part owes its rally test. */
  g_autoptr (AdjDogMove) init = adj_dog_move_roll_off (ADJ_DOG_MOVE_INITIATIVE, adj_dog_roll_off_typed (6, 2));
  g_autoptr (AdjDogMove) routs = adj_dog_move_unit (ADJ_DOG_MOVE_ROUTING, adj_dog_battle_find_unit (b, "s-2inf"), 0,
                                                    TRUE);
  g_autoptr (AdjDogMove) next = adj_dog_move_simple (ADJ_DOG_MOVE_NEXT);
  g_assert_true (adj_journal_apply (j, deploy, &error));
  g_assert_true (adj_journal_apply (j, begin, &error));
  g_assert_true (adj_journal_apply (j, init, &error));
  g_assert_true (adj_journal_apply (j, routs, &error));
  g_assert_true (adj_journal_apply (j, next, &error));
  g_assert_no_error (error);
  g_autofree char *dir = g_dir_make_tmp ("adj-cli-dog-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "owed.json", NULL);
  g_assert_true (adj_savegame_save (j, path, TRUE, &error));
  g_assert_no_error (error);
  rs->scenario_unref (sc);

  CliRun r = cli_run (NULL, "replay", "--owed", path, NULL);
  json_object *got = cli_run_json (&r);
  json_object *owed = cli_json_get (got, "owed");
  g_assert_cmpint (json_object_array_length (owed), ==, 1);
  json_object *first = json_object_array_get_idx (owed, 0);
  g_assert_cmpstr (json_object_get_string (cli_json_get (first, "rule")), ==, "18.2");
  g_assert_cmpstr (json_object_get_string (cli_json_get (first, "side")), ==, "second");
  g_assert_cmpstr (json_object_get_string (cli_json_get (first, "text")), ==,
                   "2nd Demonstration Infantry must try to rally");
  g_assert_cmpstr (json_object_to_json_string (cli_json_get (first, "units")), ==, "[ \"s-2inf\" ]");
  g_autofree char *legal = g_strdup (json_object_to_json_string (cli_json_get (got, "legal")));
  g_assert_nonnull (strstr (legal, "\"overrule\""));
  g_assert_null (strstr (legal, "\"kind\": \"next\""));
  json_object_put (got);
  cli_run_clear (&r);

  g_autofree char *before = NULL;
  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));
  r = cli_run (NULL, "apply", path, "{\"type\":\"next\"}", NULL);
  cli_run_assert_bad (&r, "adjutant-cli: apply: ", "not yet: 2nd Demonstration Infantry must try to rally (18.2)");
  cli_run_clear (&r);
  g_autofree char *after = NULL;
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);
  r = cli_run (NULL, "apply", path, "{\"type\":\"routing\",\"unit\":\"s-2inf\",\"routing\":false}", NULL);
  cli_run_assert_bad (&r, "adjutant-cli: apply: ", "(18.2.10)");
  cli_run_clear (&r);

  r = cli_run (NULL, "apply", "--owed", path,
               "{\"type\":\"morale\",\"unit\":\"s-2inf\",\"test\":\"rally\",\"total\":2,\"roll\":{\"value\":5}}",
               NULL);
  got = cli_run_json (&r);
  g_assert_cmpint (json_object_array_length (cli_json_get (got, "owed")), ==, 0);
  g_assert_nonnull (strstr (json_object_to_json_string (cli_json_get (got, "legal")), "stop routing"));
  json_object_put (got);
  cli_run_clear (&r);
  r = cli_run (NULL, "apply", path, "{\"type\":\"next\"}", NULL);
  got = cli_run_json (&r);
  g_assert_cmpstr (json_object_get_string (cli_json_get (got, "step")), ==, "shooting");
  json_object_put (got);
  cli_run_clear (&r);
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/dog/points", test_points);
  g_test_add_func ("/cli/dog/points-bad", test_points_bad);
  g_test_add_func ("/cli/dog/points-problems", test_points_problems);
  g_test_add_func ("/cli/dog/victory", test_victory);
  g_test_add_func ("/cli/dog/victory-bad", test_victory_bad);
  g_test_add_func ("/cli/dog/staff", test_staff);
  g_test_add_func ("/cli/dog/unknown", test_unknown);
  g_test_add_func ("/cli/dog/staff-year-without-table", test_staff_year_without_table);
  g_test_add_func ("/cli/dog/points-strict", test_points_strict);
  g_test_add_func ("/cli/dog/fire-rule-18.3", test_fire_rule_18_3);
  g_test_add_func ("/cli/dog/fire-first-fire-rule-18.3.2", test_fire_first_fire_rule_18_3_2);
  g_test_add_func ("/cli/dog/fire-class4-rule-8.4", test_fire_class4_rule_8_4);
  g_test_add_func ("/cli/dog/fire-bad", test_fire_bad);
  g_test_add_func ("/cli/dog/assault-rule-18.5", test_assault_rule_18_5);
  g_test_add_func ("/cli/dog/assault-bad", test_assault_bad);
  g_test_add_func ("/cli/dog/split-rule-18.5.2", test_split_rule_18_5_2);
  g_test_add_func ("/cli/dog/dice-rule-18.3-example-8.4", test_dice_rule_18_3_example_8_4);
  g_test_add_func ("/cli/dog/morale-rule-18.2", test_morale_rule_18_2);
  g_test_add_func ("/cli/dog/scouting-rule-20.3", test_scouting_rule_20_3);
  g_test_add_func ("/cli/dog/dispute-rule-4.1", test_dispute_rule_4_1);
  g_test_add_func ("/cli/dog/assault-results-rule-18.5", test_assault_results_rule_18_5);
  g_test_add_func ("/cli/dog/scenarios", test_scenarios);
  g_test_add_func ("/cli/dog/replay", test_replay);
  g_test_add_func ("/cli/dog/owed-and-apply-rule-18.2", test_owed_and_apply_rule_18_2);
  return g_test_run ();
}
