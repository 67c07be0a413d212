/* Days of Glory through the seam: a whole game on the demonstration battle
 * played through the journal, from staff rolls to the winner; undo, save
 * and load; and the refusals that name their rule. */
#include <glib/gstdio.h>
#include <string.h>

#include <adjutant-engine.h>
#include <dog/combat.h>
#include <dog/move.h>
#include <dog/ruleset.h>

#include "dogtest.h"

static const AdjRuleset *rs = &adj_dog_ruleset;

static gpointer
demonstration (void)
{
  g_autofree char *path = adj_paths_data_file ("dog", "demonstration.json", NULL);
  GError *error = NULL;
  const AdjRuleset *found = NULL;
  gpointer sc = adj_scenario_load_file (adj_rulesets (), rs, path, &found, &error);
  g_assert_no_error (error);
  g_assert_true (found == rs);
  return sc;
}

static AdjJournal *
new_game (const char *options)
{
  gpointer sc = demonstration ();
  json_object *o = options ? json_tokener_parse (options) : NULL;
  GError *error = NULL;
  AdjJournal *j = adj_journal_new (rs, sc, o, NULL, &error);
  g_assert_no_error (error);
  json_object_put (o);
  rs->scenario_unref (sc);
  return j;
}

static gpointer
move_of (AdjJournal *j, const char *text)
{
  return dogtest_move_of (j, text);
}

static void
play (AdjJournal *j, const char *text)
{
  dogtest_play (j, text);
}

static void
play_group (AdjJournal *j, const char *const *texts)
{
  gpointer moves[8];
  guint n = 0;
  for (; texts[n] != NULL; n++)
    moves[n] = move_of (j, texts[n]);
  GError *error = NULL;
  if (!adj_journal_apply_group (j, (gconstpointer const *) moves, n, &error))
    g_error ("%s: %s", texts[0], error->message);
  for (guint i = 0; i < n; i++)
    rs->move_free (moves[i]);
}

static void
refused (AdjJournal *j, const char *text, const char *expect)
{
  gpointer m = move_of (j, text);
  GError *error = NULL;
  guint len = adj_journal_get_length (j);
  g_assert_false (adj_journal_apply (j, m, &error));
  dogtest_assert_error (error, expect);
  g_assert_cmpuint (adj_journal_get_length (j), ==, len);
  rs->move_free (m);
}

static const AdjDogState *
state (AdjJournal *j)
{
  return adj_journal_get_state (j);
}

static int
unit (AdjJournal *j, const char *id)
{
  return adj_dog_battle_find_unit (adj_dog_state_get_battle (state (j)), id);
}

static int
general (AdjJournal *j, const char *id)
{
  return adj_dog_battle_find_general (adj_dog_state_get_battle (state (j)), id);
}

static char *
last_line (AdjJournal *j)
{
  return adj_journal_describe (j, adj_journal_get_cursor (j) - 1);
}

static void
assert_last (AdjJournal *j, const char *want)
{
  g_autofree char *line = last_line (j);
  g_assert_cmpstr (line, ==, want);
}

/* Before the battle: staff (15.1, 20.4), scouting (20.1-20.3), then turn 1. */
static void
setup (AdjJournal *j)
{
  AdjStepPrompt p;
  rs->state_prompt (state (j), &p);
  g_assert_cmpstr (p.rule, ==, "15.1");
  refused (j, "{\"type\":\"begin\"}", "the staff quality of Division General Hollis Varn is not rolled yet (15.1)");
  refused (j, "{\"type\":\"staff\",\"general\":\"n-general\",\"roll\":{\"value\":3}}", "is Capable (15.1)");
  refused (j, "{\"type\":\"staff\",\"general\":\"n-eng\",\"roll\":{\"value\":3}}", "not a general");
  refused (j, "{\"type\":\"next\"}", "begin the battle first");
  /* A Union army of 1863 rolls on the Confederate row (20.4): a 5 is Exceptional. */
  play (j, "{\"type\":\"staff\",\"general\":\"n-div\",\"roll\":{\"value\":5}}");
  assert_last (j, "Staff quality of Division General Hollis Varn: rolled 5, Exceptional (20.4)");
  refused (j, "{\"type\":\"staff\",\"general\":\"n-div\",\"roll\":{\"value\":3}}", "already rolled");
  play (j, "{\"type\":\"staff\",\"general\":\"n-bde1\",\"roll\":{\"value\":1}}");
  AdjDogRoll v = adj_dog_roll_virtual (1863);
  g_autofree char *virt = g_strdup_printf ("{\"type\":\"staff\",\"general\":\"n-bde2\",\"roll\":{\"value\":%d,"
                                           "\"seed\":1863}}", v.value);
  play (j, virt);
  g_autofree char *wrong = g_strdup_printf ("{\"type\":\"staff\",\"general\":\"s-div\",\"roll\":{\"value\":%d,"
                                            "\"seed\":1863}}", v.value % 6 + 1);
  refused (j, wrong, "does not follow from its seed");
  play (j, "{\"type\":\"staff\",\"general\":\"s-div\",\"roll\":{\"value\":4}}");
  play (j, "{\"type\":\"staff\",\"general\":\"s-bde1\",\"roll\":{\"value\":2}}");
  play (j, "{\"type\":\"staff\",\"general\":\"s-bde2\",\"roll\":{\"value\":1}}");
  const AdjDogState *s = state (j);
  g_assert_cmpint (adj_dog_state_general (s, general (j, "n-div"))->grade, ==, ADJ_DOG_GRADE_EXCEPTIONAL);
  g_assert_cmpint (adj_dog_state_general (s, general (j, "n-bde1"))->grade, ==, ADJ_DOG_GRADE_INEPT);
  g_assert_cmpint (adj_dog_state_general (s, general (j, "s-div"))->grade, ==, ADJ_DOG_GRADE_CAPABLE);
  g_assert_cmpint (adj_dog_state_general (s, general (j, "n-general"))->grade, ==, ADJ_DOG_GRADE_CAPABLE);

  rs->state_prompt (state (j), &p);
  g_assert_cmpstr (p.rule, ==, "20.1");
  refused (j, "{\"type\":\"scouts\",\"side\":\"first\",\"units\":[\"n-1inf\"]}", "only cavalry scouts (20.1)");
  refused (j, "{\"type\":\"scouts\",\"side\":\"first\",\"units\":[\"s-1cav\"]}", "is not of");
  refused (j, "{\"type\":\"deploy-roll\",\"rolls\":[2,5]}", "both sides name their scouts");
  /* 8 x 2 + 6 x 1 = 22 against 10 x 2 + 6 x 3 = 38: 16 ahead out-scouts (20.3). */
  play (j, "{\"type\":\"scouts\",\"side\":\"first\",\"units\":[\"n-1cav\",\"n-2cav\"]}");
  play (j, "{\"type\":\"scouts\",\"side\":\"second\",\"units\":[\"s-1cav\",\"s-2cav\"]}");
  assert_last (j, "Southern Demonstration Division scouts with 1st Demonstration Horse, 2nd Demonstration Horse. "
                  "Northern Demonstration Corps is out-scouted (22 to 38): it deploys one brigade 12\" from its "
                  "rear edge first, then Southern Demonstration Division and it place brigade by brigade in turn "
                  "(20.3).");
  AdjDogScouting sc;
  g_assert_true (adj_dog_state_scouting (state (j), &sc));
  g_assert_cmpint (sc.out_scouted, ==, 0);
  g_assert_cmpint (adj_dog_state_deploys_first (state (j)), ==, 0);
  refused (j, "{\"type\":\"deploy-roll\",\"rolls\":[2,5]}", "already sets up first");
  rs->state_prompt (state (j), &p);
  g_assert_cmpstr (p.rule, ==, "17.1");
  play (j, "{\"type\":\"begin\"}");
  g_autofree char *head = rs->state_headline (state (j));
  g_assert_cmpstr (head, ==, "Turn 1, Initiative Phase");
}

/* 18.1 and the phases of 18 in order for the initiative player. */
static void
turn_order (AdjJournal *j)
{
  refused (j, "{\"type\":\"initiative\",\"rolls\":[3,3]}", "3 and 3 is a draw: roll again (18.1)");
  refused (j, "{\"type\":\"order\",\"unit\":\"n-1inf\",\"order\":\"disordered\"}", "during the phases of a turn");
  play (j, "{\"type\":\"initiative\",\"rolls\":[2,5]}");
  assert_last (j, "Turn 1 initiative: Northern Demonstration Corps 2, Southern Demonstration Division 5: "
                  "Southern Demonstration Division has the initiative (18.1)");
  const AdjDogState *s = state (j);
  g_assert_cmpint (adj_dog_state_get_initiative (s), ==, 1);
  g_assert_cmpint (adj_dog_state_get_step (s), ==, ADJ_DOG_STEP_MORALE_FIRST);
  g_assert_cmpint (adj_dog_state_acting_side (s), ==, 1);
  g_autofree char *head = rs->state_headline (s);
  g_assert_cmpstr (head, ==, "Turn 1, Morale Phase (Southern Demonstration Division)");
}

static void
next_step (AdjJournal *j, AdjDogStep want, int acting)
{
  play (j, "{\"type\":\"next\"}");
  g_assert_cmpint (adj_dog_state_get_step (state (j)), ==, want);
  g_assert_cmpint (adj_dog_state_acting_side (state (j)), ==, acting);
}

static void
turn_one (AdjJournal *j)
{
  /* The South charges; the North's regiment fails its being-charged test,
   * routs and is disordered: one decision, one step. */
  play (j, "{\"type\":\"morale\",\"unit\":\"s-1inf\",\"test\":\"charge\",\"total\":2,\"roll\":{\"value\":5},"
           "\"factors\":[\"Class 3\",\"Brigade general\"]}");
  assert_last (j, "1st Demonstration Rifles, To charge test: total 2, rolled 5: passes (18.2)");
  const char *group[] = {
    "{\"type\":\"morale\",\"unit\":\"n-1inf\",\"test\":\"being-charged\",\"total\":3,\"roll\":{\"value\":3}}",
    "{\"type\":\"routing\",\"unit\":\"n-1inf\",\"routing\":true}",
    NULL,
  };
  play_group (j, group);
  /* 18.2.8: routing, it is disordered too. */
  assert_last (j, "1st Demonstration Infantry, Being charged test: total 3, rolled 3: fails (18.2); "
                  "1st Demonstration Infantry routs (18.4.14) and is disordered (18.2.8)");
  const AdjDogUnitState *u = adj_dog_state_unit (state (j), unit (j, "n-1inf"));
  g_assert_true (u->routing);
  g_assert_cmpint (u->order, ==, ADJ_DOG_ORDER_DISORDERED);
  const AdjDogLastTest *t = adj_dog_state_last_test (state (j));
  g_assert_false (t->passed);
  /* 18.2: units not in good order must try to rally at the first chance. */
  g_assert_true (adj_dog_state_must_rally (state (j), unit (j, "n-1inf")));
  g_assert_false (adj_dog_state_must_rally (state (j), unit (j, "n-2inf")));
  AdjStepPrompt p;
  rs->state_prompt (state (j), &p);
  g_assert_cmpstr (p.rule, ==, "18.2");
  g_assert_cmpint (p.side, ==, 1);
  /* The group is undone as one, and redone. */
  g_assert_true (adj_journal_undo (j));
  u = adj_dog_state_unit (state (j), unit (j, "n-1inf"));
  g_assert_false (u->routing);
  g_assert_cmpint (u->order, ==, ADJ_DOG_ORDER_GOOD);
  g_assert_true (adj_journal_redo (j));
  g_assert_true (adj_dog_state_unit (state (j), unit (j, "n-1inf"))->routing);
  refused (j, "{\"type\":\"morale\",\"unit\":\"n-2inf\",\"test\":\"charge-home\",\"total\":1,\"roll\":{\"value\":4}}",
           "is not taken in the Morale Phase (18.2)");

  next_step (j, ADJ_DOG_STEP_MORALE_SECOND, 0);
  refused (j, "{\"type\":\"shot\",\"unit\":\"n-3inf\",\"hits\":1}", "in the Shooting Phase");
  /* 18.2: the routing regiment tries to rally before the phase ends; it fails. */
  refused (j, "{\"type\":\"next\"}", "not yet: 1st Demonstration Infantry must try to rally (18.2)");
  play (j, "{\"type\":\"morale\",\"unit\":\"n-1inf\",\"test\":\"rally\",\"total\":3,\"roll\":{\"value\":2}}");
  next_step (j, ADJ_DOG_STEP_SHOOTING, -1);
  /* 18.3: hits from shooting are stands lost, one step of the journal. */
  refused (j, "{\"type\":\"shot\",\"unit\":\"n-3inf\",\"hits\":1,\"by\":\"n-5inf\"}", "its own army's");
  refused (j, "{\"type\":\"shot\",\"unit\":\"n-3inf\",\"hits\":13}", "cannot lose 13");
  guint before_shot = adj_journal_get_length (j);
  play (j, "{\"type\":\"shot\",\"unit\":\"n-3inf\",\"hits\":2,\"by\":\"s-3inf\"}");
  assert_last (j, "3rd Demonstration Infantry takes 2 hits from fire of 3rd Demonstration Infantry (18.3): 10 stands left");
  g_assert_cmpuint (adj_journal_get_length (j), ==, before_shot + 1);
  g_assert_cmpint (adj_dog_state_unit (state (j), unit (j, "n-3inf"))->stands, ==, 10);
  g_assert_true (adj_journal_undo (j));
  g_assert_cmpint (adj_dog_state_unit (state (j), unit (j, "n-3inf"))->stands, ==, 12);
  g_assert_true (adj_journal_redo (j));
  play (j, "{\"type\":\"shot\",\"unit\":\"n-3inf\",\"hits\":1}");
  assert_last (j, "3rd Demonstration Infantry takes 1 hit from shooting (18.3): 9 stands left");
  /* It still fires with the 12 stands it began the phase with (18.3). */
  g_assert_cmpint (adj_dog_combat_phase_stands (j, (guint) unit (j, "n-3inf")), ==, 12);
  g_assert_cmpint (adj_dog_combat_phase_stands (j, (guint) unit (j, "n-4inf")), ==, 12);
  /* Casualties: 12 to 5 is under half (19.2). */
  play (j, "{\"type\":\"lose\",\"unit\":\"n-2inf\",\"stands\":7}");
  assert_last (j, "2nd Demonstration Infantry loses 7 stands: 5 left");
  g_assert_true (adj_dog_state_under_half (state (j), unit (j, "n-2inf")));
  play (j, "{\"type\":\"lose\",\"unit\":\"s-2inf\",\"stands\":6}");
  g_assert_false (adj_dog_state_under_half (state (j), unit (j, "s-2inf")));  /* 6 of 12 is half */
  play (j, "{\"type\":\"first-fire\",\"unit\":\"s-3inf\"}");
  refused (j, "{\"type\":\"first-fire\",\"unit\":\"s-3inf\"}", "once a battle (18.3.2)");
  refused (j, "{\"type\":\"first-fire\",\"unit\":\"s-1cav\"}", "is not infantry");
  play (j, "{\"type\":\"order\",\"unit\":\"n-3inf\",\"order\":\"shaken\"}");
  refused (j, "{\"type\":\"order\",\"unit\":\"n-3inf\",\"order\":\"good\"}", "(18.2.8)");
  play (j, "{\"type\":\"halted\",\"unit\":\"n-5inf\",\"halted\":true}");
  refused (j, "{\"type\":\"routing\",\"unit\":\"n-1inf\",\"routing\":false}", "only in the Morale Phase (18.2.10)");

  /* 18.3: the unit shot at owes its test for casualties from shooting. */
  refused (j, "{\"type\":\"next\"}", "3rd Demonstration Infantry must test for casualties from shooting (18.3)");
  play (j, "{\"type\":\"morale\",\"unit\":\"n-3inf\",\"test\":\"shooting\",\"total\":2,\"roll\":{\"value\":5}}");
  next_step (j, ADJ_DOG_STEP_MOVEMENT_FIRST, 1);
  next_step (j, ADJ_DOG_STEP_MOVEMENT_SECOND, 0);
  refused (j, "{\"type\":\"remove\",\"unit\":\"n-2inf\",\"fate\":\"routed-off\"}", "only routers rout off");
  play (j, "{\"type\":\"remove\",\"unit\":\"n-1inf\",\"fate\":\"routed-off\"}");
  refused (j, "{\"type\":\"order\",\"unit\":\"n-1inf\",\"order\":\"good\"}", "is out of play: routed off the table");
  refused (j, "{\"type\":\"remove\",\"unit\":\"n-6inf\",\"fate\":\"surrendered\"}", "(19.1)");

  refused (j, "{\"type\":\"assault\",\"unit\":\"s-1inf\",\"defender\":\"n-5inf\",\"lost\":[1,2]}",
           "in the Close Assault Phase (18.5)");
  next_step (j, ADJ_DOG_STEP_ASSAULT_FIRST, 1);
  refused (j, "{\"type\":\"end\"}", "non-initiative player's Close Assault Phase (19)");
  /* 18.5: both sides' losses and the compulsory movement, one step. */
  refused (j, "{\"type\":\"assault\",\"unit\":\"s-1inf\",\"defender\":\"s-4inf\",\"lost\":[0,0]}",
           "its own army's");
  play (j, "{\"type\":\"assault\",\"unit\":\"s-1inf\",\"defender\":\"n-5inf\",\"lost\":[1,2],"
           "\"movement\":\"defender retires one move\"}");
  assert_last (j, "Close assault, 1st Demonstration Rifles against 5th Demonstration Infantry: "
                  "1st Demonstration Rifles loses 1, 5th Demonstration Infantry loses 2 (18.5); "
                  "compulsory movement: defender retires one move (18.5.1)");
  g_assert_cmpint (adj_dog_state_unit (state (j), unit (j, "n-5inf"))->stands, ==, 8);
  g_assert_true (adj_journal_undo (j));
  g_assert_cmpint (adj_dog_state_unit (state (j), unit (j, "n-5inf"))->stands, ==, 10);
  g_assert_true (adj_journal_redo (j));
  /* 18.5.8: infantry down to two stands leaves play. */
  play (j, "{\"type\":\"lose\",\"unit\":\"n-4inf\",\"stands\":10}");
  assert_last (j, "4th Demonstration Infantry loses 10 stands: down to 2, shattered and removed from play (18.5.8)");
  g_assert_cmpint (adj_dog_state_unit (state (j), unit (j, "n-4inf"))->fate, ==, ADJ_DOG_FATE_DESTROYED);
  play (j, "{\"type\":\"general\",\"general\":\"n-bde1\",\"status\":\"captured\"}");
  assert_last (j, "Brigade General Ezra Marsh is captured");
  refused (j, "{\"type\":\"promote\",\"general\":\"n-bde1\",\"roll\":{\"value\":4}}", "after 1 turn (15.3)");
  play (j, "{\"type\":\"lose\",\"unit\":\"n-bty-a\",\"stands\":4}");
  assert_last (j, "Battery A (invented) loses its last guns and is destroyed");

  next_step (j, ADJ_DOG_STEP_ASSAULT_SECOND, 0);
  rs->state_prompt (state (j), &p);
  g_assert_cmpstr (p.rule, ==, "19");
  play (j, "{\"type\":\"remove\",\"unit\":\"n-6inf\",\"fate\":\"surrendered\"}");
  assert_last (j, "6th Demonstration Infantry surrenders (19.1)");
  play (j, "{\"type\":\"dispute\",\"question\":\"Is the wood light?\",\"a\":\"first\",\"roll\":{\"value\":5}}");
  assert_last (j, "Dispute \"Is the wood light?\": rolled 5: as Southern Demonstration Division wishes (4.1)");
  next_step (j, ADJ_DOG_STEP_INITIATIVE, -1);
  g_assert_cmpint (adj_dog_state_get_turn (state (j)), ==, 2);
}

static void
turn_two (AdjJournal *j)
{
  AdjDogRollOff r = adj_dog_roll_off_virtual (42);
  g_autofree char *init = g_strdup_printf ("{\"type\":\"initiative\",\"rolls\":[%d,%d],\"seed\":42}", r.value[0],
                                           r.value[1]);
  play (j, init);
  g_assert_cmpint (adj_dog_state_get_initiative (state (j)), ==, r.value[0] > r.value[1] ? 0 : 1);
  /* Rally in the North's part of the Morale Phase (18.2.10); shaken
   * clears only by a passed rally test (18.2.8). */
  if (adj_dog_state_acting_side (state (j)) != 0)
    play (j, "{\"type\":\"next\"}");
  play (j, "{\"type\":\"morale\",\"unit\":\"n-3inf\",\"test\":\"rally\",\"total\":1,\"roll\":{\"value\":6}}");
  play (j, "{\"type\":\"order\",\"unit\":\"n-3inf\",\"order\":\"good\"}");
  play (j, "{\"type\":\"promote\",\"general\":\"n-bde1\",\"roll\":{\"value\":4}}");
  assert_last (j, "Field promotion to the post of Brigade General Ezra Marsh: rolled 4, Capable (15.3)");
  g_assert_true (adj_dog_state_in_command (state (j), general (j, "n-bde1")));
  refused (j, "{\"type\":\"promote\",\"general\":\"n-bde1\",\"roll\":{\"value\":4}}", "is filled");
  play (j, "{\"type\":\"routing\",\"unit\":\"s-1cav\",\"routing\":true}");
  /* A South's part of the Morale Phase after this one owes the cavalry's
   * rally test: the players go on without it. */
  while (adj_dog_state_get_step (state (j)) != ADJ_DOG_STEP_ASSAULT_SECOND)
    play (j, adj_dog_state_overrulable (state (j)) ? "{\"type\":\"overrule\"}" : "{\"type\":\"next\"}");
  g_assert_cmpint (adj_dog_state_get_step (state (j)), ==, ADJ_DOG_STEP_ASSAULT_SECOND);
  refused (j, "{\"type\":\"end\",\"objectives\":[true,false]}", "decided by points");
  play (j, "{\"type\":\"end\"}");
}

/* 19.2: the North lost 48 (routed off) + 18 (half of 36, under half) + 12
 * (shattered) + 160 (battery) + 40 (surrendered) + 30 (a captured
 * general, 15.5) = 308; the South 80 / 2 = 40 for routing cavalry. */
static void
check_result (AdjJournal *j)
{
  const AdjDogState *s = state (j);
  g_assert_cmpint (adj_dog_state_lost (s, 0), ==, 2 * 308);
  g_assert_cmpint (adj_dog_state_lost (s, 1), ==, 2 * 40);
  AdjDogVictory v;
  adj_dog_state_victory (s, &v);
  g_assert_cmpint (v.difference, ==, 2 * 268);
  g_assert_cmpint (v.result, ==, ADJ_DOG_RESULT_MAJOR);
  g_assert_cmpint (v.winner, ==, 1);
  assert_last (j, "The game ends after turn 2: Southern Demonstration Division wins, Major Victory (19.2)");
  g_autofree char *head = rs->state_headline (s);
  g_assert_cmpstr (head, ==, "Game over after turn 2: Southern Demonstration Division wins, Major Victory");
  refused (j, "{\"type\":\"next\"}", "the game is over (19)");
  json_object *sum = rs->state_summary (s);
  json_object *victory = json_object_object_get (sum, "victory");
  g_assert_cmpstr (json_object_to_json_string_ext (victory, JSON_C_TO_STRING_PLAIN), ==,
                   "{\"difference\":268,\"result\":\"Major Victory\",\"winner\":\"second\"}");
  g_assert_true (json_object_get_boolean (json_object_object_get (sum, "ended")));
  json_object_put (sum);
}

static void
test_full_game (void)
{
  g_autoptr (AdjJournal) j = new_game ("{\"scouting\":true,\"national_staff\":true}");
  setup (j);
  turn_order (j);
  turn_one (j);
  turn_two (j);
  check_result (j);

  /* Save and load: the journal replays to the same state, lines and hash. */
  g_autofree char *dir = g_dir_make_tmp ("adj-dog-game-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  GError *error = NULL;
  g_assert_true (adj_savegame_save (j, path, TRUE, &error));
  g_autoptr (AdjJournal) k = adj_savegame_load_file (path, adj_rulesets (), NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (adj_journal_get_ruleset (k) == rs);
  g_assert_true (rs->state_equal (adj_journal_get_state (j), adj_journal_get_state (k)));
  g_assert_cmpuint (adj_journal_get_length (k), ==, adj_journal_get_length (j));
  for (guint i = 0; i < adj_journal_get_length (j); i++)
    {
      g_autofree char *a = adj_journal_describe (j, i), *b = adj_journal_describe (k, i);
      g_assert_cmpstr (a, ==, b);
    }
  g_assert_cmpstr (rs->scenario_hash (adj_journal_get_scenario (j)), ==,
                   rs->scenario_hash (adj_journal_get_scenario (k)));
  /* By id: the shipped battle resolves it and its hash must match. */
  g_autofree char *by_id = g_build_filename (dir, "by-id.json", NULL);
  g_assert_true (adj_savegame_save (j, by_id, FALSE, &error));
  g_autoptr (GPtrArray) list = g_ptr_array_new_with_free_func (rs->scenario_unref);
  g_ptr_array_add (list, demonstration ());
  g_autoptr (AdjJournal) m = adj_savegame_load_file (by_id, adj_rulesets (),
                                                     (AdjScenarioResolver) adj_savegame_resolve_in_list, list,
                                                     &error);
  g_assert_no_error (error);
  g_assert_true (rs->state_equal (adj_journal_get_state (j), adj_journal_get_state (m)));

  /* Undo back to the start, then forward again, state by state. */
  guint len = adj_journal_get_length (j);
  while (adj_journal_undo (j))
    ;
  g_assert_cmpint (adj_dog_state_get_step (state (j)), ==, ADJ_DOG_STEP_SETUP);
  g_assert_true (adj_journal_set_cursor (j, len));
  g_assert_true (rs->state_equal (adj_journal_get_state (j), adj_journal_get_state (k)));
  g_unlink (path);
  g_unlink (by_id);
  g_rmdir (dir);
}

/* A save whose virtual roll was changed does not load (the seed gives it away). */
static void
test_tampered_save (void)
{
  g_autoptr (AdjJournal) j = new_game (NULL);
  AdjDogRoll v = adj_dog_roll_virtual (7);
  gpointer m = adj_dog_move_staff (general (j, "n-div"), v);
  g_assert_true (adj_journal_apply (j, m, NULL));
  rs->move_free (m);
  json_object *o = adj_savegame_to_json (j, TRUE);
  g_autofree char *text = g_strdup (json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN));
  json_object_put (o);
  g_autofree char *needle = g_strdup_printf ("\"value\":%d,\"seed\":7", v.value);
  g_autofree char *swap = g_strdup_printf ("\"value\":%d,\"seed\":7", v.value % 6 + 1);
  g_autoptr (GString) s = g_string_new (text);
  g_assert_cmpuint (g_string_replace (s, needle, swap, 1), ==, 1);
  GError *error = NULL;
  g_assert_null (adj_savegame_load_data (s->str, s->len, "game.json", adj_rulesets (), NULL, NULL, &error));
  g_assert_nonnull (strstr (error->message, "does not follow from its seed"));
  g_error_free (error);
}

static void
test_options (void)
{
  gpointer sc = demonstration ();
  GError *error = NULL;
  json_object *o = json_tokener_parse ("{\"fog\":true}");
  g_assert_null (adj_journal_new (rs, sc, o, NULL, &error));
  g_assert_nonnull (strstr (error->message, "'fog' is not an option"));
  g_clear_error (&error);
  json_object_put (o);
  rs->scenario_unref (sc);
  /* Without scouting, no scouts and an optional deployment roll (17.1). */
  g_autoptr (AdjJournal) j = new_game (NULL);
  refused (j, "{\"type\":\"scouts\",\"side\":\"first\",\"units\":[]}", "(20.1)");
  play (j, "{\"type\":\"deploy-roll\",\"rolls\":[5,2]}");
  assert_last (j, "Deployment roll: Northern Demonstration Corps 5, Southern Demonstration Division 2: Southern "
                  "Demonstration Division sets up a brigade first (17.1)");
  /* The standard table (15.1): a 5 is Capable. */
  play (j, "{\"type\":\"staff\",\"general\":\"n-div\",\"roll\":{\"value\":5}}");
  g_assert_cmpint (adj_dog_state_general (state (j), general (j, "n-div"))->grade, ==, ADJ_DOG_GRADE_CAPABLE);
}

/* 19.2 with the objectives option: both taking theirs is a draw. */
static void
test_objectives (void)
{
  g_autoptr (AdjJournal) j = new_game ("{\"objectives\":true}");
  static const char *const ids[] = { "n-div", "n-bde1", "n-bde2", "s-div", "s-bde1", "s-bde2" };
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_autofree char *mv = g_strdup_printf ("{\"type\":\"staff\",\"general\":\"%s\",\"roll\":{\"value\":3}}", ids[i]);
      play (j, mv);
    }
  play (j, "{\"type\":\"begin\"}");
  play (j, "{\"type\":\"initiative\",\"rolls\":[6,1]}");
  /* A South's part of the Morale Phase after this one owes the cavalry's
   * rally test: the players go on without it. */
  while (adj_dog_state_get_step (state (j)) != ADJ_DOG_STEP_ASSAULT_SECOND)
    play (j, adj_dog_state_overrulable (state (j)) ? "{\"type\":\"overrule\"}" : "{\"type\":\"next\"}");
  play (j, "{\"type\":\"lose\",\"unit\":\"s-1inf\",\"stands\":9}");
  play (j, "{\"type\":\"end\",\"objectives\":[false,true]}");
  AdjDogVictory v;
  adj_dog_state_victory (state (j), &v);
  g_assert_cmpint (v.winner, ==, 1);
  g_assert_cmpint (v.result, ==, ADJ_DOG_RESULT_WIN);
  assert_last (j, "The game ends after turn 1: Southern Demonstration Division wins, Win (19.2)");
}

static void
test_battle_refusals (void)
{
  static const struct {
    const char *text, *expect;
  } cases[] = {
    { "{\"format\":\"adjutant-dog-battle\",\"version\":1,\"id\":\"x\",\"title\":\"X\",\"size\":100,\"armies\":[{}]}",
      "$.armies: a battle has two armies" },
    { "{\"format\":\"adjutant-dog-battle\",\"version\":1,\"id\":\"x\",\"title\":\"X\",\"size\":30,\"armies\":"
      "[{\"units\":[{\"arm\":\"cavalry\",\"class\":4,\"stands\":4}]},{}]}",
      "$.armies[0]: 40 points is over the agreed total of 30 (7)" },
    { "{\"format\":\"adjutant-dog-battle\",\"version\":1,\"id\":\"x\",\"title\":\"X\",\"size\":100,\"armies\":"
      "[{\"units\":[{\"id\":\"u\",\"arm\":\"cavalry\",\"class\":1,\"stands\":4}]},"
      "{\"units\":[{\"id\":\"u\",\"arm\":\"cavalry\",\"class\":1,\"stands\":4}]}]}",
      "$.armies[1]: the id 'u' is used twice in this battle" },
    { "{\"format\":\"adjutant-dog-battle\",\"version\":1,\"id\":\"x\",\"title\":\"X\",\"size\":100,\"armies\":"
      "[{\"units\":[{\"arm\":\"infantry\",\"class\":1,\"stands\":2}]},{}]}", "(18.5.8)" },
    { "{\"format\":\"adjutant-dog-battle\",\"version\":1,\"id\":\"x\",\"title\":\"X\\u0000\",\"size\":100,"
      "\"armies\":[{},{}]}", "$.title: a text may not hold a NUL character (\\u0000)" },
    { "{\"format\":\"adjutant-dog-battle\",\"version\":1,\"id\":\"x\",\"title\":\"X\",\"size\":0,\"armies\":[{},{}]}",
      "$.size" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      GError *error = NULL;
      g_assert_null (adj_dog_battle_load_data (cases[i].text, strlen (cases[i].text), "b.json", &error));
      dogtest_assert_error (error, cases[i].expect);
    }
  /* Two lists without ids or a General: ids by army, and the player's
   * General added, free (6.1, 15.1). */
  const char *ok = "{\"format\":\"adjutant-dog-battle\",\"version\":1,\"id\":\"x\",\"title\":\"X\",\"size\":100,"
                   "\"armies\":[{\"units\":[{\"arm\":\"cavalry\",\"class\":1,\"stands\":4}]},"
                   "{\"units\":[{\"arm\":\"cavalry\",\"class\":1,\"stands\":4}],\"guns\":[\"siege\"]}]}";
  GError *error = NULL;
  g_autoptr (AdjDogBattle) b = adj_dog_battle_load_data (ok, strlen (ok), "b.json", &error);
  g_assert_no_error (error);
  g_assert_cmpint (adj_dog_battle_find_unit (b, "a-u1"), ==, 0);
  g_assert_cmpint (adj_dog_battle_find_unit (b, "b-u1"), ==, 1);
  g_assert_cmpint (adj_dog_battle_find_unit (b, "b-gun1"), ==, 2);
  g_assert_cmpint (adj_dog_battle_unit (b, 2)->cost, ==, 50);
  g_assert_cmpint (adj_dog_battle_find_general (b, "a-general"), ==, 0);
  g_assert_true (adj_dog_battle_general (b, 1)->implied);
  g_assert_cmpstr (adj_dog_battle_army_name (b, 1), ==, "Second army");
  /* The canonical text loads back to the same hash. */
  json_object *o = adj_dog_battle_to_json (b);
  const char *text = json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN);
  g_autoptr (AdjDogBattle) c = adj_dog_battle_load_data (text, strlen (text), "c.json", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (adj_dog_battle_get_hash (b), ==, adj_dog_battle_get_hash (c));
  json_object_put (o);
}

static void
test_move_refusals (void)
{
  g_autoptr (AdjJournal) j = new_game (NULL);
  static const struct {
    const char *text, *expect;
  } cases[] = {
    { "{\"type\":\"fly\"}", "move.type: 'fly' is not a move of Days of Glory" },
    { "{\"type\":\"order\",\"unit\":\"nobody\",\"order\":\"good\"}", "move.unit: this battle has no unit 'nobody'" },
    { "{\"type\":\"order\",\"unit\":\"n-1inf\",\"order\":\"brave\"}", "move.order: 'brave'" },
    { "{\"type\":\"next\",\"extra\":1}", "move: unknown member \"extra\"" },
    { "{\"type\":\"initiative\",\"rolls\":[1]}", "move.rolls: expected one entry per army (2)" },
    { "{\"type\":\"dispute\",\"question\":\"a\\u0000\",\"a\":\"first\",\"roll\":{\"value\":1}}", "NUL" },
    { "{\"type\":\"staff\",\"general\":\"n-div\",\"roll\":{\"value\":1,\"seed\":0.5}}", "move.roll.seed: expected a seed" },
    { "{\"type\":\"morale\",\"unit\":\"n-2inf\",\"test\":\"rally\",\"total\":1,\"roll\":{\"value\":7}}",
      "move.roll.value: 7 is outside 1..6" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      json_object *o = json_tokener_parse (cases[i].text);
      GError *error = NULL;
      g_assert_null (adj_ruleset_move_from_object (rs, o, adj_journal_get_scenario (j), "move", &error));
      dogtest_assert_error (error, cases[i].expect);
      json_object_put (o);
    }
  /* Moves made in code are checked too. */
  AdjDogMove *m = adj_dog_move_unit (ADJ_DOG_MOVE_ORDER, 9999, 0, FALSE);
  GError *error = NULL;
  g_assert_false (adj_journal_apply (j, m, &error));
  g_clear_error (&error);
  adj_dog_move_free (m);
}

/* Every move survives JSON and back with the same line. */
static void
test_move_json (void)
{
  g_autoptr (AdjJournal) j = new_game ("{\"scouting\":true}");
  const char *texts[] = {
    "{\"type\":\"staff\",\"general\":\"n-div\",\"roll\":{\"value\":3,\"seed\":12}}",
    "{\"type\":\"scouts\",\"side\":\"second\",\"units\":[\"s-1cav\"]}",
    "{\"type\":\"initiative\",\"rolls\":[4,1],\"seed\":3}",
    "{\"type\":\"morale\",\"unit\":\"n-1inf\",\"test\":\"rally\",\"total\":-2,\"roll\":{\"value\":1},"
    "\"factors\":[\"A\",\"B\"]}",
    "{\"type\":\"end\",\"objectives\":[true,false]}",
    "{\"type\":\"lose\",\"unit\":\"s-1inf\",\"stands\":3}",
    "{\"type\":\"remove\",\"unit\":\"s-1inf\",\"fate\":\"destroyed\"}",
    "{\"type\":\"general\",\"general\":\"s-div\",\"status\":\"wounded\"}",
    "{\"type\":\"dispute\",\"question\":\"Q\",\"a\":\"second\",\"roll\":{\"value\":2}}",
  };
  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      gpointer m = move_of (j, texts[i]);
      json_object *o = rs->move_to_json (m, adj_journal_get_scenario (j));
      g_assert_cmpstr (json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN), ==, texts[i]);
      gpointer c = rs->move_copy (m);
      json_object *p = rs->move_to_json (c, adj_journal_get_scenario (j));
      g_assert_cmpstr (json_object_to_json_string_ext (p, JSON_C_TO_STRING_PLAIN), ==, texts[i]);
      json_object_put (o);
      json_object_put (p);
      rs->move_free (m);
      rs->move_free (c);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/dog/game/full", test_full_game);
  g_test_add_func ("/dog/game/tampered-save", test_tampered_save);
  g_test_add_func ("/dog/game/options", test_options);
  g_test_add_func ("/dog/rule-19.2/objectives-game", test_objectives);
  g_test_add_func ("/dog/battle/refusals", test_battle_refusals);
  g_test_add_func ("/dog/move/refusals", test_move_refusals);
  g_test_add_func ("/dog/move/json", test_move_json);
  return g_test_run ();
}
