/* libFuzzer target: the autosave's log refuses any input cleanly (bad
 * JSON, a wrong header, a step that does not replay, a cursor out of
 * range) on a game of its own, and a log it accepts leaves a game that
 * saves and loads back to the same state. The first byte chooses: 0, the
 * input is the whole log; else the right header is put before it, so the
 * fuzzer reaches the lines without guessing a SHA-256. */
#include <string.h>

#include "../engine/game-helpers.h"

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

static char *base_text;
static gsize base_len;
static char *base_hash;

static void
make_base (void)
{
  g_autofree char *json = th_synthetic_battle_json (2, 2, 2, 4);
  g_autoptr (AdjBattle) battle = th_battle (json);
  g_autoptr (AdjJournal) j = th_random_game (battle, 20, 1879);

  base_text = adj_savelog_base_data (j, &base_len, &base_hash);
}

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  GError *error = NULL;
  AdjSaveLogReplay out;
  AdjJournal *j;
  GString *log;

  if (base_text == NULL)
    make_base ();
  if (size == 0)
    return 0;
  j = adj_savegame_load_data (base_text, base_len, "autosave.json", adj_rulesets (), NULL, NULL, &error);
  g_assert_no_error (error);
  log = g_string_new (NULL);
  if (data[0] != 0)
    {
      g_autofree char *header = adj_savelog_header (base_hash);
      g_string_append (log, header);
    }
  g_string_append_len (log, (const char *) data + 1, (gssize) size - 1);
  if (adj_savelog_replay (j, log->str, log->len, "autosave.log", base_hash, &out, &error))
    {
      gsize len = 0;
      g_autofree char *hash = NULL;
      g_autofree char *text = adj_savelog_base_data (j, &len, &hash);
      AdjJournal *again;

      g_assert (error == NULL);
      again = adj_savegame_load_data (text, len, "again.json", adj_rulesets (), NULL, NULL, &error);
      g_assert (again != NULL);
      g_assert (adj_journal_get_length (again) == adj_journal_get_length (j));
      g_assert (adj_journal_get_cursor (again) == adj_journal_get_cursor (j));
      g_assert (adj_game_state_equal (adj_journal_get_state (again), adj_journal_get_state (j)));
      adj_journal_free (again);
    }
  else
    g_assert (error != NULL);
  g_clear_error (&error);
  g_string_free (log, TRUE);
  adj_journal_free (j);
  return 0;
}
