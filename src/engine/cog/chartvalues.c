/* The player's own Combat Chart values: load, save, look up, and the
 * `chart` moves that bring them into a game. */
#include "cog/chartvalues.h"

#include <errno.h>

#include "cog/combatchart.h"
#include "cog/jsonread.h"
#include "core/error.h"
#include "core/i18n.h"
#include "core/jsonmembers.h"
#include "core/jsonutil.h"
#include "core/ratio.h"

typedef struct {
  AdjRatio odds;
  guint row;
  gboolean immune;
  int value;
} Value;

struct _AdjCogChartValues {
  GArray *cells;  /* Value, in increasing odds then row */
};

AdjCogChartValues *
adj_cog_chart_values_new (void)
{
  AdjCogChartValues *v = g_new0 (AdjCogChartValues, 1);
  v->cells = g_array_new (FALSE, FALSE, sizeof (Value));
  return v;
}

void
adj_cog_chart_values_free (AdjCogChartValues *v)
{
  if (v == NULL)
    return;
  g_array_unref (v->cells);
  g_free (v);
}

/* -1, 0, 1: the same odds are the same column, however written. */
static int
compare_odds (const AdjRatio *a, const AdjRatio *b)
{
  gint64 x = (gint64) a->num * b->den, y = (gint64) b->num * a->den;
  return x < y ? -1 : x > y;
}

static int
find (const AdjCogChartValues *v, const AdjRatio *odds, guint row, guint *insert_at)
{
  guint i;
  for (i = 0; i < v->cells->len; i++)
    {
      const Value *c = &g_array_index (v->cells, Value, i);
      int cmp = compare_odds (&c->odds, odds);
      if (cmp == 0 && c->row == row)
        return (int) i;
      if (cmp > 0 || (cmp == 0 && c->row > row))
        break;
    }
  if (insert_at != NULL)
    *insert_at = i;
  return -1;
}

static gboolean
parse_column (const char *column, AdjRatio *odds, GError **error)
{
  return column != NULL && adj_ratio_parse (column, odds, error);
}

gboolean
adj_cog_chart_values_get (const AdjCogChartValues *v, const char *column, guint row, gboolean *immune, int *value)
{
  AdjRatio odds;
  if (!parse_column (column, &odds, NULL))
    return FALSE;
  int i = find (v, &odds, row, NULL);
  if (i < 0)
    return FALSE;
  const Value *c = &g_array_index (v->cells, Value, i);
  *immune = c->immune;
  *value = c->value;
  return TRUE;
}

gboolean
adj_cog_chart_values_set (AdjCogChartValues *v, const char *column, guint row, gboolean immune, int value,
                          GError **error)
{
  AdjRatio odds;
  guint at;
  if (!parse_column (column, &odds, error) || !adj_cog_chart_check_value (row, immune, value, error))
    return FALSE;
  Value c = { odds, row, immune, immune ? 0 : value };
  int i = find (v, &odds, row, &at);
  if (i >= 0)
    g_array_index (v->cells, Value, i) = c;
  else if (v->cells->len >= ADJ_COG_MAX_CHART_VALUES)
    return adj_cog_json_fail (error, ADJ_ERROR_INVALID, _("a Combat Chart holds at most %u values"),
                              ADJ_COG_MAX_CHART_VALUES);
  else
    g_array_insert_val (v->cells, at, c);
  return TRUE;
}

void
adj_cog_chart_values_clear (AdjCogChartValues *v, const char *column, guint row)
{
  AdjRatio odds;
  int i = parse_column (column, &odds, NULL) ? find (v, &odds, row, NULL) : -1;
  if (i >= 0)
    g_array_remove_index (v->cells, (guint) i);
}

guint
adj_cog_chart_values_count (const AdjCogChartValues *v)
{
  return v->cells->len;
}

GPtrArray *
adj_cog_chart_values_columns (const AdjCogChartValues *v)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < v->cells->len; i++)
    {
      const Value *c = &g_array_index (v->cells, Value, i);
      if (i == 0 || compare_odds (&g_array_index (v->cells, Value, i - 1).odds, &c->odds) != 0)
        g_ptr_array_add (out, g_strdup_printf ("%d-%d", c->odds.num, c->odds.den));
    }
  return out;
}

/* ---- the file ---- */

static gboolean
read_cell (json_object *item, AdjCogChartValues *v, const char *where, GError **error)
{
  const char *column, *row;
  json_object *value;
  guint r;
  if (!json_object_is_type (item, json_type_object))
    return adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s: expected an object"), where);
  if (!adj_cog_json_text (item, "column", FALSE, ADJ_COG_MAX_ID, &column, where, error)
      || !adj_cog_json_text (item, "row", FALSE, ADJ_COG_MAX_ID, &row, where, error))
    return FALSE;
  for (r = 0; r < 3 && !g_str_equal (adj_cog_chart_row_key (r), row); r++)
    ;
  if (r == 3)
    return adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s.row: '%s' is not a row of the Combat Chart"), where, row);
  gboolean immune = json_object_object_get_ex (item, "value", &value) && json_object_is_type (value, json_type_string)
                    && g_str_equal (json_object_get_string (value), "N");
  int number = 0;
  if (!immune && (value == NULL || !json_object_is_type (value, json_type_int)
                  || !adj_json_check_int (value, -99, 99, &number, where, NULL)))
    return adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s.value: expected a whole number or \"N\""), where);
  AdjRatio odds;
  GError *local = NULL;
  if (!parse_column (column, &odds, &local) || find (v, &odds, r, NULL) >= 0
      || !adj_cog_chart_values_set (v, column, r, immune, number, &local))
    {
      if (local != NULL)
        adj_cog_json_fail (error, ADJ_ERROR_FORMAT, "%s: %s", where, local->message);
      else
        adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s: the cell %s at %s is given twice"), where, row, column);
      g_clear_error (&local);
      return FALSE;
    }
  return TRUE;
}

AdjCogChartValues *
adj_cog_chart_values_load_data (const char *text, gsize len, const char *what, GError **error)
{
  g_autofree char *where = g_strdup_printf ("%s: $", what);
  json_object *root = adj_json_parse (text, len, what, error);
  if (root == NULL)
    return NULL;
  g_autoptr (AdjCogChartValues) v = adj_cog_chart_values_new ();
  const char *format = NULL;
  int version = 0;
  json_object *cells = NULL;
  gboolean ok = json_object_is_type (root, json_type_object)
                && (format = adj_json_get_string (root, "format", where, error)) != NULL;
  if (ok && !g_str_equal (format, ADJ_COG_CHART_VALUES_FORMAT))
    ok = adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s.format: expected \"%s\""), where,
                            ADJ_COG_CHART_VALUES_FORMAT);
  ok = ok && adj_json_get_version (root, ADJ_COG_CHART_VALUES_VERSION, ADJ_COG_CHART_VALUES_VERSION, &version,
                               where, error);
  ok = ok && (cells = adj_cog_json_array (root, "cells", FALSE, ADJ_COG_MAX_CHART_VALUES, where, error)) != NULL;
  for (guint i = 0; ok && i < json_object_array_length (cells); i++)
    {
      g_autofree char *w = g_strdup_printf ("%s.cells[%u]", where, i);
      ok = read_cell (json_object_array_get_idx (cells, i), v, w, error);
    }
  if (!json_object_is_type (root, json_type_object) && (error == NULL || *error == NULL))
    adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s: expected an object"), where);
  json_object_put (root);
  return ok ? g_steal_pointer (&v) : NULL;
}

AdjCogChartValues *
adj_cog_chart_values_load_file (const char *path, GError **error)
{
  gsize len;
  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    return adj_cog_chart_values_new ();
  g_autofree char *text = adj_json_read_file (path, &len, error);
  if (text == NULL)
    return NULL;
  g_autofree char *base = g_filename_display_basename (path);
  return adj_cog_chart_values_load_data (text, len, base, error);
}

json_object *
adj_cog_chart_values_to_json (const AdjCogChartValues *v)
{
  json_object *root = json_object_new_object ();
  json_object *cells = json_object_new_array ();
  json_object_object_add (root, "format", json_object_new_string (ADJ_COG_CHART_VALUES_FORMAT));
  json_object_object_add (root, "version", json_object_new_int (ADJ_COG_CHART_VALUES_VERSION));
  for (guint i = 0; i < v->cells->len; i++)
    {
      const Value *c = &g_array_index (v->cells, Value, i);
      json_object *o = json_object_new_object ();
      g_autofree char *column = g_strdup_printf ("%d-%d", c->odds.num, c->odds.den);
      json_object_object_add (o, "column", json_object_new_string (column));
      json_object_object_add (o, "row", json_object_new_string (adj_cog_chart_row_key (c->row)));
      json_object_object_add (o, "value", c->immune ? json_object_new_string ("N") : json_object_new_int (c->value));
      json_object_array_add (cells, o);
    }
  json_object_object_add (root, "cells", cells);
  return root;
}

gboolean
adj_cog_chart_values_save_file (const AdjCogChartValues *v, const char *path, GError **error)
{
  g_autofree char *dir = g_path_get_dirname (path);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), _("%s: %s"), dir, g_strerror (saved));
      return FALSE;
    }
  json_object *root = adj_cog_chart_values_to_json (v);
  gboolean ok = adj_json_save_file (root, path, error);
  json_object_put (root);
  return ok;
}

GPtrArray *
adj_cog_chart_values_moves (const AdjCogChartValues *v, const AdjCogState *s, guint col)
{
  GPtrArray *moves = g_ptr_array_new_with_free_func ((GDestroyNotify) adj_cog_move_free);
  const AdjChart *chart = adj_cog_battle_chart (adj_cog_state_battle (s));
  g_return_val_if_fail (col < adj_chart_n_columns (chart), moves);
  for (guint r = 0; r < 3; r++)
    {
      gboolean immune;
      int value;
      if (adj_cog_state_chart_cell (s, r, col, NULL)->blank
          && adj_cog_chart_values_get (v, adj_chart_column_key (chart, col), r, &immune, &value))
        g_ptr_array_add (moves, adj_cog_move_chart (col, r, immune, value));
    }
  return moves;
}
