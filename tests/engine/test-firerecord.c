/* The moves that record who fired (firerecord.h): one FIRE move per unit,
 * repeats and units typed in left out, only return fire naming the
 * battery it answers (9.13); with the game state, only the units that may
 * fire so now (9.12, 10.31), and the moves go in as one step. */
#include "game-helpers.h"

typedef ThGame Fixture;

static const AdjGameState *
state (Fixture *f)
{
  return adj_journal_get_state (f->j);
}

static const AdjAction *
move (GPtrArray *moves, guint i)
{
  g_assert_cmpuint (i, <, moves->len);
  return moves->pdata[i];
}

/* 9.13: only return fire names whom it answers. */
static void
test_moves (Fixture *f, gconstpointer data)
{
  const int units[] = { 4, -1, 2, 4 };
  g_autoptr (GPtrArray) ret = adj_fire_record_moves (NULL, ADJ_FIRE_RETURN, units, G_N_ELEMENTS (units), 9);
  g_autoptr (GPtrArray) act = adj_fire_record_moves (NULL, ADJ_FIRE_ACTIVATION, units, G_N_ELEMENTS (units), 9);

  g_assert_cmpuint (ret->len, ==, 2);
  g_assert_cmpint (move (ret, 0)->type, ==, ADJ_ACTION_FIRE);
  g_assert_cmpint (move (ret, 0)->target, ==, 4);
  g_assert_cmpint (move (ret, 1)->target, ==, 2);
  g_assert_cmpint (move (ret, 0)->fire_kind, ==, ADJ_FIRE_RETURN);
  g_assert_cmpint (move (ret, 0)->fire_target, ==, 9);
  g_assert_cmpuint (act->len, ==, 2);
  g_assert_cmpint (move (act, 1)->fire_kind, ==, ADJ_FIRE_ACTIVATION);
  g_assert_cmpint (move (act, 1)->fire_target, ==, -1);
}

/* 9.12, 10.31: with the game, only the units that may fire so now; the
 * Union's Defensive Fire at step iv of a Confederate activation, once per
 * enemy activation. Recorded as one step, undone as one. */
static void
test_may_fire (Fixture *f, gconstpointer data)
{
  guint a = th_unit (f->b, "getty-a"), b = th_unit (f->b, "getty-b"), csa = th_unit (f->b, "csa-a-1");
  const int units[] = { (int) a, (int) b, (int) csa };
  g_autoptr (GError) error = NULL;

  th_play_to_activation (f->j, "csa-first#1");
  th_apply (f->j, adj_action_start (th_group (f->b, "csa-leader-a")));
  th_advance_to (f->j, ADJ_STEP_DEFENSIVE_FIRE);
  g_autoptr (GPtrArray) moves = adj_fire_record_moves (state (f), ADJ_FIRE_DEFENSIVE, units, 3, -1);
  /* The acting side's unit does not use Defensive Fire (10.31). */
  g_assert_cmpuint (moves->len, ==, 2);
  g_assert_cmpint (move (moves, 0)->target, ==, (int) a);
  g_assert_cmpint (move (moves, 1)->target, ==, (int) b);
  guint cursor = adj_journal_get_cursor (f->j);
  g_assert_true (adj_journal_apply_group (f->j, (gconstpointer const *) moves->pdata, moves->len, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (adj_journal_get_cursor (f->j), ==, cursor + 1);
  g_assert_true (adj_game_state_unit_fired (state (f), a, ADJ_FIRE_DEFENSIVE));
  g_assert_true (adj_game_state_unit_fired (state (f), b, ADJ_FIRE_DEFENSIVE));
  /* Used up for this activation: nothing more to record. */
  g_autoptr (GPtrArray) again = adj_fire_record_moves (state (f), ADJ_FIRE_DEFENSIVE, units, 3, -1);
  g_assert_cmpuint (again->len, ==, 0);
  g_assert_true (adj_journal_undo (f->j));
  g_assert_false (adj_game_state_unit_fired (state (f), a, ADJ_FIRE_DEFENSIVE));
  g_assert_false (adj_game_state_unit_fired (state (f), b, ADJ_FIRE_DEFENSIVE));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/firerecord/rule-9.13/moves", Fixture, NULL, th_game_setup, test_moves, th_game_teardown);
  g_test_add ("/firerecord/rule-10.31/only-units-that-may-fire", Fixture, NULL, th_game_setup, test_may_fire,
              th_game_teardown);
  return g_test_run ();
}
