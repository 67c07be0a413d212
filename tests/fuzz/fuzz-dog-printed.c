/* libFuzzer target: Days of Glory's printed-numbers file
 * (data/dog/printed) refuses any input cleanly, with a message that is
 * UTF-8 (it reaches the app's dialogs), and keeps what it accepts. */
#include <adjutant-engine.h>
#include <dog/rules.h>

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  GError *error = NULL;
  AdjDogRules *rules = adj_dog_rules_load_data ((const char *) data, size, "fuzz.json", &error);
  g_assert ((rules == NULL) != (error == NULL));
  if (rules == NULL)
    g_assert (g_utf8_validate (error->message, -1, NULL));
  else
    {
      for (int t = 0; t < ADJ_DOG_N_TABLES; t++)
        (void) adj_dog_rules_cite (rules, (AdjDogTable) t);
      adj_dog_rules_unref (rules);
    }
  g_clear_error (&error);
  return 0;
}
