/* The "adjutant-tgtw-scenario" loader: every member checked, errors name
 * the file, the JSON path and the reason; nothing is returned unless the
 * whole file passed. */
#include "tgtw/scenario-private.h"

#include <string.h>

#include "core/error.h"
#include "core/i18n.h"
#include "core/jsonmembers.h"
#include "core/jsonutil.h"
#include "tgtw/refuse.h"

#define MAX_ID 64
#define MAX_TEXT 200
#define MAX_NOTES 4000

typedef struct {
  AdjTgtwScenario *s;
  GHashTable *ids;   /* every army, unit and leader id: one namespace */
} Loader;

/* A string member: 1..@max bytes of UTF-8 without NUL. NULL when absent
 * and @optional (no error), or on error. */
static const char *
text (json_object *obj, const char *key, gboolean optional, gsize max, const char *where, GError **error)
{
  GError *local = NULL;
  json_object *v = NULL;
  const char *s = optional ? adj_json_get_string_opt (obj, key, where, &local)
                           : adj_json_get_string (obj, key, where, &local);
  if (local != NULL)
    {
      g_propagate_error (error, local);
      return NULL;
    }
  if (s == NULL)
    return NULL;
  json_object_object_get_ex (obj, key, &v);
  gsize len = (gsize) json_object_get_string_len (v);
  if (memchr (s, '\0', len) != NULL)
    {
      adj_tgtw_bad_format (error, _("%s.%s: a text may not hold a NUL character (\\u0000)"), where, key);
      return NULL;
    }
  if (len == 0 || len > max || !g_utf8_validate (s, (gssize) len, NULL))
    {
      adj_tgtw_bad_format (error, _("%s.%s: must be 1 to %zu characters of text"), where, key, max);
      return NULL;
    }
  return s;
}

static gboolean
is_id (const char *id)
{
  for (const char *p = id; *p; p++)
    if (!g_ascii_isalnum (*p) && *p != '-' && *p != '_' && *p != '.')
      return FALSE;
  return TRUE;
}

/* An id of a thing in @ids (NULL: a sector's, checked by the caller). */
static const char *
id_member (Loader *L, GHashTable *ids, json_object *obj, const char *where, GError **error)
{
  const char *id = text (obj, "id", FALSE, MAX_ID, where, error);
  if (id == NULL)
    return NULL;
  if (!is_id (id))
    {
      adj_tgtw_bad_format (error, _("%s.id: '%s': an id may only hold letters, digits, '-', '_' and '.'"), where, id);
      return NULL;
    }
  if (ids != NULL && g_hash_table_contains (ids, id))
    {
      adj_tgtw_bad_format (error, _("%s.id: '%s' is already the id of another army, unit or leader"), where, id);
      return NULL;
    }
  if (ids != NULL)
    g_hash_table_add (ids, (char *) id);
  return id;
}

static json_object *
array (json_object *obj, const char *key, guint min, guint max, const char *where, GError **error)
{
  json_object *arr = adj_json_member (obj, key, json_type_array, where, error);
  if (arr == NULL)
    return NULL;
  size_t n = json_object_array_length (arr);
  if (n < min || n > max)
    {
      g_set_error (error, ADJ_ERROR, n > max ? ADJ_ERROR_TOO_LARGE : ADJ_ERROR_FORMAT,
                   _("%s.%s: needs %u to %u entries, has %zu"), where, key, min, max, n);
      return NULL;
    }
  return arr;
}

static gboolean
sector_ref (Loader *L, json_object *obj, gboolean optional, int *out, const char *where, GError **error)
{
  GError *local = NULL;
  const char *id = text (obj, "sector", optional, MAX_ID, where, &local);
  *out = -1;
  if (local != NULL)
    {
      g_propagate_error (error, local);
      return FALSE;
    }
  if (id == NULL)
    return TRUE;
  *out = adj_tgtw_scenario_find_sector (L->s, id);
  return *out >= 0 || adj_tgtw_bad_format (error, _("%s.sector: '%s' is not a sector of this scenario"), where, id);
}

static gboolean
load_sectors (Loader *L, json_object *root, const char *where, GError **error)
{
  json_object *arr = array (root, "sectors", 1, ADJ_TGTW_MAX_SECTORS, where, error);
  if (arr == NULL)
    return FALSE;
  for (guint i = 0; i < json_object_array_length (arr); i++)
    {
      g_autofree char *w = g_strdup_printf ("%s.sectors[%u]", where, i);
      json_object *o = json_object_array_get_idx (arr, i);
      const char *id = id_member (L, NULL, o, w, error);
      const char *name = id ? text (o, "name", FALSE, MAX_TEXT, w, error) : NULL;
      if (name == NULL)
        return FALSE;
      if (adj_tgtw_scenario_find_sector (L->s, id) >= 0)
        return adj_tgtw_bad_format (error, _("%s.id: '%s' is already the id of a sector"), w, id);
      L->s->sectors[i].id = g_strdup (id);
      L->s->sectors[i].name = g_strdup (name);
      L->s->n_sectors = i + 1;
    }
  return TRUE;
}

static gboolean
load_morale_table (Loader *L, json_object *root, const char *where, GError **error)
{
  json_object *table = adj_json_member (root, "morale_classes", json_type_object, where, error);
  if (table == NULL)
    return FALSE;
  if (json_object_object_length (table) == 0)
    return adj_tgtw_bad_format (error, _("%s.morale_classes: needs at least one letter"), where);
  json_object_object_foreach (table, key, value)
    {
      g_autofree char *w = g_strdup_printf ("%s.morale_classes.%s", where, key);
      int n;
      if (strlen (key) != 1 || key[0] < 'A' || key[0] > 'Z')
        return adj_tgtw_bad_format (error, _("%s: a morale class is one capital letter A to Z"), w);
      if (!adj_json_check_int (value, 1, 20, &n, w, error))
        return FALSE;
      L->s->morale[key[0] - 'A'] = n;
    }
  return TRUE;
}

static gboolean
load_unit (Loader *L, int army, json_object *o, const char *w, GError **error)
{
  AdjTgtwUnit u = { NULL, NULL, army, -1, 0, 0, 0, 0, -1, -1, FALSE };
  const char *id = id_member (L, L->ids, o, w, error);
  const char *name = id ? text (o, "name", FALSE, MAX_TEXT, w, error) : NULL;
  const char *type = name ? text (o, "type", FALSE, MAX_ID, w, error) : NULL;
  const char *morale = type ? text (o, "morale", FALSE, MAX_ID, w, error) : NULL;
  if (morale == NULL || !sector_ref (L, o, FALSE, &u.sector, w, error)
      || !adj_json_get_int (o, "strength", 1, 99, &u.strength, w, error))
    return FALSE;
  if (!adj_tgtw_unit_type_from_string (type, &u.type))
    return adj_tgtw_bad_format (error, _("%s.type: '%s' is not a unit type (LI, MI, HI, LC, MC, HC, SK)"), w, type);
  if (strlen (morale) != 1 || adj_tgtw_scenario_morale_number (L->s, morale[0]) == 0)
    return adj_tgtw_bad_format (error, _("%s.morale: '%s' is not a letter of the scenario's morale_classes"), w, morale);
  u.morale_class = morale[0];
  u.morale = adj_tgtw_scenario_morale_number (L->s, morale[0]);

  GError *local = NULL;
  const char *weapon = text (o, "weapon", TRUE, MAX_ID, w, &local);
  const char *formation = local ? NULL : text (o, "formation", TRUE, MAX_ID, w, &local);
  if (local == NULL)
    adj_json_get_bool_opt (o, "skirmisher_exempt", &u.skirmisher_exempt, w, &local);
  if (local != NULL)
    {
      g_propagate_error (error, local);
      return FALSE;
    }
  if (weapon != NULL)
    {
      AdjTgtwWeapon wp;
      if (!adj_tgtw_weapon_from_string (weapon, &wp))
        return adj_tgtw_bad_format (error, _("%s.weapon: '%s' is not javelin, shortbow, longbow, composite or sling"), w, weapon);
      if (u.type != ADJ_TGTW_SK && u.type != ADJ_TGTW_LI && u.type != ADJ_TGTW_LC)
        return adj_tgtw_bad_format (error, _("%s.weapon: only skirmishers, light infantry and light cavalry fire (5.0)"), w);
      u.weapon = (int) wp;
    }
  else if (u.type == ADJ_TGTW_SK)
    return adj_tgtw_bad_format (error, _("%s.weapon: skirmishers need their missile weapon (5.0)"), w);
  if (formation != NULL && (u.formation = adj_tgtw_formation_from_string (formation)) < 0)
    return adj_tgtw_bad_format (error, _("%s.formation: '%s' is not a row of the TDT (5.2)"), w, formation);
  if (u.skirmisher_exempt && u.type != ADJ_TGTW_SK)
    return adj_tgtw_bad_format (error, _("%s.skirmisher_exempt: only for skirmishers (5.0)"), w);
  u.id = g_strdup (id);
  u.name = g_strdup (name);
  g_array_append_val (L->s->units, u);
  g_hash_table_insert (L->s->unit_ids, u.id, GUINT_TO_POINTER (L->s->units->len));
  return TRUE;
}

static gboolean
load_leader (Loader *L, int army, json_object *o, const char *w, GError **error)
{
  AdjTgtwLeader l = { NULL, NULL, army, -1, 0, 0, 0, 1, FALSE, 0, ADJ_TGTW_LC, FALSE, -1 };
  const char *id = id_member (L, L->ids, o, w, error);
  const char *name = id ? text (o, "name", FALSE, MAX_TEXT, w, error) : NULL;
  if (name == NULL || !sector_ref (L, o, FALSE, &l.sector, w, error)
      || !adj_json_get_int (o, "stars", 0, 3, &l.stars, w, error)
      || !adj_json_get_int (o, "initiative", 0, 5, &l.initiative, w, error)
      || !adj_json_get_int (o, "mct2_shift", 0, 6, &l.mct2_shift, w, error)
      || !adj_json_get_int (o, "dice", 1, 6, &l.dice, w, error)
      || !adj_json_get_bool_opt (o, "rally", &l.rally, w, error)
      || !adj_json_get_int_opt (o, "morale", -9, 9, &l.morale, w, error)
      || !adj_json_get_bool_opt (o, "replacement", &l.replacement, w, error))
    return FALSE;
  GError *local = NULL;
  const char *moves = text (o, "moves_as", TRUE, MAX_ID, w, &local);
  if (local != NULL)
    {
      g_propagate_error (error, local);
      return FALSE;
    }
  if (moves != NULL && (!adj_tgtw_unit_type_from_string (moves, &l.moves_as)
                        || (l.moves_as != ADJ_TGTW_LI && l.moves_as != ADJ_TGTW_LC)))
    return adj_tgtw_bad_format (error, _("%s.moves_as: a leader moves as LI or LC (9.0), not '%s'"), w, moves);
  l.id = g_strdup (id);
  l.name = g_strdup (name);
  g_array_append_val (L->s->leaders, l);
  g_hash_table_insert (L->s->leader_ids, l.id, GUINT_TO_POINTER (L->s->leaders->len));
  return TRUE;
}

static gboolean
load_army_levels (Loader *L, AdjTgtwArmy *a, json_object *o, const char *w, GError **error)
{
  json_object *levels = NULL;
  for (guint i = 0; i < ADJ_TGTW_MAX_SECTORS; i++)
    a->sector_rout[i] = -1;
  if (!adj_json_get_int (o, "rout_level", 1, 9999, &a->rout_level, w, error)
      || !adj_json_get_int_opt (o, "tactical_points", 0, 999, &a->tactical_points, w, error))
    return FALSE;
  if (!json_object_object_get_ex (o, "sector_rout_levels", &levels) || levels == NULL)
    return TRUE;
  if (!json_object_is_type (levels, json_type_object))
    return adj_tgtw_bad_format (error, _("%s.sector_rout_levels: expected an object of sector ids"), w);
  json_object_object_foreach (levels, key, value)
    {
      g_autofree char *lw = g_strdup_printf ("%s.sector_rout_levels.%s", w, key);
      int s = adj_tgtw_scenario_find_sector (L->s, key);
      if (s < 0)
        return adj_tgtw_bad_format (error, _("%s: not a sector of this scenario"), lw);
      if (!adj_json_check_int (value, 1, 9999, &a->sector_rout[s], lw, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
load_army (Loader *L, int army, json_object *o, const char *w, GError **error)
{
  AdjTgtwArmy *a = &L->s->armies[army];
  const char *id = id_member (L, L->ids, o, w, error);
  const char *name = id ? text (o, "name", FALSE, MAX_TEXT, w, error) : NULL;
  if (name == NULL)
    return FALSE;
  a->id = g_strdup (id);
  a->name = g_strdup (name);
  if (!load_army_levels (L, a, o, w, error))
    return FALSE;
  json_object *leaders = NULL;
  if (json_object_object_get_ex (o, "leaders", &leaders) && leaders != NULL
      && (leaders = array (o, "leaders", 0, ADJ_TGTW_MAX_LEADERS, w, error)) == NULL)
    return FALSE;
  for (guint i = 0; leaders != NULL && i < json_object_array_length (leaders); i++)
    {
      g_autofree char *lw = g_strdup_printf ("%s.leaders[%u]", w, i);
      if (!load_leader (L, army, json_object_array_get_idx (leaders, i), lw, error))
        return FALSE;
    }
  json_object *units = array (o, "units", 1, ADJ_TGTW_MAX_UNITS, w, error);
  if (units == NULL)
    return FALSE;
  for (guint i = 0; i < json_object_array_length (units); i++)
    {
      g_autofree char *uw = g_strdup_printf ("%s.units[%u]", w, i);
      if (!load_unit (L, army, json_object_array_get_idx (units, i), uw, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
load (Loader *L, json_object *root, const char *where, GError **error)
{
  int version;
  const char *format = text (root, "format", FALSE, MAX_ID, where, error);
  if (format == NULL)
    return FALSE;
  if (!g_str_equal (format, ADJ_TGTW_SCENARIO_FORMAT))
    return adj_tgtw_bad_format (error, _("%s.format: '%s' is not \"%s\""), where, format, ADJ_TGTW_SCENARIO_FORMAT);
  if (!adj_json_get_version (root, ADJ_TGTW_SCENARIO_VERSION, ADJ_TGTW_SCENARIO_VERSION, &version, where,
                         error))
    return FALSE;
  GError *local = NULL;
  const char *id = id_member (L, NULL, root, where, error);
  const char *title = id ? text (root, "title", FALSE, MAX_TEXT, where, error) : NULL;
  const char *notes = title ? text (root, "notes", TRUE, MAX_NOTES, where, &local) : NULL;
  if (title == NULL || local != NULL)
    {
      if (local != NULL)
        g_propagate_error (error, local);
      return FALSE;
    }
  L->s->id = g_strdup (id);
  L->s->title = g_strdup (title);
  L->s->notes = g_strdup (notes);
  if (!load_sectors (L, root, where, error) || !load_morale_table (L, root, where, error))
    return FALSE;
  json_object *armies = array (root, "armies", ADJ_TGTW_N_ARMIES, ADJ_TGTW_N_ARMIES, where, error);
  if (armies == NULL)
    return FALSE;
  for (guint a = 0; a < ADJ_TGTW_N_ARMIES; a++)
    {
      g_autofree char *w = g_strdup_printf ("%s.armies[%u]", where, a);
      if (!load_army (L, (int) a, json_object_array_get_idx (armies, a), w, error))
        return FALSE;
    }
  return (L->s->charts = adj_tgtw_charts_new (error)) != NULL;
}

AdjTgtwScenario *
adj_tgtw_scenario_from_json (json_object *root, const char *where, GError **error)
{
  Loader L = { adj_tgtw_scenario_alloc (), g_hash_table_new (g_str_hash, g_str_equal) };
  if (!json_object_is_type (root, json_type_object))
    {
      adj_tgtw_bad_format (error, _("%s: expected an object"), where);
      g_hash_table_unref (L.ids);
      adj_tgtw_scenario_unref (L.s);
      return NULL;
    }
  gboolean ok = load (&L, root, where, error);
  g_hash_table_unref (L.ids);
  if (!ok)
    {
      adj_tgtw_scenario_unref (L.s);
      return NULL;
    }
  json_object *canon = adj_tgtw_scenario_to_json (L.s);
  L.s->hash = g_compute_checksum_for_string (G_CHECKSUM_SHA256,
                                             json_object_to_json_string_ext (canon, JSON_C_TO_STRING_PLAIN), -1);
  json_object_put (canon);
  adj_tgtw_scenario_add_successors (L.s);
  return L.s;
}

static AdjTgtwScenario *
from_root (json_object *root, const char *what, GError **error)
{
  if (root == NULL)
    return NULL;
  g_autofree char *where = g_strdup_printf ("%s: $", what);
  AdjTgtwScenario *s = adj_tgtw_scenario_from_json (root, where, error);
  json_object_put (root);
  return s;
}

AdjTgtwScenario *
adj_tgtw_scenario_load_data (const char *text_, gsize len, const char *what, GError **error)
{
  return from_root (adj_json_parse (text_, len, what, error), what, error);
}

AdjTgtwScenario *
adj_tgtw_scenario_load_file (const char *path, GError **error)
{
  g_autofree char *base = g_filename_display_basename (path);
  return from_root (adj_json_load_file (path, error), base, error);
}
