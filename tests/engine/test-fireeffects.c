/* What rolled fire does to the units, as the effects the game applies:
 * Artillery Fire (9.22, 9.52, 11.25), the Fixed Glory variant's fire
 * (Fixed Glory: its dice, its 24 FP cap, its height rule) and Defensive Fire
 * (10.31, 10.33); and the occasions a unit fires on, as recorded (9.12,
 * 9.13; Fixed Glory's phases). */
#include "firetest.h"

#define GUN(name, s, gun) "{'name':'" name "','type':'artillery','strength':" #s ",'cohesion':6,'gun':'" gun "'}"
#define INF(name, c) "{'name':'" name "','type':'infantry','cohesion':" #c "}"

static AdjCombatCharts *charts;

typedef FireTest Fire;
typedef FixedTest Fixed;
typedef DfTest Df;
G_DEFINE_AUTOPTR_CLEANUP_FUNC (Fire, firetest_fire_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (Fixed, firetest_fixed_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (Df, firetest_df_free)

static Fire *
fire (const char *quoted)
{
  return firetest_fire (charts, quoted);
}

static Fixed *
fixed (const char *quoted)
{
  return firetest_fixed (charts, quoted);
}

static Df *
df (const char *quoted)
{
  return firetest_df (charts, quoted);
}

static const AdjEffect *
effect (GArray *effects, guint i)
{
  g_assert_cmpuint (i, <, effects->len);
  return &g_array_index (effects, AdjEffect, i);
}

static void
assert_effect (GArray *effects, guint i, AdjEffectKind kind, guint stack, guint unit, const char *rule,
               const char *text)
{
  const AdjEffect *e = effect (effects, i);
  g_assert_cmpstr (adj_effect_kind_to_string (e->kind), ==, adj_effect_kind_to_string (kind));
  g_assert_cmpint (e->side, ==, ADJ_SIDE_DEFENDER);
  g_assert_cmpuint (e->stack, ==, stack);
  g_assert_cmpuint (e->unit, ==, unit);
  g_assert_cmpstr (e->rule, ==, rule);
  g_assert_cmpstr (e->text, ==, text);
}

/* 9.22: a Disorder on an adjacent target hex of two infantry units falls
 * on the top one only (the M battery at 1 hex: +2 strength, +2 range, so
 * a 9 is 13, "D"). Without a roll there is nothing to apply yet. */
static void
test_adjacent_disorder (void)
{
  g_autoptr (Fire) f = fire ("{'range':1,'roll':9,'guns':[" GUN ("A", 2, "M") "],'target':{"
                             "'units':[" INF ("T", 6) "," INF ("B", 5) "]}}");
  g_autoptr (GArray) effects = adj_effects_new ();
  AdjCombatState st;

  g_assert_cmpint (f->res.adjusted, ==, 13);
  g_assert_cmpuint (f->res.outcomes[f->res.outcome].effect, ==, ADJ_RESULT_DISORDER);
  g_assert_true (adj_fire_effects (&f->in, &f->res, &st, effects));
  g_assert_cmpuint (effects->len, ==, 1);
  assert_effect (effects, 0, ADJ_EFFECT_DISORDER, 0, 0, "11.11", "T is disordered");
  g_assert_cmpuint (st.n_stacks[ADJ_SIDE_DEFENDER], ==, 1);
  g_assert_cmpuint (st.n_units[ADJ_SIDE_DEFENDER][0], ==, 2);
  g_assert_cmpint (st.unit[ADJ_SIDE_DEFENDER][0][1], ==, ADJ_COND_GOOD_ORDER);

  g_autoptr (Fire) unrolled = fire ("{'range':1,'guns':[" GUN ("A", 2, "M") "],'target':{'units':[" INF ("T", 6) "]}}");
  g_autoptr (GArray) none = adj_effects_new ();
  g_assert_false (adj_fire_effects (&unrolled->in, &unrolled->res, &st, none));
  g_assert_cmpuint (none->len, ==, 0);
}

/* 9.22: beyond one hex the whole hex takes the roll: a 5 at 2 hexes (+2
 * strength, +2 range) is 9, "CC": each unit checks its own cohesion; a
 * disordered unit comes in disordered (a failed check withdraws it). */
static void
test_hex_checks (void)
{
  g_autoptr (Fire) f = fire ("{'range':2,'los_clear':true,'roll':5,'guns':[" GUN ("A", 2, "M") "],'target':{"
                             "'units':[" INF ("T", 6) ",{'name':'B','type':'infantry','cohesion':3,'disordered':true}]}}");
  g_autoptr (GArray) effects = adj_effects_new ();
  AdjCombatState st;

  g_assert_cmpuint (f->res.outcomes[f->res.outcome].effect, ==, ADJ_RESULT_CHECK);
  g_assert_true (adj_fire_effects (&f->in, &f->res, &st, effects));
  g_assert_cmpuint (effects->len, ==, 2);
  assert_effect (effects, 0, ADJ_EFFECT_CHECK, 0, 0, "9.22", "T checks cohesion (6)");
  assert_effect (effects, 1, ADJ_EFFECT_CHECK, 0, 1, "9.22", "B checks cohesion (3)");
  g_assert_cmpint (effect (effects, 1)->cohesion, ==, 3);
  g_assert_cmpint (effect (effects, 1)->drm, ==, 0);
  g_assert_cmpint (st.unit[ADJ_SIDE_DEFENDER][0][1], ==, ADJ_COND_DISORDERED);

  /* Played with a 9 for each: T disordered, B withdrawn (11.41). */
  g_autoptr (GArray) applied = adj_effects_new ();
  g_assert_true (adj_effects_apply (&st, effects, (const int[]) { 9, 9 }, 2, applied, NULL));
  g_assert_cmpint (st.unit[ADJ_SIDE_DEFENDER][0][0], ==, ADJ_COND_DISORDERED);
  g_assert_cmpint (st.unit[ADJ_SIDE_DEFENDER][0][1], ==, ADJ_COND_WITHDRAWN);
}

/* 11.25: with a chart of the player's own that gives checks, a Disorder
 * and a retreat in one cell, the effects come checks first, then the
 * Disorders, then the retreats, each over the units in order; mounted
 * cavalry may retreat two hexes (11.22). */
static void
test_order (void)
{
  g_autoptr (Fire) f = fire ("{'range':2,'los_clear':true,'roll':5,'guns':[" GUN ("A", 2, "M") "],'target':{"
                             "'units':[" INF ("T", 6) ",{'name':'H','type':'mounted-cavalry','cohesion':7}]}}");
  g_autoptr (GArray) effects = adj_effects_new ();
  AdjCombatState st;

  f->res.outcomes[f->res.outcome].effect = ADJ_RESULT_CHECK | ADJ_RESULT_DISORDER | ADJ_RESULT_RETREAT;
  g_assert_true (adj_fire_effects (&f->in, &f->res, &st, effects));
  g_assert_cmpuint (effects->len, ==, 6);
  assert_effect (effects, 0, ADJ_EFFECT_CHECK, 0, 0, "9.22", "T checks cohesion (6)");
  assert_effect (effects, 1, ADJ_EFFECT_CHECK, 0, 1, "9.22", "H checks cohesion (7)");
  assert_effect (effects, 2, ADJ_EFFECT_DISORDER, 0, 0, "11.11", "T is disordered");
  assert_effect (effects, 3, ADJ_EFFECT_DISORDER, 0, 1, "11.11", "H is disordered");
  assert_effect (effects, 4, ADJ_EFFECT_RETREAT, 0, 0, "11.22", "T retreats");
  assert_effect (effects, 5, ADJ_EFFECT_RETREAT, 0, 1, "11.22", "H retreats");
  g_assert_cmpint (effect (effects, 4)->hexes_max, ==, 1);
  g_assert_cmpint (effect (effects, 5)->hexes_max, ==, 2);
  g_assert_cmpint (effect (effects, 5)->hexes_min, ==, 1);
}

/* 9.52: an unmodified 0-2 with friends next to the target leaves the
 * target alone; each friend checks cohesion at +2. Friends stand two by
 * two after the target hex. */
static void
test_misguided (void)
{
  g_autoptr (Fire) f = fire ("{'range':3,'los_clear':true,'roll':1,'guns':[" GUN ("A", 2, "M") "],"
                             "'friends':[" INF ("F", 6) "," INF ("G", 8) "," INF ("K", 4) "],"
                             "'target':{'units':[" INF ("T", 5) "]}}");
  g_autoptr (GArray) effects = adj_effects_new ();
  AdjCombatState st;
  guint stack, unit;

  g_assert_true (f->res.outcomes[f->res.outcome].misguided);
  g_assert_true (adj_fire_effects (&f->in, &f->res, &st, effects));
  g_assert_cmpuint (effects->len, ==, 3);
  assert_effect (effects, 0, ADJ_EFFECT_CHECK, 1, 0, "9.52", "F checks cohesion (6) at +2");
  assert_effect (effects, 1, ADJ_EFFECT_CHECK, 1, 1, "9.52", "G checks cohesion (8) at +2");
  assert_effect (effects, 2, ADJ_EFFECT_CHECK, 2, 0, "9.52", "K checks cohesion (4) at +2");
  for (guint i = 0; i < 3; i++)
    g_assert_cmpint (effect (effects, i)->drm, ==, 2);
  g_assert_cmpuint (st.n_stacks[ADJ_SIDE_DEFENDER], ==, 3);
  g_assert_cmpuint (st.n_units[ADJ_SIDE_DEFENDER][1], ==, 2);
  g_assert_cmpuint (st.n_units[ADJ_SIDE_DEFENDER][2], ==, 1);
  adj_fire_friend_slot (2, &stack, &unit);
  g_assert_cmpuint (stack, ==, 2);
  g_assert_cmpuint (unit, ==, 0);
  /* A 6 at +2 fails F's 6 (2.4), a 6 at +2 passes G's 8. */
  g_autoptr (GArray) applied = adj_effects_new ();
  g_assert_true (adj_effects_apply (&st, effects, (const int[]) { 6, 6, 0 }, 3, applied, NULL));
  g_assert_cmpint (st.unit[ADJ_SIDE_DEFENDER][1][0], ==, ADJ_COND_DISORDERED);
  g_assert_cmpint (st.unit[ADJ_SIDE_DEFENDER][1][1], ==, ADJ_COND_GOOD_ORDER);
  g_assert_cmpint (st.unit[ADJ_SIDE_DEFENDER][0][0], ==, ADJ_COND_GOOD_ORDER);
}

#define LINE(hex) "{'hex':'" hex "','units':[{'type':'infantry','strength':4,'cohesion':6}]}"

/* The target hex as the page reads it: its units with their cohesion. */
static void
target_of (const AdjFixedFireInput *in, AdjCombatStack *target)
{
  *target = (AdjCombatStack) { 0 };
  target->n_units = in->n_targets;
  for (guint u = 0; u < in->n_targets; u++)
    {
      target->units[u].kind = ADJ_COMBAT_INFANTRY;
      target->units[u].name = (char *) (u == 0 ? "T" : "U");
      target->units[u].cohesion = in->cohesion[u];
      target->units[u].disordered = in->disordered[u];
    }
}

/* Fixed Glory: one check die for the hex; a unit fails when it shows more
 * than its cohesion (8 FP: a 3 is a morale check; a 6 fails cohesion 5,
 * not 6). Until the check die is read nothing is decided. */
static void
test_fixed_check_die (void)
{
  g_autoptr (Fixed) waiting = fixed ("{'hexes':[" LINE ("1009") "],'roll':3,'targets':[{'cohesion':5},{'cohesion':6}]}");
  g_autoptr (Fixed) f = fixed ("{'hexes':[" LINE ("1009") "],'roll':3,'check_roll':6,"
                               "'targets':[{'cohesion':5},{'cohesion':6}]}");
  g_autoptr (GArray) effects = adj_effects_new ();
  AdjCombatStack target;
  AdjCombatState st;

  target_of (&waiting->in, &target);
  g_assert_false (adj_fixed_fire_decided (&waiting->res));
  g_assert_false (adj_fixed_fire_unit_disordered (&waiting->res, 0));
  g_assert_false (adj_fixed_fire_effects (&target, &waiting->res, &st, effects));
  g_assert_cmpuint (effects->len, ==, 0);

  target_of (&f->in, &target);
  g_assert_true (adj_fixed_fire_decided (&f->res));
  g_assert_true (adj_fixed_fire_unit_disordered (&f->res, 0));
  g_assert_false (adj_fixed_fire_unit_disordered (&f->res, 1));
  g_assert_true (adj_fixed_fire_effects (&target, &f->res, &st, effects));
  /* Each unit's own check, rolled already with the hex's check die. */
  g_assert_cmpuint (effects->len, ==, 2);
  assert_effect (effects, 0, ADJ_EFFECT_CHECK, 0, 0, "Fixed Glory", "T makes its morale check (5)");
  assert_effect (effects, 1, ADJ_EFFECT_CHECK, 0, 1, "Fixed Glory", "U makes its morale check (6)");
  g_assert_true (effect (effects, 1)->rolled);
  g_assert_cmpint (effect (effects, 1)->roll, ==, 6);
  g_assert_cmpuint (st.n_units[ADJ_SIDE_DEFENDER][0], ==, 2);
  g_autoptr (GArray) applied = adj_effects_new ();
  g_assert_true (adj_effects_apply (&st, effects, NULL, 0, applied, NULL));
  g_assert_cmpint (st.unit[ADJ_SIDE_DEFENDER][0][0], ==, ADJ_COND_DISORDERED);  /* 6 > 5 */
  g_assert_cmpint (st.unit[ADJ_SIDE_DEFENDER][0][1], ==, ADJ_COND_GOOD_ORDER);  /* 6 is not above 6 */
}

/* Fixed Glory: a miss (a 9 at 8 FP) or an automatic Disorder needs no
 * check die; the Disorder falls on every unit in the hex, a second one
 * withdrawing a disordered unit (11.41). */
static void
test_fixed_miss_and_disorder (void)
{
  g_autoptr (Fixed) miss = fixed ("{'hexes':[" LINE ("1009") "],'roll':9,'targets':[{'cohesion':5}]}");
  g_autoptr (GArray) none = adj_effects_new ();
  AdjCombatStack target;
  AdjCombatState st;

  target_of (&miss->in, &target);
  g_assert_cmpint (miss->res.result, ==, ADJ_FIXED_MISS);
  g_assert_true (adj_fixed_fire_decided (&miss->res));
  g_assert_true (adj_fixed_fire_effects (&target, &miss->res, &st, none));
  g_assert_cmpuint (none->len, ==, 0);

  /* Four hexes of 8 FP: 32, capped at 24; (24-12)/3 = 4: a 0 disorders. */
  g_autoptr (Fixed) hit = fixed ("{'hexes':[" LINE ("1009") "," LINE ("1109") "," LINE ("1110") "," LINE ("1008") "],"
                                 "'roll':0,'targets':[{'cohesion':5},{'cohesion':6,'disordered':true}]}");
  g_autoptr (GArray) effects = adj_effects_new ();
  target_of (&hit->in, &target);
  g_assert_cmpint (hit->res.result, ==, ADJ_FIXED_DISORDER);
  g_assert_true (adj_fixed_fire_decided (&hit->res));
  g_assert_true (adj_fixed_fire_effects (&target, &hit->res, &st, effects));
  g_assert_cmpuint (effects->len, ==, 2);
  assert_effect (effects, 0, ADJ_EFFECT_DISORDER, 0, 0, "Fixed Glory", "T is disordered by the fire");
  assert_effect (effects, 1, ADJ_EFFECT_DISORDER, 0, 1, "Fixed Glory", "U is disordered by the fire");
  g_autoptr (GArray) applied = adj_effects_new ();
  g_assert_true (adj_effects_apply (&st, effects, NULL, 0, applied, NULL));
  g_assert_cmpint (st.unit[ADJ_SIDE_DEFENDER][0][1], ==, ADJ_COND_WITHDRAWN);
}

/* Fixed Glory: at most 24 FP hit one hex. The firepower rows are each
 * unit's FP and then the cap as a row of its own, so they add up to the
 * FP that counts; under the cap there is no such row. */
static void
test_fixed_cap (void)
{
  g_autoptr (Fixed) f = fixed ("{'hexes':[" LINE ("1009") "," LINE ("1109") "," LINE ("1110") "," LINE ("1008") "],"
                               "'targets':[{'cohesion':5}]}");
  g_autoptr (GArray) rows = adj_modifiers_new ();

  g_assert_cmpint (f->res.raw_fp, ==, 32);
  g_assert_cmpint (f->res.fp, ==, ADJ_FIXED_MAX_FP);
  adj_fixed_fire_firepower_rows (&f->res, rows);
  g_assert_cmpuint (rows->len, ==, f->res.firepower->len + 1);
  g_assert_cmpint (adj_modifiers_total (rows), ==, 24);
  const AdjModifier *cap = &g_array_index (rows, AdjModifier, rows->len - 1);
  g_assert_cmpint (cap->value, ==, -8);
  g_assert_cmpstr (cap->rule, ==, "Fixed Glory");
  g_assert_cmpstr (cap->text, ==, "at most 24 FP hit one hex");

  g_autoptr (Fixed) one = fixed ("{'hexes':[" LINE ("1009") "],'targets':[{'cohesion':5}]}");
  g_autoptr (GArray) plain = adj_modifiers_new ();
  adj_fixed_fire_firepower_rows (&one->res, plain);
  g_assert_cmpuint (plain->len, ==, one->res.firepower->len);
  g_assert_cmpint (adj_modifiers_total (plain), ==, 8);
}

/* Fixed Glory: guns on higher ground count the range shorter only from
 * 2 hexes. */
static void
test_fixed_height (void)
{
  g_assert_false (adj_fixed_height_counts (1));
  g_assert_true (adj_fixed_height_counts (2));
  g_assert_true (adj_fixed_height_counts (9));
}

#define DINF(name, s, c) "{'name':'" name "','type':'infantry','strength':" #s ",'cohesion':" #c "}"

/* 10.3 example: A, B and C each fire at X (cohesion 7) and each needs an
 * 8 or 9 (10.33). Each shot is a check of X, rolled already with its
 * shot's die, every one against 7. Rolled 8, 3, 9: two fail, two
 * Disorders on X, the second withdrawing it (10.36, 11.41). Nothing until
 * every shot is rolled; the three hexes have used their fire (10.31). */
static void
test_df_example_abc (void)
{
  g_autoptr (Df) d = df ("{'attackers':[{'hex':'1010','units':[" DINF ("X", 6, 7) "]}],"
                         "'defenders':[{'hex':'0910','df':['1010'],'units':[" DINF ("A", 3, 6) "]},"
                         "{'hex':'1009','df':['1010'],'units':[" DINF ("B", 3, 6) "]},"
                         "{'hex':'1109','df':['1010'],'units':[" DINF ("C", 3, 6) "]}]}");
  g_autoptr (GArray) effects = adj_effects_new ();
  AdjCombatState st;

  g_assert_cmpuint (d->df.n_shots, ==, 3);
  g_assert_false (adj_df_shot_disorders (&d->df.shots[0], 7));
  g_assert_true (adj_df_shot_disorders (&d->df.shots[0], 8));
  g_assert_false (adj_df_shot_disorders (&d->df.shots[0], -1));
  g_assert_false (adj_df_effects (&d->in, &d->df, (const int[]) { 8, -1, 9 }, &st, effects));
  g_assert_cmpuint (effects->len, ==, 0);
  g_assert_true (adj_df_effects (&d->in, &d->df, (const int[]) { 8, 3, 9 }, &st, effects));
  g_assert_cmpuint (effects->len, ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      const AdjEffect *e = effect (effects, i);
      g_assert_cmpint (e->kind, ==, ADJ_EFFECT_CHECK);
      g_assert_cmpint (e->side, ==, ADJ_SIDE_ATTACKER);
      g_assert_cmpuint (e->stack, ==, 0);
      g_assert_cmpuint (e->unit, ==, 0);
      g_assert_true (e->rolled);
      g_assert_cmpint (e->roll, ==, ((const int[]) { 8, 3, 9 })[i]);
      g_assert_cmpint (e->cohesion, ==, 7);
      g_assert_cmpint (e->drm, ==, 0);
      g_assert_cmpstr (e->rule, ==, "10.33");
      g_assert_cmpstr (e->text, ==, "X checks cohesion (7) against Defensive Fire");
    }
  g_autoptr (GArray) applied = adj_effects_new ();
  g_assert_true (adj_effects_apply (&st, effects, NULL, 0, applied, NULL));
  g_assert_cmpint (st.unit[ADJ_SIDE_ATTACKER][0][0], ==, ADJ_COND_WITHDRAWN);
  /* Check, Disorder; check; check, withdrawal. */
  g_assert_cmpuint (applied->len, ==, 5);
  g_assert_cmpint (effect (applied, 4)->kind, ==, ADJ_EFFECT_WITHDRAW);
  g_assert_cmpuint (adj_df_firing_hexes (&d->df), ==, 0x7);
}

/* 10.3 example: D firing at Y and Z at -1 each cannot hit Z (cohesion 8):
 * no face disorders, not even a 9 (9 - 1 is not above 8). Only hex 0
 * fires. */
static void
test_df_example_d (void)
{
  g_autoptr (Df) d = df ("{'attackers':[{'hex':'1009','units':[" DINF ("Y", 4, 7) "]},"
                         "{'hex':'1109','units':[" DINF ("Z", 5, 8) "]}],"
                         "'defenders':[{'hex':'1010','df':['1009','1109'],'units':[" DINF ("D", 6, 5) "]}]}");
  g_autoptr (GArray) effects = adj_effects_new ();
  AdjCombatState st;

  g_assert_cmpuint (d->df.n_shots, ==, 2);
  g_assert_true (adj_df_effects (&d->in, &d->df, (const int[]) { 9, 9 }, &st, effects));
  g_assert_cmpuint (effects->len, ==, 2);
  g_assert_cmpint (effect (effects, 0)->drm, ==, -1);
  /* What decides is the roll with its DRM: 9 - 1 = 8, not above Z's 8. */
  g_assert_cmpint (adj_df_shot_adjusted (&d->df.shots[1], 9), ==, 8);
  g_autoptr (GArray) applied = adj_effects_new ();
  g_assert_true (adj_effects_apply (&st, effects, NULL, 0, applied, NULL));
  g_assert_cmpint (st.unit[ADJ_SIDE_ATTACKER][0][0], ==, ADJ_COND_DISORDERED);
  g_assert_cmpint (st.unit[ADJ_SIDE_ATTACKER][1][0], ==, ADJ_COND_GOOD_ORDER);
  g_assert_cmpuint (adj_df_firing_hexes (&d->df), ==, 0x1);
}

/* 9.12, 9.13 and Fixed Glory's phases: the occasions a unit fires on,
 * how the journal records each (a bombardment is activation fire) and
 * the phase its rule checks follow. */
static void
test_occasions (void)
{
  guint n;
  const AdjFireOccasion *glory = adj_fire_occasions (FALSE, &n);

  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpint (glory[0], ==, ADJ_FIRE_OCCASION_ACTIVATION);
  g_assert_cmpint (glory[1], ==, ADJ_FIRE_OCCASION_RETURN);
  g_assert_cmpint (adj_fire_occasion_kind (glory[0]), ==, ADJ_FIRE_ACTIVATION);
  g_assert_cmpint (adj_fire_occasion_kind (glory[1]), ==, ADJ_FIRE_RETURN);
  g_assert_cmpint (adj_fire_occasion_phase (glory[1]), ==, ADJ_FIXED_PHASE_ANY);
  const AdjFireOccasion *fg = adj_fire_occasions (TRUE, &n);
  g_assert_cmpuint (n, ==, 3);
  g_assert_cmpint (fg[0], ==, ADJ_FIRE_OCCASION_BOMBARDMENT);
  g_assert_cmpint (adj_fire_occasion_kind (fg[0]), ==, ADJ_FIRE_ACTIVATION);
  g_assert_cmpint (adj_fire_occasion_phase (fg[0]), ==, ADJ_FIXED_PHASE_BOMBARDMENT);
  g_assert_cmpint (adj_fire_occasion_kind (fg[1]), ==, ADJ_FIRE_DEFENSIVE);
  g_assert_cmpint (adj_fire_occasion_phase (fg[1]), ==, ADJ_FIXED_PHASE_DEFENSIVE);
  g_assert_cmpint (adj_fire_occasion_kind (fg[2]), ==, ADJ_FIRE_OFFENSIVE);
  g_assert_cmpint (adj_fire_occasion_phase (fg[2]), ==, ADJ_FIXED_PHASE_OFFENSIVE);
}

/* 9.13: return fire answers the enemy battery that fired: the first
 * artillery unit of the target hex that is the game's. */
static void
test_return_target (void)
{
  AdjCombatStack target = { 0 };

  target.n_units = 2;
  target.units[0].kind = ADJ_COMBAT_INFANTRY;
  target.units[1].kind = ADJ_COMBAT_HORSE_ARTILLERY;
  g_assert_cmpint (adj_fire_return_target (&target, (const int[]) { 3, 7 }), ==, 7);
  /* A battery typed in is no game unit to answer. */
  g_assert_cmpint (adj_fire_return_target (&target, (const int[]) { 3, -1 }), ==, -1);
  target.units[0].kind = ADJ_COMBAT_ARTILLERY;
  g_assert_cmpint (adj_fire_return_target (&target, (const int[]) { -1, 7 }), ==, 7);
  g_assert_cmpint (adj_fire_return_target (&target, (const int[]) { 4, 7 }), ==, 4);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  charts = combattest_charts ();
  g_test_add_func ("/fireeffects/rule-9.22/adjacent-disorder-top-unit", test_adjacent_disorder);
  g_test_add_func ("/fireeffects/rule-9.22/whole-hex-checks", test_hex_checks);
  g_test_add_func ("/fireeffects/rule-11.25/checks-disorders-retreats", test_order);
  g_test_add_func ("/fireeffects/rule-9.52/misguided-friends-check-at-plus-2", test_misguided);
  g_test_add_func ("/fireeffects/fixed-glory/check-die", test_fixed_check_die);
  g_test_add_func ("/fireeffects/fixed-glory/miss-and-disorder", test_fixed_miss_and_disorder);
  g_test_add_func ("/fireeffects/fixed-glory/cap-24-fp", test_fixed_cap);
  g_test_add_func ("/fireeffects/fixed-glory/height-from-2-hexes", test_fixed_height);
  g_test_add_func ("/fireeffects/rule-10.33/example-abc", test_df_example_abc);
  g_test_add_func ("/fireeffects/rule-10.33/example-d", test_df_example_d);
  g_test_add_func ("/fireeffects/rule-9.13/occasions", test_occasions);
  g_test_add_func ("/fireeffects/rule-9.13/return-fire-target", test_return_target);
  status = g_test_run ();
  adj_combat_charts_free (charts);
  return status;
}
