/* The transition: a move applied to a state gives a new state, or a
 * refusal that names the rule (move.h). */
#include "dog/state-private.h"
#include "dog/move.h"

#include "core/error.h"
#include "core/i18n.h"
#include "core/procedure.h"

static gboolean G_GNUC_PRINTF (2, 3)
refuse (GError **error, const char *format, ...)
{
  va_list args;
  va_start (args, format);
  g_autofree char *msg = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, ADJ_ERROR, ADJ_ERROR_INVALID, msg);
  return FALSE;
}

static gboolean
in_turn (const AdjDogState *s)
{
  return s->step > ADJ_DOG_STEP_INITIATIVE && s->step < ADJ_DOG_STEP_ENDED;
}

static gboolean
is_morale (const AdjDogState *s)
{
  return s->step == ADJ_DOG_STEP_MORALE_FIRST || s->step == ADJ_DOG_STEP_MORALE_SECOND;
}

static gboolean
is_movement (const AdjDogState *s)
{
  return s->step == ADJ_DOG_STEP_MOVEMENT_FIRST || s->step == ADJ_DOG_STEP_MOVEMENT_SECOND;
}

static gboolean
is_assault (const AdjDogState *s)
{
  return s->step == ADJ_DOG_STEP_ASSAULT_FIRST || s->step == ADJ_DOG_STEP_ASSAULT_SECOND;
}

/* Whether the game checks the procedure (core/procedure.h): saves made
 * before replay under what was checked then. */
static gboolean
strict (const AdjDogState *s)
{
  return s->procedure >= ADJ_PROCEDURE_RALLY;
}

/* A new step: this phase's rally flags go; a side's part of the Morale
 * Phase starts with every unit of it that must try to rally (18.2). */
static void
enter_step (AdjDogState *s)
{
  guint nu = adj_dog_battle_n_units (s->battle);
  int side = adj_dog_state_acting_side (s);
  for (guint i = 0; i < nu; i++)
    {
      AdjDogUnitState *u = &s->units[i];
      u->rally_tested = u->rallied = u->owes_shooting = FALSE;
      u->owes_rally = is_morale (s) && adj_dog_battle_unit (s->battle, i)->side == side
                      && u->fate == ADJ_DOG_FATE_IN_PLAY && adj_dog_state_must_rally (s, i);
    }
}

/* Next refused with the first thing the step owes, in its words. */
static gboolean
refuse_owed (const AdjDogState *s, GError **error)
{
  g_autoptr (GPtrArray) owed = adj_dog_state_owed (s);
  if (owed->len == 0)
    return TRUE;
  const AdjStepItem *first = owed->pdata[0];
  if (adj_dog_state_overrulable (s))
    /* TRANSLATORS: what the step still owes, its rule */
    return refuse (error, _("not yet: %s (%s); or end the phase anyway, by the players' choice"), first->text,
                   first->rule);
  return refuse (error, _("not yet: %s (%s)"), first->text, first->rule);
}

static gboolean
setup_staff (AdjDogState *s, const AdjDogMove *m, GError **error)
{
  const AdjDogGameGeneral *g = adj_dog_battle_general (s->battle, (guint) m->general);
  AdjDogStaffTable table;
  if (s->step != ADJ_DOG_STEP_SETUP)
    return refuse (error, _("staff quality is rolled before the battle (15)"));
  if (g->rank == ADJ_DOG_RANK_GENERAL)
    return refuse (error, _("%s represents the player: he is not diced for and is Capable (15.1)"), g->name);
  if (g->rank == ADJ_DOG_RANK_ENGINEER)
    return refuse (error, _("%s is an engineer officer, not a general: no quality is rolled (15.1)"), g->name);
  if (s->generals[m->general].grade != ADJ_DOG_GRADE_NONE)
    return refuse (error, _("the quality of %s is already rolled (15.1)"), g->name);
  if (!adj_dog_roll_check (&m->roll, error) || !adj_dog_state_staff_table (s, g->side, &table, error))
    return FALSE;
  s->generals[m->general].grade = adj_dog_staff_grade (adj_dog_battle_get_rules (s->battle), table,
                                                       m->roll.value);
  s->generals[m->general].roll = m->roll.value;
  return TRUE;
}

static gboolean
setup_scouts (AdjDogState *s, const AdjDogMove *m, GError **error)
{
  if (!s->scouting)
    return refuse (error, _("scouting is an optional rule this game does not use (20.1)"));
  if (s->step != ADJ_DOG_STEP_SETUP)
    return refuse (error, _("scouting comes before deployment (20.1)"));
  if (s->scouts_named[m->side])
    return refuse (error, _("%s has already named its scouts (20.1)"), adj_dog_battle_army_name (s->battle, m->side));
  for (guint i = 0; i < m->units->len; i++)
    {
      guint u = g_array_index (m->units, guint, i);
      const AdjDogGameUnit *gu = adj_dog_battle_unit (s->battle, u);
      if (gu->side != m->side)
        return refuse (error, _("%s is not of %s"), gu->name, adj_dog_battle_army_name (s->battle, m->side));
      if (gu->arm != ADJ_DOG_CAVALRY)
        return refuse (error, _("%s is not cavalry: only cavalry scouts (20.1)"), gu->name);
      if (s->units[u].scouting)
        return refuse (error, _("%s is named twice"), gu->name);
      s->units[u].scouting = TRUE;
    }
  s->scouts_named[m->side] = TRUE;
  AdjDogScouting sc;
  /* 20.3: the out-scouted side deploys first; no roll. */
  if (adj_dog_state_scouting (s, &sc) && sc.out_scouted >= 0)
    s->deploy_first = sc.out_scouted;
  return TRUE;
}

static gboolean
setup_deploy_roll (AdjDogState *s, const AdjDogMove *m, GError **error)
{
  AdjDogScouting sc;
  if (s->step != ADJ_DOG_STEP_SETUP)
    return refuse (error, _("deployment is settled before the battle (17.1)"));
  if (s->deploy_first >= 0)
    return refuse (error, _("%s already sets up first (17.1, 20.3)"),
                   adj_dog_battle_army_name (s->battle, s->deploy_first));
  if (s->scouting && !adj_dog_state_scouting (s, &sc))
    return refuse (error, _("both sides name their scouts before the deployment roll (20.1)"));
  if (!adj_dog_roll_off_check (&m->rolls, "17.1", error))
    return FALSE;
  /* 17.1: the lowest score sets up a brigade first. */
  s->deploy_first = m->rolls.value[0] < m->rolls.value[1] ? 0 : 1;
  s->deploy_rolls[0] = m->rolls.value[0];
  s->deploy_rolls[1] = m->rolls.value[1];
  return TRUE;
}

static gboolean
turn_flow (AdjDogState *s, const AdjDogMove *m, GError **error)
{
  g_autofree char *missing = NULL;
  switch (m->type)
    {
    case ADJ_DOG_MOVE_BEGIN:
      if (s->step != ADJ_DOG_STEP_SETUP)
        return refuse (error, _("the battle has already begun"));
      if ((missing = adj_dog_state_setup_missing (s)) != NULL)
        return refuse (error, _("not yet: %s"), missing);
      s->turn = 1;
      s->step = ADJ_DOG_STEP_INITIATIVE;
      return TRUE;
    case ADJ_DOG_MOVE_INITIATIVE:
      if (s->step != ADJ_DOG_STEP_INITIATIVE)
        return refuse (error, _("the initiative is rolled before each turn (18.1)"));
      if (!adj_dog_roll_off_check (&m->rolls, "18.1", error))
        return FALSE;
      s->initiative = m->rolls.value[0] > m->rolls.value[1] ? 0 : 1;
      s->initiative_rolls[0] = m->rolls.value[0];
      s->initiative_rolls[1] = m->rolls.value[1];
      s->step = ADJ_DOG_STEP_MORALE_FIRST;
      enter_step (s);
      return TRUE;
    case ADJ_DOG_MOVE_OVERRULE:
      if (!adj_dog_state_overrulable (s))
        return refuse (error, _("the step owes nothing the players could overrule: use Next"));
      G_GNUC_FALLTHROUGH;
    case ADJ_DOG_MOVE_NEXT:
      if (s->step == ADJ_DOG_STEP_SETUP || s->step == ADJ_DOG_STEP_INITIATIVE || s->step == ADJ_DOG_STEP_ENDED)
        return refuse (error, s->step == ADJ_DOG_STEP_SETUP ? _("begin the battle first")
                              : s->step == ADJ_DOG_STEP_ENDED ? _("the game is over (19)")
                              : _("roll for the initiative first (18.1)"));
      if (m->type == ADJ_DOG_MOVE_NEXT && strict (s) && !refuse_owed (s, error))
        return FALSE;
      if (s->step == ADJ_DOG_STEP_ASSAULT_SECOND)
        {
          s->turn++;
          s->step = ADJ_DOG_STEP_INITIATIVE;
        }
      else
        s->step++;
      enter_step (s);
      return TRUE;
    case ADJ_DOG_MOVE_END:
      if (s->step != ADJ_DOG_STEP_ASSAULT_SECOND)
        return refuse (error, _("a game ends at the end of the non-initiative player's Close Assault Phase (19)"));
      if (!s->objectives && (m->objectives[0] || m->objectives[1]))
        return refuse (error, _("this game is decided by points, not objectives (19.2)"));
      s->objectives_taken[0] = m->objectives[0];
      s->objectives_taken[1] = m->objectives[1];
      s->step = ADJ_DOG_STEP_ENDED;
      return TRUE;
    default:
      g_assert_not_reached ();
    }
}

/* 18.2: where each test is taken. */
static gboolean
test_allowed (const AdjDogState *s, AdjDogTest test)
{
  switch (test)
    {
    case ADJ_DOG_TEST_CHARGE:          /* declared (18.2.2) or opportunity charges (18.4.11) */
    case ADJ_DOG_TEST_BEING_CHARGED:   /* 18.2.2, counter charges (18.4.13) */
      return is_morale (s) || is_movement (s);
    case ADJ_DOG_TEST_SHOOTING:        /* 18.3, and defensive fire (18.3.3) */
      return s->step == ADJ_DOG_STEP_SHOOTING || is_movement (s);
    case ADJ_DOG_TEST_CHARGE_HOME:     /* 18.4.10 */
      return is_movement (s);
    case ADJ_DOG_TEST_RALLY:           /* 18.2.10 */
      return is_morale (s);
    default:
      return FALSE;
    }
}


/* Stands lost (18.3, 18.5.2): 18.5.8: infantry down to two stands and
 * cavalry to one leave play; a battery with no guns left is gone. */
static void
lose_stands (AdjDogState *s, int unit, int n)
{
  const AdjDogGameUnit *gu = adj_dog_battle_unit (s->battle, (guint) unit);
  const AdjDogRules *rules = adj_dog_battle_get_rules (s->battle);
  AdjDogUnitState *u = &s->units[unit];
  u->stands -= n;
  int floor = gu->arm == ADJ_DOG_ARTILLERY ? 0 : rules->shattered[gu->arm == ADJ_DOG_CAVALRY];
  if (u->stands <= floor)
    {
      u->fate = ADJ_DOG_FATE_DESTROYED;
      u->shattered = gu->arm != ADJ_DOG_ARTILLERY;
    }
}

/* 18.5: both sides' losses and the compulsory movement, one record. */
static gboolean
assault_move (AdjDogState *s, const AdjDogMove *m, GError **error)
{
  if (!is_assault (s))
    return refuse (error, _("close assaults are fought in the Close Assault Phase (18.5)"));
  int who[2] = { m->unit, m->by };
  const AdjDogGameUnit *gu[2] = { adj_dog_battle_unit (s->battle, (guint) who[0]),
                                  adj_dog_battle_unit (s->battle, (guint) who[1]) };
  if (gu[0]->side == gu[1]->side)
    return refuse (error, _("%s cannot assault its own army's %s (18.5)"), gu[0]->name, gu[1]->name);
  for (int k = 0; k < 2; k++)
    {
      AdjDogUnitState *u = &s->units[who[k]];
      if (u->fate != ADJ_DOG_FATE_IN_PLAY)
        return refuse (error, _("%s is out of play: %s"), gu[k]->name, adj_dog_fate_name (u->fate));
      if (m->lost[k] > u->stands)
        return refuse (error, _("%s has %d stands: it cannot lose %d"), gu[k]->name, u->stands, m->lost[k]);
    }
  for (int k = 0; k < 2; k++)
    if (m->lost[k] > 0)
      lose_stands (s, who[k], m->lost[k]);
  return TRUE;
}

/* 18.2, 18.2.10: a unit not in good order or routing tries to rally in
 * its own side's part of the Morale Phase, once. */
static gboolean
rally_allowed (const AdjDogState *s, int unit, GError **error)
{
  const AdjDogGameUnit *gu = adj_dog_battle_unit (s->battle, (guint) unit);
  if (adj_dog_state_acting_side (s) != gu->side)
    return refuse (error, _("%s tries to rally in its own army's part of the Morale Phase (18.2)"), gu->name);
  if (!adj_dog_state_must_rally (s, (guint) unit))
    return refuse (error, _("%s is in good order and not routing: it has nothing to rally from (18.2.10)"),
                   gu->name);
  if (s->units[unit].rally_tested)
    return refuse (error, _("%s has taken its rally test this phase (18.2.10)"), gu->name);
  return TRUE;
}

static gboolean
unit_move (AdjDogState *s, const AdjDogMove *m, GError **error)
{
  const AdjDogGameUnit *gu = adj_dog_battle_unit (s->battle, (guint) m->unit);
  AdjDogUnitState *u = &s->units[m->unit];
  if (!in_turn (s))
    return refuse (error, s->step == ADJ_DOG_STEP_ENDED ? _("the game is over (19)")
                          : _("units change only during the phases of a turn (18)"));
  if (u->fate != ADJ_DOG_FATE_IN_PLAY)
    return refuse (error, _("%s is out of play: %s"), gu->name, adj_dog_fate_name (u->fate));
  switch (m->type)
    {
    case ADJ_DOG_MOVE_ORDER:
      if ((int) u->order == m->value)
        return refuse (error, _("%s is already %s"), gu->name, adj_dog_order_name (m->value));
      if (u->order == ADJ_DOG_ORDER_SHAKEN && (!is_morale (s) || (strict (s) && !u->rallied)))
        return refuse (error, _("%s stays shaken until it passes a rally test in the Morale Phase (18.2.8)"),
                       gu->name);
      if (strict (s) && u->routing && m->value == ADJ_DOG_ORDER_GOOD)
        return refuse (error, _("%s is routing: it is not in good order until it rallies (18.2.8, 18.2.10)"),
                       gu->name);
      u->order = m->value;
      return TRUE;
    case ADJ_DOG_MOVE_ROUTING:
      if (u->routing == m->flag)
        return refuse (error, m->flag ? _("%s is already routing") : _("%s is not routing"), gu->name);
      if (!m->flag && !is_morale (s))
        return refuse (error, _("%s rallies from its rout only in the Morale Phase (18.2.10)"), gu->name);
      if (!m->flag && strict (s) && !u->rallied)
        return refuse (error, _("%s stops routing only by passing a rally test (18.2.10)"), gu->name);
      u->routing = m->flag;
      /* 18.2.8: a routing unit is disordered (or worse). */
      if (m->flag && strict (s) && u->order == ADJ_DOG_ORDER_GOOD)
        u->order = ADJ_DOG_ORDER_DISORDERED;
      return TRUE;
    case ADJ_DOG_MOVE_HALTED:
      if (u->halted == m->flag)
        return refuse (error, m->flag ? _("%s is already halted") : _("%s is not halted"), gu->name);
      u->halted = m->flag;
      return TRUE;
    case ADJ_DOG_MOVE_SHOT:
      /* 18.3: fire in the Shooting Phase, or defensive fire in the Movement Phase (18.3.3). */
      if (s->step != ADJ_DOG_STEP_SHOOTING && !is_movement (s))
        return refuse (error, _("units fire in the Shooting Phase, or defensively in the Movement Phase (18.3)"));
      if (m->by >= 0)
        {
          const AdjDogGameUnit *by = adj_dog_battle_unit (s->battle, (guint) m->by);
          if (m->by == m->unit || by->side == gu->side)
            return refuse (error, _("%s cannot fire at its own army's %s (18.3)"), by->name, gu->name);
          if (s->units[m->by].fate != ADJ_DOG_FATE_IN_PLAY)
            return refuse (error, _("%s is out of play: %s"), by->name, adj_dog_fate_name (s->units[m->by].fate));
        }
      /* 18.3: casualties from shooting call for a morale test once the
       * Shooting Phase's hits are on; a unit they remove owes none. */
      if (m->value >= 1 && m->value <= u->stands && s->step == ADJ_DOG_STEP_SHOOTING
          && s->procedure >= ADJ_PROCEDURE_SHOOTING)
        u->owes_shooting = TRUE;
      G_GNUC_FALLTHROUGH;
    case ADJ_DOG_MOVE_LOSE:
      if (m->value < 1 || m->value > u->stands)
        return refuse (error, _("%s has %d stands: it cannot lose %d"), gu->name, u->stands, m->value);
      lose_stands (s, m->unit, m->value);
      return TRUE;
    case ADJ_DOG_MOVE_REMOVE:
      if (m->value == ADJ_DOG_FATE_IN_PLAY)
        return refuse (error, _("%s is in play already"), gu->name);
      if (m->value == ADJ_DOG_FATE_SURRENDERED && !is_assault (s))
        return refuse (error, _("units surrender at the end of the Close Assault Phase (19.1)"));
      if (m->value == ADJ_DOG_FATE_ROUTED_OFF && !u->routing)
        return refuse (error, _("%s is not routing: only routers rout off the table (18.4.14)"), gu->name);
      u->fate = m->value;
      return TRUE;
    case ADJ_DOG_MOVE_FIRST_FIRE:
      if (gu->arm != ADJ_DOG_INFANTRY)
        return refuse (error, _("%s is not infantry: first fire is an infantry unit's (18.3.2)"), gu->name);
      if (u->first_fire_used)
        return refuse (error, _("%s has used its first fire already: once a battle (18.3.2)"), gu->name);
      if (s->step != ADJ_DOG_STEP_SHOOTING && !is_movement (s))
        return refuse (error, _("units fire in the Shooting Phase, or defensively in the Movement Phase (18.3)"));
      u->first_fire_used = TRUE;
      return TRUE;
    case ADJ_DOG_MOVE_MORALE:
      if (!test_allowed (s, m->value))
        return refuse (error, _("a %s test is not taken in the %s (18.2)"), adj_dog_test_name (m->value),
                       adj_dog_step_name (s->step));
      if (m->value == ADJ_DOG_TEST_RALLY && strict (s) && !rally_allowed (s, m->unit, error))
        return FALSE;
      if (!adj_dog_roll_check (&m->roll, error))
        return FALSE;
      s->last_test = (AdjDogLastTest) { m->unit, m->value, m->total, m->roll.value, m->roll.value > m->total };
      if (m->value == ADJ_DOG_TEST_SHOOTING)
        u->owes_shooting = FALSE;
      if (m->value == ADJ_DOG_TEST_RALLY)
        {
          u->owes_rally = FALSE;
          u->rally_tested = TRUE;
          u->rallied = s->last_test.passed;
        }
      return TRUE;
    default:
      g_assert_not_reached ();
    }
}

static gboolean
general_move (AdjDogState *s, const AdjDogMove *m, GError **error)
{
  const AdjDogGameGeneral *g = adj_dog_battle_general (s->battle, (guint) m->general);
  AdjDogGeneralState *gs = &s->generals[m->general];
  if (!in_turn (s))
    return refuse (error, s->step == ADJ_DOG_STEP_ENDED ? _("the game is over (19)")
                          : _("staff are lost or replaced only during the phases of a turn (15.3)"));
  if (m->type == ADJ_DOG_MOVE_PROMOTE)
    {
      if (adj_dog_state_in_command (s, (guint) m->general))
        return refuse (error, _("the post of %s is filled: there is no one to replace (15.3)"), g->name);
      if (g->rank == ADJ_DOG_RANK_GENERAL || g->rank == ADJ_DOG_RANK_ENGINEER)
        return refuse (error, _("field promotions replace division and brigade generals (15.3)"));
      if (s->turn <= gs->lost_turn)
        return refuse (error, _("a field promotion may take place after 1 turn (15.3)"));
      if (!adj_dog_roll_check (&m->roll, error))
        return FALSE;
      gs->grade = adj_dog_staff_grade (adj_dog_battle_get_rules (s->battle), ADJ_DOG_STAFF_PROMOTION,
                                       m->roll.value);
      gs->roll = m->roll.value;
      gs->promoted = TRUE;
      return TRUE;
    }
  if (m->value == ADJ_DOG_GENERAL_ACTIVE)
    {
      /* A wounded general takes his post back, unless it was filled. */
      if (gs->status != ADJ_DOG_GENERAL_WOUNDED || gs->promoted)
        return refuse (error, gs->status == ADJ_DOG_GENERAL_ACTIVE ? _("%s is in command already")
                              : gs->promoted ? _("the post of %s is filled by a field promotion (15.3)")
                              : _("%s cannot come back: only the wounded return (15.3)"), g->name);
      gs->status = ADJ_DOG_GENERAL_ACTIVE;
      return TRUE;
    }
  if (!adj_dog_state_in_command (s, (guint) m->general))
    return refuse (error, _("%s is already out of command: %s"), g->name, adj_dog_general_status_name (gs->status));
  /* The post's holder (first, or promoted) is lost. */
  gs->status = m->value;
  gs->promoted = FALSE;
  gs->lost_turn = s->turn;
  gs->counted |= m->value != ADJ_DOG_GENERAL_WOUNDED;
  return TRUE;
}

static gboolean
apply (AdjDogState *s, const AdjDogMove *m, GError **error)
{
  switch (m->type)
    {
    case ADJ_DOG_MOVE_STAFF:
      return setup_staff (s, m, error);
    case ADJ_DOG_MOVE_SCOUTS:
      return setup_scouts (s, m, error);
    case ADJ_DOG_MOVE_DEPLOY_ROLL:
      return setup_deploy_roll (s, m, error);
    case ADJ_DOG_MOVE_BEGIN:
    case ADJ_DOG_MOVE_INITIATIVE:
    case ADJ_DOG_MOVE_NEXT:
    case ADJ_DOG_MOVE_OVERRULE:
    case ADJ_DOG_MOVE_END:
      return turn_flow (s, m, error);
    case ADJ_DOG_MOVE_GENERAL:
    case ADJ_DOG_MOVE_PROMOTE:
      return general_move (s, m, error);
    case ADJ_DOG_MOVE_ASSAULT:
      return assault_move (s, m, error);
    case ADJ_DOG_MOVE_DISPUTE:
      /* 4.1: any time; the journal keeps the question and the answer. */
      return adj_dog_roll_check (&m->roll, error);
    default:
      return unit_move (s, m, error);
    }
}

/* Moves made in code rather than read from a file are checked here too. */
static gboolean
well_formed (const AdjDogState *state, const AdjDogMove *m)
{
  guint nu = adj_dog_battle_n_units (state->battle), ng = adj_dog_battle_n_generals (state->battle);
  gboolean needs_unit = (m->type >= ADJ_DOG_MOVE_ORDER && m->type <= ADJ_DOG_MOVE_MORALE)
                        || m->type == ADJ_DOG_MOVE_SHOT || m->type == ADJ_DOG_MOVE_ASSAULT;
  gboolean needs_general = m->type == ADJ_DOG_MOVE_STAFF || m->type == ADJ_DOG_MOVE_GENERAL
                           || m->type == ADJ_DOG_MOVE_PROMOTE;
  gboolean needs_side = m->type == ADJ_DOG_MOVE_SCOUTS || m->type == ADJ_DOG_MOVE_DISPUTE;
  if ((guint) m->type > ADJ_DOG_MOVE_OVERRULE || (m->type == ADJ_DOG_MOVE_SHOT && m->by >= (int) nu)
      || (m->type == ADJ_DOG_MOVE_ASSAULT
          && (m->by < 0 || m->by >= (int) nu || m->by == m->unit || m->lost[0] < 0 || m->lost[1] < 0)) || (needs_unit && (m->unit < 0 || (guint) m->unit >= nu))
      || (needs_general && (m->general < 0 || (guint) m->general >= ng))
      || (needs_side && (m->side < 0 || m->side > 1)))
    return FALSE;
  switch (m->type)
    {
    case ADJ_DOG_MOVE_ORDER:
      return (guint) m->value <= ADJ_DOG_ORDER_SHAKEN;
    case ADJ_DOG_MOVE_REMOVE:
      return (guint) m->value <= ADJ_DOG_FATE_ROUTED_OFF;
    case ADJ_DOG_MOVE_GENERAL:
      return (guint) m->value <= ADJ_DOG_GENERAL_CAPTURED;
    case ADJ_DOG_MOVE_MORALE:
      return (guint) m->value < ADJ_DOG_N_TESTS;
    case ADJ_DOG_MOVE_DISPUTE:
      return m->text != NULL;
    case ADJ_DOG_MOVE_SCOUTS:
      if (m->units == NULL)
        return FALSE;
      for (guint i = 0; i < m->units->len; i++)
        if (g_array_index (m->units, guint, i) >= nu)
          return FALSE;
      return TRUE;
    default:
      return TRUE;
    }
}

AdjDogState *
adj_dog_move_apply (const AdjDogState *state, const AdjDogMove *move, GError **error)
{
  if (!well_formed (state, move))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
                   _("the move is malformed or names no unit or general of this battle"));
      return NULL;
    }
  AdjDogState *next = adj_dog_state_copy (state);
  if (!apply (next, move, error))
    {
      adj_dog_state_unref (next);
      return NULL;
    }
  return next;
}
