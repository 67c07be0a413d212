/* Scouting points and results (scouting.h). */
#include "dog/scouting.h"

#include "core/i18n.h"

int
adj_dog_scouting_unit_points (const AdjDogRules *rules, AdjDogArm arm, int klass, int stands)
{
  /* 20.2 counts per scouting "figure"; 7.1 uses "figure" for a stand
   * (its rifle cost is per figure, 6.4 per stand), so a stand counts once. */
  if (arm != ADJ_DOG_CAVALRY || klass < 1 || klass > ADJ_DOG_N_CLASSES)
    return 0;
  return stands * rules->scouting_points[klass - 1];
}

int
adj_dog_scouting_points (const AdjDogRules *rules, const AdjDogArmy *army, const gboolean *scouting)
{
  int total = 0;
  for (guint i = 0; scouting != NULL && i < army->units->len; i++)
    if (scouting[i])
      {
        const AdjDogUnit *u = &g_array_index (army->units, AdjDogUnit, i);
        total += adj_dog_scouting_unit_points (rules, u->arm, u->klass, u->stands);
      }
  return total;
}

void
adj_dog_scouting_compare (const AdjDogRules *rules, int first, int second, AdjDogScouting *out)
{
  *out = (AdjDogScouting) { { first, second }, ABS (first - second), -1, rules->scouting_margin,
                            rules->scouting_deploy_inches };
  /* "15 or more points than their opponent" (20.3). */
  if (out->lead >= rules->scouting_margin)
    out->out_scouted = first > second ? 1 : 0;
}

json_object *
adj_dog_scouting_to_json (const AdjDogScouting *s)
{
  static const char *const sides[] = { "first", "second" };
  json_object *o = json_object_new_object ();
  json_object *pts = json_object_new_array ();
  json_object_array_add (pts, json_object_new_int (s->points[0]));
  json_object_array_add (pts, json_object_new_int (s->points[1]));
  json_object_object_add (o, "points", pts);
  json_object_object_add (o, "lead", json_object_new_int (s->lead));
  json_object_object_add (o, "margin", json_object_new_int (s->margin));
  json_object_object_add (o, "out_scouted",
                          s->out_scouted >= 0 ? json_object_new_string (sides[s->out_scouted]) : NULL);
  return o;
}

char *
adj_dog_scouting_describe (const AdjDogScouting *s, const char *const names[2])
{
  if (s->out_scouted < 0)
    return g_strdup_printf (_("Neither side is out-scouted (%d to %d): roll 1d6 to see who places a brigade "
                              "first (20.3)."), s->points[0], s->points[1]);
  /* TRANSLATORS: the out-scouted army, the points, inches from its rear edge, the other army */
  return g_strdup_printf (_("%s is out-scouted (%d to %d): it deploys one brigade %d\" from its rear edge "
                            "first, then %s and it place brigade by brigade in turn (20.3)."),
                          names[s->out_scouted], s->points[s->out_scouted], s->points[1 - s->out_scouted],
                          s->deploy_inches, names[1 - s->out_scouted]);
}
