/* Game state: one block per state, copied whole when an action applies. */
#include "glory/gamestate-private.h"

#include <string.h>

#include "core/i18n.h"
#include "core/procedure.h"

#define ALIGN(n, a) (((n) + (a) - 1) / (a) * (a))

static gsize
header_size (void)
{
  return ALIGN (sizeof (AdjGameState), 8);
}

static gsize
block_size (const AdjBattle *b)
{
  gsize n = header_size ();
  n += b->n_markers + b->n_ams;
  n = ALIGN (n, 2) + b->n_ams * sizeof (guint16) + b->n_groups * sizeof (GroupState);
  n = ALIGN (n, 4) + b->n_units * sizeof (UnitState);
  /* The Defensive Fire pairs follow, 2 guint16 each (s->n_df of them). */
  return ALIGN (n, 2);
}

/* The arrays live right after the header, in this order. */
static void
fix_pointers (AdjGameState *s)
{
  const AdjBattle *b = s->battle;
  guint8 *base = (guint8 *) s;
  gsize n = header_size ();
  s->marker_enabled = base + n;
  n += b->n_markers;
  s->am_loc = base + n;
  n = ALIGN (n + b->n_ams, 2);
  s->am_order = (guint16 *) (gpointer) (base + n);
  n += b->n_ams * sizeof (guint16);
  s->groups = (GroupState *) (gpointer) (base + n);
  n = ALIGN (n + b->n_groups * sizeof (GroupState), 4);
  s->units = (UnitState *) (gpointer) (base + n);
  n = ALIGN (n + b->n_units * sizeof (UnitState), 2);
  s->df = (guint16 *) (gpointer) (base + n);
}

gboolean
adj_game_state_refuse (GError **error, const char *format, ...)
{
  va_list args;
  if (error == NULL)
    return FALSE;  /* a mere question (the app's checks, random play): no message to build */
  va_start (args, format);
  g_autofree char *msg = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, ADJ_ERROR, ADJ_ERROR_INVALID, msg);
  return FALSE;
}

AdjGameState *
adj_game_state_copy_with_room (const AdjGameState *state, guint extra)
{
  AdjGameState *s = g_malloc (state->size + extra * 2 * sizeof (guint16));
  memcpy (s, state, state->size);
  g_atomic_ref_count_init (&s->ref);
  adj_battle_ref (s->battle);
  fix_pointers (s);
  return s;
}

AdjGameState *
adj_game_state_copy (const AdjGameState *state)
{
  return adj_game_state_copy_with_room (state, 0);
}

void
adj_game_state_forget_df (AdjGameState *s)
{
  s->n_df = 0;
  s->size = block_size (s->battle);
}

AdjGameState *
adj_game_state_ref (AdjGameState *state)
{
  g_atomic_ref_count_inc (&state->ref);
  return state;
}

void
adj_game_state_unref (AdjGameState *state)
{
  if (state != NULL && g_atomic_ref_count_dec (&state->ref))
    {
      adj_battle_unref (state->battle);
      g_free (state);
    }
}

gboolean
adj_game_state_equal (const AdjGameState *a, const AdjGameState *b)
{
  gsize hdr = header_size ();
  return a->size == b->size
         && g_strcmp0 (a->battle->hash, b->battle->hash) == 0
         && a->turn == b->turn && a->phase == b->phase && a->step == b->step
         && a->initiative == b->initiative && a->automatic == b->automatic
         && a->init_roll[0] == b->init_roll[0] && a->init_roll[1] == b->init_roll[1]
         && a->selected[0] == b->selected[0] && a->selected[1] == b->selected[1]
         && a->drawn == b->drawn && a->n_set_aside == b->n_set_aside
         && a->outcome == b->outcome && a->outcome_side == b->outcome_side
         && a->outcome_unit == b->outcome_unit && a->fixed_glory == b->fixed_glory
         && a->ca_roll == b->ca_roll && a->ca_ok == b->ca_ok && a->procedure == b->procedure
         && a->n_df == b->n_df
         && memcmp ((const guint8 *) a + hdr, (const guint8 *) b + hdr, a->size - hdr) == 0;
}

void
adj_game_state_clear_unit_flags (AdjGameState *s, guint8 flags)
{
  adj_game_state_clear_unit_bits (s, flags, 0);
}

void
adj_game_state_clear_fired (AdjGameState *s, guint8 fired)
{
  adj_game_state_clear_unit_bits (s, 0, fired);
}

void
adj_game_state_clear_unit_bits (AdjGameState *s, guint8 flags, guint8 fired)
{
  /* Every activation ends here: one pass over the units, the count and
   * the array held in locals (a store through s->units may alias s). */
  UnitState *u = s->units;
  guint8 keep_flags = (guint8) ~flags, keep_fired = (guint8) ~fired;
  for (guint i = 0, n = s->battle->n_units; i < n; i++)
    {
      u[i].flags &= keep_flags;
      u[i].fired &= keep_fired;
    }
}

void
adj_game_state_enter_turn (AdjGameState *s, guint turn)
{
  const AdjBattle *b = s->battle;
  s->turn = (guint16) turn;
  s->step = ADJ_STEP_NONE;
  s->drawn = -1;
  s->n_set_aside = 0;
  s->init_roll[0] = s->init_roll[1] = -1;
  s->selected[0] = s->selected[1] = 0;
  memset (s->am_loc, ADJ_AM_OUT, b->n_ams);
  memset (s->am_order, 0, b->n_ams * sizeof (guint16));
  memset (s->groups, 0, b->n_groups * sizeof (GroupState));
  adj_game_state_clear_unit_bits (s, UNIT_ACTIVATION_FLAGS | UNIT_RECOVERY_TRIED, UNIT_FIRED_ALL);
  adj_game_state_forget_df (s);
  if (turn >= b->n_turns)
    {
      s->phase = ADJ_PHASE_GAME_OVER;
      s->initiative = -1;
      s->automatic = 0;
      return;
    }
  /* 5.22: the track may give one side the initiative without a roll. */
  s->initiative = (gint8) b->turns[turn].automatic_initiative;
  s->automatic = s->initiative >= 0;
  s->phase = s->automatic ? ADJ_PHASE_HOLD_OUT : ADJ_PHASE_INITIATIVE;
}

AdjGameState *
adj_game_state_new (AdjBattle *battle, const AdjGameOptions *options, GError **error)
{
  gsize size = block_size (battle);
  AdjGameState *s = g_malloc0 (size);
  g_atomic_ref_count_init (&s->ref);
  s->battle = adj_battle_ref (battle);
  s->size = size;
  fix_pointers (s);

  for (guint m = 0; m < battle->n_markers; m++)
    s->marker_enabled[m] = !battle->markers[m].optional;
  for (char **id = options ? options->optional_markers : NULL; id && *id; id++)
    {
      int m = adj_battle_find_marker (battle, *id);
      if (m < 0 || !battle->markers[m].optional)
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
                       m < 0 ? _("'%s' is not an AM of this battle")
                             : _("AM '%s' is always used, it is not optional"), *id);
          adj_game_state_unref (s);
          return NULL;
        }
      s->marker_enabled[m] = 1;
    }
  for (guint i = 0; i < battle->n_units; i++)
    {
      const AdjBattleUnit *u = &battle->units[i];
      s->units[i].status = u->arrives >= 0 ? ADJ_UNIT_ARRIVING : ADJ_UNIT_ON_MAP;
      s->units[i].flags = u->type == ADJ_UNIT_CAVALRY && u->starts_mounted ? UNIT_MOUNTED : 0;
      s->units[i].group = (guint16) u->group;
    }
  s->outcome_side = -1;
  s->outcome_unit = -1;
  s->ca_roll = -1;
  s->fixed_glory = options != NULL && options->fixed_glory;
  s->procedure = (guint8) (options != NULL && options->procedure > 0 ? options->procedure : ADJ_PROCEDURE_CURRENT);
  adj_game_state_enter_turn (s, 0);
  return s;
}

gboolean
adj_game_state_unit_live (const AdjGameState *s, guint unit)
{
  const UnitState *u = &s->units[unit];
  return u->status == ADJ_UNIT_ON_MAP
         || (u->status == ADJ_UNIT_ARRIVING && s->battle->units[unit].arrives <= (int) s->turn);
}

gboolean
adj_game_state_group_live (const AdjGameState *s, guint group)
{
  /* Asked at every step of a replay: the count and the array in locals. */
  const UnitState *u = s->units;
  for (guint i = 0, n = s->battle->n_units; i < n; i++)
    if (u[i].group == group && adj_game_state_unit_live (s, i))
      return TRUE;
  return FALSE;
}

gboolean
adj_game_state_command_out (const AdjGameState *s, guint unit)
{
  /* 11.61: a leader's command; an independent unit has none, so the units
   * of its AM count as its command (11.65 lets them recover). */
  const AdjBattle *b = s->battle;
  guint group = s->units[unit].group;
  gboolean by_leader = b->groups[group].leader >= 0;
  for (guint i = 0; i < b->n_units; i++)
    {
      gboolean same = by_leader ? s->units[i].group == group : b->units[i].command == b->units[unit].command;
      if (same && (s->units[i].status == ADJ_UNIT_ON_MAP || s->units[i].status == ADJ_UNIT_ARRIVING))
        return FALSE;
    }
  return TRUE;
}

AdjBattle *adj_game_state_get_battle (const AdjGameState *s) { return s->battle; }
guint adj_game_state_get_turn (const AdjGameState *s) { return s->turn; }
AdjPhase adj_game_state_get_phase (const AdjGameState *s) { return (AdjPhase) s->phase; }
AdjStep adj_game_state_get_step (const AdjGameState *s) { return (AdjStep) s->step; }
int adj_game_state_get_initiative (const AdjGameState *s) { return s->initiative; }
gboolean adj_game_state_initiative_automatic (const AdjGameState *s) { return s->automatic; }
int adj_game_state_held_out (const AdjGameState *s)
{
  for (guint i = 0; i < s->battle->n_ams; i++)
    if (s->am_loc[i] == ADJ_AM_HELD_OUT)
      return (int) i;
  return -1;
}
int adj_game_state_drawn_am (const AdjGameState *s) { return s->drawn; }
int adj_game_state_get_procedure (const AdjGameState *s) { return s->procedure; }
AdjOutcome adj_game_state_last_outcome (const AdjGameState *s) { return (AdjOutcome) s->outcome; }

const AdjBattleTurn *
adj_game_state_get_turn_info (const AdjGameState *s)
{
  return s->turn < s->battle->n_turns ? &s->battle->turns[s->turn] : NULL;
}

gboolean
adj_game_state_is_night (const AdjGameState *s)
{
  const AdjBattleTurn *t = adj_game_state_get_turn_info (s);
  return t != NULL && t->night;
}

int
adj_game_state_get_initiative_roll (const AdjGameState *s, guint side)
{
  g_return_val_if_fail (side < ADJ_BATTLE_N_SIDES, -1);
  return s->init_roll[side];
}

gboolean
adj_game_state_has_selected (const AdjGameState *s, guint side)
{
  g_return_val_if_fail (side < ADJ_BATTLE_N_SIDES, FALSE);
  return s->selected[side];
}

gboolean
adj_game_state_marker_enabled (const AdjGameState *s, guint marker)
{
  g_return_val_if_fail (marker < s->battle->n_markers, FALSE);
  return s->marker_enabled[marker];
}
