/* libFuzzer target: the saved-game loader refuses any input cleanly (bad
 * JSON, a bad battle, a journal that does not replay), and a game it
 * accepts saves and loads back to the same states. */
#include <string.h>

#include <adjutant-engine.h>

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  GError *error = NULL;
  AdjJournal *j = adj_savegame_load_data ((const char *) data, size, "fuzz.json", adj_rulesets (), NULL, NULL, &error);
  g_assert ((j == NULL) != (error == NULL));
  if (j != NULL)
    {
      json_object *o = adj_savegame_to_json (j, TRUE);
      const char *text = json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN);
      AdjJournal *again = adj_savegame_load_data (text, strlen (text), "again.json", adj_rulesets (), NULL, NULL, &error);
      g_assert (again != NULL);
      g_assert (adj_journal_get_length (again) == adj_journal_get_length (j));
      const AdjRuleset *rs = adj_journal_get_ruleset (j);
      g_assert (rs->state_equal (adj_journal_get_state (again), adj_journal_get_state (j)));
      for (guint i = 0; i < adj_journal_get_length (j); i++)
        {
          char *line = adj_journal_describe (j, i);
          g_free (line);
        }
      json_object_put (rs->state_summary (adj_journal_get_state (j)));
      adj_journal_free (again);
      json_object_put (o);
      adj_journal_free (j);
    }
  g_clear_error (&error);
  return 0;
}
