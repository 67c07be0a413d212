/* Actions in and out of JSON (docs/save-format.md). The reader checks the
 * shape and that every id names something in the battle; whether the
 * action is legal is for adj_action_apply() to say. */
#include "glory/action.h"

#include <string.h>

#include "core/error.h"
#include "core/jsonread.h"
#include "core/jsonutil.h"
#include "core/i18n.h"

typedef int (*FindFunc) (const AdjBattle *battle, const char *id);

static const struct {
  const char *key;
  guint bit;
} facts[] = {
  { "adjacent_enemy", ADJ_FACT_ADJACENT_ENEMY },
  { "moved", ADJ_FACT_MOVED },
  { "fired", ADJ_FACT_FIRED },
  { "charged", ADJ_FACT_CHARGED },
  { "in_range", ADJ_FACT_IN_RANGE },
};

static json_object *
roll_to_json (const AdjRoll *roll)
{
  json_object *o = json_object_new_object ();
  json_object_object_add (o, "value", json_object_new_int (roll->value));
  if (roll->is_virtual)
    json_object_object_add (o, "seed", adj_json_new_seed (roll->seed));
  return o;
}

static const char *
id_of (const AdjBattle *b, AdjActionType type, int index)
{
  if (index < 0)
    return NULL;
  switch (type)
    {
    case ADJ_ACTION_HOLD_OUT:
    case ADJ_ACTION_DRAW:
      return adj_battle_get_am (b, (guint) index)->id;
    case ADJ_ACTION_START:
    case ADJ_ACTION_COMBINE:
      return adj_battle_get_group (b, (guint) index)->id;
    default:
      return adj_battle_get_unit (b, (guint) index)->id;
    }
}

json_object *
adj_action_to_json (const AdjAction *a, const AdjBattle *b)
{
  json_object *o = json_object_new_object ();
  json_object_object_add (o, "type", json_object_new_string (adj_action_type_to_string (a->type)));
  if (a->side >= 0)
    json_object_object_add (o, "side", json_object_new_string (adj_battle_get_side (b, (guint) a->side)->id));
  switch (a->type)
    {
    case ADJ_ACTION_INITIATIVE:
      {
        json_object *rolls = json_object_new_array ();
        for (guint i = 0; i < ADJ_BATTLE_N_SIDES; i++)
          json_object_array_add (rolls, roll_to_json (&a->roll[i]));
        json_object_object_add (o, "rolls", rolls);
      }
      return o;
    case ADJ_ACTION_HOLD_OUT:
      json_object_object_add (o, "am", a->target >= 0 ? json_object_new_string (id_of (b, a->type, a->target)) : NULL);
      return o;
    case ADJ_ACTION_SELECT:
    case ADJ_ACTION_COMBINE:
      {
        json_object *arr = json_object_new_array ();
        for (guint i = 0; i < a->n_items; i++)
          json_object_array_add (arr, json_object_new_string (
              a->type == ADJ_ACTION_SELECT ? adj_battle_get_am (b, a->items[i])->id
                                           : adj_battle_get_group (b, a->items[i])->id));
        json_object_object_add (o, a->type == ADJ_ACTION_SELECT ? "ams" : "leaders", arr);
      }
      break;
    case ADJ_ACTION_DRAW:
      json_object_object_add (o, "am", json_object_new_string (id_of (b, a->type, a->target)));
      if (a->draw_virtual)
        json_object_object_add (o, "seed", adj_json_new_seed (a->draw_seed));
      return o;
    case ADJ_ACTION_START:
      json_object_object_add (o, "group", json_object_new_string (id_of (b, a->type, a->target)));
      return o;
    case ADJ_ACTION_ADVANCE:
    case ADJ_ACTION_FINISH:
    case ADJ_ACTION_OVERRULE:
      return o;
    case ADJ_ACTION_CHARGE:
      json_object_object_add (o, "roll", roll_to_json (&a->roll[0]));
      if (!a->drm_open)
        json_object_object_add (o, "drm", json_object_new_int (a->drm));
      if (a->n_items > 0)
        {
          json_object *arr = json_object_new_array ();
          for (guint i = 0; i < a->n_items; i++)
            json_object_array_add (arr, json_object_new_string (adj_battle_get_unit (b, a->items[i])->id));
          json_object_object_add (o, "chargers", arr);
        }
      return o;
    default:
      json_object_object_add (o, "unit", json_object_new_string (id_of (b, a->type, a->target)));
      break;
    }
  if (a->type == ADJ_ACTION_CHECK)
    {
      json_object_object_add (o, "cause", json_object_new_string (adj_check_cause_to_string (a->cause)));
      json_object_object_add (o, "drm", json_object_new_int (a->drm));
      if (a->rating >= 0)
        json_object_object_add (o, "cohesion", json_object_new_int (a->rating));
      if (a->n_items > 0)
        {
          json_object *arr = json_object_new_array ();
          for (guint i = 0; i < a->n_items; i++)
            json_object_array_add (arr, json_object_new_string (adj_battle_get_unit (b, a->items[i])->id));
          json_object_object_add (o, "by", arr);
        }
    }
  if (a->type == ADJ_ACTION_RETREAT)
    json_object_object_add (o, "hexes", json_object_new_int (a->hexes));
  if (a->type == ADJ_ACTION_MOUNT)
    json_object_object_add (o, "mounted", json_object_new_boolean (a->mounted));
  if (a->type == ADJ_ACTION_ASSIGN)
    json_object_object_add (o, "leader", json_object_new_string (adj_battle_get_leader (b, (guint) a->leader)->id));
  if (a->type == ADJ_ACTION_FIRE)
    {
      json_object_object_add (o, "fire", json_object_new_string (adj_fire_kind_to_string (a->fire_kind)));
      if (a->fire_target >= 0)
        json_object_object_add (o, "at", json_object_new_string (id_of (b, a->type, a->fire_target)));
    }
  if (a->has_roll)
    json_object_object_add (o, "roll", roll_to_json (&a->roll[0]));
  for (guint i = 0; i < G_N_ELEMENTS (facts); i++)
    if (a->facts & facts[i].bit)
      json_object_object_add (o, facts[i].key, json_object_new_boolean (TRUE));
  return o;
}

static gboolean
roll_from_json (AdjJsonVal o, AdjRoll *roll, const char *where, GError **error)
{
  if (!adj_jsonread_is (o, json_type_object))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: expected an object"), where);
      return FALSE;
    }
  *roll = (AdjRoll) { 0 };
  return adj_jsonread_get_int (o, "value", 0, 9, &roll->value, where, error)
         && adj_jsonread_get_seed_opt (o, "seed", &roll->is_virtual, &roll->seed, where, error);
}

static gboolean
get_roll (AdjJsonVal o, const char *key, gboolean optional, AdjAction *a, guint i,
          const char *where, GError **error)
{
  AdjJsonVal r = NULL;
  if ((r = adj_jsonread_get (o, key)) == NULL || adj_jsonread_is (r, json_type_null))
    {
      if (optional)
        return TRUE;
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s.%s: missing"), where, key);
      return FALSE;
    }
  g_autofree char *rwhere = g_strdup_printf ("%s.%s", where, key);
  a->has_roll = TRUE;
  return roll_from_json (r, &a->roll[i], rwhere, error);
}

static gboolean
get_ref (AdjJsonVal o, const char *key, FindFunc find, const AdjBattle *b, const char *what,
         int *out, const char *where, GError **error)
{
  const char *id = adj_jsonread_get_string (o, key, where, error);
  if (id == NULL)
    return FALSE;
  *out = find (b, id);
  if (*out < 0)
    {
      /* TRANSLATORS: a place in the file, a member, a kind of thing such as "unit", an id */
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s.%s: this battle has no %s '%s'"), where,
                   key, ADJ_KIND (what), id);
      return FALSE;
    }
  return TRUE;
}

static gboolean
get_list (AdjJsonVal o, const char *key, FindFunc find, const AdjBattle *b, const char *what,
          const char *whats, guint max, AdjAction *a, const char *where, GError **error)
{
  AdjJsonVal arr = adj_jsonread_member (o, key, json_type_array, where, error);
  if (arr == NULL)
    return FALSE;
  guint n = adj_jsonread_length (arr);
  if (n > max)
    {
      /* TRANSLATORS: a place in the file, a member, kinds of things such as "leaders" */
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s.%s: more entries than the battle has %s"),
                   where, key, ADJ_KIND (whats));
      return FALSE;
    }
  a->items = g_new0 (guint, MAX (n, 1));
  for (guint i = 0; i < n; i++)
    {
      AdjJsonVal item = adj_jsonread_index (arr, i);
      int idx = adj_jsonread_is (item, json_type_string) ? find (b, adj_jsonread_string (item)) : -1;
      if (idx < 0)
        {
          /* TRANSLATORS: a place in the file, a member, an index, a kind of thing such as "leader" */
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s.%s[%u]: not the id of a %s of this battle"),
                       where, key, i, ADJ_KIND (what));
          return FALSE;
        }
      a->items[a->n_items++] = (guint) idx;
    }
  return TRUE;
}

/* "fire": the kind; "at": the enemy battery that return fire answers. */
static gboolean
get_fire (AdjJsonVal o, const AdjBattle *b, AdjAction *a, const char *where, GError **error)
{
  AdjFireKind kind;
  const char *name = adj_jsonread_get_string (o, "fire", where, error);
  if (name == NULL)
    return FALSE;
  if (!adj_fire_kind_from_string (name, &kind))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s.fire: '%s' is not activation, return, "
                   "defensive or offensive"), where, name);
      return FALSE;
    }
  a->fire_kind = (int) kind;
  if (!(adj_jsonread_get (o, "at") != NULL))
    return TRUE;
  return get_ref (o, "at", adj_battle_find_unit, b, NC_("id kind", "unit"), &a->fire_target, where, error);
}

/* A charge's "chargers", the game's units (10.11): saves written before
 * there were any name none. */
static gboolean
parse_chargers (AdjJsonVal o, const AdjBattle *b, AdjAction *a, const char *where, GError **error)
{
  if (adj_jsonread_get (o, "chargers") == NULL)
    return TRUE;
  return get_list (o, "chargers", adj_battle_find_unit, b, NC_("id kind", "unit"), NC_("id kind", "units"),
                   adj_battle_n_units (b), a, where, error);
}

/* "overrule" has no members but its type (and an ignored "side"). */
static gboolean
parse_overrule (AdjJsonVal o, const char *where, GError **error)
{
  (void) o;
  (void) where;
  (void) error;
  return TRUE;
}

static gboolean
parse (AdjJsonVal o, const AdjBattle *b, AdjAction *a, const char *where, GError **error)
{
  if ((adj_jsonread_get (o, "side") != NULL)
      && !get_ref (o, "side", adj_battle_find_side, b, NC_("id kind", "side"), &a->side, where, error))
    return FALSE;
  switch (a->type)
    {
    case ADJ_ACTION_INITIATIVE:
      {
        AdjJsonVal rolls = adj_jsonread_member (o, "rolls", json_type_array, where, error);
        if (rolls == NULL)
          return FALSE;
        if (adj_jsonread_length (rolls) != ADJ_BATTLE_N_SIDES)
          {
            g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s.rolls: one roll per side, two in all"), where);
            return FALSE;
          }
        a->has_roll = TRUE;
        for (guint i = 0; i < ADJ_BATTLE_N_SIDES; i++)
          {
            g_autofree char *rwhere = g_strdup_printf ("%s.rolls[%u]", where, i);
            if (!roll_from_json (adj_jsonread_index (rolls, i), &a->roll[i], rwhere, error))
              return FALSE;
          }
        return TRUE;
      }
    case ADJ_ACTION_HOLD_OUT:
      {
        AdjJsonVal am = NULL;
        if ((am = adj_jsonread_get (o, "am")) != NULL && adj_jsonread_is (am, json_type_null))
          return TRUE; /* "am": null, the Initiative Player holds out nothing */
        return get_ref (o, "am", adj_battle_find_am, b, NC_("id kind", "AM"), &a->target, where, error);
      }
    case ADJ_ACTION_SELECT:
      return get_list (o, "ams", adj_battle_find_am, b, NC_("id kind", "AM"), NC_("id kind", "AMs"), adj_battle_n_ams (b), a, where, error);
    case ADJ_ACTION_DRAW:
      if (!get_ref (o, "am", adj_battle_find_am, b, NC_("id kind", "AM"), &a->target, where, error))
        return FALSE;
      return adj_jsonread_get_seed_opt (o, "seed", &a->draw_virtual, &a->draw_seed, where, error);
    case ADJ_ACTION_COMBINE:
      return get_list (o, "leaders", adj_battle_find_group, b, NC_("id kind", "leader"),
                       NC_("id kind", "leaders"), adj_battle_n_groups (b), a, where, error)
             && get_roll (o, "roll", FALSE, a, 0, where, error);
    case ADJ_ACTION_START:
      return get_ref (o, "group", adj_battle_find_group, b, NC_("id kind", "leader or independent unit"), &a->target, where, error);
    case ADJ_ACTION_ADVANCE:
    case ADJ_ACTION_FINISH:
      return TRUE;
    case ADJ_ACTION_OVERRULE:
      return parse_overrule (o, where, error);
    case ADJ_ACTION_CHARGE:
      /* Without "drm": a device's roll of the chargers it names, the DRM
       * the laptop's (10.29); with no chargers either, "drm" is missing. */
      a->drm_open = adj_jsonread_get (o, "drm") == NULL && adj_jsonread_get (o, "chargers") != NULL;
      return get_roll (o, "roll", FALSE, a, 0, where, error)
             && (a->drm_open || adj_jsonread_get_int (o, "drm", -30, 30, &a->drm, where, error))
             && parse_chargers (o, b, a, where, error);
    default:
      break;
    }
  if (!get_ref (o, "unit", adj_battle_find_unit, b, NC_("id kind", "unit"), &a->target, where, error))
    return FALSE;
  switch (a->type)
    {
    case ADJ_ACTION_RALLY:
      return get_roll (o, "roll", TRUE, a, 0, where, error);
    case ADJ_ACTION_RECOVER:
      return get_roll (o, "roll", FALSE, a, 0, where, error);
    case ADJ_ACTION_RETREAT:
      return adj_jsonread_get_int (o, "hexes", 1, 2, &a->hexes, where, error);
    case ADJ_ACTION_MOUNT:
      {
        AdjJsonVal m = adj_jsonread_member (o, "mounted", json_type_boolean, where, error);
        a->mounted = m ? adj_jsonread_boolean (m) : FALSE;
        return m != NULL;
      }
    case ADJ_ACTION_ASSIGN:
      return get_ref (o, "leader", adj_battle_find_leader, b, NC_("id kind", "leader"), &a->leader, where, error);
    case ADJ_ACTION_FIRE:
      return get_fire (o, b, a, where, error);
    case ADJ_ACTION_CHECK:
      {
        AdjCheckCause cause;
        const char *name = adj_jsonread_get_string (o, "cause", where, error);
        if (name == NULL)
          return FALSE;
        if (!adj_check_cause_from_string (name, &cause))
          {
            g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s.cause: '%s' is not a reason for a "
                         "cohesion check (charge, artillery, displaced, defensive-fire, fire, misguided, "
                         "fixed-morale)"), where, name);
            return FALSE;
          }
        a->cause = (int) cause;
        return get_roll (o, "roll", FALSE, a, 0, where, error)
               && adj_jsonread_get_int (o, "drm", -9, 9, &a->drm, where, error)
               && adj_jsonread_get_int_opt (o, "cohesion", 0, 9, &a->rating, where, error)
               /* "by": the defenders whose Defensive Fire it is (10.33);
                * saves from before name none. */
               && (adj_jsonread_get (o, "by") == NULL
                   || get_list (o, "by", adj_battle_find_unit, b, NC_("id kind", "unit"), NC_("id kind", "units"),
                                adj_battle_n_units (b), a, where, error));
      }
    default:
      return TRUE;
    }
}

/* Whether @o names any of the facts: most actions name none, and a look
 * at each of their few members costs less than looking each fact up. */
static gboolean
names_a_fact (AdjJsonVal o)
{
  adj_jsonread_foreach (o, key, value)
    {
      (void) value;
      /* The facts start with one of these; type, unit, side... not. */
      if (strchr ("amfci", key[0]) == NULL)
        continue;
      for (guint i = 0; i < G_N_ELEMENTS (facts); i++)
        if (strcmp (key, facts[i].key) == 0)
          return TRUE;
    }
  return FALSE;
}

AdjAction *
adj_action_read (AdjJsonVal o, const AdjBattle *b, const char *where, GError **error)
{
  AdjActionType type;
  const char *name = adj_jsonread_get_string (o, "type", where, error);
  if (name == NULL)
    return NULL;
  if (!adj_action_type_from_string (name, &type))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s.type: '%s' is not an action"), where, name);
      return NULL;
    }
  AdjAction *a = adj_action_new (type);
  gboolean ok = parse (o, b, a, where, error);
  gboolean facts_named = ok && names_a_fact (o);
  for (guint i = 0; facts_named && ok && i < G_N_ELEMENTS (facts); i++)
    {
      gboolean on = FALSE;
      ok = adj_jsonread_get_bool_opt (o, facts[i].key, &on, where, error);
      if (on)
        a->facts |= facts[i].bit;
    }
  if (!ok)
    {
      adj_action_free (a);
      return NULL;
    }
  return a;
}

AdjAction *
adj_action_from_json (json_object *obj, const AdjBattle *battle, const char *where, GError **error)
{
  return adj_jsonread_object_with (obj, (AdjJsonReadFunc) adj_action_read, battle, where, error);
}
