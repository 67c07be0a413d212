/* Moves as JSON (docs/tgtw.md, "Moves"): ids, not indexes; dice as the
 * faces read, with the seed of a virtual roll, which loading checks. */
#include "tgtw/move.h"

#include <string.h>

#include "core/error.h"
#include "core/jsonread.h"
#include "core/i18n.h"
#include "core/jsonutil.h"
#include "tgtw/refuse.h"

#define MAX_ITEMS 2000

static const char *unit_id (const AdjTgtwScenario *sc, int i) { return adj_tgtw_scenario_unit (sc, (guint) i)->id; }
static const char *leader_id (const AdjTgtwScenario *sc, int i) { return adj_tgtw_scenario_leader (sc, (guint) i)->id; }

static json_object *
id_list (const AdjTgtwScenario *sc, const int *items, guint n, gboolean leaders)
{
  json_object *arr = json_object_new_array ();
  for (guint i = 0; i < n; i++)
    json_object_array_add (arr, json_object_new_string (leaders ? leader_id (sc, items[i]) : unit_id (sc, items[i])));
  return arr;
}

static void
add_dice (json_object *o, const AdjTgtwDice *dice)
{
  if (dice->n == 0)
    return;
  if (dice->summed)
    {
      json_object *total = json_object_new_object ();
      json_object_object_add (total, "count", json_object_new_int ((int) dice->n));
      json_object_object_add (total, "total", json_object_new_int (dice->values[0]));
      json_object_object_add (o, "dice", total);
      return;
    }
  json_object *arr = json_object_new_array ();
  for (guint i = 0; i < dice->n; i++)
    json_object_array_add (arr, json_object_new_int (dice->values[i]));
  json_object_object_add (o, "dice", arr);
  if (dice->is_virtual)
    json_object_object_add (o, "seed", adj_json_new_seed (dice->seed));
}

static json_object *
spend_to_json (const AdjTgtwMeleeSpend *sp)
{
  json_object *o = json_object_new_object ();
  const struct { const char *key; int value; } f[] = {
    { "plus", sp->plus }, { "mct1", sp->mct1 }, { "cancel", sp->cancel },
    { "mct2_shift", sp->mct2_shift }, { "mct2_dice", sp->mct2_dice },
  };
  for (guint i = 0; i < G_N_ELEMENTS (f); i++)
    if (f[i].value != 0)
      json_object_object_add (o, f[i].key, json_object_new_int (f[i].value));
  return o;
}

static void
add_plus (json_object *o, const AdjTgtwScenario *sc, const AdjTgtwMove *m)
{
  if (m->plus[0] == 0)
    return;
  json_object *p = json_object_new_object ();
  if (m->army >= 0)
    adj_json_add_string (p, "army", adj_tgtw_scenario_army (sc, (guint) m->army)->id);
  json_object_object_add (p, "points", json_object_new_int (m->plus[0]));
  json_object_object_add (o, "plus", p);
}

json_object *
adj_tgtw_move_to_json (const AdjTgtwMove *m, const AdjTgtwScenario *sc)
{
  json_object *o = json_object_new_object ();
  adj_json_add_string (o, "type", adj_tgtw_move_type_to_string (m->type));
  switch (m->type)
    {
    case ADJ_TGTW_MOVE_INITIATIVE:
      adj_json_add_string (o, "sector", adj_tgtw_scenario_sector (sc, (guint) m->sector)->id);
      if (m->plus[0] != 0 || m->plus[1] != 0)
        {
          json_object *p = json_object_new_array ();
          json_object_array_add (p, json_object_new_int (m->plus[0]));
          json_object_array_add (p, json_object_new_int (m->plus[1]));
          json_object_object_add (o, "plus", p);
        }
      break;
    case ADJ_TGTW_MOVE_FIRST:
      adj_json_add_string (o, "sector", adj_tgtw_scenario_sector (sc, (guint) m->sector)->id);
      adj_json_add_string (o, "army", adj_tgtw_scenario_army (sc, (guint) m->army)->id);
      break;
    case ADJ_TGTW_MOVE_CARDS:
      {
        json_object *cards = json_object_new_object ();
        adj_json_add_string (o, "army", adj_tgtw_scenario_army (sc, (guint) m->army)->id);
        for (guint i = 0; i < adj_tgtw_scenario_n_sectors (sc); i++)
          json_object_object_add (cards, adj_tgtw_scenario_sector (sc, i)->id, json_object_new_int (m->cards[i]));
        json_object_object_add (o, "cards", cards);
        break;
      }
    case ADJ_TGTW_MOVE_MISSILE:
      {
        json_object *firers = json_object_new_array ();
        adj_json_add_string (o, "target", unit_id (sc, m->unit));
        for (guint i = 0; i < m->n_firers; i++)
          {
            json_object *f = json_object_new_object ();
            adj_json_add_string (f, "unit", unit_id (sc, m->items[i]));
            json_object_object_add (f, "range", json_object_new_int (m->ranges[i]));
            json_object_array_add (firers, f);
          }
        json_object_object_add (o, "firers", firers);
        if (m->n_items > m->n_firers)
          json_object_object_add (o, "leaders", id_list (sc, m->items + m->n_firers, m->n_items - m->n_firers, TRUE));
        if (m->formation >= 0)
          adj_json_add_string (o, "formation", adj_tgtw_formation_to_string (m->formation));
        if (m->plus[0] != 0)
          json_object_object_add (o, "plus", json_object_new_int (m->plus[0]));
        break;
      }
    case ADJ_TGTW_MOVE_MELEE:
      adj_json_add_string (o, "attacker", unit_id (sc, m->unit));
      adj_json_add_string (o, "defender", unit_id (sc, m->other));
      if (m->leader >= 0)
        adj_json_add_string (o, "leader", leader_id (sc, m->leader));
      if (m->n_items > 0)
        json_object_object_add (o, "leaders", id_list (sc, m->items, m->n_items, TRUE));
      for (guint a = 0; a < ADJ_TGTW_N_ARMIES; a++)
        {
          json_object *sp = spend_to_json (&m->tp[a]);
          if (json_object_object_length (sp) > 0)
            json_object_object_add (o, a == 0 ? "attacker_points" : "defender_points", sp);
          else
            json_object_put (sp);
        }
      break;
    case ADJ_TGTW_MOVE_MORALE:
    case ADJ_TGTW_MOVE_DISORDER:
    case ADJ_TGTW_MOVE_OFF_MAP:
      adj_json_add_string (o, "unit", unit_id (sc, m->unit));
      if (m->type == ADJ_TGTW_MOVE_MORALE && m->leader >= 0)
        adj_json_add_string (o, "leader", leader_id (sc, m->leader));
      /* Points count in a morale check only: a disorder or a unit off the
       * map carries none, and its reader takes none. */
      if (m->type == ADJ_TGTW_MOVE_MORALE)
        add_plus (o, sc, m);
      break;
    case ADJ_TGTW_MOVE_CASUALTY:
      adj_json_add_string (o, "leader", leader_id (sc, m->leader));
      add_plus (o, sc, m);
      break;
    case ADJ_TGTW_MOVE_RALLY:
      json_object_object_add (o, "units", id_list (sc, m->items, m->n_items, FALSE));
      break;
    case ADJ_TGTW_MOVE_REPLACE:
      adj_json_add_string (o, "leader", leader_id (sc, m->leader));
      adj_json_add_string (o, "for", leader_id (sc, m->other));
      break;
    default:
      break;
    }
  add_dice (o, &m->dice);
  return o;
}

/* Reading. */

typedef struct {
  const AdjTgtwScenario *sc;
  const char *where;
} Reader;

/* The id in @key resolved by @find; absent and @optional leaves *out -1. */
static gboolean
ref (Reader *R, AdjJsonVal o, const char *key, gboolean optional, int (*find) (const AdjTgtwScenario *, const char *),
     const char *kind, int *out, GError **error)
{
  /* @kind is untranslated (NC_): translated only for a refusal, since
   * looking it up for every member read cost more than reading it. */
  GError *local = NULL;
  const char *id = optional ? adj_jsonread_get_string_opt (o, key, R->where, &local)
                            : adj_jsonread_get_string (o, key, R->where, &local);
  *out = -1;
  if (local != NULL)
    {
      g_propagate_error (error, local);
      return FALSE;
    }
  if (id == NULL)
    return TRUE;
  AdjJsonVal v = adj_jsonread_get (o, key);
  if ((size_t) adj_jsonread_string_len (v) != strlen (id))
    return adj_tgtw_bad_format (error, _("%s.%s: a text may not hold a NUL character (\\u0000)"), R->where, key);
  *out = find (R->sc, id);
  /* TRANSLATORS: a place in the file, a member, an id, then "unit", "leader", "army" or "sector" */
  return *out >= 0 || adj_tgtw_bad_format (error, _("%s.%s: '%s' is not a %s of this scenario"), R->where, key, id,
                                           ADJ_KIND (kind));
}

static gboolean
id_array (Reader *R, AdjJsonVal arr, const char *key, gboolean leaders, GArray *out, GError **error)
{
  if (!adj_jsonread_is (arr, json_type_array) || adj_jsonread_length (arr) > MAX_ITEMS)
    return adj_tgtw_bad_format (error, _("%s.%s: expected an array of ids"), R->where, key);
  for (guint i = 0; i < adj_jsonread_length (arr); i++)
    {
      AdjJsonVal v = adj_jsonread_index (arr, i);
      const char *id = adj_jsonread_is (v, json_type_string) ? adj_jsonread_string (v) : NULL;
      if (id != NULL && (size_t) adj_jsonread_string_len (v) != strlen (id))
        id = NULL;  /* a NUL inside: no id has one */
      int idx = leaders ? adj_tgtw_scenario_find_leader (R->sc, id) : adj_tgtw_scenario_find_unit (R->sc, id);
      if (idx < 0)
        return adj_tgtw_bad_format (error, _("%s.%s[%u]: not the id of a %s of this scenario"), R->where, key, i,
                    leaders ? ADJ_KIND (NC_ ("id kind", "leader")) : ADJ_KIND (NC_ ("id kind", "unit")));
      g_array_append_val (out, idx);
    }
  return TRUE;
}

/* {"count": n, "total": t}: a roll typed as its total (a melee's). */
static gboolean
read_total (Reader *R, AdjJsonVal o, AdjTgtwMove *m, AdjDie die, GError **error)
{
  g_autofree char *w = g_strdup_printf ("%s.dice", R->where);
  int count, total;
  if (!adj_jsonread_get_int (o, "count", 1, ADJ_TGTW_MAX_DICE, &count, w, error)
      || !adj_jsonread_get_int (o, "total", adj_die_min (die), ADJ_TGTW_MAX_DICE * adj_die_max (die), &total, w, error))
    return FALSE;
  adj_tgtw_dice_summed (&m->dice, (guint) count, total);
  return TRUE;
}

static gboolean
read_dice (Reader *R, AdjJsonVal o, AdjTgtwMove *m, AdjDie die, GError **error)
{
  AdjJsonVal arr = NULL;
  if (!((arr = adj_jsonread_get (o, "dice")) != NULL))
    return TRUE;
  /* Only MCT2 reads a total (7.0); other rolls are read die by die. */
  if (adj_jsonread_is (arr, json_type_object) && m->type == ADJ_TGTW_MOVE_MELEE)
    return read_total (R, arr, m, die, error);
  if (!adj_jsonread_is (arr, json_type_array) || adj_jsonread_length (arr) > ADJ_TGTW_MAX_DICE)
    return adj_tgtw_bad_format (error, _("%s.dice: expected an array of at most %d faces"), R->where, ADJ_TGTW_MAX_DICE);
  int values[ADJ_TGTW_MAX_DICE];
  guint n = (guint) adj_jsonread_length (arr);
  for (guint i = 0; i < n; i++)
    {
      AdjJsonVal v = adj_jsonread_index (arr, i);
      /* Checked first without a path: it is formatted only for a refusal. */
      if (adj_jsonread_check_int (v, adj_die_min (die), adj_die_max (die), &values[i], R->where, NULL))
        continue;
      g_autofree char *w = g_strdup_printf ("%s.dice[%u]", R->where, i);
      return adj_jsonread_check_int (v, adj_die_min (die), adj_die_max (die), &values[i], w, error);
    }
  adj_tgtw_dice_typed (&m->dice, values, n);
  gboolean is_virtual = FALSE;
  guint64 seed = 0;
  if (!adj_jsonread_get_seed_opt (o, "seed", &is_virtual, &seed, R->where, error))
    return FALSE;
  if (!is_virtual)
    return TRUE;
  adj_tgtw_dice_virtual (&m->dice, die, n, seed);
  for (guint i = 0; i < n; i++)
    if (m->dice.values[i] != values[i])
      return adj_tgtw_bad_format (error, _("%s.dice: the seed rolls %d, not %d"), R->where, m->dice.values[i], values[i]);
  return TRUE;
}

static gboolean
read_spend (Reader *R, AdjJsonVal o, const char *key, AdjTgtwMeleeSpend *sp, GError **error)
{
  AdjJsonVal v = NULL;
  if (!((v = adj_jsonread_get (o, key)) != NULL))
    return TRUE;
  g_autofree char *w = g_strdup_printf ("%s.%s", R->where, key);
  if (!adj_jsonread_is (v, json_type_object))
    return adj_tgtw_bad_format (error, _("%s: expected an object"), w);
  return adj_jsonread_get_int_opt (v, "plus", 0, 9, &sp->plus, w, error)
         && adj_jsonread_get_int_opt (v, "mct1", 0, 20, &sp->mct1, w, error)
         && adj_jsonread_get_int_opt (v, "cancel", 0, 20, &sp->cancel, w, error)
         && adj_jsonread_get_int_opt (v, "mct2_shift", 0, 20, &sp->mct2_shift, w, error)
         && adj_jsonread_get_int_opt (v, "mct2_dice", 0, 20, &sp->mct2_dice, w, error);
}

static gboolean
read_plus (Reader *R, AdjJsonVal o, AdjTgtwMove *m, GError **error)
{
  AdjJsonVal p = NULL;
  if (!((p = adj_jsonread_get (o, "plus")) != NULL))
    return TRUE;
  g_autofree char *w = g_strdup_printf ("%s.plus", R->where);
  Reader inner = { R->sc, w };
  return adj_jsonread_is (p, json_type_object)
           ? ref (&inner, p, "army", FALSE, adj_tgtw_scenario_find_army, NC_ ("id kind", "army"), &m->army, error)
               && adj_jsonread_get_int (p, "points", 0, 9, &m->plus[0], w, error)
           : adj_tgtw_bad_format (error, _("%s: expected {\"army\": ID, \"points\": N}"), w);
}

static gboolean
read_missile (Reader *R, AdjJsonVal o, AdjTgtwMove *m, GError **error)
{
  AdjJsonVal firers = NULL, leaders = NULL;
  g_autoptr (GArray) items = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr (GArray) ranges = g_array_new (FALSE, TRUE, sizeof (int));
  if (!ref (R, o, "target", FALSE, adj_tgtw_scenario_find_unit, NC_ ("id kind", "unit"), &m->unit, error)
      || !adj_jsonread_get_int_opt (o, "plus", 0, 9, &m->plus[0], R->where, error))
    return FALSE;
  if (!((firers = adj_jsonread_get (o, "firers")) != NULL) || !adj_jsonread_is (firers, json_type_array)
      || adj_jsonread_length (firers) > 64)
    return adj_tgtw_bad_format (error, _("%s.firers: expected an array of {\"unit\": ID, \"range\": N}"), R->where);
  for (guint i = 0; i < adj_jsonread_length (firers); i++)
    {
      g_autofree char *w = g_strdup_printf ("%s.firers[%u]", R->where, i);
      Reader inner = { R->sc, w };
      AdjJsonVal f = adj_jsonread_index (firers, i);
      int unit, range;
      if (!ref (&inner, f, "unit", FALSE, adj_tgtw_scenario_find_unit, NC_ ("id kind", "unit"), &unit, error)
          || !adj_jsonread_get_int (f, "range", 1, 99, &range, w, error))
        return FALSE;
      g_array_append_val (items, unit);
      g_array_append_val (ranges, range);
    }
  m->n_firers = items->len;
  if (((leaders = adj_jsonread_get (o, "leaders")) != NULL) && !id_array (R, leaders, "leaders", TRUE, items, error))
    return FALSE;
  g_array_set_size (ranges, items->len);
  adj_tgtw_move_set_items (m, (int *) items->data, (int *) ranges->data, items->len);
  GError *local = NULL;
  const char *formation = adj_jsonread_get_string_opt (o, "formation", R->where, &local);
  if (local != NULL)
    {
      g_propagate_error (error, local);
      return FALSE;
    }
  if (formation != NULL && (m->formation = adj_tgtw_formation_from_string (formation)) < 0)
    return adj_tgtw_bad_format (error, _("%s.formation: '%s' is not a row of the TDT"), R->where, formation);
  return TRUE;
}

static gboolean
read_body (Reader *R, AdjJsonVal o, AdjTgtwMove *m, GError **error)
{
  AdjJsonVal arr = NULL;
  g_autoptr (GArray) items = g_array_new (FALSE, FALSE, sizeof (int));
  const char *unit_kind = NC_ ("id kind", "unit"), *leader_kind = NC_ ("id kind", "leader");
  const char *army_kind = NC_ ("id kind", "army"), *sector_kind = NC_ ("id kind", "sector");
  switch (m->type)
    {
    case ADJ_TGTW_MOVE_INITIATIVE:
      if (((arr = adj_jsonread_get (o, "plus")) != NULL))
        {
          g_autofree char *w0 = g_strdup_printf ("%s.plus[0]", R->where), *w1 = g_strdup_printf ("%s.plus[1]", R->where);
          if (!adj_jsonread_is (arr, json_type_array) || adj_jsonread_length (arr) != 2)
            return adj_tgtw_bad_format (error, _("%s.plus: expected [N, N]"), R->where);
          if (!adj_jsonread_check_int (adj_jsonread_index (arr, 0), 0, 9, &m->plus[0], w0, error)
              || !adj_jsonread_check_int (adj_jsonread_index (arr, 1), 0, 9, &m->plus[1], w1, error))
            return FALSE;
        }
      return ref (R, o, "sector", FALSE, adj_tgtw_scenario_find_sector, sector_kind, &m->sector, error)
             && read_dice (R, o, m, ADJ_DIE_D10X, error);
    case ADJ_TGTW_MOVE_FIRST:
      return ref (R, o, "sector", FALSE, adj_tgtw_scenario_find_sector, sector_kind, &m->sector, error)
             && ref (R, o, "army", FALSE, adj_tgtw_scenario_find_army, army_kind, &m->army, error);
    case ADJ_TGTW_MOVE_CARDS:
      if (!ref (R, o, "army", FALSE, adj_tgtw_scenario_find_army, army_kind, &m->army, error))
        return FALSE;
      if (!((arr = adj_jsonread_get (o, "cards")) != NULL) || !adj_jsonread_is (arr, json_type_object))
        return adj_tgtw_bad_format (error, _("%s.cards: expected an object of sector ids"), R->where);
      {
        g_autofree char *w = g_strdup_printf ("%s.cards", R->where);
        adj_jsonread_foreach (arr, key, value)
          {
            int sec = adj_tgtw_scenario_find_sector (R->sc, key);
            g_autofree char *kw = g_strdup_printf ("%s.%s", w, key);
            if (sec < 0)
              return adj_tgtw_bad_format (error, _("%s: not a sector of this scenario"), kw);
            if (!adj_jsonread_check_int (value, 0, ADJ_TGTW_N_CARDS, &m->cards[sec], kw, error))
              return FALSE;
          }
      }
      return TRUE;
    case ADJ_TGTW_MOVE_NEXT:
    case ADJ_TGTW_MOVE_OVERRULE:
      return TRUE;
    case ADJ_TGTW_MOVE_MISSILE:
      return read_missile (R, o, m, error) && read_dice (R, o, m, ADJ_DIE_D6, error);
    case ADJ_TGTW_MOVE_MELEE:
      if (!ref (R, o, "attacker", FALSE, adj_tgtw_scenario_find_unit, unit_kind, &m->unit, error)
          || !ref (R, o, "defender", FALSE, adj_tgtw_scenario_find_unit, unit_kind, &m->other, error)
          || !ref (R, o, "leader", TRUE, adj_tgtw_scenario_find_leader, leader_kind, &m->leader, error)
          || !read_spend (R, o, "attacker_points", &m->tp[0], error)
          || !read_spend (R, o, "defender_points", &m->tp[1], error)
          || !read_dice (R, o, m, ADJ_DIE_D6, error))
        return FALSE;
      if (((arr = adj_jsonread_get (o, "leaders")) != NULL) && !id_array (R, arr, "leaders", TRUE, items, error))
        return FALSE;
      adj_tgtw_move_set_items (m, (int *) items->data, NULL, items->len);
      return TRUE;
    case ADJ_TGTW_MOVE_MORALE:
      return ref (R, o, "unit", FALSE, adj_tgtw_scenario_find_unit, unit_kind, &m->unit, error)
             && ref (R, o, "leader", TRUE, adj_tgtw_scenario_find_leader, leader_kind, &m->leader, error)
             && read_plus (R, o, m, error) && read_dice (R, o, m, ADJ_DIE_D10X, error);
    case ADJ_TGTW_MOVE_CASUALTY:
      return ref (R, o, "leader", FALSE, adj_tgtw_scenario_find_leader, leader_kind, &m->leader, error)
             && read_plus (R, o, m, error) && read_dice (R, o, m, ADJ_DIE_D10X, error);
    case ADJ_TGTW_MOVE_RALLY:
      if (!((arr = adj_jsonread_get (o, "units")) != NULL))
        return adj_tgtw_bad_format (error, _("%s.units: missing"), R->where);
      if (!id_array (R, arr, "units", FALSE, items, error))
        return FALSE;
      adj_tgtw_move_set_items (m, (int *) items->data, NULL, items->len);
      return TRUE;
    case ADJ_TGTW_MOVE_DISORDER:
    case ADJ_TGTW_MOVE_OFF_MAP:
      return ref (R, o, "unit", FALSE, adj_tgtw_scenario_find_unit, unit_kind, &m->unit, error);
    case ADJ_TGTW_MOVE_REPLACE:
      return ref (R, o, "leader", FALSE, adj_tgtw_scenario_find_leader, leader_kind, &m->leader, error)
             && ref (R, o, "for", FALSE, adj_tgtw_scenario_find_leader, leader_kind, &m->other, error);
    default:
      return FALSE;
    }
}

AdjTgtwMove *
adj_tgtw_move_read (AdjJsonVal obj, const AdjTgtwScenario *sc, const char *where, GError **error)
{
  AdjTgtwMoveType type;
  Reader R = { sc, where };
  if (!adj_jsonread_is (obj, json_type_object))
    {
      adj_tgtw_bad_format (error, _("%s: expected an object"), where);
      return NULL;
    }
  const char *name = adj_jsonread_get_string (obj, "type", where, error);
  if (name == NULL)
    return NULL;
  if (!adj_tgtw_move_type_from_string (name, &type))
    {
      adj_tgtw_bad_format (error, _("%s.type: '%s' is not a move of The Glory that Was"), where, name);
      return NULL;
    }
  g_autoptr (AdjTgtwMove) m = adj_tgtw_move_new (type);
  GError *local = NULL;
  if (!read_body (&R, obj, m, &local))
    {
      if (local == NULL)
        local = g_error_new (ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: not a valid move"), where);
      g_propagate_error (error, local);
      return NULL;
    }
  return g_steal_pointer (&m);
}

AdjTgtwMove *
adj_tgtw_move_from_json (json_object *obj, const AdjTgtwScenario *scenario, const char *where, GError **error)
{
  return adj_jsonread_object_with (obj, (AdjJsonReadFunc) adj_tgtw_move_read, scenario, where, error);
}
