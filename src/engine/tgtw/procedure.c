/* The procedure (state.h, core/procedure.h): what the current step still
 * owes and what may be done now, as lists of step items. */
#include "tgtw/state-private.h"

#include "core/i18n.h"
#include "core/procedure.h"
#include "tgtw/move.h"

static const char *
unit_id (const AdjTgtwState *s, guint i)
{
  return adj_tgtw_state_unit (s, i)->id;
}

static const char *
leader_id (const AdjTgtwState *s, guint i)
{
  return adj_tgtw_state_leader (s, i)->id;
}

/* 3.0 phase 4, 8.0: in the Rally and Morale phase, a disordered unit not
 * engaged rallies; an engaged one checks morale; a routed unit checks
 * morale. Each once, and none yet done. */
static void
rally_owed (const AdjTgtwState *s, GPtrArray *items)
{
  for (guint a = 0; a < ADJ_TGTW_N_ARMIES; a++)
    {
      AdjStepItem *rally = NULL, *check = NULL, *routed = NULL;
      for (guint i = 0; i < s->n_units; i++)
        {
          const AdjTgtwUnitState *us = &s->units[i];
          if (adj_tgtw_state_unit (s, i)->army != (int) a || (us->flags & ADJ_TGTW_UNIT_CHECKED))
            continue;
          AdjStepItem **item = NULL;
          if (us->status == ADJ_TGTW_DISORDERED && us->engaged < 0)
            {
              if (rally == NULL)
                rally = adj_step_items_add (items, adj_step_item_new ("rally", "3.0", (int) a, "%s",
                                                                      _("Disordered units not engaged rally")));
              item = &rally;
            }
          else if (us->status == ADJ_TGTW_DISORDERED)
            {
              if (check == NULL)
                check = adj_step_items_add (items, adj_step_item_new ("morale", "8.0", (int) a, "%s",
                                                                      _("Engaged disordered units check morale to rally")));
              item = &check;
            }
          else if (us->status == ADJ_TGTW_ROUTED)
            {
              if (routed == NULL)
                routed = adj_step_items_add (items, adj_step_item_new ("morale", "8.0", (int) a, "%s",
                                                                       _("Routed units check morale to recover")));
              item = &routed;
            }
          if (item != NULL)
            adj_step_item_add_unit (*item, unit_id (s, i));
        }
    }
}

gboolean
adj_tgtw_state_overrulable (const AdjTgtwState *s)
{
  if (s->phase != ADJ_TGTW_PHASE_RALLY || s->procedure < ADJ_PROCEDURE_STEPS || s->n_pending > 0)
    return FALSE;
  GPtrArray *items = adj_step_items_new ();
  rally_owed (s, items);
  gboolean owes = items->len > 0;
  g_ptr_array_unref (items);
  return owes;
}

GPtrArray *
adj_tgtw_state_owed (const AdjTgtwState *s)
{
  GPtrArray *items = adj_step_items_new ();
  if (s->phase == ADJ_TGTW_PHASE_OVER)
    return items;
  for (guint i = 0; i < s->n_pending; i++)
    {
      const AdjTgtwPending *p = &s->pending[i];
      AdjStepItem *item;
      if (p->kind == ADJ_TGTW_PENDING_MORALE)
        {
          const AdjTgtwUnit *u = adj_tgtw_state_unit (s, (guint) p->index);
          /* TRANSLATORS: a unit */
          item = adj_step_item_new ("morale", "8.0", u->army, _("%s checks morale"), u->name);
          adj_step_item_add_unit (item, u->id);
        }
      else
        {
          const AdjTgtwLeader *l = adj_tgtw_state_leader (s, (guint) p->index);
          /* TRANSLATORS: a leader */
          item = adj_step_item_new ("casualty", "9.0", l->army, _("%s rolls for casualty"), l->name);
          adj_step_item_add_unit (item, l->id);
        }
      adj_step_items_add (items, item);
    }
  switch (s->phase)
    {
    case ADJ_TGTW_PHASE_INITIATIVE:
      switch (adj_tgtw_state_init_step (s))
        {
        case ADJ_TGTW_INIT_ROLLS:
          adj_step_items_add (items, adj_step_item_new ("initiative", "4.0", -1, "%s",
                                                        _("Every sector rolls for initiative")));
          break;
        case ADJ_TGTW_INIT_FIRST:
          for (guint i = 0; i < adj_tgtw_scenario_n_sectors (s->scenario); i++)
            if (s->sectors[i].decided && s->sectors[i].first < 0)
              adj_step_items_add (items, adj_step_item_new ("first", "3.0", s->sectors[i].winner,
                                                            /* TRANSLATORS: a sector */
                                                            _("%s: the winner chooses who acts first"),
                                                            adj_tgtw_scenario_sector (s->scenario, i)->name));
          break;
        case ADJ_TGTW_INIT_CARDS:
          for (guint a = 0; a < ADJ_TGTW_N_ARMIES; a++)
            if (!s->cards_chosen[a])
              adj_step_items_add (items, adj_step_item_new ("cards", "11.0", (int) a,
                                                            /* TRANSLATORS: an army */
                                                            _("%s chooses its tactical cards"),
                                                            adj_tgtw_scenario_army (s->scenario, a)->name));
          break;
        default:
          break;
        }
      break;
    case ADJ_TGTW_PHASE_RALLY:
      if (s->procedure >= ADJ_PROCEDURE_STEPS)
        rally_owed (s, items);
      break;
    default:
      break;
    }
  return items;
}

static AdjStepItem *
legal_item (GPtrArray *items, AdjStepItem **slot, AdjTgtwMoveType type, const char *rule, int side,
            const char *text)
{
  if (*slot == NULL)
    *slot = adj_step_items_add (items, adj_step_item_new (adj_tgtw_move_type_to_string (type), rule, side, "%s", text));
  return *slot;
}

GPtrArray *
adj_tgtw_state_legal (const AdjTgtwState *s)
{
  GPtrArray *items = adj_step_items_new ();
  if (s->phase == ADJ_TGTW_PHASE_OVER)
    return items;
  AdjStepItem *slots[ADJ_TGTW_N_MOVE_TYPES][ADJ_TGTW_N_ARMIES] = { { NULL } };
  int sector = -1, acting = -1;
  adj_tgtw_state_acting (s, &sector, &acting);
  gboolean pending = s->n_pending > 0;
  for (guint i = 0; i < s->n_pending; i++)
    {
      const AdjTgtwPending *p = &s->pending[i];
      if (p->kind == ADJ_TGTW_PENDING_MORALE)
        {
          int a = adj_tgtw_state_unit (s, (guint) p->index)->army;
          adj_step_item_add_unit (legal_item (items, &slots[ADJ_TGTW_MOVE_MORALE][a], ADJ_TGTW_MOVE_MORALE, "8.0", a,
                                              _("Check morale")), unit_id (s, (guint) p->index));
        }
      else
        {
          int a = adj_tgtw_state_leader (s, (guint) p->index)->army;
          adj_step_item_add_unit (legal_item (items, &slots[ADJ_TGTW_MOVE_CASUALTY][a], ADJ_TGTW_MOVE_CASUALTY, "9.0",
                                              a, _("Roll for a leader's casualty")),
                                  leader_id (s, (guint) p->index));
        }
    }
  if (s->phase == ADJ_TGTW_PHASE_INITIATIVE)
    {
      AdjTgtwInitStep step = adj_tgtw_state_init_step (s);
      if (step == ADJ_TGTW_INIT_ROLLS)
        adj_step_items_add (items, adj_step_item_new ("initiative", "4.0", -1, "%s", _("Roll for a sector's initiative")));
      else if (step == ADJ_TGTW_INIT_FIRST || step == ADJ_TGTW_INIT_CARDS)
        {
          GPtrArray *owed = adj_tgtw_state_owed (s);
          for (guint i = 0; i < owed->len; i++)
            {
              AdjStepItem *o = g_ptr_array_index (owed, i);
              adj_step_items_add (items, adj_step_item_new (o->kind, o->rule, o->side, "%s", o->text));
            }
          g_ptr_array_unref (owed);
        }
    }
  for (guint i = 0; i < s->n_units && !pending; i++)
    {
      const AdjTgtwUnit *u = adj_tgtw_state_unit (s, i);
      const AdjTgtwUnitState *us = &s->units[i];
      int a = u->army;
      switch (s->phase)
        {
        case ADJ_TGTW_PHASE_MISSILE_1:
        case ADJ_TGTW_PHASE_MISSILE_2:
          if (u->weapon >= 0 && (us->flags & ADJ_TGTW_UNIT_READY) && !(us->flags & ADJ_TGTW_UNIT_FIRED)
              && !(s->phase == ADJ_TGTW_PHASE_MISSILE_2
                   && (us->flags & (ADJ_TGTW_UNIT_ATTACKED | ADJ_TGTW_UNIT_DEFENDED))))
            adj_step_item_add_unit (legal_item (items, &slots[ADJ_TGTW_MOVE_MISSILE][a], ADJ_TGTW_MOVE_MISSILE, "5.0",
                                                a, _("Fire missiles")), u->id);
          break;
        case ADJ_TGTW_PHASE_ACTION:
          if (a == acting && u->sector == sector && us->status == ADJ_TGTW_ORDERED
              && !(us->flags & ADJ_TGTW_UNIT_ATTACKED) && !s->sectors[sector].routed[a])
            adj_step_item_add_unit (legal_item (items, &slots[ADJ_TGTW_MOVE_MELEE][a], ADJ_TGTW_MOVE_MELEE, "7.0", a,
                                                _("Attack in melee")), u->id);
          break;
        case ADJ_TGTW_PHASE_RALLY:
          if (us->flags & ADJ_TGTW_UNIT_CHECKED)
            break;
          if (us->status == ADJ_TGTW_DISORDERED && us->engaged < 0)
            adj_step_item_add_unit (legal_item (items, &slots[ADJ_TGTW_MOVE_RALLY][a], ADJ_TGTW_MOVE_RALLY, "3.0", a,
                                                _("Rally")), u->id);
          if (us->status == ADJ_TGTW_DISORDERED || us->status == ADJ_TGTW_ROUTED)
            adj_step_item_add_unit (legal_item (items, &slots[ADJ_TGTW_MOVE_MORALE][a], ADJ_TGTW_MOVE_MORALE, "8.0", a,
                                                _("Check morale")), u->id);
          break;
        default:
          break;
        }
    }
  /* 7.0, 8.0: a result disorders a unit, and a routed unit leaves by its
   * map edge, from the first missile phase to the second, checks pending
   * or not. */
  if (s->phase >= ADJ_TGTW_PHASE_MISSILE_1 && s->phase <= ADJ_TGTW_PHASE_MISSILE_2)
    for (guint i = 0; i < s->n_units; i++)
      {
        int a = adj_tgtw_state_unit (s, i)->army;
        if (s->units[i].status == ADJ_TGTW_ORDERED)
          adj_step_item_add_unit (legal_item (items, &slots[ADJ_TGTW_MOVE_DISORDER][a], ADJ_TGTW_MOVE_DISORDER,
                                              "7.0", a, _("Disorder a unit (a result)")), unit_id (s, i));
        else if (s->units[i].status == ADJ_TGTW_ROUTED)
          adj_step_item_add_unit (legal_item (items, &slots[ADJ_TGTW_MOVE_OFF_MAP][a], ADJ_TGTW_MOVE_OFF_MAP,
                                              "8.0", a, _("A routed unit leaves by its map edge")), unit_id (s, i));
      }
  for (guint i = 0; i < s->n_leaders; i++)
    {
      const AdjTgtwLeader *l = adj_tgtw_state_leader (s, i);
      if (s->leaders[i].status != ADJ_TGTW_LEADER_RESERVE)
        continue;
      /* A stand-in may take only his own leader's place (ruling 23). */
      guint from = l->successor_of >= 0 ? (guint) l->successor_of : 0;
      guint to = l->successor_of >= 0 ? from + 1 : s->n_leaders;
      for (guint j = from; j < to; j++)
        if ((s->leaders[j].status == ADJ_TGTW_LEADER_CAPTURED || s->leaders[j].status == ADJ_TGTW_LEADER_KILLED)
            && adj_tgtw_state_may_replace (s, i, j, NULL))
          {
            adj_step_item_add_unit (legal_item (items, &slots[ADJ_TGTW_MOVE_REPLACE][l->army], ADJ_TGTW_MOVE_REPLACE,
                                                "9.0", l->army, _("Replace a lost leader")), l->id);
            break;
          }
    }
  if (adj_tgtw_move_expected (s, ADJ_TGTW_MOVE_NEXT))
    {
      g_autoptr (AdjTgtwMove) next = adj_tgtw_move_next ();
      AdjTgtwState *after = adj_tgtw_move_apply (s, next, NULL);
      if (after != NULL)
        adj_step_items_add (items, adj_step_item_new ("next", "3.0", -1, "%s", _("Go on to the next step")));
      adj_tgtw_state_unref (after);
    }
  if (adj_tgtw_move_expected (s, ADJ_TGTW_MOVE_OVERRULE))
    adj_step_items_add (items, adj_step_item_new ("overrule", NULL, -1, "%s",
                                                  _("End the step with what it still owes, by the players' choice")));
  return items;
}
