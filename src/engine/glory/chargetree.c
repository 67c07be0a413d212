/* The charge tree: the Glory III chain and what both variants share (the
 * checks of a result played over every pass/fail pattern, the ends
 * counted per side). */
#include "glory/chargetree-private.h"

#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"
#include "glory/combatout.h"
#include "glory/deffire.h"

void
tree_ctx_init (TreeCtx *c, const AdjChargeInput *in, AdjTreeAnswer *ans)
{
  memset (c, 0, sizeof *c);
  memset (ans, 0, sizeof *ans);
  c->ans = ans;
  c->applied = adj_effects_new ();
  adj_combat_state_init (&c->start, in);
  for (guint side = 0; side < 2; side++)
    for (guint s = 0; s < c->start.n_stacks[side]; s++)
      ans->n_units[side] += c->start.n_units[side][s];
  for (guint side = 0; side < 2; side++)
    ans->worst[side].gone = G_MAXUINT;  /* nothing seen yet */
}

void
tree_ctx_clear (TreeCtx *c)
{
  g_clear_pointer (&c->applied, g_array_unref);
}

void
tree_add_outcome (AdjTreeAnswer *ans, const AdjChargeOutcome *o, double p)
{
  adj_charge_outcomes_add (ans->outcomes, &ans->n_outcomes, ADJ_TREE_MAX_OUTCOMES, o, p);
}

static gboolean
worse (guint a[3], const AdjTreeWorst *w)
{
  if (w->gone == G_MAXUINT)
    return TRUE;
  if (a[0] != w->gone)
    return a[0] > w->gone;
  if (a[1] != w->disordered)
    return a[1] > w->disordered;
  return a[2] > w->retreated;
}

void
tree_leaf (TreeCtx *c, const AdjCombatState *end, const gboolean retreated[2][ADJ_CHARGE_MAX_HEXES][ADJ_STACK_MAX_UNITS],
           double p)
{
  AdjTreeAnswer *ans = c->ans;
  if (p <= 0)
    return;
  ans->total += p;
  for (guint side = 0; side < 2; side++)
    {
      guint n[3] = { 0, 0, 0 }; /* gone, newly disordered, retreated */
      AdjTreeLosses *x = &ans->expected[side];
      for (guint s = 0; s < c->start.n_stacks[side]; s++)
        for (guint u = 0; u < c->start.n_units[side][s]; u++)
          {
            AdjUnitCondition was = c->start.unit[side][s][u], now = end->unit[side][s][u];
            if (now == ADJ_COND_WITHDRAWN || now == ADJ_COND_ELIMINATED)
              {
                n[0]++;
                if (now == ADJ_COND_WITHDRAWN)
                  x->withdrawn += p;
                else
                  x->eliminated += p;
                continue;
              }
            if (now == ADJ_COND_DISORDERED && was == ADJ_COND_GOOD_ORDER)
              {
                n[1]++;
                x->disordered += p;
              }
            if (retreated[side][s][u])
              {
                n[2]++;
                x->retreated += p;
              }
          }
      AdjTreeWorst *w = &ans->worst[side];
      if (worse (n, w))
        *w = (AdjTreeWorst) { n[0], n[1], n[2], p };
      else if (n[0] == w->gone && n[1] == w->disordered && n[2] == w->retreated)
        w->probability += p;
    }
}

static guint
count_checks (const GArray *effects)
{
  guint n = 0;
  for (guint i = 0; i < effects->len; i++)
    n += g_array_index (effects, AdjEffect, i).kind == ADJ_EFFECT_CHECK;
  return n;
}

/* The ends of @effects when the first @depth checks went as c->rolls says. */
static void
explore (TreeCtx *c, const AdjChargeInput *in, const AdjCombatState *state, const GArray *effects,
         guint n_checks, guint depth, double p)
{
  AdjCombatState st = *state;

  /* The checks past @depth pass (face 0) for now: whether check @depth
   * happens at all depends only on the ones before it. */
  for (guint i = depth; i < n_checks; i++)
    c->rolls[i] = 0;
  g_array_set_size (c->applied, 0);
  if (!adj_effects_apply_bare (&st, effects, c->rolls, n_checks, c->applied, NULL))
    g_return_if_reached ();

  const AdjEffect *next = NULL;
  guint seen = 0;
  for (guint i = 0; i < c->applied->len && next == NULL; i++)
    {
      const AdjEffect *e = &g_array_index (c->applied, AdjEffect, i);
      if (e->kind == ADJ_EFFECT_CHECK && seen++ == depth)
        next = e;
    }
  if (next == NULL)
    {
      /* Every check decided: one end. */
      gboolean retreated[2][ADJ_CHARGE_MAX_HEXES][ADJ_STACK_MAX_UNITS] = { { { FALSE } } };
      AdjCombatState end = *c->base;
      for (guint i = 0; i < c->applied->len; i++)
        {
          const AdjEffect *e = &g_array_index (c->applied, AdjEffect, i);
          if (e->kind != ADJ_EFFECT_RETREAT || e->stack == ADJ_EFFECT_OTHER_UNIT)
            continue;
          if (c->mapped && e->side == ADJ_SIDE_DEFENDER)
            retreated[e->side][c->def_map[e->stack][e->unit][0]][c->def_map[e->stack][e->unit][1]] = TRUE;
          else
            retreated[e->side][e->stack][e->unit] = TRUE;
        }
      for (guint side = 0; side < 2; side++)
        for (guint s = 0; s < st.n_stacks[side]; s++)
          for (guint u = 0; u < st.n_units[side][s]; u++)
            {
              gboolean map = c->mapped && side == ADJ_SIDE_DEFENDER;
              guint os = map ? c->def_map[s][u][0] : s, ou = map ? c->def_map[s][u][1] : u;
              end.unit[side][os][ou] = st.unit[side][s][u];
            }
      tree_leaf (c, &end, retreated, p);
      return;
    }
  double fail = adj_ccdr_fail_faces (next->cohesion, next->drm) / 10.0;
  if (fail < 1)
    {
      c->rolls[depth] = 0;
      explore (c, in, state, effects, n_checks, depth + 1, p * (1 - fail));
    }
  if (fail > 0)
    {
      c->rolls[depth] = 9;
      explore (c, in, state, effects, n_checks, depth + 1, p * fail);
    }
}

void
tree_play (TreeCtx *c, const AdjChargeInput *in, const AdjCombatState *base, const AdjCombatState *state,
           const GArray *effects, double p)
{
  guint n = count_checks (effects);
  g_return_if_fail (n <= TREE_MAX_ROLLS);
  c->base = base;
  explore (c, in, state, effects, n, 0, p);
}

/* How many Disorders Defensive Fire gives each charging hex's top unit:
 * q[a][0..2] = none, one, two or more (independent rolls, 10.36). */
static void
df_counts (const AdjChargeInput *in, const AdjDfResult *df, double q[][3])
{
  for (guint a = 0; a < in->n_attackers; a++)
    {
      q[a][0] = 1;
      q[a][1] = q[a][2] = 0;
      for (guint i = 0; i < df->n_shots; i++)
        if (df->shots[i].target == a)
          {
            double s = df->shots[i].probability;
            q[a][2] = q[a][2] + q[a][1] * s;
            q[a][1] = q[a][1] * (1 - s) + q[a][0] * s;
            q[a][0] *= 1 - s;
          }
    }
}

static gboolean
glory3 (const AdjChargeInput *in, const AdjCombatCharts *charts, TreeCtx *c, GError **error)
{
  AdjDfResult df;
  double q[ADJ_CHARGE_MAX_HEXES][3];
  guint n = in->n_attackers, combos = 1;

  if (!adj_deffire_resolve (in, charts, &df, error))
    return FALSE;
  df_counts (in, &df, q);
  adj_df_result_clear (&df);
  for (guint a = 0; a < n; a++)
    combos *= 3;

  g_autoptr (GArray) effects = adj_effects_new ();
  for (guint combo = 0; combo < combos; combo++)
    {
      AdjCombatState st = c->start;
      guint active = 0, rest = combo;
      double p = 1;
      for (guint a = 0; a < n; a++, rest /= 3)
        {
          guint k = rest % 3;
          const AdjCombatUnit *top = adj_combat_stack_top_fighter (&in->attackers[a]);
          guint u = (guint) (top - in->attackers[a].units);
          p *= q[a][k];
          if (k == 0)
            active |= 1u << a;
          /* 10.33, 10.36: each Disorder flips the top unit; the second withdraws it. */
          for (guint d = 0; d < k; d++)
            st.unit[ADJ_SIDE_ATTACKER][a][u] = adj_condition_disorder (st.unit[ADJ_SIDE_ATTACKER][a][u], top->kind);
        }
      if (p == 0)
        continue;
      if (active == 0)
        {
          /* 10.35: no hex charges. */
          gboolean none[2][ADJ_CHARGE_MAX_HEXES][ADJ_STACK_MAX_UNITS] = { { { FALSE } } };
          tree_add_outcome (c->ans, &(AdjChargeOutcome) { .row = ADJ_CHARGE_NO_CHARGE }, p);
          tree_leaf (c, &st, none, p);
          continue;
        }
      AdjChargeResult cr;
      if (!adj_charge_resolve_active (in, charts, active, &cr, error))
        {
          adj_charge_result_clear (&cr);
          return FALSE;
        }
      c->ans->goes_in += p;
      for (guint i = 0; i < cr.n_outcomes; i++)
        {
          double po = p * cr.outcomes[i].probability;
          tree_add_outcome (c->ans, &cr.outcomes[i], po);
          g_array_set_size (effects, 0);
          adj_charge_effects (in, active, &cr.outcomes[i], effects);
          tree_play (c, in, &st, &st, effects, po);
        }
      adj_charge_result_clear (&cr);
    }
  return TRUE;
}

static int
outcome_order (gconstpointer a, gconstpointer b)
{
  const AdjChargeOutcome *x = a, *y = b;
  /* Table rows in order; artillery eliminated without a roll, then no charge, last. */
  guint kx = x->eliminated ? G_MAXUINT - 1 : x->row, ky = y->eliminated ? G_MAXUINT - 1 : y->row;
  if (kx != ky)
    return kx < ky ? -1 : 1;
  return (int) x->offer - (int) y->offer;
}

gboolean
adj_charge_tree_one (const AdjChargeInput *input, const AdjCombatCharts *charts, gboolean fixed_glory,
                     AdjTreeAnswer *answer, GError **error)
{
  AdjChargeInput in = *input;
  TreeCtx c;
  gboolean ok;

  /* A shallow copy: only the variant flag differs, nothing is freed. */
  in.fixed_glory = fixed_glory;
  in.has_roll = FALSE;
  tree_ctx_init (&c, &in, answer);
  ok = fixed_glory ? adj_charge_tree_fixed (&in, charts, &c, error) : glory3 (&in, charts, &c, error);
  tree_ctx_clear (&c);
  qsort (answer->outcomes, answer->n_outcomes, sizeof answer->outcomes[0], outcome_order);
  return ok;
}

gboolean
adj_charge_tree (const AdjChargeInput *input, const AdjCombatCharts *charts, AdjChargeTree *tree,
                 GError **error)
{
  return adj_charge_tree_one (input, charts, FALSE, &tree->glory3, error)
         && adj_charge_tree_one (input, charts, TRUE, &tree->fixed_glory, error);
}

static json_object *
per_side (json_object *attacker, json_object *defender)
{
  json_object *o = json_object_new_object ();
  json_object_object_add (o, "attacker", attacker);
  json_object_object_add (o, "defender", defender);
  return o;
}

static json_object *
losses_to_json (const AdjTreeLosses *x)
{
  json_object *o = json_object_new_object ();
  json_object_object_add (o, "disordered", adj_combat_probability_to_json (x->disordered));
  json_object_object_add (o, "withdrawn", adj_combat_probability_to_json (x->withdrawn));
  json_object_object_add (o, "eliminated", adj_combat_probability_to_json (x->eliminated));
  json_object_object_add (o, "retreated", adj_combat_probability_to_json (x->retreated));
  return o;
}

static json_object *
worst_to_json (const AdjTreeWorst *w)
{
  json_object *o = json_object_new_object ();
  json_object_object_add (o, "gone", json_object_new_int ((int) w->gone));
  json_object_object_add (o, "disordered", json_object_new_int ((int) w->disordered));
  json_object_object_add (o, "retreated", json_object_new_int ((int) w->retreated));
  json_object_object_add (o, "probability", adj_combat_probability_to_json (w->probability));
  return o;
}

static guint
pair_of (AdjTreePair *pairs, guint *n, const AdjChargeOutcome *o)
{
  for (guint i = 0; i < *n; i++)
    if (adj_charge_outcome_same (&pairs[i].outcome, o))
      return i;
  pairs[*n] = (AdjTreePair) { .outcome = *o };
  pairs[*n].outcome.faces = 0;
  pairs[*n].outcome.probability = 0;
  return (*n)++;
}

static int
by_table_order (gconstpointer a, gconstpointer b)
{
  const AdjChargeOutcome *x = &((const AdjTreePair *) a)->outcome, *y = &((const AdjTreePair *) b)->outcome;
  if (x->eliminated != y->eliminated)
    return x->eliminated ? -1 : 1;
  if (x->row != y->row)
    return x->row < y->row ? -1 : 1;  /* ADJ_CHARGE_NO_CHARGE is the largest */
  return (int) x->offer - (int) y->offer;
}

guint
adj_charge_tree_pairs (const AdjChargeTree *tree, AdjTreePair *pairs)
{
  guint n = 0;
  for (guint i = 0; i < tree->glory3.n_outcomes; i++)
    pairs[pair_of (pairs, &n, &tree->glory3.outcomes[i])].glory3 += tree->glory3.outcomes[i].probability;
  for (guint i = 0; i < tree->fixed_glory.n_outcomes; i++)
    pairs[pair_of (pairs, &n, &tree->fixed_glory.outcomes[i])].fixed_glory += tree->fixed_glory.outcomes[i].probability;
  qsort (pairs, n, sizeof pairs[0], by_table_order);
  return n;
}

json_object *
adj_tree_answer_to_json (const AdjCombatCharts *charts, const AdjTreeAnswer *a, gboolean fixed_glory)
{
  json_object *o = json_object_new_object ();
  json_object *result = json_object_new_array ();
  json_object_object_add (o, "goes_in", adj_combat_probability_to_json (a->goes_in));
  for (guint i = 0; i < a->n_outcomes; i++)
    {
      json_object *r = adj_charge_outcome_to_json (charts, &a->outcomes[i]);
      if (fixed_glory && a->outcomes[i].row == ADJ_CHARGE_NO_CHARGE)
        {
          json_object_object_add (r, "label", json_object_new_string (
                                    _("no melee: no charging unit left in good order, or no defender left")));
          json_object_object_add (r, "rule", json_object_new_string ("Fixed Glory"));
        }
      json_object_array_add (result, r);
    }
  json_object_object_add (o, "result", result);
  json_object_object_add (o, "expected", per_side (losses_to_json (&a->expected[ADJ_SIDE_ATTACKER]),
                                                   losses_to_json (&a->expected[ADJ_SIDE_DEFENDER])));
  json_object_object_add (o, "worst", per_side (worst_to_json (&a->worst[ADJ_SIDE_ATTACKER]),
                                                worst_to_json (&a->worst[ADJ_SIDE_DEFENDER])));
  json_object_object_add (o, "units", per_side (json_object_new_int ((int) a->n_units[ADJ_SIDE_ATTACKER]),
                                                json_object_new_int ((int) a->n_units[ADJ_SIDE_DEFENDER])));
  return o;
}

json_object *
adj_charge_tree_to_json (const AdjCombatCharts *charts, const AdjChargeTree *tree)
{
  json_object *o = json_object_new_object ();
  json_object_object_add (o, "glory3", adj_tree_answer_to_json (charts, &tree->glory3, FALSE));
  json_object_object_add (o, "fixed_glory", adj_tree_answer_to_json (charts, &tree->fixed_glory, TRUE));
  return o;
}
