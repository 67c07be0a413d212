/* The procedure of Days of Glory (state.h, core/procedure.h): what the
 * current step still owes before it can end, and what may be done now.
 * Next refuses with the first thing owed (apply.c), so the list and the
 * refusal never disagree; what may be done is found by trying each
 * candidate move on the state, so it cannot drift from the rules either. */
#include "dog/state-private.h"

#include "core/i18n.h"
#include "core/procedure.h"
#include "dog/move.h"

static void
setup_owed (const AdjDogState *s, GPtrArray *items)
{
  g_autofree char *missing = adj_dog_state_setup_missing (s);
  if (missing != NULL)
    adj_step_items_add (items, adj_step_item_new ("begin", "17", -1, "%s", missing));
}

/* 18.2: units not in good order, or routing, when their side's part of
 * the Morale Phase began must try to rally (18.2.10). */
static void
rally_owed (const AdjDogState *s, GPtrArray *items)
{
  for (guint i = 0; i < adj_dog_battle_n_units (s->battle); i++)
    {
      const AdjDogUnitState *u = &s->units[i];
      if (!u->owes_rally || !adj_dog_state_must_rally (s, i))
        continue;
      const AdjDogGameUnit *gu = adj_dog_battle_unit (s->battle, i);
      /* TRANSLATORS: a unit */
      AdjStepItem *it = adj_step_item_new ("morale", "18.2", gu->side, _("%s must try to rally"), gu->name);
      adj_step_item_add_unit (adj_step_items_add (items, it), gu->id);
    }
}

/* 18.3: after the hits, each unit that lost stands to shooting and is
 * still in play takes its test for casualties from shooting. */
static void
shooting_owed (const AdjDogState *s, GPtrArray *items)
{
  for (guint i = 0; i < adj_dog_battle_n_units (s->battle); i++)
    {
      const AdjDogUnitState *u = &s->units[i];
      if (!u->owes_shooting || u->fate != ADJ_DOG_FATE_IN_PLAY)
        continue;
      const AdjDogGameUnit *gu = adj_dog_battle_unit (s->battle, i);
      /* TRANSLATORS: a unit */
      AdjStepItem *it = adj_step_item_new ("morale", "18.3", gu->side,
                                           _("%s must test for casualties from shooting"), gu->name);
      adj_step_item_add_unit (adj_step_items_add (items, it), gu->id);
    }
}

GPtrArray *
adj_dog_state_owed (const AdjDogState *s)
{
  GPtrArray *items = adj_step_items_new ();
  if (s->procedure < ADJ_PROCEDURE_RALLY)
    return items;
  switch (s->step)
    {
    case ADJ_DOG_STEP_SETUP:
      setup_owed (s, items);
      break;
    case ADJ_DOG_STEP_INITIATIVE:
      adj_step_items_add (items, adj_step_item_new ("initiative", "18.1", -1, "%s",
                                                    _("roll for the initiative")));
      break;
    case ADJ_DOG_STEP_MORALE_FIRST:
    case ADJ_DOG_STEP_MORALE_SECOND:
      rally_owed (s, items);
      break;
    case ADJ_DOG_STEP_SHOOTING:
      shooting_owed (s, items);
      break;
    default:
      break;
    }
  return items;
}

gboolean
adj_dog_state_overrulable (const AdjDogState *s)
{
  if (s->procedure < ADJ_PROCEDURE_RALLY
      || (s->step != ADJ_DOG_STEP_MORALE_FIRST && s->step != ADJ_DOG_STEP_MORALE_SECOND
          && s->step != ADJ_DOG_STEP_SHOOTING))
    return FALSE;
  g_autoptr (GPtrArray) items = adj_step_items_new ();
  if (s->step == ADJ_DOG_STEP_SHOOTING)
    shooting_owed (s, items);
  else
    rally_owed (s, items);
  return items->len > 0;
}

/* What may be done */

static gboolean
accepted (const AdjDogState *s, AdjDogMove *m)
{
  AdjDogState *after = adj_dog_move_apply (s, m, NULL);
  adj_dog_move_free (m);
  if (after == NULL)
    return FALSE;
  adj_dog_state_unref (after);
  return TRUE;
}

/* One item per kind of move, side and text, gathering the ids it may name. */
static void
offer (GPtrArray *items, AdjDogMoveType type, const char *rule, int side, const char *text, const char *id)
{
  adj_step_items_offer (items, adj_dog_move_type_to_string (type), rule, side, text, id);
}

/* A unit's moves, each tried with the value that names it. */
static const struct {
  AdjDogMoveType type;
  int value;
  gboolean flag;
  const char *rule;
  const char *text;
} unit_moves[] = {
  { ADJ_DOG_MOVE_MORALE, ADJ_DOG_TEST_RALLY, FALSE, "18.2.10", N_("take a rally test") },
  { ADJ_DOG_MOVE_MORALE, ADJ_DOG_TEST_CHARGE, FALSE, "18.2.2", N_("take a test to charge") },
  { ADJ_DOG_MOVE_MORALE, ADJ_DOG_TEST_BEING_CHARGED, FALSE, "18.2.2", N_("take a test for being charged") },
  { ADJ_DOG_MOVE_MORALE, ADJ_DOG_TEST_SHOOTING, FALSE, "18.3", N_("take a test for casualties from shooting") },
  { ADJ_DOG_MOVE_MORALE, ADJ_DOG_TEST_CHARGE_HOME, FALSE, "18.4.10", N_("take a charge home test") },
  { ADJ_DOG_MOVE_ROUTING, 0, FALSE, "18.2.10", N_("stop routing after a passed rally test") },
  { ADJ_DOG_MOVE_ROUTING, 0, TRUE, "18.4.14", N_("rout") },
  { ADJ_DOG_MOVE_ORDER, ADJ_DOG_ORDER_GOOD, FALSE, "18.2.8", N_("return to good order") },
  { ADJ_DOG_MOVE_ORDER, ADJ_DOG_ORDER_DISORDERED, FALSE, "18.2.8", N_("become disordered") },
  { ADJ_DOG_MOVE_ORDER, ADJ_DOG_ORDER_SHAKEN, FALSE, "18.2.8", N_("become shaken") },
  { ADJ_DOG_MOVE_HALTED, 0, TRUE, "18.2.9", N_("halt") },
  { ADJ_DOG_MOVE_HALTED, 0, FALSE, "18.2.9", N_("move on after a halt") },
  { ADJ_DOG_MOVE_SHOT, 1, FALSE, "18.3", N_("lose stands to shooting") },
  { ADJ_DOG_MOVE_LOSE, 1, FALSE, "18.3", N_("lose stands") },
  { ADJ_DOG_MOVE_FIRST_FIRE, 0, FALSE, "18.3.2", N_("use its first fire") },
  { ADJ_DOG_MOVE_REMOVE, ADJ_DOG_FATE_DESTROYED, FALSE, "18.5.8", N_("leave play") },
  { ADJ_DOG_MOVE_REMOVE, ADJ_DOG_FATE_SURRENDERED, FALSE, "19.1", N_("surrender") },
  { ADJ_DOG_MOVE_REMOVE, ADJ_DOG_FATE_ROUTED_OFF, FALSE, "18.4.14", N_("rout off the table") },
};

static AdjDogMove *
unit_candidate (guint k, int unit)
{
  if (unit_moves[k].type == ADJ_DOG_MOVE_MORALE)
    return adj_dog_move_morale (unit, (AdjDogTest) unit_moves[k].value, 0, adj_dog_roll_typed (1), NULL);
  if (unit_moves[k].type == ADJ_DOG_MOVE_SHOT)
    return adj_dog_move_shot (unit, 1, -1);
  return adj_dog_move_unit (unit_moves[k].type, unit, unit_moves[k].value, unit_moves[k].flag);
}

static void
offer_units (GPtrArray *items, const AdjDogState *s)
{
  AdjDogBattle *b = s->battle;
  for (guint k = 0; k < G_N_ELEMENTS (unit_moves); k++)
    for (guint u = 0; u < adj_dog_battle_n_units (b); u++)
      if (accepted (s, unit_candidate (k, (int) u)))
        offer (items, unit_moves[k].type, unit_moves[k].rule, adj_dog_battle_unit (b, u)->side,
               _(unit_moves[k].text), adj_dog_battle_unit (b, u)->id);
  /* 18.5: any unit in play may close assault in an assault phase; the
   * pairs are the table's. */
  for (guint u = 0; u < adj_dog_battle_n_units (b); u++)
    for (guint d = 0; d < adj_dog_battle_n_units (b); d++)
      if (adj_dog_battle_unit (b, u)->side != adj_dog_battle_unit (b, d)->side
          && accepted (s, adj_dog_move_assault ((int) u, (int) d, 0, 0, NULL)))
        {
          offer (items, ADJ_DOG_MOVE_ASSAULT, "18.5", adj_dog_battle_unit (b, u)->side, _("close assault"),
                 adj_dog_battle_unit (b, u)->id);
          break;
        }
}

static void
offer_generals (GPtrArray *items, const AdjDogState *s)
{
  AdjDogBattle *b = s->battle;
  for (guint g = 0; g < adj_dog_battle_n_generals (b); g++)
    {
      const AdjDogGameGeneral *gg = adj_dog_battle_general (b, g);
      if (accepted (s, adj_dog_move_staff ((int) g, adj_dog_roll_typed (1))))
        offer (items, ADJ_DOG_MOVE_STAFF, "15.1", gg->side, _("roll a general's quality"), gg->id);
      if (accepted (s, adj_dog_move_general ((int) g, ADJ_DOG_GENERAL_WOUNDED)))
        offer (items, ADJ_DOG_MOVE_GENERAL, "15.3", gg->side, _("lose a general"), gg->id);
      if (accepted (s, adj_dog_move_general ((int) g, ADJ_DOG_GENERAL_ACTIVE)))
        offer (items, ADJ_DOG_MOVE_GENERAL, "15.3", gg->side, _("a wounded general returns"), gg->id);
      if (accepted (s, adj_dog_move_promote ((int) g, adj_dog_roll_typed (1))))
        offer (items, ADJ_DOG_MOVE_PROMOTE, "15.3", gg->side, _("fill a post by field promotion"), gg->id);
    }
}

static void
offer_flow (GPtrArray *items, const AdjDogState *s)
{
  for (int side = 0; side < 2; side++)
    if (accepted (s, adj_dog_move_scouts (side, NULL, 0)))
      offer (items, ADJ_DOG_MOVE_SCOUTS, "20.1", side, _("name the scouting cavalry"), NULL);
  if (accepted (s, adj_dog_move_roll_off (ADJ_DOG_MOVE_DEPLOY_ROLL, adj_dog_roll_off_typed (1, 2))))
    offer (items, ADJ_DOG_MOVE_DEPLOY_ROLL, "17.1", -1, _("roll for who sets up first"), NULL);
  if (accepted (s, adj_dog_move_simple (ADJ_DOG_MOVE_BEGIN)))
    offer (items, ADJ_DOG_MOVE_BEGIN, "17", -1, _("begin the battle"), NULL);
  /* 4.1: a question the rules leave open is settled by a die at any time. */
  offer (items, ADJ_DOG_MOVE_DISPUTE, "4.1", -1, _("settle a dispute with a die"), NULL);
  if (accepted (s, adj_dog_move_roll_off (ADJ_DOG_MOVE_INITIATIVE, adj_dog_roll_off_typed (1, 2))))
    offer (items, ADJ_DOG_MOVE_INITIATIVE, "18.1", -1, _("roll for the initiative"), NULL);
  if (accepted (s, adj_dog_move_simple (ADJ_DOG_MOVE_NEXT)))
    offer (items, ADJ_DOG_MOVE_NEXT, "18", -1, _("end the step"), NULL);
  if (accepted (s, adj_dog_move_simple (ADJ_DOG_MOVE_OVERRULE)))
    offer (items, ADJ_DOG_MOVE_OVERRULE, NULL, -1, _("end the step with what it still owes, by the players' choice"),
           NULL);
  if (accepted (s, adj_dog_move_end (FALSE, FALSE)))
    offer (items, ADJ_DOG_MOVE_END, "19", -1, _("end the game"), NULL);
}

GPtrArray *
adj_dog_state_legal (const AdjDogState *s)
{
  GPtrArray *items = adj_step_items_new ();
  if (s->step == ADJ_DOG_STEP_ENDED)
    return items;
  offer_flow (items, s);
  offer_generals (items, s);
  offer_units (items, s);
  return items;
}
