#include "cli.h"

/* adjutant-cli hexline FROM TO [--shifted odd|even] */
int
adj_cli_cmd_hexline (int argc, char **argv)
{
  g_autofree char *shifted = NULL;
  GOptionEntry entries[] = {
    { "shifted", 's', 0, G_OPTION_ARG_STRING, &shifted,
      "Which columns sit half a hex lower (default: odd)", "odd|even" },
    { NULL }
  };
  GError *error = NULL;
  AdjColumnShift shift = ADJ_SHIFT_ODD;
  AdjHex from, to;
  AdjHexGrid grid;

  if (!adj_cli_parse_options ("hexline", "FROM TO",
                              "The hexes crossed by the line from FROM to TO (rule 9.4).",
                              entries, &argc, &argv))
    return ADJ_CLI_EXIT_BAD_INPUT;
  if (argc != 3)
    return adj_cli_failf ("hexline", "expected two hex ids, FROM and TO (e.g. hexline 2110 2310)");
  if ((shifted && !adj_column_shift_from_string (shifted, &shift, &error))
      || !adj_hex_parse (argv[1], &from, &error) || !adj_hex_parse (argv[2], &to, &error))
    return adj_cli_fail ("hexline", error);

  adj_hexgrid_init_unbounded (&grid, shift);
  g_autoptr (GArray) steps = adj_hexline_steps (&grid, from, to);
  json_object *out = json_object_new_object ();
  json_object *jsteps = json_object_new_array ();
  char id[ADJ_HEX_ID_SIZE];

  json_object_object_add (out, "from", json_object_new_string (adj_hex_format (from, id)));
  json_object_object_add (out, "to", json_object_new_string (adj_hex_format (to, id)));
  json_object_object_add (out, "distance", json_object_new_int (adj_hexgrid_distance (&grid, from, to)));
  for (guint i = 0; i < steps->len; i++)
    {
      const AdjHexStep *step = &g_array_index (steps, AdjHexStep, i);
      json_object *pair = json_object_new_array ();
      for (guint k = 0; k < step->n; k++)
        json_object_array_add (pair, json_object_new_string (adj_hex_format (step->hex[k], id)));
      json_object_array_add (jsteps, pair);
    }
  json_object_object_add (out, "steps", jsteps);
  return adj_cli_print (out);
}
