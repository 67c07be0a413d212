/* Glory III's calculators as JSON, and their table for the devices
 * (calculators.h). */
#include "glory/calculators.h"

#include "core/error.h"
#include "core/i18n.h"
#include "core/modifier.h"
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
  { "ca", N_("Combined Activation"), "4.25", ca_fields, G_N_ELEMENTS (ca_fields), ca },
  { "rally", N_("Rally"), "11.52", rally_fields, G_N_ELEMENTS (rally_fields), rally },
  { "recover", N_("Recovery"), "11.62", recover_fields, G_N_ELEMENTS (recover_fields), recover },
};
