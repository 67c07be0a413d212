/* What Glory III's device calculators share (calcgame.h). */
#include "glory/calcgame.h"

#include "core/chartoverrides.h"
#include "core/error.h"
#include "core/i18n.h"
#include "core/paths.h"
#include "glory/combat.h"
#include "glory/gamecombat.h"

void
adj_glory_calc_role_units (gconstpointer state, AdjUnitRole role, GArray *ids, GPtrArray *names)
{
  AdjBattle *battle = adj_game_state_get_battle (state);
  g_autoptr (GArray) units = adj_game_role_units (state, role);
  for (guint i = 0; i < units->len; i++)
    {
      int id = (int) g_array_index (units, guint, i);
      g_array_append_val (ids, id);
      g_ptr_array_add (names, adj_battle_get_unit (battle, (guint) id)->name);
    }
}

json_object *
adj_glory_calc_unit_json (gconstpointer state, int unit)
{
  AdjCombatUnit u = { 0 };
  adj_game_state_combat_unit (state, (guint) unit, &u);
  json_object *o = json_object_new_object ();
  json_object_object_add (o, "name", json_object_new_string (adj_battle_get_unit (adj_game_state_get_battle (state),
                                                                                  (guint) unit)->name));
  json_object_object_add (o, "type", json_object_new_string (adj_combat_kind_to_string (u.kind)));
  json_object_object_add (o, "strength", json_object_new_int (u.strength));
  json_object_object_add (o, "cohesion", json_object_new_int (u.cohesion));
  json_object_object_add (o, "disordered", json_object_new_boolean (u.disordered));
  if (u.disorder_marker)
    {
      json_object_object_add (o, "disorder_marker", json_object_new_boolean (TRUE));
      json_object_object_add (o, "army", json_object_new_string (adj_army_to_string (u.army)));
    }
  if (u.has_disordered_cohesion)
    json_object_object_add (o, "disordered_cohesion", json_object_new_int (u.disordered_cohesion));
  if (u.moved_hexes > 0 || u.max_hex_cost > 0)
    {
      json_object_object_add (o, "moved_hexes", json_object_new_int (u.moved_hexes));
      json_object_object_add (o, "max_hex_cost", json_object_new_int (u.max_hex_cost));
    }
  if (adj_combat_kind_is_artillery (u.kind))
    json_object_object_add (o, "gun", json_object_new_string (adj_gun_range_to_string (u.gun)));
  return o;
}

const char *const adj_glory_calc_hex_terrain[] = { "clear", "woods", NULL };

gboolean
adj_glory_calc_named_once (gconstpointer state, const int *units, guint n, GError **error)
{
  for (guint i = 0; i < n; i++)
    for (guint j = 0; j < i; j++)
      if (units[i] >= 0 && units[i] == units[j])
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("%s is named twice"),
                       adj_battle_get_unit (adj_game_state_get_battle (state), (guint) units[i])->name);
          return FALSE;
        }
  return TRUE;
}

json_object *
adj_glory_calc_context_json (gconstpointer state, gboolean charge)
{
  json_object *root = json_object_new_object ();
  AdjChargeInput context = { 0 };
  adj_game_state_charge_context (state, &context);
  json_object_object_add (root, "night", json_object_new_boolean (context.night));
  if (charge)
    {
      json_object_object_add (root, "fixed_glory", json_object_new_boolean (context.fixed_glory));
      json_object_object_add (root, "refitted_glory1", json_object_new_boolean (context.refitted_glory1));
    }
  if (context.range_chart != NULL)
    json_object_object_add (root, "range_chart", json_object_new_string (context.range_chart));
  g_free (context.range_chart);
  return root;
}

AdjCombatCharts *
adj_glory_calc_charts (GError **error)
{
  g_autofree char *dir = adj_paths_data_file ("charts", NULL);
  g_autofree char *own = adj_paths_user_file (ADJ_CHART_OVERRIDES_FILE);
  return adj_combat_charts_load (dir, own, error);
}
