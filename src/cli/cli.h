/* adjutant-cli: shared helpers of the subcommands. */
#pragma once

#include <adjutant-engine.h>

G_BEGIN_DECLS

/* Exit statuses (docs/cli.md): bad input; the answer could not be written. */
#define ADJ_CLI_EXIT_BAD_INPUT 2
#define ADJ_CLI_EXIT_OUTPUT 3

typedef int (*AdjCliCommand) (int argc, char **argv);
/* A command every ruleset has; @ruleset is NULL when none was named. */
typedef int (*AdjCliGenericCommand) (const AdjRuleset *ruleset, int argc, char **argv);

/* Prints @obj as one line of JSON on stdout and releases it; returns 0, or
 * ADJ_CLI_EXIT_OUTPUT with a line on stderr when the output fails. */
int adj_cli_print (json_object *obj);
/* FALSE (having said why, exit status 2) when @path (--overrides) is given
 * but is not a file. */
gboolean adj_cli_check_overrides (const char *cmd, const char *path);
/* Prints "adjutant-cli: CMD: message" on stderr and returns exit status 2. */
int adj_cli_fail (const char *cmd, GError *error);
int adj_cli_failf (const char *cmd, const char *format, ...) G_GNUC_PRINTF (2, 3);

/* Parses @argv with @entries; on error prints it and returns FALSE. */
gboolean adj_cli_parse_options (const char *cmd, const char *params, const char *summary,
                                GOptionEntry *entries, int *argc, char ***argv);

/* Where the shipped charts and data live (see core/paths.h). */
static inline char *
adj_cli_data_dir (void)
{
  return adj_paths_data_dir ();
}

/* FILE, or standard input for "-", refused over the engine's 16 MiB limit
 * before it is all read. *what (may be NULL) names it in errors. */
char        *adj_cli_read_input (const char *arg, gsize *len, char **what, GError **error);
json_object *adj_cli_read_json (const char *arg, char **what, GError **error);

/* A saved game (cmd-replay.c): loaded with its scenario embedded, or by
 * id among the shipped scenarios or those in @dir; *embedded says which. */
AdjJournal  *adj_cli_load_game (const char *path, const char *dir, gboolean *embedded, GError **error);
/* Where the game stands: the ruleset's summary, the actions, the cursor,
 * the last action's line; with @owed, what the step owes and what is legal. */
json_object *adj_cli_game_summary (const AdjJournal *journal, gboolean owed);

int adj_cli_cmd_hexline (int argc, char **argv);
int adj_cli_cmd_roll (int argc, char **argv);
int adj_cli_cmd_charts (int argc, char **argv);
int adj_cli_cmd_los (int argc, char **argv);

/* Combat calculators (cmd-charge.c, cmd-odds.c, cmd-fire.c). */
typedef struct _AdjCombatCharts AdjCombatCharts;
int adj_cli_cmd_odds (int argc, char **argv);
int adj_cli_cmd_charge (int argc, char **argv);
int adj_cli_cmd_df (int argc, char **argv);
int adj_cli_cmd_fire (int argc, char **argv);
int adj_cli_cmd_fixed_fire (int argc, char **argv);
/* A combat command's answer to its JSON input (NULL and @error on failure). */
typedef json_object *(*AdjCliCombatAnswer) (json_object *root, const char *what,
                                            const AdjCombatCharts *charts, GError **error);
/* Reads FILE or "-" (stdin), loads the charts with the player's @overrides
 * (may be NULL), prints the answer or fails with exit status 2. */
int adj_cli_combat_file (const char *cmd, const char *arg, const char *overrides,
                         AdjCliCombatAnswer answer);
/* The same for "CMD FILE|- [--overrides FILE]". */
int adj_cli_combat_command (const char *cmd, const char *summary, int argc, char **argv,
                            AdjCliCombatAnswer answer);

/* The game tracker (cmd-ca.c, cmd-rally.c). */
int adj_cli_cmd_ca (int argc, char **argv);
int adj_cli_cmd_rally (int argc, char **argv);
int adj_cli_cmd_recover (int argc, char **argv);

/* Clash of Giants III (cmd-cog.c). */
int adj_cli_cmd_cog_cup (int argc, char **argv);
int adj_cli_cmd_cog_combat (int argc, char **argv);
/* Days of Glory (cmd-dog.c). */
int adj_cli_cmd_dog_points (int argc, char **argv);
int adj_cli_cmd_dog_victory (int argc, char **argv);
int adj_cli_cmd_dog_staff (int argc, char **argv);
int adj_cli_cmd_dog_fire (int argc, char **argv);
int adj_cli_cmd_dog_dice (int argc, char **argv);
int adj_cli_cmd_dog_morale (int argc, char **argv);
int adj_cli_cmd_dog_scouting (int argc, char **argv);
int adj_cli_cmd_dog_dispute (int argc, char **argv);
int adj_cli_cmd_dog_assault (int argc, char **argv);
int adj_cli_cmd_dog_split (int argc, char **argv);
/* The Glory that Was's calculators (cmd-tgtw.c). */
int adj_cli_cmd_tgtw_melee (int argc, char **argv);
int adj_cli_cmd_tgtw_missile (int argc, char **argv);
int adj_cli_cmd_tgtw_morale (int argc, char **argv);
int adj_cli_cmd_tgtw_casualty (int argc, char **argv);
int adj_cli_cmd_tgtw_initiative (int argc, char **argv);

/* Every ruleset's commands, through its table (cmd-replay.c). */
int adj_cli_cmd_replay (const AdjRuleset *ruleset, int argc, char **argv);
int adj_cli_cmd_apply (const AdjRuleset *ruleset, int argc, char **argv);
int adj_cli_cmd_host (const AdjRuleset *ruleset, int argc, char **argv);
int adj_cli_cmd_scenarios (const AdjRuleset *ruleset, int argc, char **argv);
int adj_cli_cmd_rulesets (const AdjRuleset *ruleset, int argc, char **argv);

G_END_DECLS
