/* Every number Days of Glory prints, as the shipped data file gives it,
 * one test per cell named after its rule; and the file's loader refusals. */
#include <adjutant-engine.h>
#include <dog/rules.h>

#include "dogtest.h"

static AdjDogRules *rules;

typedef struct {
  const char *path;
  int expected;
  const int *got;
} Cell;

static void
check_cell (gconstpointer data)
{
  const Cell *c = data;
  g_assert_cmpint (*c->got, ==, c->expected);
}

static void
add (const char *path, const int *got, int expected)
{
  /* GTest keeps its own copy of @path. */
  Cell *c = g_new (Cell, 1);
  *c = (Cell) { path, expected, got };
  g_test_add_data_func_full (path, c, check_cell, g_free);
}

static void G_GNUC_PRINTF (1, 0)
add_fmt (const char *format, int arg, const int *got, int expected)
{
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
  g_autofree char *path = g_strdup_printf (format, arg);
#pragma GCC diagnostic pop
  add (path, got, expected);
}

static void
test_cites (void)
{
  static const char *const want[ADJ_DOG_N_TABLES] = {
    "6.1", "6.2", "6.3", "6.4", "8.5", "15.1", "20.4", "20.4", "15.3", "20.2", "20.3", "19.2", "4.1", "18.5.8",
  };
  for (int t = 0; t < ADJ_DOG_N_TABLES; t++)
    g_assert_cmpstr (adj_dog_rules_cite (rules, t), ==, want[t]);
}

static void
check_ratio (gconstpointer data)
{
  /* Packed: nation, class, year, expected (-1 for the printed "-"). */
  const int *d = data;
  int percent = -7;
  gboolean has = adj_dog_rules_troop_ratio (rules, d[0], d[3], d[1], &percent);
  if (d[2] < 0)
    g_assert_false (has);
  else
    {
      g_assert_true (has);
      g_assert_cmpint (percent, ==, d[2]);
    }
}

static void
add_ratios (void)
{
  static const int union_[4][5] = {
    { 40, 35, 30, 25, 20 }, { 40, 25, 25, 25, 25 }, { 15, 30, 30, 35, 40 }, { 5, 10, 15, 15, 15 } };
  static const int conf[4][5] = {
    { 35, 20, 10, 10, 10 }, { 35, 25, 20, 35, 35 }, { 20, 40, 55, 55, 55 }, { 5, 15, 15, -1, -1 } };
  for (int n = 0; n < 2; n++)
    for (int k = 0; k < 4; k++)
      for (int y = 0; y < 5; y++)
        {
          int *d = g_new (int, 4);
          d[0] = n;
          d[1] = k + 1;
          d[2] = n == 0 ? union_[k][y] : conf[k][y];
          d[3] = 1861 + y;
          g_autofree char *path = g_strdup_printf ("/dog/rule-8.5/%s/class-%d/%d", n ? "confederate" : "union", k + 1,
                                                   1861 + y);
          g_test_add_data_func_full (path, d, check_ratio, g_free);
        }
}

static void
check_faces (gconstpointer data)
{
  /* table, then six grades. */
  const int *d = data;
  for (int f = 1; f <= 6; f++)
    g_assert_cmpint (rules->staff_face[d[0]][f - 1], ==, d[f]);
}

static void
add_staff (void)
{
  enum { I = ADJ_DOG_GRADE_INEPT, C = ADJ_DOG_GRADE_CAPABLE, E = ADJ_DOG_GRADE_EXCEPTIONAL };
  static const int tables[4][7] = {
    { ADJ_DOG_STAFF_STANDARD, I, C, C, C, C, E },     /* 15.1: 1 / 2-5 / 6 */
    { ADJ_DOG_STAFF_UNION, I, I, C, C, C, E },        /* 20.4: 12 / 345 / 6 */
    { ADJ_DOG_STAFF_CONFEDERATE, I, C, C, C, E, E },  /* 20.4: 1 / 234 / 56 */
    { ADJ_DOG_STAFF_PROMOTION, I, I, I, C, C, C },    /* 15.3: 1-3 / 4-6 */
  };
  static const char *const paths[4] = { "/dog/rule-15.1/general", "/dog/rule-20.4/union",
                                        "/dog/rule-20.4/confederate", "/dog/rule-15.3/field-promotion" };
  for (int t = 0; t < 4; t++)
    g_test_add_data_func (paths[t], tables[t], check_faces);
}

static void
test_union_after_1862 (void)
{
  /* 20.4 prints "Union After 1862" on the Confederate row. */
  g_assert_cmpint (rules->union_after, ==, 1862);
}

static void
test_dispute (void)
{
  for (int f = 1; f <= 6; f++)
    g_assert_cmpint (rules->dispute_face[f - 1], ==, f <= 3 ? 0 : 1);
}

static void
test_victory_bands (void)
{
  g_assert_cmpint (rules->victory_size, ==, 800);
  static const int want[4][2] = { { 0, 150 }, { 151, 250 }, { 251, 400 }, { 401, -1 } };
  for (int b = 0; b < 4; b++)
    {
      g_assert_cmpint (rules->victory[b].from, ==, want[b][0]);
      g_assert_cmpint (rules->victory[b].to, ==, want[b][1]);
    }
}

static char *
printed_text (void)
{
  g_autofree char *path = adj_paths_data_file ("dog", "printed", "days-of-glory.json", NULL);
  char *text = NULL;
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

/* The shipped file with @from replaced by @to must be refused with @expect. */
static void
refuse_edit (const char *from, const char *to, const char *expect)
{
  g_autofree char *text = printed_text ();
  g_assert_nonnull (strstr (text, from));
  g_autoptr (GString) s = g_string_new (text);
  g_string_replace (s, from, to, 1);
  GError *error = NULL;
  AdjDogRules *r = adj_dog_rules_load_data (s->str, s->len, "printed.json", &error);
  g_assert_null (r);
  dogtest_assert_error (error, expect);
}

static void
test_refusals (void)
{
  refuse_edit ("\"source\": \"rulebook\"", "\"source\": \"provisional\"", "\"source\": \"rulebook\"");
  refuse_edit ("\"division\": 30", "\"divison\": 30", "$.staff_costs.values: unknown member \"divison\"");
  refuse_edit ("\"infantry\": [1, 2, 3, 4]", "\"infantry\": [1, 2, 3]", "$.stand_costs.values.infantry");
  refuse_edit ("\"rule\": \"6.3\"", "\"rule\": \"6.3\", \"extra\": 1", "unknown member \"extra\"");
  refuse_edit ("{\"result\": \"minor\", \"from\": 151", "{\"result\": \"minor\", \"from\": 152", "$.victory.bands[1]");
  refuse_edit ("\"faces\": [\"a\", \"a\", \"a\"", "\"faces\": [\"a\", \"c\", \"a\"", "$.dispute.faces[1]");
  refuse_edit ("[1861, 1862", "[1860, 1862", "$.troop_ratios.years");
  refuse_edit ("\"title\": \"Days", "\"title\": \"\\u0000Days", "NUL");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  rules = dogtest_rules ();

  static const char *const ranks[] = { "general", "division", "brigade", "engineer" };
  static const int staff[] = { 0, 30, 30, 30 };
  for (int r = 0; r < 4; r++)
    {
      g_autofree char *path = g_strdup_printf ("/dog/rule-6.1/%s", ranks[r]);
      add (path, &rules->staff_cost[r], staff[r]);
    }
  add ("/dog/rule-6.2/smoothbore-field", &rules->gun_cost[ADJ_DOG_GUN_SMOOTHBORE], 30);
  add ("/dog/rule-6.2/rifled-field", &rules->gun_cost[ADJ_DOG_GUN_RIFLED], 40);
  add ("/dog/rule-6.2/siege", &rules->gun_cost[ADJ_DOG_GUN_SIEGE], 50);
  add ("/dog/rule-6.2/limbers", &rules->limber_cost, 0);
  add ("/dog/rule-6.2/pontoons-per-2in", &rules->pontoon_cost, 10);
  add ("/dog/rule-6.2/earthworks-per-4in", &rules->earthwork_cost, 10);
  static const int infantry[] = { 1, 2, 3, 4 }, cavalry[] = { 4, 6, 8, 10 };
  for (int k = 0; k < 4; k++)
    {
      add_fmt ("/dog/rule-6.3/infantry/class-%d", k + 1, &rules->stand_cost[0][k], infantry[k]);
      add_fmt ("/dog/rule-6.3/cavalry/class-%d", k + 1, &rules->stand_cost[1][k], cavalry[k]);
    }
  add ("/dog/rule-6.4/rifled-musket", &rules->rifled_modifier, 1);
  add ("/dog/rule-6.4/horse-artillery", &rules->horse_modifier, 10);
  static const int scouting[] = { 1, 1, 2, 3 };
  for (int k = 0; k < 4; k++)
    add_fmt ("/dog/rule-20.2/class-%d", k + 1, &rules->scouting_points[k], scouting[k]);
  add ("/dog/rule-20.3/out-scouted-margin", &rules->scouting_margin, 15);
  add ("/dog/rule-20.3/deploy-from-rear-inches", &rules->scouting_deploy_inches, 12);
  add ("/dog/rule-18.5.8/infantry", &rules->shattered[0], 2);
  add ("/dog/rule-18.5.8/cavalry", &rules->shattered[1], 1);
  add_ratios ();
  add_staff ();
  g_test_add_func ("/dog/rule-20.4/union-after-1862", test_union_after_1862);
  g_test_add_func ("/dog/rule-4.1/faces", test_dispute);
  g_test_add_func ("/dog/rule-19.2/bands", test_victory_bands);
  g_test_add_func ("/dog/printed/cites", test_cites);
  g_test_add_func ("/dog/printed/refusals", test_refusals);
  int status = g_test_run ();
  adj_dog_rules_unref (rules);
  return status;
}
