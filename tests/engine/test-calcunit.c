/* A unit in a calculator row (calcunit.h): the types and numbers each
 * role reads (9.1, 9.23, 10.24, 10.26), which of the game's units may fill
 * it (6.5: units on the map), and a game unit as the calculators see it:
 * its face (12.1), its disordered rating (11.11), a battery's Fire
 * Strength and range type (9.11, 9.23). */
#include "game-helpers.h"

typedef ThGame Fixture;

/* 9.1: only artillery fires in Artillery Fire; every type elsewhere. */
static void
test_gun_rows (Fixture *f, gconstpointer data)
{
  guint n;
  const AdjCombatKind *kinds = adj_unit_role_kinds (ADJ_UNIT_ROLE_GUN, &n);

  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpint (kinds[0], ==, ADJ_COMBAT_ARTILLERY);
  g_assert_cmpint (kinds[1], ==, ADJ_COMBAT_HORSE_ARTILLERY);
  for (AdjUnitRole role = ADJ_UNIT_ROLE_CHARGER; role <= ADJ_UNIT_ROLE_FIRER; role++)
    if (role != ADJ_UNIT_ROLE_GUN)
      {
        adj_unit_role_kinds (role, &n);
        g_assert_cmpuint (n, ==, ADJ_COMBAT_KIND_COUNT);
        g_assert_true (adj_unit_role_takes_kind (role, ADJ_COMBAT_INFANTRY));
      }
  g_assert_false (adj_unit_role_takes_kind (ADJ_UNIT_ROLE_GUN, ADJ_COMBAT_INFANTRY));
  g_assert_false (adj_unit_role_takes_kind (ADJ_UNIT_ROLE_GUN, ADJ_COMBAT_MOUNTED_CAVALRY));

  g_assert_true (adj_game_unit_fits_role (th_state (f), th_unit (f->b, "getty-arty"), ADJ_UNIT_ROLE_GUN));
  g_assert_true (adj_game_unit_fits_role (th_state (f), th_unit (f->b, "csa-b-arty"), ADJ_UNIT_ROLE_GUN));
  g_assert_false (adj_game_unit_fits_role (th_state (f), th_unit (f->b, "getty-a"), ADJ_UNIT_ROLE_GUN));
  g_assert_true (adj_game_unit_fits_role (th_state (f), th_unit (f->b, "getty-a"), ADJ_UNIT_ROLE_TARGET));
  /* A Fixed Glory firer is any type (infantry fires too). */
  g_assert_true (adj_game_unit_fits_role (th_state (f), th_unit (f->b, "getty-a"), ADJ_UNIT_ROLE_FIRER));
  g_assert_true (adj_game_unit_fits_role (th_state (f), th_unit (f->b, "getty-arty"), ADJ_UNIT_ROLE_TARGET));
  /* No such unit. */
  g_assert_false (adj_game_unit_fits_role (th_state (f), 9999, ADJ_UNIT_ROLE_TARGET));
}

/* Only units on the map: not a reinforcement before it enters (6.51), not
 * a unit withdrawn (11.41). */
static void
test_on_the_map (Fixture *f, gconstpointer data)
{
  guint c1 = th_unit (f->b, "csa-c-1"), a = th_unit (f->b, "getty-a");

  g_assert_false (adj_game_unit_fits_role (th_state (f), c1, ADJ_UNIT_ROLE_DEFENDER));
  g_assert_true (adj_game_unit_fits_role (th_state (f), a, ADJ_UNIT_ROLE_DEFENDER));
  th_play_to_activation (f->j, "vi-corps#1");
  th_apply (f->j, adj_action_start (th_group (f->b, "getty")));
  th_apply (f->j, adj_action_unit (ADJ_ACTION_WITHDRAW, a));
  g_assert_false (adj_game_unit_fits_role (th_state (f), a, ADJ_UNIT_ROLE_DEFENDER));
  g_assert_false (adj_game_unit_fits_role (th_state (f), a, ADJ_UNIT_ROLE_TARGET));
}

/* 11.11: a disordered unit fights at its disordered rating. */
static void
test_disordered_rating (Fixture *f, gconstpointer data)
{
  guint b = th_unit (f->b, "getty-b");
  AdjCombatUnit u = { 0 };

  adj_game_state_combat_unit (th_state (f), b, &u);
  g_assert_cmpint (u.kind, ==, ADJ_COMBAT_INFANTRY);
  g_assert_false (u.disordered);
  g_assert_cmpint (u.strength, ==, 5);
  g_assert_cmpint (u.cohesion, ==, 5);
  th_play_to_activation (f->j, "vi-corps#1");
  th_apply (f->j, adj_action_start (th_group (f->b, "getty")));
  th_apply (f->j, adj_action_unit (ADJ_ACTION_DISORDER, b));
  adj_game_state_combat_unit (th_state (f), b, &u);
  g_assert_true (u.disordered);
  g_assert_cmpint (u.cohesion, ==, 3);
  g_assert_cmpint (u.strength, ==, 5);
}

/* 9.23, 9.11: a battery's strength in the calculators is its Fire
 * Strength; its range type comes with it. Horse artillery stays so. */
static void
test_battery (Fixture *f, gconstpointer data)
{
  AdjCombatUnit u = { 0 };

  adj_game_state_combat_unit (th_state (f), th_unit (f->b, "getty-arty"), &u);
  g_assert_cmpint (u.kind, ==, ADJ_COMBAT_ARTILLERY);
  g_assert_cmpint (u.strength, ==, 1);
  g_assert_cmpint (u.gun, ==, ADJ_GUN_MEDIUM);
  g_assert_cmpint (u.cohesion, ==, 5);
  adj_game_state_combat_unit (th_state (f), th_unit (f->b, "csa-b-arty"), &u);
  g_assert_cmpint (u.kind, ==, ADJ_COMBAT_HORSE_ARTILLERY);
  g_assert_cmpint (u.strength, ==, 0);  /* its Fire Strength, not its 1 SP */
  g_assert_cmpint (u.gun, ==, ADJ_GUN_SHORT);
}

/* 12.1: cavalry fights on the face it is on. */
static void
test_cavalry_face (Fixture *f, gconstpointer data)
{
  guint cav = th_unit (f->b, "union-cav-a");
  AdjCombatUnit u = { 0 };

  adj_game_state_combat_unit (th_state (f), cav, &u);
  g_assert_cmpint (u.kind, ==, ADJ_COMBAT_MOUNTED_CAVALRY);
  g_assert_cmpint (u.strength, ==, 3);
  g_assert_cmpint (u.cohesion, ==, 7);
  th_play_to_activation (f->j, "union-cavalry#1");
  th_apply (f->j, adj_action_start (th_group (f->b, "union-cav-brigade")));
  th_advance_to (f->j, ADJ_STEP_MOVEMENT);
  th_apply (f->j, adj_action_mount (cav, FALSE, 0));
  adj_game_state_combat_unit (th_state (f), cav, &u);
  g_assert_cmpint (u.kind, ==, ADJ_COMBAT_DISMOUNTED_CAVALRY);
  g_assert_cmpint (u.strength, ==, 2);
  g_assert_cmpint (u.cohesion, ==, 6);
}

/* 10.28: artillery never charges, so no charging row takes a battery from
 * the game. The lists start with the units a player looks for: during
 * the Union's activation the Union's chargers and guns first, and the
 * Confederates first to defend or to be fired at. */
static void
test_role_order (Fixture *f, gconstpointer data)
{
  guint gun = th_unit (f->b, "getty-arty"), a = th_unit (f->b, "getty-a"), csa = th_unit (f->b, "csa-a-1");

  g_assert_false (adj_game_unit_fits_role (th_state (f), gun, ADJ_UNIT_ROLE_CHARGER));
  g_assert_true (adj_game_unit_fits_role (th_state (f), gun, ADJ_UNIT_ROLE_DEFENDER));
  th_play_to_activation (f->j, "vi-corps#1");
  g_autoptr (GArray) chargers = adj_game_role_units (th_state (f), ADJ_UNIT_ROLE_CHARGER);
  g_autoptr (GArray) defenders = adj_game_role_units (th_state (f), ADJ_UNIT_ROLE_DEFENDER);
  g_autoptr (GArray) targets = adj_game_role_units (th_state (f), ADJ_UNIT_ROLE_TARGET);
  g_autoptr (GArray) guns = adj_game_role_units (th_state (f), ADJ_UNIT_ROLE_GUN);
  g_assert_cmpuint (g_array_index (chargers, guint, 0), ==, a);
  g_assert_cmpuint (g_array_index (defenders, guint, 0), ==, csa);
  g_assert_cmpuint (g_array_index (targets, guint, 0), ==, csa);
  g_assert_cmpuint (g_array_index (guns, guint, 0), ==, gun);
  /* Every side's units are there, each once; no battery among the chargers. */
  guint on_map = 0;
  for (guint u = 0; u < adj_battle_n_units (f->b); u++)
    on_map += adj_game_state_unit_status (th_state (f), u) == ADJ_UNIT_ON_MAP;
  g_assert_cmpuint (defenders->len, ==, on_map);
  for (guint i = 0; i < chargers->len; i++)
    g_assert_cmpuint (g_array_index (chargers, guint, i), !=, gun);
  gboolean seen_csa = FALSE;
  for (guint i = 0; i < chargers->len; i++)
    {
      gboolean is_csa = adj_battle_unit_side (f->b, g_array_index (chargers, guint, i)) == 1;
      g_assert_true (!seen_csa || is_csa);  /* the Union's all come first */
      seen_csa |= is_csa;
    }
  g_assert_true (seen_csa);
}

/* Which numbers each role reads: a unit fired at only its cohesion
 * (9.22), a battery its Fire Strength and range type (9.11, 9.23), a
 * charging unit whether it charges (10.24; never artillery), mounted
 * cavalry how it moved (10.26). */
static void
test_fields (void)
{
  const guint S = ADJ_UNIT_FIELD_STRENGTH, C = ADJ_UNIT_FIELD_COHESION, CH = ADJ_UNIT_FIELD_CHARGING;
  const guint M = ADJ_UNIT_FIELD_MOVEMENT, G = ADJ_UNIT_FIELD_GUN;
  static const struct {
    AdjUnitRole role;
    AdjCombatKind kind;
    guint fields;
  } cases[] = {
    { ADJ_UNIT_ROLE_CHARGER, ADJ_COMBAT_INFANTRY, 0 },
    { ADJ_UNIT_ROLE_CHARGER, ADJ_COMBAT_MOUNTED_CAVALRY, 1 },
    { ADJ_UNIT_ROLE_CHARGER, ADJ_COMBAT_ARTILLERY, 2 },
    { ADJ_UNIT_ROLE_DEFENDER, ADJ_COMBAT_INFANTRY, 3 },
    { ADJ_UNIT_ROLE_DEFENDER, ADJ_COMBAT_HORSE_ARTILLERY, 4 },
    { ADJ_UNIT_ROLE_GUN, ADJ_COMBAT_ARTILLERY, 5 },
    { ADJ_UNIT_ROLE_TARGET, ADJ_COMBAT_INFANTRY, 6 },
    { ADJ_UNIT_ROLE_TARGET, ADJ_COMBAT_ARTILLERY, 6 },
    { ADJ_UNIT_ROLE_FIRER, ADJ_COMBAT_INFANTRY, 7 },
    { ADJ_UNIT_ROLE_FIRER, ADJ_COMBAT_ARTILLERY, 5 },
  };
  const guint expect[] = { S | C | CH, S | C | CH | M, S | C | G, S | C, S | C | G, S | G, C, S };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    g_assert_cmpuint (adj_unit_role_fields (cases[i].role, cases[i].kind), ==, expect[cases[i].fields]);
  /* A battery's Fire Strength DRM may be 0; a fighting unit has 1 SP. */
  g_assert_cmpint (adj_unit_role_min_strength (ADJ_COMBAT_ARTILLERY), ==, 0);
  g_assert_cmpint (adj_unit_role_min_strength (ADJ_COMBAT_HORSE_ARTILLERY), ==, 0);
  g_assert_cmpint (adj_unit_role_min_strength (ADJ_COMBAT_INFANTRY), ==, 1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, fn) g_test_add (path, Fixture, NULL, th_game_setup, fn, th_game_teardown)
  ADD ("/calcunit/rule-9.1/gun-rows-take-artillery-only", test_gun_rows);
  ADD ("/calcunit/rule-6.51/only-units-on-the-map", test_on_the_map);
  ADD ("/calcunit/rule-11.11/disordered-rating", test_disordered_rating);
  ADD ("/calcunit/rule-9.23/battery-fire-strength-and-range", test_battery);
  ADD ("/calcunit/rule-12.1/cavalry-face", test_cavalry_face);
  ADD ("/calcunit/rule-10.28/role-lists-enemy-first-no-artillery-charges", test_role_order);
#undef ADD
  g_test_add_func ("/calcunit/rule-10.26/fields-by-role", test_fields);
  return g_test_run ();
}
