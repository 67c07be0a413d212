/* What a Fixed Glory fire does to the units once its dice are read. */
#include "glory/fixedfireeffects.h"

#include "core/i18n.h"
#include "core/modifier.h"

gboolean
adj_fixed_height_counts (int range)
{
  return range >= 2;
}

gboolean
adj_fixed_fire_decided (const AdjFixedFireResult *res)
{
  return res->has_roll && (res->result != ADJ_FIXED_CHECK || res->has_check_roll);
}

gboolean
adj_fixed_fire_unit_disordered (const AdjFixedFireResult *res, guint u)
{
  if (!res->has_roll || res->result == ADJ_FIXED_MISS)
    return FALSE;
  if (res->result == ADJ_FIXED_DISORDER)
    return TRUE;
  return res->has_check_roll && u < ADJ_STACK_MAX_UNITS && res->unit_fails[u];
}

gboolean
adj_fixed_fire_effects (const AdjCombatStack *target, const AdjFixedFireResult *res, AdjCombatState *state,
                        GArray *effects)
{
  guint n = MIN (target->n_units, ADJ_STACK_MAX_UNITS);

  *state = (AdjCombatState) { 0 };
  if (!adj_fixed_fire_decided (res))
    return FALSE;
  state->n_stacks[ADJ_SIDE_DEFENDER] = 1;
  state->n_units[ADJ_SIDE_DEFENDER][0] = n;
  for (guint u = 0; u < n; u++)
    {
      const AdjCombatUnit *unit = &target->units[u];
      state->unit[ADJ_SIDE_DEFENDER][0][u] = unit->disordered ? ADJ_COND_DISORDERED : ADJ_COND_GOOD_ORDER;
      state->kind[ADJ_SIDE_DEFENDER][0][u] = unit->kind;
      gboolean check = res->result == ADJ_FIXED_CHECK;
      if (!check && !adj_fixed_fire_unit_disordered (res, u))
        continue;
      /* A morale check is each unit's own check, rolled with the hex's
       * one check die; a Disorder on the to-hit die needs none. */
      AdjEffect e = { 0 };
      e.kind = check ? ADJ_EFFECT_CHECK : ADJ_EFFECT_DISORDER;
      e.side = ADJ_SIDE_DEFENDER;
      e.unit = u;
      e.cohesion = unit->cohesion;
      e.rolled = check;
      e.roll = res->check_roll;
      e.rule = "Fixed Glory";
      e.text = check ? g_strdup_printf (_("%s makes its morale check (%d)"), adj_combat_unit_label (unit), e.cohesion)
                     : g_strdup_printf (_("%s is disordered by the fire"), adj_combat_unit_label (unit));
      g_array_append_val (effects, e);
    }
  return TRUE;
}

void
adj_fixed_fire_firepower_rows (const AdjFixedFireResult *res, GArray *rows)
{
  for (guint i = 0; res->firepower != NULL && i < res->firepower->len; i++)
    {
      const AdjModifier *m = &g_array_index (res->firepower, AdjModifier, i);
      adj_modifiers_add (rows, m->value, m->rule, "%s", m->text);
    }
  if (res->raw_fp > res->fp)
    adj_modifiers_add (rows, res->fp - res->raw_fp, "Fixed Glory", _("at most %d FP hit one hex"),
                       ADJ_FIXED_MAX_FP);
}
