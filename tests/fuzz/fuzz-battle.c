/* libFuzzer target: the battle loader refuses any input cleanly, and a
 * battle it accepts saves and loads back to the same battle. */
#include <string.h>

#include <adjutant-engine.h>

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  GError *error = NULL;
  AdjBattle *b = adj_battle_load_data ((const char *) data, size, "fuzz.json", &error);
  g_assert ((b == NULL) != (error == NULL));
  if (b != NULL)
    {
      json_object *o = adj_battle_to_json (b);
      const char *text = json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN);
      AdjBattle *again = adj_battle_load_data (text, strlen (text), "again.json", &error);
      g_assert (again != NULL);
      g_assert (g_str_equal (adj_battle_get_hash (again), adj_battle_get_hash (b)));
      /* Every reference resolves and a game can start on it. */
      for (guint i = 0; i < adj_battle_n_units (b); i++)
        g_assert (adj_battle_get_unit (b, i)->group < adj_battle_n_groups (b));
      AdjJournal *j = adj_game_journal_new (b, NULL, &error);
      g_assert (j != NULL);
      adj_journal_free (j);
      adj_battle_unref (again);
      json_object_put (o);
      adj_battle_unref (b);
    }
  g_clear_error (&error);
  return 0;
}
