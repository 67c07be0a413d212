/* The player's reference sheets as a file, "adjutant-dog-sheets" (sheets.h).
 * The loader builds through the same edits the app makes, so a file can
 * hold nothing the editor would refuse; errors carry the JSON path. */
#include "dog/sheets.h"

#include "core/error.h"
#include "core/i18n.h"
#include "core/jsonmembers.h"
#include "core/jsonutil.h"
#include "dog/json.h"

/* "counts": what of the unit the factor counts (optional; sheets.h). */
static gboolean
load_counts (AdjDogSheets *s, guint i, json_object *f, const char *where, GError **error)
{
  json_object *v = NULL;
  if (!json_object_object_get_ex (f, "counts", &v))
    return TRUE;
  int from = json_object_is_type (v, json_type_string) ? adj_dog_from_from_string (json_object_get_string (v)) : -1;
  if (from < 0)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("%s.counts: not something of a unit Adjutant counts"), where);
      return FALSE;
    }
  return adj_dog_sheets_set_factor_from (s, i, (AdjDogFactorFrom) from, error);
}

static gboolean
load_factors (AdjDogSheets *s, json_object *root, const char *where, GError **error)
{
  static const char * const known[] = { "text", "values", "counts", NULL };
  GError *local = NULL;
  json_object *arr = adj_dog_json_array (root, "morale_factors", TRUE, ADJ_DOG_MAX_FACTORS, where, &local);
  if (local != NULL)
    {
      g_propagate_error (error, local);
      return FALSE;
    }
  for (guint i = 0; arr != NULL && i < json_object_array_length (arr); i++)
    {
      g_autofree char *w = g_strdup_printf ("%s.morale_factors[%u]", where, i);
      g_autofree char *vw = g_strdup_printf ("%s.values", w);
      json_object *f = json_object_array_get_idx (arr, i);
      const char *text;
      if (!adj_dog_json_only (f, known, w, error)
          || (text = adj_dog_json_string (f, "text", FALSE, ADJ_DOG_MAX_TEXT, w, error)) == NULL)
        return FALSE;
      json_object *values = adj_json_member (f, "values", json_type_object, w, error);
      if (values == NULL || !adj_dog_sheets_add_factor (s, text, error) || !load_counts (s, i, f, w, error))
        return FALSE;
      json_object_object_foreach (values, key, v)
        {
          int test = adj_dog_test_from_string (key), value;
          g_autofree char *kw = g_strdup_printf ("%s.%s", vw, key);
          if (test < 0)
            {
              g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
                           _("%s: not a morale test (charge, being-charged, shooting, charge-home, rally)"), kw);
              return FALSE;
            }
          if (!adj_json_check_int (v, -ADJ_DOG_MAX_FACTOR, ADJ_DOG_MAX_FACTOR, &value, kw, error)
              || !adj_dog_sheets_set_factor (s, i, test, TRUE, value, error))
            return FALSE;
        }
    }
  return TRUE;
}

/* "assault_results": {"tie": text?, "rows": [{"margin", "text"}]} (18.5). */
static gboolean
load_assault (AdjDogSheets *s, json_object *root, const char *where, GError **error)
{
  static const char * const known[] = { "tie", "rows", NULL };
  static const char * const row_known[] = { "margin", "text", NULL };
  json_object *o = NULL;
  if (!json_object_object_get_ex (root, "assault_results", &o))
    return TRUE;
  g_autofree char *w = g_strdup_printf ("%s.assault_results", where);
  GError *local = NULL;
  if (!json_object_is_type (o, json_type_object))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: expected an object"), w);
      return FALSE;
    }
  if (!adj_dog_json_only (o, known, w, error))
    return FALSE;
  const char *tie = adj_dog_json_string (o, "tie", TRUE, ADJ_DOG_MAX_TEXT, w, &local);
  json_object *rows = local ? NULL : adj_dog_json_array (o, "rows", TRUE, ADJ_DOG_MAX_ASSAULT_ROWS, w, &local);
  if (local != NULL || (tie != NULL && !adj_dog_sheets_set_assault_tie (s, tie, &local)))
    {
      g_propagate_error (error, local);
      return FALSE;
    }
  for (guint i = 0; rows != NULL && i < json_object_array_length (rows); i++)
    {
      g_autofree char *rw = g_strdup_printf ("%s.rows[%u]", w, i);
      json_object *r = json_object_array_get_idx (rows, i);
      int margin;
      const char *text;
      if (!adj_dog_json_only (r, row_known, rw, error)
          || !adj_json_get_int (r, "margin", 1, ADJ_DOG_MAX_MARGIN, &margin, rw, error)
          || (text = adj_dog_json_string (r, "text", FALSE, ADJ_DOG_MAX_TEXT, rw, error)) == NULL)
        return FALSE;
      if (!adj_dog_sheets_add_assault_row (s, margin, text, &local))
        {
          g_set_error (error, local->domain, local->code, "%s: %s", rw, local->message);
          g_error_free (local);
          return FALSE;
        }
    }
  return TRUE;
}

/* "fire": [{"chart", "stands", "range", "dice"?, "hit"?: {target: face}}]
 * (18.3, 14): the player's shooting charts. */
static gboolean
load_fire_row (AdjDogSheets *s, json_object *r, const char *rw, GError **error)
{
  static const char * const known[] = { "chart", "stands", "range", "dice", "hit", NULL };
  int chart, stands, dice = 0;
  const char *range;
  json_object *hit = NULL;
  GError *local = NULL;
  if (!adj_dog_json_only (r, known, rw, error)
      || !adj_dog_json_enum (r, "chart", FALSE, adj_dog_chart_from_string, _("small-arms or artillery"), &chart, rw,
                            error)
      || !adj_json_get_int (r, "stands", 1, 4, &stands, rw, error)
      || (range = adj_dog_json_string (r, "range", FALSE, ADJ_DOG_MAX_TEXT, rw, error)) == NULL)
    return FALSE;
  if (json_object_object_get_ex (r, "dice", NULL)
      && !adj_json_get_int (r, "dice", 1, ADJ_DOG_MAX_BLOCK_DICE, &dice, rw, error))
    return FALSE;
  if (!adj_dog_sheets_set_fire_dice (s, chart, stands, range, dice, &local))
    goto refused;
  if (json_object_object_get_ex (r, "hit", &hit))
    {
      g_autofree char *hw = g_strdup_printf ("%s.hit", rw);
      if (!json_object_is_type (hit, json_type_object))
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: expected an object"), hw);
          return FALSE;
        }
      json_object_object_foreach (hit, key, v)
        {
          g_autofree char *kw = g_strdup_printf ("%s.%s", hw, key);
          int target = adj_dog_target_from_string (key), face;
          if (target < 0)
            {
              g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT,
                           _("%s: not a target class (dispersed, line, dense, fast, light-cover, heavy-cover)"),
                           kw);
              return FALSE;
            }
          if (!adj_json_check_int (v, 1, 6, &face, kw, error))
            return FALSE;
          if (!adj_dog_sheets_set_fire_hit (s, chart, stands, range, target, face, &local))
            goto refused;
        }
    }
  return TRUE;
refused:
  g_set_error (error, local->domain, local->code, "%s: %s", rw, local->message);
  g_error_free (local);
  return FALSE;
}

static gboolean
load_fire (AdjDogSheets *s, json_object *root, const char *where, GError **error)
{
  GError *local = NULL;
  json_object *rows = adj_dog_json_array (root, "fire", TRUE, ADJ_DOG_MAX_FIRE_ROWS, where, &local);
  if (local != NULL)
    {
      g_propagate_error (error, local);
      return FALSE;
    }
  for (guint i = 0; rows != NULL && i < json_object_array_length (rows); i++)
    {
      g_autofree char *rw = g_strdup_printf ("%s.fire[%u]", where, i);
      json_object *r = json_object_array_get_idx (rows, i);
      guint before = s->fire_rows->len;
      if (!load_fire_row (s, r, rw, error))
        return FALSE;
      if (s->fire_rows->len == before)
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("%s: a second row for this table and range"), rw);
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
load_results (AdjDogSheets *s, json_object *root, const char *where, GError **error)
{
  static const char * const known[] = { "pass", "fail", NULL };
  json_object *results = NULL;
  if (!json_object_object_get_ex (root, "morale_results", &results))
    return TRUE;
  g_autofree char *w = g_strdup_printf ("%s.morale_results", where);
  if (!json_object_is_type (results, json_type_object))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: expected an object"), w);
      return FALSE;
    }
  json_object_object_foreach (results, key, r)
    {
      g_autofree char *kw = g_strdup_printf ("%s.%s", w, key);
      int test = adj_dog_test_from_string (key);
      GError *local = NULL;
      if (test < 0)
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
                       _("%s: not a morale test (charge, being-charged, shooting, charge-home, rally)"), kw);
          return FALSE;
        }
      if (!adj_dog_json_only (r, known, kw, error))
        return FALSE;
      const char *pass = adj_dog_json_string (r, "pass", TRUE, ADJ_DOG_MAX_TEXT, kw, &local);
      const char *fail = local ? NULL : adj_dog_json_string (r, "fail", TRUE, ADJ_DOG_MAX_TEXT, kw, &local);
      if (local != NULL)
        {
          g_propagate_error (error, local);
          return FALSE;
        }
      adj_dog_sheets_set_result (s, test, pass, fail, NULL);
    }
  return TRUE;
}

/* An array of strings, each checked (empty allowed where @empty_ok). */
static GPtrArray *
strings (json_object *arr, guint max, gboolean empty_ok, const char *where, GError **error)
{
  if (!json_object_is_type (arr, json_type_array) || json_object_array_length (arr) > max)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: expected an array of up to %u texts"), where, max);
      return NULL;
    }
  g_autoptr (GPtrArray) out = g_ptr_array_new ();
  for (guint i = 0; i < json_object_array_length (arr); i++)
    {
      g_autofree char *w = g_strdup_printf ("%s[%u]", where, i);
      json_object *v = json_object_array_get_idx (arr, i);
      if (empty_ok && json_object_is_type (v, json_type_string) && json_object_get_string_len (v) == 0)
        {
          g_ptr_array_add (out, (char *) "");
          continue;
        }
      if (!adj_dog_json_check_text (v, ADJ_DOG_MAX_TEXT, w, error))
        return NULL;
      g_ptr_array_add (out, (char *) json_object_get_string (v));
    }
  g_ptr_array_add (out, NULL);
  return g_steal_pointer (&out);
}

static gboolean
load_table (AdjDogSheets *s, json_object *t, const char *w, GError **error)
{
  static const char * const known[] = { "title", "area", "columns", "rows", NULL };
  g_autofree char *cw = g_strdup_printf ("%s.columns", w);
  const char *title;
  int area = ADJ_DOG_AREA_OTHER;
  guint index;
  if (!adj_dog_json_only (t, known, w, error)
      || (title = adj_dog_json_string (t, "title", FALSE, ADJ_DOG_MAX_TEXT, w, error)) == NULL
      || !adj_dog_json_enum (t, "area", TRUE, adj_dog_area_from_string,
                             _("an area (morale, shooting, close-assault, movement, other)"), &area, w, error))
    return FALSE;
  json_object *cols = adj_json_member (t, "columns", json_type_array, w, error);
  g_autoptr (GPtrArray) heads = cols ? strings (cols, ADJ_DOG_MAX_SHEET_COLUMNS, FALSE, cw, error) : NULL;
  if (heads == NULL)
    return FALSE;
  GError *local = NULL;
  if (!adj_dog_sheets_add_table (s, title, area, (const char *const *) heads->pdata, &index, &local))
    {
      g_set_error (error, local->domain, local->code, "%s: %s", w, local->message);
      g_error_free (local);
      return FALSE;
    }
  json_object *rows = adj_dog_json_array (t, "rows", FALSE, ADJ_DOG_MAX_SHEET_ROWS, w, error);
  if (rows == NULL)
    return FALSE;
  for (guint r = 0; r < json_object_array_length (rows); r++)
    {
      g_autofree char *rw = g_strdup_printf ("%s.rows[%u]", w, r);
      g_autoptr (GPtrArray) cells = strings (json_object_array_get_idx (rows, r), ADJ_DOG_MAX_SHEET_COLUMNS, TRUE,
                                             rw, error);
      if (cells == NULL)
        return FALSE;
      if (!adj_dog_sheets_add_row (s, index, (const char *const *) cells->pdata, &local))
        {
          g_set_error (error, local->domain, local->code, "%s: %s", rw, local->message);
          g_error_free (local);
          return FALSE;
        }
    }
  return TRUE;
}

static AdjDogSheets *
from_root (json_object *root, const char *what, GError **error)
{
  static const char * const known[] = { "format", "version", "source", "morale_factors", "morale_results",
                                        "assault_results", "fire", "tables", NULL };
  if (root == NULL)
    return NULL;
  g_autofree char *where = g_strdup_printf ("%s: $", what);
  g_autoptr (AdjDogSheets) s = adj_dog_sheets_new ();
  const char *format = NULL, *source = NULL;
  int version;
  GError *local = NULL;
  gboolean ok = adj_dog_json_only (root, known, where, error)
                && (format = adj_dog_json_string (root, "format", FALSE, 64, where, error)) != NULL
                && adj_json_get_version (root, 1, 1, &version, where, error);
  if (ok)
    source = adj_dog_json_string (root, "source", TRUE, 16, where, &local);
  if (ok && (local != NULL || !g_str_equal (format, ADJ_DOG_SHEETS_FORMAT)
             || (source != NULL && !g_str_equal (source, "user"))))
    {
      g_clear_error (&local);
      /* The sheets are the player's: a file may not call them printed. */
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT,
                   _("%s: expected \"format\": \"%s\" (and \"source\", if given, \"user\")"), where,
                   ADJ_DOG_SHEETS_FORMAT);
      ok = FALSE;
    }
  ok = ok && load_factors (s, root, where, error) && load_results (s, root, where, error)
       && load_assault (s, root, where, error) && load_fire (s, root, where, error);
  json_object *tables = NULL;
  if (ok)
    tables = adj_dog_json_array (root, "tables", TRUE, ADJ_DOG_MAX_SHEET_TABLES, where, &local);
  if (local != NULL)
    {
      g_propagate_error (error, local);
      ok = FALSE;
    }
  for (guint i = 0; ok && tables != NULL && i < json_object_array_length (tables); i++)
    {
      g_autofree char *w = g_strdup_printf ("%s.tables[%u]", where, i);
      ok = load_table (s, json_object_array_get_idx (tables, i), w, error);
    }
  json_object_put (root);
  return ok ? g_steal_pointer (&s) : NULL;
}

AdjDogSheets *
adj_dog_sheets_load_data (const char *text, gsize len, const char *what, GError **error)
{
  return from_root (adj_json_parse (text, len, what, error), what, error);
}

AdjDogSheets *
adj_dog_sheets_load_file (const char *path, GError **error)
{
  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    return adj_dog_sheets_new ();
  g_autofree char *base = g_path_get_basename (path);
  return from_root (adj_json_load_file (path, error), base, error);
}

json_object *
adj_dog_sheets_to_json (const AdjDogSheets *s)
{
  json_object *o = json_object_new_object ();
  json_object_object_add (o, "format", json_object_new_string (ADJ_DOG_SHEETS_FORMAT));
  json_object_object_add (o, "version", json_object_new_int (1));
  json_object_object_add (o, "source", json_object_new_string ("user"));
  json_object *factors = json_object_new_array ();
  for (guint i = 0; i < s->factors->len; i++)
    {
      const AdjDogFactor *f = &g_array_index (s->factors, AdjDogFactor, i);
      json_object *e = json_object_new_object ();
      json_object *values = json_object_new_object ();
      json_object_object_add (e, "text", json_object_new_string (f->text));
      for (int t = 0; t < ADJ_DOG_N_TESTS; t++)
        if (f->applies[t])
          json_object_object_add (values, adj_dog_test_to_string (t), json_object_new_int (f->value[t]));
      json_object_object_add (e, "values", values);
      if (f->from != ADJ_DOG_FROM_NONE)
        json_object_object_add (e, "counts", json_object_new_string (adj_dog_from_to_string (f->from)));
      json_object_array_add (factors, e);
    }
  json_object_object_add (o, "morale_factors", factors);
  json_object *results = json_object_new_object ();
  for (int t = 0; t < ADJ_DOG_N_TESTS; t++)
    {
      if (s->pass_text[t] == NULL && s->fail_text[t] == NULL)
        continue;
      json_object *e = json_object_new_object ();
      if (s->pass_text[t])
        json_object_object_add (e, "pass", json_object_new_string (s->pass_text[t]));
      if (s->fail_text[t])
        json_object_object_add (e, "fail", json_object_new_string (s->fail_text[t]));
      json_object_object_add (results, adj_dog_test_to_string (t), e);
    }
  json_object_object_add (o, "morale_results", results);
  if (s->assault_rows->len > 0 || s->assault_tie != NULL)
    {
      json_object *a = json_object_new_object ();
      json_object *rows = json_object_new_array ();
      for (guint i = 0; i < s->assault_rows->len; i++)
        {
          const AdjDogAssaultRow *r = &g_array_index (s->assault_rows, AdjDogAssaultRow, i);
          json_object *e = json_object_new_object ();
          json_object_object_add (e, "margin", json_object_new_int (r->margin));
          json_object_object_add (e, "text", json_object_new_string (r->text));
          json_object_array_add (rows, e);
        }
      if (s->assault_tie != NULL)
        json_object_object_add (a, "tie", json_object_new_string (s->assault_tie));
      json_object_object_add (a, "rows", rows);
      json_object_object_add (o, "assault_results", a);
    }
  if (s->fire_rows->len > 0)
    {
      json_object *fire = json_object_new_array ();
      for (guint i = 0; i < s->fire_rows->len; i++)
        {
          const AdjDogFireRow *r = &g_array_index (s->fire_rows, AdjDogFireRow, i);
          json_object *e = json_object_new_object ();
          json_object *hit = json_object_new_object ();
          json_object_object_add (e, "chart", json_object_new_string (adj_dog_chart_to_string (r->chart)));
          json_object_object_add (e, "stands", json_object_new_int (r->stands));
          json_object_object_add (e, "range", json_object_new_string (r->range));
          if (r->dice > 0)
            json_object_object_add (e, "dice", json_object_new_int (r->dice));
          for (int t = 0; t < ADJ_DOG_N_TARGETS; t++)
            if (r->hit[t] > 0)
              json_object_object_add (hit, adj_dog_target_to_string (t), json_object_new_int (r->hit[t]));
          json_object_object_add (e, "hit", hit);
          json_object_array_add (fire, e);
        }
      json_object_object_add (o, "fire", fire);
    }
  json_object *tables = json_object_new_array ();
  for (guint i = 0; i < s->tables->len; i++)
    {
      const AdjDogSheetTable *t = s->tables->pdata[i];
      json_object *e = json_object_new_object ();
      json_object_object_add (e, "title", json_object_new_string (t->title));
      json_object_object_add (e, "area", json_object_new_string (adj_dog_area_to_string (t->area)));
      json_object *cols = json_object_new_array ();
      for (guint c = 0; c < t->columns->len; c++)
        json_object_array_add (cols, json_object_new_string (t->columns->pdata[c]));
      json_object_object_add (e, "columns", cols);
      json_object *rows = json_object_new_array ();
      for (guint r = 0; r < t->rows->len; r++)
        {
          GPtrArray *row = t->rows->pdata[r];
          json_object *cells = json_object_new_array ();
          for (guint c = 0; c < row->len; c++)
            json_object_array_add (cells, json_object_new_string (row->pdata[c]));
          json_object_array_add (rows, cells);
        }
      json_object_object_add (e, "rows", rows);
      json_object_array_add (tables, e);
    }
  json_object_object_add (o, "tables", tables);
  return o;
}

gboolean
adj_dog_sheets_save_file (const AdjDogSheets *s, const char *path, GError **error)
{
  g_autofree char *dir = g_path_get_dirname (path);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_IO, _("%s: cannot create the folder"), dir);
      return FALSE;
    }
  json_object *o = adj_dog_sheets_to_json (s);
  gboolean ok = adj_json_save_file (o, path, error);
  json_object_put (o);
  return ok;
}
