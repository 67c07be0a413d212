#include <string.h>
#include <adjutant-engine.h>

static void
test_glory_d10_faces (void)
{
  /* Rule 2.2: a Glory d10 reads 0..9, a 0 is zero not ten. */
  g_assert_cmpint (adj_die_min (ADJ_DIE_D10), ==, 0);
  g_assert_cmpint (adj_die_max (ADJ_DIE_D10), ==, 9);
  for (int v = 0; v <= 9; v++)
    g_assert_true (adj_die_validate (ADJ_DIE_D10, v, NULL));

  GError *error = NULL;
  g_assert_false (adj_die_validate (ADJ_DIE_D10, 10, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "0 to 9"));
  g_clear_error (&error);
  g_assert_false (adj_die_validate (ADJ_DIE_D10, -1, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_INVALID);
  g_clear_error (&error);
}

static void
test_other_dice (void)
{
  g_assert_false (adj_die_validate (ADJ_DIE_D6, 0, NULL));
  g_assert_true (adj_die_validate (ADJ_DIE_D6, 6, NULL));
  g_assert_false (adj_die_validate (ADJ_DIE_D6, 7, NULL));
  /* The Glory that Was reads the 0 face as ten. */
  g_assert_false (adj_die_validate (ADJ_DIE_D10X, 0, NULL));
  g_assert_true (adj_die_validate (ADJ_DIE_D10X, 10, NULL));
  g_assert_cmpint (adj_die_faces (ADJ_DIE_D10X), ==, 10);
}

static void
test_parse_typed (void)
{
  GError *error = NULL;
  int v = -5;
  g_assert_true (adj_die_parse (ADJ_DIE_D10, " 7 ", &v, &error));
  g_assert_no_error (error);
  g_assert_cmpint (v, ==, 7);

  const char *bad[] = { "10", "-1", "", "seven", "7.5", "3x", "99999999999999999999" };
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      v = 42;
      g_assert_false (adj_die_parse (ADJ_DIE_D10, bad[i], &v, &error));
      g_assert_nonnull (error);
      g_assert_nonnull (strstr (error->message, "0 to 9"));
      g_assert_cmpint (v, ==, 42);
      g_clear_error (&error);
    }
  g_assert_false (adj_die_parse (ADJ_DIE_D10, NULL, &v, &error));
  g_clear_error (&error);
}

static void
test_die_names (void)
{
  AdjDie die;
  GError *error = NULL;
  for (int d = 0; d < ADJ_DIE_COUNT; d++)
    {
      g_assert_true (adj_die_from_string (adj_die_to_string ((AdjDie) d), &die, NULL));
      g_assert_cmpint (die, ==, d);
    }
  g_assert_false (adj_die_from_string ("d20", &die, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_INVALID);
  g_clear_error (&error);
}

static void
test_rng_reproducible (void)
{
  AdjRng a, b;
  adj_rng_init (&a, 1862);
  adj_rng_init (&b, 1862);
  for (int i = 0; i < 1000; i++)
    g_assert_cmpint (adj_rng_roll (&a, ADJ_DIE_D10), ==, adj_rng_roll (&b, ADJ_DIE_D10));
  g_assert_cmpuint (a.seed, ==, 1862);

  /* A different seed gives a different sequence. */
  AdjRng c;
  adj_rng_init (&c, 1863);
  adj_rng_init (&a, 1862);
  int same = 0;
  for (int i = 0; i < 100; i++)
    same += adj_rng_roll (&a, ADJ_DIE_D10) == adj_rng_roll (&c, ADJ_DIE_D10);
  g_assert_cmpint (same, <, 40);
}

static void
test_rng_uniform (void)
{
  /* Chi-square over 100,000 rolls of each die: every face shows, none is
   * favoured beyond what chance allows (p < 0.001 thresholds). */
  const double limit[] = { [ADJ_DIE_D10] = 27.88, [ADJ_DIE_D6] = 20.52, [ADJ_DIE_D10X] = 27.88 };
  for (int d = 0; d < ADJ_DIE_COUNT; d++)
    {
      AdjRng rng;
      int counts[11] = { 0 };
      const int n = 100000;
      int faces = adj_die_faces ((AdjDie) d);
      adj_rng_init (&rng, 42 + (guint64) d);
      for (int i = 0; i < n; i++)
        {
          int v = adj_rng_roll (&rng, (AdjDie) d);
          g_assert_true (adj_die_validate ((AdjDie) d, v, NULL));
          counts[v - adj_die_min ((AdjDie) d)]++;
        }
      double expected = (double) n / faces, chi2 = 0;
      for (int f = 0; f < faces; f++)
        chi2 += (counts[f] - expected) * (counts[f] - expected) / expected;
      g_assert_cmpfloat (chi2, <, limit[d]);
    }
}

static void
test_rng_below_bounds (void)
{
  AdjRng rng;
  adj_rng_init (&rng, 7);
  for (int i = 0; i < 10000; i++)
    {
      g_assert_cmpuint (adj_rng_below (&rng, 1), ==, 0);
      g_assert_cmpuint (adj_rng_below (&rng, 3), <, 3);
      g_assert_cmpuint (adj_rng_below (&rng, G_MAXUINT32), <, G_MAXUINT32);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/dice/rule-2.2/glory-d10-reads-0-to-9", test_glory_d10_faces);
  g_test_add_func ("/dice/other-dice", test_other_dice);
  g_test_add_func ("/dice/parse-typed-roll", test_parse_typed);
  g_test_add_func ("/dice/names", test_die_names);
  g_test_add_func ("/dice/rng/reproducible-from-seed", test_rng_reproducible);
  g_test_add_func ("/dice/rng/uniform", test_rng_uniform);
  g_test_add_func ("/dice/rng/below-bounds", test_rng_below_bounds);
  return g_test_run ();
}
