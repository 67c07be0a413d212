/* Benchmark: Clash of Giants III's calculators with their full
 * distributions (DESIGN.md budget: under 1 ms a call). Prints
 * microseconds per call and the ratio to the budget; exit 1 when any is
 * over.   bench-cog [CALLS] */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <adjutant-engine.h>

#define BUDGET_US 1000.0

typedef void (*Calc) (gconstpointer input);

static void
run_odds (gconstpointer input)
{
  static const AdjRatio cols[] = { { 1, 3 }, { 1, 2 }, { 1, 1 }, { 2, 1 }, { 3, 1 }, { 4, 1 }, { 5, 1 }, { 6, 1 } };
  AdjCogOdds o;
  g_assert_true (adj_cog_odds_compute (cols, G_N_ELEMENTS (cols), input, &o, NULL));
  adj_cog_odds_clear (&o);
}

static void
run_chances (gconstpointer input)
{
  AdjCogCombatChances c;
  g_assert_true (adj_cog_combat_chances (input, &c, NULL));
  adj_cog_combat_chances_clear (&c);
}

static void
run_json (gconstpointer input)
{
  static AdjChart *chart;
  if (chart == NULL)
    chart = adj_cog_chart_printed ();
  json_object *root = json_tokener_parse (input);
  AdjCogCombatRequest req;
  AdjCogCombatChances c;
  g_assert_true (adj_cog_combat_request_from_json (root, chart, "bench", &req, NULL));
  g_assert_true (adj_cog_combat_chances (&req.input, &c, NULL));
  json_object *out = adj_cog_combat_answer_to_json (&req, &c);
  g_assert_nonnull (json_object_to_json_string_ext (out, JSON_C_TO_STRING_PLAIN));
  json_object_put (out);
  adj_cog_combat_chances_clear (&c);
  json_object_put (root);
}

static void
run_cup (gconstpointer input)
{
  double p[65];
  const guint *n = input;
  adj_cog_am_chances (n[0], n[1], p);
  g_assert_true (p[0] >= 0);
}

typedef struct {
  const AdjCogState *state;
  const AdjCogMove *move;
} InGame;

static void
run_in_game (gconstpointer input)
{
  const InGame *g = input;
  AdjCogCombatSetup st;
  AdjCogCombatChances c;
  g_assert_true (adj_cog_combat_setup (g->state, &g->move->combat, &st, NULL));
  g_assert_true (adj_cog_combat_chances (&st.input, &c, NULL));
  adj_cog_combat_chances_clear (&c);
  adj_cog_combat_setup_clear (&st);
}

static double
measure (const char *name, Calc calc, gconstpointer input, int calls)
{
  double best = G_MAXDOUBLE;
  for (int round = 0; round < 5; round++)
    {
      gint64 t0 = g_get_monotonic_time ();
      for (int i = 0; i < calls; i++)
        calc (input);
      best = MIN (best, (double) (g_get_monotonic_time () - t0) / calls);
    }
  printf ("%-48s %8.2f us per call, %.4f of the %.0f us budget\n", name, best, best / BUDGET_US, BUDGET_US);
  return best;
}

static AdjJournal *
game_at_combat (AdjCogBattle *b)
{
  const char *moves[] = {
    "{\"type\":\"next\",\"step\":\"early-csa\"}", "{\"type\":\"next\",\"step\":\"early-union\"}",
    "{\"type\":\"next\",\"step\":\"reinforce-csa\"}", "{\"type\":\"next\",\"step\":\"reinforce-union\"}",
    "{\"type\":\"next\",\"step\":\"place\"}", "{\"type\":\"am_draw\",\"drawn\":[\"am-blue-1a\"]}",
    "{\"type\":\"scm_roll\",\"scm\":\"scm-gray-commander\",\"roll\":1}", "{\"type\":\"next\",\"step\":\"artillery\"}",
    "{\"type\":\"next\",\"step\":\"cup\"}", "{\"type\":\"cm_draw\",\"marker\":\"cm-blue-1\"}",
    "{\"type\":\"command_roll\",\"formation\":\"blue-1\",\"roll\":4}", "{\"type\":\"combat_action\",\"side\":\"union\"}",
  };
  AdjJournal *j = adj_cog_journal_new (b, NULL, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      json_object *o = json_tokener_parse (moves[i]);
      g_autoptr (AdjCogMove) m = adj_cog_move_from_json (o, b, "bench", NULL);
      g_assert_true (adj_journal_apply (j, m, NULL));
      json_object_put (o);
    }
  return j;
}

int
main (int argc, char **argv)
{
  int calls = argc > 1 ? MAX (1, atoi (argv[1])) : 5000;
  double worst = 0;

  AdjCogStrengthInput strength = { 9, 4, TRUE, TRUE, TRUE, TRUE, 1, TRUE };
  /* The largest combat the format allows: 12 against 12, all rolling. */
  AdjCogCombatInput big = { .attacker_drm = -1, .defender_drm = 2, .loss_limit = 12, .flank = TRUE, .town = TRUE,
                            .n_defenders = 12, .n_attackers = 12, .n_retreated_in = 2 };
  for (guint i = 0; i < 12; i++)
    {
      big.defenders[i] = (AdjCogCombatUnit) { 1 + (int) i % 6, 1 + (int) i % 3, FALSE };
      big.attackers[i] = (AdjCogCombatUnit) { 6 - (int) i % 6, 2, FALSE };
    }
  const char *json = "{\"odds\":\"2-1\",\"flank\":true,\"defenders\":[{\"ter\":3,\"steps\":2},{\"ter\":4,\"steps\":1}],"
                     "\"attackers\":[{\"ter\":4},{\"ter\":3},{\"ter\":5},{\"ter\":2},{\"ter\":4}]}";
  guint cup[2] = { 32, 32 };

  g_autofree char *path = g_build_filename (g_getenv ("ADJUTANT_DATADIR"), "cog", "demo-crossroads.json", NULL);
  g_autoptr (AdjCogBattle) b = adj_cog_battle_load_file (path, NULL);
  g_assert_nonnull (b);
  g_autoptr (AdjJournal) j = game_at_combat (b);
  json_object *co = json_tokener_parse ("{\"type\":\"combat\",\"attackers\":[\"granite\",\"hickory\"],"
                                        "\"defenders\":[\"birch\"],\"attacker_am\":\"am-blue-1a\"}");
  g_autoptr (AdjCogMove) move = adj_cog_move_from_json (co, b, "bench", NULL);
  json_object_put (co);
  InGame in_game = { adj_journal_get_state (j), move };

  printf ("Clash of Giants III calculators, best of 5 rounds of %d calls\n", calls);
  worst = MAX (worst, measure ("odds with every terrain factor (12.9.1)", run_odds, &strength, calls));
  worst = MAX (worst, measure ("combat chances, 12 against 12 (12.9)", run_chances, &big, calls));
  worst = MAX (worst, measure ("combat chances from JSON to JSON (cli)", run_json, json, calls));
  worst = MAX (worst, measure ("AM draw chances, 64-marker cup (6.3.2)", run_cup, cup, calls));
  worst = MAX (worst, measure ("a combat in a game: setup and chances", run_in_game, &in_game, calls));
  printf ("worst %.2f us: %.4f of the budget\n", worst, worst / BUDGET_US);
  return worst <= BUDGET_US ? 0 : 1;
}
