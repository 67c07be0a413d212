/* Days of Glory's procedure (issue 25): what a step owes and what may be
 * done now, from the ruleset table; Next refused with the first thing
 * owed; the players' "go on anyway" recorded; the refusals of 18.2.8 and
 * 18.2.10 that keep a routing unit out of good order; old saves (the
 * first procedure level) replay as they were played. */
#include <glib/gstdio.h>
#include <string.h>

#include <adjutant-engine.h>
#include <dog/combat.h>
#include <dog/morale.h>
#include <dog/move.h>
#include <dog/ruleset.h>

#include "dogtest.h"

static const AdjRuleset *rs = &adj_dog_ruleset;

static AdjJournal *
new_game (const char *options)
{
  return dogtest_new_game (options);
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

/* Refused with @expect, and the state and journal unchanged. */
static void
refused (AdjJournal *j, const char *text, const char *expect)
{
  gpointer m = move_of (j, text);
  GError *error = NULL;
  guint len = adj_journal_get_length (j);
  gconstpointer before = adj_journal_get_state (j);
  g_assert_false (adj_journal_apply (j, m, &error));
  dogtest_assert_error (error, expect);
  g_assert_cmpuint (adj_journal_get_length (j), ==, len);
  g_assert_true (adj_journal_get_state (j) == before);
  rs->move_free (m);
}

static const AdjDogState *
state (AdjJournal *j)
{
  return adj_journal_get_state (j);
}

static const AdjDogUnitState *
unit (AdjJournal *j, const char *id)
{
  int i = adj_dog_battle_find_unit (adj_dog_state_get_battle (state (j)), id);
  g_assert_cmpint (i, >=, 0);
  return adj_dog_state_unit (state (j), (guint) i);
}

/* The item of @items of @kind whose text has @text, or NULL. */
static const AdjStepItem *
find_item (GPtrArray *items, const char *kind, const char *text)
{
  for (guint i = 0; i < items->len; i++)
    {
      const AdjStepItem *it = items->pdata[i];
      if (g_strcmp0 (it->kind, kind) == 0 && (text == NULL || strstr (it->text, text) != NULL))
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

/* Whether any item of @kind whose text holds @text names @id (items are
 * per side). */
static gboolean
offered (GPtrArray *items, const char *kind, const char *text, const char *id)
{
  for (guint i = 0; i < items->len; i++)
    {
      const AdjStepItem *it = items->pdata[i];
      if (g_strcmp0 (it->kind, kind) == 0 && strstr (it->text, text) != NULL && names (it, id))
        return TRUE;
    }
  return FALSE;
}

/* Staff, deployment, turn 1; the South (second) has the initiative. */
static void
to_turn_one (AdjJournal *j)
{
  gboolean strict = adj_dog_state_procedure (state (j)) >= ADJ_PROCEDURE_RALLY;
  g_autoptr (GPtrArray) owed = rs->state_owed (state (j));
  g_assert_cmpuint (owed->len, ==, strict ? 1 : 0);
  if (strict)
    {
      g_assert_cmpstr (((AdjStepItem *) owed->pdata[0])->kind, ==, "begin");
      g_assert_true (strstr (((AdjStepItem *) owed->pdata[0])->text, "(15.1)") != NULL);
    }
  const char *staff[] = { "n-div", "n-bde1", "n-bde2", "s-div", "s-bde1", "s-bde2" };
  for (guint i = 0; i < G_N_ELEMENTS (staff); i++)
    {
      g_autofree char *m = g_strdup_printf ("{\"type\":\"staff\",\"general\":\"%s\",\"roll\":{\"value\":4}}", staff[i]);
      play (j, m);
    }
  play (j, "{\"type\":\"deploy-roll\",\"rolls\":[2,5]}");
  g_autoptr (GPtrArray) legal = rs->state_legal (state (j));
  g_assert_nonnull (find_item (legal, "begin", NULL));
  g_assert_null (find_item (legal, "next", NULL));
  play (j, "{\"type\":\"begin\"}");
  g_autoptr (GPtrArray) owed2 = rs->state_owed (state (j));
  g_assert_cmpuint (owed2->len, ==, strict ? 1 : 0);
  if (strict)
    g_assert_cmpstr (((AdjStepItem *) owed2->pdata[0])->rule, ==, "18.1");
  refused (j, "{\"type\":\"next\"}", "roll for the initiative first (18.1)");
  play (j, "{\"type\":\"initiative\",\"rolls\":[2,5]}");
  g_assert_cmpint (adj_dog_state_acting_side (state (j)), ==, 1);
}

/* 18.2.8, 18.2.10: a routing unit is disordered, and returns to good
 * order only after a rally test it passed (issue 25: it could be left in
 * good order from the Units page). */
static void
test_rule_18_2_8_routing_not_good_order (void)
{
  g_autoptr (AdjJournal) j = new_game (NULL);
  to_turn_one (j);
  play (j, "{\"type\":\"routing\",\"unit\":\"n-1inf\",\"routing\":true}");
  g_assert_true (unit (j, "n-1inf")->routing);
  g_assert_cmpint (unit (j, "n-1inf")->order, ==, ADJ_DOG_ORDER_DISORDERED);
  g_autofree char *line = adj_journal_describe (j, adj_journal_get_cursor (j) - 1);
  g_assert_cmpstr (line, ==, "1st Demonstration Infantry routs (18.4.14) and is disordered (18.2.8)");
  refused (j, "{\"type\":\"order\",\"unit\":\"n-1inf\",\"order\":\"good\"}",
           "1st Demonstration Infantry is routing: it is not in good order until it rallies (18.2.8, 18.2.10)");
  /* The Units page's query: no good order offered for it, disorder still is. */
  g_autoptr (GPtrArray) legal = rs->state_legal (state (j));
  g_assert_false (names (find_item (legal, "order", "good order"), "n-1inf"));
  g_assert_true (names (find_item (legal, "order", "disordered"), "n-2inf"));
  g_assert_true (names (find_item (legal, "order", "shaken"), "n-1inf"));
  g_assert_false (names (find_item (legal, "routing", "stop routing"), "n-1inf"));
}

/* 18.2, 18.2.10: the North's part of the Morale Phase owes the routing
 * regiment's rally test; Next is refused with it; the test is taken in
 * the unit's own part of the phase, once; passed, the unit may stop
 * routing and return to good order. */
static void
test_rule_18_2_10_rally_owed (void)
{
  g_autoptr (AdjJournal) j = new_game (NULL);
  to_turn_one (j);
  play (j, "{\"type\":\"routing\",\"unit\":\"n-1inf\",\"routing\":true}");
  /* The South's part: the North's unit owes nothing yet, and may not rally. */
  g_autoptr (GPtrArray) none = rs->state_owed (state (j));
  g_assert_cmpuint (none->len, ==, 0);
  refused (j, "{\"type\":\"morale\",\"unit\":\"n-1inf\",\"test\":\"rally\",\"total\":1,\"roll\":{\"value\":6}}",
           "in its own army's part of the Morale Phase (18.2)");
  play (j, "{\"type\":\"next\"}");
  g_assert_cmpint (adj_dog_state_get_step (state (j)), ==, ADJ_DOG_STEP_MORALE_SECOND);

  g_autoptr (GPtrArray) owed = rs->state_owed (state (j));
  g_assert_cmpuint (owed->len, ==, 1);
  const AdjStepItem *it = owed->pdata[0];
  g_assert_cmpstr (it->kind, ==, "morale");
  g_assert_cmpstr (it->rule, ==, "18.2");
  g_assert_cmpint (it->side, ==, 0);
  g_assert_cmpuint (it->units->len, ==, 1);
  g_assert_cmpstr (it->units->pdata[0], ==, "n-1inf");
  g_assert_cmpstr (it->text, ==, "1st Demonstration Infantry must try to rally");
  refused (j, "{\"type\":\"next\"}", "not yet: 1st Demonstration Infantry must try to rally (18.2)");
  refused (j, "{\"type\":\"routing\",\"unit\":\"n-1inf\",\"routing\":false}",
           "stops routing only by passing a rally test (18.2.10)");
  refused (j, "{\"type\":\"morale\",\"unit\":\"n-2inf\",\"test\":\"rally\",\"total\":1,\"roll\":{\"value\":6}}",
           "nothing to rally from (18.2.10)");
  g_autoptr (GPtrArray) legal = rs->state_legal (state (j));
  g_assert_true (names (find_item (legal, "morale", "rally"), "n-1inf"));
  g_assert_false (names (find_item (legal, "morale", "rally"), "n-2inf"));
  g_assert_nonnull (find_item (legal, "overrule", NULL));
  g_assert_null (find_item (legal, "next", NULL));

  /* 2 + 0 = 2: a 5 passes. */
  play (j, "{\"type\":\"morale\",\"unit\":\"n-1inf\",\"test\":\"rally\",\"total\":2,\"roll\":{\"value\":5}}");
  g_autoptr (GPtrArray) paid = rs->state_owed (state (j));
  g_assert_cmpuint (paid->len, ==, 0);
  refused (j, "{\"type\":\"morale\",\"unit\":\"n-1inf\",\"test\":\"rally\",\"total\":2,\"roll\":{\"value\":5}}",
           "has taken its rally test this phase (18.2.10)");
  refused (j, "{\"type\":\"overrule\"}", "owes nothing the players could overrule: use Next");
  play (j, "{\"type\":\"routing\",\"unit\":\"n-1inf\",\"routing\":false}");
  play (j, "{\"type\":\"order\",\"unit\":\"n-1inf\",\"order\":\"good\"}");
  g_assert_cmpint (unit (j, "n-1inf")->order, ==, ADJ_DOG_ORDER_GOOD);
  play (j, "{\"type\":\"next\"}");
  g_assert_cmpint (adj_dog_state_get_step (state (j)), ==, ADJ_DOG_STEP_SHOOTING);
}

/* 18.2.8: shaken stays until a passed rally test; a failed one does not do. */
static void
test_rule_18_2_8_shaken_until_rallied (void)
{
  g_autoptr (AdjJournal) j = new_game (NULL);
  to_turn_one (j);
  play (j, "{\"type\":\"order\",\"unit\":\"s-2inf\",\"order\":\"shaken\"}");
  refused (j, "{\"type\":\"order\",\"unit\":\"s-2inf\",\"order\":\"good\"}", "until it passes a rally test");
  play (j, "{\"type\":\"morale\",\"unit\":\"s-2inf\",\"test\":\"rally\",\"total\":4,\"roll\":{\"value\":3}}");
  refused (j, "{\"type\":\"order\",\"unit\":\"s-2inf\",\"order\":\"good\"}", "until it passes a rally test");
}

/* The players go on anyway: a move of its own, in the journal, saved. */
static void
test_overrule_recorded (void)
{
  g_autoptr (AdjJournal) j = new_game (NULL);
  to_turn_one (j);
  play (j, "{\"type\":\"order\",\"unit\":\"n-2inf\",\"order\":\"shaken\"}");
  play (j, "{\"type\":\"routing\",\"unit\":\"n-1inf\",\"routing\":true}");
  play (j, "{\"type\":\"next\"}");
  refused (j, "{\"type\":\"next\"}", "or end the phase anyway, by the players' choice");
  play (j, "{\"type\":\"overrule\"}");
  g_assert_cmpint (adj_dog_state_get_step (state (j)), ==, ADJ_DOG_STEP_SHOOTING);
  g_autofree char *line = adj_journal_describe (j, adj_journal_get_cursor (j) - 1);
  g_assert_cmpstr (line, ==, "Morale Phase ended with 1st Demonstration Infantry, 2nd Demonstration Infantry not yet "
                             "tried to rally, by the players' choice (18.2)");
  /* The shooting phase owes nothing; the units stay as they were. */
  g_autoptr (GPtrArray) owed = rs->state_owed (state (j));
  g_assert_cmpuint (owed->len, ==, 0);
  g_assert_true (unit (j, "n-1inf")->routing);

  g_autofree char *dir = g_dir_make_tmp ("adj-dog-proc-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  GError *error = NULL;
  g_assert_true (adj_savegame_save (j, path, TRUE, &error));
  g_autoptr (AdjJournal) k = adj_savegame_load_file (path, adj_rulesets (), NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (rs->state_equal (adj_journal_get_state (j), adj_journal_get_state (k)));
  g_autofree char *again = adj_journal_describe (k, adj_journal_get_cursor (k) - 1);
  g_assert_cmpstr (again, ==, line);
  g_remove (path);
  g_rmdir (dir);
}

/* A game of the first procedure level (saved before these checks)
 * replays as it was played: nothing owed, routing ended by hand. */
static void
test_first_procedure_level (void)
{
  g_autoptr (AdjJournal) j = new_game ("{\"procedure\":1}");
  g_assert_cmpint (adj_dog_state_procedure (state (j)), ==, 1);
  to_turn_one (j);
  play (j, "{\"type\":\"routing\",\"unit\":\"n-1inf\",\"routing\":true}");
  g_assert_cmpint (unit (j, "n-1inf")->order, ==, ADJ_DOG_ORDER_GOOD);
  play (j, "{\"type\":\"next\"}");
  g_autoptr (GPtrArray) owed = rs->state_owed (state (j));
  g_assert_cmpuint (owed->len, ==, 0);
  play (j, "{\"type\":\"routing\",\"unit\":\"n-1inf\",\"routing\":false}");
  play (j, "{\"type\":\"next\"}");
  refused (j, "{\"type\":\"overrule\"}", "use Next");
}

/* 18.3: the Shooting Phase's hits on, each unit that lost stands owes
 * its test for casualties from shooting; Next is refused until it is
 * taken, the players may overrule, and a save at level 3 owes nothing. */
static void
test_rule_18_3_casualties_test_owed (void)
{
  g_autoptr (AdjJournal) j = new_game (NULL);
  to_turn_one (j);
  play (j, "{\"type\":\"next\"}");
  play (j, "{\"type\":\"next\"}");
  g_assert_cmpint (adj_dog_state_get_step (state (j)), ==, ADJ_DOG_STEP_SHOOTING);
  play (j, "{\"type\":\"shot\",\"unit\":\"n-1inf\",\"hits\":2,\"by\":\"s-1inf\"}");
  play (j, "{\"type\":\"shot\",\"unit\":\"s-1inf\",\"hits\":1,\"by\":\"n-1inf\"}");
  g_autoptr (GPtrArray) owed = rs->state_owed (state (j));
  g_assert_cmpuint (owed->len, ==, 2);
  const AdjStepItem *it = owed->pdata[0];
  g_assert_cmpstr (it->kind, ==, "morale");
  g_assert_cmpstr (it->rule, ==, "18.3");
  g_assert_cmpstr (it->units->pdata[0], ==, "n-1inf");
  g_assert_cmpstr (it->text, ==, "1st Demonstration Infantry must test for casualties from shooting");
  refused (j, "{\"type\":\"next\"}", "must test for casualties from shooting (18.3)");
  /* The Morale Test page's cause for the unit is this test. */
  int n1 = adj_dog_battle_find_unit (adj_dog_state_get_battle (state (j)), "n-1inf");
  g_assert_cmpint (adj_dog_morale_cause (state (j), (guint) n1, unit (j, "n-1inf")->stands), ==,
                   ADJ_DOG_TEST_SHOOTING);
  play (j, "{\"type\":\"morale\",\"unit\":\"n-1inf\",\"test\":\"shooting\",\"total\":2,\"roll\":{\"value\":5}}");
  g_autoptr (GPtrArray) left = rs->state_owed (state (j));
  g_assert_cmpuint (left->len, ==, 1);
  g_assert_cmpstr (((const AdjStepItem *) left->pdata[0])->units->pdata[0], ==, "s-1inf");
  play (j, "{\"type\":\"overrule\"}");
  g_assert_cmpint (adj_dog_state_get_step (state (j)), ==, ADJ_DOG_STEP_MOVEMENT_FIRST);
  g_autofree char *line = adj_journal_describe (j, adj_journal_get_cursor (j) - 1);
  g_assert_cmpstr (line, ==, "Shooting Phase ended with 1st Demonstration Rifles not yet tested for casualties from "
                             "shooting, by the players' choice (18.3)");

  /* 15.4, 18.3.8, 18.5.7: what else casualties call for. */
  AdjDogBattle *b = adj_dog_state_get_battle (state (j));
  g_autoptr (GArray) inf = adj_dog_casualty_checks (state (j), (guint) adj_dog_battle_find_unit (b, "n-1inf"), FALSE);
  g_assert_cmpuint (inf->len, ==, 1);
  g_assert_cmpstr (g_array_index (inf, AdjDogCasualtyCheck, 0).rule, ==, "15.4");
  g_assert_cmpfloat_with_epsilon (g_array_index (inf, AdjDogCasualtyCheck, 0).chance, 1 / 6.0, 1e-12);
  g_autoptr (GArray) bty = adj_dog_casualty_checks (state (j), (guint) adj_dog_battle_find_unit (b, "n-bty-a"), FALSE);
  g_assert_cmpuint (bty->len, ==, 2);
  g_assert_cmpstr (g_array_index (bty, AdjDogCasualtyCheck, 0).rule, ==, "18.3.8");
  g_assert_true (strstr (g_array_index (bty, AdjDogCasualtyCheck, 0).text, "Damage to Artillery") != NULL);
  g_autoptr (GArray) melee = adj_dog_casualty_checks (state (j), (guint) adj_dog_battle_find_unit (b, "n-bty-a"), TRUE);
  g_assert_cmpuint (melee->len, ==, 1);
  g_assert_cmpstr (g_array_index (melee, AdjDogCasualtyCheck, 0).rule, ==, "18.5.7");

  /* Saved at level 3, before this was owed: the same shots owe nothing. */
  g_autoptr (AdjJournal) old = new_game ("{\"procedure\":3}");
  to_turn_one (old);
  play (old, "{\"type\":\"next\"}");
  play (old, "{\"type\":\"next\"}");
  play (old, "{\"type\":\"shot\",\"unit\":\"n-1inf\",\"hits\":2,\"by\":\"s-1inf\"}");
  g_autoptr (GPtrArray) none = rs->state_owed (state (old));
  g_assert_cmpuint (none->len, ==, 0);
  play (old, "{\"type\":\"next\"}");
}

/* The move an item of the legal list stands for, naming @id. */
static AdjDogMove *
move_for (const AdjDogState *s, const AdjStepItem *it, const char *id, GRand *rand)
{
  AdjDogBattle *b = adj_dog_state_get_battle (s);
  int u = id != NULL ? adj_dog_battle_find_unit (b, id) : -1;
  int g = id != NULL ? adj_dog_battle_find_general (b, id) : -1;
  AdjDogRoll roll = adj_dog_roll_typed (g_rand_int_range (rand, 1, 7));
  int kind = adj_dog_move_type_from_string (it->kind);
  switch (kind)
    {
    case ADJ_DOG_MOVE_MORALE:
      {
        static const char *const words[] = { "to charge", "being charged", "shooting", "charge home", "rally" };
        for (guint t = 0; t < G_N_ELEMENTS (words); t++)
          if (strstr (it->text, words[t]) != NULL)
            return adj_dog_move_morale (u, (AdjDogTest) t, g_rand_int_range (rand, -2, 6), roll, NULL);
        g_error ("no test in '%s'", it->text);
      }
    case ADJ_DOG_MOVE_ORDER:
      return adj_dog_move_unit (kind, u, strstr (it->text, "good") ? ADJ_DOG_ORDER_GOOD
                                           : strstr (it->text, "shaken") ? ADJ_DOG_ORDER_SHAKEN
                                           : ADJ_DOG_ORDER_DISORDERED, FALSE);
    case ADJ_DOG_MOVE_ROUTING:
      return adj_dog_move_unit (kind, u, 0, strstr (it->text, "stop") == NULL);
    case ADJ_DOG_MOVE_HALTED:
      return adj_dog_move_unit (kind, u, 0, strstr (it->text, "after") == NULL);
    case ADJ_DOG_MOVE_REMOVE:
      return adj_dog_move_unit (kind, u, strstr (it->text, "surrender") ? ADJ_DOG_FATE_SURRENDERED
                                         : strstr (it->text, "table") ? ADJ_DOG_FATE_ROUTED_OFF
                                         : ADJ_DOG_FATE_DESTROYED, FALSE);
    case ADJ_DOG_MOVE_LOSE:
    case ADJ_DOG_MOVE_FIRST_FIRE:
      return adj_dog_move_unit (kind, u, 1, FALSE);
    case ADJ_DOG_MOVE_SHOT:
      return adj_dog_move_shot (u, 1, -1);
    case ADJ_DOG_MOVE_ASSAULT:
      for (guint d = 0; d < adj_dog_battle_n_units (b); d++)
        if (adj_dog_battle_unit (b, d)->side != adj_dog_battle_unit (b, (guint) u)->side
            && adj_dog_state_in_play (s, d))
          return adj_dog_move_assault (u, (int) d, 0, 0, NULL);
      g_error ("no enemy for %s", id);
    case ADJ_DOG_MOVE_STAFF:
      return adj_dog_move_staff (g, roll);
    case ADJ_DOG_MOVE_PROMOTE:
      return adj_dog_move_promote (g, roll);
    case ADJ_DOG_MOVE_GENERAL:
      return adj_dog_move_general (g, strstr (it->text, "returns") ? ADJ_DOG_GENERAL_ACTIVE
                                      : (AdjDogGeneralStatus) g_rand_int_range (rand, 1, 4));
    case ADJ_DOG_MOVE_SCOUTS:
      return adj_dog_move_scouts (it->side, NULL, 0);
    case ADJ_DOG_MOVE_DISPUTE:
      return adj_dog_move_dispute ("who fires first?", (int) g_rand_int_range (rand, 0, 2), roll);
    case ADJ_DOG_MOVE_DEPLOY_ROLL:
    case ADJ_DOG_MOVE_INITIATIVE:
      {
        int a = g_rand_int_range (rand, 1, 7), d = g_rand_int_range (rand, 1, 6);
        return adj_dog_move_roll_off (kind, adj_dog_roll_off_typed (a, d >= a ? d + 1 : d));
      }
    case ADJ_DOG_MOVE_END:
      return adj_dog_move_end (FALSE, FALSE);
    default:
      return adj_dog_move_simple (kind);
    }
}

/* A property of the procedure over random walks on the legal moves: every
 * move the legal list offers is accepted; Next is offered exactly when
 * nothing is owed (18.2), and then the players' overrule is not; every
 * unit owed is offered its rally test; a move refused leaves the state
 * as it was. */
static void
test_random_walk_legal (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (1863);
  guint overrules = 0, rallies = 0, refusals = 0;
  for (int game = 0; game < 6; game++)
    {
      g_autoptr (AdjJournal) j = new_game (game % 2 ? "{\"scouting\":true}" : NULL);
      for (int step = 0; step < 300 && adj_dog_state_get_step (state (j)) != ADJ_DOG_STEP_ENDED; step++)
        {
          const AdjDogState *s = state (j);
          g_autoptr (GPtrArray) owed = rs->state_owed (s);
          g_autoptr (GPtrArray) legal = rs->state_legal (s);
          gboolean morale = adj_dog_state_get_step (s) == ADJ_DOG_STEP_MORALE_FIRST
                            || adj_dog_state_get_step (s) == ADJ_DOG_STEP_MORALE_SECOND;
          if (morale || adj_dog_state_get_step (s) > ADJ_DOG_STEP_INITIATIVE)
            g_assert_true ((find_item (legal, "next", NULL) != NULL) == (owed->len == 0));
          gboolean owing = morale || adj_dog_state_get_step (s) == ADJ_DOG_STEP_SHOOTING;
          g_assert_true ((find_item (legal, "overrule", NULL) != NULL) == (owing && owed->len > 0));
          for (guint i = 0; morale && i < owed->len; i++)
            g_assert_true (names (find_item (legal, "morale", "rally"),
                                  ((AdjStepItem *) owed->pdata[i])->units->pdata[0]));
          /* 18.3: each unit owing its casualties test may take it. */
          for (guint i = 0; adj_dog_state_get_step (s) == ADJ_DOG_STEP_SHOOTING && i < owed->len; i++)
            g_assert_true (offered (legal, "morale", "shooting", ((AdjStepItem *) owed->pdata[i])->units->pdata[0]));
          g_assert_cmpuint (legal->len, >, 0);
          /* Next and End now and then, else the walk stays in a phase. */
          const AdjStepItem *it = legal->pdata[g_rand_int_range (rand, 0, (gint32) legal->len)];
          const char *id = it->units->len > 0 ? it->units->pdata[g_rand_int_range (rand, 0, (gint32) it->units->len)]
                                              : NULL;
          if (g_str_equal (it->kind, "end") && g_rand_int_range (rand, 0, 8) > 0)
            continue;
          g_autoptr (AdjDogMove) m = move_for (s, it, id, rand);
          GError *error = NULL;
          if (!adj_journal_apply (j, m, &error))
            g_error ("offered as legal (%s, %s) but refused: %s", it->kind, it->text, error->message);
          overrules += g_str_equal (it->kind, "overrule");
          rallies += m->type == ADJ_DOG_MOVE_MORALE && m->value == ADJ_DOG_TEST_RALLY;
          /* Next where the list does not offer it is refused, unchanged. */
          g_autoptr (GPtrArray) owed_now = rs->state_owed (state (j));
          if (owed_now->len > 0 && adj_dog_state_overrulable (state (j)))
            {
              refused (j, "{\"type\":\"next\"}", "not yet");
              refusals++;
            }
        }
    }
  g_test_message ("%u overrules, %u rally tests, %u refusals checked", overrules, rallies, refusals);
  g_assert_cmpuint (overrules, >, 0);
  g_assert_cmpuint (rallies, >, 0);
  g_assert_cmpuint (refusals, >, 0);
}

/* 18.5.3: a routing side suffers an automatic Major Victory; neither or
 * both routing, the dice decide. */
static void
test_rule_18_5_3_routers (void)
{
  g_autoptr (AdjJournal) j = new_game (NULL);
  to_turn_one (j);
  AdjDogBattle *b = adj_dog_state_get_battle (state (j));
  guint s1 = (guint) adj_dog_battle_find_unit (b, "s-1inf"), n1 = (guint) adj_dog_battle_find_unit (b, "n-1inf");
  g_assert_cmpint (adj_dog_assault_routing_side (state (j), s1, n1), ==, -1);
  play (j, "{\"type\":\"routing\",\"unit\":\"n-1inf\",\"routing\":true}");
  g_assert_cmpint (adj_dog_assault_routing_side (state (j), s1, n1), ==, 1);
  g_assert_cmpint (adj_dog_assault_routing_side (state (j), n1, s1), ==, 0);
  play (j, "{\"type\":\"routing\",\"unit\":\"s-1inf\",\"routing\":true}");
  g_assert_cmpint (adj_dog_assault_routing_side (state (j), s1, n1), ==, -1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/dog/rule-18.2.8/routing-not-in-good-order", test_rule_18_2_8_routing_not_good_order);
  g_test_add_func ("/dog/rule-18.2.10/rally-owed-and-next-refused", test_rule_18_2_10_rally_owed);
  g_test_add_func ("/dog/rule-18.2.8/shaken-until-rallied", test_rule_18_2_8_shaken_until_rallied);
  g_test_add_func ("/dog/rule-18.2/overrule-recorded", test_overrule_recorded);
  g_test_add_func ("/dog/procedure/first-level-replays", test_first_procedure_level);
  g_test_add_func ("/dog/rule-18.3/casualties-test-owed", test_rule_18_3_casualties_test_owed);
  g_test_add_func ("/dog/procedure/random-walk-legal", test_random_walk_legal);
  g_test_add_func ("/dog/rule-18.5.3/routers-automatic-major-victory", test_rule_18_5_3_routers);
  return g_test_run ();
}
