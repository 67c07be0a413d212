/* A result's retreats as made on the table (retreatplan.h): the units a
 * retreat may displace (11.26), a path checked (11.22, 11.25) and
 * expanded into its effects (11.24-11.27), the displaced unit's check
 * first (+2 at night, 13), and a retreat that never happens because a
 * failed check withdrew the unit first (11.41). */
#include <string.h>

#include "game-helpers.h"

typedef ThGame Fixture;

static gboolean
has (GArray *units, guint u)
{
  for (guint i = 0; i < units->len; i++)
    if (g_array_index (units, guint, i) == u)
      return TRUE;
  return FALSE;
}

/* 11.26: a friendly unit on the map moves aside: not the retreating unit,
 * not the enemy, not the combat's own units, not a unit off the map. */
static void
test_displace_candidates (Fixture *f, gconstpointer data)
{
  guint b = th_unit (f->b, "getty-b");
  g_autoptr (GArray) exclude = g_array_new (FALSE, FALSE, sizeof (guint));
  g_array_append_val (exclude, (guint) { th_unit (f->b, "getty-arty") });
  g_autoptr (GArray) units = adj_retreat_displace_candidates (th_state (f), b, exclude);

  g_assert_true (has (units, th_unit (f->b, "getty-a")));
  g_assert_true (has (units, th_unit (f->b, "union-cav-a")));
  g_assert_false (has (units, b));
  g_assert_false (has (units, th_unit (f->b, "getty-arty")));
  g_assert_false (has (units, th_unit (f->b, "csa-a-1")));
  /* A Confederate retreat: its side's units on the map, not the 0700
   * reinforcements. */
  g_autoptr (GArray) csa = adj_retreat_displace_candidates (th_state (f), th_unit (f->b, "csa-a-1"), NULL);
  g_assert_true (has (csa, th_unit (f->b, "csa-a-2")));
  g_assert_false (has (csa, th_unit (f->b, "csa-c-1")));
  g_assert_false (has (csa, th_unit (f->b, "getty-a")));
  /* No such unit: nobody. */
  g_autoptr (GArray) none = adj_retreat_displace_candidates (th_state (f), 9999, NULL);
  g_assert_cmpuint (none->len, ==, 0);
}

/* 11.27: no path eliminates, only off the map withdraws, and either way
 * nothing is crossed, entered or displaced. */
static void
test_no_path (void)
{
  AdjRetreatPath path = { 0 };

  g_assert_true (adj_retreat_path_moves (&path));
  path.blocked = TRUE;
  g_assert_false (adj_retreat_path_moves (&path));
  path = (AdjRetreatPath) { .off_map = TRUE };
  g_assert_false (adj_retreat_path_moves (&path));
}

/* The result: Getty 'b' (stack 0, unit 0 of the defenders) checks
 * cohesion, then retreats one hex under the result's rule. */
static GArray *
result (gboolean disordered, AdjCombatState *st)
{
  GArray *e = adj_effects_new ();
  AdjEffect check = { .kind = ADJ_EFFECT_CHECK, .side = ADJ_SIDE_DEFENDER, .cohesion = disordered ? 3 : 5,
                      .rule = "10.2", .text = g_strdup ("Getty 'b' checks cohesion") };
  AdjEffect retreat = { .kind = ADJ_EFFECT_RETREAT, .side = ADJ_SIDE_DEFENDER, .hexes_min = 1, .hexes_max = 1,
                        .rule = "10.28", .text = g_strdup ("Getty 'b' retreats one hex") };

  g_array_append_val (e, check);
  g_array_append_val (e, retreat);
  *st = (AdjCombatState) { 0 };
  st->n_stacks[ADJ_SIDE_DEFENDER] = 1;
  st->n_units[ADJ_SIDE_DEFENDER][0] = 1;
  st->unit[ADJ_SIDE_DEFENDER][0][0] = disordered ? ADJ_COND_DISORDERED : ADJ_COND_GOOD_ORDER;
  return e;
}

static const int made_of[] = { -1, 0 };

static void
assert_kinds (GArray *effects, const AdjEffectKind *kinds, guint n)
{
  g_assert_cmpuint (effects->len, ==, n);
  for (guint i = 0; i < n; i++)
    g_assert_cmpstr (adj_effect_kind_to_string (g_array_index (effects, AdjEffect, i).kind), ==,
                     adj_effect_kind_to_string (kinds[i]));
}

/* 11.24, 11.26: Getty 'b' retreats across a ford into Getty 'a''s hex:
 * Getty 'a' moves aside and checks its cohesion (6) first, then Getty 'b'
 * retreats, keeping the result's rule, and the ford disorders it. */
static void
test_ford_and_displace (Fixture *f, gconstpointer data)
{
  AdjCombatState st;
  g_autoptr (GArray) effects = result (FALSE, &st);
  AdjRetreatMade made = { th_unit (f->b, "getty-b"), { .crossing = ADJ_CROSS_FORD, .hexes = 1 },
                          (int) th_unit (f->b, "getty-a") };
  AdjRetreatVerdict verdict = { 0 };
  guint starts[1];
  gboolean ok;

  g_autoptr (GArray) out = adj_retreats_expand (effects, made_of, &made, 1, &st, th_state (f), NULL, 0, starts,
                                                &verdict, &ok);
  g_assert_true (ok);
  g_assert_false (verdict.moot);
  g_assert_null (verdict.problem);
  g_assert_cmpuint (starts[0], ==, 1);
  const AdjEffectKind kinds[] = { ADJ_EFFECT_CHECK, ADJ_EFFECT_DISPLACE, ADJ_EFFECT_CHECK, ADJ_EFFECT_RETREAT,
                                  ADJ_EFFECT_DISORDER };
  assert_kinds (out, kinds, G_N_ELEMENTS (kinds));
  const AdjEffect *displaced_check = &g_array_index (out, AdjEffect, 2);
  g_assert_cmpuint (displaced_check->stack, ==, ADJ_EFFECT_OTHER_UNIT);
  g_assert_cmpuint (displaced_check->unit, ==, 0);  /* made retreat 0 */
  g_assert_cmpint (displaced_check->cohesion, ==, 6);
  g_assert_cmpint (displaced_check->drm, ==, 0);
  g_assert_cmpstr (displaced_check->rule, ==, "11.26");
  g_assert_cmpstr (g_array_index (out, AdjEffect, 3).rule, ==, "10.28");
  g_assert_cmpstr (g_array_index (out, AdjEffect, 4).rule, ==, "11.24");

  /* With no path it is eliminated and displaces nobody (11.27). */
  made.path = (AdjRetreatPath) { .blocked = TRUE };
  g_autoptr (GArray) blocked = adj_retreats_expand (effects, made_of, &made, 1, &st, th_state (f), NULL, 0, starts,
                                                    &verdict, &ok);
  g_assert_true (ok);
  const AdjEffectKind gone[] = { ADJ_EFFECT_CHECK, ADJ_EFFECT_ELIMINATE };
  assert_kinds (blocked, gone, G_N_ELEMENTS (gone));
}

/* 11.25, 11.22: a one-hex retreat enters one hex at most; infantry
 * retreats one hex. The refusal names the rule. */
static void
test_refused (Fixture *f, gconstpointer data)
{
  AdjCombatState st;
  g_autoptr (GArray) effects = result (FALSE, &st);
  AdjRetreatMade made = { th_unit (f->b, "getty-b"), { .enemy_frontal_hexes = 2, .hexes = 1 }, -1 };
  AdjRetreatVerdict verdict = { 0 };
  guint starts[1];
  gboolean ok;

  g_autoptr (GArray) out = adj_retreats_expand (effects, made_of, &made, 1, &st, th_state (f), NULL, 0, starts,
                                                &verdict, &ok);
  g_assert_false (ok);
  g_assert_nonnull (verdict.problem);
  g_assert_nonnull (strstr (verdict.problem, "Not a retreat the rules allow"));
  g_assert_nonnull (strstr (verdict.problem, "(11.25)"));
  adj_retreat_verdict_clear (&verdict);
  made.path = (AdjRetreatPath) { .hexes = 2 };
  g_autoptr (GArray) two = adj_retreats_expand (effects, made_of, &made, 1, &st, th_state (f), NULL, 0, starts,
                                                &verdict, &ok);
  g_assert_false (ok);
  g_assert_nonnull (strstr (verdict.problem, "(11.22)"));
  adj_retreat_verdict_clear (&verdict);
}

/* 11.41: a disordered Getty 'b' that fails its check is withdrawn: its
 * retreat never happens (the retreat is moot, nothing displaced). */
static void
test_withdrawn_first (Fixture *f, gconstpointer data)
{
  AdjCombatState st;
  g_autoptr (GArray) effects = result (TRUE, &st);
  AdjRetreatMade made = { th_unit (f->b, "getty-b"), { .hexes = 1 }, (int) th_unit (f->b, "getty-a") };
  AdjRetreatVerdict verdict = { 0 };
  guint starts[1];
  gboolean ok;

  g_autoptr (GArray) out = adj_retreats_expand (effects, made_of, &made, 1, &st, th_state (f), (const int[]) { 9 }, 1,
                                                starts, &verdict, &ok);
  g_assert_true (ok);
  g_assert_true (verdict.moot);
  g_assert_cmpuint (out->len, ==, 1);
  /* Passed: it retreats. */
  g_autoptr (GArray) passed = adj_retreats_expand (effects, made_of, &made, 1, &st, th_state (f),
                                                   (const int[]) { 0 }, 1, starts, &verdict, &ok);
  g_assert_false (verdict.moot);
  g_assert_cmpuint (passed->len, ==, 4);
}

/* 13: at night a displaced unit checks at +2. */
static void
test_displace_at_night (Fixture *f, gconstpointer data)
{
  AdjCombatState st;
  g_autoptr (GArray) effects = result (FALSE, &st);
  AdjRetreatMade made = { th_unit (f->b, "getty-b"), { .hexes = 1 }, (int) th_unit (f->b, "getty-a") };
  AdjRetreatVerdict verdict = { 0 };
  guint starts[1];
  gboolean ok;

  /* 1800 is the sixth turn, a night turn. */
  for (guint t = 0; t < 5; t++)
    th_finish_turn (f->j, TRUE);
  g_assert_true (adj_game_state_is_night (th_state (f)));
  g_autoptr (GArray) out = adj_retreats_expand (effects, made_of, &made, 1, &st, th_state (f), NULL, 0, starts,
                                                &verdict, &ok);
  g_assert_true (ok);
  const AdjEffect *check = &g_array_index (out, AdjEffect, 2);
  g_assert_cmpint (check->kind, ==, ADJ_EFFECT_CHECK);
  g_assert_cmpint (check->drm, ==, 2);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, fn) g_test_add (path, Fixture, NULL, th_game_setup, fn, th_game_teardown)
  ADD ("/retreatplan/rule-11.26/displace-candidates", test_displace_candidates);
  ADD ("/retreatplan/rule-11.24/ford-and-displace", test_ford_and_displace);
  ADD ("/retreatplan/rule-11.25/refused-path", test_refused);
  ADD ("/retreatplan/rule-11.41/withdrawn-before-retreat", test_withdrawn_first);
  ADD ("/retreatplan/rule-13/displaced-check-at-night", test_displace_at_night);
#undef ADD
  g_test_add_func ("/retreatplan/rule-11.27/no-path", test_no_path);
  return g_test_run ();
}
