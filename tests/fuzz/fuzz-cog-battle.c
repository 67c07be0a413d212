/* libFuzzer target: the Clash of Giants III battle loader refuses any
 * input cleanly; a battle it accepts saves and loads back to the same
 * battle (same hash), and a game starts on it and ends its first step. */
#include <string.h>

#include <adjutant-engine.h>

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  GError *error = NULL;
  AdjCogBattle *b = adj_cog_battle_load_data ((const char *) data, size, "fuzz.json", &error);
  g_assert ((b == NULL) != (error == NULL));
  if (b != NULL)
    {
      json_object *o = adj_cog_battle_to_json (b);
      const char *text = json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN);
      AdjCogBattle *again = adj_cog_battle_load_data (text, strlen (text), "again.json", &error);
      g_assert (again != NULL);
      g_assert (g_str_equal (adj_cog_battle_get_hash (again), adj_cog_battle_get_hash (b)));
      for (guint i = 0; i < adj_cog_battle_n_units (b); i++)
        g_assert (adj_cog_battle_unit (b, i)->formation < adj_cog_battle_n_formations (b));
      AdjJournal *j = adj_cog_journal_new (b, NULL, &error);
      g_assert (j != NULL);
      AdjCogMove *next = adj_cog_move_next (ADJ_COG_STEP_EARLY_CSA);
      g_assert (adj_journal_apply (j, next, &error));
      json_object *summary = adj_cog_state_summary (adj_journal_get_state (j));
      g_assert (summary != NULL);
      json_object_put (summary);
      adj_cog_move_free (next);
      adj_journal_free (j);
      adj_cog_battle_unref (again);
      json_object_put (o);
      adj_cog_battle_unref (b);
    }
  g_clear_error (&error);
  return 0;
}
