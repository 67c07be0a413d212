/* Where the current step is answered beyond Next (steptask.h): the
 * Activation Markers for hold-out, selection and the draw (3.A-3.C.1) and
 * for choosing who acts (4.24); the fire and charge calculators for steps
 * ii, iv and v (and Fixed Glory's fire steps); the Boxes in the Recovery
 * Phase, for the rolls while a unit in a Recovery Box may roll (11.6). */
#include "game-helpers.h"

typedef ThGame Fixture;

static void
test_markers (Fixture *f, gconstpointer data)
{
  AdjBattle *b = f->b;

  /* 0500: the Confederates have the initiative without a roll. */
  g_assert_cmpint (adj_game_state_get_phase (th_state (f)), ==, ADJ_PHASE_HOLD_OUT);
  g_assert_cmpint (adj_game_state_step_task (th_state (f)), ==, ADJ_STEP_TASK_MARKERS);
  th_play_to_activation (f->j, "vi-corps#1");
  g_assert_cmpint (adj_game_state_get_step (th_state (f)), ==, ADJ_STEP_CHOOSE);
  g_assert_cmpint (adj_game_state_step_task (th_state (f)), ==, ADJ_STEP_TASK_CHOOSE);
  th_apply (f->j, adj_action_start (th_group (b, "getty")));
  g_assert_cmpint (adj_game_state_step_task (th_state (f)), ==, ADJ_STEP_TASK_ARTILLERY_FIRE);
  th_finish_turn (f->j, FALSE);
  g_assert_cmpint (adj_game_state_get_phase (th_state (f)), ==, ADJ_PHASE_RECOVERY);
  /* Nobody in a Recovery Box: the boxes, no rolls. */
  g_assert_false (adj_recovery_any_roll (th_state (f)));
  g_assert_cmpint (adj_game_state_step_task (th_state (f)), ==, ADJ_STEP_TASK_RECOVERY);
  th_apply (f->j, adj_action_advance ());
  g_assert_cmpint (adj_game_state_get_phase (th_state (f)), ==, ADJ_PHASE_INITIATIVE);
  g_assert_cmpint (adj_game_state_step_task (th_state (f)), ==, ADJ_STEP_TASK_NONE);
}

/* 11.6: a unit withdrawn in one turn comes to the Recovery Box at its end
 * and rolls in the next Recovery Phase; once it has rolled, Next. */
static void
test_recovery_rolls (Fixture *f, gconstpointer data)
{
  guint a = th_unit (f->b, "getty-a");

  th_play_to_activation (f->j, "vi-corps#1");
  th_apply (f->j, adj_action_start (th_group (f->b, "getty")));
  th_apply (f->j, adj_action_unit (ADJ_ACTION_WITHDRAW, a));
  th_finish_turn (f->j, FALSE);
  /* Withdrawn this turn: no roll yet (11.61). */
  g_assert_cmpint (adj_game_state_step_task (th_state (f)), ==, ADJ_STEP_TASK_RECOVERY);
  th_apply (f->j, adj_action_advance ());
  g_assert_cmpint (adj_game_state_unit_status (th_state (f), a), ==, ADJ_UNIT_RECOVERY);
  th_finish_turn (f->j, FALSE);
  g_assert_true (adj_recovery_any_roll (th_state (f)));
  g_assert_cmpint (adj_game_state_step_task (th_state (f)), ==, ADJ_STEP_TASK_RECOVERY_ROLLS);
  th_apply (f->j, adj_action_recover (a, adj_roll_typed (0)));
  g_assert_false (adj_recovery_any_roll (th_state (f)));
  g_assert_cmpint (adj_game_state_step_task (th_state (f)), ==, ADJ_STEP_TASK_RECOVERY);
}

/* 3.C.2.a: each step of a Command Activation Sequence that a page answers
 * says which (ii artillery fire, iv Defensive Fire, v charges, vi rally,
 * 11.5); movement and the markers have none. Fixed Glory's defensive and offensive
 * fire are the fire table's; its melee the charge's. */
static void
test_activation_steps (Fixture *f, gconstpointer data)
{
  static const AdjStepTask glory[] = {
    [ADJ_STEP_ARTILLERY_FIRE] = ADJ_STEP_TASK_ARTILLERY_FIRE, [ADJ_STEP_MOVEMENT] = ADJ_STEP_TASK_NONE,
    [ADJ_STEP_DEFENSIVE_FIRE] = ADJ_STEP_TASK_DEFENSIVE_FIRE, [ADJ_STEP_CHARGE] = ADJ_STEP_TASK_CHARGE,
    [ADJ_STEP_RALLY] = ADJ_STEP_TASK_RALLY, [ADJ_STEP_REMOVE_MARKERS] = ADJ_STEP_TASK_NONE,
  };
  static const AdjStepTask fixed[] = {
    [ADJ_STEP_ARTILLERY_FIRE] = ADJ_STEP_TASK_ARTILLERY_FIRE, [ADJ_STEP_MOVEMENT] = ADJ_STEP_TASK_NONE,
    [ADJ_STEP_DEFENSIVE_FIRE] = ADJ_STEP_TASK_FIXED_FIRE, [ADJ_STEP_OFFENSIVE_FIRE] = ADJ_STEP_TASK_FIXED_FIRE,
    [ADJ_STEP_CHARGE] = ADJ_STEP_TASK_CHARGE, [ADJ_STEP_RALLY] = ADJ_STEP_TASK_RALLY,
    [ADJ_STEP_REMOVE_MARKERS] = ADJ_STEP_TASK_NONE,
  };
  AdjGameOptions options = { .fixed_glory = TRUE };
  g_autoptr (AdjJournal) variant = adj_game_journal_new (f->b, &options, NULL);

  for (guint k = 0; k < 2; k++)
    {
      AdjJournal *j = k == 0 ? f->j : variant;
      const AdjStepTask *want = k == 0 ? glory : fixed;
      th_play_to_activation (j, "vi-corps#1");
      th_apply (j, adj_action_start (th_group (f->b, "getty")));
      while (adj_game_state_get_step (adj_journal_get_state (j)) != ADJ_STEP_END
             && adj_game_state_get_step (adj_journal_get_state (j)) != ADJ_STEP_CHOOSE)
        {
          AdjStep step = adj_game_state_get_step (adj_journal_get_state (j));
          g_assert_cmpint (adj_game_state_step_task (adj_journal_get_state (j)), ==, want[step]);
          th_apply (j, adj_action_advance ());
        }
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/steptask/rule-3/markers-and-choice", Fixture, NULL, th_game_setup, test_markers, th_game_teardown);
  g_test_add ("/steptask/rule-3.C.2.a/activation-steps", Fixture, NULL, th_game_setup, test_activation_steps,
              th_game_teardown);
  g_test_add ("/steptask/rule-11.6/recovery-rolls", Fixture, NULL, th_game_setup, test_recovery_rolls,
              th_game_teardown);
  return g_test_run ();
}
