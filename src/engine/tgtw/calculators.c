/* The Glory that Was's calculators for a player's device (core/
 * calculator.h): the morale check (8.0), a leader's casualty roll (9.0)
 * a sector's initiative (4.0), missile fire (5.0) and melee (7.0), on the
 * game's own charts, answering as `adjutant-cli tgtw morale|casualty|
 * initiative|missile|melee` do. */
#include "tgtw/calculators.h"

#include "core/error.h"
#include "core/i18n.h"
#include "tgtw/calccombat.h"
#include "tgtw/calcjson.h"
#include "tgtw/state-private.h"

static json_object *
morale (gconstpointer state, const int *v, GError **error)
{
  AdjTgtwMoraleInput in = { .morale = v[0], .leader = v[1], .card = v[2], .modifier = v[3], .plus = v[4],
                            .automatic = v[5] };
  AdjTgtwMoraleResult r = { 0 };
  json_object *out = adj_tgtw_morale_check (adj_tgtw_state_charts (state), &in, &r, error)
                       ? adj_tgtw_morale_result_to_json (&r) : NULL;
  adj_tgtw_morale_result_clear (&r);
  return out;
}

static json_object *
casualty (gconstpointer state, const int *v, GError **error)
{
  /* The choices below are the columns in order (types.h). */
  AdjTgtwCasualtyInput in = { .column = (AdjTgtwCasualtyColumn) v[0], .missile = v[1], .stars = v[2],
                              .plus = v[3] };
  AdjTgtwCasualtyResult r = { 0 };
  json_object *out = adj_tgtw_casualty_roll (adj_tgtw_state_charts (state), &in, &r, error)
                       ? adj_tgtw_casualty_result_to_json (&r) : NULL;
  adj_tgtw_casualty_result_clear (&r);
  return out;
}

static json_object *
initiative (gconstpointer state, const int *v, GError **error)
{
  AdjTgtwInitiativeInput in = { { v[0], v[1] }, { v[2], v[3] } };
  AdjTgtwInitiativeResult r = { 0 };
  json_object *out = adj_tgtw_initiative_odds (adj_tgtw_state_charts (state), &in, &r, error)
                       ? adj_tgtw_initiative_result_to_json (&r) : NULL;
  adj_tgtw_initiative_result_clear (&r);
  return out;
}

static const AdjCalcField morale_fields[] = {
  { "morale", N_("The unit's morale number"), ADJ_CALC_INT, 0, 99, 6, NULL },
  { "leader", N_("A leader's morale modifier (the scenario's)"), ADJ_CALC_INT, -9, 9, 0, NULL },
  { "card", N_("The sector's tactical card, 1–7 (0: none; 11.0)"), ADJ_CALC_INT, 0, 7, 0, NULL },
  { "modifier", N_("Any other modifier (+ helps)"), ADJ_CALC_INT, -9, 9, 0, NULL },
  { "plus", N_("Tactical points the enemy buys on the die (12.0)"), ADJ_CALC_INT, 0, 3, 0, NULL },
  { "automatic", N_("A rally-dot leader with a routed unit (2.1)"), ADJ_CALC_BOOL, 0, 1, 0, NULL },
};

static const char *const casualty_columns[] = { "Eng", "D", "R", "E", NULL };
G_STATIC_ASSERT (G_N_ELEMENTS (casualty_columns) == ADJ_TGTW_N_CASUALTY_COLUMNS + 1);

static const AdjCalcField casualty_fields[] = {
  { "result", N_("What his unit suffered"), ADJ_CALC_CHOICE, 0, 0, ADJ_TGTW_CASUALTY_E, casualty_columns },
  { "missile", N_("Missile combat: the roll after an E"), ADJ_CALC_BOOL, 0, 1, 0, NULL },
  { "stars", N_("The leader's stars (10.0)"), ADJ_CALC_INT, 0, 3, 1, NULL },
  { "plus", N_("Tactical points bought on the die (12.0)"), ADJ_CALC_INT, 0, 3, 0, NULL },
};

static const AdjCalcField initiative_fields[] = {
  { "bonus", N_("First army: its sector leader's bonus"), ADJ_CALC_INT, 0, 5, 0, NULL },
  { "other_bonus", N_("Second army: its sector leader's bonus"), ADJ_CALC_INT, 0, 5, 0, NULL },
  { "plus", N_("First army: tactical points on its die (12.0)"), ADJ_CALC_INT, 0, 3, 0, NULL },
  { "other_plus", N_("Second army: tactical points on its die (12.0)"), ADJ_CALC_INT, 0, 3, 0, NULL },
};

const AdjCalculator adj_tgtw_calculators[ADJ_TGTW_N_CALCULATORS] = {
  { "morale", N_("Morale Check"), "8.0", morale_fields, G_N_ELEMENTS (morale_fields), morale },
  { "casualty", N_("Leader Casualty"), "9.0", casualty_fields, G_N_ELEMENTS (casualty_fields), casualty },
  { "initiative", N_("Sector Initiative"), "4.0", initiative_fields, G_N_ELEMENTS (initiative_fields), initiative },
  { "missile", N_("Missile Fire"), "5.0", adj_tgtw_missile_fields, ADJ_TGTW_MISSILE_N_FIELDS, adj_tgtw_calc_missile },
  { "melee", N_("Melee"), "7.0", adj_tgtw_melee_fields, ADJ_TGTW_MELEE_N_FIELDS, adj_tgtw_calc_melee },
};
