/* libFuzzer target: the loader of the player's own Days of Glory sheets
 * (the values typed from the reference sheets, kept across games) refuses
 * any input cleanly; sheets it accepts save and load back to the same
 * text. */
#include <string.h>

#include <adjutant-engine.h>
#include <dog/sheets.h>

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  GError *error = NULL;
  AdjDogSheets *s = adj_dog_sheets_load_data ((const char *) data, size, "fuzz.json", &error);
  g_assert ((s == NULL) != (error == NULL));
  if (s != NULL)
    {
      json_object *o = adj_dog_sheets_to_json (s);
      const char *text = json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN);
      AdjDogSheets *again = adj_dog_sheets_load_data (text, strlen (text), "again.json", &error);
      g_assert (again != NULL);
      json_object *p = adj_dog_sheets_to_json (again);
      g_assert (g_str_equal (text, json_object_to_json_string_ext (p, JSON_C_TO_STRING_PLAIN)));
      json_object_put (p);
      json_object_put (o);
      adj_dog_sheets_free (again);
      adj_dog_sheets_free (s);
    }
  g_clear_error (&error);
  return 0;
}
