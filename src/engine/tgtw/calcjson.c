/* Missile fire, morale, leader casualty and initiative as JSON (calcjson.h). */
#include "tgtw/calcjson.h"

#include "core/error.h"
#include "core/i18n.h"
#include "core/jsonmembers.h"
#include "core/jsonutil.h"
#include "core/modifier.h"

json_object *
adj_tgtw_probability_to_json (double p)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];
  g_ascii_formatd (buf, sizeof buf, "%.12g", p);
  return json_object_new_double_s (p, buf);
}

gboolean
adj_tgtw_missile_input_from_json (json_object *root, const char *where, AdjTgtwFirer *firers,
                                  AdjTgtwMissileInput *out, GError **error)
{
  static const char *const known[] = { "firers", "formation", "plus", "target_routed", NULL };
  static const char *const firer[] = { "weapon", "strength", "range", NULL };
  json_object *arr = NULL, *formation = NULL;
  *out = (AdjTgtwMissileInput) { firers, 0, -1, 0, FALSE };
  if (!adj_json_only_members (root, known, where, error)
      || (arr = adj_json_member (root, "firers", json_type_array, where, error)) == NULL)
    return FALSE;
  if (json_object_array_length (arr) == 0 || json_object_array_length (arr) > ADJ_TGTW_MAX_FIRERS)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("%s.firers: from 1 to %d units fire at one hex"), where,
                   ADJ_TGTW_MAX_FIRERS);
      return FALSE;
    }
  out->n_firers = (guint) json_object_array_length (arr);
  for (guint i = 0; i < out->n_firers; i++)
    {
      g_autofree char *w = g_strdup_printf ("%s.firers[%u]", where, i);
      json_object *f = json_object_array_get_idx (arr, i);
      const char *weapon = adj_json_only_members (f, firer, w, error) ? adj_json_get_string (f, "weapon", w, error)
                                                                        : NULL;
      AdjTgtwWeapon wp;
      if (weapon == NULL)
        return FALSE;
      if (!adj_tgtw_weapon_from_string (weapon, &wp))
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
                       _("%s.weapon: '%s' is not javelin, shortbow, longbow, composite or sling"), w, weapon);
          return FALSE;
        }
      firers[i] = (AdjTgtwFirer) { wp, 0, 0, NULL };
      if (!adj_json_get_int (f, "strength", 1, 99, &firers[i].strength, w, error)
          || !adj_json_get_int (f, "range", 1, 99, &firers[i].range, w, error))
        return FALSE;
    }
  if (json_object_object_get_ex (root, "formation", &formation) && formation != NULL)
    {
      const char *row = json_object_is_type (formation, json_type_string) ? json_object_get_string (formation) : NULL;
      if ((out->formation = adj_tgtw_formation_from_string (row)) < 0)
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
                       _("%s.formation: a TDT row (hoplitic_phalanx, macedonian_phalanx, early_legion, roman_legion, "
                         "barbarian_tribe, skirmishers, cavalry) or null"), where);
          return FALSE;
        }
    }
  return adj_json_get_int_opt (root, "plus", 0, 9, &out->plus, where, error)
         && adj_json_get_bool_opt (root, "target_routed", &out->target_routed, where, error);
}

static json_object *
hits_json (const guint *counts, guint of)
{
  json_object *o = json_object_new_object ();
  for (guint h = ADJ_TGTW_HIT_D; h < ADJ_TGTW_N_HITS; h++)
    json_object_object_add (o, adj_tgtw_hit_to_string (h), adj_tgtw_probability_to_json ((double) counts[h] / of));
  json_object_object_add (o, "-", adj_tgtw_probability_to_json ((double) counts[ADJ_TGTW_HIT_NONE] / of));
  return o;
}

json_object *
adj_tgtw_missile_result_to_json (const AdjTgtwMissileInput *in, const AdjTgtwMissileResult *r)
{
  json_object *o = json_object_new_object ();
  json_object *firers = json_object_new_array (), *faces = json_object_new_array ();
  json_object_object_add (o, "potential", json_object_new_int (r->potential));
  json_object_object_add (o, "shift", json_object_new_int (r->shift));
  json_object_object_add (o, "column", json_object_new_int (r->column));
  json_object_object_add (o, "outcomes", hits_json (r->printed_counts, ADJ_TGTW_MFT_DIE));
  if (in->target_routed)
    json_object_object_add (o, "effects", hits_json (r->effect_counts, ADJ_TGTW_MFT_DIE));
  for (guint i = 0; i < in->n_firers; i++)
    {
      json_object *f = json_object_new_object ();
      json_object_object_add (f, "weapon", json_object_new_string (adj_tgtw_weapon_to_string (in->firers[i].weapon)));
      json_object_object_add (f, "range", json_object_new_int (in->firers[i].range));
      json_object_object_add (f, "pdt", json_object_new_string (adj_tgtw_pdt_effect_to_string (r->pdt[i])));
      json_object_object_add (f, "potential", json_object_new_int (r->potentials[i]));
      json_object_array_add (firers, f);
    }
  json_object_object_add (o, "firers", firers);
  for (guint d = 0; d < ADJ_TGTW_MFT_DIE; d++)
    json_object_array_add (faces, json_object_new_string (adj_tgtw_hit_to_string (r->effect[d])));
  json_object_object_add (o, "faces", faces);
  json_object_object_add (o, "modifiers", adj_modifiers_to_json (r->modifiers));
  return o;
}

static json_object *
faces_json (const gboolean *pass)
{
  json_object *arr = json_object_new_array ();
  for (int f = 1; f <= ADJ_TGTW_D10; f++)
    if (pass[f])
      json_object_array_add (arr, json_object_new_int (f));
  return arr;
}

json_object *
adj_tgtw_morale_result_to_json (const AdjTgtwMoraleResult *r)
{
  json_object *o = json_object_new_object ();
  json_object_object_add (o, "success_probability", adj_tgtw_probability_to_json (r->passes / 10.0));
  json_object_object_add (o, "target", json_object_new_int (r->target));
  json_object_object_add (o, "success_faces", faces_json (r->pass));
  json_object_object_add (o, "modifiers", adj_modifiers_to_json (r->modifiers));
  json_object_object_add (o, "rule", json_object_new_string ("8.0"));
  return o;
}

json_object *
adj_tgtw_casualty_result_to_json (const AdjTgtwCasualtyResult *r)
{
  json_object *o = json_object_new_object ();
  json_object *outcomes = json_object_new_object (), *faces = json_object_new_object ();
  json_object *loss = json_object_new_object ();
  for (guint f = 0; f < ADJ_TGTW_N_FATES; f++)
    {
      json_object_object_add (outcomes, adj_tgtw_fate_to_string (f), adj_tgtw_probability_to_json (r->counts[f] / 10.0));
      if (f > 0)
        json_object_object_add (loss, adj_tgtw_fate_to_string (f), json_object_new_int (r->loss[f]));
    }
  for (int d = 1; d <= ADJ_TGTW_D10; d++)
    {
      char key[4];
      g_snprintf (key, sizeof key, "%d", d);
      json_object_object_add (faces, key, json_object_new_string (adj_tgtw_fate_to_string (r->fate[d])));
    }
  json_object_object_add (o, "outcomes", outcomes);
  json_object_object_add (o, "faces", faces);
  /* 10.0: the points depend on the leader's stars; unknown, none are
   * given (not zeros: a 0-star leader counts too). */
  if (r->has_loss)
    json_object_object_add (o, "morale_loss", loss);
  else
    json_object_put (loss);
  json_object_object_add (o, "modifiers", adj_modifiers_to_json (r->modifiers));
  json_object_object_add (o, "rule", json_object_new_string ("9.0"));
  return o;
}

json_object *
adj_tgtw_initiative_result_to_json (const AdjTgtwInitiativeResult *r)
{
  json_object *o = json_object_new_object ();
  json_object *win = json_object_new_array (), *mods = json_object_new_array ();
  for (guint a = 0; a < ADJ_TGTW_N_ARMIES; a++)
    {
      json_object_array_add (win, adj_tgtw_probability_to_json (r->win[a]));
      json_object_array_add (mods, adj_modifiers_to_json (r->modifiers[a]));
    }
  json_object_object_add (o, "win_probability", win);
  json_object_object_add (o, "reroll_probability", adj_tgtw_probability_to_json (r->rerolls / 100.0));
  json_object *by_bonus = json_object_new_array ();
  for (guint a = 0; a < ADJ_TGTW_N_ARMIES; a++)
    json_object_array_add (by_bonus, adj_tgtw_probability_to_json (r->by_bonus[a] / 100.0));
  json_object_object_add (o, "tie_won_on_bonus", by_bonus);
  json_object_object_add (o, "modifiers", mods);
  json_object_object_add (o, "rule", json_object_new_string ("4.0"));
  return o;
}
