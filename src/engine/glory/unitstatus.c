/* What happens to a unit outside rally and recovery: combat results fed by
 * the players or the combat calculators (11.1-11.4), mounting (12.1),
 * reinforcements entering (6.51), a unit's leader for the turn (14.53). */
#include "core/i18n.h"
#include "glory/gamenames-private.h"
#include "glory/unitstatus-private.h"

static gboolean
expect_on_map (const AdjGameState *s, int unit, GError **error)
{
  if (!adj_check_unit (s, unit, error))
    return FALSE;
  return adj_refuse_off_map (s, unit, error);
}

gboolean
adj_refuse_off_map (const AdjGameState *s, int unit, GError **error)
{
  const char *name = adj_unit_name (s, unit);
  switch ((AdjUnitStatus) s->units[unit].status)
    {
    case ADJ_UNIT_ON_MAP:
      return TRUE;
    case ADJ_UNIT_ARRIVING:
      return adj_game_state_refuse (error, _("%s is not on the map: it has not arrived yet (6.51)"), name);
    case ADJ_UNIT_WITHDRAWN:
      return adj_game_state_refuse (error, _("%s is not on the map: it is in the Withdrawn Box (11.41)"), name);
    case ADJ_UNIT_RECOVERY:
      return adj_game_state_refuse (error, _("%s is not on the map: it is in the Recovery Box (11.42)"), name);
    case ADJ_UNIT_ELIMINATED:
    default:
      return adj_game_state_refuse (error, _("%s is not on the map: it is eliminated"), name);
    }
}

static gboolean
in_active_group (const AdjGameState *s, int unit)
{
  return s->groups[s->units[unit].group].status == ADJ_GROUP_ACTIVE;
}

/* 11.41: off the map into the Withdrawn Box; artillery is eliminated instead. */
static void
withdraw (AdjGameState *s, int unit)
{
  gboolean arty = adj_unit_type_is_artillery (s->battle->units[unit].type);
  s->units[unit].status = arty ? ADJ_UNIT_ELIMINATED : ADJ_UNIT_WITHDRAWN;
  s->units[unit].flags = 0;
  s->outcome = arty ? ADJ_OUTCOME_ELIMINATED : ADJ_OUTCOME_WITHDRAWN;
}

static gboolean
retreat (AdjGameState *s, int unit, int hexes, GError **error)
{
  const AdjBattleUnit *u = &s->battle->units[unit];
  /* 11.22: mounted cavalry and horse artillery may go two hexes. */
  gboolean two = u->type == ADJ_UNIT_HORSE_ARTILLERY
                 || (u->type == ADJ_UNIT_CAVALRY && (s->units[unit].flags & UNIT_MOUNTED));
  if (hexes < 1 || hexes > (two ? 2 : 1))
    return adj_game_state_refuse (error, two ? _("%s retreats one or two hexes (11.22)")
                                             : _("%s retreats one hex (11.22)"), adj_unit_name (s, unit));
  s->units[unit].flags |= UNIT_RETREATED;
  return TRUE;
}

gboolean
adj_expect_combat_step (const AdjGameState *s, GError **error)
{
  if (s->phase != ADJ_PHASE_ACTIVATION || s->step < ADJ_STEP_ARTILLERY_FIRE
      || s->step > ADJ_STEP_CHARGE)
    return adj_game_state_refuse (error, _("combat results come from fire, movement and charges, "
                                  "steps ii-v of a Command Activation Sequence (3.C.2.a)"));
  return TRUE;
}

void
adj_disorder_unit (AdjGameState *s, int unit)
{
  /* 11.11: flip; a second Disorder withdraws it (11.41). */
  if (s->units[unit].flags & UNIT_DISORDERED)
    withdraw (s, unit);
  else
    {
      s->units[unit].flags |= UNIT_DISORDERED;
      s->outcome = ADJ_OUTCOME_DISORDERED;
    }
}

gboolean
adj_apply_unit_result (AdjGameState *s, const AdjAction *a, GError **error)
{
  if (!adj_expect_combat_step (s, error) || !expect_on_map (s, a->target, error))
    return FALSE;
  s->outcome_unit = (gint16) a->target;
  switch (a->type)
    {
    case ADJ_ACTION_DISORDER:
      adj_disorder_unit (s, a->target);
      return TRUE;
    case ADJ_ACTION_WITHDRAW:
      withdraw (s, a->target);
      return TRUE;
    case ADJ_ACTION_ELIMINATE:
      s->units[a->target].status = ADJ_UNIT_ELIMINATED;
      s->units[a->target].flags = 0;
      s->outcome = ADJ_OUTCOME_ELIMINATED;
      return TRUE;
    case ADJ_ACTION_RETREAT:
      return retreat (s, a->target, a->hexes, error);
    default:
      return adj_game_state_refuse (error, _("not a combat result"));
    }
}

gboolean
adj_apply_mount (AdjGameState *s, const AdjAction *a, GError **error)
{
  if (!expect_on_map (s, a->target, error))
    return FALSE;
  const char *name = adj_unit_name (s, a->target);
  if (s->battle->units[a->target].type != ADJ_UNIT_CAVALRY)
    return adj_game_state_refuse (error, _("%s is not cavalry (12.1)"), name);
  if (s->phase != ADJ_PHASE_ACTIVATION || s->step != ADJ_STEP_MOVEMENT || !in_active_group (s, a->target))
    return adj_game_state_refuse (error, _("%s mounts or dismounts at the end of its own movement (12.1)"), name);
  if (a->facts & ADJ_FACT_ADJACENT_ENEMY)
    return adj_game_state_refuse (error, _("%s may not mount or dismount next to an enemy unit (12.1)"), name);
  gboolean mounted = (s->units[a->target].flags & UNIT_MOUNTED) != 0;
  if (mounted == (a->mounted != FALSE))
    return adj_game_state_refuse (error, mounted ? _("%s is already mounted (12.1)")
                                                 : _("%s is already dismounted (12.1)"), name);
  s->units[a->target].flags ^= UNIT_MOUNTED;
  return TRUE;
}

gboolean
adj_apply_enter (AdjGameState *s, const AdjAction *a, GError **error)
{
  if (!adj_check_unit (s, a->target, error))
    return FALSE;
  const char *name = adj_unit_name (s, a->target);
  const AdjBattleUnit *u = &s->battle->units[a->target];
  if (s->units[a->target].status != ADJ_UNIT_ARRIVING)
    return adj_game_state_refuse (error, _("%s is not a reinforcement waiting to enter"), name);
  if (u->arrives > (int) s->turn)
    return adj_game_state_refuse (error, _("%s is due on turn %s (6.51)"), name,
                                  s->battle->turns[u->arrives].label);
  if (s->phase != ADJ_PHASE_ACTIVATION || s->step != ADJ_STEP_MOVEMENT || !in_active_group (s, a->target))
    return adj_game_state_refuse (error, _("%s enters during its own command's movement, once its AM "
                                  "is drawn (6.51)"), name);
  s->units[a->target].status = ADJ_UNIT_ON_MAP;
  return TRUE;
}

gboolean
adj_apply_assign (AdjGameState *s, const AdjAction *a, GError **error)
{
  if (!adj_check_unit (s, a->target, error))
    return FALSE;
  const AdjBattleUnit *u = &s->battle->units[a->target];
  if (s->phase > ADJ_PHASE_SELECTION)
    return adj_game_state_refuse (error, _("a unit's leader for the turn is chosen before the "
                                  "activations start (14.53)"));
  for (guint k = 0; k < u->n_leader_options; k++)
    if ((int) u->leader_options[k] == a->leader)
      {
        s->units[a->target].group = (guint16) a->leader;  /* leader groups share the leader's index */
        return TRUE;
      }
  return adj_game_state_refuse (error, _("%s may not be assigned to that leader: the battle lists "
                                "which leaders it may go with (14.53)"), u->name);
}
