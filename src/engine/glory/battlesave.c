/* The "adjutant-battle" saver. The output is canonical: the same battle
 * always gives the same text, which is what adj_battle_get_hash() hashes,
 * and loading it back gives the same battle. */
#include "glory/battlejson.h"

#include "core/jsonutil.h"
#include "glory/battle-private.h"
#include "glory/battlejson-private.h"

static void
add_turn (const AdjBattle *b, json_object *o, const char *key, int turn)
{
  if (turn >= 0)
    adj_json_add_string (o, key, b->turns[turn].label);
}

/* @derived: 12.4 gives the disordered rating (no disordered side). */
static void
add_ratings (json_object *o, const AdjRatings *r, gboolean derived)
{
  adj_json_add_int (o, "strength", r->strength);
  adj_json_add_int (o, "cohesion", r->cohesion);
  if (!derived)
    adj_json_add_int (o, "disordered_cohesion", r->disordered_cohesion);
  adj_json_add_int (o, "movement", r->movement);
}

static json_object *
group_list (const AdjBattle *b, const guint *groups, guint n)
{
  json_object *arr = json_object_new_array ();
  for (guint i = 0; i < n; i++)
    json_object_array_add (arr, json_object_new_string (b->groups[groups[i]].id));
  return arr;
}

static json_object *
turn_to_json (const AdjBattle *b, const AdjBattleTurn *t)
{
  json_object *o = json_object_new_object ();
  adj_json_add_string (o, "label", t->label);
  if (t->night)
    json_object_object_add (o, "night", json_object_new_boolean (TRUE));
  if (t->night2)
    json_object_object_add (o, "night2", json_object_new_boolean (TRUE));
  if (t->initiative_drm[0] != 0 || t->initiative_drm[1] != 0)
    {
      json_object *drm = json_object_new_object ();
      for (guint s = 0; s < ADJ_BATTLE_N_SIDES; s++)
        if (t->initiative_drm[s] != 0)
          adj_json_add_int (drm, b->sides[s].id, t->initiative_drm[s]);
      json_object_object_add (o, "initiative_drm", drm);
    }
  if (t->automatic_initiative >= 0)
    adj_json_add_string (o, "automatic_initiative", b->sides[t->automatic_initiative].id);
  return o;
}

static json_object *
command_to_json (const AdjBattle *b, guint c)
{
  json_object *o = json_object_new_object ();
  adj_json_add_string (o, "id", b->commands[c].id);
  adj_json_add_string (o, "name", b->commands[c].name);
  adj_json_add_string (o, "side", b->sides[b->commands[c].side].id);
  json_object *markers = json_object_new_array ();
  for (guint i = 0; i < b->n_markers; i++)
    {
      const AdjBattleMarker *m = &b->markers[i];
      if (m->command != c)
        continue;
      json_object *mo = json_object_new_object ();
      adj_json_add_string (mo, "id", m->id);
      adj_json_add_string (mo, "name", m->name);
      adj_json_add_int (mo, "count", (int) m->count);
      if (m->from_turn > 0)
        add_turn (b, mo, "from", m->from_turn);
      add_turn (b, mo, "until", m->until_turn);
      if (m->optional)
        json_object_object_add (mo, "optional", json_object_new_boolean (TRUE));
      adj_json_add_string (mo, "rule", m->rule);
      if (!m->all_groups)
        json_object_object_add (mo, "activates", group_list (b, m->activates, m->n_activates));
      json_object_array_add (markers, mo);
    }
  json_object_object_add (o, "markers", markers);
  json_object *rules = NULL;
  for (guint i = 0; i < b->n_draw_rules; i++)
    {
      const AdjBattleDrawRule *r = &b->draw_rules[i];
      if (r->command != c)
        continue;
      if (rules == NULL)
        rules = json_object_new_array ();
      json_object *ro = json_object_new_object ();
      json_object *turns = json_object_new_array ();
      for (guint k = 0; k < r->n_turns; k++)
        json_object_array_add (turns, json_object_new_string (b->turns[r->turns[k]].label));
      json_object_object_add (ro, "turns", turns);
      adj_json_add_int (ro, "draw", (int) r->draw);
      json_object_object_add (ro, "activates", group_list (b, r->activates, r->n_activates));
      json_object_array_add (rules, ro);
    }
  if (rules != NULL)
    json_object_object_add (o, "draw_rules", rules);
  return o;
}

static json_object *
leader_to_json (const AdjBattle *b, const AdjBattleLeader *l)
{
  json_object *o = json_object_new_object ();
  adj_json_add_string (o, "id", l->id);
  adj_json_add_string (o, "name", l->name);
  adj_json_add_string (o, "command", b->commands[l->command].id);
  adj_json_add_int (o, "combined_activation", l->ca_rating);
  adj_json_add_int (o, "command_range", l->command_range);
  adj_json_add_int (o, "movement", l->movement);
  add_turn (b, o, "arrives", l->arrives);
  return o;
}

static json_object *
face (const AdjRatings *r, gboolean derived)
{
  json_object *o = json_object_new_object ();
  add_ratings (o, r, derived);
  return o;
}

static json_object *
unit_to_json (const AdjBattle *b, const AdjBattleUnit *u)
{
  json_object *o = json_object_new_object ();
  adj_json_add_string (o, "id", u->id);
  adj_json_add_string (o, "name", u->name);
  adj_json_add_string (o, "type", adj_unit_type_to_string (u->type));
  adj_json_add_string (o, "command", b->commands[u->command].id);
  if (u->leader >= 0)
    adj_json_add_string (o, "leader", b->leaders[u->leader].id);
  adj_json_add_string (o, "brigade", u->brigade);
  if (u->n_leader_options > 0)
    {
      json_object *arr = json_object_new_array ();
      for (guint k = 0; k < u->n_leader_options; k++)
        json_object_array_add (arr, json_object_new_string (b->leaders[u->leader_options[k]].id));
      json_object_object_add (o, "leader_options", arr);
    }
  if (u->type == ADJ_UNIT_CAVALRY)
    {
      gboolean derived = !b->options.cavalry_disordered_side;
      json_object_object_add (o, "mounted", face (&u->mounted, derived));
      json_object_object_add (o, "dismounted", face (&u->ratings, derived));
      json_object_object_add (o, "starts_mounted", json_object_new_boolean (u->starts_mounted));
    }
  else
    add_ratings (o, &u->ratings, FALSE);
  if (adj_unit_type_is_artillery (u->type))
    {
      adj_json_add_string (o, "range", u->glory1_class == ADJ_GLORY1_LIGHT ? "light"
                              : u->glory1_class == ADJ_GLORY1_FIELD ? "field"
                              : adj_artillery_range_to_string (u->range));
      adj_json_add_int (o, "fire_strength", u->printed_fire_strength);
    }
  add_turn (b, o, "arrives", u->arrives);
  adj_json_add_string (o, "entry", u->entry);
  if (u->always_in_command)
    json_object_object_add (o, "always_in_command", json_object_new_boolean (TRUE));
  return o;
}

json_object *
adj_battle_to_json (const AdjBattle *b)
{
  json_object *root = json_object_new_object ();
  adj_json_add_string (root, "format", ADJ_BATTLE_FORMAT);
  adj_json_add_int (root, "version", ADJ_BATTLE_VERSION);
  adj_json_add_string (root, "id", b->id);
  adj_json_add_string (root, "title", b->title);
  adj_json_add_string (root, "notes", b->notes);
  json_object *options = adj_bj_options_to_json (b);
  if (options != NULL)
    json_object_object_add (root, "options", options);

  json_object *arr = json_object_new_array ();
  for (guint s = 0; s < ADJ_BATTLE_N_SIDES; s++)
    {
      json_object *o = json_object_new_object ();
      adj_json_add_string (o, "id", b->sides[s].id);
      adj_json_add_string (o, "name", b->sides[s].name);
      json_object_object_add (o, "combined_activation",
                              json_object_new_boolean (b->sides[s].combined_activation));
      if (b->sides[s].has_army)
        adj_json_add_string (o, "army", adj_army_to_string (b->sides[s].army));
      json_object_array_add (arr, o);
    }
  json_object_object_add (root, "sides", arr);

  arr = json_object_new_array ();
  for (guint i = 0; i < b->n_turns; i++)
    json_object_array_add (arr, turn_to_json (b, &b->turns[i]));
  json_object_object_add (root, "turns", arr);

  arr = json_object_new_array ();
  for (guint i = 0; i < b->n_commands; i++)
    json_object_array_add (arr, command_to_json (b, i));
  json_object_object_add (root, "commands", arr);

  arr = json_object_new_array ();
  for (guint i = 0; i < b->n_leaders; i++)
    json_object_array_add (arr, leader_to_json (b, &b->leaders[i]));
  json_object_object_add (root, "leaders", arr);

  arr = json_object_new_array ();
  for (guint i = 0; i < b->n_units; i++)
    json_object_array_add (arr, unit_to_json (b, &b->units[i]));
  json_object_object_add (root, "units", arr);
  return root;
}

gboolean
adj_battle_save_file (const AdjBattle *battle, const char *path, GError **error)
{
  json_object *root = adj_battle_to_json (battle);
  gboolean ok = adj_json_save_file (root, path, error);
  json_object_put (root);
  return ok;
}
