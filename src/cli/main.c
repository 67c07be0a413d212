/* adjutant-cli: the engine's calculators on the command line, JSON out.
 *
 *   adjutant-cli RULESET COMMAND [ARGS...]   a game's command
 *   adjutant-cli COMMAND [ARGS...]           the generic commands, and
 *                                            Glory III's as they always were
 *
 * Exit status 0 on success, 2 on bad input (one line on stderr). */
#include <libintl.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "config.h"

typedef struct {
  const char *name;
  AdjCliCommand run;
  const char *summary;
} Command;

static const Command glory_commands[] = {
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
};

static const Command cog_commands[] = {
  { "cup", adj_cli_cmd_cog_cup, "the Artillery Marker draw: chance of each count of own AMs (6.3.2)" },
  { "combat", adj_cli_cmd_cog_combat, "a combat's exact step losses and retreats per unit (12.9)" },
};

static const Command dog_commands[] = {
  { "points", adj_cli_cmd_dog_points, "an army list's points (6, 7.1)" },
  { "victory", adj_cli_cmd_dog_victory, "the result from the points lost (19.2)" },
  { "staff", adj_cli_cmd_dog_staff, "the chance of each staff quality (15.1, 20.4)" },
  { "fire", adj_cli_cmd_dog_fire, "the chance of each number of hits from shooting (18.3)" },
  { "dice", adj_cli_cmd_dog_dice, "the dice a unit's stands roll from your own charts (18.3)" },
  { "assault", adj_cli_cmd_dog_assault, "the chances of a close assault (18.5)" },
  { "split", adj_cli_cmd_dog_split, "a close assault's casualties split between the units (18.5.2)" },
  { "morale", adj_cli_cmd_dog_morale, "the chance of passing a morale test (18.2)" },
  { "scouting", adj_cli_cmd_dog_scouting, "scouting points and who is out-scouted (20.2, 20.3)" },
  { "dispute", adj_cli_cmd_dog_dispute, "a dispute settled by 1d6 (4.1)" },
};

static const Command tgtw_commands[] = {
  { "melee", adj_cli_cmd_tgtw_melee, "a melee: MCT1 column and MCT2 outcomes (7.0)" },
  { "missile", adj_cli_cmd_tgtw_missile, "missile fire at one hex: PDT, TDT, MFT (5.0-5.3)" },
  { "morale", adj_cli_cmd_tgtw_morale, "the chance of passing a morale check (8.0)" },
  { "casualty", adj_cli_cmd_tgtw_casualty, "a leader's casualty roll (9.0)" },
  { "initiative", adj_cli_cmd_tgtw_initiative, "one sector's initiative (4.0)" },
};

/* The commands of each game, by ruleset id. */
static const struct {
  const char *ruleset;
  const Command *commands;
  guint n_commands;
} games[] = {
  { "glory", glory_commands, G_N_ELEMENTS (glory_commands) },
  { "tgtw", tgtw_commands, G_N_ELEMENTS (tgtw_commands) },
  { "cog", cog_commands, G_N_ELEMENTS (cog_commands) },
  { "dog", dog_commands, G_N_ELEMENTS (dog_commands) },
};

static const struct {
  const char *name;
  AdjCliGenericCommand run;
  const char *summary;
} generic[] = {
  { "replay", adj_cli_cmd_replay, "replay a saved game and sum up its state" },
  { "apply", adj_cli_cmd_apply, "apply a move to a saved game (refused: the rule, the file unchanged)" },
  { "host", adj_cli_cmd_host, "serve a saved game to the players' devices (SIDE URL per side)" },
  { "scenarios", adj_cli_cmd_scenarios, "the game's shipped scenarios" },
  { "rulesets", adj_cli_cmd_rulesets, "the games Adjutant hosts" },
};

/* Commands given without a game are Glory III's, as before rulesets. */
#define DEFAULT_GAME 0

static void
usage (FILE *out)
{
  fprintf (out, "Usage: adjutant-cli [GAME] COMMAND [ARGS...]\n       adjutant-cli --version\n\n"
                "Games:");
  for (const AdjRuleset * const *rs = adj_rulesets (); *rs != NULL; rs++)
    fprintf (out, " %s (%s)%s", (*rs)->id, (*rs)->name, rs[1] ? "," : "\n");
  fprintf (out, "\nEvery game:\n");
  for (guint i = 0; i < G_N_ELEMENTS (generic); i++)
    fprintf (out, "  %-10s %s\n", generic[i].name, generic[i].summary);
  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      fprintf (out, "\n%s%s:\n", games[g].ruleset, g == DEFAULT_GAME ? " (also without the game's name)" : "");
      for (guint i = 0; i < games[g].n_commands; i++)
        fprintf (out, "  %-10s %s\n", games[g].commands[i].name, games[g].commands[i].summary);
    }
  fprintf (out, "\nadjutant-cli [GAME] COMMAND --help tells more. Output is JSON on stdout.\n");
}

/* Runs @argv[0] as a command of @rs: a generic one, or its own. */
static int
run (const AdjRuleset *rs, int argc, char **argv)
{
  for (guint i = 0; i < G_N_ELEMENTS (generic); i++)
    if (strcmp (argv[0], generic[i].name) == 0)
      return generic[i].run (rs, argc, argv);
  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    if (strcmp (rs->id, games[g].ruleset) == 0)
      for (guint i = 0; i < games[g].n_commands; i++)
        if (strcmp (argv[0], games[g].commands[i].name) == 0)
          return games[g].commands[i].run (argc, argv);
  fprintf (stderr, "adjutant-cli: %s has no command '%s' (adjutant-cli --help lists them)\n", rs->id, argv[0]);
  return ADJ_CLI_EXIT_BAD_INPUT;
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
  /* A closed pipe is a failed write that we report, not a silent death. */
  signal (SIGPIPE, SIG_IGN);

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

  const AdjRuleset *rs = adj_ruleset_find (adj_rulesets (), argv[1]);
  if (rs != NULL)
    {
      if (argc < 3)
        {
          fprintf (stderr, "adjutant-cli: expected a command after '%s' (adjutant-cli --help lists them)\n",
                   argv[1]);
          return ADJ_CLI_EXIT_BAD_INPUT;
        }
      return run (rs, argc - 2, argv + 2);
    }

  /* Without a game: the generic commands read any game's files. */
  for (guint i = 0; i < G_N_ELEMENTS (generic); i++)
    if (strcmp (argv[1], generic[i].name) == 0)
      return generic[i].run (NULL, argc - 1, argv + 1);
  for (guint i = 0; i < games[DEFAULT_GAME].n_commands; i++)
    if (strcmp (argv[1], games[DEFAULT_GAME].commands[i].name) == 0)
      return games[DEFAULT_GAME].commands[i].run (argc - 1, argv + 1);

  fprintf (stderr, "adjutant-cli: unknown game or command '%s' (adjutant-cli --help lists them)\n", argv[1]);
  return ADJ_CLI_EXIT_BAD_INPUT;
}
