/* The cup (blind draws from a seed, the chance of what a draw holds), dice
 * summed, and ratio columns: core pieces every game reads. */
#include <adjutant-engine.h>

static void
test_draw (void)
{
  guint out[12];
  /* k of n, all different, the same for the same seed. */
  adj_cup_draw (12, 12, 99, out);
  guint seen = 0;
  for (guint i = 0; i < 12; i++)
    {
      g_assert_cmpuint (out[i], <, 12);
      g_assert_false (seen & (1u << out[i]));
      seen |= 1u << out[i];
    }
  guint again[5];
  adj_cup_draw (12, 5, 99, again);
  for (guint i = 0; i < 5; i++)
    g_assert_cmpuint (again[i], ==, out[i]);

  /* One item: what Glory's virtual draw always gave, adj_rng_below (n). */
  for (guint64 seed = 0; seed < 200; seed++)
    {
      AdjRng rng;
      guint one;
      adj_rng_init (&rng, seed);
      adj_cup_draw (7, 1, seed, &one);
      g_assert_cmpuint (one, ==, adj_rng_below (&rng, 7));
    }

  /* Fair: each item is first about as often (20,000 draws of 1 of 4). */
  guint counts[4] = { 0 };
  for (guint64 seed = 0; seed < 20000; seed++)
    {
      guint one;
      adj_cup_draw (4, 1, seed * 7919, &one);
      counts[one]++;
    }
  for (guint i = 0; i < 4; i++)
    g_assert_cmpuint (counts[i], >, 4700);
}

static void
test_choose (void)
{
  g_assert_cmpuint (adj_choose (5, 2), ==, 10);
  g_assert_cmpuint (adj_choose (5, 0), ==, 1);
  g_assert_cmpuint (adj_choose (5, 6), ==, 0);
  g_assert_cmpuint (adj_choose (52, 5), ==, 2598960);
  g_assert_cmpuint (adj_choose (60, 30), ==, G_GUINT64_CONSTANT (118264581564861424));
}

/* Checked against counting every k-subset of a small cup. */
static void
test_own_distribution (void)
{
  for (guint own = 0; own <= 6; own++)
    for (guint other = 0; other <= 6; other++)
      {
        guint n = own + other;
        for (guint k = 0; k <= n; k++)
          {
            double p[7];
            guint ways[7] = { 0 }, total = 0;
            adj_cup_own_distribution (own, other, k, p);
            for (guint mask = 0; mask < (1u << n); mask++)
              if ((guint) __builtin_popcount (mask) == k)
                {
                  ways[__builtin_popcount (mask & ((1u << own) - 1))]++;
                  total++;
                }
            double sum = 0;
            for (guint i = 0; i <= own; i++)
              {
                g_assert_cmpfloat_with_epsilon (p[i], (double) ways[i] / total, 1e-12);
                sum += p[i];
              }
            g_assert_cmpfloat_with_epsilon (sum, 1.0, 1e-12);
          }
      }
}

static void
test_dice_sums (void)
{
  guint64 c[11];
  adj_dice_sum_counts (ADJ_DIE_D6, 2, c);
  static const guint64 two_d6[11] = { 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1 };
  for (guint t = 0; t < 11; t++)
    g_assert_cmpuint (c[t], ==, two_d6[t]);
  g_assert_cmpint (adj_dice_sum_min (ADJ_DIE_D6, 2), ==, 2);
  g_assert_cmpint (adj_dice_sum_max (ADJ_DIE_D6, 2), ==, 12);

  /* 3d6 against counting all 216 throws. */
  guint64 three[16];
  adj_dice_sum_counts (ADJ_DIE_D6, 3, three);
  guint64 want[16] = { 0 };
  for (int a = 1; a <= 6; a++)
    for (int b = 1; b <= 6; b++)
      for (int d = 1; d <= 6; d++)
        want[a + b + d - 3]++;
  for (guint t = 0; t < 16; t++)
    g_assert_cmpuint (three[t], ==, want[t]);

  /* One die reads as the die reads: a d10x is 1..10, a Glory d10 0..9. */
  double p[10];
  adj_dice_sum_distribution (ADJ_DIE_D10X, 1, p);
  for (guint t = 0; t < 10; t++)
    g_assert_cmpfloat (p[t], ==, 0.1);
  g_assert_cmpint (adj_dice_sum_min (ADJ_DIE_D10X, 1), ==, 1);
  g_assert_cmpint (adj_dice_sum_max (ADJ_DIE_D10, 1), ==, 9);
}

static void
test_ratio (void)
{
  static const AdjRatio cols[] = { { 1, 2 }, { 2, 3 }, { 1, 1 }, { 3, 2 }, { 2, 1 }, { 3, 1 } };
  AdjRatioPlacement p;
  g_assert_cmpuint (adj_ratio_place (cols, 6, 9, 4, FALSE, &p), ==, 4);  /* 9:4 is 2-1 */
  g_assert_cmpint (p, ==, ADJ_RATIO_ROUNDED);
  g_assert_cmpuint (adj_ratio_place (cols, 6, 7, 3, TRUE, &p), ==, 5);   /* 7:3 for the attacker: 3-1 */
  g_assert_cmpuint (adj_ratio_place (cols, 6, 9, 6, FALSE, &p), ==, 3);  /* 9:6 is 3-2 */
  g_assert_cmpint (p, ==, ADJ_RATIO_EXACT);
  g_assert_cmpuint (adj_ratio_place (cols, 6, 1, 5, FALSE, &p), ==, 0);
  g_assert_cmpint (p, ==, ADJ_RATIO_CLAMPED);
  g_assert_cmpuint (adj_ratio_place (cols, 6, 20, 1, TRUE, &p), ==, 5);
  g_assert_cmpint (p, ==, ADJ_RATIO_CLAMPED);

  AdjRatio r;
  GError *error = NULL;
  g_assert_true (adj_ratio_parse ("3-2", &r, &error));
  g_assert_cmpint (r.num, ==, 3);
  g_assert_cmpint (r.den, ==, 2);
  g_assert_true (adj_ratio_parse ("1:4", &r, NULL));
  g_assert_false (adj_ratio_parse ("3-", &r, &error));
  g_assert_cmpstr (error->message, ==, "'3-' is not a ratio such as 3-2");
  g_clear_error (&error);
  g_assert_false (adj_ratio_parse ("0-1", &r, NULL));
  g_assert_false (adj_ratio_parse ("2-1x", &r, NULL));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cup/draw", test_draw);
  g_test_add_func ("/cup/choose", test_choose);
  g_test_add_func ("/cup/own-distribution", test_own_distribution);
  g_test_add_func ("/dice/sums", test_dice_sums);
  g_test_add_func ("/ratio/place-and-parse", test_ratio);
  return g_test_run ();
}
