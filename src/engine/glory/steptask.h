/* Where the current step of the Sequence of Play (3) is answered beyond
 * Next: the Activation Markers (hold-out, selection, the draw, the
 * command that acts), the fire and charge calculators of the acting
 * command's steps, or the Boxes in the Recovery Phase. The app's pages
 * show their way there from this. */
#pragma once

#include <glib.h>

#include "glory/gamestate.h"

G_BEGIN_DECLS

typedef enum {
  ADJ_STEP_TASK_NONE,
  ADJ_STEP_TASK_MARKERS,         /* hold out, select or draw an AM (3.A-3.C.1) */
  ADJ_STEP_TASK_CHOOSE,          /* choose who acts on the drawn AM (4.24, 4.25) */
  ADJ_STEP_TASK_RECOVERY_ROLLS,  /* a unit in a Recovery Box may still roll (11.6, 13) */
  ADJ_STEP_TASK_RECOVERY,        /* the Recovery Phase without a roll left: the boxes (3.D) */
  ADJ_STEP_TASK_ARTILLERY_FIRE,  /* step ii: the acting artillery fires (9) */
  ADJ_STEP_TASK_DEFENSIVE_FIRE,  /* step iv: the side being charged fires (10.3) */
  ADJ_STEP_TASK_FIXED_FIRE,      /* Fixed Glory's defensive and offensive fire steps: the fire table */
  ADJ_STEP_TASK_CHARGE,          /* step v: charges (10.2); Fixed Glory: melee */
  ADJ_STEP_TASK_RALLY,           /* step vi: disordered units may try to rally (11.5) */
} AdjStepTask;

AdjStepTask adj_game_state_step_task (const AdjGameState *state);
/* Whether a unit of either side in a Recovery Box may roll now. */
gboolean    adj_recovery_any_roll (const AdjGameState *state);

G_END_DECLS
