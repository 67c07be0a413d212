/* The journal: undo and redo move a cursor; refused actions change nothing. */
#include <string.h>

#include "game-helpers.h"

static void
test_undo_redo (void)
{
  g_autoptr (AdjBattle) b = th_load_sample ();
  g_autoptr (AdjJournal) j = adj_game_journal_new (b, NULL, NULL);
  const AdjGameState *start = adj_journal_get_state (j);
  g_assert_false (adj_journal_can_undo (j));
  g_assert_false (adj_journal_undo (j));
  guint64 gen = adj_journal_get_generation (j);

  th_apply (j, adj_action_hold_out (1, -1));
  guint vi = th_am (b, "vi-corps#1");
  th_apply (j, adj_action_select (0, &vi, 1));
  th_apply (j, adj_action_select (1, NULL, 0));
  g_assert_cmpuint (adj_journal_get_length (j), ==, 3);
  g_assert_cmpuint (adj_journal_get_cursor (j), ==, 3);
  g_assert_cmpuint (adj_journal_get_generation (j), ==, gen + 3);
  const AdjGameState *after3 = adj_journal_get_state (j);
  g_assert_cmpint (adj_game_state_get_phase (after3), ==, ADJ_PHASE_DRAW);

  /* The first state is untouched by everything applied after it. */
  g_assert_cmpint (adj_game_state_get_phase (start), ==, ADJ_PHASE_HOLD_OUT);
  g_assert_cmpint (adj_game_state_am_location (start, vi), ==, ADJ_AM_OUT);

  g_assert_true (adj_journal_undo (j));
  g_assert_true (adj_journal_undo (j));
  g_assert_cmpuint (adj_journal_get_cursor (j), ==, 1);
  g_assert_true (adj_journal_can_redo (j));
  g_assert_cmpint (adj_game_state_get_phase (adj_journal_get_state (j)), ==, ADJ_PHASE_SELECTION);
  g_assert_true (adj_journal_redo (j));
  g_assert_true (adj_journal_redo (j));
  g_assert_false (adj_journal_redo (j));
  g_assert_true (adj_game_state_equal (adj_journal_get_state (j), after3));

  /* A new action after an undo drops the undone ones. */
  adj_journal_undo (j);
  adj_journal_undo (j);
  guint cav = th_am (b, "union-cavalry#1");
  th_apply (j, adj_action_select (0, &cav, 1));
  g_assert_cmpuint (adj_journal_get_length (j), ==, 2);
  g_assert_false (adj_journal_can_redo (j));
  g_assert_cmpint (adj_game_state_am_location (adj_journal_get_state (j), cav), ==, ADJ_AM_POOL);
  g_assert_cmpint (adj_game_state_am_location (adj_journal_get_state (j), vi), ==, ADJ_AM_OUT);

  g_assert_true (adj_journal_set_cursor (j, 0));
  g_assert_true (adj_game_state_equal (adj_journal_get_state (j), adj_journal_get_state_at (j, 0)));
  g_assert_false (adj_journal_set_cursor (j, 3));
}

static void
test_refusal_changes_nothing (void)
{
  g_autoptr (AdjBattle) b = th_load_sample ();
  g_autoptr (AdjJournal) j = adj_game_journal_new (b, NULL, NULL);
  th_apply (j, adj_action_hold_out (1, -1));
  const AdjGameState *before = adj_journal_get_state (j);
  guint64 gen = adj_journal_get_generation (j);
  GError *error = NULL;
  g_autoptr (AdjAction) a = adj_action_draw (0);
  g_assert_false (adj_journal_apply (j, a, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "(3.B, 4.21)"));
  g_clear_error (&error);
  g_assert_true (adj_journal_get_state (j) == before);
  g_assert_cmpuint (adj_journal_get_length (j), ==, 1);
  g_assert_cmpuint (adj_journal_get_generation (j), ==, gen);

  /* Out-of-range indexes are refused, not trusted. */
  g_autoptr (AdjAction) bad = adj_action_unit (ADJ_ACTION_RALLY, 9999);
  g_assert_false (adj_journal_apply (j, bad, NULL));
  g_autoptr (AdjAction) side = adj_action_select (7, NULL, 0);
  g_assert_false (adj_journal_apply (j, side, &error));
  g_assert_nonnull (strstr (error->message, "no such side"));
  g_clear_error (&error);
}

static void
test_describe (void)
{
  g_autoptr (AdjBattle) b = th_load_sample ();
  g_autoptr (AdjJournal) j = adj_game_journal_new (b, NULL, NULL);
  th_apply (j, adj_action_hold_out (1, (int) th_am (b, "csa-first#1")));
  th_apply (j, adj_action_select (0, NULL, 0));
  th_apply (j, adj_action_select (1, NULL, 0));
  th_apply (j, adj_action_start (th_group (b, "csa-leader-a")));
  th_apply (j, adj_action_advance ());
  static const char *const expect[] = {
    "Confederate holds out an AM for the first activation (3.A.2)",
    "Union puts 0 AMs in the pool (3.B)",
    "Confederate puts 0 AMs in the pool (3.B)",
    "Leader A (invented) acts (4.24)",
    "Next: movement (artillery that fired stays) (3.C.2.a.iii, 6)",
  };
  for (guint i = 0; i < G_N_ELEMENTS (expect); i++)
    {
      g_autofree char *line = adj_journal_describe (j, i);
      g_assert_cmpstr (line, ==, expect[i]);
    }
}

/* What a view needs to follow the journal without reading it all. */
static void
test_steps_since (void)
{
  g_autoptr (AdjBattle) b = th_load_sample ();
  g_autoptr (AdjJournal) j = th_random_game (b, 50, 1877);
  guint64 seen = adj_journal_get_generation (j);

  g_assert_cmpuint (adj_journal_count_steps_since (j, seen), ==, 0);
  g_assert_cmpuint (adj_journal_count_steps_since (j, 0), ==, 50);
  /* Undo and redo record nothing new. */
  adj_journal_undo (j);
  adj_journal_undo (j);
  adj_journal_redo (j);
  g_assert_cmpuint (adj_journal_count_steps_since (j, seen), ==, 0);
  /* A step after an undo: one new step at the end, the undone one gone. */
  g_autoptr (AdjJournal) script = th_random_game (b, 60, 1877);
  g_assert_true (adj_journal_apply (j, adj_journal_get_move (script, 49), NULL));
  g_assert_cmpuint (adj_journal_get_length (j), ==, 50);
  g_assert_cmpuint (adj_journal_count_steps_since (j, seen), ==, 1);
  g_assert_cmpuint (adj_journal_get_step_generation (j, 49), ==, adj_journal_get_generation (j));
  g_assert_cmpuint (adj_journal_get_step_generation (j, 48), <=, seen);
  seen = adj_journal_get_generation (j);
  for (guint i = 50; i < 55; i++)
    g_assert_true (adj_journal_apply (j, adj_journal_get_move (script, i), NULL));
  g_assert_cmpuint (adj_journal_count_steps_since (j, seen), ==, 5);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/journal/undo-redo", test_undo_redo);
  g_test_add_func ("/journal/refusal-changes-nothing", test_refusal_changes_nothing);
  g_test_add_func ("/journal/describe", test_describe);
  g_test_add_func ("/journal/steps-since", test_steps_since);
  return g_test_run ();
}
