/* libFuzzer target: The Glory that Was's melee input (adjutant-cli tgtw
 * melee) refuses any input cleanly; one it accepts resolves or is refused
 * with a reason, and its chances are counts of the dice's ways. */
#include <adjutant-engine.h>

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

static AdjTgtwCharts *charts;

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  GError *error = NULL;
  AdjTgtwMeleeInput in;
  AdjTgtwMeleeResult r = { 0 };

  if (charts == NULL)
    charts = adj_tgtw_charts_new (NULL);
  g_assert (charts != NULL);
  json_object *root = adj_json_parse ((const char *) data, size, "fuzz.json", &error);
  if (root == NULL)
    {
      g_assert (error != NULL);
      g_clear_error (&error);
      return 0;
    }
  if (!adj_tgtw_melee_input_from_json (root, "fuzz.json: $", &in, &error))
    g_assert (error != NULL && g_utf8_validate (error->message, -1, NULL));
  else if (adj_tgtw_melee_resolve (charts, &in, &r, &error))
    {
      guint64 ways = 0;
      for (guint row = 0; row < ADJ_TGTW_MCT2_ROWS; row++)
        ways += r.row_counts[row];
      g_assert (r.automatic || ways == r.total);
      for (guint h = 0; h <= ADJ_TGTW_N_HITS; h++)
        g_assert (r.attacker[h] >= 0 && r.attacker[h] <= 1 + 1e-9 && r.defender[h] >= 0
                  && r.defender[h] <= 1 + 1e-9);
      json_object_put (adj_tgtw_melee_result_to_json (charts, &r));
    }
  else
    g_assert (error != NULL);
  g_clear_error (&error);
  adj_tgtw_melee_result_clear (&r);
  json_object_put (root);
  return 0;
}
