/* What rolled Defensive Fire does to the charging units. */
#include "glory/dfeffects.h"

#include "core/i18n.h"

gboolean
adj_df_shot_disorders (const AdjDfShot *shot, int roll)
{
  return roll >= 0 && shot->needs < 10 && roll >= shot->needs;
}

int
adj_df_shot_adjusted (const AdjDfShot *shot, int roll)
{
  return roll + shot->drm;
}

gboolean
adj_df_effects (const AdjChargeInput *in, const AdjDfResult *df, const int *rolls, AdjCombatState *state,
                GArray *effects)
{
  adj_combat_state_init (state, in);
  for (guint i = 0; i < df->n_shots; i++)
    if (rolls[i] < 0)
      return FALSE;
  for (guint i = 0; i < df->n_shots; i++)
    {
      const AdjDfShot *shot = &df->shots[i];
      const AdjCombatStack *stack = &in->attackers[shot->target];
      const AdjCombatUnit *top = adj_combat_stack_top_fighter (stack);
      if (top == NULL)
        continue;
      /* Each shot is a check of the top charging unit's cohesion with the
       * 10.34 DRMs, its roll the one rolled for the shot (10.33). */
      AdjEffect e = { 0 };
      e.kind = ADJ_EFFECT_CHECK;
      e.side = ADJ_SIDE_ATTACKER;
      e.stack = shot->target;
      e.unit = (guint) (top - stack->units);
      e.cohesion = shot->cohesion;
      e.drm = shot->drm;
      e.rolled = TRUE;
      e.roll = rolls[i];
      e.p_fail = shot->probability;
      e.rule = "10.33";
      e.firing = shot->firing;
      /* TRANSLATORS: the top charging unit and its cohesion */
      e.text = g_strdup_printf (_("%s checks cohesion (%d) against Defensive Fire"), adj_combat_unit_label (top),
                                shot->cohesion);
      g_array_append_val (effects, e);
    }
  return TRUE;
}

guint
adj_df_firing_hexes (const AdjDfResult *df)
{
  guint fired = 0;

  for (guint i = 0; i < df->n_shots; i++)
    fired |= 1u << df->shots[i].firing;
  return fired;
}
