/* The whole charge as one answer (10.2-10.4, 11.1-11.4, 13; Fixed Glory),
 * checked against an independent enumeration of every die combination:
 * the reference below rolls every die of the chain (Defensive Fire, the
 * charge, each unit's check; in Fixed Glory both fires' to-hit and morale
 * dice, the melee and its checks), plays the rules on each combination
 * directly, and counts. It shares nothing with chargetree.c but the
 * charts' cells (the Charge Table rows, the Fixed Glory fire table formula)
 * and the DRM totals, which the test also works out by hand. */
#include "combattest.h"

static AdjCombatCharts *charts;

enum { GOOD, DISORDERED, WITHDRAWN, ELIMINATED };

typedef struct {
  int cond;
  gboolean retreated;
} Unit;

/* Counts of die combinations (exact integers in a double), divided by
 * @scale, the number of combinations, when compared. */
typedef struct {
  double scale;
  double goes_in;
  double rows[ADJ_ROLL_TABLE_MAX_ROWS + 1];   /* last: no charge */
  double exp[2][4];                           /* side x disordered, withdrawn, eliminated, retreated */
  guint worst[2][3];
  double worst_p[2];
} Ref;

static void
ref_init (Ref *r, double scale)
{
  memset (r, 0, sizeof *r);
  r->scale = scale;
  for (int s = 0; s < 2; s++)
    r->worst[s][0] = G_MAXUINT;
}

/* 11.11, 11.41: a Disorder flips, a second withdraws (artillery: eliminated). */
static void
disorder (Unit *u, gboolean artillery)
{
  if (u->cond == GOOD)
    u->cond = DISORDERED;
  else if (u->cond == DISORDERED)
    u->cond = artillery ? ELIMINATED : WITHDRAWN;
}

static gboolean
gone (const Unit *u)
{
  return u->cond == WITHDRAWN || u->cond == ELIMINATED;
}

static void
ref_count (Ref *r, int side, const Unit *units, const int *start, guint n, double p)
{
  guint c[3] = { 0, 0, 0 };
  for (guint i = 0; i < n; i++)
    {
      if (units[i].cond == WITHDRAWN)
        r->exp[side][1] += p, c[0]++;
      else if (units[i].cond == ELIMINATED)
        r->exp[side][2] += p, c[0]++;
      else
        {
          if (units[i].cond == DISORDERED && start[i] == GOOD)
            r->exp[side][0] += p, c[1]++;
          if (units[i].retreated)
            r->exp[side][3] += p, c[2]++;
        }
    }
  guint *w = r->worst[side];
  gboolean worse = w[0] == G_MAXUINT || c[0] > w[0] || (c[0] == w[0] && (c[1] > w[1] || (c[1] == w[1] && c[2] > w[2])));
  if (worse)
    {
      memcpy (w, c, sizeof c);
      r->worst_p[side] = p;
    }
  else if (c[0] == w[0] && c[1] == w[1] && c[2] == w[2])
    r->worst_p[side] += p;
}

/* One infantry unit against another, by day: the result's checks (rolls
 * @ya, @da against @ycoh, @dcoh), then its Disorders, then its retreats
 * (11.25). */
static void
one_on_one (guint att, guint def, int ya, int ycoh, int da, int dcoh, Unit *y, Unit *d)
{
  if ((att & ADJ_RESULT_CHECK) && ya > ycoh)
    disorder (y, FALSE);
  if ((def & ADJ_RESULT_CHECK) && da > dcoh)
    disorder (d, FALSE);
  if (att & ADJ_RESULT_DISORDER)
    disorder (y, FALSE);
  if (def & ADJ_RESULT_DISORDER)
    disorder (d, FALSE);
  y->retreated = (att & ADJ_RESULT_RETREAT) && !gone (y);
  d->retreated = (def & ADJ_RESULT_RETREAT) && !gone (d);
}

/* The Charge Table for an adjusted roll, with what 11.31-11.33 force. */
static void
table (int adjusted, guint *row, guint *att, guint *def)
{
  *row = adj_combat_charts_charge_row (charts, adjusted);
  const AdjChargeRow *r = adj_combat_charts_charge_row_at (charts, *row);
  *att = r->attacker;
  *def = r->defender;
  if (adjusted < 0)
    *att |= ADJ_RESULT_RETREAT;
  if (adjusted >= 11)
    *def |= ADJ_RESULT_RETREAT;
}

static void
compare (const Ref *r, const AdjTreeAnswer *a)
{
  combattest_close (a->total, 1.0);
  combattest_close (a->goes_in, r->goes_in / r->scale);
  double seen[ADJ_ROLL_TABLE_MAX_ROWS + 1] = { 0 };
  for (guint i = 0; i < a->n_outcomes; i++)
    {
      guint row = a->outcomes[i].row == ADJ_CHARGE_NO_CHARGE ? ADJ_ROLL_TABLE_MAX_ROWS : a->outcomes[i].row;
      seen[row] += a->outcomes[i].probability;
    }
  for (guint i = 0; i <= ADJ_ROLL_TABLE_MAX_ROWS; i++)
    combattest_close (seen[i], r->rows[i] / r->scale);
  for (int s = 0; s < 2; s++)
    {
      combattest_close (a->expected[s].disordered, r->exp[s][0] / r->scale);
      combattest_close (a->expected[s].withdrawn, r->exp[s][1] / r->scale);
      combattest_close (a->expected[s].eliminated, r->exp[s][2] / r->scale);
      combattest_close (a->expected[s].retreated, r->exp[s][3] / r->scale);
      g_assert_cmpuint (a->worst[s].gone, ==, r->worst[s][0]);
      g_assert_cmpuint (a->worst[s].disordered, ==, r->worst[s][1]);
      g_assert_cmpuint (a->worst[s].retreated, ==, r->worst[s][2]);
      combattest_close (a->worst[s].probability, r->worst_p[s] / r->scale);
    }
}

/* A: by day, infantry Y (6 SP, cohesion 6, in Clear) charges infantry D
 * (4 SP, cohesion 5), which fires Defensive Fire at it. */
#define SITUATION_A \
  "{'attackers':[{'hex':'1009','terrain':['clear'],'units':[{'name':'Y','type':'infantry','strength':6,'cohesion':6,'disordered_cohesion':4}]}]," \
  "'defenders':[{'hex':'1010','df':['1009'],'units':[{'name':'D','type':'infantry','strength':4,'cohesion':5,'disordered_cohesion':3}]}]}"

static void
test_glory3_one_on_one (void)
{
  AdjChargeInput in;
  AdjChargeResult cr;
  AdjDfResult df;
  AdjTreeAnswer ans;
  Ref r;

  combattest_charge (SITUATION_A, &in);
  /* By hand: DF +1 (a charger in Clear, 10.41); the charge 3-2 +1 and
   * cohesion 6 - 5 = +1 (the 10.2 example's chart cells). */
  g_assert_true (adj_deffire_resolve (&in, charts, &df, NULL));
  g_assert_cmpint (df.shots[0].drm, ==, 1);
  adj_df_result_clear (&df);
  g_assert_true (adj_charge_resolve (&in, charts, &cr, NULL));
  g_assert_cmpint (cr.total_drm, ==, 2);
  adj_charge_result_clear (&cr);

  ref_init (&r, 1e4);
  int start[1] = { GOOD };
  for (int df_roll = 0; df_roll < 10; df_roll++)
    for (int roll = 0; roll < 10; roll++)
      for (int ya = 0; ya < 10; ya++)
        for (int da = 0; da < 10; da++)
          {
            const double p = 1;
            Unit y = { GOOD, FALSE }, d = { GOOD, FALSE };
            if (df_roll + 1 > 6)
              {
                disorder (&y, FALSE);    /* 10.33, and 10.35: no charge */
                r.rows[ADJ_ROLL_TABLE_MAX_ROWS] += p;
              }
            else
              {
                guint row, att, def;
                r.goes_in += p;
                table (roll + 2, &row, &att, &def);
                r.rows[row] += p;
                one_on_one (att, def, ya, 6, da, 5, &y, &d);
              }
            ref_count (&r, ADJ_SIDE_ATTACKER, &y, start, 1, p);
            ref_count (&r, ADJ_SIDE_DEFENDER, &d, start, 1, p);
          }
  g_assert_true (adj_charge_tree_one (&in, charts, FALSE, &ans, NULL));
  compare (&r, &ans);
  adj_charge_input_clear (&in);
}

/* B: at night (13: checks +2, the advancing unit is disordered), a stack of
 * artillery over infantry charges a stack of infantry over artillery; no
 * Defensive Fire. 10.28: the attacking battery is disordered and retreats
 * with a losing charge; the defending one checks and retreats with its
 * losing infantry. */
#define SITUATION_B \
  "{'night':true,'attackers':[{'hex':'1009','terrain':['clear'],'units':[{'type':'artillery','strength':2,'cohesion':5}," \
  "{'type':'infantry','strength':4,'cohesion':5}]}]," \
  "'defenders':[{'hex':'1010','units':[{'type':'infantry','strength':6,'cohesion':7},{'type':'artillery','strength':2,'cohesion':4}]}]}"

static void
test_glory3_night_artillery (void)
{
  AdjChargeInput in;
  AdjChargeResult cr;
  AdjTreeAnswer ans;
  Ref r;

  combattest_charge (SITUATION_B, &in);
  g_assert_true (adj_charge_resolve (&in, charts, &cr, NULL));
  /* 4:6 is 2-3 (-1), cohesion 5 - 7 = -2, the defender in no terrain (0):
   * rolls 0-2 are below 0 and send the attackers back (11.33). */
  g_assert_cmpint (cr.total_drm, ==, -3);
  adj_charge_result_clear (&cr);

  ref_init (&r, 1e4);
  int start[2] = { GOOD, GOOD };
  for (int roll = 0; roll < 10; roll++)
    for (int ia = 0; ia < 10; ia++)      /* attacking infantry's check */
      for (int id = 0; id < 10; id++)    /* defending infantry's check */
        for (int gd = 0; gd < 10; gd++)  /* defending battery's check */
          {
            const double p = 1;
            Unit att[2] = { { GOOD, FALSE }, { GOOD, FALSE } }; /* battery, infantry */
            Unit def[2] = { { GOOD, FALSE }, { GOOD, FALSE } }; /* infantry, battery */
            guint row, af, df;
            table (roll - 3, &row, &af, &df);
            r.rows[row] += p;
            r.goes_in += p;
            /* Checks (+2 at night), then Disorders, then retreats. */
            if ((af & ADJ_RESULT_CHECK) && ia + 2 > 5)
              disorder (&att[1], FALSE);
            if ((df & ADJ_RESULT_CHECK) && id + 2 > 7)
              disorder (&def[0], FALSE);
            if (df != 0 && gd + 2 > 4)
              disorder (&def[1], TRUE);
            if (af != 0)
              disorder (&att[0], TRUE);
            if (af & ADJ_RESULT_DISORDER)
              disorder (&att[1], FALSE);
            if (df & ADJ_RESULT_DISORDER)
              disorder (&def[0], FALSE);
            for (int i = 0; i < 2; i++)
              att[i].retreated = (af & ADJ_RESULT_RETREAT) && !gone (&att[i]);
            def[0].retreated = (df & ADJ_RESULT_RETREAT) && !gone (&def[0]);
            def[1].retreated = df != 0 && !gone (&def[1]);
            /* 11.31: the charging infantry advances when the defenders
             * retreat, or when (only checked or disordered) their hex
             * empties; at night it is then disordered (13). */
            gboolean emptied = gone (&def[0]) && gone (&def[1]);
            gboolean advances = !gone (&att[1])
                                && ((df & ADJ_RESULT_RETREAT)
                                    || (df != 0 && !(af & ADJ_RESULT_RETREAT) && emptied));
            if (advances)
              disorder (&att[1], FALSE);
            ref_count (&r, ADJ_SIDE_ATTACKER, att, start, 2, p);
            ref_count (&r, ADJ_SIDE_DEFENDER, def, start, 2, p);
          }
  g_assert_true (adj_charge_tree_one (&in, charts, FALSE, &ans, NULL));
  compare (&r, &ans);
  adj_charge_input_clear (&in);
}

/* Fixed Glory on situation A: D's defensive fire at Y (8 FP), Y's
 * offensive fire at D (8 FP, 4 when disordered), then Y's melee if it is
 * still in good order, at -1 in the open. */
static void
test_fixed_glory_one_on_one (void)
{
  AdjChargeInput in;
  AdjTreeAnswer ans;
  Ref r;

  combattest_charge (SITUATION_A, &in);
  /* The melee DRM by hand: 3-2 +1, cohesion 6 against 5 (+1) or, once D is
   * disordered, against 3 (+3), all attackers in the open -1. */
  int melee_drm[2] = { 1, 3 };
  for (int dis = 0; dis < 2; dis++)
    {
      AdjChargeResult cr;
      in.fixed_glory = TRUE;
      in.defenders[0].units[0].disordered = dis;
      in.defenders[0].units[0].cohesion = dis ? 3 : 5;
      g_assert_true (adj_charge_resolve (&in, charts, &cr, NULL));
      g_assert_cmpint (cr.total_drm, ==, melee_drm[dis]);
      adj_charge_result_clear (&cr);
    }
  in.fixed_glory = FALSE;
  in.defenders[0].units[0].disordered = FALSE;
  in.defenders[0].units[0].cohesion = 5;

  ref_init (&r, 1e7);
  int start[1] = { GOOD };
  for (int dh = 0; dh < 10; dh++)            /* defensive fire, to hit */
    for (int dm = 0; dm < 10; dm++)          /* its morale die */
      for (int oh = 0; oh < 10; oh++)        /* offensive fire, to hit */
        for (int om = 0; om < 10; om++)      /* its morale die */
          for (int roll = 0; roll < 10; roll++)
            for (int ya = 0; ya < 10; ya++)
              for (int da = 0; da < 10; da++)
                {
                  const double p = 1;
                  Unit y = { GOOD, FALSE }, d = { GOOD, FALSE };
                  AdjFixedResult hit = adj_fixed_fire_result (8, 0, dh);
                  if (hit == ADJ_FIXED_DISORDER || (hit == ADJ_FIXED_CHECK && dm > 6))
                    disorder (&y, FALSE);
                  /* 4 SP fire: 2 FP each in good order, 1 disordered. */
                  hit = adj_fixed_fire_result (y.cond == GOOD ? 8 : 4, 0, oh);
                  if (hit == ADJ_FIXED_DISORDER || (hit == ADJ_FIXED_CHECK && om > 5))
                    disorder (&d, FALSE);
                  if (y.cond != GOOD)
                    r.rows[ADJ_ROLL_TABLE_MAX_ROWS] += p;
                  else
                    {
                      guint row, att, def;
                      int dcoh = d.cond == GOOD ? 5 : 3;
                      r.goes_in += p;
                      table (roll + (d.cond == GOOD ? 1 : 3), &row, &att, &def);
                      r.rows[row] += p;
                      one_on_one (att, def, ya, 6, da, dcoh, &y, &d);
                    }
                  ref_count (&r, ADJ_SIDE_ATTACKER, &y, start, 1, p);
                  ref_count (&r, ADJ_SIDE_DEFENDER, &d, start, 1, p);
                }
  g_assert_true (adj_charge_tree_one (&in, charts, TRUE, &ans, NULL));
  compare (&r, &ans);
  adj_charge_input_clear (&in);
}

/* Both at once, and the JSON the CLI prints: goes_in, the result
 * distribution, expected losses per side. */
static void
test_both (void)
{
  AdjChargeInput in;
  AdjChargeTree tree;
  combattest_charge (SITUATION_A, &in);
  g_assert_true (adj_charge_tree (&in, charts, &tree, NULL));
  json_object *o = adj_charge_tree_to_json (charts, &tree);
  const char *keys[] = { "glory3", "fixed_glory" };
  for (guint k = 0; k < 2; k++)
    {
      json_object *a, *x;
      g_assert_true (json_object_object_get_ex (o, keys[k], &a));
      g_assert_true (json_object_object_get_ex (a, "goes_in", &x));
      g_assert_true (json_object_object_get_ex (a, "result", &x));
      g_assert_cmpuint (json_object_array_length (x), >, 1);
      g_assert_true (json_object_object_get_ex (a, "expected", &x));
      g_assert_true (json_object_object_get_ex (x, "attacker", &x));
      g_assert_true (json_object_object_get_ex (x, "withdrawn", NULL));
    }
  json_object_put (o);
  /* The variant's fire makes the charge cost the defender more. */
  g_assert_cmpfloat (tree.fixed_glory.expected[ADJ_SIDE_DEFENDER].withdrawn, >,
                     tree.glory3.expected[ADJ_SIDE_DEFENDER].withdrawn);
  adj_charge_input_clear (&in);
}

/* Both answers side by side: every result of either once, with each rule
 * set's chance (all of them adding up to 1 per rule set), in the Charge
 * Table's order, "no charge" last. */
static void
test_pairs (void)
{
  AdjChargeInput in;
  AdjChargeTree tree;
  AdjTreePair pairs[ADJ_TREE_MAX_PAIRS];
  combattest_charge (SITUATION_A, &in);
  g_assert_true (adj_charge_tree (&in, charts, &tree, NULL));
  guint n = adj_charge_tree_pairs (&tree, pairs);
  double g3 = 0, fg = 0;
  g_assert_cmpuint (n, >=, MAX (tree.glory3.n_outcomes, tree.fixed_glory.n_outcomes));
  for (guint i = 0; i < n; i++)
    {
      g3 += pairs[i].glory3;
      fg += pairs[i].fixed_glory;
      for (guint j = 0; j < i; j++)
        g_assert_false (adj_charge_outcome_same (&pairs[i].outcome, &pairs[j].outcome));
      if (i > 0)
        g_assert_cmpuint (pairs[i - 1].outcome.row, <=, pairs[i].outcome.row);
    }
  g_assert_cmpfloat_with_epsilon (g3, 1.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (fg, 1.0, 1e-12);
  /* Each Glory III outcome keeps its probability. */
  for (guint k = 0; k < tree.glory3.n_outcomes; k++)
    for (guint i = 0; i < n; i++)
      if (adj_charge_outcome_same (&pairs[i].outcome, &tree.glory3.outcomes[k]))
        g_assert_cmpfloat (pairs[i].glory3, ==, tree.glory3.outcomes[k].probability);
  adj_charge_input_clear (&in);
}

/* The Fixed Glory tree reads a unit's disordered side when offensive fire
 * may disorder it; without it, it says so. */
static void
test_fixed_needs_disordered_side (void)
{
  AdjChargeInput in;
  AdjTreeAnswer ans;
  GError *error = NULL;
  combattest_charge ("{'attackers':[{'hex':'1009','units':[{'type':'infantry','strength':6,'cohesion':6}]}],"
                     "'defenders':[{'hex':'1010','units':[{'name':'D','type':'infantry','strength':4,'cohesion':5}]}]}", &in);
  g_assert_false (adj_charge_tree_one (&in, charts, TRUE, &ans, &error));
  g_assert_nonnull (strstr (error->message, "needs the disordered cohesion of D at 1010"));
  g_clear_error (&error);
  /* Glory III never reads it: a charge's checks come before its Disorders. */
  g_assert_true (adj_charge_tree_one (&in, charts, FALSE, &ans, &error));
  g_assert_no_error (error);
  adj_charge_input_clear (&in);
}

/* Artillery defending alone (10.28) is eliminated whenever a hex charges. */
static void
test_artillery_alone (void)
{
  AdjChargeInput in;
  AdjTreeAnswer ans;
  combattest_charge ("{'attackers':[{'hex':'1009','units':[{'type':'infantry','strength':6,'cohesion':6}]}],"
                     "'defenders':[{'hex':'1010','df':['1009'],'units':[{'type':'artillery','strength':2,'cohesion':5}]}]}", &in);
  g_assert_true (adj_charge_tree_one (&in, charts, FALSE, &ans, NULL));
  /* 10.34: artillery at one hex +2: disorders on 5 or more (cohesion 6). */
  combattest_close (ans.goes_in, 0.5);
  combattest_close (ans.expected[ADJ_SIDE_DEFENDER].eliminated, 0.5);
  combattest_close (ans.expected[ADJ_SIDE_ATTACKER].disordered, 0.5);
  g_assert_true (ans.outcomes[0].eliminated);
  adj_charge_input_clear (&in);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  charts = combattest_charts ();
  g_test_add_func ("/chargetree/rule-10.3/glory3-one-on-one", test_glory3_one_on_one);
  g_test_add_func ("/chargetree/rule-10.28/glory3-night-artillery", test_glory3_night_artillery);
  g_test_add_func ("/chargetree/fixed-glory/one-on-one", test_fixed_glory_one_on_one);
  g_test_add_func ("/chargetree/both", test_both);
  g_test_add_func ("/chargetree/both-side-by-side", test_pairs);
  g_test_add_func ("/chargetree/fixed-glory/needs-disordered-side", test_fixed_needs_disordered_side);
  g_test_add_func ("/chargetree/rule-10.28/artillery-alone", test_artillery_alone);
  int status = g_test_run ();
  adj_combat_charts_free (charts);
  return status;
}
