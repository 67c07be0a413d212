#include "glory/deffire.h"

#include <string.h>

#include "core/i18n.h"
#include "core/modifier.h"

void
adj_df_result_clear (AdjDfResult *result)
{
  for (guint i = 0; i < result->n_shots; i++)
    {
      g_clear_pointer (&result->shots[i].modifiers, g_array_unref);
      g_clear_pointer (&result->shots[i].cohesion_modifiers, g_array_unref);
    }
  g_clear_pointer (&result->notes, g_array_unref);
  memset (result, 0, sizeof *result);
}

/* 10.31: infantry, dismounted cavalry and good-order artillery may fire;
 * mounted cavalry may not. */
static gboolean
can_fire (const AdjCombatStack *s)
{
  for (guint u = 0; u < s->n_units; u++)
    if (adj_combat_kind_is_foot (s->units[u].kind)
        || (adj_combat_kind_is_artillery (s->units[u].kind) && !s->units[u].disordered))
      return TRUE;
  return FALSE;
}

/* 10.32: the charging hexes defending hex @d may fire at, those that come
 * through one of its frontal hexsides; bit a for attacking stack a. */
static guint
legal_targets (const AdjChargeInput *in, guint d)
{
  guint mask = 0;
  for (guint a = 0; a < in->n_attackers; a++)
    if ((in->defenders[d].df_mask & (1u << a)) && !(in->attackers[a].rear_mask & (1u << d)))
      mask |= 1u << a;
  return mask;
}

static gboolean
shot (const AdjChargeInput *in, const AdjCombatCharts *charts, guint d, guint a, AdjDfShot *out,
      GError **error)
{
  const AdjCombatStack *f = &in->defenders[d];
  const AdjCombatUnit *target = adj_combat_stack_top_fighter (&in->attackers[a]);
  int n_targets = adj_bits_count (legal_targets (in, d)), guns = 0, foot = 0, terrain;
  GArray *mods = adj_modifiers_new ();

  out->firing = d;
  out->target = a;
  out->modifiers = mods;
  out->cohesion_modifiers = adj_modifiers_new ();
  out->cohesion = adj_combat_unit_cohesion (target, out->cohesion_modifiers);
  for (guint u = 0; u < f->n_units; u++)
    {
      guns += adj_combat_kind_is_artillery (f->units[u].kind) && !f->units[u].disordered;
      foot += adj_combat_kind_is_foot (f->units[u].kind);
    }
  if (target->kind == ADJ_COMBAT_MOUNTED_CAVALRY)
    adj_modifiers_add (mods, 2, "10.34", _("%s is mounted cavalry"), adj_combat_unit_label (target));
  if (guns > 0 && n_targets == 1)
    adj_modifiers_add (mods, 2, "10.32", _("artillery firing at a single charging hex"));
  if (guns > 1 && n_targets == 1)
    adj_modifiers_add (mods, 2, "10.34", _("two artillery units firing at a single charging hex"));
  if (foot > 0 && n_targets > 1)
    adj_modifiers_add (mods, 1 - n_targets, "10.32", 
                       g_dngettext (GETTEXT_PACKAGE, "infantry firing at %d charging hex",
                                    "infantry firing at %d charging hexes", (gulong) n_targets), n_targets);
  if (guns > 0 && foot > 0)
    adj_modifiers_add (mods, 2, "10.34", _("artillery stacked with infantry"));
  if (adj_combat_kind_is_foot (f->units[0].kind) && f->units[0].disordered)
    adj_modifiers_add (mods, -1, "10.34", _("the top firing unit %s is disordered"),
                       adj_combat_unit_label (&f->units[0]));
  if (!adj_charge_terrain_sum (charts, &in->attackers[a], "df", "10.34", mods, &terrain, error))
    return FALSE;
  if (in->night && in->refitted_glory1)
    adj_modifiers_add (mods, 2, "14.11", _("night in an original Glory battle: +2 to all Defensive Fire"));
  for (guint i = 0; f->modifiers != NULL && i < f->modifiers->len; i++)
    {
      const AdjModifier *m = &g_array_index (f->modifiers, AdjModifier, i);
      adj_modifiers_add (mods, m->value, m->rule, "%s", m->text);
    }
  out->drm = adj_modifiers_total (mods);
  /* 10.33: a Disorder when the adjusted roll is higher than the cohesion. */
  out->needs = CLAMP (out->cohesion - out->drm + 1, 0, 10);
  out->probability = (10 - out->needs) / 10.0;
  return TRUE;
}

static void
add_outcome (AdjDfResult *res, const AdjChargeOutcome *o, double p)
{
  adj_charge_outcomes_add (res->outcomes, &res->n_outcomes, ADJ_DF_MAX_OUTCOMES, o, p);
}

/* The number of Disorders a hex's top unit takes: independent rolls. */
static void
count_disorders (const AdjDfResult *res, guint a, gboolean already, double *p_any, double *p_out)
{
  double p0 = 1, p1 = 0, p2 = 0; /* P(no Disorder), P(one), P(two or more) so far */
  for (guint i = 0; i < res->n_shots; i++)
    if (res->shots[i].target == a)
      {
        double p = res->shots[i].probability;
        p2 += p1 * p;
        p1 = p1 * (1 - p) + p0 * p;
        p0 *= 1 - p;
      }
  *p_any = p1 + p2;
  *p_out = already ? p1 + p2 : p2;
}

gboolean
adj_deffire_resolve (const AdjChargeInput *in, const AdjCombatCharts *charts, AdjDfResult *res,
                     GError **error)
{
  memset (res, 0, sizeof *res);
  res->notes = adj_combat_notes_new ();
  if (in->fixed_glory)
    adj_combat_notes_add (res->notes, ADJ_NOTE_INFO, "Fixed Glory",
                          _("no Defensive Fire against a charge: fire has its own phases"));
  for (guint d = 0; d < in->n_defenders && !in->fixed_glory; d++)
    {
      const AdjCombatStack *f = &in->defenders[d];
      if (f->df_mask == 0)
        continue;
      if (!can_fire (f))
        {
          adj_combat_notes_add (res->notes, ADJ_NOTE_ILLEGAL, "10.31",
                                _("the units at %s may not use Defensive Fire (mounted cavalry and "
                                "disordered artillery may not)"), f->hex_id);
          continue;
        }
      for (guint a = 0; a < in->n_attackers; a++)
        {
          if (!(f->df_mask & (1u << a)))
            continue;
          /* 10.32: Defensive Fire goes out through the frontal hexes only. */
          if (!(legal_targets (in, d) & (1u << a)))
            {
              adj_combat_notes_add (res->notes, ADJ_NOTE_ILLEGAL, "10.32",
                                    _("%s charges %s through a rear hexside: Defensive Fire goes only "
                                      "through the defender's frontal hexes, so %s may not fire at it"),
                                    in->attackers[a].hex_id, f->hex_id, f->hex_id);
              continue;
            }
          if (!shot (in, charts, d, a, &res->shots[res->n_shots++], error))
            return FALSE;
        }
    }

  guint n = in->n_attackers;
  for (guint a = 0; a < n; a++)
    count_disorders (res, a, adj_combat_stack_top_fighter (&in->attackers[a])->disordered,
                     &res->p_disordered[a], &res->p_withdrawn[a]);

  /* Every set of hexes that may still charge, weighted by its probability. */
  AdjChargeOutcome none = { .row = ADJ_CHARGE_NO_CHARGE };
  for (guint active = 0; active < (1u << n); active++)
    {
      double p = 1;
      for (guint a = 0; a < n; a++)
        p *= (active & (1u << a)) ? 1 - res->p_disordered[a] : res->p_disordered[a];
      if (p == 0)
        continue;
      if (active == 0)
        {
          add_outcome (res, &none, p);
          continue;
        }
      AdjChargeResult cr;
      gboolean ok = adj_charge_resolve_active (in, charts, active, &cr, error);
      for (guint i = 0; ok && i < cr.n_outcomes; i++)
        add_outcome (res, &cr.outcomes[i], p * cr.outcomes[i].probability);
      adj_charge_result_clear (&cr);
      if (!ok)
        return FALSE;
      res->charge_probability += p;
    }
  return TRUE;
}
