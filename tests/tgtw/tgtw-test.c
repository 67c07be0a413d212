/* Helpers of The Glory that Was's tests (tgtw-test.h). */
#include "tgtw-test.h"

#include <string.h>

static AdjTgtwCharts *charts;
static GPtrArray *shipped;

const AdjTgtwCharts *
tt_charts (void)
{
  if (charts == NULL)
    {
      GError *error = NULL;
      charts = adj_tgtw_charts_new (&error);
      g_assert_no_error (error);
    }
  return charts;
}

static const AdjChartCell *
shipped_cell (const char *chart, const char *row, const char *col)
{
  if (shipped == NULL)
    {
      GError *error = NULL;
      g_autofree char *dir = adj_paths_data_file ("tgtw", "charts", NULL);
      shipped = adj_chart_load_dir (dir, &error);
      g_assert_no_error (error);
    }
  const AdjChartCell *cell = NULL;
  GError *error = NULL;
  g_assert_true (adj_chart_lookup (adj_chart_find (shipped, chart), row, col, &cell, &error));
  return cell;
}

const char *
tt_cell (const char *chart, const char *row, const char *col)
{
  const AdjChartCell *cell = shipped_cell (chart, row, col);
  g_assert_true (cell->is_text);
  return cell->text;
}

int
tt_number (const char *chart, const char *row, const char *col)
{
  const AdjChartCell *cell = shipped_cell (chart, row, col);
  g_assert_false (cell->is_text);
  return cell->value;
}

const char *
tt_mct2 (int total, int column)
{
  char row[8], col[2] = { (char) ('A' + column), '\0' };
  if (total <= 1)
    return tt_cell ("tgtw-mct2", "le1", col);
  if (total >= 15)
    return tt_cell ("tgtw-mct2", "ge15", col);
  g_snprintf (row, sizeof row, "%d", total);
  return tt_cell ("tgtw-mct2", row, col);
}

AdjTgtwScenario *
tt_sample (void)
{
  GError *error = NULL;
  g_autofree char *path = adj_paths_data_file ("tgtw", "demo-red-and-blue.json", NULL);
  AdjTgtwScenario *sc = adj_tgtw_scenario_load_file (path, &error);
  g_assert_no_error (error);
  return sc;
}

AdjTgtwScenario *
tt_scenario (const char *json)
{
  GError *error = NULL;
  AdjTgtwScenario *sc = adj_tgtw_scenario_load_data (json, strlen (json), "test.json", &error);
  g_assert_no_error (error);
  return sc;
}

int
tt_unit (AdjTgtwScenario *sc, const char *id)
{
  int i = adj_tgtw_scenario_find_unit (sc, id);
  g_assert_cmpint (i, >=, 0);
  return i;
}

int
tt_leader (AdjTgtwScenario *sc, const char *id)
{
  int i = adj_tgtw_scenario_find_leader (sc, id);
  g_assert_cmpint (i, >=, 0);
  return i;
}

const AdjTgtwState *
tt_state (AdjJournal *j)
{
  return adj_journal_get_state (j);
}

void
tt_apply (AdjJournal *j, AdjTgtwMove *move)
{
  GError *error = NULL;
  if (!adj_journal_apply (j, move, &error))
    g_error ("%s refused: %s", adj_tgtw_move_type_to_string (move->type), error->message);
  adj_tgtw_move_free (move);
}

void
tt_apply_group (AdjJournal *j, AdjTgtwMove **moves, guint n)
{
  GError *error = NULL;
  if (!adj_journal_apply_group (j, (gconstpointer const *) moves, n, &error))
    g_error ("group refused: %s", error->message);
  for (guint i = 0; i < n; i++)
    adj_tgtw_move_free (moves[i]);
}

void
tt_refused (AdjJournal *j, AdjTgtwMove *move, const char *expect)
{
  GError *error = NULL;
  guint length = adj_journal_get_length (j), cursor = adj_journal_get_cursor (j);
  gconstpointer before = adj_journal_get_state (j);
  g_assert_false (adj_journal_apply (j, move, &error));
  g_assert_nonnull (error);
  if (strstr (error->message, expect) == NULL)
    g_error ("'%s' does not say '%s'", error->message, expect);
  g_assert_cmpuint (adj_journal_get_length (j), ==, length);
  g_assert_cmpuint (adj_journal_get_cursor (j), ==, cursor);
  g_assert_true (adj_journal_get_state (j) == before);
  g_error_free (error);
  adj_tgtw_move_free (move);
}
