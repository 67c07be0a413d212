#include "glory/combatjson-private.h"

#include <string.h>

#include "core/error.h"
#include "core/jsonutil.h"
#include "core/modifier.h"
#include "core/i18n.h"

gboolean
adj_cj_keys (json_object *obj, const char *const *keys, const char *where, GError **error)
{
  if (!json_object_is_type (obj, json_type_object))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: expected an object"), where);
      return FALSE;
    }
  json_object_object_foreach (obj, key, value)
    {
      gboolean known = FALSE;
      (void) value;
      for (guint i = 0; !known && keys[i] != NULL; i++)
        known = g_str_equal (key, keys[i]);
      if (!known)
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: unknown member '%s'"), where, key);
          return FALSE;
        }
    }
  return TRUE;
}

json_object *
adj_cj_array (json_object *obj, const char *key, guint min, guint max, const char *where,
              GError **error)
{
  json_object *arr = NULL;
  if (!json_object_object_get_ex (obj, key, &arr))
    {
      if (min > 0)
        g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s.%s: missing"), where, key);
      return NULL;
    }
  arr = adj_json_member (obj, key, json_type_array, where, error);
  if (arr == NULL)
    return NULL;
  size_t n = json_object_array_length (arr);
  if (n < min || n > max)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("%s.%s: needs %u to %u entries, has %zu"),
                   where, key, min, max, n);
      return NULL;
    }
  return arr;
}

gboolean
adj_cj_string (json_object *obj, const char *key, gboolean required, char **out,
               const char *where, GError **error)
{
  GError *local = NULL;
  const char *s = required ? adj_json_get_string (obj, key, where, &local)
                           : adj_json_get_string_opt (obj, key, where, &local);
  if (local != NULL)
    {
      g_propagate_error (error, local);
      return FALSE;
    }
  if (s != NULL && (strlen (s) > ADJ_JSON_MAX_NAME || !g_utf8_validate (s, -1, NULL)))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("%s.%s: at most %d characters of text"),
                   where, key, ADJ_JSON_MAX_NAME);
      return FALSE;
    }
  *out = g_strdup (s);
  return TRUE;
}

gboolean
adj_cj_roll (json_object *obj, const char *key, gboolean *has, int *out, const char *where,
             GError **error)
{
  int roll = -1;
  if (!adj_json_get_int_opt (obj, key, 0, 9, &roll, where, error))
    return FALSE;
  *has = roll >= 0;
  *out = *has ? roll : 0;
  return TRUE;
}

gboolean
adj_cj_unit (json_object *obj, const char *where, guint flags, AdjCombatUnit *u,
             GError **error)
{
  static const char *const keys[] = { "name", "type", "strength", "cohesion", "disordered", "charging",
                                      "moved_hexes", "max_hex_cost", "gun", "disorder_marker", "army",
                                      "disordered_cohesion", NULL };
  g_autofree char *type = NULL, *gun = NULL, *army = NULL;
  GError *local = NULL;

  if (!adj_cj_keys (obj, keys, where, error) || !adj_cj_string (obj, "name", FALSE, &u->name, where, error)
      || !adj_cj_string (obj, "type", TRUE, &type, where, error))
    return FALSE;
  if (!adj_combat_kind_from_string (type, &u->kind, &local))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, "%s.type: %s", where, local->message);
      g_error_free (local);
      return FALSE;
    }
  gboolean gun_unit = adj_combat_kind_is_artillery (u->kind);
  u->charging = (flags & ADJ_CJ_ATTACKING) && !gun_unit;
  u->disordered_cohesion = -1;  /* absent */
  u->gun = ADJ_GUN_MEDIUM;
  if (!((flags & ADJ_CJ_STRENGTH) ? adj_json_get_int : adj_json_get_int_opt) (obj, "strength", gun_unit ? 0 : 1,
                                                                               99, &u->strength, where, error)
      || !((flags & ADJ_CJ_COHESION) ? adj_json_get_int : adj_json_get_int_opt) (obj, "cohesion", ADJ_COHESION_MIN, ADJ_COHESION_MAX,
                                                                                 &u->cohesion, where, error)
      || !adj_json_get_bool_opt (obj, "disordered", &u->disordered, where, error)
      || !adj_json_get_bool_opt (obj, "charging", &u->charging, where, error)
      || !adj_json_get_int_opt (obj, "moved_hexes", 0, 99, &u->moved_hexes, where, error)
      || !adj_json_get_int_opt (obj, "max_hex_cost", 0, 99, &u->max_hex_cost, where, error)
      || !adj_cj_string (obj, "gun", FALSE, &gun, where, error)
      || !adj_json_get_bool_opt (obj, "disorder_marker", &u->disorder_marker, where, error)
      || !adj_json_get_int_opt (obj, "disordered_cohesion", ADJ_COHESION_MIN, ADJ_COHESION_MAX,
                                &u->disordered_cohesion, where, error)
      || !adj_cj_string (obj, "army", FALSE, &army, where, error))
    return FALSE;
  if (army != NULL && !adj_army_from_string (army, &u->army, &local))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, "%s.army: %s", where, local->message);
      g_error_free (local);
      return FALSE;
    }
  u->has_disordered_cohesion = u->disordered_cohesion >= 0;
  if (!u->has_disordered_cohesion)
    u->disordered_cohesion = 0;
  else if (u->disordered_cohesion > u->cohesion)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("%s.disordered_cohesion: %d is above the cohesion %d"),
                   where, u->disordered_cohesion, u->cohesion);
      return FALSE;
    }
  /* 12.4 is about cavalry counters; dismounted cavalry needs its army. */
  if (u->disorder_marker && u->kind != ADJ_COMBAT_MOUNTED_CAVALRY && u->kind != ADJ_COMBAT_DISMOUNTED_CAVALRY)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
                   _("%s.disorder_marker: only cavalry shows Disorder with a marker (12.4)"), where);
      return FALSE;
    }
  if (u->disorder_marker && u->kind == ADJ_COMBAT_DISMOUNTED_CAVALRY && army == NULL)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
                   _("%s.army: missing: 12.4 lowers disordered dismounted cavalry by one (union) or two "
                     "(confederate)"), where);
      return FALSE;
    }
  if (gun != NULL && !adj_gun_range_from_string (gun, &u->gun, &local))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, "%s.gun: %s", where, local->message);
      g_error_free (local);
      return FALSE;
    }
  return TRUE;
}

gboolean
adj_cj_terrain (json_object *obj, const char *where, AdjTerrainPart **parts, guint *n, GError **error)
{
  json_object *arr = adj_cj_array (obj, "terrain", 0, 16, where, error);
  if (arr == NULL)
    return error == NULL || *error == NULL;
  *n = (guint) json_object_array_length (arr);
  *parts = g_new0 (AdjTerrainPart, *n);
  for (guint i = 0; i < *n; i++)
    {
      g_autofree char *path = g_strdup_printf ("%s.terrain[%u]", where, i);
      json_object *item = json_object_array_get_idx (arr, i);
      AdjTerrainPart *p = &(*parts)[i];
      static const char *const keys[] = { "value", "text", NULL };
      if (json_object_is_type (item, json_type_string))
        {
          const char *key = json_object_get_string (item);
          if (*key == '\0' || strlen (key) > ADJ_JSON_MAX_NAME)
            {
              g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("%s: a Terrain Effects Chart row, "
                           "1 to %d characters"), path, ADJ_JSON_MAX_NAME);
              return FALSE;
            }
          p->terrain = g_strdup (key);
        }
      else if (!json_object_is_type (item, json_type_object))
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT,
                       _("%s: expected a terrain name or {\"value\": N, \"text\": \"...\"}"), path);
          return FALSE;
        }
      else if (!adj_cj_keys (item, keys, path, error)
               || !adj_json_get_int (item, "value", -9, 9, &p->value, path, error)
               || !adj_cj_string (item, "text", FALSE, &p->text, path, error))
        return FALSE;
    }
  return TRUE;
}

gboolean
adj_cj_modifiers (json_object *obj, const char *where, GArray **out, GError **error)
{
  json_object *arr = adj_cj_array (obj, "modifiers", 0, 16, where, error);
  if (arr == NULL)
    return error == NULL || *error == NULL;
  *out = adj_modifiers_new ();
  for (guint i = 0; i < json_object_array_length (arr); i++)
    {
      static const char *const keys[] = { "value", "rule", "text", NULL };
      g_autofree char *path = g_strdup_printf ("%s.modifiers[%u]", where, i);
      g_autofree char *rule = NULL, *text = NULL;
      json_object *item = json_object_array_get_idx (arr, i);
      int value;
      if (!adj_cj_keys (item, keys, path, error) || !adj_json_get_int (item, "value", -9, 9, &value, path, error)
          || !adj_cj_string (item, "rule", TRUE, &rule, path, error)
          || !adj_cj_string (item, "text", TRUE, &text, path, error))
        return FALSE;
      adj_modifiers_add (*out, value, rule, "%s", text);
    }
  return TRUE;
}

gboolean
adj_cj_stack_units (json_object *obj, const char *where, guint flags, AdjCombatStack *s,
                    GError **error)
{
  json_object *arr = adj_cj_array (obj, "units", 1, ADJ_STACK_MAX_UNITS, where, error);
  if (arr == NULL)
    return FALSE;
  for (guint u = 0; u < json_object_array_length (arr); u++)
    {
      g_autofree char *path = g_strdup_printf ("%s.units[%u]", where, u);
      s->n_units++;
      if (!adj_cj_unit (json_object_array_get_idx (arr, u), path, flags, &s->units[u], error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
hex_list (json_object *obj, const char *key, const char *where, AdjHex **out, guint *n, GError **error)
{
  json_object *arr = adj_cj_array (obj, key, 0, ADJ_CHARGE_MAX_HEXES, where, error);
  if (arr == NULL)
    return error == NULL || *error == NULL;
  *n = (guint) json_object_array_length (arr);
  *out = g_new0 (AdjHex, *n);
  for (guint i = 0; i < *n; i++)
    {
      json_object *item = json_object_array_get_idx (arr, i);
      GError *local = NULL;
      if (!json_object_is_type (item, json_type_string)
          || !adj_hex_parse (json_object_get_string (item), &(*out)[i], &local))
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, "%s.%s[%u]: %s", where, key, i,
                       local ? local->message : _("expected a hex id (4 digits, e.g. \"2312\")"));
          g_clear_error (&local);
          return FALSE;
        }
    }
  return TRUE;
}

/* A list of hex ids that must name stacks of @stacks: a bit mask. */
static gboolean
hex_mask (json_object *obj, const char *key, const char *where, const AdjCombatStack *stacks,
          guint n_stacks, gboolean defending, guint *mask, GError **error)
{
  g_autofree AdjHex *hexes = NULL;
  guint n = 0;
  if (!hex_list (obj, key, where, &hexes, &n, error))
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      guint s;
      for (s = 0; s < n_stacks && !adj_hex_equal (stacks[s].hex, hexes[i]); s++)
        ;
      if (s == n_stacks)
        {
          char id[ADJ_HEX_ID_SIZE];
          /* TRANSLATORS: a place in the file, a member, an index, a hex id */
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
                       defending ? _("%s.%s[%u]: %s is not one of the defending hexes")
                                 : _("%s.%s[%u]: %s is not one of the charging hexes"),
                       where, key, i, adj_hex_format (hexes[i], id));
          return FALSE;
        }
      *mask |= 1u << s;
    }
  return TRUE;
}

/* "fixed_terrain": rows of glory3-fixed-drm for fire at this hex in the
 * Fixed Glory variant (the charge tree). */
static gboolean
fixed_terrain (json_object *obj, const char *where, AdjCombatStack *s, GError **error)
{
  json_object *arr = adj_cj_array (obj, "fixed_terrain", 0, 8, where, error);
  if (arr == NULL)
    return error == NULL || *error == NULL;
  guint n = (guint) json_object_array_length (arr);
  s->fixed_terrain = g_new0 (char *, n + 1);
  for (guint i = 0; i < n; i++)
    {
      json_object *item = json_object_array_get_idx (arr, i);
      const char *key = json_object_is_type (item, json_type_string) ? json_object_get_string (item) : NULL;
      if (key == NULL || *key == '\0' || strlen (key) > ADJ_JSON_MAX_NAME)
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
                       _("%s.fixed_terrain[%u]: a row of the Fixed Glory DRM chart, e.g. \"woods\""), where, i);
          return FALSE;
        }
      s->fixed_terrain[i] = g_strdup (key);
    }
  return TRUE;
}

static gboolean
stack (json_object *obj, const char *where, gboolean attacking, AdjCombatStack *s, GError **error)
{
  static const char *const attack_keys[] = { "hex", "units", "terrain", "rear_of", "across_stream",
                                             "across_bridge", "frontal_enemies", "modifiers", "fixed_terrain",
                                             NULL };
  static const char *const defend_keys[] = { "hex", "units", "terrain", "df", "modifiers", "fixed_terrain", NULL };
  static const char *const cover_keys[] = { "hex", "units", "frontal_enemies", "other_command", NULL };
  GError *local = NULL;
  const char *const *keys = attacking == TRUE ? attack_keys : attacking == FALSE ? defend_keys : cover_keys;

  if (!adj_cj_keys (obj, keys, where, error) || !adj_cj_string (obj, "hex", TRUE, &s->hex_id, where, error))
    return FALSE;
  if (!adj_hex_parse (s->hex_id, &s->hex, &local))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, "%s.hex: %s", where, local->message);
      g_error_free (local);
      return FALSE;
    }
  guint flags = attacking == TRUE ? ADJ_CJ_ATTACKING | ADJ_CJ_STRENGTH | ADJ_CJ_COHESION
                : attacking == FALSE ? ADJ_CJ_STRENGTH | ADJ_CJ_COHESION : 0;
  return adj_cj_stack_units (obj, where, flags, s, error)
         && adj_cj_terrain (obj, where, &s->terrain, &s->n_terrain, error)
         && fixed_terrain (obj, where, s, error)
         && adj_cj_modifiers (obj, where, &s->modifiers, error)
         && adj_json_get_bool_opt (obj, "across_stream", &s->across_stream, where, error)
         && adj_json_get_bool_opt (obj, "across_bridge", &s->across_bridge, where, error)
         && adj_json_get_bool_opt (obj, "other_command", &s->other_command, where, error)
         && hex_list (obj, "frontal_enemies", where, &s->frontal_enemies, &s->n_frontal_enemies, error);
}

static gboolean
stacks (json_object *root, const char *key, const char *where, int attacking, AdjCombatStack *out,
        guint *n, guint max, GError **error)
{
  json_object *arr = adj_cj_array (root, key, attacking == 2 ? 0 : 1, max, where, error);
  if (arr == NULL)
    return error == NULL || *error == NULL;
  for (guint i = 0; i < json_object_array_length (arr); i++)
    {
      g_autofree char *path = g_strdup_printf ("%s.%s[%u]", where, key, i);
      (*n)++;
      if (!stack (json_object_array_get_idx (arr, i), path, attacking, &out[i], error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
charge_checks (json_object *root, const char *where, AdjChargeInput *in, GError **error)
{
  for (guint a = 0; a < in->n_attackers; a++)
    {
      gboolean charges = FALSE;
      for (guint u = 0; u < in->attackers[a].n_units; u++)
        charges |= in->attackers[a].units[u].charging
                   && !adj_combat_kind_is_artillery (in->attackers[a].units[u].kind);
      if (!charges)
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
                       _("%s.attackers[%u].units: no infantry or cavalry unit charges from %s"), where, a,
                       in->attackers[a].hex_id);
          return FALSE;
        }
    }
  for (guint i = 0; i < in->n_attackers + in->n_defenders; i++)
    for (guint j = 0; j < i; j++)
      {
        const AdjCombatStack *x = i < in->n_attackers ? &in->attackers[i] : &in->defenders[i - in->n_attackers];
        const AdjCombatStack *y = j < in->n_attackers ? &in->attackers[j] : &in->defenders[j - in->n_attackers];
        if (adj_hex_equal (x->hex, y->hex))
          {
            g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("%s: the hex %s is listed twice"), where, x->hex_id);
            return FALSE;
          }
      }
  json_object *arr;
  arr = adj_cj_array (root, "attackers", 0, ADJ_CHARGE_MAX_HEXES, where, NULL);
  for (guint a = 0; a < in->n_attackers; a++)
    {
      g_autofree char *path = g_strdup_printf ("%s.attackers[%u]", where, a);
      if (!hex_mask (json_object_array_get_idx (arr, a), "rear_of", path, in->defenders, in->n_defenders,
                     TRUE, &in->attackers[a].rear_mask, error))
        return FALSE;
    }
  arr = adj_cj_array (root, "defenders", 0, ADJ_CHARGE_MAX_HEXES, where, NULL);
  for (guint d = 0; d < in->n_defenders; d++)
    {
      g_autofree char *path = g_strdup_printf ("%s.defenders[%u]", where, d);
      if (!hex_mask (json_object_array_get_idx (arr, d), "df", path, in->attackers, in->n_attackers,
                     FALSE, &in->defenders[d].df_mask, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
charge_from_json (json_object *root, const char *where, gpointer data, GError **error)
{
  AdjChargeInput *in = data;
  static const char *const keys[] = { "night", "fixed_glory", "combined_activation", "kind", "shifted",
                                      "range_chart", "roll", "modifiers", "attackers", "defenders",
                                      "covering", "refitted_glory1", NULL };
  g_autofree char *kind = NULL, *shifted = NULL;
  GError *local = NULL;
  json_object *cover;

  if (!adj_cj_keys (root, keys, where, error)
      || !adj_json_get_bool_opt (root, "night", &in->night, where, error)
      || !adj_json_get_bool_opt (root, "fixed_glory", &in->fixed_glory, where, error)
      || !adj_json_get_bool_opt (root, "refitted_glory1", &in->refitted_glory1, where, error)
      || !adj_json_get_bool_opt (root, "combined_activation", &in->combined_activation, where, error)
      || !adj_cj_string (root, "kind", FALSE, &kind, where, error)
      || !adj_cj_string (root, "shifted", FALSE, &shifted, where, error)
      || !adj_cj_string (root, "range_chart", FALSE, &in->range_chart, where, error)
      || !adj_cj_roll (root, "roll", &in->has_roll, &in->roll, where, error)
      || !adj_cj_modifiers (root, where, &in->modifiers, error))
    return FALSE;
  if (kind != NULL && !g_str_equal (kind, "normal") && !g_str_equal (kind, "continued")
      && !g_str_equal (kind, "counter"))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("%s.kind: '%s' is not normal, continued or counter"),
                   where, kind);
      return FALSE;
    }
  in->kind = kind == NULL || g_str_equal (kind, "normal") ? ADJ_CHARGE_NORMAL
             : g_str_equal (kind, "continued") ? ADJ_CHARGE_CONTINUED : ADJ_CHARGE_COUNTER;
  if (shifted != NULL && !adj_column_shift_from_string (shifted, &in->shift, &local))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, "%s.shifted: %s", where, local->message);
      g_error_free (local);
      return FALSE;
    }
  if (!stacks (root, "attackers", where, TRUE, in->attackers, &in->n_attackers, ADJ_CHARGE_MAX_HEXES, error)
      || !stacks (root, "defenders", where, FALSE, in->defenders, &in->n_defenders, ADJ_CHARGE_MAX_HEXES, error))
    return FALSE;
  cover = adj_cj_array (root, "covering", 0, 12, where, error);
  if (cover == NULL && error != NULL && *error != NULL)
    return FALSE;
  if (cover != NULL)
    in->covering = g_new0 (AdjCombatStack, json_object_array_length (cover));
  return (cover == NULL || stacks (root, "covering", where, 2, in->covering, &in->n_covering, 12, error))
         && charge_checks (root, where, in, error);
}

gboolean
adj_cj_run (AdjCjReader read, GDestroyNotify clear, json_object *root, const char *what, gpointer out,
            GError **error)
{
  g_autofree char *where = g_strdup_printf ("%s: $", what);
  GError *local = NULL;
  if (read (root, where, out, &local))
    return TRUE;
  if (local == NULL)
    local = g_error_new (ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: invalid input"), where);
  g_propagate_error (error, local);
  clear (out);
  return FALSE;
}

gboolean
adj_cj_parse (AdjCjReader read, GDestroyNotify clear, const char *text, gsize len, const char *what,
              gpointer out, GError **error)
{
  json_object *root = adj_json_parse (text, len, what, error);
  if (root == NULL)
    return FALSE;
  gboolean ok = adj_cj_run (read, clear, root, what, out, error);
  json_object_put (root);
  return ok;
}

gboolean
adj_charge_input_from_json (json_object *root, const char *what, AdjChargeInput *out, GError **error)
{
  memset (out, 0, sizeof *out);
  return adj_cj_run (charge_from_json, (GDestroyNotify) adj_charge_input_clear, root, what, out, error);
}

gboolean
adj_charge_input_parse (const char *text, gsize len, const char *what, AdjChargeInput *out,
                        GError **error)
{
  memset (out, 0, sizeof *out);
  return adj_cj_parse (charge_from_json, (GDestroyNotify) adj_charge_input_clear, text, len, what, out,
                       error);
}
