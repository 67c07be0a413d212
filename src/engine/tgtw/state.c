/* The game state's life and plain getters (state.h). */
#include "tgtw/state-private.h"

#include <string.h>

#include "core/i18n.h"
#include "core/procedure.h"

static const char *const phase_ids[] = {
  "initiative", "missile_1", "action", "rally", "missile_2", "victory", "over",
};
static const char *const phase_names[] = {
  N_("Initiative Phase"), N_("First Missile Phase"), N_("Action Phase"), N_("Rally and Morale Phase"),
  N_("Second Missile Phase"), N_("Victory Check"), N_("The battle is over"),
};

const char *
adj_tgtw_phase_to_string (AdjTgtwPhase phase)
{
  return (guint) phase < G_N_ELEMENTS (phase_ids) ? phase_ids[phase] : "?";
}

const char *
adj_tgtw_phase_name (AdjTgtwPhase phase)
{
  return (guint) phase < G_N_ELEMENTS (phase_names) ? _(phase_names[phase]) : "?";
}

AdjTgtwState *
adj_tgtw_state_new (AdjTgtwScenario *scenario, guint options)
{
  return adj_tgtw_state_new_at (scenario, options, ADJ_PROCEDURE_CURRENT);
}

AdjTgtwState *
adj_tgtw_state_new_at (AdjTgtwScenario *scenario, guint options, int procedure)
{
  AdjTgtwState *s = g_new0 (AdjTgtwState, 1);
  s->procedure = procedure;
  g_atomic_ref_count_init (&s->ref);
  s->scenario = adj_tgtw_scenario_ref (scenario);
  s->options = options & ADJ_TGTW_ALL_OPTIONS;
  s->turn = 1;
  s->phase = ADJ_TGTW_PHASE_INITIATIVE;
  s->result = -1;
  for (guint i = 0; i < ADJ_TGTW_MAX_SECTORS; i++)
    {
      s->order[i] = -1;
      s->sectors[i].winner = s->sectors[i].first = -1;
    }
  s->n_units = adj_tgtw_scenario_n_units (scenario);
  s->n_leaders = adj_tgtw_scenario_n_leaders (scenario);
  s->units = g_new0 (AdjTgtwUnitState, MAX (s->n_units, 1));
  s->leaders = g_new0 (AdjTgtwLeaderState, MAX (s->n_leaders, 1));
  for (guint i = 0; i < s->n_units; i++)
    s->units[i].engaged = -1;
  for (guint i = 0; i < s->n_leaders; i++)
    {
      const AdjTgtwLeader *l = adj_tgtw_scenario_leader (scenario, i);
      s->leaders[i].status = l->replacement ? ADJ_TGTW_LEADER_RESERVE : ADJ_TGTW_LEADER_ACTIVE;
      s->leaders[i].sector = l->sector;
    }
  return s;
}

AdjTgtwState *
adj_tgtw_state_copy (const AdjTgtwState *from)
{
  AdjTgtwState *s = g_new (AdjTgtwState, 1);
  *s = *from;
  g_atomic_ref_count_init (&s->ref);
  adj_tgtw_scenario_ref (s->scenario);
  s->units = g_memdup2 (from->units, sizeof (AdjTgtwUnitState) * MAX (from->n_units, 1));
  s->leaders = g_memdup2 (from->leaders, sizeof (AdjTgtwLeaderState) * MAX (from->n_leaders, 1));
  return s;
}

AdjTgtwState *
adj_tgtw_state_ref (AdjTgtwState *s)
{
  g_atomic_ref_count_inc (&s->ref);
  return s;
}

void
adj_tgtw_state_unref (AdjTgtwState *s)
{
  if (s == NULL || !g_atomic_ref_count_dec (&s->ref))
    return;
  adj_tgtw_scenario_unref (s->scenario);
  g_free (s->units);
  g_free (s->leaders);
  g_free (s);
}

gboolean
adj_tgtw_state_equal (const AdjTgtwState *a, const AdjTgtwState *b)
{
  /* Field by field: the struct has padding, so no memcmp of the whole. */
  if ((a->scenario != b->scenario
       && g_strcmp0 (adj_tgtw_scenario_get_hash (a->scenario), adj_tgtw_scenario_get_hash (b->scenario)) != 0)
      || a->options != b->options || a->procedure != b->procedure || a->turn != b->turn || a->phase != b->phase
      || a->action_pos != b->action_pos || a->action_second != b->action_second || a->result != b->result
      || a->n_pending != b->n_pending || memcmp (a->order, b->order, sizeof a->order) != 0
      || memcmp (a->cards_chosen, b->cards_chosen, sizeof a->cards_chosen) != 0
      || memcmp (a->tp_spent, b->tp_spent, sizeof a->tp_spent) != 0)
    return FALSE;
  for (guint i = 0; i < ADJ_TGTW_MAX_SECTORS; i++)
    {
      const AdjTgtwSectorState *x = &a->sectors[i], *y = &b->sectors[i];
      if (x->decided != y->decided || x->rolled != y->rolled || x->winner != y->winner || x->first != y->first
          || x->rerolls != y->rerolls || memcmp (x->die, y->die, sizeof x->die) != 0
          || memcmp (x->plus, y->plus, sizeof x->plus) != 0 || memcmp (x->bonus, y->bonus, sizeof x->bonus) != 0
          || memcmp (x->total, y->total, sizeof x->total) != 0 || memcmp (x->card, y->card, sizeof x->card) != 0
          || memcmp (x->attacks, y->attacks, sizeof x->attacks) != 0
          || memcmp (x->routed, y->routed, sizeof x->routed) != 0)
        return FALSE;
    }
  for (guint i = 0; i < a->n_units; i++)
    if (a->units[i].status != b->units[i].status || a->units[i].flags != b->units[i].flags
        || a->units[i].engaged != b->units[i].engaged)
      return FALSE;
  for (guint i = 0; i < a->n_leaders; i++)
    if (a->leaders[i].status != b->leaders[i].status || a->leaders[i].replaced != b->leaders[i].replaced
        || a->leaders[i].back_turn != b->leaders[i].back_turn || a->leaders[i].sector != b->leaders[i].sector)
      return FALSE;
  for (guint i = 0; i < a->n_pending; i++)
    if (a->pending[i].kind != b->pending[i].kind || a->pending[i].index != b->pending[i].index
        || a->pending[i].missile != b->pending[i].missile || a->pending[i].column != b->pending[i].column
        || a->pending[i].stacked != b->pending[i].stacked)
      return FALSE;
  return TRUE;
}

AdjTgtwScenario *adj_tgtw_state_get_scenario (const AdjTgtwState *s) { return s->scenario; }
guint adj_tgtw_state_get_options (const AdjTgtwState *s) { return s->options; }
int adj_tgtw_state_get_procedure (const AdjTgtwState *s) { return s->procedure; }
int adj_tgtw_state_get_turn (const AdjTgtwState *s) { return s->turn; }
AdjTgtwPhase adj_tgtw_state_get_phase (const AdjTgtwState *s) { return s->phase; }
guint adj_tgtw_state_n_pending (const AdjTgtwState *s) { return s->n_pending; }
int adj_tgtw_state_winner (const AdjTgtwState *s) { return s->result; }
int adj_tgtw_state_tp_spent (const AdjTgtwState *s, guint army) { return army < 2 ? s->tp_spent[army] : 0; }
gboolean adj_tgtw_state_cards_chosen (const AdjTgtwState *s, guint army) { return army < 2 && s->cards_chosen[army]; }

const AdjTgtwCharts *
adj_tgtw_state_charts (const AdjTgtwState *s)
{
  return adj_tgtw_scenario_get_charts (s->scenario);
}

const AdjTgtwUnit *
adj_tgtw_state_unit (const AdjTgtwState *s, guint unit)
{
  return adj_tgtw_scenario_unit (s->scenario, unit);
}

const AdjTgtwLeader *
adj_tgtw_state_leader (const AdjTgtwState *s, guint leader)
{
  return adj_tgtw_scenario_leader (s->scenario, leader);
}

int
adj_tgtw_state_morale_leader (const AdjTgtwState *s, guint unit)
{
  for (guint i = 0; i < s->n_pending; i++)
    {
      const AdjTgtwPending *p = &s->pending[i];
      if (p->kind == ADJ_TGTW_PENDING_MORALE && p->index == (int) unit)
        return p->stacked >= 0 && s->leaders[p->stacked].status == ADJ_TGTW_LEADER_ACTIVE ? p->stacked : -1;
    }
  return -1;
}

const AdjTgtwPending *
adj_tgtw_state_pending (const AdjTgtwState *s, guint i)
{
  g_return_val_if_fail (i < s->n_pending, NULL);
  return &s->pending[i];
}

AdjTgtwStatus
adj_tgtw_state_unit_status (const AdjTgtwState *s, guint unit)
{
  g_return_val_if_fail (unit < s->n_units, ADJ_TGTW_ELIMINATED);
  return s->units[unit].status;
}

guint
adj_tgtw_state_unit_flags (const AdjTgtwState *s, guint unit)
{
  g_return_val_if_fail (unit < s->n_units, 0);
  return s->units[unit].flags;
}

int
adj_tgtw_state_unit_engaged (const AdjTgtwState *s, guint unit)
{
  g_return_val_if_fail (unit < s->n_units, -1);
  return s->units[unit].engaged;
}

AdjTgtwLeaderStatus
adj_tgtw_state_leader_status (const AdjTgtwState *s, guint leader)
{
  g_return_val_if_fail (leader < s->n_leaders, ADJ_TGTW_LEADER_KILLED);
  return s->leaders[leader].status;
}

int
adj_tgtw_state_leader_back_turn (const AdjTgtwState *s, guint leader)
{
  g_return_val_if_fail (leader < s->n_leaders, 0);
  return s->leaders[leader].status == ADJ_TGTW_LEADER_WOUNDED ? s->leaders[leader].back_turn : 0;
}

int
adj_tgtw_state_leader_sector (const AdjTgtwState *s, guint leader)
{
  g_return_val_if_fail (leader < s->n_leaders, -1);
  return s->leaders[leader].sector;
}

int
adj_tgtw_state_tp_left (const AdjTgtwState *s, guint army)
{
  g_return_val_if_fail (army < ADJ_TGTW_N_ARMIES, 0);
  return adj_tgtw_scenario_army (s->scenario, army)->tactical_points - s->tp_spent[army];
}

gboolean
adj_tgtw_state_cards_revealed (const AdjTgtwState *s)
{
  return s->cards_chosen[0] && s->cards_chosen[1];
}

int
adj_tgtw_state_own_card (const AdjTgtwState *s, guint army, guint sector)
{
  g_return_val_if_fail (army < ADJ_TGTW_N_ARMIES && sector < ADJ_TGTW_MAX_SECTORS, 0);
  return s->sectors[sector].card[army];
}

int
adj_tgtw_state_card (const AdjTgtwState *s, guint army, guint sector)
{
  return adj_tgtw_state_cards_revealed (s) ? adj_tgtw_state_own_card (s, army, sector) : 0;
}
