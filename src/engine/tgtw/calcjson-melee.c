/* Melee as JSON (calcjson.h): the CLI's "tgtw melee" contract. */
#include "tgtw/calcjson.h"

#include "core/error.h"
#include "core/i18n.h"
#include "core/jsonmembers.h"
#include "core/jsonutil.h"
#include "core/modifier.h"

static gboolean
unit_from_json (json_object *root, const char *key, const char *where, AdjTgtwMeleeUnit *u, gboolean *disordered,
                gboolean *routed, GError **error)
{
  static const char *const attacker[] = { "strength", "morale", "type", "skirmisher_exempt", "sector_routed", NULL };
  static const char *const defender[] = { "strength", "morale", "type", "skirmisher_exempt", "sector_routed",
                                          "disordered", "routed", NULL };
  json_object *o = adj_json_member (root, key, json_type_object, where, error);
  g_autofree char *w = g_strdup_printf ("%s.%s", where, key);
  *u = (AdjTgtwMeleeUnit) { 0, 0, -1, FALSE, FALSE };
  if (o == NULL || !adj_json_only_members (o, disordered != NULL ? defender : attacker, w, error)
      || !adj_json_get_int (o, "strength", 1, 99, &u->strength, w, error)
      || !adj_json_get_int (o, "morale", 1, ADJ_TGTW_MAX_MORALE, &u->morale, w, error)
      || !adj_json_get_bool_opt (o, "skirmisher_exempt", &u->skirmisher_exempt, w, error)
      || !adj_json_get_bool_opt (o, "sector_routed", &u->sector_routed, w, error)
      || (disordered != NULL && !adj_json_get_bool_opt (o, "disordered", disordered, w, error))
      || (routed != NULL && !adj_json_get_bool_opt (o, "routed", routed, w, error)))
    return FALSE;
  GError *local = NULL;
  const char *type = adj_json_get_string_opt (o, "type", w, &local);
  AdjTgtwUnitType t;
  if (local != NULL)
    {
      g_propagate_error (error, local);
      return FALSE;
    }
  if (type != NULL && !adj_tgtw_unit_type_from_string (type, &t))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("%s.type: '%s' is not LI, MI, HI, LC, MC, HC or SK"), w, type);
      return FALSE;
    }
  if (type != NULL)
    u->type = (int) t;
  return TRUE;
}

static gboolean
spend_from_json (json_object *tp, const char *key, const char *where, AdjTgtwMeleeSpend *sp, GError **error)
{
  /* 12.0: what each side may buy (docs/cli.md). */
  static const char *const attacker[] = { "plus", "mct1", "mct2_shift", "mct2_dice", NULL };
  static const char *const defender[] = { "mct1", "cancel", "mct2_shift", NULL };
  json_object *o = NULL;
  if (tp == NULL || !json_object_object_get_ex (tp, key, &o) || o == NULL)
    return TRUE;
  g_autofree char *w = g_strdup_printf ("%s.tactical_points.%s", where, key);
  if (!adj_json_only_members (o, g_str_equal (key, "attacker") ? attacker : defender, w, error))
    return FALSE;
  return adj_json_get_int_opt (o, "plus", 0, 9, &sp->plus, w, error)
         && adj_json_get_int_opt (o, "mct1", 0, 13, &sp->mct1, w, error)
         && adj_json_get_int_opt (o, "cancel", 0, 13, &sp->cancel, w, error)
         && adj_json_get_int_opt (o, "mct2_shift", 0, 6, &sp->mct2_shift, w, error)
         && adj_json_get_int_opt (o, "mct2_dice", 0, 11, &sp->mct2_dice, w, error);
}

gboolean
adj_tgtw_melee_input_from_json (json_object *root, const char *where, AdjTgtwMeleeInput *in, GError **error)
{
  static const char *const known[] = { "attacker", "defender", "dice", "mct1_shift", "mct2_shift", "charge",
                                       "tactical_differential", "tactical_points", NULL };
  static const char *const sides[] = { "attacker", "defender", NULL };
  json_object *tp = NULL;
  *in = (AdjTgtwMeleeInput) { 0 };
  in->dice = 1;
  if (!adj_json_only_members (root, known, where, error))
    return FALSE;
  if (!unit_from_json (root, "attacker", where, &in->attacker, NULL, NULL, error)
      || !unit_from_json (root, "defender", where, &in->defender, &in->disordered, &in->routed, error)
      || !adj_json_get_int_opt (root, "dice", 1, 6, &in->dice, where, error)
      || !adj_json_get_int_opt (root, "mct1_shift", -13, 13, &in->mct1_shift, where, error)
      || !adj_json_get_int_opt (root, "mct2_shift", -6, 6, &in->leader_shift, where, error)
      || !adj_json_get_bool_opt (root, "charge", &in->charge, where, error))
    return FALSE;
  /* The optional MCT1 table applies when both types are given, unless
   * "tactical_differential": false says otherwise. */
  in->type_differential = in->attacker.type >= 0 && in->defender.type >= 0;
  if (!adj_json_get_bool_opt (root, "tactical_differential", &in->type_differential, where, error))
    return FALSE;
  if (json_object_object_get_ex (root, "tactical_points", &tp) && tp != NULL)
    {
      g_autofree char *w = g_strdup_printf ("%s.tactical_points", where);
      if (!adj_json_only_members (tp, sides, w, error))
        return FALSE;
    }
  return spend_from_json (tp, "attacker", where, &in->attacker_tp, error)
         && spend_from_json (tp, "defender", where, &in->defender_tp, error);
}

static char *
ratio_text (const AdjRatio *r)
{
  return g_strdup_printf ("%d-%d", r->num, r->den);
}

static json_object *
side_json (const double *p)
{
  json_object *o = json_object_new_object ();
  for (guint h = 0; h < ADJ_TGTW_N_HITS; h++)
    json_object_object_add (o, adj_tgtw_hit_to_string (h), adj_tgtw_probability_to_json (p[h]));
  json_object_object_add (o, "Eng.", adj_tgtw_probability_to_json (p[ADJ_TGTW_N_HITS]));
  return o;
}

static json_object *
string_take (char *s)
{
  json_object *o = json_object_new_string (s);
  g_free (s);
  return o;
}

json_object *
adj_tgtw_melee_result_to_json (const AdjTgtwCharts *charts, const AdjTgtwMeleeResult *r)
{
  const AdjRatio *sr = adj_tgtw_charts_mct1_strengths (charts), *mr = adj_tgtw_charts_mct1_morales (charts);
  json_object *o = json_object_new_object ();
  char letter[2] = { adj_tgtw_column_letter (r->column), '\0' }, mct1[2] = { adj_tgtw_column_letter (r->letter), '\0' };
  json_object_object_add (o, "strength_ratio", string_take (ratio_text (&sr[r->row])));
  json_object_object_add (o, "morale_ratio", string_take (ratio_text (&mr[r->col])));
  json_object_object_add (o, "column", json_object_new_string (letter));

  json_object *outcomes = json_object_new_object (), *rows = json_object_new_array ();
  const AdjChart *m2 = adj_tgtw_charts_get (charts, ADJ_TGTW_CHART_MCT2);
  const char *texts[ADJ_TGTW_MCT2_ROWS];
  guint64 ways[ADJ_TGTW_MCT2_ROWS] = { 0 };
  guint n = 0;
  if (r->automatic)
    json_object_object_add (outcomes, "-/E", adj_tgtw_probability_to_json (1));
  for (guint row = 0; !r->automatic && row < ADJ_TGTW_MCT2_ROWS; row++)
    {
      if (r->row_counts[row] == 0)
        continue;
      const char *text = adj_tgtw_charts_mct2_text (charts, row, (guint) r->column);
      guint k = 0;
      /* Summed in counts, then divided once: equal cells add up exactly. */
      while (k < n && !g_str_equal (texts[k], text))
        k++;
      if (k == n)
        texts[n++] = text;
      ways[k] += r->row_counts[row];
      json_object *x = json_object_new_object ();
      json_object_object_add (x, "roll", json_object_new_string (adj_chart_row_label (m2, row)));
      json_object_object_add (x, "result", json_object_new_string (text));
      json_object_object_add (x, "probability", adj_tgtw_probability_to_json ((double) r->row_counts[row] / r->total));
      json_object_array_add (rows, x);
    }
  for (guint k = 0; k < n; k++)
    json_object_object_add (outcomes, texts[k], adj_tgtw_probability_to_json ((double) ways[k] / r->total));
  json_object_object_add (o, "outcomes", outcomes);
  json_object_object_add (o, "rows", rows);
  json_object_object_add (o, "automatic", json_object_new_boolean (r->automatic));

  json_object *m1 = json_object_new_object ();
  json_object_object_add (m1, "strength_ratio", string_take (ratio_text (&sr[r->strength_col])));
  json_object_object_add (m1, "morale_ratio", string_take (ratio_text (&mr[r->morale_col])));
  json_object_object_add (m1, "letter", json_object_new_string (mct1));
  json_object_object_add (o, "mct1", m1);
  json_object_object_add (o, "dice", json_object_new_int (r->dice));
  json_object_object_add (o, "plus", json_object_new_int (r->plus));
  json_object *mods = json_object_new_object ();
  json_object_object_add (mods, "mct1", adj_modifiers_to_json (r->mct1_mods));
  json_object_object_add (mods, "mct2", adj_modifiers_to_json (r->mct2_mods));
  json_object_object_add (mods, "dice", adj_modifiers_to_json (r->dice_mods));
  json_object_object_add (o, "modifiers", mods);
  json_object *tp = json_object_new_object ();
  json_object_object_add (tp, "attacker", json_object_new_int (r->tp_spent[0]));
  json_object_object_add (tp, "defender", json_object_new_int (r->tp_spent[1]));
  json_object_object_add (o, "tactical_points", tp);
  json_object_object_add (o, "attacker", side_json (r->attacker));
  json_object_object_add (o, "defender", side_json (r->defender));
  return o;
}
