/* Moves: making, copying and naming them (move.h). */
#include "tgtw/move.h"

#include <string.h>

#include "tgtw/state-private.h"

static const char *const type_ids[] = {
  "initiative", "first", "cards", "next", "missile", "melee", "morale", "casualty", "rally", "disorder",
  "off_map", "replace", "overrule",
};
G_STATIC_ASSERT (G_N_ELEMENTS (type_ids) == ADJ_TGTW_N_MOVE_TYPES);

const char *
adj_tgtw_move_type_to_string (AdjTgtwMoveType type)
{
  return (guint) type < ADJ_TGTW_N_MOVE_TYPES ? type_ids[type] : "?";
}

gboolean
adj_tgtw_move_type_from_string (const char *id, AdjTgtwMoveType *out)
{
  for (guint i = 0; id != NULL && i < ADJ_TGTW_N_MOVE_TYPES; i++)
    if (g_str_equal (type_ids[i], id))
      {
        *out = (AdjTgtwMoveType) i;
        return TRUE;
      }
  return FALSE;
}

AdjTgtwMove *
adj_tgtw_move_new (AdjTgtwMoveType type)
{
  AdjTgtwMove *m = g_new0 (AdjTgtwMove, 1);
  m->type = type;
  m->army = m->sector = m->unit = m->other = m->leader = m->formation = -1;
  return m;
}

void
adj_tgtw_move_set_items (AdjTgtwMove *m, const int *items, const int *ranges, guint n)
{
  g_clear_pointer (&m->items, g_free);
  g_clear_pointer (&m->ranges, g_free);
  m->n_items = n;
  if (n > 0)
    {
      m->items = g_memdup2 (items, sizeof (int) * n);
      m->ranges = ranges != NULL ? g_memdup2 (ranges, sizeof (int) * n) : NULL;
    }
}

AdjTgtwMove *
adj_tgtw_move_copy (const AdjTgtwMove *from)
{
  AdjTgtwMove *m = g_memdup2 (from, sizeof *m);
  m->items = NULL;
  m->ranges = NULL;
  m->n_items = 0;
  adj_tgtw_move_set_items (m, from->items, from->ranges, from->n_items);
  return m;
}

void
adj_tgtw_move_free (AdjTgtwMove *m)
{
  if (m == NULL)
    return;
  g_free (m->items);
  g_free (m->ranges);
  g_free (m);
}

void
adj_tgtw_dice_typed (AdjTgtwDice *dice, const int *values, guint n)
{
  memset (dice, 0, sizeof *dice);
  dice->n = values != NULL ? MIN (n, ADJ_TGTW_MAX_DICE) : 0;
  if (dice->n > 0)
    memcpy (dice->values, values, sizeof (int) * dice->n);
}

void
adj_tgtw_dice_virtual (AdjTgtwDice *dice, AdjDie die, guint n, guint64 seed)
{
  AdjRng rng;
  memset (dice, 0, sizeof *dice);
  dice->n = MIN (n, ADJ_TGTW_MAX_DICE);
  dice->is_virtual = TRUE;
  dice->seed = seed;
  adj_rng_init (&rng, seed);
  for (guint i = 0; i < dice->n; i++)
    dice->values[i] = adj_rng_roll (&rng, die);
}

void
adj_tgtw_dice_summed (AdjTgtwDice *dice, guint n, int total)
{
  memset (dice, 0, sizeof *dice);
  dice->n = MIN (n, ADJ_TGTW_MAX_DICE);
  dice->summed = dice->n > 1;
  dice->values[0] = total;
}

int
adj_tgtw_dice_total (const AdjTgtwDice *dice)
{
  int total = 0;
  if (dice->summed)
    return dice->values[0];
  for (guint i = 0; i < dice->n; i++)
    total += dice->values[i];
  return total;
}

AdjTgtwMove *
adj_tgtw_move_initiative (guint sector, int roll0, int roll1)
{
  AdjTgtwMove *m = adj_tgtw_move_new (ADJ_TGTW_MOVE_INITIATIVE);
  int rolls[] = { roll0, roll1 };
  m->sector = (int) sector;
  adj_tgtw_dice_typed (&m->dice, rolls, 2);
  return m;
}

AdjTgtwMove *
adj_tgtw_move_first (guint sector, guint army)
{
  AdjTgtwMove *m = adj_tgtw_move_new (ADJ_TGTW_MOVE_FIRST);
  m->sector = (int) sector;
  m->army = (int) army;
  return m;
}

AdjTgtwMove *
adj_tgtw_move_cards (guint army, const int *cards)
{
  AdjTgtwMove *m = adj_tgtw_move_new (ADJ_TGTW_MOVE_CARDS);
  m->army = (int) army;
  memcpy (m->cards, cards, sizeof m->cards);
  return m;
}

AdjTgtwMove *
adj_tgtw_move_next (void)
{
  return adj_tgtw_move_new (ADJ_TGTW_MOVE_NEXT);
}

AdjTgtwMove *
adj_tgtw_move_overrule (void)
{
  return adj_tgtw_move_new (ADJ_TGTW_MOVE_OVERRULE);
}

AdjTgtwMove *
adj_tgtw_move_missile (guint target, const int *firers, const int *ranges, guint n_firers, int roll)
{
  AdjTgtwMove *m = adj_tgtw_move_new (ADJ_TGTW_MOVE_MISSILE);
  m->unit = (int) target;
  m->n_firers = n_firers;
  adj_tgtw_move_set_items (m, firers, ranges, n_firers);
  adj_tgtw_dice_typed (&m->dice, &roll, 1);
  return m;
}

AdjTgtwMove *
adj_tgtw_move_melee (guint attacker, guint defender, int leader, const int *faces, guint n_dice)
{
  AdjTgtwMove *m = adj_tgtw_move_new (ADJ_TGTW_MOVE_MELEE);
  m->unit = (int) attacker;
  m->other = (int) defender;
  m->leader = leader;
  adj_tgtw_dice_typed (&m->dice, faces, n_dice);
  return m;
}

AdjTgtwMove *
adj_tgtw_move_melee_total (guint attacker, guint defender, int leader, guint n_dice, int total)
{
  AdjTgtwMove *m = adj_tgtw_move_melee (attacker, defender, leader, NULL, 0);
  adj_tgtw_dice_summed (&m->dice, n_dice, total);
  return m;
}

AdjTgtwMove *
adj_tgtw_move_morale (guint unit, int leader, int roll)
{
  AdjTgtwMove *m = adj_tgtw_move_new (ADJ_TGTW_MOVE_MORALE);
  m->unit = (int) unit;
  m->leader = leader;
  if (roll != 0)
    adj_tgtw_dice_typed (&m->dice, &roll, 1);
  return m;
}

AdjTgtwMove *
adj_tgtw_move_casualty (guint leader, int roll)
{
  AdjTgtwMove *m = adj_tgtw_move_new (ADJ_TGTW_MOVE_CASUALTY);
  m->leader = (int) leader;
  adj_tgtw_dice_typed (&m->dice, &roll, 1);
  return m;
}

AdjTgtwMove *
adj_tgtw_move_rally (const int *units, guint n)
{
  AdjTgtwMove *m = adj_tgtw_move_new (ADJ_TGTW_MOVE_RALLY);
  adj_tgtw_move_set_items (m, units, NULL, n);
  return m;
}

AdjTgtwMove *
adj_tgtw_move_unit (AdjTgtwMoveType type, guint unit)
{
  AdjTgtwMove *m = adj_tgtw_move_new (type);
  m->unit = (int) unit;
  return m;
}

AdjTgtwMove *
adj_tgtw_move_replace (guint leader, guint replaced)
{
  AdjTgtwMove *m = adj_tgtw_move_new (ADJ_TGTW_MOVE_REPLACE);
  m->leader = (int) leader;
  m->other = (int) replaced;
  return m;
}

gboolean
adj_tgtw_move_expected (const AdjTgtwState *s, AdjTgtwMoveType type)
{
  AdjTgtwPhase phase = s->phase;
  gboolean pending = s->n_pending > 0;
  gboolean combat = phase == ADJ_TGTW_PHASE_MISSILE_1 || phase == ADJ_TGTW_PHASE_ACTION
                    || phase == ADJ_TGTW_PHASE_RALLY || phase == ADJ_TGTW_PHASE_MISSILE_2;
  if (phase == ADJ_TGTW_PHASE_OVER)
    return FALSE;
  switch (type)
    {
    case ADJ_TGTW_MOVE_INITIATIVE: return phase == ADJ_TGTW_PHASE_INITIATIVE && adj_tgtw_state_init_step (s) == ADJ_TGTW_INIT_ROLLS;
    case ADJ_TGTW_MOVE_FIRST: return phase == ADJ_TGTW_PHASE_INITIATIVE && adj_tgtw_state_init_step (s) == ADJ_TGTW_INIT_FIRST;
    case ADJ_TGTW_MOVE_CARDS: return phase == ADJ_TGTW_PHASE_INITIATIVE && adj_tgtw_state_init_step (s) == ADJ_TGTW_INIT_CARDS;
    case ADJ_TGTW_MOVE_NEXT:
      return !pending && (phase != ADJ_TGTW_PHASE_INITIATIVE || adj_tgtw_state_init_step (s) == ADJ_TGTW_INIT_DONE);
    case ADJ_TGTW_MOVE_MISSILE: return !pending && (phase == ADJ_TGTW_PHASE_MISSILE_1 || phase == ADJ_TGTW_PHASE_MISSILE_2);
    case ADJ_TGTW_MOVE_MELEE: return !pending && phase == ADJ_TGTW_PHASE_ACTION;
    case ADJ_TGTW_MOVE_MORALE: return pending || phase == ADJ_TGTW_PHASE_RALLY;
    case ADJ_TGTW_MOVE_CASUALTY: return pending;
    case ADJ_TGTW_MOVE_RALLY: return !pending && phase == ADJ_TGTW_PHASE_RALLY;
    case ADJ_TGTW_MOVE_DISORDER:
    case ADJ_TGTW_MOVE_OFF_MAP: return combat;
    case ADJ_TGTW_MOVE_REPLACE: return TRUE;
    case ADJ_TGTW_MOVE_OVERRULE: return !pending && adj_tgtw_state_overrulable (s);
    default: return FALSE;
    }
}
