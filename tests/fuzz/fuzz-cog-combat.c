/* libFuzzer target: Clash of Giants III's combat input (adjutant-cli cog
 * combat) refuses any input cleanly, read against the rulebook's printed
 * cells; one it accepts gives chances, each between 0 and 1, and the
 * number of defenders that lose a step is a distribution. */
#include <math.h>

#include <adjutant-engine.h>
#include <cog/combatjson.h>

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

static AdjChart *chart;

static gboolean
is_chance (double p)
{
  return p >= -1e-12 && p <= 1 + 1e-9;
}

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  GError *error = NULL;
  AdjCogCombatRequest req;
  AdjCogCombatChances c = { 0 };

  if (chart == NULL)
    chart = adj_cog_chart_printed ();
  json_object *root = adj_json_parse ((const char *) data, size, "fuzz.json", &error);
  if (root == NULL)
    {
      g_assert (error != NULL);
      g_clear_error (&error);
      return 0;
    }
  if (!adj_cog_combat_request_from_json (root, chart, "fuzz.json: $", &req, &error))
    g_assert (error != NULL && g_utf8_validate (error->message, -1, NULL));
  else if (adj_cog_combat_chances (&req.input, &c, &error))
    {
      double sum = 0;
      for (guint i = 0; i <= ADJ_COG_MAX_COMBAT_UNITS; i++)
        {
          g_assert (is_chance (c.defender_losses[i]) && is_chance (c.attacker_losses[i]));
          sum += c.defender_losses[i];
        }
      g_assert (fabs (sum - 1) <= 1e-9);
      for (guint i = 0; i < ADJ_COG_MAX_COMBAT_UNITS; i++)
        g_assert (is_chance (c.defenders[i].loss) && is_chance (c.attackers[i].loss));
      json_object_put (adj_cog_combat_answer_to_json (&req, &c));
    }
  else
    g_assert (error != NULL);
  g_clear_error (&error);
  adj_cog_combat_chances_clear (&c);
  json_object_put (root);
  return 0;
}
