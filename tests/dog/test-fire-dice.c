/* Shooting dice from the firing stands and the player's own charts
 * (18.3, 18.3.1, 8.4, 14), worked by hand. The charts here are made up
 * for the tests: the rulebook prints none. */
#include <math.h>
#include <string.h>

#include <dog/combat.h>

#include "dogtest.h"

#define NEAR(a, b) g_assert_cmpfloat_with_epsilon ((a), (b), 1e-12)

/* A made-up sheet: at "0-6\"" a block of 4 rolls 1 die, of 3 or 2 one
 * die; they hit a line on 4, 5, 6; a gun rolls 1 die, hits a line on 3. */
static AdjDogSheets *
sheet (void)
{
  AdjDogSheets *s = adj_dog_sheets_new ();
  GError *error = NULL;
  const int hit[5] = { 0, 3, 6, 5, 4 };
  for (int t = 2; t <= 4; t++)
    {
      g_assert_true (adj_dog_sheets_set_fire_dice (s, ADJ_DOG_CHART_SMALL_ARMS, t, "0-6\"", 1, &error));
      g_assert_true (adj_dog_sheets_set_fire_hit (s, ADJ_DOG_CHART_SMALL_ARMS, t, "0-6\"", ADJ_DOG_TARGET_LINE,
                                                  hit[t], &error));
    }
  g_assert_true (adj_dog_sheets_set_fire_dice (s, ADJ_DOG_CHART_ARTILLERY, 1, "0-12\"", 1, &error));
  g_assert_true (adj_dog_sheets_set_fire_hit (s, ADJ_DOG_CHART_ARTILLERY, 1, "0-12\"", ADJ_DOG_TARGET_LINE, 3,
                                              &error));
  g_assert_no_error (error);
  return s;
}

static AdjDogShooter
line (int stands, gboolean class4)
{
  AdjDogShooter sh = { .chart = ADJ_DOG_CHART_SMALL_ARMS, .formation = ADJ_DOG_FORMATION_LINE, .stands = stands,
                       .target = ADJ_DOG_TARGET_LINE, .range = "0-6\"", .class4_infantry = class4 };
  return sh;
}

/* 8.4's example: an 8-stand unit rolls 2d6 (two blocks of four at one
 * die each on the chart), and class 4 in line re-rolls one missed die.
 * Hitting on 4: no hit only when both miss and the re-roll misses,
 * 1/4 × 1/2 = 1/8; two hits 1/4 + (1/2 × 1/2) = 1/2. */
static void
test_rule_8_4_example (void)
{
  g_autoptr (AdjDogSheets) s = sheet ();
  AdjDogShooter sh = line (8, TRUE);
  AdjDogFireDice d;
  AdjDogFire f;
  GError *error = NULL;
  g_assert_true (adj_dog_fire_dice (s, &sh, &d, &error));
  g_assert_cmpuint (d.n, ==, 1);
  g_assert_cmpint (d.block[0].stands, ==, 4);
  g_assert_cmpint (d.block[0].blocks, ==, 2);
  g_assert_cmpint (d.total_dice, ==, 2);
  g_assert_true (d.complete);
  g_assert_true (d.class4);
  g_assert_true (adj_dog_fire_dice_chances (&d, FALSE, &f, &error));
  g_assert_no_error (error);
  NEAR (f.hits[0], 1.0 / 8);
  NEAR (f.hits[1], 3.0 / 8);
  NEAR (f.hits[2], 1.0 / 2);
  /* Ruling 26: with First Fire too, two missed dice are rolled again,
   * as the one-group calculator gives. */
  AdjDogFire both;
  g_assert_true (adj_dog_fire_dice_chances (&d, TRUE, &f, &error));
  g_assert_true (adj_dog_fire_chances (2, 4, TRUE, TRUE, &both, &error));
  for (int k = 0; k <= 2; k++)
    NEAR (f.hits[k], both.hits[k]);
  NEAR (f.hits[0], 1.0 / 16);
  /* 7 stands is short of 8: no class 4 re-roll (ruling 26). */
  sh = line (7, TRUE);
  g_assert_true (adj_dog_fire_dice (s, &sh, &d, &error));
  g_assert_false (d.class4);
  /* Nor class 3, nor a square. */
  sh = line (8, FALSE);
  g_assert_true (adj_dog_fire_dice (s, &sh, &d, &error));
  g_assert_false (d.class4);
}

/* 18.3: blocks of four, then a remainder of 2 or 3 on those tables; a
 * single stand left over does not fire (ruling 27). */
static void
test_rule_18_3_blocks (void)
{
  g_autoptr (AdjDogSheets) s = sheet ();
  AdjDogFireDice d;
  GError *error = NULL;
  AdjDogShooter sh = line (11, FALSE);
  g_assert_true (adj_dog_fire_dice (s, &sh, &d, &error));
  g_assert_cmpuint (d.n, ==, 2);
  g_assert_cmpint (d.block[0].blocks * 10 + d.block[0].stands, ==, 24);
  g_assert_cmpint (d.block[1].blocks * 10 + d.block[1].stands, ==, 13);
  g_assert_cmpint (d.block[1].hit, ==, 5);
  g_assert_cmpint (d.idle, ==, 0);
  sh = line (10, FALSE);
  g_assert_true (adj_dog_fire_dice (s, &sh, &d, &error));
  g_assert_cmpint (d.block[1].stands, ==, 2);
  g_assert_cmpint (d.total_dice, ==, 3);
  sh = line (9, FALSE);
  g_assert_true (adj_dog_fire_dice (s, &sh, &d, &error));
  g_assert_cmpuint (d.n, ==, 1);
  g_assert_cmpint (d.idle, ==, 1);
  g_assert_cmpint (d.total_dice, ==, 2);
  /* Artillery: per gun model. */
  AdjDogShooter guns = { .chart = ADJ_DOG_CHART_ARTILLERY, .stands = 3, .target = ADJ_DOG_TARGET_LINE,
                         .range = "0-12\"" };
  g_assert_true (adj_dog_fire_dice (s, &guns, &d, &error));
  g_assert_cmpint (d.block[0].stands, ==, 1);
  g_assert_cmpint (d.block[0].blocks, ==, 3);
  g_assert_cmpint (d.block[0].hit, ==, 3);
  g_assert_no_error (error);
}

/* 18.3.1: an 8-stand square has 2 stands a side; two sides facing the
 * target fire twice on the 2-stand table. */
static void
test_rule_18_3_1_square (void)
{
  g_autoptr (AdjDogSheets) s = sheet ();
  AdjDogShooter sh = line (8, TRUE);
  AdjDogFireDice d;
  GError *error = NULL;
  sh.formation = ADJ_DOG_FORMATION_SQUARE;
  sh.sides[0] = sh.sides[1] = 2;
  sh.n_sides = 2;
  g_assert_true (adj_dog_fire_dice (s, &sh, &d, &error));
  g_assert_cmpuint (d.n, ==, 1);
  g_assert_cmpint (d.block[0].stands, ==, 2);
  g_assert_cmpint (d.block[0].blocks, ==, 2);
  g_assert_cmpint (d.block[0].hit, ==, 6);
  g_assert_false (d.class4);
  /* The same square from its stands: 8 shared by four sides. */
  AdjDogShooter sq = line (8, TRUE);
  adj_dog_shooter_set_square (&sq, 2);
  g_assert_cmpuint (sq.n_sides, ==, 2);
  g_assert_cmpint (sq.sides[0] * 10 + sq.sides[1], ==, 22);
  sh.n_sides = 0;
  g_assert_false (adj_dog_fire_dice (s, &sh, &d, &error));
  dogtest_assert_error (error, "18.3.1");
  error = NULL;
}

/* 14, 18.3: a value the sheet lacks is missing, never made up. */
static void
test_rule_18_3_missing (void)
{
  g_autoptr (AdjDogSheets) s = sheet ();
  AdjDogShooter sh = line (8, FALSE);
  AdjDogFireDice d;
  AdjDogFire f;
  GError *error = NULL;
  sh.target = ADJ_DOG_TARGET_HEAVY_COVER;
  g_assert_true (adj_dog_fire_dice (s, &sh, &d, &error));
  g_assert_false (d.complete);
  g_assert_cmpint (d.block[0].dice, ==, 1);
  g_assert_cmpint (d.block[0].hit, ==, 0);
  g_assert_false (adj_dog_fire_dice_chances (&d, FALSE, &f, &error));
  dogtest_assert_error (error, "missing");
  error = NULL;
  /* Typed once, it is there. */
  g_assert_true (adj_dog_sheets_set_fire_hit (s, ADJ_DOG_CHART_SMALL_ARMS, 4, "0-6\"", ADJ_DOG_TARGET_HEAVY_COVER,
                                              6, &error));
  g_assert_true (adj_dog_fire_dice (s, &sh, &d, &error));
  g_assert_true (d.complete);
  /* A band the chart does not have: both values missing. */
  sh.range = "6-12\"";
  g_assert_true (adj_dog_fire_dice (s, &sh, &d, &error));
  g_assert_cmpint (d.block[0].dice + d.block[0].hit, ==, 0);
  json_object *j = adj_dog_fire_dice_to_json (&d, &sh);
  g_assert_cmpuint (json_object_array_length (json_object_object_get (j, "missing")), ==, 2);
  json_object_put (j);
  g_assert_no_error (error);
}

/* Mixed blocks: 2 dice on 4+ and 1 on 5+, one re-roll given to the miss
 * most likely to hit (ruling 27). Worked by hand: P(0) = 1/4 × 2/3 with
 * the re-roll on a 4+ die missing too, × 1/2 = 1/12. */
static void
test_rule_18_3_mixed_reroll (void)
{
  const int dice[2] = { 2, 1 }, hit[2] = { 4, 5 };
  AdjDogFire f;
  GError *error = NULL;
  g_assert_true (adj_dog_fire_chances_groups (dice, hit, 2, 1, &f, &error));
  g_assert_no_error (error);
  NEAR (f.hits[0], 1.0 / 12);
  double sum = 0;
  for (int k = 0; k <= 3; k++)
    sum += f.hits[k];
  NEAR (sum, 1.0);
  /* Without re-rolls: 2/6 + ... the expected hits are 2 × 1/2 + 1/3. */
  g_assert_true (adj_dog_fire_chances_groups (dice, hit, 2, 0, &f, &error));
  NEAR (f.expected, 4.0 / 3);
}

/* The charts are kept in the player's file and read back the same. */
static void
test_sheets_fire_file (void)
{
  g_autoptr (AdjDogSheets) s = sheet ();
  GError *error = NULL;
  json_object *j = adj_dog_sheets_to_json (s);
  g_autofree char *text = g_strdup (json_object_to_json_string (j));
  json_object_put (j);
  g_autoptr (AdjDogSheets) back = adj_dog_sheets_load_data (text, strlen (text), "t", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (back->fire_rows->len, ==, 4);
  json_object *j2 = adj_dog_sheets_to_json (back);
  g_assert_cmpstr (json_object_to_json_string (j2), ==, text);
  json_object_put (j2);
  const char *bad = "{\"format\":\"adjutant-dog-sheets\",\"version\":1,"
                    "\"fire\":[{\"chart\":\"small-arms\",\"stands\":5,\"range\":\"0-6\"}]}";
  g_assert_null (adj_dog_sheets_load_data (bad, strlen (bad), "t", &error));
  dogtest_assert_error (error, "$.fire[0]");
  error = NULL;
  const char *hit7 = "{\"format\":\"adjutant-dog-sheets\",\"version\":1,"
                     "\"fire\":[{\"chart\":\"artillery\",\"stands\":1,\"range\":\"x\",\"hit\":{\"line\":7}}]}";
  g_assert_null (adj_dog_sheets_load_data (hit7, strlen (hit7), "t", &error));
  dogtest_assert_error (error, "$.fire[0].hit.line");
  error = NULL;
  g_autofree const char **ranges = adj_dog_sheets_fire_ranges (s, ADJ_DOG_CHART_SMALL_ARMS);
  g_assert_cmpstr (ranges[0], ==, "0-6\"");
  g_assert_null (ranges[1]);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/dog/rule-8.4/example-8-stands-2d6-re-roll", test_rule_8_4_example);
  g_test_add_func ("/dog/rule-18.3/blocks-of-four", test_rule_18_3_blocks);
  g_test_add_func ("/dog/rule-18.3.1/square-by-side", test_rule_18_3_1_square);
  g_test_add_func ("/dog/rule-18.3/missing-is-asked", test_rule_18_3_missing);
  g_test_add_func ("/dog/rule-18.3/mixed-blocks-re-roll", test_rule_18_3_mixed_reroll);
  g_test_add_func ("/dog/sheets/fire-file", test_sheets_fire_file);
  return g_test_run ();
}
