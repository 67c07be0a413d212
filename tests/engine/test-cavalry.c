/* Rule 12.4: disordered cavalry whose counter has no disordered side is one
 * cohesion lower than printed (mounted, and dismounted Union cavalry), two
 * lower when dismounted Confederate, in every calculator that reads
 * cohesion, with the rule in its list of cohesion modifiers. Counters with
 * a disordered side (the default, Antietam and Cedar Creek) are untouched. */
#include "combattest.h"

#define INF(strength, cohesion) "{'type':'infantry','strength':" #strength ",'cohesion':" #cohesion "}"
/* Disordered cavalry shown with a Disorder marker. */
#define MARKED(type, army, cohesion) \
  "{'name':'Stuart','type':'" type "','army':'" army "','strength':4,'cohesion':" #cohesion "," \
  "'disordered':true,'disorder_marker':true}"

static AdjCombatCharts *charts;

static void
test_drop (void)
{
  g_assert_cmpint (adj_cavalry_disorder_drop (ADJ_COMBAT_MOUNTED_CAVALRY, ADJ_ARMY_UNION), ==, 1);
  g_assert_cmpint (adj_cavalry_disorder_drop (ADJ_COMBAT_MOUNTED_CAVALRY, ADJ_ARMY_CONFEDERATE), ==, 1);
  g_assert_cmpint (adj_cavalry_disorder_drop (ADJ_COMBAT_DISMOUNTED_CAVALRY, ADJ_ARMY_UNION), ==, 1);
  g_assert_cmpint (adj_cavalry_disorder_drop (ADJ_COMBAT_DISMOUNTED_CAVALRY, ADJ_ARMY_CONFEDERATE), ==, 2);
  g_assert_cmpint (adj_cavalry_disorder_drop (ADJ_COMBAT_INFANTRY, ADJ_ARMY_CONFEDERATE), ==, 0);

  AdjCombatUnit u = { .kind = ADJ_COMBAT_DISMOUNTED_CAVALRY, .army = ADJ_ARMY_CONFEDERATE, .cohesion = 5,
                      .disordered = TRUE, .disorder_marker = TRUE };
  g_autoptr (GArray) mods = adj_modifiers_new ();
  g_assert_cmpint (adj_combat_unit_cohesion (&u, mods), ==, 3);
  g_assert_cmpuint (mods->len, ==, 1);
  g_assert_cmpint (combattest_mod (mods, "12.4")->value, ==, -2);
  /* In good order, or with a disordered side, the rating given is the one in force. */
  u.disordered = FALSE;
  g_assert_cmpint (adj_combat_unit_cohesion (&u, mods), ==, 5);
  u.disordered = TRUE;
  u.disorder_marker = FALSE;
  g_assert_cmpint (adj_combat_unit_cohesion (&u, mods), ==, 5);
  g_assert_cmpuint (mods->len, ==, 1);
  /* A printed 1 goes below zero (12.4 lowers it whatever it is). */
  u.disorder_marker = TRUE;
  u.cohesion = 1;
  g_assert_cmpint (adj_combat_unit_cohesion (&u, NULL), ==, -1);
}

/* The cohesion differential (10.25) reads the lowered rating. */
static void
test_charge_differential (void)
{
  AdjChargeInput in;
  AdjChargeResult r;
  /* Infantry (7) charges disordered mounted cavalry printed 6: 7 - 5 = +2. */
  combattest_charge ("{'attackers':[{'hex':'1009','units':[" INF (6, 7) "]}],"
                     "'defenders':[{'hex':'1010','units':[" MARKED ("mounted-cavalry", "union", 6) "]}]}", &in);
  g_assert_true (adj_charge_resolve (&in, charts, &r, NULL));
  g_assert_cmpint (r.defense_cohesion, ==, 5);
  g_assert_cmpint (r.cohesion_drm, ==, 2);
  g_assert_cmpstr (combattest_mod (r.modifiers, "10.25, 12.4")->text, ==, "best cohesion 7 against 5");
  g_assert_cmpint (combattest_mod (r.cohesion_modifiers, "12.4")->value, ==, -1);
  adj_charge_result_clear (&r);
  adj_charge_input_clear (&in);

  /* The same counter with a disordered side: its rating is given as is. */
  combattest_charge ("{'attackers':[{'hex':'1009','units':[" INF (6, 7) "]}],"
                     "'defenders':[{'hex':'1010','units':[{'type':'mounted-cavalry','strength':4,'cohesion':6,"
                     "'disordered':true}]}]}", &in);
  g_assert_true (adj_charge_resolve (&in, charts, &r, NULL));
  g_assert_cmpint (r.cohesion_drm, ==, 1);
  g_assert_null (adj_modifiers_find (r.modifiers, "10.25, 12.4"));
  g_assert_cmpuint (r.cohesion_modifiers->len, ==, 0);
  adj_charge_result_clear (&r);
  adj_charge_input_clear (&in);

  /* A lowered unit that is not its side's best leaves the DRM alone. */
  combattest_charge ("{'attackers':[{'hex':'1009','units':[" INF (6, 7) "]}],"
                     "'defenders':[{'hex':'1010','units':[" INF (4, 6) "," MARKED ("dismounted-cavalry", "confederate", 5) "]}]}",
                     &in);
  g_assert_true (adj_charge_resolve (&in, charts, &r, NULL));
  g_assert_cmpint (r.defense_cohesion, ==, 6);
  g_assert_nonnull (adj_modifiers_find (r.modifiers, "10.25"));
  g_assert_cmpint (combattest_mod (r.cohesion_modifiers, "12.4")->value, ==, -2);
  adj_charge_result_clear (&r);
  adj_charge_input_clear (&in);
}

/* The checks a result asks for are against the lowered rating. */
static void
test_charge_checks (void)
{
  AdjChargeInput in;
  AdjChargeResult r;
  g_autoptr (GArray) effects = adj_effects_new ();
  combattest_charge ("{'night':true,'attackers':[{'hex':'1009','units':[" INF (9, 7) "]}],"
                     "'defenders':[{'hex':'1010','units':[" MARKED ("dismounted-cavalry", "confederate", 6) "]}]}",
                     &in);
  g_assert_true (adj_charge_resolve (&in, charts, &r, NULL));
  gboolean checked = FALSE;
  for (guint i = 0; i < r.n_outcomes; i++)
    {
      g_array_set_size (effects, 0);
      adj_charge_effects (&in, r.active, &r.outcomes[i], effects);
      for (guint k = 0; k < effects->len; k++)
        {
          const AdjEffect *e = &g_array_index (effects, AdjEffect, k);
          if (e->kind != ADJ_EFFECT_CHECK || e->side != ADJ_SIDE_DEFENDER)
            continue;
          g_assert_cmpint (e->cohesion, ==, 4);
          g_assert_cmpint (e->drm, ==, 2);
          combattest_close (e->p_fail, 0.7);  /* roll + 2 > 4: faces 3-9 */
          g_assert_cmpstr (e->text, ==, "Stuart checks cohesion (4 by 12.4, +2 at night)");
          checked = TRUE;
        }
    }
  g_assert_true (checked);
  adj_charge_result_clear (&r);
  adj_charge_input_clear (&in);
}

/* Defensive Fire compares with the top charging unit's lowered rating. */
static void
test_df_target (void)
{
  AdjChargeInput in;
  AdjDfResult r;
  combattest_charge ("{'attackers':[{'hex':'1009','terrain':['woods'],'units':[" MARKED ("mounted-cavalry", "union", 6) "]}],"
                     "'defenders':[{'hex':'1010','df':['1009'],'units':[" INF (4, 5) "]}]}", &in);
  g_assert_true (adj_deffire_resolve (&in, charts, &r, NULL));
  g_assert_cmpuint (r.n_shots, ==, 1);
  g_assert_cmpint (r.shots[0].cohesion, ==, 5);
  g_assert_cmpint (combattest_mod (r.shots[0].cohesion_modifiers, "12.4")->value, ==, -1);
  /* +2 mounted cavalry, -1 woods: a Disorder on 5 - 1 + 1 = 5 or more. */
  g_assert_cmpint (r.shots[0].drm, ==, 1);
  g_assert_cmpint (r.shots[0].needs, ==, 5);
  adj_df_result_clear (&r);
  adj_charge_input_clear (&in);
}

/* Artillery fire's cohesion checks on the target, and misguided fire's on friends. */
static void
test_artillery_target (void)
{
  AdjFireInput in;
  AdjFireResult marked = { 0 }, plain = { 0 };
  GError *error = NULL;
  g_autofree char *a = combattest_json ("{'guns':[{'type':'artillery','strength':2}],'range':1,"
                                        "'target':{'hex':'2311','units':[" MARKED ("mounted-cavalry", "union", 6) "]}}");
  g_autofree char *b = combattest_json ("{'guns':[{'type':'artillery','strength':2}],'range':1,"
                                        "'target':{'hex':'2311','units':[{'type':'mounted-cavalry','strength':4,"
                                        "'cohesion':5,'disordered':true}]}}");
  g_assert_true (adj_fire_input_parse (a, strlen (a), "a.json", &in, &error));
  g_assert_true (adj_fire_resolve (&in, charts, &marked, &error));
  adj_fire_input_clear (&in);
  g_assert_true (adj_fire_input_parse (b, strlen (b), "b.json", &in, &error));
  g_assert_true (adj_fire_resolve (&in, charts, &plain, &error));
  adj_fire_input_clear (&in);
  g_assert_no_error (error);
  /* Printed 6 with a marker is the disordered side's 5. */
  combattest_close (marked.p_disordered[0], plain.p_disordered[0]);
  combattest_close (marked.p_withdrawn[0], plain.p_withdrawn[0]);
  g_assert_cmpint (combattest_mod (marked.cohesion_modifiers, "12.4")->value, ==, -1);
  g_assert_cmpuint (plain.cohesion_modifiers->len, ==, 0);
  adj_fire_result_clear (&marked);
  adj_fire_result_clear (&plain);
}

static void
test_rally_recovery (void)
{
  AdjCohesionRoll r;
  AdjCombatUnit u = { .kind = ADJ_COMBAT_DISMOUNTED_CAVALRY, .army = ADJ_ARMY_CONFEDERATE, .cohesion = 5,
                      .disorder_marker = TRUE };
  adj_rally_calculate_unit (&u, FALSE, &r);
  g_assert_cmpint (r.rating, ==, 5);
  g_assert_cmpint (r.cohesion, ==, 3);
  g_assert_cmpint (r.drop, ==, 2);
  combattest_close (r.probability, 0.4);
  u.army = ADJ_ARMY_UNION;
  adj_rally_calculate_unit (&u, FALSE, &r);
  g_assert_cmpint (r.cohesion, ==, 4);
  combattest_close (r.probability, 0.5);

  /* 11.63: recovery with the mounted rating, one lower. */
  u.kind = ADJ_COMBAT_MOUNTED_CAVALRY;
  u.cohesion = 7;
  adj_recovery_calculate_unit (&u, FALSE, &r);
  g_assert_cmpint (r.cohesion, ==, 6);
  combattest_close (r.probability, 0.7);
  combattest_close (r.elimination_probability, 0.3);

  /* With a disordered side: no change. */
  u.disorder_marker = FALSE;
  adj_recovery_calculate_unit (&u, TRUE, &r);
  g_assert_cmpint (r.cohesion, ==, 7);
  g_assert_cmpint (r.drop, ==, 0);
  combattest_close (r.elimination_probability, 0);
}

static void
test_input (void)
{
  combattest_charge_error ("{'attackers':[{'hex':'1009','units':[" INF (6, 7) "]}],"
                           "'defenders':[{'hex':'1010','units':[{'type':'dismounted-cavalry','strength':4,"
                           "'cohesion':5,'disorder_marker':true}]}]}", "$.defenders[0].units[0].army: missing");
  combattest_charge_error ("{'attackers':[{'hex':'1009','units':[" INF (6, 7) "]}],"
                           "'defenders':[{'hex':'1010','units':[{'type':'artillery','strength':1,"
                           "'cohesion':5,'disorder_marker':true}]}]}", "only cavalry");
  combattest_charge_error ("{'attackers':[{'hex':'1009','units':[" INF (6, 7) "]}],"
                           "'defenders':[{'hex':'1010','units':[{'type':'mounted-cavalry','strength':4,"
                           "'cohesion':5,'army':'rebel'}]}]}", "'rebel' is not an army");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  charts = combattest_charts ();
  g_test_add_func ("/cavalry/rule-12.4/one-or-two-lower", test_drop);
  g_test_add_func ("/cavalry/rule-12.4/charge-differential", test_charge_differential);
  g_test_add_func ("/cavalry/rule-12.4/charge-checks", test_charge_checks);
  g_test_add_func ("/cavalry/rule-12.4/df-target", test_df_target);
  g_test_add_func ("/cavalry/rule-12.4/artillery-target", test_artillery_target);
  g_test_add_func ("/cavalry/rule-12.4/rally-recovery", test_rally_recovery);
  g_test_add_func ("/cavalry/rule-12.4/input", test_input);
  int status = g_test_run ();
  adj_combat_charts_free (charts);
  return status;
}
