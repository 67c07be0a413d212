/* A unit in a calculator row: its role, the numbers the rules read of it,
 * and the game's units as the calculators see them. */
#include "glory/calcunit.h"

#include "glory/gamecombat.h"

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

gboolean
adj_game_unit_fits_role (const AdjGameState *state, guint unit, AdjUnitRole role)
{
  AdjCombatUnit u = { 0 };

  if (unit >= adj_battle_n_units (adj_game_state_get_battle (state))
      || adj_game_state_unit_status (state, unit) != ADJ_UNIT_ON_MAP)
    return FALSE;
  adj_game_state_combat_unit (state, unit, &u);
  /* 10.28: artillery never charges; one stacked with a charging unit is
   * typed into the stack, not picked as a charger. */
  if (role == ADJ_UNIT_ROLE_CHARGER && adj_combat_kind_is_artillery (u.kind))
    return FALSE;
  return adj_unit_role_takes_kind (role, u.kind);
}

/* The side whose command acts now (the drawn AM's), or -1. */
static int
acting_side (const AdjGameState *state)
{
  int drawn = adj_game_state_drawn_am (state);
  return drawn >= 0 ? (int) adj_battle_am_side (adj_game_state_get_battle (state), (guint) drawn) : -1;
}

GArray *
adj_game_role_units (const AdjGameState *state, AdjUnitRole role)
{
  AdjBattle *battle = adj_game_state_get_battle (state);
  GArray *units = g_array_new (FALSE, FALSE, sizeof (guint));
  int acting = acting_side (state);
  /* The acting side charges and fires its guns; its enemy defends and is
   * fired at. Without an acting command, the first side first. */
  gboolean enemy_first = role == ADJ_UNIT_ROLE_DEFENDER || role == ADJ_UNIT_ROLE_TARGET;
  int first = acting < 0 ? 0 : enemy_first ? 1 - acting : acting;

  for (int pass = 0; pass < 2; pass++)
    for (guint u = 0; u < adj_battle_n_units (battle); u++)
      if ((adj_battle_unit_side (battle, u) == (guint) first) == (pass == 0)
          && adj_game_unit_fits_role (state, u, role))
        g_array_append_val (units, u);
  if (role == ADJ_UNIT_ROLE_CHARGER)
    {
      /* 10.11: the units that may charge first, the others after. */
      GArray *ranked = g_array_sized_new (FALSE, FALSE, sizeof (guint), units->len);
      for (int pass = 0; pass < 2; pass++)
        for (guint i = 0; i < units->len; i++)
          if (adj_game_charger_check (state, g_array_index (units, guint, i), NULL) == (pass == 0))
            g_array_append_val (ranked, g_array_index (units, guint, i));
      g_array_unref (units);
      units = ranked;
    }
  return units;
}
