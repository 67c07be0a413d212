#include "cli.h"

#include <glory/combat.h>

static json_object *
answer_fire (json_object *root, const char *what, const AdjCombatCharts *charts, GError **error)
{
  AdjFireInput in;
  AdjFireResult res = { 0 };
  json_object *out = NULL;

  if (!adj_fire_input_from_json (root, what, &in, error))
    return NULL;
  if (adj_fire_resolve (&in, charts, &res, error))
    out = adj_fire_result_to_json (&in, charts, &res);
  adj_fire_result_clear (&res);
  adj_fire_input_clear (&in);
  return out;
}

static json_object *
answer_fixed (json_object *root, const char *what, const AdjCombatCharts *charts, GError **error)
{
  AdjFixedFireInput in;
  AdjFixedFireResult res = { 0 };
  json_object *out = NULL;

  if (!adj_fixed_fire_input_from_json (root, what, &in, error))
    return NULL;
  if (adj_fixed_fire_resolve (&in, charts, &res, error))
    out = adj_fixed_fire_result_to_json (&in, &res);
  adj_fixed_fire_result_clear (&res);
  adj_fixed_fire_input_clear (&in);
  return out;
}

/* adjutant-cli fire FILE|- [--overrides FILE] */
int
adj_cli_cmd_fire (int argc, char **argv)
{
  return adj_cli_combat_command ("fire", "Artillery Fire (9): DRMs, the result of a roll and the chance "
                                 "of every result. Input: docs/calculators.md", argc, argv, answer_fire);
}

/* The table alone, for a known FP (the 24 FP cap applied). */
static int
fixed_table (const char *fp_text, gint64 drm, gint64 cohesion)
{
  AdjFixedFireResult res = { 0 };
  AdjFixedFireInput in = { 0 };
  gint64 fp;

  if (!g_ascii_string_to_signed (fp_text, 10, 0, 99, &fp, NULL))
    return adj_cli_failf ("fixed-fire", "'%s' is not a firepower: a whole number from 0 to 99", fp_text);
  adj_fixed_fire_table (MIN ((int) fp, ADJ_FIXED_MAX_FP), (int) drm, &res);
  res.raw_fp = (int) fp;
  if (cohesion >= 0)
    {
      in.n_targets = 1;
      in.cohesion[0] = (int) cohesion;
      res.p_unit_disordered[0] = res.p_disorder + res.p_check * adj_ccdr_fail_faces ((int) cohesion, 0) / 10.0;
    }
  json_object *out = adj_fixed_fire_result_to_json (cohesion >= 0 ? &in : NULL, &res);
  adj_fixed_fire_result_clear (&res);
  return adj_cli_print (out);
}

/* adjutant-cli fixed-fire FP|FILE|- [--terrain-drm N] [--cohesion Q] [--overrides FILE] */
int
adj_cli_cmd_fixed_fire (int argc, char **argv)
{
  g_autofree char *drm_text = NULL, *cohesion_text = NULL, *overrides = NULL;
  GOptionEntry entries[] = {
    { "terrain-drm", 't', 0, G_OPTION_ARG_STRING, &drm_text,
      "To-hit DRM from the target's terrain (e.g. 1 for woods, -1 for mounted cavalry)", "N" },
    { "cohesion", 'c', 0, G_OPTION_ARG_STRING, &cohesion_text,
      "The target's cohesion, for the chance it is disordered", "Q" },
    { "overrides", 0, 0, G_OPTION_ARG_FILENAME, &overrides,
      "Use the player's own chart values from FILE (input files only)", "FILE" },
    { NULL }
  };
  gint64 drm = 0, cohesion = -1;

  if (!adj_cli_parse_options ("fixed-fire", "FP|FILE|-",
                              "The Fixed Glory fire table for FP firepower, or a whole fire from an "
                              "input file. Input: docs/calculators.md",
                              entries, &argc, &argv))
    return ADJ_CLI_EXIT_BAD_INPUT;
  if (argc != 2)
    return adj_cli_failf ("fixed-fire", "expected the firepower FP (0 to 99), or an input file");
  if (drm_text && !g_ascii_string_to_signed (drm_text, 10, -9, 9, &drm, NULL))
    return adj_cli_failf ("fixed-fire", "--terrain-drm: '%s' is not a DRM from -9 to 9", drm_text);
  if (cohesion_text && !g_ascii_string_to_signed (cohesion_text, 10, ADJ_COHESION_MIN, ADJ_COHESION_MAX,
                                                  &cohesion, NULL))
    return adj_cli_failf ("fixed-fire", "--cohesion: '%s' is not a cohesion rating: a whole number from %d to %d",
                          cohesion_text, ADJ_COHESION_MIN, ADJ_COHESION_MAX);
  if (g_ascii_isdigit (argv[1][0]) && !g_file_test (argv[1], G_FILE_TEST_EXISTS))
    return fixed_table (argv[1], drm, cohesion);
  if (drm_text || cohesion_text)
    return adj_cli_failf ("fixed-fire", "--terrain-drm and --cohesion go with FP; an input file says both");
  return adj_cli_combat_file ("fixed-fire", argv[1], overrides, answer_fixed);
}
