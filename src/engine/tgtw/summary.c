/* The prompt, the headline and the summary (summary.h). */
#include "tgtw/summary.h"

#include "core/i18n.h"
#include "tgtw/state-private.h"

static int
first_sector (const AdjTgtwState *s, gboolean want_roll)
{
  for (guint i = 0; i < adj_tgtw_scenario_n_sectors (s->scenario); i++)
    if (want_roll ? !s->sectors[i].decided : s->sectors[i].first < 0)
      return (int) i;
  return -1;
}

void
adj_tgtw_state_prompt (const AdjTgtwState *s, const char **text, const char **rule, int *side)
{
  int sector, army;
  *side = -1;
  if (s->n_pending > 0)
    {
      const AdjTgtwPending *p = &s->pending[0];
      gboolean morale = p->kind == ADJ_TGTW_PENDING_MORALE;
      *text = morale ? _("A unit hit by a rout result checks morale: pass and it is only disordered, fail and it routs")
                     : _("A leader stacked with a unit hit rolls on the leader casualty table");
      *rule = morale ? "8.0" : "9.0";
      *side = morale ? adj_tgtw_state_unit (s, (guint) p->index)->army : adj_tgtw_state_leader (s, (guint) p->index)->army;
      return;
    }
  switch (s->phase)
    {
    case ADJ_TGTW_PHASE_INITIATIVE:
      switch (adj_tgtw_state_init_step (s))
        {
        case ADJ_TGTW_INIT_ROLLS:
          *text = _("Each army rolls a d10 for the sector and adds its sector leader's bonus");
          *rule = "4.0";
          return;
        case ADJ_TGTW_INIT_FIRST:
          *text = _("The sector's winner chooses which army acts first there");
          *rule = "3.0";
          *side = s->sectors[first_sector (s, FALSE)].winner;
          return;
        case ADJ_TGTW_INIT_CARDS:
          *text = _("Choose a tactical card for each sector in secret, then pass the device");
          *rule = "11.0";
          *side = s->cards_chosen[0] ? 1 : 0;
          return;
        default:
          *text = _("Initiative is settled: on to the first missile phase");
          *rule = "3.0";
          return;
        }
    case ADJ_TGTW_PHASE_MISSILE_1:
      *text = _("Both armies fire with ordered missile units that see a target");
      *rule = "5.0";
      return;
    case ADJ_TGTW_PHASE_ACTION:
      adj_tgtw_state_acting (s, &sector, &army);
      *text = _("The acting army moves and fights with its units in this sector");
      *rule = "4.0";
      *side = army;
      return;
    case ADJ_TGTW_PHASE_RALLY:
      *text = _("Disordered units not engaged rally; those beside ordered enemies and routed units check morale");
      *rule = "8.0";
      return;
    case ADJ_TGTW_PHASE_MISSILE_2:
      *text = _("Both armies fire with units that neither moved nor fought in the Action phase");
      *rule = "3.0";
      return;
    case ADJ_TGTW_PHASE_VICTORY:
      *text = _("Each army's morale losses against its rout level: who routs?");
      *rule = "10.0";
      return;
    default:
      *text = s->result < 0 ? _("Both armies routed: the battle is a draw") : _("An army has routed: the battle is over");
      *rule = "10.0";
      *side = s->result;
      return;
    }
}

char *
adj_tgtw_state_headline (const AdjTgtwState *s)
{
  int sector, army;
  if (s->phase == ADJ_TGTW_PHASE_OVER)
    return s->result < 0 ? g_strdup_printf (_("Turn %d: a draw, both armies routed"), s->turn)
                         : g_strdup_printf (_("Turn %d: %s win"), s->turn,
                                            adj_tgtw_scenario_army (s->scenario, (guint) s->result)->name);
  if (adj_tgtw_state_acting (s, &sector, &army))
    /* TRANSLATORS: the turn, the phase's name, a sector, an army */
    return g_strdup_printf (_("Turn %d, %s: %s, %s"), s->turn, adj_tgtw_phase_name (s->phase),
                            adj_tgtw_scenario_sector (s->scenario, (guint) sector)->name,
                            adj_tgtw_scenario_army (s->scenario, (guint) army)->name);
  return g_strdup_printf (_("Turn %d, %s"), s->turn, adj_tgtw_phase_name (s->phase));
}

static json_object *
tally_json (const AdjTgtwState *s, guint army, int sector)
{
  AdjTgtwTally t;
  adj_tgtw_state_tally (s, army, sector, &t);
  json_object *o = json_object_new_object ();
  json_object_object_add (o, "losses", json_object_new_int (t.total));
  json_object_object_add (o, "eliminated", json_object_new_int (t.eliminated));
  json_object_object_add (o, "routed", json_object_new_int (t.routed));
  json_object_object_add (o, "disordered", json_object_new_int (t.disordered));
  json_object_object_add (o, "leaders", json_object_new_int (t.leaders));
  json_object_object_add (o, "rout_level", t.rout_level >= 0 ? json_object_new_int (t.rout_level) : NULL);
  json_object_object_add (o, "reached", json_object_new_boolean (t.reached));
  return o;
}

static json_object *
army_json (const AdjTgtwState *s, guint a)
{
  const AdjTgtwArmy *army = adj_tgtw_scenario_army (s->scenario, a);
  json_object *o = tally_json (s, a, -1);
  json_object_object_add (o, "id", json_object_new_string (army->id));
  json_object_object_add (o, "name", json_object_new_string (army->name));
  json_object_object_add (o, "tactical_points_left", json_object_new_int (adj_tgtw_state_tp_left (s, a)));
  json_object_object_add (o, "cards_chosen", json_object_new_boolean (s->cards_chosen[a]));
  return o;
}

static json_object *
by_army (const AdjTgtwState *s, int value_of_army)
{
  return value_of_army >= 0
           ? json_object_new_string (adj_tgtw_scenario_army (s->scenario, (guint) value_of_army)->id)
           : NULL;
}

static json_object *
sector_json (const AdjTgtwState *s, guint i)
{
  AdjTgtwSectorStanding st;
  adj_tgtw_state_sector (s, i, &st);
  json_object *o = json_object_new_object ();
  json_object_object_add (o, "id", json_object_new_string (adj_tgtw_scenario_sector (s->scenario, i)->id));
  json_object_object_add (o, "winner", by_army (s, st.winner));
  json_object_object_add (o, "first", by_army (s, st.first));
  json_object_object_add (o, "position", st.position >= 0 ? json_object_new_int (st.position) : NULL);
  json_object_object_add (o, "rerolls", json_object_new_int (st.rerolls));
  json_object *armies = json_object_new_object ();
  for (guint a = 0; a < ADJ_TGTW_N_ARMIES; a++)
    {
      json_object *x = tally_json (s, a, (int) i);
      if (st.rolled)
        json_object_object_add (x, "initiative", json_object_new_int (st.total[a]));
      /* 11.0: nothing about the cards until both have chosen. */
      if (adj_tgtw_state_cards_revealed (s))
        json_object_object_add (x, "card", json_object_new_int (st.card[a]));
      json_object_object_add (x, "attacks", json_object_new_int (st.attacks[a]));
      json_object_object_add (x, "sector_routed", json_object_new_boolean (st.routed[a]));
      json_object_object_add (x, "leader", st.active_leader[a] >= 0
                                             ? json_object_new_string (adj_tgtw_state_leader (s, (guint) st.active_leader[a])->id)
                                             : NULL);
      json_object_object_add (armies, adj_tgtw_scenario_army (s->scenario, a)->id, x);
    }
  json_object_object_add (o, "armies", armies);
  return o;
}

json_object *
adj_tgtw_state_summary (const AdjTgtwState *s)
{
  json_object *o = json_object_new_object ();
  const char *text, *rule;
  int side;
  json_object_object_add (o, "scenario", json_object_new_string (adj_tgtw_scenario_get_id (s->scenario)));
  json_object_object_add (o, "turn", json_object_new_int (s->turn));
  json_object_object_add (o, "phase", json_object_new_string (adj_tgtw_phase_to_string (s->phase)));
  adj_tgtw_state_prompt (s, &text, &rule, &side);
  json_object_object_add (o, "rule", json_object_new_string (rule));
  json_object_object_add (o, "side", by_army (s, side));
  if (s->phase == ADJ_TGTW_PHASE_OVER)
    json_object_object_add (o, "winner", by_army (s, s->result));
  json_object *armies = json_object_new_array ();
  for (guint a = 0; a < ADJ_TGTW_N_ARMIES; a++)
    json_object_array_add (armies, army_json (s, a));
  json_object_object_add (o, "armies", armies);
  json_object *sectors = json_object_new_array ();
  for (guint i = 0; i < adj_tgtw_scenario_n_sectors (s->scenario); i++)
    json_object_array_add (sectors, sector_json (s, i));
  json_object_object_add (o, "sectors", sectors);
  json_object *units = json_object_new_object ();
  for (guint i = 0; i < s->n_units; i++)
    if (s->units[i].status != ADJ_TGTW_ORDERED)
      json_object_object_add (units, adj_tgtw_state_unit (s, i)->id,
                              json_object_new_string (adj_tgtw_status_to_string (s->units[i].status)));
  json_object_object_add (o, "units", units);
  json_object *leaders = json_object_new_object ();
  for (guint i = 0; i < s->n_leaders; i++)
    if (s->leaders[i].status != ADJ_TGTW_LEADER_ACTIVE && !adj_tgtw_state_leader_unused_stand_in (s, i))
      json_object_object_add (leaders, adj_tgtw_state_leader (s, i)->id,
                              json_object_new_string (adj_tgtw_leader_status_to_string (s->leaders[i].status)));
  json_object_object_add (o, "leaders", leaders);
  json_object *pending = json_object_new_array ();
  for (guint i = 0; i < s->n_pending; i++)
    {
      const AdjTgtwPending *p = &s->pending[i];
      json_object *x = json_object_new_object ();
      gboolean morale = p->kind == ADJ_TGTW_PENDING_MORALE;
      json_object_object_add (x, morale ? "morale" : "casualty",
                              json_object_new_string (morale ? adj_tgtw_state_unit (s, (guint) p->index)->id
                                                             : adj_tgtw_state_leader (s, (guint) p->index)->id));
      json_object_array_add (pending, x);
    }
  json_object_object_add (o, "pending", pending);
  return o;
}
