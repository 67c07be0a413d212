/* The rolls that decide something are part of the action they decide: a
 * roll against cohesion (2.4: higher than the rating fails) is a "check"
 * action whose failure makes the Disorder (11.11, 11.41); the charge roll
 * (10.22) is recorded as rolled. Both replay exactly, save and load, and
 * show their roll in the journal line. Rally, recovery, initiative and
 * Combined Activation already carry theirs (test-recovery.c,
 * test-sequence.c, test-activation.c). */
#include <string.h>

#include "game-helpers.h"

typedef ThGame Fixture;

static const AdjGameState *
state (Fixture *f)
{
  return adj_journal_get_state (f->j);
}

static char *
last_line (Fixture *f)
{
  return adj_journal_describe (f->j, adj_journal_get_length (f->j) - 1);
}

/* A Defensive Fire check on @unit from @firer's stack (10.33). */
static AdjAction *
df_check (Fixture *f, guint unit, int roll, int drm, const char *firer)
{
  guint by = th_unit (f->b, firer);
  return adj_action_df_check (unit, adj_roll_typed (roll), drm, &by, 1, -1);
}

static void
getty_acting (Fixture *f)
{
  th_play_to_activation (f->j, "vi-corps#1");
  th_apply (f->j, adj_action_start (th_group (f->b, "getty")));
}

/* 2.4: a check fails when roll + DRM is higher than the cohesion; the
 * failure disorders (11.11), a second withdraws (11.41). */
static void
test_rule_2_4 (Fixture *f, gconstpointer data)
{
  guint a = th_unit (f->b, "getty-a");  /* cohesion 6, disordered 4 */
  th_refused (f->j, adj_action_check (a, adj_roll_typed (3), 0, ADJ_CHECK_CHARGE), "steps ii-v");
  getty_acting (f);
  g_assert_cmpint (adj_game_state_unit_cohesion (state (f), a), ==, 6);
  th_apply (f->j, adj_action_check (a, adj_roll_typed (6), 0, ADJ_CHECK_CHARGE));
  g_assert_cmpint (adj_game_state_last_outcome (state (f)), ==, ADJ_OUTCOME_CHECK_PASSED);
  g_assert_false (adj_game_state_unit_disordered (state (f), a));
  g_autofree char *pass = last_line (f);
  g_assert_cmpstr (pass, ==, "Getty 'a' (sample) checks cohesion, roll 6 against 6: passes (10.29)");

  th_apply (f->j, adj_action_check (a, adj_roll_typed (7), 0, ADJ_CHECK_CHARGE));
  g_assert_true (adj_game_state_unit_disordered (state (f), a));
  g_autofree char *fail = last_line (f);
  g_assert_cmpstr (fail, ==, "Getty 'a' (sample) checks cohesion, roll 7 against 6: fails, disordered (10.29, 11.11)");
  /* Disordered, it checks against its disordered rating. */
  g_assert_cmpint (adj_game_state_unit_cohesion (state (f), a), ==, 4);
  th_apply (f->j, adj_action_check (a, adj_roll_typed (5), 0, ADJ_CHECK_CHARGE));
  g_assert_cmpint (adj_game_state_unit_status (state (f), a), ==, ADJ_UNIT_WITHDRAWN);
  g_autofree char *out = last_line (f);
  g_assert_cmpstr (out, ==, "Getty 'a' (sample) checks cohesion, roll 5 against 4: fails, withdraws (10.29, 11.41)");

  /* Artillery that fails twice is eliminated (11.41). */
  guint gun = th_unit (f->b, "getty-arty");
  th_apply (f->j, adj_action_check (gun, adj_roll_typed (9), 0, ADJ_CHECK_ARTILLERY));
  th_apply (f->j, adj_action_check (gun, adj_roll_typed (9), 0, ADJ_CHECK_ARTILLERY));
  g_assert_cmpint (adj_game_state_unit_status (state (f), gun), ==, ADJ_UNIT_ELIMINATED);
}

/* Each cause fixes its DRM: +2 at night for a charge's checks (13), +2 for
 * misguided fire (9.52), none for fire table checks; DF's are the
 * calculator's (10.34). */
static void
test_drms (Fixture *f, gconstpointer data)
{
  guint a = th_unit (f->b, "getty-b");
  getty_acting (f);
  th_refused (f->j, adj_action_check (a, adj_roll_typed (1), 2, ADJ_CHECK_CHARGE), "this check is at +0, not +2 (13)");
  th_refused (f->j, adj_action_check (a, adj_roll_typed (1), 0, ADJ_CHECK_MISGUIDED), "at +2, not +0 (9.52)");
  th_refused (f->j, adj_action_check (a, adj_roll_typed (1), 1, ADJ_CHECK_FIRE), "(9.22)");
  th_refused (f->j, adj_action_check (a, adj_roll_typed (1), 12, ADJ_CHECK_DEFENSIVE_FIRE), "-9 to +9");
  /* DF (step iv): 3 + 3 > 5 disorders (10.33). */
  th_advance_to (f->j, ADJ_STEP_DEFENSIVE_FIRE);
  th_apply (f->j, df_check (f, a, 3, 3, "csa-a-1"));
  g_assert_true (adj_game_state_unit_disordered (state (f), a));
  g_autofree char *line = last_line (f);
  g_assert_cmpstr (line, ==, "Getty 'b' (sample) checks cohesion, roll 3 +3 against 5: fails, disordered (10.33, 11.11); "
                   "Defensive Fire of Brigade A1 (invented)");
  /* A virtual roll must follow from its seed. */
  AdjRoll bad = adj_roll_virtual (42);
  bad.value = (bad.value + 1) % 10;
  th_refused (f->j, adj_action_check (th_unit (f->b, "getty-a"), bad, 0, ADJ_CHECK_FIRE), "does not follow from its seed");
  th_apply (f->j, adj_action_check (th_unit (f->b, "getty-a"), adj_roll_virtual (42), 0, ADJ_CHECK_FIRE));
  g_autofree char *virt = last_line (f);
  g_assert_nonnull (strstr (virt, "(virtual)"));

  /* At night a charge's check is at +2 (13). */
  while (!adj_game_state_is_night (state (f)))
    th_finish_turn (f->j, TRUE);
  getty_acting (f);
  th_refused (f->j, adj_action_check (th_unit (f->b, "getty-a"), adj_roll_typed (1), 0, ADJ_CHECK_CHARGE),
              "at +2, not +0 (13)");
  th_apply (f->j, adj_action_check (th_unit (f->b, "getty-a"), adj_roll_typed (0), 2, ADJ_CHECK_DISPLACED));
  g_assert_cmpint (adj_game_state_last_outcome (state (f)), ==, ADJ_OUTCOME_CHECK_PASSED);
}

/* 10.33, 10.36: every shot of one Defensive Fire rolls against the top
 * charging unit's rating before the fire; the first that disorders it
 * does not lower it for the next, which withdraws it (the 10.3 example:
 * two of three shots at X hit, X withdraws). The next activation starts
 * afresh. */
static void
test_rule_10_36 (Fixture *f, gconstpointer data)
{
  guint a = th_unit (f->b, "getty-a");  /* cohesion 6, disordered 4 */
  getty_acting (f);
  th_advance_to (f->j, ADJ_STEP_DEFENSIVE_FIRE);
  th_apply (f->j, df_check (f, a, 7, 0, "csa-a-1"));
  g_assert_true (adj_game_state_unit_disordered (state (f), a));
  /* A 5 passes against 6 (it would fail against the disordered 4). */
  th_apply (f->j, df_check (f, a, 5, 0, "csa-a-2"));
  g_assert_cmpint (adj_game_state_last_outcome (state (f)), ==, ADJ_OUTCOME_CHECK_PASSED);
  g_autofree char *pass = last_line (f);
  g_assert_cmpstr (pass, ==, "Getty 'a' (sample) checks cohesion, roll 5 against 6, its rating before this "
                   "Defensive Fire (10.36): passes (10.33); Defensive Fire of Brigade A2 (invented)");
  th_apply (f->j, df_check (f, a, 7, 0, "csa-b-1"));
  g_assert_cmpint (adj_game_state_unit_status (state (f), a), ==, ADJ_UNIT_WITHDRAWN);

  /* A charge's check on a unit DF disordered is against its rating now. */
  guint b = th_unit (f->b, "getty-b");  /* cohesion 5, disordered 3 */
  th_apply (f->j, df_check (f, b, 9, 0, "csa-a-1"));
  th_advance_to (f->j, ADJ_STEP_CHARGE);
  th_apply (f->j, adj_action_check (b, adj_roll_typed (4), 0, ADJ_CHECK_CHARGE));
  g_assert_cmpint (adj_game_state_unit_status (state (f), b), ==, ADJ_UNIT_WITHDRAWN);
}

/* The player's own rating for a unit (a value the player changed on a
 * calculator): the check rolls against it and the journal says so; it
 * saves as "cohesion" and replays the same. */
static void
test_player_rating (Fixture *f, gconstpointer data)
{
  GError *error = NULL;
  guint a = th_unit (f->b, "getty-a");  /* cohesion 6 */
  getty_acting (f);
  th_refused (f->j, adj_action_check_against (a, adj_roll_typed (7), 0, ADJ_CHECK_CHARGE, 10), "0 to 9");
  th_apply (f->j, adj_action_check_against (a, adj_roll_typed (7), 0, ADJ_CHECK_CHARGE, 8));
  g_assert_false (adj_game_state_unit_disordered (state (f), a));
  g_autofree char *line = last_line (f);
  g_assert_cmpstr (line, ==, "Getty 'a' (sample) checks cohesion, roll 7 against 8 (the player's rating): passes (10.29)");

  json_object *save = adj_savegame_to_json (f->j, TRUE);
  const char *text = json_object_to_json_string_ext (save, JSON_C_TO_STRING_PLAIN);
  g_assert_nonnull (strstr (text, "\"cause\":\"charge\",\"drm\":0,\"cohesion\":8"));
  g_autoptr (AdjJournal) loaded = adj_savegame_load_data (text, strlen (text), "s.json", adj_rulesets (), NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (adj_game_state_equal (adj_journal_get_state (loaded), state (f)));
  g_autofree char *again = adj_journal_describe (loaded, adj_journal_get_length (loaded) - 1);
  g_assert_cmpstr (again, ==, line);
  json_object_put (save);
}

/* 10.22: the charge roll with its DRM, in step v only. */
static void
test_charge_roll (Fixture *f, gconstpointer data)
{
  getty_acting (f);
  th_refused (f->j, adj_action_charge (adj_roll_typed (5), 4), "step v");
  th_advance_to (f->j, ADJ_STEP_CHARGE);
  th_apply (f->j, adj_action_charge (adj_roll_typed (5), 4));
  g_autofree char *line = last_line (f);
  g_assert_cmpstr (line, ==, "Charge roll 5 +4 = 9 (10.22, 10.29)");
  th_refused (f->j, adj_action_charge (adj_roll_typed (5), 40), "-30 to +30");
}

/* 10.33, 10.11: a charger DF has just disordered cannot complete its
 * charge; 10.11: a disordered unit, or one of a command not acting, may
 * not charge. The engine refuses the charge roll naming it, saves keep the
 * chargers, and the charging row offers the units that may first. */
static void
test_chargers (Fixture *f, gconstpointer data)
{
  guint a = th_unit (f->b, "getty-a"), b = th_unit (f->b, "getty-b"), r = th_unit (f->b, "ricketts-a");
  getty_acting (f);
  th_advance_to (f->j, ADJ_STEP_DEFENSIVE_FIRE);
  /* A DF check disorders Getty 'a' (cohesion 6): a 9 fails. */
  th_apply (f->j, df_check (f, a, 9, 0, "csa-a-1"));
  th_apply (f->j, adj_action_advance ());
  g_assert_cmpint (adj_game_state_get_step (state (f)), ==, ADJ_STEP_CHARGE);
  th_refused (f->j, adj_action_charge_by (adj_roll_typed (5), 2, &a, 1),
              "Getty 'a' (sample) was disordered by Defensive Fire and cannot complete its charge (10.33, 10.11)");
  th_refused (f->j, adj_action_charge_by (adj_roll_typed (5), 2, &r, 1), "is not in the command that is acting (10.11, 4.23)");
  g_autoptr (GError) why = NULL;
  g_assert_false (adj_game_charger_check (state (f), a, &why));
  g_assert_true (adj_game_charger_check (state (f), b, NULL));

  /* The charging row: those that may charge first, Getty 'a' after them. */
  g_autoptr (GArray) offered = adj_game_role_units (state (f), ADJ_UNIT_ROLE_CHARGER);
  gboolean bad_seen = FALSE;
  for (guint i = 0; i < offered->len; i++)
    {
      gboolean ok = adj_game_charger_check (state (f), g_array_index (offered, guint, i), NULL);
      g_assert_false (ok && bad_seen);
      bad_seen |= !ok;
    }
  g_assert_true (bad_seen);

  th_apply (f->j, adj_action_charge_by (adj_roll_typed (5), 2, &b, 1));
  json_object *save = adj_savegame_to_json (f->j, TRUE);
  const char *text = json_object_to_json_string_ext (save, JSON_C_TO_STRING_PLAIN);
  g_assert_nonnull (strstr (text, "\"drm\":2,\"chargers\":[\"getty-b\"]"));
  GError *error = NULL;
  g_autoptr (AdjJournal) loaded = adj_savegame_load_data (text, strlen (text), "c.json", adj_rulesets (), NULL, NULL, &error);
  g_assert_no_error (error);
  const AdjAction *charge = adj_journal_get_move (loaded, adj_journal_get_length (loaded) - 1);
  g_assert_cmpuint (charge->n_items, ==, 1);
  g_assert_cmpuint (charge->items[0], ==, b);
  json_object_put (save);

  /* 10.11: a plain Disorder as well, whatever caused it. */
  th_apply (f->j, adj_action_unit (ADJ_ACTION_DISORDER, b));
  th_refused (f->j, adj_action_charge_by (adj_roll_typed (5), 2, &b, 1), "Getty 'b' (sample) is disordered and may not charge (10.11)");
}

/* A result's rolls and actions as one step: saved, loaded, replayed to the
 * same states, the same lines. */
static void
test_replay (Fixture *f, gconstpointer data)
{
  GError *error = NULL;
  guint a = th_unit (f->b, "getty-a"), b = th_unit (f->b, "getty-b");
  getty_acting (f);
  th_advance_to (f->j, ADJ_STEP_CHARGE);
  AdjAction *group[] = {
    adj_action_charge (adj_roll_virtual (7), 4),
    adj_action_check (a, adj_roll_virtual (1863), 0, ADJ_CHECK_CHARGE),
    adj_action_check (b, adj_roll_typed (9), 0, ADJ_CHECK_CHARGE),
    adj_action_retreat (b, 1),
  };
  g_assert_true (adj_journal_apply_group (f->j, (gconstpointer *) group, G_N_ELEMENTS (group), &error));
  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (group); i++)
    adj_action_free (group[i]);
  g_assert_true (adj_game_state_unit_disordered (state (f), b));

  json_object *save = adj_savegame_to_json (f->j, TRUE);
  const char *text = json_object_to_json_string_ext (save, JSON_C_TO_STRING_PLAIN);
  g_assert_nonnull (strstr (text, "\"type\":\"check\",\"unit\":\"getty-b\",\"cause\":\"charge\",\"drm\":0,\"roll\":{\"value\":9}"));
  g_assert_nonnull (strstr (text, "\"type\":\"charge\",\"roll\":{\"value\":"));
  g_autoptr (AdjJournal) loaded = adj_savegame_load_data (text, strlen (text), "s.json", adj_rulesets (), NULL, NULL, &error);
  g_assert_no_error (error);
  guint n = adj_journal_get_length (f->j);
  g_assert_cmpuint (adj_journal_get_length (loaded), ==, n);
  g_assert_true (adj_game_state_equal (adj_journal_get_state (loaded), state (f)));
  g_autofree char *l1 = adj_journal_describe (f->j, n - 1);
  g_autofree char *l2 = adj_journal_describe (loaded, n - 1);
  g_assert_cmpstr (l1, ==, l2);
  g_assert_nonnull (strstr (l1, "checks cohesion, roll 9 against 5: fails, disordered"));

  /* A check whose roll no longer follows from its seed is refused on load. */
  g_autofree char *tampered = g_strdup (text);
  char *seed = strstr (tampered, "\"seed\":1863");
  g_assert_nonnull (seed);
  seed[strlen ("\"seed\":186")] = '4';
  g_assert_null (adj_savegame_load_data (tampered, strlen (tampered), "s.json", adj_rulesets (), NULL, NULL, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "does not follow from its seed"));
  g_clear_error (&error);
  json_object_put (save);
}

/* A charge result played with the engine's effects: each applied effect
 * becomes its journal action, the checks with their rolls. */
static void
test_effects_to_actions (Fixture *f, gconstpointer data)
{
  GError *error = NULL;
  g_autofree char *dir = g_build_filename (g_getenv ("ADJUTANT_DATADIR"), "charts", NULL);
  g_autoptr (AdjCombatCharts) charts = adj_combat_charts_load (dir, NULL, &error);
  const char *json = "{\"attackers\":[{\"hex\":\"1009\",\"units\":[{\"type\":\"infantry\",\"strength\":9,\"cohesion\":8}]}],"
                     "\"defenders\":[{\"hex\":\"1010\",\"units\":[{\"type\":\"infantry\",\"strength\":3,\"cohesion\":6},"
                     "{\"type\":\"infantry\",\"strength\":3,\"cohesion\":5}]}]}";
  AdjChargeInput in;
  g_assert_true (adj_charge_input_parse (json, strlen (json), "c.json", &in, &error));
  guint defenders[] = { th_unit (f->b, "csa-a-1"), th_unit (f->b, "csa-a-2") }; /* cohesion 7 and 6 */
  in.defenders[0].units[0].cohesion = 7;
  in.defenders[0].units[1].cohesion = 6;
  /* 9 on the table: the defenders retreat and check (10.2 example). */
  AdjChargeOutcome o;
  adj_charge_outcome_for (&in, charts, 9, &o);
  g_autoptr (GArray) effects = adj_effects_new ();
  g_autoptr (GArray) applied = adj_effects_new ();
  adj_charge_effects (&in, 1, &o, effects);
  AdjCombatState cs;
  adj_combat_state_init (&cs, &in);
  int rolls[] = { 8, 6 };  /* 8 > 7 fails; 6 passes */
  g_assert_true (adj_effects_apply (&cs, effects, rolls, 2, applied, &error));

  getty_acting (f);
  th_advance_to (f->j, ADJ_STEP_CHARGE);
  GPtrArray *actions = g_ptr_array_new_with_free_func ((GDestroyNotify) adj_action_free);
  g_ptr_array_add (actions, adj_action_charge (adj_roll_typed (5), 4));
  for (guint i = 0; i < applied->len; i++)
    {
      const AdjEffect *e = &g_array_index (applied, AdjEffect, i);
      AdjAction *a = e->side == ADJ_SIDE_DEFENDER ? adj_effect_move (e, (int) defenders[e->unit], -1) : NULL;
      if (a != NULL)
        g_ptr_array_add (actions, a);
    }
  /* charge, two checks, two retreats: the failed check's Disorder is the check's own. */
  g_assert_cmpuint (actions->len, ==, 5);
  g_assert_true (adj_journal_apply_group (f->j, (gconstpointer *) actions->pdata, actions->len, &error));
  g_assert_no_error (error);
  g_assert_true (adj_game_state_unit_disordered (state (f), defenders[0]));
  g_assert_false (adj_game_state_unit_disordered (state (f), defenders[1]));
  g_assert_true (adj_game_state_unit_retreated (state (f), defenders[1]));
  g_autofree char *line = last_line (f);
  g_assert_cmpstr (line, ==, "Charge roll 5 +4 = 9 (10.22, 10.29); "
                   "Brigade A1 (invented) checks cohesion, roll 8 against 7: fails, disordered (10.29, 11.11); "
                   "Brigade A2 (invented) checks cohesion, roll 6 against 6: passes (10.29); "
                   "Brigade A1 (invented) retreats 1 hex (11.22); Brigade A2 (invented) retreats 1 hex (11.22)");
  g_ptr_array_unref (actions);
  adj_charge_input_clear (&in);
}

static void
test_json_errors (Fixture *f, gconstpointer data)
{
  static const struct {
    const char *json, *expect;
  } cases[] = {
    { "{\"type\":\"check\",\"unit\":\"getty-a\",\"drm\":0,\"roll\":{\"value\":3}}", "$.cause: missing" },
    { "{\"type\":\"check\",\"unit\":\"getty-a\",\"cause\":\"luck\",\"drm\":0,\"roll\":{\"value\":3}}", "'luck' is not a reason" },
    { "{\"type\":\"check\",\"unit\":\"getty-a\",\"cause\":\"fire\",\"drm\":0}", "$.roll: missing" },
    { "{\"type\":\"check\",\"unit\":\"getty-a\",\"cause\":\"fire\",\"drm\":10,\"roll\":{\"value\":3}}", "$.drm: 10 is outside -9..9" },
    { "{\"type\":\"charge\",\"roll\":{\"value\":3}}", "$.drm: missing" },
    /* A device's roll leaves the DRM out, but names its chargers (10.21). */
    { "{\"type\":\"charge\",\"chargers\":[\"nobody\"],\"roll\":{\"value\":3}}", "$.chargers[0]: not the id" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      GError *error = NULL;
      json_object *o = adj_json_parse (cases[i].json, strlen (cases[i].json), "a", &error);
      g_assert_no_error (error);
      g_assert_null (adj_action_from_json (o, f->b, "a: $", &error));
      if (error == NULL || strstr (error->message, cases[i].expect) == NULL)
        g_error ("'%s' lacks '%s'", error ? error->message : "(none)", cases[i].expect);
      g_clear_error (&error);
      json_object_put (o);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/checks/rule-2.4/higher-fails", Fixture, NULL, th_game_setup, test_rule_2_4, th_game_teardown);
  g_test_add ("/checks/rule-13/drm-by-cause", Fixture, NULL, th_game_setup, test_drms, th_game_teardown);
  g_test_add ("/checks/rule-10.22/charge-roll", Fixture, NULL, th_game_setup, test_charge_roll, th_game_teardown);
  g_test_add ("/checks/rule-10.11/who-may-charge", Fixture, NULL, th_game_setup, test_chargers, th_game_teardown);
  g_test_add ("/checks/rule-10.36/df-shots-against-one-rating", Fixture, NULL, th_game_setup, test_rule_10_36,
              th_game_teardown);
  g_test_add ("/checks/rule-2.4/player-rating", Fixture, NULL, th_game_setup, test_player_rating, th_game_teardown);
  g_test_add ("/checks/replay-exact", Fixture, NULL, th_game_setup, test_replay, th_game_teardown);
  g_test_add ("/checks/rule-10.29/effects-to-actions", Fixture, NULL, th_game_setup, test_effects_to_actions, th_game_teardown);
  g_test_add ("/checks/json-errors", Fixture, NULL, th_game_setup, test_json_errors, th_game_teardown);
  return g_test_run ();
}
