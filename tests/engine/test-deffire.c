/* Defensive Fire (10.3) and the charge that follows it; in a game, the
 * Defensive Fire checks each charger has taken (10.32, 10.33, 10.36). */
#include <string.h>

#include "firetest.h"
#include "game-helpers.h"

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


/* ---- in a game: whose Defensive Fire each charger has taken ---- */

typedef ThGame Fixture;

static const AdjGameState *
gstate (Fixture *f)
{
  return adj_journal_get_state (f->j);
}

/* The Confederate Leader A acting, at step iv. */
static void
csa_a_at_df (Fixture *f)
{
  th_play_to_activation (f->j, "csa-first#1");
  th_apply (f->j, adj_action_start (th_group (f->b, "csa-leader-a")));
  th_advance_to (f->j, ADJ_STEP_DEFENSIVE_FIRE);
}

static AdjAction *
df_by (Fixture *f, const char *target, int roll, const char *firer, const char *firer2)
{
  guint by[2] = { th_unit (f->b, firer), firer2 != NULL ? th_unit (f->b, firer2) : 0 };
  return adj_action_df_check (th_unit (f->b, target), adj_roll_typed (roll), 0, by, firer2 != NULL ? 2 : 1, -1);
}

/* 10.32, 10.33: one defending stack rolls once at a charging hex: a second
 * check of Brigade A1 from Getty 'b' is refused, hit or miss, and does not
 * withdraw it (the app once recorded the same roll twice). */
static void
test_rule_10_33_one_roll_per_stack (Fixture *f, gconstpointer data)
{
  guint a1 = th_unit (f->b, "csa-a-1"), b = th_unit (f->b, "getty-b");
  csa_a_at_df (f);
  /* A roll names the defenders whose fire it is. */
  th_refused (f->j, adj_action_check (a1, adj_roll_typed (9), 0, ADJ_CHECK_DEFENSIVE_FIRE),
              "names the defending units that fire (10.33)");
  g_assert_false (adj_game_state_df_taken (gstate (f), b, a1));
  th_apply (f->j, df_by (f, "csa-a-1", 9, "getty-b", NULL));  /* 9 > 7: disordered */
  g_assert_true (adj_game_state_unit_disordered (gstate (f), a1));
  g_assert_true (adj_game_state_df_taken (gstate (f), b, a1));
  g_assert_cmpuint (adj_game_state_df_checks_on (gstate (f), a1), ==, 1);
  /* Its Defensive Fire is used for this activation (9.12, 10.31). */
  g_assert_true (adj_game_state_unit_fired (gstate (f), b, ADJ_FIRE_DEFENSIVE));
  g_autofree char *line = adj_journal_describe (f->j, adj_journal_get_length (f->j) - 1);
  g_assert_cmpstr (line, ==, "Brigade A1 (invented) checks cohesion, roll 9 against 7: fails, disordered (10.33, 11.11); "
                   "Defensive Fire of Getty 'b' (sample)");

  guint length = adj_journal_get_length (f->j);
  th_refused (f->j, df_by (f, "csa-a-1", 9, "getty-b", NULL),
              "Brigade A1 (invented) has already taken the Defensive Fire of Getty 'b' (sample): each defending "
              "stack rolls once at each charging hex (10.32, 10.33)");
  /* Named with a unit stacked with it, the stack is still the same. */
  th_refused (f->j, df_by (f, "csa-a-1", 0, "getty-arty", "getty-b"), "already taken the Defensive Fire of Getty 'b'");
  g_assert_cmpuint (adj_journal_get_length (f->j), ==, length);
  g_assert_cmpint (adj_game_state_unit_status (gstate (f), a1), ==, ADJ_UNIT_ON_MAP);
  g_autoptr (GError) error = NULL;
  g_assert_false (adj_game_state_df_check_allowed (gstate (f), a1, &b, 1, &error));
  g_assert_nonnull (strstr (error->message, "(10.32, 10.33)"));

  /* Undo forgets it: the roll may be recorded again. */
  adj_journal_undo (f->j);
  g_assert_false (adj_game_state_df_taken (gstate (f), b, a1));
  g_assert_true (adj_game_state_df_check_allowed (gstate (f), a1, &b, 1, NULL));
}

/* 10.32, 10.36 and the 10.3 example: Getty 'b''s one Defensive Fire may
 * fall on two charging hexes; another defending stack (Getty 'a') rolls
 * at Brigade A1 too, and its second Disorder withdraws it. */
static void
test_rule_10_36_several_stacks (Fixture *f, gconstpointer data)
{
  guint a1 = th_unit (f->b, "csa-a-1"), a2 = th_unit (f->b, "csa-a-2");
  csa_a_at_df (f);
  th_apply (f->j, df_by (f, "csa-a-1", 9, "getty-b", NULL));
  th_apply (f->j, df_by (f, "csa-a-2", 0, "getty-b", NULL));
  g_assert_true (adj_game_state_df_taken (gstate (f), th_unit (f->b, "getty-b"), a2));
  th_apply (f->j, df_by (f, "csa-a-1", 8, "getty-a", NULL));
  g_assert_cmpuint (adj_game_state_df_checks_on (gstate (f), a1), ==, 2);
  g_assert_cmpint (adj_game_state_unit_status (gstate (f), a1), ==, ADJ_UNIT_WITHDRAWN);

  /* Saved and loaded, the state knows the same rolls. */
  g_autoptr (GError) error = NULL;
  json_object *o = adj_savegame_to_json (f->j, TRUE);
  const char *text = json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN);
  g_assert_nonnull (strstr (text, "\"cause\":\"defensive-fire\",\"drm\":0,\"by\":[\"getty-a\"]"));
  g_autoptr (AdjJournal) loaded = adj_savegame_load_data (text, strlen (text), "df.json", adj_rulesets (), NULL, NULL, &error);
  g_assert_no_error (error);
  json_object_put (o);
  g_assert_true (adj_game_state_equal (adj_journal_get_state (loaded), gstate (f)));
  g_assert_true (adj_game_state_df_taken (adj_journal_get_state (loaded), th_unit (f->b, "getty-a"), a1));

  /* The next activation starts afresh (9.12, 10.31). */
  th_apply (f->j, adj_action_finish ());
  while (adj_game_state_get_step (gstate (f)) == ADJ_STEP_RALLY)
    th_apply (f->j, adj_action_overrule ());
  g_assert_cmpuint (adj_game_state_df_checks_on (gstate (f), a2), ==, 0);
}

/* 10.31, 10.11: the fire comes from the side not acting, at units of the
 * command acting, in step iv only; a unit that may not use Defensive Fire
 * (mounted cavalry) is refused as firer. */
static void
test_rule_10_31_who (Fixture *f, gconstpointer data)
{
  th_play_to_activation (f->j, "csa-first#1");
  th_apply (f->j, adj_action_start (th_group (f->b, "csa-leader-a")));
  th_refused (f->j, df_by (f, "csa-a-1", 0, "getty-b", NULL), "step iv, before any charge is rolled (3.C.2.a.iv, 10.2)");
  th_advance_to (f->j, ADJ_STEP_DEFENSIVE_FIRE);
  th_refused (f->j, df_by (f, "getty-a", 0, "getty-b", NULL), "is not on the side that is acting");
  th_refused (f->j, df_by (f, "csa-b-1", 0, "getty-b", NULL), "is not in the command that is acting");
  th_refused (f->j, df_by (f, "csa-a-1", 0, "csa-a-2", NULL), "is on the side that is acting");
  th_refused (f->j, df_by (f, "csa-a-1", 0, "getty-b", "getty-b"), "named twice");
  th_refused (f->j, df_by (f, "csa-a-1", 0, "union-cav-a", NULL), "(10.31)");

  /* What may be done now: who may fire, and at whom. */
  const AdjRuleset *rs = &adj_glory_ruleset;
  g_autoptr (GPtrArray) legal = rs->state_legal (gstate (f));
  gboolean fire = FALSE, check = FALSE;
  for (guint i = 0; i < legal->len; i++)
    {
      const AdjStepItem *it = legal->pdata[i];
      gboolean has_a1 = FALSE, has_b = FALSE, has_cav = FALSE;
      for (guint u = 0; u < it->units->len; u++)
        {
          has_a1 |= g_strcmp0 (it->units->pdata[u], "csa-a-1") == 0;
          has_b |= g_strcmp0 (it->units->pdata[u], "getty-b") == 0;
          has_cav |= g_strcmp0 (it->units->pdata[u], "union-cav-a") == 0;
        }
      if (g_strcmp0 (it->kind, "check") == 0)
        {
          check = TRUE;
          g_assert_cmpstr (it->rule, ==, "10.33");
          g_assert_true (has_a1);
          g_assert_false (has_b);
        }
      if (g_strcmp0 (it->kind, "fire") == 0)
        {
          fire = TRUE;
          g_assert_true (has_b);
          g_assert_false (has_a1 || has_cav);
        }
    }
  g_assert_true (fire && check);
}

/* A game saved at level 3, before the engine knew whose Defensive Fire a
 * charger had taken, holds two checks of Brigade A1 from one roll (what
 * the app once recorded): it still opens, A1 withdrawn as played. At
 * level 4 the same journal is refused (10.33). */
static void
test_procedure_3_saved_before_df_was_checked (Fixture *f, gconstpointer data)
{
  AdjGameOptions old = { .procedure = ADJ_PROCEDURE_RALLY };
  g_autoptr (GError) error = NULL;
  AdjJournal *j = adj_game_journal_new (f->b, &old, &error);
  g_assert_no_error (error);
  adj_journal_free (f->j);
  f->j = j;
  csa_a_at_df (f);
  guint a1 = th_unit (f->b, "csa-a-1");
  th_apply (f->j, adj_action_check (a1, adj_roll_typed (9), 0, ADJ_CHECK_DEFENSIVE_FIRE));
  th_apply (f->j, adj_action_check (a1, adj_roll_typed (9), 0, ADJ_CHECK_DEFENSIVE_FIRE));
  g_assert_cmpint (adj_game_state_unit_status (gstate (f), a1), ==, ADJ_UNIT_WITHDRAWN);

  json_object *o = adj_savegame_to_json (f->j, TRUE);
  const char *text = json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN);
  g_assert_nonnull (strstr (text, "\"procedure\":3"));
  g_autoptr (AdjJournal) loaded = adj_savegame_load_data (text, strlen (text), "level3.json", adj_rulesets (), NULL,
                                                          NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (adj_game_state_get_procedure (adj_journal_get_state (loaded)), ==, ADJ_PROCEDURE_RALLY);
  g_assert_cmpint (adj_game_state_unit_status (adj_journal_get_state (loaded), a1), ==, ADJ_UNIT_WITHDRAWN);

  json_object_object_add (json_object_object_get (o, "options"), "procedure", json_object_new_int (ADJ_PROCEDURE_DF));
  text = json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN);
  g_autoptr (AdjJournal) strict = adj_savegame_load_data (text, strlen (text), "level4.json", adj_rulesets (), NULL,
                                                          NULL, &error);
  g_assert_null (strict);
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "(10.33)"));
  json_object_put (o);
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
#define GAME_TEST(path, fn) g_test_add ("/deffire/game/" path, Fixture, NULL, th_game_setup, fn, th_game_teardown)
  GAME_TEST ("rule-10.33/one-roll-per-stack-at-a-charger", test_rule_10_33_one_roll_per_stack);
  GAME_TEST ("rule-10.36/several-stacks-at-one-charger", test_rule_10_36_several_stacks);
  GAME_TEST ("rule-10.31/who-fires-at-whom", test_rule_10_31_who);
  GAME_TEST ("procedure-3/saved-before-df-was-checked", test_procedure_3_saved_before_df_was_checked);
#undef GAME_TEST
  int status = g_test_run ();
  adj_combat_charts_free (charts);
  return status;
}
