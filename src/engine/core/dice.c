#include "core/dice.h"

#include <errno.h>
#include <stdlib.h>

#include "core/error.h"
#include "core/i18n.h"

static const struct {
  const char *name;
  int min, max;
  const char *reads;
} dice[ADJ_DIE_COUNT] = {
  [ADJ_DIE_D10] = { "d10", 0, 9, N_("a Glory d10 reads 0 to 9 (a 0 is zero, rule 2.2)") },
  [ADJ_DIE_D6] = { "d6", 1, 6, N_("a d6 reads 1 to 6") },
  [ADJ_DIE_D10X] = { "d10x", 1, 10, N_("this d10 reads 1 to 10 (a 0 counts as ten)") },
};

const char *
adj_die_to_string (AdjDie die)
{
  g_return_val_if_fail ((guint) die < ADJ_DIE_COUNT, NULL);
  return dice[die].name;
}

gboolean
adj_die_from_string (const char *name, AdjDie *out, GError **error)
{
  for (guint i = 0; i < ADJ_DIE_COUNT; i++)
    if (g_strcmp0 (name, dice[i].name) == 0)
      {
        *out = (AdjDie) i;
        return TRUE;
      }
  g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
               _("unknown die '%s': use d10 (0-9), d6 or d10x (1-10)"), name ? name : "");
  return FALSE;
}

int
adj_die_min (AdjDie die)
{
  g_return_val_if_fail ((guint) die < ADJ_DIE_COUNT, 0);
  return dice[die].min;
}

int
adj_die_max (AdjDie die)
{
  g_return_val_if_fail ((guint) die < ADJ_DIE_COUNT, 0);
  return dice[die].max;
}

int
adj_die_faces (AdjDie die)
{
  return adj_die_max (die) - adj_die_min (die) + 1;
}

gboolean
adj_die_validate (AdjDie die, int value, GError **error)
{
  g_return_val_if_fail ((guint) die < ADJ_DIE_COUNT, FALSE);
  if (value < dice[die].min || value > dice[die].max)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
                   _("%d is not a face of this die: %s"), value, _(dice[die].reads));
      return FALSE;
    }
  return TRUE;
}

gboolean
adj_die_parse (AdjDie die, const char *text, int *out, GError **error)
{
  g_return_val_if_fail ((guint) die < ADJ_DIE_COUNT, FALSE);
  const char *p = text ? text : "";
  while (g_ascii_isspace (*p))
    p++;
  char *end = NULL;
  errno = 0;
  long v = strtol (p, &end, 10);
  if (end == p || errno == ERANGE)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_PARSE,
                   _("'%s' is not a number: %s"), text ? text : "", _(dice[die].reads));
      return FALSE;
    }
  while (g_ascii_isspace (*end))
    end++;
  if (*end != '\0')
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_PARSE,
                   _("'%s' is not a whole number: %s"), text, _(dice[die].reads));
      return FALSE;
    }
  if (v < G_MININT || v > G_MAXINT || !adj_die_validate (die, (int) v, NULL))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
                   _("%s is not a face of this die: %s"), p, _(dice[die].reads));
      return FALSE;
    }
  *out = (int) v;
  return TRUE;
}

int
adj_dice_sum_min (AdjDie die, guint count)
{
  return (int) count * adj_die_min (die);
}

int
adj_dice_sum_max (AdjDie die, guint count)
{
  return (int) count * adj_die_max (die);
}

void
adj_dice_sum_counts (AdjDie die, guint count, guint64 *out)
{
  guint faces = (guint) adj_die_faces (die);
  guint span = count * (faces - 1) + 1;

  g_return_if_fail (count >= 1 && count <= 12);
  /* One die, then convolve with one more at a time. */
  for (guint t = 0; t < span; t++)
    out[t] = t < faces ? 1 : 0;
  for (guint d = 2; d <= count; d++)
    {
      guint top = (d - 1) * (faces - 1);
      for (guint t = top + faces - 1 + 1; t-- > 0;)
        {
          guint64 sum = 0;
          for (guint f = 0; f < faces && f <= t; f++)
            if (t - f <= top)
              sum += out[t - f];
          out[t] = sum;
        }
    }
}

void
adj_dice_sum_distribution (AdjDie die, guint count, double *out)
{
  guint faces = (guint) adj_die_faces (die);
  guint span = count * (faces - 1) + 1;
  g_autofree guint64 *counts = g_new (guint64, span);
  double total = 1;

  adj_dice_sum_counts (die, count, counts);
  for (guint d = 0; d < count; d++)
    total *= faces;
  for (guint t = 0; t < span; t++)
    out[t] = (double) counts[t] / total;
}

static guint64
splitmix64 (guint64 *x)
{
  guint64 z = (*x += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));
  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

void
adj_rng_init (AdjRng *rng, guint64 seed)
{
  guint64 x = seed;
  rng->seed = seed;
  for (int i = 0; i < 4; i++)
    rng->s[i] = splitmix64 (&x);
}

static inline guint64
rotl (guint64 x, int k)
{
  return (x << k) | (x >> (64 - k));
}

guint64
adj_rng_next (AdjRng *rng)
{
  guint64 *s = rng->s;
  guint64 result = rotl (s[1] * 5, 7) * 9;
  guint64 t = s[1] << 17;
  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl (s[3], 45);
  return result;
}

guint32
adj_rng_below (AdjRng *rng, guint32 n)
{
  g_return_val_if_fail (n > 0, 0);
  /* Reject the top sliver of the 32-bit range that would favour low values. */
  guint32 limit = G_MAXUINT32 - (G_MAXUINT32 % n);
  guint32 r;
  do
    r = (guint32) (adj_rng_next (rng) >> 32);
  while (r >= limit);
  return r % n;
}

int
adj_rng_roll (AdjRng *rng, AdjDie die)
{
  g_return_val_if_fail ((guint) die < ADJ_DIE_COUNT, 0);
  return dice[die].min + (int) adj_rng_below (rng, (guint32) adj_die_faces (die));
}
