/* The device calculators' tests' helpers (calctest.h). */
#include "calctest.h"

json_object *
calctest_run (const AdjRuleset *rs, gconstpointer state, const char *request, GError **error)
{
  json_object *req = json_tokener_parse (request);
  g_assert_nonnull (req);
  json_object *out = adj_calculator_run (rs->calculators, rs->n_calculators, req, state, error);
  json_object_put (req);
  return out;
}

const char *
calctest_text (json_object *o)
{
  return json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN);
}

AdjCombatCharts *
calctest_glory_charts (void)
{
  GError *error = NULL;
  g_autofree char *dir = g_build_filename (g_getenv ("ADJUTANT_DATADIR"), "charts", NULL);
  AdjCombatCharts *charts = adj_combat_charts_load (dir, NULL, &error);
  g_assert_no_error (error);
  return charts;
}

void
calctest_glory_open (CalcGlory *g)
{
  GError *error = NULL;
  g_autofree char *path = g_build_filename (g_getenv ("ADJUTANT_DATADIR"), "battles", "sample-cedar-creek.json", NULL);
  g->battle = adj_scenario_load_file (adj_rulesets (), &adj_glory_ruleset, path, NULL, &error);
  g_assert_no_error (error);
  g->state = adj_glory_ruleset.state_new (g->battle, NULL, NULL, &error);
  g_assert_no_error (error);
}

void
calctest_glory_close (CalcGlory *g)
{
  adj_glory_ruleset.state_unref (g->state);
  adj_glory_ruleset.scenario_unref (g->battle);
}

int
calctest_glory_unit (const CalcGlory *g, const char *id)
{
  int u = adj_battle_find_unit (g->battle, id);
  g_assert_cmpint (u, >=, 0);
  return u;
}
