/* adjutant-cli: the engine's calculators on the command line, JSON out.
 * Exit status 0 on success, 2 on bad input (one line on stderr). */
#include <libintl.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "config.h"

static const struct {
  const char *name;
  AdjCliCommand run;
  const char *summary;
} commands[] = {
  { "hexline", adj_cli_cmd_hexline, "the hexes a line crosses (9.4)" },
  { "roll", adj_cli_cmd_roll, "a virtual die roll" },
  { "charts", adj_cli_cmd_charts, "the charts, with the source of every cell" },
  { "los", adj_cli_cmd_los, "line of sight over a map, or from answers (9.4)" },
  { "odds", adj_cli_cmd_odds, "charge odds column and DRM (10.23, 10.41)" },
  { "charge", adj_cli_cmd_charge, "a charge: DRMs, result and distribution (10.2-10.4)" },
  { "df", adj_cli_cmd_df, "Defensive Fire and the charge after it (10.3)" },
  { "fire", adj_cli_cmd_fire, "artillery fire: DRMs, result and distribution (9)" },
  { "fixed-fire", adj_cli_cmd_fixed_fire, "the Fixed Glory fire table (variant)" },
  { "ca", adj_cli_cmd_ca, "the roll a Combined Activation needs (4.25)" },
  { "rally", adj_cli_cmd_rally, "the chance of a rally (11.5, 13)" },
  { "recover", adj_cli_cmd_recover, "the chance of a recovery (11.6, 13)" },
  { "replay", adj_cli_cmd_replay, "replay a saved game and sum up its state" },
};

static void
usage (FILE *out)
{
  fprintf (out, "Usage: adjutant-cli COMMAND [ARGS...]\n       adjutant-cli --version\n\nCommands:\n");
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (out, "  %-10s %s\n", commands[i].name, commands[i].summary);
  fprintf (out, "\nadjutant-cli COMMAND --help tells more. Output is JSON on stdout.\n");
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "");
  /* The engine's messages are translatable, but the CLI's output (JSON and
   * its errors) is a contract in English: messages stay in C whatever the
   * environment says, even with the catalogue installed (docs/cli.md). */
  setlocale (LC_MESSAGES, "C");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);

  if (argc < 2)
    {
      usage (stderr);
      return ADJ_CLI_EXIT_BAD_INPUT;
    }
  if (strcmp (argv[1], "--version") == 0)
    {
      json_object *out = json_object_new_object ();
      json_object_object_add (out, "name", json_object_new_string ("adjutant-cli"));
      json_object_object_add (out, "version", json_object_new_string (PACKAGE_VERSION));
      return adj_cli_print (out);
    }
  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0)
    {
      usage (stdout);
      return 0;
    }
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (strcmp (argv[1], commands[i].name) == 0)
      return commands[i].run (argc - 1, argv + 1);

  fprintf (stderr, "adjutant-cli: unknown command '%s' (adjutant-cli --help lists them)\n", argv[1]);
  return ADJ_CLI_EXIT_BAD_INPUT;
}
