/* The Glory that Was's combat calculators for a player's device
 * (calculators.h): missile fire (5.0-5.3) and melee (7.0, MCT1, MCT2) on
 * the game in play. The player names the units; the input is the one the
 * app's Missile and Melee pages build, through the moves' own checks
 * (adj_tgtw_move_missile_input, adj_tgtw_move_melee_input), and the
 * answer is what `adjutant-cli tgtw missile|melee` prints for it. */
#include "tgtw/calccombat.h"

#include "core/i18n.h"
#include "tgtw/calcjson.h"
#include "tgtw/move.h"
#include "tgtw/state-private.h"

/* Every unit still in play, in the scenario's order (by army). */
static void
units_in_play (gconstpointer state, GArray *ids, GPtrArray *names)
{
  const AdjTgtwScenario *sc = adj_tgtw_state_get_scenario (state);
  for (guint i = 0; i < adj_tgtw_scenario_n_units (sc); i++)
    if (adj_tgtw_state_unit_status (state, i) != ADJ_TGTW_ELIMINATED)
      {
        int id = (int) i;
        g_array_append_val (ids, id);
        g_ptr_array_add (names, (gpointer) adj_tgtw_scenario_unit (sc, i)->name);
      }
}

json_object *
adj_tgtw_calc_missile (gconstpointer state, const int *v, GError **error)
{
  /* v: target, then each firer and its range (a firer left out: -1), plus. */
  int firers[ADJ_TGTW_CALC_FIRERS], ranges[ADJ_TGTW_CALC_FIRERS];
  guint n = 0;
  for (guint k = 0; k < ADJ_TGTW_CALC_FIRERS; k++)
    if (v[1 + 2 * k] >= 0)
      {
        firers[n] = v[1 + 2 * k];
        ranges[n++] = v[2 + 2 * k];
      }
  g_autoptr (AdjTgtwMove) m = adj_tgtw_move_missile ((guint) v[0], firers, ranges, n, 0);
  m->plus[0] = v[1 + 2 * ADJ_TGTW_CALC_FIRERS];
  m->formation = v[2 + 2 * ADJ_TGTW_CALC_FIRERS] - 1;  /* 5.2: -1, the target's own */
  AdjTgtwFirer in_firers[ADJ_TGTW_MAX_FIRERS];
  AdjTgtwMissileInput in;
  AdjTgtwMissileResult r = { 0 };
  json_object *out = adj_tgtw_move_missile_input (state, m, in_firers, &in, error)
                         && adj_tgtw_missile_resolve (adj_tgtw_state_charts (state), &in, &r, error)
                       ? adj_tgtw_missile_result_to_json (&in, &r) : NULL;
  adj_tgtw_missile_result_clear (&r);
  return out;
}

json_object *
adj_tgtw_calc_melee (gconstpointer state, const int *v, GError **error)
{
  /* 2.1: the leader in range is the sector's with most stars, as the
   * app's switch takes him. */
  int sector, army, leader = -1;
  if (v[2] && adj_tgtw_state_acting (state, &sector, &army))
    leader = adj_tgtw_state_active_leader (state, (guint) sector, (guint) army);
  g_autoptr (AdjTgtwMove) m = adj_tgtw_move_melee ((guint) v[0], (guint) v[1], leader, NULL, 0);
  m->tp[0] = (AdjTgtwMeleeSpend) { v[3], v[4], 0, v[5], v[6] };
  m->tp[1] = (AdjTgtwMeleeSpend) { 0, v[7], v[8], v[9], 0 };
  const AdjTgtwCharts *charts = adj_tgtw_state_charts (state);
  AdjTgtwMeleeInput in;
  AdjTgtwMeleeResult r = { 0 };
  json_object *out = adj_tgtw_move_melee_input (state, m, &in, error) && adj_tgtw_melee_resolve (charts, &in, &r, error)
                       ? adj_tgtw_melee_result_to_json (charts, &r) : NULL;
  adj_tgtw_melee_result_clear (&r);
  return out;
}

/* 5.2: the TDT's rows in the engine's order (types.h), after the
 * target's own formation from the scenario; hyphens, as the phone shows
 * a choice's id with spaces. */
static const char *const formations[] = { "its-own", "hoplitic-phalanx", "macedonian-phalanx", "early-legion",
                                          "roman-legion", "barbarian-tribe", "skirmishers", "cavalry", NULL };
G_STATIC_ASSERT (G_N_ELEMENTS (formations) == ADJ_TGTW_N_FORMATIONS + 2);

/* Ranges as the PDT prints them (5.1); a firer after the first may be
 * none, and its range is asked only with it. */
const AdjCalcField adj_tgtw_missile_fields[ADJ_TGTW_MISSILE_N_FIELDS] = {
  { "target", N_("The target"), ADJ_CALC_UNIT, 1, 0, 0, NULL, units_in_play },
  { "firer1", N_("A unit firing"), ADJ_CALC_UNIT, 1, 0, 0, NULL, units_in_play },
  { "range1", N_("Its range in hexes"), ADJ_CALC_INT, 1, ADJ_TGTW_PDT_RANGES, 1, NULL },
  { "firer2", N_("A second unit firing"), ADJ_CALC_UNIT, 0, 0, 0, NULL, units_in_play },
  { "range2", N_("Its range in hexes"), ADJ_CALC_INT, 1, ADJ_TGTW_PDT_RANGES, 1, NULL, NULL, "firer2" },
  { "firer3", N_("A third unit firing"), ADJ_CALC_UNIT, 0, 0, 0, NULL, units_in_play },
  { "range3", N_("Its range in hexes"), ADJ_CALC_INT, 1, ADJ_TGTW_PDT_RANGES, 1, NULL, NULL, "firer3" },
  { "firer4", N_("A fourth unit firing"), ADJ_CALC_UNIT, 0, 0, 0, NULL, units_in_play },
  { "range4", N_("Its range in hexes"), ADJ_CALC_INT, 1, ADJ_TGTW_PDT_RANGES, 1, NULL, NULL, "firer4" },
  { "plus", N_("Tactical points on the die (12.0)"), ADJ_CALC_INT, 0, 3, 0, NULL },
  { "formation", N_("The target's formation on the TDT (5.2, optional)"), ADJ_CALC_CHOICE, 0,
    ADJ_TGTW_N_FORMATIONS, 0, formations },
};

/* 12.0: what each side may buy, as the app's Melee page offers it. */
const AdjCalcField adj_tgtw_melee_fields[ADJ_TGTW_MELEE_N_FIELDS] = {
  { "attacker", N_("The attacking unit"), ADJ_CALC_UNIT, 1, 0, 0, NULL, units_in_play },
  { "defender", N_("The defending unit"), ADJ_CALC_UNIT, 1, 0, 0, NULL, units_in_play },
  { "leader", N_("The sector's leader with most stars is in range (2.1)"), ADJ_CALC_BOOL, 0, 1, 0, NULL },
  { "plus", N_("Attacker: +1 on the dice total each (12.0)"), ADJ_CALC_INT, 0, 3, 0, NULL },
  { "mct1", N_("Attacker: MCT1 columns in his favour (12.0)"), ADJ_CALC_INT, 0, 13, 0, NULL },
  { "mct2_shift", N_("Attacker: MCT2 columns in his favour (12.0)"), ADJ_CALC_INT, 0, 6, 0, NULL },
  { "mct2_dice", N_("Attacker: more MCT2 dice (12.0)"), ADJ_CALC_INT, 0, 6, 0, NULL },
  { "def_mct1", N_("Defender: MCT1 columns in his favour (12.0)"), ADJ_CALC_INT, 0, 13, 0, NULL },
  { "def_cancel", N_("Defender: MCT1 columns of the attacker's cancelled (12.0)"), ADJ_CALC_INT, 0, 13, 0, NULL },
  { "def_mct2_shift", N_("Defender: MCT2 columns in his favour (12.0)"), ADJ_CALC_INT, 0, 6, 0, NULL },
};
