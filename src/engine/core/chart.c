#include "core/chart.h"

#include <string.h>

#include "core/error.h"
#include "core/jsonmembers.h"
#include "core/jsonutil.h"
#include "core/i18n.h"

#define CHART_FORMAT "adjutant-chart"
#define CHART_VERSION 1
#define CHART_MAX_KEYS 256

typedef struct {
  char *key;
  char *label;
} Header;

struct _AdjChart {
  gatomicrefcount ref;
  char *id, *title, *rule;
  gboolean is_signed;
  guint n_rows, n_cols;
  Header *rows, *cols;
  AdjChartCell *shipped; /* n_rows * n_cols */
  AdjChartCell *user;    /* same shape; a cell is set when user_set[i] */
  gboolean *user_set;
};

const char *
adj_cell_source_to_string (AdjCellSource source)
{
  switch (source)
    {
    case ADJ_CELL_RULEBOOK: return "rulebook";
    case ADJ_CELL_PROVISIONAL: return "provisional";
    case ADJ_CELL_USER: return "user";
    default: return "unknown";
    }
}

static void
cell_clear (AdjChartCell *cell)
{
  g_clear_pointer (&cell->text, g_free);
  g_clear_pointer (&cell->cite, g_free);
}

static void
chart_free (AdjChart *chart)
{
  guint n = chart->n_rows * chart->n_cols;
  for (guint i = 0; i < chart->n_rows; i++)
    {
      g_free (chart->rows[i].key);
      g_free (chart->rows[i].label);
    }
  for (guint i = 0; i < chart->n_cols; i++)
    {
      g_free (chart->cols[i].key);
      g_free (chart->cols[i].label);
    }
  for (guint i = 0; i < n && chart->shipped; i++)
    {
      cell_clear (&chart->shipped[i]);
      cell_clear (&chart->user[i]);
    }
  g_free (chart->rows);
  g_free (chart->cols);
  g_free (chart->shipped);
  g_free (chart->user);
  g_free (chart->user_set);
  g_free (chart->id);
  g_free (chart->title);
  g_free (chart->rule);
  g_free (chart);
}

AdjChart *
adj_chart_ref (AdjChart *chart)
{
  g_atomic_ref_count_inc (&chart->ref);
  return chart;
}

void
adj_chart_unref (AdjChart *chart)
{
  if (chart != NULL && g_atomic_ref_count_dec (&chart->ref))
    chart_free (chart);
}

static gboolean
load_headers (json_object *root, const char *name, Header **out, guint *n_out,
              const char *what, GError **error)
{
  json_object *arr = adj_json_member (root, name, json_type_array, what, error);
  if (arr == NULL)
    return FALSE;
  size_t n = json_object_array_length (arr);
  if (n == 0 || n > CHART_MAX_KEYS)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s.%s: needs 1 to %d entries, has %zu"),
                   what, name, CHART_MAX_KEYS, n);
      return FALSE;
    }
  Header *h = g_new0 (Header, n);
  *out = h;
  *n_out = (guint) n;
  for (size_t i = 0; i < n; i++)
    {
      g_autofree char *where = g_strdup_printf ("%s.%s[%zu]", what, name, i);
      json_object *item = json_object_array_get_idx (arr, i);
      const char *key = adj_json_get_string (item, "key", where, error);
      if (key == NULL)
        return FALSE;
      if (*key == '\0')
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s.key: empty"), where);
          return FALSE;
        }
      for (size_t j = 0; j < i; j++)
        if (g_strcmp0 (h[j].key, key) == 0)
          {
            g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s.key: '%s' appears twice"),
                         where, key);
            return FALSE;
          }
      GError *local = NULL;
      const char *label = adj_json_get_string_opt (item, "label", where, &local);
      if (local)
        {
          g_propagate_error (error, local);
          return FALSE;
        }
      h[i].key = g_strdup (key);
      h[i].label = g_strdup (label ? label : key);
    }
  return TRUE;
}

static gboolean
load_cell (json_object *obj, AdjChartCell *cell, gboolean embedded, const char *where, GError **error)
{
  json_object *value = NULL;
  GError *local = NULL;

  if (!json_object_is_type (obj, json_type_object))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: expected an object"), where);
      return FALSE;
    }
  if (!json_object_object_get_ex (obj, "value", &value) || (value == NULL && !embedded))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s.value: missing"), where);
      return FALSE;
    }
  if (value == NULL)
    cell->blank = TRUE;
  else if (json_object_is_type (value, json_type_string))
    {
      cell->is_text = TRUE;
      cell->text = g_strdup (json_object_get_string (value));
    }
  else
    {
      g_autofree char *vpath = g_strdup_printf ("%s.value", where);
      if (!adj_json_check_int (value, -99, 99, &cell->value, vpath, error))
        return FALSE;
    }

  const char *source = adj_json_get_string (obj, "source", where, error);
  if (source == NULL)
    return FALSE;
  if (g_str_equal (source, "rulebook"))
    cell->source = ADJ_CELL_RULEBOOK;
  else if (g_str_equal (source, "provisional"))
    cell->source = ADJ_CELL_PROVISIONAL;
  else if (embedded && g_str_equal (source, "user"))
    cell->source = ADJ_CELL_USER;
  else
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT,
                   embedded ? _("%s.source: '%s' is not \"rulebook\", \"provisional\" or \"user\"")
                            : _("%s.source: '%s' is neither \"rulebook\" nor \"provisional\""), where, source);
      return FALSE;
    }
  if (cell->blank && cell->source != ADJ_CELL_USER)
    {
      /* Only a value the player has still to type may be missing. */
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s.value: only a user cell may be null"), where);
      return FALSE;
    }
  const char *cite = adj_json_get_string_opt (obj, "cite", where, &local);
  if (local)
    {
      g_propagate_error (error, local);
      return FALSE;
    }
  if (cell->source == ADJ_CELL_RULEBOOK && (cite == NULL || *cite == '\0'))
    {
      /* A printed value must say where it is printed (principle 5). */
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT,
                   _("%s.cite: a rulebook cell must cite its rule"), where);
      return FALSE;
    }
  cell->cite = g_strdup (cite);
  return TRUE;
}

static gboolean
load_chart (AdjChart *chart, json_object *root, gboolean embedded, const char *what, GError **error)
{
  int version = 0;
  if (!embedded)
    {
      const char *format = adj_json_get_string (root, "format", what, error);
      if (format == NULL)
        return FALSE;
      if (!g_str_equal (format, CHART_FORMAT))
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s.format: '%s' is not \"%s\""),
                       what, format, CHART_FORMAT);
          return FALSE;
        }
      if (!adj_json_get_version (root, CHART_VERSION, CHART_VERSION, &version, what, error))
        return FALSE;
    }

  const char *id = adj_json_get_string (root, "id", what, error);
  const char *title = id ? adj_json_get_string (root, "title", what, error) : NULL;
  const char *rule = title ? adj_json_get_string (root, "rule", what, error) : NULL;
  if (rule == NULL)
    return FALSE;
  chart->id = g_strdup (id);
  chart->title = g_strdup (title);
  chart->rule = g_strdup (rule);
  if (!adj_json_get_bool_opt (root, "signed", &chart->is_signed, what, error))
    return FALSE;

  if (!load_headers (root, "rows", &chart->rows, &chart->n_rows, what, error)
      || !load_headers (root, "columns", &chart->cols, &chart->n_cols, what, error))
    return FALSE;

  guint n = chart->n_rows * chart->n_cols;
  chart->shipped = g_new0 (AdjChartCell, n);
  chart->user = g_new0 (AdjChartCell, n);
  chart->user_set = g_new0 (gboolean, n);

  json_object *cells = adj_json_member (root, "cells", json_type_array, what, error);
  if (cells == NULL)
    return FALSE;
  if (json_object_array_length (cells) != chart->n_rows)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s.cells: has %zu rows, rows lists %u"),
                   what, json_object_array_length (cells), chart->n_rows);
      return FALSE;
    }
  for (guint r = 0; r < chart->n_rows; r++)
    {
      json_object *row = json_object_array_get_idx (cells, r);
      if (!json_object_is_type (row, json_type_array) || json_object_array_length (row) != chart->n_cols)
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT,
                       _("%s.cells[%u]: expected an array of %u cells"), what, r, chart->n_cols);
          return FALSE;
        }
      for (guint c = 0; c < chart->n_cols; c++)
        {
          g_autofree char *where = g_strdup_printf ("%s.cells[%u][%u]", what, r, c);
          if (!load_cell (json_object_array_get_idx (row, c), &chart->shipped[r * chart->n_cols + c],
                          embedded, where, error))
            return FALSE;
        }
    }
  return TRUE;
}

static AdjChart *
chart_from_json (json_object *root, const char *what, GError **error)
{
  if (root == NULL)
    return NULL;

  g_autofree char *where = g_strdup_printf ("%s: $", what);
  AdjChart *chart = g_new0 (AdjChart, 1);
  g_atomic_ref_count_init (&chart->ref);
  gboolean ok = load_chart (chart, root, FALSE, where, error);
  json_object_put (root);
  if (!ok)
    {
      adj_chart_unref (chart);
      return NULL;
    }
  return chart;
}

AdjChart *
adj_chart_from_json (json_object *root, const char *where, GError **error)
{
  AdjChart *chart = g_new0 (AdjChart, 1);
  g_atomic_ref_count_init (&chart->ref);
  if (!json_object_is_type (root, json_type_object))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: expected an object"), where);
      adj_chart_unref (chart);
      return NULL;
    }
  if (!load_chart (chart, root, TRUE, where, error))
    {
      adj_chart_unref (chart);
      return NULL;
    }
  return chart;
}

static json_object *
headers_to_json (const Header *h, guint n)
{
  json_object *arr = json_object_new_array ();
  for (guint i = 0; i < n; i++)
    {
      json_object *o = json_object_new_object ();
      json_object_object_add (o, "key", json_object_new_string (h[i].key));
      if (g_strcmp0 (h[i].label, h[i].key) != 0)
        json_object_object_add (o, "label", json_object_new_string (h[i].label));
      json_object_array_add (arr, o);
    }
  return arr;
}

json_object *
adj_chart_cell_to_json (const AdjChartCell *cell)
{
  json_object *co = json_object_new_object ();
  json_object_object_add (co, "value", cell->blank ? NULL
                          : cell->is_text ? json_object_new_string (cell->text)
                          : json_object_new_int (cell->value));
  json_object_object_add (co, "source", json_object_new_string (adj_cell_source_to_string (cell->source)));
  if (cell->cite != NULL)
    json_object_object_add (co, "cite", json_object_new_string (cell->cite));
  return co;
}

json_object *
adj_chart_to_json (const AdjChart *chart)
{
  json_object *o = json_object_new_object ();
  json_object_object_add (o, "id", json_object_new_string (chart->id));
  json_object_object_add (o, "title", json_object_new_string (chart->title));
  json_object_object_add (o, "rule", json_object_new_string (chart->rule));
  if (chart->is_signed)
    json_object_object_add (o, "signed", json_object_new_boolean (TRUE));
  json_object_object_add (o, "rows", headers_to_json (chart->rows, chart->n_rows));
  json_object_object_add (o, "columns", headers_to_json (chart->cols, chart->n_cols));
  json_object *cells = json_object_new_array ();
  for (guint r = 0; r < chart->n_rows; r++)
    {
      json_object *row = json_object_new_array ();
      for (guint c = 0; c < chart->n_cols; c++)
        json_object_array_add (row, adj_chart_cell_to_json (adj_chart_cell (chart, r, c)));
      json_object_array_add (cells, row);
    }
  json_object_object_add (o, "cells", cells);
  return o;
}

AdjChart *
adj_chart_load_data (const char *text, gsize len, const char *what, GError **error)
{
  return chart_from_json (adj_json_parse (text, len, what, error), what, error);
}

AdjChart *
adj_chart_load_file (const char *path, GError **error)
{
  g_autofree char *base = g_filename_display_basename (path);
  return chart_from_json (adj_json_load_file (path, error), base, error);
}

const char *adj_chart_get_id (const AdjChart *chart) { return chart->id; }
const char *adj_chart_get_title (const AdjChart *chart) { return chart->title; }
const char *adj_chart_get_rule (const AdjChart *chart) { return chart->rule; }
gboolean adj_chart_is_signed (const AdjChart *chart) { return chart->is_signed; }
guint adj_chart_n_rows (const AdjChart *chart) { return chart->n_rows; }
guint adj_chart_n_columns (const AdjChart *chart) { return chart->n_cols; }

const char *
adj_chart_row_key (const AdjChart *chart, guint row)
{
  g_return_val_if_fail (row < chart->n_rows, NULL);
  return chart->rows[row].key;
}

const char *
adj_chart_row_label (const AdjChart *chart, guint row)
{
  g_return_val_if_fail (row < chart->n_rows, NULL);
  return chart->rows[row].label;
}

const char *
adj_chart_column_key (const AdjChart *chart, guint col)
{
  g_return_val_if_fail (col < chart->n_cols, NULL);
  return chart->cols[col].key;
}

const char *
adj_chart_column_label (const AdjChart *chart, guint col)
{
  g_return_val_if_fail (col < chart->n_cols, NULL);
  return chart->cols[col].label;
}

static int
find_header (const Header *h, guint n, const char *key)
{
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (h[i].key, key) == 0)
      return (int) i;
  return -1;
}

int adj_chart_find_row (const AdjChart *chart, const char *key) { return find_header (chart->rows, chart->n_rows, key); }
int adj_chart_find_column (const AdjChart *chart, const char *key) { return find_header (chart->cols, chart->n_cols, key); }

const AdjChartCell *
adj_chart_shipped_cell (const AdjChart *chart, guint row, guint col)
{
  g_return_val_if_fail (row < chart->n_rows && col < chart->n_cols, NULL);
  return &chart->shipped[row * chart->n_cols + col];
}

const AdjChartCell *
adj_chart_cell (const AdjChart *chart, guint row, guint col)
{
  g_return_val_if_fail (row < chart->n_rows && col < chart->n_cols, NULL);
  guint i = row * chart->n_cols + col;
  return chart->user_set[i] ? &chart->user[i] : &chart->shipped[i];
}

gboolean
adj_chart_lookup (const AdjChart *chart, const char *row_key, const char *col_key,
                  const AdjChartCell **out, GError **error)
{
  int r = adj_chart_find_row (chart, row_key);
  int c = adj_chart_find_column (chart, col_key);
  if (r < 0 || c < 0)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_NOT_FOUND, /* TRANSLATORS: a chart's title, then a row or column key */
                   r < 0 ? _("%s has no row '%s'") : _("%s has no column '%s'"), chart->title,
                   r < 0 ? row_key : col_key);
      return FALSE;
    }
  *out = adj_chart_cell (chart, (guint) r, (guint) c);
  return TRUE;
}

guint
adj_chart_count_source (const AdjChart *chart, AdjCellSource source)
{
  guint count = 0;
  for (guint r = 0; r < chart->n_rows; r++)
    for (guint c = 0; c < chart->n_cols; c++)
      if (adj_chart_cell (chart, r, c)->source == source)
        count++;
  return count;
}

static AdjChartCell *
user_slot (AdjChart *chart, guint row, guint col, gboolean is_text, GError **error)
{
  if (row >= chart->n_rows || col >= chart->n_cols)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_NOT_FOUND, _("%s has no cell %u,%u"),
                   chart->title, row, col);
      return NULL;
    }
  guint i = row * chart->n_cols + col;
  if (!chart->shipped[i].blank && chart->shipped[i].is_text != is_text)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, /* TRANSLATORS: a chart's title, then a row and a column */
                   chart->shipped[i].is_text ? _("%s, %s / %s: expected a result text")
                                             : _("%s, %s / %s: expected a whole number"),
                   chart->title, chart->rows[row].label, chart->cols[col].label);
      return NULL;
    }
  cell_clear (&chart->user[i]);
  chart->user[i].is_text = is_text;
  chart->user[i].source = ADJ_CELL_USER;
  chart->user_set[i] = TRUE;
  return &chart->user[i];
}

gboolean
adj_chart_check_user_value (int value, GError **error)
{
  if (value < -99 || value > 99)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
                   _("%d is not a chart value: chart numbers run from -99 to 99"), value);
      return FALSE;
    }
  return TRUE;
}

gboolean
adj_chart_check_user_text (const char *text, GError **error)
{
  if (text == NULL || *text == '\0' || strlen (text) > 200 || !g_utf8_validate (text, -1, NULL))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
                   _("a chart result must be 1 to 200 characters of text"));
      return FALSE;
    }
  return TRUE;
}

gboolean
adj_chart_set_user_value (AdjChart *chart, guint row, guint col, int value, GError **error)
{
  if (!adj_chart_check_user_value (value, error))
    return FALSE;
  AdjChartCell *cell = user_slot (chart, row, col, FALSE, error);
  if (cell == NULL)
    return FALSE;
  cell->value = value;
  return TRUE;
}

gboolean
adj_chart_set_user_text (AdjChart *chart, guint row, guint col, const char *text, GError **error)
{
  if (!adj_chart_check_user_text (text, error))
    return FALSE;
  AdjChartCell *cell = user_slot (chart, row, col, TRUE, error);
  if (cell == NULL)
    return FALSE;
  cell->text = g_strdup (text);
  return TRUE;
}

void
adj_chart_clear_user (AdjChart *chart, guint row, guint col)
{
  g_return_if_fail (row < chart->n_rows && col < chart->n_cols);
  guint i = row * chart->n_cols + col;
  cell_clear (&chart->user[i]);
  chart->user_set[i] = FALSE;
}

void
adj_chart_clear_all_user (AdjChart *chart)
{
  for (guint r = 0; r < chart->n_rows; r++)
    for (guint c = 0; c < chart->n_cols; c++)
      adj_chart_clear_user (chart, r, c);
}

static int
compare_ids (gconstpointer a, gconstpointer b)
{
  const AdjChart *ca = *(AdjChart *const *) a;
  const AdjChart *cb = *(AdjChart *const *) b;
  return g_strcmp0 (ca->id, cb->id);
}

GPtrArray *
adj_chart_load_dir (const char *dir, GError **error)
{
  GError *local = NULL;
  GDir *d = g_dir_open (dir, 0, &local);
  if (d == NULL)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_IO, "%s", local->message);
      g_error_free (local);
      return NULL;
    }
  GPtrArray *charts = g_ptr_array_new_with_free_func ((GDestroyNotify) adj_chart_unref);
  const char *name;
  while ((name = g_dir_read_name (d)) != NULL)
    {
      if (!g_str_has_suffix (name, ".json"))
        continue;
      g_autofree char *path = g_build_filename (dir, name, NULL);
      AdjChart *chart = adj_chart_load_file (path, error);
      if (chart == NULL)
        {
          g_dir_close (d);
          g_ptr_array_unref (charts);
          return NULL;
        }
      for (guint i = 0; i < charts->len; i++)
        if (g_str_equal (((AdjChart *) charts->pdata[i])->id, chart->id))
          {
            g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: $.id: '%s' is used by another chart"),
                         name, chart->id);
            adj_chart_unref (chart);
            g_dir_close (d);
            g_ptr_array_unref (charts);
            return NULL;
          }
      g_ptr_array_add (charts, chart);
    }
  g_dir_close (d);
  g_ptr_array_sort (charts, compare_ids);
  return charts;
}
