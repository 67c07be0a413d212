/* Calculators a player's device may run (calculator.h). */
#include "core/calculator.h"

#include <stdlib.h>
#include <string.h>

#include "core/error.h"
#include "core/i18n.h"
#include "core/jsonmembers.h"

/* The units a UNIT field offers on @state. */
static void
list_units (const AdjCalcField *f, gconstpointer state, GArray *ids, GPtrArray *names)
{
  if (f->units != NULL && state != NULL)
    f->units (state, ids, names);
}

/* A UNIT field's default: the listed unit at dflt (the last when fewer),
 * none for an optional field, -1 with none listed. */
static int
unit_default (const AdjCalcField *f, GArray *ids)
{
  if (f->min == 0 || ids->len == 0)
    return -1;
  return g_array_index (ids, int, MIN ((guint) f->dflt, ids->len - 1));
}

static void
add_units (json_object *x, const AdjCalcField *f, gconstpointer state)
{
  g_autoptr (GArray) ids = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr (GPtrArray) names = g_ptr_array_new ();
  list_units (f, state, ids, names);
  json_object *ch = json_object_new_array_ext ((int) ids->len);
  for (guint i = 0; i < ids->len; i++)
    {
      json_object *u = json_object_new_object ();
      json_object_object_add (u, "id", json_object_new_int (g_array_index (ids, int, i)));
      json_object_object_add (u, "name", json_object_new_string (g_ptr_array_index (names, i)));
      json_object_array_add (ch, u);
    }
  json_object_object_add (x, "optional", json_object_new_boolean (f->min == 0));
  json_object_object_add (x, "choices", ch);
  int dflt = unit_default (f, ids);
  json_object_object_add (x, "default", dflt >= 0 ? json_object_new_int (dflt) : NULL);
}

json_object *
adj_calculators_to_json (const AdjCalculator *calcs, guint n, gconstpointer state)
{
  json_object *arr = json_object_new_array_ext ((int) n);
  for (guint i = 0; i < n; i++)
    {
      const AdjCalculator *c = &calcs[i];
      json_object *o = json_object_new_object ();
      json_object_object_add (o, "id", json_object_new_string (c->id));
      json_object_object_add (o, "title", json_object_new_string (_(c->title)));
      json_object_object_add (o, "rule", json_object_new_string (c->rule));
      json_object *fields = json_object_new_array_ext ((int) c->n_fields);
      for (guint k = 0; k < c->n_fields; k++)
        {
          const AdjCalcField *f = &c->fields[k];
          static const char *const kinds[] = { "int", "bool", "choice", "unit", "hex" };
          json_object *x = json_object_new_object ();
          json_object_object_add (x, "name", json_object_new_string (f->name));
          json_object_object_add (x, "label", json_object_new_string (_(f->label)));
          json_object_object_add (x, "kind", json_object_new_string (kinds[f->kind]));
          if (f->needs != NULL)
            json_object_object_add (x, "needs", json_object_new_string (f->needs));
          if (f->kind == ADJ_CALC_CHOICE)
            {
              json_object *ch = json_object_new_array ();
              for (const char *const *p = f->choices; *p != NULL; p++)
                json_object_array_add (ch, json_object_new_string (*p));
              json_object_object_add (x, "choices", ch);
              json_object_object_add (x, "default", json_object_new_string (f->choices[f->dflt]));
            }
          else if (f->kind == ADJ_CALC_UNIT)
            add_units (x, f, state);
          else if (f->kind == ADJ_CALC_HEX)
            {
              g_autofree char *id = g_strdup_printf ("%04d", f->dflt);
              json_object_object_add (x, "default", json_object_new_string (id));
            }
          else
            {
              json_object_object_add (x, "min", json_object_new_int (f->min));
              json_object_object_add (x, "max", json_object_new_int (f->max));
              json_object_object_add (x, "default", f->kind == ADJ_CALC_BOOL ? json_object_new_boolean (f->dflt)
                                                                               : json_object_new_int (f->dflt));
            }
          json_object_array_add (fields, x);
        }
      json_object_object_add (o, "fields", fields);
      if (c->questions != NULL)
        json_object_object_add (o, "asks", json_object_new_boolean (TRUE));
      json_object_array_add (arr, o);
    }
  return arr;
}

/* A UNIT field's value: a listed unit's id, or none (null, or left out)
 * when the field may be none; left out otherwise, its default. */
static gboolean
read_unit (const AdjCalcField *f, json_object *v, gconstpointer state, int *out, GError **error)
{
  g_autoptr (GArray) ids = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr (GPtrArray) names = g_ptr_array_new ();
  list_units (f, state, ids, names);
  *out = unit_default (f, ids);
  if (v == NULL && (f->min == 0 || *out >= 0))
    return TRUE;
  if (v != NULL && json_object_is_type (v, json_type_int))
    for (guint i = 0; i < ids->len; i++)
      if (g_array_index (ids, int, i) == json_object_get_int64 (v))
        {
          *out = g_array_index (ids, int, i);
          return TRUE;
        }
  g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("input.%s: expected one of the game's units in play"), f->name);
  return FALSE;
}

static gboolean
read_field (const AdjCalcField *f, json_object *v, gconstpointer state, int *out, GError **error)
{
  if (f->kind == ADJ_CALC_UNIT)
    return read_unit (f, json_object_is_type (v, json_type_null) ? NULL : v, state, out, error);
  if (v == NULL)
    {
      *out = f->dflt;
      return TRUE;
    }
  switch (f->kind)
    {
    case ADJ_CALC_BOOL:
      if (json_object_is_type (v, json_type_boolean))
        {
          *out = json_object_get_boolean (v);
          return TRUE;
        }
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("input.%s: expected true or false"), f->name);
      return FALSE;
    case ADJ_CALC_CHOICE:
      if (json_object_is_type (v, json_type_string))
        for (int i = 0; f->choices[i] != NULL; i++)
          if (g_str_equal (f->choices[i], json_object_get_string (v)))
            {
              *out = i;
              return TRUE;
            }
      {
        g_autofree char *list = g_strjoinv (", ", (char **) f->choices);
        g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("input.%s: expected one of %s"), f->name, list);
      }
      return FALSE;
    case ADJ_CALC_HEX:
      {
        const char *id = json_object_is_type (v, json_type_string) ? json_object_get_string (v) : "";
        gboolean ok = strlen (id) == 4;
        for (int i = 0; ok && i < 4; i++)
          ok = g_ascii_isdigit (id[i]);
        if (ok)
          {
            *out = atoi (id);
            return TRUE;
          }
      }
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("input.%s: expected a hex id of four digits, as on the map"),
                   f->name);
      return FALSE;
    case ADJ_CALC_INT:
    default:
      if (json_object_is_type (v, json_type_int))
        {
          int64_t x = json_object_get_int64 (v);
          if (x >= f->min && x <= f->max)
            {
              *out = (int) x;
              return TRUE;
            }
        }
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("input.%s: expected a whole number from %d to %d"), f->name,
                   f->min, f->max);
      return FALSE;
    }
}

/* @v answers @q, a question in the table's field JSON: a whole number in
 * its range, true or false, or one of its choices. */
static gboolean
check_answer (json_object *q, const char *name, json_object *v, GError **error)
{
  const char *kind = json_object_get_string (json_object_object_get (q, "kind"));
  if (g_str_equal (kind, "bool"))
    {
      if (json_object_is_type (v, json_type_boolean))
        return TRUE;
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("answers.%s: expected true or false"), name);
      return FALSE;
    }
  if (g_str_equal (kind, "choice"))
    {
      json_object *choices = json_object_object_get (q, "choices");
      g_autoptr (GPtrArray) ids = g_ptr_array_new_null_terminated (0, NULL, TRUE);
      for (size_t i = 0; i < json_object_array_length (choices); i++)
        {
          const char *ch = json_object_get_string (json_object_array_get_idx (choices, i));
          if (json_object_is_type (v, json_type_string) && g_str_equal (ch, json_object_get_string (v)))
            return TRUE;
          g_ptr_array_add (ids, (gpointer) ch);
        }
      g_autofree char *list = g_strjoinv (", ", (char **) ids->pdata);
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("answers.%s: expected one of %s"), name, list);
      return FALSE;
    }
  int min = json_object_get_int (json_object_object_get (q, "min"));
  int max = json_object_get_int (json_object_object_get (q, "max"));
  if (json_object_is_type (v, json_type_int) && json_object_get_int64 (v) >= min && json_object_get_int64 (v) <= max)
    return TRUE;
  g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("answers.%s: expected a whole number from %d to %d"), name,
               min, max);
  return FALSE;
}

/* Each of @answers names one of @questions' "fields" and answers it. */
static gboolean
check_answers (json_object *questions, json_object *answers, GError **error)
{
  if (!json_object_is_type (answers, json_type_object))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("answers: expected an object"));
      return FALSE;
    }
  json_object *fields = json_object_object_get (questions, "fields");
  json_object_object_foreach (answers, name, v)
    {
      json_object *q = NULL;
      for (size_t i = 0; q == NULL && i < json_object_array_length (fields); i++)
        {
          json_object *f = json_object_array_get_idx (fields, i);
          if (g_str_equal (json_object_get_string (json_object_object_get (f, "name")), name))
            q = f;
        }
      if (q == NULL)
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("answers.%s: no such question"), name);
          return FALSE;
        }
      if (!check_answer (q, name, v, error))
        return FALSE;
    }
  return TRUE;
}

json_object *
adj_calculator_run (const AdjCalculator *calcs, guint n, json_object *request, gconstpointer state, GError **error)
{
  static const char *const members[] = { "calculator", "input", "answers", NULL };
  json_object *id = NULL, *input = NULL, *answers = NULL;
  if (!json_object_is_type (request, json_type_object))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("expected {\"calculator\": …, \"input\": {…}}"));
      return NULL;
    }
  if (!adj_json_only_members (request, members, "$", error))
    return NULL;
  json_object_object_get_ex (request, "calculator", &id);
  json_object_object_get_ex (request, "input", &input);
  json_object_object_get_ex (request, "answers", &answers);
  const AdjCalculator *c = NULL;
  for (guint i = 0; id != NULL && json_object_is_type (id, json_type_string) && i < n; i++)
    if (g_str_equal (calcs[i].id, json_object_get_string (id)))
      c = &calcs[i];
  if (c == NULL)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_NOT_FOUND, _("calculator: this game has no such calculator"));
      return NULL;
    }
  if (input != NULL && !json_object_is_type (input, json_type_object))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("input: expected an object"));
      return NULL;
    }
  const char *names[ADJ_CALC_MAX_FIELDS + 1] = { NULL };
  for (guint k = 0; k < c->n_fields; k++)
    names[k] = c->fields[k].name;
  if (input != NULL && !adj_json_only_members (input, names, "input", error))
    return NULL;
  int values[ADJ_CALC_MAX_FIELDS] = { 0 };
  for (guint k = 0; k < c->n_fields; k++)
    {
      json_object *v = NULL;
      if (input != NULL)
        json_object_object_get_ex (input, c->fields[k].name, &v);
      if (!read_field (&c->fields[k], v, state, &values[k], error))
        return NULL;
    }
  if (c->questions == NULL)
    {
      if (answers != NULL)
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("answers: this calculator asks no questions"));
          return NULL;
        }
      return c->run (state, values, error);
    }
  json_object *questions = c->questions (state, values, error);
  if (questions == NULL || answers == NULL)
    return questions;
  gboolean ok = check_answers (questions, answers, error);
  json_object_put (questions);
  return ok ? c->answer (state, values, answers, error) : NULL;
}
