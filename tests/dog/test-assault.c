/* Close assault (18.5), against cases worked by hand: the chance of each
 * result of the player's own result table, and the casualties split
 * between the units involved (18.5.2). */
#include <string.h>

#include <dog/combat.h>

#include "dogtest.h"

/* 5 stands among three units: 1 each, then the 2 spare to the class 2
 * (lowest quality) and, of the two class 3, to the one with 6 stands in
 * contact rather than 4: 2, 2, 1. No die. */
static void
test_rule_18_5_2_spares_by_class_then_contact (void)
{
  const AdjDogSplitUnit u[] = { { 3, 6 }, { 2, 4 }, { 3, 4 } };
  AdjDogSplit s;
  GError *error = NULL;
  g_assert_true (adj_dog_assault_split (5, u, 3, NULL, 0, &s, &error));
  g_assert_no_error (error);
  g_assert_cmpint (s.even, ==, 1);
  g_assert_cmpint (s.spare, ==, 2);
  g_assert_cmpint (s.lost[0], ==, 2);
  g_assert_cmpint (s.lost[1], ==, 2);
  g_assert_cmpint (s.lost[2], ==, 1);
  g_assert_cmpuint (s.dice_needed, ==, 0);
  g_assert_cmpuint (s.tied, ==, 0);
  /* Evenly, no spare: 6 among three is 2 each. */
  g_assert_true (adj_dog_assault_split (6, u, 3, NULL, 0, &s, &error));
  g_assert_cmpint (s.lost[0] + s.lost[1] * 10 + s.lost[2] * 100, ==, 222);
  /* A die where none is needed is refused. */
  const int die[] = { 4 };
  g_assert_false (adj_dog_assault_split (5, u, 3, die, 1, &s, &error));
  dogtest_assert_error (error, "no die is needed");
}

/* 3 stands between two units of one class and contact: 1 each, the spare
 * to the die: 1-3 the first, 4-6 the second. */
static void
test_rule_18_5_2_tie_by_die (void)
{
  const AdjDogSplitUnit u[] = { { 2, 4 }, { 2, 4 } };
  AdjDogSplit s;
  GError *error = NULL;
  g_assert_true (adj_dog_assault_split (3, u, 2, NULL, 0, &s, &error));
  g_assert_cmpuint (s.dice_needed, ==, 1);
  g_assert_cmpuint (s.tied, ==, 3);
  g_assert_cmpint (s.lost[0], ==, 1);
  g_assert_cmpint (s.lost[1], ==, 1);
  const int four[] = { 4 }, three[] = { 3 };
  g_assert_true (adj_dog_assault_split (3, u, 2, four, 1, &s, &error));
  g_assert_cmpuint (s.dice_needed, ==, 0);
  g_assert_cmpint (s.lost[0], ==, 1);
  g_assert_cmpint (s.lost[1], ==, 2);
  g_assert_true (adj_dog_assault_split (3, u, 2, three, 1, &s, &error));
  g_assert_cmpint (s.lost[0], ==, 2);
  g_assert_cmpint (s.lost[1], ==, 1);
}

/* 5 stands among four alike: the spare to one of four by a die, 1 to 4
 * each naming one; a 5 or 6 is rolled again. Two spares among three
 * alike (5 among three): two dice, the second among the two left. */
static void
test_rule_18_5_2_roll_again (void)
{
  const AdjDogSplitUnit four[] = { { 1, 2 }, { 1, 2 }, { 1, 2 }, { 1, 2 } };
  AdjDogSplit s;
  GError *error = NULL;
  const int five[] = { 5 }, three[] = { 3 };
  g_assert_false (adj_dog_assault_split (5, four, 4, five, 1, &s, &error));
  dogtest_assert_error (error, "a 5 does not pick among 4 units: roll again (18.5.2)");
  g_assert_true (adj_dog_assault_split (5, four, 4, three, 1, &s, &error));
  g_assert_cmpint (s.lost[2], ==, 2);
  g_assert_cmpint (s.lost[0] + s.lost[1] + s.lost[3], ==, 3);

  const AdjDogSplitUnit alike[] = { { 3, 4 }, { 3, 4 }, { 3, 4 } };
  const int one_die[] = { 6 }, two_dice[] = { 6, 1 };
  g_assert_true (adj_dog_assault_split (5, alike, 3, one_die, 1, &s, &error));
  g_assert_cmpuint (s.dice_needed, ==, 1);
  g_assert_true (adj_dog_assault_split (5, alike, 3, two_dice, 2, &s, &error));
  /* 6 of 1-6 among three: the third; then 1 of 1-6 among the two left: the first. */
  g_assert_cmpint (s.lost[0], ==, 2);
  g_assert_cmpint (s.lost[1], ==, 1);
  g_assert_cmpint (s.lost[2], ==, 2);
}

static AdjDogSheets *
table (void)
{
  const char text[] = "{\"format\":\"adjutant-dog-sheets\",\"version\":1,\"assault_results\":{"
                      "\"tie\":\"Both stand\",\"rows\":[{\"margin\":3,\"text\":\"Major: the loser routs\"},"
                      "{\"margin\":1,\"text\":\"Minor: the loser retires\"}]}}";
  GError *error = NULL;
  AdjDogSheets *s = adj_dog_sheets_load_data (text, sizeof text - 1, "sheet", &error);
  g_assert_no_error (error);
  return s;
}

/* Factors 2 and class 2.5 against 1 and 3: A is half a point ahead before
 * the dice. A wins by 0.5 (6 in 36: under the table's first row), by 1.5
 * or 2.5 (5 + 4 = 9: Minor), by 3.5 to 5.5 (3 + 2 + 1 = 6: Major); B by 0.5
 * (5: under), 1.5 or 2.5 (4 + 3 = 7: Minor), 3.5 or 4.5 (2 + 1 = 3: Major);
 * never a tie. With equal totals before the dice: a tie 6 in 36, each
 * side Minor 9 and Major 6. */
static void
test_rule_18_5_result_table_chances (void)
{
  g_autoptr (AdjDogSheets) s = table ();
  g_assert_cmpint (g_array_index (s->assault_rows, AdjDogAssaultRow, 0).margin, ==, 1);
  AdjDogAssault a;
  AdjDogAssaultResults r;
  GError *error = NULL;
  g_assert_true (adj_dog_assault_chances (2, 2.5, 1, 3, &a, &error));
  adj_dog_assault_results (&a, s, &r);
  g_assert_cmpuint (r.n_rows, ==, 2);
  g_assert_cmpfloat_with_epsilon (r.below[0], 6 / 36.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (r.chance[0][0], 9 / 36.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (r.chance[0][1], 6 / 36.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (r.below[1], 5 / 36.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (r.chance[1][0], 7 / 36.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (r.chance[1][1], 3 / 36.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (r.tie, 0, 1e-12);

  g_assert_true (adj_dog_assault_chances (1, 2, 1, 2, &a, &error));
  adj_dog_assault_results (&a, s, &r);
  g_assert_cmpfloat_with_epsilon (r.tie, 6 / 36.0, 1e-12);
  for (int side = 0; side < 2; side++)
    {
      g_assert_cmpfloat_with_epsilon (r.below[side], 0, 1e-12);
      g_assert_cmpfloat_with_epsilon (r.chance[side][0], 9 / 36.0, 1e-12);
      g_assert_cmpfloat_with_epsilon (r.chance[side][1], 6 / 36.0, 1e-12);
    }
  /* The player's own, said so; the tie's text is his too. */
  json_object *o = adj_dog_assault_results_to_json (&r, s);
  const char *text = json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN);
  g_assert_nonnull (strstr (text, "\"result\":\"Minor: the loser retires\""));
  g_assert_nonnull (strstr (text, "\"source\":\"user\""));
  g_assert_nonnull (strstr (text, "\"tie\":{\"chance\":0.16666666666666666,\"result\":\"Both stand\"}"));
  json_object_put (o);
}

/* The table kept in the file as typed; a margin twice, or out of range, refused. */
static void
test_result_table_file (void)
{
  g_autoptr (AdjDogSheets) s = table ();
  json_object *o = adj_dog_sheets_to_json (s);
  const char *text = json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN);
  g_assert_nonnull (strstr (text, "\"assault_results\":{\"tie\":\"Both stand\",\"rows\":[{\"margin\":1,"));
  g_autoptr (AdjDogSheets) again = adj_dog_sheets_load_data (text, strlen (text), "again", NULL);
  g_assert_nonnull (again);
  g_assert_cmpuint (again->assault_rows->len, ==, 2);
  json_object_put (o);
  GError *error = NULL;
  g_assert_false (adj_dog_sheets_add_assault_row (s, 3, "Again", &error));
  dogtest_assert_error (error, "a row for 3 already");
  error = NULL;
  g_assert_false (adj_dog_sheets_add_assault_row (s, 0, "Zero", &error));
  dogtest_assert_error (error, "a winning margin is 1 to 30");
  adj_dog_sheets_remove_assault_row (s, 0);
  g_assert_cmpint (g_array_index (s->assault_rows, AdjDogAssaultRow, 0).margin, ==, 3);
}

static void
test_split_bad (void)
{
  const AdjDogSplitUnit bad[] = { { 5, 4 } }, none[] = { { 2, 0 } };
  AdjDogSplit s;
  GError *error = NULL;
  g_assert_false (adj_dog_assault_split (2, bad, 1, NULL, 0, &s, &error));
  dogtest_assert_error (error, "a class 1 to 4");
  error = NULL;
  g_assert_false (adj_dog_assault_split (2, none, 1, NULL, 0, &s, &error));
  dogtest_assert_error (error, "stands in contact");
  error = NULL;
  g_assert_false (adj_dog_assault_split (2, bad, 0, NULL, 0, &s, &error));
  dogtest_assert_error (error, "1 to 6 units");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/dog/rule-18.5.2/spares-by-class-then-contact", test_rule_18_5_2_spares_by_class_then_contact);
  g_test_add_func ("/dog/rule-18.5.2/tie-by-die", test_rule_18_5_2_tie_by_die);
  g_test_add_func ("/dog/rule-18.5.2/roll-again", test_rule_18_5_2_roll_again);
  g_test_add_func ("/dog/rule-18.5.2/bad-input", test_split_bad);
  g_test_add_func ("/dog/rule-18.5/result-table-chances", test_rule_18_5_result_table_chances);
  g_test_add_func ("/dog/rule-18.5/result-table-file", test_result_table_file);
  return g_test_run ();
}
