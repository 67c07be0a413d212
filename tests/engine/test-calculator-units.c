/* The calculators a player's device runs on the units of the game in
 * play (core/calculator.h, ADJ_CALC_UNIT): the phone names the units, the
 * host fills their numbers from the game as the app's pages do, and the
 * answer is the one the CLI prints for those numbers. */
#include <string.h>

#include "calctest.h"
#include "../tgtw/tgtw-test.h"

#define RED 0
#define BLUE 1
#define LEFT 0
#define CENTER 1
#define RIGHT 2

typedef struct {
  AdjTgtwScenario *sc;
  AdjJournal *j;
} Fx;

/* The demonstration battle with tactical cards and points, turn 1 to its
 * first missile phase: Blue acts first in the north and the south, Red
 * in the centre; Red's cards 2, 1, 6, Blue's 6, 3, 2. */
static void
setup (Fx *f, gconstpointer data)
{
  GError *error = NULL;
  f->sc = tt_sample ();
  json_object *o = json_tokener_parse ("{\"tactical_cards\":true,\"tactical_points\":true}");
  f->j = adj_journal_new (&adj_tgtw_ruleset, f->sc, o, NULL, &error);
  g_assert_no_error (error);
  json_object_put (o);
  tt_apply (f->j, adj_tgtw_move_initiative (LEFT, 5, 5));
  tt_apply (f->j, adj_tgtw_move_initiative (CENTER, 3, 4));
  tt_apply (f->j, adj_tgtw_move_initiative (RIGHT, 4, 5));
  tt_apply (f->j, adj_tgtw_move_first (LEFT, BLUE));
  tt_apply (f->j, adj_tgtw_move_first (CENTER, RED));
  tt_apply (f->j, adj_tgtw_move_first (RIGHT, BLUE));
  tt_apply (f->j, adj_tgtw_move_cards (RED, (int[]) { 2, 1, 6 }));
  tt_apply (f->j, adj_tgtw_move_cards (BLUE, (int[]) { 6, 3, 2 }));
  tt_apply (f->j, adj_tgtw_move_next ());
  g_assert_cmpint (adj_tgtw_state_get_phase (tt_state (f->j)), ==, ADJ_TGTW_PHASE_MISSILE_1);
}

static void
teardown (Fx *f, gconstpointer data)
{
  adj_journal_free (f->j);
  adj_tgtw_scenario_unref (f->sc);
}

/* To the Action phase where Red acts in the centre (after Blue's north). */
static void
to_red_centre (Fx *f)
{
  for (int i = 0; i < 3; i++)
    tt_apply (f->j, adj_tgtw_move_next ());
  int sector, army;
  g_assert_true (adj_tgtw_state_acting (tt_state (f->j), &sector, &army));
  g_assert_cmpint (sector, ==, CENTER);
  g_assert_cmpint (army, ==, RED);
}

static int
unit (Fx *f, const char *id)
{
  return tt_unit (f->sc, id);
}

static json_object *
phone (Fx *f, const char *request, GError **error)
{
  return calctest_run (&adj_tgtw_ruleset, tt_state (f->j), request, error);
}

static const char *
member (json_object *o, const char *key)
{
  json_object *v = json_object_object_get (o, key);
  g_assert_nonnull (v);
  return calctest_text (v);
}

static double
chance (json_object *o, const char *outcome)
{
  json_object *v = json_object_object_get (json_object_object_get (o, "outcomes"), outcome);
  return v != NULL ? json_object_get_double (v) : 0;
}

/* 5.0-5.3: the Red Archers (shortbow, 2) and the Red Peltasts (javelin,
 * 3), each one hex from the Blue Levy: Normal on the PDT (5.1), 2 + 3 =
 * 5, MFT column 5: a 1 does nothing, 2-4 D, 5-6 R. As `adjutant-cli tgtw
 * missile` prints it for a shortbow 2 and a javelin 3 at one hex. */
static void
test_missile (Fx *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *req = g_strdup_printf ("{\"calculator\":\"missile\",\"input\":{\"target\":%d,\"firer1\":%d,"
                                          "\"range1\":1,\"firer2\":%d,\"range2\":1,\"firer3\":null}}",
                                          unit (f, "blue-levy"), unit (f, "red-archers"), unit (f, "red-peltasts"));
  json_object *out = phone (f, req, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (member (out, "potential"), ==, "5");
  g_assert_cmpstr (member (out, "column"), ==, "5");
  g_assert_cmpfloat_with_epsilon (chance (out, "-"), 1 / 6.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (chance (out, "D"), 3 / 6.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (chance (out, "R"), 2 / 6.0, 1e-9);
  g_assert_cmpfloat (chance (out, "E"), ==, 0);
  /* The modifiers name the units and their rules (5.1). */
  g_assert_nonnull (strstr (member (out, "modifiers"), "Red Archers"));
  g_assert_nonnull (strstr (member (out, "modifiers"), "\"rule\":\"5.1\""));

  /* The CLI's answer for the same numbers: the same cells and chances. */
  json_object *cli_in = json_tokener_parse ("{\"firers\":[{\"weapon\":\"shortbow\",\"strength\":2,\"range\":1},"
                                            "{\"weapon\":\"javelin\",\"strength\":3,\"range\":1}],\"formation\":null}");
  AdjTgtwFirer firers[ADJ_TGTW_MAX_FIRERS];
  AdjTgtwMissileInput in;
  AdjTgtwMissileResult r = { 0 };
  const AdjTgtwCharts *charts = adj_tgtw_scenario_get_charts (f->sc);
  g_assert_true (adj_tgtw_missile_input_from_json (cli_in, "$", firers, &in, &error));
  g_assert_true (adj_tgtw_missile_resolve (charts, &in, &r, &error));
  json_object *cli = adj_tgtw_missile_result_to_json (&in, &r);
  adj_tgtw_missile_result_clear (&r);
  json_object_object_foreach (cli, key, value)
    {
      if (g_str_equal (key, "modifiers") || g_str_equal (key, "firers"))
        continue;  /* the CLI names the weapons, the game the units */
      g_assert_cmpstr (member (out, key), ==, json_object_to_json_string_ext (value, JSON_C_TO_STRING_PLAIN));
    }
  json_object_put (cli);
  json_object_put (cli_in);
  json_object_put (out);

  /* 5.0: the host refuses what the game does not allow, with the rule. */
  g_autofree char *own = g_strdup_printf ("{\"calculator\":\"missile\",\"input\":{\"target\":%d,\"firer1\":%d}}",
                                          unit (f, "red-horse"), unit (f, "red-archers"));
  g_assert_null (phone (f, own, &error));
  g_assert_nonnull (strstr (error->message, "5.0: units fire at the enemy"));
  g_clear_error (&error);
  g_assert_null (phone (f, "{\"calculator\":\"missile\",\"input\":{\"target\":999}}", &error));
  g_assert_nonnull (strstr (error->message, "input.target: expected one of the game's units in play"));
  g_clear_error (&error);
  /* 5.2: the TDT is an optional rule, off in this game. */
  g_autofree char *tdt = g_strdup_printf ("{\"calculator\":\"missile\",\"input\":{\"target\":%d,\"firer1\":%d,"
                                          "\"formation\":\"roman-legion\"}}", unit (f, "blue-levy"),
                                          unit (f, "red-archers"));
  g_assert_null (phone (f, tdt, &error));
  g_assert_nonnull (strstr (error->message, "5.2: the TDT is not in use in this game"));
  g_clear_error (&error);
  g_autofree char *far = g_strdup_printf ("{\"calculator\":\"missile\",\"input\":{\"target\":%d,\"firer1\":%d,"
                                          "\"range1\":6}}", unit (f, "blue-levy"), unit (f, "red-archers"));
  g_assert_null (phone (f, far, &error));
  g_assert_nonnull (strstr (error->message, "input.range1: expected a whole number from 1 to 5"));
}

/* 7.0: Red Hoplites II (6, morale C = 6) attack the Blue Levy (6, D = 5)
 * with the Red Strategos in range (2 dice, MCT2 +1, 2.1): 6:6 is 1-1,
 * 6:5 rounds for the defender to 1-1 (MCT1: B), +1 is column C. On 2d6:
 * 2 D/-, 3 D/D, 4-5 D/R, 6-7 -/D, 8-9 Eng., 10-12 -/R. As `adjutant-cli
 * tgtw melee` prints it for those numbers. */
static void
test_melee (Fx *f, gconstpointer data)
{
  to_red_centre (f);
  g_autoptr (GError) error = NULL;
  g_autofree char *req = g_strdup_printf ("{\"calculator\":\"melee\",\"input\":{\"attacker\":%d,\"defender\":%d,"
                                          "\"leader\":true}}", unit (f, "red-hoplites-2"), unit (f, "blue-levy"));
  json_object *out = phone (f, req, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (member (out, "column"), ==, "\"C\"");
  g_assert_cmpstr (member (out, "mct1"), ==, "{\"strength_ratio\":\"1-1\",\"morale_ratio\":\"1-1\",\"letter\":\"B\"}");
  g_assert_cmpfloat_with_epsilon (chance (out, "D/-"), 1 / 36.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (chance (out, "D/D"), 2 / 36.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (chance (out, "D/R"), 7 / 36.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (chance (out, "-/D"), 11 / 36.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (chance (out, "Eng."), 9 / 36.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (chance (out, "-/R"), 6 / 36.0, 1e-9);
  g_assert_nonnull (strstr (member (out, "modifiers"), "\"rule\":\"2.1\""));

  const char *cli_text = "{\"attacker\":{\"strength\":6,\"morale\":6},\"defender\":{\"strength\":6,\"morale\":5},"
                         "\"dice\":2,\"mct2_shift\":1}";
  json_object *cli_in = json_tokener_parse (cli_text);
  AdjTgtwMeleeInput in;
  AdjTgtwMeleeResult r = { 0 };
  const AdjTgtwCharts *charts = adj_tgtw_scenario_get_charts (f->sc);
  g_assert_true (adj_tgtw_melee_input_from_json (cli_in, "$", &in, &error));
  g_assert_true (adj_tgtw_melee_resolve (charts, &in, &r, &error));
  json_object *cli = adj_tgtw_melee_result_to_json (charts, &r);
  adj_tgtw_melee_result_clear (&r);
  g_assert_cmpstr (json_object_to_json_string_ext (out, JSON_C_TO_STRING_PLAIN), ==,
                   json_object_to_json_string_ext (cli, JSON_C_TO_STRING_PLAIN));
  json_object_put (cli);
  json_object_put (cli_in);
  json_object_put (out);

  /* 12.0: two MCT1 columns bought by Red at 2 points each: morale 1-1
   * read as 2-1 (MCT1 C), D with the Strategos; the defender cancelling
   * one reads 3-2 (B), C again. */
  g_autofree char *bought = g_strdup_printf ("{\"calculator\":\"melee\",\"input\":{\"attacker\":%d,\"defender\":%d,"
                                             "\"leader\":true,\"mct1\":2,\"def_cancel\":%d}}",
                                             unit (f, "red-hoplites-2"), unit (f, "blue-levy"), 0);
  out = phone (f, bought, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (member (out, "column"), ==, "\"D\"");
  g_assert_cmpstr (member (out, "tactical_points"), ==, "{\"attacker\":4,\"defender\":0}");
  json_object_put (out);
  g_autofree char *cancelled = g_strdup_printf ("{\"calculator\":\"melee\",\"input\":{\"attacker\":%d,"
                                                "\"defender\":%d,\"leader\":true,\"mct1\":2,\"def_cancel\":1}}",
                                                unit (f, "red-hoplites-2"), unit (f, "blue-levy"));
  out = phone (f, cancelled, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (member (out, "column"), ==, "\"C\"");
  json_object_put (out);

  /* 3.0: Blue does not act in the centre now. */
  g_autofree char *blue = g_strdup_printf ("{\"calculator\":\"melee\",\"input\":{\"attacker\":%d,\"defender\":%d}}",
                                           unit (f, "blue-guard"), unit (f, "red-hoplites-1"));
  g_assert_null (phone (f, blue, &error));
  g_assert_nonnull (strstr (error->message, "3.0"));
}

/* The table names the units in play for the phone; the ids are only in
 * the request. */
static void
test_table (Fx *f, gconstpointer data)
{
  json_object *t = adj_calculators_to_json (adj_tgtw_ruleset.calculators, adj_tgtw_ruleset.n_calculators,
                                            tt_state (f->j));
  const char *text = json_object_to_json_string_ext (t, JSON_C_TO_STRING_PLAIN);
  g_autofree char *first = g_strdup_printf ("{\"name\":\"target\",\"label\":\"The target\",\"kind\":\"unit\","
                                            "\"optional\":false,\"choices\":[{\"id\":%d,\"name\":\"Red Hoplites I\"},",
                                            unit (f, "red-hoplites-1"));
  g_assert_nonnull (strstr (text, first));
  g_autofree char *none = g_strdup_printf ("\"kind\":\"unit\",\"optional\":true,\"choices\":[{\"id\":%d,", 0);
  g_assert_nonnull (strstr (text, none));
  g_assert_nonnull (strstr (text, "{\"id\":14,\"name\":\"Blue Longbows\"}],\"default\":null}"));
  /* A second firer's range is asked only with the firer. */
  g_assert_nonnull (strstr (text, "{\"name\":\"range2\",\"label\":\"Its range in hexes\",\"kind\":\"int\","
                                  "\"needs\":\"firer2\",\"min\":1,\"max\":5,\"default\":1}"));
  json_object_put (t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/calculator/tgtw/5.0-missile", Fx, NULL, setup, test_missile, teardown);
  g_test_add ("/calculator/tgtw/7.0-melee", Fx, NULL, setup, test_melee, teardown);
  g_test_add ("/calculator/tgtw/units-by-name", Fx, NULL, setup, test_table, teardown);
  return g_test_run ();
}
