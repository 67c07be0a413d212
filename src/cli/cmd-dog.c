/* Days of Glory's commands: an army list's points, the winner from the
 * points lost, the chances of a general's quality (docs/cli.md). */
#include "cli.h"

#include <stdio.h>
#include <string.h>

#include <dog/army.h>
#include <dog/staff.h>
#include <dog/victory.h>

/* adjutant-cli dog points FILE|- */
int
adj_cli_cmd_dog_points (int argc, char **argv)
{
  GOptionEntry entries[] = { { NULL } };
  GError *error = NULL;
  g_autofree char *what = NULL;
  if (!adj_cli_parse_options ("points", "FILE|-", "The points of an army list (6, 7.1): the total and each unit's.",
                              entries, &argc, &argv))
    return ADJ_CLI_EXIT_BAD_INPUT;
  if (argc != 2)
    return adj_cli_failf ("points", "expected one army list file, or - for standard input");
  json_object *root = adj_cli_read_json (argv[1], &what, &error);
  if (root == NULL)
    return adj_cli_fail ("points", error);
  g_autofree char *where = g_strdup_printf ("%s: $", what);
  g_autoptr (AdjDogArmy) army = adj_dog_army_from_json (root, "", where, &error);
  json_object_put (root);
  g_autoptr (AdjDogRules) rules = army ? adj_dog_rules_load_default (&error) : NULL;
  if (rules == NULL)
    return adj_cli_fail ("points", error);
  json_object *units = json_object_new_array ();
  for (guint i = 0; i < army->units->len; i++)
    json_object_array_add (units, json_object_new_int (adj_dog_unit_cost (rules, &g_array_index (army->units,
                                                                                                    AdjDogUnit, i))));
  json_object *out = json_object_new_object ();
  json_object_object_add (out, "total", json_object_new_int (adj_dog_army_total (rules, army)));
  json_object_object_add (out, "units", units);
  return adj_cli_print (out);
}

/* Points lost: a whole or half number (19.2 counts halves), as halves. */
static gboolean
parse_points (const char *text, int *halves)
{
  const char *dot = strchr (text, '.');
  gsize whole = dot ? (gsize) (dot - text) : strlen (text);
  if (whole == 0 || whole > 7)
    return FALSE;
  for (gsize i = 0; i < whole; i++)
    if (!g_ascii_isdigit (text[i]))
      return FALSE;
  int frac = 0;
  if (dot != NULL)
    {
      if (g_strcmp0 (dot, ".5") == 0)
        frac = 1;
      else if (g_strcmp0 (dot, ".0") != 0)
        return FALSE;
    }
  *halves = 2 * (int) g_ascii_strtoll (text, NULL, 10) + frac;
  return TRUE;
}

static int
victory_usage (void)
{
  puts ("Usage:\n  adjutant-cli dog victory --lost A B [--game-size P]\n\n"
        "The result of a points game (19.2): A and B are the points the first and the\n"
        "second player lost (whole or half points); P is the agreed game size\n"
        "(default 800, the size the table is printed for; other sizes scale it).");
  return 0;
}

/* adjutant-cli dog victory --lost A B [--game-size P] */
int
adj_cli_cmd_dog_victory (int argc, char **argv)
{
  int lost[2] = { -1, -1 };
  gint64 size = 800;
  GError *error = NULL;
  for (int i = 1; i < argc; i++)
    {
      const char *a = argv[i];
      if (g_str_equal (a, "--help") || g_str_equal (a, "-h"))
        return victory_usage ();
      if (g_str_equal (a, "--lost"))
        {
          if (i + 2 >= argc)
            return adj_cli_failf ("victory", "--lost needs two numbers: the points each player lost");
          for (int k = 0; k < 2; k++)
            if (!parse_points (argv[i + 1 + k], &lost[k]))
              return adj_cli_failf ("victory", "'%s' is not a number of points lost: a whole or half number "
                                    "from 0 (such as 120 or 16.5)", argv[i + 1 + k]);
          i += 2;
          continue;
        }
      const char *size_text = NULL;
      if (g_str_equal (a, "--game-size"))
        {
          if (i + 1 >= argc)
            return adj_cli_failf ("victory", "--game-size needs a number of points");
          size_text = argv[++i];
        }
      else if (g_str_has_prefix (a, "--game-size="))
        size_text = a + strlen ("--game-size=");
      else
        return adj_cli_failf ("victory", "unexpected argument '%s'", a);
      if (!g_ascii_string_to_signed (size_text, 10, 1, 100000, &size, NULL))
        return adj_cli_failf ("victory", "'%s' is not a game size: a whole number of points from 1 to 100000",
                              size_text);
    }
  if (lost[0] < 0)
    return adj_cli_failf ("victory", "--lost A B is required: the points the first and the second player lost");
  g_autoptr (AdjDogRules) rules = adj_dog_rules_load_default (&error);
  AdjDogVictory v;
  if (rules == NULL || !adj_dog_victory_by_points (rules, lost[0], lost[1], (int) size, &v, &error))
    return adj_cli_fail ("victory", error);
  return adj_cli_print (adj_dog_victory_to_json (&v));
}

/* adjutant-cli dog staff [--table standard|union|confederate] [--year Y] */
int
adj_cli_cmd_dog_staff (int argc, char **argv)
{
  g_autofree char *table_text = NULL;
  int year = 0;
  GError *error = NULL;
  GOptionEntry entries[] = {
    { "table", 0, 0, G_OPTION_ARG_STRING, &table_text,
      "standard (15.1, the default), or the national tables of 20.4: union, confederate", "TABLE" },
    { "year", 0, 0, G_OPTION_ARG_INT, &year,
      "The year of the battle (1861-1865): the Union rates its generals as the Confederates after 1862", "Y" },
    { NULL }
  };
  if (!adj_cli_parse_options ("staff", "", "The chance of each staff quality from 1d6 (15.1, 20.4).", entries,
                              &argc, &argv))
    return ADJ_CLI_EXIT_BAD_INPUT;
  if (argc != 1)
    return adj_cli_failf ("staff", "unexpected argument '%s'", argv[1]);
  if (year != 0 && (year < 1861 || year > 1865))
    return adj_cli_failf ("staff", "%d is not a year of the war: 1861 to 1865", year);
  gboolean national = table_text != NULL && !g_str_equal (table_text, "standard");
  int nation = table_text ? adj_dog_nation_from_string (table_text) : -1;
  if (national && nation < 0)
    return adj_cli_failf ("staff", "'%s' is not a staff table: standard, union or confederate", table_text);
  g_autoptr (AdjDogRules) rules = adj_dog_rules_load_default (&error);
  AdjDogStaffTable table;
  /* Without --year the Union table is the Union row itself (20.4). */
  if (rules == NULL
      || !adj_dog_staff_table_for (rules, national, nation, year ? year : rules->union_after, &table, &error))
    return adj_cli_fail ("staff", error);
  AdjDogStaffChances c;
  adj_dog_staff_chances (rules, table, &c);
  return adj_cli_print (adj_dog_staff_chances_to_json (&c));
}
