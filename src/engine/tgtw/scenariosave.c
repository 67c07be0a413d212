/* The "adjutant-tgtw-scenario" saver. The output is canonical: members in
 * one order, defaults left out, so the same scenario always gives the same
 * text, which is what its hash is taken of; loading it gives it back. */
#include "tgtw/scenario-private.h"
#include "core/jsonutil.h"

static json_object *
unit_to_json (const AdjTgtwScenario *s, const AdjTgtwUnit *u)
{
  json_object *o = json_object_new_object ();
  char morale[2] = { u->morale_class, '\0' };
  adj_json_add_string (o, "id", u->id);
  adj_json_add_string (o, "name", u->name);
  adj_json_add_string (o, "type", adj_tgtw_unit_type_to_string (u->type));
  adj_json_add_int (o, "strength", u->strength);
  adj_json_add_string (o, "morale", morale);
  adj_json_add_string (o, "sector", s->sectors[u->sector].id);
  if (u->weapon >= 0)
    adj_json_add_string (o, "weapon", adj_tgtw_weapon_to_string (u->weapon));
  if (u->formation >= 0)
    adj_json_add_string (o, "formation", adj_tgtw_formation_to_string (u->formation));
  if (u->skirmisher_exempt)
    json_object_object_add (o, "skirmisher_exempt", json_object_new_boolean (TRUE));
  return o;
}

static json_object *
leader_to_json (const AdjTgtwScenario *s, const AdjTgtwLeader *l)
{
  json_object *o = json_object_new_object ();
  adj_json_add_string (o, "id", l->id);
  adj_json_add_string (o, "name", l->name);
  adj_json_add_string (o, "sector", s->sectors[l->sector].id);
  adj_json_add_int (o, "stars", l->stars);
  adj_json_add_int (o, "initiative", l->initiative);
  adj_json_add_int (o, "mct2_shift", l->mct2_shift);
  adj_json_add_int (o, "dice", l->dice);
  if (l->rally)
    json_object_object_add (o, "rally", json_object_new_boolean (TRUE));
  if (l->morale != 0)
    adj_json_add_int (o, "morale", l->morale);
  adj_json_add_string (o, "moves_as", adj_tgtw_unit_type_to_string (l->moves_as));
  if (l->replacement)
    json_object_object_add (o, "replacement", json_object_new_boolean (TRUE));
  return o;
}

static json_object *
army_to_json (const AdjTgtwScenario *s, guint a)
{
  const AdjTgtwArmy *army = &s->armies[a];
  json_object *o = json_object_new_object ();
  adj_json_add_string (o, "id", army->id);
  adj_json_add_string (o, "name", army->name);
  adj_json_add_int (o, "rout_level", army->rout_level);
  adj_json_add_int (o, "tactical_points", army->tactical_points);
  json_object *levels = json_object_new_object ();
  for (guint i = 0; i < s->n_sectors; i++)
    if (army->sector_rout[i] >= 0)
      adj_json_add_int (levels, s->sectors[i].id, army->sector_rout[i]);
  if (json_object_object_length (levels) > 0)
    json_object_object_add (o, "sector_rout_levels", levels);
  else
    json_object_put (levels);
  json_object *leaders = json_object_new_array ();
  for (guint i = 0; i < s->leaders->len; i++)
    if (g_array_index (s->leaders, AdjTgtwLeader, i).army == (int) a
        && g_array_index (s->leaders, AdjTgtwLeader, i).successor_of < 0)
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
  adj_json_add_string (o, "format", ADJ_TGTW_SCENARIO_FORMAT);
  adj_json_add_int (o, "version", ADJ_TGTW_SCENARIO_VERSION);
  adj_json_add_string (o, "id", s->id);
  adj_json_add_string (o, "title", s->title);
  adj_json_add_string (o, "notes", s->notes);
  json_object *sectors = json_object_new_array ();
  for (guint i = 0; i < s->n_sectors; i++)
    {
      json_object *sec = json_object_new_object ();
      adj_json_add_string (sec, "id", s->sectors[i].id);
      adj_json_add_string (sec, "name", s->sectors[i].name);
      json_object_array_add (sectors, sec);
    }
  json_object_object_add (o, "sectors", sectors);
  json_object *morale = json_object_new_object ();
  for (guint i = 0; i < ADJ_TGTW_MORALE_LETTERS; i++)
    if (s->morale[i] > 0)
      {
        char key[2] = { (char) ('A' + i), '\0' };
        adj_json_add_int (morale, key, s->morale[i]);
      }
  json_object_object_add (o, "morale_classes", morale);
  json_object *armies = json_object_new_array ();
  for (guint a = 0; a < ADJ_TGTW_N_ARMIES; a++)
    json_object_array_add (armies, army_to_json (s, a));
  json_object_object_add (o, "armies", armies);
  return o;
}
