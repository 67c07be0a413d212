/* The Rally step (3.C.2.a.vi, 11.5) as the engine's procedure: what it
 * owes, what may be done, Next and Command Done refused while a unit may
 * still try, going on anyway as a move of its own, and old games keeping
 * the rules they were played by (core/procedure.h). */
#include <string.h>

#include "game-helpers.h"

typedef ThGame Fixture;

static const AdjRuleset *rs = &adj_glory_ruleset;

static const AdjGameState *
state (Fixture *f)
{
  return adj_journal_get_state (f->j);
}

/* VI Corps drawn, Getty acting with its unit 'a' disordered. */
static void
getty_disordered (Fixture *f)
{
  th_play_to_activation (f->j, "vi-corps#1");
  th_apply (f->j, adj_action_start (th_group (f->b, "getty")));
  th_apply (f->j, adj_action_unit (ADJ_ACTION_DISORDER, th_unit (f->b, "getty-a")));
}

static const AdjStepItem *
find_item (GPtrArray *items, const char *kind)
{
  for (guint i = 0; i < items->len; i++)
    if (g_strcmp0 (((AdjStepItem *) items->pdata[i])->kind, kind) == 0)
      return items->pdata[i];
  return NULL;
}

/* 11.51: the acting command's disordered unit is owed a try; Next and
 * Command Done are refused with the rule until it has rolled. */
static void
test_next_refused_while_owed (Fixture *f, gconstpointer data)
{
  getty_disordered (f);
  th_advance_to (f->j, ADJ_STEP_RALLY);

  g_autoptr (GPtrArray) owed = rs->state_owed (state (f));
  const AdjStepItem *it = find_item (owed, "rally");
  g_assert_nonnull (it);
  g_assert_cmpstr (it->rule, ==, "11.51");
  g_assert_cmpint (it->side, ==, 0);  /* the Union's VI Corps acts */
  g_assert_cmpuint (it->units->len, ==, 1);
  g_assert_cmpstr (it->units->pdata[0], ==, "getty-a");
  g_autoptr (GPtrArray) legal = rs->state_legal (state (f));
  g_assert_nonnull (find_item (legal, "rally"));
  g_assert_nonnull (find_item (legal, "overrule"));
  g_assert_true (adj_action_type_expected (state (f), ADJ_ACTION_OVERRULE));

  th_refused (f->j, adj_action_advance (), "Getty 'a' (sample) may still try to rally (11.51)");
  th_refused (f->j, adj_action_finish (), "may still try to rally (11.51)");

  AdjRoll nine = adj_roll_typed (9);
  th_apply (f->j, adj_action_rally (th_unit (f->b, "getty-a"), &nine, 0));
  g_assert_true (adj_game_state_unit_disordered (state (f), th_unit (f->b, "getty-a")));
  g_autoptr (GPtrArray) none = rs->state_owed (state (f));
  g_assert_null (find_item (none, "rally"));
  g_assert_false (adj_action_type_expected (state (f), ADJ_ACTION_OVERRULE));
  th_refused (f->j, adj_action_overrule (), "owes nothing the players could overrule");
  th_apply (f->j, adj_action_advance ());
  g_assert_cmpint (adj_game_state_get_step (state (f)), ==, ADJ_STEP_REMOVE_MARKERS);
}

/* Going on anyway is a move of its own: the journal names who was left
 * disordered, and a save keeps it. */
static void
test_overrule_recorded (Fixture *f, gconstpointer data)
{
  getty_disordered (f);
  th_advance_to (f->j, ADJ_STEP_RALLY);
  th_apply (f->j, adj_action_overrule ());
  g_assert_cmpint (adj_game_state_get_step (state (f)), ==, ADJ_STEP_REMOVE_MARKERS);
  g_assert_true (adj_game_state_unit_disordered (state (f), th_unit (f->b, "getty-a")));
  g_autofree char *line = adj_journal_describe (f->j, adj_journal_get_length (f->j) - 1);
  g_assert_cmpstr (line, ==, "Rally step ended with Getty 'a' (sample) still disordered, by the players' choice (11.51)");

  json_object *o = adj_savegame_to_json (f->j, TRUE);
  const char *text = json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN);
  g_assert_nonnull (strstr (text, "{\"type\":\"overrule\"}"));
  g_autoptr (GError) error = NULL;
  g_autoptr (AdjJournal) loaded = adj_savegame_load_data (text, strlen (text), "r.json", adj_rulesets (), NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (adj_game_state_equal (adj_journal_get_state (loaded), state (f)));
  json_object_put (o);
}

/* 11.51: rally comes at the end of the sequence, so Command Done from an
 * earlier step stops at the Rally step while a unit may try. */
static void
test_command_done_leads_to_rally (Fixture *f, gconstpointer data)
{
  getty_disordered (f);
  g_assert_cmpint (adj_game_state_get_step (state (f)), ==, ADJ_STEP_ARTILLERY_FIRE);
  th_apply (f->j, adj_action_finish ());
  g_assert_cmpint (adj_game_state_get_step (state (f)), ==, ADJ_STEP_RALLY);
  AdjRoll zero = adj_roll_typed (0);
  th_apply (f->j, adj_action_rally (th_unit (f->b, "getty-a"), &zero, 0));
  g_assert_false (adj_game_state_unit_disordered (state (f), th_unit (f->b, "getty-a")));
  th_apply (f->j, adj_action_finish ());
  g_assert_cmpint (adj_game_state_get_step (state (f)), ==, ADJ_STEP_CHOOSE);
}

/* 11.51: a unit of a command not acting owes nothing; nor one whose
 * artillery fire the journal shows. */
static void
test_only_the_acting_owe (Fixture *f, gconstpointer data)
{
  th_play_to_activation (f->j, "vi-corps#1");
  th_apply (f->j, adj_action_start (th_group (f->b, "getty")));
  th_apply (f->j, adj_action_fire (th_unit (f->b, "getty-arty"), ADJ_FIRE_ACTIVATION, -1));
  th_apply (f->j, adj_action_unit (ADJ_ACTION_DISORDER, th_unit (f->b, "getty-arty")));
  th_apply (f->j, adj_action_unit (ADJ_ACTION_DISORDER, th_unit (f->b, "ricketts-a")));
  th_advance_to (f->j, ADJ_STEP_RALLY);
  g_autoptr (GArray) owed = adj_game_state_rally_owed (state (f));
  g_assert_cmpuint (owed->len, ==, 0);
  th_apply (f->j, adj_action_advance ());
}

/* A game saved before the procedure was checked replays as it was played:
 * Next ends the Rally step with a unit still disordered. */
static void
test_procedure_1_unchanged (Fixture *f, gconstpointer data)
{
  AdjGameOptions old = { .procedure = ADJ_PROCEDURE_FIRST };
  g_autoptr (AdjGameState) start = adj_game_state_new (f->b, &old, NULL);
  g_assert_cmpint (adj_game_state_get_procedure (start), ==, ADJ_PROCEDURE_FIRST);
  AdjGameOptions now = { 0 };
  g_autoptr (AdjGameState) today = adj_game_state_new (f->b, &now, NULL);
  g_assert_cmpint (adj_game_state_get_procedure (today), ==, ADJ_PROCEDURE_CURRENT);
  g_assert_cmpint (adj_game_state_get_procedure (state (f)), ==, ADJ_PROCEDURE_CURRENT);

  /* The same game from a save whose options have no "procedure". */
  getty_disordered (f);
  th_advance_to (f->j, ADJ_STEP_CHARGE);
  json_object *o = adj_savegame_to_json (f->j, TRUE);
  json_object *options = json_object_object_get (o, "options");
  json_object_object_del (options, "procedure");
  const char *text = json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN);
  g_autoptr (GError) error = NULL;
  g_autoptr (AdjJournal) loaded = adj_savegame_load_data (text, strlen (text), "old.json", adj_rulesets (), NULL, NULL, &error);
  g_assert_no_error (error);
  json_object_put (o);
  g_assert_cmpint (adj_game_state_get_procedure (adj_journal_get_state (loaded)), ==, ADJ_PROCEDURE_FIRST);
  th_apply (loaded, adj_action_advance ());
  g_assert_cmpint (adj_game_state_get_step (adj_journal_get_state (loaded)), ==, ADJ_STEP_RALLY);
  g_autoptr (GPtrArray) owed = rs->state_owed (adj_journal_get_state (loaded));
  g_assert_cmpuint (owed->len, ==, 0);
  th_apply (loaded, adj_action_advance ());
  g_assert_cmpint (adj_game_state_get_step (adj_journal_get_state (loaded)), ==, ADJ_STEP_REMOVE_MARKERS);
}

/* A game saved at level 2, before the Rally step was checked (every game
 * Adjutant saved then says "procedure": 2), opens as it was played: Next
 * ended the Rally step with a unit still disordered. At level 3 the same
 * Next is refused (11.51), so the journal would not load if level 2
 * took today's checks. */
static void
test_procedure_2_unchanged (Fixture *f, gconstpointer data)
{
  getty_disordered (f);
  th_advance_to (f->j, ADJ_STEP_CHARGE);
  json_object *o = adj_savegame_to_json (f->j, TRUE);
  json_object_object_add (json_object_object_get (o, "options"), "procedure", json_object_new_int (2));
  const char *text = json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN);
  g_autoptr (GError) error = NULL;
  g_autoptr (AdjJournal) loaded = adj_savegame_load_data (text, strlen (text), "level2.json", adj_rulesets (), NULL,
                                                          NULL, &error);
  g_assert_no_error (error);
  json_object_put (o);
  g_assert_cmpint (adj_game_state_get_procedure (adj_journal_get_state (loaded)), ==, ADJ_PROCEDURE_STEPS);
  th_apply (loaded, adj_action_advance ());
  g_assert_cmpint (adj_game_state_get_step (adj_journal_get_state (loaded)), ==, ADJ_STEP_RALLY);
  th_apply (loaded, adj_action_advance ());
  g_assert_cmpint (adj_game_state_get_step (adj_journal_get_state (loaded)), ==, ADJ_STEP_REMOVE_MARKERS);
  /* Saved and opened again, it keeps its level and its Next. */
  json_object *o2 = adj_savegame_to_json (loaded, TRUE);
  const char *again = json_object_to_json_string_ext (o2, JSON_C_TO_STRING_PLAIN);
  g_assert_nonnull (strstr (again, "\"procedure\":2"));
  g_autoptr (AdjJournal) reopened = adj_savegame_load_data (again, strlen (again), "again.json", adj_rulesets (), NULL,
                                                            NULL, &error);
  json_object_put (o2);
  g_assert_no_error (error);
  g_assert_true (rs->state_equal (adj_journal_get_state (reopened), adj_journal_get_state (loaded)));

  /* Today's game refuses that Next. */
  th_apply (f->j, adj_action_advance ());
  g_assert_cmpint (adj_game_state_get_step (state (f)), ==, ADJ_STEP_RALLY);
  g_autoptr (AdjAction) next = adj_action_advance ();
  g_assert_false (adj_journal_apply (f->j, next, &error));
  g_assert_nonnull (strstr (error->message, "11.51"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, fn) g_test_add (path, Fixture, NULL, th_game_setup, fn, th_game_teardown)
  ADD ("/rally-step/rule-11.51/next-refused-while-owed", test_next_refused_while_owed);
  ADD ("/rally-step/rule-11.51/go-on-anyway-recorded", test_overrule_recorded);
  ADD ("/rally-step/rule-11.51/command-done-leads-to-rally", test_command_done_leads_to_rally);
  ADD ("/rally-step/rule-11.51/only-the-acting-owe", test_only_the_acting_owe);
  ADD ("/rally-step/procedure-1/old-games-unchanged", test_procedure_1_unchanged);
  ADD ("/rally-step/procedure-2/saved-before-the-rally-step-was-checked", test_procedure_2_unchanged);
  return g_test_run ();
}
