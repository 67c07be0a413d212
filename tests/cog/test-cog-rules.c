/* Rules of Clash of Giants III one by one, each where it shows in a game:
 * units (3.2.5-3.2.7), stacking in a combat (7.3), the Retreat Phase
 * (6.3.4), night (15.1, 15.2, 15.3), replacements (9.6), victory (5.1,
 * 5.2) and the end of the game (6.3.6). */
#include <string.h>

#include "cog-helpers.h"

static AdjCogBattle *
mutated (const char *unit, const char *key, json_object *value)
{
  json_object *root = ch_demo_json ();
  json_object *units = json_object_object_get (root, "units");
  for (guint i = 0; i < json_object_array_length (units); i++)
    if (g_str_equal (json_object_get_string (json_object_object_get (json_object_array_get_idx (units, i), "id")), unit))
      json_object_object_add (json_object_array_get_idx (units, i), key, value);
  GError *error = NULL;
  AdjCogBattle *b = adj_cog_battle_from_json (root, "t.json: $", &error);
  json_object_put (root);
  g_clear_error (&error);
  return b;
}

/* 3.2.5: cavalry has its printed allowance, infantry its track's roll. */
static void
test_movement_allowance (void)
{
  g_autoptr (AdjCogBattle) b = ch_demo ();
  g_assert_cmpint (adj_cog_battle_unit (b, ch_unit (b, "fern"))->ma, ==, 8);
  g_assert_cmpint (adj_cog_battle_unit (b, ch_unit (b, "alder"))->ma, ==, 0);
  g_autoptr (AdjJournal) j = ch_game (b, NULL);
  ch_play_until (j, 0, "cup");
  ch_next (j);
  ch_apply (j, "{\"type\":\"cm_draw\",\"marker\":\"cm-gray-cav\"}");
  g_assert_false (adj_cog_state_needs_command_roll (ch_state (j), (guint) adj_cog_battle_find_formation (b, "gray-cav")));
  ch_next (j);
}

/* 3.2.6: one to three steps; 3.2.7: a TER of 1 to 6, never below 1. */
static void
test_steps_and_ter (void)
{
  g_assert_null (mutated ("alder", "steps", json_object_new_int (4)));
  g_assert_null (mutated ("alder", "steps", json_object_new_int (0)));
  g_assert_null (mutated ("alder", "ter", json_object_new_int (0)));
  g_autoptr (AdjCogBattle) ok = mutated ("alder", "ter", json_object_new_int (1));
  g_assert_nonnull (ok);
  g_assert_cmpint (adj_cog_effective_ter (1, TRUE, FALSE), ==, 1);
}

/* 7.3: cavalry and infantry never defend together. */
static void
test_stacking (void)
{
  AdjCogCombatInput in = { .loss_limit = 1, .n_defenders = 2, .n_attackers = 1 };
  in.defenders[0] = (AdjCogCombatUnit) { 3, 1, TRUE };
  in.defenders[1] = (AdjCogCombatUnit) { 3, 1, FALSE };
  in.attackers[0] = (AdjCogCombatUnit) { 3, 1, FALSE };
  GError *error = NULL;
  g_assert_false (adj_cog_combat_check (&in, &error));
  g_assert_cmpstr (error->message, ==, "7.3: cavalry does not stack with infantry");
  g_clear_error (&error);
}

/* 6.3.4: a unit that cannot retreat its 4 hexes loses a step, only in the
 * Retreat Phase. */
static void
test_retreat_phase (void)
{
  g_autoptr (AdjCogBattle) b = ch_demo ();
  g_autoptr (AdjJournal) j = ch_game (b, NULL);
  ch_refuse (j, "{\"type\":\"step_loss\",\"unit\":\"alder\",\"reason\":\"retreat_phase\"}",
             "6.3.4: that happens in the Retreat Phase");
  ch_play_until (j, 0, "retreat");
  AdjStepPrompt p;
  adj_cog_state_prompt (ch_state (j), &p);
  g_assert_cmpstr (p.rule, ==, "6.3.4");
  g_assert_nonnull (strstr (p.text, "4 hexes"));
  ch_apply (j, "{\"type\":\"step_loss\",\"unit\":\"alder\",\"reason\":\"retreat_phase\"}");
  g_assert_cmpint (adj_cog_state_unit_steps (ch_state (j), ch_unit (b, "alder")), ==, 2);
  ch_refuse (j, "{\"type\":\"eliminate\",\"unit\":\"alder\",\"reason\":\"retreat_phase\"}", "6.3.4: a unit that cannot");
  /* One step, not two: a second click on the same unit is refused. */
  ch_refuse (j, "{\"type\":\"step_loss\",\"unit\":\"alder\",\"reason\":\"retreat_phase\"}",
             "6.3.4: a unit that cannot retreat loses one step in the Retreat Phase");
  g_assert_cmpint (adj_cog_state_unit_steps (ch_state (j), ch_unit (b, "alder")), ==, 2);
}

static const AdjStepItem *
find_item (GPtrArray *items, const char *kind)
{
  for (guint i = 0; i < items->len; i++)
    {
      const AdjStepItem *it = items->pdata[i];
      if (g_strcmp0 (it->kind, kind) == 0)
        return it;
    }
  return NULL;
}

static gboolean
names (const AdjStepItem *it, const char *id)
{
  for (guint i = 0; it != NULL && i < it->units->len; i++)
    if (g_str_equal (it->units->pdata[i], id))
      return TRUE;
  return FALSE;
}

/* The procedure as the engine's queries (docs/design.md): what a step
 * owes is what Next refuses with (10.1, 12.9), and what may be done names
 * only units the rules accept (12.3). */
static void
test_owed_and_legal (void)
{
  g_autoptr (AdjCogBattle) b = ch_demo ();
  g_autoptr (AdjJournal) j = ch_game (b, NULL);
  ch_play_until (j, 0, "draw");
  g_autoptr (GPtrArray) owed = adj_cog_state_owed (ch_state (j));
  g_assert_cmpuint (owed->len, ==, 1);
  g_assert_cmpstr (find_item (owed, "cm_draw")->rule, ==, "6.3.3");
  g_autoptr (GPtrArray) legal = adj_cog_state_legal (ch_state (j));
  g_assert_nonnull (find_item (legal, "cm_draw"));
  g_assert_null (find_item (legal, "next"));

  ch_apply (j, "{\"type\":\"cm_draw\",\"marker\":\"cm-blue-1\"}");
  g_clear_pointer (&owed, g_ptr_array_unref);
  owed = adj_cog_state_owed (ch_state (j));
  const AdjStepItem *roll = find_item (owed, "command_roll");
  g_assert_nonnull (roll);
  g_assert_cmpstr (roll->rule, ==, "10.1");
  g_assert_cmpint (roll->side, ==, ADJ_COG_UNION);
  g_assert_true (names (roll, "blue-1"));
  ch_refuse (j, "{\"type\":\"next\",\"step\":\"activation\"}",
             "10.1: roll on the Command Track of Blue 1st Division first");

  ch_apply (j, "{\"type\":\"command_roll\",\"formation\":\"blue-1\",\"roll\":4}");
  ch_apply (j, "{\"type\":\"combat_action\",\"side\":\"union\"}");
  g_clear_pointer (&owed, g_ptr_array_unref);
  owed = adj_cog_state_owed (ch_state (j));
  g_assert_cmpuint (owed->len, ==, 0);
  g_clear_pointer (&legal, g_ptr_array_unref);
  legal = adj_cog_state_legal (ch_state (j));
  const AdjStepItem *attack = find_item (legal, "combat");
  g_assert_true (names (attack, "granite") && names (attack, "hickory"));
  g_assert_false (names (attack, "birch"));  /* the other side's */
  g_assert_nonnull (find_item (legal, "next"));
  g_assert_null (find_item (legal, "combat_action"));  /* declared (6.3.3) */

  ch_combat (j, "{\"type\":\"combat\",\"attackers\":[\"granite\",\"hickory\"],\"defenders\":[\"birch\"],"
                "\"defender_rolls\":[{\"unit\":\"birch\",\"roll\":4}],"
                "\"attacker_rolls\":[{\"unit\":\"granite\",\"roll\":5},{\"unit\":\"hickory\",\"roll\":3}]}");
  g_clear_pointer (&legal, g_ptr_array_unref);
  legal = adj_cog_state_legal (ch_state (j));
  attack = find_item (legal, "combat");
  g_assert_false (names (attack, "granite"));  /* 12.3: attacked once */
  g_assert_true (names (attack, "iron"));
}

/* A game saved before the procedure was checked (procedure 1) replays as
 * it was played, a second 6.3.4 step included. */
static void
test_retreat_phase_old_save (void)
{
  g_autoptr (AdjCogBattle) b = ch_demo ();
  g_autoptr (AdjJournal) j = ch_game (b, "{\"procedure\":1}");
  ch_play_until (j, 0, "retreat");
  ch_apply (j, "{\"type\":\"step_loss\",\"unit\":\"alder\",\"reason\":\"retreat_phase\"}");
  ch_apply (j, "{\"type\":\"step_loss\",\"unit\":\"alder\",\"reason\":\"retreat_phase\"}");
  g_assert_cmpint (adj_cog_state_unit_steps (ch_state (j), ch_unit (b, "alder")), ==, 1);
}

/* 6.3.3: once the side's Combat Action is spent, the prompt of its next
 * activation no longer offers it. */
static void
test_combat_action_spent (void)
{
  g_autoptr (AdjCogBattle) b = ch_demo ();
  g_autoptr (AdjJournal) j = ch_game (b, NULL);
  AdjStepPrompt p;
  ch_play_until (j, 0, "draw");
  ch_apply (j, "{\"type\":\"cm_draw\",\"marker\":\"cm-blue-1\"}");
  ch_apply (j, "{\"type\":\"command_roll\",\"formation\":\"blue-1\",\"roll\":4}");
  adj_cog_state_prompt (ch_state (j), &p);
  g_assert_nonnull (strstr (p.text, "declare the side's Combat Action"));
  ch_apply (j, "{\"type\":\"combat_action\",\"side\":\"union\"}");
  ch_next (j);
  ch_apply (j, "{\"type\":\"cm_draw\",\"marker\":\"cm-blue-cav\"}");
  ch_apply (j, "{\"type\":\"command_roll\",\"formation\":\"blue-cav\",\"roll\":4}");
  adj_cog_state_prompt (ch_state (j), &p);
  g_assert_cmpstr (p.rule, ==, "6.3.3");
  g_assert_null (strstr (p.text, "declare the side's Combat Action"));
  g_assert_nonnull (strstr (p.text, "Combat Action is spent this turn"));
  ch_refuse (j, "{\"type\":\"combat_action\",\"side\":\"union\"}", "6.3.3");
}

/* 15.1-15.3: at night no AMs and no SCMs, one CM withheld a side, no
 * combat, and the surrender of surrounded units. */
static void
test_night (void)
{
  g_autoptr (AdjCogBattle) b = ch_demo ();
  g_autoptr (AdjJournal) j = ch_game (b, NULL);
  ch_play_until (j, 2, "place");
  g_assert_true (adj_cog_state_is_night (ch_state (j)));
  g_assert_cmpint (adj_cog_state_scm_status (ch_state (j), 0), ==, ADJ_COG_CM_OFF);
  ch_next (j);
  g_assert_cmpint (adj_cog_state_step (ch_state (j)), ==, ADJ_COG_STEP_CUP);
  ch_refuse (j, "{\"type\":\"am_draw\",\"seed\":1}", "6.3.2: the AMs are drawn in the Artillery/SCM Phase");
  g_assert_false (adj_cog_state_am_available (ch_state (j), ch_am (b, "am-blue-reserve"), ADJ_COG_UNION));
  ch_apply (j, "{\"type\":\"withhold\",\"cm\":\"cm-blue-1\"}");
  ch_refuse (j, "{\"type\":\"withhold\",\"cm\":\"cm-blue-cav\"}", "15.1: each player withholds one CM at most");
  g_assert_cmpint (adj_cog_state_cm_status (ch_state (j), ch_cm (b, "cm-blue-1")), ==, ADJ_COG_CM_WITHHELD);
  ch_next (j);
  ch_apply (j, "{\"type\":\"cm_draw\",\"marker\":\"cm-gray-1\"}");
  ch_apply (j, "{\"type\":\"command_roll\",\"formation\":\"gray-1\",\"roll\":1}");
  ch_refuse (j, "{\"type\":\"combat_action\",\"side\":\"csa\"}", "15.2: no combat at night");
  g_assert_false (adj_cog_state_combat_open (ch_state (j)));
  AdjStepPrompt p;
  adj_cog_state_prompt (ch_state (j), &p);
  g_assert_cmpstr (p.rule, ==, "15.2");
  ch_next (j);
  ch_play_until (j, 2, "surrender");
  adj_cog_state_prompt (ch_state (j), &p);
  g_assert_cmpstr (p.rule, ==, "15.3");
  g_assert_cmpint (p.side, ==, -1);  /* both sides at once */
  ch_apply (j, "{\"type\":\"eliminate\",\"unit\":\"alder\",\"reason\":\"surrender\"}");
  ch_apply (j, "{\"type\":\"eliminate\",\"unit\":\"iron\",\"reason\":\"surrender\"}");
  g_assert_cmpint (adj_cog_state_steps_lost (ch_state (j), ADJ_COG_CSA), ==, 3);
  g_assert_cmpint (adj_cog_state_steps_lost (ch_state (j), ADJ_COG_UNION), ==, 1);
  ch_next (j);
  /* 9.6: only the withheld CM's formation, the CSA first; a one-step unit
   * never returns; a two-step one returns with one. */
  g_assert_cmpint (adj_cog_state_step (ch_state (j)), ==, ADJ_COG_STEP_REPLACE_CSA);
  ch_refuse (j, "{\"type\":\"replacement\",\"unit\":\"alder\"}", "9.6: only a formation whose CM was withheld");
  ch_next (j);
  ch_refuse (j, "{\"type\":\"replacement\",\"unit\":\"iron\"}", "9.6: a one-step unit never returns once eliminated");
  ch_refuse (j, "{\"type\":\"eliminate\",\"unit\":\"granite\",\"reason\":\"surrender\"}",
             "15.3: units surrender in the Night Phase");
}

/* 9.6: an eliminated unit of two steps returns with one, stacked with a
 * unit of its formation; the enemy's victory point goes. */
static void
test_replacement_returns (void)
{
  g_autoptr (AdjCogBattle) b = ch_demo ();
  g_autoptr (AdjJournal) j = ch_game (b, NULL);
  ch_play_until (j, 2, "cup");
  ch_apply (j, "{\"type\":\"withhold\",\"cm\":\"cm-blue-1\"}");
  ch_play_until (j, 2, "surrender");
  ch_apply (j, "{\"type\":\"eliminate\",\"unit\":\"granite\",\"reason\":\"surrender\"}");
  int vp = adj_cog_state_vp (ch_state (j), ADJ_COG_CSA);
  ch_play_until (j, 2, "replace-union");
  ch_apply (j, "{\"type\":\"replacement\",\"unit\":\"granite\"}");
  g_assert_cmpint (adj_cog_state_unit_status (ch_state (j), ch_unit (b, "granite")), ==, ADJ_COG_UNIT_ON_MAP);
  g_assert_cmpint (adj_cog_state_unit_steps (ch_state (j), ch_unit (b, "granite")), ==, 1);
  g_assert_cmpint (adj_cog_state_vp (ch_state (j), ADJ_COG_CSA), ==, vp - 1);
  g_autofree char *line = adj_journal_describe (j, adj_journal_get_cursor (j) - 1);
  g_assert_cmpstr (line, ==, "Granite Brigade returns with one step (9.6)");
}

/* 5.1, 5.2: steps, hexes and the battle book's other points; 6.3.6: an
 * Automatic Victory ends the game in the Game Turn End Phase. */
static void
test_victory (void)
{
  g_autoptr (AdjCogBattle) b = ch_demo ();
  g_autoptr (AdjJournal) j = ch_game (b, NULL);
  g_assert_cmpint (adj_cog_state_vp (ch_state (j), ADJ_COG_CSA), ==, 2);    /* Mill Ridge */
  g_assert_cmpint (adj_cog_state_vp (ch_state (j), ADJ_COG_UNION), ==, 3);  /* Crossroads */
  ch_apply (j, "{\"type\":\"control\",\"hex\":\"1210\",\"side\":\"union\"}");
  g_assert_cmpint (adj_cog_state_vp (ch_state (j), ADJ_COG_CSA), ==, 0);
  g_assert_cmpint (adj_cog_state_vp (ch_state (j), ADJ_COG_UNION), ==, 5);
  ch_apply (j, "{\"type\":\"vp\",\"side\":\"csa\",\"vp\":-1,\"reason\":\"exit\"}");
  g_assert_cmpint (adj_cog_state_vp (ch_state (j), ADJ_COG_CSA), ==, -1);
  ch_refuse (j, "{\"type\":\"vp\",\"side\":\"csa\",\"vp\":0,\"reason\":\"nothing\"}", "5.1: victory points");
  ch_refuse (j, "{\"type\":\"automatic_victory\",\"side\":\"union\"}", "6.3.6");
  ch_play_until (j, 0, "turn-end");
  ch_apply (j, "{\"type\":\"automatic_victory\",\"side\":\"union\"}");
  g_assert_cmpint (adj_cog_state_step (ch_state (j)), ==, ADJ_COG_STEP_GAME_OVER);
  g_assert_cmpint (adj_cog_state_automatic_victory (ch_state (j)), ==, ADJ_COG_UNION);
  g_autofree char *headline = adj_cog_state_headline (ch_state (j));
  g_assert_nonnull (strstr (headline, "Game over"));
  json_object *summary = adj_cog_state_summary (ch_state (j));
  g_assert_cmpstr (json_object_get_string (json_object_object_get (summary, "automatic_victory")), ==, "union");
  json_object_put (summary);
}

/* 6.1: a step is ended by naming it; the headline says where the game is. */
static void
test_sequence (void)
{
  g_autoptr (AdjCogBattle) b = ch_demo ();
  g_autoptr (AdjJournal) j = ch_game (b, NULL);
  g_autofree char *h = adj_cog_state_headline (ch_state (j));
  g_assert_cmpstr (h, ==, "Turn 1 (0900), Mutual Reinforcement Phase: CSA Early Entry");
  ch_refuse (j, "{\"type\":\"next\",\"step\":\"place\"}", "6.1: that ends the step \"Arrivals\"");
  AdjStepPrompt p;
  adj_cog_state_prompt (ch_state (j), &p);
  g_assert_cmpint (p.side, ==, ADJ_COG_CSA);
  g_assert_cmpstr (p.rule, ==, "9.3");
  ch_play_until (j, 0, "draw");
  ch_apply (j, "{\"type\":\"cm_draw\",\"marker\":\"cm-gray-1\"}");
  g_autofree char *h2 = adj_cog_state_headline (ch_state (j));
  g_assert_cmpstr (h2, ==, "Turn 1 (0900), Operational Phase: Gray 1st Division CM");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cog/rule-3.2.5/movement-allowance", test_movement_allowance);
  g_test_add_func ("/cog/rule-3.2.6/steps-and-rule-3.2.7/ter", test_steps_and_ter);
  g_test_add_func ("/cog/rule-7.3/cavalry-apart-from-infantry", test_stacking);
  g_test_add_func ("/cog/rule-6.3.4/retreat-phase-step-loss", test_retreat_phase);
  g_test_add_func ("/cog/rule-6.3.4/old-save-second-step", test_retreat_phase_old_save);
  g_test_add_func ("/cog/rule-6.3.3/combat-action-spent-prompt", test_combat_action_spent);
  g_test_add_func ("/cog/procedure/owed-and-legal-rule-10.1-12.3", test_owed_and_legal);
  g_test_add_func ("/cog/rule-15/night-turn", test_night);
  g_test_add_func ("/cog/rule-9.6/eliminated-unit-returns", test_replacement_returns);
  g_test_add_func ("/cog/rule-5.1/victory-points", test_victory);
  g_test_add_func ("/cog/rule-6.1/sequence", test_sequence);
  return g_test_run ();
}
