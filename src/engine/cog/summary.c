/* Where the game stands as JSON, by id (adjutant-cli cog replay). It is a
 * referee's view: it names every marker, drawn face down or not. */
#include "cog/state-private.h"

#include "cog/combatchart.h"

static const char *const unit_status[] = { "waiting", "on-map", "eliminated" };
static const char *const marker_status[] = { "off", "ready", "cup", "aside", "withheld", "replaced", "drawn",
                                             "out", "unavailable" };
static const char *const am_status[] = { "off", "pool", "drawn", "set-aside", "always", "used" };

static json_object *
per_side (int csa, int un)
{
  json_object *o = json_object_new_object ();
  json_object_object_add (o, "csa", json_object_new_int (csa));
  json_object_object_add (o, "union", json_object_new_int (un));
  return o;
}

static json_object *
units_json (const AdjCogState *s)
{
  json_object *arr = json_object_new_array ();
  for (guint i = 0; i < s->battle->n_units; i++)
    {
      json_object *o = json_object_new_object ();
      json_object_object_add (o, "id", json_object_new_string (s->battle->units[i].id));
      json_object_object_add (o, "steps", json_object_new_int (s->unit_steps[i]));
      json_object_object_add (o, "status", json_object_new_string (unit_status[s->unit_status[i]]));
      json_object_array_add (arr, o);
    }
  return arr;
}

static json_object *
markers_json (const AdjCogState *s)
{
  json_object *o = json_object_new_object ();
  for (guint i = 0; i < s->battle->n_cms; i++)
    json_object_object_add (o, s->battle->cms[i].id, json_object_new_string (marker_status[s->cms[i].status]));
  for (guint i = 0; i < s->battle->n_scms; i++)
    json_object_object_add (o, s->battle->scms[i].id, json_object_new_string (marker_status[s->scms[i].status]));
  return o;
}

static json_object *
ams_json (const AdjCogState *s)
{
  json_object *o = json_object_new_object ();
  for (guint i = 0; i < s->battle->n_ams; i++)
    json_object_object_add (o, s->battle->ams[i].id, json_object_new_string (am_status[s->ams[i]]));
  return o;
}

static json_object *
tracks_json (const AdjCogState *s)
{
  json_object *o = json_object_new_object ();
  for (guint f = 0; f < s->battle->n_formations; f++)
    if (s->ma[f] >= 0)
      {
        json_object *t = json_object_new_object ();
        json_object_object_add (t, "roll", json_object_new_int (s->ma_roll[f]));
        json_object_object_add (t, "ma", json_object_new_int (s->ma[f]));
        json_object_object_add (o, s->battle->formations[f].id, t);
      }
  return o;
}

static json_object *
reinforcements_json (const AdjCogState *s)
{
  json_object *arr = json_object_new_array ();
  for (guint r = 0; r < s->battle->n_reinforcements; r++)
    {
      const CogGroup *g = &s->groups[r];
      json_object *o = json_object_new_object ();
      json_object_object_add (o, "id", json_object_new_string (s->battle->reinforcements[r].id));
      json_object_object_add (o, "turn", g->turn < s->battle->n_turns
                                           ? json_object_new_string (s->battle->turns[g->turn].label) : NULL);
      json_object_object_add (o, "arrived", json_object_new_boolean (g->arrived));
      if (g->entry >= 0)
        json_object_object_add (o, "entry", json_object_new_string (s->battle->entry_hexes[g->entry]));
      json_object_array_add (arr, o);
    }
  return arr;
}

/* The Combat Chart cells the players typed in this game (12.9). */
static json_object *
chart_json (const AdjCogState *s)
{
  json_object *o = json_object_new_object ();
  for (guint c = 0; c < s->battle->n_columns; c++)
    for (guint r = 0; r < 3; r++)
      {
        gboolean in_game;
        const AdjChartCell *cell = adj_cog_state_chart_cell (s, r, c, &in_game);
        if (!in_game)
          continue;
        const char *column = adj_chart_column_key (s->battle->chart, c);
        json_object *col;
        if (!json_object_object_get_ex (o, column, &col))
          json_object_object_add (o, column, col = json_object_new_object ());
        json_object_object_add (col, adj_cog_chart_row_key (r),
                                cell->is_text ? json_object_new_string ("N") : json_object_new_int (cell->value));
      }
  return o;
}

json_object *
adj_cog_state_summary (const AdjCogState *s)
{
  const AdjCogTurn *t = adj_cog_state_turn_info (s);
  json_object *o = json_object_new_object ();
  json_object_object_add (o, "battle", json_object_new_string (s->battle->id));
  json_object_object_add (o, "turn", json_object_new_string (t->label));
  json_object_object_add (o, "night", json_object_new_boolean (t->night));
  json_object_object_add (o, "step", json_object_new_string (adj_cog_step_id (s->step)));
  json_object_object_add (o, "vp", per_side (adj_cog_state_vp (s, ADJ_COG_CSA), adj_cog_state_vp (s, ADJ_COG_UNION)));
  json_object_object_add (o, "steps_lost", per_side (s->steps_lost[0], s->steps_lost[1]));
  if (s->active >= 0)
    json_object_object_add (o, "active", json_object_new_string (s->active_special ? s->battle->scms[s->active].id
                                                                                  : s->battle->cms[s->active].id));
  json_object_object_add (o, "combat_action_used", per_side (s->combat_action_used[0], s->combat_action_used[1]));
  json_object_object_add (o, "pending_results", json_object_new_int ((int) s->n_pending));
  json_object_object_add (o, "command_tracks", tracks_json (s));
  json_object_object_add (o, "markers", markers_json (s));
  json_object_object_add (o, "artillery", ams_json (s));
  json_object_object_add (o, "reinforcements", reinforcements_json (s));
  json_object_object_add (o, "units", units_json (s));
  json_object *control = json_object_new_object ();
  for (guint i = 0; i < s->battle->n_hexes; i++)
    json_object_object_add (control, s->battle->hexes[i].hex,
                            s->control[i] >= 0 ? json_object_new_string (adj_cog_side_id (s->control[i])) : NULL);
  json_object_object_add (o, "control", control);
  json_object_object_add (o, "chart", chart_json (s));
  if (s->automatic_victory >= 0)
    json_object_object_add (o, "automatic_victory", json_object_new_string (adj_cog_side_id (s->automatic_victory)));
  return o;
}
