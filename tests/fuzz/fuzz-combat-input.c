/* libFuzzer target: the combat calculators' JSON input. The first byte picks
 * the reader ('f' artillery fire, 'x' Fixed Glory fire, anything else a
 * charge); the rest is the JSON. Whatever the readers accept, the
 * calculators must answer with exact distributions, and every result's
 * effects must apply. */
#include <math.h>

#include <adjutant-engine.h>
#include <glory/combat.h>

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

static AdjCombatCharts *
charts (void)
{
  static AdjCombatCharts *charts;
  if (charts == NULL)
    {
      const char *datadir = g_getenv ("ADJUTANT_DATADIR");
      g_autofree char *dir = g_build_filename (datadir ? datadir : "data", "charts", NULL);
      charts = adj_combat_charts_load (dir, NULL, NULL);
      g_assert (charts != NULL); /* run from the source tree, or set ADJUTANT_DATADIR */
    }
  return charts;
}

static void
check_sum (double sum)
{
  g_assert (fabs (sum - 1.0) <= 1e-9);
}

static void
fuzz_charge (const char *text, size_t len)
{
  AdjChargeInput in;
  AdjChargeResult res;
  AdjDfResult df;
  GError *error = NULL;

  if (!adj_charge_input_parse (text, len, "fuzz.json", &in, &error))
    {
      g_assert (error != NULL && in.n_attackers == 0);
      g_clear_error (&error);
      return;
    }
  gboolean ok = adj_charge_resolve (&in, charts (), &res, &error);
  g_assert (ok == (error == NULL));
  if (ok)
    {
      double sum = 0;
      for (guint i = 0; i < res.n_outcomes; i++)
        {
          g_autoptr (GArray) fx = adj_effects_new ();
          g_autoptr (GArray) applied = adj_effects_new ();
          AdjCombatState st;
          int rolls[64];
          for (guint r = 0; r < G_N_ELEMENTS (rolls); r++)
            rolls[r] = (int) ((i + r) % 10);
          sum += res.outcomes[i].probability;
          adj_charge_effects (&in, res.active, &res.outcomes[i], fx);
          adj_combat_state_init (&st, &in);
          g_assert (adj_effects_apply (&st, fx, rolls, G_N_ELEMENTS (rolls), applied, NULL));
        }
      check_sum (sum);
      json_object_put (adj_charge_result_to_json (&in, charts (), &res));
    }
  g_clear_error (&error);
  adj_charge_result_clear (&res);

  ok = adj_deffire_resolve (&in, charts (), &df, &error);
  g_assert (ok == (error == NULL));
  if (ok)
    {
      double sum = 0;
      for (guint i = 0; i < df.n_outcomes; i++)
        sum += df.outcomes[i].probability;
      check_sum (sum);
      json_object_put (adj_df_result_to_json (&in, charts (), &df));
    }
  g_clear_error (&error);
  adj_df_result_clear (&df);

  /* The whole charge, on inputs small enough to enumerate quickly. */
  guint units = 0;
  for (guint a = 0; a < in.n_attackers; a++)
    units += in.attackers[a].n_units;
  for (guint d = 0; d < in.n_defenders; d++)
    units += in.defenders[d].n_units;
  AdjChargeTree tree;
  if (units <= 6 && adj_charge_tree (&in, charts (), &tree, &error))
    {
      check_sum (tree.glory3.total);
      check_sum (tree.fixed_glory.total);
      json_object_put (adj_charge_tree_to_json (charts (), &tree));
    }
  g_clear_error (&error);
  adj_charge_input_clear (&in);
}

static void
fuzz_fire (const char *text, size_t len)
{
  AdjFireInput in;
  AdjFireResult res;
  GError *error = NULL;
  if (!adj_fire_input_parse (text, len, "fuzz.json", &in, &error))
    {
      g_assert (error != NULL && in.n_guns == 0);
      g_clear_error (&error);
      return;
    }
  if (adj_fire_resolve (&in, charts (), &res, &error))
    {
      double sum = 0;
      for (guint i = 0; i < res.n_outcomes; i++)
        sum += res.outcomes[i].probability;
      check_sum (sum);
      for (guint u = 0; u < in.target.n_units; u++)
        g_assert (res.p_disordered[u] >= 0 && res.p_disordered[u] <= 1 + 1e-9);
      json_object_put (adj_fire_result_to_json (&in, charts (), &res));
    }
  g_clear_error (&error);
  adj_fire_result_clear (&res);
  adj_fire_input_clear (&in);
}

static void
fuzz_fixed (const char *text, size_t len)
{
  AdjFixedFireInput in;
  AdjFixedFireResult res;
  GError *error = NULL;
  if (!adj_fixed_fire_input_parse (text, len, "fuzz.json", &in, &error))
    {
      g_assert (error != NULL && in.n_hexes == 0);
      g_clear_error (&error);
      return;
    }
  if (adj_fixed_fire_resolve (&in, charts (), &res, &error))
    {
      check_sum (res.p_miss + res.p_check + res.p_disorder);
      g_assert (res.fp >= 0 && res.fp <= ADJ_FIXED_MAX_FP);
      json_object_put (adj_fixed_fire_result_to_json (&in, &res));
    }
  g_clear_error (&error);
  adj_fixed_fire_result_clear (&res);
  adj_fixed_fire_input_clear (&in);
}

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  if (size == 0)
    return 0;
  const char *text = (const char *) data + 1;
  if (data[0] == 'f')
    fuzz_fire (text, size - 1);
  else if (data[0] == 'x')
    fuzz_fixed (text, size - 1);
  else
    fuzz_charge (text, size - 1);
  return 0;
}
