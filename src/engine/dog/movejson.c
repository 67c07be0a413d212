/* Moves as the journal saves them (move.h; docs/dog.md, "Moves"). */
#include "dog/move.h"

#include "core/error.h"
#include "core/jsonread.h"
#include "core/i18n.h"
#include "core/jsonutil.h"
#include "dog/json.h"

#define MAX_FACTORS 64
#define MAX_TOTAL 2000

static const char *const side_ids[] = { "first", "second" };

static json_object *
roll_to_json (const AdjDogRoll *roll)
{
  json_object *o = json_object_new_object ();
  json_object_object_add (o, "value", json_object_new_int (roll->value));
  if (roll->is_virtual)
    json_object_object_add (o, "seed", adj_json_new_seed (roll->seed));
  return o;
}

json_object *
adj_dog_move_to_json (const AdjDogMove *m, const AdjDogBattle *b)
{
  json_object *o = json_object_new_object ();
  json_object_object_add (o, "type", json_object_new_string (adj_dog_move_type_to_string (m->type)));
  if (m->unit >= 0)
    json_object_object_add (o, "unit", json_object_new_string (adj_dog_battle_unit (b, (guint) m->unit)->id));
  if (m->general >= 0)
    json_object_object_add (o, "general",
                            json_object_new_string (adj_dog_battle_general (b, (guint) m->general)->id));
  switch (m->type)
    {
    case ADJ_DOG_MOVE_STAFF:
    case ADJ_DOG_MOVE_PROMOTE:
      json_object_object_add (o, "roll", roll_to_json (&m->roll));
      break;
    case ADJ_DOG_MOVE_SCOUTS:
      {
        json_object_object_add (o, "side", json_object_new_string (side_ids[m->side]));
        json_object *arr = json_object_new_array ();
        for (guint i = 0; i < m->units->len; i++)
          json_object_array_add (arr, json_object_new_string (
                                        adj_dog_battle_unit (b, g_array_index (m->units, guint, i))->id));
        json_object_object_add (o, "units", arr);
        break;
      }
    case ADJ_DOG_MOVE_DEPLOY_ROLL:
    case ADJ_DOG_MOVE_INITIATIVE:
      {
        json_object *arr = json_object_new_array ();
        json_object_array_add (arr, json_object_new_int (m->rolls.value[0]));
        json_object_array_add (arr, json_object_new_int (m->rolls.value[1]));
        json_object_object_add (o, "rolls", arr);
        if (m->rolls.is_virtual)
          json_object_object_add (o, "seed", adj_json_new_seed (m->rolls.seed));
        break;
      }
    case ADJ_DOG_MOVE_END:
      if (m->objectives[0] || m->objectives[1])
        {
          json_object *arr = json_object_new_array ();
          json_object_array_add (arr, json_object_new_boolean (m->objectives[0]));
          json_object_array_add (arr, json_object_new_boolean (m->objectives[1]));
          json_object_object_add (o, "objectives", arr);
        }
      break;
    case ADJ_DOG_MOVE_ORDER:
      json_object_object_add (o, "order", json_object_new_string (adj_dog_order_to_string (m->value)));
      break;
    case ADJ_DOG_MOVE_ROUTING:
      json_object_object_add (o, "routing", json_object_new_boolean (m->flag));
      break;
    case ADJ_DOG_MOVE_HALTED:
      json_object_object_add (o, "halted", json_object_new_boolean (m->flag));
      break;
    case ADJ_DOG_MOVE_LOSE:
      json_object_object_add (o, "stands", json_object_new_int (m->value));
      break;
    case ADJ_DOG_MOVE_ASSAULT:
      {
        json_object_object_add (o, "defender", json_object_new_string (adj_dog_battle_unit (b, (guint) m->by)->id));
        json_object *arr = json_object_new_array ();
        json_object_array_add (arr, json_object_new_int (m->lost[0]));
        json_object_array_add (arr, json_object_new_int (m->lost[1]));
        json_object_object_add (o, "lost", arr);
        if (m->text != NULL)
          json_object_object_add (o, "movement", json_object_new_string (m->text));
        break;
      }
    case ADJ_DOG_MOVE_SHOT:
      json_object_object_add (o, "hits", json_object_new_int (m->value));
      if (m->by >= 0)
        json_object_object_add (o, "by", json_object_new_string (adj_dog_battle_unit (b, (guint) m->by)->id));
      break;
    case ADJ_DOG_MOVE_REMOVE:
      json_object_object_add (o, "fate", json_object_new_string (adj_dog_fate_to_string (m->value)));
      break;
    case ADJ_DOG_MOVE_MORALE:
      json_object_object_add (o, "test", json_object_new_string (adj_dog_test_to_string (m->value)));
      json_object_object_add (o, "total", json_object_new_int (m->total));
      json_object_object_add (o, "roll", roll_to_json (&m->roll));
      if (m->factors != NULL && m->factors->len > 0)
        {
          json_object *arr = json_object_new_array ();
          for (guint i = 0; i < m->factors->len; i++)
            json_object_array_add (arr, json_object_new_string (m->factors->pdata[i]));
          json_object_object_add (o, "factors", arr);
        }
      break;
    case ADJ_DOG_MOVE_GENERAL:
      json_object_object_add (o, "status", json_object_new_string (adj_dog_general_status_to_string (m->value)));
      break;
    case ADJ_DOG_MOVE_DISPUTE:
      json_object_object_add (o, "question", json_object_new_string (m->text));
      json_object_object_add (o, "a", json_object_new_string (side_ids[m->side]));
      json_object_object_add (o, "roll", roll_to_json (&m->roll));
      break;
    default:
      break;
    }
  return o;
}

static int
side_from_string (const char *id)
{
  return g_strcmp0 (id, "first") == 0 ? 0 : g_strcmp0 (id, "second") == 0 ? 1 : -1;
}

static gboolean
get_roll (AdjJsonVal o, AdjDogRoll *roll, const char *where, GError **error)
{
  static const char * const known[] = { "value", "seed", NULL };
  AdjJsonVal r = adj_jsonread_member (o, "roll", json_type_object, where, error);
  if (r == NULL)
    return FALSE;
  /* Read first without a path: it is formatted only to say what is wrong,
   * by reading again. */
  if (adj_dog_jsonread_only (r, known, where, NULL) && adj_jsonread_get_int (r, "value", 1, 6, &roll->value, where, NULL)
      && adj_jsonread_get_seed_opt (r, "seed", &roll->is_virtual, &roll->seed, where, NULL))
    return TRUE;
  g_autofree char *w = g_strdup_printf ("%s.roll", where);
  return adj_dog_jsonread_only (r, known, w, error) && adj_jsonread_get_int (r, "value", 1, 6, &roll->value, w, error)
         && adj_jsonread_get_seed_opt (r, "seed", &roll->is_virtual, &roll->seed, w, error);
}

static gboolean
get_ref (AdjJsonVal o, const char *key, int (*find) (const AdjDogBattle *, const char *), const AdjDogBattle *b,
         int *out, const char *where, GError **error)
{
  const char *id = adj_dog_jsonread_string (o, key, FALSE, 64, where, error);
  if (id == NULL)
    return FALSE;
  if ((*out = find (b, id)) < 0)
    {
      /* TRANSLATORS: a place in the file, a member ("unit"), then the id found */
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_NOT_FOUND, _("%s.%s: this battle has no %s '%s'"), where, key,
                   key, id);
      return FALSE;
    }
  return TRUE;
}

static gboolean
get_bool (AdjJsonVal o, const char *key, gboolean *out, const char *where, GError **error)
{
  AdjJsonVal v = adj_jsonread_member (o, key, json_type_boolean, where, error);
  if (v != NULL)
    *out = adj_jsonread_boolean (v);
  return v != NULL;
}

static gboolean
get_pair (AdjJsonVal o, const char *key, int *out_int, gboolean *out_bool, const char *where, GError **error)
{
  AdjJsonVal arr = adj_jsonread_member (o, key, json_type_array, where, error);
  if (arr == NULL)
    return FALSE;
  if (adj_jsonread_length (arr) != 2)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s.%s: expected one entry per army (2)"), where, key);
      return FALSE;
    }
  for (int i = 0; i < 2; i++)
    {
      AdjJsonVal v = adj_jsonread_index (arr, (size_t) i);
      /* The entry's path is formatted only for a refusal. */
      if (out_int != NULL && !adj_jsonread_check_int (v, 1, 6, &out_int[i], where, NULL))
        {
          g_autofree char *w = g_strdup_printf ("%s.%s[%d]", where, key, i);
          return adj_jsonread_check_int (v, 1, 6, &out_int[i], w, error);
        }
      if (out_bool != NULL)
        {
          if (!adj_jsonread_is (v, json_type_boolean))
            {
              g_autofree char *w = g_strdup_printf ("%s.%s[%d]", where, key, i);
              g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: expected true or false"), w);
              return FALSE;
            }
          out_bool[i] = adj_jsonread_boolean (v);
        }
    }
  return TRUE;
}

static gboolean
get_side (AdjJsonVal o, const char *key, int *out, const char *where, GError **error)
{
  const char *id = adj_dog_jsonread_string (o, key, FALSE, 16, where, error);
  if (id == NULL)
    return FALSE;
  if ((*out = side_from_string (id)) < 0)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("%s.%s: '%s' is not an army (first, second)"), where, key,
                   id);
      return FALSE;
    }
  return TRUE;
}

static gboolean
get_strings (AdjJsonVal o, AdjDogMove *m, const char *where, GError **error)
{
  GError *local = NULL;
  AdjJsonVal arr = adj_dog_jsonread_array (o, "factors", TRUE, MAX_FACTORS, where, &local);
  if (local != NULL)
    {
      g_propagate_error (error, local);
      return FALSE;
    }
  if (arr == NULL)
    return TRUE;
  m->factors = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < adj_jsonread_length (arr); i++)
    {
      g_autofree char *w = g_strdup_printf ("%s.factors[%u]", where, i);
      AdjJsonVal v = adj_jsonread_index (arr, i);
      if (!adj_dog_jsonread_check_text (v, ADJ_DOG_MAX_TEXT, w, error))
        return FALSE;
      g_ptr_array_add (m->factors, g_strdup (adj_jsonread_string (v)));
    }
  return TRUE;
}

static gboolean
get_scouts (AdjJsonVal o, AdjDogMove *m, const AdjDogBattle *b, const char *where, GError **error)
{
  AdjJsonVal arr = adj_dog_jsonread_array (o, "units", FALSE, ADJ_DOG_MAX_UNITS, where, error);
  if (arr == NULL || !get_side (o, "side", &m->side, where, error))
    return FALSE;
  m->units = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; i < adj_jsonread_length (arr); i++)
    {
      g_autofree char *w = g_strdup_printf ("%s.units[%u]", where, i);
      AdjJsonVal v = adj_jsonread_index (arr, i);
      if (!adj_dog_jsonread_check_text (v, 64, w, error))
        return FALSE;
      int u = adj_dog_battle_find_unit (b, adj_jsonread_string (v));
      if (u < 0)
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_NOT_FOUND, _("%s: this battle has no unit '%s'"), w,
                       adj_jsonread_string (v));
          return FALSE;
        }
      guint index = (guint) u;
      g_array_append_val (m->units, index);
    }
  return TRUE;
}

/* The members each type may have, besides "type". */
static const char *const *
members (AdjDogMoveType type)
{
  static const char * const none[] = { "type", NULL };
  static const char * const staff[] = { "type", "general", "roll", NULL };
  static const char * const scouts[] = { "type", "side", "units", NULL };
  static const char * const rolls[] = { "type", "rolls", "seed", NULL };
  static const char * const end[] = { "type", "objectives", NULL };
  static const char * const order[] = { "type", "unit", "order", NULL };
  static const char * const routing[] = { "type", "unit", "routing", NULL };
  static const char * const halted[] = { "type", "unit", "halted", NULL };
  static const char * const lose[] = { "type", "unit", "stands", NULL };
  static const char * const remove[] = { "type", "unit", "fate", NULL };
  static const char * const unit[] = { "type", "unit", NULL };
  static const char * const morale[] = { "type", "unit", "test", "total", "roll", "factors", NULL };
  static const char * const general[] = { "type", "general", "status", NULL };
  static const char * const dispute[] = { "type", "question", "a", "roll", NULL };
  static const char * const shot[] = { "type", "unit", "hits", "by", NULL };
  static const char * const assault[] = { "type", "unit", "defender", "lost", "movement", NULL };
  static const char * const *const table[] = {
    staff, scouts, rolls, none, rolls, none, end, order, routing, halted, lose, remove, unit, morale, general,
    staff, dispute, shot, assault, none,
  };
  return table[type];
}

/* "overrule" has no members but its type. */
static gboolean
read_overrule (AdjJsonVal o, AdjDogMove *m)
{
  (void) o;
  (void) m;
  return TRUE;
}

static gboolean
fill (AdjJsonVal o, AdjDogMove *m, const AdjDogBattle *b, const char *where, GError **error)
{
  int v = -1;
  switch (m->type)
    {
    case ADJ_DOG_MOVE_STAFF:
    case ADJ_DOG_MOVE_PROMOTE:
      return get_ref (o, "general", adj_dog_battle_find_general, b, &m->general, where, error)
             && get_roll (o, &m->roll, where, error);
    case ADJ_DOG_MOVE_SCOUTS:
      return get_scouts (o, m, b, where, error);
    case ADJ_DOG_MOVE_DEPLOY_ROLL:
    case ADJ_DOG_MOVE_INITIATIVE:
      return get_pair (o, "rolls", m->rolls.value, NULL, where, error)
             && adj_jsonread_get_seed_opt (o, "seed", &m->rolls.is_virtual, &m->rolls.seed, where, error);
    case ADJ_DOG_MOVE_END:
      return !(adj_jsonread_get (o, "objectives") != NULL)
             || get_pair (o, "objectives", NULL, m->objectives, where, error);
    case ADJ_DOG_MOVE_BEGIN:
    case ADJ_DOG_MOVE_NEXT:
      return TRUE;
    case ADJ_DOG_MOVE_OVERRULE:
      return read_overrule (o, m);
    case ADJ_DOG_MOVE_GENERAL:
      if (!get_ref (o, "general", adj_dog_battle_find_general, b, &m->general, where, error)
          || !adj_dog_jsonread_enum (o, "status", FALSE, adj_dog_general_status_from_string,
                                 _("a status (active, wounded, killed, captured)"), &v, where, error))
        return FALSE;
      m->value = v;
      return TRUE;
    case ADJ_DOG_MOVE_DISPUTE:
      return (m->text = g_strdup (adj_dog_jsonread_string (o, "question", FALSE, ADJ_DOG_MAX_TEXT, where, error)))
               != NULL
             && get_side (o, "a", &m->side, where, error) && get_roll (o, &m->roll, where, error);
    default:
      break;
    }
  /* The rest are about one unit. */
  if (!get_ref (o, "unit", adj_dog_battle_find_unit, b, &m->unit, where, error))
    return FALSE;
  switch (m->type)
    {
    case ADJ_DOG_MOVE_ORDER:
      if (!adj_dog_jsonread_enum (o, "order", FALSE, adj_dog_order_from_string,
                              _("an order (good, disordered, shaken)"), &v, where, error))
        return FALSE;
      m->value = v;
      return TRUE;
    case ADJ_DOG_MOVE_ROUTING:
      return get_bool (o, "routing", &m->flag, where, error);
    case ADJ_DOG_MOVE_HALTED:
      return get_bool (o, "halted", &m->flag, where, error);
    case ADJ_DOG_MOVE_LOSE:
      return adj_jsonread_get_int (o, "stands", 1, ADJ_DOG_MAX_STANDS, &m->value, where, error);
    case ADJ_DOG_MOVE_ASSAULT:
      {
        AdjJsonVal arr = adj_dog_jsonread_array (o, "lost", FALSE, 2, where, error);
        if (arr == NULL || !get_ref (o, "defender", adj_dog_battle_find_unit, b, &m->by, where, error))
          return FALSE;
        g_autofree char *w = g_strdup_printf ("%s.lost", where);
        if (adj_jsonread_length (arr) != 2)
          {
            g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s.%s: expected one entry per army (2)"), where, "lost");
            return FALSE;
          }
        for (int k = 0; k < 2; k++)
          {
            AdjJsonVal e = adj_jsonread_index (arr, (size_t) k);
            if (!adj_jsonread_is (e, json_type_int) || adj_jsonread_int (e) < 0
                || adj_jsonread_int (e) > ADJ_DOG_MAX_STANDS)
              {
                g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: expected stands lost, 0 to %d"), w,
                             ADJ_DOG_MAX_STANDS);
                return FALSE;
              }
            m->lost[k] = adj_jsonread_int (e);
          }
        if ((adj_jsonread_get (o, "movement") != NULL))
          return (m->text = g_strdup (adj_dog_jsonread_string (o, "movement", FALSE, ADJ_DOG_MAX_TEXT, where, error)))
                 != NULL;
        return TRUE;
      }
    case ADJ_DOG_MOVE_SHOT:
      return adj_jsonread_get_int (o, "hits", 1, ADJ_DOG_MAX_STANDS, &m->value, where, error)
             && (!(adj_jsonread_get (o, "by") != NULL)
                 || get_ref (o, "by", adj_dog_battle_find_unit, b, &m->by, where, error));
    case ADJ_DOG_MOVE_REMOVE:
      if (!adj_dog_jsonread_enum (o, "fate", FALSE, adj_dog_fate_from_string,
                              _("a fate (destroyed, surrendered, routed-off)"), &v, where, error))
        return FALSE;
      m->value = v;
      return TRUE;
    case ADJ_DOG_MOVE_MORALE:
      if (!adj_dog_jsonread_enum (o, "test", FALSE, adj_dog_test_from_string,
                              _("a morale test (charge, being-charged, shooting, charge-home, rally)"), &v, where,
                              error))
        return FALSE;
      m->value = v;
      return adj_jsonread_get_int (o, "total", -MAX_TOTAL, MAX_TOTAL, &m->total, where, error)
             && get_roll (o, &m->roll, where, error) && get_strings (o, m, where, error);
    default:
      return TRUE;
    }
}

AdjDogMove *
adj_dog_move_read (AdjJsonVal o, const AdjDogBattle *b, const char *where, GError **error)
{
  if (!adj_jsonread_is (o, json_type_object))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: expected an object"), where);
      return NULL;
    }
  const char *type = adj_dog_jsonread_string (o, "type", FALSE, 32, where, error);
  if (type == NULL)
    return NULL;
  int t = adj_dog_move_type_from_string (type);
  if (t < 0)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s.type: '%s' is not a move of Days of Glory"), where,
                   type);
      return NULL;
    }
  g_autoptr (AdjDogMove) m = adj_dog_move_new ((AdjDogMoveType) t);
  if (!adj_dog_jsonread_only (o, members (m->type), where, error) || !fill (o, m, b, where, error))
    return NULL;
  return g_steal_pointer (&m);
}

AdjDogMove *
adj_dog_move_from_json (json_object *obj, const AdjDogBattle *battle, const char *where, GError **error)
{
  return adj_jsonread_object_with (obj, (AdjJsonReadFunc) adj_dog_move_read, battle, where, error);
}
