#include "core/chartoverrides.h"

#include <errno.h>

#include "core/error.h"
#include "core/jsonmembers.h"
#include "core/jsonutil.h"
#include "core/i18n.h"

#define OVERRIDES_FORMAT "adjutant-chart-overrides"
#define OVERRIDES_VERSION 1

typedef struct {
  AdjChart *chart;
  guint row, col;
  gboolean is_text;
  int value;
  const char *text; /* owned by the parsed JSON */
} Pending;

AdjChart *
adj_chart_find (GPtrArray *charts, const char *id)
{
  for (guint i = 0; i < charts->len; i++)
    if (g_strcmp0 (adj_chart_get_id (charts->pdata[i]), id) == 0)
      return charts->pdata[i];
  return NULL;
}

static gboolean
parse_entry (AdjChart *chart, json_object *entry, Pending *p, const char *where, GError **error)
{
  static const char *const known[] = { "row", "column", "value", NULL };
  if (!adj_json_only_members (entry, known, where, error))
    return FALSE;
  const char *row = adj_json_get_string (entry, "row", where, error);
  const char *col = row ? adj_json_get_string (entry, "column", where, error) : NULL;
  if (col == NULL)
    return FALSE;
  int r = adj_chart_find_row (chart, row);
  int c = adj_chart_find_column (chart, col);
  if (r < 0 || c < 0)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, /* TRANSLATORS: where in the file, a chart's title, a row or column key */
                   r < 0 ? _("%s: %s has no row '%s'") : _("%s: %s has no column '%s'"), where,
                   adj_chart_get_title (chart), r < 0 ? row : col);
      return FALSE;
    }
  json_object *value = NULL;
  if (!json_object_object_get_ex (entry, "value", &value) || value == NULL)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s.value: missing"), where);
      return FALSE;
    }
  p->chart = chart;
  p->row = (guint) r;
  p->col = (guint) c;
  p->is_text = adj_chart_shipped_cell (chart, p->row, p->col)->is_text;
  g_autofree char *vpath = g_strdup_printf ("%s.value", where);
  if (p->is_text)
    {
      GError *local = NULL;
      if (!json_object_is_type (value, json_type_string))
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: expected a result text"), vpath);
          return FALSE;
        }
      p->text = json_object_get_string (value);
      /* Same checks as at install time, so a bad entry fails before any is installed. */
      if (!adj_chart_check_user_text (p->text, &local))
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, "%s: %s", vpath, local->message);
          g_error_free (local);
          return FALSE;
        }
      return TRUE;
    }
  return adj_json_check_int (value, -99, 99, &p->value, vpath, error);
}

static gboolean
apply_root (GPtrArray *charts, json_object *root, const char *what, GError **error)
{
  g_autofree char *where = g_strdup_printf ("%s: $", what);
  int version;
  const char *format = adj_json_get_string (root, "format", where, error);
  if (format == NULL)
    return FALSE;
  if (!g_str_equal (format, OVERRIDES_FORMAT))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s.format: '%s' is not \"%s\""), where,
                   format, OVERRIDES_FORMAT);
      return FALSE;
    }
  if (!adj_json_get_version (root, OVERRIDES_VERSION, OVERRIDES_VERSION, &version, where, error))
    return FALSE;
  static const char *const known[] = { "format", "version", "charts", NULL };
  json_object *by_chart = adj_json_only_members (root, known, where, error)
                            ? adj_json_member (root, "charts", json_type_object, where, error) : NULL;
  if (by_chart == NULL)
    return FALSE;

  g_autoptr (GArray) pending = g_array_new (FALSE, TRUE, sizeof (Pending));
  json_object_object_foreach (by_chart, id, entries)
    {
      g_autofree char *cpath = g_strdup_printf ("%s.charts.%s", where, id);
      if (!json_object_is_type (entries, json_type_array))
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: expected an array"), cpath);
          return FALSE;
        }
      AdjChart *chart = adj_chart_find (charts, id);
      if (chart == NULL)
        continue; /* a chart this version does not ship */
      for (size_t i = 0; i < json_object_array_length (entries); i++)
        {
          g_autofree char *epath = g_strdup_printf ("%s[%zu]", cpath, i);
          Pending p = { 0 };
          if (!parse_entry (chart, json_object_array_get_idx (entries, i), &p, epath, error))
            return FALSE;
          g_array_append_val (pending, p);
        }
    }

  /* Everything checked: now install. */
  for (guint i = 0; i < pending->len; i++)
    {
      Pending *p = &g_array_index (pending, Pending, i);
      gboolean ok = p->is_text
                      ? adj_chart_set_user_text (p->chart, p->row, p->col, p->text, error)
                      : adj_chart_set_user_value (p->chart, p->row, p->col, p->value, error);
      if (!ok)
        return FALSE;
    }
  return TRUE;
}

gboolean
adj_chart_overrides_load_data (GPtrArray *charts, const char *text, gsize len, const char *what,
                               GError **error)
{
  json_object *root = adj_json_parse (text, len, what, error);
  if (root == NULL)
    return FALSE;
  gboolean ok = apply_root (charts, root, what, error);
  json_object_put (root);
  return ok;
}

gboolean
adj_chart_overrides_load (GPtrArray *charts, const char *path, GError **error)
{
  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    return TRUE;
  json_object *root = adj_json_load_file (path, error);
  if (root == NULL)
    return FALSE;
  g_autofree char *base = g_filename_display_basename (path);
  gboolean ok = apply_root (charts, root, base, error);
  json_object_put (root);
  return ok;
}

gboolean
adj_chart_overrides_save (GPtrArray *charts, const char *path, GError **error)
{
  json_object *root = json_object_new_object ();
  json_object *by_chart = json_object_new_object ();
  json_object_object_add (root, "format", json_object_new_string (OVERRIDES_FORMAT));
  json_object_object_add (root, "version", json_object_new_int (OVERRIDES_VERSION));
  json_object_object_add (root, "charts", by_chart);

  for (guint i = 0; i < charts->len; i++)
    {
      AdjChart *chart = charts->pdata[i];
      json_object *entries = NULL;
      for (guint r = 0; r < adj_chart_n_rows (chart); r++)
        for (guint c = 0; c < adj_chart_n_columns (chart); c++)
          {
            const AdjChartCell *cell = adj_chart_cell (chart, r, c);
            if (cell->source != ADJ_CELL_USER)
              continue;
            json_object *e = json_object_new_object ();
            json_object_object_add (e, "row", json_object_new_string (adj_chart_row_key (chart, r)));
            json_object_object_add (e, "column", json_object_new_string (adj_chart_column_key (chart, c)));
            json_object_object_add (e, "value", cell->is_text ? json_object_new_string (cell->text)
                                                              : json_object_new_int (cell->value));
            if (entries == NULL)
              {
                entries = json_object_new_array ();
                json_object_object_add (by_chart, adj_chart_get_id (chart), entries);
              }
            json_object_array_add (entries, e);
          }
    }

  g_autofree char *dir = g_path_get_dirname (path);
  if (g_mkdir_with_parents (dir, 0755) != 0)
    {
      int saved = errno;
      json_object_put (root);
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_IO, "%s: %s", dir, g_strerror (saved));
      return FALSE;
    }
  gboolean ok = adj_json_save_file (root, path, error);
  json_object_put (root);
  return ok;
}
