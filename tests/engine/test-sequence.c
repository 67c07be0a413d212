/* The Sequence of Play (3) and initiative (5.2) on the sample battle. */
#include <string.h>

#include "game-helpers.h"

#define UNION 0
#define CSA 1

typedef ThGame Fixture;

static const AdjGameState *
state (Fixture *f)
{
  return adj_journal_get_state (f->j);
}


/* Turn 0500 of the sample gives the Confederates the initiative. */
static void
test_automatic_initiative (Fixture *f, gconstpointer data)
{
  const AdjGameState *s = state (f);
  g_assert_cmpint (adj_game_state_get_phase (s), ==, ADJ_PHASE_HOLD_OUT);
  g_assert_cmpint (adj_game_state_get_initiative (s), ==, CSA);
  g_assert_true (adj_game_state_initiative_automatic (s));
  AdjPrompt p;
  adj_game_state_prompt (s, &p);
  g_assert_nonnull (strstr (p.rule, "5.22"));
  g_assert_cmpint (p.side, ==, CSA);
  th_refused (f->j, adj_action_initiative (adj_roll_typed (1), adj_roll_typed (2)), "not done now");
  th_refused (f->j, adj_action_hold_out (UNION, (int) th_am (f->b, "vi-corps#1")), "only the Initiative Player");
}

/* 5.21: each side rolls and adds the track's DRM; high total wins. */
static void
test_drm_from_track (Fixture *f, gconstpointer data)
{
  th_finish_turn (f->j, TRUE);  /* to 0600: Confederate +1 */
  g_assert_cmpstr (adj_game_state_get_turn_info (state (f))->label, ==, "0600");
  g_assert_cmpint (adj_game_state_get_phase (state (f)), ==, ADJ_PHASE_INITIATIVE);
  th_apply (f->j, adj_action_initiative (adj_roll_typed (6), adj_roll_typed (5)));
  /* 6 against 5+1: a tie. */
  g_assert_cmpint (adj_game_state_get_initiative (state (f)), ==, -1);
  g_assert_cmpint (adj_game_state_last_outcome (state (f)), ==, ADJ_OUTCOME_NO_INITIATIVE);
  adj_journal_undo (f->j);
  th_apply (f->j, adj_action_initiative (adj_roll_typed (5), adj_roll_typed (5)));
  g_assert_cmpint (adj_game_state_get_initiative (state (f)), ==, CSA);
  g_assert_cmpint (adj_game_state_get_initiative_roll (state (f), UNION), ==, 5);
  adj_journal_undo (f->j);
  th_apply (f->j, adj_action_initiative (adj_roll_typed (7), adj_roll_typed (5)));
  g_assert_cmpint (adj_game_state_get_initiative (state (f)), ==, UNION);
  g_autofree char *line = adj_journal_describe (f->j, adj_journal_get_cursor (f->j) - 1);
  g_assert_cmpstr (line, ==, "Union rolls 7, Confederate rolls 5 +1: Union has the initiative (5.21)");
}

/* 5.21 as a calculator: the exact odds with the track's DRM. */
static void
test_initiative_odds (Fixture *f, gconstpointer data)
{
  AdjInitiativeResult r;
  adj_initiative_calculate (f->b, (guint) adj_battle_find_turn (f->b, "0600"), &r);
  g_assert_cmpint (r.automatic, ==, -1);
  g_assert_cmpfloat_with_epsilon (r.win[UNION], 0.36, 1e-12);
  g_assert_cmpfloat_with_epsilon (r.tie, 0.09, 1e-12);
  g_assert_cmpfloat_with_epsilon (r.win[CSA], 0.55, 1e-12);
  g_assert_cmpuint (r.modifiers[UNION]->len, ==, 0);
  g_assert_cmpint (adj_modifiers_total (r.modifiers[CSA]), ==, 1);
  g_assert_nonnull (adj_modifiers_find (r.modifiers[CSA], "5.21"));
  adj_initiative_result_clear (&r);

  adj_initiative_calculate (f->b, (guint) adj_battle_find_turn (f->b, "0700"), &r);
  g_assert_cmpfloat_with_epsilon (r.win[UNION], 0.45, 1e-12);
  g_assert_cmpfloat_with_epsilon (r.tie, 0.1, 1e-12);
  adj_initiative_result_clear (&r);

  adj_initiative_calculate (f->b, 0, &r);  /* 5.22 */
  g_assert_cmpint (r.automatic, ==, CSA);
  g_assert_cmpfloat (r.win[CSA], ==, 1.0);
  adj_initiative_result_clear (&r);
}

/* 5.21: a tie skips 3.A.2, all chosen AMs go into the pool. */
static void
test_tie_skips_hold_out (Fixture *f, gconstpointer data)
{
  th_finish_turn (f->j, TRUE);
  th_finish_turn (f->j, TRUE);  /* 0700, no DRM */
  th_apply (f->j, adj_action_initiative (adj_roll_typed (4), adj_roll_typed (4)));
  g_assert_cmpint (adj_game_state_get_phase (state (f)), ==, ADJ_PHASE_SELECTION);
  th_refused (f->j, adj_action_hold_out (UNION, -1), "not done now");
}

/* 5.23, 3.A.2, 3.C.1: the held-out AM is played first, never drawn. */
static void
test_held_out_first (Fixture *f, gconstpointer data)
{
  guint first = th_am (f->b, "csa-first#1");
  th_apply (f->j, adj_action_hold_out (CSA, (int) first));
  g_assert_cmpint (adj_game_state_held_out (state (f)), ==, (int) first);
  g_autoptr (GArray) avail = adj_game_state_available_ams (state (f), CSA);
  g_assert_cmpuint (avail->len, ==, 1);  /* csa-first#2; csa-second only from 0700 */
  g_assert_cmpuint (g_array_index (avail, guint, 0), ==, th_am (f->b, "csa-first#2"));
  th_refused (f->j, adj_action_select (CSA, &first, 1), "not available");
  guint all_union[] = { th_am (f->b, "vi-corps#1"), th_am (f->b, "vi-corps#2"), th_am (f->b, "union-cavalry#1") };
  th_apply (f->j, adj_action_select (UNION, all_union, 3));
  g_assert_cmpint (adj_game_state_get_phase (state (f)), ==, ADJ_PHASE_SELECTION);
  th_apply (f->j, adj_action_select (CSA, NULL, 0));
  const AdjGameState *s = state (f);
  g_assert_cmpint (adj_game_state_get_phase (s), ==, ADJ_PHASE_ACTIVATION);
  g_assert_cmpint (adj_game_state_drawn_am (s), ==, (int) first);
  g_assert_cmpuint (adj_game_state_pool_count (s), ==, 3);
  g_assert_cmpint (adj_game_state_am_location (s, first), ==, ADJ_AM_DRAWN);
}

/* 3.B, 4.21: AMs of commands with nothing on the map or arriving stay out. */
static void
test_availability (Fixture *f, gconstpointer data)
{
  guint second = th_am (f->b, "csa-second#1");
  g_assert_false (adj_game_state_am_available (state (f), second));
  th_finish_turn (f->j, TRUE);
  th_finish_turn (f->j, TRUE);  /* 0700: its units are due */
  g_assert_true (adj_game_state_am_available (state (f), second));

  th_apply (f->j, adj_action_initiative (adj_roll_typed (4), adj_roll_typed (4)));
  guint mine = th_am (f->b, "vi-corps#1");
  th_refused (f->j, adj_action_select (CSA, &mine, 1), "is not an AM of Confederate");
  guint twice[] = { mine, mine };
  th_refused (f->j, adj_action_select (UNION, twice, 2), "VI Corps #1 is chosen twice");
  th_apply (f->j, adj_action_select (UNION, &mine, 1));
  th_refused (f->j, adj_action_select (UNION, NULL, 0), "has already chosen his AMs");
}

/* 3.C: draws until the pool is empty, then 3.D, then the next turn. */
static void
test_draw_until_empty (Fixture *f, gconstpointer data)
{
  th_apply (f->j, adj_action_hold_out (CSA, -1));
  guint u[] = { th_am (f->b, "vi-corps#1"), th_am (f->b, "union-cavalry#1") };
  guint c[] = { th_am (f->b, "csa-first#2") };
  th_apply (f->j, adj_action_select (UNION, u, 2));
  th_apply (f->j, adj_action_select (CSA, c, 1));
  g_assert_cmpint (adj_game_state_get_phase (state (f)), ==, ADJ_PHASE_DRAW);
  th_refused (f->j, adj_action_advance (), "cannot go on yet: draw an AM from the pool (3.C.1, 4.22)");
  /* 4.21: the refusal of a real cup's draw says nothing of what the other
   * side put in, so the cup cannot be probed. */
  th_refused (f->j, adj_action_draw (th_am (f->b, "vi-corps#2")),
              "VI Corps #2 cannot be recorded as drawn: check the counter that came out of the cup (3.C.1)");
  th_refused (f->j, adj_action_draw (th_am (f->b, "csa-first#1")), "cannot be recorded as drawn");

  /* A virtual draw is fixed by its seed; a changed record does not replay. */
  GError *error = NULL;
  g_autoptr (AdjAction) v = adj_action_draw_virtual (state (f), 1862, &error);
  g_assert_no_error (error);
  g_autoptr (AdjAction) forged = adj_action_copy (v);
  forged->target = (int) (v->target == (int) u[0] ? u[1] : u[0]);
  th_refused (f->j, g_steal_pointer (&forged), "the virtual draw with seed 1862 gives");

  g_assert_cmpuint (adj_game_state_pool_count (state (f)), ==, 3);
  th_apply (f->j, adj_action_draw (c[0]));
  g_assert_cmpuint (adj_game_state_pool_count (state (f)), ==, 2);
  th_finish_turn (f->j, FALSE);
  const AdjGameState *s = state (f);
  g_assert_cmpint (adj_game_state_get_phase (s), ==, ADJ_PHASE_RECOVERY);
  g_assert_cmpuint (adj_game_state_pool_count (s), ==, 0);
  g_autoptr (GArray) pile = adj_game_state_set_aside (s);
  g_assert_cmpuint (pile->len, ==, 3);
  g_assert_cmpuint (g_array_index (pile, guint, 0), ==, c[0]);  /* the pile keeps the order of play */
  th_apply (f->j, adj_action_advance ());
  s = state (f);
  g_assert_cmpuint (adj_game_state_get_turn (s), ==, 1);
  g_assert_cmpint (adj_game_state_get_phase (s), ==, ADJ_PHASE_INITIATIVE);
  g_assert_cmpint (adj_game_state_am_location (s, c[0]), ==, ADJ_AM_OUT);
}

/* 3.C.2.a: steps i-vii for each leader, then b-c. */
static void
test_activation_steps (Fixture *f, gconstpointer data)
{
  static const AdjStep order[] = { ADJ_STEP_ARTILLERY_FIRE, ADJ_STEP_MOVEMENT, ADJ_STEP_DEFENSIVE_FIRE,
                                   ADJ_STEP_CHARGE, ADJ_STEP_RALLY, ADJ_STEP_REMOVE_MARKERS };
  static const char *const rules[] = { "9", "6", "10.3", "10.2", "11.5", "3.C.2.a.vii" };
  th_play_to_activation (f->j, "vi-corps#1");
  g_assert_cmpint (adj_game_state_get_step (state (f)), ==, ADJ_STEP_CHOOSE);
  th_refused (f->j, adj_action_advance (), "choose the next command to act");
  th_refused (f->j, adj_action_finish (), "no command is acting now (4.24)");
  th_apply (f->j, adj_action_start (th_group (f->b, "getty")));
  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    {
      AdjPrompt p;
      adj_game_state_prompt (state (f), &p);
      g_assert_cmpint (p.step, ==, order[i]);
      g_assert_nonnull (strstr (p.rule, rules[i]));
      /* 10.31: in step iv the side being charged fires. */
      g_assert_cmpint (p.side, ==, order[i] == ADJ_STEP_DEFENSIVE_FIRE ? CSA : UNION);
      th_apply (f->j, adj_action_advance ());
    }
  g_assert_cmpint (adj_game_state_group_status (state (f), th_group (f->b, "getty")), ==, ADJ_GROUP_DONE);
  g_assert_cmpint (adj_game_state_get_step (state (f)), ==, ADJ_STEP_CHOOSE);
  th_refused (f->j, adj_action_start (th_group (f->b, "getty")), "has already acted under this AM (4.24)");
  th_refused (f->j, adj_action_start (th_group (f->b, "csa-leader-a")), "is not activated by the AM drawn");
  th_apply (f->j, adj_action_start (th_group (f->b, "ricketts")));
  th_apply (f->j, adj_action_finish ());
  g_assert_cmpint (adj_game_state_get_step (state (f)), ==, ADJ_STEP_END);
  AdjPrompt p;
  adj_game_state_prompt (state (f), &p);
  g_assert_cmpstr (p.rule, ==, "3.C.2.b-c");
  th_apply (f->j, adj_action_advance ());
  g_assert_cmpint (adj_game_state_get_phase (state (f)), ==, ADJ_PHASE_RECOVERY);
}

/* 6.51: reinforcements enter when their command acts, from their turn on. */
static void
test_reinforcements (Fixture *f, gconstpointer data)
{
  guint c1 = th_unit (f->b, "csa-c-1");
  g_assert_cmpint (adj_game_state_unit_status (state (f), c1), ==, ADJ_UNIT_ARRIVING);
  th_finish_turn (f->j, TRUE);
  th_finish_turn (f->j, TRUE);
  th_play_to_activation (f->j, "csa-second#1");
  th_apply (f->j, adj_action_start (th_group (f->b, "csa-leader-c")));
  th_refused (f->j, adj_action_unit (ADJ_ACTION_ENTER, c1), "enters during its own command's movement");
  th_advance_to (f->j, ADJ_STEP_MOVEMENT);
  th_apply (f->j, adj_action_unit (ADJ_ACTION_ENTER, c1));
  g_assert_cmpint (adj_game_state_unit_status (state (f), c1), ==, ADJ_UNIT_ON_MAP);
  th_refused (f->j, adj_action_unit (ADJ_ACTION_ENTER, c1), "not a reinforcement waiting");
  /* 6.52: the one that did not enter keeps its command's AMs in play. */
  th_finish_turn (f->j, TRUE);
  g_assert_cmpint (adj_game_state_unit_status (state (f), th_unit (f->b, "csa-c-2")), ==, ADJ_UNIT_ARRIVING);
  g_assert_true (adj_game_state_am_available (state (f), th_am (f->b, "csa-second#2")));
}

/* After the last turn of the track the game is over. */
static void
test_game_over (Fixture *f, gconstpointer data)
{
  for (guint t = 0; t < adj_battle_n_turns (f->b); t++)
    th_finish_turn (f->j, TRUE);
  g_assert_cmpint (adj_game_state_get_phase (state (f)), ==, ADJ_PHASE_GAME_OVER);
  th_refused (f->j, adj_action_advance (), "the game is over");
  g_assert_null (adj_game_state_get_turn_info (state (f)));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, fn) g_test_add (path, Fixture, NULL, th_game_setup, fn, th_game_teardown)
  ADD ("/sequence/rule-5.22/automatic-initiative", test_automatic_initiative);
  ADD ("/sequence/rule-5.21/drm-from-track", test_drm_from_track);
  ADD ("/sequence/rule-5.21/tie-skips-3.A.2", test_tie_skips_hold_out);
  ADD ("/sequence/rule-5.21/initiative-odds", test_initiative_odds);
  ADD ("/sequence/rule-5.23/held-out-am-starts", test_held_out_first);
  ADD ("/sequence/rule-4.21/available-ams", test_availability);
  ADD ("/sequence/rule-3.C/draw-until-empty", test_draw_until_empty);
  ADD ("/sequence/rule-3.C.2/steps-i-to-vii", test_activation_steps);
  ADD ("/sequence/rule-6.51/reinforcements", test_reinforcements);
  ADD ("/sequence/rule-3/game-over", test_game_over);
  return g_test_run ();
}
