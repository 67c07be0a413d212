/* Contract tests of `adjutant-cli los` (docs/cli.md): the real binary, run
 * as a process, on the shipped synthetic sample map. */
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>

#include "cli-run.h"

static char *
sample_map (void)
{
  return g_build_filename (g_getenv ("ADJUTANT_DATADIR"), "maps", "synthetic-ridge.json", NULL);
}

/* Exit 2, nothing on stdout, one line on stderr that contains @expect. */
static void
bad (CliRun o, const char *expect)
{
  cli_run_assert_bad (&o, "adjutant-cli: los: ", expect);
  cli_run_clear (&o);
}

static const char *
str (json_object *obj, const char *key)
{
  json_object *v = NULL;
  g_assert_true (json_object_object_get_ex (obj, key, &v));
  return json_object_get_string (v);
}

static void
test_map_blocked (void)
{
  g_autofree char *map = sample_map ();
  CliRun o = cli_run (NULL, "los", "--map", map, "0405", "0905", NULL);
  json_object *j = cli_run_json (&o);

  g_assert_false (json_object_get_boolean (cli_json_get (j, "clear")));
  json_object *by = cli_json_get (j, "blocked_by");
  g_assert_cmpstr (str (by, "hex"), ==, "0505");
  g_assert_cmpstr (str (by, "rule"), ==, "9.4 same level: an intervening hex higher than firer and target");
  g_assert_cmpstr (str (by, "key"), ==, "same-level-higher");
  g_assert_false (json_object_object_get_ex (by, "hexside", NULL));
  g_assert_cmpint (json_object_array_length (cli_json_get (j, "steps")), ==, 4);
  g_assert_cmpint (json_object_array_length (cli_json_get (j, "misguided_fire")), ==, 0);
  json_object_put (j);
  cli_run_clear (&o);

  /* Along the hexside 0504|0505: blocked_by names both hexes. */
  o = cli_run (NULL, "los", "--map", map, "0405", "1005", NULL);
  j = cli_run_json (&o);
  by = cli_json_get (j, "blocked_by");
  json_object *side = cli_json_get (by, "hexside");
  g_assert_cmpstr (json_object_get_string (json_object_array_get_idx (side, 0)), ==, "0504");
  g_assert_cmpstr (json_object_get_string (json_object_array_get_idx (side, 1)), ==, "0505");
  json_object *step0 = json_object_array_get_idx (cli_json_get (j, "steps"), 0);
  g_assert_cmpint (json_object_array_length (step0), ==, 2);
  json_object_put (j);
  cli_run_clear (&o);

  /* From the ridge (0705, level 2) down its steep east face: the line runs
   * along 0805|0806 and enters those hexes through the steep hexsides; only
   * the way out of a hex counts when the firer is higher, so it is clear. */
  o = cli_run (NULL, "los", "--map", map, "0705", "0905", NULL);
  j = cli_run_json (&o);
  g_assert_true (json_object_get_boolean (cli_json_get (j, "clear")));
  g_assert_true (json_object_is_type (cli_json_get (j, "blocked_by"), json_type_null));
  g_assert_cmpstr (str (j, "case"), ==, "firer-higher");
  json_object_put (j);
  cli_run_clear (&o);
}

static void
test_map_units (void)
{
  g_autofree char *map = sample_map ();
  CliRun o = cli_run (NULL, "los", "--map", map, "0101", "0105", "--friendly", "0104,0102", NULL);
  json_object *j = cli_run_json (&o);
  g_assert_true (json_object_get_boolean (cli_json_get (j, "clear")) == FALSE);
  json_object_put (j);
  cli_run_clear (&o);

  /* 9.51: friendly units next to the target, lower than the firer. */
  o = cli_run (NULL, "los", "--map", map, "0603", "0606", "--friendly", "0605", NULL);
  j = cli_run_json (&o);
  g_assert_false (json_object_get_boolean (cli_json_get (j, "clear"))); /* woods on the ridge */
  json_object_put (j);
  cli_run_clear (&o);

  o = cli_run (NULL, "los", "--map", map, "0603", "0101", "--friendly", "0202", NULL);
  j = cli_run_json (&o);
  g_assert_true (json_object_get_boolean (cli_json_get (j, "clear")));
  json_object *mf = cli_json_get (j, "misguided_fire");
  g_assert_cmpint (json_object_array_length (mf), ==, 1);
  g_assert_cmpstr (json_object_get_string (json_object_array_get_idx (mf, 0)), ==, "0202");
  json_object_put (j);
  cli_run_clear (&o);

  o = cli_run (NULL, "los", "--map", map, "0101", "0105", "--enemy", "0103", NULL);
  j = cli_run_json (&o);
  g_assert_cmpstr (str (cli_json_get (j, "blocked_by"), "hex"), ==, "0103");
  g_assert_cmpstr (str (cli_json_get (j, "blocked_by"), "key"), ==, "same-level-woods-or-unit");
  json_object_put (j);
  cli_run_clear (&o);
}

static void
test_map_all (void)
{
  g_autofree char *map = sample_map ();
  CliRun o = cli_run (NULL, "los", "--map", map, "--from", "0605", "--all", NULL);
  json_object *j = cli_run_json (&o);
  json_object *visible = cli_json_get (j, "visible");
  int n = (int) json_object_array_length (visible);
  gboolean corner = FALSE;

  g_assert_cmpint (json_object_get_int (cli_json_get (j, "count")), ==, n);
  g_assert_cmpint (n, >, 6);
  g_assert_cmpint (n, <, 119);
  for (int i = 0; i < n; i++)
    {
      const char *id = json_object_get_string (json_object_array_get_idx (visible, i));
      g_assert_cmpstr (id, !=, "0605");
      corner |= g_str_equal (id, "0101");
      /* Each listed hex is clear when asked one by one. */
      if (i % 7 == 0)
        {
          CliRun one = cli_run (NULL, "los", "--map", map, "0605", id, NULL);
          json_object *oj = cli_run_json (&one);
          g_assert_true (json_object_get_boolean (cli_json_get (oj, "clear")));
          json_object_put (oj);
          cli_run_clear (&one);
        }
    }
  g_assert_true (corner);
  json_object_put (j);
  cli_run_clear (&o);
}

/* The map-less mode: questions out, answers in, the map's verdict back. */
static void
test_questions_and_answers (void)
{
  CliRun o = cli_run (NULL, "los", "--questions", "0510", "0505", "--from-level", "3", "--to-level", "0", NULL);
  json_object *j = cli_run_json (&o);
  json_object *qs = cli_json_get (j, "questions");
  g_assert_cmpstr (str (j, "case"), ==, "firer-higher");
  json_object *q0 = json_object_array_get_idx (qs, 0);
  g_assert_cmpstr (str (q0, "ask"), ==, "level");
  g_assert_cmpstr (str (q0, "hex"), ==, "0509");
  gboolean slope = FALSE;
  for (size_t i = 0; i < json_object_array_length (qs); i++)
    {
      json_object *q = json_object_array_get_idx (qs, i);
      if (g_str_equal (str (q, "ask"), "slope"))
        {
          json_object *when = cli_json_get (q, "when");
          g_assert_cmpint (json_object_get_int (cli_json_get (when, "min")), ==, 1);
          g_assert_cmpint (json_object_get_int (cli_json_get (when, "max")), ==, 2);
          slope = TRUE;
        }
    }
  g_assert_true (slope);
  json_object_put (j);
  cli_run_clear (&o);

  const char *answers =
    "{\"format\":\"adjutant-los-answers\",\"version\":1,\"from_level\":3,\"to_level\":0,"
    "\"hexes\":[{\"hex\":\"0509\",\"level\":0},{\"hex\":\"0508\",\"level\":0},"
    "{\"hex\":\"0507\",\"level\":0,\"woods\":false},{\"hex\":\"0506\",\"level\":1,\"woods\":false,"
    "\"unit\":\"none\"}],\"hexsides\":[{\"between\":[\"0506\",\"0505\"],\"slope\":\"steep\"}]}";
  o = cli_run (answers, "los", "--answers", "-", "0510", "0505", NULL);
  j = cli_run_json (&o);
  g_assert_false (json_object_get_boolean (cli_json_get (j, "clear")));
  json_object *by = cli_json_get (j, "blocked_by");
  g_assert_cmpstr (str (by, "key"), ==, "firer-higher-slope");
  g_assert_cmpstr (str (by, "slope_kind"), ==, "steep");
  json_object_put (j);

  /* The same ground as a map file gives the same output, byte for byte. */
  g_autofree char *dir = g_dir_make_tmp ("adj-cli-los-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "m.json", NULL);
  g_autofree char *apath = g_build_filename (dir, "a.json", NULL);
  g_assert_true (g_file_set_contents (path,
    "{\"format\":\"adjutant-map\",\"version\":1,\"name\":\"t\",\"columns\":{\"first\":1,\"last\":9},"
    "\"rows\":{\"first\":1,\"last\":12},\"hexes\":[{\"hex\":\"0510\",\"level\":3},{\"hex\":\"0506\",\"level\":1}],"
    "\"hexsides\":[{\"between\":[\"0505\",\"0506\"],\"features\":[\"steep\"]}]}", -1, NULL));
  CliRun m = cli_run (NULL, "los", "--map", path, "0510", "0505", NULL);
  g_assert_cmpint (m.status, ==, 0);
  g_assert_cmpstr (m.out, ==, o.out);
  cli_run_clear (&m);
  g_assert_true (g_file_set_contents (apath, answers, -1, NULL));
  m = cli_run (NULL, "los", "--answers", apath, "0510", "0505", NULL);
  g_assert_cmpstr (m.out, ==, o.out);
  cli_run_clear (&m);
  cli_run_clear (&o);

  /* A question the levels make necessary, left unanswered. */
  bad (cli_run ("{\"format\":\"adjutant-los-answers\",\"version\":1,\"from_level\":3,\"to_level\":0,"
            "\"hexes\":[{\"hex\":\"0509\",\"level\":0},{\"hex\":\"0508\",\"level\":0},"
            "{\"hex\":\"0507\",\"level\":0,\"woods\":false},{\"hex\":\"0506\",\"level\":1}]}",
            "los", "--answers", "-", "0510", "0505", NULL),
       "woods in hex 0506 needs an answer");
  bad (cli_run ("{\"format\":\"adjutant-los-answers\",\"version\":1,\"from_level\":3,\"to_level\":0,"
            "\"hexes\":[{\"hex\":\"0409\",\"level\":0}]}", "los", "--answers", "-", "0510", "0505", NULL),
       "stdin: $.hexes[0].hex: 0409 is not between 0510 and 0505");
  bad (cli_run ("{", "los", "--answers", "-", "0510", "0505", NULL), "stdin: the JSON text ends too early");
  bad (cli_run (NULL, "los", "--answers", apath, "0510", NULL), "expects two hex ids");

  g_remove (path);
  g_remove (apath);
  g_rmdir (dir);
}

static void
test_bad_input (void)
{
  g_autofree char *map = sample_map ();
  g_autofree char *dir = g_dir_make_tmp ("adj-cli-los-XXXXXX", NULL);
  g_autofree char *broken = g_build_filename (dir, "broken.json", NULL);
  g_assert_true (g_file_set_contents (broken,
    "{\"format\":\"adjutant-map\",\"version\":1,\"name\":\"t\",\"columns\":{\"first\":1,\"last\":9},"
    "\"rows\":{\"first\":1,\"last\":9},\"hexes\":[{\"hex\":\"0101\",\"terrain\":\"swamp\"}]}", -1, NULL));

  bad (cli_run (NULL, "los", "0405", "0905", NULL), "--map FILE, --questions or --answers");
  bad (cli_run (NULL, "los", "--map", map, "--questions", "0405", "0905", NULL), "--map FILE, --questions");
  bad (cli_run (NULL, "los", "--map", map, "0405", NULL), "expected two hex ids");
  bad (cli_run (NULL, "los", "--map", map, "04x5", "0905", NULL), "'04x5' is not a hex id");
  bad (cli_run (NULL, "los", "--map", map, "0405", "1305", NULL), "hex 1305 is not on this map");
  bad (cli_run (NULL, "los", "--map", map, "0405", "0405", NULL), "both in hex 0405");
  bad (cli_run (NULL, "los", "--map", map, "--all", NULL), "--all takes the firer's hex as --from HEX");
  bad (cli_run (NULL, "los", "--map", map, "--from", "0405", "0905", NULL), "expected two hex ids");
  bad (cli_run (NULL, "los", "--map", map, "0405", "0905", "--friendly", "0303", "--enemy", "0303", NULL),
       "both friendly and enemy");
  bad (cli_run (NULL, "los", "--map", broken, "0405", "0905", NULL),
       "broken.json: $.hexes[0].terrain: 'swamp' is not a terrain");
  bad (cli_run (NULL, "los", "--map", "/nonexistent/map.json", "0405", "0905", NULL), "/nonexistent/map.json");
  bad (cli_run (NULL, "los", "--questions", "0405", "0905", NULL), "--from-level N and --to-level N");
  bad (cli_run (NULL, "los", "--questions", "0405", "0905", "--from-level", "1", "--to-level", "500", NULL),
       "target's level 500");
  bad (cli_run (NULL, "los", "--questions", "0405", "0905", "--from-level", "1", "--to-level", "0",
            "--shifted", "left", NULL), "odd or even");
  bad (cli_run (NULL, "los", "--answers", "-", "0405", "0905", "--from-level", "1", NULL),
       "go with --questions");
  bad (cli_run (NULL, "los", "--questions", "0405", "0905", "--from-level", "1", "--to-level", "0",
            "--friendly", "0505", NULL), "go with --map");

  g_remove (broken);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_assert_nonnull (g_getenv ("ADJUTANT_CLI"));
  g_test_add_func ("/cli/los/rule-9.4/map-blocked", test_map_blocked);
  g_test_add_func ("/cli/los/rule-9.51/units", test_map_units);
  g_test_add_func ("/cli/los/all", test_map_all);
  g_test_add_func ("/cli/los/questions-and-answers", test_questions_and_answers);
  g_test_add_func ("/cli/los/bad-input", test_bad_input);
  return g_test_run ();
}
