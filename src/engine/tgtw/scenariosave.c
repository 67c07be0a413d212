/* The "adjutant-tgtw-scenario" saver. The output is canonical: members in
 * one order, defaults left out, so the same scenario always gives the same
 * text, which is what its hash is taken of; loading it gives it back. */
#include "tgtw/scenario-private.h"

static void
add_str (json_object *o, const char *key, const char *value)
{
  if (value != NULL)
    json_object_object_add (o, key, json_object_new_string (value));
}

static void
add_int (json_object *o, const char *key, int value)
{
  json_object_object_add (o, key, json_object_new_int (value));
}

static json_object *
unit_to_json (const AdjTgtwScenario *s, const AdjTgtwUnit *u)
{
  json_object *o = json_object_new_object ();
  char morale[2] = { u->morale_class, '\0' };
  add_str (o, "id", u->id);
  add_str (o, "name", u->name);
  add_str (o, "type", adj_tgtw_unit_type_to_string (u->type));
  add_int (o, "strength", u->strength);
  add_str (o, "morale", morale);
  add_str (o, "sector", s->sectors[u->sector].id);
  if (u->weapon >= 0)
    add_str (o, "weapon", adj_tgtw_weapon_to_string (u->weapon));
  if (u->formation >= 0)
    add_str (o, "formation", adj_tgtw_formation_to_string (u->formation));
  if (u->skirmisher_exempt)
    json_object_object_add (o, "skirmisher_exempt", json_object_new_boolean (TRUE));
  return o;
}

static json_object *
leader_to_json (const AdjTgtwScenario *s, const AdjTgtwLeader *l)
{
  json_object *o = json_object_new_object ();
  add_str (o, "id", l->id);
  add_str (o, "name", l->name);
  add_str (o, "sector", s->sectors[l->sector].id);
  add_int (o, "stars", l->stars);
  add_int (o, "initiative", l->initiative);
  add_int (o, "mct2_shift", l->mct2_shift);
  add_int (o, "dice", l->dice);
  if (l->rally)
    json_object_object_add (o, "rally", json_object_new_boolean (TRUE));
  if (l->morale != 0)
    add_int (o, "morale", l->morale);
  add_str (o, "moves_as", adj_tgtw_unit_type_to_string (l->moves_as));
  if (l->replacement)
    json_object_object_add (o, "replacement", json_object_new_boolean (TRUE));
  return o;
}

static json_object *
army_to_json (const AdjTgtwScenario *s, guint a)
{
  const AdjTgtwArmy *army = &s->armies[a];
  json_object *o = json_object_new_object ();
  add_str (o, "id", army->id);
  add_str (o, "name", army->name);
  add_int (o, "rout_level", army->rout_level);
  add_int (o, "tactical_points", army->tactical_points);
  json_object *levels = json_object_new_object ();
  for (guint i = 0; i < s->n_sectors; i++)
    if (army->sector_rout[i] >= 0)
      add_int (levels, s->sectors[i].id, army->sector_rout[i]);
  if (json_object_object_length (levels) > 0)
    json_object_object_add (o, "sector_rout_levels", levels);
  else
    json_object_put (levels);
  json_object *leaders = json_object_new_array ();
  for (guint i = 0; i < s->leaders->len; i++)
    if (g_array_index (s->leaders, AdjTgtwLeader, i).army == (int) a)
      json_object_array_add (leaders, leader_to_json (s, &g_array_index (s->leaders, AdjTgtwLeader, i)));
  json_object_object_add (o, "leaders", leaders);
  json_object *units = json_object_new_array ();
  for (guint i = 0; i < s->units->len; i++)
    if (g_array_index (s->units, AdjTgtwUnit, i).army == (int) a)
      json_object_array_add (units, unit_to_json (s, &g_array_index (s->units, AdjTgtwUnit, i)));
  json_object_object_add (o, "units", units);
  return o;
}

json_object *
adj_tgtw_scenario_to_json (const AdjTgtwScenario *s)
{
  json_object *o = json_object_new_object ();
  add_str (o, "format", ADJ_TGTW_SCENARIO_FORMAT);
  add_int (o, "version", ADJ_TGTW_SCENARIO_VERSION);
  add_str (o, "id", s->id);
  add_str (o, "title", s->title);
  add_str (o, "notes", s->notes);
  json_object *sectors = json_object_new_array ();
  for (guint i = 0; i < s->n_sectors; i++)
    {
      json_object *sec = json_object_new_object ();
      add_str (sec, "id", s->sectors[i].id);
      add_str (sec, "name", s->sectors[i].name);
      json_object_array_add (sectors, sec);
    }
  json_object_object_add (o, "sectors", sectors);
  json_object *morale = json_object_new_object ();
  for (guint i = 0; i < ADJ_TGTW_MORALE_LETTERS; i++)
    if (s->morale[i] > 0)
      {
        char key[2] = { (char) ('A' + i), '\0' };
        add_int (morale, key, s->morale[i]);
      }
  json_object_object_add (o, "morale_classes", morale);
  json_object *armies = json_object_new_array ();
  for (guint a = 0; a < ADJ_TGTW_N_ARMIES; a++)
    json_object_array_add (armies, army_to_json (s, a));
  json_object_object_add (o, "armies", armies);
  return o;
}
