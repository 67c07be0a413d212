/* Benchmark: every combat calculator with its full outcome distribution
 * (docs/design.md budget: under 1 ms a call), and the whole charge tree (budget:
 * under 50 ms). Prints microseconds per call and the ratio to the budget;
 * fails (exit 1) when any is over.
 *   bench-calculators [CALLS] */
#include <stdio.h>
#include <stdlib.h>

#include "combattest.h"

#define BUDGET_US 1000.0
#define TREE_BUDGET_US 50000.0

typedef gboolean (*Calc) (gconstpointer input, const AdjCombatCharts *charts, gboolean json);

static gboolean
run_charge (gconstpointer input, const AdjCombatCharts *charts, gboolean json)
{
  AdjChargeResult res;
  gboolean ok = adj_charge_resolve (input, charts, &res, NULL);
  if (ok && json)
    json_object_put (adj_charge_result_to_json (input, charts, &res));
  adj_charge_result_clear (&res);
  return ok;
}

static gboolean
run_df (gconstpointer input, const AdjCombatCharts *charts, gboolean json)
{
  AdjDfResult res;
  gboolean ok = adj_deffire_resolve (input, charts, &res, NULL);
  if (ok && json)
    json_object_put (adj_df_result_to_json (input, charts, &res));
  adj_df_result_clear (&res);
  return ok;
}

static gboolean
run_fire (gconstpointer input, const AdjCombatCharts *charts, gboolean json)
{
  AdjFireResult res;
  gboolean ok = adj_fire_resolve (input, charts, &res, NULL);
  if (ok && json)
    json_object_put (adj_fire_result_to_json (input, charts, &res));
  adj_fire_result_clear (&res);
  return ok;
}

static gboolean
run_fixed (gconstpointer input, const AdjCombatCharts *charts, gboolean json)
{
  AdjFixedFireResult res;
  gboolean ok = adj_fixed_fire_resolve (input, charts, &res, NULL);
  if (ok && json)
    json_object_put (adj_fixed_fire_result_to_json (input, &res));
  adj_fixed_fire_result_clear (&res);
  return ok;
}

static gboolean
run_odds (gconstpointer input, const AdjCombatCharts *charts, gboolean json)
{
  AdjOdds o;
  const int *s = input;
  adj_odds_compute (charts, s[0], s[1], FALSE, &o);
  return o.odds != NULL;
}

static gboolean
run_tree (gconstpointer input, const AdjCombatCharts *charts, gboolean json)
{
  AdjChargeTree tree;
  gboolean ok = adj_charge_tree (input, charts, &tree, NULL);
  if (ok && json)
    json_object_put (adj_charge_tree_to_json (charts, &tree));
  return ok;
}

static double
measure_budget (const char *name, Calc calc, gconstpointer input, const AdjCombatCharts *charts,
                gboolean json, int calls, double budget)
{
  double best = G_MAXDOUBLE;
  /* The best of five rounds: the budget is about the code, not the machine's noise. */
  for (int round = 0; round < 5; round++)
    {
      gint64 t0 = g_get_monotonic_time ();
      for (int i = 0; i < calls; i++)
        g_assert (calc (input, charts, json));
      best = MIN (best, (double) (g_get_monotonic_time () - t0) / calls);
    }
  printf ("%-44s %8.2f us per call, %.4f of the %.0f us budget\n", name, best, best / budget, budget);
  return best / budget;
}

/* The ratio to the 1 ms budget, as microseconds of that budget. */
static double
measure (const char *name, Calc calc, gconstpointer input, const AdjCombatCharts *charts,
         gboolean json, int calls)
{
  return measure_budget (name, calc, input, charts, json, calls, BUDGET_US) * BUDGET_US;
}

#define INF(name, s, c) "{'name':'" name "','type':'infantry','strength':" #s ",'cohesion':" #c "}"

/* Six stacks around one hex, each fired at: 64 sets of hexes may still
 * charge after Defensive Fire. */
#define SIX_ATTACKERS \
  "'attackers':[" \
  "{'hex':'1009','units':[" INF ("A", 4, 7) "," INF ("B", 3, 6) "]}," \
  "{'hex':'1109','rear_of':['1010'],'units':[" INF ("C", 4, 7) "]}," \
  "{'hex':'1110','units':[" INF ("D", 4, 7) "]},{'hex':'1011','units':[" INF ("E", 4, 7) "]}," \
  "{'hex':'0910','units':[" INF ("F", 4, 7) "]},{'hex':'0909','units':[" INF ("G", 4, 7) "]}]," \
  "'defenders':[{'hex':'1010','terrain':['woods','charged-from-below']," \
  "'df':['1009','1109','1110','1011','0910','0909']," \
  "'modifiers':[{'value':5,'rule':'bench','text':'every shot can hit'}],"

int
main (int argc, char **argv)
{
  int calls = argc > 1 ? MAX (1, atoi (argv[1])) : 2000;
  AdjCombatCharts *charts = combattest_charts ();
  AdjChargeInput example, six;
  AdjFireInput fire;
  AdjFixedFireInput fixed;
  GError *error = NULL;
  double worst = 0, m;

  /* The 10.2 example with Defensive Fire at Y, and a roll. */
  combattest_charge ("{'roll':5,'attackers':[{'hex':'1009','terrain':['clear'],'units':[" INF ("Y", 4, 7) "]},"
                     "{'hex':'1109','units':[" INF ("Z", 5, 8) "]}],"
                     "'defenders':[{'hex':'1010','terrain':['woods'],'df':['1009'],'units':[" INF ("D", 6, 5) "]}]}",
                     &example);
  /* The worst case: six stacks around one hex, each fired at (64 sets of
   * hexes still charging after Defensive Fire). */
  combattest_charge ("{'roll':5," SIX_ATTACKERS
                     "'units':[{'type':'artillery','strength':2,'cohesion':6}," INF ("H", 8, 6) "]}]}", &six);
  g_autofree char *fj = combattest_json ("{'range':5,'los_clear':true,'roll':7,'range_chart':'glory3-range-fredericksburg-chancellorsville',"
                                         "'guns':[{'type':'artillery','strength':2,'gun':'M'},{'type':'artillery','strength':1,'gun':'L'}],"
                                         "'friends':[{'type':'infantry','cohesion':6}],"
                                         "'target':{'terrain':['woods'],'units':[{'type':'infantry','cohesion':5},{'type':'infantry','cohesion':6}]}}");
  g_autofree char *xj = combattest_json ("{'hexes':[{'units':[{'type':'infantry','strength':4},{'type':'artillery','strength':2,'gun':'M'}]},"
                                         "{'units':[{'type':'infantry','strength':5,'disordered':true}]},"
                                         "{'range':3,'units':[{'type':'artillery','strength':3,'gun':'L'}]}],"
                                         "'terrain':['woods'],'targets':[{'cohesion':6},{'cohesion':5}],'roll':3,'check_roll':4}");
  g_assert_true (adj_fire_input_parse (fj, strlen (fj), "bench", &fire, &error));
  g_assert_true (adj_fixed_fire_input_parse (xj, strlen (xj), "bench", &fixed, &error));
  g_assert_no_error (error);
  int strengths[2] = { 9, 4 };

  printf ("combat calculators, best of 5 rounds of %d calls\n", calls);
  m = measure ("odds 9:4", run_odds, strengths, charts, FALSE, calls);
  worst = MAX (worst, m);
  m = measure ("charge, 10.2 example", run_charge, &example, charts, FALSE, calls);
  worst = MAX (worst, m);
  m = measure ("charge, 10.2 example, with JSON", run_charge, &example, charts, TRUE, calls);
  worst = MAX (worst, m);
  m = measure ("defensive fire + charge, 10.2 example", run_df, &example, charts, FALSE, calls);
  worst = MAX (worst, m);
  m = measure ("defensive fire + charge, six hexes", run_df, &six, charts, FALSE, calls);
  worst = MAX (worst, m);
  m = measure ("defensive fire + charge, six hexes, JSON", run_df, &six, charts, TRUE, calls);
  worst = MAX (worst, m);
  m = measure ("artillery fire, combined, misguided", run_fire, &fire, charts, FALSE, calls);
  worst = MAX (worst, m);
  m = measure ("artillery fire, with JSON", run_fire, &fire, charts, TRUE, calls);
  worst = MAX (worst, m);
  m = measure ("fixed glory fire, three hexes", run_fixed, &fixed, charts, FALSE, calls);
  worst = MAX (worst, m);
  printf ("worst %.2f us: %.4f of the budget\n", worst, worst / BUDGET_US);

  /* The whole charge tree, Glory III and Fixed Glory (budget 50 ms). The
   * six-hex case at night: 64 sets of hexes still charging, up to nine
   * checks per result. */
  AdjChargeInput tree_example, tree_six;
  combattest_charge ("{'attackers':[{'hex':'1009','terrain':['clear'],'units':[{'name':'Y','type':'infantry','strength':4,"
                     "'cohesion':7,'disordered_cohesion':5}]},"
                     "{'hex':'1109','units':[{'name':'Z','type':'infantry','strength':5,'cohesion':8,'disordered_cohesion':6}]}],"
                     "'defenders':[{'hex':'1010','terrain':['woods'],'df':['1009'],'units':[{'name':'D','type':'infantry',"
                     "'strength':6,'cohesion':5,'disordered_cohesion':3}]}]}", &tree_example);
  combattest_charge ("{'night':true," SIX_ATTACKERS
                     "'units':[{'type':'artillery','strength':2,'cohesion':6},{'name':'H','type':'infantry','strength':8,"
                     "'cohesion':6,'disordered_cohesion':4}]}]}", &tree_six);
  int tree_calls = MAX (1, calls / 100);
  double tree_worst = 0;
  m = measure_budget ("charge tree, 10.2 example, both variants", run_tree, &tree_example, charts, TRUE, tree_calls,
                      TREE_BUDGET_US);
  tree_worst = MAX (tree_worst, m);
  m = measure_budget ("charge tree, six hexes at night, both variants", run_tree, &tree_six, charts, TRUE, tree_calls,
                      TREE_BUDGET_US);
  tree_worst = MAX (tree_worst, m);
  printf ("charge tree worst: %.4f of the 50 ms budget\n", tree_worst);
  adj_charge_input_clear (&tree_example);
  adj_charge_input_clear (&tree_six);

  adj_charge_input_clear (&example);
  adj_charge_input_clear (&six);
  adj_fire_input_clear (&fire);
  adj_fixed_fire_input_clear (&fixed);
  adj_combat_charts_free (charts);
  return worst <= BUDGET_US && tree_worst <= 1.0 ? 0 : 1;
}
