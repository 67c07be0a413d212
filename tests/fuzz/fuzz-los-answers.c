/* libFuzzer target: the map-less LOS answers must be refused cleanly or
 * solved (or refused as incomplete) without a crash. */
#include <adjutant-engine.h>

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  static const char *const lines[][2] = { { "0510", "0505" }, { "2110", "2510" }, { "1010", "1508" } };
  GError *error = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    {
      AdjHex from, to;
      AdjLosQuery q;
      AdjLosAnswer *answers = NULL;
      AdjLosResult r;

      g_assert (adj_hex_parse (lines[i][0], &from, NULL) && adj_hex_parse (lines[i][1], &to, NULL));
      if (!adj_losquery_load_answers ((const char *) data, size, "fuzz.json", from, to, &q,
                                      &answers, &error))
        {
          g_assert (error != NULL && answers == NULL && q.questions == NULL);
          g_clear_error (&error);
          continue;
        }
      gboolean ok = adj_losquery_solve (&q, answers, &r, &error);
      g_assert (ok == (error == NULL));
      g_clear_error (&error);
      if (ok)
        json_object_put (adj_los_result_to_json (&r));
      adj_los_result_clear (&r);
      json_object_put (adj_losquery_to_json (&q));
      adj_losquery_clear (&q);
      g_free (answers);
    }
  return 0;
}
