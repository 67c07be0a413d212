#include "cli.h"

#include <glory/combatout.h>

static gboolean
parse_cohesion (const char *cmd, const char *text, int *out)
{
  gint64 v;
  if (text == NULL)
    {
      adj_cli_failf (cmd, "--cohesion N is required: the unit's disordered cohesion");
      return FALSE;
    }
  if (!g_ascii_string_to_signed (text, 10, -9, 20, &v, NULL))
    {
      adj_cli_failf (cmd, "'%s' is not a cohesion rating: a whole number from -9 to 20", text);
      return FALSE;
    }
  *out = (int) v;
  return TRUE;
}

static int
print_roll (const AdjCohesionRoll *r, gboolean recovery, const char *rule)
{
  guint faces = 0;
  for (int face = 0; face < ADJ_D10_FACES; face++)
    faces |= (guint) r->success[face] << face;
  json_object *out = json_object_new_object ();
  json_object_object_add (out, "cohesion", json_object_new_int (r->cohesion));
  json_object_object_add (out, "success_probability", adj_combat_probability_to_json (r->probability));
  if (recovery)
    json_object_object_add (out, "elimination_probability",
                            adj_combat_probability_to_json (r->elimination_probability));
  else
    json_object_object_add (out, "automatic", json_object_new_boolean (r->automatic));
  json_object_object_add (out, "success_faces", adj_combat_faces_to_json (faces));
  json_object_object_add (out, "rule", json_object_new_string (rule));
  return adj_cli_print (out);
}

/* Rally and recovery differ in their night flag, their rule and what a
 * failure costs. */
static int
run (const char *cmd, gboolean recovery, int argc, char **argv)
{
  g_autofree char *cohesion_text = NULL;
  gboolean night = FALSE;
  GOptionEntry entries[] = {
    { "cohesion", 0, 0, G_OPTION_ARG_STRING, &cohesion_text,
      recovery ? "The unit's disordered cohesion (mounted for cavalry, 11.63)"
               : "The unit's disordered cohesion (of the face it is on)", "N" },
    { recovery ? "night2" : "night", 0, 0, G_OPTION_ARG_NONE, &night,
      recovery ? "A Night 2 turn: a failure does not eliminate (13)"
               : "A night turn: the rally needs no roll (13)", NULL },
    { NULL }
  };
  int cohesion;
  if (!adj_cli_parse_options (cmd, "--cohesion N",
                              recovery ? "A recovery roll: the same as or lower than the disordered cohesion "
                                         "returns the unit, higher eliminates it (11.62)."
                                       : "A rally roll: the same as or lower than the disordered cohesion "
                                         "rallies (11.52).", entries, &argc, &argv))
    return ADJ_CLI_EXIT_BAD_INPUT;
  if (argc != 1)
    return adj_cli_failf (cmd, "unexpected argument '%s'", argv[1]);
  if (!parse_cohesion (cmd, cohesion_text, &cohesion))
    return ADJ_CLI_EXIT_BAD_INPUT;
  AdjCohesionRoll r;
  if (recovery)
    adj_recovery_calculate (cohesion, night, &r);
  else
    adj_rally_calculate (cohesion, night, &r);
  return print_roll (&r, recovery, recovery ? (night ? "11.62, 13" : "11.62") : (night ? "13" : "11.52"));
}

/* adjutant-cli rally --cohesion N [--night] */
int
adj_cli_cmd_rally (int argc, char **argv)
{
  return run ("rally", FALSE, argc, argv);
}

/* adjutant-cli recover --cohesion N [--night2] */
int
adj_cli_cmd_recover (int argc, char **argv)
{
  return run ("recover", TRUE, argc, argv);
}
