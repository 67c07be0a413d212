/* Glory III's artillery fire for a player's device (calcfire.h, 9): the
 * phone names the batteries, the units fired at and a friendly unit next
 * to them (9.5); each is taken as the calculators see it in the game
 * (adj_game_state_combat_unit), with the game's night and range chart,
 * and asked as `adjutant-cli fire` is: the same JSON in, the same answer
 * out. The range and the line of sight are the player's (9.21); the
 * laptop's Fire page takes them from the map when it has one. */
#include "glory/calcfire.h"

#include "core/i18n.h"
#include "glory/calcgame.h"
#include "glory/combat.h"

static void
guns (gconstpointer state, GArray *ids, GPtrArray *names)
{
  adj_glory_calc_role_units (state, ADJ_UNIT_ROLE_GUN, ids, names);
}

static void
targets (gconstpointer state, GArray *ids, GPtrArray *names)
{
  adj_glory_calc_role_units (state, ADJ_UNIT_ROLE_TARGET, ids, names);
}

enum { GUN1, GUN2, TARGET1, TARGET2, RANGE, LOS, TERRAIN, REAR, FRIEND };

static json_object *
fire_json (gconstpointer state, const int *v)
{
  json_object *root = adj_glory_calc_context_json (state, FALSE);
  json_object *gun_list = json_object_new_array (), *units = json_object_new_array ();
  for (int k = GUN1; k <= GUN2; k++)
    if (v[k] >= 0)
      json_object_array_add (gun_list, adj_glory_calc_unit_json (state, v[k]));
  for (int k = TARGET1; k <= TARGET2; k++)
    if (v[k] >= 0)
      json_object_array_add (units, adj_glory_calc_unit_json (state, v[k]));
  json_object *target = json_object_new_object (), *terrain = json_object_new_array ();
  json_object_array_add (terrain, json_object_new_string (adj_glory_calc_hex_terrain[v[TERRAIN]]));
  json_object_object_add (target, "hex", json_object_new_string ("1010"));
  json_object_object_add (target, "terrain", terrain);
  json_object_object_add (target, "units", units);
  json_object_object_add (root, "guns", gun_list);
  json_object_object_add (root, "range", json_object_new_int (v[RANGE]));
  json_object_object_add (root, "los_clear", json_object_new_boolean (v[LOS]));
  json_object_object_add (root, "target", target);
  json_object_object_add (root, "through_rear", json_object_new_boolean (v[REAR]));
  if (v[FRIEND] >= 0)
    {
      json_object *friends = json_object_new_array ();
      json_object_array_add (friends, adj_glory_calc_unit_json (state, v[FRIEND]));
      json_object_object_add (root, "friends", friends);
    }
  return root;
}

json_object *
adj_glory_calc_fire (gconstpointer state, const int *v, GError **error)
{
  g_autoptr (AdjCombatCharts) charts = adj_glory_calc_charts (error);
  if (charts == NULL)
    return NULL;
  const int named[] = { v[GUN1], v[GUN2], v[TARGET1], v[TARGET2], v[FRIEND] };
  if (!adj_glory_calc_named_once (state, named, G_N_ELEMENTS (named), error))
    return NULL;
  json_object *root = fire_json (state, v);
  AdjFireInput in;
  AdjFireResult r = { 0 };
  json_object *out = NULL;
  if (adj_fire_input_from_json (root, "fire", &in, error))
    {
      if (adj_fire_resolve (&in, charts, &r, error))
        out = adj_fire_result_to_json (&in, charts, &r);
      adj_fire_result_clear (&r);
      adj_fire_input_clear (&in);
    }
  json_object_put (root);
  return out;
}

/* Ranges as far as the range charts go (9.21). */
const AdjCalcField adj_glory_fire_fields[ADJ_GLORY_FIRE_N_FIELDS] = {
  { "gun1", N_("A battery firing"), ADJ_CALC_UNIT, 1, 0, 0, NULL, guns },
  { "gun2", N_("The other battery in its hex (9.3)"), ADJ_CALC_UNIT, 0, 0, 0, NULL, guns },
  { "target1", N_("The unit fired at (top of its stack)"), ADJ_CALC_UNIT, 1, 0, 0, NULL, targets },
  { "target2", N_("The other unit in the target hex"), ADJ_CALC_UNIT, 0, 0, 0, NULL, targets },
  { "range", N_("Range in hexes (9.21)"), ADJ_CALC_INT, 1, 99, 2, NULL },
  { "los", N_("The line of sight is clear (9.21)"), ADJ_CALC_BOOL, 0, 1, 1, NULL },
  { "terrain", N_("The target hex's terrain"), ADJ_CALC_CHOICE, 0, 1, 0, adj_glory_calc_hex_terrain },
  { "rear", N_("Adjacent fire through a rear hexside (9.22)"), ADJ_CALC_BOOL, 0, 1, 0, NULL },
  { "friend", N_("A friendly unit next to the target (9.5)"), ADJ_CALC_UNIT, 0, 0, 0, NULL, targets },
};
