/* Properties over thousands of random games: nothing appears twice or
 * vanishes, refusals change nothing, undo then redo and save then load
 * give the same states, and a replay from scratch gives them too. */
#include <string.h>

#include "game-helpers.h"

static void
check_invariants (const AdjGameState *s)
{
  AdjBattle *b = adj_game_state_get_battle (s);
  AdjPhase phase = adj_game_state_get_phase (s);

  /* Every unit in exactly one place, per side. */
  guint units = 0;
  for (guint side = 0; side < ADJ_BATTLE_N_SIDES; side++)
    for (int st = ADJ_UNIT_ARRIVING; st <= ADJ_UNIT_ELIMINATED; st++)
      {
        g_autoptr (GArray) list = adj_game_state_units_with_status (s, side, (AdjUnitStatus) st);
        units += list->len;
        for (guint i = 0; i < list->len; i++)
          g_assert_cmpuint (adj_battle_unit_side (b, g_array_index (list, guint, i)), ==, side);
      }
  g_assert_cmpuint (units, ==, adj_battle_n_units (b));
  for (guint u = 0; u < adj_battle_n_units (b); u++)
    {
      AdjUnitStatus st = adj_game_state_unit_status (s, u);
      if (st != ADJ_UNIT_ON_MAP)
        g_assert_false (adj_game_state_unit_disordered (s, u));
      if (adj_battle_get_unit (b, u)->type != ADJ_UNIT_CAVALRY)
        g_assert_false (adj_game_state_unit_mounted (s, u));
      if (adj_unit_type_is_artillery (adj_battle_get_unit (b, u)->type))
        g_assert_cmpint (st, !=, ADJ_UNIT_WITHDRAWN);  /* 11.41 */
    }

  /* Every AM in one place: at most one held out, one drawn; the pile is
   * a permutation of the set-aside AMs. */
  guint held = 0, drawn = 0, set_aside = 0;
  for (guint am = 0; am < adj_battle_n_ams (b); am++)
    {
      AdjAmLocation loc = adj_game_state_am_location (s, am);
      held += loc == ADJ_AM_HELD_OUT;
      drawn += loc == ADJ_AM_DRAWN;
      set_aside += loc == ADJ_AM_SET_ASIDE;
    }
  g_assert_cmpuint (held, <=, 1);
  g_assert_cmpuint (drawn, ==, phase == ADJ_PHASE_ACTIVATION ? 1 : 0);
  if (drawn)
    g_assert_cmpint (adj_game_state_am_location (s, (guint) adj_game_state_drawn_am (s)), ==, ADJ_AM_DRAWN);
  else
    g_assert_cmpint (adj_game_state_drawn_am (s), ==, -1);
  g_autoptr (GArray) pile = adj_game_state_set_aside (s);
  g_assert_cmpuint (pile->len, ==, set_aside);
  for (guint i = 0; i < pile->len; i++)
    {
      guint am = g_array_index (pile, guint, i);
      g_assert_cmpint (adj_game_state_am_location (s, am), ==, ADJ_AM_SET_ASIDE);
      for (guint k = 0; k < i; k++)
        g_assert_cmpuint (g_array_index (pile, guint, k), !=, am);
    }
  if (phase == ADJ_PHASE_DRAW)
    g_assert_cmpuint (adj_game_state_pool_count (s), >, 0);
  if (phase == ADJ_PHASE_RECOVERY)
    g_assert_cmpuint (adj_game_state_pool_count (s), ==, 0);

  /* Some command acts exactly in steps ii-vii. */
  g_autoptr (GArray) active = adj_game_state_active_groups (s);
  AdjStep step = adj_game_state_get_step (s);
  gboolean acting = phase == ADJ_PHASE_ACTIVATION && step >= ADJ_STEP_ARTILLERY_FIRE && step <= ADJ_STEP_REMOVE_MARKERS;
  g_assert_cmpuint (active->len > 0, ==, acting);
  if (phase != ADJ_PHASE_ACTIVATION)
    {
      g_autoptr (GArray) activated = adj_game_state_activated_groups (s);
      g_assert_cmpuint (activated->len, ==, 0);
    }

  /* Fire is forgotten when its span ends: defensive and offensive fire
   * with the activation, all of it with the AM (3.C.2.b); each variant
   * has only its own kinds and steps. */
  gboolean fixed = adj_game_state_fixed_glory (s);
  if (!fixed)
    g_assert_cmpint (step, !=, ADJ_STEP_OFFENSIVE_FIRE);
  for (guint u = 0; u < adj_battle_n_units (b); u++)
    for (int kind = 0; kind < ADJ_FIRE_KIND_COUNT; kind++)
      if (adj_game_state_unit_fired (s, u, (AdjFireKind) kind))
        {
          g_assert_cmpint (phase, ==, ADJ_PHASE_ACTIVATION);
          g_assert_cmpint (step, !=, ADJ_STEP_NONE);
          if (kind == ADJ_FIRE_DEFENSIVE || kind == ADJ_FIRE_OFFENSIVE)
            g_assert_true (acting);
          g_assert_false (kind == (fixed ? ADJ_FIRE_RETURN : ADJ_FIRE_OFFENSIVE));
        }
}

/* A pool only loses AMs during a turn's activations. */
static void
check_step (const AdjGameState *before, const AdjGameState *after)
{
  if (adj_game_state_get_turn (before) == adj_game_state_get_turn (after)
      && adj_game_state_get_phase (before) >= ADJ_PHASE_DRAW)
    g_assert_cmpuint (adj_game_state_pool_count (after), <=, adj_game_state_pool_count (before));
}

/* Something the rules refuse now: its refusal must leave all as it was. */
static AdjAction *
wrong_action (const AdjGameState *s, GRand *rand)
{
  switch (adj_game_state_get_phase (s))
    {
    case ADJ_PHASE_INITIATIVE:
    case ADJ_PHASE_HOLD_OUT:
    case ADJ_PHASE_SELECTION:
      return adj_action_advance ();
    case ADJ_PHASE_DRAW:
      return adj_action_finish ();
    case ADJ_PHASE_ACTIVATION:
      return adj_action_initiative (adj_roll_typed (1), adj_roll_typed (2));
    case ADJ_PHASE_RECOVERY:
      return adj_action_draw ((guint) g_rand_int_range (rand, 0, (gint32) adj_battle_n_ams (adj_game_state_get_battle (s))));
    default:
      return adj_action_advance ();
    }
}

/* How often each action type and each outcome came up over all games. */
static guint type_counts[ADJ_ACTION_TYPE_COUNT];
static guint outcome_counts[ADJ_OUTCOME_CHECK_PASSED + 1];
static guint fire_counts[ADJ_FIRE_KIND_COUNT];

static void
play_checked (AdjBattle *b, guint n, guint32 seed, gboolean check_save, gboolean fixed_glory)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  AdjGameOptions options = { NULL, fixed_glory };
  g_autoptr (AdjJournal) j = adj_game_journal_new (b, &options, NULL);
  check_invariants (adj_journal_get_state (j));
  while (adj_journal_get_length (j) < n)
    {
      const AdjGameState *before = adj_journal_get_state (j);
      if (g_rand_int_range (rand, 0, 10) == 0)
        {
          g_autoptr (AdjAction) w = wrong_action (before, rand);
          g_assert_false (adj_action_type_expected (before, w->type));
          guint64 gen = adj_journal_get_generation (j);
          g_assert_false (adj_journal_apply (j, w, NULL));
          g_assert_true (adj_journal_get_state (j) == before);
          g_assert_cmpuint (adj_journal_get_generation (j), ==, gen);
        }
      g_autoptr (AdjAction) a = th_random_action (before, rand);
      if (a == NULL)
        break;
      GError *error = NULL;
      g_assert_true (adj_action_type_expected (before, a->type));
      if (!adj_journal_apply (j, a, &error))
        g_error ("seed %u: %s refused: %s", seed, adj_action_type_to_string (a->type), error->message);
      const AdjGameState *after = adj_journal_get_state (j);
      type_counts[a->type]++;
      if (a->type == ADJ_ACTION_FIRE)
        fire_counts[a->fire_kind]++;
      outcome_counts[adj_game_state_last_outcome (after)]++;
      check_invariants (after);
      check_step (before, after);

      /* Undo then redo gives the same state. */
      if (g_rand_int_range (rand, 0, 4) == 0)
        {
          guint k = (guint) g_rand_int_range (rand, 1, (gint32) MIN (adj_journal_get_cursor (j), 8u) + 1);
          g_autoptr (AdjGameState) keep = adj_game_state_ref ((AdjGameState *) after);
          for (guint i = 0; i < k; i++)
            g_assert_true (adj_journal_undo (j));
          for (guint i = 0; i < k; i++)
            g_assert_true (adj_journal_redo (j));
          g_assert_true (adj_game_state_equal (adj_journal_get_state (j), keep));
        }
    }

  /* A replay from scratch gives every state again (the rolls are in the moves). */
  g_autoptr (AdjJournal) again = adj_game_journal_new (b, &options, NULL);
  for (guint i = 0; i < adj_journal_get_length (j); i++)
    {
      g_assert_true (adj_journal_apply (again, adj_journal_get_move (j, i), NULL));
      g_assert_true (adj_game_state_equal (adj_journal_get_state (again), adj_journal_get_state_at (j, i + 1)));
    }

  if (check_save)
    {
      adj_journal_set_cursor (j, (guint) g_rand_int_range (rand, 0, (gint32) adj_journal_get_length (j) + 1));
      json_object *o = adj_savegame_to_json (j, TRUE);
      const char *text = json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN);
      GError *error = NULL;
      g_autoptr (AdjJournal) loaded = adj_savegame_load_data (text, strlen (text), "p.json", adj_rulesets (), NULL, NULL, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (adj_journal_get_cursor (loaded), ==, adj_journal_get_cursor (j));
      g_assert_true (adj_game_state_equal (adj_journal_get_state (loaded), adj_journal_get_state (j)));
      for (guint i = 0; i <= adj_journal_get_length (j); i++)
        g_assert_true (adj_game_state_equal (adj_journal_get_state_at (loaded, i), adj_journal_get_state_at (j, i)));
      json_object_put (o);
    }
}

/* The random play reached every kind of action and result. */
static void
check_coverage (gboolean night2, gboolean fixed_glory)
{
  for (guint k = 0; k < ADJ_FIRE_KIND_COUNT; k++)
    {
      g_test_message ("fire %s: %u", adj_fire_kind_to_string ((AdjFireKind) k), fire_counts[k]);
      if (k == (fixed_glory ? ADJ_FIRE_RETURN : ADJ_FIRE_OFFENSIVE))
        g_assert_cmpuint (fire_counts[k], ==, 0);
      else
        g_assert_cmpuint (fire_counts[k], >, 0);
    }
  for (guint t = 0; t < ADJ_ACTION_TYPE_COUNT; t++)
    {
      g_test_message ("%s: %u", adj_action_type_to_string ((AdjActionType) t), type_counts[t]);
      if (t != ADJ_ACTION_ASSIGN || night2)  /* only the synthetic battle has leader options */
        g_assert_cmpuint (type_counts[t], >, 0);
    }
  for (guint o = 0; o <= ADJ_OUTCOME_CHECK_PASSED; o++)
    {
      g_test_message ("%s: %u", adj_outcome_to_string ((AdjOutcome) o), outcome_counts[o]);
      if (o != ADJ_OUTCOME_RECOVERY_WAITS || night2)  /* games on the sample end before its Night 2 */
        g_assert_cmpuint (outcome_counts[o], >, 0);
    }
  memset (type_counts, 0, sizeof type_counts);
  memset (outcome_counts, 0, sizeof outcome_counts);
  memset (fire_counts, 0, sizeof fire_counts);
}

static void
test_sample_games (void)
{
  g_autoptr (AdjBattle) b = th_load_sample ();
  for (guint32 seed = 1; seed <= 2000; seed++)
    play_checked (b, 120, seed, seed % 10 == 0, FALSE);
  check_coverage (FALSE, FALSE);
}

/* The Fixed Glory variant: its fire phases, no return fire (Fixed Glory house rules). */
static void
test_fixed_glory_games (void)
{
  g_autoptr (AdjBattle) b = th_load_sample ();
  for (guint32 seed = 1; seed <= 500; seed++)
    play_checked (b, 160, seed, seed % 10 == 0, TRUE);
  check_coverage (FALSE, TRUE);
}

static void
test_synthetic_games (void)
{
  g_autofree char *json = th_synthetic_battle_json (3, 2, 4, 40);
  g_autoptr (AdjBattle) b = th_battle (json);
  for (guint32 seed = 1; seed <= 400; seed++)
    play_checked (b, 1000, seed, seed % 20 == 0, FALSE);
  check_coverage (TRUE, FALSE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/properties/sample-2000-games", test_sample_games);
  g_test_add_func ("/properties/synthetic-400-games", test_synthetic_games);
  g_test_add_func ("/properties/fixed-glory-500-games", test_fixed_glory_games);
  return g_test_run ();
}
