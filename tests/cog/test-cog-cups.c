/* The two cups (6.3.2, 6.3.3, 15.1): half the AMs drawn, the chance of
 * each count before the draw, who may see what after it, each AM once a
 * turn; CMs set aside, withheld, drawn in turn, leaving with their
 * formations; SCMs' availability and their modifier. */
#include <string.h>

#include "cog-helpers.h"

/* Up to the Artillery/SCM Phase of turn 1, nothing entering early. */
static void
to_artillery (AdjJournal *j)
{
  while (adj_cog_state_step (ch_state (j)) != ADJ_COG_STEP_ARTILLERY)
    ch_next (j);
}

/* 6.3.2: half the cup, rounded down. */
static void
test_half (void)
{
  for (guint n = 0; n <= 9; n++)
    g_assert_cmpuint (adj_cog_am_draw_size (n, 0), ==, n / 2);
  g_assert_cmpuint (adj_cog_am_draw_size (3, 4), ==, 3);
  g_assert_cmpuint (adj_cog_am_draw_size (5, 4), ==, 4);
}

/* The chance of k own markers in the draw of half the cup: core's
 * hypergeometric at k = floor(n/2) (its counting is tested in test-cup),
 * and one case by hand: 3 own, 2 other, 2 drawn of 10 pairs. */
static void
test_chances (void)
{
  double p[7], q[7];
  adj_cog_am_chances (3, 2, p);
  g_assert_cmpfloat_with_epsilon (p[0], 1.0 / 10, 1e-15);
  g_assert_cmpfloat_with_epsilon (p[1], 6.0 / 10, 1e-15);
  g_assert_cmpfloat_with_epsilon (p[2], 3.0 / 10, 1e-15);
  g_assert_cmpfloat (p[3], ==, 0);
  for (guint own = 0; own <= 6; own++)
    for (guint other = 0; other <= 6; other++)
      {
        adj_cog_am_chances (own, other, p);
        adj_cup_own_distribution (own, other, (own + other) / 2, q);
        for (guint i = 0; i <= own; i++)
          g_assert_cmpfloat (p[i], ==, q[i]);
      }
}

/* A seed draws the same markers on every replay; the draw is fair. */
static void
test_virtual_draw (void)
{
  g_autoptr (AdjCogBattle) b = ch_demo ();
  guint csa_count[3] = { 0 };
  for (guint64 seed = 0; seed < 600; seed++)
    {
      g_autoptr (AdjJournal) j = ch_game (b, NULL);
      to_artillery (j);
      g_autoptr (AdjCogMove) m = adj_cog_move_am_draw_virtual (seed);
      g_assert_true (adj_journal_apply (j, m, NULL));
      guint own = 0, drawn = 0;
      for (guint i = 0; i < adj_cog_battle_n_ams (b); i++)
        if (adj_cog_state_am_status (ch_state (j), i) == ADJ_COG_AM_DRAWN)
          {
            drawn++;
            own += adj_cog_battle_am (b, i)->side == ADJ_COG_CSA;
          }
      /* Gray 1st, Blue 1st A and B in the cup (Gray 2nd is due later). */
      g_assert_cmpuint (drawn, ==, 1);
      csa_count[own]++;
      g_autoptr (AdjJournal) again = ch_game (b, NULL);
      to_artillery (again);
      g_assert_true (adj_journal_apply (again, m, NULL));
      g_assert_true (adj_cog_state_equal (ch_state (j), ch_state (again)));
    }
  /* One of three drawn: the CSA's own about a third of the time. */
  g_assert_cmpuint (csa_count[1], >, 150);
  g_assert_cmpuint (csa_count[1], <, 250);

  /* A save listing other markers than the seed drew is refused. */
  g_autoptr (AdjJournal) j = ch_game (b, NULL);
  to_artillery (j);
  ch_refuse (j, "{\"type\":\"am_draw\",\"seed\":5,\"drawn\":[\"am-gray-1\",\"am-blue-1a\"]}",
             "6.3.2: the markers listed are not those the seed draws");
}

/* 6.3.2's optional rule keeps each side's draw face down until used (13.3);
 * without it both sides see the draw. */
static void
test_secrets (void)
{
  g_autoptr (AdjCogBattle) b = ch_demo ();
  for (guint hidden = 0; hidden <= 1; hidden++)
    {
      g_autoptr (AdjJournal) j = ch_game (b, hidden ? "{\"greater_artillery_realism\":true}" : NULL);
      to_artillery (j);
      ch_apply (j, "{\"type\":\"am_draw\",\"drawn\":[\"am-blue-1a\"]}");
      guint ams[64], n, face_down;
      n = adj_cog_state_am_view (ch_state (j), ADJ_COG_UNION, ADJ_COG_UNION, ams, &face_down);
      g_assert_cmpuint (n, ==, 2);  /* its draw, and the reserve set apart */
      g_assert_cmpuint (face_down, ==, 0);
      n = adj_cog_state_am_view (ch_state (j), ADJ_COG_UNION, ADJ_COG_CSA, ams, &face_down);
      g_assert_cmpuint (n, ==, hidden ? 1 : 2);
      g_assert_cmpuint (face_down, ==, hidden ? 1 : 0);
      g_assert_cmpuint (ams[0], ==, hidden ? ch_am (b, "am-blue-reserve") : ch_am (b, "am-blue-1a"));
      /* Both read the journal: by counts when the draw is secret. */
      g_autofree char *line = adj_journal_describe (j, adj_journal_get_cursor (j) - 1);
      g_assert_true ((strstr (line, "Blue 1st Division Artillery A") == NULL) == hidden);
      n = adj_cog_state_am_view (ch_state (j), ADJ_COG_CSA, ADJ_COG_CSA, ams, &face_down);
      g_assert_cmpuint (n, ==, 0);
    }
}

/* Plays turn 1 to the Union's Combat Action with Blue 1st drawn. */
static AdjJournal *
union_combat_action (AdjCogBattle *b, const char *drawn)
{
  AdjJournal *j = ch_game (b, "{\"greater_artillery_realism\":true}");
  to_artillery (j);
  ch_apply (j, drawn);
  ch_apply (j, "{\"type\":\"scm_roll\",\"scm\":\"scm-gray-commander\",\"roll\":1}");
  ch_blue_1_attacks (j);
  return j;
}

/* 13.1: an AM adds 1 where a unit of its formation takes part; once a
 * turn; used, it is revealed. */
static void
test_am_use (void)
{
  g_autoptr (AdjCogBattle) b = ch_demo ();
  g_autoptr (AdjJournal) j = union_combat_action (b, "{\"type\":\"am_draw\",\"drawn\":[\"am-blue-1a\"]}");
  ch_refuse (j, "{\"type\":\"combat\",\"attackers\":[\"granite\"],\"defenders\":[\"fern\"],"
                "\"attacker_am\":\"am-gray-1\",\"defender_rolls\":[{\"unit\":\"fern\",\"roll\":1}],"
                "\"attacker_rolls\":[{\"unit\":\"granite\",\"roll\":1}]}",
             "13.1: that Artillery Marker is not available to this side now");
  ch_refuse (j, "{\"type\":\"combat\",\"attackers\":[\"granite\"],\"defenders\":[\"fern\"],"
                "\"attacker_am\":\"am-blue-1b\",\"defender_rolls\":[{\"unit\":\"fern\",\"roll\":1}],"
                "\"attacker_rolls\":[{\"unit\":\"granite\",\"roll\":1}]}",
             "13.1: that Artillery Marker is not available");
  /* Granite (2) with its AM on Fern (1): 3 to 1 has no entered column
   * in this chart yet; Iron (1) with it is 2 to 1. */
  ch_refuse (j, "{\"type\":\"combat\",\"attackers\":[\"granite\"],\"defenders\":[\"fern\"],"
                "\"attacker_am\":\"am-blue-1a\",\"defender_rolls\":[{\"unit\":\"fern\",\"roll\":1}],"
                "\"attacker_rolls\":[{\"unit\":\"granite\",\"roll\":1}]}",
             "12.9: the Combat Chart's attackers' DRM at 3-1 is not entered yet");
  guint ams[64], face_down;
  g_assert_cmpuint (adj_cog_state_am_view (ch_state (j), ADJ_COG_UNION, ADJ_COG_CSA, ams, &face_down), ==, 1);
  g_assert_cmpuint (face_down, ==, 1);
  ch_combat (j, "{\"type\":\"combat\",\"attackers\":[\"iron\"],\"defenders\":[\"fern\"],"
                "\"attacker_am\":\"am-blue-1a\",\"defender_rolls\":[{\"unit\":\"fern\",\"roll\":1}],"
                "\"attacker_rolls\":[{\"unit\":\"iron\",\"roll\":1}]}");
  g_assert_cmpuint (adj_cog_state_am_view (ch_state (j), ADJ_COG_UNION, ADJ_COG_CSA, ams, &face_down), ==, 2);
  g_assert_cmpuint (face_down, ==, 0);
  g_assert_false (adj_cog_state_am_available (ch_state (j), ch_am (b, "am-blue-1a"), ADJ_COG_UNION));
}

/* 14.3: cavalry alone retreating before a force without cavalry; if all
 * go there is no combat, no artillery, nothing to roll. */
static void
test_cavalry_retreat (void)
{
  g_autoptr (AdjCogBattle) b = ch_demo ();
  g_autoptr (AdjJournal) j = union_combat_action (b, "{\"type\":\"am_draw\",\"drawn\":[\"am-blue-1a\"]}");
  ch_refuse (j, "{\"type\":\"combat\",\"attackers\":[\"iron\"],\"defenders\":[\"birch\"],"
                "\"cavalry\":[{\"unit\":\"birch\",\"roll\":1}],\"defender_rolls\":[],\"attacker_rolls\":[]}",
             "14.3: only a hex of cavalry alone");
  g_autoptr (AdjCogMove) m = ch_move (j, "{\"type\":\"combat\",\"attackers\":[\"iron\"],\"defenders\":[\"fern\"],"
                                         "\"cavalry\":[{\"unit\":\"fern\",\"roll\":4}]}");
  AdjCogCombatSetup st;
  g_assert_true (adj_cog_combat_setup (ch_state (j), &m->combat, &st, NULL));
  g_assert_true (st.all_retreated);
  g_assert_cmpfloat (st.retreat_chance[0], ==, 4.0 / 6);
  adj_cog_combat_setup_clear (&st);
  g_assert_cmpuint (ch_combat (j, "{\"type\":\"combat\",\"attackers\":[\"iron\"],\"defenders\":[\"fern\"],"
                                  "\"cavalry\":[{\"unit\":\"fern\",\"roll\":4}]}"), ==, 1);
  g_autofree char *line = adj_journal_describe (j, adj_journal_get_cursor (j) - 1);
  g_assert_nonnull (strstr (line, "Fern Cavalry retreats before combat"));
  /* 12.3: Iron has attacked; Fern, gone, may fall in a later combat (12.10.5). */
  ch_refuse (j, "{\"type\":\"combat\",\"attackers\":[\"iron\"],\"defenders\":[\"birch\"],"
                "\"defender_rolls\":[{\"unit\":\"birch\",\"roll\":1}],\"attacker_rolls\":[{\"unit\":\"iron\",\"roll\":1}]}",
             "12.3: Iron Brigade has attacked");
  /* Granite (2) + Hickory (2) on Birch (2) with Fern there: 4 to 2, 2-1;
   * Birch loses a step, so Fern is eliminated. */
  ch_refuse (j, "{\"type\":\"combat\",\"attackers\":[\"granite\",\"hickory\"],\"defenders\":[\"birch\"],"
                "\"retreated_in\":[\"cedar\"]}", "12.10.5: Cedar Brigade did not retreat");
  g_assert_cmpuint (ch_combat (j, "{\"type\":\"combat\",\"attackers\":[\"granite\",\"hickory\"],\"defenders\":[\"birch\"],"
                                  "\"retreated_in\":[\"fern\"],\"defender_rolls\":[{\"unit\":\"birch\",\"roll\":5}],"
                                  "\"attacker_rolls\":[{\"unit\":\"granite\",\"roll\":2},{\"unit\":\"hickory\",\"roll\":2}]}"),
                    ==, 3);
  g_assert_cmpint (adj_cog_state_unit_status (ch_state (j), ch_unit (b, "fern")), ==, ADJ_COG_UNIT_ELIMINATED);
}

/* The results are applied as moves: nothing else until they are. */
static void
test_pending_results (void)
{
  g_autoptr (AdjCogBattle) b = ch_demo ();
  g_autoptr (AdjJournal) j = union_combat_action (b, "{\"type\":\"am_draw\",\"drawn\":[\"am-blue-1a\"]}");
  ch_apply (j, "{\"type\":\"combat\",\"attackers\":[\"granite\",\"hickory\"],\"defenders\":[\"birch\"],"
               "\"defender_rolls\":[{\"unit\":\"birch\",\"roll\":6}],"
               "\"attacker_rolls\":[{\"unit\":\"granite\",\"roll\":1},{\"unit\":\"hickory\",\"roll\":1}]}");
  ch_refuse (j, "{\"type\":\"next\",\"step\":\"activation\"}", "12.9: apply the last combat's results first");
  ch_refuse (j, "{\"type\":\"step_loss\",\"unit\":\"granite\",\"reason\":\"combat\"}", "gave Granite Brigade no such result");
  ch_refuse (j, "{\"type\":\"eliminate\",\"unit\":\"birch\",\"reason\":\"combat\"}", "12.9: a combat's eliminations come");
  AdjStepPrompt p;
  adj_cog_state_prompt (ch_state (j), &p);
  g_assert_cmpstr (p.rule, ==, "12.9");
  ch_apply (j, "{\"type\":\"step_loss\",\"unit\":\"birch\",\"reason\":\"combat\"}");
  ch_next (j);
  /* A typed roll that the rolls list leaves out is refused. */
  ch_apply (j, "{\"type\":\"cm_draw\",\"marker\":\"cm-blue-cav\"}");
  ch_refuse (j, "{\"type\":\"combat\",\"attackers\":[\"larch\"],\"defenders\":[\"fern\"]}", "12.2");
}

/* 6.3.3: a newly arrived CM set aside is drawn after all others; the
 * drawer alternates; a seed's draw replays. */
static void
test_cm_cup (void)
{
  g_autoptr (AdjCogBattle) b = ch_demo ();
  g_autoptr (AdjJournal) j = ch_game (b, NULL);
  ch_apply (j, "{\"type\":\"early_entry\",\"reinforcement\":\"r-gray-2\",\"roll\":3}");
  to_artillery (j);
  ch_apply (j, "{\"type\":\"am_draw\",\"seed\":1}");
  ch_apply (j, "{\"type\":\"scm_roll\",\"scm\":\"scm-gray-commander\",\"roll\":5}");
  ch_next (j);
  ch_apply (j, "{\"type\":\"set_aside\",\"cm\":\"cm-gray-2\"}");
  ch_next (j);
  guint markers[ADJ_COG_MAX_CMS_IN_CUP];
  gboolean special[ADJ_COG_MAX_CMS_IN_CUP];
  g_assert_cmpuint (adj_cog_state_cm_cup (ch_state (j), markers, special), ==, 4);  /* the SCM is out this turn */
  AdjCogSide expect = ADJ_COG_CSA;
  guint draws = 0;
  gboolean gray2_last = FALSE;
  while (adj_cog_state_step (ch_state (j)) == ADJ_COG_STEP_DRAW)
    {
      g_assert_cmpint (adj_cog_state_drawer (ch_state (j)), ==, expect);
      expect = ADJ_COG_OTHER (expect);
      g_autoptr (AdjCogMove) m = adj_cog_move_cm_draw_virtual (draws * 31 + 5);
      g_assert_true (adj_journal_apply (j, m, NULL));
      gboolean sp;
      guint index;
      AdjCogSide side;
      g_assert_true (adj_cog_state_active_marker (ch_state (j), &sp, &index, &side));
      gray2_last = index == ch_cm (b, "cm-gray-2");
      draws++;
      for (guint f = 0; f < adj_cog_battle_n_formations (b); f++)
        if (adj_cog_state_needs_command_roll (ch_state (j), f))
          {
            g_autoptr (AdjCogMove) r = adj_cog_move_roll (ADJ_COG_MOVE_COMMAND_ROLL, f, 3);
            g_assert_true (adj_journal_apply (j, r, NULL));
          }
      ch_next (j);
    }
  g_assert_cmpuint (draws, ==, 5);
  g_assert_true (gray2_last);
  /* The marker named must be the seed's. */
  g_autoptr (AdjJournal) k = ch_game (b, NULL);
  to_artillery (k);
  ch_apply (k, "{\"type\":\"am_draw\",\"seed\":1}");
  ch_apply (k, "{\"type\":\"scm_roll\",\"scm\":\"scm-gray-commander\",\"roll\":5}");
  ch_next (k);
  ch_next (k);
  g_autoptr (AdjCogMove) m = adj_cog_move_cm_draw_virtual (9);
  g_assert_true (adj_journal_apply (k, m, NULL));
  gboolean sp;
  guint index;
  AdjCogSide side;
  g_assert_true (adj_cog_state_active_marker (ch_state (k), &sp, &index, &side));
  g_assert_true (adj_journal_undo (k));
  g_autofree char *wrong = g_strdup_printf ("{\"type\":\"cm_draw\",\"seed\":9,\"marker\":\"%s\"}",
                                            index == ch_cm (b, "cm-blue-cav") ? "cm-gray-1" : "cm-blue-cav");
  ch_refuse (k, wrong, "6.3.3: the marker named is not the one the seed draws");
}

/* An SCM that replaces a CM keeps it out of the cup (battle rule, 6.3.3). */
static void
test_scm_replaces (void)
{
  json_object *root = ch_demo_json ();
  json_object *scm = json_object_array_get_idx (json_object_object_get (root, "special_command_markers"), 0);
  json_object_object_add (scm, "replaces", json_object_new_string ("cm-gray-1"));
  json_object_object_del (scm, "available_on");
  g_autoptr (AdjCogBattle) b = ch_battle_from_json (root);
  json_object_put (root);
  g_autoptr (AdjJournal) j = ch_game (b, NULL);
  to_artillery (j);
  ch_refuse (j, "{\"type\":\"scm_roll\",\"scm\":\"scm-gray-commander\",\"roll\":1}", "6.3.2: no roll is due");
  ch_apply (j, "{\"type\":\"am_draw\",\"seed\":1}");
  ch_next (j);
  g_assert_cmpint (adj_cog_state_cm_status (ch_state (j), ch_cm (b, "cm-gray-1")), ==, ADJ_COG_CM_REPLACED);
  g_assert_cmpint (adj_cog_state_scm_status (ch_state (j), 0), ==, ADJ_COG_CM_CUP);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cog/rule-6.3.2/half-rounded-down", test_half);
  g_test_add_func ("/cog/rule-6.3.2/chance-of-own-markers", test_chances);
  g_test_add_func ("/cog/rule-6.3.2/virtual-draw-replays", test_virtual_draw);
  g_test_add_func ("/cog/rule-6.3.2/optional-rule-face-down", test_secrets);
  g_test_add_func ("/cog/rule-13.1/once-a-turn-with-its-formation", test_am_use);
  g_test_add_func ("/cog/rule-14.3/retreat-before-combat-in-play", test_cavalry_retreat);
  g_test_add_func ("/cog/rule-12.9/results-applied-as-moves", test_pending_results);
  g_test_add_func ("/cog/rule-6.3.3/set-aside-drawn-last", test_cm_cup);
  g_test_add_func ("/cog/rule-6.3.3/scm-replaces-a-cm", test_scm_replaces);
  return g_test_run ();
}
