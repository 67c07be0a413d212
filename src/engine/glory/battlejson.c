/* The "adjutant-battle" loader: every field and reference checked, errors
 * name the file, the JSON path and the reason. Nothing is returned unless
 * the whole file passed. */
#include "glory/battlejson.h"

#include <string.h>

#include "core/error.h"
#include "core/jsonmembers.h"
#include "core/jsonutil.h"
#include "glory/battle-private.h"
#include "glory/battlejson-private.h"
#include "core/i18n.h"


gboolean
adj_bj_fail (GError **error, int code, const char *format, ...)
{
  va_list args;
  va_start (args, format);
  g_autofree char *msg = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, ADJ_ERROR, code, msg);
  return FALSE;
}

json_object *
adj_bj_array (json_object *obj, const char *key, gboolean optional, guint max,
              const char *where, GError **error)
{
  json_object *arr = NULL;
  if (optional && (!json_object_object_get_ex (obj, key, &arr) || arr == NULL))
    return NULL;
  arr = adj_json_member (obj, key, json_type_array, where, error);
  if (arr != NULL && json_object_array_length (arr) > max)
    {
      adj_bj_fail (error, ADJ_ERROR_TOO_LARGE, _("%s.%s: more than %u entries"), where, key, max);
      return NULL;
    }
  return arr;
}

const char *
adj_bj_text (json_object *obj, const char *key, gboolean optional, gsize max,
          const char *where, GError **error)
{
  GError *local = NULL;
  const char *s = optional ? adj_json_get_string_opt (obj, key, where, &local)
                           : adj_json_get_string (obj, key, where, &local);
  if (local != NULL)
    {
      g_propagate_error (error, local);
      return NULL;
    }
  if (s != NULL && (*s == '\0' || strlen (s) > max || !g_utf8_validate (s, -1, NULL)))
    {
      adj_bj_fail (error, ADJ_ERROR_FORMAT, _("%s.%s: must be 1 to %zu characters of text"),
            where, key, max);
      return NULL;
    }
  return s;
}

const char *
adj_bj_id (GHashTable *names, json_object *obj, const char *key, const char *what, const char *where,
        GError **error)
{
  const char *id = adj_bj_text (obj, key, FALSE, MAX_ID, where, error);
  if (id == NULL)
    return NULL;
  for (const char *p = id; *p; p++)
    if (!g_ascii_isalnum (*p) && *p != '-' && *p != '_' && *p != '.')
      {
        adj_bj_fail (error, ADJ_ERROR_FORMAT, _("%s.%s: '%s': an id may only hold letters, digits, '-', '_' and '.'"),
              where, key, id);
        return NULL;
      }
  const char *prev = g_hash_table_lookup (names, id);
  if (prev != NULL)
    {
      /* TRANSLATORS: a place in the file, a member, an id, a kind of thing such as "leader" */
      adj_bj_fail (error, ADJ_ERROR_FORMAT, _("%s.%s: '%s' is already the id of a %s"), where, key, id,
                   ADJ_KIND (prev));
      return NULL;
    }
  g_hash_table_insert (names, (char *) id, (char *) what);
  return id;
}

gboolean
adj_bj_bool (json_object *obj, const char *key, gboolean dflt, gboolean *out, const char *where,
          GError **error)
{
  *out = dflt;
  return adj_json_get_bool_opt (obj, key, out, where, error);
}

gboolean
adj_bj_text_opt (json_object *obj, const char *key, gsize max, const char **out, const char *where,
                 GError **error)
{
  GError *local = NULL;
  *out = adj_bj_text (obj, key, TRUE, max, where, &local);
  if (local == NULL)
    return TRUE;
  g_propagate_error (error, local);
  return FALSE;
}

/* A reference by id, in @ids or (when NULL) to a side; when @optional and
 * absent, *out is -1. */
static gboolean
resolve (const AdjBattle *b, GHashTable *ids, const char *what, json_object *obj, const char *key,
         gboolean optional, int *out, const char *where, GError **error)
{
  const char *id = NULL;
  *out = -1;
  if (optional ? !adj_bj_text_opt (obj, key, MAX_TEXT, &id, where, error)
               : (id = adj_bj_text (obj, key, FALSE, MAX_TEXT, where, error)) == NULL)
    return FALSE;
  if (id == NULL)
    return TRUE;
  *out = ids ? adj_battle_lookup (ids, id) : adj_battle_find_side (b, id);
  if (*out < 0)
    /* TRANSLATORS: a place in the file, a member, a kind of thing such as "leader", an id */
    return adj_bj_fail (error, ADJ_ERROR_FORMAT, _("%s.%s: unknown %s '%s'"), where, key, ADJ_KIND (what), id);
  return TRUE;
}

gboolean
adj_bj_ref (GHashTable *ids, const char *what, json_object *obj, const char *key, gboolean optional,
            int *out, const char *where, GError **error)
{
  return resolve (NULL, ids, what, obj, key, optional, out, where, error);
}

gboolean
adj_bj_side (Loader *L, json_object *obj, const char *key, gboolean optional, int *out,
             const char *where, GError **error)
{
  return resolve (L->b, NULL, NC_("id kind", "side"), obj, key, optional, out, where, error);
}

static gboolean
load_sides (Loader *L, json_object *root, GError **error)
{
  json_object *arr = adj_bj_array (root, "sides", FALSE, 2, L->root, error);
  if (arr == NULL)
    return FALSE;
  if (json_object_array_length (arr) != ADJ_BATTLE_N_SIDES)
    return adj_bj_fail (error, ADJ_ERROR_FORMAT, _("%s.sides: a battle has exactly two sides"), L->root);
  for (guint i = 0; i < ADJ_BATTLE_N_SIDES; i++)
    {
      g_autofree char *where = g_strdup_printf ("%s.sides[%u]", L->root, i);
      json_object *o = json_object_array_get_idx (arr, i);
      const char *id = adj_bj_id (L->names, o, "id", NC_("id kind", "side"), where, error);
      const char *name = id ? adj_bj_text (o, "name", FALSE, MAX_TEXT, where, error) : NULL;
      if (name == NULL || !adj_bj_bool (o, "combined_activation", TRUE,
                                     &L->b->sides[i].combined_activation, where, error))
        return FALSE;
      L->b->sides[i].id = g_strdup (id);
      L->b->sides[i].name = g_strdup (name);
    }
  return adj_bj_check_sides (L, arr, error);
}

static gboolean
load_turns (Loader *L, json_object *root, GError **error)
{
  json_object *arr = adj_bj_array (root, "turns", FALSE, MAX_TURNS, L->root, error);
  if (arr == NULL)
    return FALSE;
  AdjBattle *b = L->b;
  b->n_turns = json_object_array_length (arr);
  if (b->n_turns == 0)
    return adj_bj_fail (error, ADJ_ERROR_FORMAT, _("%s.turns: a battle needs at least one turn"), L->root);
  b->turns = g_new0 (AdjBattleTurn, b->n_turns);
  for (guint i = 0; i < b->n_turns; i++)
    {
      g_autofree char *where = g_strdup_printf ("%s.turns[%u]", L->root, i);
      json_object *o = json_object_array_get_idx (arr, i);
      AdjBattleTurn *t = &b->turns[i];
      t->automatic_initiative = -1;
      const char *label = adj_bj_text (o, "label", FALSE, 32, where, error);
      if (label == NULL)
        return FALSE;
      if (adj_battle_lookup (b->turn_ids, label) >= 0)
        return adj_bj_fail (error, ADJ_ERROR_FORMAT, _("%s.label: '%s' labels an earlier turn too"), where, label);
      t->label = g_strdup (label);
      g_hash_table_insert (b->turn_ids, t->label, GINT_TO_POINTER (i + 1));
      gboolean night_given = FALSE;
      if (!adj_bj_bool (o, "night2", FALSE, &t->night2, where, error)
          || !adj_bj_bool (o, "night", t->night2, &t->night, where, error))
        return FALSE;
      night_given = json_object_object_get_ex (o, "night", NULL);
      if (t->night2 && night_given && !t->night)
        return adj_bj_fail (error, ADJ_ERROR_FORMAT, _("%s.night2: a Night 2 turn is a night turn (13)"), where);
      if (!adj_bj_side (L, o, "automatic_initiative", TRUE, &t->automatic_initiative, where, error))
        return FALSE;
      json_object *drm = NULL;
      if (json_object_object_get_ex (o, "initiative_drm", &drm))
        {
          g_autofree char *dwhere = g_strdup_printf ("%s.initiative_drm", where);
          if (!json_object_is_type (drm, json_type_object))
            return adj_bj_fail (error, ADJ_ERROR_FORMAT, _("%s: expected an object"), dwhere);
          json_object_object_foreach (drm, key, val)
            {
              (void) val;
              int side = adj_battle_find_side (b, key);
              if (side < 0)
                return adj_bj_fail (error, ADJ_ERROR_FORMAT, _("%s.%s: unknown side"), dwhere, key);
              if (!adj_json_get_int (drm, key, -9, 9, &t->initiative_drm[side], dwhere, error))
                return FALSE;
            }
        }
    }
  return TRUE;
}

gboolean
adj_bj_turn (Loader *L, json_object *o, const char *key, int *out, const char *where, GError **error)
{
  return adj_bj_ref (L->b->turn_ids, NC_("id kind", "turn"), o, key, TRUE, out, where, error);
}

static gboolean
load_commands (Loader *L, json_object *arr, GError **error)
{
  AdjBattle *b = L->b;
  b->n_commands = json_object_array_length (arr);
  b->commands = g_new0 (AdjBattleCommand, b->n_commands);
  for (guint i = 0; i < b->n_commands; i++)
    {
      g_autofree char *where = g_strdup_printf ("%s.commands[%u]", L->root, i);
      json_object *o = json_object_array_get_idx (arr, i);
      int side;
      const char *id = adj_bj_id (L->names, o, "id", NC_("id kind", "command"), where, error);
      const char *name = id ? adj_bj_text (o, "name", FALSE, MAX_TEXT, where, error) : NULL;
      if (name == NULL || !adj_bj_side (L, o, "side", FALSE, &side, where, error))
        return FALSE;
      b->commands[i] = (AdjBattleCommand) { g_strdup (id), g_strdup (name), (guint) side };
      g_hash_table_insert (b->command_ids, b->commands[i].id, GINT_TO_POINTER (i + 1));
    }
  return TRUE;
}

static gboolean
load_leaders (Loader *L, json_object *root, GError **error)
{
  AdjBattle *b = L->b;
  json_object *arr = adj_bj_array (root, "leaders", FALSE, MAX_LEADERS, L->root, error);
  if (arr == NULL)
    return FALSE;
  b->n_leaders = json_object_array_length (arr);
  b->leaders = g_new0 (AdjBattleLeader, b->n_leaders);
  for (guint i = 0; i < b->n_leaders; i++)
    {
      g_autofree char *where = g_strdup_printf ("%s.leaders[%u]", L->root, i);
      json_object *o = json_object_array_get_idx (arr, i);
      AdjBattleLeader *l = &b->leaders[i];
      int command;
      const char *id = adj_bj_id (L->names, o, "id", NC_("id kind", "leader"), where, error);
      const char *name = id ? adj_bj_text (o, "name", FALSE, MAX_TEXT, where, error) : NULL;
      if (name == NULL
          || !adj_bj_ref (b->command_ids, NC_("id kind", "command"), o, "command", FALSE, &command, where, error)
          || !adj_json_get_int (o, "combined_activation", 0, 9, &l->ca_rating, where, error)
          || !adj_json_get_int (o, "command_range", 0, 99, &l->command_range, where, error)
          || !adj_json_get_int (o, "movement", 0, 99, &l->movement, where, error)
          || !adj_bj_turn (L, o, "arrives", &l->arrives, where, error))
        return FALSE;
      l->id = g_strdup (id);
      l->name = g_strdup (name);
      l->command = (guint) command;
      g_hash_table_insert (b->leader_ids, l->id, GINT_TO_POINTER (i + 1));
    }
  return TRUE;
}

static gboolean
load_battle (Loader *L, json_object *root, GError **error)
{
  int version;
  const char *format = adj_json_get_string (root, "format", L->root, error);
  if (format == NULL)
    return FALSE;
  if (!g_str_equal (format, ADJ_BATTLE_FORMAT))
    return adj_bj_fail (error, ADJ_ERROR_FORMAT, _("%s.format: '%s' is not \"%s\""), L->root, format,
                 ADJ_BATTLE_FORMAT);
  if (!adj_json_get_version (root, ADJ_BATTLE_VERSION, ADJ_BATTLE_VERSION, &version,
                         L->root, error))
    return FALSE;
  const char *id = adj_bj_text (root, "id", FALSE, MAX_ID, L->root, error);
  const char *title = id ? adj_bj_text (root, "title", FALSE, MAX_TEXT, L->root, error) : NULL;
  const char *notes = NULL;
  if (title == NULL || !adj_bj_text_opt (root, "notes", MAX_NOTES, &notes, L->root, error))
    return FALSE;
  L->b->id = g_strdup (id);
  L->b->title = g_strdup (title);
  L->b->notes = g_strdup (notes);

  json_object *commands = NULL;
  if (!adj_bj_load_options (L, root, error) || !load_sides (L, root, error) || !load_turns (L, root, error))
    return FALSE;
  commands = adj_bj_array (root, "commands", FALSE, MAX_COMMANDS, L->root, error);
  if (commands == NULL || !load_commands (L, commands, error) || !load_leaders (L, root, error))
    return FALSE;
  return adj_bj_load_units (L, root, error)
         && adj_bj_load_markers (L, commands, error);
}

AdjBattle *
adj_battle_from_json (json_object *root, const char *where, GError **error)
{
  Loader L = { adj_battle_alloc (), where, g_hash_table_new (g_str_hash, g_str_equal),
               g_hash_table_new (g_str_hash, g_str_equal) };
  gboolean ok = load_battle (&L, root, error);
  g_hash_table_unref (L.names);
  g_hash_table_unref (L.marker_names);
  if (!ok)
    {
      adj_battle_unref (L.b);
      return NULL;
    }
  json_object *canon = adj_battle_to_json (L.b);
  L.b->hash = g_compute_checksum_for_string (G_CHECKSUM_SHA256,
                                             json_object_to_json_string_ext (canon, JSON_C_TO_STRING_PLAIN), -1);
  json_object_put (canon);
  return L.b;
}

static AdjBattle *
from_root (json_object *root, const char *what, GError **error)
{
  if (root == NULL)
    return NULL;
  g_autofree char *where = g_strdup_printf ("%s: $", what);
  AdjBattle *b = adj_battle_from_json (root, where, error);
  json_object_put (root);
  return b;
}

AdjBattle *
adj_battle_load_data (const char *text, gsize len, const char *what, GError **error)
{
  return from_root (adj_json_parse (text, len, what, error), what, error);
}

AdjBattle *
adj_battle_load_file (const char *path, GError **error)
{
  g_autofree char *base = g_filename_display_basename (path);
  return from_root (adj_json_load_file (path, error), base, error);
}

static int
by_id (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (adj_battle_get_id (*(AdjBattle **) a), adj_battle_get_id (*(AdjBattle **) b));
}

GPtrArray *
adj_battle_load_dir (const char *dir, GError **error)
{
  GError *local = NULL;
  g_autoptr (GDir) d = g_dir_open (dir, 0, &local);
  if (d == NULL)
    {
      adj_bj_fail (error, ADJ_ERROR_IO, "%s", local->message);
      g_error_free (local);
      return NULL;
    }
  g_autoptr (GPtrArray) out = g_ptr_array_new_with_free_func ((GDestroyNotify) adj_battle_unref);
  for (const char *name; (name = g_dir_read_name (d)) != NULL;)
    {
      if (!g_str_has_suffix (name, ".json"))
        continue;
      g_autofree char *path = g_build_filename (dir, name, NULL);
      AdjBattle *b = adj_battle_load_file (path, error);
      if (b == NULL)
        return NULL;
      for (guint i = 0; i < out->len; i++)
        if (g_str_equal (adj_battle_get_id (out->pdata[i]), adj_battle_get_id (b)))
          {
            adj_bj_fail (error, ADJ_ERROR_FORMAT, _("%s: $.id: '%s' is the id of another battle in %s"),
                  name, adj_battle_get_id (b), dir);
            adj_battle_unref (b);
            return NULL;
          }
      g_ptr_array_add (out, b);
    }
  g_ptr_array_sort (out, by_id);
  return g_steal_pointer (&out);
}
