/* Step items and the procedure level of a game (procedure.h). */
#include "core/procedure.h"

#include <stdarg.h>

#include "core/error.h"
#include "core/i18n.h"

gboolean
adj_procedure_from_options (json_object *options, int absent, int *out, const char *where, GError **error)
{
  json_object *v = NULL;
  *out = absent;
  if (options == NULL || !json_object_object_get_ex (options, ADJ_PROCEDURE_MEMBER, &v))
    return TRUE;
  gint64 level = json_object_is_type (v, json_type_int) ? json_object_get_int64 (v) : 0;
  if (level > ADJ_PROCEDURE_CURRENT)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT,
                   _("%s.%s: %lld: made by a newer version of Adjutant; this one follows procedures %d to %d"),
                   where, ADJ_PROCEDURE_MEMBER, (long long) level, ADJ_PROCEDURE_FIRST, ADJ_PROCEDURE_CURRENT);
      return FALSE;
    }
  if (level < ADJ_PROCEDURE_FIRST)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s.%s: expected a whole number from %d to %d"), where,
                   ADJ_PROCEDURE_MEMBER, ADJ_PROCEDURE_FIRST, ADJ_PROCEDURE_CURRENT);
      return FALSE;
    }
  *out = (int) level;
  return TRUE;
}

json_object *
adj_procedure_options_with (json_object *options, int level)
{
  json_object *copy = NULL;
  if (options == NULL || json_object_deep_copy (options, &copy, NULL) != 0 || copy == NULL)
    copy = json_object_new_object ();
  if (!json_object_object_get_ex (copy, ADJ_PROCEDURE_MEMBER, NULL))
    json_object_object_add (copy, ADJ_PROCEDURE_MEMBER, json_object_new_int (level));
  return copy;
}

AdjStepItem *
adj_step_item_new (const char *kind, const char *rule, int side, const char *text, ...)
{
  va_list args;
  AdjStepItem *item = g_new0 (AdjStepItem, 1);
  item->kind = kind;
  item->rule = rule;
  item->side = side;
  va_start (args, text);
  item->text = g_strdup_vprintf (text, args);
  va_end (args);
  item->units = g_ptr_array_new_with_free_func (g_free);
  return item;
}

void
adj_step_item_add_unit (AdjStepItem *item, const char *id)
{
  g_ptr_array_add (item->units, g_strdup (id));
}

void
adj_step_item_free (AdjStepItem *item)
{
  if (item == NULL)
    return;
  g_free (item->text);
  g_ptr_array_unref (item->units);
  g_free (item);
}

GPtrArray *
adj_step_items_new (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) adj_step_item_free);
}

AdjStepItem *
adj_step_items_add (GPtrArray *items, AdjStepItem *item)
{
  g_ptr_array_add (items, item);
  return item;
}

json_object *
adj_step_items_to_json (const GPtrArray *items, const char * const side_ids[2])
{
  json_object *arr = json_object_new_array_ext ((int) items->len);
  for (guint i = 0; i < items->len; i++)
    {
      const AdjStepItem *item = items->pdata[i];
      json_object *o = json_object_new_object ();
      json_object_object_add (o, "text", json_object_new_string (item->text));
      if (item->rule != NULL)
        json_object_object_add (o, "rule", json_object_new_string (item->rule));
      const char *side = item->side == 0 || item->side == 1 ? side_ids[item->side] : NULL;
      json_object_object_add (o, "side", json_object_new_string (side != NULL ? side : "both"));
      json_object *units = json_object_new_array_ext ((int) item->units->len);
      for (guint k = 0; k < item->units->len; k++)
        json_object_array_add (units, json_object_new_string (item->units->pdata[k]));
      json_object_object_add (o, "units", units);
      if (item->kind != NULL)
        json_object_object_add (o, "kind", json_object_new_string (item->kind));
      json_object_array_add (arr, o);
    }
  return arr;
}

void
adj_step_items_offer (GPtrArray *items, const char *kind, const char *rule, int side, const char *text,
                      const char *id)
{
  AdjStepItem *it = NULL;
  for (guint i = 0; i < items->len && it == NULL; i++)
    {
      AdjStepItem *x = items->pdata[i];
      if (x->kind == kind && x->side == side && g_str_equal (x->text, text))
        it = x;
    }
  if (it == NULL)
    it = adj_step_items_add (items, adj_step_item_new (kind, rule, side, "%s", text));
  if (id != NULL)
    adj_step_item_add_unit (it, id);
}
