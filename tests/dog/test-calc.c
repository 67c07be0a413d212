/* The calculators: staff quality (15.1, 15.3, 20.4), disputes (4.1),
 * scouting (20.2, 20.3), the winner (19.2) and morale tests (18.2) with
 * the player's sheets; every chance checked against the faces counted. */
#include <glib/gstdio.h>
#include <string.h>

#include <adjutant-engine.h>
#include <dog/morale.h>
#include <dog/scouting.h>
#include <dog/staff.h>
#include <dog/victory.h>

#include "dogtest.h"

static AdjDogRules *rules;

static void
check_chances (AdjDogStaffTable table, int inept, int capable, int exceptional)
{
  AdjDogStaffChances c;
  adj_dog_staff_chances (rules, table, &c);
  /* Enumerate the six faces. */
  int count[4] = { 0 };
  for (int f = 1; f <= 6; f++)
    count[adj_dog_staff_grade (rules, table, f)]++;
  g_assert_cmpint (count[ADJ_DOG_GRADE_INEPT], ==, inept);
  g_assert_cmpint (count[ADJ_DOG_GRADE_CAPABLE], ==, capable);
  g_assert_cmpint (count[ADJ_DOG_GRADE_EXCEPTIONAL], ==, exceptional);
  for (int g = 1; g < 4; g++)
    g_assert_cmpfloat (c.chance[g], ==, count[g] / 6.0);
  g_assert_cmpfloat_with_epsilon (c.chance[1] + c.chance[2] + c.chance[3], 1.0, 1e-15);
}

static void test_staff_standard (void) { check_chances (ADJ_DOG_STAFF_STANDARD, 1, 4, 1); }
static void test_staff_union (void) { check_chances (ADJ_DOG_STAFF_UNION, 2, 3, 1); }
static void test_staff_confederate (void) { check_chances (ADJ_DOG_STAFF_CONFEDERATE, 1, 3, 2); }
static void test_field_promotion (void) { check_chances (ADJ_DOG_STAFF_PROMOTION, 3, 3, 0); }

static void
test_staff_faces (void)
{
  AdjDogStaffChances c;
  adj_dog_staff_chances (rules, ADJ_DOG_STAFF_UNION, &c);
  g_assert_cmphex (c.faces[ADJ_DOG_GRADE_INEPT], ==, 0x3);       /* 1, 2 */
  g_assert_cmphex (c.faces[ADJ_DOG_GRADE_CAPABLE], ==, 0x1c);    /* 3, 4, 5 */
  g_assert_cmphex (c.faces[ADJ_DOG_GRADE_EXCEPTIONAL], ==, 0x20); /* 6 */
  json_object *o = adj_dog_staff_chances_to_json (&c);
  g_assert_cmpstr (json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN), ==,
                   "{\"inept\":0.333333333333,\"capable\":0.5,\"exceptional\":0.166666666667}");
  json_object_put (o);
}

static void
test_staff_table_for (void)
{
  AdjDogStaffTable t;
  GError *error = NULL;
  g_assert_true (adj_dog_staff_table_for (rules, FALSE, -1, 0, &t, &error));
  g_assert_cmpint (t, ==, ADJ_DOG_STAFF_STANDARD);
  g_assert_true (adj_dog_staff_table_for (rules, TRUE, ADJ_DOG_CONFEDERATE, 0, &t, &error));
  g_assert_cmpint (t, ==, ADJ_DOG_STAFF_CONFEDERATE);
  g_assert_true (adj_dog_staff_table_for (rules, TRUE, ADJ_DOG_UNION, 1862, &t, &error));
  g_assert_cmpint (t, ==, ADJ_DOG_STAFF_UNION);
  g_assert_true (adj_dog_staff_table_for (rules, TRUE, ADJ_DOG_UNION, 1863, &t, &error));
  g_assert_cmpint (t, ==, ADJ_DOG_STAFF_CONFEDERATE);
  g_assert_false (adj_dog_staff_table_for (rules, TRUE, ADJ_DOG_UNION, 0, &t, &error));
  g_assert_nonnull (strstr (error->message, "year"));
  g_clear_error (&error);
  g_assert_false (adj_dog_staff_table_for (rules, TRUE, -1, 1863, &t, &error));
  g_assert_nonnull (strstr (error->message, "side"));
  g_clear_error (&error);
}

static void
test_dispute (void)
{
  int a = 0;
  for (int f = 1; f <= 6; f++)
    a += adj_dog_dispute_side (rules, f) == 0;
  g_assert_cmpint (a, ==, 3);
  g_assert_cmpint (adj_dog_dispute_side (rules, 3), ==, 0);
  g_assert_cmpint (adj_dog_dispute_side (rules, 4), ==, 1);
}

static void
test_scouting_points (void)
{
  const char *text = "{\"units\":[{\"arm\":\"cavalry\",\"class\":1,\"stands\":6},"
                     "{\"arm\":\"cavalry\",\"class\":2,\"stands\":4},{\"arm\":\"cavalry\",\"class\":3,\"stands\":5},"
                     "{\"arm\":\"cavalry\",\"class\":4,\"stands\":2},{\"arm\":\"infantry\",\"class\":4,\"stands\":12}]}";
  g_autoptr (AdjDogArmy) a = adj_dog_army_load_data (text, strlen (text), "a.json", NULL);
  gboolean all[5] = { TRUE, TRUE, TRUE, TRUE, TRUE };
  /* 6 x 1 + 4 x 1 + 5 x 2 + 2 x 3; the infantry adds nothing (20.1). */
  g_assert_cmpint (adj_dog_scouting_points (rules, a, all), ==, 26);
  gboolean some[5] = { FALSE, FALSE, TRUE, FALSE, FALSE };
  g_assert_cmpint (adj_dog_scouting_points (rules, a, some), ==, 10);
  g_assert_cmpint (adj_dog_scouting_points (rules, a, NULL), ==, 0);
}

static void
test_scouting_result (void)
{
  AdjDogScouting s;
  adj_dog_scouting_compare (rules, 30, 16, &s);
  g_assert_cmpint (s.out_scouted, ==, -1);  /* 14 ahead */
  adj_dog_scouting_compare (rules, 31, 16, &s);
  g_assert_cmpint (s.out_scouted, ==, 1);   /* 15 ahead */
  g_assert_cmpint (s.lead, ==, 15);
  g_assert_cmpint (s.deploy_inches, ==, 12);
  adj_dog_scouting_compare (rules, 0, 40, &s);
  g_assert_cmpint (s.out_scouted, ==, 0);
  const char *names[2] = { "North", "South" };
  g_autofree char *text = adj_dog_scouting_describe (&s, names);
  g_assert_cmpstr (text, ==, "North is out-scouted (0 to 40): it deploys one brigade 12\" from its rear edge first, "
                             "then South and it place brigade by brigade in turn (20.3).");
  json_object *o = adj_dog_scouting_to_json (&s);
  g_assert_cmpstr (json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN), ==,
                   "{\"points\":[0,40],\"lead\":40,\"margin\":15,\"out_scouted\":\"first\"}");
  json_object_put (o);
}

static void
check_band (int halves_a, int halves_b, int size, AdjDogResult result, int winner)
{
  AdjDogVictory v;
  g_assert_true (adj_dog_victory_by_points (rules, halves_a, halves_b, size, &v, NULL));
  g_assert_cmpint (v.result, ==, result);
  g_assert_cmpint (v.winner, ==, winner);
}

/* 19.2 at 800 points, at both ends of every band. */
static void
test_victory_table (void)
{
  check_band (0, 0, 800, ADJ_DOG_RESULT_DRAW, -1);
  check_band (2 * 150, 0, 800, ADJ_DOG_RESULT_DRAW, -1);
  check_band (0, 2 * 151, 800, ADJ_DOG_RESULT_MINOR, 0);
  check_band (2 * 250, 0, 800, ADJ_DOG_RESULT_MINOR, 1);
  check_band (2 * 251, 0, 800, ADJ_DOG_RESULT_MAJOR, 1);
  check_band (2 * 400 + 10, 10, 800, ADJ_DOG_RESULT_MAJOR, 1);
  check_band (0, 2 * 401, 800, ADJ_DOG_RESULT_MASSACRE, 0);
  check_band (0, 2 * 5000, 800, ADJ_DOG_RESULT_MASSACRE, 0);
}

/* The ruling on halves: 150.5 is past "0 to 150". */
static void
test_victory_halves (void)
{
  check_band (301, 0, 800, ADJ_DOG_RESULT_MINOR, 1);
  AdjDogVictory v;
  adj_dog_victory_by_points (rules, 301, 0, 800, &v, NULL);
  json_object *o = adj_dog_victory_to_json (&v);
  g_assert_cmpstr (json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN), ==,
                   "{\"difference\":150.5,\"result\":\"Minor Victory\",\"winner\":\"second\"}");
  json_object_put (o);
}

/* The ruling on other sizes: the limits scale with size / 800. */
static void
test_victory_scaled (void)
{
  /* 400 points: 75 / 125 / 200. */
  check_band (2 * 75, 0, 400, ADJ_DOG_RESULT_DRAW, -1);
  check_band (2 * 75 + 1, 0, 400, ADJ_DOG_RESULT_MINOR, 1);
  check_band (2 * 125, 0, 400, ADJ_DOG_RESULT_MINOR, 1);
  check_band (2 * 200, 0, 400, ADJ_DOG_RESULT_MAJOR, 1);
  check_band (2 * 201, 0, 400, ADJ_DOG_RESULT_MASSACRE, 1);
  /* 1200 points: 225 / 375 / 600. */
  check_band (0, 2 * 225, 1200, ADJ_DOG_RESULT_DRAW, -1);
  check_band (0, 2 * 226, 1200, ADJ_DOG_RESULT_MINOR, 0);
  check_band (0, 2 * 600, 1200, ADJ_DOG_RESULT_MAJOR, 0);
  check_band (0, 2 * 600 + 1, 1200, ADJ_DOG_RESULT_MASSACRE, 0);
  /* 500 points: 93.75 / 156.25 / 250. */
  check_band (2 * 93 + 1, 0, 500, ADJ_DOG_RESULT_DRAW, -1);
  check_band (2 * 94, 0, 500, ADJ_DOG_RESULT_MINOR, 1);
  AdjDogVictory v;
  adj_dog_victory_by_points (rules, 0, 0, 500, &v, NULL);
  g_assert_cmpfloat (v.limit[0], ==, 93.75);
  g_assert_cmpfloat (v.limit[1], ==, 156.25);
  g_assert_cmpfloat (v.limit[2], ==, 250.0);
  GError *error = NULL;
  g_assert_false (adj_dog_victory_by_points (rules, 0, 0, 0, &v, &error));
  g_clear_error (&error);
  g_assert_false (adj_dog_victory_by_points (rules, -2, 0, 800, &v, &error));
  g_clear_error (&error);
}

static void
test_victory_objectives (void)
{
  AdjDogVictory v;
  adj_dog_victory_by_objectives (TRUE, TRUE, &v);
  g_assert_cmpint (v.winner, ==, -1);
  adj_dog_victory_by_objectives (FALSE, FALSE, &v);
  g_assert_cmpint (v.winner, ==, -1);
  adj_dog_victory_by_objectives (FALSE, TRUE, &v);
  g_assert_cmpint (v.winner, ==, 1);
  g_assert_cmpint (v.result, ==, ADJ_DOG_RESULT_WIN);
  json_object *o = adj_dog_victory_to_json (&v);
  g_assert_cmpstr (json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN), ==,
                   "{\"result\":\"Win\",\"winner\":\"second\"}");
  json_object_put (o);
}

/* 19.2: full for out of play, half for routing or under half, else none. */
static void
test_unit_lost (void)
{
  g_assert_cmpint (adj_dog_unit_lost_halves (33, TRUE, FALSE, 8, 8), ==, 66);
  g_assert_cmpint (adj_dog_unit_lost_halves (33, FALSE, TRUE, 8, 8), ==, 33);
  g_assert_cmpint (adj_dog_unit_lost_halves (33, FALSE, FALSE, 3, 8), ==, 33);
  g_assert_cmpint (adj_dog_unit_lost_halves (33, FALSE, FALSE, 4, 8), ==, 0);  /* half is not under half */
  g_assert_cmpint (adj_dog_unit_lost_halves (33, FALSE, TRUE, 3, 8), ==, 33);  /* never both */
  g_assert_cmpint (adj_dog_unit_lost_halves (33, FALSE, FALSE, 7, 8), ==, 0);
}

static AdjDogSheets *
sample_sheets (void)
{
  const char *text =
    "{\"format\":\"adjutant-dog-sheets\",\"version\":1,\"source\":\"user\","
    "\"morale_factors\":[{\"text\":\"Class 1\",\"values\":{\"charge\":2,\"rally\":2}},"
    "{\"text\":\"Capable general\",\"values\":{\"charge\":-1,\"rally\":-1,\"being-charged\":-1}},"
    "{\"text\":\"Per stand lost\",\"values\":{\"shooting\":1}}],"
    "\"morale_results\":{\"charge\":{\"pass\":\"Charges\",\"fail\":\"Stays\"}},"
    "\"tables\":[{\"title\":\"Movement\",\"area\":\"movement\",\"columns\":[\"Troops\",\"Inches\"],"
    "\"rows\":[[\"Line\",\"6\"],[\"Column\",\"\"]]}]}";
  GError *error = NULL;
  AdjDogSheets *s = adj_dog_sheets_load_data (text, strlen (text), "sheets.json", &error);
  g_assert_no_error (error);
  return s;
}

/* 18.2: passes when the d6 is higher than the total; every total counted. */
static void
test_morale_chance (void)
{
  for (int total = -3; total <= 8; total++)
    {
      int pass = 0;
      for (int f = 1; f <= 6; f++)
        pass += f > total;
      double p;
      guint faces;
      adj_dog_morale_chance (total, &faces, &p);
      g_assert_cmpfloat (p, ==, pass / 6.0);
      for (int f = 1; f <= 6; f++)
        g_assert_cmpint (!!(faces & (1u << (f - 1))), ==, adj_dog_morale_passes (total, f));
    }
}

static void
test_morale_test (void)
{
  g_autoptr (AdjDogSheets) s = sample_sheets ();
  AdjDogFactorUse uses[] = { { 0, 1 }, { 1, 1 } };
  AdjDogMoraleInput in = { ADJ_DOG_TEST_CHARGE, uses, 2 };
  AdjDogMoraleResult r;
  GError *error = NULL;
  g_assert_true (adj_dog_morale_test (s, &in, &r, &error));
  g_assert_cmpint (r.total, ==, 1);
  g_assert_cmpint (r.need, ==, 2);
  g_assert_cmpfloat (r.pass, ==, 5 / 6.0);
  g_assert_cmpstr (r.pass_text, ==, "Charges");
  json_object *o = adj_dog_morale_result_to_json (&r);
  g_assert_cmpstr (json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN), ==,
                   "{\"test\":\"charge\",\"factors\":[{\"value\":2,\"rule\":\"18.2\",\"text\":\"Class 1\",\"source\":"
                   "\"user\"},{\"value\":-1,\"rule\":\"18.2\",\"text\":\"Capable general\",\"source\":\"user\"}],"
                   "\"total\":1,\"need\":2,\"pass_faces\":[2,3,4,5,6],\"pass\":0.833333333333,\"fail\":"
                   "0.166666666667,\"pass_result\":\"Charges\",\"fail_result\":\"Stays\",\"rule\":\"18.2\"}");
  json_object_put (o);
  adj_dog_morale_result_clear (&r);

  AdjDogFactorUse lost[] = { { 2, 7 } };
  AdjDogMoraleInput shoot = { ADJ_DOG_TEST_SHOOTING, lost, 1 };
  g_assert_true (adj_dog_morale_test (s, &shoot, &r, &error));
  g_assert_cmpint (r.total, ==, 7);
  g_assert_cmpint (r.need, ==, 7);
  g_assert_cmpfloat (r.pass, ==, 0.0);
  g_assert_null (r.pass_text);
  adj_dog_morale_result_clear (&r);

  AdjDogMoraleInput none = { ADJ_DOG_TEST_RALLY, NULL, 0 };
  g_assert_true (adj_dog_morale_test (s, &none, &r, &error));
  g_assert_cmpint (r.need, ==, 1);
  g_assert_cmpfloat (r.pass, ==, 1.0);
  adj_dog_morale_result_clear (&r);
}

static void
test_morale_refusals (void)
{
  g_autoptr (AdjDogSheets) s = sample_sheets ();
  AdjDogMoraleResult r;
  GError *error = NULL;
  AdjDogFactorUse wrong[] = { { 2, 1 } };
  AdjDogMoraleInput in = { ADJ_DOG_TEST_RALLY, wrong, 1 };
  g_assert_false (adj_dog_morale_test (s, &in, &r, &error));
  g_assert_cmpstr (error->message, ==, "your morale table gives 'Per stand lost' no value for a Rally test");
  g_clear_error (&error);
  AdjDogFactorUse twice[] = { { 0, 1 }, { 0, 1 } };
  in = (AdjDogMoraleInput) { ADJ_DOG_TEST_CHARGE, twice, 2 };
  g_assert_false (adj_dog_morale_test (s, &in, &r, &error));
  g_clear_error (&error);
  AdjDogFactorUse missing[] = { { 9, 1 } };
  in = (AdjDogMoraleInput) { ADJ_DOG_TEST_CHARGE, missing, 1 };
  g_assert_false (adj_dog_morale_test (s, &in, &r, &error));
  g_clear_error (&error);
  AdjDogFactorUse zero[] = { { 0, 0 } };
  in = (AdjDogMoraleInput) { ADJ_DOG_TEST_CHARGE, zero, 1 };
  g_assert_false (adj_dog_morale_test (s, &in, &r, &error));
  g_clear_error (&error);
}

static void
refuse_sheets (const char *text, const char *expect)
{
  GError *error = NULL;
  g_assert_null (adj_dog_sheets_load_data (text, strlen (text), "sheets.json", &error));
  dogtest_assert_error (error, expect);
}

static void
test_sheets_file (void)
{
  g_autoptr (AdjDogSheets) s = sample_sheets ();
  g_assert_cmpint (adj_dog_sheets_source (), ==, ADJ_CELL_USER);
  g_autofree char *dir = g_dir_make_tmp ("adj-dog-sheets-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "sub", "dog-sheets.json", NULL);
  GError *error = NULL;
  g_assert_true (adj_dog_sheets_save_file (s, path, &error));
  g_autoptr (AdjDogSheets) t = adj_dog_sheets_load_file (path, &error);
  g_assert_no_error (error);
  json_object *a = adj_dog_sheets_to_json (s), *b = adj_dog_sheets_to_json (t);
  g_assert_cmpstr (json_object_to_json_string (a), ==, json_object_to_json_string (b));
  json_object_put (a);
  json_object_put (b);
  const AdjDogSheetTable *table = t->tables->pdata[0];
  g_assert_cmpstr (((GPtrArray *) table->rows->pdata[1])->pdata[1], ==, "");
  /* Missing: empty sheets, not an error. */
  g_autofree char *none = g_build_filename (dir, "none.json", NULL);
  g_autoptr (AdjDogSheets) e = adj_dog_sheets_load_file (none, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (e->factors->len, ==, 0);
  /* The player's own file lives in his data dir. */
  g_setenv ("XDG_DATA_HOME", dir, TRUE);
  g_autofree char *user = adj_dog_sheets_user_path ();
  g_autofree char *want = g_build_filename (dir, "adjutant", "dog-sheets.json", NULL);
  g_assert_cmpstr (user, ==, want);
  g_unlink (path);
  g_autofree char *sub = g_build_filename (dir, "sub", NULL);
  g_rmdir (sub);
  g_rmdir (dir);
}

static void
test_sheets_edits (void)
{
  g_autoptr (AdjDogSheets) s = adj_dog_sheets_new ();
  GError *error = NULL;
  g_assert_true (adj_dog_sheets_add_factor (s, "Shaken", &error));
  g_assert_true (adj_dog_sheets_set_factor (s, 0, ADJ_DOG_TEST_RALLY, TRUE, 2, &error));
  g_assert_false (adj_dog_sheets_set_factor (s, 0, ADJ_DOG_TEST_RALLY, TRUE, 100, &error));
  g_clear_error (&error);
  g_assert_false (adj_dog_sheets_set_factor (s, 3, ADJ_DOG_TEST_RALLY, TRUE, 1, &error));
  g_clear_error (&error);
  g_assert_false (adj_dog_sheets_add_factor (s, "", &error));
  g_clear_error (&error);
  const char *cols[] = { "Range", "Line", NULL };
  guint index;
  g_assert_true (adj_dog_sheets_add_table (s, "Small arms", ADJ_DOG_AREA_SHOOTING, cols, &index, &error));
  const char *row[] = { "0-6\"", "5+", NULL };
  g_assert_true (adj_dog_sheets_add_row (s, index, row, &error));
  const char *short_row[] = { "x", NULL };
  g_assert_false (adj_dog_sheets_add_row (s, index, short_row, &error));
  g_clear_error (&error);
  g_assert_true (adj_dog_sheets_set_cell (s, index, 0, 1, "4+", &error));
  g_assert_false (adj_dog_sheets_set_cell (s, index, 1, 1, "4+", &error));
  g_clear_error (&error);
  g_assert_true (adj_dog_sheets_set_result (s, ADJ_DOG_TEST_RALLY, "Rallies", NULL, &error));
  adj_dog_sheets_remove_factor (s, 0);
  adj_dog_sheets_remove_table (s, index);
  g_assert_cmpuint (s->factors->len, ==, 0);
  g_assert_cmpuint (s->tables->len, ==, 0);
}

static void
test_sheets_refusals (void)
{
  refuse_sheets ("{\"format\":\"adjutant-dog-sheets\",\"version\":1,\"source\":\"rulebook\"}", "\"user\"");
  refuse_sheets ("{\"format\":\"adjutant-chart\",\"version\":1}", "adjutant-dog-sheets");
  refuse_sheets ("{\"format\":\"adjutant-dog-sheets\",\"version\":1,\"morale_factors\":[{\"text\":\"A\","
                 "\"values\":{\"melee\":1}}]}", "$.morale_factors[0].values.melee: not a morale test");
  refuse_sheets ("{\"format\":\"adjutant-dog-sheets\",\"version\":1,\"morale_factors\":[{\"text\":\"A\","
                 "\"values\":{\"rally\":\"1\"}}]}", "$.morale_factors[0].values.rally: expected an integer");
  refuse_sheets ("{\"format\":\"adjutant-dog-sheets\",\"version\":1,\"morale_factors\":[{\"text\":\"A\\u0000\","
                 "\"values\":{}}]}", "$.morale_factors[0].text: a text may not hold a NUL character (\\u0000)");
  refuse_sheets ("{\"format\":\"adjutant-dog-sheets\",\"version\":1,\"tables\":[{\"title\":\"T\","
                 "\"columns\":[\"a\",\"b\"],\"rows\":[[\"1\"]]}]}", "$.tables[0].rows[0]");
  refuse_sheets ("{\"format\":\"adjutant-dog-sheets\",\"version\":1,\"tables\":[{\"title\":\"T\","
                 "\"area\":\"melee\",\"columns\":[\"a\"],\"rows\":[]}]}", "$.tables[0].area");
  refuse_sheets ("{\"format\":\"adjutant-dog-sheets\",\"version\":1,\"tables\":[{\"title\":\"T\","
                 "\"columns\":[\"a\"],\"rows\":[[\"x\\u0000\"]]}]}", "$.tables[0].rows[0][0]");
  refuse_sheets ("{\"format\":\"adjutant-dog-sheets\",\"version\":1,\"morale_results\":{\"rally\":{\"pass\":1}}}",
                 "$.morale_results.rally.pass");
  refuse_sheets ("{\"format\":\"adjutant-dog-sheets\",\"version\":1,\"extra\":1}", "unknown member \"extra\"");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  rules = dogtest_rules ();
  g_test_add_func ("/dog/rule-15.1/chances", test_staff_standard);
  g_test_add_func ("/dog/rule-20.4/union/chances", test_staff_union);
  g_test_add_func ("/dog/rule-20.4/confederate/chances", test_staff_confederate);
  g_test_add_func ("/dog/rule-15.3/chances", test_field_promotion);
  g_test_add_func ("/dog/rule-20.4/union/faces-and-json", test_staff_faces);
  g_test_add_func ("/dog/rule-20.4/table-for-side-and-year", test_staff_table_for);
  g_test_add_func ("/dog/rule-4.1/sides", test_dispute);
  g_test_add_func ("/dog/rule-20.2/points", test_scouting_points);
  g_test_add_func ("/dog/rule-20.3/out-scouted", test_scouting_result);
  g_test_add_func ("/dog/rule-19.2/table-800", test_victory_table);
  g_test_add_func ("/dog/rule-19.2/ruling-halves", test_victory_halves);
  g_test_add_func ("/dog/rule-19.2/ruling-scaled", test_victory_scaled);
  g_test_add_func ("/dog/rule-19.2/objectives", test_victory_objectives);
  g_test_add_func ("/dog/rule-19.2/unit-lost", test_unit_lost);
  g_test_add_func ("/dog/rule-18.2/chance-enumerated", test_morale_chance);
  g_test_add_func ("/dog/rule-18.2/test", test_morale_test);
  g_test_add_func ("/dog/rule-18.2/refusals", test_morale_refusals);
  g_test_add_func ("/dog/sheets/file", test_sheets_file);
  g_test_add_func ("/dog/sheets/edits", test_sheets_edits);
  g_test_add_func ("/dog/sheets/refusals", test_sheets_refusals);
  int status = g_test_run ();
  adj_dog_rules_unref (rules);
  return status;
}
