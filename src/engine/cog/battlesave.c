/* The "adjutant-cog-battle" saver. The output is canonical (members in a
 * fixed order, defaults left out), which is what the hash digests, and it
 * loads back to the same battle. */
#include "cog/battle-private.h"
#include "core/jsonutil.h"

static json_object *
ints (const int *v, guint n)
{
  json_object *arr = json_object_new_array ();
  for (guint i = 0; i < n; i++)
    json_object_array_add (arr, json_object_new_int (v[i]));
  return arr;
}

static json_object *
formation_list (const AdjCogBattle *b, const guint *f, guint n)
{
  json_object *arr = json_object_new_array ();
  for (guint i = 0; i < n; i++)
    json_object_array_add (arr, json_object_new_string (b->formations[f[i]].id));
  return arr;
}

static json_object *
formation_to_json (const AdjCogBattle *b, const AdjCogFormation *f)
{
  json_object *o = json_object_new_object ();
  adj_json_add_string (o, "id", f->id);
  adj_json_add_string (o, "name", f->name);
  adj_json_add_string (o, "side", adj_cog_side_id (f->side));
  json_object *t = json_object_new_object ();
  adj_json_add_string (t, "source", "user");
  json_object_object_add (t, "ma", ints (f->ma, 6));
  if (f->has_second)
    {
      json_object *s = json_object_new_object ();
      json_object_object_add (s, "ma", ints (f->second_ma, 6));
      json_object *turns = json_object_new_array ();
      for (guint i = 0; i < f->n_second_turns; i++)
        json_object_array_add (turns, json_object_new_string (b->turns[f->second_turns[i]].label));
      json_object_object_add (s, "turns", turns);
      json_object_object_add (t, "second", s);
    }
  json_object_object_add (o, "command_track", t);
  return o;
}

static json_object *
unit_to_json (const AdjCogBattle *b, const AdjCogUnit *u)
{
  json_object *o = json_object_new_object ();
  adj_json_add_string (o, "id", u->id);
  adj_json_add_string (o, "name", u->name);
  adj_json_add_string (o, "formation", b->formations[u->formation].id);
  adj_json_add_string (o, "type", u->type == ADJ_COG_CAVALRY ? "cavalry" : "infantry");
  adj_json_add_int (o, "steps", u->steps);
  if (u->start_steps != u->steps)
    adj_json_add_int (o, "start_steps", u->start_steps);
  adj_json_add_int (o, "ter", u->ter);
  if (u->type == ADJ_COG_CAVALRY)
    adj_json_add_int (o, "ma", u->ma);
  if (!u->may_attack)
    json_object_object_add (o, "may_attack", json_object_new_boolean (FALSE));
  if (u->arrives >= 0)
    adj_json_add_string (o, "arrives", b->reinforcements[u->arrives].id);
  return o;
}

static json_object *
reinforcement_to_json (const AdjCogBattle *b, const AdjCogReinforcement *r)
{
  json_object *o = json_object_new_object ();
  adj_json_add_string (o, "id", r->id);
  adj_json_add_string (o, "formation", b->formations[r->formation].id);
  adj_json_add_string (o, "turn", b->turns[r->turn].label);
  adj_json_add_string (o, "entry", b->entry_hexes[r->entry]);
  if (r->alternate >= 0)
    adj_json_add_string (o, "alternate", b->entry_hexes[r->alternate]);
  /* Written always: the defaults depend on the turn and the battle. */
  json_object_object_add (o, "early_entry", json_object_new_boolean (r->early_entry));
  json_object_object_add (o, "variable", json_object_new_boolean (r->variable));
  return o;
}

/* What CMs and SCMs share: who they are and what they activate. */
static json_object *
marker_head (const AdjCogBattle *b, const char *id, const char *name, AdjCogSide side, const guint *formations,
             guint n)
{
  json_object *o = json_object_new_object ();
  adj_json_add_string (o, "id", id);
  adj_json_add_string (o, "name", name);
  adj_json_add_string (o, "side", adj_cog_side_id (side));
  json_object_object_add (o, "formations", formation_list (b, formations, n));
  return o;
}

static json_object *
cm_to_json (const AdjCogBattle *b, const AdjCogCommandMarker *cm)
{
  json_object *o = marker_head (b, cm->id, cm->name, cm->side, cm->formations, cm->n_formations);
  if (cm->turn >= 0)
    adj_json_add_string (o, "turn", b->turns[cm->turn].label);
  if (cm->n_arrives > 0)
    {
      json_object *arr = json_object_new_array ();
      for (guint i = 0; i < cm->n_arrives; i++)
        json_object_array_add (arr, json_object_new_string (b->reinforcements[cm->arrives[i]].id));
      json_object_object_add (o, "arrives", arr);
    }
  return o;
}

static json_object *
scm_to_json (const AdjCogBattle *b, const AdjCogSpecialMarker *s)
{
  json_object *o = marker_head (b, s->id, s->name, s->side, s->formations, s->n_formations);
  adj_json_add_string (o, "from", b->turns[s->from_turn].label);
  adj_json_add_string (o, "until", b->turns[s->until_turn].label);
  if (s->command_drm != 0)
    adj_json_add_int (o, "command_drm", s->command_drm);
  if (s->available_on != 0)
    {
      json_object *arr = json_object_new_array ();
      for (int r = 1; r <= 6; r++)
        if (s->available_on & (1u << (r - 1)))
          json_object_array_add (arr, json_object_new_int (r));
      json_object_object_add (o, "available_on", arr);
    }
  if (s->replaces >= 0)
    adj_json_add_string (o, "replaces", b->cms[s->replaces].id);
  return o;
}

static json_object *
am_to_json (const AdjCogBattle *b, const AdjCogArtilleryMarker *am)
{
  json_object *o = json_object_new_object ();
  adj_json_add_string (o, "id", am->id);
  adj_json_add_string (o, "name", am->name);
  adj_json_add_string (o, "side", adj_cog_side_id (am->side));
  if (am->formation >= 0)
    adj_json_add_string (o, "formation", b->formations[am->formation].id);
  adj_json_add_true (o, "always_available", am->always_available);
  if (am->turn >= 0)
    adj_json_add_string (o, "turn", b->turns[am->turn].label);
  if (am->arrives >= 0)
    adj_json_add_string (o, "arrives", b->reinforcements[am->arrives].id);
  return o;
}

static json_object *
victory_to_json (const AdjCogBattle *b)
{
  json_object *o = json_object_new_object ();
  json_object *per = json_object_new_object ();
  for (guint s = 0; s < ADJ_COG_N_SIDES; s++)
    adj_json_add_int (per, adj_cog_side_id (s), b->vp_per_step[s]);
  json_object_object_add (o, "vp_per_step", per);
  json_object *hexes = json_object_new_array ();
  for (guint i = 0; i < b->n_hexes; i++)
    {
      json_object *h = json_object_new_object ();
      adj_json_add_string (h, "hex", b->hexes[i].hex);
      adj_json_add_string (h, "name", b->hexes[i].name);
      adj_json_add_int (h, "vp", b->hexes[i].vp);
      if (b->hexes[i].control >= 0)
        adj_json_add_string (h, "control", adj_cog_side_id (b->hexes[i].control));
      json_object_array_add (hexes, h);
    }
  json_object_object_add (o, "hexes", hexes);
  return o;
}

#define LIST(key, count, fn, array)                              \
  do                                                             \
    {                                                            \
      json_object *arr = json_object_new_array ();               \
      for (guint i = 0; i < b->count; i++)                       \
        json_object_array_add (arr, fn (b, &b->array[i]));       \
      json_object_object_add (o, key, arr);                      \
    }                                                            \
  while (0)

json_object *
adj_cog_battle_to_json (const AdjCogBattle *b)
{
  json_object *o = json_object_new_object ();
  adj_json_add_string (o, "format", ADJ_COG_BATTLE_FORMAT);
  adj_json_add_int (o, "version", ADJ_COG_BATTLE_VERSION);
  adj_json_add_string (o, "id", b->id);
  adj_json_add_string (o, "title", b->title);
  adj_json_add_string (o, "notes", b->notes);
  adj_json_add_true (o, "invented", b->invented);
  adj_json_add_true (o, "variable_reinforcements", b->variable_reinforcements);
  json_object *sides = json_object_new_object ();
  for (guint s = 0; s < ADJ_COG_N_SIDES; s++)
    {
      json_object *so = json_object_new_object ();
      adj_json_add_string (so, "name", b->side_names[s]);
      json_object_object_add (sides, adj_cog_side_id (s), so);
    }
  json_object_object_add (o, "sides", sides);
  json_object *turns = json_object_new_array ();
  for (guint i = 0; i < b->n_turns; i++)
    {
      json_object *t = json_object_new_object ();
      adj_json_add_string (t, "label", b->turns[i].label);
      adj_json_add_string (t, "time", b->turns[i].time);
      adj_json_add_true (t, "night", b->turns[i].night);
      json_object_array_add (turns, t);
    }
  json_object_object_add (o, "turns", turns);
  json_object *entries = json_object_new_array ();
  for (guint i = 0; i < b->n_entry_hexes; i++)
    json_object_array_add (entries, json_object_new_string (b->entry_hexes[i]));
  json_object_object_add (o, "entry_hexes", entries);
  LIST ("formations", n_formations, formation_to_json, formations);
  LIST ("reinforcements", n_reinforcements, reinforcement_to_json, reinforcements);
  LIST ("units", n_units, unit_to_json, units);
  LIST ("command_markers", n_cms, cm_to_json, cms);
  LIST ("special_command_markers", n_scms, scm_to_json, scms);
  LIST ("artillery_markers", n_ams, am_to_json, ams);
  json_object_object_add (o, "combat_chart", adj_chart_to_json (b->chart));
  json_object_object_add (o, "victory", victory_to_json (b));
  return o;
}
