/* Unit status: disorder and withdrawal (11.1, 11.4), retreat length (11.22),
 * mounting (12.1), rally (11.5), recovery (11.6) and the night rules (13). */
#include <string.h>

#include "game-helpers.h"

typedef ThGame Fixture;

static const AdjGameState *
state (Fixture *f)
{
  return adj_journal_get_state (f->j);
}


static guint
unit (Fixture *f, const char *id)
{
  return th_unit (f->b, id);
}

/* VI Corps drawn, Getty acting, at the artillery fire step. */
static void
getty_acting (Fixture *f)
{
  th_play_to_activation (f->j, "vi-corps#1");
  th_apply (f->j, adj_action_start (th_group (f->b, "getty")));
}

static void
test_second_disorder_withdraws (Fixture *f, gconstpointer data)
{
  guint a = unit (f, "getty-a");
  th_refused (f->j, adj_action_unit (ADJ_ACTION_DISORDER, a), "steps ii-v");
  getty_acting (f);
  th_apply (f->j, adj_action_unit (ADJ_ACTION_DISORDER, a));
  g_assert_true (adj_game_state_unit_disordered (state (f), a));
  g_assert_cmpint (adj_game_state_last_outcome (state (f)), ==, ADJ_OUTCOME_DISORDERED);
  th_apply (f->j, adj_action_unit (ADJ_ACTION_DISORDER, a));
  g_assert_cmpint (adj_game_state_unit_status (state (f), a), ==, ADJ_UNIT_WITHDRAWN);
  g_assert_cmpint (adj_game_state_last_outcome (state (f)), ==, ADJ_OUTCOME_WITHDRAWN);
  g_autoptr (GArray) box = adj_game_state_units_with_status (state (f), 0, ADJ_UNIT_WITHDRAWN);
  g_assert_cmpuint (box->len, ==, 1);
  th_refused (f->j, adj_action_unit (ADJ_ACTION_DISORDER, a), "is not on the map");
}

static void
test_artillery_eliminated (Fixture *f, gconstpointer data)
{
  guint arty = unit (f, "getty-arty");
  getty_acting (f);
  th_apply (f->j, adj_action_unit (ADJ_ACTION_DISORDER, arty));
  th_apply (f->j, adj_action_unit (ADJ_ACTION_DISORDER, arty));
  g_assert_cmpint (adj_game_state_unit_status (state (f), arty), ==, ADJ_UNIT_ELIMINATED);
  g_autofree char *line = adj_journal_describe (f->j, adj_journal_get_length (f->j) - 1);
  g_assert_cmpstr (line, ==, "Getty artillery (sample) is eliminated: artillery does not withdraw (11.41)");
  /* The horse artillery of the other side too, withdrawn directly. */
  guint horse = unit (f, "csa-b-arty");
  th_apply (f->j, adj_action_unit (ADJ_ACTION_WITHDRAW, horse));
  g_assert_cmpint (adj_game_state_unit_status (state (f), horse), ==, ADJ_UNIT_ELIMINATED);
}

static void
test_retreat_lengths (Fixture *f, gconstpointer data)
{
  getty_acting (f);
  th_refused (f->j, adj_action_retreat (unit (f, "getty-a"), 2), "retreats one hex (11.22)");
  th_apply (f->j, adj_action_retreat (unit (f, "getty-a"), 1));
  g_assert_true (adj_game_state_unit_retreated (state (f), unit (f, "getty-a")));
  th_apply (f->j, adj_action_retreat (unit (f, "union-cav-a"), 2));       /* mounted */
  th_apply (f->j, adj_action_retreat (unit (f, "csa-b-arty"), 2));        /* horse artillery */
  th_refused (f->j, adj_action_retreat (unit (f, "getty-arty"), 2), "one hex");
  th_apply (f->j, adj_action_finish ());
  g_assert_false (adj_game_state_unit_retreated (state (f), unit (f, "getty-a")));
}

static void
test_mount (Fixture *f, gconstpointer data)
{
  guint cav = unit (f, "union-cav-a");
  g_assert_true (adj_game_state_unit_mounted (state (f), cav));
  th_play_to_activation (f->j, "union-cavalry#1");
  th_apply (f->j, adj_action_start (th_group (f->b, "union-cav-brigade")));
  th_refused (f->j, adj_action_mount (cav, FALSE, 0), "at the end of its own movement (12.1)");
  th_advance_to (f->j, ADJ_STEP_MOVEMENT);
  th_refused (f->j, adj_action_mount (cav, FALSE, ADJ_FACT_ADJACENT_ENEMY), "next to an enemy unit (12.1)");
  th_refused (f->j, adj_action_mount (cav, TRUE, 0), "already mounted");
  th_refused (f->j, adj_action_mount (unit (f, "getty-a"), FALSE, 0), "is not cavalry");
  th_apply (f->j, adj_action_mount (cav, FALSE, 0));
  g_assert_false (adj_game_state_unit_mounted (state (f), cav));
  /* Dismounted, it rallies with its dismounted disordered cohesion (5). */
  g_assert_cmpint (adj_game_state_unit_rally_cohesion (state (f), cav), ==, 5);
  th_advance_to (f->j, ADJ_STEP_CHARGE);
  th_refused (f->j, adj_action_retreat (cav, 2), "one hex (11.22)");
}

static void
test_rally_conditions (Fixture *f, gconstpointer data)
{
  guint a = unit (f, "getty-a"), b = unit (f, "getty-b"), r = unit (f, "ricketts-a");
  AdjRoll four = adj_roll_typed (4);
  getty_acting (f);
  th_apply (f->j, adj_action_unit (ADJ_ACTION_DISORDER, a));
  th_apply (f->j, adj_action_unit (ADJ_ACTION_DISORDER, r));
  th_refused (f->j, adj_action_rally (a, &four, 0), "step vi");
  th_advance_to (f->j, ADJ_STEP_RALLY);
  th_refused (f->j, adj_action_rally (b, &four, 0), "is not disordered (11.13)");
  th_refused (f->j, adj_action_rally (r, &four, 0), "not in the command that is acting");
  th_refused (f->j, adj_action_rally (a, &four, ADJ_FACT_ADJACENT_ENEMY), "next to an enemy unit and may not rally (11.51)");
  th_refused (f->j, adj_action_rally (a, &four, ADJ_FACT_MOVED), "moved, fired or charged");
  th_refused (f->j, adj_action_rally (a, &four, ADJ_FACT_FIRED), "moved, fired or charged");
  th_refused (f->j, adj_action_rally (a, &four, ADJ_FACT_CHARGED), "moved, fired or charged");
  th_refused (f->j, adj_action_rally (a, NULL, 0), "a rally needs a roll (11.52)");
  AdjRoll ten = adj_roll_typed (10);
  th_refused (f->j, adj_action_rally (a, &ten, 0), "a Glory d10 reads 0 to 9");
  AdjRoll forged = adj_roll_virtual (7);
  forged.value = (forged.value + 1) % 10;
  th_refused (f->j, adj_action_rally (a, &forged, 0), "does not follow from its seed 7");
}

/* 11.52: the same as or lower than the disordered cohesion (4) rallies. */
static void
test_rally_roll (Fixture *f, gconstpointer data)
{
  guint a = unit (f, "getty-a");
  g_assert_cmpint (adj_game_state_unit_rally_cohesion (state (f), a), ==, 4);
  getty_acting (f);
  th_apply (f->j, adj_action_unit (ADJ_ACTION_DISORDER, a));
  th_advance_to (f->j, ADJ_STEP_RALLY);
  AdjRoll five = adj_roll_typed (5), four = adj_roll_typed (4);
  th_apply (f->j, adj_action_rally (a, &five, 0));
  g_assert_true (adj_game_state_unit_disordered (state (f), a));
  g_assert_cmpint (adj_game_state_last_outcome (state (f)), ==, ADJ_OUTCOME_NOT_RALLIED);
  th_refused (f->j, adj_action_rally (a, &four, 0), "already tried to rally");
  adj_journal_undo (f->j);
  th_apply (f->j, adj_action_rally (a, &four, 0));
  g_assert_false (adj_game_state_unit_disordered (state (f), a));
  g_assert_cmpint (adj_game_state_last_outcome (state (f)), ==, ADJ_OUTCOME_RALLIED);

  AdjCohesionRoll r;
  adj_rally_calculate (4, FALSE, &r);
  g_assert_cmpfloat (r.probability, ==, 0.5);
  g_assert_true (r.success[4] && !r.success[5]);
  adj_rally_calculate (4, TRUE, &r);
  g_assert_true (r.automatic);
  g_assert_cmpfloat (r.probability, ==, 1.0);
}

static void
to_night (Fixture *f, gboolean night2)
{
  for (;;)
    {
      const AdjBattleTurn *t = adj_game_state_get_turn_info (state (f));
      if (t->night && t->night2 == night2)
        return;
      th_finish_turn (f->j, TRUE);
    }
}

/* 13: at night a disordered unit that did nothing rallies without a roll. */
static void
test_night_rally (Fixture *f, gconstpointer data)
{
  guint a = unit (f, "getty-a");
  to_night (f, FALSE);
  getty_acting (f);
  th_apply (f->j, adj_action_unit (ADJ_ACTION_DISORDER, a));
  th_advance_to (f->j, ADJ_STEP_RALLY);
  AdjRoll nine = adj_roll_typed (9);
  th_refused (f->j, adj_action_rally (a, &nine, 0), "without a roll (13)");
  th_refused (f->j, adj_action_rally (a, NULL, ADJ_FACT_ADJACENT_ENEMY), "(11.51)");
  th_apply (f->j, adj_action_rally (a, NULL, 0));
  g_assert_false (adj_game_state_unit_disordered (state (f), a));
  g_autofree char *line = adj_journal_describe (f->j, adj_journal_get_length (f->j) - 1);
  g_assert_cmpstr (line, ==, "Getty 'a' (sample) rally: rallied at night (13)");
}

/* Withdraws @id now and brings it to the Recovery Box (3.D.2) at the start
 * of the next turn. */
static void
withdraw_to_recovery_box (Fixture *f, const char *id)
{
  getty_acting (f);
  th_apply (f->j, adj_action_unit (ADJ_ACTION_WITHDRAW, unit (f, id)));
  th_finish_turn (f->j, FALSE);
  /* Withdrawn this turn: it rolls only after a turn in the Recovery Box. */
  th_refused (f->j, adj_action_recover (unit (f, id), adj_roll_typed (0)), "is not in the Recovery Box (11.61)");
  th_apply (f->j, adj_action_advance ());
  g_assert_cmpint (adj_game_state_unit_status (state (f), unit (f, id)), ==, ADJ_UNIT_RECOVERY);
  th_finish_turn (f->j, FALSE);
}

/* 11.62: same or lower returns it (disordered, 11.64); higher eliminates. */
static void
test_recovery_roll (Fixture *f, gconstpointer data)
{
  guint a = unit (f, "getty-a");  /* disordered cohesion 4 */
  withdraw_to_recovery_box (f, "getty-a");
  g_assert_true (adj_recovery_check (state (f), a, NULL));
  th_apply (f->j, adj_action_recover (a, adj_roll_typed (5)));
  g_assert_cmpint (adj_game_state_unit_status (state (f), a), ==, ADJ_UNIT_ELIMINATED);
  g_assert_cmpint (adj_game_state_last_outcome (state (f)), ==, ADJ_OUTCOME_RECOVERY_ELIMINATED);
  adj_journal_undo (f->j);
  th_apply (f->j, adj_action_recover (a, adj_roll_typed (4)));
  g_assert_cmpint (adj_game_state_unit_status (state (f), a), ==, ADJ_UNIT_ON_MAP);
  g_assert_true (adj_game_state_unit_disordered (state (f), a));
  th_refused (f->j, adj_action_recover (a, adj_roll_typed (4)), "is not in the Recovery Box");

  AdjCohesionRoll r;
  adj_recovery_calculate (4, FALSE, &r);
  g_assert_cmpfloat (r.probability, ==, 0.5);
  g_assert_cmpfloat (r.elimination_probability, ==, 0.5);
  adj_recovery_calculate (4, TRUE, &r);
  g_assert_cmpfloat (r.elimination_probability, ==, 0.0);
  g_assert_false (r.failure_eliminates);
}

/* 11.63, 11.64: cavalry recovers on its mounted disordered cohesion and
 * comes back mounted, even when it withdrew dismounted. */
static void
test_cavalry_recovery (Fixture *f, gconstpointer data)
{
  guint cav = unit (f, "union-cav-b");  /* mounted disordered 5, dismounted 4 */
  th_play_to_activation (f->j, "union-cavalry#1");
  th_apply (f->j, adj_action_start (th_group (f->b, "union-cav-brigade")));
  th_advance_to (f->j, ADJ_STEP_MOVEMENT);
  th_apply (f->j, adj_action_mount (cav, FALSE, 0));
  th_apply (f->j, adj_action_unit (ADJ_ACTION_WITHDRAW, cav));
  th_finish_turn (f->j, TRUE);
  th_finish_turn (f->j, FALSE);
  g_assert_cmpint (adj_game_state_unit_recovery_cohesion (state (f), cav), ==, 5);
  th_apply (f->j, adj_action_recover (cav, adj_roll_typed (5)));
  g_assert_cmpint (adj_game_state_unit_status (state (f), cav), ==, ADJ_UNIT_ON_MAP);
  g_assert_true (adj_game_state_unit_mounted (state (f), cav));
  g_assert_true (adj_game_state_unit_disordered (state (f), cav));
}

/* 11.61: once a whole command is gone none of its units recover. */
static void
test_command_out (Fixture *f, gconstpointer data)
{
  getty_acting (f);
  th_apply (f->j, adj_action_unit (ADJ_ACTION_WITHDRAW, unit (f, "getty-a")));
  th_apply (f->j, adj_action_unit (ADJ_ACTION_WITHDRAW, unit (f, "getty-b")));
  th_apply (f->j, adj_action_unit (ADJ_ACTION_WITHDRAW, unit (f, "getty-arty")));
  th_finish_turn (f->j, TRUE);
  th_finish_turn (f->j, FALSE);
  g_assert_true (adj_game_state_command_out (state (f), unit (f, "getty-a")));
  g_assert_false (adj_game_state_command_out (state (f), unit (f, "ricketts-a")));
  th_refused (f->j, adj_action_recover (unit (f, "getty-a"), adj_roll_typed (0)), "out of the game (11.61)");
}

/* 13: no recovery on a night turn; on Night 2 a failure does not eliminate. */
static void
test_night_recovery (Fixture *f, gconstpointer data)
{
  guint a = unit (f, "getty-a");
  while (adj_game_state_get_turn (state (f)) + 1 < (guint) adj_battle_find_turn (f->b, "1800"))
    th_finish_turn (f->j, TRUE);
  withdraw_to_recovery_box (f, "getty-a");  /* in the box on 1800 (night) */
  g_assert_true (adj_game_state_is_night (state (f)));
  AdjPrompt p;
  adj_game_state_prompt (state (f), &p);
  g_assert_cmpstr (p.rule, ==, "3.D, 13");
  th_refused (f->j, adj_action_recover (a, adj_roll_typed (0)), "only on Night 2 turns (13)");
  th_finish_turn (f->j, TRUE);
  th_finish_turn (f->j, FALSE);
  g_assert_true (adj_game_state_get_turn_info (state (f))->night2);
  th_apply (f->j, adj_action_recover (a, adj_roll_typed (9)));
  g_assert_cmpint (adj_game_state_unit_status (state (f), a), ==, ADJ_UNIT_RECOVERY);
  g_assert_cmpint (adj_game_state_last_outcome (state (f)), ==, ADJ_OUTCOME_RECOVERY_WAITS);
  th_refused (f->j, adj_action_recover (a, adj_roll_typed (0)), "already rolled in this Recovery Phase");
  /* It may try again next turn (day): 4 or less. */
  th_apply (f->j, adj_action_advance ());
  th_finish_turn (f->j, FALSE);
  th_apply (f->j, adj_action_recover (a, adj_roll_typed (3)));
  g_assert_cmpint (adj_game_state_unit_status (state (f), a), ==, ADJ_UNIT_ON_MAP);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, fn) g_test_add (path, Fixture, NULL, th_game_setup, fn, th_game_teardown)
  ADD ("/recovery/rule-11.11/second-disorder-withdraws", test_second_disorder_withdraws);
  ADD ("/recovery/rule-11.41/artillery-eliminated-instead", test_artillery_eliminated);
  ADD ("/recovery/rule-11.22/retreat-lengths", test_retreat_lengths);
  ADD ("/recovery/rule-12.1/mount-and-dismount", test_mount);
  ADD ("/recovery/rule-11.51/who-may-rally", test_rally_conditions);
  ADD ("/recovery/rule-11.52/same-or-lower-rallies", test_rally_roll);
  ADD ("/recovery/rule-13/night-rally-automatic", test_night_rally);
  ADD ("/recovery/rule-11.62/same-or-lower-returns-higher-eliminates", test_recovery_roll);
  ADD ("/recovery/rule-11.63/cavalry-mounted-cohesion", test_cavalry_recovery);
  ADD ("/recovery/rule-11.61/command-out-of-the-game", test_command_out);
  ADD ("/recovery/rule-13/night-2-recovery", test_night_recovery);
  return g_test_run ();
}
