/* Issue 26: a morale test's factors filled from the unit. The player's
 * table says what of the unit a factor counts ("counts", sheets.h); the
 * engine counts it from the state: class (8), order (18.2.8), routing
 * (18.4.14), stands lost in the battle and this phase (18.3), the
 * commanding general's quality (15.1) or his loss (15.3). */
#include <string.h>

#include <adjutant-engine.h>
#include <dog/combat.h>
#include <dog/morale.h>
#include <dog/move.h>
#include <dog/ruleset.h>

#include "dogtest.h"

static const AdjRuleset *rs = &adj_dog_ruleset;

static const char sheet[] =
  "{\"format\":\"adjutant-dog-sheets\",\"version\":1,\"source\":\"user\",\"morale_factors\":["
  "{\"text\":\"Class 3\",\"values\":{\"shooting\":1,\"rally\":1},\"counts\":\"class-3\"},"
  "{\"text\":\"Each stand lost this phase\",\"values\":{\"shooting\":1},\"counts\":\"stands-lost-phase\"},"
  "{\"text\":\"Disordered\",\"values\":{\"shooting\":1,\"rally\":2},\"counts\":\"disordered\"},"
  "{\"text\":\"Routing\",\"values\":{\"rally\":1},\"counts\":\"routing\"},"
  "{\"text\":\"Brigade general Inept\",\"values\":{\"shooting\":1,\"rally\":1},\"counts\":\"general-inept\"},"
  "{\"text\":\"In woods\",\"values\":{\"shooting\":-1}}]}";

static AdjDogSheets *
sheets (void)
{
  GError *error = NULL;
  AdjDogSheets *s = adj_dog_sheets_load_data (sheet, sizeof sheet - 1, "sheet", &error);
  g_assert_no_error (error);
  return s;
}

static void
play (AdjJournal *j, const char *text)
{
  json_object *o = json_tokener_parse (text);
  GError *error = NULL;
  gpointer m = adj_ruleset_move_from_object (rs, o, adj_journal_get_scenario (j), "move", &error);
  g_assert_no_error (error);
  json_object_put (o);
  if (!adj_journal_apply (j, m, &error))
    g_error ("%s: %s", text, error->message);
  rs->move_free (m);
}

static AdjJournal *
game_in_turn_one (void)
{
  g_autofree char *path = adj_paths_data_file ("dog", "demonstration.json", NULL);
  GError *error = NULL;
  gpointer sc = adj_scenario_load_file (adj_rulesets (), rs, path, NULL, &error);
  g_assert_no_error (error);
  AdjJournal *j = adj_journal_new (rs, sc, NULL, NULL, &error);
  g_assert_no_error (error);
  rs->scenario_unref (sc);
  /* n-bde1 (who commands n-1inf) rolls 1: Inept (15.1). */
  const char *staff[] = { "n-div", "n-bde1", "n-bde2", "s-div", "s-bde1", "s-bde2" };
  for (guint i = 0; i < G_N_ELEMENTS (staff); i++)
    {
      g_autofree char *m = g_strdup_printf ("{\"type\":\"staff\",\"general\":\"%s\",\"roll\":{\"value\":%d}}", staff[i],
                                            i == 1 ? 1 : 4);
      play (j, m);
    }
  play (j, "{\"type\":\"deploy-roll\",\"rolls\":[2,5]}");
  play (j, "{\"type\":\"begin\"}");
  play (j, "{\"type\":\"initiative\",\"rolls\":[2,5]}");
  return j;
}

/* The counts of @uses by factor, -1 for a factor not filled. */
static void
counts (GArray *uses, int out[6])
{
  for (int i = 0; i < 6; i++)
    out[i] = -1;
  for (guint i = 0; i < uses->len; i++)
    {
      const AdjDogFactorUse *u = &g_array_index (uses, AdjDogFactorUse, i);
      out[u->factor] = u->times;
    }
}

/* 18.3: 1st Demonstration Infantry (class 3, 12 stands, of an Inept
 * brigade general) loses 3 stands to fire, after 1 earlier: its test for
 * casualties from shooting counts class 3, 3 stands this phase and the
 * Inept general (1 + 3 + 1 = 5), and not disorder; the player's own
 * "In woods" is left to him. The next unit starts from itself. */
static void
test_rule_18_3_shooting_test_from_unit (void)
{
  g_autoptr (AdjJournal) j = game_in_turn_one ();
  g_autoptr (AdjDogSheets) sh = sheets ();
  AdjDogBattle *b = adj_dog_state_get_battle (adj_journal_get_state (j));
  guint n1 = (guint) adj_dog_battle_find_unit (b, "n-1inf"), n2 = (guint) adj_dog_battle_find_unit (b, "n-2inf");
  play (j, "{\"type\":\"lose\",\"unit\":\"n-1inf\",\"stands\":1}");
  play (j, "{\"type\":\"next\"}");
  play (j, "{\"type\":\"next\"}");
  g_assert_cmpint (adj_dog_state_get_step (adj_journal_get_state (j)), ==, ADJ_DOG_STEP_SHOOTING);
  play (j, "{\"type\":\"shot\",\"unit\":\"n-1inf\",\"hits\":3,\"by\":\"s-3inf\"}");
  const AdjDogState *s = adj_journal_get_state (j);
  int phase = adj_dog_combat_phase_stands (j, n1);
  g_assert_cmpint (phase, ==, 11);
  g_assert_cmpint (adj_dog_morale_cause (s, n1, phase), ==, ADJ_DOG_TEST_SHOOTING);
  g_autoptr (GArray) uses = adj_dog_morale_from_unit (sh, s, n1, ADJ_DOG_TEST_SHOOTING, phase);
  int c[6];
  counts (uses, c);
  g_assert_cmpint (c[0], ==, 1);
  g_assert_cmpint (c[1], ==, 3);
  g_assert_cmpint (c[2], ==, 0);
  g_assert_cmpint (c[3], ==, -1);  /* no value for this test */
  g_assert_cmpint (c[4], ==, 1);
  g_assert_cmpint (c[5], ==, -1);  /* the player's to count */
  /* The engine's sum of what was filled: 1 + 3 + 0 + 1 = 5. */
  GArray *used = g_array_new (FALSE, FALSE, sizeof (AdjDogFactorUse));
  for (guint i = 0; i < uses->len; i++)
    if (g_array_index (uses, AdjDogFactorUse, i).times > 0)
      g_array_append_val (used, g_array_index (uses, AdjDogFactorUse, i));
  AdjDogMoraleInput in = { ADJ_DOG_TEST_SHOOTING, (AdjDogFactorUse *) used->data, used->len };
  AdjDogMoraleResult r;
  GError *error = NULL;
  g_assert_true (adj_dog_morale_test (sh, &in, &r, &error));
  g_assert_cmpint (r.total, ==, 5);
  adj_dog_morale_result_clear (&r);
  g_array_unref (used);

  /* 2nd Demonstration Infantry: class 2, nothing lost, no cause. */
  int phase2 = adj_dog_combat_phase_stands (j, n2);
  g_autoptr (GArray) uses2 = adj_dog_morale_from_unit (sh, s, n2, ADJ_DOG_TEST_SHOOTING, phase2);
  counts (uses2, c);
  g_assert_cmpint (c[0], ==, 0);
  g_assert_cmpint (c[1], ==, 0);
  g_assert_cmpint (c[4], ==, 1);  /* the same Inept brigade general */
  g_assert_cmpint (adj_dog_morale_cause (s, n2, phase2), ==, -1);
}

/* 18.2, 18.2.10: a routing unit owes its rally test in its side's part of
 * the Morale Phase: the cause is a rally test, counting routing and
 * disorder (18.2.8); with its general captured (15.5) the Inept factor no
 * longer counts. */
static void
test_rule_18_2_10_rally_test_from_unit (void)
{
  g_autoptr (AdjJournal) j = game_in_turn_one ();
  g_autoptr (AdjDogSheets) sh = sheets ();
  AdjDogBattle *b = adj_dog_state_get_battle (adj_journal_get_state (j));
  guint n1 = (guint) adj_dog_battle_find_unit (b, "n-1inf");
  play (j, "{\"type\":\"routing\",\"unit\":\"n-1inf\",\"routing\":true}");
  play (j, "{\"type\":\"general\",\"general\":\"n-bde1\",\"status\":\"captured\"}");
  play (j, "{\"type\":\"next\"}");
  const AdjDogState *s = adj_journal_get_state (j);
  g_assert_cmpint (adj_dog_morale_cause (s, n1, -1), ==, ADJ_DOG_TEST_RALLY);
  g_autoptr (GArray) uses = adj_dog_morale_from_unit (sh, s, n1, ADJ_DOG_TEST_RALLY, -1);
  int c[6];
  counts (uses, c);
  g_assert_cmpint (c[0], ==, 1);
  g_assert_cmpint (c[1], ==, -1);
  g_assert_cmpint (c[2], ==, 1);
  g_assert_cmpint (c[3], ==, 1);
  g_assert_cmpint (c[4], ==, 0);
}

/* The source of a factor is kept in the sheets file, and a wrong one refused. */
static void
test_counts_saved (void)
{
  g_autoptr (AdjDogSheets) sh = sheets ();
  json_object *o = adj_dog_sheets_to_json (sh);
  const char *text = json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN);
  g_assert_nonnull (strstr (text, "\"counts\":\"stands-lost-phase\""));
  g_assert_null (strstr (text, "\"counts\":\"none\""));
  json_object_put (o);
  const char bad[] = "{\"format\":\"adjutant-dog-sheets\",\"version\":1,\"morale_factors\":["
                     "{\"text\":\"X\",\"values\":{},\"counts\":\"weather\"}]}";
  GError *error = NULL;
  g_assert_null (adj_dog_sheets_load_data (bad, sizeof bad - 1, "sheet", &error));
  dogtest_assert_error (error, "morale_factors[0].counts");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/dog/rule-18.3/shooting-test-from-the-unit", test_rule_18_3_shooting_test_from_unit);
  g_test_add_func ("/dog/rule-18.2.10/rally-test-from-the-unit", test_rule_18_2_10_rally_test_from_unit);
  g_test_add_func ("/dog/sheets/factor-counts-saved", test_counts_saved);
  return g_test_run ();
}
