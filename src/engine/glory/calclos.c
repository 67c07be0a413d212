/* Line of sight without a map on a device (calclos.h): the questions are
 * the CLI's (losqueryjson.c) with a field for each, and the answers go
 * through the CLI's own reader, so the verdict and the text of what is
 * still missing are the CLI's. */
#include "glory/calclos.h"

#include <string.h>

#include "core/hexmap.h"
#include "core/i18n.h"
#include "glory/losquery.h"

static const char *const shifts[] = { "odd", "even", NULL };

const AdjCalcField adj_glory_los_fields[ADJ_GLORY_LOS_N_FIELDS] = {
  { "from", N_("Firer's hex (its 4-digit id on the map)"), ADJ_CALC_HEX, 0, 9999, 510, NULL },
  { "from_level", N_("Firer's level"), ADJ_CALC_INT, ADJ_HEXMAP_LEVEL_MIN, ADJ_HEXMAP_LEVEL_MAX, 0, NULL },
  { "to", N_("Target's hex (its 4-digit id on the map)"), ADJ_CALC_HEX, 0, 9999, 506, NULL },
  { "to_level", N_("Target's level"), ADJ_CALC_INT, ADJ_HEXMAP_LEVEL_MIN, ADJ_HEXMAP_LEVEL_MAX, 0, NULL },
  { "shifted", N_("Columns set half a hex lower on the map"), ADJ_CALC_CHOICE, 0, 1, 0, shifts },
};

static const char *const woods_choices[] = { "no", "yes", NULL };
static const char *const unit_choices[] = { "none", "friendly", "enemy", NULL };
static const char *const slope_choices[] = { "none", "steep", "sheer", NULL };

/* The hex of field @v ("0510" typed, 510 here). */
static gboolean
field_hex (int v, AdjHex *out, GError **error)
{
  char id[16];
  g_snprintf (id, sizeof id, "%04d", v);
  return adj_hex_parse (id, out, error);
}

static gboolean
query_init (const int *v, AdjLosQuery *q, GError **error)
{
  AdjHex from, to;
  *q = (AdjLosQuery) { 0 };
  if (!field_hex (v[0], &from, error) || !field_hex (v[2], &to, error))
    return FALSE;
  if (adj_losquery_init (q, (AdjColumnShift) v[4], from, v[1], to, v[3], error))
    return TRUE;
  adj_losquery_clear (q);
  return FALSE;
}

/* A question's answer is named after its hex (or hexside) and kind, so
 * an answer typed stays with its hex when the question list changes. */
static char *
question_name (const AdjLosQuestion *x)
{
  char a[ADJ_HEX_ID_SIZE], b[ADJ_HEX_ID_SIZE];
  adj_hex_format (x->hex, a);
  if (x->kind == ADJ_LOSQ_SLOPE)
    return g_strdup_printf ("%s-%s-slope", a, adj_hex_format (x->other, b));
  return g_strdup_printf ("%s-%s", a, adj_losquery_kind_to_string (x->kind));
}

static json_object *
strings (const char *const *list)
{
  json_object *arr = json_object_new_array ();
  for (; *list != NULL; list++)
    json_object_array_add (arr, json_object_new_string (*list));
  return arr;
}

/* Question @x as a field of the table (core/calculator.h), unanswered. */
static json_object *
question_field (const AdjLosQuestion *x)
{
  static const char *const labels[] = { N_("Hex {0}: its level"), N_("Hex {0}: woods in it?"),
                                        N_("Hex {0}: a combat unit in it?"),
                                        N_("Hexside between {0} and {1}: its slope") };
  static const char *const *const choices[] = { NULL, woods_choices, unit_choices, slope_choices };
  char a[ADJ_HEX_ID_SIZE], b[ADJ_HEX_ID_SIZE];
  json_object *f = json_object_new_object ();
  json_object *args = json_object_new_array ();
  g_autofree char *name = question_name (x);
  json_object_object_add (f, "name", json_object_new_string (name));
  json_object_object_add (f, "label", json_object_new_string (_(labels[x->kind])));
  json_object_array_add (args, json_object_new_string (adj_hex_format (x->hex, a)));
  if (x->kind == ADJ_LOSQ_SLOPE)
    json_object_array_add (args, json_object_new_string (adj_hex_format (x->other, b)));
  json_object_object_add (f, "label_args", args);
  json_object_object_add (f, "kind", json_object_new_string (x->kind == ADJ_LOSQ_LEVEL ? "int" : "choice"));
  if (x->kind == ADJ_LOSQ_LEVEL)
    {
      json_object_object_add (f, "min", json_object_new_int (ADJ_HEXMAP_LEVEL_MIN));
      json_object_object_add (f, "max", json_object_new_int (ADJ_HEXMAP_LEVEL_MAX));
    }
  else
    json_object_object_add (f, "choices", strings (choices[x->kind]));
  json_object_object_add (f, "default", NULL);
  if (x->n_when > 0)
    {
      json_object *when = json_object_new_object ();
      json_object *any = json_object_new_array ();
      for (guint k = 0; k < x->n_when; k++)
        {
          g_autofree char *level = g_strconcat (adj_hex_format (x->when_hex[k], a), "-level", NULL);
          json_object_array_add (any, json_object_new_string (level));
        }
      json_object_object_add (when, "any_of", any);
      json_object_object_add (when, "min", json_object_new_int (x->level_min));
      json_object_object_add (when, "max", json_object_new_int (x->level_max));
      json_object_object_add (f, "when", when);
    }
  return f;
}

/* The CLI's `los --questions` answer, with "fields": the questions as a
 * device asks them, in the same order. */
json_object *
adj_glory_los_questions (gconstpointer state, const int *v, GError **error)
{
  AdjLosQuery q;
  if (!query_init (v, &q, error))
    return NULL;
  json_object *out = adj_losquery_to_json (&q);
  json_object *fields = json_object_new_array ();
  for (guint i = 0; i < q.questions->len; i++)
    json_object_array_add (fields, question_field (&g_array_index (q.questions, AdjLosQuestion, i)));
  json_object_object_add (out, "fields", fields);
  adj_losquery_clear (&q);
  return out;
}

/* The hexes' item of the answers file for @hex, made on first use. */
static json_object *
hex_item (json_object *hexes, const char *hex)
{
  for (size_t i = 0; i < json_object_array_length (hexes); i++)
    {
      json_object *item = json_object_array_get_idx (hexes, i);
      if (g_str_equal (json_object_get_string (json_object_object_get (item, "hex")), hex))
        return item;
    }
  json_object *item = json_object_new_object ();
  json_object_object_add (item, "hex", json_object_new_string (hex));
  json_object_array_add (hexes, item);
  return item;
}

/* The device's answers as an "adjutant-los-answers" file (docs/cli.md). */
static json_object *
answers_file (const AdjLosQuery *q, const int *v, json_object *answers)
{
  json_object *file = json_object_new_object ();
  json_object *hexes = json_object_new_array ();
  json_object *sides = json_object_new_array ();
  json_object_object_add (file, "format", json_object_new_string ("adjutant-los-answers"));
  json_object_object_add (file, "version", json_object_new_int (1));
  json_object_object_add (file, "from_level", json_object_new_int (v[1]));
  json_object_object_add (file, "to_level", json_object_new_int (v[3]));
  json_object_object_add (file, "shifted", json_object_new_string (shifts[v[4]]));
  for (guint i = 0; i < q->questions->len; i++)
    {
      const AdjLosQuestion *x = &g_array_index (q->questions, AdjLosQuestion, i);
      g_autofree char *name = question_name (x);
      json_object *a = NULL;
      char h[ADJ_HEX_ID_SIZE], o[ADJ_HEX_ID_SIZE];
      if (!json_object_object_get_ex (answers, name, &a))
        continue;
      adj_hex_format (x->hex, h);
      if (x->kind == ADJ_LOSQ_SLOPE)
        {
          json_object *side = json_object_new_object ();
          json_object *between = json_object_new_array ();
          json_object_array_add (between, json_object_new_string (h));
          json_object_array_add (between, json_object_new_string (adj_hex_format (x->other, o)));
          json_object_object_add (side, "between", between);
          json_object_object_add (side, "slope", json_object_get (a));
          json_object_array_add (sides, side);
        }
      else if (x->kind == ADJ_LOSQ_WOODS)
        json_object_object_add (hex_item (hexes, h), "woods",
                                json_object_new_boolean (g_str_equal (json_object_get_string (a), "yes")));
      else
        json_object_object_add (hex_item (hexes, h), adj_losquery_kind_to_string (x->kind), json_object_get (a));
    }
  json_object_object_add (file, "hexes", hexes);
  json_object_object_add (file, "hexsides", sides);
  return file;
}

/* The verdict as `los --answers` gives it, or what is still missing. */
json_object *
adj_glory_los_answer (gconstpointer state, const int *v, json_object *answers, GError **error)
{
  AdjLosQuery q, loaded;
  AdjLosAnswer *given = NULL;
  AdjLosResult result;
  if (!query_init (v, &q, error))
    return NULL;
  json_object *file = answers_file (&q, v, answers);
  const char *text = json_object_to_json_string_ext (file, JSON_C_TO_STRING_PLAIN);
  gboolean ok = adj_losquery_load_answers (text, strlen (text), "answers", q.from, q.to, &loaded, &given, error);
  json_object_put (file);
  adj_losquery_clear (&q);
  if (!ok)
    return NULL;
  ok = adj_losquery_solve (&loaded, given, &result, error);
  adj_losquery_clear (&loaded);
  g_free (given);
  json_object *out = ok ? adj_los_result_to_json (&result) : NULL;
  adj_los_result_clear (&result);
  return out;
}
