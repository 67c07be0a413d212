/* A whole game of the demonstration battle through the journal: a day
 * turn with reinforcements, both cups, an SCM, combats and their results;
 * a second day; a night turn with a withheld CM, surrender and
 * replacements; the last turn and the end. Then the save replays it
 * exactly. Rolls are typed, so every number is known. */
#include <string.h>

#include "cog-helpers.h"

static const char *
step (const AdjJournal *j)
{
  return adj_cog_step_id (adj_cog_state_step (ch_state (j)));
}

static void
assert_steps (const AdjJournal *j, const AdjCogBattle *b, const char *id, int steps, AdjCogUnitStatus status)
{
  guint u = ch_unit (b, id);
  g_assert_cmpint (adj_cog_state_unit_steps (ch_state (j), u), ==, steps);
  g_assert_cmpint (adj_cog_state_unit_status (ch_state (j), u), ==, status);
}

/* Draws @marker and rolls for each formation listed, then ends it. */
static void
activate (AdjJournal *j, const char *marker, const char *rolls)
{
  g_autofree char *draw = g_strdup_printf ("{\"type\":\"cm_draw\",\"marker\":\"%s\"}", marker);
  ch_apply (j, draw);
  if (rolls != NULL)
    ch_apply (j, rolls);
  ch_next (j);
}

static void
turn_1_reinforcements (AdjJournal *j, const AdjCogBattle *b)
{
  g_assert_cmpstr (step (j), ==, "early-csa");
  /* 9.3: a roll of 2 brings the Gray 2nd Division this turn. */
  ch_refuse (j, "{\"type\":\"variable_entry\",\"reinforcement\":\"r-gray-2\",\"roll\":1}", "6.3.1");
  ch_refuse (j, "{\"type\":\"early_entry\",\"reinforcement\":\"r-blue-2\",\"roll\":1}", "6.3.1");
  ch_apply (j, "{\"type\":\"early_entry\",\"reinforcement\":\"r-gray-2\",\"roll\":2}");
  ch_refuse (j, "{\"type\":\"early_entry\",\"reinforcement\":\"r-gray-2\",\"roll\":2}", "9.3: only a formation due next turn");
  ch_next (j);
  /* 9.3: a 5 puts the Blue 2nd Division one turn after its printed turn 2. */
  ch_apply (j, "{\"type\":\"early_entry\",\"reinforcement\":\"r-blue-2\",\"roll\":5}");
  AdjCogGroupInfo g;
  adj_cog_state_group (ch_state (j), (guint) adj_cog_battle_find_reinforcement (b, "r-blue-2"), &g);
  g_assert_cmpuint (g.turn, ==, 2);
  g_assert_true (g.fixed);
  ch_next (j);
  ch_next (j);  /* reinforce-csa: nothing due this turn */
  ch_next (j);  /* reinforce-union */
  g_assert_cmpstr (step (j), ==, "place");
  adj_cog_state_group (ch_state (j), (guint) adj_cog_battle_find_reinforcement (b, "r-gray-2"), &g);
  g_assert_true (g.arrived);
  g_assert_cmpstr (adj_cog_battle_entry_hex (b, (guint) g.entry), ==, "B");  /* early: no hex roll */
  assert_steps (j, b, "dogwood", 2, ADJ_COG_UNIT_ON_MAP);
  assert_steps (j, b, "juniper", 3, ADJ_COG_UNIT_WAITING);
  g_assert_cmpint (adj_cog_state_cm_status (ch_state (j), ch_cm (b, "cm-gray-2")), ==, ADJ_COG_CM_READY);
  g_assert_cmpint (adj_cog_state_am_status (ch_state (j), ch_am (b, "am-gray-2")), ==, ADJ_COG_AM_POOL);
  ch_next (j);
}

static void
turn_1_artillery (AdjJournal *j, const AdjCogBattle *b)
{
  g_assert_cmpstr (step (j), ==, "artillery");
  AdjCogAmCup cup;
  adj_cog_state_am_cup (ch_state (j), &cup);
  g_assert_cmpuint (cup.in_cup[ADJ_COG_CSA], ==, 2);
  g_assert_cmpuint (cup.in_cup[ADJ_COG_UNION], ==, 2);  /* the reserve is set apart */
  g_assert_cmpuint (cup.draw, ==, 2);
  ch_refuse (j, "{\"type\":\"next\",\"step\":\"artillery\"}", "6.3.2: draw the Artillery Markers first");
  ch_refuse (j, "{\"type\":\"am_draw\",\"drawn\":[\"am-gray-1\"]}", "6.3.2: draw half");
  ch_refuse (j, "{\"type\":\"am_draw\",\"drawn\":[\"am-gray-1\",\"am-blue-2\"]}", "not in the cup");
  ch_apply (j, "{\"type\":\"am_draw\",\"drawn\":[\"am-gray-1\",\"am-blue-1a\"]}");
  ch_refuse (j, "{\"type\":\"next\",\"step\":\"artillery\"}", "6.3.2: roll for Gray Commander first");
  ch_apply (j, "{\"type\":\"scm_roll\",\"scm\":\"scm-gray-commander\",\"roll\":2}");
  ch_next (j);
  g_assert_cmpint (adj_cog_state_am_status (ch_state (j), ch_am (b, "am-blue-1b")), ==, ADJ_COG_AM_SET_ASIDE);
  g_assert_cmpstr (step (j), ==, "cup");
  /* 6.3.3: only the newly arrived CM may wait until the cup is empty. */
  ch_refuse (j, "{\"type\":\"set_aside\",\"cm\":\"cm-gray-1\"}", "6.3.3: only a CM arriving this turn");
  ch_refuse (j, "{\"type\":\"withhold\",\"cm\":\"cm-gray-1\"}", "15.1: a CM is withheld only on a night turn");
  ch_apply (j, "{\"type\":\"set_aside\",\"cm\":\"cm-gray-2\"}");
  ch_next (j);
}

static void
turn_1_union_combat (AdjJournal *j, const AdjCogBattle *b)
{
  g_assert_cmpstr (step (j), ==, "draw");
  g_assert_cmpint (adj_cog_state_drawer (ch_state (j)), ==, ADJ_COG_CSA);
  ch_refuse (j, "{\"type\":\"cm_draw\",\"marker\":\"cm-gray-2\"}", "6.3.3: that marker is not in the cup");
  ch_apply (j, "{\"type\":\"cm_draw\",\"marker\":\"cm-blue-1\"}");
  ch_refuse (j, "{\"type\":\"combat_action\",\"side\":\"union\"}", "roll on its Command Track first");
  ch_refuse (j, "{\"type\":\"next\",\"step\":\"activation\"}", "10.1: roll on the Command Track of Blue 1st");
  /* 10.1: a 4 on the track 1,2,3,3,4,5 is 3 MP. */
  ch_apply (j, "{\"type\":\"command_roll\",\"formation\":\"blue-1\",\"roll\":4}");
  g_assert_cmpint (adj_cog_state_formation_ma (ch_state (j), (guint) adj_cog_battle_find_formation (b, "blue-1"), NULL),
                   ==, 3);
  const char *attack = "{\"type\":\"combat\",\"attackers\":[\"granite\",\"hickory\"],\"defenders\":[\"birch\"],"
                       "\"attacker_am\":\"am-blue-1a\",\"defender_rolls\":[{\"unit\":\"birch\",\"roll\":4}],"
                       "\"attacker_rolls\":[{\"unit\":\"granite\",\"roll\":5},{\"unit\":\"hickory\",\"roll\":3}]}";
  ch_refuse (j, attack, "12.2: attacks need a declared Combat Action");
  ch_refuse (j, "{\"type\":\"combat_action\",\"side\":\"csa\"}", "6.3.3: only the player whose formation is active");
  ch_apply (j, "{\"type\":\"combat_action\",\"side\":\"union\"}");
  g_assert_true (adj_cog_state_combat_open (ch_state (j)));
  /* 9.5: the Gray 2nd Division came on early this turn and has not been
   * activated: Dogwood still stands in its Entry Hex, out of reach. */
  g_assert_true (adj_cog_state_unit_in_entry_hex (ch_state (j), ch_unit (b, "dogwood")));
  g_assert_false (adj_cog_state_unit_in_entry_hex (ch_state (j), ch_unit (b, "birch")));
  ch_refuse (j, "{\"type\":\"combat\",\"attackers\":[\"granite\"],\"defenders\":[\"dogwood\"],"
                "\"defender_rolls\":[{\"unit\":\"dogwood\",\"roll\":1}],\"attacker_rolls\":[{\"unit\":\"granite\",\"roll\":1}]}",
             "9.5: Dogwood Brigade is still in its Entry Hex");

  /* 4 steps + the AM against 2: 5 to 2 is 2-1 (12.9.1), -1/+1 (12.9.2).
   * Birch (TER 3) rolls 4+1: a step and 2 hexes; Granite (TER 3) rolls
   * 5-1 = 4: a step; Hickory (TER 4) rolls 3-1: nothing. */
  g_autoptr (AdjCogMove) m = ch_move (j, attack);
  AdjCogCombatSetup st;
  g_assert_true (adj_cog_combat_setup (ch_state (j), &m->combat, &st, NULL));
  g_assert_cmpstr (st.chart.column, ==, "2-1");
  g_assert_cmpint (st.odds.attack, ==, 5);
  g_assert_cmpint (st.odds.defence, ==, 2);
  AdjCogCombatChances c;
  g_assert_true (adj_cog_combat_chances (&st.input, &c, NULL));
  g_assert_cmpfloat_with_epsilon (c.defenders[0].loss, 4.0 / 6, 1e-12);
  adj_cog_combat_chances_clear (&c);
  adj_cog_combat_setup_clear (&st);
  g_assert_cmpuint (ch_combat (j, attack), ==, 3);  /* the combat and two step losses, one step */
  assert_steps (j, b, "birch", 1, ADJ_COG_UNIT_ON_MAP);
  assert_steps (j, b, "granite", 1, ADJ_COG_UNIT_ON_MAP);
  assert_steps (j, b, "hickory", 2, ADJ_COG_UNIT_ON_MAP);
  g_assert_cmpint (adj_cog_state_am_status (ch_state (j), ch_am (b, "am-blue-1a")), ==, ADJ_COG_AM_USED);
  g_autofree char *line = adj_journal_describe (j, adj_journal_get_cursor (j) - 1);
  g_assert_nonnull (strstr (line, "Combat at 2-1, 5 to 2 (12.9); artillery: Blue 1st Division Artillery A; "
                               "Birch Brigade rolls 4: a step and 2 hexes back"));

  /* 13.1: an AM once a turn; 12.3: a unit attacks once per Combat Action. */
  ch_refuse (j, "{\"type\":\"combat\",\"attackers\":[\"iron\"],\"defenders\":[\"fern\"],\"attacker_am\":\"am-blue-1a\","
                "\"defender_rolls\":[{\"unit\":\"fern\",\"roll\":1}],\"attacker_rolls\":[{\"unit\":\"iron\",\"roll\":1}]}",
             "13.1: that Artillery Marker is not available");
  ch_refuse (j, "{\"type\":\"combat\",\"attackers\":[\"granite\"],\"defenders\":[\"cedar\"],"
                "\"defender_rolls\":[{\"unit\":\"cedar\",\"roll\":1}],\"attacker_rolls\":[{\"unit\":\"granite\",\"roll\":1}]}",
             "12.3: Granite Brigade has attacked");
  ch_refuse (j, "{\"type\":\"eliminate\",\"unit\":\"hickory\",\"reason\":\"retreat\"}", "12.10: only a unit retreating");

  /* 14.3: Fern (TER 4) rolls 5 and stays; Iron with the reserve AM, 2 to 1
   * is 2-1; Fern rolls a natural 6: its one step, eliminated. */
  g_assert_cmpuint (ch_combat (j, "{\"type\":\"combat\",\"attackers\":[\"iron\"],\"defenders\":[\"fern\"],"
                                  "\"attacker_am\":\"am-blue-reserve\",\"cavalry\":[{\"unit\":\"fern\",\"roll\":5}],"
                                  "\"defender_rolls\":[{\"unit\":\"fern\",\"roll\":6}],"
                                  "\"attacker_rolls\":[{\"unit\":\"iron\",\"roll\":1}]}"), ==, 2);
  assert_steps (j, b, "fern", 0, ADJ_COG_UNIT_ELIMINATED);
  g_assert_cmpint (adj_cog_state_steps_lost (ch_state (j), ADJ_COG_CSA), ==, 2);
  g_assert_cmpint (adj_cog_state_steps_lost (ch_state (j), ADJ_COG_UNION), ==, 1);
  /* 5.1: enemy steps plus the hexes held (Mill Ridge 2, Crossroads 3). */
  g_assert_cmpint (adj_cog_state_vp (ch_state (j), ADJ_COG_CSA), ==, 1 + 2);
  g_assert_cmpint (adj_cog_state_vp (ch_state (j), ADJ_COG_UNION), ==, 2 + 3);
  ch_next (j);
}

static void
turn_1_rest (AdjJournal *j, const AdjCogBattle *b)
{
  /* 6.3.3: the SCM's +1 to the track roll; a 6 + 1 reads the track's end. */
  g_assert_cmpint (adj_cog_state_drawer (ch_state (j)), ==, ADJ_COG_UNION);
  ch_apply (j, "{\"type\":\"cm_draw\",\"marker\":\"scm-gray-commander\"}");
  /* Activated: it has left the Entry Hex, as it must this turn (9.5). */
  g_assert_false (adj_cog_state_unit_in_entry_hex (ch_state (j), ch_unit (b, "dogwood")));
  ch_apply (j, "{\"type\":\"command_roll\",\"formation\":\"gray-1\",\"roll\":3}");
  ch_apply (j, "{\"type\":\"command_roll\",\"formation\":\"gray-2\",\"roll\":6}");
  g_assert_cmpint (adj_cog_state_formation_ma (ch_state (j), (guint) adj_cog_battle_find_formation (b, "gray-1"), NULL),
                   ==, 4);
  g_assert_cmpint (adj_cog_state_formation_ma (ch_state (j), (guint) adj_cog_battle_find_formation (b, "gray-2"), NULL),
                   ==, 4);
  ch_refuse (j, "{\"type\":\"combat_action\",\"side\":\"csa\"}", "12.2: no Combat Action in an SCM activation");
  g_assert_true (adj_cog_state_combat_open (ch_state (j)));
  /* An SCM's own combat: Dogwood (2) on Iron (1), 2-1; Iron rolls a
   * natural 1 (12.9.4), Dogwood a natural 6. */
  ch_combat (j, "{\"type\":\"combat\",\"attackers\":[\"dogwood\"],\"defenders\":[\"iron\"],"
                "\"defender_rolls\":[{\"unit\":\"iron\",\"roll\":1}],\"attacker_rolls\":[{\"unit\":\"dogwood\",\"roll\":6}]}");
  assert_steps (j, b, "iron", 1, ADJ_COG_UNIT_ON_MAP);
  assert_steps (j, b, "dogwood", 1, ADJ_COG_UNIT_ON_MAP);
  ch_next (j);
  activate (j, "cm-gray-1", "{\"type\":\"command_roll\",\"formation\":\"gray-1\",\"roll\":2}");
  activate (j, "cm-gray-cav", NULL);  /* nothing left to roll for */
  activate (j, "cm-blue-cav", NULL);  /* cavalry moves by its printed allowance */
  /* The cup is empty: the set-aside CM is drawn last (6.3.3). */
  g_assert_cmpstr (step (j), ==, "draw");
  activate (j, "cm-gray-2", "{\"type\":\"command_roll\",\"formation\":\"gray-2\",\"roll\":3}");
  g_assert_cmpstr (step (j), ==, "retreat");
  /* 6.3.4: a unit that cannot retreat four hexes loses a step. */
  ch_apply (j, "{\"type\":\"step_loss\",\"unit\":\"hickory\",\"reason\":\"retreat_phase\"}");
  assert_steps (j, b, "hickory", 1, ADJ_COG_UNIT_ON_MAP);
  ch_next (j);
  g_assert_cmpstr (step (j), ==, "turn-end");
  ch_next (j);
}

static void
turn_2 (AdjJournal *j, const AdjCogBattle *b)
{
  g_assert_cmpuint (adj_cog_state_turn (ch_state (j)), ==, 1);
  ch_refuse (j, "{\"type\":\"early_entry\",\"reinforcement\":\"r-blue-2\",\"roll\":1}", "6.3.1");
  for (guint i = 0; i < 5; i++)
    ch_next (j);
  g_assert_cmpstr (step (j), ==, "artillery");
  ch_apply (j, "{\"type\":\"am_draw\",\"seed\":7}");
  AdjCogAmCup cup;
  adj_cog_state_am_cup (ch_state (j), &cup);
  g_assert_cmpuint (cup.in_cup[0] + cup.in_cup[1], ==, 0);
  guint drawn = 0;
  for (guint i = 0; i < adj_cog_battle_n_ams (b); i++)
    drawn += adj_cog_state_am_status (ch_state (j), i) == ADJ_COG_AM_DRAWN;
  g_assert_cmpuint (drawn, ==, 2);
  ch_apply (j, "{\"type\":\"scm_roll\",\"scm\":\"scm-gray-commander\",\"roll\":6}");
  g_assert_cmpint (adj_cog_state_scm_status (ch_state (j), 0), ==, ADJ_COG_CM_UNAVAILABLE);
  ch_next (j);
  /* 6.3.3: the CM of a destroyed formation leaves the game. */
  g_assert_cmpint (adj_cog_state_cm_status (ch_state (j), ch_cm (b, "cm-gray-cav")), ==, ADJ_COG_CM_OUT);
  ch_next (j);
  activate (j, "cm-blue-cav", NULL);
  activate (j, "cm-gray-1", "{\"type\":\"command_roll\",\"formation\":\"gray-1\",\"roll\":1}");
  activate (j, "cm-blue-1", "{\"type\":\"command_roll\",\"formation\":\"blue-1\",\"roll\":1}");
  activate (j, "cm-gray-2", "{\"type\":\"command_roll\",\"formation\":\"gray-2\",\"roll\":1}");
  g_assert_cmpstr (step (j), ==, "retreat");
  ch_refuse (j, "{\"type\":\"automatic_victory\",\"side\":\"csa\"}", "6.3.6: Automatic Victory is checked in the "
             "Game Turn End Phase");
  ch_next (j);
  ch_next (j);
}

static void
turn_3_night (AdjJournal *j, const AdjCogBattle *b)
{
  g_assert_true (adj_cog_state_is_night (ch_state (j)));
  for (guint i = 0; i < 4; i++)
    ch_next (j);
  /* The delayed Blue 2nd Division arrives at its listed hex, no more rolls (9.3). */
  g_assert_cmpstr (step (j), ==, "place");
  assert_steps (j, b, "juniper", 3, ADJ_COG_UNIT_ON_MAP);
  ch_next (j);
  g_assert_cmpstr (step (j), ==, "cup");  /* 15.1: no AMs or SCMs at night */
  ch_apply (j, "{\"type\":\"withhold\",\"cm\":\"cm-gray-1\"}");
  ch_refuse (j, "{\"type\":\"withhold\",\"cm\":\"cm-gray-2\"}", "15.1: each player withholds one CM at most");
  ch_apply (j, "{\"type\":\"withhold\",\"cm\":\"cm-blue-1\"}");
  ch_apply (j, "{\"type\":\"set_aside\",\"cm\":\"cm-blue-2\"}");
  ch_next (j);
  ch_apply (j, "{\"type\":\"cm_draw\",\"marker\":\"cm-gray-2\"}");
  ch_apply (j, "{\"type\":\"command_roll\",\"formation\":\"gray-2\",\"roll\":4}");
  ch_refuse (j, "{\"type\":\"combat_action\",\"side\":\"csa\"}", "15.2: no combat at night");
  ch_next (j);
  activate (j, "cm-blue-cav", NULL);
  activate (j, "cm-blue-2", "{\"type\":\"command_roll\",\"formation\":\"blue-2\",\"roll\":2}");
  g_assert_cmpstr (step (j), ==, "retreat");
  ch_next (j);
  g_assert_cmpstr (step (j), ==, "surrender");
  ch_apply (j, "{\"type\":\"eliminate\",\"unit\":\"elm\",\"reason\":\"surrender\"}");
  ch_next (j);
  /* 9.6: the withheld formations rebuild one unit each, the CSA first. */
  ch_refuse (j, "{\"type\":\"replacement\",\"unit\":\"granite\"}", "9.6: replacements come in the Night Phase");
  ch_refuse (j, "{\"type\":\"replacement\",\"unit\":\"dogwood\"}", "9.6: only a formation whose CM was withheld");
  ch_refuse (j, "{\"type\":\"replacement\",\"unit\":\"alder\"}", "9.6: that unit is at full strength");
  int before = adj_cog_state_vp (ch_state (j), ADJ_COG_UNION);
  ch_apply (j, "{\"type\":\"replacement\",\"unit\":\"birch\"}");
  g_assert_cmpint (adj_cog_state_vp (ch_state (j), ADJ_COG_UNION), ==, before - 1);
  assert_steps (j, b, "birch", 2, ADJ_COG_UNIT_ON_MAP);
  ch_refuse (j, "{\"type\":\"replacement\",\"unit\":\"cedar\"}", "9.6: one replacement per formation");
  ch_next (j);
  ch_apply (j, "{\"type\":\"replacement\",\"unit\":\"granite\"}");
  assert_steps (j, b, "granite", 2, ADJ_COG_UNIT_ON_MAP);
  ch_next (j);
  g_assert_cmpstr (step (j), ==, "turn-end");
  ch_next (j);
}

static void
turn_4_end (AdjJournal *j, const AdjCogBattle *b)
{
  g_assert_false (adj_cog_state_is_night (ch_state (j)));
  g_assert_cmpstr (adj_cog_battle_turn (b, adj_cog_state_turn (ch_state (j)))->label, ==, "4");
  ch_apply (j, "{\"type\":\"control\",\"hex\":\"1507\",\"side\":\"csa\"}");
  ch_refuse (j, "{\"type\":\"control\",\"hex\":\"1507\",\"side\":\"csa\"}", "5.2: that side controls the hex");
  ch_apply (j, "{\"type\":\"vp\",\"side\":\"union\",\"vp\":2,\"reason\":\"delay of the Gray 2nd Division\"}");
  /* Steps lost: the CSA Birch, Fern, Dogwood, Elm, less Birch's
   * replacement: 3; the Union Granite and Hickory, less Granite's: 1.
   * 5.1: CSA 1 + Mill Ridge 2 + Crossroads 3; Union 3 + 2 typed. */
  const AdjCogState *s = ch_state (j);
  g_assert_cmpint (adj_cog_state_steps_lost (s, ADJ_COG_CSA), ==, 3);
  g_assert_cmpint (adj_cog_state_steps_lost (s, ADJ_COG_UNION), ==, 1);
  g_assert_cmpint (adj_cog_state_vp (s, ADJ_COG_CSA), ==, 6);
  g_assert_cmpint (adj_cog_state_vp (s, ADJ_COG_UNION), ==, 5);
  ch_play_until (j, 3, "turn-end");
  /* The last turn ends the game. */
  ch_apply (j, "{\"type\":\"next\",\"step\":\"turn-end\"}");
  g_assert_cmpstr (step (j), ==, "game-over");
  ch_refuse (j, "{\"type\":\"vp\",\"side\":\"union\",\"vp\":1,\"reason\":\"late\"}", "6.3.6: the game is over");
}

static void
check_save_replays (AdjJournal *j)
{
  json_object *o = adj_savegame_to_json (j, TRUE);
  const char *text = json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN);
  g_assert_nonnull (strstr (text, "\"ruleset\":\"cog\""));
  GError *error = NULL;
  g_autoptr (AdjJournal) k = adj_savegame_load_data (text, strlen (text), "game.json", adj_rulesets (), NULL, NULL,
                                                     &error);
  g_assert_no_error (error);
  g_assert_cmpuint (adj_journal_get_length (k), ==, adj_journal_get_length (j));
  for (guint i = 0; i <= adj_journal_get_length (j); i++)
    g_assert_true (adj_cog_state_equal (adj_journal_get_state_at (j, i), adj_journal_get_state_at (k, i)));
  for (guint i = 0; i < adj_journal_get_length (j); i++)
    for (guint m = 0; m < adj_journal_get_n_moves (j, i); m++)
      g_assert_true (adj_cog_move_equal (adj_journal_get_move_in_step (j, i, m), adj_journal_get_move_in_step (k, i, m)));
  json_object *again = adj_savegame_to_json (k, TRUE);
  g_assert_cmpstr (json_object_to_json_string_ext (again, JSON_C_TO_STRING_PLAIN), ==, text);
  json_object_put (again);

  /* A save whose virtual roll was changed does not replay. */
  g_autofree char *tampered = g_strdup (text);
  char *roll = NULL;
  for (char *p = strstr (tampered, "\"type\":\"command_roll\""); p != NULL && roll == NULL;
       p = strstr (p + 1, "\"type\":\"command_roll\""))
    {
      char *end = strchr (p, '}');
      char *seed = strstr (p, "\"seed\":");
      if (seed != NULL && seed < end)
        roll = strstr (p, "\"roll\":");
    }
  g_assert_nonnull (roll);
  roll[7] = roll[7] == '1' ? '2' : '1';
  g_assert_null (adj_savegame_load_data (tampered, strlen (tampered), "game.json", adj_rulesets (), NULL, NULL, &error));
  g_assert_nonnull (strstr (error->message, "not the one its seed makes"));
  g_clear_error (&error);
  json_object_put (o);
}

static void
test_whole_game (void)
{
  g_autoptr (AdjCogBattle) b = ch_demo ();
  g_autoptr (AdjJournal) j = ch_game (b, NULL);
  turn_1_reinforcements (j, b);
  turn_1_artillery (j, b);
  turn_1_union_combat (j, b);
  turn_1_rest (j, b);
  turn_2 (j, b);
  turn_3_night (j, b);
  turn_4_end (j, b);
  check_save_replays (j);

  /* Undo takes a combat back whole: the combat and its losses are one step. */
  for (guint i = adj_journal_get_length (j); i > 0; i--)
    if (adj_journal_get_n_moves (j, i - 1) == 3)
      {
        adj_journal_set_cursor (j, i);
        g_assert_true (adj_journal_undo (j));
        assert_steps (j, b, "birch", 2, ADJ_COG_UNIT_ON_MAP);
        assert_steps (j, b, "granite", 2, ADJ_COG_UNIT_ON_MAP);
        g_assert_true (adj_journal_redo (j));
        assert_steps (j, b, "birch", 1, ADJ_COG_UNIT_ON_MAP);
        break;
      }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cog/rule-6.2/a-whole-game-day-and-night", test_whole_game);
  return g_test_run ();
}
