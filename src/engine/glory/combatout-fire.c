/* Artillery fire (9) and Fixed Glory fire answers as JSON. */
#include "glory/combatout.h"

#include "core/modifier.h"

#define ADD(o, key, value) json_object_object_add (o, key, value)
#define STR(s) json_object_new_string (s)
#define INT(i) json_object_new_int (i)
#define PROB(p) adj_combat_probability_to_json (p)

static json_object *
fire_outcome (const AdjCombatCharts *charts, const AdjFireOutcome *oc)
{
  json_object *o = json_object_new_object ();
  if (oc->misguided)
    {
      ADD (o, "row", NULL);
      ADD (o, "label", STR ("misguided: the friendly units next to the target check cohesion at +2"));
      ADD (o, "rule", STR ("9.52"));
    }
  else
    {
      const AdjFireRow *row = adj_combat_charts_fire_row_at (charts, oc->row);
      json_object *r = json_object_new_object ();
      ADD (o, "row", STR (row->key));
      ADD (o, "label", STR (row->label));
      ADD (r, "code", STR (adj_result_code (oc->effect)));
      ADD (r, "text", STR (adj_result_describe (oc->effect)));
      ADD (r, "source", STR (adj_cell_source_to_string (row->cell->source)));
      if (row->cell->cite != NULL)
        ADD (r, "cite", STR (row->cell->cite));
      ADD (o, "target", r);
    }
  ADD (o, "faces", adj_combat_faces_to_json (oc->faces));
  ADD (o, "probability", PROB (oc->probability));
  return o;
}

json_object *
adj_fire_result_to_json (const AdjFireInput *in, const AdjCombatCharts *charts, const AdjFireResult *res)
{
  json_object *o = json_object_new_object ();
  json_object *dist = json_object_new_array ();
  json_object *targets = json_object_new_array ();
  json_object *friends = json_object_new_array ();

  ADD (o, "allowed", json_object_new_boolean (res->allowed));
  ADD (o, "strength_drm", INT (res->strength_drm));
  ADD (o, "range_drm", INT (res->range_drm));
  if (res->range_cell != NULL)
    ADD (o, "range_source", STR (adj_cell_source_to_string (res->range_cell->source)));
  ADD (o, "total_drm", INT (res->total_drm));
  ADD (o, "modifiers", adj_modifiers_to_json (res->modifiers));
  if (res->cohesion_modifiers != NULL && res->cohesion_modifiers->len > 0)
    ADD (o, "cohesion_modifiers", adj_modifiers_to_json (res->cohesion_modifiers));
  ADD (o, "notes", adj_combat_notes_to_json (res->notes));
  for (guint i = 0; i < res->n_outcomes; i++)
    json_object_array_add (dist, fire_outcome (charts, &res->outcomes[i]));
  ADD (o, "distribution", dist);
  for (guint u = 0; u < in->target.n_units; u++)
    {
      json_object *t = json_object_new_object ();
      ADD (t, "unit", STR (adj_combat_unit_label (&in->target.units[u])));
      ADD (t, "affected", json_object_new_boolean (res->affected[u]));
      ADD (t, "disorder_probability", PROB (res->p_disordered[u]));
      ADD (t, "withdraw_probability", PROB (res->p_withdrawn[u]));
      json_object_array_add (targets, t);
    }
  ADD (o, "targets", targets);
  for (guint f = 0; f < in->n_friends; f++)
    {
      json_object *t = json_object_new_object ();
      ADD (t, "unit", STR (adj_combat_unit_label (&in->friends[f])));
      ADD (t, "disorder_probability", PROB (res->p_friend_disordered[f]));
      json_object_array_add (friends, t);
    }
  ADD (o, "friends", friends);
  if (res->has_roll)
    {
      ADD (o, "roll", INT (res->roll));
      ADD (o, "adjusted_roll", INT (res->adjusted));
      ADD (o, "result", fire_outcome (charts, &res->outcomes[res->outcome]));
    }
  return o;
}

json_object *
adj_fixed_fire_result_to_json (const AdjFixedFireInput *in, const AdjFixedFireResult *res)
{
  json_object *o = json_object_new_object ();
  json_object *table = json_object_new_array ();
  json_object *p = json_object_new_object ();

  ADD (o, "fp", INT (res->fp));
  if (res->raw_fp != res->fp)
    ADD (o, "raw_fp", INT (res->raw_fp));
  ADD (o, "drm", INT (res->drm));
  ADD (o, "auto_disorder_max", INT (adj_fixed_auto_max (res->fp)));
  for (int f = 0; f <= 9; f++)
    {
      json_object *row = json_object_new_object ();
      ADD (row, "face", INT (f));
      ADD (row, "pegged", INT (CLAMP (f + res->drm, 0, 9)));
      ADD (row, "result", STR (adj_fixed_result_to_string (res->face_result[f])));
      json_object_array_add (table, row);
    }
  ADD (o, "table", table);
  ADD (p, "miss", PROB (res->p_miss));
  ADD (p, "morale-check", PROB (res->p_check));
  ADD (p, "disorder", PROB (res->p_disorder));
  ADD (o, "probabilities", p);
  ADD (o, "firepower", adj_modifiers_to_json (res->firepower));
  ADD (o, "modifiers", adj_modifiers_to_json (res->modifiers));
  ADD (o, "notes", adj_combat_notes_to_json (res->notes));
  if (in != NULL)
    {
      json_object *targets = json_object_new_array ();
      for (guint t = 0; t < in->n_targets; t++)
        {
          json_object *j = json_object_new_object ();
          ADD (j, "cohesion", INT (in->cohesion[t]));
          ADD (j, "disorder_probability", PROB (res->p_unit_disordered[t]));
          if (res->has_check_roll)
            ADD (j, "disordered", json_object_new_boolean (res->unit_fails[t]));
          json_object_array_add (targets, j);
        }
      ADD (o, "targets", targets);
    }
  if (res->has_roll)
    ADD (o, "result", STR (adj_fixed_result_to_string (res->result)));
  return o;
}
