/* Days of Glory for one side's device (sideview.h). */
#include "dog/sideview.h"

#include "core/i18n.h"
#include "dog/move.h"
#include "dog/state-private.h"

static const char *
side_id (int side)
{
  return side == 0 ? "first" : "second";
}

json_object *
adj_dog_state_view (gconstpointer state, int side)
{
  const AdjDogState *s = state;
  /* The summary names no scout before both sides have named theirs. */
  json_object *o = adj_dog_state_summary (s);
  if (!s->scouting)
    return o;
  json_object *named = json_object_new_object ();
  for (int i = 0; i < 2; i++)
    json_object_object_add (named, side_id (i), json_object_new_boolean (s->scouts_named[i]));
  json_object_object_add (o, "scouts_named", named);
  /* The viewer's own cavalry it may send, with the points each is worth
   * (20.2), while it has not named them. */
  if (side >= 0 && side < 2 && s->step == ADJ_DOG_STEP_SETUP && !s->scouts_named[side])
    {
      json_object *mine = json_object_new_array ();
      for (guint i = 0; i < adj_dog_battle_n_units (s->battle); i++)
        {
          const AdjDogGameUnit *u = adj_dog_battle_unit (s->battle, i);
          if (u->side != side || u->arm != ADJ_DOG_CAVALRY)
            continue;
          json_object *c = json_object_new_object ();
          json_object_object_add (c, "id", json_object_new_string (u->id));
          json_object_object_add (c, "name", json_object_new_string (u->name));
          json_object_object_add (c, "points", json_object_new_int (adj_dog_state_scouting_points (s, &i, 1)));
          json_object_array_add (mine, c);
        }
      json_object_object_add (o, "my_cavalry", mine);
    }
  return o;
}

int
adj_dog_move_side (gconstpointer move, gconstpointer state)
{
  const AdjDogMove *m = move;
  /* Naming scouts is a side's own (20.1); everything else both players
   * watch at the table. */
  return m->type == ADJ_DOG_MOVE_SCOUTS && (m->side == 0 || m->side == 1) ? m->side : -1;
}

char *
adj_dog_move_describe_hidden (gconstpointer move, gconstpointer after)
{
  const AdjDogMove *m = move;
  const AdjDogState *s = after;
  if (m->type != ADJ_DOG_MOVE_SCOUTS || (s->scouts_named[0] && s->scouts_named[1]))
    return NULL;
  return g_strdup_printf (_("%s has named its scouting cavalry, hidden until both sides have (20.1)"),
                          adj_dog_battle_army_name (s->battle, m->side));
}

char *
adj_dog_move_describe_for (gconstpointer move, gconstpointer before, gconstpointer after, int viewer)
{
  const AdjDogMove *m = move;
  if (m->type != ADJ_DOG_MOVE_SCOUTS || viewer != m->side)
    return adj_dog_move_describe (move, before, after);
  /* The side's own line names its own scouts. */
  return adj_dog_move_describe_named (move, before, after);
}
