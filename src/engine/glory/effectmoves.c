/* A combat result applied to a game: its checks and its journal moves. */
#include "glory/effectmoves.h"

gboolean
adj_effect_on_stack (const AdjEffect *e)
{
  return e->stack != ADJ_EFFECT_OTHER_UNIT && e->stack < ADJ_CHARGE_MAX_HEXES && e->unit < ADJ_STACK_MAX_UNITS;
}

gboolean
adj_effect_changes_unit (const AdjEffect *e)
{
  switch (e->kind)
    {
    case ADJ_EFFECT_CHECK:
    case ADJ_EFFECT_DISORDER:
    case ADJ_EFFECT_WITHDRAW:
    case ADJ_EFFECT_ELIMINATE:
    case ADJ_EFFECT_RETREAT:
      return adj_effect_on_stack (e);
    default:
      return FALSE;
    }
}

static gboolean
is_df_check (const AdjEffect *e)
{
  AdjCheckCause cause;
  return e->kind == ADJ_EFFECT_CHECK && adj_check_cause_from_rule (e->rule, &cause)
         && cause == ADJ_CHECK_DEFENSIVE_FIRE;
}

guint
adj_effect_firers (const AdjEffect *e, AdjGameUnitIds ids, guint out[ADJ_STACK_MAX_UNITS])
{
  guint n = 0;
  if (!is_df_check (e) || ids == NULL || e->firing >= ADJ_CHARGE_MAX_HEXES)
    return 0;
  for (guint u = 0; u < ADJ_STACK_MAX_UNITS; u++)
    if (ids[ADJ_SIDE_DEFENDER][e->firing][u] >= 0)
      out[n++] = (guint) ids[ADJ_SIDE_DEFENDER][e->firing][u];
  return n;
}

AdjAction *
adj_effect_move (const AdjEffect *e, int unit, int rating)
{
  return adj_effect_move_in (e, unit, rating, NULL);
}

AdjAction *
adj_effect_move_in (const AdjEffect *e, int unit, int rating, AdjGameUnitIds ids)
{
  AdjCheckCause cause;
  guint firers[ADJ_STACK_MAX_UNITS];
  guint n_firers;

  if (unit < 0)
    return NULL;
  switch (e->kind)
    {
    case ADJ_EFFECT_CHECK:
      if (!adj_check_cause_from_rule (e->rule, &cause))
        cause = ADJ_CHECK_CHARGE;
      if ((n_firers = adj_effect_firers (e, ids, firers)) > 0)
        return adj_action_df_check ((guint) unit, adj_roll_typed (e->roll), e->drm, firers, n_firers, rating);
      return rating >= 0 ? adj_action_check_against ((guint) unit, adj_roll_typed (e->roll), e->drm, cause, rating)
                         : adj_action_check ((guint) unit, adj_roll_typed (e->roll), e->drm, cause);
    case ADJ_EFFECT_DISORDER:
    case ADJ_EFFECT_WITHDRAW:
    case ADJ_EFFECT_ELIMINATE:
      /* A failed check's Disorder is the check's own move. */
      if (e->from_check)
        return NULL;
      return adj_action_unit (e->kind == ADJ_EFFECT_DISORDER ? ADJ_ACTION_DISORDER
                              : e->kind == ADJ_EFFECT_WITHDRAW ? ADJ_ACTION_WITHDRAW : ADJ_ACTION_ELIMINATE,
                              (guint) unit);
    case ADJ_EFFECT_RETREAT:
    case ADJ_EFFECT_DISPLACE:  /* 11.26: one hex */
      return adj_action_retreat ((guint) unit, MAX (e->hexes_min, 1));
    default:
      return NULL;
    }
}

gboolean
adj_effects_apply_first (const AdjCombatState *state, const GArray *effects, guint n_effects, const int *rolls,
                         guint n_rolls, GArray *applied, AdjCombatState *after)
{
  AdjCombatState st = *state;
  g_autoptr (GArray) part = adj_effects_new ();

  g_array_set_clear_func (part, NULL);  /* shares the texts of @effects */
  g_array_append_vals (part, effects->data, MIN (n_effects, effects->len));
  if (!adj_effects_apply (&st, part, rolls, n_rolls, applied, NULL))
    return FALSE;
  if (after != NULL)
    *after = st;
  return TRUE;
}

int
adj_effects_next_check (const AdjCombatState *state, const GArray *effects, const int *rolls, guint n_rolls)
{
  /* The shortest beginning of the list the rolls do not carry through
   * ends with the check that needs the next one. */
  for (guint n = 1; n <= effects->len; n++)
    {
      g_autoptr (GArray) applied = adj_effects_new ();
      if (!adj_effects_apply_first (state, effects, n, rolls, n_rolls, applied, NULL))
        return (int) n - 1;
    }
  return -1;
}

guint
adj_effects_rolls_used (const AdjCombatState *state, const GArray *effects, guint n_effects, const int *rolls,
                        guint n_rolls)
{
  g_autoptr (GArray) applied = adj_effects_new ();
  guint used = 0;

  if (!adj_effects_apply_first (state, effects, n_effects, rolls, n_rolls, applied, NULL))
    return n_rolls;
  for (guint i = 0; i < applied->len; i++)
    used += g_array_index (applied, AdjEffect, i).kind == ADJ_EFFECT_CHECK;
  return used;
}

static gboolean
same_check (const AdjEffect *a, const AdjEffect *b)
{
  return a->side == b->side && a->stack == b->stack && a->unit == b->unit && a->cohesion == b->cohesion
         && a->drm == b->drm;
}

gboolean
adj_effects_same_checks (const GArray *a, guint i, const GArray *b, guint j)
{
  for (;; i++, j++)
    {
      while (i < a->len && g_array_index (a, AdjEffect, i).kind != ADJ_EFFECT_CHECK)
        i++;
      while (j < b->len && g_array_index (b, AdjEffect, j).kind != ADJ_EFFECT_CHECK)
        j++;
      if (i >= a->len || j >= b->len)
        return i >= a->len && j >= b->len;
      if (!same_check (&g_array_index (a, AdjEffect, i), &g_array_index (b, AdjEffect, j)))
        return FALSE;
    }
}
