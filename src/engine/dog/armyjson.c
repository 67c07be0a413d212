/* The army list file, "adjutant-dog-army" (army.h, docs/dog.md). Entries
 * may be written short (a staff rank or a gun kind as a plain string);
 * everything is checked with its JSON path before anything is kept. */
#include "dog/army.h"

#include "core/error.h"
#include "core/i18n.h"
#include "core/jsonmembers.h"
#include "core/jsonutil.h"
#include "dog/json.h"

#define ID_MAX 64

/* The optional "id" and "name" of an entry (a plain string entry has neither). */
static gboolean
take_labels (json_object *e, char **id, gboolean *id_given, char **name, gboolean *name_given, const char *where,
             GError **error)
{
  GError *local = NULL;
  if (!json_object_is_type (e, json_type_object))
    return TRUE;
  const char *i = adj_dog_json_string (e, "id", TRUE, ID_MAX, where, &local);
  const char *n = local ? NULL : adj_dog_json_string (e, "name", TRUE, ADJ_DOG_MAX_TEXT, where, &local);
  if (local != NULL)
    {
      g_propagate_error (error, local);
      return FALSE;
    }
  *id = g_strdup (i);
  *id_given = i != NULL;
  *name = g_strdup (n);
  *name_given = n != NULL;
  return TRUE;
}

/* A plain string entry: one of the ids @from_string knows. */
static gboolean
short_entry (json_object *e, int (*from_string) (const char *), const char *kind, int *out, const char *where,
             GError **error)
{
  if (!adj_dog_json_check_text (e, ID_MAX, where, error))
    return FALSE;
  if ((*out = from_string (json_object_get_string (e))) < 0)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("%s: '%s' is not %s"), where, json_object_get_string (e),
                   kind);
      return FALSE;
    }
  return TRUE;
}

static gboolean
load_staff (AdjDogArmy *army, json_object *arr, const char *where, GError **error)
{
  static const char * const known[] = { "rank", "id", "name", NULL };
  const char *kind = _("a staff rank (general, division, brigade, engineer)");
  for (guint i = 0; arr != NULL && i < json_object_array_length (arr); i++)
    {
      g_autofree char *w = g_strdup_printf ("%s.staff[%u]", where, i);
      json_object *e = json_object_array_get_idx (arr, i);
      AdjDogStaff s = { 0 };
      int rank = -1;
      if (json_object_is_type (e, json_type_string) ? !short_entry (e, adj_dog_rank_from_string, kind, &rank, w, error)
          : !adj_dog_json_only (e, known, w, error)
              || !adj_dog_json_enum (e, "rank", FALSE, adj_dog_rank_from_string, kind, &rank, w, error))
        return FALSE;
      s.rank = (AdjDogRank) rank;
      g_array_append_val (army->staff, s);
      AdjDogStaff *kept = &g_array_index (army->staff, AdjDogStaff, army->staff->len - 1);
      if (!take_labels (e, &kept->id, &kept->id_given, &kept->name, &kept->name_given, w, error))
        return FALSE;
    }
  return TRUE;
}

/* "general": the id the list gives a staff entry, or its index in "staff".
 * Made-up ids will not do: a battle prefixes them. */
static gboolean
take_general (const AdjDogArmy *a, json_object *e, int *out, const char *where, GError **error)
{
  json_object *v = NULL;
  if (!json_object_object_get_ex (e, "general", &v) || v == NULL)
    return TRUE;
  g_autofree char *w = g_strdup_printf ("%s.general", where);
  if (json_object_is_type (v, json_type_int))
    return adj_json_check_int (v, 0, MAX ((int) a->staff->len - 1, 0), out, w, error)
           && (a->staff->len > 0 || (g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("%s: the list has no staff"),
                                                  w), FALSE));
  if (!adj_dog_json_check_text (v, ID_MAX, w, error))
    return FALSE;
  for (guint i = 0; i < a->staff->len; i++)
    {
      const AdjDogStaff *s = &g_array_index (a->staff, AdjDogStaff, i);
      if (s->id_given && g_str_equal (s->id, json_object_get_string (v)))
        {
          *out = (int) i;
          return TRUE;
        }
    }
  g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("%s: no general of this army has the id '%s'"), w,
               json_object_get_string (v));
  return FALSE;
}

static gboolean
load_unit (AdjDogArmy *army, json_object *e, const char *w, GError **error)
{
  static const char * const known[] = { "id", "name", "arm", "class", "stands", "rifled", "gun", "horse",
                                        "general", NULL };
  AdjDogUnit u = { .general = -1 };
  int arm = -1, gun = -1;
  if (!adj_dog_json_only (e, known, w, error)
      || !adj_dog_json_enum (e, "arm", FALSE, adj_dog_arm_from_string,
                             _("an arm (infantry, cavalry, artillery)"), &arm, w, error))
    return FALSE;
  u.arm = (AdjDogArm) arm;
  gboolean guns = u.arm == ADJ_DOG_ARTILLERY;
  u.klass = guns ? 3 : 0;
  if (!(guns ? adj_json_get_int_opt : adj_json_get_int) (e, "class", 1, 4, &u.klass, w, error)
      || !adj_json_get_int (e, "stands", 1, ADJ_DOG_MAX_STANDS, &u.stands, w, error)
      || !adj_json_get_bool_opt (e, "rifled", &u.rifled, w, error)
      || !adj_json_get_bool_opt (e, "horse", &u.horse, w, error)
      || !adj_dog_json_enum (e, "gun", !guns, adj_dog_gun_from_string,
                             _("a gun (smoothbore-field, rifled-field, siege)"), &gun, w, error)
      || !take_general (army, e, &u.general, w, error))
    return FALSE;
  if (!guns && gun >= 0)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("%s.gun: only artillery names a gun (6.2)"), w);
      return FALSE;
    }
  u.gun = gun < 0 ? ADJ_DOG_GUN_SMOOTHBORE : (AdjDogGun) gun;
  const char *member = NULL;
  GError *local = NULL;
  if (!adj_dog_unit_check (army, &u, &member, &local))
    {
      g_set_error (error, local->domain, local->code, "%s.%s: %s", w, member, local->message);
      g_error_free (local);
      return FALSE;
    }
  g_array_append_val (army->units, u);
  AdjDogUnit *kept = &g_array_index (army->units, AdjDogUnit, army->units->len - 1);
  return take_labels (e, &kept->id, &kept->id_given, &kept->name, &kept->name_given, w, error);
}

static gboolean
load_guns (AdjDogArmy *army, json_object *arr, const char *where, GError **error)
{
  static const char * const known[] = { "gun", "horse", "id", "name", NULL };
  const char *kind = _("a gun (smoothbore-field, rifled-field, siege)");
  for (guint i = 0; arr != NULL && i < json_object_array_length (arr); i++)
    {
      g_autofree char *w = g_strdup_printf ("%s.guns[%u]", where, i);
      json_object *e = json_object_array_get_idx (arr, i);
      AdjDogGunModel g = { 0 };
      int gun = -1;
      if (json_object_is_type (e, json_type_string) ? !short_entry (e, adj_dog_gun_from_string, kind, &gun, w, error)
          : !adj_dog_json_only (e, known, w, error)
              || !adj_dog_json_enum (e, "gun", FALSE, adj_dog_gun_from_string, kind, &gun, w, error)
              || !adj_json_get_bool_opt (e, "horse", &g.horse, w, error))
        return FALSE;
      g.gun = (AdjDogGun) gun;
      g_array_append_val (army->guns, g);
      AdjDogGunModel *kept = &g_array_index (army->guns, AdjDogGunModel, army->guns->len - 1);
      if (!take_labels (e, &kept->id, &kept->id_given, &kept->name, &kept->name_given, w, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
load_head (AdjDogArmy *a, json_object *obj, const char *where, GError **error)
{
  static const char * const known[] = { "format", "version", "name", "side", "year", "limit", "units",
                                        "staff", "guns", "pontoons", "earthworks", NULL };
  GError *local = NULL;
  if (!adj_dog_json_only (obj, known, where, error))
    return FALSE;
  const char *format = adj_dog_json_string (obj, "format", TRUE, 64, where, &local);
  int version = 1;
  if (local == NULL && format != NULL && !g_str_equal (format, ADJ_DOG_ARMY_FORMAT))
    g_set_error (&local, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s.format: '%s' is not \"%s\""), where, format,
                 ADJ_DOG_ARMY_FORMAT);
  if (local == NULL && json_object_object_get_ex (obj, "version", NULL))
    adj_json_get_version (obj, 1, 1, &version, where, &local);
  const char *name = local ? NULL : adj_dog_json_string (obj, "name", TRUE, ADJ_DOG_MAX_TEXT, where, &local);
  if (local == NULL)
    adj_dog_json_enum (obj, "side", TRUE, adj_dog_nation_from_string, _("a side (union, confederate)"), &a->side,
                       where, &local);
  if (local == NULL)
    adj_json_get_int_opt (obj, "year", ADJ_DOG_FIRST_YEAR, ADJ_DOG_LAST_YEAR, &a->year, where, &local);
  if (local == NULL)
    adj_json_get_int_opt (obj, "limit", 1, ADJ_DOG_MAX_LIMIT, &a->limit, where, &local);
  if (local == NULL)
    adj_json_get_int_opt (obj, "pontoons", 0, ADJ_DOG_MAX_WORKS, &a->pontoons, where, &local);
  if (local == NULL)
    adj_json_get_int_opt (obj, "earthworks", 0, ADJ_DOG_MAX_WORKS, &a->earthworks, where, &local);
  if (local != NULL)
    {
      g_propagate_error (error, local);
      return FALSE;
    }
  a->name = g_strdup (name);
  return TRUE;
}

AdjDogArmy *
adj_dog_army_from_json (json_object *obj, const char *prefix, const char *where, GError **error)
{
  g_autoptr (AdjDogArmy) army = adj_dog_army_new ();
  GError *local = NULL;
  g_free (army->prefix);
  army->prefix = g_strdup (prefix ? prefix : "");
  if (!load_head (army, obj, where, error))
    return NULL;
  json_object *staff = adj_dog_json_array (obj, "staff", TRUE, ADJ_DOG_MAX_STAFF, where, &local);
  json_object *units = local ? NULL : adj_dog_json_array (obj, "units", TRUE, ADJ_DOG_MAX_UNITS, where, &local);
  json_object *guns = local ? NULL : adj_dog_json_array (obj, "guns", TRUE, ADJ_DOG_MAX_UNITS, where, &local);
  if (local != NULL)
    {
      g_propagate_error (error, local);
      return NULL;
    }
  if (!load_staff (army, staff, where, error))
    return NULL;
  for (guint i = 0; units != NULL && i < json_object_array_length (units); i++)
    {
      g_autofree char *w = g_strdup_printf ("%s.units[%u]", where, i);
      if (!load_unit (army, json_object_array_get_idx (units, i), w, error))
        return NULL;
    }
  if (!load_guns (army, guns, where, error) || !adj_dog_army_renumber (army, where, error))
    return NULL;
  return g_steal_pointer (&army);
}

static AdjDogArmy *
from_root (json_object *root, const char *what, GError **error)
{
  if (root == NULL)
    return NULL;
  g_autofree char *where = g_strdup_printf ("%s: $", what);
  AdjDogArmy *a = adj_dog_army_from_json (root, "", where, error);
  json_object_put (root);
  return a;
}

AdjDogArmy *
adj_dog_army_load_data (const char *text, gsize len, const char *what, GError **error)
{
  return from_root (adj_json_parse (text, len, what, error), what, error);
}

AdjDogArmy *
adj_dog_army_load_file (const char *path, GError **error)
{
  g_autofree char *base = g_path_get_basename (path);
  return from_root (adj_json_load_file (path, error), base, error);
}

static void
add_str (json_object *o, const char *key, const char *value, gboolean given)
{
  if (value != NULL && given)
    json_object_object_add (o, key, json_object_new_string (value));
}

json_object *
adj_dog_army_to_json (const AdjDogArmy *a)
{
  json_object *o = json_object_new_object ();
  json_object_object_add (o, "format", json_object_new_string (ADJ_DOG_ARMY_FORMAT));
  json_object_object_add (o, "version", json_object_new_int (1));
  add_str (o, "name", a->name, TRUE);
  if (a->side >= 0)
    json_object_object_add (o, "side", json_object_new_string (adj_dog_nation_to_string (a->side)));
  if (a->year > 0)
    json_object_object_add (o, "year", json_object_new_int (a->year));
  if (a->limit > 0)
    json_object_object_add (o, "limit", json_object_new_int (a->limit));
  json_object *staff = json_object_new_array ();
  for (guint i = 0; i < a->staff->len; i++)
    {
      const AdjDogStaff *s = &g_array_index (a->staff, AdjDogStaff, i);
      json_object *e = json_object_new_object ();
      json_object_object_add (e, "rank", json_object_new_string (adj_dog_rank_to_string (s->rank)));
      add_str (e, "id", s->id, s->id_given);
      add_str (e, "name", s->name, s->name_given);
      json_object_array_add (staff, e);
    }
  json_object_object_add (o, "staff", staff);
  json_object *units = json_object_new_array ();
  for (guint i = 0; i < a->units->len; i++)
    {
      const AdjDogUnit *u = &g_array_index (a->units, AdjDogUnit, i);
      json_object *e = json_object_new_object ();
      add_str (e, "id", u->id, u->id_given);
      add_str (e, "name", u->name, u->name_given);
      json_object_object_add (e, "arm", json_object_new_string (adj_dog_arm_to_string (u->arm)));
      if (u->arm != ADJ_DOG_ARTILLERY)
        json_object_object_add (e, "class", json_object_new_int (u->klass));
      json_object_object_add (e, "stands", json_object_new_int (u->stands));
      if (u->rifled)
        json_object_object_add (e, "rifled", json_object_new_boolean (TRUE));
      if (u->arm == ADJ_DOG_ARTILLERY)
        json_object_object_add (e, "gun", json_object_new_string (adj_dog_gun_to_string (u->gun)));
      if (u->horse)
        json_object_object_add (e, "horse", json_object_new_boolean (TRUE));
      if (u->general >= 0)
        {
          /* By the id the list gives, else by its place: made-up ids change in a battle. */
          const AdjDogStaff *s = &g_array_index (a->staff, AdjDogStaff, u->general);
          json_object_object_add (e, "general", s->id_given ? json_object_new_string (s->id)
                                                            : json_object_new_int (u->general));
        }
      json_object_array_add (units, e);
    }
  json_object_object_add (o, "units", units);
  json_object *guns = json_object_new_array ();
  for (guint i = 0; i < a->guns->len; i++)
    {
      const AdjDogGunModel *g = &g_array_index (a->guns, AdjDogGunModel, i);
      json_object *e = json_object_new_object ();
      json_object_object_add (e, "gun", json_object_new_string (adj_dog_gun_to_string (g->gun)));
      if (g->horse)
        json_object_object_add (e, "horse", json_object_new_boolean (TRUE));
      add_str (e, "id", g->id, g->id_given);
      add_str (e, "name", g->name, g->name_given);
      json_object_array_add (guns, e);
    }
  json_object_object_add (o, "guns", guns);
  if (a->pontoons > 0)
    json_object_object_add (o, "pontoons", json_object_new_int (a->pontoons));
  if (a->earthworks > 0)
    json_object_object_add (o, "earthworks", json_object_new_int (a->earthworks));
  return o;
}

gboolean
adj_dog_army_save_file (const AdjDogArmy *army, const char *path, GError **error)
{
  json_object *o = adj_dog_army_to_json (army);
  gboolean ok = adj_json_save_file (o, path, error);
  json_object_put (o);
  return ok;
}
