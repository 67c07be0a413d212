/* libFuzzer target: The Glory that Was's scenario loader refuses any input
 * cleanly; a scenario it accepts saves and loads back to the same hash,
 * and a game on it starts, sums up and runs its first turn. */
#include <string.h>

#include <adjutant-engine.h>

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  GError *error = NULL;
  AdjTgtwScenario *sc = adj_tgtw_scenario_load_data ((const char *) data, size, "fuzz.json", &error);
  g_assert ((sc == NULL) != (error == NULL));
  if (sc != NULL)
    {
      json_object *o = adj_tgtw_scenario_to_json (sc);
      const char *text = json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN);
      AdjTgtwScenario *again = adj_tgtw_scenario_load_data (text, strlen (text), "again.json", &error);
      g_assert (again != NULL);
      g_assert (g_str_equal (adj_tgtw_scenario_get_hash (again), adj_tgtw_scenario_get_hash (sc)));
      /* Every reference resolves: a turn plays through on it. */
      AdjTgtwState *s = adj_tgtw_state_new (sc, ADJ_TGTW_ALL_OPTIONS & ~ADJ_TGTW_OPTION_CARDS);
      for (guint i = 0; i < adj_tgtw_scenario_n_sectors (sc); i++)
        for (int tries = 0; tries < 3; tries++)
          {
            AdjTgtwMove *m = adj_tgtw_move_initiative (i, 1 + tries, 10 - tries);
            AdjTgtwState *n = adj_tgtw_move_apply (s, m, NULL);
            adj_tgtw_move_free (m);
            g_assert (n != NULL);
            adj_tgtw_state_unref (s);
            s = n;
            AdjTgtwSectorStanding st;
            adj_tgtw_state_sector (s, i, &st);
            if (st.decided)
              {
                m = adj_tgtw_move_first (i, (guint) st.winner);
                n = adj_tgtw_move_apply (s, m, NULL);
                adj_tgtw_move_free (m);
                g_assert (n != NULL);
                adj_tgtw_state_unref (s);
                s = n;
                break;
              }
          }
      for (int k = 0; k < 12 && adj_tgtw_move_expected (s, ADJ_TGTW_MOVE_NEXT); k++)
        {
          AdjTgtwMove *m = adj_tgtw_move_next ();
          AdjTgtwState *n = adj_tgtw_move_apply (s, m, NULL);
          char *line = n ? adj_tgtw_move_describe (m, s, n) : NULL;
          g_free (line);
          adj_tgtw_move_free (m);
          if (n == NULL)
            break;
          adj_tgtw_state_unref (s);
          s = n;
        }
      json_object_put (adj_tgtw_state_summary (s));
      g_free (adj_tgtw_state_headline (s));
      adj_tgtw_state_unref (s);
      adj_tgtw_scenario_unref (again);
      json_object_put (o);
      adj_tgtw_scenario_unref (sc);
    }
  g_clear_error (&error);
  return 0;
}
