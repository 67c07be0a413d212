#include "cli.h"

#include <stdio.h>

#include <glory/combat.h>

int
adj_cli_combat_file (const char *cmd, const char *arg, const char *overrides, AdjCliCombatAnswer answer)
{
  g_autofree char *datadir = adj_cli_data_dir ();
  g_autofree char *dir = g_build_filename (datadir, "charts", NULL);
  g_autofree char *what = NULL;
  GError *error = NULL;

  if (!adj_cli_check_overrides (cmd, overrides))
    return ADJ_CLI_EXIT_BAD_INPUT;
  g_autoptr (AdjCombatCharts) charts = adj_combat_charts_load (dir, overrides, &error);
  if (charts == NULL)
    return adj_cli_fail (cmd, error);
  json_object *root = adj_cli_read_json (arg, &what, &error);
  if (root == NULL)
    return adj_cli_fail (cmd, error);
  json_object *out = answer (root, what, charts, &error);
  json_object_put (root);
  return out != NULL ? adj_cli_print (out) : adj_cli_fail (cmd, error);
}

int
adj_cli_combat_command (const char *cmd, const char *summary, int argc, char **argv,
                        AdjCliCombatAnswer answer)
{
  g_autofree char *overrides = NULL;
  GOptionEntry entries[] = {
    { "overrides", 0, 0, G_OPTION_ARG_FILENAME, &overrides,
      "Use the player's own chart values from FILE", "FILE" },
    { NULL }
  };

  if (!adj_cli_parse_options (cmd, "FILE|-", summary, entries, &argc, &argv))
    return ADJ_CLI_EXIT_BAD_INPUT;
  if (argc != 2)
    return adj_cli_failf (cmd, "expected one input file, or - for standard input");
  return adj_cli_combat_file (cmd, argv[1], overrides, answer);
}

/* The charge, and with any Defensive Fire declared, the DF and the charge after it. */
static json_object *
answer_charge (json_object *root, const char *what, const AdjCombatCharts *charts, GError **error)
{
  AdjChargeInput in;
  AdjChargeResult cr = { 0 };
  AdjDfResult dr = { 0 };
  json_object *out = NULL;
  gboolean any_df = FALSE;

  if (!adj_charge_input_from_json (root, what, &in, error))
    return NULL;
  for (guint d = 0; d < in.n_defenders; d++)
    any_df |= in.defenders[d].df_mask != 0;
  if (adj_charge_resolve (&in, charts, &cr, error))
    {
      out = adj_charge_result_to_json (&in, charts, &cr);
      if (any_df && adj_deffire_resolve (&in, charts, &dr, error))
        json_object_object_add (out, "defensive_fire", adj_df_result_to_json (&in, charts, &dr));
      else if (any_df)
        g_clear_pointer (&out, json_object_put);
    }
  adj_charge_result_clear (&cr);
  adj_df_result_clear (&dr);
  adj_charge_input_clear (&in);
  return out;
}

static json_object *
answer_df (json_object *root, const char *what, const AdjCombatCharts *charts, GError **error)
{
  AdjChargeInput in;
  AdjDfResult dr = { 0 };
  json_object *out = NULL;

  if (!adj_charge_input_from_json (root, what, &in, error))
    return NULL;
  if (adj_deffire_resolve (&in, charts, &dr, error))
    out = adj_df_result_to_json (&in, charts, &dr);
  adj_df_result_clear (&dr);
  adj_charge_input_clear (&in);
  return out;
}

/* The whole charge before anyone rolls, Glory III and Fixed Glory side by side. */
static json_object *
answer_tree (json_object *root, const char *what, const AdjCombatCharts *charts, GError **error)
{
  AdjChargeInput in;
  AdjChargeTree tree;
  json_object *out = NULL;

  if (!adj_charge_input_from_json (root, what, &in, error))
    return NULL;
  if (adj_charge_tree (&in, charts, &tree, error))
    out = adj_charge_tree_to_json (charts, &tree);
  adj_charge_input_clear (&in);
  return out;
}

/* adjutant-cli charge FILE|- [--tree] [--overrides FILE] */
int
adj_cli_cmd_charge (int argc, char **argv)
{
  g_autofree char *overrides = NULL;
  gboolean tree = FALSE;
  GOptionEntry entries[] = {
    { "tree", 0, 0, G_OPTION_ARG_NONE, &tree,
      "The whole charge before anyone rolls (DF, the charge, every check), Glory III and Fixed Glory", NULL },
    { "overrides", 0, 0, G_OPTION_ARG_FILENAME, &overrides,
      "Use the player's own chart values from FILE", "FILE" },
    { NULL }
  };
  if (!adj_cli_parse_options ("charge", "FILE|-", "A charge (10.2-10.4): odds, DRMs, the result of a roll and "
                              "the chance of every result. Input: docs/calculators.md", entries, &argc, &argv))
    return ADJ_CLI_EXIT_BAD_INPUT;
  if (argc != 2)
    return adj_cli_failf ("charge", "expected one input file, or - for standard input");
  return adj_cli_combat_file ("charge", argv[1], overrides, tree ? answer_tree : answer_charge);
}

/* adjutant-cli df FILE|- [--overrides FILE] */
int
adj_cli_cmd_df (int argc, char **argv)
{
  return adj_cli_combat_command ("df", "Defensive Fire against a charge (10.3), and the charge after "
                                 "it. Input: docs/calculators.md", argc, argv, answer_df);
}
