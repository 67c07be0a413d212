/* `adjutant-cli cog combat`'s input and output (docs/cli.md). */
#include "cog/combatjson.h"

#include "cog/jsonread.h"
#include "core/error.h"
#include "core/i18n.h"
#include "core/jsonutil.h"

static const char *const known[] = { "attacker_drm", "defender_drm", "loss_limit", "odds", "defenders",
                                     "attackers", "flank", "higher_ground", "town", "retreated_in" };

static gboolean
drm (json_object *root, const char *key, int *value, gboolean *immune, const char *where, GError **error)
{
  json_object *v = json_object_object_get (root, key);
  *immune = FALSE;
  if (json_object_is_type (v, json_type_string) && g_str_equal (json_object_get_string (v), "N"))
    {
      *immune = TRUE;
      *value = 0;
      return TRUE;
    }
  if (v == NULL)
    return adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s.%s: missing (or give \"odds\")"), where, key);
  g_autofree char *w = g_strdup_printf ("%s.%s", where, key);
  if (!json_object_is_type (v, json_type_int))
    return adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s: a DRM is a whole number or \"N\" (12.9)"), w);
  return adj_json_check_int (v, -6, 6, value, w, error);
}

static gboolean
read_units (json_object *root, const char *key, gboolean attackers, AdjCogCombatRequest *out, const char *where,
            GError **error)
{
  json_object *arr = adj_cog_json_array (root, key, FALSE, ADJ_COG_MAX_COMBAT_UNITS, where, error);
  AdjCogCombatUnit *units = attackers ? out->input.attackers : out->input.defenders;
  guint *n = attackers ? &out->input.n_attackers : &out->input.n_defenders;
  if (arr == NULL)
    return FALSE;
  if (json_object_array_length (arr) == 0)
    return adj_cog_json_fail (error, ADJ_ERROR_INVALID, _("%s.%s: needs at least one unit"), where, key);
  *n = (guint) json_object_array_length (arr);
  for (guint i = 0; i < *n; i++)
    {
      g_autofree char *w = g_strdup_printf ("%s.%s[%u]", where, key, i);
      json_object *u = json_object_array_get_idx (arr, i);
      if (!json_object_is_type (u, json_type_object))
        return adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s: expected an object"), w);
      json_object_object_foreach (u, k, v)
        {
          (void) v;
          if (!g_str_equal (k, "ter") && !g_str_equal (k, "cavalry") && !g_str_equal (k, "steps")
              && !(attackers && g_str_equal (k, "rolls")))
            return adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s.%s: not a member of a combat unit"), w, k);
        }
      if (!adj_json_get_int (u, "ter", 1, 6, &units[i].ter, w, error)
          || !adj_cog_json_bool (u, "cavalry", FALSE, &units[i].cavalry, w, error)
          || !adj_cog_json_int (u, "steps", 1, 3, 0, &units[i].steps, w, error)
          || (attackers && !adj_cog_json_bool (u, "rolls", FALSE, &out->input.attacker_rolls[i], w, error)))
        return FALSE;
      out->steps_known &= units[i].steps > 0;
    }
  return TRUE;
}

static gboolean
from_chart (json_object *root, const AdjChart *chart, AdjCogCombatRequest *out, const char *where, GError **error)
{
  const char *odds;
  if (!adj_cog_json_text (root, "odds", FALSE, ADJ_COG_MAX_ID, &odds, where, error))
    return FALSE;
  if (json_object_object_get_ex (root, "attacker_drm", NULL) || json_object_object_get_ex (root, "defender_drm", NULL)
      || json_object_object_get_ex (root, "loss_limit", NULL))
    return adj_cog_json_fail (error, ADJ_ERROR_FORMAT,
                              _("%s: give \"odds\" or the DRMs and the loss limit, not both"), where);
  int col = adj_chart_find_column (chart, odds);
  if (col < 0)
    {
      g_autoptr (GString) cols = g_string_new (NULL);
      for (guint c = 0; c < adj_chart_n_columns (chart); c++)
        g_string_append_printf (cols, "%s%s", c ? ", " : "", adj_chart_column_key (chart, c));
      return adj_cog_json_fail (error, ADJ_ERROR_NOT_FOUND, _("%s.odds: '%s' is not a column of the chart (%s)"),
                                where, odds, cols->str);
    }
  if (!adj_cog_chart_entry (chart, (guint) col, &out->entry, error))
    return FALSE;
  out->from_chart = TRUE;
  out->input.attacker_drm = out->entry.attacker_drm;
  out->input.defender_drm = out->entry.defender_drm;
  out->input.attacker_immune = out->entry.attacker_immune;
  out->input.defender_immune = out->entry.defender_immune;
  out->input.loss_limit = out->entry.loss_limit;
  return TRUE;
}

gboolean
adj_cog_combat_request_from_json (json_object *root, const AdjChart *chart, const char *where,
                                  AdjCogCombatRequest *out, GError **error)
{
  *out = (AdjCogCombatRequest) { .steps_known = TRUE };
  int retreated_in = 0;
  if (!json_object_is_type (root, json_type_object))
    return adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s: expected an object"), where);
  json_object_object_foreach (root, key, value)
    {
      gboolean ok = FALSE;
      (void) value;
      for (guint i = 0; i < G_N_ELEMENTS (known); i++)
        ok |= g_str_equal (key, known[i]);
      if (!ok)
        return adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s.%s: not a member of a combat"), where, key);
    }
  AdjCogCombatInput *in = &out->input;
  if (json_object_object_get_ex (root, "odds", NULL))
    {
      if (!from_chart (root, chart, out, where, error))
        return FALSE;
    }
  else if (!drm (root, "attacker_drm", &in->attacker_drm, &in->attacker_immune, where, error)
           || !drm (root, "defender_drm", &in->defender_drm, &in->defender_immune, where, error)
           || !adj_json_get_int (root, "loss_limit", 0, 99, &in->loss_limit, where, error))
    return FALSE;
  if (!read_units (root, "defenders", FALSE, out, where, error) || !read_units (root, "attackers", TRUE, out, where, error)
      || !adj_cog_json_bool (root, "flank", FALSE, &in->flank, where, error)
      || !adj_cog_json_bool (root, "higher_ground", FALSE, &in->higher_ground, where, error)
      || !adj_cog_json_bool (root, "town", FALSE, &in->town, where, error)
      || !adj_cog_json_int (root, "retreated_in", 0, ADJ_COG_MAX_COMBAT_UNITS, 0, &retreated_in, where, error))
    return FALSE;
  in->n_retreated_in = (guint) retreated_in;
  guint cav_def = 0, cav_att = 0;
  for (guint i = 0; i < in->n_defenders; i++)
    cav_def += in->defenders[i].cavalry ? 1 : 0;
  for (guint i = 0; i < in->n_attackers; i++)
    cav_att += in->attackers[i].cavalry ? 1 : 0;
  out->cavalry_may_retreat = cav_def == in->n_defenders && cav_att == 0;
  GError *local = NULL;
  if (!adj_cog_combat_check (in, &local))
    {
      adj_cog_json_fail (error, local->code, "%s: %s", where, local->message);
      g_error_free (local);
      return FALSE;
    }
  return TRUE;
}

static json_object *
chance (double p)
{
  /* Exact up to double rounding: round-trips as the same double. */
  return json_object_new_double (p);
}

json_object *
adj_cog_combat_answer_to_json (const AdjCogCombatRequest *req, const AdjCogCombatChances *c)
{
  const AdjCogCombatInput *in = &req->input;
  json_object *out = json_object_new_object ();
  json_object *defs = json_object_new_array ();
  for (guint i = 0; i < in->n_defenders; i++)
    {
      const AdjCogUnitChances *u = &c->defenders[i];
      json_object *o = json_object_new_object ();
      json_object_object_add (o, "step_loss", chance (u->loss));
      json_object *r = json_object_new_object ();
      if (u->retreat[0] > 0)
        json_object_object_add (r, "0", chance (u->retreat[0]));
      for (guint k = 1; k <= 3; k++)
        {
          char key[2] = { (char) ('0' + k), 0 };
          json_object_object_add (r, key, chance (u->retreat[k]));
        }
      json_object_object_add (o, "retreat", r);
      if (req->steps_known)
        json_object_object_add (o, "eliminated", chance (u->eliminated));
      if (req->cavalry_may_retreat)
        json_object_object_add (o, "retreat_before_combat", chance (adj_cog_cavalry_retreat_chance (u->ter)));
      json_object_array_add (defs, o);
    }
  json_object *atts = json_object_new_array ();
  for (guint i = 0; i < in->n_attackers; i++)
    {
      json_object *o = json_object_new_object ();
      json_object_object_add (o, "step_loss", chance (c->attackers[i].loss));
      json_object_object_add (o, "rolls", json_object_new_boolean (c->attackers[i].rolls));
      if (req->steps_known)
        json_object_object_add (o, "eliminated", chance (c->attackers[i].eliminated));
      json_object_array_add (atts, o);
    }
  json_object_object_add (out, "defenders", defs);
  json_object_object_add (out, "attackers", atts);
  if (req->from_chart)
    {
      static const char *const rows[3] = { "attacker_drm", "defender_drm", "loss_limit" };
      json_object *chart = json_object_new_object ();
      json_object_object_add (chart, "odds", json_object_new_string (req->entry.column));
      for (guint r = 0; r < 3; r++)
        json_object_object_add (chart, rows[r], adj_chart_cell_to_json (req->entry.cells[r]));
      json_object_object_add (out, "chart", chart);
    }
  return out;
}
