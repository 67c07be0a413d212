/* The Combat Chart (12.9): checks, lookups, and the cells the rulebook
 * prints in the examples of 12.9.2. */
#include "cog/combatchart.h"

#include "cog/battle-private.h"
#include "cog/jsonread.h"
#include "core/error.h"
#include "core/i18n.h"

static const char *const rows[3] = { ADJ_COG_ROW_ATTACKER_DRM, ADJ_COG_ROW_DEFENDER_DRM, ADJ_COG_ROW_LOSS_LIMIT };

#define adj_cog_refuse_value(error, ...) adj_cog_json_fail ((error), ADJ_ERROR_INVALID, __VA_ARGS__)

static const struct {
  const char *column, *row;
  int value;
  const char *cite;
} printed[] = {
  /* Example 1: "-1/+1" at 2-1, loss limit 4. */
  { "2-1", ADJ_COG_ROW_ATTACKER_DRM, -1, "12.9.2, example 1" },
  { "2-1", ADJ_COG_ROW_DEFENDER_DRM, 1, "12.9.2, example 1" },
  { "2-1", ADJ_COG_ROW_LOSS_LIMIT, 4, "12.9.2, example 1" },
  /* Example 2: at 4-1 the attackers subtract three, loss limit 2; the
   * defenders' DRM is not given. */
  { "4-1", ADJ_COG_ROW_ATTACKER_DRM, -3, "12.9.2, example 2" },
  { "4-1", ADJ_COG_ROW_LOSS_LIMIT, 2, "12.9.2, example 2" },
};

gboolean
adj_cog_chart_printed_cell (const char *column, const char *row, int *value, const char **cite)
{
  for (guint i = 0; i < G_N_ELEMENTS (printed); i++)
    if (g_str_equal (printed[i].column, column) && g_str_equal (printed[i].row, row))
      {
        *value = printed[i].value;
        if (cite != NULL)
          *cite = printed[i].cite;
        return TRUE;
      }
  return FALSE;
}

static gboolean
check_cell (const AdjChartCell *cell, guint r, const char *column, const char *where, GError **error)
{
  int value;
  if (cell->source == ADJ_CELL_RULEBOOK)
    {
      /* A battle may not pass off its own numbers as printed ones. */
      if (!adj_cog_chart_printed_cell (column, rows[r], &value, NULL) || cell->blank || cell->is_text
          || cell->value != value)
        return adj_cog_json_fail (error, ADJ_ERROR_FORMAT,
                                  _("%s: the rulebook prints no such value for %s at %s (12.9.2): "
                                    "make it a \"user\" cell"),
                                  where, rows[r], column);
    }
  else if (cell->source != ADJ_CELL_USER)
    return adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s: a Combat Chart cell is \"rulebook\" or \"user\""),
                              where);
  if (cell->blank)
    return TRUE;
  if (r < 2 && cell->is_text && !g_str_equal (cell->text, "N"))
    return adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s: a DRM is a whole number or \"N\" (12.9)"), where);
  GError *local = NULL;
  if (!adj_cog_chart_check_value (r, cell->is_text, cell->value, &local))
    {
      adj_cog_json_fail (error, ADJ_ERROR_FORMAT, "%s: %s", where, local->message);
      g_error_free (local);
      return FALSE;
    }
  return TRUE;
}

gboolean
adj_cog_chart_check (const AdjChart *chart, AdjRatio **columns, guint *n_columns, const char *where,
                     GError **error)
{
  guint n = adj_chart_n_columns (chart);
  if (adj_chart_n_rows (chart) != 3)
    return adj_cog_json_fail (error, ADJ_ERROR_FORMAT,
                              _("%s.rows: the Combat Chart has three rows: %s, %s and %s"), where, rows[0],
                              rows[1], rows[2]);
  for (guint r = 0; r < 3; r++)
    if (g_strcmp0 (adj_chart_row_key (chart, r), rows[r]) != 0)
      return adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s.rows[%u].key: expected \"%s\""), where, r,
                                rows[r]);
  g_autofree AdjRatio *cols = g_new0 (AdjRatio, n);
  for (guint c = 0; c < n; c++)
    {
      g_autofree char *cwhere = g_strdup_printf ("%s.columns[%u].key", where, c);
      GError *local = NULL;
      if (!adj_ratio_parse (adj_chart_column_key (chart, c), &cols[c], &local))
        {
          adj_cog_json_fail (error, ADJ_ERROR_FORMAT, "%s: %s", cwhere, local->message);
          g_error_free (local);
          return FALSE;
        }
      /* Cross-multiplied: each column is above the one before. */
      if (c > 0 && (gint64) cols[c].num * cols[c - 1].den <= (gint64) cols[c - 1].num * cols[c].den)
        return adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s: odds columns must increase from left to right"),
                                  cwhere);
      for (guint r = 0; r < 3; r++)
        {
          g_autofree char *cell_where = g_strdup_printf ("%s.cells[%u][%u]", where, r, c);
          if (!check_cell (adj_chart_cell (chart, r, c), r, adj_chart_column_key (chart, c), cell_where, error))
            return FALSE;
        }
    }
  *columns = g_steal_pointer (&cols);
  *n_columns = n;
  return TRUE;
}

gboolean
adj_cog_chart_entry_cells (const char *column, const AdjChartCell *const cells[3], AdjCogChartEntry *out,
                           GError **error)
{
  out->column = column;
  for (guint r = 0; r < 3; r++)
    {
      out->cells[r] = cells[r];
      if (cells[r]->blank)
        return adj_cog_json_fail (error, ADJ_ERROR_NOT_FOUND,
                                  /* TRANSLATORS: a row of the Combat Chart, then its odds column */
                                  _("12.9: the Combat Chart's %s at %s is not entered yet: type it from "
                                    "your player aid card"),
                                  adj_cog_chart_row_name (r), column);
    }
  out->attacker_immune = cells[0]->is_text;
  out->defender_immune = cells[1]->is_text;
  out->attacker_drm = out->attacker_immune ? 0 : cells[0]->value;
  out->defender_drm = out->defender_immune ? 0 : cells[1]->value;
  out->loss_limit = cells[2]->value;
  return TRUE;
}

gboolean
adj_cog_chart_entry (const AdjChart *chart, guint col, AdjCogChartEntry *out, GError **error)
{
  g_return_val_if_fail (col < adj_chart_n_columns (chart), FALSE);
  const AdjChartCell *cells[3];
  for (guint r = 0; r < 3; r++)
    cells[r] = adj_chart_cell (chart, r, col);
  return adj_cog_chart_entry_cells (adj_chart_column_key (chart, col), cells, out, error);
}

const char *
adj_cog_chart_row_key (guint row)
{
  g_return_val_if_fail (row < 3, NULL);
  return rows[row];
}

const char *
adj_cog_chart_row_name (guint row)
{
  static const char *const names[3] = { N_("attackers' DRM"), N_("defenders' DRM"), N_("Attacker Loss Limit") };
  g_return_val_if_fail (row < 3, NULL);
  return _(names[row]);
}

gboolean
adj_cog_chart_check_value (guint row, gboolean immune, int value, GError **error)
{
  if (row > 2)
    return adj_cog_refuse_value (error, _("the Combat Chart has three rows (12.9)"));
  if (row < 2 && !immune && (value < -6 || value > 6))
    return adj_cog_refuse_value (error, _("a DRM runs from -6 to +6, or is \"N\" (12.9)"));
  if (row == 2 && (immune || value < 0 || value > 99))
    return adj_cog_refuse_value (error, _("an Attacker Loss Limit is a whole number from 0 to 99 (12.9.2)"));
  return TRUE;
}

static json_object *
cell_json (const char *column, const char *row)
{
  int value;
  const char *cite;
  json_object *o = json_object_new_object ();
  if (adj_cog_chart_printed_cell (column, row, &value, &cite))
    {
      json_object_object_add (o, "value", json_object_new_int (value));
      json_object_object_add (o, "source", json_object_new_string ("rulebook"));
      json_object_object_add (o, "cite", json_object_new_string (cite));
    }
  else
    {
      json_object_object_add (o, "value", NULL);
      json_object_object_add (o, "source", json_object_new_string ("user"));
    }
  return o;
}

AdjChart *
adj_cog_chart_printed (void)
{
  static const char *const columns[] = { "2-1", "4-1" };
  json_object *o = json_object_new_object ();
  json_object_object_add (o, "id", json_object_new_string ("cog-combat-printed"));
  json_object_object_add (o, "title", json_object_new_string ("Combat Chart (the rulebook's examples)"));
  json_object_object_add (o, "rule", json_object_new_string ("12.9"));
  json_object_object_add (o, "signed", json_object_new_boolean (TRUE));
  json_object *ra = json_object_new_array ();
  for (guint r = 0; r < 3; r++)
    {
      json_object *h = json_object_new_object ();
      json_object_object_add (h, "key", json_object_new_string (rows[r]));
      json_object_array_add (ra, h);
    }
  json_object_object_add (o, "rows", ra);
  json_object *ca = json_object_new_array ();
  json_object *cells = json_object_new_array ();
  for (guint c = 0; c < G_N_ELEMENTS (columns); c++)
    {
      json_object *h = json_object_new_object ();
      json_object_object_add (h, "key", json_object_new_string (columns[c]));
      json_object_array_add (ca, h);
    }
  for (guint r = 0; r < 3; r++)
    {
      json_object *row = json_object_new_array ();
      for (guint c = 0; c < G_N_ELEMENTS (columns); c++)
        json_object_array_add (row, cell_json (columns[c], rows[r]));
      json_object_array_add (cells, row);
    }
  json_object_object_add (o, "columns", ca);
  json_object_object_add (o, "cells", cells);
  AdjChart *chart = adj_chart_from_json (o, "printed", NULL);
  json_object_put (o);
  g_assert (chart != NULL);
  return chart;
}
