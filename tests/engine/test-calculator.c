/* The calculators a player's device runs through the host (core/
 * calculator.h): each answers as the CLI's command does, and every
 * request it cannot take is refused with what is wrong. */
#include <string.h>
#include <glib/gstdio.h>

#include <adjutant-engine.h>
#include <dog/ruleset.h>

#include "calctest.h"

static json_object *
run (const AdjRuleset *rs, const char *request, GError **error)
{
  const char *file = rs == &adj_tgtw_ruleset  ? "tgtw/demo-red-and-blue.json"
                     : rs == &adj_cog_ruleset ? "cog/demo-crossroads.json"
                     : rs == &adj_dog_ruleset ? "dog/demonstration.json"
                                              : "battles/sample-cedar-creek.json";
  g_autofree char *path = g_build_filename (g_getenv ("ADJUTANT_DATADIR"), file, NULL);
  gpointer sc = adj_scenario_load_file (adj_rulesets (), rs, path, NULL, error);
  g_assert_nonnull (sc);
  /* A game started with no options (every switch off). */
  gpointer state = rs->state_new (sc, NULL, NULL, error);
  g_assert_nonnull (state);
  json_object *out = calctest_run (rs, state, request, error);
  rs->state_unref (state);
  rs->scenario_unref (sc);
  return out;
}

static char *
text_of (json_object *o)
{
  char *t = g_strdup (json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN));
  json_object_put (o);
  return t;
}

/* 8.0: a 6 with a leader's +1 passes on 1-7 (as `tgtw morale 6 --leader 1`). */
static void
test_tgtw_morale (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *t = text_of (run (&adj_tgtw_ruleset,
                                     "{\"calculator\":\"morale\",\"input\":{\"morale\":6,\"leader\":1}}", &error));
  g_assert_no_error (error);
  g_assert_nonnull (strstr (t, "\"success_probability\":0.7"));
  g_assert_nonnull (strstr (t, "\"target\":7"));
  g_assert_nonnull (strstr (t, "\"rule\":\"9.0\""));
}

/* 9.0 and 4.0: a choice by its id; inputs left out take their defaults. */
static void
test_tgtw_casualty_initiative (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *c = text_of (run (&adj_tgtw_ruleset, "{\"calculator\":\"casualty\",\"input\":{\"result\":\"E\"}}",
                                     &error));
  g_assert_no_error (error);
  g_assert_nonnull (strstr (c, "\"outcomes\":{\"none\":0.3,\"wounded\":0.2,\"captured\":0.3,\"killed\":0.2}"));
  /* The default stars (1): a 1-star leader's points (10.0). */
  g_assert_nonnull (strstr (c, "\"morale_loss\":{\"wounded\":2,\"captured\":4,\"killed\":5}"));
  g_autofree char *i = text_of (run (&adj_tgtw_ruleset, "{\"calculator\":\"initiative\",\"input\":{\"bonus\":1}}",
                                     &error));
  g_assert_no_error (error);
  g_assert_nonnull (strstr (i, "\"win_probability\":[0.64,0.36]"));
}

/* 6.3.2: as `cog cup --union 5 --csa 4`: a draw of 4. */
static void
test_cog_cup (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *t = text_of (run (&adj_cog_ruleset, "{\"calculator\":\"cup\",\"input\":{\"union\":5,\"csa\":4}}",
                                     &error));
  g_assert_no_error (error);
  g_assert_nonnull (strstr (t, "\"draw\":4"));
  g_assert_nonnull (strstr (t, "\"2\":0.47619047619047616"));
}

/* 4.25, as `ca 2 2` and `ca 1 1 1`: a third rating counts only when three
 * leaders try. */
static void
test_glory_ca (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *two = text_of (run (&adj_glory_ruleset,
                                       "{\"calculator\":\"ca\",\"input\":{\"rating1\":2,\"rating2\":2,\"rating3\":9}}",
                                       &error));
  g_assert_no_error (error);
  g_assert_cmpstr (two, ==, "{\"total\":4,\"needs\":5,\"success_probability\":0.5}");
  g_autofree char *three = text_of (run (&adj_glory_ruleset,
                                         "{\"calculator\":\"ca\",\"input\":{\"leaders\":3,\"rating1\":1,"
                                         "\"rating2\":1,\"rating3\":1}}", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (three, ==, "{\"total\":3,\"needs\":4,\"success_probability\":0.6}");
}

/* 10.23 and 10.41, as `odds 9 6` and `odds 7 3 --attacker-favoured`: 9 to
 * 6 is 3-2 (+1, printed); 7 to 3 rounds up for the attacker to 3-1. The
 * charts are the shipped ones with the player's own values (none here). */
static void
test_glory_odds (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *a = text_of (run (&adj_glory_ruleset,
                                     "{\"calculator\":\"odds\",\"input\":{\"attack\":9,\"defense\":6}}", &error));
  g_assert_no_error (error);
  g_assert_nonnull (strstr (a, "\"odds\":\"3-2\",\"odds_drm\":1,\"source\":\"rulebook\""));
  g_assert_nonnull (strstr (a, "\"placement\":\"exact\",\"rule\":\"10.23\""));
  g_autofree char *b = text_of (run (&adj_glory_ruleset,
                                     "{\"calculator\":\"odds\",\"input\":{\"attack\":7,\"defense\":3,"
                                     "\"favoured\":true}}", &error));
  g_assert_no_error (error);
  g_assert_nonnull (strstr (b, "\"odds\":\"3-1\""));
  g_assert_nonnull (strstr (b, "\"rule\":\"10.41\""));

  /* The player's own value for 2-1 (typed on the laptop's Charts page)
   * is the one the phone gets, with its source. */
  g_autofree char *home = g_dir_make_tmp ("adjutant-odds-XXXXXX", NULL);
  g_autofree char *dir = g_build_filename (home, "adjutant", NULL);
  g_assert_cmpint (g_mkdir (dir, 0700), ==, 0);
  g_autofree char *own = g_build_filename (dir, "chart-overrides.json", NULL);
  g_assert_true (g_file_set_contents (own, "{\"format\": \"adjutant-chart-overrides\", \"version\": 1, \"charts\": "
                                           "{\"glory3-odds\": [{\"row\": \"drm\", \"column\": \"2-1\", \"value\": 5}]}}",
                                      -1, NULL));
  g_autofree char *saved = g_strdup (g_getenv ("XDG_DATA_HOME"));
  g_setenv ("XDG_DATA_HOME", home, TRUE);
  g_autofree char *c = text_of (run (&adj_glory_ruleset,
                                     "{\"calculator\":\"odds\",\"input\":{\"attack\":4,\"defense\":2}}", &error));
  if (saved != NULL)
    g_setenv ("XDG_DATA_HOME", saved, TRUE);
  else
    g_unsetenv ("XDG_DATA_HOME");
  g_assert_no_error (error);
  g_assert_nonnull (strstr (c, "\"odds\":\"2-1\",\"odds_drm\":5,\"source\":\"user\""));
  g_assert_cmpint (g_remove (own), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
  g_assert_cmpint (g_rmdir (home), ==, 0);
}

/* 11.52, 11.62, 12.4 and 13, as `rally` and `recover` print them: a
 * rally on 4 succeeds on 0-4; a Confederate dismounted cavalry marker
 * lowers a 5 to 3; a recovery on 3 by day eliminates on 4-9; cavalry
 * recovers mounted (11.63). */
static void
test_glory_rally_recover (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *r = text_of (run (&adj_glory_ruleset, "{\"calculator\":\"rally\",\"input\":{\"cohesion\":4}}",
                                     &error));
  g_assert_no_error (error);
  g_assert_cmpstr (r, ==, "{\"cohesion\":4,\"success_probability\":0.5,\"automatic\":false,"
                          "\"success_faces\":[0,1,2,3,4],\"rule\":\"11.52\"}");
  g_autofree char *m = text_of (run (&adj_glory_ruleset,
                                     "{\"calculator\":\"rally\",\"input\":{\"cohesion\":5,"
                                     "\"marker\":\"dismounted-confederate\"}}", &error));
  g_assert_no_error (error);
  g_assert_nonnull (strstr (m, "\"cohesion\":3,\"rating\":5"));
  g_assert_nonnull (strstr (m, "\"success_probability\":0.4"));
  g_assert_nonnull (strstr (m, "\"rule\":\"11.52, 12.4\""));
  g_autofree char *n = text_of (run (&adj_glory_ruleset,
                                     "{\"calculator\":\"recover\",\"input\":{\"cohesion\":3}}", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (n, ==, "{\"cohesion\":3,\"success_probability\":0.4,\"elimination_probability\":0.6,"
                          "\"success_faces\":[0,1,2,3],\"rule\":\"11.62\"}");
  json_object *refused = run (&adj_glory_ruleset, "{\"calculator\":\"recover\",\"input\":{\"cohesion\":3,"
                                                  "\"marker\":\"dismounted-union\"}}", &error);
  g_assert_null (refused);
  g_assert_nonnull (strstr (error->message, "11.63"));
}

/* 18.3 and 18.3.2 as `dog fire`: 2 dice on 4+ hit 0, 1, 2 times as 1/4,
 * 1/2, 1/4; with First Fire 1/8, 3/8, 1/2. 18.5 as `dog assault`: a side
 * half a class ahead wins when its die is at least the other's, 21 in
 * 36, and never ties (ruling 25). */
static void
test_dog_fire_assault (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *f = text_of (run (&adj_dog_ruleset, "{\"calculator\":\"fire\",\"input\":{\"dice\":2,\"hit\":4}}",
                                     &error));
  g_assert_no_error (error);
  g_assert_nonnull (strstr (f, "\"hits\":[0.25,0.5,0.25]"));
  g_autofree char *ff = text_of (run (&adj_dog_ruleset, "{\"calculator\":\"fire\",\"input\":{\"dice\":2,\"hit\":4,"
                                                        "\"first_fire\":true}}", &error));
  g_assert_no_error (error);
  g_assert_nonnull (strstr (ff, "\"hits\":[0.125,0.375,0.5]"));
  json_object *a = run (&adj_dog_ruleset, "{\"calculator\":\"assault\",\"input\":{\"a_class\":\"2.5\","
                                          "\"b_class\":\"2\"}}", &error);
  g_assert_no_error (error);
  json_object *v;
  g_assert_true (json_object_object_get_ex (a, "a_wins", &v));
  g_assert_cmpfloat_with_epsilon (json_object_get_double (v), 21 / 36.0, 1e-12);
  g_assert_true (json_object_object_get_ex (a, "tie", &v));
  g_assert_cmpfloat (json_object_get_double (v), ==, 0);
  json_object_put (a);
  json_object *refused = run (&adj_dog_ruleset, "{\"calculator\":\"fire\",\"input\":{\"hit\":7}}", &error);
  g_assert_null (refused);
  g_assert_nonnull (strstr (error->message, "input.hit: expected a whole number from 1 to 6"));
}

/* 10.2-10.4, as `charge` prints it for the same units: Brigade A1 (5 SP,
 * cohesion 7) charges Getty 'a' (6 SP, cohesion 6) in the clear; the
 * game's units on the map, picked by name. The best cohesion 7 against 6
 * is +1 (10.25), clear 0 (10.4): +1 in all; every face 0-9 is a row. */
static void
test_glory_charge (void)
{
  g_autoptr (GError) error = NULL;
  CalcGlory g;
  calctest_glory_open (&g);
  g_autofree char *req_text = g_strdup_printf ("{\"calculator\":\"charge\",\"input\":{\"charger1\":%d,"
                                               "\"defender1\":%d,\"terrain\":\"clear\"}}",
                                               calctest_glory_unit (&g, "csa-a-1"),
                                               calctest_glory_unit (&g, "getty-a"));
  json_object *out = calctest_run (&adj_glory_ruleset, g.state, req_text, &error);
  g_assert_no_error (error);
  g_autofree char *t = g_strdup (json_object_to_json_string_ext (out, JSON_C_TO_STRING_PLAIN));
  g_assert_nonnull (strstr (t, "\"attack_strength\":5,\"defense_strength\":6,"));
  g_assert_nonnull (strstr (t, "\"cohesion_drm\":1,\"terrain_drm\":0,\"rear_drm\":0,\"total_drm\":1,"));
  g_assert_nonnull (strstr (t, "{\"value\":1,\"rule\":\"10.25\",\"text\":\"best cohesion 7 against 6\"}"));
  json_object *dist = json_object_object_get (out, "distribution");
  g_assert_cmpuint (json_object_array_length (dist), ==, 10);

  /* The CLI's answer for these numbers, its made-up hexes aside. */
  json_object *cli_in = json_tokener_parse (
    "{\"night\":false,\"fixed_glory\":false,\"refitted_glory1\":false,\"attackers\":[{\"hex\":\"1009\","
    "\"units\":[{\"name\":\"Brigade A1 (invented)\",\"type\":\"infantry\",\"strength\":5,\"cohesion\":7,"
    "\"disordered_cohesion\":5}]}],\"defenders\":[{\"hex\":\"1010\",\"terrain\":[\"clear\"],\"units\":["
    "{\"name\":\"Getty 'a' (sample)\",\"type\":\"infantry\",\"strength\":6,\"cohesion\":6,"
    "\"disordered_cohesion\":4}]}]}");
  g_autoptr (AdjCombatCharts) charts = calctest_glory_charts ();
  AdjChargeInput in;
  AdjChargeResult r = { 0 };
  g_assert_true (adj_charge_input_from_json (cli_in, "cli", &in, &error));
  g_assert_true (adj_charge_resolve (&in, charts, &r, &error));
  json_object *cli = adj_charge_result_to_json (&in, charts, &r);
  adj_charge_result_clear (&r);
  adj_charge_input_clear (&in);
  json_object_object_del (cli, "terrain_hex");
  json_object_object_del (cli, "defending_hexes");
  g_assert_cmpstr (t, ==, json_object_to_json_string_ext (cli, JSON_C_TO_STRING_PLAIN));
  json_object_put (cli);
  json_object_put (cli_in);
  json_object_put (out);

  /* 10.32-10.34: Getty 'a' fires at the charging hex in the clear (+1):
   * Brigade A1 (cohesion 7) is disordered on 7-9 (10.33), so the charge
   * goes in 7 times in 10; as `df` prints it for the same units. */
  g_autofree char *df_text = g_strdup_printf ("{\"calculator\":\"charge\",\"input\":{\"charger1\":%d,"
                                              "\"defender1\":%d,\"df\":true}}",
                                              calctest_glory_unit (&g, "csa-a-1"),
                                              calctest_glory_unit (&g, "getty-a"));
  out = calctest_run (&adj_glory_ruleset, g.state, df_text, &error);
  g_assert_no_error (error);
  json_object *df = json_object_object_get (out, "defensive_fire");
  g_assert_nonnull (df);
  g_assert_cmpfloat_with_epsilon (json_object_get_double (json_object_object_get (df, "charge_probability")), 0.7,
                                  1e-12);
  json_object *df_cli_in = json_tokener_parse (
    "{\"attackers\":[{\"hex\":\"1009\",\"terrain\":[\"clear\"],\"units\":[{\"name\":\"Brigade A1 (invented)\","
    "\"type\":\"infantry\",\"strength\":5,\"cohesion\":7}]}],\"defenders\":[{\"hex\":\"1010\",\"terrain\":"
    "[\"clear\"],\"df\":[\"1009\"],\"units\":[{\"name\":\"Getty 'a' (sample)\",\"type\":\"infantry\","
    "\"strength\":6,\"cohesion\":6}]}]}");
  AdjDfResult dr = { 0 };
  g_assert_true (adj_charge_input_from_json (df_cli_in, "cli", &in, &error));
  g_assert_true (adj_deffire_resolve (&in, charts, &dr, &error));
  json_object *df_cli = adj_df_result_to_json (&in, charts, &dr);
  adj_df_result_clear (&dr);
  adj_charge_input_clear (&in);
  g_assert_cmpstr (json_object_to_json_string_ext (df, JSON_C_TO_STRING_PLAIN), ==,
                   json_object_to_json_string_ext (df_cli, JSON_C_TO_STRING_PLAIN));
  g_assert_nonnull (strstr (json_object_to_json_string_ext (df, JSON_C_TO_STRING_PLAIN),
                            "\"needs\":7,\"possible\":true,\"disorder_probability\":0.3"));
  json_object_put (df_cli);
  json_object_put (df_cli_in);
  json_object_put (out);

  /* A unit named twice is refused, by name. */
  g_autofree char *twice = g_strdup_printf ("{\"calculator\":\"charge\",\"input\":{\"charger1\":%d,"
                                            "\"defender1\":%d}}", calctest_glory_unit (&g, "csa-a-1"),
                                            calctest_glory_unit (&g, "csa-a-1"));
  g_assert_null (calctest_run (&adj_glory_ruleset, g.state, twice, &error));
  g_assert_cmpstr (error->message, ==, "Brigade A1 (invented) is named twice");
  g_clear_error (&error);

  /* A unit not on the map, or not of a charging row, is refused. */
  g_autofree char *gun = g_strdup_printf ("{\"calculator\":\"charge\",\"input\":{\"charger1\":%d,"
                                          "\"defender1\":%d}}", calctest_glory_unit (&g, "getty-arty"),
                                          calctest_glory_unit (&g, "csa-a-1"));
  g_assert_null (calctest_run (&adj_glory_ruleset, g.state, gun, &error));
  g_assert_nonnull (strstr (error->message, "input.charger1: expected one of the game's units in play"));
  calctest_glory_close (&g);
}

/* 9.23, as `fire` prints it for the same units: Getty's artillery (Fire
 * Strength 1: +1) fires at Brigade A1 two hexes off (+1 for a medium gun,
 * provisional) in the clear (0): +2, so faces 0-5 read 7 or less, no
 * effect, 6 in 10. */
static void
test_glory_fire (void)
{
  g_autoptr (GError) error = NULL;
  CalcGlory g;
  calctest_glory_open (&g);
  g_autofree char *req_text = g_strdup_printf ("{\"calculator\":\"fire\",\"input\":{\"gun1\":%d,"
                                               "\"target1\":%d,\"range\":2,\"los\":true}}",
                                               calctest_glory_unit (&g, "getty-arty"),
                                               calctest_glory_unit (&g, "csa-a-1"));
  json_object *out = calctest_run (&adj_glory_ruleset, g.state, req_text, &error);
  g_assert_no_error (error);
  g_autofree char *t = g_strdup (json_object_to_json_string_ext (out, JSON_C_TO_STRING_PLAIN));
  g_assert_nonnull (strstr (t, "\"strength_drm\":1,\"range_drm\":1,"));
  g_assert_nonnull (strstr (t, "\"total_drm\":2,"));
  g_assert_nonnull (strstr (t, "\"faces\":[0,1,2,3,4,5],\"probability\":0.6"));

  json_object *cli_in = json_tokener_parse (
    "{\"night\":false,\"guns\":[{\"name\":\"Getty artillery (sample)\",\"type\":\"artillery\",\"strength\":1,"
    "\"cohesion\":5,\"disordered_cohesion\":3,\"gun\":\"M\"}],\"range\":2,\"los_clear\":true,\"target\":{"
    "\"hex\":\"1010\",\"terrain\":[\"clear\"],\"units\":[{\"name\":\"Brigade A1 (invented)\",\"type\":\"infantry\","
    "\"strength\":5,\"cohesion\":7,\"disordered_cohesion\":5}]}}");
  g_autoptr (AdjCombatCharts) charts = calctest_glory_charts ();
  AdjFireInput in;
  AdjFireResult r = { 0 };
  g_assert_true (adj_fire_input_from_json (cli_in, "cli", &in, &error));
  g_assert_true (adj_fire_resolve (&in, charts, &r, &error));
  json_object *cli = adj_fire_result_to_json (&in, charts, &r);
  adj_fire_result_clear (&r);
  adj_fire_input_clear (&in);
  g_assert_cmpstr (t, ==, json_object_to_json_string_ext (cli, JSON_C_TO_STRING_PLAIN));
  json_object_put (cli);
  json_object_put (cli_in);
  json_object_put (out);

  /* A range out of the field's 1-99 is refused with the range. */
  g_assert_null (calctest_run (&adj_glory_ruleset, g.state, "{\"calculator\":\"fire\",\"input\":{\"range\":0}}",
                               &error));
  g_assert_nonnull (strstr (error->message, "input.range: expected a whole number from 1 to 99"));
  calctest_glory_close (&g);
}

/* The phone's page translates what the host sends in English with its
 * own dictionary (data/host/app.js): every calculator's title and field
 * of every game must be in it, and every choice shown as a word (the
 * phone shows a choice's id with spaces for hyphens; codes such as "Eng"
 * or "1.5" stay as printed), or a German phone shows English. */
static void
need_german (const char *js, const char *game, const char *text, gboolean choice)
{
  g_autoptr (GString) key = g_string_new ("'");
  for (const char *p = text; *p; p++)
    {
      if (*p == '\'')
        g_string_append_c (key, '\\');
      g_string_append_c (key, choice && *p == '-' ? ' ' : *p);
    }
  g_string_append (key, "': '");
  if (strstr (js, key->str) == NULL)
    g_error ("%s: no German for %s on the phone (data/host/app.js)", game, key->str);
}

/* The phone's page, with its German dictionary. */
static char *
app_js (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("ADJUTANT_DATADIR"), "host", "app.js", NULL);
  char *js = NULL;
  g_assert_true (g_file_get_contents (path, &js, NULL, NULL));
  return js;
}

static void
test_german_on_the_phone (void)
{
  g_autofree char *js = app_js ();
  guint n = 0;
  for (const AdjRuleset *const *rs = adj_rulesets (); *rs != NULL; rs++)
    for (guint c = 0; c < (*rs)->n_calculators; c++)
      {
        const AdjCalculator *calc = &(*rs)->calculators[c];
        for (gint f = -1; f < (gint) calc->n_fields; f++)
          {
            need_german (js, (*rs)->id, f < 0 ? calc->title : calc->fields[f].label, FALSE);
            n++;
            if (f < 0 || calc->fields[f].kind != ADJ_CALC_CHOICE)
              continue;
            for (const char *const *ch = calc->fields[f].choices; *ch != NULL; ch++)
              if (strlen (*ch) > 3 && g_ascii_islower (**ch))
                {
                  need_german (js, (*rs)->id, *ch, TRUE);
                  n++;
                }
          }
      }
  g_assert_cmpuint (n, >=, 100);
}

/* The docs' worked example of `los --questions 0510 0506 --from-level 2
 * --to-level 0` and its answers (docs/cli.md), on a device. */
#define LOS_INPUT "\"input\":{\"from\":\"0510\",\"from_level\":2,\"to\":\"0506\",\"to_level\":0}"
#define LOS_ANSWERS_FILE                                                                                         \
  "{\"format\":\"adjutant-los-answers\",\"version\":1,\"from_level\":2,\"to_level\":0,\"shifted\":\"odd\","        \
  "\"hexes\":[{\"hex\":\"0509\",\"level\":0},{\"hex\":\"0508\",\"level\":1,\"woods\":false},"                     \
  "{\"hex\":\"0507\",\"level\":0,\"woods\":true,\"unit\":\"none\"}],"                                             \
  "\"hexsides\":[{\"between\":[\"0508\",\"0507\"],\"slope\":\"none\"}]}"

/* 9.4 firer higher, without a map: the questions are the CLI's, each a
 * field asked when its `when` holds; the answers give the CLI's verdict,
 * and one that matters left out is refused with the CLI's text. */
static void
test_glory_los (void)
{
  g_autoptr (GError) error = NULL;
  json_object *q = run (&adj_glory_ruleset, "{\"calculator\":\"los\"," LOS_INPUT "}", &error);
  g_assert_no_error (error);
  json_object *fields = json_object_get (json_object_object_get (q, "fields"));
  json_object_object_del (q, "fields");
  AdjLosQuery query;
  AdjHex from = { 5, 10 }, to = { 5, 6 };
  g_assert_true (adj_losquery_init (&query, ADJ_SHIFT_ODD, from, 2, to, 0, &error));
  g_autofree char *cli = text_of (adj_losquery_to_json (&query));
  adj_losquery_clear (&query);
  g_autofree char *t = text_of (q);
  g_assert_cmpstr (t, ==, cli);
  /* As docs/cli.md prints it: nine questions, the last a slope. */
  g_assert_nonnull (strstr (t, "{\"id\":8,\"step\":2,\"ask\":\"slope\",\"hexside\":[\"0507\",\"0506\"],"
                               "\"when\":{\"level_of\":[\"0507\"],\"min\":1,\"max\":1}}]}"));
  /* Each question a field, in the same order, unanswered. */
  g_assert_cmpuint (json_object_array_length (fields), ==, 9);
  g_autofree char *f = g_strdup (calctest_text (fields));
  g_assert_nonnull (strstr (f, "{\"name\":\"0509-level\",\"label\":\"Hex {0}: its level\",\"label_args\":[\"0509\"],"
                               "\"kind\":\"int\",\"min\":-9,\"max\":99,\"default\":null}"));
  g_assert_nonnull (strstr (f, "{\"name\":\"0507-unit\",\"label\":\"Hex {0}: a combat unit in it?\","
                               "\"label_args\":[\"0507\"],\"kind\":\"choice\",\"choices\":[\"none\",\"friendly\","
                               "\"enemy\"],\"default\":null,\"when\":{\"any_of\":[\"0507-level\"],\"min\":-9,\"max\":1}}"));
  g_assert_nonnull (strstr (f, "\"name\":\"0508-0507-slope\",\"label\":\"Hexside between {0} and {1}: its slope\","
                               "\"label_args\":[\"0508\",\"0507\"],\"kind\":\"choice\",\"choices\":[\"none\",\"steep\","
                               "\"sheer\"]"));
  /* German for each question's label and words on the phone. */
  g_autofree char *js = app_js ();
  for (size_t i = 0; i < json_object_array_length (fields); i++)
    {
      json_object *x = json_object_array_get_idx (fields, i);
      need_german (js, "glory", json_object_get_string (json_object_object_get (x, "label")), FALSE);
      json_object *ch = json_object_object_get (x, "choices");
      for (size_t k = 0; ch != NULL && k < json_object_array_length (ch); k++)
        need_german (js, "glory", json_object_get_string (json_object_array_get_idx (ch, k)), TRUE);
    }
  json_object_put (fields);

  /* The answers of docs/cli.md, as the phone sends them: the verdict is
   * the one `los --answers` prints. */
  g_autofree char *verdict = text_of (run (&adj_glory_ruleset, "{\"calculator\":\"los\"," LOS_INPUT ","
                                           "\"answers\":{\"0509-level\":0,\"0508-level\":1,\"0508-woods\":\"no\","
                                           "\"0508-0507-slope\":\"none\",\"0507-level\":0,\"0507-woods\":\"yes\","
                                           "\"0507-unit\":\"none\"}}", &error));
  g_assert_no_error (error);
  AdjLosAnswer *answers = NULL;
  AdjLosResult result;
  g_assert_true (adj_losquery_load_answers (LOS_ANSWERS_FILE, strlen (LOS_ANSWERS_FILE), "cli", from, to, &query,
                                            &answers, &error));
  g_assert_true (adj_losquery_solve (&query, answers, &result, &error));
  g_autofree char *cli_verdict = text_of (adj_los_result_to_json (&result));
  adj_los_result_clear (&result);
  adj_losquery_clear (&query);
  g_free (answers);
  g_assert_cmpstr (verdict, ==, cli_verdict);
  g_assert_nonnull (strstr (verdict, "\"clear\":false,\"blocked_by\":{\"hex\":\"0507\",\"rule\":\"9.4 firer higher: "
                                     "woods at or above the target's level, halfway or closer to the target\","
                                     "\"key\":\"firer-higher-woods-near-target\"}"));

  /* Woods in 0507 matter at level 0: left out, what is missing. */
  json_object *missing = run (&adj_glory_ruleset, "{\"calculator\":\"los\"," LOS_INPUT ","
                              "\"answers\":{\"0509-level\":0,\"0508-level\":1,\"0508-woods\":\"no\","
                              "\"0508-0507-slope\":\"none\",\"0507-level\":0,\"0507-unit\":\"none\"}}", &error);
  g_assert_null (missing);
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "woods in hex 0507 needs an answer");
  g_clear_error (&error);

  /* Answers are checked as the questions' fields. */
  static const struct {
    const char *answers, *message;
  } bad[] = {
    { "{\"0509-level\":100}", "answers.0509-level: expected a whole number from -9 to 99" },
    { "{\"0507-woods\":true}", "answers.0507-woods: expected one of no, yes" },
    { "{\"0606-level\":1}", "answers.0606-level: no such question" },
    { "[]", "answers: expected an object" },
  };
  for (guint k = 0; k < G_N_ELEMENTS (bad); k++)
    {
      g_autofree char *req = g_strdup_printf ("{\"calculator\":\"los\"," LOS_INPUT ",\"answers\":%s}", bad[k].answers);
      g_assert_null (run (&adj_glory_ruleset, req, &error));
      g_assert_cmpstr (error->message, ==, bad[k].message);
      g_clear_error (&error);
    }
  /* The hexes as typed: four digits, two different ones. */
  g_assert_null (run (&adj_glory_ruleset, "{\"calculator\":\"los\",\"input\":{\"from\":\"510\"}}", &error));
  g_assert_cmpstr (error->message, ==, "input.from: expected a hex id of four digits, as on the map");
  g_clear_error (&error);
  g_assert_null (run (&adj_glory_ruleset, "{\"calculator\":\"los\",\"input\":{\"from\":\"0506\",\"to\":\"0506\"}}",
                      &error));
  g_assert_cmpstr (error->message, ==, "firer and target are both in hex 0506");
  g_clear_error (&error);
  /* The table: the hexes as the map prints them; a calculator that asks. */
  g_autofree char *table = text_of (adj_calculators_to_json (adj_glory_ruleset.calculators,
                                                             adj_glory_ruleset.n_calculators, NULL));
  g_assert_nonnull (strstr (table, "{\"name\":\"from\",\"label\":\"Firer's hex (its 4-digit id on the map)\","
                                   "\"kind\":\"hex\",\"default\":\"0510\"}"));
  g_assert_nonnull (strstr (table, "\"default\":\"odd\"}],\"asks\":true}"));
  /* A calculator that asks nothing takes no answers. */
  g_assert_null (run (&adj_glory_ruleset, "{\"calculator\":\"ca\",\"answers\":{}}", &error));
  g_assert_cmpstr (error->message, ==, "answers: this calculator asks no questions");
}

static void
test_refusals (void)
{
  static const struct {
    const char *request, *message;
  } cases[] = {
    { "[]", "expected {\"calculator\"" },
    { "{\"calculator\":\"charge\"}", "no such calculator" },
    { "{\"calculator\":\"morale\",\"inputs\":{}}", "unknown member \"inputs\"" },
    { "{\"calculator\":\"morale\",\"input\":3}", "input: expected an object" },
    { "{\"calculator\":\"morale\",\"input\":{\"moral\":6}}", "unknown member \"moral\"" },
    { "{\"calculator\":\"morale\",\"input\":{\"morale\":100}}", "input.morale: expected a whole number from 0 to 99" },
    { "{\"calculator\":\"morale\",\"input\":{\"morale\":\"6\"}}", "input.morale: expected a whole number" },
    { "{\"calculator\":\"morale\",\"input\":{\"automatic\":1}}", "input.automatic: expected true or false" },
    { "{\"calculator\":\"casualty\",\"input\":{\"result\":\"X\"}}", "input.result: expected one of Eng, D, R, E" },
  };
  for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
    {
      g_autoptr (GError) error = NULL;
      json_object *out = run (&adj_tgtw_ruleset, cases[k].request, &error);
      g_assert_null (out);
      g_assert_nonnull (error);
      if (strstr (error->message, cases[k].message) == NULL)
        g_error ("%s: %s lacks %s", cases[k].request, error->message, cases[k].message);
    }
  /* The table a device builds its form from. */
  g_autofree char *table = text_of (adj_calculators_to_json (adj_tgtw_ruleset.calculators,
                                                             adj_tgtw_ruleset.n_calculators, NULL));
  g_assert_nonnull (strstr (table, "{\"name\":\"result\",\"label\":\"What his unit suffered\",\"kind\":\"choice\","
                                   "\"choices\":[\"Eng\",\"D\",\"R\",\"E\"],\"default\":\"E\"}"));
  g_assert_nonnull (strstr (table, "{\"name\":\"morale\",\"label\":\"The unit's morale number\",\"kind\":\"int\","
                                   "\"min\":0,\"max\":99,\"default\":6}"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/calculator/tgtw/8.0-morale", test_tgtw_morale);
  g_test_add_func ("/calculator/tgtw/9.0-casualty-4.0-initiative", test_tgtw_casualty_initiative);
  g_test_add_func ("/calculator/cog/6.3.2-cup", test_cog_cup);
  g_test_add_func ("/calculator/glory/10.23-10.41-odds", test_glory_odds);
  g_test_add_func ("/calculator/glory/4.25-ca", test_glory_ca);
  g_test_add_func ("/calculator/glory/11.52-11.62-rally-recover", test_glory_rally_recover);
  g_test_add_func ("/calculator/glory/10.2-charge-10.3-defensive-fire", test_glory_charge);
  g_test_add_func ("/calculator/glory/9.23-artillery-fire", test_glory_fire);
  g_test_add_func ("/calculator/glory/9.4-line-of-sight", test_glory_los);
  g_test_add_func ("/calculator/dog/18.3-fire-18.5-assault", test_dog_fire_assault);
  g_test_add_func ("/calculator/refusals", test_refusals);
  g_test_add_func ("/calculator/german-on-the-phone", test_german_on_the_phone);
  return g_test_run ();
}
