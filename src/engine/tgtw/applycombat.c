/* Combat results applied: missile fire (5.0-5.3) and melee (7.0), the
 * checks they call for (8.0, 9.0), with the calculators' own tables. */
#include "tgtw/apply-private.h"

#include "core/i18n.h"
#include "tgtw/missile.h"

/* The leaders a move says are stacked on @unit's army's unit in the fight
 * roll when that unit suffered @column (9.0). */
static gboolean
leader_checks (AdjTgtwState *s, const int *leaders, guint n, int army, gboolean missile,
               AdjTgtwCasualtyColumn column, gboolean hit, GError **error)
{
  for (guint i = 0; i < n; i++)
    {
      int l = leaders[i];
      if (adj_tgtw_state_leader (s, (guint) l)->army != army)
        continue;
      if (hit && !adj_tgtw_add_pending (s, ADJ_TGTW_PENDING_CASUALTY, l, missile, column, error))
        return FALSE;
    }
  return TRUE;
}

/* 9.0: the morale check @unit owes remembers the first leader of its
 * army named stacked with it, so the players name him once. */
static void
note_stacked (AdjTgtwState *s, const int *leaders, guint n, int unit)
{
  int p = adj_tgtw_find_pending (s, ADJ_TGTW_PENDING_MORALE, unit);
  if (p < 0 || s->pending[p].stacked >= 0)
    return;
  for (guint i = 0; i < n; i++)
    if (adj_tgtw_state_leader (s, (guint) leaders[i])->army == adj_tgtw_state_unit (s, (guint) unit)->army)
      {
        s->pending[p].stacked = leaders[i];
        return;
      }
}

static gboolean
check_stacked (const AdjTgtwState *s, const int *leaders, guint n, int army0, int army1, GError **error)
{
  for (guint i = 0; i < n; i++)
    {
      if (!adj_tgtw_check_leader (s, leaders[i], error))
        return FALSE;
      const AdjTgtwLeader *l = adj_tgtw_state_leader (s, (guint) leaders[i]);
      if ((l->army != army0 && l->army != army1) || s->leaders[leaders[i]].status != ADJ_TGTW_LEADER_ACTIVE)
        return adj_tgtw_refuse (error, _("9.0: %s is not in play with a unit in this fight"), l->name);
      for (guint j = 0; j < i; j++)
        if (leaders[j] == leaders[i])
          return adj_tgtw_refuse (error, _("%s is named twice"), l->name);
    }
  return TRUE;
}

static gboolean
check_firer (const AdjTgtwState *s, const AdjTgtwMove *m, guint i, int *army, GError **error)
{
  int f = m->items[i];
  if (!adj_tgtw_check_unit (s, f, error))
    return FALSE;
  const AdjTgtwUnit *u = adj_tgtw_state_unit (s, (guint) f);
  guint flags = s->units[f].flags;
  if (u->weapon < 0)
    return adj_tgtw_refuse (error, _("5.0: %s has no missile weapon"), u->name);
  if (*army >= 0 && u->army != *army)
    return adj_tgtw_refuse (error, _("5.0: the units firing at one hex are of one army"));
  *army = u->army;
  if (!(flags & ADJ_TGTW_UNIT_READY))
    return adj_tgtw_refuse (error, _("3.0: %s was not ordered when this missile phase began"), u->name);
  if (flags & ADJ_TGTW_UNIT_FIRED)
    return adj_tgtw_refuse (error, _("5.0: %s has fired in this phase"), u->name);
  if (s->phase == ADJ_TGTW_PHASE_MISSILE_2 && (flags & (ADJ_TGTW_UNIT_ATTACKED | ADJ_TGTW_UNIT_DEFENDED)))
    return adj_tgtw_refuse (error, _("3.0: %s fought in the Action phase and cannot fire now"), u->name);
  for (guint j = 0; j < i; j++)
    if (m->items[j] == f)
      return adj_tgtw_refuse (error, _("%s is named twice"), u->name);
  return TRUE;
}

void
adj_tgtw_missile_input (const AdjTgtwState *s, const AdjTgtwMove *m, AdjTgtwFirer *firers, AdjTgtwMissileInput *in)
{
  const AdjTgtwUnit *target = adj_tgtw_state_unit (s, (guint) m->unit);
  for (guint i = 0; i < m->n_firers; i++)
    {
      const AdjTgtwUnit *u = adj_tgtw_state_unit (s, (guint) m->items[i]);
      firers[i] = (AdjTgtwFirer) { u->weapon, u->strength, m->ranges[i], u->name };
    }
  *in = (AdjTgtwMissileInput) { firers, m->n_firers, -1, m->plus[0], s->units[m->unit].status == ADJ_TGTW_ROUTED };
  if (s->options & ADJ_TGTW_OPTION_TDT)
    in->formation = m->formation >= 0 ? m->formation : target->formation;
}

/* 5.0, 5.2, 3.0: whether the firers may fire at the target now. */
static gboolean
check_missile (const AdjTgtwState *s, const AdjTgtwMove *m, int *army, GError **error)
{
  *army = -1;
  if (s->phase != ADJ_TGTW_PHASE_MISSILE_1 && s->phase != ADJ_TGTW_PHASE_MISSILE_2)
    return adj_tgtw_refuse (error, _("5.0: missile fire is in the two missile phases only"));
  if (!adj_tgtw_check_unit (s, m->unit, error))
    return FALSE;
  const AdjTgtwUnit *target = adj_tgtw_state_unit (s, (guint) m->unit);
  if (s->units[m->unit].status == ADJ_TGTW_ELIMINATED)
    return adj_tgtw_refuse (error, _("%s is eliminated"), target->name);
  if (m->n_firers == 0 || m->n_firers > ADJ_TGTW_MAX_FIRERS || m->n_firers > m->n_items || m->ranges == NULL)
    return adj_tgtw_refuse (error, _("5.0: from 1 to %d units fire at one hex"), ADJ_TGTW_MAX_FIRERS);
  for (guint i = 0; i < m->n_firers; i++)
    if (!check_firer (s, m, i, army, error))
      return FALSE;
  if (*army == target->army)
    return adj_tgtw_refuse (error, _("5.0: units fire at the enemy"));
  if (!check_stacked (s, m->items + m->n_firers, m->n_items - m->n_firers, target->army, target->army, error))
    return FALSE;
  if (m->formation >= 0 && !(s->options & ADJ_TGTW_OPTION_TDT))
    return adj_tgtw_refuse (error, _("5.2: the TDT is not in use in this game"));
  return TRUE;
}

gboolean
adj_tgtw_move_missile_input (const AdjTgtwState *s, const AdjTgtwMove *m, AdjTgtwFirer *firers,
                             AdjTgtwMissileInput *out, GError **error)
{
  int army;
  if (m->type != ADJ_TGTW_MOVE_MISSILE)
    return adj_tgtw_refuse (error, _("not a missile move"));
  if (!check_missile (s, m, &army, error))
    return FALSE;
  /* 12.0: only the points the firing army still has. */
  g_autoptr (AdjTgtwState) probe = adj_tgtw_state_copy (s);
  if (!adj_tgtw_spend_die (probe, army, m->plus[0], error))
    return FALSE;
  adj_tgtw_missile_input (s, m, firers, out);
  return TRUE;
}

gboolean
adj_tgtw_apply_missile (AdjTgtwState *s, const AdjTgtwMove *m, GError **error)
{
  AdjTgtwFirer firers[ADJ_TGTW_MAX_FIRERS];
  int army;
  if (!check_missile (s, m, &army, error))
    return FALSE;
  const AdjTgtwUnit *target = adj_tgtw_state_unit (s, (guint) m->unit);
  const int *leaders = m->items + m->n_firers;
  guint n_leaders = m->n_items - m->n_firers;
  if (!adj_tgtw_spend_die (s, army, m->plus[0], error) || !adj_tgtw_check_dice (&m->dice, ADJ_DIE_D6, 1, error))
    return FALSE;

  AdjTgtwMissileInput in;
  adj_tgtw_missile_input (s, m, firers, &in);
  AdjTgtwMissileResult r;
  gboolean ok = adj_tgtw_missile_resolve (adj_tgtw_state_charts (s), &in, &r, error);
  AdjTgtwHit hit = ok ? r.effect[m->dice.values[0] - 1] : ADJ_TGTW_HIT_NONE;
  adj_tgtw_missile_result_clear (&r);
  if (!ok)
    return FALSE;
  for (guint i = 0; i < m->n_firers; i++)
    s->units[m->items[i]].flags |= ADJ_TGTW_UNIT_FIRED;
  adj_tgtw_hit (s, (guint) m->unit, hit);
  note_stacked (s, leaders, n_leaders, m->unit);
  /* 9.0: in missile combat only an E calls for the leader's roll. */
  return leader_checks (s, leaders, n_leaders, target->army, TRUE, ADJ_TGTW_CASUALTY_E, hit == ADJ_TGTW_HIT_E,
                        error);
}

/* 7.0, 11.0, 13.0: whether the acting @attacker may attack @defender now. */
static gboolean
check_melee (const AdjTgtwState *s, const AdjTgtwMove *m, int *card, GError **error)
{
  int sector, army;
  if (!adj_tgtw_state_acting (s, &sector, &army))
    return adj_tgtw_refuse (error, _("3.0: melee is in the Action phase"));
  if (!adj_tgtw_check_unit (s, m->unit, error) || !adj_tgtw_check_unit (s, m->other, error))
    return FALSE;
  const AdjTgtwUnit *a = adj_tgtw_state_unit (s, (guint) m->unit), *d = adj_tgtw_state_unit (s, (guint) m->other);
  const AdjTgtwUnitState *as = &s->units[m->unit], *ds = &s->units[m->other];
  if (a->army != army || a->sector != sector)
    return adj_tgtw_refuse (error, _("3.0: %s is not of the army acting in this sector now"), a->name);
  if (as->status != ADJ_TGTW_ORDERED)
    return adj_tgtw_refuse (error, _("6.0, 7.0: %s is %s and cannot attack"), a->name,
                            adj_tgtw_status_name (as->status));
  if (as->flags & ADJ_TGTW_UNIT_ATTACKED)
    return adj_tgtw_refuse (error, _("7.0: %s has made its attack this turn"), a->name);
  if (d->army == a->army || ds->status == ADJ_TGTW_ELIMINATED)
    return adj_tgtw_refuse (error, _("7.0: %s is not an enemy unit in play"), d->name);
  if (ds->flags & ADJ_TGTW_UNIT_DEFENDED)
    return adj_tgtw_refuse (error, _("7.0: %s has been attacked this turn"), d->name);
  if (s->sectors[sector].routed[army])
    return adj_tgtw_refuse (error, _("13.0: the units of a routed sector cannot melee attack"));
  *card = adj_tgtw_state_card (s, (guint) army, (guint) sector);
  const AdjTgtwCard *c = adj_tgtw_charts_card (adj_tgtw_state_charts (s), *card);
  gboolean bound = c != NULL && (c->types & ADJ_TGTW_TYPE_BIT (a->type));
  int attacks = s->sectors[sector].attacks[army];
  if (bound && *card == 4 && as->engaged < 0)
    return adj_tgtw_refuse (error, _("11.0: Controlled Retreat (card 4): only engaged units fight"));
  if (bound && ((*card == 3 && attacks >= 3) || (*card == 5 && attacks >= 1)))
    return adj_tgtw_refuse (error, _("11.0: %s (card %d) allows no more attacks in this sector"), c->name, *card);
  if (m->leader >= 0 && (!adj_tgtw_check_leader (s, m->leader, error)
                         || adj_tgtw_state_active_leader (s, (guint) sector, (guint) army) != m->leader))
    return adj_tgtw_refuse (error, _("9.0: only the sector's leader with most stars gives his MCT2 shift and "
                                     "dice"));
  return TRUE;
}

static void
melee_unit (const AdjTgtwState *s, int unit, AdjTgtwMeleeUnit *out)
{
  const AdjTgtwUnit *u = adj_tgtw_state_unit (s, (guint) unit);
  *out = (AdjTgtwMeleeUnit) { u->strength, u->morale, u->type, u->skirmisher_exempt,
                              s->sectors[u->sector].routed[u->army] };
}

void
adj_tgtw_melee_input (const AdjTgtwState *s, const AdjTgtwMove *m, int card, AdjTgtwMeleeInput *in)
{
  *in = (AdjTgtwMeleeInput) { 0 };
  melee_unit (s, m->unit, &in->attacker);
  melee_unit (s, m->other, &in->defender);
  in->disordered = s->units[m->other].status == ADJ_TGTW_DISORDERED;
  in->routed = s->units[m->other].status == ADJ_TGTW_ROUTED;
  in->type_differential = (s->options & ADJ_TGTW_OPTION_TYPE_DIFFERENTIAL) != 0;
  in->dice = 1;
  in->no_leader = m->leader < 0;
  if (m->leader >= 0)
    {
      const AdjTgtwLeader *l = adj_tgtw_state_leader (s, (guint) m->leader);
      in->dice = l->dice;
      in->leader_shift = l->mct2_shift;
    }
  in->charge = card == 6 && adj_tgtw_unit_type_is_cavalry (adj_tgtw_state_unit (s, (guint) m->unit)->type);
  in->attacker_tp = m->tp[0];
  in->defender_tp = m->tp[1];
}

static AdjTgtwCasualtyColumn
column_of (const AdjTgtwMct2Result *cell, gboolean attacker)
{
  if (cell->engaged)
    return ADJ_TGTW_CASUALTY_ENG;
  switch (attacker ? cell->attacker : cell->defender)
    {
    case ADJ_TGTW_HIT_D: return ADJ_TGTW_CASUALTY_D;
    case ADJ_TGTW_HIT_R: return ADJ_TGTW_CASUALTY_R;
    default: return ADJ_TGTW_CASUALTY_E;
    }
}

static void
apply_cell (AdjTgtwState *s, int att, int def, const AdjTgtwMct2Result *cell)
{
  AdjTgtwUnitState *as = &s->units[att], *ds = &s->units[def];
  if (cell->engaged)
    {
      /* Eng.: both engaged, each with the other (7.0). */
      if (as->engaged >= 0)
        s->units[as->engaged].engaged = -1;
      if (ds->engaged >= 0)
        s->units[ds->engaged].engaged = -1;
      as->engaged = def;
      ds->engaged = att;
      return;
    }
  if (as->engaged == def)
    as->engaged = ds->engaged = -1;  /* any other result between them ends it */
  adj_tgtw_hit (s, (guint) att, cell->attacker);
  adj_tgtw_hit (s, (guint) def, cell->defender);
}

gboolean
adj_tgtw_move_melee_input (const AdjTgtwState *s, const AdjTgtwMove *m, AdjTgtwMeleeInput *out, GError **error)
{
  int card = 0;
  if (m->type != ADJ_TGTW_MOVE_MELEE)
    return adj_tgtw_refuse (error, _("not a melee move"));
  if (!check_melee (s, m, &card, error)
      || !check_stacked (s, m->items, m->n_items, adj_tgtw_state_unit (s, (guint) m->unit)->army,
                         adj_tgtw_state_unit (s, (guint) m->other)->army, error))
    return FALSE;
  adj_tgtw_melee_input (s, m, card, out);
  /* 12.0: only the points each army still has; the odds are never shown
   * with points it no longer has. */
  int armies[] = { adj_tgtw_state_unit (s, (guint) m->unit)->army, adj_tgtw_state_unit (s, (guint) m->other)->army };
  for (guint i = 0; i < ADJ_TGTW_N_ARMIES; i++)
    {
      int cost = adj_tgtw_melee_spend_cost (adj_tgtw_state_charts (s), &m->tp[i]);
      if (cost == 0)
        continue;
      if (!(s->options & ADJ_TGTW_OPTION_POINTS))
        return adj_tgtw_refuse (error, _("12.0: tactical points are not in use in this game"));
      if (cost > adj_tgtw_state_tp_left (s, (guint) armies[i]))
        return adj_tgtw_refuse (error, _("12.0: %s has %d tactical points left, not %d"),
                                adj_tgtw_scenario_army (s->scenario, (guint) armies[i])->name,
                                adj_tgtw_state_tp_left (s, (guint) armies[i]), cost);
    }
  return TRUE;
}

int
adj_tgtw_move_melee_tp_left (const AdjTgtwState *s, const AdjTgtwMove *m, guint side)
{
  if (m->type != ADJ_TGTW_MOVE_MELEE || !adj_tgtw_check_unit (s, side ? m->other : m->unit, NULL))
    return 0;
  int army = adj_tgtw_state_unit (s, (guint) (side ? m->other : m->unit))->army;
  return adj_tgtw_state_tp_left (s, (guint) army) - adj_tgtw_melee_spend_cost (adj_tgtw_state_charts (s), &m->tp[side]);
}

gboolean
adj_tgtw_apply_melee (AdjTgtwState *s, const AdjTgtwMove *m, GError **error)
{
  AdjTgtwMeleeInput in;
  if (!adj_tgtw_move_melee_input (s, m, &in, error))
    return FALSE;
  const AdjTgtwUnit *a = adj_tgtw_state_unit (s, (guint) m->unit), *d = adj_tgtw_state_unit (s, (guint) m->other);
  gboolean charge = in.charge;

  AdjTgtwMeleeResult r;
  gboolean ok = adj_tgtw_melee_resolve (adj_tgtw_state_charts (s), &in, &r, error)
                && adj_tgtw_spend (s, a->army, r.tp_spent[0], error)
                && adj_tgtw_spend (s, d->army, r.tp_spent[1], error)
                && adj_tgtw_check_dice_total (&m->dice, ADJ_DIE_D6, r.automatic ? 0 : (guint) r.dice, error);
  AdjTgtwMct2Result cell = { ADJ_TGTW_HIT_NONE, ADJ_TGTW_HIT_E, FALSE };
  if (ok && !r.automatic)
    cell = r.applied[adj_tgtw_mct2_row (adj_tgtw_dice_total (&m->dice) + r.plus)];
  adj_tgtw_melee_result_clear (&r);
  if (!ok)
    return FALSE;

  s->units[m->unit].flags |= ADJ_TGTW_UNIT_ATTACKED;
  s->units[m->other].flags |= ADJ_TGTW_UNIT_DEFENDED;
  s->sectors[a->sector].attacks[a->army]++;
  apply_cell (s, m->unit, m->other, &cell);
  note_stacked (s, m->items, m->n_items, m->unit);
  note_stacked (s, m->items, m->n_items, m->other);
  /* 11.0 card 6: charging cavalry ends disordered. */
  if (charge && s->units[m->unit].status == ADJ_TGTW_ORDERED)
    adj_tgtw_set_status (s, (guint) m->unit, ADJ_TGTW_DISORDERED);
  gboolean att_hit = cell.engaged || cell.attacker != ADJ_TGTW_HIT_NONE;
  gboolean def_hit = cell.engaged || cell.defender != ADJ_TGTW_HIT_NONE;
  return leader_checks (s, m->items, m->n_items, a->army, FALSE, column_of (&cell, TRUE), att_hit, error)
         && leader_checks (s, m->items, m->n_items, d->army, FALSE, column_of (&cell, FALSE), def_hit, error);
}
