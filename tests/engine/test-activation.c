/* Activation (4), Combined Activation (4.25) and the AM rules of 14.3-14.5. */
#include <string.h>

#include "game-helpers.h"

#define UNION 0
#define CSA 1


static GArray *
groups_of (AdjJournal *j)
{
  return adj_game_state_activated_groups (adj_journal_get_state (j));
}

static gboolean
has_group (GArray *groups, guint g)
{
  for (guint i = 0; i < groups->len; i++)
    if (g_array_index (groups, guint, i) == g)
      return TRUE;
  return FALSE;
}

/* 4.25's example: Getty (2) and Ricketts (2) total 4 and need 5 or more. */
static void
test_ca_calculator (void)
{
  AdjCaResult r;
  int ratings[] = { 2, 2 };
  adj_ca_calculate (ratings, 2, &r);
  g_assert_cmpint (r.total, ==, 4);
  g_assert_cmpint (r.needs, ==, 5);
  g_assert_cmpuint (r.n_success, ==, 5);
  g_assert_cmpfloat (r.probability, ==, 0.5);
  for (int face = 0; face < 10; face++)
    g_assert_cmpint (r.success[face], ==, face >= 5);
  int high[] = { 5, 4 };
  adj_ca_calculate (high, 2, &r);
  g_assert_cmpint (r.needs, ==, 10);  /* a d10 reads 0-9: it cannot succeed */
  g_assert_cmpfloat (r.probability, ==, 0.0);
}

static void
cedar_creek_roll (int value, gboolean expect_success)
{
  g_autoptr (AdjBattle) b = th_load_sample ();
  g_autoptr (AdjJournal) j = adj_game_journal_new (b, NULL, NULL);
  guint getty = th_group (b, "getty"), ricketts = th_group (b, "ricketts");
  guint both[] = { getty, ricketts };
  int roll;
  gboolean success;
  th_play_to_activation (j, "vi-corps#1");
  g_assert_false (adj_game_state_ca_result (adj_journal_get_state (j), &roll, &success));
  th_refused (j, adj_action_combine (both, 2, adj_roll_typed (value), 0), "within the Command Range");
  th_apply (j, adj_action_combine (both, 2, adj_roll_typed (value), ADJ_FACT_IN_RANGE));
  const AdjGameState *s = adj_journal_get_state (j);
  /* The result stays with the AM, where the page that rolled it shows it. */
  g_assert_true (adj_game_state_ca_result (s, &roll, &success));
  g_assert_cmpint (roll, ==, value);
  g_assert_cmpint (success, ==, expect_success);
  g_autofree char *line = adj_journal_describe (j, adj_journal_get_length (j) - 1);
  if (expect_success)
    {
      g_assert_cmpint (adj_game_state_last_outcome (s), ==, ADJ_OUTCOME_CA_SUCCESS);
      g_assert_cmpint (adj_game_state_group_status (s, getty), ==, ADJ_GROUP_ACTIVE);
      g_assert_cmpint (adj_game_state_group_status (s, ricketts), ==, ADJ_GROUP_ACTIVE);
      g_assert_false (adj_game_state_group_out_of_command (s, getty));
      g_assert_cmpint (adj_game_state_get_step (s), ==, ADJ_STEP_ARTILLERY_FIRE);
      g_autoptr (GArray) active = adj_game_state_active_groups (s);
      g_assert_cmpuint (active->len, ==, 2);
      g_assert_nonnull (strstr (line, "they act together (4.25)"));
      /* Both commands finish together. */
      th_apply (j, adj_action_finish ());
      g_assert_cmpint (adj_game_state_get_step (adj_journal_get_state (j)), ==, ADJ_STEP_END);
    }
  else
    {
      /* All of Getty's and Ricketts' units are Out of Command; they act one by one. */
      g_assert_cmpint (adj_game_state_last_outcome (s), ==, ADJ_OUTCOME_CA_FAILURE);
      g_assert_true (adj_game_state_group_out_of_command (s, getty));
      g_assert_true (adj_game_state_group_out_of_command (s, ricketts));
      g_assert_cmpint (adj_game_state_group_status (s, getty), ==, ADJ_GROUP_PENDING);
      g_assert_cmpint (adj_game_state_get_step (s), ==, ADJ_STEP_CHOOSE);
      g_assert_nonnull (strstr (line, "Out of Command (4.25)"));
      th_refused (j, adj_action_combine (both, 2, adj_roll_typed (9), ADJ_FACT_IN_RANGE),
               "already tried a Combined Activation");
      th_apply (j, adj_action_start (getty));
      g_assert_true (adj_game_state_group_out_of_command (adj_journal_get_state (j), getty));
      g_assert_true (adj_game_state_ca_result (adj_journal_get_state (j), &roll, &success));
      g_assert_false (success);
    }
  /* The next AM starts without one. */
  while (adj_game_state_get_phase (adj_journal_get_state (j)) == ADJ_PHASE_ACTIVATION)
    {
      if (adj_game_state_get_step (adj_journal_get_state (j)) == ADJ_STEP_CHOOSE)
        {
          g_autoptr (GArray) groups = groups_of (j);
          for (guint i = 0; i < groups->len; i++)
            if (adj_game_state_group_status (adj_journal_get_state (j), g_array_index (groups, guint, i))
                == ADJ_GROUP_PENDING)
              {
                th_apply (j, adj_action_start (g_array_index (groups, guint, i)));
                break;
              }
          th_apply (j, adj_action_finish ());
        }
      else
        th_apply (j, adj_action_advance ());
    }
  g_assert_false (adj_game_state_ca_result (adj_journal_get_state (j), &roll, &success));
}

static void
test_cedar_creek_fails_on_4 (void)
{
  cedar_creek_roll (4, FALSE);
  cedar_creek_roll (0, FALSE);
}

static void
test_cedar_creek_combines_on_5 (void)
{
  cedar_creek_roll (5, TRUE);
  cedar_creek_roll (9, TRUE);
}

/* 4.1's example: the VI Corps AM activates every unit whose indicator is VI. */
static void
test_am_activates_its_command (void)
{
  g_autoptr (AdjBattle) b = th_load_sample ();
  g_autoptr (AdjJournal) j = adj_game_journal_new (b, NULL, NULL);
  th_play_to_activation (j, "vi-corps#1");
  g_autoptr (GArray) groups = groups_of (j);
  g_assert_cmpuint (groups->len, ==, 2);
  g_assert_true (has_group (groups, th_group (b, "getty")));
  g_assert_true (has_group (groups, th_group (b, "ricketts")));
  g_autoptr (GArray) getty_units = adj_game_state_group_units (adj_journal_get_state (j), th_group (b, "getty"));
  g_assert_cmpuint (getty_units->len, ==, 3);
  /* 4.24: one leader's command at a time. */
  th_apply (j, adj_action_start (th_group (b, "getty")));
  th_refused (j, adj_action_start (th_group (b, "ricketts")), "only when the next command is chosen");
}

/* 13: no Combined Activation at night. */
static void
test_no_ca_at_night (void)
{
  g_autoptr (AdjBattle) b = th_load_sample ();
  g_autoptr (AdjJournal) j = adj_game_journal_new (b, NULL, NULL);
  while (!adj_game_state_is_night (adj_journal_get_state (j)))
    th_finish_turn (j, TRUE);
  th_play_to_activation (j, "vi-corps#1");
  guint both[] = { th_group (b, "getty"), th_group (b, "ricketts") };
  th_refused (j, adj_action_combine (both, 2, adj_roll_typed (9), ADJ_FACT_IN_RANGE), "no Combined Activation at night (13)");
}

/* 5.15: a leader whose units are all gone is not activated any more. */
static void
test_leader_without_units (void)
{
  g_autoptr (AdjBattle) b = th_load_sample ();
  g_autoptr (AdjJournal) j = adj_game_journal_new (b, NULL, NULL);
  th_play_to_activation (j, "vi-corps#1");
  th_apply (j, adj_action_start (th_group (b, "getty")));
  th_apply (j, adj_action_unit (ADJ_ACTION_WITHDRAW, th_unit (b, "getty-a")));
  th_apply (j, adj_action_unit (ADJ_ACTION_WITHDRAW, th_unit (b, "getty-b")));
  th_apply (j, adj_action_unit (ADJ_ACTION_ELIMINATE, th_unit (b, "getty-arty")));
  th_finish_turn (j, TRUE);
  th_play_to_activation (j, "vi-corps#1");
  g_autoptr (GArray) groups = groups_of (j);
  g_assert_cmpuint (groups->len, ==, 1);
  g_assert_true (has_group (groups, th_group (b, "ricketts")));
}

/* A battle shaped like the Glory I refits of 14.3-14.5. The names are
 * those rules'; every number is made up for the test. */
static char *
refit_battle (gboolean csa_ca)
{
#define INF(cmd) "\"type\":\"infantry\",\"command\":\"" cmd "\",\"strength\":5,\"cohesion\":6,\"disordered_cohesion\":4,\"movement\":6"
#define LEADER(id, cmd) "{\"id\":\"" id "\",\"name\":\"" id "\",\"command\":\"" cmd "\",\"combined_activation\":2,\"command_range\":4,\"movement\":8}"
  return g_strdup_printf (
    "{\"format\":\"adjutant-battle\",\"version\":1,\"id\":\"refit\",\"title\":\"Refit test\","
    "\"sides\":[{\"id\":\"union\",\"name\":\"Union\",\"combined_activation\":false},"
    "{\"id\":\"csa\",\"name\":\"Confederate\",\"combined_activation\":%s}],"
    "\"turns\":[{\"label\":\"0515 8/28\"},{\"label\":\"1745 8/28\"},{\"label\":\"1015 8/29\"}],"
    "\"commands\":["
    "{\"id\":\"jackson\",\"name\":\"Jackson\",\"side\":\"csa\",\"markers\":[{\"id\":\"jackson\",\"count\":2},"
    "{\"id\":\"jackson-third\",\"name\":\"Third Jackson AM\",\"count\":1,\"optional\":true,\"activates\":[\"jackson-div\"]}],"
    "\"draw_rules\":[{\"turns\":[\"1745 8/28\"],\"draw\":1,\"activates\":[\"jackson-div\",\"shumaker\"]},"
    "{\"turns\":[\"1745 8/28\"],\"draw\":2,\"activates\":[\"hill\",\"ewell\"]}]},"
    "{\"id\":\"stuart\",\"name\":\"Stuart\",\"side\":\"csa\",\"markers\":[{\"id\":\"stuart\"}],"
    "\"draw_rules\":[{\"turns\":[\"1745 8/28\"],\"draw\":1,\"activates\":[]},"
    "{\"turns\":[\"1745 8/28\"],\"draw\":2,\"activates\":[\"stuart-l\"]}]},"
    "{\"id\":\"longstreet\",\"name\":\"Longstreet\",\"side\":\"csa\",\"markers\":[{\"id\":\"longstreet\",\"from\":\"1015 8/29\"}]},"
    "{\"id\":\"v-corps\",\"name\":\"V Corps\",\"side\":\"union\",\"markers\":[{\"id\":\"v-corps\"}]}],"
    "\"leaders\":[" LEADER ("jackson-div", "jackson") "," LEADER ("hill", "jackson") "," LEADER ("ewell", "jackson") ","
    LEADER ("stuart-l", "stuart") "," LEADER ("longstreet-l", "longstreet") "," LEADER ("morell", "v-corps") ","
    LEADER ("v-other", "v-corps") "],"
    "\"units\":["
    "{\"id\":\"jd-1\",\"name\":\"JD 1\",\"leader\":\"jackson-div\"," INF ("jackson") "},"
    "{\"id\":\"hill-1\",\"name\":\"Hill 1\",\"leader\":\"hill\"," INF ("jackson") "},"
    "{\"id\":\"ewell-1\",\"name\":\"Ewell 1\",\"leader\":\"ewell\"," INF ("jackson") "},"
    "{\"id\":\"res-arty\",\"name\":\"Reserve artillery\",\"leader\":\"hill\",\"leader_options\":[\"hill\",\"ewell\"],"
    "\"type\":\"artillery\",\"command\":\"jackson\",\"strength\":1,\"cohesion\":5,\"disordered_cohesion\":3,\"movement\":5,\"range\":\"M\",\"fire_strength\":1},"
    "{\"id\":\"shumaker\",\"name\":\"Shumaker\",\"type\":\"artillery\",\"command\":\"jackson\",\"strength\":1,\"cohesion\":5,"
    "\"disordered_cohesion\":3,\"movement\":5,\"range\":\"M\",\"fire_strength\":1},"
    "{\"id\":\"stuart-1\",\"name\":\"Stuart 1\",\"leader\":\"stuart-l\",\"type\":\"cavalry\",\"command\":\"stuart\","
    "\"mounted\":{\"strength\":3,\"cohesion\":7,\"disordered_cohesion\":6,\"movement\":10},"
    "\"dismounted\":{\"strength\":2,\"cohesion\":6,\"disordered_cohesion\":5,\"movement\":5}},"
    "{\"id\":\"long-1\",\"name\":\"Long 1\",\"leader\":\"longstreet-l\",\"arrives\":\"1015 8/29\"," INF ("longstreet") "},"
    "{\"id\":\"morell-1\",\"name\":\"Morell 1\",\"leader\":\"morell\"," INF ("v-corps") "},"
    "{\"id\":\"v-other-1\",\"name\":\"V Corps other 1\",\"leader\":\"v-other\"," INF ("v-corps") "},"
    "{\"id\":\"us-ss\",\"name\":\"1st US Sharpshooters\",\"always_in_command\":true," INF ("v-corps") "}]}",
    csa_ca ? "true" : "false");
}

/* Completes the AM being played: each command acts in turn, then set aside. */
static void
play_out (AdjJournal *j)
{
  while (adj_game_state_get_phase (adj_journal_get_state (j)) == ADJ_PHASE_ACTIVATION)
    {
      const AdjGameState *s = adj_journal_get_state (j);
      if (adj_game_state_get_step (s) != ADJ_STEP_CHOOSE)
        {
          th_apply (j, adj_action_advance ());
          continue;
        }
      g_autoptr (GArray) g = adj_game_state_activated_groups (s);
      for (guint i = 0; i < g->len; i++)
        if (adj_game_state_group_status (s, g_array_index (g, guint, i)) == ADJ_GROUP_PENDING)
          {
            th_apply (j, adj_action_start (g_array_index (g, guint, i)));
            break;
          }
      th_apply (j, adj_action_finish ());
    }
}

/* 14.42: on 1745 Aug 28, the second Jackson AM drawn activates Hill and
 * Ewell, and the Stuart AM activates Stuart only when it is the second. */
static void
test_draw_rules (void)
{
  g_autofree char *json = refit_battle (TRUE);
  g_autoptr (AdjBattle) b = th_battle (json);
  g_autoptr (AdjJournal) j = adj_game_journal_new (b, NULL, NULL);
  /* 0515: the Jackson AM activates the whole command. */
  th_play_to_activation (j, "jackson#2");
  {
    g_autoptr (GArray) g = groups_of (j);
    g_assert_cmpuint (g->len, ==, 4);
  }
  th_finish_turn (j, TRUE);

  th_apply (j, adj_action_initiative (adj_roll_typed (9), adj_roll_typed (0)));
  th_apply (j, adj_action_hold_out (UNION, -1));
  guint ams[] = { th_am (b, "jackson#1"), th_am (b, "jackson#2"), th_am (b, "stuart#1"), th_am (b, "stuart#2") };
  th_apply (j, adj_action_select (CSA, ams, 4));
  th_apply (j, adj_action_select (UNION, NULL, 0));

  /* Whichever counter comes out first is the first Jackson AM drawn. */
  th_apply (j, adj_action_draw (ams[1]));
  g_assert_cmpuint (adj_activation_draw_number (adj_journal_get_state (j), ams[1]), ==, 1);
  {
    g_autoptr (GArray) g = groups_of (j);
    g_assert_cmpuint (g->len, ==, 2);
    g_assert_true (has_group (g, th_group (b, "jackson-div")));
    g_assert_true (has_group (g, th_group (b, "shumaker")));
  }
  /* Independent units never combine (14.34). */
  guint mixed[] = { th_group (b, "jackson-div"), th_group (b, "shumaker") };
  th_refused (j, adj_action_combine (mixed, 2, adj_roll_typed (9), ADJ_FACT_IN_RANGE), "independent and never combines");
  play_out (j);

  th_apply (j, adj_action_draw (ams[2]));  /* the first Stuart AM: nobody */
  g_assert_cmpint (adj_game_state_get_step (adj_journal_get_state (j)), ==, ADJ_STEP_END);
  play_out (j);

  th_apply (j, adj_action_draw (ams[0]));
  g_assert_cmpuint (adj_activation_draw_number (adj_journal_get_state (j), ams[0]), ==, 2);
  {
    g_autoptr (GArray) g = groups_of (j);
    g_assert_cmpuint (g->len, ==, 2);
    g_assert_true (has_group (g, th_group (b, "hill")));
    g_assert_true (has_group (g, th_group (b, "ewell")));
  }
  play_out (j);

  th_apply (j, adj_action_draw (ams[3]));
  {
    g_autoptr (GArray) g = groups_of (j);
    g_assert_cmpuint (g->len, ==, 1);
    g_assert_true (has_group (g, th_group (b, "stuart-l")));
  }
  play_out (j);
  g_assert_cmpint (adj_game_state_get_phase (adj_journal_get_state (j)), ==, ADJ_PHASE_RECOVERY);
}

/* 14.35: the third Jackson AM only when the players choose it. */
static void
test_optional_marker (void)
{
  g_autofree char *json = refit_battle (TRUE);
  g_autoptr (AdjBattle) b = th_battle (json);
  guint third = th_am (b, "jackson-third#1");
  g_autoptr (AdjJournal) plain = adj_game_journal_new (b, NULL, NULL);
  g_assert_false (adj_game_state_am_available (adj_journal_get_state (plain), third));

  char *ids[] = { (char *) "jackson-third", NULL };
  AdjGameOptions options = { ids };
  g_autoptr (AdjJournal) j = adj_game_journal_new (b, &options, NULL);
  g_assert_true (adj_game_state_am_available (adj_journal_get_state (j), third));
  th_play_to_activation (j, "jackson-third#1");
  g_autoptr (GArray) g = groups_of (j);
  g_assert_cmpuint (g->len, ==, 1);
  g_assert_true (has_group (g, th_group (b, "jackson-div")));

  GError *error = NULL;
  char *bad[] = { (char *) "jackson", NULL };
  AdjGameOptions bad_options = { bad };
  g_assert_null (adj_game_journal_new (b, &bad_options, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "is always used"));
  g_clear_error (&error);
}

/* 14.41: no Combined Activation for the Union; the CSA may. 14.31: neither. */
static void
test_ca_switched_off (void)
{
  g_autofree char *json = refit_battle (TRUE);
  g_autoptr (AdjBattle) b = th_battle (json);
  g_autoptr (AdjJournal) j = adj_game_journal_new (b, NULL, NULL);
  th_play_to_activation (j, "v-corps#1");
  guint v[] = { th_group (b, "morell"), th_group (b, "v-other") };
  th_refused (j, adj_action_combine (v, 2, adj_roll_typed (9), ADJ_FACT_IN_RANGE), "does not use Combined Activation for Union");
  /* 14.45: the independent sharpshooters come with the V Corps AM. */
  g_autoptr (GArray) g = groups_of (j);
  g_assert_true (has_group (g, th_group (b, "us-ss")));

  th_finish_turn (j, TRUE);
  th_finish_turn (j, TRUE);  /* past 1745 and its draw rules */
  th_play_to_activation (j, "jackson#1");
  guint hill_ewell[] = { th_group (b, "hill"), th_group (b, "ewell") };
  g_assert_true (adj_activation_check_combine (adj_journal_get_state (j), hill_ewell, 2, NULL));

  g_autofree char *json31 = refit_battle (FALSE);
  g_autoptr (AdjBattle) b31 = th_battle (json31);
  g_autoptr (AdjJournal) k = adj_game_journal_new (b31, NULL, NULL);
  th_play_to_activation (k, "jackson#1");
  th_refused (k, adj_action_combine (hill_ewell, 2, adj_roll_typed (9), ADJ_FACT_IN_RANGE), "does not use Combined Activation for Confederate");
}

/* 14.53: a unit whose leader the players pick before each turn. */
static void
test_assign_leader (void)
{
  g_autofree char *json = refit_battle (TRUE);
  g_autoptr (AdjBattle) b = th_battle (json);
  g_autoptr (AdjJournal) j = adj_game_journal_new (b, NULL, NULL);
  guint arty = th_unit (b, "res-arty");
  g_assert_cmpuint (adj_game_state_unit_group (adj_journal_get_state (j), arty), ==, th_group (b, "hill"));
  th_refused (j, adj_action_assign (arty, (guint) adj_battle_find_leader (b, "stuart-l")), "may not be assigned");
  th_apply (j, adj_action_assign (arty, (guint) adj_battle_find_leader (b, "ewell")));
  g_autoptr (GArray) ewell = adj_game_state_group_units (adj_journal_get_state (j), th_group (b, "ewell"));
  g_assert_cmpuint (ewell->len, ==, 2);
  th_play_to_activation (j, "jackson#1");
  th_refused (j, adj_action_assign (arty, (guint) adj_battle_find_leader (b, "hill")), "before the activations start (14.53)");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/activation/rule-4.25/example-cedar-creek-calculator", test_ca_calculator);
  g_test_add_func ("/activation/rule-4.25/example-cedar-creek-roll-4-or-less-out-of-command", test_cedar_creek_fails_on_4);
  g_test_add_func ("/activation/rule-4.25/example-cedar-creek-roll-5-or-more-combines", test_cedar_creek_combines_on_5);
  g_test_add_func ("/activation/rule-4.1/example-vi-corps-am-activates-vi-units", test_am_activates_its_command);
  g_test_add_func ("/activation/rule-13/no-combined-activation-at-night", test_no_ca_at_night);
  g_test_add_func ("/activation/rule-5.15/leader-without-units", test_leader_without_units);
  g_test_add_func ("/activation/rule-14.42/second-jackson-am-activates-hill-and-ewell", test_draw_rules);
  g_test_add_func ("/activation/rule-14.35/optional-third-jackson-am", test_optional_marker);
  g_test_add_func ("/activation/rule-14.41/ca-not-used-by-one-side", test_ca_switched_off);
  g_test_add_func ("/activation/rule-14.53/leader-chosen-each-turn", test_assign_leader);
  return g_test_run ();
}
