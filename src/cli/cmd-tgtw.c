/* adjutant-cli tgtw COMMAND: The Glory that Was's calculators (docs/cli.md).
 * They read the printed tables built into the engine. */
#include "cli.h"

typedef json_object *(*Answer) (const AdjTgtwCharts *charts, json_object *root, const char *what, GError **error);

static json_object *
answer_melee (const AdjTgtwCharts *charts, json_object *root, const char *what, GError **error)
{
  AdjTgtwMeleeInput in;
  AdjTgtwMeleeResult r;
  g_autofree char *where = g_strdup_printf ("%s: $", what);
  json_object *out = NULL;
  if (!adj_tgtw_melee_input_from_json (root, where, &in, error))
    return NULL;
  if (adj_tgtw_melee_resolve (charts, &in, &r, error))
    out = adj_tgtw_melee_result_to_json (charts, &r);
  adj_tgtw_melee_result_clear (&r);
  return out;
}

static json_object *
answer_missile (const AdjTgtwCharts *charts, json_object *root, const char *what, GError **error)
{
  AdjTgtwFirer firers[ADJ_TGTW_MAX_FIRERS];
  AdjTgtwMissileInput in;
  AdjTgtwMissileResult r;
  g_autofree char *where = g_strdup_printf ("%s: $", what);
  json_object *out = NULL;
  if (!json_object_is_type (root, json_type_object))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, "%s: expected an object", where);
      return NULL;
    }
  if (!adj_tgtw_missile_input_from_json (root, where, firers, &in, error))
    return NULL;
  if (adj_tgtw_missile_resolve (charts, &in, &r, error))
    out = adj_tgtw_missile_result_to_json (&in, &r);
  adj_tgtw_missile_result_clear (&r);
  return out;
}

/* "CMD FILE|-": reads the JSON input, prints the answer. */
static int
file_command (const char *cmd, const char *summary, int argc, char **argv, Answer answer)
{
  GOptionEntry entries[] = { { NULL } };
  GError *error = NULL;
  g_autofree char *what = NULL;
  if (!adj_cli_parse_options (cmd, "FILE|-", summary, entries, &argc, &argv))
    return ADJ_CLI_EXIT_BAD_INPUT;
  if (argc != 2)
    return adj_cli_failf (cmd, "expected one input file, or - for standard input");
  g_autoptr (AdjTgtwCharts) charts = adj_tgtw_charts_new (&error);
  if (charts == NULL)
    return adj_cli_fail (cmd, error);
  json_object *root = adj_cli_read_json (argv[1], &what, &error);
  if (root == NULL)
    return adj_cli_fail (cmd, error);
  json_object *out = answer (charts, root, what, &error);
  json_object_put (root);
  return out != NULL ? adj_cli_print (out) : adj_cli_fail (cmd, error);
}

/* adjutant-cli tgtw melee FILE|- */
int
adj_cli_cmd_tgtw_melee (int argc, char **argv)
{
  return file_command ("melee", "A melee (7.0): MCT1 column, every shift, and the chance of each MCT2 result.",
                       argc, argv, answer_melee);
}

/* adjutant-cli tgtw missile FILE|- */
int
adj_cli_cmd_tgtw_missile (int argc, char **argv)
{
  return file_command ("missile", "Missile fire at one hex (5.0-5.3): PDT, TDT, and the chance of each MFT result.",
                       argc, argv, answer_missile);
}

/* A whole number argument within [min, max]. */
static gboolean
number (const char *cmd, const char *what, const char *text, int min, int max, int *out)
{
  gint64 v;
  if (text == NULL || !g_ascii_string_to_signed (text, 10, min, max, &v, NULL))
    {
      adj_cli_failf (cmd, "'%s' is not %s: a whole number from %d to %d", text ? text : "", what, min, max);
      return FALSE;
    }
  *out = (int) v;
  return TRUE;
}

static int
print_or_fail (const char *cmd, json_object *out, GError *error)
{
  return out != NULL ? adj_cli_print (out) : adj_cli_fail (cmd, error);
}

/* adjutant-cli tgtw morale VALUE [--modifier N] [--card N] [--leader N] [--plus N] [--automatic] */
int
adj_cli_cmd_tgtw_morale (int argc, char **argv)
{
  g_autofree char *modifier = NULL, *card = NULL, *leader = NULL, *plus = NULL;
  gboolean automatic = FALSE;
  GOptionEntry entries[] = {
    { "modifier", 0, 0, G_OPTION_ARG_STRING, &modifier, "Added to the morale number (+ helps)", "N" },
    { "card", 0, 0, G_OPTION_ARG_STRING, &card, "The sector's tactical card this turn, 1-7 (11.0)", "N" },
    { "leader", 0, 0, G_OPTION_ARG_STRING, &leader, "A leader's morale modifier from the scenario", "N" },
    { "plus", 0, 0, G_OPTION_ARG_STRING, &plus, "Tactical points bought on the die, 0-3 (12.0)", "N" },
    { "automatic", 0, 0, G_OPTION_ARG_NONE, &automatic, "A rally-dot leader recovers a routed unit (2.1)", NULL },
    { NULL }
  };
  AdjTgtwMoraleInput in = { 0 };
  if (!adj_cli_parse_options ("morale", "VALUE", "A morale check (8.0): a d10 (0 reads 10) the same as or "
                              "lower than the morale number passes.", entries, &argc, &argv))
    return ADJ_CLI_EXIT_BAD_INPUT;
  if (argc != 2)
    return adj_cli_failf ("morale", "expected the unit's morale number");
  if (!number ("morale", "a morale number", argv[1], 0, 99, &in.morale)
      || (modifier && !number ("morale", "a modifier", modifier, -99, 99, &in.modifier))
      || (card && !number ("morale", "a tactical card", card, 1, 7, &in.card))
      || (leader && !number ("morale", "a leader's modifier", leader, -99, 99, &in.leader))
      || (plus && !number ("morale", "a number of tactical points", plus, 0, 9, &in.plus)))
    return ADJ_CLI_EXIT_BAD_INPUT;
  in.automatic = automatic;
  GError *error = NULL;
  g_autoptr (AdjTgtwCharts) charts = adj_tgtw_charts_new (&error);
  AdjTgtwMoraleResult r = { 0 };
  json_object *out = charts && adj_tgtw_morale_check (charts, &in, &r, &error) ? adj_tgtw_morale_result_to_json (&r) : NULL;
  adj_tgtw_morale_result_clear (&r);
  return print_or_fail ("morale", out, error);
}

/* adjutant-cli tgtw casualty RESULT [--missile] [--stars N] [--plus N] */
int
adj_cli_cmd_tgtw_casualty (int argc, char **argv)
{
  g_autofree char *stars = NULL, *plus = NULL;
  gboolean missile = FALSE;
  GOptionEntry entries[] = {
    { "missile", 0, 0, G_OPTION_ARG_NONE, &missile, "Missile combat: the roll after an E (9.0)", NULL },
    { "stars", 0, 0, G_OPTION_ARG_STRING, &stars, "The leader's stars, for the morale loss points (10.0); 0 when left out", "N" },
    { "plus", 0, 0, G_OPTION_ARG_STRING, &plus, "Tactical points bought on the die, 0-3 (12.0)", "N" },
    { NULL }
  };
  /* Without --stars the leader is a 0-star one (9.0): his loss points
   * are 1, 3 and 4 (10.0), not none. */
  AdjTgtwCasualtyInput in = { FALSE, 0, 0, 0 };
  if (!adj_cli_parse_options ("casualty", "Eng|D|R|E", "A leader's casualty roll (9.0) after his unit suffered "
                              "RESULT.", entries, &argc, &argv))
    return ADJ_CLI_EXIT_BAD_INPUT;
  if (argc != 2)
    return adj_cli_failf ("casualty", "expected the result his unit suffered: Eng, D, R or E");
  if (!adj_tgtw_casualty_column_from_string (argv[1], &in.column))
    return adj_cli_failf ("casualty", "'%s' is not Eng, D, R or E", argv[1]);
  if ((stars && !number ("casualty", "a number of stars", stars, 0, 3, &in.stars))
      || (plus && !number ("casualty", "a number of tactical points", plus, 0, 9, &in.plus)))
    return ADJ_CLI_EXIT_BAD_INPUT;
  in.missile = missile;
  GError *error = NULL;
  g_autoptr (AdjTgtwCharts) charts = adj_tgtw_charts_new (&error);
  AdjTgtwCasualtyResult r = { 0 };
  json_object *out = charts && adj_tgtw_casualty_roll (charts, &in, &r, &error) ? adj_tgtw_casualty_result_to_json (&r) : NULL;
  adj_tgtw_casualty_result_clear (&r);
  return print_or_fail ("casualty", out, error);
}

/* adjutant-cli tgtw initiative BONUS BONUS [--plus N] [--other-plus N] */
int
adj_cli_cmd_tgtw_initiative (int argc, char **argv)
{
  g_autofree char *plus = NULL, *other = NULL;
  GOptionEntry entries[] = {
    { "plus", 0, 0, G_OPTION_ARG_STRING, &plus, "Tactical points the first army buys on its die (12.0)", "N" },
    { "other-plus", 0, 0, G_OPTION_ARG_STRING, &other, "The same for the second army", "N" },
    { NULL }
  };
  AdjTgtwInitiativeInput in = { { 0, 0 }, { 0, 0 } };
  if (!adj_cli_parse_options ("initiative", "BONUS BONUS", "One sector's initiative (4.0): each army's d10 plus "
                              "its sector leader's bonus; ties go to the higher bonus, then a re-roll.",
                              entries, &argc, &argv))
    return ADJ_CLI_EXIT_BAD_INPUT;
  if (argc != 3)
    return adj_cli_failf ("initiative", "expected the two sector leaders' initiative bonuses");
  if (!number ("initiative", "an initiative bonus", argv[1], 0, 5, &in.bonus[0])
      || !number ("initiative", "an initiative bonus", argv[2], 0, 5, &in.bonus[1])
      || (plus && !number ("initiative", "a number of tactical points", plus, 0, 9, &in.plus[0]))
      || (other && !number ("initiative", "a number of tactical points", other, 0, 9, &in.plus[1])))
    return ADJ_CLI_EXIT_BAD_INPUT;
  GError *error = NULL;
  g_autoptr (AdjTgtwCharts) charts = adj_tgtw_charts_new (&error);
  AdjTgtwInitiativeResult r = { 0 };
  json_object *out = charts && adj_tgtw_initiative_odds (charts, &in, &r, &error)
                       ? adj_tgtw_initiative_result_to_json (&r) : NULL;
  adj_tgtw_initiative_result_clear (&r);
  return print_or_fail ("initiative", out, error);
}
