/* adjutant-cli dog morale, scouting, dispute: Days of Glory's morale test
 * (18.2), scouting (20.2, 20.3) and disputes (4.1). docs/cli.md. */
#include "cli.h"

#include <string.h>

#include <dog/morale.h>
#include <dog/scouting.h>
#include <dog/staff.h>

/* adjutant-cli dog morale (--total N | --sheets FILE --test T [--factors "TEXT[:TIMES];.."]) */
int
adj_cli_cmd_dog_morale (int argc, char **argv)
{
  int total = G_MININT;
  g_autofree char *path = NULL, *test_text = NULL, *factors_text = NULL;
  GError *error = NULL;
  GOptionEntry entries[] = {
    { "total", 0, 0, G_OPTION_ARG_INT, &total, "The factors' total: the test passes on a higher d6 (18.2)", "N" },
    { "sheets", 0, 0, G_OPTION_ARG_FILENAME, &path, "Your sheets file: its morale test factors", "FILE" },
    { "test", 0, 0, G_OPTION_ARG_STRING, &test_text,
      "charge, being-charged, shooting, charge-home or rally (18.2)", "TEST" },
    { "factors", 0, 0, G_OPTION_ARG_STRING, &factors_text, "The factors of your table that apply, as they are "
      "worded, each with how many times it counts (default 1), separated by ';'", "TEXT[:TIMES];.." },
    { NULL }
  };
  if (!adj_cli_parse_options ("morale", "", "The chance of passing a morale test (18.2).", entries, &argc, &argv))
    return ADJ_CLI_EXIT_BAD_INPUT;
  if (argc != 1)
    return adj_cli_failf ("morale", "unexpected argument '%s'", argv[1]);
  if ((total != G_MININT) == (path != NULL))
    return adj_cli_failf ("morale", "give --total N, or --sheets FILE with --test and its factors");
  if (total != G_MININT)
    {
      if (total < -99 * 20 || total > 99 * 20)
        return adj_cli_failf ("morale", "%d is not a total of factors", total);
      guint faces;
      double pass;
      adj_dog_morale_chance (total, &faces, &pass);
      json_object *o = json_object_new_object ();
      json_object *list = json_object_new_array ();
      for (int f = 1; f <= 6; f++)
        if (faces & (1u << (f - 1)))
          json_object_array_add (list, json_object_new_int (f));
      json_object_object_add (o, "total", json_object_new_int (total));
      json_object_object_add (o, "need", json_object_new_int (CLAMP (total + 1, 1, 7)));
      json_object_object_add (o, "pass_faces", list);
      json_object_object_add (o, "pass", json_object_new_double (pass));
      json_object_object_add (o, "fail", json_object_new_double (1.0 - pass));
      json_object_object_add (o, "rule", json_object_new_string ("18.2"));
      return adj_cli_print (o);
    }
  int test = test_text != NULL ? adj_dog_test_from_string (test_text) : -1;
  if (test < 0)
    return adj_cli_failf ("morale", "--test: charge, being-charged, shooting, charge-home or rally (18.2)");
  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    return adj_cli_failf ("morale", "%s: no such file", path);
  g_autoptr (AdjDogSheets) sheets = adj_dog_sheets_load_file (path, &error);
  if (sheets == NULL)
    return adj_cli_fail ("morale", error);
  g_auto (GStrv) factors = factors_text != NULL ? g_strsplit (factors_text, ";", -1) : NULL;
  g_autoptr (GArray) uses = g_array_new (FALSE, FALSE, sizeof (AdjDogFactorUse));
  for (guint i = 0; factors != NULL && factors[i] != NULL; i++)
    {
      g_autofree char *text = g_strdup (factors[i]);
      AdjDogFactorUse use = { G_MAXUINT, 1 };
      char *colon = strrchr (text, ':');
      gint64 times;
      if (colon != NULL && g_ascii_string_to_signed (colon + 1, 10, 0, ADJ_DOG_MAX_FACTOR_TIMES, &times, NULL))
        {
          *colon = '\0';
          use.times = (int) times;
        }
      for (guint f = 0; f < sheets->factors->len; f++)
        if (g_str_equal (g_array_index (sheets->factors, AdjDogFactor, f).text, text))
          use.factor = f;
      if (use.factor == G_MAXUINT)
        return adj_cli_failf ("morale", "'%s' is not a factor of your morale table", text);
      g_array_append_val (uses, use);
    }
  AdjDogMoraleInput in = { test, (const AdjDogFactorUse *) uses->data, uses->len };
  AdjDogMoraleResult r = { 0 };
  if (!adj_dog_morale_test (sheets, &in, &r, &error))
    return adj_cli_fail ("morale", error);
  json_object *o = adj_dog_morale_result_to_json (&r);
  adj_dog_morale_result_clear (&r);
  return adj_cli_print (o);
}

/* "3:4,2:6": the class and stands of each scouting cavalry unit. */
static gboolean
side_points (const AdjDogRules *rules, const char *text, int *points)
{
  g_auto (GStrv) units = g_strsplit (text, ",", -1);
  *points = 0;
  for (guint i = 0; units[i] != NULL; i++)
    {
      g_auto (GStrv) parts = g_strsplit (units[i], ":", 2);
      gint64 klass, stands;
      if (parts[0] == NULL || parts[1] == NULL || !g_ascii_string_to_signed (parts[0], 10, 1, 4, &klass, NULL)
          || !g_ascii_string_to_signed (parts[1], 10, 1, 100, &stands, NULL))
        return FALSE;
      *points += adj_dog_scouting_unit_points (rules, ADJ_DOG_CAVALRY, (int) klass, (int) stands);
    }
  return TRUE;
}

/* adjutant-cli dog scouting --first C:S,.. --second C:S,.. */
int
adj_cli_cmd_dog_scouting (int argc, char **argv)
{
  g_autofree char *first = NULL, *second = NULL;
  GError *error = NULL;
  GOptionEntry entries[] = {
    { "first", 0, 0, G_OPTION_ARG_STRING, &first, "The first side's scouting cavalry: class:stands, comma-separated",
      "C:S,.." },
    { "second", 0, 0, G_OPTION_ARG_STRING, &second, "The second side's, the same way", "C:S,.." },
    { NULL }
  };
  if (!adj_cli_parse_options ("scouting", "", "Scouting points and who is out-scouted (20.2, 20.3).", entries, &argc,
                              &argv))
    return ADJ_CLI_EXIT_BAD_INPUT;
  if (argc != 1)
    return adj_cli_failf ("scouting", "unexpected argument '%s'", argv[1]);
  g_autoptr (AdjDogRules) rules = adj_dog_rules_load_default (&error);
  if (rules == NULL)
    return adj_cli_fail ("scouting", error);
  int points[2] = { 0, 0 };
  const char *sides[2] = { first, second };
  for (int s = 0; s < 2; s++)
    if (sides[s] != NULL && !side_points (rules, sides[s], &points[s]))
      return adj_cli_failf ("scouting", "'%s': each unit is class:stands, a class 1 to 4 and 1 to 100 stands",
                            sides[s]);
  AdjDogScouting out;
  adj_dog_scouting_compare (rules, points[0], points[1], &out);
  return adj_cli_print (adj_dog_scouting_to_json (&out));
}

/* adjutant-cli dog dispute [--roll F] */
int
adj_cli_cmd_dog_dispute (int argc, char **argv)
{
  int roll = 0;
  GError *error = NULL;
  GOptionEntry entries[] = {
    { "roll", 0, 0, G_OPTION_ARG_INT, &roll, "The d6 rolled: which player it decides for", "F" },
    { NULL }
  };
  if (!adj_cli_parse_options ("dispute", "", "A dispute settled by 1d6 (4.1).", entries, &argc, &argv))
    return ADJ_CLI_EXIT_BAD_INPUT;
  if (argc != 1)
    return adj_cli_failf ("dispute", "unexpected argument '%s'", argv[1]);
  if (roll != 0 && (roll < 1 || roll > 6))
    return adj_cli_failf ("dispute", "%d is not a face of 1d6", roll);
  g_autoptr (AdjDogRules) rules = adj_dog_rules_load_default (&error);
  if (rules == NULL)
    return adj_cli_fail ("dispute", error);
  AdjDogDisputeChances c;
  adj_dog_dispute_chances (rules, &c);
  json_object *o = json_object_new_object ();
  static const char *const who[2] = { "a", "b" };
  for (int p = 0; p < 2; p++)
    {
      json_object *e = json_object_new_object ();
      json_object *faces = json_object_new_array ();
      for (int f = 1; f <= 6; f++)
        if (c.faces[p] & (1u << (f - 1)))
          json_object_array_add (faces, json_object_new_int (f));
      json_object_object_add (e, "faces", faces);
      json_object_object_add (e, "chance", json_object_new_double (c.chance[p]));
      json_object_object_add (o, who[p], e);
    }
  if (roll != 0)
    json_object_object_add (o, "decides_for", json_object_new_string (who[adj_dog_dispute_side (rules, roll)]));
  json_object_object_add (o, "rule", json_object_new_string ("4.1"));
  return adj_cli_print (o);
}
