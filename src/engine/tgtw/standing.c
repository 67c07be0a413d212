/* Where a game stands: sectors, leaders, the morale losses the Victory
 * Check counts (10.0, 13.0), the step of the Initiative phase. */
#include "tgtw/state-private.h"

#include "core/i18n.h"
#include "tgtw/refuse.h"

static gboolean
listed_in_reserve (const AdjTgtwState *s, int army)
{
  for (guint i = 0; i < s->n_leaders; i++)
    {
      const AdjTgtwLeader *l = adj_tgtw_state_leader (s, i);
      if (l->army == army && l->successor_of < 0 && s->leaders[i].status == ADJ_TGTW_LEADER_RESERVE)
        return TRUE;
    }
  return FALSE;
}

gboolean
adj_tgtw_state_may_replace (const AdjTgtwState *s, guint in, guint out, GError **error)
{
  g_return_val_if_fail (in < s->n_leaders && out < s->n_leaders, FALSE);
  const AdjTgtwLeader *l = adj_tgtw_state_leader (s, in), *o = adj_tgtw_state_leader (s, out);
  const AdjTgtwLeaderState *outs = &s->leaders[out];
  if (s->leaders[in].status != ADJ_TGTW_LEADER_RESERVE || l->army != o->army)
    return adj_tgtw_refuse (error, _("9.0: %s is not a replacement leader of that army"), l->name);
  if ((outs->status != ADJ_TGTW_LEADER_CAPTURED && outs->status != ADJ_TGTW_LEADER_KILLED) || outs->replaced)
    return adj_tgtw_refuse (error, _("9.0: %s is not a captured or killed leader without a replacement"), o->name);
  if (l->successor_of >= 0 && (guint) l->successor_of != out)
    return adj_tgtw_refuse (error, _("9.0: %s may only take %s’s place"), l->name,
                            adj_tgtw_state_leader (s, (guint) l->successor_of)->name);
  /* Ruling 23: the scenario's own replacements come first. */
  if (l->successor_of >= 0 && listed_in_reserve (s, l->army))
    return adj_tgtw_refuse (error, _("9.0: the scenario's replacement leaders come first"));
  return TRUE;
}

int
adj_tgtw_state_stand_in (const AdjTgtwState *s, guint out)
{
  g_return_val_if_fail (out < s->n_leaders, -1);
  /* Most leaders are in play: asked for each row at each action, the
   * answer is at once. */
  if (s->leaders[out].status != ADJ_TGTW_LEADER_CAPTURED && s->leaders[out].status != ADJ_TGTW_LEADER_KILLED)
    return -1;
  for (guint i = 0; i < s->n_leaders; i++)
    if (adj_tgtw_state_leader (s, i)->successor_of == (int) out)
      return adj_tgtw_state_may_replace (s, i, out, NULL) ? (int) i : -1;
  return -1;
}

gboolean
adj_tgtw_state_leader_unused_stand_in (const AdjTgtwState *s, guint leader)
{
  g_return_val_if_fail (leader < s->n_leaders, FALSE);
  return adj_tgtw_state_leader (s, leader)->successor_of >= 0 && s->leaders[leader].status == ADJ_TGTW_LEADER_RESERVE;
}

int
adj_tgtw_state_active_leader (const AdjTgtwState *s, guint sector, guint army)
{
  int best = -1;
  for (guint i = 0; i < s->n_leaders; i++)
    {
      const AdjTgtwLeader *l = adj_tgtw_state_leader (s, i), *b = best >= 0 ? adj_tgtw_state_leader (s, best) : NULL;
      if (l->army != (int) army || s->leaders[i].sector != (int) sector
          || s->leaders[i].status != ADJ_TGTW_LEADER_ACTIVE)
        continue;
      /* Most stars (9.0); then the higher initiative bonus, then the
       * scenario's order (docs/tgtw.md). */
      if (b == NULL || l->stars > b->stars || (l->stars == b->stars && l->initiative > b->initiative))
        best = (int) i;
    }
  return best;
}

void
adj_tgtw_state_sector (const AdjTgtwState *s, guint sector, AdjTgtwSectorStanding *out)
{
  const AdjTgtwSectorState *x = &s->sectors[sector];
  g_return_if_fail (sector < adj_tgtw_scenario_n_sectors (s->scenario));
  out->decided = x->decided;
  out->winner = x->winner;
  out->first = x->first;
  out->rolled = x->rolled;
  out->rerolls = x->rerolls;
  out->position = -1;
  for (guint i = 0; i < ADJ_TGTW_MAX_SECTORS; i++)
    if (s->order[i] == (int) sector)
      out->position = (int) i;
  for (guint a = 0; a < ADJ_TGTW_N_ARMIES; a++)
    {
      out->die[a] = x->die[a];
      out->bonus[a] = x->bonus[a];
      out->plus[a] = x->plus[a];
      out->total[a] = x->total[a];
      out->card[a] = adj_tgtw_state_card (s, a, sector);
      out->attacks[a] = x->attacks[a];
      out->routed[a] = x->routed[a];
      out->active_leader[a] = adj_tgtw_state_active_leader (s, sector, a);
    }
}

int
adj_tgtw_state_sector_at (const AdjTgtwState *s, guint position)
{
  return position < ADJ_TGTW_MAX_SECTORS ? s->order[position] : -1;
}

gboolean
adj_tgtw_state_acting (const AdjTgtwState *s, int *sector, int *army)
{
  if (s->phase != ADJ_TGTW_PHASE_ACTION || s->action_pos >= adj_tgtw_scenario_n_sectors (s->scenario))
    return FALSE;
  int sec = s->order[s->action_pos];
  int first = s->sectors[sec].first;
  if (sector != NULL)
    *sector = sec;
  if (army != NULL)
    *army = s->action_second ? 1 - first : first;
  return TRUE;
}

AdjTgtwInitStep
adj_tgtw_state_init_step (const AdjTgtwState *s)
{
  guint n = adj_tgtw_scenario_n_sectors (s->scenario);
  for (guint i = 0; i < n; i++)
    if (!s->sectors[i].decided)
      return ADJ_TGTW_INIT_ROLLS;
  for (guint i = 0; i < n; i++)
    if (s->sectors[i].first < 0)
      return ADJ_TGTW_INIT_FIRST;
  if ((s->options & ADJ_TGTW_OPTION_CARDS) && !adj_tgtw_state_cards_revealed (s))
    return ADJ_TGTW_INIT_CARDS;
  return ADJ_TGTW_INIT_DONE;
}

void
adj_tgtw_state_tally (const AdjTgtwState *s, guint army, int sector, AdjTgtwTally *out)
{
  const AdjTgtwCharts *c = adj_tgtw_state_charts (s);
  const AdjTgtwArmy *a = adj_tgtw_scenario_army (s->scenario, army);
  *out = (AdjTgtwTally) { 0 };
  for (guint i = 0; i < s->n_units; i++)
    {
      const AdjTgtwUnit *u = adj_tgtw_state_unit (s, i);
      if (u->army != (int) army || (sector >= 0 && u->sector != sector))
        continue;
      switch (s->units[i].status)
        {
        case ADJ_TGTW_ELIMINATED: out->eliminated += adj_tgtw_charts_loss (c, ADJ_TGTW_LOSS_ELIMINATED, u->strength); break;
        case ADJ_TGTW_ROUTED: out->routed += adj_tgtw_charts_loss (c, ADJ_TGTW_LOSS_ROUTED, u->strength); break;
        case ADJ_TGTW_DISORDERED: out->disordered += adj_tgtw_charts_loss (c, ADJ_TGTW_LOSS_DISORDERED, u->strength); break;
        default: break;
        }
    }
  for (guint i = 0; i < s->n_leaders; i++)
    {
      const AdjTgtwLeader *l = adj_tgtw_state_leader (s, i);
      /* A leader counts in the sector he was given by the scenario. */
      if (l->army != (int) army || (sector >= 0 && l->sector != sector))
        continue;
      switch (s->leaders[i].status)
        {
        case ADJ_TGTW_LEADER_WOUNDED: out->leaders += adj_tgtw_charts_loss (c, ADJ_TGTW_LOSS_WOUNDED, l->stars); break;
        case ADJ_TGTW_LEADER_CAPTURED: out->leaders += adj_tgtw_charts_loss (c, ADJ_TGTW_LOSS_CAPTURED, l->stars); break;
        case ADJ_TGTW_LEADER_KILLED: out->leaders += adj_tgtw_charts_loss (c, ADJ_TGTW_LOSS_KILLED, l->stars); break;
        default: break;
        }
    }
  out->total = out->eliminated + out->routed + out->disordered + out->leaders;
  if (sector < 0)
    out->rout_level = a->rout_level;
  else if (a->sector_rout[sector] >= 0)
    {
      /* 13.0: the sector's card this turn moves its rout level. */
      int card = adj_tgtw_state_card (s, army, (guint) sector);
      const AdjTgtwCard *k = adj_tgtw_charts_card (c, card);
      out->rout_level = a->sector_rout[sector] + (k != NULL ? k->morale : 0);
    }
  else
    out->rout_level = -1;
  out->reached = out->rout_level >= 0 && out->total >= out->rout_level;
}

void
adj_tgtw_state_morale_input (const AdjTgtwState *s, guint unit, int leader, AdjTgtwMoraleInput *out)
{
  const AdjTgtwUnit *u = adj_tgtw_state_unit (s, unit);
  *out = (AdjTgtwMoraleInput) { 0 };
  out->morale = u->morale;
  out->card = adj_tgtw_state_card (s, (guint) u->army, (guint) u->sector);
  if (leader >= 0 && (guint) leader < s->n_leaders)
    {
      const AdjTgtwLeader *l = adj_tgtw_state_leader (s, (guint) leader);
      out->leader = l->morale;
      /* 2.1: a rally-dot leader recovers a routed unit he is stacked with
       * in the Rally phase, without a roll. */
      out->automatic = l->rally && s->phase == ADJ_TGTW_PHASE_RALLY && s->units[unit].status == ADJ_TGTW_ROUTED;
    }
}

void
adj_tgtw_state_initiative_input (const AdjTgtwState *s, guint sector, AdjTgtwInitiativeInput *out)
{
  *out = (AdjTgtwInitiativeInput) { 0 };
  g_return_if_fail (sector < adj_tgtw_scenario_n_sectors (s->scenario));
  for (guint a = 0; a < ADJ_TGTW_N_ARMIES; a++)
    {
      int leader = adj_tgtw_state_active_leader (s, sector, a);
      out->bonus[a] = leader >= 0 ? adj_tgtw_state_leader (s, (guint) leader)->initiative : 0;
    }
}

void
adj_tgtw_state_casualty_input (const AdjTgtwState *s, guint i, AdjTgtwCasualtyInput *out)
{
  *out = (AdjTgtwCasualtyInput) { 0 };
  out->stars = -1;
  g_return_if_fail (i < s->n_pending && s->pending[i].kind == ADJ_TGTW_PENDING_CASUALTY);
  out->missile = s->pending[i].missile;
  out->column = s->pending[i].column;
  out->stars = adj_tgtw_state_leader (s, (guint) s->pending[i].index)->stars;
}
