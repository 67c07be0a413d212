#include "cli.h"

#include <stdio.h>

#define CMD "los"
#define NO_LEVEL G_MININT

/* "2311,2312" -> units[] = presence, each hex on the map. */
static gboolean
mark_units (const AdjHexMap *map, const char *list, AdjUnitPresence presence, guint8 *units,
            GError **error)
{
  g_auto (GStrv) ids = g_strsplit (list, ",", -1);
  for (guint i = 0; ids[i]; i++)
    {
      AdjHex hex;
      if (!adj_hexgrid_parse_hex (adj_hexmap_get_grid (map), g_strstrip (ids[i]), &hex, error))
        return FALSE;
      guint8 *cell = &units[adj_hexmap_index (map, hex)];
      if (*cell != ADJ_UNIT_NONE && *cell != presence)
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
                       "hex %s is listed as both friendly and enemy", ids[i]);
          return FALSE;
        }
      *cell = (guint8) presence;
    }
  return TRUE;
}

static int
run_map (const char *path, char **argv, int argc, const char *from_opt, gboolean all,
         const char *friendly, const char *enemy)
{
  GError *error = NULL;
  g_autoptr (AdjHexMap) map = adj_hexmap_load_file (path, &error);
  if (map == NULL)
    return adj_cli_fail (CMD, error);
  const AdjHexGrid *grid = adj_hexmap_get_grid (map);
  g_autofree guint8 *units = g_new0 (guint8, MAX (adj_hexmap_size (map), 1));
  if ((friendly && !mark_units (map, friendly, ADJ_UNIT_FRIENDLY, units, &error))
      || (enemy && !mark_units (map, enemy, ADJ_UNIT_ENEMY, units, &error)))
    return adj_cli_fail (CMD, error);

  if (all)
    {
      AdjHex from;
      if (from_opt == NULL || argc != 1)
        return adj_cli_failf (CMD, "--all takes the firer's hex as --from HEX and no other hex");
      if (!adj_hexgrid_parse_hex (grid, from_opt, &from, &error))
        return adj_cli_fail (CMD, error);
      g_autofree guint8 *visible = g_new0 (guint8, adj_hexmap_size (map));
      guint count = adj_los_visible (map, units, from, visible, &error);
      json_object *out = json_object_new_object ();
      json_object *list = json_object_new_array ();
      json_object_object_add (out, "map", json_object_new_string (adj_hexmap_get_name (map)));
      json_object_object_add (out, "from", adj_hex_to_json (from));
      json_object_object_add (out, "from_level", json_object_new_int (adj_hexmap_get_level (map, from)));
      for (guint i = 0; i < adj_hexmap_size (map); i++)
        if (visible[i])
          json_object_array_add (list, adj_hex_to_json (adj_hexmap_hex_at (map, i)));
      json_object_object_add (out, "count", json_object_new_int ((int) count));
      json_object_object_add (out, "visible", list);
      return adj_cli_print (out);
    }

  AdjHex from, to;
  AdjLosResult result;
  if (from_opt != NULL || argc != 3)
    return adj_cli_failf (CMD, "expected two hex ids, FROM and TO (or --from HEX --all)");
  if (!adj_hexgrid_parse_hex (grid, argv[1], &from, &error)
      || !adj_hexgrid_parse_hex (grid, argv[2], &to, &error))
    return adj_cli_fail (CMD, error);
  if (!adj_los_trace (map, units, from, to, &result, &error))
    {
      adj_los_result_clear (&result);
      return adj_cli_fail (CMD, error);
    }
  json_object *out = adj_los_result_to_json (&result);
  adj_los_result_clear (&result);
  return adj_cli_print (out);
}

static int
run_questions (char **argv, int argc, const char *shifted, int from_level, int to_level)
{
  AdjColumnShift shift = ADJ_SHIFT_ODD;
  AdjHex from, to;
  AdjLosQuery query;
  GError *error = NULL;

  if (argc != 3)
    return adj_cli_failf (CMD, "--questions expects two hex ids, FROM and TO");
  if (from_level == NO_LEVEL || to_level == NO_LEVEL)
    return adj_cli_failf (CMD, "--questions needs --from-level N and --to-level N (the firer's "
                               "and the target's elevation levels)");
  if ((shifted && !adj_column_shift_from_string (shifted, &shift, &error))
      || !adj_hex_parse (argv[1], &from, &error) || !adj_hex_parse (argv[2], &to, &error))
    return adj_cli_fail (CMD, error);
  if (!adj_losquery_init (&query, shift, from, from_level, to, to_level, &error))
    {
      adj_losquery_clear (&query);
      return adj_cli_fail (CMD, error);
    }
  json_object *out = adj_losquery_to_json (&query);
  adj_losquery_clear (&query);
  return adj_cli_print (out);
}

static int
run_answers (const char *path, char **argv, int argc)
{
  AdjHex from, to;
  AdjLosQuery query;
  AdjLosAnswer *answers = NULL;
  AdjLosResult result;
  GError *error = NULL;
  gsize len = 0;

  if (argc != 3)
    return adj_cli_failf (CMD, "--answers expects two hex ids, FROM and TO");
  if (!adj_hex_parse (argv[1], &from, &error) || !adj_hex_parse (argv[2], &to, &error))
    return adj_cli_fail (CMD, error);
  g_autofree char *what = NULL;
  g_autofree char *text = adj_cli_read_input (path, &len, &what, &error);
  if (text == NULL)
    return adj_cli_fail (CMD, error);
  if (!adj_losquery_load_answers (text, len, what, from, to, &query, &answers, &error))
    return adj_cli_fail (CMD, error);
  gboolean ok = adj_losquery_solve (&query, answers, &result, &error);
  adj_losquery_clear (&query);
  g_free (answers);
  if (!ok)
    {
      adj_los_result_clear (&result);
      return adj_cli_fail (CMD, error);
    }
  json_object *out = adj_los_result_to_json (&result);
  adj_los_result_clear (&result);
  return adj_cli_print (out);
}

/* adjutant-cli los: rule 9.4 line of sight (docs/cli.md). */
int
adj_cli_cmd_los (int argc, char **argv)
{
  g_autofree char *map = NULL, *from = NULL, *friendly = NULL, *enemy = NULL;
  g_autofree char *answers = NULL, *shifted = NULL;
  gboolean all = FALSE, questions = FALSE;
  int from_level = NO_LEVEL, to_level = NO_LEVEL;
  GOptionEntry entries[] = {
    { "map", 'm', 0, G_OPTION_ARG_FILENAME, &map, "The map (an adjutant-map file)", "FILE" },
    { "from", 0, 0, G_OPTION_ARG_STRING, &from, "With --all: the firer's hex", "HEX" },
    { "all", 0, 0, G_OPTION_ARG_NONE, &all, "Every hex the firer can see", NULL },
    { "friendly", 0, 0, G_OPTION_ARG_STRING, &friendly,
      "Hexes holding combat units friendly to the firer", "HEX,..." },
    { "enemy", 0, 0, G_OPTION_ARG_STRING, &enemy, "Hexes holding enemy combat units", "HEX,..." },
    { "questions", 0, 0, G_OPTION_ARG_NONE, &questions,
      "Without a map: what to look up on the table for FROM and TO", NULL },
    { "from-level", 0, 0, G_OPTION_ARG_INT, &from_level, "With --questions: the firer's level", "N" },
    { "to-level", 0, 0, G_OPTION_ARG_INT, &to_level, "With --questions: the target's level", "N" },
    { "shifted", 's', 0, G_OPTION_ARG_STRING, &shifted,
      "With --questions: which columns sit half a hex lower (default: odd)", "odd|even" },
    { "answers", 0, 0, G_OPTION_ARG_FILENAME, &answers,
      "Without a map: the answers (adjutant-los-answers JSON; - reads standard input)", "FILE|-" },
    { NULL }
  };

  if (!adj_cli_parse_options (CMD, "FROM TO",
                              "Line of sight from FROM to TO (rules 9.21, 9.4, 9.51).",
                              entries, &argc, &argv))
    return ADJ_CLI_EXIT_BAD_INPUT;
  if ((map != NULL) + questions + (answers != NULL) != 1)
    return adj_cli_failf (CMD, "say where the ground comes from: --map FILE, --questions "
                               "or --answers FILE|-");
  if (map == NULL && (all || from || friendly || enemy))
    return adj_cli_failf (CMD, "--all, --from, --friendly and --enemy go with --map");
  if (!questions && (shifted || from_level != NO_LEVEL || to_level != NO_LEVEL))
    return adj_cli_failf (CMD, "--shifted, --from-level and --to-level go with --questions");
  if (map != NULL)
    return run_map (map, argv, argc, from, all, friendly, enemy);
  if (questions)
    return run_questions (argv, argc, shifted, from_level, to_level);
  return run_answers (answers, argv, argc);
}
