/* Rolls against a unit's cohesion (2.4: a check fails when the adjusted
 * roll is higher than the rating) as journal actions, so the roll that
 * decides a Disorder is part of the action that makes it; and the charge
 * roll (10.22), recorded as rolled. */
#include "glory/cohesioncheck-private.h"

#include "core/i18n.h"
#include "glory/gamenames-private.h"
#include "glory/unitstatus-private.h"
#include "glory/gamecombat.h"

static const struct {
  const char *name;
  const char *rule;
} causes[ADJ_CHECK_CAUSE_COUNT] = {
  [ADJ_CHECK_CHARGE] = { "charge", "10.29" },
  [ADJ_CHECK_ARTILLERY] = { "artillery", "10.28" },
  [ADJ_CHECK_DISPLACED] = { "displaced", "11.26" },
  [ADJ_CHECK_DEFENSIVE_FIRE] = { "defensive-fire", "10.33" },
  [ADJ_CHECK_FIRE] = { "fire", "9.22" },
  [ADJ_CHECK_MISGUIDED] = { "misguided", "9.52" },
  [ADJ_CHECK_FIXED_MORALE] = { "fixed-morale", "Fixed Glory" },
};

const char *
adj_check_cause_to_string (AdjCheckCause cause)
{
  return (guint) cause < ADJ_CHECK_CAUSE_COUNT ? causes[cause].name : "unknown";
}

gboolean
adj_check_cause_from_string (const char *name, AdjCheckCause *out)
{
  for (guint i = 0; i < ADJ_CHECK_CAUSE_COUNT; i++)
    if (g_strcmp0 (name, causes[i].name) == 0)
      {
        *out = (AdjCheckCause) i;
        return TRUE;
      }
  return FALSE;
}

const char *
adj_check_cause_rule (AdjCheckCause cause)
{
  return (guint) cause < ADJ_CHECK_CAUSE_COUNT ? causes[cause].rule : "?";
}

/* The DRM the rules give a check of @cause now; FALSE for Defensive Fire,
 * whose 10.34 DRMs come from the calculator. */
static gboolean
rule_drm (const AdjGameState *s, AdjCheckCause cause, int *drm, const char **rule)
{
  switch (cause)
    {
    case ADJ_CHECK_CHARGE:
    case ADJ_CHECK_ARTILLERY:
    case ADJ_CHECK_DISPLACED:
      *drm = adj_game_state_is_night (s) ? 2 : 0;
      *rule = "13";
      return TRUE;
    case ADJ_CHECK_MISGUIDED:
      *drm = 2;
      *rule = "9.52";
      return TRUE;
    case ADJ_CHECK_FIRE:
    case ADJ_CHECK_FIXED_MORALE:
      *drm = 0;
      *rule = causes[cause].rule;
      return TRUE;
    case ADJ_CHECK_DEFENSIVE_FIRE:
    default:
      return FALSE;
    }
}

gboolean
adj_apply_check (AdjGameState *s, const AdjAction *a, GError **error)
{
  int drm;
  const char *rule;

  if (!adj_expect_combat_step (s, error) || !adj_check_unit (s, a->target, error)
      || !adj_refuse_off_map (s, a->target, error))
    return FALSE;
  if ((guint) a->cause >= ADJ_CHECK_CAUSE_COUNT)
    return adj_game_state_refuse (error, _("no such reason for a cohesion check"));
  if (!a->has_roll)
    return adj_game_state_refuse (error, _("a cohesion check needs a roll (2.4)"));
  if (!adj_roll_check (&a->roll[0], error))
    return FALSE;
  if (rule_drm (s, (AdjCheckCause) a->cause, &drm, &rule) && drm != a->drm)
    /* TRANSLATORS: the DRM the action gave, the one the rules give, the rule */
    return adj_game_state_refuse (error, _("this check is at %+d, not %+d (%s)"), drm, a->drm, rule);
  if (a->drm < -9 || a->drm > 9)
    return adj_game_state_refuse (error, _("a DRM from -9 to +9"));

  s->outcome_unit = (gint16) a->target;
  if (a->roll[0].value + a->drm > adj_game_state_unit_cohesion (s, (guint) a->target))
    adj_disorder_unit (s, a->target);
  else
    s->outcome = ADJ_OUTCOME_CHECK_PASSED;
  return TRUE;
}

AdjAction *
adj_effect_to_action (const AdjEffect *e, guint unit, const AdjRoll *roll)
{
  switch (e->kind)
    {
    case ADJ_EFFECT_CHECK:
      {
        AdjCheckCause cause = g_strcmp0 (e->rule, "10.28") == 0 ? ADJ_CHECK_ARTILLERY
                              : g_strcmp0 (e->rule, "11.26") == 0 ? ADJ_CHECK_DISPLACED : ADJ_CHECK_CHARGE;
        return adj_action_check (unit, roll ? *roll : adj_roll_typed (e->roll), e->drm, cause);
      }
    case ADJ_EFFECT_DISORDER:
    case ADJ_EFFECT_WITHDRAW:
    case ADJ_EFFECT_ELIMINATE:
      if (e->from_check)
        return NULL;
      return adj_action_unit (e->kind == ADJ_EFFECT_DISORDER ? ADJ_ACTION_DISORDER
                              : e->kind == ADJ_EFFECT_WITHDRAW ? ADJ_ACTION_WITHDRAW : ADJ_ACTION_ELIMINATE,
                              unit);
    case ADJ_EFFECT_RETREAT:
    case ADJ_EFFECT_DISPLACE:
      /* 11.26: a displaced unit moves one hex. */
      return adj_action_retreat (unit, MAX (e->hexes_min, 1));
    default:
      return NULL;
    }
}

gboolean
adj_apply_charge (AdjGameState *s, const AdjAction *a, GError **error)
{
  if (s->phase != ADJ_PHASE_ACTIVATION || s->step != ADJ_STEP_CHARGE)
    return adj_game_state_refuse (error, _("charges are rolled in step v of a Command Activation "
                                  "Sequence (3.C.2.a, 10.2)"));
  if (!a->has_roll)
    return adj_game_state_refuse (error, _("a charge needs a roll (10.22)"));
  if (a->drm < -30 || a->drm > 30)
    return adj_game_state_refuse (error, _("a charge DRM from -30 to +30"));
  return adj_roll_check (&a->roll[0], error);
}
