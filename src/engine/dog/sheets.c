/* The player's reference sheets in memory, and their edits (sheets.h). */
#include "dog/sheets-private.h"

#include <string.h>

#include "core/error.h"
#include "core/i18n.h"
#include "core/paths.h"
#include "dog/json.h"

static const struct {
  const char *id, *name;
} areas[ADJ_DOG_N_AREAS] = {
  { "morale", N_("Morale") },
  { "shooting", N_("Shooting") },
  { "close-assault", N_("Close assault") },
  { "movement", N_("Movement") },
  { "other", N_("Other") },
};

const char *
adj_dog_area_to_string (AdjDogSheetArea area)
{
  return (guint) area < ADJ_DOG_N_AREAS ? areas[area].id : "unknown";
}

const char *
adj_dog_area_name (AdjDogSheetArea area)
{
  return (guint) area < ADJ_DOG_N_AREAS ? _(areas[area].name) : "?";
}

static void
factor_clear (gpointer p)
{
  g_free (((AdjDogFactor *) p)->text);
}

static void
assault_row_clear (gpointer p)
{
  g_free (((AdjDogAssaultRow *) p)->text);
}

static void
fire_row_clear (gpointer p)
{
  g_free (((AdjDogFireRow *) p)->range);
}

static void
table_free (gpointer p)
{
  AdjDogSheetTable *t = p;
  g_free (t->title);
  g_ptr_array_unref (t->columns);
  g_ptr_array_unref (t->rows);
  g_free (t);
}

AdjDogSheets *
adj_dog_sheets_new (void)
{
  AdjDogSheets *s = g_new0 (AdjDogSheets, 1);
  s->factors = g_array_new (FALSE, TRUE, sizeof (AdjDogFactor));
  g_array_set_clear_func (s->factors, factor_clear);
  s->assault_rows = g_array_new (FALSE, TRUE, sizeof (AdjDogAssaultRow));
  g_array_set_clear_func (s->assault_rows, assault_row_clear);
  s->fire_rows = g_array_new (FALSE, TRUE, sizeof (AdjDogFireRow));
  g_array_set_clear_func (s->fire_rows, fire_row_clear);
  s->tables = g_ptr_array_new_with_free_func (table_free);
  return s;
}

void
adj_dog_sheets_free (AdjDogSheets *s)
{
  if (s == NULL)
    return;
  g_array_unref (s->factors);
  g_array_unref (s->assault_rows);
  g_array_unref (s->fire_rows);
  g_free (s->assault_tie);
  for (guint t = 0; t < ADJ_DOG_N_TESTS; t++)
    {
      g_free (s->pass_text[t]);
      g_free (s->fail_text[t]);
    }
  g_ptr_array_unref (s->tables);
  g_free (s);
}

char *
adj_dog_sheets_user_path (void)
{
  return adj_paths_user_file (ADJ_DOG_SHEETS_FILE);
}

/* A text the player typed: 1 to ADJ_DOG_MAX_TEXT bytes of UTF-8, or empty
 * where @empty_ok (a blank chart cell). */
gboolean
adj_dog_sheets_check_text (const char *text, gboolean empty_ok, GError **error)
{
  if (text == NULL || (!empty_ok && *text == '\0') || strlen (text) > ADJ_DOG_MAX_TEXT
      || !g_utf8_validate (text, -1, NULL))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("a sheet's text must be %s%d bytes of UTF-8"),
                   empty_ok ? "0 to " : "1 to ", ADJ_DOG_MAX_TEXT);
      return FALSE;
    }
  return TRUE;
}

gboolean
adj_dog_sheets_add_factor (AdjDogSheets *s, const char *text, GError **error)
{
  if (!adj_dog_sheets_check_text (text, FALSE, error))
    return FALSE;
  if (s->factors->len >= ADJ_DOG_MAX_FACTORS)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_TOO_LARGE, _("a morale table holds up to %d factors"),
                   ADJ_DOG_MAX_FACTORS);
      return FALSE;
    }
  AdjDogFactor f = { g_strdup (text) };
  g_array_append_val (s->factors, f);
  return TRUE;
}

gboolean
adj_dog_sheets_set_factor (AdjDogSheets *s, guint factor, AdjDogTest test, gboolean applies, int value,
                           GError **error)
{
  if (factor >= s->factors->len || (guint) test >= ADJ_DOG_N_TESTS)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_NOT_FOUND, _("the morale table has no factor %u"), factor);
      return FALSE;
    }
  if (value < -ADJ_DOG_MAX_FACTOR || value > ADJ_DOG_MAX_FACTOR)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("%d is not a factor: factors run from %d to %d"), value,
                   -ADJ_DOG_MAX_FACTOR, ADJ_DOG_MAX_FACTOR);
      return FALSE;
    }
  AdjDogFactor *f = &g_array_index (s->factors, AdjDogFactor, factor);
  f->applies[test] = applies;
  f->value[test] = applies ? value : 0;
  return TRUE;
}

gboolean
adj_dog_sheets_set_factor_text (AdjDogSheets *s, guint factor, const char *text, GError **error)
{
  if (factor >= s->factors->len)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_NOT_FOUND, _("the morale table has no factor %u"), factor);
      return FALSE;
    }
  if (!adj_dog_sheets_check_text (text, FALSE, error))
    return FALSE;
  AdjDogFactor *f = &g_array_index (s->factors, AdjDogFactor, factor);
  g_free (f->text);
  f->text = g_strdup (text);
  return TRUE;
}

gboolean
adj_dog_sheets_set_factor_from (AdjDogSheets *s, guint factor, AdjDogFactorFrom from, GError **error)
{
  if (factor >= s->factors->len || (guint) from >= ADJ_DOG_N_FROM)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_NOT_FOUND, _("the morale table has no factor %u"), factor);
      return FALSE;
    }
  g_array_index (s->factors, AdjDogFactor, factor).from = from;
  return TRUE;
}

void
adj_dog_sheets_remove_factor (AdjDogSheets *s, guint factor)
{
  g_return_if_fail (factor < s->factors->len);
  g_array_remove_index (s->factors, factor);
}

gboolean
adj_dog_sheets_set_result (AdjDogSheets *s, AdjDogTest test, const char *pass, const char *fail, GError **error)
{
  g_return_val_if_fail ((guint) test < ADJ_DOG_N_TESTS, FALSE);
  if ((pass != NULL && !adj_dog_sheets_check_text (pass, FALSE, error)) || (fail != NULL && !adj_dog_sheets_check_text (fail, FALSE, error)))
    return FALSE;
  g_free (s->pass_text[test]);
  g_free (s->fail_text[test]);
  s->pass_text[test] = g_strdup (pass);
  s->fail_text[test] = g_strdup (fail);
  return TRUE;
}

static gboolean
check_cells (const char *const *cells, guint n, gboolean empty_ok, GError **error)
{
  for (guint i = 0; i < n; i++)
    if (!adj_dog_sheets_check_text (cells[i], empty_ok, error))
      return FALSE;
  return TRUE;
}

gboolean
adj_dog_sheets_add_table (AdjDogSheets *s, const char *title, AdjDogSheetArea area, const char *const *columns,
                          guint *index, GError **error)
{
  guint n = columns ? g_strv_length ((char **) columns) : 0;
  if (!adj_dog_sheets_check_text (title, FALSE, error) || !check_cells (columns, n, FALSE, error))
    return FALSE;
  if ((guint) area >= ADJ_DOG_N_AREAS || n == 0 || n > ADJ_DOG_MAX_SHEET_COLUMNS
      || s->tables->len >= ADJ_DOG_MAX_SHEET_TABLES)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
                   _("a sheet holds up to %d charts, each with 1 to %d columns"), ADJ_DOG_MAX_SHEET_TABLES,
                   ADJ_DOG_MAX_SHEET_COLUMNS);
      return FALSE;
    }
  AdjDogSheetTable *t = g_new0 (AdjDogSheetTable, 1);
  t->title = g_strdup (title);
  t->area = area;
  t->columns = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (t->columns, g_strdup (columns[i]));
  t->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  g_ptr_array_add (s->tables, t);
  if (index != NULL)
    *index = s->tables->len - 1;
  return TRUE;
}

gboolean
adj_dog_sheets_add_row (AdjDogSheets *s, guint table, const char *const *cells, GError **error)
{
  g_return_val_if_fail (table < s->tables->len, FALSE);
  AdjDogSheetTable *t = s->tables->pdata[table];
  guint n = cells ? g_strv_length ((char **) cells) : 0;
  if (n != t->columns->len || t->rows->len >= ADJ_DOG_MAX_SHEET_ROWS)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
                   _("%s: a row has one cell per column (%u), and a chart up to %d rows"), t->title,
                   t->columns->len, ADJ_DOG_MAX_SHEET_ROWS);
      return FALSE;
    }
  if (!check_cells (cells, n, TRUE, error))
    return FALSE;
  GPtrArray *row = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (row, g_strdup (cells[i]));
  g_ptr_array_add (t->rows, row);
  return TRUE;
}

gboolean
adj_dog_sheets_set_cell (AdjDogSheets *s, guint table, guint row, guint column, const char *text, GError **error)
{
  g_return_val_if_fail (table < s->tables->len, FALSE);
  AdjDogSheetTable *t = s->tables->pdata[table];
  if (row >= t->rows->len || column >= t->columns->len)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_NOT_FOUND, _("%s has no cell %u,%u"), t->title, row, column);
      return FALSE;
    }
  if (!adj_dog_sheets_check_text (text, TRUE, error))
    return FALSE;
  GPtrArray *r = t->rows->pdata[row];
  g_free (r->pdata[column]);
  r->pdata[column] = g_strdup (text);
  return TRUE;
}

gboolean
adj_dog_sheets_set_table (AdjDogSheets *s, guint table, const char *title, AdjDogSheetArea area, GError **error)
{
  g_return_val_if_fail (table < s->tables->len, FALSE);
  if (!adj_dog_sheets_check_text (title, FALSE, error))
    return FALSE;
  if ((guint) area >= ADJ_DOG_N_AREAS)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("a chart is for morale, shooting, close assault, "
                                                          "movement or other"));
      return FALSE;
    }
  AdjDogSheetTable *t = s->tables->pdata[table];
  g_free (t->title);
  t->title = g_strdup (title);
  t->area = area;
  return TRUE;
}

gboolean
adj_dog_sheets_set_column (AdjDogSheets *s, guint table, guint column, const char *text, GError **error)
{
  g_return_val_if_fail (table < s->tables->len, FALSE);
  AdjDogSheetTable *t = s->tables->pdata[table];
  if (column >= t->columns->len)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_NOT_FOUND, _("%s has no column %u"), t->title, column);
      return FALSE;
    }
  if (!adj_dog_sheets_check_text (text, FALSE, error))
    return FALSE;
  g_free (t->columns->pdata[column]);
  t->columns->pdata[column] = g_strdup (text);
  return TRUE;
}

void
adj_dog_sheets_remove_row (AdjDogSheets *s, guint table, guint row)
{
  g_return_if_fail (table < s->tables->len);
  AdjDogSheetTable *t = s->tables->pdata[table];
  g_return_if_fail (row < t->rows->len);
  g_ptr_array_remove_index (t->rows, row);
}

void
adj_dog_sheets_remove_table (AdjDogSheets *s, guint table)
{
  g_return_if_fail (table < s->tables->len);
  g_ptr_array_remove_index (s->tables, table);
}

int
adj_dog_area_from_string (const char *id)
{
  for (int i = 0; id != NULL && i < ADJ_DOG_N_AREAS; i++)
    if (g_str_equal (areas[i].id, id))
      return i;
  return -1;
}
