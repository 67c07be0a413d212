/* libFuzzer target: the loader of the player's own Clash of Giants III
 * Combat Chart values refuses any input cleanly; values it accepts write
 * back to text that loads to the same values. */
#include <string.h>

#include <adjutant-engine.h>

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  GError *error = NULL;
  AdjCogChartValues *v = adj_cog_chart_values_load_data ((const char *) data, size, "fuzz.json", &error);
  g_assert ((v == NULL) != (error == NULL));
  if (v != NULL)
    {
      json_object *o = adj_cog_chart_values_to_json (v);
      char *text = g_strdup (json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN));
      AdjCogChartValues *again = adj_cog_chart_values_load_data (text, strlen (text), "again.json", &error);
      g_assert (again != NULL);
      g_assert (adj_cog_chart_values_count (again) == adj_cog_chart_values_count (v));
      json_object *o2 = adj_cog_chart_values_to_json (again);
      g_assert (g_str_equal (text, json_object_to_json_string_ext (o2, JSON_C_TO_STRING_PLAIN)));
      json_object_put (o2);
      json_object_put (o);
      g_free (text);
      adj_cog_chart_values_free (again);
      adj_cog_chart_values_free (v);
    }
  g_clear_error (&error);
  return 0;
}
