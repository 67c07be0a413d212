#include "cli.h"

#include <glory/calculators.h>
#include <glory/combat.h>

static gboolean
parse_strength (const char *text, const char *which, int *out, GError **error)
{
  guint64 v;
  if (!g_ascii_string_to_unsigned (text, 10, 1, 999, &v, NULL))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
                   "'%s' is not a %s strength: a whole number from 1 to 999", text, which);
      return FALSE;
    }
  *out = (int) v;
  return TRUE;
}

/* adjutant-cli odds ATT DEF [--attacker-favoured] [--overrides FILE] */
int
adj_cli_cmd_odds (int argc, char **argv)
{
  gboolean favoured = FALSE;
  g_autofree char *overrides = NULL;
  GOptionEntry entries[] = {
    { "attacker-favoured", 'a', 0, G_OPTION_ARG_NONE, &favoured,
      "Round in favour of the attacker (10.41, no terrain DRM for the defender)", NULL },
    { "overrides", 0, 0, G_OPTION_ARG_FILENAME, &overrides,
      "Use the player's own chart values from FILE", "FILE" },
    { NULL }
  };
  GError *error = NULL;
  int attack, defense;
  AdjOdds odds;

  if (!adj_cli_parse_options ("odds", "ATT DEF", "The charge odds column and its DRM (10.23, 10.41).",
                              entries, &argc, &argv))
    return ADJ_CLI_EXIT_BAD_INPUT;
  if (argc != 3)
    return adj_cli_failf ("odds", "expected two strengths, ATT and DEF (e.g. odds 9 6)");
  if (!parse_strength (argv[1], "charging", &attack, &error)
      || !parse_strength (argv[2], "defending", &defense, &error))
    return adj_cli_fail ("odds", error);
  if (!adj_cli_check_overrides ("odds", overrides))
    return ADJ_CLI_EXIT_BAD_INPUT;
  g_autofree char *datadir = adj_cli_data_dir ();
  g_autofree char *dir = g_build_filename (datadir, "charts", NULL);
  g_autoptr (AdjCombatCharts) charts = adj_combat_charts_load (dir, overrides, &error);
  if (charts == NULL)
    return adj_cli_fail ("odds", error);

  adj_odds_compute (charts, attack, defense, favoured, &odds);
  return adj_cli_print (adj_odds_to_json (&odds));
}
