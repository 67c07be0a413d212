/* A combat result applied to a game (effectmoves.h): which effects change
 * a unit, the cohesion check the next roll answers (2.4; none for a unit
 * gone, 11.41), the journal move each applied effect becomes (11.1-11.4,
 * 11.26), and a list of moves played as the journal plays a group. */
#include "game-helpers.h"

static AdjEffect
make (AdjEffectKind kind, AdjCombatSide side, guint stack, guint unit, int cohesion, const char *text)
{
  AdjEffect e = { 0 };
  e.kind = kind;
  e.side = side;
  e.stack = stack;
  e.unit = unit;
  e.cohesion = cohesion;
  e.hexes_min = 1;
  e.hexes_max = 1;
  e.rule = "11.21";
  e.text = g_strdup (text);
  return e;
}

static void
add (GArray *effects, AdjEffect e)
{
  g_array_append_val (effects, e);
}

/* One defending hex of two infantry units, A in good order, B disordered. */
static void
two_defenders (AdjCombatState *st)
{
  *st = (AdjCombatState) { 0 };
  st->n_stacks[ADJ_SIDE_DEFENDER] = 1;
  st->n_units[ADJ_SIDE_DEFENDER][0] = 2;
  st->unit[ADJ_SIDE_DEFENDER][0][1] = ADJ_COND_DISORDERED;
}

/* The effects that change a unit of the combat's stacks, and which do not:
 * an advance, an offer, or a unit displaced (ADJ_EFFECT_OTHER_UNIT). */
static void
test_changes_unit (void)
{
  g_autoptr (GArray) e = adj_effects_new ();

  add (e, make (ADJ_EFFECT_CHECK, ADJ_SIDE_DEFENDER, 0, 0, 5, "A checks"));
  add (e, make (ADJ_EFFECT_RETREAT, ADJ_SIDE_DEFENDER, 0, 0, 5, "A retreats"));
  add (e, make (ADJ_EFFECT_ADVANCE, ADJ_SIDE_ATTACKER, 0, 0, 5, "X advances"));
  add (e, make (ADJ_EFFECT_COUNTER_ATTACK, ADJ_SIDE_DEFENDER, 0, 0, 5, "A may counter"));
  add (e, make (ADJ_EFFECT_CHECK, ADJ_SIDE_DEFENDER, ADJ_EFFECT_OTHER_UNIT, 0, 5, "F checks"));
  const gboolean expect[] = { TRUE, TRUE, FALSE, FALSE, FALSE };
  for (guint i = 0; i < e->len; i++)
    g_assert_cmpint (adj_effect_changes_unit (&g_array_index (e, AdjEffect, i)), ==, expect[i]);
  g_assert_true (adj_effect_on_stack (&g_array_index (e, AdjEffect, 2)));
  g_assert_false (adj_effect_on_stack (&g_array_index (e, AdjEffect, 4)));
}

/* 2.4, 11.41: each check is asked in order; a disordered unit that fails
 * one is withdrawn and asked nothing more. */
static void
test_next_check (void)
{
  g_autoptr (GArray) e = adj_effects_new ();
  AdjCombatState st;

  two_defenders (&st);
  add (e, make (ADJ_EFFECT_CHECK, ADJ_SIDE_DEFENDER, 0, 0, 5, "A checks cohesion (5)"));
  add (e, make (ADJ_EFFECT_CHECK, ADJ_SIDE_DEFENDER, 0, 1, 3, "B checks cohesion (3)"));
  add (e, make (ADJ_EFFECT_CHECK, ADJ_SIDE_DEFENDER, 0, 1, 3, "B checks cohesion again (3)"));
  add (e, make (ADJ_EFFECT_RETREAT, ADJ_SIDE_DEFENDER, 0, 1, 3, "B retreats"));
  g_assert_cmpint (adj_effects_next_check (&st, e, NULL, 0), ==, 0);
  g_assert_cmpint (adj_effects_next_check (&st, e, (const int[]) { 2 }, 1), ==, 1);
  /* B passes its first: its second is asked. */
  g_assert_cmpint (adj_effects_next_check (&st, e, (const int[]) { 2, 3 }, 2), ==, 2);
  g_assert_cmpint (adj_effects_next_check (&st, e, (const int[]) { 2, 3, 0 }, 3), ==, -1);
  /* B fails its first: withdrawn (11.41), no second check, no retreat. */
  g_assert_cmpint (adj_effects_next_check (&st, e, (const int[]) { 2, 9 }, 2), ==, -1);
  g_autoptr (GArray) applied = adj_effects_new ();
  AdjCombatState after;
  g_assert_true (adj_effects_apply_first (&st, e, e->len, (const int[]) { 2, 9 }, 2, applied, &after));
  g_assert_cmpint (after.unit[ADJ_SIDE_DEFENDER][0][1], ==, ADJ_COND_WITHDRAWN);
  g_assert_cmpint (st.unit[ADJ_SIDE_DEFENDER][0][1], ==, ADJ_COND_DISORDERED);  /* untouched */
  /* The rolls the first two effects use, and those before the third. */
  g_assert_cmpuint (adj_effects_rolls_used (&st, e, 2, (const int[]) { 2, 3, 0 }, 3), ==, 2);
  g_assert_cmpuint (adj_effects_rolls_used (&st, e, 1, (const int[]) { 2, 3, 0 }, 3), ==, 1);
  /* Too few rolls for the part asked: all of them. */
  g_assert_cmpuint (adj_effects_rolls_used (&st, e, 3, (const int[]) { 2 }, 1), ==, 1);
}

/* Rolls typed for one list answer another when its checks from there on
 * are the same unit, rating and DRM in the same order. */
static void
test_same_checks (void)
{
  g_autoptr (GArray) a = adj_effects_new ();
  g_autoptr (GArray) b = adj_effects_new ();

  add (a, make (ADJ_EFFECT_RETREAT, ADJ_SIDE_DEFENDER, 0, 0, 5, "A retreats"));
  add (a, make (ADJ_EFFECT_CHECK, ADJ_SIDE_DEFENDER, 0, 1, 3, "B checks"));
  add (b, make (ADJ_EFFECT_CHECK, ADJ_SIDE_DEFENDER, 0, 1, 3, "B checks"));
  g_assert_true (adj_effects_same_checks (a, 0, b, 0));
  add (b, make (ADJ_EFFECT_CHECK, ADJ_SIDE_DEFENDER, ADJ_EFFECT_OTHER_UNIT, 0, 6, "F checks (11.26)"));
  g_assert_false (adj_effects_same_checks (a, 0, b, 0));
  g_assert_true (adj_effects_same_checks (a, 2, b, 2));
}

/* 11.1-11.4, 2.4: what the engine applied becomes moves on the game's
 * unit: a check its check move with the roll and DRM (its failure is the
 * Disorder: no move of its own), a retreat its length (11.22), a unit
 * displaced a one-hex retreat (11.26), a Disorder no check made (a second
 * one: a withdrawal); advances, offers and units not of the game are no
 * moves. */
static void
test_moves (void)
{
  g_autoptr (GArray) e = adj_effects_new ();
  g_autoptr (GArray) applied = adj_effects_new ();
  AdjCombatState st;

  two_defenders (&st);
  AdjEffect check = make (ADJ_EFFECT_CHECK, ADJ_SIDE_DEFENDER, 0, 0, 5, "A checks cohesion (5)");
  check.rule = "10.29";
  add (e, check);
  AdjEffect r = make (ADJ_EFFECT_RETREAT, ADJ_SIDE_DEFENDER, 0, 0, 5, "A retreats two hexes");
  r.hexes_min = r.hexes_max = 2;
  add (e, r);
  add (e, make (ADJ_EFFECT_DISPLACE, ADJ_SIDE_DEFENDER, ADJ_EFFECT_OTHER_UNIT, 0, 6, "F moves aside"));
  add (e, make (ADJ_EFFECT_DISORDER, ADJ_SIDE_DEFENDER, 0, 1, 3, "B is disordered"));
  add (e, make (ADJ_EFFECT_ADVANCE, ADJ_SIDE_ATTACKER, 0, 0, 5, "X advances"));
  g_assert_true (adj_effects_apply (&st, e, (const int[]) { 9 }, 1, applied, NULL));

  /* The check (its line), its Disorder, the retreat, the displacement, B's
   * withdrawal (a second Disorder, 11.41), the advance. */
  const AdjEffectKind kinds[] = { ADJ_EFFECT_CHECK, ADJ_EFFECT_DISORDER, ADJ_EFFECT_RETREAT, ADJ_EFFECT_DISPLACE,
                                  ADJ_EFFECT_WITHDRAW, ADJ_EFFECT_ADVANCE };
  const AdjActionType types[] = { ADJ_ACTION_CHECK, ADJ_ACTION_TYPE_COUNT, ADJ_ACTION_RETREAT, ADJ_ACTION_RETREAT,
                                  ADJ_ACTION_WITHDRAW, ADJ_ACTION_TYPE_COUNT };
  const int hexes[] = { 0, 0, 2, 1, 0, 0 };
  g_assert_cmpuint (applied->len, ==, G_N_ELEMENTS (kinds));
  for (guint i = 0; i < applied->len; i++)
    {
      const AdjEffect *a = &g_array_index (applied, AdjEffect, i);
      g_autoptr (AdjAction) move = adj_effect_move (a, 7, -1);
      g_autoptr (AdjAction) typed_in = adj_effect_move (a, -1, -1);
      g_assert_cmpint (a->kind, ==, kinds[i]);
      g_assert_null (typed_in);
      if (types[i] == ADJ_ACTION_TYPE_COUNT)
        {
          g_assert_null (move);
          continue;
        }
      g_assert_nonnull (move);
      g_assert_cmpint (move->type, ==, types[i]);
      g_assert_cmpint (move->target, ==, 7);
      if (types[i] == ADJ_ACTION_RETREAT)
        g_assert_cmpint (move->hexes, ==, hexes[i]);
      if (types[i] == ADJ_ACTION_CHECK)
        {
          g_assert_cmpint (move->roll[0].value, ==, 9);
          g_assert_false (move->roll[0].is_virtual);
          g_assert_cmpint (move->cause, ==, ADJ_CHECK_CHARGE);
          g_assert_cmpint (move->rating, ==, -1);
        }
    }
  /* The player's own rating goes with the check (and only with a check). */
  g_autoptr (AdjAction) own = adj_effect_move (&g_array_index (applied, AdjEffect, 0), 7, 6);
  g_assert_cmpint (own->rating, ==, 6);
  g_autoptr (AdjAction) retreat = adj_effect_move (&g_array_index (applied, AdjEffect, 2), 7, 6);
  g_assert_cmpint (retreat->rating, ==, -1);
}

/* Each check's cause follows from its rule: 10.28 artillery, 11.26 a unit
 * displaced, 10.33 Defensive Fire, 9.22 and 9.52 fire, Fixed Glory's
 * morale; a charge result's otherwise (10.29). */
static void
test_causes (void)
{
  static const struct { const char *rule; AdjCheckCause cause; } cases[] = {
    { "10.29", ADJ_CHECK_CHARGE }, { "10.28", ADJ_CHECK_ARTILLERY }, { "11.26", ADJ_CHECK_DISPLACED },
    { "10.33", ADJ_CHECK_DEFENSIVE_FIRE }, { "9.22", ADJ_CHECK_FIRE }, { "9.52", ADJ_CHECK_MISGUIDED },
    { "Fixed Glory", ADJ_CHECK_FIXED_MORALE },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      AdjEffect e = make (ADJ_EFFECT_CHECK, ADJ_SIDE_DEFENDER, 0, 0, 5, "X checks");
      e.rule = cases[i].rule;
      e.roll = 4;
      g_autoptr (AdjAction) move = adj_effect_move (&e, 3, -1);
      g_assert_cmpint (move->cause, ==, cases[i].cause);
      g_free (e.text);
    }
}

/* A check rolled already (a Defensive Fire shot, a Fixed Glory check die)
 * takes its own roll and none of the rolls given, so the next check asked
 * is the first one not rolled. */
static void
test_rolled_checks (void)
{
  g_autoptr (GArray) e = adj_effects_new ();
  g_autoptr (GArray) applied = adj_effects_new ();
  AdjCombatState st;

  two_defenders (&st);
  AdjEffect shot = make (ADJ_EFFECT_CHECK, ADJ_SIDE_DEFENDER, 0, 0, 5, "A checks against Defensive Fire");
  shot.rolled = TRUE;
  shot.roll = 8;
  add (e, shot);
  add (e, make (ADJ_EFFECT_CHECK, ADJ_SIDE_DEFENDER, 0, 1, 3, "B checks"));
  g_assert_cmpint (adj_effects_next_check (&st, e, NULL, 0), ==, 1);
  g_assert_true (adj_effects_apply (&st, e, (const int[]) { 2 }, 1, applied, NULL));
  g_assert_cmpint (st.unit[ADJ_SIDE_DEFENDER][0][0], ==, ADJ_COND_DISORDERED);  /* 8 > 5 */
  g_assert_cmpint (g_array_index (applied, AdjEffect, 0).roll, ==, 8);
  g_assert_cmpint (g_array_index (applied, AdjEffect, 2).roll, ==, 2);
}

/* A list of moves played as the journal plays a group: the state after
 * the last with a line for each, or the first refusal and nothing. */
static void
test_apply_all (ThGame *f, gconstpointer data)
{
  guint a = th_unit (f->b, "getty-a"), b = th_unit (f->b, "getty-b");
  g_autoptr (GPtrArray) moves = g_ptr_array_new_with_free_func ((GDestroyNotify) adj_action_free);
  g_autoptr (GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GError) error = NULL;

  th_play_to_activation (f->j, "vi-corps#1");
  th_apply (f->j, adj_action_start (th_group (f->b, "getty")));
  const AdjGameState *before = adj_journal_get_state (f->j);
  g_ptr_array_add (moves, adj_action_unit (ADJ_ACTION_DISORDER, a));
  g_ptr_array_add (moves, adj_action_retreat (b, 1));
  g_autoptr (AdjGameState) after = adj_action_apply_all (before, moves, lines, &error);
  g_assert_no_error (error);
  g_assert_nonnull (after);
  g_assert_true (adj_game_state_unit_disordered (after, a));
  g_assert_true (adj_game_state_unit_retreated (after, b));
  g_assert_false (adj_game_state_unit_disordered (before, a));
  g_assert_cmpuint (lines->len, ==, 2);
  g_assert_cmpstr (lines->pdata[1], ==, "Getty 'b' (sample) retreats 1 hex (11.22)");

  /* The same as one step of the journal; undone as one. */
  g_assert_true (adj_journal_apply_group (f->j, (gconstpointer const *) moves->pdata, moves->len, &error));
  g_assert_true (adj_game_state_equal (adj_journal_get_state (f->j), after));
  g_assert_true (adj_journal_undo (f->j));
  g_assert_true (adj_game_state_equal (adj_journal_get_state (f->j), before));

  /* A reinforcement not on the map refuses the whole list. */
  g_ptr_array_add (moves, adj_action_unit (ADJ_ACTION_DISORDER, th_unit (f->b, "csa-c-1")));
  g_ptr_array_set_size (lines, 0);
  g_autoptr (AdjGameState) none = adj_action_apply_all (before, moves, lines, &error);
  g_assert_null (none);
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "not on the map"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/effectmoves/rule-11.2/effects-that-change-a-unit", test_changes_unit);
  g_test_add_func ("/effectmoves/rule-11.41/next-check", test_next_check);
  g_test_add_func ("/effectmoves/rule-2.4/check-causes", test_causes);
  g_test_add_func ("/effectmoves/rule-10.33/rolled-checks", test_rolled_checks);
  g_test_add_func ("/effectmoves/rule-2.4/same-checks", test_same_checks);
  g_test_add_func ("/effectmoves/rule-11.26/moves-of-applied-effects", test_moves);
  g_test_add ("/effectmoves/journal/apply-all-as-a-group", ThGame, NULL, th_game_setup, test_apply_all,
              th_game_teardown);
  return g_test_run ();
}
