/* Moves and their die rolls (move.h). */
#include "dog/move.h"

#include "core/dice.h"
#include "core/error.h"
#include "core/i18n.h"

static const char *const type_ids[] = {
  "staff", "scouts", "deploy-roll", "begin", "initiative", "next", "end", "order", "routing", "halted", "lose",
  "remove", "first-fire", "morale", "general", "promote", "dispute",
  "shot", "assault", "overrule",
};

const char *
adj_dog_move_type_to_string (AdjDogMoveType type)
{
  return (guint) type < G_N_ELEMENTS (type_ids) ? type_ids[type] : "unknown";
}

int
adj_dog_move_type_from_string (const char *id)
{
  for (guint i = 0; id != NULL && i < G_N_ELEMENTS (type_ids); i++)
    if (g_str_equal (type_ids[i], id))
      return (int) i;
  return -1;
}

AdjDogMove *
adj_dog_move_new (AdjDogMoveType type)
{
  AdjDogMove *m = g_new0 (AdjDogMove, 1);
  m->type = type;
  m->unit = m->general = m->side = m->by = -1;
  return m;
}

AdjDogMove *
adj_dog_move_copy (const AdjDogMove *move)
{
  AdjDogMove *m = g_memdup2 (move, sizeof *move);
  m->text = g_strdup (move->text);
  if (move->factors != NULL)
    {
      m->factors = g_ptr_array_new_with_free_func (g_free);
      for (guint i = 0; i < move->factors->len; i++)
        g_ptr_array_add (m->factors, g_strdup (move->factors->pdata[i]));
    }
  if (move->units != NULL)
    {
      m->units = g_array_new (FALSE, FALSE, sizeof (guint));
      g_array_append_vals (m->units, move->units->data, move->units->len);
    }
  return m;
}

void
adj_dog_move_free (AdjDogMove *m)
{
  if (m == NULL)
    return;
  g_free (m->text);
  if (m->factors)
    g_ptr_array_unref (m->factors);
  if (m->units)
    g_array_unref (m->units);
  g_free (m);
}

AdjDogMove *
adj_dog_move_simple (AdjDogMoveType type)
{
  return adj_dog_move_new (type);
}

AdjDogMove *
adj_dog_move_shot (int target, int hits, int by)
{
  AdjDogMove *m = adj_dog_move_new (ADJ_DOG_MOVE_SHOT);
  m->unit = target;
  m->value = hits;
  m->by = by;
  return m;
}

AdjDogMove *
adj_dog_move_assault (int attacker, int defender, int lost_a, int lost_d, const char *note)
{
  AdjDogMove *m = adj_dog_move_new (ADJ_DOG_MOVE_ASSAULT);
  m->unit = attacker;
  m->by = defender;
  m->lost[0] = lost_a;
  m->lost[1] = lost_d;
  m->text = note != NULL && *note != '\0' ? g_strdup (note) : NULL;
  return m;
}

AdjDogMove *
adj_dog_move_unit (AdjDogMoveType type, int unit, int value, gboolean flag)
{
  AdjDogMove *m = adj_dog_move_new (type);
  m->unit = unit;
  m->value = value;
  m->flag = flag;
  return m;
}

static AdjDogMove *
general_move (AdjDogMoveType type, int general, AdjDogRoll roll)
{
  AdjDogMove *m = adj_dog_move_new (type);
  m->general = general;
  m->roll = roll;
  return m;
}

AdjDogMove *adj_dog_move_staff (int general, AdjDogRoll roll) { return general_move (ADJ_DOG_MOVE_STAFF, general, roll); }
AdjDogMove *adj_dog_move_promote (int general, AdjDogRoll roll) { return general_move (ADJ_DOG_MOVE_PROMOTE, general, roll); }

AdjDogMove *
adj_dog_move_general (int general, AdjDogGeneralStatus status)
{
  AdjDogMove *m = adj_dog_move_new (ADJ_DOG_MOVE_GENERAL);
  m->general = general;
  m->value = status;
  return m;
}

AdjDogMove *
adj_dog_move_roll_off (AdjDogMoveType type, AdjDogRollOff rolls)
{
  AdjDogMove *m = adj_dog_move_new (type);
  m->rolls = rolls;
  return m;
}

AdjDogMove *
adj_dog_move_scouts (int side, const guint *units, guint n_units)
{
  AdjDogMove *m = adj_dog_move_new (ADJ_DOG_MOVE_SCOUTS);
  m->side = side;
  m->units = g_array_new (FALSE, FALSE, sizeof (guint));
  g_array_append_vals (m->units, units, n_units);
  return m;
}

AdjDogMove *
adj_dog_move_morale (int unit, AdjDogTest test, int total, AdjDogRoll roll, const char *const *factors)
{
  AdjDogMove *m = adj_dog_move_new (ADJ_DOG_MOVE_MORALE);
  m->unit = unit;
  m->value = test;
  m->total = total;
  m->roll = roll;
  if (factors != NULL)
    {
      m->factors = g_ptr_array_new_with_free_func (g_free);
      for (guint i = 0; factors[i] != NULL; i++)
        g_ptr_array_add (m->factors, g_strdup (factors[i]));
    }
  return m;
}

AdjDogMove *
adj_dog_move_dispute (const char *question, int side_a, AdjDogRoll roll)
{
  AdjDogMove *m = adj_dog_move_new (ADJ_DOG_MOVE_DISPUTE);
  m->text = g_strdup (question);
  m->side = side_a;
  m->roll = roll;
  return m;
}

AdjDogMove *
adj_dog_move_end (gboolean first, gboolean second)
{
  AdjDogMove *m = adj_dog_move_new (ADJ_DOG_MOVE_END);
  m->objectives[0] = first;
  m->objectives[1] = second;
  return m;
}

AdjDogRoll
adj_dog_roll_typed (int value)
{
  return (AdjDogRoll) { value, FALSE, 0 };
}

AdjDogRoll
adj_dog_roll_virtual (guint64 seed)
{
  AdjRng rng;
  adj_rng_init (&rng, seed);
  return (AdjDogRoll) { adj_rng_roll (&rng, ADJ_DIE_D6), TRUE, seed };
}

AdjDogRollOff
adj_dog_roll_off_typed (int first, int second)
{
  return (AdjDogRollOff) { { first, second }, FALSE, 0 };
}

AdjDogRollOff
adj_dog_roll_off_virtual (guint64 seed)
{
  AdjRng rng;
  AdjDogRollOff r = { { 0, 0 }, TRUE, seed };
  adj_rng_init (&rng, seed);
  /* Draws are rolled again (18.1): a draw has chance 1/6, so this ends. */
  do
    {
      r.value[0] = adj_rng_roll (&rng, ADJ_DIE_D6);
      r.value[1] = adj_rng_roll (&rng, ADJ_DIE_D6);
    }
  while (r.value[0] == r.value[1]);
  return r;
}

gboolean
adj_dog_roll_check (const AdjDogRoll *roll, GError **error)
{
  if (!adj_die_validate (ADJ_DIE_D6, roll->value, error))
    return FALSE;
  if (roll->is_virtual && adj_dog_roll_virtual (roll->seed).value != roll->value)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("the virtual roll %d does not follow from its seed %llu"),
                   roll->value, (unsigned long long) roll->seed);
      return FALSE;
    }
  return TRUE;
}

gboolean
adj_dog_roll_off_check (const AdjDogRollOff *r, const char *rule, GError **error)
{
  if (!adj_die_validate (ADJ_DIE_D6, r->value[0], error) || !adj_die_validate (ADJ_DIE_D6, r->value[1], error))
    return FALSE;
  if (r->value[0] == r->value[1])
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("%d and %d is a draw: roll again (%s)"), r->value[0],
                   r->value[1], rule);
      return FALSE;
    }
  if (r->is_virtual)
    {
      AdjDogRollOff again = adj_dog_roll_off_virtual (r->seed);
      if (again.value[0] != r->value[0] || again.value[1] != r->value[1])
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
                       _("the virtual rolls %d and %d do not follow from their seed %llu"), r->value[0],
                       r->value[1], (unsigned long long) r->seed);
          return FALSE;
        }
    }
  return TRUE;
}
