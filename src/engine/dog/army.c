/* An army list: its entries and their points (army.h). */
#include "dog/army.h"

#include "core/i18n.h"

static void
unit_clear (gpointer p)
{
  AdjDogUnit *u = p;
  g_free (u->id);
  g_free (u->name);
}

static void
staff_clear (gpointer p)
{
  AdjDogStaff *s = p;
  g_free (s->id);
  g_free (s->name);
}

static void
gun_clear (gpointer p)
{
  AdjDogGunModel *g = p;
  g_free (g->id);
  g_free (g->name);
}

AdjDogArmy *
adj_dog_army_new (void)
{
  AdjDogArmy *a = g_new0 (AdjDogArmy, 1);
  a->prefix = g_strdup ("");
  a->side = -1;
  a->units = g_array_new (FALSE, TRUE, sizeof (AdjDogUnit));
  g_array_set_clear_func (a->units, unit_clear);
  a->staff = g_array_new (FALSE, TRUE, sizeof (AdjDogStaff));
  g_array_set_clear_func (a->staff, staff_clear);
  a->guns = g_array_new (FALSE, TRUE, sizeof (AdjDogGunModel));
  g_array_set_clear_func (a->guns, gun_clear);
  return a;
}

void
adj_dog_army_free (AdjDogArmy *army)
{
  if (army == NULL)
    return;
  g_free (army->prefix);
  g_free (army->name);
  g_array_unref (army->units);
  g_array_unref (army->staff);
  g_array_unref (army->guns);
  g_free (army);
}

AdjDogArmy *
adj_dog_army_copy (const AdjDogArmy *army)
{
  AdjDogArmy *a = adj_dog_army_new ();
  g_free (a->prefix);
  a->prefix = g_strdup (army->prefix);
  a->name = g_strdup (army->name);
  a->side = army->side;
  a->year = army->year;
  a->limit = army->limit;
  a->pontoons = army->pontoons;
  a->earthworks = army->earthworks;
  for (guint i = 0; i < army->units->len; i++)
    {
      AdjDogUnit u = g_array_index (army->units, AdjDogUnit, i);
      u.id = g_strdup (u.id);
      u.name = g_strdup (u.name);
      g_array_append_val (a->units, u);
    }
  for (guint i = 0; i < army->staff->len; i++)
    {
      AdjDogStaff s = g_array_index (army->staff, AdjDogStaff, i);
      s.id = g_strdup (s.id);
      s.name = g_strdup (s.name);
      g_array_append_val (a->staff, s);
    }
  for (guint i = 0; i < army->guns->len; i++)
    {
      AdjDogGunModel g = g_array_index (army->guns, AdjDogGunModel, i);
      g.id = g_strdup (g.id);
      g.name = g_strdup (g.name);
      g_array_append_val (a->guns, g);
    }
  return a;
}

/* 6.3 and 6.4: the class value of the arm plus the modifiers; artillery
 * pays per gun model (6.2) plus horse artillery's modifier. */
int
adj_dog_unit_stand_cost (const AdjDogRules *rules, const AdjDogUnit *unit)
{
  if (unit->arm == ADJ_DOG_ARTILLERY)
    return rules->gun_cost[unit->gun] + (unit->horse ? rules->horse_modifier : 0);
  int base = rules->stand_cost[unit->arm == ADJ_DOG_CAVALRY][unit->klass - 1];
  return base + (unit->rifled ? rules->rifled_modifier : 0);
}

/* 7.1: the number of stands times the stand's value. */
int
adj_dog_unit_cost (const AdjDogRules *rules, const AdjDogUnit *unit)
{
  return unit->stands * adj_dog_unit_stand_cost (rules, unit);
}

int
adj_dog_gun_model_cost (const AdjDogRules *rules, const AdjDogGunModel *gun)
{
  return rules->gun_cost[gun->gun] + (gun->horse ? rules->horse_modifier : 0);
}

int
adj_dog_army_total (const AdjDogRules *rules, const AdjDogArmy *army)
{
  int total = 0;
  for (guint i = 0; i < army->units->len; i++)
    total += adj_dog_unit_cost (rules, &g_array_index (army->units, AdjDogUnit, i));
  for (guint i = 0; i < army->staff->len; i++)
    total += rules->staff_cost[g_array_index (army->staff, AdjDogStaff, i).rank];
  for (guint i = 0; i < army->guns->len; i++)
    total += adj_dog_gun_model_cost (rules, &g_array_index (army->guns, AdjDogGunModel, i));
  /* Limbers and horse teams are free (6.2) and not listed. */
  return total + army->pontoons * rules->pontoon_cost + army->earthworks * rules->earthwork_cost;
}

GPtrArray *
adj_dog_army_problems (const AdjDogRules *rules, const AdjDogArmy *army, int limit)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);
  int total = adj_dog_army_total (rules, army);
  if (limit <= 0)
    limit = army->limit;
  if (limit > 0 && total > limit)
    g_ptr_array_add (out, g_strdup_printf (_("%d points is over the agreed total of %d (7)"), total, limit));
  for (guint i = 0; i < army->units->len; i++)
    {
      const AdjDogUnit *u = &g_array_index (army->units, AdjDogUnit, i);
      int floor = u->arm == ADJ_DOG_ARTILLERY ? 0 : rules->shattered[u->arm == ADJ_DOG_CAVALRY];
      if (u->stands <= floor)
        g_ptr_array_add (out, g_strdup_printf (_("%s: %d stands would be removed from play at once; a unit "
                                                 "needs at least %d (%s)"),
                                               u->name, u->stands, floor + 1,
                                               adj_dog_rules_cite (rules, ADJ_DOG_TABLE_SHATTERED)));
    }
  guint generals = 0, engineers = 0;
  for (guint i = 0; i < army->staff->len; i++)
    {
      AdjDogRank r = g_array_index (army->staff, AdjDogStaff, i).rank;
      generals += r == ADJ_DOG_RANK_GENERAL;
      engineers += r == ADJ_DOG_RANK_ENGINEER;
    }
  if (generals > 1)
    g_ptr_array_add (out, g_strdup (_("only one General represents the player (6.1, 15.1)")));
  if (engineers == 0 && army->pontoons > 0)
    g_ptr_array_add (out, g_strdup (_("pontoons need an engineer officer to build them (16.5)")));
  if (engineers == 0 && army->earthworks > 0)
    g_ptr_array_add (out, g_strdup (_("field fortifications need an engineer officer (16.10)")));
  return out;
}
