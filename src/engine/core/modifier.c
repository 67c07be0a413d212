#include "core/modifier.h"

static void
modifier_clear (gpointer data)
{
  AdjModifier *m = data;
  g_free (m->rule);
  g_free (m->text);
}

GArray *
adj_modifiers_new (void)
{
  GArray *mods = g_array_new (FALSE, TRUE, sizeof (AdjModifier));
  g_array_set_clear_func (mods, modifier_clear);
  return mods;
}

void
adj_modifiers_add (GArray *mods, int value, const char *rule, const char *format, ...)
{
  va_list args;
  AdjModifier m = { value, g_strdup (rule), NULL };
  va_start (args, format);
  m.text = g_strdup_vprintf (format, args);
  va_end (args);
  g_array_append_val (mods, m);
}

int
adj_modifiers_total (const GArray *mods)
{
  int total = 0;
  for (guint i = 0; i < mods->len; i++)
    total += g_array_index (mods, AdjModifier, i).value;
  return total;
}

const AdjModifier *
adj_modifiers_find (const GArray *mods, const char *rule)
{
  for (guint i = 0; i < mods->len; i++)
    if (g_strcmp0 (g_array_index (mods, AdjModifier, i).rule, rule) == 0)
      return &g_array_index (mods, AdjModifier, i);
  return NULL;
}

json_object *
adj_modifiers_to_json (const GArray *mods)
{
  json_object *arr = json_object_new_array ();
  for (guint i = 0; i < mods->len; i++)
    {
      const AdjModifier *m = &g_array_index (mods, AdjModifier, i);
      json_object *o = json_object_new_object ();
      json_object_object_add (o, "value", json_object_new_int (m->value));
      json_object_object_add (o, "rule", json_object_new_string (m->rule ? m->rule : ""));
      json_object_object_add (o, "text", json_object_new_string (m->text ? m->text : ""));
      json_object_array_add (arr, o);
    }
  return arr;
}
