/* What a rolled Artillery Fire result does to the units, as effects. */
#include "glory/fireeffects.h"

#include "core/i18n.h"

void
adj_fire_friend_slot (guint f, guint *stack, guint *unit)
{
  *stack = 1 + f / 2;
  *unit = f % 2;
}

static void
add_effect (GArray *effects, AdjEffectKind kind, guint stack, guint unit, const AdjCombatUnit *u,
            int drm, const char *rule, char *text)
{
  AdjEffect e = { 0 };
  e.kind = kind;
  e.side = ADJ_SIDE_DEFENDER;
  e.stack = stack;
  e.unit = unit;
  e.cohesion = u->cohesion;
  e.drm = drm;
  e.hexes_min = 1;
  e.hexes_max = adj_combat_kind_max_retreat (u->kind);
  e.rule = rule;
  e.text = text;
  g_array_append_val (effects, e);
}

static void
set_unit (AdjCombatState *state, guint stack, guint unit, const AdjCombatUnit *u)
{
  state->unit[ADJ_SIDE_DEFENDER][stack][unit] = u->disordered ? ADJ_COND_DISORDERED : ADJ_COND_GOOD_ORDER;
  state->kind[ADJ_SIDE_DEFENDER][stack][unit] = u->kind;
}

gboolean
adj_fire_effects (const AdjFireInput *in, const AdjFireResult *res, AdjCombatState *state, GArray *effects)
{
  static const AdjResultFlags order[] = { ADJ_RESULT_CHECK, ADJ_RESULT_DISORDER, ADJ_RESULT_RETREAT };
  const AdjFireOutcome *o;
  guint n_targets = MIN (in->target.n_units, ADJ_STACK_MAX_UNITS);
  guint n_friends = MIN (in->n_friends, ADJ_FIRE_MAX_FRIENDS);

  *state = (AdjCombatState) { 0 };
  if (!res->has_roll || res->outcome >= res->n_outcomes)
    return FALSE;
  o = &res->outcomes[res->outcome];
  state->n_stacks[ADJ_SIDE_DEFENDER] = 1 + (n_friends + 1) / 2;
  state->n_units[ADJ_SIDE_DEFENDER][0] = n_targets;
  for (guint u = 0; u < n_targets; u++)
    set_unit (state, 0, u, &in->target.units[u]);
  for (guint f = 0; f < n_friends; f++)
    {
      const AdjCombatUnit *friend = &in->friends[f];
      guint st, un;
      adj_fire_friend_slot (f, &st, &un);
      set_unit (state, st, un, friend);
      state->n_units[ADJ_SIDE_DEFENDER][st] = un + 1;
      if (o->misguided)
        add_effect (effects, ADJ_EFFECT_CHECK, st, un, friend, 2, "9.52",
                    g_strdup_printf (_("%s checks cohesion (%d) at +2"), adj_combat_unit_label (friend),
                                     friend->cohesion));
    }
  for (guint k = 0; k < G_N_ELEMENTS (order) && !o->misguided; k++)
    for (guint u = 0; u < n_targets; u++)
      {
        const AdjCombatUnit *unit = &in->target.units[u];
        const char *name = adj_combat_unit_label (unit);
        if (!res->affected[u] || !(o->effect & order[k]))
          continue;
        if (order[k] == ADJ_RESULT_CHECK)
          add_effect (effects, ADJ_EFFECT_CHECK, 0, u, unit, 0, "9.22",
                      g_strdup_printf (_("%s checks cohesion (%d)"), name, unit->cohesion));
        else if (order[k] == ADJ_RESULT_DISORDER)
          add_effect (effects, ADJ_EFFECT_DISORDER, 0, u, unit, 0, "11.11",
                      g_strdup_printf (_("%s is disordered"), name));
        else
          add_effect (effects, ADJ_EFFECT_RETREAT, 0, u, unit, 0, "11.22", g_strdup_printf (_("%s retreats"), name));
      }
  return TRUE;
}
