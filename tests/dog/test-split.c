/* 18.5.2: a close assault's casualties split between the units involved,
 * against cases worked by hand. */
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
  return g_test_run ();
}
