/* The roster of an army list and its troop-ratio guide (roster.h). */
#include "dog/roster.h"

#include "core/i18n.h"
#include "dog/json.h"

static void
line_clear (gpointer p)
{
  AdjDogRosterLine *l = p;
  g_free (l->id);
  g_free (l->text);
  g_free (l->working);
}

gboolean
adj_dog_army_ratios (const AdjDogRules *rules, const AdjDogArmy *army, AdjDogRatioRow out[ADJ_DOG_N_CLASSES])
{
  int all = 0;
  for (int k = 0; k < ADJ_DOG_N_CLASSES; k++)
    out[k] = (AdjDogRatioRow) { .klass = k + 1 };
  /* Artillery is class 3 by rule (11.1), not by choice: the guide is about
   * the classes a player picks, so only infantry and cavalry count. */
  for (guint i = 0; i < army->units->len; i++)
    {
      const AdjDogUnit *u = &g_array_index (army->units, AdjDogUnit, i);
      if (u->arm == ADJ_DOG_ARTILLERY)
        continue;
      out[u->klass - 1].stands += u->stands;
      all += u->stands;
    }
  gboolean known = army->side >= 0 && army->year > 0;
  for (int k = 0; k < ADJ_DOG_N_CLASSES; k++)
    {
      out[k].percent = all > 0 ? 100.0 * out[k].stands / all : 0.0;
      if (known)
        out[k].has_guide = adj_dog_rules_troop_ratio (rules, army->side, army->year, k + 1, &out[k].guide);
    }
  return known;
}

static void
add_line (AdjDogRoster *r, AdjDogRosterSection section, const char *id, char *text, char *working, int points,
          const char *rule)
{
  r->total += points;
  AdjDogRosterLine l = { section, g_strdup (id), text, working, points, r->total, rule };
  g_array_append_val (r->lines, l);
}

static char *
unit_text (const AdjDogUnit *u)
{
  if (u->arm == ADJ_DOG_ARTILLERY)
    /* TRANSLATORS: a battery's name, its number of guns and their kind */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %d gun, %s%s", "%s: %d guns, %s%s", (gulong) u->stands), u->name,
                            u->stands, adj_dog_gun_name (u->gun), u->horse ? _(", horse artillery") : "");
  /* TRANSLATORS: a unit's name, its arm, class and stands */
  return g_strdup_printf (_("%s: %s, class %d, %d stands%s"), u->name, adj_dog_arm_name (u->arm), u->klass,
                          u->stands, u->rifled ? _(", rifled muskets") : "");
}

static char *
unit_working (const AdjDogRules *rules, const AdjDogUnit *u)
{
  if (u->arm == ADJ_DOG_ARTILLERY)
    return u->horse ? g_strdup_printf ("%d × (%d + %d)", u->stands, rules->gun_cost[u->gun], rules->horse_modifier)
                    : g_strdup_printf ("%d × %d", u->stands, rules->gun_cost[u->gun]);
  int base = rules->stand_cost[u->arm == ADJ_DOG_CAVALRY][u->klass - 1];
  return u->rifled ? g_strdup_printf ("%d × (%d + %d)", u->stands, base, rules->rifled_modifier)
                   : g_strdup_printf ("%d × %d", u->stands, base);
}

AdjDogRoster *
adj_dog_roster_new (const AdjDogRules *rules, const AdjDogArmy *army, int limit)
{
  AdjDogRoster *r = g_new0 (AdjDogRoster, 1);
  r->title = g_strdup (army->name ? army->name : _("Order of Battle"));
  r->lines = g_array_new (FALSE, TRUE, sizeof (AdjDogRosterLine));
  g_array_set_clear_func (r->lines, line_clear);
  r->limit = limit > 0 ? limit : army->limit;
  const char *staff_rule = adj_dog_rules_cite (rules, ADJ_DOG_TABLE_STAFF_COSTS);
  const char *gun_rule = adj_dog_rules_cite (rules, ADJ_DOG_TABLE_GUN_COSTS);
  for (guint i = 0; i < army->staff->len; i++)
    {
      const AdjDogStaff *s = &g_array_index (army->staff, AdjDogStaff, i);
      int cost = rules->staff_cost[s->rank];
      add_line (r, ADJ_DOG_ROSTER_STAFF, s->id, g_strdup_printf ("%s: %s", s->name, adj_dog_rank_name (s->rank)),
                cost ? g_strdup_printf ("%d", cost) : g_strdup (_("free")), cost, staff_rule);
    }
  for (guint i = 0; i < army->units->len; i++)
    {
      const AdjDogUnit *u = &g_array_index (army->units, AdjDogUnit, i);
      add_line (r, ADJ_DOG_ROSTER_UNIT, u->id, unit_text (u), unit_working (rules, u),
                adj_dog_unit_cost (rules, u), "7.1");
    }
  for (guint i = 0; i < army->guns->len; i++)
    {
      const AdjDogGunModel *g = &g_array_index (army->guns, AdjDogGunModel, i);
      int cost = adj_dog_gun_model_cost (rules, g);
      add_line (r, ADJ_DOG_ROSTER_GUN, g->id,
                g_strdup_printf ("%s: %s%s", g->name, adj_dog_gun_name (g->gun), g->horse ? _(", horse artillery") : ""),
                g->horse ? g_strdup_printf ("%d + %d", rules->gun_cost[g->gun], rules->horse_modifier)
                         : g_strdup_printf ("%d", cost), cost, gun_rule);
    }
  if (army->pontoons > 0)
    add_line (r, ADJ_DOG_ROSTER_WORKS, NULL,
              g_strdup_printf (_("Pontoons, %d inches"), 2 * army->pontoons),
              g_strdup_printf ("%d × %d", army->pontoons, rules->pontoon_cost), army->pontoons * rules->pontoon_cost,
              gun_rule);
  if (army->earthworks > 0)
    add_line (r, ADJ_DOG_ROSTER_WORKS, NULL,
              g_strdup_printf (_("Earthworks or field defences, %d inches"), 4 * army->earthworks),
              g_strdup_printf ("%d × %d", army->earthworks, rules->earthwork_cost),
              army->earthworks * rules->earthwork_cost, gun_rule);
  r->problems = adj_dog_army_problems (rules, army, r->limit);
  r->ratios_known = adj_dog_army_ratios (rules, army, r->ratios);
  return r;
}

void
adj_dog_roster_free (AdjDogRoster *r)
{
  if (r == NULL)
    return;
  g_free (r->title);
  g_array_unref (r->lines);
  g_ptr_array_unref (r->problems);
  g_free (r);
}

static const char *const sections[] = { "staff", "unit", "gun", "works" };

json_object *
adj_dog_roster_to_json (const AdjDogRoster *r)
{
  json_object *o = json_object_new_object ();
  json_object_object_add (o, "title", json_object_new_string (r->title));
  json_object *lines = json_object_new_array ();
  for (guint i = 0; i < r->lines->len; i++)
    {
      const AdjDogRosterLine *l = &g_array_index (r->lines, AdjDogRosterLine, i);
      json_object *e = json_object_new_object ();
      json_object_object_add (e, "section", json_object_new_string (sections[l->section]));
      if (l->id)
        json_object_object_add (e, "id", json_object_new_string (l->id));
      json_object_object_add (e, "text", json_object_new_string (l->text));
      json_object_object_add (e, "working", json_object_new_string (l->working));
      json_object_object_add (e, "points", json_object_new_int (l->points));
      json_object_object_add (e, "running", json_object_new_int (l->running));
      json_object_object_add (e, "rule", json_object_new_string (l->rule));
      json_object_array_add (lines, e);
    }
  json_object_object_add (o, "lines", lines);
  json_object_object_add (o, "total", json_object_new_int (r->total));
  json_object_object_add (o, "limit", r->limit > 0 ? json_object_new_int (r->limit) : NULL);
  json_object *problems = json_object_new_array ();
  for (guint i = 0; i < r->problems->len; i++)
    json_object_array_add (problems, json_object_new_string (r->problems->pdata[i]));
  json_object_object_add (o, "problems", problems);
  json_object *ratios = json_object_new_array ();
  for (int k = 0; k < ADJ_DOG_N_CLASSES; k++)
    {
      const AdjDogRatioRow *row = &r->ratios[k];
      json_object *e = json_object_new_object ();
      json_object_object_add (e, "class", json_object_new_int (row->klass));
      json_object_object_add (e, "guide", row->has_guide ? json_object_new_int (row->guide) : NULL);
      json_object_object_add (e, "stands", json_object_new_int (row->stands));
      json_object_object_add (e, "percent", adj_dog_json_chance (row->percent));
      json_object_array_add (ratios, e);
    }
  json_object_object_add (o, "ratios", ratios);
  return o;
}
