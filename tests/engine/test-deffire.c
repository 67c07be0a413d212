/* Defensive Fire (10.3) and the charge that follows it. */
#include "firetest.h"

#define UNIT(name, type, s, c) "{'name':'" name "','type':'" type "','strength':" #s ",'cohesion':" #c
#define INF(name, s, c) UNIT (name, "infantry", s, c) "}"
#define GUN(name, s, c) UNIT (name, "artillery", s, c) "}"

static AdjCombatCharts *charts;

typedef DfTest Df;
G_DEFINE_AUTOPTR_CLEANUP_FUNC (Df, firetest_df_free)

static Df *
df (const char *quoted)
{
  return firetest_df (charts, quoted);
}

static const AdjDfShot *
shot (const Df *d, guint firing, guint target)
{
  for (guint i = 0; i < d->df.n_shots; i++)
    if (d->df.shots[i].firing == firing && d->df.shots[i].target == target)
      return &d->df.shots[i];
  g_error ("no shot from %u at %u", firing, target);
}

static double
outcome_p (const AdjDfResult *r, guint row)
{
  for (guint i = 0; i < r->n_outcomes; i++)
    if (r->outcomes[i].row == row)
      return r->outcomes[i].probability;
  return 0;
}

/* 10.3 example: A, B and C each fire at X (cohesion 7) with no DRM: each
 * needs an 8 or 9. Two hits withdraw X (10.36, 11.11). */
static void
test_example_abc (void)
{
  g_autoptr (Df) d = df ("{'attackers':[{'hex':'1010','units':[" INF ("X", 6, 7) "]}],"
                         "'defenders':[{'hex':'0910','df':['1010'],'units':[" INF ("A", 3, 6) "]},"
                         "{'hex':'1009','df':['1010'],'units':[" INF ("B", 3, 6) "]},"
                         "{'hex':'1109','df':['1010'],'units':[" INF ("C", 3, 6) "]}]}");
  g_assert_cmpuint (d->df.n_shots, ==, 3);
  for (guint f = 0; f < 3; f++)
    {
      const AdjDfShot *s = shot (d, f, 0);
      g_assert_cmpint (s->drm, ==, 0);
      g_assert_cmpint (s->needs, ==, 8);
      combattest_close (s->probability, 0.2);
    }
  combattest_close (d->df.p_disordered[0], 1 - 0.8 * 0.8 * 0.8);
  combattest_close (d->df.p_withdrawn[0], 3 * 0.2 * 0.2 * 0.8 + 0.2 * 0.2 * 0.2);
  combattest_close (d->df.charge_probability, 0.512);
  combattest_close (outcome_p (&d->df, ADJ_CHARGE_NO_CHARGE), 0.488);
}

/* 10.3 example: D could fire at Y and Z at -1 each, which makes Z (cohesion
 * 8) impossible to hit; at Y alone it needs an 8 or 9. */
static void
test_example_d (void)
{
  g_autoptr (Df) both = df ("{'attackers':[{'hex':'1009','units':[" INF ("Y", 4, 7) "]},"
                            "{'hex':'1109','units':[" INF ("Z", 5, 8) "]}],"
                            "'defenders':[{'hex':'1010','df':['1009','1109'],'units':[" INF ("D", 6, 5) "]}]}");
  const AdjDfShot *y = shot (both, 0, 0), *z = shot (both, 0, 1);
  g_assert_cmpint (y->drm, ==, -1);
  g_assert_cmpstr (combattest_mod (y->modifiers, "10.32")->rule, ==, "10.32");
  g_assert_cmpint (y->needs, ==, 9);
  g_assert_cmpint (z->needs, ==, 10);
  combattest_close (z->probability, 0);

  g_autoptr (Df) d = df ("{'attackers':[{'hex':'1009','units':[" INF ("Y", 4, 7) "]},"
                         "{'hex':'1109','units':[" INF ("Z", 5, 8) "]}],"
                         "'defenders':[{'hex':'1010','df':['1009'],'units':[" INF ("D", 6, 5) "]}]}");
  g_assert_cmpint (shot (d, 0, 0)->needs, ==, 8);
  combattest_close (d->df.charge_probability, 1.0); /* Z always charges */

  /* Chained: 80% Y and Z at 9:6 (+4), 20% Z alone at 5:6, which 10.41 rounds
   * up to 1-1 (no terrain favours D), with +3 for cohesion. */
  AdjChargeResult yz, z_only;
  GError *error = NULL;
  g_assert_true (adj_charge_resolve_active (&d->in, charts, 3, &yz, &error));
  g_assert_true (adj_charge_resolve_active (&d->in, charts, 2, &z_only, &error));
  g_assert_cmpint (yz.total_drm, ==, 4);
  g_assert_cmpstr (z_only.odds.odds->key, ==, "1-1");
  g_assert_cmpint (z_only.total_drm, ==, 3);
  for (guint row = 0; row < adj_combat_charts_n_charge_rows (charts); row++)
    {
      double expect = 0;
      for (guint i = 0; i < yz.n_outcomes; i++)
        expect += yz.outcomes[i].row == row ? 0.8 * yz.outcomes[i].probability : 0;
      for (guint i = 0; i < z_only.n_outcomes; i++)
        expect += z_only.outcomes[i].row == row ? 0.2 * z_only.outcomes[i].probability : 0;
      combattest_close (outcome_p (&d->df, row), expect);
    }
  adj_charge_result_clear (&yz);
  adj_charge_result_clear (&z_only);
}

static int
drm (const char *firing, const char *targets, const char *target_units, const char *terrain)
{
  g_autofree char *q = g_strdup_printf ("{'attackers':[{'hex':'1009','terrain':[%s],'units':[%s]},"
                                        "{'hex':'1109','units':[" INF ("W", 3, 6) "]}],"
                                        "'defenders':[{'hex':'1010','df':[%s],'units':[%s]}]}",
                                        terrain, target_units, targets, firing);
  g_autoptr (Df) d = df (q);
  g_assert_cmpuint (d->df.n_shots, >=, 1);
  return d->df.shots[0].drm;
}

/* 10.32 and 10.34: who fires at how many hexes, what fires, at what. */
static void
test_modifiers (void)
{
  const char *one = "'1009'", *two = "'1009','1109'", *x = INF ("X", 4, 6);
  g_assert_cmpint (drm (INF ("D", 4, 6), one, x, ""), ==, 0);
  g_assert_cmpint (drm (INF ("D", 4, 6), two, x, ""), ==, -1);
  g_assert_cmpint (drm (UNIT ("D", "infantry", 4, 5) ",'disordered':true}", one, x, ""), ==, -1);
  g_assert_cmpint (drm (INF ("D", 4, 6), one, UNIT ("X", "mounted-cavalry", 4, 6) "}", ""), ==, 2);
  g_assert_cmpint (drm (GUN ("G", 2, 6), one, x, ""), ==, 2);
  g_assert_cmpint (drm (GUN ("G", 2, 6), two, x, ""), ==, 0);
  g_assert_cmpint (drm (GUN ("G", 2, 6) "," GUN ("H", 2, 6), one, x, ""), ==, 4);
  g_assert_cmpint (drm (GUN ("G", 2, 6) "," INF ("D", 4, 6), one, x, ""), ==, 4);
  g_assert_cmpint (drm (GUN ("G", 2, 6) "," INF ("D", 4, 6), two, x, ""), ==, 1);
  g_assert_cmpint (drm (UNIT ("G", "artillery", 2, 6) ",'disordered':true}," INF ("D", 4, 6), one, x, ""), ==, 0);
  /* 10.41 design note: a charging unit in Clear, +1; 10.34 terrain. */
  g_assert_cmpint (drm (INF ("D", 4, 6), one, x, "'clear'"), ==, 1);
  g_assert_cmpint (drm (INF ("D", 4, 6), one, x, "{'value':-2,'text':'behind a wall'}"), ==, -2);
  /* Battle rules: Wilder's Brigade +3 (14.57). */
  g_autoptr (Df) w = df ("{'attackers':[{'hex':'1009','units':[" INF ("X", 4, 6) "]}],"
                         "'defenders':[{'hex':'1010','df':['1009'],'modifiers':[{'value':3,'rule':'14.57',"
                         "'text':'Wilder'}],'units':[" INF ("D", 4, 6) "]}]}");
  g_assert_cmpint (w->df.shots[0].drm, ==, 3);
  g_assert_cmpint (w->df.shots[0].needs, ==, 4);
}

/* 10.32 example: against three charging hexes the defender may fire at
 * one (no DRM), two (-1 each) or all three (-2 each). */
static void
test_example_three_hexes (void)
{
  static const char *const targets[] = { "'1009'", "'1009','1109'", "'1009','1109','0909'" };
  for (guint n = 0; n < 3; n++)
    {
      g_autofree char *q = g_strdup_printf ("{'attackers':[{'hex':'1009','units':[" INF ("X", 4, 6) "]},"
                                            "{'hex':'1109','units':[" INF ("Y", 4, 6) "]},"
                                            "{'hex':'0909','units':[" INF ("Z", 4, 6) "]}],"
                                            "'defenders':[{'hex':'1010','df':[%s],'units':[" INF ("D", 9, 6) "]}]}",
                                            targets[n]);
      g_autoptr (Df) d = df (q);
      g_assert_cmpuint (d->df.n_shots, ==, n + 1);
      for (guint i = 0; i < d->df.n_shots; i++)
        g_assert_cmpint (d->df.shots[i].drm, ==, -(int) n);
    }
}

/* 10.31: mounted cavalry does not fire; Fixed Glory has no charge DF. */
static void
test_who_fires (void)
{
  g_autoptr (Df) cav = df ("{'attackers':[{'hex':'1009','units':[" INF ("X", 4, 6) "]}],"
                           "'defenders':[{'hex':'1010','df':['1009'],'units':[" UNIT ("C", "mounted-cavalry", 4, 6)
                           "}]}]}");
  g_assert_cmpuint (cav->df.n_shots, ==, 0);
  g_assert_true (combattest_has_note (cav->df.notes, ADJ_NOTE_ILLEGAL, "10.31"));
  g_autoptr (Df) fg = df ("{'fixed_glory':true,'attackers':[{'hex':'1009','units':[" INF ("X", 4, 6) "]}],"
                          "'defenders':[{'hex':'1010','df':['1009'],'units':[" INF ("D", 4, 6) "]}]}");
  g_assert_cmpuint (fg->df.n_shots, ==, 0);
  combattest_close (fg->df.charge_probability, 1.0);
}

/* 11.14 and 10.28: artillery alone is eliminated if the charge goes in,
 * and survives if its Defensive Fire disorders the charging unit. */
static void
test_artillery_alone (void)
{
  g_autoptr (Df) d = df ("{'attackers':[{'hex':'1009','units':[" INF ("X", 4, 6) "]}],"
                         "'defenders':[{'hex':'1010','df':['1009'],'units':[" GUN ("G", 2, 6) "]}]}");
  const AdjDfShot *s = shot (d, 0, 0);
  g_assert_cmpint (s->drm, ==, 2);
  g_assert_cmpint (s->needs, ==, 5);
  combattest_close (d->df.charge_probability, 0.5);
  g_assert_cmpuint (d->df.n_outcomes, ==, 2);
  for (guint i = 0; i < d->df.n_outcomes; i++)
    combattest_close (d->df.outcomes[i].probability, 0.5);
  /* An already disordered charging unit (11.14) is withdrawn by one hit. */
  g_autoptr (Df) dis = df ("{'attackers':[{'hex':'1009','units':[" UNIT ("X", "infantry", 4, 6) ",'disordered':true}]}],"
                           "'defenders':[{'hex':'1010','df':['1009'],'units':[" GUN ("G", 2, 6) "]}]}");
  combattest_close (dis->df.p_withdrawn[0], 0.5);
}

/* 10.32: Defensive Fire goes out only through the defender's frontal
 * hexes. Y charges through a rear hexside of D: D's fire at it is refused
 * as illegal and not taken, so Y always goes in; D's fire at Z, through a
 * frontal hexside, stays, with no -1 for a second target hex. */
static void
test_rule_10_32_rear (void)
{
  g_autoptr (Df) d = df ("{'attackers':[{'hex':'1009','rear_of':['1010'],'units':[" INF ("Y", 4, 7) "]},"
                         "{'hex':'1109','units':[" INF ("Z", 5, 7) "]}],"
                         "'defenders':[{'hex':'1010','df':['1009','1109'],'units':[" INF ("D", 6, 5) "]}]}");
  gboolean refused = FALSE;
  for (guint i = 0; i < d->df.notes->len; i++)
    {
      const AdjCombatNote *n = &g_array_index (d->df.notes, AdjCombatNote, i);
      refused |= n->kind == ADJ_NOTE_ILLEGAL && g_strcmp0 (n->rule, "10.32") == 0
                 && strstr (n->text, "rear hexside") != NULL;
    }
  g_assert_true (refused);
  g_assert_true (adj_combat_notes_any_illegal (d->df.notes));
  g_assert_cmpuint (d->df.n_shots, ==, 1);
  g_assert_cmpuint (d->df.shots[0].target, ==, 1);
  g_assert_cmpint (d->df.shots[0].drm, ==, 0);
  combattest_close (d->df.p_disordered[0], 0);
  combattest_close (d->df.p_disordered[1], 0.2);
  combattest_close (d->df.charge_probability, 1.0);

  /* Alone, the rear charge meets no fire: the charge goes in for sure. */
  g_autoptr (Df) alone = df ("{'attackers':[{'hex':'1009','rear_of':['1010'],'units':[" INF ("Y", 4, 7) "]}],"
                             "'defenders':[{'hex':'1010','df':['1009'],'units':[" INF ("D", 6, 5) "]}]}");
  g_assert_cmpuint (alone->df.n_shots, ==, 0);
  combattest_close (alone->df.charge_probability, 1.0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  charts = combattest_charts ();
  g_test_add_func ("/deffire/rule-10.3/example-a-b-c", test_example_abc);
  g_test_add_func ("/deffire/rule-10.3/example-d-at-y-and-z", test_example_d);
  g_test_add_func ("/deffire/rule-10.32/example-three-hexes", test_example_three_hexes);
  g_test_add_func ("/deffire/rule-10.32/no-shot-through-a-rear-hexside", test_rule_10_32_rear);
  g_test_add_func ("/deffire/rule-10.34/modifiers", test_modifiers);
  g_test_add_func ("/deffire/rule-10.31/who-fires", test_who_fires);
  g_test_add_func ("/deffire/rule-11.14/artillery-alone", test_artillery_alone);
  int status = g_test_run ();
  adj_combat_charts_free (charts);
  return status;
}
