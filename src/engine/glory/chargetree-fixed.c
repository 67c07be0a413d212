/* The charge tree in the Fixed Glory variant: the same situation
 * played as defensive fire, offensive fire and melee.
 *
 * Rulings (docs/calculators.md): each defending hex that declares
 * Defensive Fire fires, in the defensive fire phase, at the first charging
 * hex it names (a hex fires at one hex only), and fire at one hex is one
 * combined fire; then every charging hex fires its infantry and cavalry
 * (not its artillery) at the first defending hex; then the charging units
 * still in good order melee. A fire's terrain DRMs are the hex's
 * `fixed_terrain`, else those of its Terrain Effects Chart rows the Fixed
 * Glory chart has too (woods), and -1 when its top unit is mounted
 * cavalry. */
#include "glory/chargetree-private.h"

#include "core/error.h"
#include "core/i18n.h"
#include "core/modifier.h"
#include "glory/fixedglory.h"

typedef struct {
  double p;
  guint hits;   /* bit u: unit u of the target stack is hit */
} Hit;

static gboolean
gone (AdjUnitCondition c)
{
  return c == ADJ_COND_WITHDRAWN || c == ADJ_COND_ELIMINATED;
}

static const AdjCombatStack *
stack_of (const AdjChargeInput *in, AdjCombatSide side, guint s)
{
  return side == ADJ_SIDE_ATTACKER ? &in->attackers[s] : &in->defenders[s];
}

static gboolean
has_key (char **keys, const char *key)
{
  return keys != NULL && g_strv_contains ((const char *const *) keys, key);
}

/* The to-hit DRM of fire at @target. */
static gboolean
fire_drm (const AdjCombatCharts *charts, const AdjCombatStack *target, const AdjUnitCondition *cond,
          int *drm, GError **error)
{
  int v;
  *drm = 0;
  if (target->fixed_terrain != NULL)
    {
      for (guint i = 0; target->fixed_terrain[i] != NULL; i++)
        {
          if (!adj_combat_charts_fixed (charts, target->fixed_terrain[i], &v, NULL, error))
            return FALSE;
          *drm += v;
        }
    }
  else
    for (guint i = 0; i < target->n_terrain; i++)
      if (target->terrain[i].terrain != NULL
          && adj_combat_charts_fixed (charts, target->terrain[i].terrain, &v, NULL, NULL))
        *drm += v;
  for (guint u = 0; u < target->n_units; u++)
    if (!gone (cond[u]) && !adj_combat_kind_is_artillery (target->units[u].kind))
      {
        if (target->units[u].kind == ADJ_COMBAT_MOUNTED_CAVALRY
            && adj_combat_charts_fixed (charts, "mounted-cavalry", &v, NULL, NULL))
          *drm += v;
        break;
      }
  return TRUE;
}

/* One combined fire by the @firing stacks of @fside at stack @t of the
 * other side: every pattern of hit units with its probability (the to-hit
 * die, then one morale die for the whole hex). */
static gboolean
fire_at (const AdjChargeInput *in, const AdjCombatCharts *charts, const AdjCombatState *st,
         AdjCombatSide fside, guint firing, guint t, Hit out[1u << ADJ_STACK_MAX_UNITS], guint *n_out,
         GError **error)
{
  AdjCombatSide tside = 1 - fside;
  const AdjCombatStack *target = stack_of (in, tside, t);
  g_autoptr (GArray) parts = adj_modifiers_new ();
  g_autoptr (GArray) notes = adj_combat_notes_new ();
  int fp = 0, drm;

  for (guint f = 0; f < st->n_stacks[fside]; f++)
    {
      const AdjCombatStack *s = stack_of (in, fside, f);
      AdjFixedHex hex = { .hex_id = s->hex_id, .range = 1, .town = has_key (s->fixed_terrain, "town") };
      int hfp = 0;
      if (!(firing & (1u << f)))
        continue;
      for (guint u = 0; u < s->n_units; u++)
        {
          AdjUnitCondition c = st->unit[fside][f][u];
          /* The phasing side's artillery fires only when it bombards. */
          if (gone (c) || (fside == ADJ_SIDE_ATTACKER && adj_combat_kind_is_artillery (s->units[u].kind)))
            continue;
          hex.units[hex.n_units] = s->units[u];
          hex.units[hex.n_units++].disordered = c == ADJ_COND_DISORDERED;
        }
      if (!adj_fixed_hex_firepower (&hex, charts, in->range_chart, &hfp, parts, notes, error))
        return FALSE;
      fp += hfp;
    }
  fp = MIN (fp, ADJ_FIXED_MAX_FP);
  if (!fire_drm (charts, target, st->unit[tside][t], &drm, error))
    return FALSE;

  double p[1u << ADJ_STACK_MAX_UNITS] = { 0 };
  guint present = 0;
  int cohesion[ADJ_STACK_MAX_UNITS];
  for (guint u = 0; u < target->n_units; u++)
    if (!gone (st->unit[tside][t][u]))
      {
        present |= 1u << u;
        cohesion[u] = adj_combat_unit_cohesion (&target->units[u], NULL);
      }
  for (int face = 0; face < 10; face++)
    switch (adj_fixed_fire_result (fp, drm, face))
      {
      case ADJ_FIXED_DISORDER:
        p[present] += 0.1;
        break;
      case ADJ_FIXED_CHECK:
        for (int die = 0; die < 10; die++)
          {
            guint hits = 0;
            for (guint u = 0; u < target->n_units; u++)
              if ((present & (1u << u)) && die > cohesion[u])
                hits |= 1u << u;
            p[hits] += 0.01;
          }
        break;
      case ADJ_FIXED_MISS:
      default:
        p[0] += 0.1;
        break;
      }
  *n_out = 0;
  for (guint h = 0; h < G_N_ELEMENTS (p); h++)
    if (p[h] > 0)
      out[(*n_out)++] = (Hit) { p[h], h };
  return TRUE;
}

static void
apply_hits (const AdjChargeInput *in, AdjCombatState *st, AdjCombatSide side, guint t, guint hits)
{
  const AdjCombatStack *s = stack_of (in, side, t);
  for (guint u = 0; u < s->n_units; u++)
    if (hits & (1u << u))
      st->unit[side][t][u] = adj_condition_disorder (st->unit[side][t][u], s->units[u].kind);
}

/* The melee after both fires, on a copy of the input: charging units in
 * good order, defending units still there (disordered ones with their
 * disordered rating). */
static gboolean
melee (const AdjChargeInput *in, const AdjCombatCharts *charts, TreeCtx *c, const AdjCombatState *st,
       double p, GError **error)
{
  AdjChargeInput copy = *in;
  AdjCombatState cs;
  guint active = 0;
  gboolean none[2][ADJ_CHARGE_MAX_HEXES][ADJ_STACK_MAX_UNITS] = { { { FALSE } } };

  copy.n_defenders = 0;
  for (guint d = 0; d < in->n_defenders; d++)
    {
      AdjCombatStack s = in->defenders[d];
      s.n_units = 0;
      for (guint u = 0; u < in->defenders[d].n_units; u++)
        {
          AdjUnitCondition cond = st->unit[ADJ_SIDE_DEFENDER][d][u];
          AdjCombatUnit unit = in->defenders[d].units[u];
          if (gone (cond))
            continue;
          if (cond == ADJ_COND_DISORDERED && !unit.disordered)
            {
              /* Offensive fire disordered it: the melee reads its disordered side. */
              if (!unit.disorder_marker && !adj_combat_kind_is_artillery (unit.kind) && !unit.has_disordered_cohesion)
                {
                  g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
                               _("the Fixed Glory tree needs the disordered cohesion of %s at %s "
                                 "(\"disordered_cohesion\"): offensive fire may disorder it before the melee"),
                               adj_combat_unit_label (&unit), s.hex_id);
                  return FALSE;
                }
              unit.disordered = TRUE;
              if (!unit.disorder_marker)
                unit.cohesion = unit.disordered_cohesion;
            }
          c->def_map[copy.n_defenders][s.n_units][0] = d;
          c->def_map[copy.n_defenders][s.n_units][1] = u;
          s.units[s.n_units++] = unit;
        }
      /* The Defensive Fire declarations stay with their hexes. */
      if (s.n_units > 0)
        copy.defenders[copy.n_defenders++] = s;
    }
  for (guint a = 0; a < in->n_attackers; a++)
    for (guint u = 0; u < in->attackers[a].n_units; u++)
      {
        AdjCombatUnit *unit = &copy.attackers[a].units[u];
        /* Only units in good order melee. */
        unit->charging = unit->charging && st->unit[ADJ_SIDE_ATTACKER][a][u] == ADJ_COND_GOOD_ORDER;
        if (unit->charging && !adj_combat_kind_is_artillery (unit->kind))
          active |= 1u << a;
      }
  if (active == 0 || copy.n_defenders == 0)
    {
      tree_add_outcome (c->ans, &(AdjChargeOutcome) { .row = ADJ_CHARGE_NO_CHARGE }, p);
      tree_leaf (c, st, none, p);
      return TRUE;
    }

  adj_combat_state_init (&cs, &copy);
  for (guint a = 0; a < in->n_attackers; a++)
    for (guint u = 0; u < in->attackers[a].n_units; u++)
      cs.unit[ADJ_SIDE_ATTACKER][a][u] = st->unit[ADJ_SIDE_ATTACKER][a][u];
  for (guint d = 0; d < copy.n_defenders; d++)
    for (guint u = 0; u < copy.defenders[d].n_units; u++)
      cs.unit[ADJ_SIDE_DEFENDER][d][u] = st->unit[ADJ_SIDE_DEFENDER][c->def_map[d][u][0]][c->def_map[d][u][1]];

  AdjChargeResult cr;
  g_autoptr (GArray) effects = adj_effects_new ();
  if (!adj_charge_resolve_active (&copy, charts, active, &cr, error))
    {
      adj_charge_result_clear (&cr);
      return FALSE;
    }
  c->ans->goes_in += p;
  c->mapped = TRUE;
  for (guint i = 0; i < cr.n_outcomes; i++)
    {
      double po = p * cr.outcomes[i].probability;
      tree_add_outcome (c->ans, &cr.outcomes[i], po);
      g_array_set_size (effects, 0);
      adj_charge_effects (&copy, active, &cr.outcomes[i], effects);
      tree_play (c, &copy, st, &cs, effects, po);
    }
  c->mapped = FALSE;
  adj_charge_result_clear (&cr);
  return TRUE;
}

/* The first charging hex each defending hex names for fire. */
static int
df_target (const AdjCombatStack *d)
{
  for (guint a = 0; a < ADJ_CHARGE_MAX_HEXES; a++)
    if (d->df_mask & (1u << a))
      return (int) a;
  return -1;
}

/* Fires at the charging hexes from @a on (defensive fire), then the
 * offensive fire and the melee, over every pattern of hits. */
static gboolean
defensive (const AdjChargeInput *in, const AdjCombatCharts *charts, TreeCtx *c, const AdjCombatState *st,
           guint a, double p, GError **error)
{
  if (a == in->n_attackers)
    {
      /* Offensive fire at the first defending hex, by every charging hex. */
      Hit hits[1u << ADJ_STACK_MAX_UNITS];
      guint n;
      if (!fire_at (in, charts, st, ADJ_SIDE_ATTACKER, (1u << in->n_attackers) - 1, 0, hits, &n, error))
        return FALSE;
      for (guint i = 0; i < n; i++)
        {
          AdjCombatState next = *st;
          apply_hits (in, &next, ADJ_SIDE_DEFENDER, 0, hits[i].hits);
          if (!melee (in, charts, c, &next, p * hits[i].p, error))
            return FALSE;
        }
      return TRUE;
    }
  guint firing = 0;
  for (guint d = 0; d < in->n_defenders; d++)
    if (df_target (&in->defenders[d]) == (int) a)
      firing |= 1u << d;
  if (firing == 0)
    return defensive (in, charts, c, st, a + 1, p, error);
  Hit hits[1u << ADJ_STACK_MAX_UNITS];
  guint n;
  if (!fire_at (in, charts, st, ADJ_SIDE_DEFENDER, firing, a, hits, &n, error))
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      AdjCombatState next = *st;
      apply_hits (in, &next, ADJ_SIDE_ATTACKER, a, hits[i].hits);
      if (!defensive (in, charts, c, &next, a + 1, p * hits[i].p, error))
        return FALSE;
    }
  return TRUE;
}

gboolean
adj_charge_tree_fixed (const AdjChargeInput *in, const AdjCombatCharts *charts, TreeCtx *c, GError **error)
{
  return defensive (in, charts, c, &c->start, 0, 1.0, error);
}
