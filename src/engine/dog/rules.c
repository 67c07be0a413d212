/* The printed numbers of Days of Glory from the shipped data file
 * (rules.h). Every table is checked whole: a key missing, unknown or out of
 * range fails the load with its JSON path. */
#include "dog/rules.h"

#include <string.h>

#include "core/error.h"
#include "core/i18n.h"
#include "core/jsonmembers.h"
#include "core/jsonutil.h"
#include "core/paths.h"
#include "dog/json.h"

#define MAX_COST 1000

static const char *const table_keys[ADJ_DOG_N_TABLES] = {
  "staff_costs", "gun_costs", "stand_costs", "stand_modifiers", "troop_ratios", "staff_quality",
  "staff_quality_union", "staff_quality_confederate", "field_promotion", "scouting_points",
  "scouting_result", "victory", "dispute", "shattered",
};

const char *
adj_dog_table_key (AdjDogTable table)
{
  return (guint) table < ADJ_DOG_N_TABLES ? table_keys[table] : "unknown";
}

const char *
adj_dog_rules_cite (const AdjDogRules *rules, AdjDogTable table)
{
  return (guint) table < ADJ_DOG_N_TABLES ? rules->rule[table] : NULL;
}

AdjDogRules *
adj_dog_rules_ref (AdjDogRules *rules)
{
  g_atomic_ref_count_inc (&rules->ref);
  return rules;
}

void
adj_dog_rules_unref (AdjDogRules *rules)
{
  if (rules == NULL || !g_atomic_ref_count_dec (&rules->ref))
    return;
  for (guint i = 0; i < ADJ_DOG_N_TABLES; i++)
    g_free (rules->rule[i]);
  g_free (rules);
}

gboolean
adj_dog_rules_troop_ratio (const AdjDogRules *rules, AdjDogNation nation, int year, int klass, int *percent)
{
  if ((guint) nation >= ADJ_DOG_N_NATIONS || year < ADJ_DOG_FIRST_YEAR || year > ADJ_DOG_LAST_YEAR
      || klass < 1 || klass > ADJ_DOG_N_CLASSES)
    return FALSE;
  int v = rules->troop_ratio[nation][klass - 1][year - ADJ_DOG_FIRST_YEAR];
  if (v < 0)
    return FALSE;
  *percent = v;
  return TRUE;
}

/* Loading. L carries the file's name for errors. */
typedef struct {
  AdjDogRules *r;
  const char *root;
} Loader;

static json_object *
table (Loader *L, json_object *root, AdjDogTable t, const char * const *extra, GError **error)
{
  g_autofree char *where = g_strdup_printf ("%s.%s", L->root, table_keys[t]);
  json_object *obj = adj_json_member (root, table_keys[t], json_type_object, L->root, error);
  if (obj == NULL)
    return NULL;
  const char *known[8] = { "rule", NULL };
  for (guint i = 0; extra != NULL && extra[i] != NULL && i < 6; i++)
    known[i + 1] = extra[i];
  if (!adj_dog_json_only (obj, known, where, error))
    return NULL;
  const char *rule = adj_dog_json_string (obj, "rule", FALSE, 16, where, error);
  if (rule == NULL)
    return NULL;
  L->r->rule[t] = g_strdup (rule);
  return obj;
}

/* An object of exactly the ids @ids (NULL-terminated), each an integer. */
static gboolean
keyed_ints (json_object *obj, const char *key, const char * const *ids, int max, int *out,
            const char *where, GError **error)
{
  g_autofree char *path = g_strdup_printf ("%s.%s", where, key);
  json_object *values = adj_json_member (obj, key, json_type_object, where, error);
  if (values == NULL || !adj_dog_json_only (values, ids, path, error))
    return FALSE;
  for (guint i = 0; ids[i] != NULL; i++)
    if (!adj_json_get_int (values, ids[i], 0, max, &out[i], path, error))
      return FALSE;
  return TRUE;
}

/* An array of exactly @n integers (or nulls, as -1, when @nulls). */
static gboolean
int_array (json_object *arr, guint n, int max, gboolean nulls, int *out, const char *where, GError **error)
{
  if (!json_object_is_type (arr, json_type_array) || json_object_array_length (arr) != n)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: expected an array of %u numbers"), where, n);
      return FALSE;
    }
  for (guint i = 0; i < n; i++)
    {
      json_object *v = json_object_array_get_idx (arr, i);
      g_autofree char *path = g_strdup_printf ("%s[%u]", where, i);
      if (v == NULL && nulls)
        out[i] = -1;
      else if (!adj_json_check_int (v, 0, max, &out[i], path, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
load_costs (Loader *L, json_object *root, GError **error)
{
  static const char * const values[] = { "values", NULL };
  static const char * const ranks[] = { "general", "division", "brigade", "engineer", NULL };
  static const char * const guns[] = { "smoothbore-field", "rifled-field", "siege", "limbers", "pontoons",
                                       "earthworks", NULL };
  static const char * const arms[] = { "infantry", "cavalry", NULL };
  static const char * const mods[] = { "rifled-musket", "horse-artillery", NULL };
  AdjDogRules *r = L->r;
  json_object *t;
  int g[6], m[2];
  g_autofree char *w1 = g_strdup_printf ("%s.staff_costs", L->root);
  g_autofree char *w2 = g_strdup_printf ("%s.gun_costs", L->root);
  g_autofree char *w3 = g_strdup_printf ("%s.stand_costs.values", L->root);
  g_autofree char *w4 = g_strdup_printf ("%s.stand_modifiers", L->root);

  if ((t = table (L, root, ADJ_DOG_TABLE_STAFF_COSTS, values, error)) == NULL
      || !keyed_ints (t, "values", ranks, MAX_COST, r->staff_cost, w1, error)
      || (t = table (L, root, ADJ_DOG_TABLE_GUN_COSTS, values, error)) == NULL
      || !keyed_ints (t, "values", guns, MAX_COST, g, w2, error))
    return FALSE;
  memcpy (r->gun_cost, g, sizeof r->gun_cost);
  r->limber_cost = g[3];
  r->pontoon_cost = g[4];
  r->earthwork_cost = g[5];

  if ((t = table (L, root, ADJ_DOG_TABLE_STAND_COSTS, values, error)) == NULL)
    return FALSE;
  json_object *v = adj_json_member (t, "values", json_type_object, w3, error);
  if (v == NULL || !adj_dog_json_only (v, arms, w3, error))
    return FALSE;
  for (guint a = 0; a < 2; a++)
    {
      g_autofree char *path = g_strdup_printf ("%s.%s", w3, arms[a]);
      json_object *arr = adj_json_member (v, arms[a], json_type_array, w3, error);
      if (arr == NULL || !int_array (arr, ADJ_DOG_N_CLASSES, MAX_COST, FALSE, r->stand_cost[a], path, error))
        return FALSE;
    }
  if ((t = table (L, root, ADJ_DOG_TABLE_STAND_MODIFIERS, values, error)) == NULL
      || !keyed_ints (t, "values", mods, MAX_COST, m, w4, error))
    return FALSE;
  r->rifled_modifier = m[0];
  r->horse_modifier = m[1];
  return TRUE;
}

static gboolean
load_ratios (Loader *L, json_object *root, GError **error)
{
  static const char * const extra[] = { "years", "values", NULL };
  static const char * const nations[] = { "union", "confederate", NULL };
  g_autofree char *where = g_strdup_printf ("%s.troop_ratios", L->root);
  g_autofree char *vw = g_strdup_printf ("%s.values", where);
  json_object *t = table (L, root, ADJ_DOG_TABLE_TROOP_RATIOS, extra, error);
  int years[ADJ_DOG_N_YEARS];
  g_autofree char *yw = g_strdup_printf ("%s.years", where);
  json_object *y = t ? adj_json_member (t, "years", json_type_array, where, error) : NULL;
  if (y == NULL || !int_array (y, ADJ_DOG_N_YEARS, ADJ_DOG_LAST_YEAR, FALSE, years, yw, error))
    return FALSE;
  for (int i = 0; i < ADJ_DOG_N_YEARS; i++)
    if (years[i] != ADJ_DOG_FIRST_YEAR + i)
      {
        g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s[%d]: expected %d"), yw, i, ADJ_DOG_FIRST_YEAR + i);
        return FALSE;
      }
  json_object *v = adj_json_member (t, "values", json_type_object, where, error);
  if (v == NULL || !adj_dog_json_only (v, nations, vw, error))
    return FALSE;
  for (guint n = 0; n < ADJ_DOG_N_NATIONS; n++)
    {
      json_object *rows = adj_json_member (v, nations[n], json_type_array, vw, error);
      if (rows == NULL)
        return FALSE;
      if (json_object_array_length (rows) != ADJ_DOG_N_CLASSES)
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s.%s: expected one row per class (4)"), vw,
                       nations[n]);
          return FALSE;
        }
      for (guint k = 0; k < ADJ_DOG_N_CLASSES; k++)
        {
          g_autofree char *path = g_strdup_printf ("%s.%s[%u]", vw, nations[n], k);
          if (!int_array (json_object_array_get_idx (rows, k), ADJ_DOG_N_YEARS, 100, TRUE,
                          L->r->troop_ratio[n][k], path, error))
            return FALSE;
        }
    }
  return TRUE;
}

/* Six faces, each one of @ids (a NULL-terminated list; out gets the index + @base). */
static gboolean
faces (Loader *L, json_object *root, AdjDogTable t, const char * const *extra, const char * const *ids,
       int base, int *out, json_object **table_out, GError **error)
{
  g_autofree char *where = g_strdup_printf ("%s.%s", L->root, table_keys[t]);
  json_object *obj = table (L, root, t, extra, error);
  json_object *arr = obj ? adj_json_member (obj, "faces", json_type_array, where, error) : NULL;
  if (arr == NULL)
    return FALSE;
  if (json_object_array_length (arr) != 6)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s.faces: expected one entry per face of the d6"),
                   where);
      return FALSE;
    }
  for (guint i = 0; i < 6; i++)
    {
      g_autofree char *path = g_strdup_printf ("%s.faces[%u]", where, i);
      json_object *f = json_object_array_get_idx (arr, i);
      if (!adj_dog_json_check_text (f, 32, path, error))
        return FALSE;
      int k = -1;
      for (guint j = 0; ids[j] != NULL; j++)
        if (g_str_equal (ids[j], json_object_get_string (f)))
          k = (int) j;
      if (k < 0)
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("%s: '%s' is not a result of this table"), path,
                       json_object_get_string (f));
          return FALSE;
        }
      out[i] = k + base;
    }
  if (table_out != NULL)
    *table_out = obj;
  return TRUE;
}

static gboolean
load_staff (Loader *L, json_object *root, GError **error)
{
  static const char * const f[] = { "faces", NULL };
  static const char * const fu[] = { "faces", "union_after", NULL };
  static const char * const grades[] = { "inept", "capable", "exceptional", NULL };
  static const AdjDogTable tables[] = { ADJ_DOG_TABLE_STAFF_QUALITY, ADJ_DOG_TABLE_STAFF_UNION,
                                        ADJ_DOG_TABLE_STAFF_CONFEDERATE, ADJ_DOG_TABLE_FIELD_PROMOTION };
  for (guint i = 0; i < ADJ_DOG_N_STAFF_TABLES; i++)
    {
      int out[6];
      json_object *obj = NULL;
      gboolean conf = tables[i] == ADJ_DOG_TABLE_STAFF_CONFEDERATE;
      if (!faces (L, root, tables[i], conf ? fu : f, grades, ADJ_DOG_GRADE_INEPT, out, &obj, error))
        return FALSE;
      for (guint k = 0; k < 6; k++)
        L->r->staff_face[i][k] = (AdjDogGrade) out[k];
      if (conf)
        {
          g_autofree char *where = g_strdup_printf ("%s.%s", L->root, table_keys[tables[i]]);
          if (!adj_json_get_int (obj, "union_after", ADJ_DOG_FIRST_YEAR - 1, ADJ_DOG_LAST_YEAR,
                                 &L->r->union_after, where, error))
            return FALSE;
        }
    }
  static const char * const sides[] = { "a", "b", NULL };
  return faces (L, root, ADJ_DOG_TABLE_DISPUTE, f, sides, 0, L->r->dispute_face, NULL, error);
}

static gboolean
load_scouting (Loader *L, json_object *root, GError **error)
{
  static const char * const values[] = { "values", NULL };
  static const char * const result[] = { "margin", "deploy_from_rear", NULL };
  g_autofree char *w1 = g_strdup_printf ("%s.scouting_points.values", L->root);
  g_autofree char *w2 = g_strdup_printf ("%s.scouting_result", L->root);
  json_object *t = table (L, root, ADJ_DOG_TABLE_SCOUTING_POINTS, values, error);
  json_object *arr = t ? adj_json_member (t, "values", json_type_array, w1, error) : NULL;
  if (arr == NULL || !int_array (arr, ADJ_DOG_N_CLASSES, 100, FALSE, L->r->scouting_points, w1, error))
    return FALSE;
  t = table (L, root, ADJ_DOG_TABLE_SCOUTING_RESULT, result, error);
  return t != NULL && adj_json_get_int (t, "margin", 1, 1000, &L->r->scouting_margin, w2, error)
         && adj_json_get_int (t, "deploy_from_rear", 0, 100, &L->r->scouting_deploy_inches, w2, error);
}

static gboolean
load_victory (Loader *L, json_object *root, GError **error)
{
  static const char * const extra[] = { "game_size", "bands", NULL };
  static const char * const band_keys[] = { "result", "from", "to", NULL };
  g_autofree char *where = g_strdup_printf ("%s.victory", L->root);
  json_object *t = table (L, root, ADJ_DOG_TABLE_VICTORY, extra, error);
  if (t == NULL || !adj_json_get_int (t, "game_size", 1, 100000, &L->r->victory_size, where, error))
    return FALSE;
  json_object *bands = adj_json_member (t, "bands", json_type_array, where, error);
  if (bands == NULL)
    return FALSE;
  if (json_object_array_length (bands) != ADJ_DOG_N_BANDS)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s.bands: expected %d bands"), where, ADJ_DOG_N_BANDS);
      return FALSE;
    }
  for (int i = 0; i < ADJ_DOG_N_BANDS; i++)
    {
      g_autofree char *bw = g_strdup_printf ("%s.bands[%d]", where, i);
      json_object *b = json_object_array_get_idx (bands, (size_t) i);
      AdjDogBand *band = &L->r->victory[i];
      int result = -1;
      band->to = -1;
      gboolean last = i == ADJ_DOG_N_BANDS - 1;
      if (!adj_dog_json_only (b, band_keys, bw, error)
          || !adj_dog_json_enum (b, "result", FALSE, adj_dog_result_from_string, _("a result of 19.2"), &result,
                                 bw, error)
          || !adj_json_get_int (b, "from", 0, 1000000, &band->from, bw, error)
          || !(last ? adj_json_get_int_opt : adj_json_get_int) (b, "to", band->from, 1000000, &band->to, bw, error))
        return FALSE;
      /* The bands run in the order of the enum, each from one past the last. */
      if (result != i || band->from != (i == 0 ? 0 : L->r->victory[i - 1].to + 1) || (last && band->to != -1))
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT,
                       _("%s: the bands must be draw, minor, major, massacre, from 0 up without gaps, the "
                         "last open"), bw);
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
load_shattered (Loader *L, json_object *root, GError **error)
{
  static const char * const values[] = { "values", NULL };
  static const char * const arms[] = { "infantry", "cavalry", NULL };
  g_autofree char *where = g_strdup_printf ("%s.shattered", L->root);
  json_object *t = table (L, root, ADJ_DOG_TABLE_SHATTERED, values, error);
  return t != NULL && keyed_ints (t, "values", arms, 100, L->r->shattered, where, error);
}

static gboolean
load (Loader *L, json_object *root, GError **error)
{
  const char *known[ADJ_DOG_N_TABLES + 5] = { "format", "version", "title", "source" };
  for (guint i = 0; i < ADJ_DOG_N_TABLES; i++)
    known[4 + i] = table_keys[i];
  int version;
  const char *format, *source;
  if (!adj_dog_json_only (root, known, L->root, error)
      || (format = adj_dog_json_string (root, "format", FALSE, 64, L->root, error)) == NULL
      || !adj_json_get_version (root, 1, 1, &version, L->root, error)
      || adj_dog_json_string (root, "title", FALSE, ADJ_DOG_MAX_TEXT, L->root, error) == NULL
      || (source = adj_dog_json_string (root, "source", FALSE, 64, L->root, error)) == NULL)
    return FALSE;
  if (!g_str_equal (format, ADJ_DOG_PRINTED_FORMAT) || !g_str_equal (source, "rulebook"))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT,
                   _("%s: expected \"format\": \"%s\" and \"source\": \"rulebook\""), L->root,
                   ADJ_DOG_PRINTED_FORMAT);
      return FALSE;
    }
  return load_costs (L, root, error) && load_ratios (L, root, error) && load_staff (L, root, error)
         && load_scouting (L, root, error) && load_victory (L, root, error) && load_shattered (L, root, error);
}

static AdjDogRules *
from_root (json_object *root, const char *what, GError **error)
{
  if (root == NULL)
    return NULL;
  g_autofree char *where = g_strdup_printf ("%s: $", what);
  Loader L = { g_new0 (AdjDogRules, 1), where };
  g_atomic_ref_count_init (&L.r->ref);
  gboolean ok = load (&L, root, error);
  json_object_put (root);
  if (!ok)
    {
      adj_dog_rules_unref (L.r);
      return NULL;
    }
  return L.r;
}

AdjDogRules *
adj_dog_rules_load_data (const char *text, gsize len, const char *what, GError **error)
{
  return from_root (adj_json_parse (text, len, what, error), what, error);
}

AdjDogRules *
adj_dog_rules_load_file (const char *path, GError **error)
{
  g_autofree char *base = g_path_get_basename (path);
  return from_root (adj_json_load_file (path, error), base, error);
}

AdjDogRules *
adj_dog_rules_load_default (GError **error)
{
  g_autofree char *path = adj_paths_data_file ("dog", "printed", "days-of-glory.json", NULL);
  return adj_dog_rules_load_file (path, error);
}
