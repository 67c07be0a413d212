/* Glory III's calculators as JSON, and their table for the devices
 * (calculators.h). */
#include "glory/calculators.h"

#include "core/error.h"
#include "core/i18n.h"
#include "core/modifier.h"
#include "glory/calccharge.h"
#include "glory/calcfire.h"
#include "glory/calcgame.h"
#include "glory/calclos.h"
#include "glory/combatout.h"

json_object *
adj_ca_result_to_json (const AdjCaResult *r)
{
  json_object *out = json_object_new_object ();
  json_object_object_add (out, "total", json_object_new_int (r->total));
  json_object_object_add (out, "needs", json_object_new_int (r->needs));
  json_object_object_add (out, "success_probability", adj_combat_probability_to_json (r->probability));
  return out;
}

json_object *
adj_odds_to_json (const AdjOdds *odds)
{
  static const char *const placements[] = { "exact", "rounded", "clamped" };
  g_autofree char *why = adj_odds_explain (odds);
  json_object *out = json_object_new_object ();
  json_object_object_add (out, "odds", json_object_new_string (odds->odds->key));
  json_object_object_add (out, "odds_drm", json_object_new_int (odds->odds->drm));
  json_object_object_add (out, "source", json_object_new_string (adj_cell_source_to_string (odds->odds->cell->source)));
  if (odds->odds->cell->cite != NULL)
    json_object_object_add (out, "cite", json_object_new_string (odds->odds->cell->cite));
  json_object_object_add (out, "placement", json_object_new_string (placements[odds->placement]));
  json_object_object_add (out, "rule", json_object_new_string (adj_odds_rule (odds)));
  json_object_object_add (out, "text", json_object_new_string (why));
  return out;
}

const char *
adj_cohesion_roll_rule (gboolean recovery, gboolean night)
{
  return recovery ? (night ? "11.62, 13" : "11.62") : (night ? "13" : "11.52");
}

json_object *
adj_cohesion_roll_to_json (const AdjCohesionRoll *r, gboolean recovery, const char *rule)
{
  guint faces = 0;
  for (int face = 0; face < ADJ_D10_FACES; face++)
    faces |= (guint) r->success[face] << face;
  json_object *out = json_object_new_object ();
  json_object_object_add (out, "cohesion", json_object_new_int (r->cohesion));
  if (r->drop > 0)
    {
      g_autoptr (GArray) mods = adj_modifiers_new ();
      json_object_object_add (out, "rating", json_object_new_int (r->rating));
      adj_modifiers_add (mods, -r->drop, "12.4", _("disordered cavalry without a disordered side: %d lower"),
                         r->drop);
      json_object_object_add (out, "cohesion_modifiers", adj_modifiers_to_json (mods));
    }
  json_object_object_add (out, "success_probability", adj_combat_probability_to_json (r->probability));
  if (recovery)
    json_object_object_add (out, "elimination_probability",
                            adj_combat_probability_to_json (r->elimination_probability));
  else
    json_object_object_add (out, "automatic", json_object_new_boolean (r->automatic));
  json_object_object_add (out, "success_faces", adj_combat_faces_to_json (faces));
  g_autofree char *rules = r->drop > 0 ? g_strdup_printf ("%s, 12.4", rule) : g_strdup (rule);
  json_object_object_add (out, "rule", json_object_new_string (rules));
  return out;
}

/* The device's calculators: the game in play is not asked (a phone looks
 * up a case, as the CLI does). */

static json_object *
ca (gconstpointer state, const int *v, GError **error)
{
  AdjCaResult r;
  adj_ca_calculate (&v[1], (guint) v[0], &r);
  return adj_ca_result_to_json (&r);
}

/* 12.4: cavalry whose counter has no disordered side. */
static const char *const markers[] = { "none", "mounted", "dismounted-union", "dismounted-confederate", NULL };

static json_object *
roll (const int *v, gboolean recovery)
{
  AdjCombatUnit unit = { .kind = ADJ_COMBAT_INFANTRY, .disordered = TRUE, .cohesion = v[0] };
  if (v[2] > 0)
    {
      unit.kind = v[2] == 1 ? ADJ_COMBAT_MOUNTED_CAVALRY : ADJ_COMBAT_DISMOUNTED_CAVALRY;
      unit.army = v[2] == 3 ? ADJ_ARMY_CONFEDERATE : ADJ_ARMY_UNION;
      unit.disorder_marker = TRUE;
    }
  AdjCohesionRoll r;
  if (recovery)
    adj_recovery_calculate_unit (&unit, v[1], &r);
  else
    adj_rally_calculate_unit (&unit, v[1], &r);
  return adj_cohesion_roll_to_json (&r, recovery, adj_cohesion_roll_rule (recovery, v[1]));
}

static json_object *
rally (gconstpointer state, const int *v, GError **error)
{
  return roll (v, FALSE);
}

static json_object *
recover (gconstpointer state, const int *v, GError **error)
{
  /* 11.63: cavalry recovers with its mounted cohesion. */
  if (v[2] >= 2)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, "%s",
                   _("cavalry recovers with its mounted cohesion (11.63): choose mounted"));
      return NULL;
    }
  return roll (v, TRUE);
}

/* 10.23, 10.41 on the charts the laptop's pages use: the shipped ones
 * with the player's own values over them. Read at each question, so a
 * value the player has just typed counts. */
static json_object *
odds (gconstpointer state, const int *v, GError **error)
{
  g_autoptr (AdjCombatCharts) charts = adj_glory_calc_charts (error);
  if (charts == NULL)
    return NULL;
  AdjOdds o;
  adj_odds_compute (charts, v[0], v[1], v[2], &o);
  return adj_odds_to_json (&o);
}

static const AdjCalcField odds_fields[] = {
  { "attack", N_("Charging strength"), ADJ_CALC_INT, 1, 999, 6, NULL },
  { "defense", N_("Defending strength"), ADJ_CALC_INT, 1, 999, 3, NULL },
  { "favoured", N_("Rounded for the attacker (10.41)"), ADJ_CALC_BOOL, 0, 1, 0, NULL },
};

/* Ratings as printed on a leader's counter (0-9); the third and fourth
 * count only when "leaders" says so. */
static const AdjCalcField ca_fields[] = {
  { "leaders", N_("Leaders trying to combine"), ADJ_CALC_INT, 2, 4, 2, NULL },
  { "rating1", N_("First leader's Combined Activation rating"), ADJ_CALC_INT, 0, 9, 2, NULL },
  { "rating2", N_("Second leader's rating"), ADJ_CALC_INT, 0, 9, 2, NULL },
  { "rating3", N_("Third leader's rating, if three or more"), ADJ_CALC_INT, 0, 9, 2, NULL },
  { "rating4", N_("Fourth leader's rating, if four"), ADJ_CALC_INT, 0, 9, 2, NULL },
};

static const AdjCalcField rally_fields[] = {
  { "cohesion", N_("The unit's disordered cohesion"), ADJ_CALC_INT, ADJ_COHESION_MIN, ADJ_COHESION_MAX, 5, NULL },
  { "night", N_("A night turn (13)"), ADJ_CALC_BOOL, 0, 1, 0, NULL },
  { "marker", N_("Cavalry without a disordered side (12.4)"), ADJ_CALC_CHOICE, 0, 3, 0, markers },
};

static const AdjCalcField recover_fields[] = {
  { "cohesion", N_("The unit's disordered cohesion (cavalry: mounted, 11.63)"), ADJ_CALC_INT, ADJ_COHESION_MIN,
    ADJ_COHESION_MAX, 5, NULL },
  { "night2", N_("A Night 2 turn (13)"), ADJ_CALC_BOOL, 0, 1, 0, NULL },
  { "marker", N_("Cavalry without a disordered side (12.4)"), ADJ_CALC_CHOICE, 0, 3, 0, markers },
};

const AdjCalculator adj_glory_calculators[ADJ_GLORY_N_CALCULATORS] = {
  { "odds", N_("Charge Odds"), "10.23", odds_fields, G_N_ELEMENTS (odds_fields), odds },
  { "ca", N_("Combined Activation"), "4.25", ca_fields, G_N_ELEMENTS (ca_fields), ca },
  { "rally", N_("Rally"), "11.52", rally_fields, G_N_ELEMENTS (rally_fields), rally },
  { "recover", N_("Recovery"), "11.62", recover_fields, G_N_ELEMENTS (recover_fields), recover },
  { "charge", N_("Charge"), "10.2", adj_glory_charge_fields, ADJ_GLORY_CHARGE_N_FIELDS, adj_glory_calc_charge },
  { "fire", N_("Artillery Fire"), "9", adj_glory_fire_fields, ADJ_GLORY_FIRE_N_FIELDS, adj_glory_calc_fire },
  { "los", N_("Line of Sight"), "9.4", adj_glory_los_fields, ADJ_GLORY_LOS_N_FIELDS, NULL, adj_glory_los_questions,
    adj_glory_los_answer },
};
