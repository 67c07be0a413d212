/* What the app's pages ask the engine: which reinforcement may roll now
 * and where it is bound, an SCM's availability roll, where a side's
 * victory points come from. */
#include "cog-helpers.h"

/* What the Reinforcements page asks: who may roll now, and for what. */
static void
test_rolls_due (void)
{
  g_autoptr (AdjCogBattle) b = ch_demo ();
  g_autoptr (AdjJournal) j = ch_game (b, NULL);
  guint gray = (guint) adj_cog_battle_find_reinforcement (b, "r-gray-2");
  guint blue = (guint) adj_cog_battle_find_reinforcement (b, "r-blue-2");
  AdjCogMoveType type;

  /* 9.3: in the CSA's step only the CSA formation due next turn. */
  g_assert_true (adj_cog_state_reinforcement_roll (ch_state (j), gray, &type));
  g_assert_cmpint (type, ==, ADJ_COG_MOVE_EARLY_ENTRY);
  g_assert_false (adj_cog_state_reinforcement_roll (ch_state (j), blue, &type));
  ch_next (j);
  g_assert_true (adj_cog_state_reinforcement_roll (ch_state (j), blue, &type));
  g_assert_cmpint (type, ==, ADJ_COG_MOVE_EARLY_ENTRY);
  ch_apply (j, "{\"type\":\"early_entry\",\"reinforcement\":\"r-blue-2\",\"roll\":4}");
  g_assert_false (adj_cog_state_reinforcement_roll (ch_state (j), blue, &type));  /* once */
  g_autoptr (AdjJournal) k = ch_game (b, NULL);
  ch_play_until (k, 1, "reinforce-csa");
  /* Turn 2: 9.4's delay first, then 9.2's Entry Hex. */
  g_assert_true (adj_cog_state_reinforcement_roll (ch_state (k), gray, &type));
  g_assert_cmpint (type, ==, ADJ_COG_MOVE_VARIABLE_ENTRY);
  ch_apply (k, "{\"type\":\"variable_entry\",\"reinforcement\":\"r-gray-2\",\"roll\":2}");
  g_assert_true (adj_cog_state_reinforcement_roll (ch_state (k), gray, &type));
  g_assert_cmpint (type, ==, ADJ_COG_MOVE_ENTRY_ROLL);
  ch_apply (k, "{\"type\":\"entry_roll\",\"reinforcement\":\"r-gray-2\",\"roll\":6}");
  g_assert_false (adj_cog_state_reinforcement_roll (ch_state (k), gray, &type));
  /* The optional rule of 9.2: no rolls at all. */
  g_autoptr (AdjJournal) h = ch_game (b, "{\"historical_entry\":true}");
  g_assert_false (adj_cog_state_reinforcement_roll (ch_state (h), gray, &type));
}

/* 6.3.2: the Gray Commander is available on 1-4, rolled once a turn. */
static void
test_scm_roll (void)
{
  g_autoptr (AdjCogBattle) b = ch_demo ();
  g_autoptr (AdjJournal) j = ch_game (b, NULL);
  gboolean due;
  for (int i = 0; i < 5; i++)
    ch_next (j);
  g_assert_cmpint (adj_cog_state_scm_roll (ch_state (j), 0, &due), ==, 0);
  g_assert_true (due);
  ch_apply (j, "{\"type\":\"scm_roll\",\"scm\":\"scm-gray-commander\",\"roll\":4}");
  g_assert_cmpint (adj_cog_state_scm_roll (ch_state (j), 0, &due), ==, 4);
  g_assert_false (due);
  ch_refuse (j, "{\"type\":\"scm_roll\",\"scm\":\"scm-gray-commander\",\"roll\":1}", "6.3.2: no roll is due");
}

/* 9.2: a roll of 5-6 sends the formation to its alternate Entry Hex; the
 * page shows where it is bound before it is placed. */
static void
test_bound_for (void)
{
  g_autoptr (AdjCogBattle) b = ch_demo ();
  g_autoptr (AdjJournal) j = ch_game (b, NULL);
  guint gray = (guint) adj_cog_battle_find_reinforcement (b, "r-gray-2");
  AdjCogGroupInfo g;

  adj_cog_state_group (ch_state (j), gray, &g);
  g_assert_cmpstr (adj_cog_battle_entry_hex (b, g.bound_for), ==, "B");
  ch_play_until (j, 1, "reinforce-csa");
  ch_apply (j, "{\"type\":\"variable_entry\",\"reinforcement\":\"r-gray-2\",\"roll\":4}");
  ch_apply (j, "{\"type\":\"entry_roll\",\"reinforcement\":\"r-gray-2\",\"roll\":5}");
  adj_cog_state_group (ch_state (j), gray, &g);
  g_assert_false (g.arrived);
  g_assert_cmpstr (adj_cog_battle_entry_hex (b, g.bound_for), ==, "C");
  ch_play_until (j, 1, "place");  /* the Union rolls too, then all arrive */
  adj_cog_state_group (ch_state (j), gray, &g);
  g_assert_true (g.arrived);
  g_assert_cmpint (g.entry, ==, (int) g.bound_for);
  g_assert_cmpstr (adj_cog_battle_entry_hex (b, g.bound_for), ==, "C");
}

/* 5.1, 5.2: the Union holds the Crossroads (3), the CSA Mill Ridge (2);
 * a typed point and a step lost add where they belong. */
static void
test_vp_parts (void)
{
  g_autoptr (AdjCogBattle) b = ch_demo ();
  g_autoptr (AdjJournal) j = ch_game (b, NULL);
  AdjCogVpParts p;

  ch_apply (j, "{\"type\":\"vp\",\"side\":\"csa\",\"vp\":2,\"reason\":\"an exit\"}");
  ch_play_until (j, 0, "retreat");
  ch_apply (j, "{\"type\":\"step_loss\",\"unit\":\"granite\",\"reason\":\"retreat_phase\"}");
  adj_cog_state_vp_parts (ch_state (j), ADJ_COG_CSA, &p);
  g_assert_cmpint (p.enemy_steps, ==, 1);
  g_assert_cmpint (p.steps, ==, 1);
  g_assert_cmpint (p.hexes, ==, 2);
  g_assert_cmpint (p.other, ==, 2);
  g_assert_cmpint (adj_cog_state_vp (ch_state (j), ADJ_COG_CSA), ==, 5);
  adj_cog_state_vp_parts (ch_state (j), ADJ_COG_UNION, &p);
  g_assert_cmpint (p.enemy_steps + p.steps + p.other, ==, 0);
  g_assert_cmpint (p.hexes, ==, 3);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cog/rule-9.3-9.4-9.2/rolls-due", test_rolls_due);
  g_test_add_func ("/cog/rule-9.2/bound-for", test_bound_for);
  g_test_add_func ("/cog/rule-6.3.2/scm-roll", test_scm_roll);
  g_test_add_func ("/cog/rule-5.1/vp-parts", test_vp_parts);
  return g_test_run ();
}
