/* libFuzzer target: the autosave resumed whole, as adj_savelog_load_files
 * does it: a base (a save of any game, its scenario embedded) and the log
 * after it. The input is the base, a NUL byte (no save holds one), and the
 * log; the first byte chooses whether the right header for the base is
 * put before the log, so the fuzzer reaches the lines without guessing a
 * SHA-256. Anything is refused cleanly; what resumes saves and loads back
 * to the same game. */
#include <string.h>

#include <adjutant-engine.h>

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  GError *error = NULL;
  AdjSaveLogReplay out;

  if (size == 0)
    return 0;
  gboolean header = data[0] & 1;
  const char *text = (const char *) data + 1;
  gsize len = size - 1;
  const char *nul = memchr (text, '\0', len);
  gsize base_len = nul != NULL ? (gsize) (nul - text) : len;
  const char *log_text = nul != NULL ? nul + 1 : text + len;
  gsize log_len = len - base_len - (nul != NULL);

  AdjJournal *j = adj_savegame_load_data (text, base_len, "autosave.json", adj_rulesets (), NULL, NULL, &error);
  if (j == NULL)
    {
      g_assert (error != NULL && g_utf8_validate (error->message, -1, NULL));
      g_clear_error (&error);
      return 0;
    }
  g_autofree char *hash = g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) text, base_len);
  GString *log = g_string_new (NULL);
  if (header)
    {
      g_autofree char *h = adj_savelog_header (hash);
      g_string_append (log, h);
    }
  g_string_append_len (log, log_text, (gssize) log_len);
  if (adj_savelog_replay (j, log->str, log->len, "autosave.log", hash, &out, &error))
    {
      gsize again_len = 0;
      g_autofree char *again_hash = NULL;
      g_autofree char *again_text = adj_savelog_base_data (j, &again_len, &again_hash);
      AdjJournal *again = adj_savegame_load_data (again_text, again_len, "again.json", adj_rulesets (), NULL, NULL,
                                                  &error);
      g_assert (again != NULL);
      const AdjRuleset *rs = adj_journal_get_ruleset (j);
      g_assert (adj_journal_get_ruleset (again) == rs);
      g_assert (adj_journal_get_length (again) == adj_journal_get_length (j));
      g_assert (adj_journal_get_cursor (again) == adj_journal_get_cursor (j));
      g_assert (rs->state_equal (adj_journal_get_state (again), adj_journal_get_state (j)));
      adj_journal_free (again);
    }
  else
    g_assert (error != NULL && g_utf8_validate (error->message, -1, NULL));
  g_clear_error (&error);
  g_string_free (log, TRUE);
  adj_journal_free (j);
  return 0;
}
