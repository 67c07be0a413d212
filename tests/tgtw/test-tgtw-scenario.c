/* The "adjutant-tgtw-scenario" format: the sample loads, saves canonically
 * and hashes the same; every bad file is refused with its JSON path. */
#include <glib/gstdio.h>
#include <string.h>

#include "tgtw-test.h"

static void
test_sample (void)
{
  g_autoptr (AdjTgtwScenario) sc = tt_sample ();
  g_assert_cmpstr (adj_tgtw_scenario_get_id (sc), ==, "demo-red-and-blue");
  g_assert_nonnull (strstr (adj_tgtw_scenario_get_title (sc), "invented"));
  g_assert_nonnull (strstr (adj_tgtw_scenario_get_notes (sc), "not a historical battle"));
  g_assert_cmpuint (adj_tgtw_scenario_n_sectors (sc), ==, 3);
  g_assert_cmpint (adj_tgtw_scenario_morale_number (sc, 'B'), ==, 7);
  g_assert_cmpint (adj_tgtw_scenario_morale_number (sc, 'Z'), ==, 0);
  const AdjTgtwUnit *u = adj_tgtw_scenario_unit (sc, (guint) tt_unit (sc, "red-archers"));
  g_assert_cmpint (u->type, ==, ADJ_TGTW_SK);
  g_assert_cmpint (u->weapon, ==, ADJ_TGTW_SHORTBOW);
  g_assert_cmpint (u->morale, ==, 5);
  g_assert_cmpint (u->morale_class, ==, 'D');
  const AdjTgtwLeader *l = adj_tgtw_scenario_leader (sc, (guint) tt_leader (sc, "red-strategos"));
  g_assert_cmpint (l->stars, ==, 3);
  g_assert_true (l->rally);
  g_assert_cmpint (l->dice, ==, 2);
  g_assert_true (adj_tgtw_scenario_leader (sc, (guint) tt_leader (sc, "red-reserve"))->replacement);
  g_assert_cmpint (adj_tgtw_scenario_army (sc, 1)->sector_rout[1], ==, 9);
  g_assert_cmpuint (strlen (adj_tgtw_scenario_get_hash (sc)), ==, 64);

  /* Through the ruleset table and the shipped folder. */
  GError *error = NULL;
  g_autofree char *dir = adj_paths_data_file ("tgtw", NULL);
  g_autoptr (GPtrArray) list = adj_scenario_load_dir (&adj_tgtw_ruleset, dir, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (list->len, ==, 1);
  g_assert_true (adj_ruleset_find (adj_rulesets (), "tgtw") == &adj_tgtw_ruleset);
  g_assert_true (adj_ruleset_find_by_format (adj_rulesets (), "adjutant-tgtw-scenario") == &adj_tgtw_ruleset);
}

/* Saved canonically: load(save(x)) saves to the same text and the same
 * hash; a change anywhere changes the hash. */
static void
test_round_trip (void)
{
  g_autoptr (AdjTgtwScenario) sc = tt_sample ();
  json_object *o = adj_tgtw_scenario_to_json (sc);
  const char *text = json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN);
  g_autoptr (AdjTgtwScenario) again = tt_scenario (text);
  json_object *o2 = adj_tgtw_scenario_to_json (again);
  g_assert_cmpstr (json_object_to_json_string_ext (o2, JSON_C_TO_STRING_PLAIN), ==, text);
  g_assert_cmpstr (adj_tgtw_scenario_get_hash (again), ==, adj_tgtw_scenario_get_hash (sc));
  g_autofree char *changed = g_strdup (text);
  char *at = strstr (changed, "\"strength\":6");
  at[11] = '5';
  g_autoptr (AdjTgtwScenario) other = tt_scenario (changed);
  g_assert_cmpstr (adj_tgtw_scenario_get_hash (other), !=, adj_tgtw_scenario_get_hash (sc));

  /* Saved to a file atomically through the ruleset. */
  GError *error = NULL;
  g_autofree char *tmp = g_build_filename (g_get_tmp_dir (), "adj-tgtw-scenario-XXXXXX", NULL);
  g_assert_nonnull (g_mkdtemp (tmp));
  g_autofree char *path = g_build_filename (tmp, "s.json", NULL);
  g_assert_true (adj_scenario_save_file (&adj_tgtw_ruleset, sc, path, &error));
  const AdjRuleset *rs = NULL;
  gpointer loaded = adj_scenario_load_file (adj_rulesets (), NULL, path, &rs, &error);
  g_assert_no_error (error);
  g_assert_true (rs == &adj_tgtw_ruleset);
  g_assert_cmpstr (adj_tgtw_scenario_get_hash (loaded), ==, adj_tgtw_scenario_get_hash (sc));
  adj_tgtw_scenario_unref (loaded);
  g_remove (path);
  g_rmdir (tmp);
  json_object_put (o);
  json_object_put (o2);
}

#define ARMY(id, extra, units) \
  "{\"id\":\"" id "\",\"name\":\"" id "\",\"rout_level\":10" extra ",\"units\":[" units "]}"
#define UNIT(id) "{\"id\":\"" id "\",\"name\":\"" id "\",\"type\":\"HI\",\"strength\":4,\"morale\":\"A\",\"sector\":\"c\"}"
#define HEAD "{\"format\":\"adjutant-tgtw-scenario\",\"version\":1,\"id\":\"t\",\"title\":\"T\"," \
             "\"sectors\":[{\"id\":\"c\",\"name\":\"Centre\"}],\"morale_classes\":{\"A\":7},"
#define GOOD HEAD "\"armies\":[" ARMY ("a", "", UNIT ("a1")) "," ARMY ("b", "", UNIT ("b1")) "]}"

/* Replaces the first @from in GOOD with @to. */
static char *
variant (const char *from, const char *to)
{
  const char *at = strstr (GOOD, from);
  g_assert_nonnull (at);
  return g_strdup_printf ("%.*s%s%s", (int) (at - GOOD), GOOD, to, at + strlen (from));
}

static void
test_refusals (void)
{
  static const struct {
    const char *from, *to, *expect;
  } cases[] = {
    { "\"version\":1", "\"version\":2", "$.version: 2 was made by a newer version of Adjutant; this one reads version 1" },
    { "adjutant-tgtw-scenario", "adjutant-battle", "$.format: 'adjutant-battle' is not" },
    { "\"id\":\"t\"", "\"id\":\"t t\"", "$.id: 't t': an id may only hold" },
    { "\"title\":\"T\"", "\"title\":\"\"", "$.title: must be 1 to" },
    { "\"title\":\"T\"", "\"title\":\"a\\u0000b\"", "$.title: a text may not hold a NUL character (\\u0000)" },
    { "\"name\":\"Centre\"", "\"name\":\"Cen\\u0000tre\"", "$.sectors[0].name: a text may not hold a NUL character" },
    { "[{\"id\":\"c\",\"name\":\"Centre\"}]", "[]", "$.sectors: needs 1 to 3 entries, has 0" },
    { "{\"A\":7}", "{\"a\":7}", "$.morale_classes.a: a morale class is one capital letter" },
    { "{\"A\":7}", "{\"A\":0}", "$.morale_classes.A: 0 is outside 1..20" },
    { "\"rout_level\":10", "\"rout_level\":0", "$.armies[0].rout_level: 0 is outside" },
    { "\"type\":\"HI\"", "\"type\":\"XX\"", "$.armies[0].units[0].type: 'XX' is not a unit type" },
    { "\"morale\":\"A\"", "\"morale\":\"B\"", "$.armies[0].units[0].morale: 'B' is not a letter" },
    { "\"sector\":\"c\"", "\"sector\":\"d\"", "$.armies[0].units[0].sector: 'd' is not a sector" },
    { "\"strength\":4", "\"strength\":100", "$.armies[0].units[0].strength: 100 is outside 1..99" },
    { "\"id\":\"b1\"", "\"id\":\"a1\"", "$.armies[1].units[0].id: 'a1' is already the id" },
    { "\"id\":\"b\"", "\"id\":\"a\"", "$.armies[1].id: 'a' is already the id" },
    { "\"type\":\"HI\"", "\"type\":\"SK\"", "$.armies[0].units[0].weapon: skirmishers need" },
    { "\"type\":\"HI\"", "\"type\":\"HI\",\"weapon\":\"sling\"", "only skirmishers, light infantry and light cavalry" },
    { "\"type\":\"HI\"", "\"type\":\"LI\",\"weapon\":\"bow\"", "'bow' is not javelin" },
    { "\"type\":\"HI\"", "\"type\":\"HI\",\"formation\":\"wedge\"", "'wedge' is not a row of the TDT" },
    { "\"type\":\"HI\"", "\"type\":\"HI\",\"skirmisher_exempt\":true", "only for skirmishers" },
    { "\"rout_level\":10", "\"rout_level\":10,\"sector_rout_levels\":{\"x\":3}", "sector_rout_levels.x: not a sector" },
    { "\"rout_level\":10", "\"rout_level\":10,\"leaders\":[{\"id\":\"l\",\"name\":\"L\",\"sector\":\"c\",\"stars\":4,"
      "\"initiative\":0,\"mct2_shift\":0,\"dice\":1}]", "$.armies[0].leaders[0].stars: 4 is outside 0..3" },
    { "\"rout_level\":10", "\"rout_level\":10,\"leaders\":[{\"id\":\"l\",\"name\":\"L\",\"sector\":\"c\",\"stars\":1,"
      "\"initiative\":6,\"mct2_shift\":0,\"dice\":1}]", "initiative: 6 is outside 0..5" },
    { "\"rout_level\":10", "\"rout_level\":10,\"leaders\":[{\"id\":\"l\",\"name\":\"L\",\"stars\":1,"
      "\"initiative\":1,\"mct2_shift\":0,\"dice\":1}]", "$.armies[0].leaders[0].sector: missing" },
    { "\"rout_level\":10", "\"rout_level\":10,\"leaders\":[{\"id\":\"l\",\"name\":\"L\",\"sector\":\"c\",\"stars\":1,"
      "\"initiative\":1,\"mct2_shift\":0,\"dice\":1,\"moves_as\":\"HC\"}]", "a leader moves as LI or LC" },
    { ",\"units\":[{\"id\":\"a1\"", ",\"units\":[],\"x\":[{\"id\":\"a1\"", "$.armies[0].units: needs 1 to" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = variant (cases[i].from, cases[i].to);
      GError *error = NULL;
      g_assert_null (adj_tgtw_scenario_load_data (text, strlen (text), "bad.json", &error));
      g_assert_nonnull (error);
      if (strstr (error->message, cases[i].expect) == NULL || !g_str_has_prefix (error->message, "bad.json: "))
        g_error ("case %u: '%s' does not say '%s'", i, error->message, cases[i].expect);
      g_clear_error (&error);
    }
  /* One army, or three. */
  static const char *const counts[] = {
    HEAD "\"armies\":[" ARMY ("a", "", UNIT ("a1")) "]}",
    HEAD "\"armies\":[" ARMY ("a", "", UNIT ("a1")) "," ARMY ("b", "", UNIT ("b1")) "," ARMY ("c", "", UNIT ("c1")) "]}",
    "[]", "{\"format\":\"adjutant-tgtw-scenario\"}",
  };
  for (guint i = 0; i < G_N_ELEMENTS (counts); i++)
    {
      GError *error = NULL;
      g_assert_null (adj_tgtw_scenario_load_data (counts[i], strlen (counts[i]), "bad.json", &error));
      g_assert_nonnull (error);
      g_clear_error (&error);
    }
  g_autoptr (AdjTgtwScenario) good = tt_scenario (GOOD);
  g_assert_cmpuint (adj_tgtw_scenario_n_units (good), ==, 2);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/tgtw/scenario/sample", test_sample);
  g_test_add_func ("/tgtw/scenario/round-trip-and-hash", test_round_trip);
  g_test_add_func ("/tgtw/scenario/refusals", test_refusals);
  return g_test_run ();
}
