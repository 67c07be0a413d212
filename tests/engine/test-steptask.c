/* Where the current step is answered beyond Next (steptask.h): the
 * Activation Markers for hold-out, selection and the draw (3.A-3.C.1) and
 * for choosing who acts (4.24); the Boxes while a unit in a Recovery Box
 * may roll (11.6), and not on a night turn without rolls (13). */
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
  g_assert_cmpint (adj_game_state_step_task (th_state (f)), ==, ADJ_STEP_TASK_NONE);
  th_finish_turn (f->j, FALSE);
  g_assert_cmpint (adj_game_state_get_phase (th_state (f)), ==, ADJ_PHASE_RECOVERY);
  /* Nobody in a Recovery Box. */
  g_assert_false (adj_recovery_any_roll (th_state (f)));
  g_assert_cmpint (adj_game_state_step_task (th_state (f)), ==, ADJ_STEP_TASK_NONE);
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
  g_assert_cmpint (adj_game_state_step_task (th_state (f)), ==, ADJ_STEP_TASK_NONE);
  th_apply (f->j, adj_action_advance ());
  g_assert_cmpint (adj_game_state_unit_status (th_state (f), a), ==, ADJ_UNIT_RECOVERY);
  th_finish_turn (f->j, FALSE);
  g_assert_true (adj_recovery_any_roll (th_state (f)));
  g_assert_cmpint (adj_game_state_step_task (th_state (f)), ==, ADJ_STEP_TASK_RECOVERY_ROLLS);
  th_apply (f->j, adj_action_recover (a, adj_roll_typed (0)));
  g_assert_false (adj_recovery_any_roll (th_state (f)));
  g_assert_cmpint (adj_game_state_step_task (th_state (f)), ==, ADJ_STEP_TASK_NONE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/steptask/rule-3/markers-and-choice", Fixture, NULL, th_game_setup, test_markers, th_game_teardown);
  g_test_add ("/steptask/rule-11.6/recovery-rolls", Fixture, NULL, th_game_setup, test_recovery_rolls,
              th_game_teardown);
  return g_test_run ();
}
