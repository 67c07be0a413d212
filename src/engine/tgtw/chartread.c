/* Reading the cells of The Glory that Was's tables into the calculators'
 * terms. A cell that does not read is refused with the table, the row and
 * the column named. */
#include "tgtw/charts-private.h"

#include <string.h>

#include "core/error.h"
#include "core/i18n.h"

gboolean
adj_tgtw_chart_cell_error (const AdjChart *chart, guint r, guint c, GError **error, const char *format, ...)
{
  va_list args;
  va_start (args, format);
  g_autofree char *msg = g_strdup_vprintf (format, args);
  va_end (args);
  /* TRANSLATORS: a table's title, its row and column, then what is wrong */
  g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s, %s / %s: %s"), adj_chart_get_title (chart),
               adj_chart_row_label (chart, r), adj_chart_column_label (chart, c), msg);
  return FALSE;
}

static gboolean
check_keys (const AdjChart *chart, gboolean rows, const char *const *keys, guint n, GError **error)
{
  guint have = rows ? adj_chart_n_rows (chart) : adj_chart_n_columns (chart);
  for (guint i = 0; i < MAX (have, n); i++)
    {
      const char *key = i < have ? (rows ? adj_chart_row_key (chart, i) : adj_chart_column_key (chart, i)) : NULL;
      if (i >= have || i >= n || !g_str_equal (key, keys[i]))
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT,
                       rows ? _("%s: row %u should be '%s', found '%s'")
                            : _("%s: column %u should be '%s', found '%s'"),
                       adj_chart_get_title (chart), i + 1, i < n ? keys[i] : _("(none)"),
                       key ? key : _("(none)"));
          return FALSE;
        }
    }
  return TRUE;
}

gboolean
adj_tgtw_chart_check_shape (const AdjChart *chart, const char *const *rows, guint n_rows,
                            const char *const *cols, guint n_cols, GError **error)
{
  return check_keys (chart, TRUE, rows, n_rows, error) && check_keys (chart, FALSE, cols, n_cols, error);
}

const char *
adj_tgtw_read_text (const AdjChart *chart, guint r, guint c, GError **error)
{
  const AdjChartCell *cell = adj_chart_cell (chart, r, c);
  if (!cell->is_text)
    {
      adj_tgtw_chart_cell_error (chart, r, c, error, _("expected text, found the number %d"), cell->value);
      return NULL;
    }
  return cell->text;
}

gboolean
adj_tgtw_read_int (const AdjChart *chart, guint r, guint c, int min, int max, int *out, GError **error)
{
  const AdjChartCell *cell = adj_chart_cell (chart, r, c);
  if (cell->is_text)
    return adj_tgtw_chart_cell_error (chart, r, c, error, _("expected a whole number, found '%s'"), cell->text);
  if (cell->value < min || cell->value > max)
    return adj_tgtw_chart_cell_error (chart, r, c, error, _("%d is outside %d..%d"), cell->value, min, max);
  *out = cell->value;
  return TRUE;
}

gboolean
adj_tgtw_read_int_or_dash (const AdjChart *chart, guint r, guint c, int min, int max, int dash, int *out,
                           GError **error)
{
  const AdjChartCell *cell = adj_chart_cell (chart, r, c);
  if (cell->is_text && g_str_equal (cell->text, "-"))
    {
      *out = dash;
      return TRUE;
    }
  return adj_tgtw_read_int (chart, r, c, min, max, out, error);
}

static gboolean
parse_face (const char *s, int *out)
{
  guint64 v;
  if (!g_ascii_string_to_unsigned (s, 10, 1, 10, &v, NULL))
    return FALSE;
  *out = (int) v;
  return TRUE;
}

gboolean
adj_tgtw_read_faces (const AdjChart *chart, guint r, guint c, int *lo, int *hi, GError **error)
{
  const char *text = adj_tgtw_read_text (chart, r, c, error);
  if (text == NULL)
    return FALSE;
  if (g_str_equal (text, "-"))
    {
      *lo = 1;
      *hi = 0;
      return TRUE;
    }
  g_auto (GStrv) parts = g_strsplit (text, "-", 3);
  guint n = g_strv_length (parts);
  if ((n == 1 && parse_face (parts[0], lo) && (*hi = *lo, TRUE))
      || (n == 2 && parse_face (parts[0], lo) && parse_face (parts[1], hi) && *lo <= *hi))
    return TRUE;
  return adj_tgtw_chart_cell_error (chart, r, c, error,
                                    _("'%s' is not a d10 face (1-10), a span such as \"7-8\", or \"-\""), text);
}

gboolean
adj_tgtw_read_pdt (const AdjChart *chart, guint r, guint c, AdjTgtwPdtEffect *out, GError **error)
{
  static const char *const words[] = { "P", "Double", "Normal", "Halved", "1/3" };
  const char *text = adj_tgtw_read_text (chart, r, c, error);
  if (text == NULL)
    return FALSE;
  if (*text == '\0')
    {
      /* A blank cell: the weapon does not reach (docs/tgtw.md). */
      *out = ADJ_TGTW_PDT_PROHIBITED;
      return TRUE;
    }
  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    if (g_str_equal (text, words[i]))
      {
        *out = (AdjTgtwPdtEffect) i;
        return TRUE;
      }
  return adj_tgtw_chart_cell_error (chart, r, c, error,
                                    _("'%s' is none of Double, Normal, Halved, 1/3, P or blank"), text);
}

gboolean
adj_tgtw_read_shift (const AdjChart *chart, guint r, guint c, int *out, GError **error)
{
  const char *text = adj_tgtw_read_text (chart, r, c, error);
  if (text == NULL)
    return FALSE;
  g_auto (GStrv) parts = g_strsplit (text, " ", 3);
  guint64 n;
  if (g_strv_length (parts) == 2 && g_ascii_string_to_unsigned (parts[0], 10, 0, 9, &n, NULL)
      && (g_str_equal (parts[1], "left") || g_str_equal (parts[1], "right")))
    {
      *out = g_str_equal (parts[1], "left") ? -(int) n : (int) n;
      return TRUE;
    }
  return adj_tgtw_chart_cell_error (chart, r, c, error, _("'%s' is not a shift such as \"1 left\" or \"2 right\""),
                                    text);
}

static gboolean
hit_from_text (const char *s, AdjTgtwHit *out)
{
  for (guint i = 0; i < ADJ_TGTW_N_HITS; i++)
    if (g_str_equal (s, adj_tgtw_hit_to_string ((AdjTgtwHit) i)))
      {
        *out = (AdjTgtwHit) i;
        return TRUE;
      }
  return FALSE;
}

gboolean
adj_tgtw_read_mft (const AdjChart *chart, guint r, guint c, AdjTgtwHit *out, GError **error)
{
  const char *text = adj_tgtw_read_text (chart, r, c, error);
  if (text == NULL)
    return FALSE;
  if (*text == '\0')
    {
      *out = ADJ_TGTW_HIT_NONE;
      return TRUE;
    }
  if (!g_str_equal (text, "-") && hit_from_text (text, out))
    return TRUE;
  return adj_tgtw_chart_cell_error (chart, r, c, error, _("'%s' is none of D, R, E or blank"), text);
}

gboolean
adj_tgtw_read_mct2 (const AdjChart *chart, guint r, guint c, AdjTgtwMct2Result *out, GError **error)
{
  const char *text = adj_tgtw_read_text (chart, r, c, error);
  if (text == NULL)
    return FALSE;
  memset (out, 0, sizeof *out);
  if (g_str_equal (text, "Eng."))
    {
      out->engaged = TRUE;
      return TRUE;
    }
  g_auto (GStrv) parts = g_strsplit (text, "/", 3);
  if (g_strv_length (parts) == 2 && hit_from_text (parts[0], &out->attacker)
      && hit_from_text (parts[1], &out->defender))
    return TRUE;
  return adj_tgtw_chart_cell_error (chart, r, c, error,
                                    _("'%s' is not \"Eng.\" or two of -, D, R, E around a \"/\""), text);
}

gboolean
adj_tgtw_read_letter (const AdjChart *chart, guint r, guint c, int *out, GError **error)
{
  const char *text = adj_tgtw_read_text (chart, r, c, error);
  if (text == NULL)
    return FALSE;
  if (strlen (text) == 1 && text[0] >= 'A' && text[0] < 'A' + ADJ_TGTW_N_MCT2_COLUMNS)
    {
      *out = text[0] - 'A';
      return TRUE;
    }
  return adj_tgtw_chart_cell_error (chart, r, c, error, _("'%s' is not an MCT2 column A to G"), text);
}

gboolean
adj_tgtw_read_tec (const AdjChart *chart, guint r, guint c, gboolean extra_column, AdjTgtwTecEntry *out,
                   GError **error)
{
  const AdjChartCell *cell = adj_chart_cell (chart, r, c);
  guint64 v;
  if (!cell->is_text)
    {
      if (cell->value < 0 || cell->value > 99)
        return adj_tgtw_chart_cell_error (chart, r, c, error, _("%d is outside %d..%d"), cell->value, 0, 99);
      /* In the columns of additional costs a plain number is one too ("0"). */
      out->kind = extra_column ? ADJ_TGTW_TEC_EXTRA : ADJ_TGTW_TEC_COST;
      out->mp = cell->value;
      return TRUE;
    }
  out->mp = 0;
  if (g_str_equal (cell->text, "P"))
    out->kind = ADJ_TGTW_TEC_PROHIBITED;
  else if (g_str_equal (cell->text, "A"))
    out->kind = ADJ_TGTW_TEC_ALL_MP;
  else if (cell->text[0] == '+' && g_ascii_string_to_unsigned (cell->text + 1, 10, 0, 99, &v, NULL))
    {
      out->kind = ADJ_TGTW_TEC_EXTRA;
      out->mp = (int) v;
    }
  else
    return adj_tgtw_chart_cell_error (chart, r, c, error, _("'%s' is not a number, \"+N\", \"P\" or \"A\""),
                                      cell->text);
  return TRUE;
}

gboolean
adj_tgtw_read_types (const AdjChart *chart, guint r, guint c, guint *out, GError **error)
{
  const char *text = adj_tgtw_read_text (chart, r, c, error);
  if (text == NULL)
    return FALSE;
  g_auto (GStrv) parts = g_strsplit (text, " ", -1);
  *out = 0;
  for (guint i = 0; parts[i] != NULL; i++)
    {
      AdjTgtwUnitType t;
      if (!adj_tgtw_unit_type_from_string (parts[i], &t))
        return adj_tgtw_chart_cell_error (chart, r, c, error, _("'%s' is not a unit type (LI, MI, HI, LC, MC, HC, SK)"),
                                          parts[i]);
      *out |= ADJ_TGTW_TYPE_BIT (t);
    }
  if (*out == 0)
    return adj_tgtw_chart_cell_error (chart, r, c, error, _("names no unit type"));
  return TRUE;
}
