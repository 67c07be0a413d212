/* Army lists (6, 7, 8): the file, the points, the roster and its checks. */
#include <glib/gstdio.h>
#include <string.h>

#include <adjutant-engine.h>
#include <dog/army.h>
#include <dog/battle.h>
#include <dog/roster.h>

#include "dogtest.h"

static AdjDogRules *rules;

static AdjDogArmy *
load (const char *text)
{
  GError *error = NULL;
  AdjDogArmy *a = adj_dog_army_load_data (text, strlen (text), "army.json", &error);
  g_assert_no_error (error);
  return a;
}

static void
refuse (const char *text, const char *expect)
{
  GError *error = NULL;
  AdjDogArmy *a = adj_dog_army_load_data (text, strlen (text), "army.json", &error);
  g_assert_null (a);
  dogtest_assert_error (error, expect);
}

/* 7.1: "a rifle armed 8 stand Class 3 infantry unit ... = 32 points". */
static void
test_example_7_1 (void)
{
  g_autoptr (AdjDogArmy) a = load ("{\"units\":[{\"arm\":\"infantry\",\"class\":3,\"stands\":8,\"rifled\":true}]}");
  const AdjDogUnit *u = &g_array_index (a->units, AdjDogUnit, 0);
  g_assert_cmpint (adj_dog_unit_stand_cost (rules, u), ==, 4);
  g_assert_cmpint (adj_dog_unit_cost (rules, u), ==, 32);
  g_assert_cmpint (adj_dog_army_total (rules, a), ==, 32);
}

/* The example list: 32 + 30 + 30 + 40. */
static void
test_contract_example (void)
{
  g_autoptr (AdjDogArmy) a = load ("{\"units\":[{\"arm\":\"infantry\",\"class\":3,\"stands\":8,\"rifled\":true}],"
                                   "\"staff\":[\"division\",\"brigade\"],\"guns\":[\"rifled-field\"]}");
  g_assert_cmpint (adj_dog_army_total (rules, a), ==, 132);
}

static void
test_every_arm (void)
{
  /* 6.3 by class, 6.4's modifiers, 6.2 per gun model. */
  g_autoptr (AdjDogArmy) a = load (
    "{\"units\":["
    "{\"arm\":\"infantry\",\"class\":1,\"stands\":12},"                    /* 12 x 1 = 12 */
    "{\"arm\":\"infantry\",\"class\":4,\"stands\":10,\"rifled\":true},"     /* 10 x 5 = 50 */
    "{\"arm\":\"cavalry\",\"class\":2,\"stands\":6},"                       /* 6 x 6 = 36 */
    "{\"arm\":\"cavalry\",\"class\":4,\"stands\":8,\"rifled\":true},"       /* 8 x 11 = 88 */
    "{\"arm\":\"artillery\",\"gun\":\"smoothbore-field\",\"stands\":4},"    /* 4 x 30 = 120 */
    "{\"arm\":\"artillery\",\"gun\":\"rifled-field\",\"stands\":2,\"horse\":true}," /* 2 x 50 = 100 */
    "{\"arm\":\"artillery\",\"class\":3,\"gun\":\"siege\",\"stands\":1}]," /* 50 */
    "\"staff\":[\"general\",{\"rank\":\"engineer\",\"name\":\"Capt. X\"}]," /* 0 + 30 */
    "\"guns\":[{\"gun\":\"smoothbore-field\",\"horse\":true}],"              /* 40 */
    "\"pontoons\":2,\"earthworks\":3}");                                     /* 20 + 30 */
  static const int want[] = { 12, 50, 36, 88, 120, 100, 50 };
  for (guint i = 0; i < G_N_ELEMENTS (want); i++)
    g_assert_cmpint (adj_dog_unit_cost (rules, &g_array_index (a->units, AdjDogUnit, i)), ==, want[i]);
  g_assert_cmpint (adj_dog_army_total (rules, a), ==, 12 + 50 + 36 + 88 + 120 + 100 + 50 + 30 + 40 + 20 + 30);
  g_autoptr (GPtrArray) problems = adj_dog_army_problems (rules, a, 0);
  g_assert_cmpuint (problems->len, ==, 0);
}

static void
test_round_trip (void)
{
  g_autoptr (AdjDogArmy) a = load (
    "{\"format\":\"adjutant-dog-army\",\"version\":1,\"name\":\"Test Corps\",\"side\":\"union\",\"year\":1863,"
    "\"limit\":400,\"staff\":[{\"rank\":\"brigade\",\"id\":\"b1\",\"name\":\"Brig. One\"},\"division\"],"
    "\"units\":[{\"id\":\"i1\",\"name\":\"First\",\"arm\":\"infantry\",\"class\":2,\"stands\":12,\"general\":\"b1\"},"
    "{\"arm\":\"cavalry\",\"class\":3,\"stands\":6}],\"guns\":[\"siege\"],\"earthworks\":1}");
  g_assert_cmpstr (g_array_index (a->units, AdjDogUnit, 1).name, ==, "Cavalry 1");
  g_assert_cmpstr (g_array_index (a->units, AdjDogUnit, 1).id, ==, "u2");
  g_assert_cmpstr (g_array_index (a->staff, AdjDogStaff, 1).name, ==, "Division General 1");
  g_autofree char *dir = g_dir_make_tmp ("adj-dog-army-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "army.json", NULL);
  GError *error = NULL;
  g_assert_true (adj_dog_army_save_file (a, path, &error));
  g_autoptr (AdjDogArmy) b = adj_dog_army_load_file (path, &error);
  g_assert_no_error (error);
  json_object *ja = adj_dog_army_to_json (a), *jb = adj_dog_army_to_json (b);
  g_assert_cmpstr (json_object_to_json_string_ext (ja, JSON_C_TO_STRING_PLAIN), ==, json_object_to_json_string_ext (jb, JSON_C_TO_STRING_PLAIN));
  /* Made-up ids and names are not saved: they are made up again. */
  g_assert_null (strstr (json_object_to_json_string_ext (ja, JSON_C_TO_STRING_PLAIN), "Cavalry 1"));
  g_assert_nonnull (strstr (json_object_to_json_string_ext (ja, JSON_C_TO_STRING_PLAIN), "\"general\":\"b1\""));
  json_object_put (ja);
  json_object_put (jb);
  g_assert_cmpint (adj_dog_army_total (rules, b), ==, 24 + 48 + 50 + 30 + 30 + 10);
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_refusals (void)
{
  refuse ("[]", "expected an object");
  refuse ("{\"units\":[{\"arm\":\"dragoons\",\"class\":2,\"stands\":4}]}", "$.units[0].arm: 'dragoons'");
  refuse ("{\"units\":[{\"arm\":\"infantry\",\"class\":0,\"stands\":4}]}", "$.units[0].class: 0 is outside 1..4");
  refuse ("{\"units\":[{\"arm\":\"infantry\",\"stands\":4}]}", "$.units[0].class: missing");
  refuse ("{\"units\":[{\"arm\":\"infantry\",\"class\":2,\"stands\":0}]}", "$.units[0].stands");
  refuse ("{\"units\":[{\"arm\":\"infantry\",\"class\":2,\"stands\":4,\"rifeld\":true}]}",
          "$.units[0]: unknown member \"rifeld\"");
  refuse ("{\"units\":[{\"arm\":\"infantry\",\"class\":2,\"stands\":4,\"horse\":true}]}",
          "$.units[0].horse: horse artillery is artillery");
  refuse ("{\"units\":[{\"arm\":\"infantry\",\"class\":2,\"stands\":4,\"gun\":\"siege\"}]}",
          "$.units[0].gun: only artillery names a gun");
  refuse ("{\"units\":[{\"arm\":\"infantry\",\"class\":2,\"stands\":4,\"general\":0}]}",
          "$.units[0].general: the list has no staff");
  refuse ("{\"staff\":[\"brigade\"],\"units\":[{\"arm\":\"infantry\",\"class\":2,\"stands\":4,\"general\":1}]}",
          "$.units[0].general: 1 is outside 0..0");
  refuse ("{\"units\":[{\"arm\":\"artillery\",\"stands\":4}]}", "$.units[0].gun: missing");
  refuse ("{\"units\":[{\"arm\":\"artillery\",\"gun\":\"siege\",\"stands\":4,\"rifled\":true}]}", "(6.4)");
  refuse ("{\"units\":[{\"arm\":\"artillery\",\"gun\":\"siege\",\"class\":2,\"stands\":4}]}", "class 3 (11.1)");
  refuse ("{\"units\":[{\"arm\":\"infantry\",\"class\":2,\"stands\":4,\"general\":\"nobody\"}]}",
          "$.units[0].general: no general");
  refuse ("{\"staff\":[{\"rank\":\"engineer\",\"id\":\"e\"}],"
          "\"units\":[{\"arm\":\"infantry\",\"class\":2,\"stands\":4,\"general\":\"e\"}]}", "commands no units");
  refuse ("{\"staff\":[\"colonel\"]}", "$.staff[0]: 'colonel' is not a staff rank");
  /* A unit names its general by the id the list gives him, not a made-up one. */
  refuse ("{\"staff\":[\"brigade\"],\"units\":[{\"arm\":\"infantry\",\"class\":2,\"stands\":4,"
          "\"general\":\"g1\"}]}", "$.units[0].general: no general of this army has the id 'g1'");
  refuse ("{\"guns\":[\"mortar\"]}", "$.guns[0]: 'mortar' is not a gun");
  refuse ("{\"guns\":[{\"gun\":\"siege\",\"id\":\"x\"}],\"staff\":[{\"rank\":\"brigade\",\"id\":\"x\"}]}",
          "$.guns[0]: the id 'x' is used twice");
  refuse ("{\"format\":\"adjutant-battle\"}", "$.format");
  refuse ("{\"year\":1866}", "$.year: 1866 is outside 1861..1865");
  refuse ("{\"side\":\"prussia\"}", "$.side: 'prussia'");
  refuse ("{\"name\":\"A\\u0000B\"}", "$.name: a text may not hold a NUL character (\\u0000)");
  refuse ("{\"units\":[{\"arm\":\"infantry\",\"class\":2,\"stands\":4,\"name\":\"\\u0000\"}]}",
          "$.units[0].name: a text may not hold a NUL character (\\u0000)");
  refuse ("{\"units\":[{\"arm\":\"in\\u0000fantry\",\"class\":2,\"stands\":4}]}", "NUL");
  refuse ("{\"name\":\"\"}", "$.name: expected 1 to");
  refuse ("{\"units\":{}}", "$.units: expected an array");
}

/* 7: the total may not pass the agreed points; 18.5.8 and 16.5/16.10. */
static void
test_problems (void)
{
  g_autoptr (AdjDogArmy) a = load ("{\"limit\":50,\"units\":[{\"name\":\"Tiny\",\"arm\":\"infantry\",\"class\":3,"
                                   "\"stands\":2},{\"arm\":\"cavalry\",\"class\":4,\"stands\":1},"
                                   "{\"arm\":\"cavalry\",\"class\":1,\"stands\":2}],"
                                   "\"staff\":[\"general\",\"general\"],\"pontoons\":1,\"earthworks\":1}");
  /* 6 + 10 + 8 + 10 + 10 = 44: inside 50, over 40. */
  g_autoptr (GPtrArray) p = adj_dog_army_problems (rules, a, 0);
  g_assert_cmpuint (p->len, ==, 5);
  g_assert_nonnull (strstr (p->pdata[0], "Tiny: 2 stands"));
  g_assert_nonnull (strstr (p->pdata[0], "18.5.8"));
  g_assert_nonnull (strstr (p->pdata[1], "Cavalry 1: 1 stands"));
  g_assert_nonnull (strstr (p->pdata[2], "only one General"));
  g_assert_nonnull (strstr (p->pdata[3], "16.5"));
  g_assert_nonnull (strstr (p->pdata[4], "16.10"));
  g_autoptr (GPtrArray) q = adj_dog_army_problems (rules, a, 40);
  g_assert_cmpuint (q->len, ==, 6);
  g_assert_cmpstr (q->pdata[0], ==, "44 points is over the agreed total of 40 (7)");
}

static void
test_roster (void)
{
  g_autoptr (AdjDogArmy) a = load (
    "{\"name\":\"Roster Corps\",\"side\":\"confederate\",\"year\":1864,\"limit\":200,"
    "\"staff\":[{\"rank\":\"brigade\",\"name\":\"Gen. B\"}],"
    "\"units\":[{\"name\":\"1st\",\"arm\":\"infantry\",\"class\":3,\"stands\":8,\"rifled\":true},"
    "{\"name\":\"2nd\",\"arm\":\"infantry\",\"class\":2,\"stands\":12},"
    "{\"name\":\"Horse\",\"arm\":\"cavalry\",\"class\":4,\"stands\":6},"
    "{\"name\":\"Bty\",\"arm\":\"artillery\",\"gun\":\"rifled-field\",\"stands\":2,\"horse\":true}],"
    "\"earthworks\":1}");
  g_autoptr (AdjDogRoster) r = adj_dog_roster_new (rules, a, 0);
  g_assert_cmpstr (r->title, ==, "Roster Corps");
  g_assert_cmpuint (r->lines->len, ==, 6);
  const AdjDogRosterLine *l = &g_array_index (r->lines, AdjDogRosterLine, 1);
  g_assert_cmpstr (l->text, ==, "1st: Infantry, class 3, 8 stands, rifled muskets");
  g_assert_cmpstr (l->working, ==, "8 × (3 + 1)");
  g_assert_cmpint (l->points, ==, 32);
  g_assert_cmpint (l->running, ==, 62);
  l = &g_array_index (r->lines, AdjDogRosterLine, 4);
  g_assert_cmpstr (l->text, ==, "Bty: 2 guns, Rifled field gun, horse artillery");
  g_assert_cmpstr (l->working, ==, "2 × (40 + 10)");
  l = &g_array_index (r->lines, AdjDogRosterLine, 5);
  g_assert_cmpstr (l->text, ==, "Earthworks or field defences, 4 inches");
  /* 30 + 32 + 24 + 60 + 100 + 10, over the 200 limit; and no engineer. */
  g_assert_cmpint (r->total, ==, 256);
  g_assert_cmpuint (r->problems->len, ==, 2);
  /* 8.5 for the Confederates of 1864: 10 / 35 / 55 / "-". Stands: 0, 12, 8, 6 of 26. */
  g_assert_true (r->ratios_known);
  g_assert_cmpint (r->ratios[0].guide, ==, 10);
  g_assert_cmpint (r->ratios[1].guide, ==, 35);
  g_assert_cmpint (r->ratios[2].guide, ==, 55);
  g_assert_false (r->ratios[3].has_guide);
  g_assert_cmpint (r->ratios[3].stands, ==, 6);
  g_assert_cmpfloat_with_epsilon (r->ratios[1].percent, 100.0 * 12 / 26, 1e-9);
  json_object *o = adj_dog_roster_to_json (r);
  g_assert_nonnull (strstr (json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN), "\"guide\":null"));
  json_object_put (o);
}

static void
test_ratios_unknown (void)
{
  g_autoptr (AdjDogArmy) a = load ("{\"units\":[{\"arm\":\"infantry\",\"class\":2,\"stands\":4}]}");
  AdjDogRatioRow rows[4];
  g_assert_false (adj_dog_army_ratios (rules, a, rows));
  g_assert_false (rows[1].has_guide);
  g_assert_cmpfloat (rows[1].percent, ==, 100.0);
}

/* The builder's edits: checked as the file is, refused whole. */
static void
test_edits (void)
{
  g_autoptr (AdjDogArmy) a = adj_dog_army_new ();
  GError *error = NULL;
  g_assert_true (adj_dog_army_add_staff (a, ADJ_DOG_RANK_BRIGADE, NULL, NULL, &error));
  g_assert_cmpstr (g_array_index (a->staff, AdjDogStaff, 0).id, ==, "g1");
  g_assert_cmpstr (g_array_index (a->staff, AdjDogStaff, 0).name, ==, "Brigade General 1");
  AdjDogUnit u = { .arm = ADJ_DOG_INFANTRY, .klass = 3, .stands = 8, .rifled = TRUE, .general = 0 };
  g_assert_true (adj_dog_army_add_unit (a, &u, &error));
  g_assert_cmpstr (g_array_index (a->units, AdjDogUnit, 0).name, ==, "Infantry 1");
  g_assert_cmpint (adj_dog_army_total (rules, a), ==, 30 + 32);

  AdjDogUnit bad = { .arm = ADJ_DOG_ARTILLERY, .klass = 2, .stands = 2, .general = -1 };
  g_assert_false (adj_dog_army_add_unit (a, &bad, &error));
  dogtest_assert_error (g_steal_pointer (&error), "artillery crews are class 3 (11.1)");
  AdjDogUnit twin = { .id = (char *) "g1", .arm = ADJ_DOG_CAVALRY, .klass = 1, .stands = 4, .general = -1 };
  g_assert_false (adj_dog_army_add_unit (a, &twin, &error));
  dogtest_assert_error (g_steal_pointer (&error), "units[1]: the id 'g1' is used twice");
  g_assert_cmpuint (a->units->len, ==, 1);
  g_assert_cmpstr (g_array_index (a->units, AdjDogUnit, 0).id, ==, "u1");

  AdjDogUnit cav = { .name = (char *) "Horse", .arm = ADJ_DOG_CAVALRY, .klass = 4, .stands = 6, .general = 0 };
  g_assert_true (adj_dog_army_add_unit (a, &cav, &error));
  g_assert_true (adj_dog_army_add_gun (a, ADJ_DOG_GUN_RIFLED, TRUE, NULL, NULL, &error));
  g_assert_cmpint (adj_dog_army_total (rules, a), ==, 30 + 32 + 60 + 50);
  AdjDogUnit bty = { .arm = ADJ_DOG_ARTILLERY, .klass = 3, .stands = 4, .gun = ADJ_DOG_GUN_SMOOTHBORE, .general = -1 };
  g_assert_true (adj_dog_army_set_unit (a, 0, &bty, &error));
  g_assert_cmpstr (g_array_index (a->units, AdjDogUnit, 0).name, ==, "Battery 1");
  g_assert_cmpint (adj_dog_army_total (rules, a), ==, 30 + 120 + 60 + 50);

  /* A second army made the same way: in one battle the made-up ids take
   * each army's prefix, and the general is kept by his place. */
  g_autoptr (AdjDogArmy) b = adj_dog_army_copy (a);
  json_object *o = adj_dog_army_to_json (a);
  g_assert_nonnull (strstr (json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN), "\"general\":0"));
  json_object_put (o);
  g_autoptr (AdjDogBattle) battle = adj_dog_battle_new ("t", "T", NULL, 800, a, b, &error);
  g_assert_no_error (error);
  g_assert_null (adj_dog_battle_get_note (battle));
  g_autoptr (AdjDogBattle) noted = adj_dog_battle_new ("t", "T", "Invented armies", 800, a, b, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (adj_dog_battle_get_note (noted), ==, "Invented armies");
  int horse = adj_dog_battle_find_unit (battle, "b-u2");
  g_assert_cmpint (horse, >=, 0);
  const AdjDogGameUnit *gu = adj_dog_battle_unit (battle, (guint) horse);
  g_assert_cmpstr (adj_dog_battle_general (battle, (guint) gu->general)->id, ==, "b-g1");

  g_assert_true (adj_dog_army_remove_staff (a, 0, &error));
  g_assert_cmpint (g_array_index (a->units, AdjDogUnit, 1).general, ==, -1);
  g_assert_true (adj_dog_army_remove_unit (a, 0, &error));
  g_assert_cmpstr (g_array_index (a->units, AdjDogUnit, 0).id, ==, "u1");
  g_assert_cmpstr (g_array_index (a->units, AdjDogUnit, 0).name, ==, "Horse");
  g_assert_true (adj_dog_army_remove_gun (a, 0, &error));
  g_assert_cmpint (adj_dog_army_total (rules, a), ==, 60);
  g_assert_false (adj_dog_army_add_staff (a, ADJ_DOG_RANK_DIVISION, "", NULL, &error));
  g_clear_error (&error);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  rules = dogtest_rules ();
  g_test_add_func ("/dog/rule-7.1/example-32-points", test_example_7_1);
  g_test_add_func ("/dog/rule-6/contract-example", test_contract_example);
  g_test_add_func ("/dog/rule-6/every-arm", test_every_arm);
  g_test_add_func ("/dog/army/round-trip", test_round_trip);
  g_test_add_func ("/dog/army/edits", test_edits);
  g_test_add_func ("/dog/army/refusals", test_refusals);
  g_test_add_func ("/dog/rule-7/problems", test_problems);
  g_test_add_func ("/dog/army/roster", test_roster);
  g_test_add_func ("/dog/rule-8.5/unknown-side", test_ratios_unknown);
  int status = g_test_run ();
  adj_dog_rules_unref (rules);
  return status;
}
