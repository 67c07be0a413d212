/* An army list's rules and its edits: made-up ids and names, the checks
 * every unit keeps, and the builder's changes, refused whole (army.h). */
#include "dog/army.h"

#include <string.h>

#include "core/error.h"
#include "core/i18n.h"
#include "dog/json.h"

#define ID_MAX 64

gboolean
adj_dog_unit_check (const AdjDogArmy *army, const AdjDogUnit *u, const char **member, GError **error)
{
  const char *at = NULL;
  const char *msg = NULL;
  gboolean guns = u->arm == ADJ_DOG_ARTILLERY;
  if ((guint) u->arm >= ADJ_DOG_N_ARMS)
    at = "arm", msg = _("not an arm (infantry, cavalry, artillery)");
  else if (u->stands < 1 || u->stands > ADJ_DOG_MAX_STANDS)
    at = "stands", msg = _("a unit has 1 to 100 stands");
  else if (u->klass < 1 || u->klass > ADJ_DOG_N_CLASSES)
    at = "class", msg = _("classes run from 1 to 4 (8)");
  else if (guns && u->klass != 3)
    at = "class", msg = _("artillery crews are class 3 (11.1)");
  else if (guns && u->rifled)
    at = "rifled", msg = _("rifled muskets are for infantry and cavalry; artillery names its gun (6.4)");
  else if (!guns && u->horse)
    at = "horse", msg = _("horse artillery is artillery (6.4, 11.3)");
  else if (guns && (guint) u->gun >= ADJ_DOG_N_GUNS)
    at = "gun", msg = _("not a gun (smoothbore-field, rifled-field, siege)");
  else if (u->general >= (int) army->staff->len || u->general < -1)
    at = "general", msg = _("no general of this army");
  else if (u->general >= 0 && g_array_index (army->staff, AdjDogStaff, u->general).rank == ADJ_DOG_RANK_ENGINEER)
    at = "general", msg = _("an engineer officer commands no units (15.2)");
  if (msg == NULL)
    return TRUE;
  if (member != NULL)
    *member = at;
  g_set_error_literal (error, ADJ_ERROR, ADJ_ERROR_INVALID, msg);
  return FALSE;
}

static gboolean
claim (GHashTable *ids, const char *id, const char *where, const char *list, guint i, GError **error)
{
  if (g_hash_table_contains (ids, id))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("%s.%s[%u]: the id '%s' is used twice"), where, list, i,
                   id);
      return FALSE;
    }
  g_hash_table_add (ids, (char *) id);
  return TRUE;
}

static void
make_up (char **field, gboolean given, char *made)
{
  if (given)
    {
      g_free (made);
      return;
    }
  g_free (*field);
  *field = made;
}

gboolean
adj_dog_army_renumber (AdjDogArmy *a, const char *where, GError **error)
{
  g_autoptr (GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);
  guint per_rank[ADJ_DOG_N_RANKS] = { 0 }, per_arm[ADJ_DOG_N_ARMS] = { 0 };
  for (guint i = 0; i < a->staff->len; i++)
    {
      AdjDogStaff *s = &g_array_index (a->staff, AdjDogStaff, i);
      per_rank[s->rank]++;
      make_up (&s->id, s->id_given, g_strdup_printf ("%sg%u", a->prefix, i + 1));
      /* TRANSLATORS: a staff rank and its number in the list ("Brigade General 2") */
      make_up (&s->name, s->name_given, g_strdup_printf (_("%s %u"), adj_dog_rank_name (s->rank), per_rank[s->rank]));
    }
  for (guint i = 0; i < a->units->len; i++)
    {
      AdjDogUnit *u = &g_array_index (a->units, AdjDogUnit, i);
      per_arm[u->arm]++;
      make_up (&u->id, u->id_given, g_strdup_printf ("%su%u", a->prefix, i + 1));
      make_up (&u->name, u->name_given,
               u->arm == ADJ_DOG_ARTILLERY ? g_strdup_printf (_("Battery %u"), per_arm[u->arm])
               /* TRANSLATORS: an arm and the unit's number in the list ("Infantry 3") */
               : g_strdup_printf (_("%s %u"), adj_dog_arm_name (u->arm), per_arm[u->arm]));
    }
  for (guint i = 0; i < a->guns->len; i++)
    {
      AdjDogGunModel *g = &g_array_index (a->guns, AdjDogGunModel, i);
      make_up (&g->id, g->id_given, g_strdup_printf ("%sgun%u", a->prefix, i + 1));
      make_up (&g->name, g->name_given, g_strdup_printf (_("%s %u"), adj_dog_gun_name (g->gun), i + 1));
    }
  for (guint i = 0; i < a->staff->len; i++)
    if (!claim (ids, g_array_index (a->staff, AdjDogStaff, i).id, where, "staff", i, error))
      return FALSE;
  for (guint i = 0; i < a->units->len; i++)
    if (!claim (ids, g_array_index (a->units, AdjDogUnit, i).id, where, "units", i, error))
      return FALSE;
  for (guint i = 0; i < a->guns->len; i++)
    if (!claim (ids, g_array_index (a->guns, AdjDogGunModel, i).id, where, "guns", i, error))
      return FALSE;
  return TRUE;
}

/* Editing: every change is made on the army, then renumbered and checked;
 * a refusal puts back what was. */
static void
swap (AdjDogArmy *a, AdjDogArmy *b)
{
  AdjDogArmy t = *a;
  *a = *b;
  *b = t;
}

static gboolean
commit (AdjDogArmy *army, AdjDogArmy *before, GError **error)
{
  if (adj_dog_army_renumber (army, "", error))
    return TRUE;
  swap (army, before);
  return FALSE;
}

static gboolean
check_label (const char *text, guint max, GError **error)
{
  if (text != NULL && (*text == '\0' || strlen (text) > max || !g_utf8_validate (text, -1, NULL)))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("ids and names are 1 to %u bytes of UTF-8"), max);
      return FALSE;
    }
  return TRUE;
}

static gboolean
check_entry (const AdjDogArmy *army, const AdjDogUnit *unit, GError **error)
{
  return check_label (unit->id, ID_MAX, error) && check_label (unit->name, ADJ_DOG_MAX_TEXT, error)
         && adj_dog_unit_check (army, unit, NULL, error);
}

static AdjDogUnit
copy_unit (const AdjDogUnit *unit)
{
  AdjDogUnit u = *unit;
  u.id_given = unit->id != NULL;
  u.name_given = unit->name != NULL;
  u.id = g_strdup (unit->id);
  u.name = g_strdup (unit->name);
  return u;
}

gboolean
adj_dog_army_add_unit (AdjDogArmy *army, const AdjDogUnit *unit, GError **error)
{
  if (army->units->len >= ADJ_DOG_MAX_UNITS)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_TOO_LARGE, _("a list has up to %d units"), ADJ_DOG_MAX_UNITS);
      return FALSE;
    }
  if (!check_entry (army, unit, error))
    return FALSE;
  g_autoptr (AdjDogArmy) before = adj_dog_army_copy (army);
  AdjDogUnit u = copy_unit (unit);
  g_array_append_val (army->units, u);
  return commit (army, before, error);
}

gboolean
adj_dog_army_set_unit (AdjDogArmy *army, guint index, const AdjDogUnit *unit, GError **error)
{
  g_return_val_if_fail (index < army->units->len, FALSE);
  if (!check_entry (army, unit, error))
    return FALSE;
  g_autoptr (AdjDogArmy) before = adj_dog_army_copy (army);
  AdjDogUnit *slot = &g_array_index (army->units, AdjDogUnit, index);
  /* Copied before the slot's strings go: @unit may point at them. */
  AdjDogUnit copy = copy_unit (unit);
  g_free (slot->id);
  g_free (slot->name);
  *slot = copy;
  return commit (army, before, error);
}

gboolean
adj_dog_army_remove_unit (AdjDogArmy *army, guint index, GError **error)
{
  g_return_val_if_fail (index < army->units->len, FALSE);
  g_autoptr (AdjDogArmy) before = adj_dog_army_copy (army);
  g_array_remove_index (army->units, index);
  return commit (army, before, error);
}

gboolean
adj_dog_army_add_staff (AdjDogArmy *army, AdjDogRank rank, const char *id, const char *name, GError **error)
{
  if ((guint) rank >= ADJ_DOG_N_RANKS || army->staff->len >= ADJ_DOG_MAX_STAFF)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("a list has up to %d staff, each of a rank of 6.1"),
                   ADJ_DOG_MAX_STAFF);
      return FALSE;
    }
  if (!check_label (id, ID_MAX, error) || !check_label (name, ADJ_DOG_MAX_TEXT, error))
    return FALSE;
  g_autoptr (AdjDogArmy) before = adj_dog_army_copy (army);
  AdjDogStaff s = { g_strdup (id), g_strdup (name), id != NULL, name != NULL, rank };
  g_array_append_val (army->staff, s);
  return commit (army, before, error);
}

gboolean
adj_dog_army_remove_staff (AdjDogArmy *army, guint index, GError **error)
{
  g_return_val_if_fail (index < army->staff->len, FALSE);
  g_autoptr (AdjDogArmy) before = adj_dog_army_copy (army);
  g_array_remove_index (army->staff, index);
  for (guint i = 0; i < army->units->len; i++)
    {
      AdjDogUnit *u = &g_array_index (army->units, AdjDogUnit, i);
      if (u->general == (int) index)
        u->general = -1;
      else if (u->general > (int) index)
        u->general--;
    }
  return commit (army, before, error);
}

gboolean
adj_dog_army_add_gun (AdjDogArmy *army, AdjDogGun gun, gboolean horse, const char *id, const char *name,
                      GError **error)
{
  if ((guint) gun >= ADJ_DOG_N_GUNS || army->guns->len >= ADJ_DOG_MAX_UNITS)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("a list has up to %d loose guns, each of a kind of 6.2"),
                   ADJ_DOG_MAX_UNITS);
      return FALSE;
    }
  if (!check_label (id, ID_MAX, error) || !check_label (name, ADJ_DOG_MAX_TEXT, error))
    return FALSE;
  g_autoptr (AdjDogArmy) before = adj_dog_army_copy (army);
  AdjDogGunModel g = { g_strdup (id), g_strdup (name), id != NULL, name != NULL, gun, horse };
  g_array_append_val (army->guns, g);
  return commit (army, before, error);
}

gboolean
adj_dog_army_remove_gun (AdjDogArmy *army, guint index, GError **error)
{
  g_return_val_if_fail (index < army->guns->len, FALSE);
  g_autoptr (AdjDogArmy) before = adj_dog_army_copy (army);
  g_array_remove_index (army->guns, index);
  return commit (army, before, error);
}

gboolean
adj_dog_army_set_staff_name (AdjDogArmy *army, guint index, const char *name, GError **error)
{
  g_return_val_if_fail (index < army->staff->len, FALSE);
  if (!check_label (name, ADJ_DOG_MAX_TEXT, error))
    return FALSE;
  g_autoptr (AdjDogArmy) before = adj_dog_army_copy (army);
  AdjDogStaff *s = &g_array_index (army->staff, AdjDogStaff, index);
  g_free (s->name);
  s->name = g_strdup (name);
  s->name_given = name != NULL;
  return commit (army, before, error);
}

gboolean
adj_dog_army_set_gun (AdjDogArmy *army, guint index, AdjDogGun gun, gboolean horse, const char *name,
                      GError **error)
{
  g_return_val_if_fail (index < army->guns->len, FALSE);
  if ((guint) gun >= ADJ_DOG_N_GUNS)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("not a gun (smoothbore-field, rifled-field, siege)"));
      return FALSE;
    }
  if (!check_label (name, ADJ_DOG_MAX_TEXT, error))
    return FALSE;
  g_autoptr (AdjDogArmy) before = adj_dog_army_copy (army);
  AdjDogGunModel *g = &g_array_index (army->guns, AdjDogGunModel, index);
  g->gun = gun;
  g->horse = horse;
  g_free (g->name);
  g->name = g_strdup (name);
  g->name_given = name != NULL;
  return commit (army, before, error);
}

gboolean
adj_dog_army_set_details (AdjDogArmy *army, const char *name, int side, int year, int limit, GError **error)
{
  const char *msg = NULL;
  if (side < -1 || side >= ADJ_DOG_N_NATIONS)
    msg = _("a side is union or confederate");
  else if (year != 0 && (year < ADJ_DOG_FIRST_YEAR || year > ADJ_DOG_LAST_YEAR))
    msg = _("the year is one of 1861 to 1865 (8.5)");
  else if (limit < 0 || limit > ADJ_DOG_MAX_LIMIT)
    msg = _("the agreed total is a whole number of points up to 1000000 (7)");
  if (msg != NULL)
    {
      g_set_error_literal (error, ADJ_ERROR, ADJ_ERROR_INVALID, msg);
      return FALSE;
    }
  if (!check_label (name, ADJ_DOG_MAX_TEXT, error))
    return FALSE;
  g_free (army->name);
  army->name = g_strdup (name);
  army->side = side;
  army->year = year;
  army->limit = limit;
  return TRUE;
}

gboolean
adj_dog_army_set_works (AdjDogArmy *army, int pontoons, int earthworks, GError **error)
{
  if (pontoons < 0 || pontoons > ADJ_DOG_MAX_WORKS || earthworks < 0 || earthworks > ADJ_DOG_MAX_WORKS)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("pontoons and earthworks are 0 to %d sections (6.2)"),
                   ADJ_DOG_MAX_WORKS);
      return FALSE;
    }
  army->pontoons = pontoons;
  army->earthworks = earthworks;
  return TRUE;
}

void
adj_dog_unit_fit_arm (AdjDogUnit *unit)
{
  if (unit->arm == ADJ_DOG_ARTILLERY)
    {
      unit->klass = 3;  /* 11.1 */
      unit->rifled = FALSE;
    }
  else
    unit->horse = FALSE;
}
