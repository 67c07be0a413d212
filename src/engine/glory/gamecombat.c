/* The game state as the calculators' input (12.4, 13, 14.11, 14.36). */
#include "glory/gamecombat.h"

#include "glory/gamestate-private.h"

void
adj_game_state_combat_unit (const AdjGameState *s, guint unit, AdjCombatUnit *out)
{
  const AdjBattleUnit *u = &s->battle->units[unit];
  gboolean mounted = u->type == ADJ_UNIT_CAVALRY && (s->units[unit].flags & UNIT_MOUNTED);
  const AdjRatings *r = mounted ? &u->mounted : &u->ratings;
  guint side = adj_battle_unit_side (s->battle, unit);

  *out = (AdjCombatUnit) { 0 };
  switch (u->type)
    {
    case ADJ_UNIT_CAVALRY:
      out->kind = mounted ? ADJ_COMBAT_MOUNTED_CAVALRY : ADJ_COMBAT_DISMOUNTED_CAVALRY;
      break;
    case ADJ_UNIT_ARTILLERY: out->kind = ADJ_COMBAT_ARTILLERY; break;
    case ADJ_UNIT_HORSE_ARTILLERY: out->kind = ADJ_COMBAT_HORSE_ARTILLERY; break;
    case ADJ_UNIT_INFANTRY:
    default: out->kind = ADJ_COMBAT_INFANTRY; break;
    }
  out->disordered = (s->units[unit].flags & UNIT_DISORDERED) != 0;
  out->army = s->battle->sides[side].army;
  /* 12.4: no disordered side, so the calculators lower the printed rating. */
  out->disorder_marker = adj_battle_unit_disorder_drop (s->battle, unit, mounted) > 0;
  out->cohesion = out->disordered && !out->disorder_marker ? r->disordered_cohesion : r->cohesion;
  out->has_disordered_cohesion = !out->disorder_marker;
  out->disordered_cohesion = r->disordered_cohesion;
  /* 9.23: a battery's strength in the calculators is its Fire Strength. */
  out->strength = adj_unit_type_is_artillery (u->type) ? u->fire_strength : r->strength;
  out->gun = u->range == ADJ_RANGE_SHORT ? ADJ_GUN_SHORT : u->range == ADJ_RANGE_LONG ? ADJ_GUN_LONG : ADJ_GUN_MEDIUM;
}

int
adj_game_state_unit_cohesion_in_order (const AdjGameState *s, guint unit)
{
  const AdjBattleUnit *u = &s->battle->units[unit];
  gboolean mounted = u->type == ADJ_UNIT_CAVALRY && (s->units[unit].flags & UNIT_MOUNTED);
  return (mounted ? &u->mounted : &u->ratings)->cohesion;
}

int
adj_game_state_unit_cohesion (const AdjGameState *s, guint unit)
{
  AdjCombatUnit c;
  adj_game_state_combat_unit (s, unit, &c);
  return adj_combat_unit_cohesion (&c, NULL);
}

void
adj_game_state_charge_context (const AdjGameState *s, AdjChargeInput *in)
{
  const char *chart = adj_battle_range_chart (s->battle);
  in->night = adj_game_state_is_night (s);
  in->fixed_glory = s->fixed_glory;
  in->refitted_glory1 = s->battle->options.refitted_glory1;
  if (chart != NULL)
    {
      g_free (in->range_chart);
      in->range_chart = g_strdup (chart);
    }
}

int
adj_game_state_routed_count (const AdjGameState *s, guint side)
{
  int n = 0;
  if (!s->battle->options.withdrawn_count_as_routed)
    return -1;
  for (guint i = 0; i < s->battle->n_units; i++)
    n += s->units[i].status == ADJ_UNIT_WITHDRAWN && adj_battle_unit_side (s->battle, i) == side;
  return n;
}
