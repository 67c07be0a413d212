/* Glory III for one side's device (sideview.h).
 *
 * Two choices are secret in the Sequence of Play: the Initiative Player's
 * held-out AM (3.A.2, 5.23), until it is played as the first activation,
 * and each side's AMs for the pool (3.B, 4.21), put in an opaque cup: the
 * other side learns each only when it is drawn (3.C.1, 4.22). How many a
 * side put in is seen. A view is the summary with those left out; it
 * costs one summary. */
#include "glory/sideview.h"

#include "core/error.h"
#include "core/i18n.h"
#include "core/procedure.h"
#include "glory/action.h"
#include "glory/gamenames-private.h"
#include "glory/gamestate-private.h"
#include "glory/gamesummary.h"
#include "glory/legalmoves.h"
#include "glory/recovery.h"
#include "glory/sideview-rolls.h"

const char *
adj_glory_side_id (gconstpointer battle, int side)
{
  g_return_val_if_fail (side == 0 || side == 1, "?");
  return adj_battle_get_side (battle, (guint) side)->id;
}

const char *
adj_glory_side_name (gconstpointer battle, int side)
{
  g_return_val_if_fail (side == 0 || side == 1, "?");
  return adj_battle_get_side (battle, (guint) side)->name;
}

/* Whether @viewer may see where @am is now. */
static gboolean
am_seen (const AdjGameState *s, guint am, int viewer)
{
  int owner = (int) adj_battle_am_side (s->battle, am);
  switch ((AdjAmLocation) s->am_loc[am])
    {
    case ADJ_AM_HELD_OUT:
      return owner == viewer;  /* 5.23: until it is played */
    case ADJ_AM_POOL:
      return owner == viewer;  /* 4.21: the cup is opaque until the draw */
    default:
      return TRUE;
    }
}

static json_object *
am_json (const AdjGameState *s, guint am)
{
  g_autofree char *title = adj_battle_am_title (s->battle, am);
  json_object *o = json_object_new_object ();
  json_object_object_add (o, "id", json_object_new_string (s->battle->ams[am].id));
  json_object_object_add (o, "name", json_object_new_string (title));
  return o;
}

json_object *
adj_glory_state_view (gconstpointer state, int side)
{
  const AdjGameState *s = state;
  const AdjBattle *b = s->battle;
  g_return_val_if_fail (side >= -1 && side <= 1, NULL);
  json_object *o = adj_game_state_summary (s);

  /* The pool and the hold-out as this side may see them, with names. */
  json_object *pool = json_object_new_array ();
  json_object *held = NULL;
  gboolean held_hidden = FALSE;
  for (guint am = 0; am < b->n_ams; am++)
    {
      AdjAmLocation loc = (AdjAmLocation) s->am_loc[am];
      if (loc != ADJ_AM_POOL && loc != ADJ_AM_HELD_OUT)
        continue;
      gboolean seen = am_seen (s, am, side);
      if (loc == ADJ_AM_POOL && seen)
        json_object_array_add (pool, am_json (s, am));
      else if (loc == ADJ_AM_POOL)
        continue;
      else if (seen)
        held = am_json (s, am);
      else
        held_hidden = TRUE;
    }
  json_object_object_add (o, "pool", pool);
  /* pool_count stays whole: how many AMs a side put in is no secret (the
   * journal says it, as the players see the cup filled); which ones is. */
  json_object_object_add (o, "held_out", held);
  if (held_hidden)
    json_object_object_add (o, "held_out_hidden", json_object_new_boolean (TRUE));
  if (s->drawn >= 0)
    json_object_object_add (o, "drawn", am_json (s, (guint) s->drawn));
  json_object *pile = json_object_new_array ();
  g_autoptr (GArray) aside = adj_game_state_set_aside (s);
  for (guint i = 0; i < aside->len; i++)
    json_object_array_add (pile, am_json (s, g_array_index (aside, guint, i)));
  json_object_object_add (o, "set_aside", pile);

  json_object *chosen = json_object_new_object ();
  for (guint i = 0; i < ADJ_BATTLE_N_SIDES; i++)
    json_object_object_add (chosen, b->sides[i].id, json_object_new_boolean (s->selected[i] != 0));
  json_object_object_add (o, "chosen", chosen);

  /* The viewer's own AMs it may still choose this turn, with names, for
   * its device's choice (4.21, 5.23). */
  if (side >= 0)
    {
      json_object *mine = json_object_new_array ();
      g_autoptr (GArray) avail = adj_game_state_available_ams (s, (guint) side);
      for (guint i = 0; i < avail->len; i++)
        json_object_array_add (mine, am_json (s, g_array_index (avail, guint, i)));
      json_object_object_add (o, "my_ams", mine);
      /* The rolls this side owes now, as forms its device fills, and
       * what it waits for from the other (11.5, 10.31). */
      json_object_object_add (o, "my_rolls", adj_glory_rolls_owed_by (s, side));
      json_object_object_add (o, "rolls_awaited", adj_glory_rolls_awaited_by (s, side));
    }
  return o;
}

static void
add_ams (AdjStepItem *item, const AdjGameState *s, guint side)
{
  g_autoptr (GArray) avail = adj_game_state_available_ams (s, side);
  for (guint i = 0; i < avail->len; i++)
    adj_step_item_add_unit (item, s->battle->ams[g_array_index (avail, guint, i)].id);
}

/* 11.51: the acting side's units that may still try to rally; legal adds
 * going on without them. */
static void
rally_items (GPtrArray *out, const AdjGameState *s, gboolean legal)
{
  g_autoptr (GArray) owed = adj_game_state_rally_owed (s);
  if (owed->len == 0)
    return;
  int side = s->drawn >= 0 ? (int) adj_battle_am_side (s->battle, (guint) s->drawn) : -1;
  AdjStepItem *it = adj_step_items_add (out, adj_step_item_new ("rally", "11.51", side, "%s",
                                                                legal ? _("Try to rally a disordered unit")
                                                                      : _("Disordered units of the acting command may try to rally")));
  for (guint i = 0; i < owed->len; i++)
    adj_step_item_add_unit (it, s->battle->units[g_array_index (owed, guint, i)].id);
  if (legal)
    adj_step_items_add (out, adj_step_item_new ("overrule", "11.51", -1, "%s",
                                                _("End the Rally step with units still disordered, by the players' choice")));
}

/* Step iv (10.31-10.33): the defenders that may still use Defensive Fire,
 * and the acting command's units that may take a roll; which defender's
 * fire a charger has taken already the engine says when one is named
 * (dfcheck.h). Only what may be done: Defensive Fire is never owed. */
static void
df_items (GPtrArray *out, const AdjGameState *s)
{
  if (s->step != ADJ_STEP_DEFENSIVE_FIRE || s->fixed_glory || s->procedure < ADJ_PROCEDURE_DF || s->drawn < 0)
    return;
  int acting = (int) adj_battle_am_side (s->battle, (guint) s->drawn);
  AdjStepItem *fire = NULL, *check = NULL;
  for (guint u = 0; u < s->battle->n_units; u++)
    {
      if (s->units[u].status != ADJ_UNIT_ON_MAP)
        continue;
      if ((int) adj_battle_unit_side (s->battle, u) != acting)
        {
          if (!adj_game_state_fire_check (s, u, ADJ_FIRE_DEFENSIVE, -1, NULL))
            continue;
          if (fire == NULL)
            fire = adj_step_items_add (out, adj_step_item_new ("fire", "10.31", 1 - acting, "%s",
                                                               _("Use Defensive Fire with a unit being charged")));
          adj_step_item_add_unit (fire, s->battle->units[u].id);
        }
      else if (s->groups[s->units[u].group].status == ADJ_GROUP_ACTIVE)
        {
          if (check == NULL)
            check = adj_step_items_add (out, adj_step_item_new ("check", "10.33", 1 - acting, "%s",
                                                                _("Roll Defensive Fire at the top charging unit "
                                                                  "of a hex, once from each defending stack")));
          adj_step_item_add_unit (check, s->battle->units[u].id);
        }
    }
}

/* The steps before the Activation Phase and the Rally step by name; what
 * else may be done comes from the action types the step expects
 * (legalmoves.c). @legal: with the AMs each may name
 * (only ever sent to that side's device); the owed list names none, since
 * it goes to both. */
static GPtrArray *
items (const AdjGameState *s, gboolean legal)
{
  GPtrArray *out = adj_step_items_new ();
  switch ((AdjPhase) s->phase)
    {
    case ADJ_PHASE_INITIATIVE:
      adj_step_items_add (out, adj_step_item_new ("initiative", "5.21", -1, "%s", _("Both players roll for the initiative")));
      break;
    case ADJ_PHASE_HOLD_OUT:
      {
        AdjStepItem *it = adj_step_items_add (out, adj_step_item_new ("hold-out", "5.23", s->initiative,
                                                                      _("%s holds out an AM for the first activation, or none"),
                                                                      adj_side_name (s, s->initiative)));
        if (legal && s->initiative >= 0)
          add_ams (it, s, (guint) s->initiative);
      }
      break;
    case ADJ_PHASE_SELECTION:
      for (guint side = 0; side < ADJ_BATTLE_N_SIDES; side++)
        if (!s->selected[side])
          {
            AdjStepItem *it = adj_step_items_add (out, adj_step_item_new ("select", "4.21", (int) side,
                                                                          _("%s chooses the AMs for the pool"),
                                                                          adj_side_name (s, (int) side)));
            if (legal)
              add_ams (it, s, side);
          }
      break;
    case ADJ_PHASE_DRAW:
      adj_step_items_add (out, adj_step_item_new ("draw", "4.22", -1, "%s", _("Draw an AM from the pool")));
      break;
    case ADJ_PHASE_ACTIVATION:
      rally_items (out, s, legal);
      if (legal)
        df_items (out, s);
      break;
    default:
      break;
    }
  if (legal)
    adj_glory_offer_expected (out, s);
  return out;
}

GPtrArray *adj_glory_state_owed (gconstpointer state) { return items (state, FALSE); }
GPtrArray *adj_glory_state_legal (gconstpointer state) { return items (state, TRUE); }

int
adj_glory_move_side (gconstpointer move, gconstpointer state)
{
  const AdjAction *a = move;
  const AdjGameState *s = state;
  switch (a->type)
    {
    case ADJ_ACTION_HOLD_OUT:
    case ADJ_ACTION_SELECT:
      return a->side == 0 || a->side == 1 ? a->side : -1;
    case ADJ_ACTION_INITIATIVE:
    case ADJ_ACTION_DRAW:
      return -1;  /* both roll (5.21); a draw both watch (4.22) */
    case ADJ_ACTION_CHECK:
      /* 10.31: a Defensive Fire check is rolled by the side that fires;
       * other checks are combat results both players watch. */
      if (a->cause == ADJ_CHECK_DEFENSIVE_FIRE && a->n_items > 0 && a->items[0] < s->battle->n_units)
        return (int) adj_battle_unit_side (s->battle, a->items[0]);
      return -1;
    case ADJ_ACTION_FIRE:
    case ADJ_ACTION_RALLY:
    case ADJ_ACTION_RECOVER:
    case ADJ_ACTION_MOUNT:
    case ADJ_ACTION_ENTER:
    case ADJ_ACTION_ASSIGN:
      /* The unit's own player: a defensive or return fire (10.31, 9.13)
       * is the side not acting; rallies and recoveries are each side's
       * own (11.5, 11.6). */
      if (a->target >= 0 && (guint) a->target < s->battle->n_units)
        return (int) adj_battle_unit_side (s->battle, (guint) a->target);
      return -1;
    case ADJ_ACTION_START:
    case ADJ_ACTION_COMBINE:
    case ADJ_ACTION_FINISH:
    case ADJ_ACTION_CHARGE:  /* 10.22: the attacking player rolls */
      /* The player of the AM drawn chooses and ends its commands (4.24,
       * 4.25), and rolls its charges (10.22). */
      if (s->drawn >= 0 && s->phase == ADJ_PHASE_ACTIVATION)
        return (int) adj_battle_am_side (s->battle, (guint) s->drawn);
      return -1;
    default:
      /* Stepping on, and combat results and rolls both players watch. */
      return -1;
    }
}

gpointer
adj_glory_move_virtual (gconstpointer state, const char *kind, guint64 seed, GError **error)
{
  const AdjGameState *s = state;
  if (g_strcmp0 (kind, "draw") == 0)
    return adj_action_draw_virtual (s, seed, error);
  if (g_strcmp0 (kind, "initiative") == 0 && s->phase == ADJ_PHASE_INITIATIVE)
    /* Two dice from one seed: the second from the next seed. */
    return adj_action_initiative (adj_roll_virtual (seed), adj_roll_virtual (seed + 1));
  if (kind != NULL && kind[0] == '{')
    /* A roll a device's form asks for: the form's move (sideview-rolls.h). */
    return adj_glory_roll_virtual (s, kind, seed, error);
  g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("the app does not roll or draw a %s now"),
               kind != NULL ? kind : "?");
  return NULL;
}

static char *
am_list (const AdjGameState *s, const AdjAction *a)
{
  GString *out = g_string_new (NULL);
  for (guint i = 0; i < a->n_items; i++)
    {
      g_autofree char *name = adj_am_name (s, (int) a->items[i]);
      g_string_append_printf (out, "%s%s", i ? ", " : "", name);
    }
  return g_string_free (out, FALSE);
}

char *
adj_glory_move_describe_for (gconstpointer move, gconstpointer before, gconstpointer after, int viewer)
{
  const AdjAction *a = move;
  const AdjGameState *s = before;
  if (a->type == ADJ_ACTION_HOLD_OUT && a->target >= 0 && a->side == viewer)
    {
      /* 5.23: the shared line says an AM is held out, not which. */
      g_autofree char *am = adj_am_name (s, a->target);
      /* TRANSLATORS: a side, then an Activation Marker */
      return g_strdup_printf (_("%s holds out %s for the first activation (3.A.2)"), adj_side_name (s, a->side), am);
    }
  if (a->type == ADJ_ACTION_SELECT && a->side == viewer && a->n_items > 0)
    {
      g_autofree char *list = am_list (s, a);
      /* TRANSLATORS: a side, then the AMs it chose */
      return g_strdup_printf (_("%s puts in the pool: %s (3.B)"), adj_side_name (s, a->side), list);
    }
  return adj_action_describe (a, before, after);
}
