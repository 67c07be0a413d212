/* A game state as JSON: what `adjutant-cli replay` prints, and a compact
 * picture of a game for debugging and for tests of the app. */
#include "glory/gamestate-private.h"

#include "glory/gamecombat.h"
#include "glory/gamesummary.h"

static json_object *
ids (const AdjBattle *b, GArray *list, const char *(*id_of) (const AdjBattle *, guint))
{
  json_object *arr = json_object_new_array ();
  for (guint i = 0; i < list->len; i++)
    json_object_array_add (arr, json_object_new_string (id_of (b, g_array_index (list, guint, i))));
  g_array_unref (list);
  return arr;
}

static const char *am_id (const AdjBattle *b, guint i) { return b->ams[i].id; }
static const char *unit_id (const AdjBattle *b, guint i) { return b->units[i].id; }
static const char *group_id (const AdjBattle *b, guint i) { return b->groups[i].id; }

static json_object *
side_or_null (const AdjBattle *b, int side)
{
  return side >= 0 ? json_object_new_string (b->sides[side].id) : NULL;
}

static json_object *
am_or_null (const AdjBattle *b, int am)
{
  return am >= 0 ? json_object_new_string (b->ams[am].id) : NULL;
}

json_object *
adj_game_state_summary (const AdjGameState *s)
{
  const AdjBattle *b = s->battle;
  json_object *o = json_object_new_object ();
  json_object_object_add (o, "battle", json_object_new_string (b->id));
  json_object_object_add (o, "fixed_glory", json_object_new_boolean (s->fixed_glory));

  json_object *turn = json_object_new_object ();
  const AdjBattleTurn *t = adj_game_state_get_turn_info (s);
  json_object_object_add (turn, "index", json_object_new_int (s->turn));
  json_object_object_add (turn, "label", t ? json_object_new_string (t->label) : NULL);
  json_object_object_add (turn, "night", json_object_new_boolean (t && t->night));
  json_object_object_add (turn, "night2", json_object_new_boolean (t && t->night2));
  json_object_object_add (o, "turn", turn);

  AdjPrompt p;
  adj_game_state_prompt (s, &p);
  json_object_object_add (o, "phase", json_object_new_string (adj_phase_to_string (p.phase)));
  json_object_object_add (o, "step", json_object_new_string (adj_step_to_string (p.step)));
  json_object *prompt = json_object_new_object ();
  json_object_object_add (prompt, "side", side_or_null (b, p.side));
  json_object_object_add (prompt, "rule", json_object_new_string (p.rule));
  json_object_object_add (prompt, "text", json_object_new_string (p.text));
  json_object_object_add (o, "prompt", prompt);
  json_object_object_add (o, "initiative", side_or_null (b, s->initiative));

  json_object_object_add (o, "pool_count", json_object_new_int ((int) adj_game_state_pool_count (s)));
  json_object_object_add (o, "pool", ids (b, adj_game_state_pool (s), am_id));
  json_object_object_add (o, "held_out", am_or_null (b, adj_game_state_held_out (s)));
  json_object_object_add (o, "drawn", am_or_null (b, s->drawn));
  json_object_object_add (o, "set_aside", ids (b, adj_game_state_set_aside (s), am_id));
  json_object_object_add (o, "activated", ids (b, adj_game_state_activated_groups (s), group_id));
  json_object_object_add (o, "acting", ids (b, adj_game_state_active_groups (s), group_id));

  json_object *boxes = json_object_new_object ();
  for (guint side = 0; side < ADJ_BATTLE_N_SIDES; side++)
    {
      json_object *box = json_object_new_object ();
      json_object_object_add (box, "withdrawn", ids (b, adj_game_state_units_with_status (s, side, ADJ_UNIT_WITHDRAWN), unit_id));
      json_object_object_add (box, "recovery", ids (b, adj_game_state_units_with_status (s, side, ADJ_UNIT_RECOVERY), unit_id));
      json_object_object_add (box, "eliminated", ids (b, adj_game_state_units_with_status (s, side, ADJ_UNIT_ELIMINATED), unit_id));
      json_object_object_add (boxes, b->sides[side].id, box);
    }
  json_object_object_add (o, "boxes", boxes);
  /* 14.36: only in battles that use it, so other summaries stay as they were. */
  if (b->options.withdrawn_count_as_routed)
    {
      json_object *routed = json_object_new_object ();
      for (guint side = 0; side < ADJ_BATTLE_N_SIDES; side++)
        json_object_object_add (routed, b->sides[side].id, json_object_new_int (adj_game_state_routed_count (s, side)));
      json_object_object_add (o, "routed_vp_units", routed);
    }

  json_object *disordered = json_object_new_array ();
  for (guint i = 0; i < b->n_units; i++)
    if (s->units[i].flags & UNIT_DISORDERED)
      json_object_array_add (disordered, json_object_new_string (b->units[i].id));
  json_object_object_add (o, "disordered", disordered);

  /* Who has fired, per kind, in the span each kind is limited to (9.12, 9.13, 10.31). */
  json_object *fired = json_object_new_object ();
  for (guint k = 0; k < ADJ_FIRE_KIND_COUNT; k++)
    {
      json_object *arr = json_object_new_array ();
      for (guint i = 0; i < b->n_units; i++)
        if (s->units[i].fired & UNIT_FIRED (k))
          json_object_array_add (arr, json_object_new_string (b->units[i].id));
      json_object_object_add (fired, adj_fire_kind_to_string ((AdjFireKind) k), arr);
    }
  json_object_object_add (o, "fired", fired);
  json_object_object_add (o, "last_outcome", json_object_new_string (adj_outcome_to_string (s->outcome)));
  return o;
}
