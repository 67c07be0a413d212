#include <stdio.h>
#include <glib/gstdio.h>
#include <string.h>

#include <adjutant-engine.h>

static const char *good =
  "{\"format\":\"adjutant-chart\",\"version\":1,\"id\":\"t\",\"title\":\"Test\",\"rule\":\"10.23\","
  "\"rows\":[{\"key\":\"drm\"}],\"columns\":[{\"key\":\"1-1\"},{\"key\":\"3-2\",\"label\":\"3 to 2\"}],"
  "\"cells\":[[{\"value\":0,\"source\":\"provisional\"},{\"value\":1,\"source\":\"rulebook\",\"cite\":\"10.2\"}]]}";

static char *
data_path (const char *name)
{
  return g_build_filename (g_getenv ("ADJUTANT_DATADIR"), "charts", name, NULL);
}

static void
test_load_good (void)
{
  GError *error = NULL;
  g_autoptr (AdjChart) chart = adj_chart_load_data (good, strlen (good), "t.json", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (adj_chart_get_rule (chart), ==, "10.23");
  g_assert_cmpuint (adj_chart_n_columns (chart), ==, 2);
  g_assert_cmpstr (adj_chart_row_label (chart, 0), ==, "drm"); /* label defaults to key */
  g_assert_cmpstr (adj_chart_column_label (chart, 1), ==, "3 to 2");
  const AdjChartCell *cell;
  g_assert_true (adj_chart_lookup (chart, "drm", "3-2", &cell, &error));
  g_assert_cmpint (cell->value, ==, 1);
  g_assert_cmpint (cell->source, ==, ADJ_CELL_RULEBOOK);
  g_assert_false (adj_chart_lookup (chart, "drm", "9-1", &cell, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_NOT_FOUND);
  g_clear_error (&error);
}

/* Each malformed chart is refused with the file, the JSON path and the reason. */
static void
test_malformed (void)
{
  static const struct {
    const char *text;
    const char *expect;
  } cases[] = {
    { "", "t.json: the JSON text ends too early" },
    { "{", "t.json: the JSON text ends too early" },
    { "[1,2", "ends too early" },
    { "{\"a\":1} x", "t.json: line 1, column 9: " },
    { "{\"format\":\"other\"}", "t.json: $.format: 'other' is not \"adjutant-chart\"" },
    { "{\"format\":\"adjutant-chart\",\"version\":2}", "t.json: $.version: 2 was made by a newer version of Adjutant; this one reads version 1" },
    { "{\"format\":\"adjutant-chart\",\"version\":\"1\"}", "t.json: $.version: expected an integer, found a string" },
    { "{\"format\":\"adjutant-chart\",\"version\":1,\"id\":\"t\",\"title\":\"T\",\"rule\":\"1\",\"rows\":[],\"columns\":[]}",
      "t.json: $.rows: needs 1 to 256 entries, has 0" },
    { "{\"format\":\"adjutant-chart\",\"version\":1,\"id\":\"t\",\"title\":\"T\",\"rule\":\"1\",\"rows\":[{\"key\":\"a\"},{\"key\":\"a\"}],\"columns\":[{\"key\":\"c\"}]}",
      "t.json: $.rows[1].key: 'a' appears twice" },
    { "{\"format\":\"adjutant-chart\",\"version\":1,\"id\":\"t\",\"title\":\"T\",\"rule\":\"1\",\"rows\":[{\"key\":\"a\"}],\"columns\":[{\"key\":\"c\"}],\"cells\":[]}",
      "t.json: $.cells: has 0 rows, rows lists 1" },
    { "{\"format\":\"adjutant-chart\",\"version\":1,\"id\":\"t\",\"title\":\"T\",\"rule\":\"1\",\"rows\":[{\"key\":\"a\"}],\"columns\":[{\"key\":\"c\"}],\"cells\":[[{\"value\":1,\"source\":\"guess\"}]]}",
      "t.json: $.cells[0][0].source: 'guess' is neither" },
    { "{\"format\":\"adjutant-chart\",\"version\":1,\"id\":\"t\",\"title\":\"T\",\"rule\":\"1\",\"rows\":[{\"key\":\"a\"}],\"columns\":[{\"key\":\"c\"}],\"cells\":[[{\"value\":1,\"source\":\"rulebook\"}]]}",
      "t.json: $.cells[0][0].cite: a rulebook cell must cite its rule" },
    { "{\"format\":\"adjutant-chart\",\"version\":1,\"id\":\"t\",\"title\":\"T\",\"rule\":\"1\",\"rows\":[{\"key\":\"a\"}],\"columns\":[{\"key\":\"c\"}],\"cells\":[[{\"value\":99999999999999999999,\"source\":\"provisional\"}]]}",
      "t.json: $.cells[0][0].value: " },
    { "{\"format\":\"adjutant-chart\",\"version\":1,\"id\":\"t\",\"title\":\"T\",\"rule\":\"1\",\"rows\":[{\"key\":\"a\"}],\"columns\":[{\"key\":\"c\"}],\"cells\":[[{\"value\":1.5,\"source\":\"provisional\"}]]}",
      "t.json: $.cells[0][0].value: expected an integer, found a number" },
    { "{\"format\":\"adjutant-chart\",\"version\":1,\"id\":\"t\",\"title\":\"T\",\"rule\":\"1\",\"rows\":[{\"key\":\"a\"}],\"columns\":[{\"key\":\"c\"}],\"cells\":[[1]]}",
      "t.json: $.cells[0][0]: expected an object" },
    { "{\"format\":\"adjutant-chart\",\"version\":1,\"id\":\"t\",\"title\":\"T\",\"rule\":\"1\",\"rows\":[{\"key\":\"a\"}],\"columns\":[{\"key\":\"c\"}],\"cells\":[[{\"source\":\"provisional\"}]]}",
      "t.json: $.cells[0][0].value: missing" },
    { "{\"format\":\"adjutant-chart\",\"version\":1,\"title\":\"T\"}", "t.json: $.id: missing" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      GError *error = NULL;
      AdjChart *chart = adj_chart_load_data (cases[i].text, strlen (cases[i].text), "t.json", &error);
      g_assert_null (chart);
      g_assert_nonnull (error);
      if (strstr (error->message, cases[i].expect) == NULL)
        g_error ("case %u: '%s' does not contain '%s'", i, error->message, cases[i].expect);
      g_clear_error (&error);
    }
}

static void
test_too_deep_and_too_big (void)
{
  GError *error = NULL;
  GString *deep = g_string_new (NULL);
  for (int i = 0; i < 100; i++)
    g_string_append_c (deep, '[');
  g_assert_null (adj_chart_load_data (deep->str, deep->len, "deep.json", &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_TOO_LARGE);
  g_clear_error (&error);
  g_string_free (deep, TRUE);

  /* A file over 16 MiB is refused from its size, before any parsing. */
  g_autofree char *dir = g_dir_make_tmp ("adj-chart-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "huge.json", NULL);
  FILE *f = fopen (path, "w");
  g_assert_nonnull (f);
  g_assert_cmpint (fseek (f, ADJ_JSON_MAX_BYTES + 1, SEEK_SET), ==, 0);
  fputc (' ', f);
  fclose (f);
  g_assert_null (adj_chart_load_file (path, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_TOO_LARGE);
  g_assert_nonnull (strstr (error->message, "huge.json"));
  g_clear_error (&error);
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_shipped_odds_chart (void)
{
  /* 10.23 names the columns 2-3, 1-1, 3-2, 2-1, 3-1; the 10.2 example prints
   * 3-2 as +1. Those must hold whatever else is provisional. */
  GError *error = NULL;
  g_autofree char *path = data_path ("glory3-odds.json");
  g_autoptr (AdjChart) chart = adj_chart_load_file (path, &error);
  g_assert_no_error (error);
  const char *cols[] = { "2-3", "1-1", "3-2", "2-1", "3-1" };
  for (guint i = 0; i < G_N_ELEMENTS (cols); i++)
    g_assert_cmpint (adj_chart_find_column (chart, cols[i]), ==, (int) i);
  const AdjChartCell *cell;
  g_assert_true (adj_chart_lookup (chart, "drm", "3-2", &cell, NULL));
  g_assert_cmpint (cell->value, ==, 1);
  g_assert_cmpint (cell->source, ==, ADJ_CELL_RULEBOOK);
  g_assert_true (adj_chart_lookup (chart, "drm", "2-1", &cell, NULL));
  g_assert_cmpint (cell->source, ==, ADJ_CELL_PROVISIONAL);
}

static void
test_load_dir (void)
{
  GError *error = NULL;
  g_autofree char *dir = g_build_filename (g_getenv ("ADJUTANT_DATADIR"), "charts", NULL);
  g_autoptr (GPtrArray) charts = adj_chart_load_dir (dir, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (charts->len, >=, 1);
  g_assert_nonnull (adj_chart_find (charts, "glory3-odds"));
  for (guint i = 1; i < charts->len; i++)
    g_assert_cmpstr (adj_chart_get_id (charts->pdata[i - 1]), <, adj_chart_get_id (charts->pdata[i]));
}

static void
test_user_overrides (void)
{
  GError *error = NULL;
  g_autoptr (GPtrArray) charts = g_ptr_array_new_with_free_func ((GDestroyNotify) adj_chart_unref);
  g_ptr_array_add (charts, adj_chart_load_data (good, strlen (good), "t.json", &error));
  g_assert_no_error (error);
  AdjChart *chart = charts->pdata[0];

  /* The player types the 1-1 value from his own card. */
  g_assert_true (adj_chart_set_user_value (chart, 0, 0, -2, &error));
  g_assert_cmpint (adj_chart_cell (chart, 0, 0)->value, ==, -2);
  g_assert_cmpint (adj_chart_cell (chart, 0, 0)->source, ==, ADJ_CELL_USER);
  g_assert_cmpint (adj_chart_shipped_cell (chart, 0, 0)->source, ==, ADJ_CELL_PROVISIONAL);
  g_assert_false (adj_chart_set_user_value (chart, 0, 0, 1000, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (adj_chart_set_user_text (chart, 0, 0, "Retreat", &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_INVALID);
  g_clear_error (&error);

  /* Saved and read back into fresh charts. */
  g_autofree char *dir = g_dir_make_tmp ("adj-ov-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "sub", "chart-overrides.json", NULL);
  g_assert_true (adj_chart_overrides_save (charts, path, &error));
  g_assert_no_error (error);
  g_autoptr (GPtrArray) fresh = g_ptr_array_new_with_free_func ((GDestroyNotify) adj_chart_unref);
  g_ptr_array_add (fresh, adj_chart_load_data (good, strlen (good), "t.json", NULL));
  g_assert_true (adj_chart_overrides_load (fresh, path, &error));
  g_assert_no_error (error);
  g_assert_cmpint (adj_chart_cell (fresh->pdata[0], 0, 0)->value, ==, -2);
  g_assert_cmpint (adj_chart_cell (fresh->pdata[0], 0, 0)->source, ==, ADJ_CELL_USER);
  g_assert_cmpint (adj_chart_cell (fresh->pdata[0], 0, 1)->source, ==, ADJ_CELL_RULEBOOK);

  /* Reset brings back the shipped cell. */
  adj_chart_clear_all_user (fresh->pdata[0]);
  g_assert_cmpint (adj_chart_cell (fresh->pdata[0], 0, 0)->source, ==, ADJ_CELL_PROVISIONAL);

  /* A bad overrides file installs nothing and says where it is wrong. */
  const char *bad = "{\"format\":\"adjutant-chart-overrides\",\"version\":1,\"charts\":{\"t\":["
                    "{\"row\":\"drm\",\"column\":\"1-1\",\"value\":3},"
                    "{\"row\":\"drm\",\"column\":\"9-9\",\"value\":3}]}}";
  g_assert_false (adj_chart_overrides_load_data (fresh, bad, strlen (bad), "ov.json", &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT);
  g_assert_nonnull (strstr (error->message, "ov.json: $.charts.t[1]: Test has no column '9-9'"));
  g_clear_error (&error);
  g_assert_cmpint (adj_chart_cell (fresh->pdata[0], 0, 0)->source, ==, ADJ_CELL_PROVISIONAL);

  /* Charts we do not ship are ignored; a missing file is no error. */
  const char *other = "{\"format\":\"adjutant-chart-overrides\",\"version\":1,\"charts\":{\"gone\":[{}]}}";
  g_assert_true (adj_chart_overrides_load_data (fresh, other, strlen (other), "ov.json", &error));
  g_assert_no_error (error);
  g_autofree char *missing = g_build_filename (dir, "nope.json", NULL);
  g_assert_true (adj_chart_overrides_load (fresh, missing, &error));
  g_assert_no_error (error);

  g_unlink (path);
  g_autofree char *sub = g_path_get_dirname (path);
  g_rmdir (sub);
  g_rmdir (dir);
}

/* Found by fuzz-chart-overrides: a good entry followed by a result text that
 * is not valid UTF-8 used to install the first entry before failing. */
static void
test_overrides_fuzz_torn_text (void)
{
  static const char chart_text[] =
    "{\"format\":\"adjutant-chart\",\"version\":1,\"id\":\"t\",\"title\":\"T\",\"rule\":\"1\","
    "\"rows\":[{\"key\":\"drm\"},{\"key\":\"result\"}],\"columns\":[{\"key\":\"1-1\"}],"
    "\"cells\":[[{\"value\":0,\"source\":\"provisional\"}],[{\"value\":\"R\",\"source\":\"provisional\"}]]}";
  static const char torn[] =
    "{\"format\":\"adjutant-chart-overrides\",\"version\":1,\"charts\":{\"t\":["
    "{\"row\":\"drm\",\"column\":\"1-1\",\"value\":2},"
    "{\"row\":\"result\",\"column\":\"1-1\",\"value\":\"Ret\xff\"}]}}";
  GError *error = NULL;
  g_autoptr (GPtrArray) charts = g_ptr_array_new_with_free_func ((GDestroyNotify) adj_chart_unref);
  g_ptr_array_add (charts, adj_chart_load_data (chart_text, strlen (chart_text), "t.json", &error));
  g_assert_no_error (error);

  g_assert_false (adj_chart_overrides_load_data (charts, torn, strlen (torn), "ov.json", &error));
  /* Refused whole at parse now (JSON is UTF-8, issue 24); nothing installed. */
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, "ov.json: line 1, column "));
  g_assert_nonnull (strstr (error->message, "the text is not valid UTF-8"));
  g_clear_error (&error);
  g_assert_cmpuint (adj_chart_count_source (charts->pdata[0], ADJ_CELL_USER), ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/chart/load", test_load_good);
  g_test_add_func ("/chart/malformed-says-file-path-reason", test_malformed);
  g_test_add_func ("/chart/too-deep-too-big", test_too_deep_and_too_big);
  g_test_add_func ("/chart/rule-10.23/shipped-odds-chart", test_shipped_odds_chart);
  g_test_add_func ("/chart/load-dir", test_load_dir);
  g_test_add_func ("/chart/user-overrides", test_user_overrides);
  g_test_add_func ("/chart/overrides-fuzz-torn-text", test_overrides_fuzz_torn_text);
  return g_test_run ();
}
