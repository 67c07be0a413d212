/* The Mutual Reinforcement Phase (6.3.1): every roll of Early Entry (9.3),
 * Variable Reinforcements (9.4) and the Entry Hex (9.2), the CSA's
 * precedence at a shared Entry Hex, markers that come with their
 * formation, and the optional rule without rolls. */
#include <string.h>

#include "cog-helpers.h"

static AdjCogGroupInfo
group (const AdjJournal *j, const char *id)
{
  const AdjCogBattle *b = adj_journal_get_scenario (j);
  AdjCogGroupInfo g;
  adj_cog_state_group (ch_state (j), (guint) adj_cog_battle_find_reinforcement (b, id), &g);
  return g;
}

/* 9.3: 1-3 this turn, 4-5 one turn after the printed one, 6 two. */
static void
test_early_entry (void)
{
  g_autoptr (AdjCogBattle) b = ch_demo ();
  static const guint expect[7] = { 0, 0, 0, 0, 2, 2, 3 };
  for (int roll = 1; roll <= 6; roll++)
    {
      g_autoptr (AdjJournal) j = ch_game (b, NULL);
      g_autofree char *move = g_strdup_printf ("{\"type\":\"early_entry\",\"reinforcement\":\"r-gray-2\",\"roll\":%d}",
                                               roll);
      ch_apply (j, move);
      AdjCogGroupInfo g = group (j, "r-gray-2");
      g_assert_cmpuint (g.turn, ==, expect[roll]);
      g_assert_true (g.fixed);
      /* No further delay or hex roll (9.3). */
      ch_play_until (j, g.turn, "place");
      g = group (j, "r-gray-2");
      g_assert_true (g.arrived);
      g_assert_cmpint (g.variable_roll, ==, 0);
      g_assert_cmpint (g.entry_roll, ==, 0);
      g_assert_cmpstr (adj_cog_battle_entry_hex (b, (guint) g.entry), ==, "B");
      /* 9.3: the formation's CM and AM come with it. */
      g_assert_cmpint (adj_cog_state_cm_status (ch_state (j), ch_cm (b, "cm-gray-2")), ==, ADJ_COG_CM_READY);
      g_assert_cmpint (adj_cog_state_am_status (ch_state (j), ch_am (b, "am-gray-2")), ==, ADJ_COG_AM_POOL);
    }
}

/* 9.4: 1-4 this turn, 5 next turn, 6 in two turns; a delayed formation
 * keeps its hex and rolls no more; its markers wait with it. */
static void
test_variable (void)
{
  g_autoptr (AdjCogBattle) b = ch_demo ();
  static const guint expect[7] = { 0, 1, 1, 1, 1, 2, 3 };
  for (int roll = 1; roll <= 6; roll++)
    {
      g_autoptr (AdjJournal) j = ch_game (b, NULL);
      ch_play_until (j, 1, "reinforce-csa");
      ch_refuse (j, "{\"type\":\"entry_roll\",\"reinforcement\":\"r-gray-2\",\"roll\":1}", "9.4: roll for the delay");
      ch_refuse (j, "{\"type\":\"next\",\"step\":\"reinforce-csa\"}", "9.4: roll for the delay of Gray 2nd Division");
      g_autofree char *move = g_strdup_printf ("{\"type\":\"variable_entry\",\"reinforcement\":\"r-gray-2\",\"roll\":%d}",
                                               roll);
      ch_apply (j, move);
      AdjCogGroupInfo g = group (j, "r-gray-2");
      g_assert_cmpuint (g.turn, ==, expect[roll]);
      g_assert_cmpint (g.fixed, ==, roll >= 5);
      if (roll <= 4)
        {
          ch_refuse (j, "{\"type\":\"next\",\"step\":\"reinforce-csa\"}", "9.2: roll for the Entry Hex of Gray 2nd");
          ch_apply (j, "{\"type\":\"entry_roll\",\"reinforcement\":\"r-gray-2\",\"roll\":3}");
        }
      else
        ch_refuse (j, "{\"type\":\"entry_roll\",\"reinforcement\":\"r-gray-2\",\"roll\":3}",
                   "9.2: Gray 2nd Division does not roll for its Entry Hex now");
      ch_next (j);
      ch_refuse (j, "{\"type\":\"variable_entry\",\"reinforcement\":\"r-gray-2\",\"roll\":1}", "6.3.1");
      ch_play_until (j, expect[roll], "place");
      g = group (j, "r-gray-2");
      g_assert_true (g.arrived);
      g_assert_cmpstr (adj_cog_battle_entry_hex (b, (guint) g.entry), ==, "B");
      g_assert_cmpint (adj_cog_state_cm_status (ch_state (j), ch_cm (b, "cm-gray-2")), ==, ADJ_COG_CM_READY);
    }
  /* Delayed past the last turn: never placed. */
  g_autoptr (AdjJournal) j = ch_game (b, NULL);
  ch_apply (j, "{\"type\":\"next\",\"step\":\"early-csa\"}");
  ch_apply (j, "{\"type\":\"early_entry\",\"reinforcement\":\"r-blue-2\",\"roll\":6}");
  g_assert_cmpuint (group (j, "r-blue-2").turn, ==, 3);
}

static AdjJournal *
both_due (AdjCogBattle *b, int csa_roll, int union_roll)
{
  AdjJournal *j = ch_game (b, NULL);
  ch_play_until (j, 1, "reinforce-csa");
  ch_apply (j, "{\"type\":\"variable_entry\",\"reinforcement\":\"r-gray-2\",\"roll\":4}");
  g_autofree char *c = g_strdup_printf ("{\"type\":\"entry_roll\",\"reinforcement\":\"r-gray-2\",\"roll\":%d}", csa_roll);
  ch_apply (j, c);
  ch_next (j);
  ch_apply (j, "{\"type\":\"variable_entry\",\"reinforcement\":\"r-blue-2\",\"roll\":1}");
  g_autofree char *u = g_strdup_printf ("{\"type\":\"entry_roll\",\"reinforcement\":\"r-blue-2\",\"roll\":%d}", union_roll);
  ch_apply (j, u);
  ch_next (j);
  return j;
}

static const char *
entry_of (const AdjJournal *j, const char *id)
{
  return adj_cog_battle_entry_hex (adj_journal_get_scenario (j), (guint) group (j, id).entry);
}

/* 9.2: 1-4 the listed hex, 5-6 the alternate; the CSA keeps a shared hex
 * and the Union goes to the nearest lower lettered one without the CSA. */
static void
test_entry_hex (void)
{
  g_autoptr (AdjCogBattle) b = ch_demo ();
  for (int roll = 1; roll <= 6; roll++)
    {
      g_autoptr (AdjJournal) j = both_due (b, roll, 5);
      g_assert_cmpstr (entry_of (j, "r-gray-2"), ==, roll <= 4 ? "B" : "C");
      g_assert_cmpstr (entry_of (j, "r-blue-2"), ==, "A");
    }
  g_autoptr (AdjJournal) j = both_due (b, 2, 3);
  g_assert_cmpstr (entry_of (j, "r-gray-2"), ==, "B");
  g_assert_cmpstr (entry_of (j, "r-blue-2"), ==, "A");
  g_autofree char *line = adj_journal_describe (j, adj_journal_get_cursor (j) - 2);
  g_assert_nonnull (strstr (line, "the listed Entry Hex B (9.2)"));

  /* Ruling: with no lower hex free, the nearest higher one. */
  json_object *root = ch_demo_json ();
  for (guint i = 0; i < 2; i++)
    json_object_object_add (json_object_array_get_idx (json_object_object_get (root, "reinforcements"), i), "entry",
                            json_object_new_string ("A"));
  g_autoptr (AdjCogBattle) b2 = ch_battle_from_json (root);
  json_object_put (root);
  g_autoptr (AdjJournal) k = both_due (b2, 1, 1);
  g_assert_cmpstr (entry_of (k, "r-gray-2"), ==, "A");
  g_assert_cmpstr (entry_of (k, "r-blue-2"), ==, "B");
}

/* 9.2's optional rule: the listed turn and hex, no rolls at all. */
static void
test_historical (void)
{
  g_autoptr (AdjCogBattle) b = ch_demo ();
  g_autoptr (AdjJournal) j = ch_game (b, "{\"historical_entry\":true}");
  g_assert_cmpint (adj_cog_state_step (ch_state (j)), ==, ADJ_COG_STEP_PLACE);
  g_assert_true (adj_cog_state_option (ch_state (j), ADJ_COG_OPTION_HISTORICAL_ENTRY));
  ch_refuse (j, "{\"type\":\"early_entry\",\"reinforcement\":\"r-gray-2\",\"roll\":1}", "9.2: the optional rule");
  ch_play_until (j, 1, "place");
  g_assert_true (group (j, "r-gray-2").arrived);
  g_assert_true (group (j, "r-blue-2").arrived);
  g_assert_cmpstr (entry_of (j, "r-gray-2"), ==, "B");
  g_assert_cmpstr (entry_of (j, "r-blue-2"), ==, "A");  /* the CSA's precedence still holds */
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cog/rule-9.3/early-entry-rolls", test_early_entry);
  g_test_add_func ("/cog/rule-9.4/variable-reinforcement-rolls", test_variable);
  g_test_add_func ("/cog/rule-9.2/entry-hex-rolls-and-precedence", test_entry_hex);
  g_test_add_func ("/cog/rule-9.2/optional-rule-no-rolls", test_historical);
  return g_test_run ();
}
