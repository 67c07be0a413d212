/* libFuzzer target: the chart loader must refuse any input cleanly. */
#include <adjutant-engine.h>

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  GError *error = NULL;
  AdjChart *chart = adj_chart_load_data ((const char *) data, size, "fuzz.json", &error);

  /* Exactly one of a chart or an error, and a loaded chart is fully usable. */
  g_assert ((chart == NULL) != (error == NULL));
  if (chart != NULL)
    {
      for (guint r = 0; r < adj_chart_n_rows (chart); r++)
        for (guint c = 0; c < adj_chart_n_columns (chart); c++)
          {
            const AdjChartCell *cell = adj_chart_cell (chart, r, c);
            g_assert (cell->is_text ? cell->text != NULL : (cell->value >= -99 && cell->value <= 99));
            g_assert (cell->source != ADJ_CELL_RULEBOOK || cell->cite != NULL);
          }
      adj_chart_unref (chart);
    }
  g_clear_error (&error);
  return 0;
}
