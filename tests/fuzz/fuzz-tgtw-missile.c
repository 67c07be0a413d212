/* libFuzzer target: The Glory that Was's missile input (adjutant-cli tgtw
 * missile) refuses any input cleanly; one it accepts resolves or is
 * refused with a reason, and its answer is a chance on the d6. */
#include <adjutant-engine.h>

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

static AdjTgtwCharts *charts;

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  GError *error = NULL;
  AdjTgtwFirer firers[ADJ_TGTW_MAX_FIRERS];
  AdjTgtwMissileInput in;
  AdjTgtwMissileResult r = { 0 };

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
  if (!adj_tgtw_missile_input_from_json (root, "fuzz.json: $", firers, &in, &error))
    g_assert (error != NULL && g_utf8_validate (error->message, -1, NULL));
  else if (adj_tgtw_missile_resolve (charts, &in, &r, &error))
    {
      guint faces = 0;
      for (guint h = 0; h < ADJ_TGTW_N_HITS; h++)
        faces += r.printed_counts[h];
      g_assert (faces == ADJ_TGTW_MFT_DIE);
      json_object_put (adj_tgtw_missile_result_to_json (&in, &r));
    }
  else
    g_assert (error != NULL);
  g_clear_error (&error);
  adj_tgtw_missile_result_clear (&r);
  json_object_put (root);
  return 0;
}
