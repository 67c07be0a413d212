/* The turn's bookkeeping: initiative per sector and the order of sectors
 * (4.0), who acts first (3.0), tactical cards (11.0), the phases (3.0) and
 * the Victory Check (10.0, 13.0). */
#include "tgtw/apply-private.h"

#include "core/i18n.h"
#include "core/procedure.h"
#include "tgtw/morale.h"

static guint
n_sectors (const AdjTgtwState *s)
{
  return adj_tgtw_scenario_n_sectors (s->scenario);
}

static gboolean
check_sector (const AdjTgtwState *s, int sector, GError **error)
{
  return (sector >= 0 && (guint) sector < n_sectors (s)) || adj_tgtw_refuse (error, _("no such sector"));
}

/* 4.0: the best winning total goes first; equal totals keep the scenario's
 * order of sectors (docs/tgtw.md). */
static void
set_order (AdjTgtwState *s)
{
  guint n = n_sectors (s);
  for (guint i = 0; i < n; i++)
    s->order[i] = (int) i;
  for (guint i = 1; i < n; i++)
    for (guint j = i; j > 0; j--)
      {
        const AdjTgtwSectorState *a = &s->sectors[s->order[j - 1]], *b = &s->sectors[s->order[j]];
        if (b->total[b->winner] <= a->total[a->winner])
          break;
        int t = s->order[j];
        s->order[j] = s->order[j - 1];
        s->order[j - 1] = t;
      }
}

gboolean
adj_tgtw_apply_initiative (AdjTgtwState *s, const AdjTgtwMove *m, GError **error)
{
  if (s->phase != ADJ_TGTW_PHASE_INITIATIVE)
    return adj_tgtw_refuse (error, _("4.0: initiative is rolled in the Initiative phase"));
  if (!check_sector (s, m->sector, error))
    return FALSE;
  AdjTgtwSectorState *x = &s->sectors[m->sector];
  if (x->decided)
    return adj_tgtw_refuse (error, _("4.0: %s already has its initiative"),
                            adj_tgtw_scenario_sector (s->scenario, (guint) m->sector)->name);
  if (!adj_tgtw_check_dice (&m->dice, ADJ_DIE_D10X, ADJ_TGTW_N_ARMIES, error))
    return FALSE;
  AdjTgtwInitiativeInput in;
  adj_tgtw_state_initiative_input (s, (guint) m->sector, &in);
  for (guint a = 0; a < ADJ_TGTW_N_ARMIES; a++)
    {
      if (!adj_tgtw_spend_die (s, (int) a, m->plus[a], error))
        return FALSE;
      x->bonus[a] = in.bonus[a];
      x->die[a] = m->dice.values[a];
      x->plus[a] = m->plus[a];
      x->total[a] = x->die[a] + x->bonus[a] + x->plus[a];
    }
  x->rolled = TRUE;
  int winner = adj_tgtw_initiative_decide (x->total, x->bonus);
  if (winner < 0)
    {
      x->rerolls++;  /* a tie between equal bonuses: both roll again (4.0) */
      return TRUE;
    }
  x->winner = winner;
  x->decided = TRUE;
  for (guint i = 0; i < n_sectors (s); i++)
    if (!s->sectors[i].decided)
      return TRUE;
  set_order (s);
  return TRUE;
}

gboolean
adj_tgtw_apply_first (AdjTgtwState *s, const AdjTgtwMove *m, GError **error)
{
  if (s->phase != ADJ_TGTW_PHASE_INITIATIVE)
    return adj_tgtw_refuse (error, _("3.0: who acts first is chosen in the Initiative phase"));
  if (!check_sector (s, m->sector, error))
    return FALSE;
  AdjTgtwSectorState *x = &s->sectors[m->sector];
  if (!x->decided || x->first >= 0)
    return adj_tgtw_refuse (error, _("3.0: %s has no winner waiting to choose who acts first"),
                            adj_tgtw_scenario_sector (s->scenario, (guint) m->sector)->name);
  if (m->army < 0 || m->army >= ADJ_TGTW_N_ARMIES)
    return adj_tgtw_refuse (error, _("no such army"));
  x->first = m->army;
  return TRUE;
}

/* 11.0: a card fits a sector where the army has a unit in play of a type
 * the card is for; a sector without units in play takes none. */
gboolean
adj_tgtw_move_card_allowed (const AdjTgtwState *s, guint army, guint sector, int card, GError **error)
{
  if (army >= ADJ_TGTW_N_ARMIES)
    return adj_tgtw_refuse (error, _("no such army"));
  if (!check_sector (s, (int) sector, error))
    return FALSE;
  const AdjTgtwCard *c = adj_tgtw_charts_card (adj_tgtw_state_charts (s), card);
  const char *name = adj_tgtw_scenario_sector (s->scenario, sector)->name;
  guint present = 0;
  for (guint i = 0; i < s->n_units; i++)
    {
      const AdjTgtwUnit *u = adj_tgtw_state_unit (s, i);
      if (u->army == (int) army && u->sector == (int) sector && s->units[i].status != ADJ_TGTW_ELIMINATED)
        present |= ADJ_TGTW_TYPE_BIT (u->type);
    }
  if (card == 0)
    return present == 0 || adj_tgtw_refuse (error, _("11.0: %s needs a tactical card"), name);
  if (c == NULL)
    return adj_tgtw_refuse (error, _("11.0: there is no tactical card %d (1 to 7)"), card);
  if (present == 0)
    return adj_tgtw_refuse (error, _("11.0: the army has no unit in %s to play a card"), name);
  if ((present & c->types) == 0)
    return adj_tgtw_refuse (error, _("11.0: %s (card %d) is for units the army does not have in %s"), c->name,
                            card, name);
  return TRUE;
}

gboolean
adj_tgtw_apply_cards (AdjTgtwState *s, const AdjTgtwMove *m, GError **error)
{
  if (!(s->options & ADJ_TGTW_OPTION_CARDS))
    return adj_tgtw_refuse (error, _("11.0: tactical cards are not in use in this game"));
  if (s->phase != ADJ_TGTW_PHASE_INITIATIVE || adj_tgtw_state_init_step (s) != ADJ_TGTW_INIT_CARDS)
    return adj_tgtw_refuse (error, _("11.0: cards are chosen once the initiative is determined"));
  if (m->army < 0 || m->army >= ADJ_TGTW_N_ARMIES)
    return adj_tgtw_refuse (error, _("no such army"));
  if (s->cards_chosen[m->army])
    return adj_tgtw_refuse (error, _("11.0: %s has chosen its cards"),
                            adj_tgtw_scenario_army (s->scenario, (guint) m->army)->name);
  for (guint i = 0; i < ADJ_TGTW_MAX_SECTORS; i++)
    {
      if (i >= n_sectors (s))
        {
          if (m->cards[i] != 0)
            return adj_tgtw_refuse (error, _("no such sector"));
          continue;
        }
      if (!adj_tgtw_move_card_allowed (s, (guint) m->army, i, m->cards[i], error))
        return FALSE;
      s->sectors[i].card[m->army] = m->cards[i];
    }
  s->cards_chosen[m->army] = TRUE;
  return TRUE;
}

static void
begin_missile_phase (AdjTgtwState *s, AdjTgtwPhase phase)
{
  s->phase = phase;
  for (guint i = 0; i < s->n_units; i++)
    {
      /* 3.0: only units ordered when the phase begins fire; fire is
       * simultaneous, so what happens to them during it does not matter. */
      guint8 f = s->units[i].flags & ~(ADJ_TGTW_UNIT_FIRED | ADJ_TGTW_UNIT_READY);
      s->units[i].flags = f | (s->units[i].status == ADJ_TGTW_ORDERED ? ADJ_TGTW_UNIT_READY : 0);
    }
}

static void
new_turn (AdjTgtwState *s)
{
  s->turn++;
  s->phase = ADJ_TGTW_PHASE_INITIATIVE;
  for (guint i = 0; i < ADJ_TGTW_MAX_SECTORS; i++)
    {
      gboolean routed[ADJ_TGTW_N_ARMIES] = { s->sectors[i].routed[0], s->sectors[i].routed[1] };
      s->sectors[i] = (AdjTgtwSectorState) { 0 };
      s->sectors[i].winner = s->sectors[i].first = -1;
      s->sectors[i].routed[0] = routed[0];  /* 13.0: for good */
      s->sectors[i].routed[1] = routed[1];
      s->order[i] = -1;
    }
  s->action_pos = s->action_second = 0;
  s->cards_chosen[0] = s->cards_chosen[1] = FALSE;
  for (guint i = 0; i < s->n_units; i++)
    s->units[i].flags = 0;
  for (guint i = 0; i < s->n_leaders; i++)
    if (s->leaders[i].status == ADJ_TGTW_LEADER_WOUNDED && s->turn >= s->leaders[i].back_turn)
      s->leaders[i].status = ADJ_TGTW_LEADER_ACTIVE;  /* 9.0 */
}

static void
victory_check (AdjTgtwState *s)
{
  gboolean routs[ADJ_TGTW_N_ARMIES];
  AdjTgtwTally t;
  for (guint a = 0; a < ADJ_TGTW_N_ARMIES; a++)
    {
      adj_tgtw_state_tally (s, a, -1, &t);
      routs[a] = t.reached;
      for (guint i = 0; i < n_sectors (s); i++)
        {
          adj_tgtw_state_tally (s, a, (int) i, &t);
          if (t.reached)
            s->sectors[i].routed[a] = TRUE;
        }
    }
  if (!routs[0] && !routs[1])
    {
      new_turn (s);
      return;
    }
  s->phase = ADJ_TGTW_PHASE_OVER;
  s->result = routs[0] && routs[1] ? -1 : routs[0] ? 1 : 0;
}

gboolean
adj_tgtw_apply_next (AdjTgtwState *s, gboolean overrule, GError **error)
{
  if (overrule && !adj_tgtw_state_overrulable (s))
    return adj_tgtw_refuse (error, _("the step owes nothing the players could overrule: use Next"));
  if (!overrule && adj_tgtw_state_overrulable (s))
    {
      /* 3.0 phase 4, 8.0: the phase ends when every disordered unit has
       * rallied or checked and every routed unit has checked. */
      GPtrArray *owed = adj_tgtw_state_owed (s);
      GString *names = g_string_new (NULL);
      for (guint i = 0; i < owed->len; i++)
        {
          AdjStepItem *item = g_ptr_array_index (owed, i);
          for (guint j = 0; j < item->units->len; j++)
            {
              int u = adj_tgtw_scenario_find_unit (s->scenario, g_ptr_array_index (item->units, j));
              g_string_append_printf (names, "%s%s", names->len ? ", " : "", adj_tgtw_state_unit (s, (guint) u)->name);
            }
        }
      g_ptr_array_unref (owed);
      g_autofree char *list = g_string_free (names, FALSE);
      /* TRANSLATORS: the units that still rally or check morale */
      return adj_tgtw_refuse (error, _("3.0, 8.0: the Rally and Morale phase ends when every disordered unit has "
                                       "rallied or checked and every routed unit has checked; still to do: %s"),
                              list);
    }
  switch (s->phase)
    {
    case ADJ_TGTW_PHASE_INITIATIVE:
      switch (adj_tgtw_state_init_step (s))
        {
        case ADJ_TGTW_INIT_ROLLS: return adj_tgtw_refuse (error, _("4.0: every sector rolls for initiative first"));
        case ADJ_TGTW_INIT_FIRST: return adj_tgtw_refuse (error, _("3.0: every sector's winner chooses who acts first"));
        case ADJ_TGTW_INIT_CARDS: return adj_tgtw_refuse (error, _("11.0: both armies choose their cards first"));
        default: break;
        }
      begin_missile_phase (s, ADJ_TGTW_PHASE_MISSILE_1);
      return TRUE;
    case ADJ_TGTW_PHASE_MISSILE_1:
      s->phase = ADJ_TGTW_PHASE_ACTION;
      s->action_pos = s->action_second = 0;
      return TRUE;
    case ADJ_TGTW_PHASE_ACTION:
      if (s->action_second == 0)
        s->action_second = 1;
      else
        {
          s->action_second = 0;
          if (++s->action_pos >= n_sectors (s))
            {
              s->phase = ADJ_TGTW_PHASE_RALLY;
              for (guint i = 0; i < s->n_units; i++)
                s->units[i].flags &= (guint8) ~ADJ_TGTW_UNIT_CHECKED;
            }
        }
      return TRUE;
    case ADJ_TGTW_PHASE_RALLY:
      begin_missile_phase (s, ADJ_TGTW_PHASE_MISSILE_2);
      return TRUE;
    case ADJ_TGTW_PHASE_MISSILE_2:
      s->phase = ADJ_TGTW_PHASE_VICTORY;
      return TRUE;
    case ADJ_TGTW_PHASE_VICTORY:
      victory_check (s);
      return TRUE;
    default:
      return adj_tgtw_refuse (error, _("10.0: the battle is over"));
    }
}
