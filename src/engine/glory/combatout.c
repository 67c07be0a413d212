#include "glory/combatout.h"

#include "core/i18n.h"
#include "core/modifier.h"

#define ADD(o, key, value) json_object_object_add (o, key, value)
#define STR(s) json_object_new_string (s)
#define INT(i) json_object_new_int (i)

json_object *
adj_combat_probability_to_json (double p)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];
  /* 12 significant digits: exact for tenths and their products, no 0.30000000000000004. */
  g_ascii_formatd (buf, sizeof buf, "%.12g", p);
  return json_object_new_double_s (p, buf);
}

json_object *
adj_combat_notes_to_json (const GArray *notes)
{
  json_object *arr = json_object_new_array ();
  for (guint i = 0; i < notes->len; i++)
    {
      const AdjCombatNote *n = &g_array_index (notes, AdjCombatNote, i);
      json_object *o = json_object_new_object ();
      ADD (o, "kind", STR (adj_note_kind_to_string (n->kind)));
      ADD (o, "rule", STR (n->rule));
      ADD (o, "text", STR (n->text));
      json_object_array_add (arr, o);
    }
  return arr;
}

json_object *
adj_combat_faces_to_json (guint faces)
{
  json_object *arr = json_object_new_array ();
  for (int f = 0; f <= 9; f++)
    if (faces & (1u << f))
      json_object_array_add (arr, INT (f));
  return arr;
}

static json_object *
side_to_json (guint flags, guint cell_flags, const AdjChartCell *cell, const char *forced_rule)
{
  json_object *o = json_object_new_object ();
  ADD (o, "code", STR (adj_result_code (flags)));
  ADD (o, "text", STR (adj_result_describe (flags)));
  ADD (o, "source", STR (adj_cell_source_to_string (cell->source)));
  if (cell->cite != NULL)
    ADD (o, "cite", STR (cell->cite));
  if (flags != cell_flags)
    ADD (o, "forced_by", STR (forced_rule)); /* the rule adds what the cell lacks */
  return o;
}

json_object *
adj_charge_outcome_to_json (const AdjCombatCharts *charts, const AdjChargeOutcome *oc)
{
  json_object *o = json_object_new_object ();
  if (oc->row == ADJ_CHARGE_NO_CHARGE || oc->eliminated)
    {
      ADD (o, "row", NULL);
      ADD (o, "label", STR (oc->eliminated ? _("artillery defending alone is eliminated without a roll")
                                           : _("no charge: Defensive Fire stopped every charging hex")));
      ADD (o, "rule", STR (oc->eliminated ? "10.28" : "10.35"));
    }
  else
    {
      const AdjChargeRow *row = adj_combat_charts_charge_row_at (charts, oc->row);
      ADD (o, "row", STR (row->key));
      ADD (o, "label", STR (row->label));
      ADD (o, "attacker", side_to_json (oc->attacker, row->attacker, row->attacker_cell, "11.33"));
      ADD (o, "defender", side_to_json (oc->defender, row->defender, row->defender_cell, "11.31"));
      ADD (o, "offer", STR (adj_charge_offer_to_string (oc->offer)));
    }
  if (oc->faces != 0)
    ADD (o, "faces", adj_combat_faces_to_json (oc->faces));
  ADD (o, "probability", adj_combat_probability_to_json (oc->probability));
  return o;
}

static const AdjCombatStack *
effect_stack (const AdjChargeInput *in, const AdjEffect *e)
{
  if (e->stack == ADJ_EFFECT_OTHER_UNIT)
    return NULL;
  if (e->side == ADJ_SIDE_ATTACKER)
    return e->stack < in->n_attackers ? &in->attackers[e->stack] : NULL;
  return e->stack < in->n_defenders ? &in->defenders[e->stack] : NULL;
}

json_object *
adj_effects_to_json (const AdjChargeInput *in, const GArray *effects)
{
  json_object *arr = json_object_new_array ();
  for (guint i = 0; i < effects->len; i++)
    {
      const AdjEffect *e = &g_array_index (effects, AdjEffect, i);
      const AdjCombatStack *s = effect_stack (in, e);
      json_object *o = json_object_new_object ();
      ADD (o, "kind", STR (adj_effect_kind_to_string (e->kind)));
      ADD (o, "side", STR (adj_combat_side_to_string (e->side)));
      if (s != NULL && e->unit < s->n_units)
        {
          ADD (o, "hex", STR (s->hex_id));
          ADD (o, "unit", STR (adj_combat_unit_label (&s->units[e->unit])));
        }
      ADD (o, "rule", STR (e->rule));
      ADD (o, "text", STR (e->text));
      if (e->kind == ADJ_EFFECT_CHECK)
        {
          ADD (o, "cohesion", INT (e->cohesion));
          ADD (o, "drm", INT (e->drm));
          ADD (o, "fail_probability", adj_combat_probability_to_json (e->p_fail));
        }
      if (e->kind == ADJ_EFFECT_RETREAT)
        {
          ADD (o, "hexes_min", INT (e->hexes_min));
          ADD (o, "hexes_max", INT (e->hexes_max));
        }
      if (e->kind == ADJ_EFFECT_ADVANCE)
        {
          json_object *into = json_object_new_array ();
          for (guint d = 0; d < in->n_defenders; d++)
            if (e->into & (1u << d))
              json_object_array_add (into, STR (in->defenders[d].hex_id));
          ADD (o, "into", into);
          ADD (o, "if_vacated", json_object_new_boolean (e->if_vacated));
        }
      if (e->after_advance)
        ADD (o, "after_advance", json_object_new_boolean (TRUE));
      if (e->choice)
        ADD (o, "choice", json_object_new_boolean (TRUE));
      json_object_array_add (arr, o);
    }
  return arr;
}

static json_object *
outcomes_to_json (const AdjCombatCharts *charts, const AdjChargeOutcome *outcomes, guint n)
{
  json_object *arr = json_object_new_array ();
  for (guint i = 0; i < n; i++)
    json_object_array_add (arr, adj_charge_outcome_to_json (charts, &outcomes[i]));
  return arr;
}

json_object *
adj_charge_result_to_json (const AdjChargeInput *in, const AdjCombatCharts *charts,
                           const AdjChargeResult *res)
{
  json_object *o = json_object_new_object ();
  ADD (o, "legal", json_object_new_boolean (!adj_combat_notes_any_illegal (res->notes)));
  ADD (o, "automatic", json_object_new_boolean (res->automatic));
  ADD (o, "attack_strength", INT (res->attack_strength));
  ADD (o, "defense_strength", INT (res->defense_strength));
  if (res->has_odds)
    {
      static const char *const placements[] = { "exact", "rounded", "clamped" };
      const AdjOddsColumn *col = res->odds.odds;
      ADD (o, "odds", STR (col->key));
      ADD (o, "odds_drm", INT (res->odds_drm));
      ADD (o, "odds_source", STR (adj_cell_source_to_string (col->cell->source)));
      ADD (o, "odds_rounding", STR (res->odds.attacker_favoured ? "attacker" : "defender"));
      ADD (o, "odds_placement", STR (placements[res->odds.placement]));
      ADD (o, "attack_cohesion", INT (res->attack_cohesion));
      ADD (o, "defense_cohesion", res->defense_cohesion == ADJ_COHESION_NONE ? NULL : INT (res->defense_cohesion));
      ADD (o, "cohesion_drm", INT (res->cohesion_drm));
      ADD (o, "terrain_drm", INT (res->terrain_drm));
      ADD (o, "rear_drm", INT (res->rear_drm));
      ADD (o, "terrain_hex", STR (in->defenders[res->terrain_hex].hex_id));
      json_object *hexes = json_object_new_array ();
      for (guint d = 0; d < in->n_defenders; d++)
        {
          json_object *h = json_object_new_object ();
          ADD (h, "hex", STR (in->defenders[d].hex_id));
          ADD (h, "terrain_drm", INT (res->hex_terrain[d]));
          ADD (h, "rear_drm", INT (res->hex_rear[d]));
          json_object_array_add (hexes, h);
        }
      ADD (o, "defending_hexes", hexes);
    }
  ADD (o, "total_drm", INT (res->total_drm));
  ADD (o, "modifiers", adj_modifiers_to_json (res->modifiers));
  if (res->cohesion_modifiers != NULL && res->cohesion_modifiers->len > 0)
    ADD (o, "cohesion_modifiers", adj_modifiers_to_json (res->cohesion_modifiers));
  ADD (o, "notes", adj_combat_notes_to_json (res->notes));
  ADD (o, "distribution", outcomes_to_json (charts, res->outcomes, res->n_outcomes));
  if (res->has_roll)
    {
      g_autoptr (GArray) effects = adj_effects_new ();
      json_object *r = adj_charge_outcome_to_json (charts, &res->outcomes[res->outcome]);
      adj_charge_effects (in, res->active, &res->outcomes[res->outcome], effects);
      ADD (r, "effects", adj_effects_to_json (in, effects));
      ADD (o, "roll", INT (res->roll));
      ADD (o, "adjusted_roll", INT (res->adjusted));
      ADD (o, "result", r);
    }
  return o;
}

json_object *
adj_df_result_to_json (const AdjChargeInput *in, const AdjCombatCharts *charts, const AdjDfResult *res)
{
  json_object *o = json_object_new_object ();
  json_object *targets = json_object_new_array ();
  for (guint a = 0; a < in->n_attackers; a++)
    {
      const AdjCombatUnit *top = adj_combat_stack_top_fighter (&in->attackers[a]);
      json_object *t = json_object_new_object ();
      json_object *shots = json_object_new_array ();
      ADD (t, "hex", STR (in->attackers[a].hex_id));
      ADD (t, "unit", STR (adj_combat_unit_label (top)));
      ADD (t, "cohesion", INT (adj_combat_unit_cohesion (top, NULL)));
      for (guint i = 0; i < res->n_shots; i++)
        {
          const AdjDfShot *s = &res->shots[i];
          if (s->target != a)
            continue;
          json_object *j = json_object_new_object ();
          ADD (j, "from", STR (in->defenders[s->firing].hex_id));
          ADD (j, "drm", INT (s->drm));
          ADD (j, "modifiers", adj_modifiers_to_json (s->modifiers));
          if (s->cohesion_modifiers->len > 0)
            ADD (j, "cohesion_modifiers", adj_modifiers_to_json (s->cohesion_modifiers));
          ADD (j, "needs", s->needs <= 9 ? INT (s->needs) : NULL);
          ADD (j, "possible", json_object_new_boolean (s->needs <= 9));
          ADD (j, "disorder_probability", adj_combat_probability_to_json (s->probability));
          json_object_array_add (shots, j);
        }
      ADD (t, "shots", shots);
      ADD (t, "disorder_probability", adj_combat_probability_to_json (res->p_disordered[a]));
      ADD (t, "withdraw_probability", adj_combat_probability_to_json (res->p_withdrawn[a]));
      json_object_array_add (targets, t);
    }
  ADD (o, "targets", targets);
  ADD (o, "charge_probability", adj_combat_probability_to_json (res->charge_probability));
  ADD (o, "distribution", outcomes_to_json (charts, res->outcomes, res->n_outcomes));
  ADD (o, "notes", adj_combat_notes_to_json (res->notes));
  return o;
}
