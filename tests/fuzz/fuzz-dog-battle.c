/* libFuzzer target: the Days of Glory battle loader refuses any input
 * cleanly; a battle it accepts saves and loads back to the same text and
 * hash, and its armies' points and units are read without fault. */
#include <string.h>

#include <adjutant-engine.h>
#include <dog/battle.h>

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  GError *error = NULL;
  AdjDogBattle *b = adj_dog_battle_load_data ((const char *) data, size, "fuzz.json", &error);
  g_assert ((b == NULL) != (error == NULL));
  if (b != NULL)
    {
      json_object *o = adj_dog_battle_to_json (b);
      const char *text = json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN);
      AdjDogBattle *again = adj_dog_battle_load_data (text, strlen (text), "again.json", &error);
      g_assert (again != NULL);
      json_object *p = adj_dog_battle_to_json (again);
      g_assert (g_str_equal (text, json_object_to_json_string_ext (p, JSON_C_TO_STRING_PLAIN)));
      g_assert (g_str_equal (adj_dog_battle_get_hash (b), adj_dog_battle_get_hash (again)));
      for (int side = 0; side < 2; side++)
        g_assert (adj_dog_battle_army_total (b, side) == adj_dog_battle_army_total (again, side));
      for (guint i = 0; i < adj_dog_battle_n_units (b); i++)
        g_assert (adj_dog_battle_unit (b, i) != NULL);
      json_object_put (p);
      json_object_put (o);
      adj_dog_battle_unref (again);
      adj_dog_battle_unref (b);
    }
  g_clear_error (&error);
  return 0;
}
