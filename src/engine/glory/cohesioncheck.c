/* Rolls against a unit's cohesion (2.4: a check fails when the adjusted
 * roll is higher than the rating) as journal actions, so the roll that
 * decides a Disorder is part of the action that makes it; and the charge
 * roll (10.22), recorded as rolled. */
#include "glory/cohesioncheck-private.h"

#include "core/i18n.h"
#include "core/procedure.h"
#include "glory/calcunit.h"
#include "glory/dfcheck-private.h"
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

/* The cause named @text in saves (@by_rule FALSE) or by its rule. */
static gboolean
find_cause (const char *text, gboolean by_rule, AdjCheckCause *out)
{
  for (guint i = 0; i < ADJ_CHECK_CAUSE_COUNT; i++)
    if (g_strcmp0 (text, by_rule ? causes[i].rule : causes[i].name) == 0)
      {
        *out = (AdjCheckCause) i;
        return TRUE;
      }
  return FALSE;
}

gboolean
adj_check_cause_from_string (const char *name, AdjCheckCause *out)
{
  return find_cause (name, FALSE, out);
}

const char *
adj_check_cause_rule (AdjCheckCause cause)
{
  return (guint) cause < ADJ_CHECK_CAUSE_COUNT ? causes[cause].rule : "?";
}

gboolean
adj_check_cause_from_rule (const char *rule, AdjCheckCause *out)
{
  return find_cause (rule, TRUE, out);
}

int
adj_check_rating (const AdjGameState *s, const AdjAction *a, int *why)
{
  guint unit = (guint) a->target;
  *why = 0;
  if (a->rating >= 0)
    {
      *why = 1;
      return a->rating;
    }
  /* 10.36: the shots of one Defensive Fire all roll against the top
   * unit's rating; a Disorder from one of them does not lower it. */
  if (a->cause == ADJ_CHECK_DEFENSIVE_FIRE && (s->units[unit].flags & UNIT_DF_DISORDERED))
    {
      *why = 2;
      return adj_game_state_unit_cohesion_in_order (s, unit);
    }
  return adj_game_state_unit_cohesion (s, unit);
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

  if (a->rating > 9)
    return adj_game_state_refuse (error, _("a cohesion rating from 0 to 9"));
  if (a->n_items > 0 && a->cause != ADJ_CHECK_DEFENSIVE_FIRE)
    return adj_game_state_refuse (error, _("only a Defensive Fire check names the units that fire (10.33)"));
  if (a->cause == ADJ_CHECK_DEFENSIVE_FIRE
      && !adj_game_state_df_check_allowed (s, (guint) a->target, a->items, a->n_items, error))
    return FALSE;

  int why;
  s->outcome_unit = (gint16) a->target;
  if (a->roll[0].value + a->drm > adj_check_rating (s, a, &why))
    {
      gboolean in_order = !(s->units[a->target].flags & UNIT_DISORDERED);
      adj_disorder_unit (s, a->target);
      if (a->cause == ADJ_CHECK_DEFENSIVE_FIRE && in_order)
        s->units[a->target].flags |= UNIT_DF_DISORDERED;
    }
  else
    s->outcome = ADJ_OUTCOME_CHECK_PASSED;
  /* Hit or miss, the charger has taken these defenders' fire (10.33). */
  if (a->cause == ADJ_CHECK_DEFENSIVE_FIRE)
    adj_df_record (s, (guint) a->target, a->items, a->n_items);
  return TRUE;
}

gboolean
adj_game_charger_check (const AdjGameState *s, guint unit, GError **error)
{
  if (!adj_check_unit (s, (int) unit, error) || !adj_refuse_off_map (s, (int) unit, error))
    return FALSE;
  const char *name = adj_unit_name (s, (int) unit);
  const UnitState *u = &s->units[unit];
  if (s->phase == ADJ_PHASE_ACTIVATION && adj_game_state_any_group_active (s) && s->groups[u->group].status != ADJ_GROUP_ACTIVE)
    return adj_game_state_refuse (error, _("%s is not in the command that is acting (10.11, 4.23)"), name);
  if (u->flags & UNIT_DF_DISORDERED)
    return adj_game_state_refuse (error, _("%s was disordered by Defensive Fire and cannot complete its "
                                  "charge (10.33, 10.11)"), name);
  if (u->flags & UNIT_DISORDERED)
    return adj_game_state_refuse (error, _("%s is disordered and may not charge (10.11)"), name);
  return TRUE;
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
  /* The chargers the move names (saves from before name none), each
   * checked at today's procedure only. */
  for (guint i = 0; s->procedure >= ADJ_PROCEDURE_RALLY && i < a->n_items; i++)
    if (!adj_game_charger_check (s, a->items[i], error))
      return FALSE;
  /* 10.21: the charges are designated once, each rolled once (10.22): a
   * second roll naming a unit would apply its charge twice. */
  for (guint i = 0; s->procedure >= ADJ_PROCEDURE_CHARGE && i < a->n_items; i++)
    if (adj_game_charge_rolled (s, a->items[i]))
      return adj_game_state_refuse (error, _("%s has rolled its charge this activation already (10.21, 10.22)"),
                                    adj_unit_name (s, (int) a->items[i]));
  /* The laptop's page finds a device's roll by its chargers. */
  if (a->drm_open && a->n_items == 0)
    return adj_game_state_refuse (error, _("a charge rolled on a device names its charging units (10.21)"));
  if (!adj_roll_check (&a->roll[0], error))
    return FALSE;
  for (guint i = 0; i < a->n_items; i++)
    s->units[a->items[i]].flags |= UNIT_CHARGE_ROLLED;
  return TRUE;
}

gboolean
adj_game_charge_rolled (const AdjGameState *s, guint unit)
{
  return unit < s->battle->n_units && (s->units[unit].flags & UNIT_CHARGE_ROLLED) != 0;
}
