/* Saved games: format id, version, battle, options, journal, cursor. */
#include "glory/savegame.h"

#include <string.h>

#include "core/error.h"
#include "core/jsonutil.h"
#include "glory/battlejson.h"
#include "core/i18n.h"

#define MAX_ACTIONS 1000000

json_object *
adj_savegame_to_json (const AdjJournal *j, gboolean embed_battle)
{
  const AdjBattle *b = adj_journal_get_battle (j);
  json_object *root = json_object_new_object ();
  json_object_object_add (root, "format", json_object_new_string (ADJ_GAME_FORMAT));
  json_object_object_add (root, "version", json_object_new_int (ADJ_GAME_VERSION));

  json_object *battle = json_object_new_object ();
  json_object_object_add (battle, "id", json_object_new_string (adj_battle_get_id (b)));
  json_object_object_add (battle, "sha256", json_object_new_string (adj_battle_get_hash (b)));
  if (embed_battle)
    json_object_object_add (battle, "data", adj_battle_to_json (b));
  json_object_object_add (root, "battle", battle);

  json_object *options = json_object_new_object ();
  json_object *optional = json_object_new_array ();
  for (char * const *id = adj_journal_get_optional_markers (j); *id; id++)
    json_object_array_add (optional, json_object_new_string (*id));
  json_object_object_add (options, "optional_markers", optional);
  if (adj_game_state_fixed_glory (adj_journal_get_state_at (j, 0)))
    json_object_object_add (options, "fixed_glory", json_object_new_boolean (TRUE));
  json_object_object_add (root, "options", options);

  json_object_object_add (root, "cursor", json_object_new_int ((int) adj_journal_get_cursor (j)));
  json_object *actions = json_object_new_array_ext ((int) adj_journal_get_length (j));
  for (guint i = 0; i < adj_journal_get_length (j); i++)
    json_object_array_add (actions, adj_action_to_json (adj_journal_get_action (j, i), b));
  json_object_object_add (root, "journal", actions);
  return root;
}

gboolean
adj_savegame_save (const AdjJournal *j, const char *path, gboolean embed_battle, GError **error)
{
  json_object *root = adj_savegame_to_json (j, embed_battle);
  gboolean ok = adj_json_save_file (root, path, error);
  json_object_put (root);
  return ok;
}

static AdjBattle *
load_battle (json_object *root, const char *where, AdjBattleResolver resolver, gpointer user_data,
             GError **error)
{
  json_object *bo = adj_json_member (root, "battle", json_type_object, where, error);
  g_autofree char *bwhere = g_strdup_printf ("%s.battle", where);
  const char *id = bo ? adj_json_get_string (bo, "id", bwhere, error) : NULL;
  const char *hash = id ? adj_json_get_string (bo, "sha256", bwhere, error) : NULL;
  if (hash == NULL)
    return NULL;

  AdjBattle *b;
  json_object *data = NULL;
  if (json_object_object_get_ex (bo, "data", &data))
    {
      g_autofree char *dwhere = g_strdup_printf ("%s.data", bwhere);
      b = adj_battle_from_json (data, dwhere, error);
      if (b == NULL)
        return NULL;
      if (g_strcmp0 (adj_battle_get_id (b), id) != 0)
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s.id: '%s' is not the id of the battle "
                       "saved with the game, '%s'"), bwhere, id, adj_battle_get_id (b));
          adj_battle_unref (b);
          return NULL;
        }
    }
  else if (resolver == NULL)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_NOT_FOUND, _("%s.data: the battle '%s' is not in the "
                   "save and no battles were given to look it up"), bwhere, id);
      return NULL;
    }
  else if ((b = resolver (id, user_data, error)) == NULL)
    return NULL;

  /* A journal replays only on the battle it was played on. */
  if (g_strcmp0 (adj_battle_get_hash (b), hash) != 0)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s.sha256: the battle '%s' is not the one "
                   "this game was saved with (its data changed)"), bwhere, id);
      adj_battle_unref (b);
      return NULL;
    }
  return b;
}

/* Saves from before the variant have no "fixed_glory": they are Glory III. */
static gboolean
load_options (json_object *root, const char *where, GPtrArray *ids, gboolean *fixed_glory,
              GError **error)
{
  json_object *options = NULL, *arr = NULL;
  if (!json_object_object_get_ex (root, "options", &options))
    return TRUE;
  g_autofree char *owhere = g_strdup_printf ("%s.options", where);
  if (!json_object_is_type (options, json_type_object))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: expected an object"), owhere);
      return FALSE;
    }
  if (!adj_json_get_bool_opt (options, "fixed_glory", fixed_glory, owhere, error))
    return FALSE;
  if (!json_object_object_get_ex (options, "optional_markers", &arr))
    return TRUE;
  if (!json_object_is_type (arr, json_type_array) || json_object_array_length (arr) > 4096)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s.optional_markers: expected an array of AM ids"), owhere);
      return FALSE;
    }
  for (size_t i = 0; i < json_object_array_length (arr); i++)
    {
      json_object *item = json_object_array_get_idx (arr, i);
      if (!json_object_is_type (item, json_type_string))
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s.optional_markers[%zu]: expected a string"), owhere, i);
          return FALSE;
        }
      g_ptr_array_add (ids, (char *) json_object_get_string (item));
    }
  return TRUE;
}

static AdjJournal *
replay (json_object *root, const char *where, AdjBattle *b, GError **error)
{
  g_autoptr (GPtrArray) ids = g_ptr_array_new ();
  gboolean fixed_glory = FALSE;
  if (!load_options (root, where, ids, &fixed_glory, error))
    return NULL;
  g_ptr_array_add (ids, NULL);
  AdjGameOptions options = { (char **) ids->pdata, fixed_glory };
  GError *local = NULL;
  g_autoptr (AdjJournal) j = adj_journal_new (b, &options, &local);
  if (j == NULL)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, "%s.%s", where, local->message);
      g_error_free (local);
      return NULL;
    }
  json_object *actions = adj_json_member (root, "journal", json_type_array, where, error);
  if (actions == NULL)
    return NULL;
  guint n = json_object_array_length (actions);
  if (n > MAX_ACTIONS)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_TOO_LARGE, _("%s.journal: more than %d actions"), where, MAX_ACTIONS);
      return NULL;
    }
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *awhere = g_strdup_printf ("%s.journal[%u]", where, i);
      g_autoptr (AdjAction) a = adj_action_from_json (json_object_array_get_idx (actions, i), b, awhere, error);
      if (a == NULL)
        return NULL;
      if (!adj_journal_apply (j, a, &local))
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("%s: action %u (%s) does not replay: %s"),
                       awhere, i, adj_action_type_to_string (a->type), local->message);
          g_error_free (local);
          return NULL;
        }
    }
  int cursor = (int) n;
  if (!adj_json_get_int_opt (root, "cursor", 0, (int) n, &cursor, where, error))
    return NULL;
  adj_journal_set_cursor (j, (guint) cursor);
  return g_steal_pointer (&j);
}

AdjJournal *
adj_savegame_from_json (json_object *root, const char *what, AdjBattleResolver resolver,
                        gpointer user_data, GError **error)
{
  g_autofree char *where = g_strdup_printf ("%s: $", what);
  int version;
  const char *format = adj_json_get_string (root, "format", where, error);
  if (format == NULL)
    return NULL;
  if (!g_str_equal (format, ADJ_GAME_FORMAT))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s.format: '%s' is not \"%s\""), where,
                   format, ADJ_GAME_FORMAT);
      return NULL;
    }
  if (!adj_json_get_int (root, "version", ADJ_GAME_VERSION, ADJ_GAME_VERSION, &version, where, error))
    return NULL;
  g_autoptr (AdjBattle) b = load_battle (root, where, resolver, user_data, error);
  return b ? replay (root, where, b, error) : NULL;
}

AdjJournal *
adj_savegame_load_data (const char *text, gsize len, const char *what, AdjBattleResolver resolver,
                        gpointer user_data, GError **error)
{
  json_object *root = adj_json_parse (text, len, what, error);
  if (root == NULL)
    return NULL;
  AdjJournal *j = adj_savegame_from_json (root, what, resolver, user_data, error);
  json_object_put (root);
  return j;
}

AdjJournal *
adj_savegame_load_file (const char *path, AdjBattleResolver resolver, gpointer user_data, GError **error)
{
  json_object *root = adj_json_load_file (path, error);
  if (root == NULL)
    return NULL;
  g_autofree char *base = g_path_get_basename (path);
  AdjJournal *j = adj_savegame_from_json (root, base, resolver, user_data, error);
  json_object_put (root);
  return j;
}

AdjBattle *
adj_savegame_resolve_in_list (const char *id, gpointer battles, GError **error)
{
  GPtrArray *list = battles;
  for (guint i = 0; list && i < list->len; i++)
    if (g_strcmp0 (adj_battle_get_id (list->pdata[i]), id) == 0)
      return adj_battle_ref (list->pdata[i]);
  g_set_error (error, ADJ_ERROR, ADJ_ERROR_NOT_FOUND, _("no battle with the id '%s' is installed"), id);
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
