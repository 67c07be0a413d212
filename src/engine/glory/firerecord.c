/* A fire as the journal records it. */
#include "glory/firerecord.h"

static const AdjFireOccasion glory_occasions[] = { ADJ_FIRE_OCCASION_ACTIVATION, ADJ_FIRE_OCCASION_RETURN };
static const AdjFireOccasion fixed_occasions[] = { ADJ_FIRE_OCCASION_BOMBARDMENT, ADJ_FIRE_OCCASION_DEFENSIVE,
                                                   ADJ_FIRE_OCCASION_OFFENSIVE };

const AdjFireOccasion *
adj_fire_occasions (gboolean fixed_glory, guint *n_occasions)
{
  *n_occasions = fixed_glory ? G_N_ELEMENTS (fixed_occasions) : G_N_ELEMENTS (glory_occasions);
  return fixed_glory ? fixed_occasions : glory_occasions;
}

AdjFireKind
adj_fire_occasion_kind (AdjFireOccasion occasion)
{
  switch (occasion)
    {
    case ADJ_FIRE_OCCASION_ACTIVATION:
    case ADJ_FIRE_OCCASION_BOMBARDMENT: return ADJ_FIRE_ACTIVATION;
    case ADJ_FIRE_OCCASION_RETURN: return ADJ_FIRE_RETURN;
    case ADJ_FIRE_OCCASION_DEFENSIVE: return ADJ_FIRE_DEFENSIVE;
    case ADJ_FIRE_OCCASION_OFFENSIVE:
    default: return ADJ_FIRE_OFFENSIVE;
    }
}

AdjFixedPhase
adj_fire_occasion_phase (AdjFireOccasion occasion)
{
  switch (occasion)
    {
    case ADJ_FIRE_OCCASION_BOMBARDMENT: return ADJ_FIXED_PHASE_BOMBARDMENT;
    case ADJ_FIRE_OCCASION_DEFENSIVE: return ADJ_FIXED_PHASE_DEFENSIVE;
    case ADJ_FIRE_OCCASION_OFFENSIVE: return ADJ_FIXED_PHASE_OFFENSIVE;
    default: return ADJ_FIXED_PHASE_ANY;
    }
}

int
adj_fire_return_target (const AdjCombatStack *target, const int *game_units)
{
  for (guint u = 0; u < target->n_units && u < ADJ_STACK_MAX_UNITS; u++)
    if (adj_combat_kind_is_artillery (target->units[u].kind) && game_units[u] >= 0)
      return game_units[u];
  return -1;
}

GPtrArray *
adj_fire_record_moves (const AdjGameState *state, AdjFireKind kind, const int *units, guint n_units, int target)
{
  GPtrArray *moves = g_ptr_array_new_with_free_func ((GDestroyNotify) adj_action_free);
  int answers = kind == ADJ_FIRE_RETURN ? target : -1;

  for (guint i = 0; i < n_units; i++)
    {
      gboolean seen = FALSE;
      for (guint k = 0; k < i; k++)
        seen |= units[k] == units[i];
      if (units[i] < 0 || seen
          || (state != NULL && !adj_game_state_fire_check (state, (guint) units[i], kind, answers, NULL)))
        continue;
      g_ptr_array_add (moves, adj_action_fire ((guint) units[i], kind, answers));
    }
  return moves;
}
