#include "cli.h"

static json_object *
cell_to_json (const AdjChartCell *cell)
{
  json_object *o = json_object_new_object ();
  json_object_object_add (o, "value", cell->is_text ? json_object_new_string (cell->text)
                                                    : json_object_new_int (cell->value));
  json_object_object_add (o, "source", json_object_new_string (adj_cell_source_to_string (cell->source)));
  if (cell->cite != NULL)
    json_object_object_add (o, "cite", json_object_new_string (cell->cite));
  return o;
}

static json_object *
headers_to_json (const AdjChart *chart, gboolean rows)
{
  json_object *arr = json_object_new_array ();
  guint n = rows ? adj_chart_n_rows (chart) : adj_chart_n_columns (chart);
  for (guint i = 0; i < n; i++)
    json_object_array_add (arr, json_object_new_string (rows ? adj_chart_row_key (chart, i)
                                                             : adj_chart_column_key (chart, i)));
  return arr;
}

static json_object *
chart_to_json (const AdjChart *chart, gboolean with_cells)
{
  json_object *o = json_object_new_object ();
  json_object_object_add (o, "id", json_object_new_string (adj_chart_get_id (chart)));
  json_object_object_add (o, "title", json_object_new_string (adj_chart_get_title (chart)));
  json_object_object_add (o, "rule", json_object_new_string (adj_chart_get_rule (chart)));
  for (AdjCellSource s = ADJ_CELL_RULEBOOK; s <= ADJ_CELL_USER; s++)
    json_object_object_add (o, adj_cell_source_to_string (s),
                            json_object_new_int ((int) adj_chart_count_source (chart, s)));
  if (!with_cells)
    return o;

  json_object_object_add (o, "rows", headers_to_json (chart, TRUE));
  json_object_object_add (o, "columns", headers_to_json (chart, FALSE));
  json_object *cells = json_object_new_array ();
  for (guint r = 0; r < adj_chart_n_rows (chart); r++)
    {
      json_object *row = json_object_new_array ();
      for (guint c = 0; c < adj_chart_n_columns (chart); c++)
        json_object_array_add (row, cell_to_json (adj_chart_cell (chart, r, c)));
      json_object_array_add (cells, row);
    }
  json_object_object_add (o, "cells", cells);
  return o;
}

/* adjutant-cli charts [ID] [--overrides FILE]: the shipped charts, each cell
 * with its provenance; with --overrides, the player's values laid over them. */
int
adj_cli_cmd_charts (int argc, char **argv)
{
  g_autofree char *overrides = NULL;
  GOptionEntry entries[] = {
    { "overrides", 0, 0, G_OPTION_ARG_FILENAME, &overrides,
      "Lay the player's own chart values from FILE over the shipped ones", "FILE" },
    { NULL }
  };
  GError *error = NULL;

  if (!adj_cli_parse_options ("charts", "[ID]",
                              "The charts with the source of every cell (rulebook, provisional, user).",
                              entries, &argc, &argv))
    return ADJ_CLI_EXIT_BAD_INPUT;
  if (argc > 2)
    return adj_cli_failf ("charts", "expected at most one chart id");
  if (!adj_cli_check_overrides ("charts", overrides))
    return ADJ_CLI_EXIT_BAD_INPUT;

  g_autofree char *datadir = adj_cli_data_dir ();
  g_autofree char *dir = g_build_filename (datadir, "charts", NULL);
  g_autoptr (GPtrArray) charts = adj_chart_load_dir (dir, &error);
  if (charts == NULL)
    return adj_cli_fail ("charts", error);
  if (overrides != NULL && !adj_chart_overrides_load (charts, overrides, &error))
    return adj_cli_fail ("charts", error);

  if (argc == 2)
    {
      AdjChart *chart = adj_chart_find (charts, argv[1]);
      if (chart == NULL)
        return adj_cli_failf ("charts", "no chart '%s' (adjutant-cli charts lists them)", argv[1]);
      return adj_cli_print (chart_to_json (chart, TRUE));
    }
  json_object *list = json_object_new_array ();
  for (guint i = 0; i < charts->len; i++)
    json_object_array_add (list, chart_to_json (charts->pdata[i], FALSE));
  return adj_cli_print (list);
}
