/* libFuzzer target: the Days of Glory army list loader refuses any input
 * cleanly; a list it accepts saves and loads back to the same text, and
 * its points, roster and checks are computed without fault. */
#include <string.h>

#include <adjutant-engine.h>
#include <dog/roster.h>

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

static AdjDogRules *rules;

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  GError *error = NULL;
  if (rules == NULL)
    {
      rules = adj_dog_rules_load_default (&error);
      g_assert (rules != NULL);
    }
  AdjDogArmy *a = adj_dog_army_load_data ((const char *) data, size, "fuzz.json", &error);
  g_assert ((a == NULL) != (error == NULL));
  if (a != NULL)
    {
      json_object *o = adj_dog_army_to_json (a);
      const char *text = json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN);
      AdjDogArmy *again = adj_dog_army_load_data (text, strlen (text), "again.json", &error);
      g_assert (again != NULL);
      json_object *p = adj_dog_army_to_json (again);
      g_assert (g_str_equal (text, json_object_to_json_string_ext (p, JSON_C_TO_STRING_PLAIN)));
      int total = adj_dog_army_total (rules, a);
      g_assert (total == adj_dog_army_total (rules, again));
      AdjDogRoster *r = adj_dog_roster_new (rules, a, 800);
      g_assert (r->total == total);
      json_object_put (adj_dog_roster_to_json (r));
      adj_dog_roster_free (r);
      json_object_put (p);
      json_object_put (o);
      adj_dog_army_free (again);
      adj_dog_army_free (a);
    }
  g_clear_error (&error);
  return 0;
}
