/* Days of Glory's commands: an army list's points, the winner from the
 * points lost, the chances of a general's quality (docs/cli.md). */
#include "cli.h"

#include <stdio.h>
#include <string.h>

#include <dog/army.h>
#include <dog/combat.h>
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
  if (army->units->len == 0)
    return adj_cli_failf ("points", "%s: $.units: the list has no units; an army list needs at least one", what);
  json_object *units = json_object_new_array ();
  for (guint i = 0; i < army->units->len; i++)
    json_object_array_add (units, json_object_new_int (adj_dog_unit_cost (rules, &g_array_index (army->units,
                                                                                                    AdjDogUnit, i))));
  json_object *out = json_object_new_object ();
  json_object_object_add (out, "total", json_object_new_int (adj_dog_army_total (rules, army)));
  json_object_object_add (out, "units", units);
  /* What the builder flags, keeping the list from a battle (exit 0 still:
   * the points are right). */
  g_autoptr (GPtrArray) problems = adj_dog_army_problems (rules, army, 0);
  json_object *list = json_object_new_array ();
  for (guint i = 0; i < problems->len; i++)
    json_object_array_add (list, json_object_new_string (problems->pdata[i]));
  json_object_object_add (out, "problems", list);
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
  /* The year only chooses the Union's table (20.4): without a national
   * table it would change nothing, so it is refused, not ignored. */
  if (year != 0 && (table_text == NULL || !g_str_equal (table_text, "union")))
    return adj_cli_failf ("staff", "--year only applies to --table union (20.4): the other tables do not change "
                          "with the year");
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

/* adjutant-cli dog fire --dice N --hit H [--first-fire] [--class4] */
int
adj_cli_cmd_dog_fire (int argc, char **argv)
{
  int dice = 0, hit = 0;
  gboolean first_fire = FALSE, class4 = FALSE;
  GError *error = NULL;
  GOptionEntry entries[] = {
    { "dice", 0, 0, G_OPTION_ARG_INT, &dice, "How many dice the firing stands roll (your chart, 18.3)", "N" },
    { "hit", 0, 0, G_OPTION_ARG_INT, &hit, "The lowest face of 1d6 that hits (your chart)", "H" },
    { "first-fire", 0, 0, G_OPTION_ARG_NONE, &first_fire, "One missed die is rolled again (18.3.2)", NULL },
    { "class4", 0, 0, G_OPTION_ARG_NONE, &class4,
      "Class 4 infantry in line, 8 stands or more at one target: one missed die again (8.4)", NULL },
    { NULL }
  };
  if (!adj_cli_parse_options ("fire", "", "The chance of each number of hits from shooting (18.3).", entries,
                              &argc, &argv))
    return ADJ_CLI_EXIT_BAD_INPUT;
  if (argc != 1)
    return adj_cli_failf ("fire", "unexpected argument '%s'", argv[1]);
  if (dice == 0)
    return adj_cli_failf ("fire", "--dice N is required: how many dice the firing stands roll");
  AdjDogFire fire;
  if (!adj_dog_fire_chances (dice, hit, first_fire, class4, &fire, &error))
    return adj_cli_fail ("fire", error);
  return adj_cli_print (adj_dog_fire_to_json (&fire));
}

/* A class 1-4, or an average such as 2.5. */
/* adjutant-cli dog dice --sheets FILE (--stands N | --guns N | --square A,B..)
 *   --target CLASS --range BAND [--class4] [--first-fire] */
int
adj_cli_cmd_dog_dice (int argc, char **argv)
{
  int stands = 0, guns = 0;
  gboolean first_fire = FALSE, class4 = FALSE;
  g_autofree char *path = NULL, *target = NULL, *range = NULL, *square = NULL;
  GError *error = NULL;
  GOptionEntry entries[] = {
    { "sheets", 0, 0, G_OPTION_ARG_FILENAME, &path, "Your sheets file (dog-sheets.json)", "FILE" },
    { "stands", 0, 0, G_OPTION_ARG_INT, &stands, "Line: the stands firing, as the phase began (18.3)", "N" },
    { "guns", 0, 0, G_OPTION_ARG_INT, &guns, "Artillery: the gun models firing (18.3)", "N" },
    { "square", 0, 0, G_OPTION_ARG_STRING, &square, "A square: the stands of each side facing the target (18.3.1)",
      "A,B" },
    { "target", 0, 0, G_OPTION_ARG_STRING, &target, "The target class (14): dispersed, line, dense, fast, "
      "light-cover, heavy-cover", "CLASS" },
    { "range", 0, 0, G_OPTION_ARG_STRING, &range, "The range band as your chart words it", "BAND" },
    { "class4", 0, 0, G_OPTION_ARG_NONE, &class4, "The unit is class 4 infantry (8.4)", NULL },
    { "first-fire", 0, 0, G_OPTION_ARG_NONE, &first_fire, "One missed die is rolled again (18.3.2)", NULL },
    { NULL }
  };
  if (!adj_cli_parse_options ("dice", "", "The dice a unit's stands roll from your own charts (18.3), and their "
                              "hits.", entries, &argc, &argv))
    return ADJ_CLI_EXIT_BAD_INPUT;
  if (argc != 1)
    return adj_cli_failf ("dice", "unexpected argument '%s'", argv[1]);
  if (path == NULL || target == NULL || range == NULL)
    return adj_cli_failf ("dice", "--sheets FILE, --target CLASS and --range BAND are required");
  if ((stands > 0) + (guns > 0) + (square != NULL) != 1)
    return adj_cli_failf ("dice", "give one of --stands N, --guns N or --square A,B");
  AdjDogShooter sh = { .chart = guns > 0 ? ADJ_DOG_CHART_ARTILLERY : ADJ_DOG_CHART_SMALL_ARMS,
                       .formation = square != NULL ? ADJ_DOG_FORMATION_SQUARE : ADJ_DOG_FORMATION_LINE,
                       .stands = guns > 0 ? guns : stands, .range = range, .class4_infantry = class4 };
  int t = adj_dog_target_from_string (target);
  if (t < 0)
    return adj_cli_failf ("dice", "'%s' is not a target class (14): dispersed, line, dense, fast, light-cover, "
                          "heavy-cover", target);
  sh.target = t;
  if (square != NULL)
    {
      g_auto (GStrv) parts = g_strsplit (square, ",", -1);
      for (guint i = 0; parts[i] != NULL; i++)
        {
          gint64 v;
          if (i >= 4 || !g_ascii_string_to_signed (parts[i], 10, 1, 25, &v, NULL))
            return adj_cli_failf ("dice", "--square: up to 4 sides of 1 to 25 stands, as 2,2");
          sh.sides[sh.n_sides++] = (int) v;
          sh.stands += (int) v;
        }
    }
  /* A missing file is empty sheets for the app; here it is a mistake. */
  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    return adj_cli_failf ("dice", "%s: no such file", path);
  g_autoptr (AdjDogSheets) sheets = adj_dog_sheets_load_file (path, &error);
  if (sheets == NULL)
    return adj_cli_fail ("dice", error);
  AdjDogFireDice d;
  if (!adj_dog_fire_dice (sheets, &sh, &d, &error))
    return adj_cli_fail ("dice", error);
  json_object *o = adj_dog_fire_dice_to_json (&d, &sh);
  AdjDogFire fire;
  if (d.complete && adj_dog_fire_dice_chances (&d, first_fire, &fire, NULL))
    json_object_object_add (o, "chances", adj_dog_fire_to_json (&fire));
  else
    json_object_object_add (o, "chances", NULL);
  return adj_cli_print (o);
}

static gboolean
parse_class (const char *text, double *klass)
{
  char *end = NULL;
  if (text == NULL || *text == '\0')
    return FALSE;
  *klass = g_ascii_strtod (text, &end);
  return end != NULL && *end == '\0' && *klass >= 1.0 && *klass <= 4.0;
}

/* adjutant-cli dog assault --a-factors N --a-class X --b-factors M --b-class Y [--sheets FILE] */
int
adj_cli_cmd_dog_assault (int argc, char **argv)
{
  int factors[2] = { 0, 0 };
  g_autofree char *class_a = NULL;
  g_autofree char *class_b = NULL;
  g_autofree char *sheets_path = NULL;
  double klass[2];
  GError *error = NULL;
  GOptionEntry entries[] = {
    { "a-factors", 0, 0, G_OPTION_ARG_INT, &factors[0], "The sum of side A's tactical factors (your sheet)", "N" },
    { "a-class", 0, 0, G_OPTION_ARG_STRING, &class_a, "Side A's class 1-4, or the average of its units' (2.5)",
      "X" },
    { "b-factors", 0, 0, G_OPTION_ARG_INT, &factors[1], "The sum of side B's tactical factors", "M" },
    { "b-class", 0, 0, G_OPTION_ARG_STRING, &class_b, "Side B's class, or the average", "Y" },
    { "sheets", 0, 0, G_OPTION_ARG_FILENAME, &sheets_path,
      "Your sheets file: the chance of each result of its close assault table", "FILE" },
    { NULL }
  };
  if (!adj_cli_parse_options ("assault", "", "The chances of a close assault (18.5): factors + class + 1d6 a side.",
                              entries, &argc, &argv))
    return ADJ_CLI_EXIT_BAD_INPUT;
  if (argc != 1)
    return adj_cli_failf ("assault", "unexpected argument '%s'", argv[1]);
  const char *texts[2] = { class_a, class_b };
  for (int s = 0; s < 2; s++)
    {
      if (texts[s] == NULL)
        return adj_cli_failf ("assault", "--%c-class is required: a class 1 to 4, or an average such as 2.5",
                              "ab"[s]);
      if (!parse_class (texts[s], &klass[s]))
        return adj_cli_failf ("assault", "'%s' is not a class: 1 to 4, or an average such as 2.5", texts[s]);
    }
  AdjDogAssault a;
  if (!adj_dog_assault_chances (factors[0], klass[0], factors[1], klass[1], &a, &error))
    return adj_cli_fail ("assault", error);
  json_object *out = adj_dog_assault_to_json (&a);
  if (sheets_path != NULL)
    {
      /* A missing file is empty sheets for the app; here it is a mistake. */
      if (!g_file_test (sheets_path, G_FILE_TEST_EXISTS))
        {
          json_object_put (out);
          return adj_cli_failf ("assault", "%s: no such file", sheets_path);
        }
      g_autoptr (AdjDogSheets) sheets = adj_dog_sheets_load_file (sheets_path, &error);
      if (sheets == NULL)
        {
          json_object_put (out);
          return adj_cli_fail ("assault", error);
        }
      AdjDogAssaultResults r;
      adj_dog_assault_results (&a, sheets, &r);
      json_object_object_add (out, "results", adj_dog_assault_results_to_json (&r, sheets));
    }
  return adj_cli_print (out);
}

/* adjutant-cli dog split --lost N --units CLASS:CONTACT,... [--dice D,...] */
int
adj_cli_cmd_dog_split (int argc, char **argv)
{
  int lost = -1;
  g_autofree char *units_text = NULL;
  g_autofree char *dice_text = NULL;
  GError *error = NULL;
  GOptionEntry entries[] = {
    { "lost", 0, 0, G_OPTION_ARG_INT, &lost, "The stands the side lost (the result table)", "N" },
    { "units", 0, 0, G_OPTION_ARG_STRING, &units_text,
      "The units involved: each its class 1-4 and stands in contact, by commas", "CLASS:CONTACT,..." },
    { "dice", 0, 0, G_OPTION_ARG_STRING, &dice_text, "The dice rolled for a tie, in turn, by commas", "D,..." },
    { NULL }
  };
  if (!adj_cli_parse_options ("split", "",
                              "A close assault's stands lost split between the units involved (18.5.2).", entries,
                              &argc, &argv))
    return ADJ_CLI_EXIT_BAD_INPUT;
  if (argc != 1)
    return adj_cli_failf ("split", "unexpected argument '%s'", argv[1]);
  if (lost < 0)
    return adj_cli_failf ("split", "--lost N is required: the stands the side lost");
  g_auto (GStrv) unit_texts = units_text != NULL ? g_strsplit (units_text, ",", -1) : g_new0 (char *, 1);
  g_auto (GStrv) die_texts = dice_text != NULL ? g_strsplit (dice_text, ",", -1) : g_new0 (char *, 1);
  guint n = g_strv_length (unit_texts), n_dice = g_strv_length (die_texts);
  if (n == 0 || n > ADJ_DOG_MAX_SPLIT_UNITS)
    return adj_cli_failf ("split", "--units CLASS:CONTACT,... is required, 1 to %d units", ADJ_DOG_MAX_SPLIT_UNITS);
  if (n_dice > ADJ_DOG_MAX_SPLIT_UNITS)
    return adj_cli_failf ("split", "at most %d dice", ADJ_DOG_MAX_SPLIT_UNITS);
  AdjDogSplitUnit units[ADJ_DOG_MAX_SPLIT_UNITS];
  int dice[ADJ_DOG_MAX_SPLIT_UNITS];
  for (guint i = 0; i < n; i++)
    {
      gint64 k, c;
      g_auto (GStrv) parts = g_strsplit (unit_texts[i], ":", 3);
      if (g_strv_length (parts) != 2 || !g_ascii_string_to_signed (parts[0], 10, 1, 4, &k, NULL)
          || !g_ascii_string_to_signed (parts[1], 10, 1, 99, &c, NULL))
        return adj_cli_failf ("split", "'%s' is not CLASS:CONTACT (a class 1 to 4, 1 to 99 stands in contact)",
                              unit_texts[i]);
      units[i] = (AdjDogSplitUnit) { (int) k, (int) c };
    }
  for (guint i = 0; i < n_dice; i++)
    {
      gint64 d;
      if (!g_ascii_string_to_signed (die_texts[i], 10, 1, 6, &d, NULL))
        return adj_cli_failf ("split", "'%s' is not a die: 1 to 6", die_texts[i]);
      dice[i] = (int) d;
    }
  AdjDogSplit split;
  if (!adj_dog_assault_split (lost, units, n, dice, n_dice, &split, &error))
    return adj_cli_fail ("split", error);
  return adj_cli_print (adj_dog_split_to_json (&split));
}
