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
      return adj_game_state_get_step (state) == ADJ_STEP_CHOOSE ? ADJ_STEP_TASK_CHOOSE : ADJ_STEP_TASK_NONE;
    case ADJ_PHASE_RECOVERY:
      return adj_recovery_any_roll (state) ? ADJ_STEP_TASK_RECOVERY_ROLLS : ADJ_STEP_TASK_NONE;
    default:
      return ADJ_STEP_TASK_NONE;
    }
}
