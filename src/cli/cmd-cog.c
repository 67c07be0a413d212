/* Clash of Giants III's own commands (docs/cli.md):
 *   adjutant-cli cog cup --union N --csa M
 *   adjutant-cli cog combat FILE|- [--battle FILE] */
#include "cli.h"

#include <cog/cog.h>

static gboolean
parse_count (const char *text, const char *which, guint *out, GError **error)
{
  guint64 v;
  if (text == NULL || !g_ascii_string_to_unsigned (text, 10, 0, 64, &v, NULL))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
                   "--%s: '%s' is not a number of Artillery Markers: a whole number from 0 to 64", which,
                   text ? text : "");
      return FALSE;
    }
  *out = (guint) v;
  return TRUE;
}

/* adjutant-cli cog cup --union N --csa M: the chance of each count of a
 * side's own AMs in the draw of half the cup (6.3.2). */
int
adj_cli_cmd_cog_cup (int argc, char **argv)
{
  g_autofree char *un = NULL, *csa = NULL;
  GOptionEntry entries[] = {
    { "union", 0, 0, G_OPTION_ARG_STRING, &un, "The Union's Artillery Markers in the cup", "N" },
    { "csa", 0, 0, G_OPTION_ARG_STRING, &csa, "The CSA's Artillery Markers in the cup", "M" },
    { NULL }
  };
  GError *error = NULL;
  guint n, m;
  if (!adj_cli_parse_options ("cup", "", "The Artillery Marker draw (6.3.2): half the cup, rounded down, and the "
                              "chance of each count of a side's own markers.", entries, &argc, &argv))
    return ADJ_CLI_EXIT_BAD_INPUT;
  if (argc != 1)
    return adj_cli_failf ("cup", "unexpected argument '%s'", argv[1]);
  if (un == NULL || csa == NULL)
    return adj_cli_failf ("cup", "expected --union N and --csa M");
  if (!parse_count (un, "union", &n, &error) || !parse_count (csa, "csa", &m, &error))
    return adj_cli_fail ("cup", error);
  if (n + m > 64)
    return adj_cli_failf ("cup", "a cup of %u markers is more than the 64 Adjutant counts exactly", n + m);
  return adj_cli_print (adj_cog_am_cup_to_json (n, m));
}

/* adjutant-cli cog combat FILE|- [--battle FILE]: every unit's chance of a
 * step loss and of each retreat (12.9), the DRMs typed or read from the
 * Combat Chart at "odds" (the battle's, or the rulebook's examples). */
int
adj_cli_cmd_cog_combat (int argc, char **argv)
{
  g_autofree char *battle_path = NULL;
  GOptionEntry entries[] = {
    { "battle", 0, 0, G_OPTION_ARG_FILENAME, &battle_path,
      "Read \"odds\" from this battle's Combat Chart (default: only the cells the rulebook prints)", "FILE" },
    { NULL }
  };
  GError *error = NULL;
  if (!adj_cli_parse_options ("combat", "FILE|-", "A combat's exact chances (12.9): per defender a step loss and "
                              "each retreat, per attacker a step loss.", entries, &argc, &argv))
    return ADJ_CLI_EXIT_BAD_INPUT;
  if (argc != 2)
    return adj_cli_failf ("combat", "expected one combat file, or - for standard input");
  g_autoptr (AdjCogBattle) battle = NULL;
  if (battle_path != NULL && (battle = adj_cog_battle_load_file (battle_path, &error)) == NULL)
    return adj_cli_fail ("combat", error);
  g_autoptr (AdjChart) printed = battle ? NULL : adj_cog_chart_printed ();
  const AdjChart *chart = battle ? adj_cog_battle_chart (battle) : printed;

  g_autofree char *what = NULL;
  json_object *root = adj_cli_read_json (argv[1], &what, &error);
  if (root == NULL)
    return adj_cli_fail ("combat", error);
  g_autofree char *where = g_strdup_printf ("%s: $", what);
  AdjCogCombatRequest req;
  AdjCogCombatChances c = { 0 };
  gboolean ok = adj_cog_combat_request_from_json (root, chart, where, &req, &error)
                && adj_cog_combat_chances (&req.input, &c, &error);
  json_object *out = ok ? adj_cog_combat_answer_to_json (&req, &c) : NULL;
  adj_cog_combat_chances_clear (&c);
  json_object_put (root);
  if (!ok && battle == NULL && error->code == ADJ_ERROR_NOT_FOUND)
    {
      GError *hint = g_error_new (ADJ_ERROR, error->code, "%s (or read a battle's chart with --battle FILE)",
                                  error->message);
      g_error_free (error);
      return adj_cli_fail ("combat", hint);
    }
  if (!ok)
    return adj_cli_fail ("combat", error);
  return adj_cli_print (out);
}
