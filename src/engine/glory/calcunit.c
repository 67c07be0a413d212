/* A unit in a calculator row: its role, the numbers the rules read of it,
 * and the game's units as the calculators see them. */
#include "glory/calcunit.h"

static const AdjCombatKind all_kinds[] = {
  ADJ_COMBAT_INFANTRY, ADJ_COMBAT_MOUNTED_CAVALRY, ADJ_COMBAT_DISMOUNTED_CAVALRY,
  ADJ_COMBAT_ARTILLERY, ADJ_COMBAT_HORSE_ARTILLERY,
};
static const AdjCombatKind gun_kinds[] = { ADJ_COMBAT_ARTILLERY, ADJ_COMBAT_HORSE_ARTILLERY };

const AdjCombatKind *
adj_unit_role_kinds (AdjUnitRole role, guint *n_kinds)
{
  if (role == ADJ_UNIT_ROLE_GUN)
    {
      *n_kinds = G_N_ELEMENTS (gun_kinds);
      return gun_kinds;
    }
  *n_kinds = G_N_ELEMENTS (all_kinds);
  return all_kinds;
}

gboolean
adj_unit_role_takes_kind (AdjUnitRole role, AdjCombatKind kind)
{
  guint n;
  const AdjCombatKind *kinds = adj_unit_role_kinds (role, &n);

  for (guint i = 0; i < n; i++)
    if (kinds[i] == kind)
      return TRUE;
  return FALSE;
}

guint
adj_unit_role_fields (AdjUnitRole role, AdjCombatKind kind)
{
  gboolean gun = adj_combat_kind_is_artillery (kind);
  guint fields = 0;

  /* A unit fired at is read for its cohesion only (9.22, 9.52). */
  if (role != ADJ_UNIT_ROLE_TARGET)
    fields |= ADJ_UNIT_FIELD_STRENGTH;
  /* Firing needs no cohesion: no check falls on the firer. */
  if (role != ADJ_UNIT_ROLE_GUN && role != ADJ_UNIT_ROLE_FIRER)
    fields |= ADJ_UNIT_FIELD_COHESION;
  /* Artillery never charges (10.24, 10.28). */
  if (role == ADJ_UNIT_ROLE_CHARGER && !gun)
    fields |= ADJ_UNIT_FIELD_CHARGING;
  /* 10.26: the cavalry's +1 depends on how it moved. */
  if (role == ADJ_UNIT_ROLE_CHARGER && kind == ADJ_COMBAT_MOUNTED_CAVALRY)
    fields |= ADJ_UNIT_FIELD_MOVEMENT;
  if (gun && role != ADJ_UNIT_ROLE_TARGET)
    fields |= ADJ_UNIT_FIELD_GUN;
  return fields;
}

int
adj_unit_role_min_strength (AdjCombatKind kind)
{
  return adj_combat_kind_is_artillery (kind) ? 0 : 1;
}

void
adj_game_combat_unit (const AdjGameState *state, guint unit, AdjCombatUnit *out)
{
  const AdjBattleUnit *u = adj_battle_get_unit (adj_game_state_get_battle (state), unit);
  gboolean mounted = u->type == ADJ_UNIT_CAVALRY && adj_game_state_unit_mounted (state, unit);
  const AdjRatings *r = mounted ? &u->mounted : &u->ratings;

  switch (u->type)
    {
    case ADJ_UNIT_INFANTRY: out->kind = ADJ_COMBAT_INFANTRY; break;
    case ADJ_UNIT_CAVALRY: out->kind = mounted ? ADJ_COMBAT_MOUNTED_CAVALRY : ADJ_COMBAT_DISMOUNTED_CAVALRY; break;
    case ADJ_UNIT_ARTILLERY: out->kind = ADJ_COMBAT_ARTILLERY; break;
    case ADJ_UNIT_HORSE_ARTILLERY: out->kind = ADJ_COMBAT_HORSE_ARTILLERY; break;
    default: out->kind = ADJ_COMBAT_INFANTRY; break;
    }
  out->disordered = adj_game_state_unit_disordered (state, unit);
  /* 9.23: a battery's strength in the calculators is its Fire Strength. */
  out->strength = adj_unit_type_is_artillery (u->type) ? u->fire_strength : r->strength;
  out->cohesion = out->disordered ? r->disordered_cohesion : r->cohesion;
  out->gun = u->range == ADJ_RANGE_SHORT ? ADJ_GUN_SHORT : u->range == ADJ_RANGE_LONG ? ADJ_GUN_LONG : ADJ_GUN_MEDIUM;
}

gboolean
adj_game_unit_fits_role (const AdjGameState *state, guint unit, AdjUnitRole role)
{
  AdjCombatUnit u = { 0 };

  if (unit >= adj_battle_n_units (adj_game_state_get_battle (state))
      || adj_game_state_unit_status (state, unit) != ADJ_UNIT_ON_MAP)
    return FALSE;
  adj_game_combat_unit (state, unit, &u);
  return adj_unit_role_takes_kind (role, u.kind);
}
