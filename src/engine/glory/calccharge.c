/* Glory III's charge for a player's device (calccharge.h, 10.2-10.4):
 * the phone names the charging and defending units; each is taken as the
 * calculators see it in the game (adj_game_state_combat_unit, as the
 * laptop's unit pickers fill a row) with the game's night and battle
 * rules (adj_game_state_charge_context), put in two adjacent hexes as
 * the laptop's Charge page lays a charge out without a map, and asked as
 * `adjutant-cli charge` is: the same JSON in, the same answer out, with
 * the defenders' Defensive Fire (10.3) when they use it. */
#include "glory/calccharge.h"

#include "core/i18n.h"
#include "glory/calcgame.h"
#include "glory/combat.h"

static void
chargers (gconstpointer state, GArray *ids, GPtrArray *names)
{
  adj_glory_calc_role_units (state, ADJ_UNIT_ROLE_CHARGER, ids, names);
}

static void
defenders (gconstpointer state, GArray *ids, GPtrArray *names)
{
  adj_glory_calc_role_units (state, ADJ_UNIT_ROLE_DEFENDER, ids, names);
}

/* The Terrain Effects Chart's rows for the defending hex (its charge
 * column, 10.4): the hex (adj_glory_calc_hex_terrain), then a hexside or
 * level it is charged across. */
static const char *const hexsides[] = { "none", "charged-from-above", "charged-from-below", "steep-slope",
                                        "stream", "ford", "bridge", NULL };

enum { CHARGER1, CHARGER2, DEFENDER1, DEFENDER2, TERRAIN, HEXSIDE, REAR, STREAM, DF, CHARGER_TERRAIN };

/* The charge in the CLI's JSON: one charging hex, 1009, next to the
 * defending one, 1010. */
static json_object *
charge_json (gconstpointer state, const int *v)
{
  json_object *root = adj_glory_calc_context_json (state, TRUE);

  json_object *att = json_object_new_object (), *def = json_object_new_object ();
  json_object *au = json_object_new_array (), *du = json_object_new_array (), *terrain = json_object_new_array ();
  for (guint k = 0; k < 2; k++)
    {
      if (v[CHARGER1 + k] >= 0)
        json_object_array_add (au, adj_glory_calc_unit_json (state, v[CHARGER1 + k]));
      if (v[DEFENDER1 + k] >= 0)
        json_object_array_add (du, adj_glory_calc_unit_json (state, v[DEFENDER1 + k]));
    }
  json_object_object_add (att, "hex", json_object_new_string ("1009"));
  /* 10.34: the charging hex's terrain counts for Defensive Fire. */
  json_object *att_terrain = json_object_new_array ();
  json_object_array_add (att_terrain, json_object_new_string (adj_glory_calc_hex_terrain[v[CHARGER_TERRAIN]]));
  json_object_object_add (att, "terrain", att_terrain);
  json_object_object_add (att, "units", au);
  if (v[REAR])
    {
      json_object *rear = json_object_new_array ();
      json_object_array_add (rear, json_object_new_string ("1010"));
      json_object_object_add (att, "rear_of", rear);
    }
  json_object_object_add (att, "across_stream", json_object_new_boolean (v[STREAM]));
  json_object_array_add (terrain, json_object_new_string (adj_glory_calc_hex_terrain[v[TERRAIN]]));
  if (v[HEXSIDE] > 0)
    json_object_array_add (terrain, json_object_new_string (hexsides[v[HEXSIDE]]));
  json_object_object_add (def, "hex", json_object_new_string ("1010"));
  json_object_object_add (def, "terrain", terrain);
  json_object_object_add (def, "units", du);
  if (v[DF])
    {
      json_object *df = json_object_new_array ();
      json_object_array_add (df, json_object_new_string ("1009"));
      json_object_object_add (def, "df", df);
    }
  json_object *atts = json_object_new_array (), *defs = json_object_new_array ();
  json_object_array_add (atts, att);
  json_object_array_add (defs, def);
  json_object_object_add (root, "attackers", atts);
  json_object_object_add (root, "defenders", defs);
  return root;
}

json_object *
adj_glory_calc_charge (gconstpointer state, const int *v, GError **error)
{
  g_autoptr (AdjCombatCharts) charts = adj_glory_calc_charts (error);
  if (charts == NULL)
    return NULL;
  if (!adj_glory_calc_named_once (state, v, DEFENDER2 + 1, error))
    return NULL;
  json_object *root = charge_json (state, v);
  AdjChargeInput in;
  AdjChargeResult r = { 0 };
  json_object *out = NULL;
  AdjDfResult dr = { 0 };
  if (adj_charge_input_from_json (root, "charge", &in, error))
    {
      if (adj_charge_resolve (&in, charts, &r, error))
        {
          out = adj_charge_result_to_json (&in, charts, &r);
          /* The hexes are the layout's, not the map's: no one's to look up. */
          json_object_object_del (out, "terrain_hex");
          json_object_object_del (out, "defending_hexes");
          if (v[DF] && adj_deffire_resolve (&in, charts, &dr, error))
            json_object_object_add (out, "defensive_fire", adj_df_result_to_json (&in, charts, &dr));
          else if (v[DF])
            g_clear_pointer (&out, json_object_put);
        }
      adj_charge_result_clear (&r);
      adj_df_result_clear (&dr);
      adj_charge_input_clear (&in);
    }
  json_object_put (root);
  return out;
}

const AdjCalcField adj_glory_charge_fields[ADJ_GLORY_CHARGE_N_FIELDS] = {
  { "charger1", N_("A charging unit (top of its stack)"), ADJ_CALC_UNIT, 1, 0, 0, NULL, chargers },
  { "charger2", N_("The other charging unit in its hex"), ADJ_CALC_UNIT, 0, 0, 0, NULL, chargers },
  { "defender1", N_("A defending unit (top of its stack)"), ADJ_CALC_UNIT, 1, 0, 0, NULL, defenders },
  { "defender2", N_("The other defending unit in its hex"), ADJ_CALC_UNIT, 0, 0, 0, NULL, defenders },
  { "terrain", N_("The defending hex's terrain (10.4)"), ADJ_CALC_CHOICE, 0, 1, 0, adj_glory_calc_hex_terrain },
  { "hexside", N_("Charged across (10.4)"), ADJ_CALC_CHOICE, 0, 6, 0, hexsides },
  { "rear", N_("Through a rear hexside (10.22)"), ADJ_CALC_BOOL, 0, 1, 0, NULL },
  { "across_stream", N_("Across a stream (10.42)"), ADJ_CALC_BOOL, 0, 1, 0, NULL },
  { "df", N_("The defenders use Defensive Fire (10.32)"), ADJ_CALC_BOOL, 0, 1, 0, NULL },
  { "charger_terrain", N_("The charging hex's terrain (Defensive Fire, 10.34)"), ADJ_CALC_CHOICE, 0, 1, 0,
    adj_glory_calc_hex_terrain },
};
