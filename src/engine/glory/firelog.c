/* Which units have fired, and whether one may fire now: activation fire
 * (9.12), return fire (9.13), defensive fire (9.12, 10.31), and the fire
 * phases of the Fixed Glory variant.
 *
 * A unit's UNIT_FIRED bits say how it has fired; each kind is limited to a
 * span of play and forgotten when that span ends: defensive and offensive
 * fire when the acting command(s) finish (activation.c), activation and
 * return fire when the AM is set aside (3.C.2.b). The tracker cannot see
 * ranges, facing or adjacency: the players vouch for those.
 */
#include "core/i18n.h"
#include "glory/firelog-private.h"
#include "glory/gamenames-private.h"
#include "glory/unitstatus-private.h"

gboolean
adj_game_state_fixed_glory (const AdjGameState *s)
{
  return s->fixed_glory != 0;
}

gboolean
adj_game_state_unit_fired (const AdjGameState *s, guint unit, AdjFireKind kind)
{
  g_return_val_if_fail (unit < s->battle->n_units, FALSE);
  g_return_val_if_fail ((guint) kind < ADJ_FIRE_KIND_COUNT, FALSE);
  return (s->units[unit].fired & UNIT_FIRED (kind)) != 0;
}

static const char *const kind_names[ADJ_FIRE_KIND_COUNT] = {
  [ADJ_FIRE_ACTIVATION] = "activation",
  [ADJ_FIRE_RETURN] = "return",
  [ADJ_FIRE_DEFENSIVE] = "defensive",
  [ADJ_FIRE_OFFENSIVE] = "offensive",
};

const char *
adj_fire_kind_to_string (AdjFireKind kind)
{
  return (guint) kind < ADJ_FIRE_KIND_COUNT ? kind_names[kind] : "unknown";
}

gboolean
adj_fire_kind_from_string (const char *name, AdjFireKind *out)
{
  for (guint i = 0; i < ADJ_FIRE_KIND_COUNT; i++)
    if (g_strcmp0 (name, kind_names[i]) == 0)
      {
        *out = (AdjFireKind) i;
        return TRUE;
      }
  return FALSE;
}

/* The side whose AM is being played, or -1 outside the Activation Phase. */
static int
acting_side (const AdjGameState *s)
{
  if (s->phase != ADJ_PHASE_ACTIVATION || s->drawn < 0)
    return -1;
  return (int) adj_battle_am_side (s->battle, (guint) s->drawn);
}

static gboolean
is_artillery (const AdjGameState *s, guint unit)
{
  return adj_unit_type_is_artillery (s->battle->units[unit].type);
}

static gboolean
in_step (const AdjGameState *s, AdjStep step)
{
  return s->phase == ADJ_PHASE_ACTIVATION && s->step == step;
}

static gboolean
check_activation (const AdjGameState *s, guint unit, GError **error)
{
  const char *name = adj_unit_name (s, (int) unit);
  const char *why = s->fixed_glory ? "Fixed Glory, 9.12" : "9.12";
  if (!in_step (s, ADJ_STEP_ARTILLERY_FIRE))
    return adj_game_state_refuse (error, _("activation fire comes in the Artillery Fire step of the "
                                  "acting command, before it moves (3.C.2.a.ii, %s)"), why);
  if (!is_artillery (s, unit))
    return adj_game_state_refuse (error, _("%s is not artillery: only artillery fires when its "
                                  "command is activated (%s)"), name, why);
  if (s->groups[s->units[unit].group].status != ADJ_GROUP_ACTIVE)
    return adj_game_state_refuse (error, _("%s is not in the command that is acting (%s)"), name, why);
  if (s->units[unit].flags & UNIT_DISORDERED)
    return adj_game_state_refuse (error, _("%s is disordered: disordered artillery may not fire (%s)"),
                                  name, why);
  if (s->units[unit].fired & UNIT_FIRED (ADJ_FIRE_ACTIVATION))
    return adj_game_state_refuse (error, _("%s has already fired in this activation (%s)"), name, why);
  return TRUE;
}

static gboolean
check_return (const AdjGameState *s, guint unit, int target, GError **error)
{
  const char *name = adj_unit_name (s, (int) unit);
  if (s->fixed_glory)
    return adj_game_state_refuse (error, _("there is no return fire in Fixed Glory: only activated "
                                  "artillery fires at range (Fixed Glory)"));
  int side = acting_side (s);
  if (side < 0)
    return adj_game_state_refuse (error, _("return fire answers enemy artillery during the enemy's "
                                  "Activation Phase (9.13)"));
  if (!is_artillery (s, unit))
    return adj_game_state_refuse (error, _("%s is not artillery: only artillery returns fire (9.13)"), name);
  if ((int) adj_battle_unit_side (s->battle, unit) == side)
    return adj_game_state_refuse (error, _("%s is on the side whose AM is being played: return fire "
                                  "answers an enemy AM (9.13)"), name);
  if (s->units[unit].flags & UNIT_DISORDERED)
    return adj_game_state_refuse (error, _("%s is disordered: disordered artillery may not fire (9.12)"), name);
  if (s->units[unit].fired & UNIT_FIRED (ADJ_FIRE_RETURN))
    return adj_game_state_refuse (error, _("%s has already returned fire during this AM: once per "
                                  "enemy Activation Phase (9.12, 9.13)"), name);
  if (target < 0 || (guint) target >= s->battle->n_units)
    return adj_game_state_refuse (error, _("return fire names the enemy artillery unit that fired at %s (9.13)"),
                                  name);
  const char *tname = adj_unit_name (s, target);
  if (!is_artillery (s, (guint) target) || (int) adj_battle_unit_side (s->battle, (guint) target) != side)
    return adj_game_state_refuse (error, _("%s is not enemy artillery: return fire answers enemy "
                                  "artillery (9.13)"), tname);
  if (!(s->units[target].fired & UNIT_FIRED (ADJ_FIRE_ACTIVATION)))
    return adj_game_state_refuse (error, _("%s has not fired during this AM, so there is no fire of "
                                  "its to return (9.13)"), tname);
  return TRUE;
}

static gboolean
check_defensive (const AdjGameState *s, guint unit, GError **error)
{
  const char *name = adj_unit_name (s, (int) unit);
  const AdjBattleUnit *u = &s->battle->units[unit];
  const UnitState *us = &s->units[unit];
  if (!in_step (s, ADJ_STEP_DEFENSIVE_FIRE))
    return adj_game_state_refuse (error, s->fixed_glory
                                  ? _("defensive fire comes in the defensive fire phase, after the "
                                      "acting units have moved (Fixed Glory)")
                                  : _("defensive fire comes in step iv of the enemy's activation, "
                                      "against units that charge (3.C.2.a.iv, 10.31)"));
  if ((int) adj_battle_unit_side (s->battle, unit) == acting_side (s))
    return adj_game_state_refuse (error, _("%s is on the side that is acting: defensive fire is the "
                                  "other side's (%s)"), name, s->fixed_glory ? "Fixed Glory" : "10.31");
  if (s->fixed_glory)
    {
      if (adj_unit_type_is_artillery (u->type) && (us->flags & UNIT_DISORDERED))
        return adj_game_state_refuse (error, _("%s is disordered: disordered artillery may not fire "
                                      "(Fixed Glory)"), name);
      if (us->fired & UNIT_FIRED (ADJ_FIRE_DEFENSIVE))
        return adj_game_state_refuse (error, _("%s has already fired in this defensive fire phase "
                                      "(Fixed Glory)"), name);
      return TRUE;
    }
  if (u->type == ADJ_UNIT_CAVALRY && (us->flags & UNIT_MOUNTED))
    return adj_game_state_refuse (error, _("%s is mounted: mounted cavalry may not use defensive fire "
                                  "(10.31)"), name);
  if (adj_unit_type_is_artillery (u->type) && (us->flags & UNIT_DISORDERED))
    return adj_game_state_refuse (error, _("%s is disordered: disordered artillery may not fire "
                                  "(9.12, 10.31)"), name);
  if (us->fired & UNIT_FIRED (ADJ_FIRE_DEFENSIVE))
    return adj_game_state_refuse (error, _("%s has already used defensive fire in this activation: "
                                  "once per enemy activation (9.12, 10.31)"), name);
  return TRUE;
}

static gboolean
check_offensive (const AdjGameState *s, guint unit, GError **error)
{
  const char *name = adj_unit_name (s, (int) unit);
  if (!s->fixed_glory)
    return adj_game_state_refuse (error, _("Glory III has no offensive fire phase: acting infantry "
                                  "and cavalry charge (10.2); offensive fire is Fixed Glory's"));
  if (!in_step (s, ADJ_STEP_OFFENSIVE_FIRE))
    return adj_game_state_refuse (error, _("offensive fire comes after defensive fire and before "
                                  "melee (Fixed Glory)"));
  if (is_artillery (s, unit))
    return adj_game_state_refuse (error, _("%s is artillery: artillery fires at the start of its "
                                  "activation or not at all (Fixed Glory)"), name);
  if (s->groups[s->units[unit].group].status != ADJ_GROUP_ACTIVE)
    return adj_game_state_refuse (error, _("%s is not in the command that is acting (Fixed Glory)"), name);
  if (s->units[unit].fired & UNIT_FIRED (ADJ_FIRE_OFFENSIVE))
    return adj_game_state_refuse (error, _("%s has already fired in this offensive fire phase "
                                  "(Fixed Glory)"), name);
  return TRUE;
}

gboolean
adj_game_state_fire_check (const AdjGameState *s, guint unit, AdjFireKind kind, int target,
                           GError **error)
{
  if (!adj_check_unit (s, (int) unit, error))
    return FALSE;
  if ((guint) kind >= ADJ_FIRE_KIND_COUNT)
    return adj_game_state_refuse (error, _("no such kind of fire"));
  if (kind != ADJ_FIRE_RETURN && target != -1)
    return adj_game_state_refuse (error, _("only return fire names the enemy artillery it answers (9.13)"));
  if (!adj_refuse_off_map (s, (int) unit, error))
    return FALSE;
  switch (kind)
    {
    case ADJ_FIRE_ACTIVATION:
      return check_activation (s, unit, error);
    case ADJ_FIRE_RETURN:
      return check_return (s, unit, target, error);
    case ADJ_FIRE_DEFENSIVE:
      return check_defensive (s, unit, error);
    case ADJ_FIRE_OFFENSIVE:
    default:
      return check_offensive (s, unit, error);
    }
}

gboolean
adj_apply_fire (AdjGameState *s, const AdjAction *a, GError **error)
{
  if (a->target < 0)
    return adj_game_state_refuse (error, _("no such unit"));
  if (!adj_game_state_fire_check (s, (guint) a->target, (AdjFireKind) a->fire_kind, a->fire_target, error))
    return FALSE;
  s->units[a->target].fired |= UNIT_FIRED (a->fire_kind);
  s->outcome_unit = (gint16) a->target;
  return TRUE;
}
