/* Applying a move (move.h): the dispatcher, the checks every move uses,
 * and the moves of the Rally phase and of the results' consequences. */
#include "tgtw/apply-private.h"

#include "core/i18n.h"
#include "tgtw/morale.h"

gboolean
adj_tgtw_check_unit (const AdjTgtwState *s, int unit, GError **error)
{
  return (unit >= 0 && (guint) unit < s->n_units) || adj_tgtw_refuse (error, _("no such unit"));
}

gboolean
adj_tgtw_check_leader (const AdjTgtwState *s, int leader, GError **error)
{
  return (leader >= 0 && (guint) leader < s->n_leaders) || adj_tgtw_refuse (error, _("no such leader"));
}

gboolean
adj_tgtw_check_dice (const AdjTgtwDice *dice, AdjDie die, guint n, GError **error)
{
  if (dice->summed)
    return adj_tgtw_refuse (error, _("this roll is read die by die, not as a total"));
  return adj_tgtw_check_dice_total (dice, die, n, error);
}

gboolean
adj_tgtw_check_dice_total (const AdjTgtwDice *dice, AdjDie die, guint n, GError **error)
{
  if (dice->n != n)
    return adj_tgtw_refuse (error, g_dngettext (GETTEXT_PACKAGE, "this roll takes %u die, not %u",
                                                "this roll takes %u dice, not %u", n), n, dice->n);
  if (dice->summed)
    {
      int lo = adj_dice_sum_min (die, n), hi = adj_dice_sum_max (die, n);
      if (dice->values[0] < lo || dice->values[0] > hi)
        /* TRANSLATORS: the number of dice, the lowest and highest total, the total typed */
        return adj_tgtw_refuse (error, _("%u dice total from %d to %d, not %d"), n, lo, hi, dice->values[0]);
      return TRUE;
    }
  for (guint i = 0; i < n; i++)
    if (!adj_die_validate (die, dice->values[i], error))
      return FALSE;
  return TRUE;
}

gboolean
adj_tgtw_spend_die (AdjTgtwState *s, int army, int plus, GError **error)
{
  const AdjTgtwCharts *c = adj_tgtw_state_charts (s);
  int limit = adj_tgtw_charts_tp_die_limit (c);
  if (plus < 0 || plus > limit)
    return adj_tgtw_refuse (error, _("12.0: from 0 to %d tactical points on one roll, not %d"), limit, plus);
  return adj_tgtw_spend (s, army, plus * adj_tgtw_charts_tp_cost (c, ADJ_TGTW_TP_DIE), error);
}

gboolean
adj_tgtw_spend (AdjTgtwState *s, int army, int points, GError **error)
{
  if (points == 0)
    return TRUE;
  if (!(s->options & ADJ_TGTW_OPTION_POINTS))
    return adj_tgtw_refuse (error, _("12.0: tactical points are not in use in this game"));
  if (army < 0 || army >= ADJ_TGTW_N_ARMIES)
    return adj_tgtw_refuse (error, _("12.0: say which army spends the tactical points"));
  if (points > adj_tgtw_state_tp_left (s, (guint) army))
    return adj_tgtw_refuse (error, _("12.0: %s has %d tactical points left, not %d"),
                            adj_tgtw_scenario_army (s->scenario, (guint) army)->name,
                            adj_tgtw_state_tp_left (s, (guint) army), points);
  s->tp_spent[army] += points;
  return TRUE;
}

int
adj_tgtw_find_pending (const AdjTgtwState *s, AdjTgtwPendingKind kind, int index)
{
  for (guint i = 0; i < s->n_pending; i++)
    if (s->pending[i].kind == kind && s->pending[i].index == index)
      return (int) i;
  return -1;
}

void
adj_tgtw_drop_pending (AdjTgtwState *s, guint i)
{
  for (; i + 1 < s->n_pending; i++)
    s->pending[i] = s->pending[i + 1];
  s->n_pending--;
}

gboolean
adj_tgtw_add_pending (AdjTgtwState *s, AdjTgtwPendingKind kind, int index, gboolean missile,
                      AdjTgtwCasualtyColumn column, GError **error)
{
  if (adj_tgtw_find_pending (s, kind, index) >= 0)
    return TRUE;
  if (s->n_pending >= ADJ_TGTW_MAX_PENDING)
    return adj_tgtw_refuse (error, _("too many checks waiting: roll them first"));
  s->pending[s->n_pending++] = (AdjTgtwPending) { kind, index, missile, column, -1 };
  return TRUE;
}

void
adj_tgtw_set_status (AdjTgtwState *s, guint unit, AdjTgtwStatus status)
{
  s->units[unit].status = status;
  if (status == ADJ_TGTW_ROUTED || status == ADJ_TGTW_ELIMINATED)
    {
      /* An engagement ends when either unit leaves (docs/tgtw.md). */
      int other = s->units[unit].engaged;
      if (other >= 0)
        s->units[other].engaged = -1;
      s->units[unit].engaged = -1;
    }
  if (status == ADJ_TGTW_ELIMINATED)
    {
      int p = adj_tgtw_find_pending (s, ADJ_TGTW_PENDING_MORALE, (int) unit);
      if (p >= 0)
        adj_tgtw_drop_pending (s, (guint) p);
    }
}

void
adj_tgtw_hit (AdjTgtwState *s, guint unit, AdjTgtwHit hit)
{
  AdjTgtwStatus now = s->units[unit].status;
  switch (hit)
    {
    case ADJ_TGTW_HIT_D:
      /* 8.0: a disordered unit takes no further disorder. */
      if (now == ADJ_TGTW_ORDERED)
        adj_tgtw_set_status (s, unit, ADJ_TGTW_DISORDERED);
      break;
    case ADJ_TGTW_HIT_R:
      if (now != ADJ_TGTW_ROUTED && now != ADJ_TGTW_ELIMINATED)
        adj_tgtw_add_pending (s, ADJ_TGTW_PENDING_MORALE, (int) unit, FALSE, 0, NULL);
      break;
    case ADJ_TGTW_HIT_E:
      adj_tgtw_set_status (s, unit, ADJ_TGTW_ELIMINATED);
      break;
    case ADJ_TGTW_HIT_NONE:
    default:
      break;
    }
}

static gboolean
apply_morale (AdjTgtwState *s, const AdjTgtwMove *m, GError **error)
{
  if (!adj_tgtw_check_unit (s, m->unit, error) || (m->leader >= 0 && !adj_tgtw_check_leader (s, m->leader, error)))
    return FALSE;
  const AdjTgtwUnit *u = adj_tgtw_state_unit (s, (guint) m->unit);
  AdjTgtwUnitState *us = &s->units[m->unit];
  int pending = adj_tgtw_find_pending (s, ADJ_TGTW_PENDING_MORALE, m->unit);
  if (pending < 0)
    {
      if (s->phase != ADJ_TGTW_PHASE_RALLY)
        return adj_tgtw_refuse (error, _("8.0: %s owes no morale check now"), u->name);
      if (us->status != ADJ_TGTW_DISORDERED && us->status != ADJ_TGTW_ROUTED)
        return adj_tgtw_refuse (error, _("8.0: only disordered and routed units check morale to recover"));
      if (us->flags & ADJ_TGTW_UNIT_CHECKED)
        return adj_tgtw_refuse (error, _("8.0: %s has had its check this Rally phase"), u->name);
    }
  if (m->leader >= 0)
    {
      const AdjTgtwLeader *l = adj_tgtw_state_leader (s, (guint) m->leader);
      if (l->army != u->army || s->leaders[m->leader].status != ADJ_TGTW_LEADER_ACTIVE)
        return adj_tgtw_refuse (error, _("9.0: %s is not a leader of this army in play"), l->name);
    }
  AdjTgtwMoraleInput in;
  adj_tgtw_state_morale_input (s, (guint) m->unit, m->leader, &in);
  in.plus = m->plus[0];
  if (!adj_tgtw_spend_die (s, m->army, m->plus[0], error))
    return FALSE;
  if (in.automatic ? !adj_tgtw_check_dice (&m->dice, ADJ_DIE_D10X, 0, error)
                   : !adj_tgtw_check_dice (&m->dice, ADJ_DIE_D10X, 1, error))
    return FALSE;
  AdjTgtwMoraleResult r;
  gboolean ok = adj_tgtw_morale_check (adj_tgtw_state_charts (s), &in, &r, error);
  gboolean pass = ok && r.pass[in.automatic ? 1 : m->dice.values[0]];
  adj_tgtw_morale_result_clear (&r);
  if (!ok)
    return FALSE;
  if (pending >= 0)
    {
      /* 5.3, 7.0: passed, the unit is only disordered; failed, it routs. */
      adj_tgtw_drop_pending (s, (guint) pending);
      adj_tgtw_set_status (s, (guint) m->unit, pass ? MAX (us->status, ADJ_TGTW_DISORDERED) : ADJ_TGTW_ROUTED);
      return TRUE;
    }
  us->flags |= ADJ_TGTW_UNIT_CHECKED;
  if (pass)
    adj_tgtw_set_status (s, (guint) m->unit, us->status == ADJ_TGTW_ROUTED ? ADJ_TGTW_DISORDERED : ADJ_TGTW_ORDERED);
  return TRUE;
}

static gboolean
apply_casualty (AdjTgtwState *s, const AdjTgtwMove *m, GError **error)
{
  if (!adj_tgtw_check_leader (s, m->leader, error))
    return FALSE;
  int p = adj_tgtw_find_pending (s, ADJ_TGTW_PENDING_CASUALTY, m->leader);
  if (p < 0)
    return adj_tgtw_refuse (error, _("9.0: %s owes no casualty roll"), adj_tgtw_state_leader (s, (guint) m->leader)->name);
  AdjTgtwCasualtyInput in;
  adj_tgtw_state_casualty_input (s, (guint) p, &in);
  in.plus = m->plus[0];
  if (!adj_tgtw_check_dice (&m->dice, ADJ_DIE_D10X, 1, error) || !adj_tgtw_spend_die (s, m->army, m->plus[0], error))
    return FALSE;
  AdjTgtwCasualtyResult r;
  gboolean ok = adj_tgtw_casualty_roll (adj_tgtw_state_charts (s), &in, &r, error);
  AdjTgtwFate fate = ok ? r.fate[m->dice.values[0]] : ADJ_TGTW_FATE_NONE;
  adj_tgtw_casualty_result_clear (&r);
  if (!ok)
    return FALSE;
  adj_tgtw_drop_pending (s, (guint) p);
  AdjTgtwLeaderState *ls = &s->leaders[m->leader];
  if (fate == ADJ_TGTW_FATE_WOUNDED)
    {
      /* 9.0: out for 3 turns, back in the Initiative phase of the 4th after. */
      ls->status = ADJ_TGTW_LEADER_WOUNDED;
      ls->back_turn = s->turn + 4;
    }
  else if (fate == ADJ_TGTW_FATE_CAPTURED)
    ls->status = ADJ_TGTW_LEADER_CAPTURED;
  else if (fate == ADJ_TGTW_FATE_KILLED)
    ls->status = ADJ_TGTW_LEADER_KILLED;
  return TRUE;
}

static gboolean
apply_rally (AdjTgtwState *s, const AdjTgtwMove *m, GError **error)
{
  if (s->phase != ADJ_TGTW_PHASE_RALLY)
    return adj_tgtw_refuse (error, _("3.0: units rally in the Rally phase"));
  if (m->n_items == 0)
    return adj_tgtw_refuse (error, _("3.0: name the units that rally"));
  for (guint i = 0; i < m->n_items; i++)
    {
      if (!adj_tgtw_check_unit (s, m->items[i], error))
        return FALSE;
      AdjTgtwUnitState *us = &s->units[m->items[i]];
      const char *name = adj_tgtw_state_unit (s, (guint) m->items[i])->name;
      if (us->status != ADJ_TGTW_DISORDERED || (us->flags & ADJ_TGTW_UNIT_CHECKED))
        return adj_tgtw_refuse (error, _("3.0: %s is not a disordered unit still to rally"), name);
      if (us->engaged >= 0)
        return adj_tgtw_refuse (error, _("3.0, 8.0: %s is engaged: it checks morale to rally"), name);
      us->status = ADJ_TGTW_ORDERED;
      us->flags |= ADJ_TGTW_UNIT_CHECKED;
    }
  return TRUE;
}

static gboolean
combat_phase (const AdjTgtwState *s)
{
  return s->phase >= ADJ_TGTW_PHASE_MISSILE_1 && s->phase <= ADJ_TGTW_PHASE_MISSILE_2;
}

static gboolean
apply_unit_move (AdjTgtwState *s, const AdjTgtwMove *m, GError **error)
{
  if (!adj_tgtw_check_unit (s, m->unit, error))
    return FALSE;
  const char *name = adj_tgtw_state_unit (s, (guint) m->unit)->name;
  AdjTgtwStatus now = s->units[m->unit].status;
  if (!combat_phase (s))
    return adj_tgtw_refuse (error, _("7.0, 8.0: units rout and leave the map from the first missile phase "
                                     "to the second"));
  if (m->type == ADJ_TGTW_MOVE_DISORDER)
    {
      if (now != ADJ_TGTW_ORDERED)
        return adj_tgtw_refuse (error, _("7.0, 8.0: %s is not ordered, so it is not disordered again"), name);
      adj_tgtw_set_status (s, (guint) m->unit, ADJ_TGTW_DISORDERED);
      return TRUE;
    }
  if (now != ADJ_TGTW_ROUTED)
    return adj_tgtw_refuse (error, _("8.0: only a routed unit leaves by its map edge; %s is %s"), name,
                            adj_tgtw_status_name (now));
  adj_tgtw_set_status (s, (guint) m->unit, ADJ_TGTW_ELIMINATED);
  return TRUE;
}

static gboolean
apply_replace (AdjTgtwState *s, const AdjTgtwMove *m, GError **error)
{
  if (!adj_tgtw_check_leader (s, m->leader, error) || !adj_tgtw_check_leader (s, m->other, error)
      || !adj_tgtw_state_may_replace (s, (guint) m->leader, (guint) m->other, error))
    return FALSE;
  s->leaders[m->leader].status = ADJ_TGTW_LEADER_ACTIVE;
  s->leaders[m->leader].sector = s->leaders[m->other].sector;
  s->leaders[m->other].replaced = TRUE;
  return TRUE;
}

AdjTgtwState *
adj_tgtw_move_apply (const AdjTgtwState *state, const AdjTgtwMove *m, GError **error)
{
  if (state->phase == ADJ_TGTW_PHASE_OVER)
    {
      adj_tgtw_refuse (error, _("10.0: the battle is over"));
      return NULL;
    }
  if (state->n_pending > 0 && m->type != ADJ_TGTW_MOVE_MORALE && m->type != ADJ_TGTW_MOVE_CASUALTY
      && m->type != ADJ_TGTW_MOVE_DISORDER && m->type != ADJ_TGTW_MOVE_OFF_MAP && m->type != ADJ_TGTW_MOVE_REPLACE)
    {
      adj_tgtw_refuse (error, _("8.0, 9.0: first the morale checks and leader rolls the last result calls for"));
      return NULL;
    }
  AdjTgtwState *s = adj_tgtw_state_copy (state);
  gboolean ok = FALSE;
  switch (m->type)
    {
    case ADJ_TGTW_MOVE_INITIATIVE: ok = adj_tgtw_apply_initiative (s, m, error); break;
    case ADJ_TGTW_MOVE_FIRST: ok = adj_tgtw_apply_first (s, m, error); break;
    case ADJ_TGTW_MOVE_CARDS: ok = adj_tgtw_apply_cards (s, m, error); break;
    case ADJ_TGTW_MOVE_NEXT: ok = adj_tgtw_apply_next (s, FALSE, error); break;
    case ADJ_TGTW_MOVE_OVERRULE: ok = adj_tgtw_apply_next (s, TRUE, error); break;
    case ADJ_TGTW_MOVE_MISSILE: ok = adj_tgtw_apply_missile (s, m, error); break;
    case ADJ_TGTW_MOVE_MELEE: ok = adj_tgtw_apply_melee (s, m, error); break;
    case ADJ_TGTW_MOVE_MORALE: ok = apply_morale (s, m, error); break;
    case ADJ_TGTW_MOVE_CASUALTY: ok = apply_casualty (s, m, error); break;
    case ADJ_TGTW_MOVE_RALLY: ok = apply_rally (s, m, error); break;
    case ADJ_TGTW_MOVE_DISORDER:
    case ADJ_TGTW_MOVE_OFF_MAP: ok = apply_unit_move (s, m, error); break;
    case ADJ_TGTW_MOVE_REPLACE: ok = apply_replace (s, m, error); break;
    default: adj_tgtw_refuse (error, _("not a move of The Glory that Was")); break;
    }
  if (!ok)
    {
      adj_tgtw_state_unref (s);
      return NULL;
    }
  return s;
}
