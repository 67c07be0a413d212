#include "cli.h"

#include <glory/calculators.h>

static gboolean
parse_cohesion (const char *cmd, const char *text, int *out)
{
  gint64 v;
  if (text == NULL)
    {
      adj_cli_failf (cmd, "--cohesion N is required: the unit's disordered cohesion");
      return FALSE;
    }
  /* A rating printed on a counter: the die reads 0-9 (2.3). */
  if (!g_ascii_string_to_signed (text, 10, ADJ_COHESION_MIN, ADJ_COHESION_MAX, &v, NULL))
    {
      adj_cli_failf (cmd, "'%s' is not a cohesion rating: a whole number from %d to %d", text,
                     ADJ_COHESION_MIN, ADJ_COHESION_MAX);
      return FALSE;
    }
  *out = (int) v;
  return TRUE;
}

/* 12.4: --disorder-marker names the cavalry whose counter has no disordered
 * side; the cohesion given is then its printed rating. */
static gboolean
parse_marker (const char *cmd, const char *text, AdjCombatUnit *unit)
{
  static const struct {
    const char *name;
    AdjCombatKind kind;
    AdjArmy army;
  } kinds[] = {
    { "mounted", ADJ_COMBAT_MOUNTED_CAVALRY, ADJ_ARMY_UNION },
    { "dismounted-union", ADJ_COMBAT_DISMOUNTED_CAVALRY, ADJ_ARMY_UNION },
    { "dismounted-confederate", ADJ_COMBAT_DISMOUNTED_CAVALRY, ADJ_ARMY_CONFEDERATE },
  };
  unit->kind = ADJ_COMBAT_INFANTRY;
  unit->disordered = TRUE;
  if (text == NULL)
    return TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    if (g_str_equal (text, kinds[i].name))
      {
        unit->kind = kinds[i].kind;
        unit->army = kinds[i].army;
        unit->disorder_marker = TRUE;
        return TRUE;
      }
  adj_cli_failf (cmd, "--disorder-marker: '%s' is not mounted, dismounted-union or dismounted-confederate",
                 text);
  return FALSE;
}

/* Rally and recovery differ in their night flag, their rule and what a
 * failure costs. */
static int
run (const char *cmd, gboolean recovery, int argc, char **argv)
{
  g_autofree char *cohesion_text = NULL, *marker = NULL;
  gboolean night = FALSE;
  GOptionEntry entries[] = {
    { "cohesion", 0, 0, G_OPTION_ARG_STRING, &cohesion_text,
      recovery ? "The unit's disordered cohesion (mounted for cavalry, 11.63), 0 to 9"
               : "The unit's disordered cohesion (of the face it is on), 0 to 9", "N" },
    { recovery ? "night2" : "night", 0, 0, G_OPTION_ARG_NONE, &night,
      recovery ? "A Night 2 turn: a failure does not eliminate (13)"
               : "A night turn: the rally needs no roll (13)", NULL },
    { "disorder-marker", 0, 0, G_OPTION_ARG_STRING, &marker,
      "Cavalry without a disordered side (12.4): N is its printed cohesion, lowered by one "
      "(two for dismounted Confederates)", "mounted|dismounted-union|dismounted-confederate" },
    { NULL }
  };
  int cohesion;
  AdjCombatUnit unit = { 0 };
  if (!adj_cli_parse_options (cmd, "--cohesion N",
                              recovery ? "A recovery roll: the same as or lower than the disordered cohesion "
                                         "returns the unit, higher eliminates it (11.62)."
                                       : "A rally roll: the same as or lower than the disordered cohesion "
                                         "rallies (11.52).", entries, &argc, &argv))
    return ADJ_CLI_EXIT_BAD_INPUT;
  if (argc != 1)
    return adj_cli_failf (cmd, "unexpected argument '%s'", argv[1]);
  if (!parse_cohesion (cmd, cohesion_text, &cohesion) || !parse_marker (cmd, marker, &unit))
    return ADJ_CLI_EXIT_BAD_INPUT;
  if (recovery && unit.kind == ADJ_COMBAT_DISMOUNTED_CAVALRY)
    return adj_cli_failf (cmd, "--disorder-marker: cavalry recovers with its mounted cohesion (11.63): "
                          "say mounted");
  unit.cohesion = cohesion;
  AdjCohesionRoll r;
  if (recovery)
    adj_recovery_calculate_unit (&unit, night, &r);
  else
    adj_rally_calculate_unit (&unit, night, &r);
  return adj_cli_print (adj_cohesion_roll_to_json (&r, recovery, adj_cohesion_roll_rule (recovery, night)));
}

/* adjutant-cli rally --cohesion N [--night] [--disorder-marker KIND] */
int
adj_cli_cmd_rally (int argc, char **argv)
{
  return run ("rally", FALSE, argc, argv);
}

/* adjutant-cli recover --cohesion N [--night2] [--disorder-marker mounted] */
int
adj_cli_cmd_recover (int argc, char **argv)
{
  return run ("recover", TRUE, argc, argv);
}
