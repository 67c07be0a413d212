/* Read-only questions about a game state, for the app and the CLI. */
#include "glory/gamestate-private.h"

static GArray *
index_array (void)
{
  return g_array_new (FALSE, FALSE, sizeof (guint));
}

static void
append (GArray *arr, guint i)
{
  g_array_append_val (arr, i);
}

AdjAmLocation
adj_game_state_am_location (const AdjGameState *s, guint am)
{
  g_return_val_if_fail (am < s->battle->n_ams, ADJ_AM_OUT);
  return (AdjAmLocation) s->am_loc[am];
}

/* 4.21: an AM is in play this turn when the players use it, the track has
 * it on this turn, and a command it activates has a unit on the map or
 * one due to arrive (6.51, 6.52). */
static gboolean
marker_in_play (const AdjGameState *s, guint marker)
{
  const AdjBattle *b = s->battle;
  const AdjBattleMarker *m = &b->markers[marker];
  if (!s->marker_enabled[marker] || (int) s->turn < m->from_turn
      || (m->until_turn >= 0 && (int) s->turn > m->until_turn))
    return FALSE;
  if (!m->all_groups)
    {
      for (guint k = 0; k < m->n_activates; k++)
        if (adj_game_state_group_live (s, m->activates[k]))
          return TRUE;
      return FALSE;
    }
  for (guint i = 0; i < b->n_units; i++)
    if (b->groups[s->units[i].group].command == m->command && adj_game_state_unit_live (s, i))
      return TRUE;
  return FALSE;
}

gboolean
adj_game_state_am_available (const AdjGameState *s, guint am)
{
  g_return_val_if_fail (am < s->battle->n_ams, FALSE);
  if (s->phase != ADJ_PHASE_INITIATIVE && s->phase != ADJ_PHASE_HOLD_OUT
      && s->phase != ADJ_PHASE_SELECTION)
    return FALSE;
  return s->am_loc[am] == ADJ_AM_OUT && marker_in_play (s, s->battle->ams[am].marker);
}

GArray *
adj_game_state_available_ams (const AdjGameState *s, guint side)
{
  GArray *out = index_array ();
  for (guint i = 0; i < s->battle->n_ams; i++)
    if (adj_battle_am_side (s->battle, i) == side && adj_game_state_am_available (s, i))
      append (out, i);
  return out;
}

guint
adj_game_state_pool_count (const AdjGameState *s)
{
  guint n = 0;
  for (guint i = 0; i < s->battle->n_ams; i++)
    n += s->am_loc[i] == ADJ_AM_POOL;
  return n;
}

GArray *
adj_game_state_pool (const AdjGameState *s)
{
  /* Every draw of a replay asks for the pool: room for all at once. */
  const guint n = s->battle->n_ams;
  GArray *out = g_array_sized_new (FALSE, FALSE, sizeof (guint), n);
  guint *v = (guint *) (void *) out->data, k = 0;
  for (guint i = 0; i < n; i++)
    if (s->am_loc[i] == ADJ_AM_POOL)
      v[k++] = i;
  g_array_set_size (out, k);
  return out;
}

GArray *
adj_game_state_set_aside (const AdjGameState *s)
{
  GArray *out = index_array ();
  g_array_set_size (out, s->n_set_aside);
  for (guint i = 0; i < s->battle->n_ams; i++)
    if (s->am_loc[i] == ADJ_AM_SET_ASIDE)
      g_array_index (out, guint, s->am_order[i] - 1) = i;
  return out;
}

AdjGroupStatus
adj_game_state_group_status (const AdjGameState *s, guint group)
{
  g_return_val_if_fail (group < s->battle->n_groups, ADJ_GROUP_IDLE);
  return (AdjGroupStatus) s->groups[group].status;
}

gboolean
adj_game_state_any_group_active (const AdjGameState *s)
{
  for (guint g = 0; g < s->battle->n_groups; g++)
    if (s->groups[g].status == ADJ_GROUP_ACTIVE)
      return TRUE;
  return FALSE;
}

gboolean
adj_game_state_group_out_of_command (const AdjGameState *s, guint group)
{
  g_return_val_if_fail (group < s->battle->n_groups, FALSE);
  return (s->groups[group].flags & GROUP_OUT_OF_COMMAND) != 0;
}

gboolean
adj_game_state_group_tried_ca (const AdjGameState *s, guint group)
{
  g_return_val_if_fail (group < s->battle->n_groups, FALSE);
  return (s->groups[group].flags & GROUP_CA_TRIED) != 0;
}

GArray *
adj_game_state_activated_groups (const AdjGameState *s)
{
  GArray *out = index_array ();
  for (guint g = 0; g < s->battle->n_groups; g++)
    if (s->groups[g].status != ADJ_GROUP_IDLE)
      append (out, g);
  return out;
}

GArray *
adj_game_state_active_groups (const AdjGameState *s)
{
  GArray *out = index_array ();
  for (guint g = 0; g < s->battle->n_groups; g++)
    if (s->groups[g].status == ADJ_GROUP_ACTIVE)
      append (out, g);
  return out;
}

GArray *
adj_game_state_group_units (const AdjGameState *s, guint group)
{
  GArray *out = index_array ();
  for (guint i = 0; i < s->battle->n_units; i++)
    if (s->units[i].group == group)
      append (out, i);
  return out;
}

#define UNIT_CHECK(s, unit, val) g_return_val_if_fail ((unit) < (s)->battle->n_units, val)

AdjUnitStatus
adj_game_state_unit_status (const AdjGameState *s, guint unit)
{
  UNIT_CHECK (s, unit, ADJ_UNIT_ELIMINATED);
  return (AdjUnitStatus) s->units[unit].status;
}

static gboolean
unit_flag (const AdjGameState *s, guint unit, guint8 flag)
{
  UNIT_CHECK (s, unit, FALSE);
  return (s->units[unit].flags & flag) != 0;
}

gboolean adj_game_state_unit_disordered (const AdjGameState *s, guint u) { return unit_flag (s, u, UNIT_DISORDERED); }
gboolean adj_game_state_unit_mounted (const AdjGameState *s, guint u) { return unit_flag (s, u, UNIT_MOUNTED); }
gboolean adj_game_state_unit_retreated (const AdjGameState *s, guint u) { return unit_flag (s, u, UNIT_RETREATED); }
gboolean adj_game_state_unit_rally_tried (const AdjGameState *s, guint u) { return unit_flag (s, u, UNIT_RALLY_TRIED); }
gboolean adj_game_state_unit_recovery_tried (const AdjGameState *s, guint u) { return unit_flag (s, u, UNIT_RECOVERY_TRIED); }

guint
adj_game_state_unit_group (const AdjGameState *s, guint unit)
{
  UNIT_CHECK (s, unit, 0);
  return s->units[unit].group;
}

int
adj_game_state_unit_rally_cohesion (const AdjGameState *s, guint unit)
{
  UNIT_CHECK (s, unit, 0);
  const AdjBattleUnit *u = &s->battle->units[unit];
  return (s->units[unit].flags & UNIT_MOUNTED) ? u->mounted.disordered_cohesion
                                               : u->ratings.disordered_cohesion;
}

int
adj_game_state_unit_recovery_cohesion (const AdjGameState *s, guint unit)
{
  UNIT_CHECK (s, unit, 0);
  const AdjBattleUnit *u = &s->battle->units[unit];
  /* 11.63: cavalry recovers with its mounted side, however it withdrew. */
  return u->type == ADJ_UNIT_CAVALRY ? u->mounted.disordered_cohesion : u->ratings.disordered_cohesion;
}

GArray *
adj_game_state_units_with_status (const AdjGameState *s, guint side, AdjUnitStatus status)
{
  GArray *out = index_array ();
  for (guint i = 0; i < s->battle->n_units; i++)
    if (s->units[i].status == status && adj_battle_unit_side (s->battle, i) == side)
      append (out, i);
  return out;
}

const char *
adj_phase_to_string (AdjPhase phase)
{
  static const char *const names[] = { "initiative", "hold-out", "selection", "draw",
                                       "activation", "recovery", "game-over" };
  return (guint) phase < G_N_ELEMENTS (names) ? names[phase] : "unknown";
}

const char *
adj_step_to_string (AdjStep step)
{
  static const char *const names[] = { "none", "choose", "artillery-fire", "movement",
                                       "defensive-fire", "offensive-fire", "charge", "rally", "remove-markers", "end" };
  return (guint) step < G_N_ELEMENTS (names) ? names[step] : "unknown";
}

const char *
adj_unit_status_to_string (AdjUnitStatus status)
{
  static const char *const names[] = { "arriving", "on-map", "withdrawn", "recovery", "eliminated" };
  return (guint) status < G_N_ELEMENTS (names) ? names[status] : "unknown";
}

const char *
adj_am_location_to_string (AdjAmLocation location)
{
  static const char *const names[] = { "out", "held-out", "pool", "drawn", "set-aside" };
  return (guint) location < G_N_ELEMENTS (names) ? names[location] : "unknown";
}

const char *
adj_outcome_to_string (AdjOutcome outcome)
{
  static const char *const names[] = {
    "none", "initiative", "no-initiative", "ca-success", "ca-failure", "rallied",
    "not-rallied", "recovered", "recovery-eliminated", "recovery-waits", "disordered",
    "withdrawn", "eliminated", "check-passed",
  };
  return (guint) outcome < G_N_ELEMENTS (names) ? names[outcome] : "unknown";
}
