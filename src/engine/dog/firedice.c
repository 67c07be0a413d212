/* Shooting dice from the firing stands and the player's charts (18.3,
 * 18.3.1, 8.4, 14), and their hits exactly when blocks hit on different
 * faces (combat.h). */
#include "dog/combat.h"

#include <string.h>

#include "core/error.h"
#include "core/i18n.h"

/* Every state is how many dice of each group hit, in mixed radix. */
static guint
state_count (const int *dice, guint n)
{
  guint total = 1;
  for (guint g = 0; g < n; g++)
    total *= (guint) dice[g] + 1;
  return total;
}

gboolean
adj_dog_fire_chances_groups (const int *dice, const int *hit, guint n, int rerolls, AdjDogFire *out,
                             GError **error)
{
  int sum = 0;
  if (n < 1 || n > ADJ_DOG_MAX_FIRE_GROUPS)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("1 to %d groups of dice"), ADJ_DOG_MAX_FIRE_GROUPS);
      return FALSE;
    }
  for (guint g = 0; g < n; g++)
    {
      if (hit[g] < 1 || hit[g] > 6)
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("%d is not a face of 1d6 to hit on: 1 to 6"), hit[g]);
          return FALSE;
        }
      if (dice[g] < 0)
        sum = -1;
      sum = sum < 0 ? sum : sum + dice[g];
    }
  if (sum < 1 || sum > ADJ_DOG_MAX_FIRE_DICE)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("%d is not a number of dice: 1 to %d"), sum,
                   ADJ_DOG_MAX_FIRE_DICE);
      return FALSE;
    }
  memset (out, 0, sizeof *out);
  out->dice = sum;
  out->hit = hit[0];
  out->per_die = (7 - hit[0]) / 6.0;
  out->first_fire = rerolls > 0;
  out->class4 = rerolls > 1;
  guint total = state_count (dice, n);
  g_autofree double *p = g_new0 (double, total);
  g_autofree double *next = g_new0 (double, total);
  guint stride[ADJ_DOG_MAX_FIRE_GROUPS];
  double q[ADJ_DOG_MAX_FIRE_GROUPS];
  for (guint g = 0, s = 1; g < n; s *= (guint) dice[g] + 1, g++)
    {
      stride[g] = s;
      q[g] = (7 - hit[g]) / 6.0;
    }
  /* Binomial per group, multiplied out. */
  for (guint st = 0; st < total; st++)
    {
      double chance = 1.0;
      for (guint g = 0; g < n; g++)
        {
          int k = (int) (st / stride[g] % ((guint) dice[g] + 1));
          double b = 1.0;
          for (int i = 0; i < k; i++)
            b = b * (dice[g] - i) / (i + 1);
          for (int i = 0; i < k; i++)
            b *= q[g];
          for (int i = k; i < dice[g]; i++)
            b *= 1.0 - q[g];
          chance *= b;
        }
      p[st] = chance;
    }
  /* Each re-roll: the missed die most likely to hit is rolled again. */
  for (int r = 0; r < rerolls; r++)
    {
      memcpy (next, p, total * sizeof *p);
      for (guint st = 0; st < total; st++)
        {
          int best = -1;
          for (guint g = 0; g < n; g++)
            if ((int) (st / stride[g] % ((guint) dice[g] + 1)) < dice[g] && (best < 0 || q[g] > q[best]))
              best = (int) g;
          if (best < 0 || p[st] == 0.0)
            continue;
          next[st] -= p[st] * q[best];
          next[st + stride[best]] += p[st] * q[best];
        }
      memcpy (p, next, total * sizeof *p);
    }
  for (guint st = 0; st < total; st++)
    {
      int k = 0;
      for (guint g = 0; g < n; g++)
        k += (int) (st / stride[g] % ((guint) dice[g] + 1));
      out->hits[k] += p[st];
    }
  for (int k = 0; k <= sum; k++)
    out->expected += k * out->hits[k];
  return TRUE;
}

void
adj_dog_shooter_for_unit (const AdjDogGameUnit *u, int stands, AdjDogShooter *out)
{
  memset (out, 0, sizeof *out);
  out->chart = u->arm == ADJ_DOG_ARTILLERY ? ADJ_DOG_CHART_ARTILLERY : ADJ_DOG_CHART_SMALL_ARMS;
  out->formation = ADJ_DOG_FORMATION_LINE;
  out->stands = stands;
  out->target = ADJ_DOG_TARGET_LINE;
  out->class4_infantry = u->arm == ADJ_DOG_INFANTRY && u->klass == 4;
}

void
adj_dog_shooter_set_square (AdjDogShooter *sh, int facing)
{
  sh->formation = ADJ_DOG_FORMATION_SQUARE;
  sh->n_sides = (guint) CLAMP (facing, 0, 4);
  for (int i = 0; i < 4; i++)
    sh->sides[i] = sh->stands / 4 + (i < sh->stands % 4 ? 1 : 0);
}

/* Adds @stands fired the way of 18.3 to the blocks: fours, then 2 or 3. */
static void
add_stands (AdjDogFireDice *out, int *per_table, int stands)
{
  per_table[4] += stands / 4;
  int rest = stands % 4;
  if (rest >= 2)
    per_table[rest]++;
  else
    out->idle += rest;
}

gboolean
adj_dog_fire_dice (const AdjDogSheets *sheets, const AdjDogShooter *sh, AdjDogFireDice *out, GError **error)
{
  memset (out, 0, sizeof *out);
  int per_table[5] = { 0 };
  if (sh->range == NULL || *sh->range == '\0')
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("choose a range band of your chart"));
      return FALSE;
    }
  if ((guint) sh->target >= ADJ_DOG_N_TARGETS)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("not a target class (14)"));
      return FALSE;
    }
  if (sh->chart == ADJ_DOG_CHART_ARTILLERY)
    {
      if (sh->stands < 1 || sh->stands > ADJ_DOG_MAX_FIRE_DICE)
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("%d guns: a battery fires 1 to %d"), sh->stands,
                       ADJ_DOG_MAX_FIRE_DICE);
          return FALSE;
        }
      per_table[1] = sh->stands;
    }
  else if (sh->formation == ADJ_DOG_FORMATION_SQUARE)
    {
      if (sh->n_sides < 1 || sh->n_sides > 4)
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("a square fires from 1 to 4 sides (18.3.1)"));
          return FALSE;
        }
      for (guint i = 0; i < sh->n_sides; i++)
        {
          if (sh->sides[i] < 1 || sh->sides[i] > 25)
            {
              g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("%d stands on a side of a square: 1 to 25"),
                           sh->sides[i]);
              return FALSE;
            }
          add_stands (out, per_table, sh->sides[i]);
        }
    }
  else
    {
      if (sh->stands < 1 || sh->stands > 100)
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("%d stands firing: 1 to 100"), sh->stands);
          return FALSE;
        }
      add_stands (out, per_table, sh->stands);
    }
  out->complete = TRUE;
  for (int t = 4; t >= 1; t--)
    {
      if (per_table[t] == 0)
        continue;
      AdjDogFireBlock *b = &out->block[out->n++];
      int row = adj_dog_sheets_find_fire_row (sheets, sh->chart, t, sh->range);
      const AdjDogFireRow *r = row >= 0 ? &g_array_index (sheets->fire_rows, AdjDogFireRow, row) : NULL;
      b->stands = t;
      b->blocks = per_table[t];
      b->dice = r != NULL ? r->dice : 0;
      b->hit = r != NULL ? r->hit[sh->target] : 0;
      out->complete = out->complete && b->dice > 0 && b->hit > 0;
      out->total_dice += b->blocks * b->dice;
    }
  if (out->n == 0)
    out->complete = FALSE;
  if (out->total_dice > ADJ_DOG_MAX_FIRE_DICE)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("%d dice: more than %d at once"), out->total_dice,
                   ADJ_DOG_MAX_FIRE_DICE);
      return FALSE;
    }
  /* 8.4 as its example reads it: 8 stands or more in line (ruling 26). */
  out->class4 = sh->class4_infantry && sh->chart == ADJ_DOG_CHART_SMALL_ARMS
                && sh->formation == ADJ_DOG_FORMATION_LINE && sh->stands >= 8;
  return TRUE;
}

gboolean
adj_dog_fire_dice_chances (const AdjDogFireDice *d, gboolean first_fire, AdjDogFire *out, GError **error)
{
  int dice[3], hit[3];
  if (!d->complete)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("type the missing values of your chart first"));
      return FALSE;
    }
  for (guint g = 0; g < d->n; g++)
    {
      dice[g] = d->block[g].blocks * d->block[g].dice;
      hit[g] = d->block[g].hit;
    }
  if (!adj_dog_fire_chances_groups (dice, hit, d->n, (first_fire ? 1 : 0) + (d->class4 ? 1 : 0), out, error))
    return FALSE;
  out->first_fire = first_fire;
  out->class4 = d->class4;
  return TRUE;
}

json_object *
adj_dog_fire_dice_to_json (const AdjDogFireDice *d, const AdjDogShooter *sh)
{
  json_object *o = json_object_new_object ();
  json_object *blocks = json_object_new_array ();
  json_object *missing = json_object_new_array ();
  for (guint i = 0; i < d->n; i++)
    {
      const AdjDogFireBlock *b = &d->block[i];
      json_object *e = json_object_new_object ();
      json_object_object_add (e, "table", json_object_new_int (b->stands));
      json_object_object_add (e, "blocks", json_object_new_int (b->blocks));
      json_object_object_add (e, "dice", b->dice > 0 ? json_object_new_int (b->dice) : NULL);
      json_object_object_add (e, "hit", b->hit > 0 ? json_object_new_int (b->hit) : NULL);
      json_object_object_add (e, "source", json_object_new_string ("user"));
      json_object_array_add (blocks, e);
      for (int k = 0; k < 2; k++)
        if ((k == 0 ? b->dice : b->hit) == 0)
          {
            json_object *m = json_object_new_object ();
            json_object_object_add (m, "chart", json_object_new_string (adj_dog_chart_to_string (sh->chart)));
            json_object_object_add (m, "table", json_object_new_int (b->stands));
            json_object_object_add (m, "range", json_object_new_string (sh->range));
            json_object_object_add (m, "value", json_object_new_string (k == 0 ? "dice" : "hit"));
            if (k == 1)
              json_object_object_add (m, "target", json_object_new_string (adj_dog_target_to_string (sh->target)));
            json_object_array_add (missing, m);
          }
    }
  json_object_object_add (o, "blocks", blocks);
  json_object_object_add (o, "idle_stands", json_object_new_int (d->idle));
  json_object_object_add (o, "dice", json_object_new_int (d->total_dice));
  json_object_object_add (o, "class4", json_object_new_boolean (d->class4));
  json_object_object_add (o, "missing", missing);
  json_object_object_add (o, "rule", json_object_new_string ("18.3"));
  return o;
}
