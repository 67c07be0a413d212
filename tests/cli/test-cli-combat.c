/* Contract tests of the combat commands: odds, charge, df, fire, fixed-fire.
 * They run the real adjutant-cli and read what it prints. */
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "cli-run.h"

static char *tmpdir;

/* Writes @quoted (single quotes for double) to a file in the test's directory. */
static char *
input (const char *name, const char *quoted)
{
  return cli_write_input (tmpdir, name, quoted);
}

static void
sums_to_one (json_object *distribution)
{
  double sum = 0;
  for (size_t i = 0; i < json_object_array_length (distribution); i++)
    sum += json_object_get_double (cli_json_get (json_object_array_get_idx (distribution, i), "probability"));
  g_assert_cmpfloat (fabs (sum - 1), <=, 1e-12);
}

static void
test_odds (void)
{
  static const struct {
    const char *att, *def, *flag, *expect;
  } cases[] = {
    { "9", "4", NULL, "{\"odds\":\"2-1\",\"odds_drm\":2," },
    { "5", "7", NULL, "{\"odds\":\"2-3\",\"odds_drm\":-1," },
    { "9", "6", NULL, "{\"odds\":\"3-2\",\"odds_drm\":1,\"source\":\"rulebook\"" },
    { "7", "3", NULL, "{\"odds\":\"2-1\"," },
    { "7", "3", "--attacker-favoured", "{\"odds\":\"3-1\",\"odds_drm\":3,\"source\":\"provisional\"" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      CliRun r = cli_run (NULL, "odds", cases[i].att, cases[i].def, cases[i].flag, NULL);
      json_object_put (cli_run_json (&r));
      if (!g_str_has_prefix (r.out, cases[i].expect))
        g_error ("%s does not start %s", r.out, cases[i].expect);
      cli_run_clear (&r);
    }
  CliRun r = cli_run (NULL, "odds", "9", NULL);
  cli_run_assert_bad (&r, "adjutant-cli: ", "odds: expected two strengths");
  cli_run_clear (&r);
  r = cli_run (NULL, "odds", "0", "3", NULL);
  cli_run_assert_bad (&r, "adjutant-cli: ", "'0' is not a charging strength");
  cli_run_clear (&r);
  r = cli_run (NULL, "odds", "9", "99999999999999999999", NULL);
  cli_run_assert_bad (&r, "adjutant-cli: ", "is not a defending strength");
  cli_run_clear (&r);
}

#define EXAMPLE \
  "{'roll':5,'attackers':[{'hex':'1009','units':[{'name':'Y','type':'infantry','strength':4,'cohesion':7}]}," \
  "{'hex':'1109','units':[{'name':'Z','type':'infantry','strength':5,'cohesion':8}]}]," \
  "'defenders':[{'hex':'1010','df':['1009'],'units':[{'name':'D','type':'infantry','strength':6,'cohesion':5}]}]}"

/* 10.2 example through the CLI: 3-2 (+1), cohesion +3, 5 becomes 9. */
static void
test_charge (void)
{
  g_autofree char *path = input ("example.json", EXAMPLE);
  CliRun r = cli_run (NULL, "charge", path, NULL);
  json_object *o = cli_run_json (&r);
  g_assert_cmpstr (json_object_get_string (cli_json_get (o, "odds")), ==, "3-2");
  g_assert_cmpint (json_object_get_int (cli_json_get (o, "odds_drm")), ==, 1);
  g_assert_cmpint (json_object_get_int (cli_json_get (o, "cohesion_drm")), ==, 3);
  g_assert_cmpint (json_object_get_int (cli_json_get (o, "terrain_drm")), ==, 0);
  g_assert_cmpint (json_object_get_int (cli_json_get (o, "total_drm")), ==, 4);
  json_object *mods = cli_json_get (o, "modifiers");
  g_assert_cmpuint (json_object_array_length (mods), ==, 2);
  json_object *m = json_object_array_get_idx (mods, 1);
  g_assert_cmpint (json_object_get_int (cli_json_get (m, "value")), ==, 3);
  g_assert_cmpstr (json_object_get_string (cli_json_get (m, "rule")), ==, "10.25");
  g_assert_nonnull (cli_json_get (m, "text"));
  sums_to_one (cli_json_get (o, "distribution"));
  g_assert_cmpint (json_object_get_int (cli_json_get (o, "adjusted_roll")), ==, 9);
  json_object *def = cli_json_get (cli_json_get (o, "result"), "defender");
  g_assert_cmpstr (json_object_get_string (cli_json_get (def, "code")), ==, "CC,R");
  g_assert_cmpstr (json_object_get_string (cli_json_get (def, "source")), ==, "rulebook");
  g_assert_cmpuint (json_object_array_length (cli_json_get (cli_json_get (o, "result"), "effects")), ==, 3);
  json_object *df = cli_json_get (o, "defensive_fire");
  sums_to_one (cli_json_get (df, "distribution"));
  json_object_put (o);
  cli_run_clear (&r);

  /* The same from standard input. */
  g_autofree char *text = NULL;
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  CliRun s = cli_run (text, "charge", "-", NULL);
  o = cli_run_json (&s);
  g_assert_cmpint (json_object_get_int (cli_json_get (o, "adjusted_roll")), ==, 9);
  json_object_put (o);
  cli_run_clear (&s);
}

/* The whole charge as one answer: both variants, the numbers of the
 * engine's tree (checked against every die combination in test-chargetree). */
#define TREE_INPUT \
  "{'attackers':[{'hex':'1009','terrain':['clear'],'units':[{'name':'Y','type':'infantry','strength':6,'cohesion':6,'disordered_cohesion':4}]}]," \
  "'defenders':[{'hex':'1010','df':['1009'],'units':[{'name':'D','type':'infantry','strength':4,'cohesion':5,'disordered_cohesion':3}]}]}"

static void
test_charge_tree (void)
{
  g_autofree char *path = input ("tree.json", TREE_INPUT);
  CliRun r = cli_run (NULL, "charge", "--tree", path, NULL);
  json_object *o = cli_run_json (&r);
  g_autofree char *dir = g_build_filename (g_getenv ("ADJUTANT_DATADIR"), "charts", NULL);
  g_autoptr (AdjCombatCharts) charts = adj_combat_charts_load (dir, NULL, NULL);
  g_autofree char *text = g_strdup (TREE_INPUT);
  g_strdelimit (text, "'", '"');
  AdjChargeInput in;
  AdjChargeTree tree;
  g_assert_true (adj_charge_input_parse (text, strlen (text), "t", &in, NULL));
  g_assert_true (adj_charge_tree (&in, charts, &tree, NULL));
  const AdjTreeAnswer *answers[] = { &tree.glory3, &tree.fixed_glory };
  const char *keys[] = { "glory3", "fixed_glory" }, *sides[] = { "attacker", "defender" };
  for (guint k = 0; k < 2; k++)
    {
      json_object *a = cli_json_get (o, keys[k]);
      g_assert_cmpfloat (fabs (json_object_get_double (cli_json_get (a, "goes_in")) - answers[k]->goes_in), <=, 1e-12);
      sums_to_one (cli_json_get (a, "result"));
      g_assert_cmpuint (json_object_array_length (cli_json_get (a, "result")), ==, answers[k]->n_outcomes);
      for (guint s = 0; s < 2; s++)
        {
          json_object *e = cli_json_get (cli_json_get (a, "expected"), sides[s]);
          const AdjTreeLosses *x = &answers[k]->expected[s];
          g_assert_cmpfloat (fabs (json_object_get_double (cli_json_get (e, "disordered")) - x->disordered), <=, 1e-11);
          g_assert_cmpfloat (fabs (json_object_get_double (cli_json_get (e, "withdrawn")) - x->withdrawn), <=, 1e-11);
          g_assert_cmpfloat (fabs (json_object_get_double (cli_json_get (e, "retreated")) - x->retreated), <=, 1e-11);
          json_object *w = cli_json_get (cli_json_get (a, "worst"), sides[s]);
          g_assert_cmpint (json_object_get_int (cli_json_get (w, "gone")), ==, (int) answers[k]->worst[s].gone);
        }
    }
  /* Defensive Fire needs 6 or more (+1 in Clear against cohesion 6): the charge goes in 60%. */
  g_assert_cmpfloat (json_object_get_double (cli_json_get (cli_json_get (o, "glory3"), "goes_in")), ==, 0.6);
  json_object_put (o);
  cli_run_clear (&r);
  adj_charge_input_clear (&in);

  /* Fixed Glory reads the disordered side of a unit its fire may disorder. */
  g_autofree char *bad = input ("tree-bad.json",
                                "{'attackers':[{'hex':'1009','units':[{'type':'infantry','strength':6,'cohesion':6}]}],"
                                "'defenders':[{'hex':'1010','units':[{'name':'D','type':'infantry','strength':4,'cohesion':5}]}]}");
  r = cli_run (NULL, "charge", "--tree", bad, NULL);
  cli_run_assert_bad (&r, "adjutant-cli: ", "charge: the Fixed Glory tree needs the disordered cohesion of D at 1010");
  cli_run_clear (&r);
}

/* 10.3 example: D fires at Y: an 8 or 9 disorders it. */
static void
test_df (void)
{
  g_autofree char *path = input ("df.json", EXAMPLE);
  CliRun r = cli_run (NULL, "df", path, NULL);
  json_object *o = cli_run_json (&r);
  json_object *y = json_object_array_get_idx (cli_json_get (o, "targets"), 0);
  json_object *shot = json_object_array_get_idx (cli_json_get (y, "shots"), 0);
  g_assert_cmpint (json_object_get_int (cli_json_get (shot, "drm")), ==, 0);
  g_assert_cmpint (json_object_get_int (cli_json_get (shot, "needs")), ==, 8);
  g_assert_cmpfloat (json_object_get_double (cli_json_get (shot, "disorder_probability")), ==, 0.2);
  g_assert_cmpfloat (json_object_get_double (cli_json_get (o, "charge_probability")), ==, 1.0);
  sums_to_one (cli_json_get (o, "distribution"));
  json_object_put (o);
  cli_run_clear (&r);
}

/* Whether @notes holds an illegal note of @rule. */
static gboolean
has_illegal (json_object *notes, const char *rule)
{
  for (size_t i = 0; i < json_object_array_length (notes); i++)
    {
      json_object *n = json_object_array_get_idx (notes, i);
      if (g_strcmp0 (json_object_get_string (cli_json_get (n, "kind")), "illegal") == 0
          && g_strcmp0 (json_object_get_string (cli_json_get (n, "rule")), rule) == 0)
        return TRUE;
    }
  return FALSE;
}

/* 10.32: Defensive Fire through a rear hexside is refused as illegal, no
 * shot is taken and the charge goes in without it: df and charge say so. */
static void
test_df_rear_10_32 (void)
{
  g_autofree char *path = input ("df-rear.json",
    "{'attackers':[{'hex':'1009','rear_of':['1010'],'units':[{'name':'Y','type':'infantry','strength':4,'cohesion':7}]}],"
    "'defenders':[{'hex':'1010','df':['1009'],'units':[{'name':'D','type':'infantry','strength':6,'cohesion':5,"
    "'disordered_cohesion':3}]}]}");
  CliRun r = cli_run (NULL, "df", path, NULL);
  json_object *o = cli_run_json (&r);
  g_assert_true (has_illegal (cli_json_get (o, "notes"), "10.32"));
  g_assert_cmpuint (json_object_array_length (cli_json_get (json_object_array_get_idx (cli_json_get (o, "targets"), 0),
                                                            "shots")), ==, 0);
  g_assert_cmpfloat (json_object_get_double (cli_json_get (o, "charge_probability")), ==, 1.0);
  json_object_put (o);
  cli_run_clear (&r);

  r = cli_run (NULL, "charge", path, NULL);
  o = cli_run_json (&r);
  json_object *df = cli_json_get (o, "defensive_fire");
  g_assert_true (has_illegal (cli_json_get (df, "notes"), "10.32"));
  g_assert_cmpfloat (json_object_get_double (cli_json_get (df, "charge_probability")), ==, 1.0);
  json_object_put (o);
  cli_run_clear (&r);

  r = cli_run (NULL, "charge", "--tree", path, NULL);
  o = cli_run_json (&r);
  g_assert_cmpfloat (json_object_get_double (cli_json_get (cli_json_get (o, "glory3"), "goes_in")), ==, 1.0);
  json_object_put (o);
  cli_run_clear (&r);
}

static void
test_fire (void)
{
  g_autofree char *path = input ("fire.json",
    "{'range':5,'los_clear':true,'roll':7,'range_chart':'glory3-range-fredericksburg-chancellorsville',"
    "'guns':[{'type':'artillery','strength':2,'gun':'M'},{'type':'artillery','strength':1,'gun':'L'}],"
    "'target':{'units':[{'name':'T','type':'infantry','cohesion':5}]}}");
  CliRun r = cli_run (NULL, "fire", path, NULL);
  json_object *o = cli_run_json (&r);
  g_assert_cmpint (json_object_get_int (cli_json_get (o, "range_drm")), ==, -1);
  g_assert_cmpstr (json_object_get_string (cli_json_get (o, "range_source")), ==, "rulebook");
  g_assert_cmpint (json_object_get_int (cli_json_get (o, "total_drm")), ==, 3);
  g_assert_cmpint (json_object_get_int (cli_json_get (o, "adjusted_roll")), ==, 10);
  sums_to_one (cli_json_get (o, "distribution"));
  json_object_put (o);
  cli_run_clear (&r);
}

static void
test_fixed_fire (void)
{
  CliRun r = cli_run (NULL, "fixed-fire", "16", NULL);
  json_object *o = cli_run_json (&r);
  g_assert_cmpint (json_object_get_int (cli_json_get (o, "auto_disorder_max")), ==, 1);
  json_object *p = cli_json_get (o, "probabilities");
  g_assert_cmpfloat (json_object_get_double (cli_json_get (p, "disorder")), ==, 0.2);
  g_assert_cmpfloat (json_object_get_double (cli_json_get (p, "morale-check")), ==, 0.7);
  json_object_put (o);
  cli_run_clear (&r);
  r = cli_run (NULL, "fixed-fire", "16", "--terrain-drm", "1", "--cohesion", "6", NULL);
  o = cli_run_json (&r);
  json_object *table = cli_json_get (o, "table");
  g_assert_cmpstr (json_object_get_string (cli_json_get (json_object_array_get_idx (table, 8), "result")), ==, "miss");
  g_assert_cmpstr (json_object_get_string (cli_json_get (json_object_array_get_idx (table, 0), "result")), ==, "disorder");
  json_object_put (o);
  cli_run_clear (&r);
  r = cli_run (NULL, "fixed-fire", "30", NULL);
  o = cli_run_json (&r);
  g_assert_cmpint (json_object_get_int (cli_json_get (o, "fp")), ==, 24);
  json_object_put (o);
  cli_run_clear (&r);
  g_autofree char *path = input ("fg.json", "{'hexes':[{'units':[{'type':'artillery','strength':3,'gun':'M'}]}]}");
  r = cli_run (NULL, "fixed-fire", path, NULL);
  o = cli_run_json (&r);
  g_assert_cmpint (json_object_get_int (cli_json_get (o, "fp")), ==, 5);
  json_object_put (o);
  cli_run_clear (&r);
  r = cli_run (NULL, "fixed-fire", "100", NULL);
  cli_run_assert_bad (&r, "adjutant-cli: ", "'100' is not a firepower");
  cli_run_clear (&r);
  r = cli_run (NULL, "fixed-fire", "8", "--terrain-drm", "x", NULL);
  cli_run_assert_bad (&r, "adjutant-cli: ", "--terrain-drm: 'x' is not a DRM");
  cli_run_clear (&r);
}

/* Every command: malformed JSON, missing fields, wrong types, huge numbers:
 * exit 2, one line naming the file, the JSON path and the reason. */
static void
test_bad_input (void)
{
  static const struct {
    const char *cmd, *text, *expect;
  } cases[] = {
    { "charge", "{'attackers':[", "bad.json: the JSON text ends too early" },
    { "charge", "{'attackers':[]}", "bad.json: $.attackers: needs 1 to 6 entries, has 0" },
    { "charge", "{'defenders':[]}", "bad.json: $.attackers: missing" },
    { "charge", "{'attackers':[{'hex':1009}]}", "bad.json: $.attackers[0].hex: expected a string, found an integer" },
    { "charge", "{'attackers':[{'hex':'1009','units':[{'type':'infantry','strength':1e99,'cohesion':5}]}]}",
      "bad.json: $.attackers[0].units[0].strength: expected an integer, found a number" },
    { "df", "{'attackers':[{'hex':'1009','units':[{'type':'infantry','strength':99999999999999999999,'cohesion':5}]}]}",
      "bad.json: $.attackers[0].units[0].strength: " },
    { "df", "[]", "bad.json: $: expected an object" },
    { "fire", "{'range':1}", "bad.json: $.guns: missing" },
    { "fire", "{'range':'far','guns':[]}", "bad.json: $.guns: needs 1 to 2 entries" },
    { "fire", "{'guns':[{'type':'artillery','strength':2}],'range':1,'roll':12}", "bad.json: $.roll: 12 is outside 0..9" },
    { "fixed-fire", "{'hexes':[{'units':[{'type':'infantry'}]}]}", "bad.json: $.hexes[0].units[0].strength: missing" },
    { "fixed-fire", "{'hexes':[{'units':[{'type':'infantry','strength':4}]}]} x", "bad.json: line 1, column" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = input ("bad.json", cases[i].text);
      CliRun r = cli_run (NULL, cases[i].cmd, path, NULL);
      cli_run_assert_bad (&r, "adjutant-cli: ", cases[i].expect);
      cli_run_clear (&r);
    }
  CliRun r = cli_run (NULL, "charge", "/nonexistent/charge.json", NULL);
  cli_run_assert_bad (&r, "adjutant-cli: ", "charge: /nonexistent/charge.json");
  cli_run_clear (&r);
  r = cli_run (NULL, "fire", NULL);
  cli_run_assert_bad (&r, "adjutant-cli: ", "expected one input file");
  cli_run_clear (&r);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_assert_nonnull (g_getenv ("ADJUTANT_CLI"));
  tmpdir = g_dir_make_tmp ("adj-cli-combat-XXXXXX", NULL);
  g_test_add_func ("/cli/odds/rule-10.23", test_odds);
  g_test_add_func ("/cli/charge/rule-10.2/example-9-to-6", test_charge);
  g_test_add_func ("/cli/df/rule-10.3/example", test_df);
  g_test_add_func ("/cli/df/rule-10.32/rear-hexside-refused", test_df_rear_10_32);
  g_test_add_func ("/cli/charge/tree", test_charge_tree);
  g_test_add_func ("/cli/fire/rule-9.3/example", test_fire);
  g_test_add_func ("/cli/fixed-fire/examples", test_fixed_fire);
  g_test_add_func ("/cli/combat/bad-input", test_bad_input);
  int status = g_test_run ();
  /* Every input the tests wrote, whatever its name, so none is left behind. */
  g_autoptr (GDir) dir = g_dir_open (tmpdir, 0, NULL);
  const char *name;
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *p = g_build_filename (tmpdir, name, NULL);
      g_remove (p);
    }
  g_rmdir (tmpdir);
  g_free (tmpdir);
  return status;
}
