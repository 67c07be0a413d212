/* Saved games: format, version, ruleset, scenario, options, journal, cursor. */
#include "core/savegame.h"

#include <string.h>

#include "core/error.h"
#include "core/i18n.h"
#include "core/jsonmembers.h"
#include "core/jsonread.h"
#include "core/jsonutil.h"
#include "core/procedure.h"

#define MAX_STEPS 1000000
#define MAX_GROUP 4096

json_object *
adj_savegame_step_to_json (const AdjJournal *j, guint i)
{
  const AdjRuleset *rs = adj_journal_get_ruleset (j);
  gconstpointer scenario = adj_journal_get_scenario (j);
  guint n = adj_journal_get_n_moves (j, i);

  if (n == 1)
    return rs->move_to_json (adj_journal_get_move (j, i), scenario);
  json_object *group = json_object_new_array_ext ((int) n);
  for (guint k = 0; k < n; k++)
    json_object_array_add (group, rs->move_to_json (adj_journal_get_move_in_step (j, i, k), scenario));
  return group;
}

json_object *
adj_savegame_to_json (const AdjJournal *j, gboolean embed)
{
  const AdjRuleset *rs = adj_journal_get_ruleset (j);
  gconstpointer sc = adj_journal_get_scenario (j);
  json_object *root = json_object_new_object ();
  json_object_object_add (root, "format", json_object_new_string (ADJ_GAME_FORMAT));
  json_object_object_add (root, "version", json_object_new_int (ADJ_GAME_VERSION));
  json_object_object_add (root, "ruleset", json_object_new_string (rs->id));

  json_object *scenario = json_object_new_object ();
  json_object_object_add (scenario, "id", json_object_new_string (rs->scenario_id (sc)));
  json_object_object_add (scenario, "sha256", json_object_new_string (rs->scenario_hash (sc)));
  if (embed)
    json_object_object_add (scenario, "data", rs->scenario_to_json (sc));
  json_object_object_add (root, "scenario", scenario);

  json_object_object_add (root, "options", json_object_get (adj_journal_get_options (j)));
  json_object_object_add (root, "cursor", json_object_new_int ((int) adj_journal_get_cursor (j)));
  json_object *steps = json_object_new_array_ext ((int) adj_journal_get_length (j));
  for (guint i = 0; i < adj_journal_get_length (j); i++)
    json_object_array_add (steps, adj_savegame_step_to_json (j, i));
  json_object_object_add (root, "journal", steps);
  return root;
}

gboolean
adj_savegame_save (const AdjJournal *j, const char *path, gboolean embed, GError **error)
{
  json_object *root = adj_savegame_to_json (j, embed);
  gboolean ok = adj_json_save_file (root, path, error);
  json_object_put (root);
  return ok;
}

/* @key: "scenario" (v2) or "battle" (v1). */
static gpointer
load_scenario (const AdjRuleset *rs, AdjJsonVal root, const char *key, const char *where,
               AdjScenarioResolver resolver, gpointer user_data, GError **error)
{
  AdjJsonVal so = adj_jsonread_member (root, key, json_type_object, where, error);
  g_autofree char *swhere = g_strdup_printf ("%s.%s", where, key);
  const char *id = so ? adj_jsonread_get_string (so, "id", swhere, error) : NULL;
  const char *hash = id ? adj_jsonread_get_string (so, "sha256", swhere, error) : NULL;
  if (hash == NULL)
    return NULL;

  gpointer sc;
  AdjJsonVal data = adj_jsonread_get (so, "data");
  if (data != NULL)
    {
      g_autofree char *dwhere = g_strdup_printf ("%s.data", swhere);
      const char *format = adj_jsonread_string (adj_jsonread_get (data, "format"));
      /* A scenario of another game inside this game's save. */
      if (format != NULL && g_strcmp0 (format, rs->scenario_format) != 0)
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT,
                       _("%s.format: '%s' is not a scenario of %s, the game this save names"), dwhere,
                       format, _(rs->name));
          return NULL;
        }
      /* The scenario is read by its game's json-c reader: once per file,
       * a small part of it. */
      json_object *dobj = adj_jsonread_to_object (data);
      sc = rs->scenario_from_json (dobj, dwhere, error);
      json_object_put (dobj);
      if (sc == NULL)
        return NULL;
      if (g_strcmp0 (rs->scenario_id (sc), id) != 0)
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s.id: '%s' is not the id of the scenario "
                       "saved with the game, '%s'"), swhere, id, rs->scenario_id (sc));
          rs->scenario_unref (sc);
          return NULL;
        }
    }
  else if (resolver == NULL)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_NOT_FOUND, _("%s.data: the scenario '%s' is not in the "
                   "save and no scenarios were given to look it up"), swhere, id);
      return NULL;
    }
  else if ((sc = resolver (rs, id, user_data, error)) == NULL)
    return NULL;

  /* A journal replays only on the scenario it was played on. */
  if (g_strcmp0 (rs->scenario_hash (sc), hash) != 0)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s.sha256: the scenario '%s' is not the one "
                   "this game was saved with (its data changed)"), swhere, id);
      rs->scenario_unref (sc);
      return NULL;
    }
  return sc;
}

/* Appends "[@i]" to @path: the path of every step and move read is built
 * this way, since formatting a new string for each cost more than many a
 * move's reading. */
static void
append_index (GString *path, guint i)
{
  char digits[16];
  int n = 0;
  do
    digits[n++] = (char) ('0' + i % 10);
  while ((i /= 10) > 0);
  g_string_append_c (path, '[');
  while (n > 0)
    g_string_append_c (path, digits[--n]);
  g_string_append_c (path, ']');
}

static gboolean
apply_entry (AdjJournal *j, AdjJsonVal entry, const char *where, guint index, GError **error)
{
  const AdjRuleset *rs = adj_journal_get_ruleset (j);
  gconstpointer sc = adj_journal_get_scenario (j);
  /* A move is an object; a group is an array of them. */
  gboolean is_group = adj_jsonread_is (entry, json_type_array);
  guint n = is_group ? adj_jsonread_length (entry) : 1;

  if (is_group && (n == 0 || n > MAX_GROUP))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: a group holds 1 to %d moves"), where, MAX_GROUP);
      return FALSE;
    }

  /* A step is one move nearly always: no array for it. */
  gpointer one = NULL;
  g_autoptr (GPtrArray) moves = is_group ? g_ptr_array_new_full (n, rs->move_free) : NULL;
  g_autoptr (GString) mwhere = is_group ? g_string_new (where) : NULL;
  gsize base = is_group ? mwhere->len : 0;
  AdjJsonVal obj = is_group ? adj_jsonread_first (entry) : entry;
  for (guint k = 0; k < n; k++, obj = is_group ? adj_jsonread_next (obj) : NULL)
    {
      if (is_group)
        {
          g_string_truncate (mwhere, base);
          append_index (mwhere, k);
        }
      gpointer m = rs->move_from_json (obj, sc, is_group ? mwhere->str : where, error);
      if (m == NULL)
        return FALSE;
      if (is_group)
        g_ptr_array_add (moves, m);
      else
        one = m;
    }

  GError *local = NULL;
  gpointer *list = is_group ? moves->pdata : &one;
  gboolean ok = adj_journal_take_group (j, list, n, &local);
  if (!ok)
    {
      if (n == 1)
        g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("%s: action %u (%s) does not replay: %s"),
                     where, index, rs->move_kind (list[0]), local->message);
      else
        g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
                     _("%s: action %u (a group of %u moves) does not replay: %s"), where, index, n,
                     local->message);
      g_error_free (local);
      if (one != NULL)
        rs->move_free (one);
      return FALSE;
    }
  /* The journal has the moves now. */
  if (is_group)
    g_ptr_array_set_free_func (moves, NULL);
  return TRUE;
}

gboolean
adj_savegame_apply_step_json (AdjJournal *j, AdjJsonVal entry, const char *where, guint index,
                              GError **error)
{
  return apply_entry (j, entry, where, index, error);
}

static AdjJournal *
replay (const AdjRuleset *rs, AdjJsonVal root, const char *where, gpointer sc, GError **error)
{
  AdjJsonVal options = adj_jsonread_get (root, "options");
  if (options != NULL && !adj_jsonread_is (options, json_type_object))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s.options: expected an object"), where);
      return NULL;
    }
  g_autofree char *owhere = g_strdup_printf ("%s.options", where);
  /* The options are read by the game's json-c code: a few members. */
  json_object *given = adj_jsonread_to_object (options);
  /* Saved before the engine checked the procedure: replayed by its rules. */
  json_object *opts = given != NULL && json_object_object_get_ex (given, ADJ_PROCEDURE_MEMBER, NULL)
                      ? json_object_get (given)
                      : adj_procedure_options_with (given, ADJ_PROCEDURE_FIRST);
  g_autoptr (AdjJournal) j = adj_journal_new (rs, sc, opts, owhere, error);
  json_object_put (opts);
  json_object_put (given);
  if (j == NULL)
    return NULL;
  AdjJsonVal steps = adj_jsonread_member (root, "journal", json_type_array, where, error);
  if (steps == NULL)
    return NULL;
  guint n = adj_jsonread_length (steps);
  if (n > MAX_STEPS)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_TOO_LARGE, _("%s.journal: more than %d actions"), where, MAX_STEPS);
      return NULL;
    }
  g_autoptr (GString) swhere = g_string_new (where);
  g_string_append (swhere, ".journal");
  gsize base = swhere->len;
  AdjJsonVal step = adj_jsonread_first (steps);
  for (guint i = 0; i < n; i++, step = adj_jsonread_next (step))
    {
      g_string_truncate (swhere, base);
      append_index (swhere, i);
      if (!apply_entry (j, step, swhere->str, i, error))
        return NULL;
    }
  int cursor = (int) n;
  if (!adj_jsonread_get_int_opt (root, "cursor", 0, (int) n, &cursor, where, error))
    return NULL;
  adj_journal_set_cursor (j, (guint) cursor);
  return g_steal_pointer (&j);
}

AdjJournal *
adj_savegame_from_json (AdjJsonVal root, const char *what, const AdjRuleset * const *rulesets,
                        AdjScenarioResolver resolver, gpointer user_data, GError **error)
{
  g_autofree char *where = g_strdup_printf ("%s: $", what);
  int version;
  const char *format = adj_jsonread_get_string (root, "format", where, error);
  if (format == NULL)
    return NULL;
  if (!g_str_equal (format, ADJ_GAME_FORMAT))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s.format: '%s' is not \"%s\""), where,
                   format, ADJ_GAME_FORMAT);
      return NULL;
    }
  if (!adj_jsonread_get_version (root, 1, ADJ_GAME_VERSION, &version, where, error))
    return NULL;

  const AdjRuleset *rs = NULL;
  if (version == 1)
    {
      /* Before rulesets there was one game: the ruleset that reads v1. */
      for (guint i = 0; rulesets != NULL && rulesets[i] != NULL && rs == NULL; i++)
        if (rulesets[i]->reads_v1_saves)
          rs = rulesets[i];
      if (rs == NULL)
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT,
                       _("%s.version: no game here reads saves of version 1"), where);
          return NULL;
        }
    }
  else
    {
      const char *id = adj_jsonread_get_string (root, "ruleset", where, error);
      if (id == NULL)
        return NULL;
      if ((rs = adj_ruleset_find (rulesets, id)) == NULL)
        {
          g_autofree char *rwhere = g_strdup_printf ("%s.ruleset", where);
          adj_ruleset_set_unknown_error (rulesets, rwhere, id, error);
          return NULL;
        }
    }

  gpointer sc = load_scenario (rs, root, version == 1 ? "battle" : "scenario", where, resolver, user_data,
                               error);
  if (sc == NULL)
    return NULL;
  AdjJournal *j = replay (rs, root, where, sc, error);
  rs->scenario_unref (sc);
  return j;
}

AdjJournal *
adj_savegame_load_data (const char *text, gsize len, const char *what, const AdjRuleset * const *rulesets,
                        AdjScenarioResolver resolver, gpointer user_data, GError **error)
{
  g_autoptr (AdjJsonDoc) doc = adj_jsonread_parse (text, len, what, error);
  if (doc == NULL)
    return NULL;
  return adj_savegame_from_json (adj_jsonread_root (doc), what, rulesets, resolver, user_data, error);
}

AdjJournal *
adj_savegame_load_file (const char *path, const AdjRuleset * const *rulesets, AdjScenarioResolver resolver,
                        gpointer user_data, GError **error)
{
  g_autoptr (AdjJsonDoc) doc = adj_jsonread_load_file (path, error);
  if (doc == NULL)
    return NULL;
  g_autofree char *base = g_filename_display_basename (path);
  return adj_savegame_from_json (adj_jsonread_root (doc), base, rulesets, resolver, user_data, error);
}

gpointer
adj_savegame_resolve_in_list (const AdjRuleset *rs, const char *id, gpointer scenarios, GError **error)
{
  GPtrArray *list = scenarios;
  for (guint i = 0; list && i < list->len; i++)
    if (g_strcmp0 (rs->scenario_id (list->pdata[i]), id) == 0)
      return rs->scenario_ref (list->pdata[i]);
  g_set_error (error, ADJ_ERROR, ADJ_ERROR_NOT_FOUND, _("no scenario of %s with the id '%s' is installed"),
               _(rs->name), id);
  return NULL;
}

gboolean
adj_savegame_autosave (const AdjJournal *j, const char *path, guint64 *saved_generation, GError **error)
{
  guint64 gen = adj_journal_get_generation (j);
  if (saved_generation != NULL && *saved_generation == gen)
    return TRUE;
  if (!adj_savegame_save (j, path, TRUE, error))
    return FALSE;
  if (saved_generation != NULL)
    *saved_generation = gen;
  return TRUE;
}
