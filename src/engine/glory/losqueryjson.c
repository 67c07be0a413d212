/* The map-less LOS mode in JSON: the question list out, the answers in
 * (docs/cli.md, `los --questions` and `los --answers`). */
#include "glory/losquery.h"

#include "core/error.h"
#include "core/hexmap.h"
#include "core/jsonmembers.h"
#include "core/jsonutil.h"
#include "core/i18n.h"

#define ANSWERS_FORMAT "adjutant-los-answers"
#define ANSWERS_VERSION 1

static const char *const slope_names[] = { "none", "steep", "sheer" };

json_object *
adj_losquery_to_json (const AdjLosQuery *q)
{
  json_object *out = json_object_new_object ();
  json_object *list = json_object_new_array ();

  json_object_object_add (out, "from", adj_hex_to_json (q->from));
  json_object_object_add (out, "to", adj_hex_to_json (q->to));
  json_object_object_add (out, "from_level", json_object_new_int (q->from_level));
  json_object_object_add (out, "to_level", json_object_new_int (q->to_level));
  json_object_object_add (out, "case", json_object_new_string (adj_los_case_to_string (q->los_case)));
  json_object_object_add (out, "shifted",
                          json_object_new_string (adj_column_shift_to_string (q->grid.shift)));
  for (guint i = 0; i < q->questions->len; i++)
    {
      const AdjLosQuestion *x = &g_array_index (q->questions, AdjLosQuestion, i);
      json_object *item = json_object_new_object ();
      json_object_object_add (item, "id", json_object_new_int ((int) i));
      json_object_object_add (item, "step", json_object_new_int ((int) x->step));
      json_object_object_add (item, "ask", json_object_new_string (adj_losquery_kind_to_string (x->kind)));
      if (x->kind == ADJ_LOSQ_SLOPE)
        {
          json_object_object_add (item, "hexside", adj_hexside_to_json (x->hex, x->other));
        }
      else
        json_object_object_add (item, "hex", adj_hex_to_json (x->hex));
      if (x->n_when > 0)
        {
          json_object *when = json_object_new_object ();
          json_object *hexes = json_object_new_array ();
          for (guint k = 0; k < x->n_when; k++)
            json_object_array_add (hexes, adj_hex_to_json (x->when_hex[k]));
          json_object_object_add (when, "level_of", hexes);
          json_object_object_add (when, "min", json_object_new_int (x->level_min));
          json_object_object_add (when, "max", json_object_new_int (x->level_max));
          json_object_object_add (item, "when", when);
        }
      json_object_array_add (list, item);
    }
  json_object_object_add (out, "questions", list);
  return out;
}

static gboolean
hex_member (json_object *value, AdjHex *out, const char *where, GError **error)
{
  if (!json_object_is_type (value, json_type_string))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: expected a hex id string"), where);
      return FALSE;
    }
  if (!adj_hex_parse (json_object_get_string (value), out, error))
    return g_prefix_error (error, "%s: ", where), FALSE;
  return TRUE;
}

/* Records answer @v for question @i, refusing a second answer. */
static gboolean
put (AdjLosAnswer *answers, int i, int v, const char *where, GError **error)
{
  if (i < 0)
    return TRUE; /* a fact that cannot matter for this line */
  if (answers[i].given)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: answered twice"), where);
      return FALSE;
    }
  answers[i] = (AdjLosAnswer) { TRUE, v };
  return TRUE;
}

static gboolean
load_hex_answer (const AdjLosQuery *q, AdjLosAnswer *answers, json_object *item, const char *at,
                 GError **error)
{
  AdjHex hex, none = { -1, -1 };
  GError *local = NULL;
  int level = 0;
  gboolean woods = FALSE;
  static const char *const known[] = { "hex", "level", "woods", "unit", NULL };
  g_autofree char *hex_at = g_strdup_printf ("%s.hex", at);
  json_object *id = adj_json_only_members (item, known, at, error)
                      ? adj_json_member (item, "hex", json_type_string, at, error) : NULL;

  if (id == NULL || !hex_member (id, &hex, hex_at, error))
    return FALSE;
  int lq = adj_losquery_find (q, ADJ_LOSQ_LEVEL, hex, none);
  if (lq < 0)
    {
      char f[ADJ_HEX_ID_SIZE], t[ADJ_HEX_ID_SIZE];
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("%s: %s is not between %s and %s"),
                   hex_at, json_object_get_string (id), adj_hex_format (q->from, f),
                   adj_hex_format (q->to, t));
      return FALSE;
    }
  if (json_object_object_get_ex (item, "level", NULL))
    {
      g_autofree char *w = g_strdup_printf ("%s.level", at);
      if (!adj_json_get_int (item, "level", ADJ_HEXMAP_LEVEL_MIN, ADJ_HEXMAP_LEVEL_MAX, &level,
                             at, error)
          || !put (answers, lq, level, w, error))
        return FALSE;
    }
  if (json_object_object_get_ex (item, "woods", NULL))
    {
      g_autofree char *w = g_strdup_printf ("%s.woods", at);
      if (!adj_json_get_bool_opt (item, "woods", &woods, at, error)
          || !put (answers, adj_losquery_find (q, ADJ_LOSQ_WOODS, hex, none), woods, w, error))
        return FALSE;
    }
  const char *unit = adj_json_get_string_opt (item, "unit", at, &local);
  if (local != NULL)
    return g_propagate_error (error, local), FALSE;
  if (unit != NULL)
    {
      AdjUnitPresence presence;
      g_autofree char *w = g_strdup_printf ("%s.unit", at);
      if (!adj_unit_presence_from_string (unit, &presence, error))
        return g_prefix_error (error, "%s: ", w), FALSE;
      if (!put (answers, adj_losquery_find (q, ADJ_LOSQ_UNIT, hex, none), (int) presence, w, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
load_side_answer (const AdjLosQuery *q, AdjLosAnswer *answers, json_object *item, const char *at,
                  GError **error)
{
  AdjHex hex[2];
  static const char *const known[] = { "between", "slope", NULL };
  g_autofree char *between_at = g_strdup_printf ("%s.between", at);
  json_object *pair = adj_json_only_members (item, known, at, error)
                        ? adj_json_member (item, "between", json_type_array, at, error) : NULL;
  if (pair == NULL)
    return FALSE;
  if (json_object_array_length (pair) != 2)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: expected two hex ids"), between_at);
      return FALSE;
    }
  for (int k = 0; k < 2; k++)
    {
      g_autofree char *w = g_strdup_printf ("%s[%d]", between_at, k);
      if (!hex_member (json_object_array_get_idx (pair, k), &hex[k], w, error))
        return FALSE;
    }
  if (adj_hexgrid_direction (&q->grid, hex[0], hex[1]) < 0)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
                   _("%s: the two hexes are not adjacent, so they share no hexside"), between_at);
      return FALSE;
    }
  const char *slope = adj_json_get_string (item, "slope", at, error);
  if (slope == NULL)
    return FALSE;
  static const int values[] = { 0, ADJ_SIDE_STEEP, ADJ_SIDE_SHEER };
  for (guint v = 0; v < G_N_ELEMENTS (slope_names); v++)
    if (g_str_equal (slope, slope_names[v]))
      {
        g_autofree char *w = g_strdup_printf ("%s.slope", at);
        return put (answers, adj_losquery_find (q, ADJ_LOSQ_SLOPE, hex[0], hex[1]), values[v],
                    w, error);
      }
  g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
               _("%s.slope: '%s' is not none, steep or sheer"), at, slope);
  return FALSE;
}

static gboolean
load_list (const AdjLosQuery *q, AdjLosAnswer *answers, json_object *root, const char *name,
           const char *where, GError **error)
{
  if (!json_object_object_get_ex (root, name, NULL))
    return TRUE;
  json_object *arr = adj_json_member (root, name, json_type_array, where, error);
  if (arr == NULL)
    return FALSE;
  for (size_t i = 0; i < json_object_array_length (arr); i++)
    {
      g_autofree char *at = g_strdup_printf ("%s.%s[%zu]", where, name, i);
      json_object *item = json_object_array_get_idx (arr, i);
      gboolean ok = g_str_equal (name, "hexes") ? load_hex_answer (q, answers, item, at, error)
                                                 : load_side_answer (q, answers, item, at, error);
      if (!ok)
        return FALSE;
    }
  return TRUE;
}

static gboolean
load_root (json_object *root, const char *where, AdjHex from, AdjHex to, AdjLosQuery *q,
           AdjLosAnswer **answers, GError **error)
{
  int version, fl, tl;
  AdjColumnShift shift = ADJ_SHIFT_ODD;
  GError *local = NULL;

  static const char *const known[] = { "format", "version", "from_level", "to_level", "shifted", "hexes",
                                       "hexsides", NULL };
  const char *format = adj_json_get_string (root, "format", where, error);
  if (format == NULL)
    return FALSE;
  if (!g_str_equal (format, ANSWERS_FORMAT))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s.format: '%s' is not \"%s\""),
                   where, format, ANSWERS_FORMAT);
      return FALSE;
    }
  if (!adj_json_only_members (root, known, where, error))
    return FALSE;
  if (!adj_json_get_version (root, ANSWERS_VERSION, ANSWERS_VERSION, &version, where, error)
      || !adj_json_get_int (root, "from_level", ADJ_HEXMAP_LEVEL_MIN, ADJ_HEXMAP_LEVEL_MAX, &fl,
                            where, error)
      || !adj_json_get_int (root, "to_level", ADJ_HEXMAP_LEVEL_MIN, ADJ_HEXMAP_LEVEL_MAX, &tl,
                            where, error))
    return FALSE;
  const char *shifted = adj_json_get_string_opt (root, "shifted", where, &local);
  if (local != NULL)
    return g_propagate_error (error, local), FALSE;
  if (shifted != NULL && !adj_column_shift_from_string (shifted, &shift, error))
    return g_prefix_error (error, "%s.shifted: ", where), FALSE;
  if (!adj_losquery_init (q, shift, from, fl, to, tl, error))
    return FALSE;
  *answers = g_new0 (AdjLosAnswer, MAX (q->questions->len, 1));
  return load_list (q, *answers, root, "hexes", where, error)
         && load_list (q, *answers, root, "hexsides", where, error);
}

gboolean
adj_losquery_load_answers (const char *text, gsize len, const char *what, AdjHex from, AdjHex to,
                           AdjLosQuery *query, AdjLosAnswer **answers, GError **error)
{
  g_autofree char *where = g_strdup_printf ("%s: $", what);
  json_object *root = adj_json_parse (text, len, what, error);

  *query = (AdjLosQuery) { 0 };
  *answers = NULL;
  if (root == NULL)
    return FALSE;
  gboolean ok = json_object_is_type (root, json_type_object);
  if (!ok)
    g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: expected an object"), where);
  ok = ok && load_root (root, where, from, to, query, answers, error);
  json_object_put (root);
  if (!ok)
    {
      adj_losquery_clear (query);
      g_clear_pointer (answers, g_free);
    }
  return ok;
}
