/* Steps lost and given back: a combat's results (12.9.5, 12.9.6, 12.10.5),
 * the eliminations the map decides (12.10, 7.1, 15.3), the Retreat Phase
 * (6.3.4) and the night's replacements (9.6). Every step counts for the
 * enemy's victory points (5.1). */
#include "cog/state-private.h"

#include "core/i18n.h"
#include "core/procedure.h"

void
adj_cog_count_steps (AdjCogState *s, guint unit, int steps)
{
  AdjCogSide side = s->battle->formations[s->battle->units[unit].formation].side;
  s->steps_lost[side] += steps;
}

static gboolean
take_pending (AdjCogState *n, guint unit, CogPendingKind kind)
{
  for (guint i = 0; i < n->n_pending; i++)
    if (n->pending[i].unit == unit && n->pending[i].kind == kind)
      {
        /* Keep the order the combat gave. */
        for (guint k = i; k + 1 < n->n_pending; k++)
          n->pending[k] = n->pending[k + 1];
        n->n_pending--;
        return TRUE;
      }
  return FALSE;
}

static void
lose (AdjCogState *n, guint unit, int steps)
{
  steps = MIN (steps, (int) n->unit_steps[unit]);
  n->unit_steps[unit] -= (guint8) steps;
  adj_cog_count_steps (n, unit, steps);
  if (n->unit_steps[unit] == 0)
    n->unit_status[unit] = ADJ_COG_UNIT_ELIMINATED;
}

static const char *
loss_refusal (const AdjCogState *s, const AdjCogMove *m, guint unit)
{
  gboolean step = m->type == ADJ_COG_MOVE_STEP_LOSS;
  gboolean pending = s->n_pending > 0;
  switch (m->reason)
    {
    case ADJ_COG_LOSS_COMBAT:
      return step ? NULL : _("12.9: a combat's eliminations come from step losses");
    case ADJ_COG_LOSS_RETREATED_IN:
      return step ? _("12.10.5: a unit that retreated into the hex is eliminated whole") : NULL;
    case ADJ_COG_LOSS_RETREAT_PHASE:
      return !step ? _("6.3.4: a unit that cannot retreat loses a step")
             : s->step != ADJ_COG_STEP_RETREAT ? _("6.3.4: that happens in the Retreat Phase")
             /* Games saved before the procedure was checked took a second. */
             : s->procedure >= ADJ_PROCEDURE_STEPS && (s->unit_flags[unit] & COG_UNIT_RETREAT_STEP)
               ? _("6.3.4: a unit that cannot retreat loses one step in the Retreat Phase, and this one has")
               : NULL;
    case ADJ_COG_LOSS_RETREAT:
      return step ? _("12.10: a unit that cannot retreat in full is eliminated")
             : pending ? _("12.7: apply the last combat's results first")
             : s->step != ADJ_COG_STEP_ACTIVATION || !(s->unit_flags[unit] & COG_UNIT_RETREATED)
               ? _("12.10: only a unit retreating in this Combat Action may fail to retreat") : NULL;
    case ADJ_COG_LOSS_STACKING:
      return step ? _("7.1: overstacked units are eliminated")
             : pending ? _("12.7: apply the last combat's results first")
             : s->step != ADJ_COG_STEP_ACTIVATION ? _("7.1: stacking is checked at the end of an activation") : NULL;
    case ADJ_COG_LOSS_SURRENDER:
      return step ? _("15.3: surrounded units surrender whole")
             : s->step != ADJ_COG_STEP_SURRENDER ? _("15.3: units surrender in the Night Phase") : NULL;
    default:
      return _("12.9: no such reason for a loss");
    }
}

AdjCogState *
adj_cog_apply_losses (const AdjCogState *s, const AdjCogMove *m, GError **error)
{
  guint unit = (guint) m->index;
  if (m->index < 0 || unit >= s->battle->n_units || s->unit_status[unit] != ADJ_COG_UNIT_ON_MAP)
    {
      adj_cog_refuse (error, _("12.9: that unit is not on the map"));
      return NULL;
    }
  const char *why = loss_refusal (s, m, unit);
  if (why != NULL)
    {
      adj_cog_refuse (error, "%s", why);
      return NULL;
    }
  AdjCogState *n = adj_cog_state_copy (s);
  gboolean from_combat = m->reason == ADJ_COG_LOSS_COMBAT || m->reason == ADJ_COG_LOSS_RETREATED_IN;
  if (from_combat
      && !take_pending (n, unit, m->reason == ADJ_COG_LOSS_COMBAT ? COG_PENDING_STEP_LOSS : COG_PENDING_ELIMINATION))
    {
      adj_cog_state_unref (n);
      adj_cog_refuse (error, _("12.9: the last combat gave %s no such result"), s->battle->units[unit].name);
      return NULL;
    }
  lose (n, unit, m->type == ADJ_COG_MOVE_STEP_LOSS ? 1 : n->unit_steps[unit]);
  if (m->reason == ADJ_COG_LOSS_RETREAT_PHASE)
    n->unit_flags[unit] |= COG_UNIT_RETREAT_STEP;
  return n;
}

static gboolean
formation_on_map (const AdjCogState *s, guint formation)
{
  for (guint i = 0; i < s->battle->n_units; i++)
    if (s->battle->units[i].formation == formation && s->unit_status[i] == ADJ_COG_UNIT_ON_MAP)
      return TRUE;
  return FALSE;
}

/* 9.6: the formations of the CM withheld this night take one each. */
static const char *
replacement_refusal (const AdjCogState *s, guint unit)
{
  const AdjCogUnit *u = &s->battle->units[unit];
  AdjCogSide side = s->battle->formations[u->formation].side;
  AdjCogStep want = side == ADJ_COG_CSA ? ADJ_COG_STEP_REPLACE_CSA : ADJ_COG_STEP_REPLACE_UNION;
  if (s->step != want)
    return _("9.6: replacements come in the Night Phase, the CSA first");
  int cm = s->withheld[side];
  gboolean withheld = FALSE;
  for (guint i = 0; cm >= 0 && i < s->battle->cms[cm].n_formations; i++)
    withheld |= s->battle->cms[cm].formations[i] == u->formation;
  if (!withheld)
    return _("9.6: only a formation whose CM was withheld this night takes a replacement");
  if (s->replaced[u->formation])
    return _("9.6: one replacement per formation");
  if (s->unit_status[unit] == ADJ_COG_UNIT_ON_MAP)
    return s->unit_steps[unit] < u->steps ? NULL : _("9.6: that unit is at full strength");
  if (s->unit_status[unit] != ADJ_COG_UNIT_ELIMINATED)
    return _("9.6: that unit has not entered play");
  if (u->steps < 2)
    return _("9.6: a one-step unit never returns once eliminated");
  return formation_on_map (s, u->formation) ? NULL
         : _("9.6: a returning unit is stacked with a unit of its formation, and none is on the map");
}

AdjCogState *
adj_cog_apply_replacement (const AdjCogState *s, const AdjCogMove *m, GError **error)
{
  guint unit = (guint) m->index;
  const char *why = m->index < 0 || unit >= s->battle->n_units ? _("9.6: no such unit")
                                                              : replacement_refusal (s, unit);
  if (why != NULL)
    {
      adj_cog_refuse (error, "%s", why);
      return NULL;
    }
  AdjCogState *n = adj_cog_state_copy (s);
  n->unit_status[unit] = ADJ_COG_UNIT_ON_MAP;
  n->unit_steps[unit]++;
  n->replaced[s->battle->units[unit].formation] = 1;
  adj_cog_count_steps (n, unit, -1);  /* 9.6: the enemy's VPs go down */
  return n;
}
