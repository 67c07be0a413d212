/* The dice of shooting and close assault, exactly (combat.h). */
#include "dog/combat.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/error.h"
#include "core/i18n.h"
#include "dog/state.h"

gboolean
adj_dog_fire_chances (int dice, int hit, gboolean first_fire, gboolean class4, AdjDogFire *out, GError **error)
{
  if (dice < 1 || dice > ADJ_DOG_MAX_FIRE_DICE)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("%d is not a number of dice: 1 to %d"), dice,
                   ADJ_DOG_MAX_FIRE_DICE);
      return FALSE;
    }
  if (hit < 1 || hit > 6)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("%d is not a face of 1d6 to hit on: 1 to 6"), hit);
      return FALSE;
    }
  memset (out, 0, sizeof *out);
  out->dice = dice;
  out->hit = hit;
  out->first_fire = first_fire;
  out->class4 = class4;
  out->per_die = (7 - hit) / 6.0;
  double p = out->per_die, q = 1.0 - p;
  /* Binomial, die by die. */
  out->hits[0] = 1.0;
  for (int d = 1; d <= dice; d++)
    for (int k = d; k >= 0; k--)
      out->hits[k] = out->hits[k] * q + (k > 0 ? out->hits[k - 1] * p : 0.0);
  /* First Fire, class 4: with a miss among them, one missed die is rolled
   * again, once for each. */
  for (int r = 0; r < (first_fire ? 1 : 0) + (class4 ? 1 : 0); r++)
    for (int k = dice; k >= 0; k--)
      {
        double stay = k == dice ? out->hits[k] : out->hits[k] * q;
        double up = k > 0 ? out->hits[k - 1] * p : 0.0;
        out->hits[k] = stay + up;
      }
  for (int k = 0; k <= dice; k++)
    out->expected += k * out->hits[k];
  return TRUE;
}

json_object *
adj_dog_fire_to_json (const AdjDogFire *fire)
{
  json_object *o = json_object_new_object ();
  json_object *hits = json_object_new_array ();
  for (int k = 0; k <= fire->dice; k++)
    json_object_array_add (hits, json_object_new_double (fire->hits[k]));
  json_object_object_add (o, "dice", json_object_new_int (fire->dice));
  json_object_object_add (o, "hit", json_object_new_int (fire->hit));
  json_object_object_add (o, "first_fire", json_object_new_boolean (fire->first_fire));
  json_object_object_add (o, "class4", json_object_new_boolean (fire->class4));
  json_object_object_add (o, "per_die", json_object_new_double (fire->per_die));
  json_object_object_add (o, "hits", hits);
  json_object_object_add (o, "expected", json_object_new_double (fire->expected));
  return o;
}

static gboolean
check_side (const char *side, int factors, double klass, GError **error)
{
  if (factors < -ADJ_DOG_ASSAULT_MAX_FACTORS || factors > ADJ_DOG_ASSAULT_MAX_FACTORS)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("%s: %d is not a sum of tactical factors: -%d to %d"),
                   side, factors, ADJ_DOG_ASSAULT_MAX_FACTORS, ADJ_DOG_ASSAULT_MAX_FACTORS);
      return FALSE;
    }
  if (!(klass >= 1.0 && klass <= 4.0))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
                   _("%s: %g is not a class: 1 to 4, or the average of the units' classes"), side, klass);
      return FALSE;
    }
  return TRUE;
}

gboolean
adj_dog_assault_chances (int a_factors, double a_class, int b_factors, double b_class, AdjDogAssault *out,
                         GError **error)
{
  if (!check_side ("A", a_factors, a_class, error) || !check_side ("B", b_factors, b_class, error))
    return FALSE;
  memset (out, 0, sizeof *out);
  out->a_factors = a_factors;
  out->b_factors = b_factors;
  out->a_class = a_class;
  out->b_class = b_class;
  /* The classes are kept as fractions (docs/dog.md): an average of 2.5
   * against a 3 is half a point behind, and a half never ties. */
  out->base = (a_factors - b_factors) + (a_class - b_class);
  for (int k = 0; k < 11; k++)
    {
      double chance = (6 - abs (k - 5)) / 36.0;
      double diff = out->base + (k - 5);
      out->difference[k] = chance;
      if (fabs (diff) < 1e-9)
        out->tie += chance;
      else if (diff > 0)
        out->a_wins += chance;
      else
        out->b_wins += chance;
    }
  return TRUE;
}

json_object *
adj_dog_assault_to_json (const AdjDogAssault *assault)
{
  json_object *o = json_object_new_object ();
  json_object *dist = json_object_new_array ();
  for (int k = 0; k < 11; k++)
    {
      json_object *d = json_object_new_object ();
      json_object_object_add (d, "difference", json_object_new_double (assault->base + (k - 5)));
      json_object_object_add (d, "chance", json_object_new_double (assault->difference[k]));
      json_object_array_add (dist, d);
    }
  json_object_object_add (o, "a_total_less_b_before_dice", json_object_new_double (assault->base));
  json_object_object_add (o, "a_wins", json_object_new_double (assault->a_wins));
  json_object_object_add (o, "tie", json_object_new_double (assault->tie));
  json_object_object_add (o, "b_wins", json_object_new_double (assault->b_wins));
  json_object_object_add (o, "difference", dist);
  return o;
}

int
adj_dog_combat_phase_stands (const AdjJournal *journal, guint unit)
{
  guint n = adj_journal_get_cursor (journal);
  const AdjDogState *now = adj_journal_get_state_at (journal, n);
  const AdjDogState *start = now;
  while (n > 0)
    {
      const AdjDogState *s = adj_journal_get_state_at (journal, n - 1);
      if (adj_dog_state_get_turn (s) != adj_dog_state_get_turn (now)
          || adj_dog_state_get_step (s) != adj_dog_state_get_step (now))
        break;
      start = s;
      n--;
    }
  return adj_dog_state_unit (start, unit)->stands;
}
