/* libFuzzer target: the per-user chart overrides loader, over the shipped
 * odds chart, must refuse any bad input cleanly and install nothing then. */
#include <string.h>

#include <adjutant-engine.h>

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

static const char chart_text[] =
  "{\"format\":\"adjutant-chart\",\"version\":1,\"id\":\"glory3-odds\",\"title\":\"Odds\",\"rule\":\"10.23\","
  "\"rows\":[{\"key\":\"drm\"},{\"key\":\"result\"}],\"columns\":[{\"key\":\"1-1\"},{\"key\":\"3-2\"}],"
  "\"cells\":[[{\"value\":0,\"source\":\"provisional\"},{\"value\":1,\"source\":\"rulebook\",\"cite\":\"10.2\"}],"
  "[{\"value\":\"R\",\"source\":\"provisional\"},{\"value\":\"D\",\"source\":\"provisional\"}]]}";

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  GError *error = NULL;
  GPtrArray *charts = g_ptr_array_new_with_free_func ((GDestroyNotify) adj_chart_unref);
  AdjChart *chart = adj_chart_load_data (chart_text, strlen (chart_text), "odds.json", NULL);
  g_assert (chart != NULL);
  g_ptr_array_add (charts, chart);

  gboolean ok = adj_chart_overrides_load_data (charts, (const char *) data, size, "fuzz.json", &error);
  g_assert (ok == (error == NULL));
  if (!ok)
    g_assert (adj_chart_count_source (chart, ADJ_CELL_USER) == 0);
  for (guint r = 0; r < adj_chart_n_rows (chart); r++)
    for (guint c = 0; c < adj_chart_n_columns (chart); c++)
      {
        const AdjChartCell *cell = adj_chart_cell (chart, r, c);
        g_assert (cell->is_text == adj_chart_shipped_cell (chart, r, c)->is_text);
      }
  g_clear_error (&error);
  g_ptr_array_unref (charts);
  return 0;
}
