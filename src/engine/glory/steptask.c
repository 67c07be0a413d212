/* Where the current step is answered beyond Next. */
#include "glory/steptask.h"

#include "glory/recovery.h"

gboolean
adj_recovery_any_roll (const AdjGameState *state)
{
  for (guint side = 0; side < ADJ_BATTLE_N_SIDES; side++)
    {
      g_autoptr (GArray) units = adj_game_state_units_with_status (state, side, ADJ_UNIT_RECOVERY);
      for (guint i = 0; i < units->len; i++)
        if (adj_recovery_check (state, g_array_index (units, guint, i), NULL))
          return TRUE;
    }
  return FALSE;
}

AdjStepTask
adj_game_state_step_task (const AdjGameState *state)
{
  switch (adj_game_state_get_phase (state))
    {
    case ADJ_PHASE_HOLD_OUT:
    case ADJ_PHASE_SELECTION:
    case ADJ_PHASE_DRAW:
      return ADJ_STEP_TASK_MARKERS;
    case ADJ_PHASE_ACTIVATION:
      switch (adj_game_state_get_step (state))
        {
        case ADJ_STEP_CHOOSE: return ADJ_STEP_TASK_CHOOSE;
        case ADJ_STEP_ARTILLERY_FIRE: return ADJ_STEP_TASK_ARTILLERY_FIRE;
        case ADJ_STEP_DEFENSIVE_FIRE:
          return adj_game_state_fixed_glory (state) ? ADJ_STEP_TASK_FIXED_FIRE : ADJ_STEP_TASK_DEFENSIVE_FIRE;
        case ADJ_STEP_OFFENSIVE_FIRE: return ADJ_STEP_TASK_FIXED_FIRE;
        case ADJ_STEP_CHARGE: return ADJ_STEP_TASK_CHARGE;
        case ADJ_STEP_RALLY: return ADJ_STEP_TASK_RALLY;
        default: return ADJ_STEP_TASK_NONE;
        }
    case ADJ_PHASE_RECOVERY:
      return adj_recovery_any_roll (state) ? ADJ_STEP_TASK_RECOVERY_ROLLS : ADJ_STEP_TASK_RECOVERY;
    default:
      return ADJ_STEP_TASK_NONE;
    }
}
