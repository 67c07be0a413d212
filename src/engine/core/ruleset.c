/* Rulesets: finding one by id or by its scenario format, scenario files. */
#include "core/ruleset.h"

#include <string.h>

#include "core/error.h"
#include "core/i18n.h"
#include "core/jsonutil.h"
#include "core/procedure.h"

const AdjRuleset *
adj_ruleset_find (const AdjRuleset * const *rulesets, const char *id)
{
  for (guint i = 0; rulesets != NULL && rulesets[i] != NULL; i++)
    if (g_strcmp0 (rulesets[i]->id, id) == 0)
      return rulesets[i];
  return NULL;
}

const AdjRuleset *
adj_ruleset_find_by_format (const AdjRuleset * const *rulesets, const char *format)
{
  for (guint i = 0; rulesets != NULL && rulesets[i] != NULL; i++)
    if (g_strcmp0 (rulesets[i]->scenario_format, format) == 0)
      return rulesets[i];
  return NULL;
}

static char *
known_ids (const AdjRuleset * const *rulesets)
{
  GString *s = g_string_new (NULL);
  for (guint i = 0; rulesets != NULL && rulesets[i] != NULL; i++)
    g_string_append_printf (s, "%s%s", i ? ", " : "", rulesets[i]->id);
  return g_string_free (s, FALSE);
}

void
adj_ruleset_set_unknown_error (const AdjRuleset * const *rulesets, const char *where, const char *id,
                               GError **error)
{
  g_autofree char *ids = known_ids (rulesets);
  g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT,
               _("%s: '%s' is not a game Adjutant knows (it knows: %s)"), where, id, ids);
}

GPtrArray *
adj_ruleset_owed (const AdjRuleset *rs, gconstpointer state)
{
  return rs->state_owed != NULL ? rs->state_owed (state) : adj_step_items_new ();
}

GPtrArray *
adj_ruleset_legal (const AdjRuleset *rs, gconstpointer state)
{
  return rs->state_legal != NULL ? rs->state_legal (state) : adj_step_items_new ();
}

void
adj_ruleset_side_ids (const AdjRuleset *rs, gconstpointer scenario, const char *out[2])
{
  for (int side = 0; side < 2; side++)
    out[side] = rs->side_id != NULL ? rs->side_id (scenario, side) : side == 0 ? "0" : "1";
}

gboolean
adj_ruleset_option_enabled (json_object *options, const char *id)
{
  json_object *v = NULL;
  return options != NULL && json_object_object_get_ex (options, id, &v)
         && json_object_is_type (v, json_type_boolean) && json_object_get_boolean (v);
}

gpointer
adj_scenario_from_json (const AdjRuleset * const *rulesets, const AdjRuleset *expected, json_object *root,
                        const char *what, const AdjRuleset **out_ruleset, GError **error)
{
  g_autofree char *where = g_strdup_printf ("%s: $", what);
  const char *format = adj_json_get_string (root, "format", where, error);
  if (format == NULL)
    return NULL;
  const AdjRuleset *rs = adj_ruleset_find_by_format (rulesets, format);
  if (rs == NULL)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT,
                   _("%s.format: '%s' is not the scenario format of any game Adjutant knows"), where,
                   format);
      return NULL;
    }
  if (expected != NULL && rs != expected)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT,
                   _("%s.format: this file is a scenario of %s, not of %s"), where, _(rs->name),
                   _(expected->name));
      return NULL;
    }
  gpointer scenario = rs->scenario_from_json (root, where, error);
  if (scenario != NULL && out_ruleset != NULL)
    *out_ruleset = rs;
  return scenario;
}

gpointer
adj_scenario_load_data (const AdjRuleset * const *rulesets, const AdjRuleset *expected, const char *text,
                        gsize len, const char *what, const AdjRuleset **out_ruleset, GError **error)
{
  json_object *root = adj_json_parse (text, len, what, error);
  if (root == NULL)
    return NULL;
  gpointer s = adj_scenario_from_json (rulesets, expected, root, what, out_ruleset, error);
  json_object_put (root);
  return s;
}

gpointer
adj_scenario_load_file (const AdjRuleset * const *rulesets, const AdjRuleset *expected, const char *path,
                        const AdjRuleset **out_ruleset, GError **error)
{
  json_object *root = adj_json_load_file (path, error);
  if (root == NULL)
    return NULL;
  g_autofree char *base = g_filename_display_basename (path);
  gpointer s = adj_scenario_from_json (rulesets, expected, root, base, out_ruleset, error);
  json_object_put (root);
  return s;
}

gboolean
adj_scenario_save_file (const AdjRuleset *rs, gconstpointer scenario, const char *path, GError **error)
{
  json_object *root = rs->scenario_to_json (scenario);
  gboolean ok = adj_json_save_file (root, path, error);
  json_object_put (root);
  return ok;
}

typedef struct {
  const AdjRuleset *rs;
} SortData;

static gint
compare_titles (gconstpointer a, gconstpointer b, gpointer user_data)
{
  const AdjRuleset *rs = ((SortData *) user_data)->rs;
  gconstpointer sa = *(gconstpointer const *) a, sb = *(gconstpointer const *) b;
  int c = g_utf8_collate (rs->scenario_title (sa), rs->scenario_title (sb));
  return c != 0 ? c : strcmp (rs->scenario_id (sa), rs->scenario_id (sb));
}

GPtrArray *
adj_scenario_load_dir (const AdjRuleset *rs, const char *dir, GError **error)
{
  const AdjRuleset *only[] = { rs, NULL };
  return adj_scenario_load_dir_among (only, rs, dir, error);
}

GPtrArray *
adj_scenario_load_dir_among (const AdjRuleset * const *rulesets, const AdjRuleset *rs, const char *dir,
                             GError **error)
{
  g_autoptr (GPtrArray) list = g_ptr_array_new_with_free_func (rs->scenario_unref);
  g_autoptr (GDir) d = g_dir_open (dir, 0, error);
  const char *name;

  if (d == NULL)
    return NULL;
  while ((name = g_dir_read_name (d)) != NULL)
    {
      if (!g_str_has_suffix (name, ".json") && !g_str_has_suffix (name, ADJ_SCENARIO_SUFFIX))
        continue;
      g_autofree char *path = g_build_filename (dir, name, NULL);
      gpointer s = adj_scenario_load_file (rulesets, rs, path, NULL, error);
      if (s == NULL)
        return NULL;
      g_ptr_array_add (list, s);
    }
  SortData data = { rs };
  g_ptr_array_sort_with_data (list, compare_titles, &data);
  return g_steal_pointer (&list);
}

gpointer
adj_ruleset_move_from_object (const AdjRuleset *ruleset, json_object *obj, gconstpointer scenario,
                              const char *where, GError **error)
{
  return adj_jsonread_object_with (obj, (AdjJsonReadFunc) ruleset->move_from_json, scenario, where, error);
}
