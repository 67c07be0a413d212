/* The cup: a partial shuffle for the draw, counting for the chances. */
#include "core/cup.h"

#include "core/dice.h"

void
adj_cup_draw (guint n, guint k, guint64 seed, guint *out)
{
  g_return_if_fail (k <= n && n <= G_MAXUINT32);
  g_autofree guint *items = g_new (guint, n ? n : 1);
  AdjRng rng;

  for (guint i = 0; i < n; i++)
    items[i] = i;
  adj_rng_init (&rng, seed);
  for (guint i = 0; i < k; i++)
    {
      guint j = i + adj_rng_below (&rng, n - i);
      guint t = items[i];
      items[i] = items[j];
      items[j] = t;
      out[i] = items[i];
    }
}

guint64
adj_choose (guint n, guint k)
{
  if (k > n)
    return 0;
  if (k > n - k)
    k = n - k;
  guint64 c = 1;
  /* c * (n - k + i) / i stays whole at every step. */
  for (guint i = 1; i <= k; i++)
    c = c / i * (n - k + i) + c % i * (n - k + i) / i;
  return c;
}

void
adj_cup_own_distribution (guint own, guint other, guint k, double *out)
{
  double total = (double) adj_choose (own + other, k);
  for (guint i = 0; i <= own; i++)
    out[i] = k >= i && total > 0 ? (double) adj_choose (own, i) * (double) adj_choose (other, k - i) / total
                                 : 0.0;
}
