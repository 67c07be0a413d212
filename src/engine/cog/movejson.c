/* Moves as JSON: ids, never indexes, so a save reads well; every member
 * checked on the way in, errors with the JSON path. */
#include "cog/move.h"

#include "cog/combatchart.h"
#include "cog/jsonread.h"
#include "cog/state.h"
#include "core/error.h"
#include "core/jsonread.h"
#include "core/i18n.h"
#include "core/jsonutil.h"

typedef int (*Finder) (const AdjCogBattle *b, const char *id);

static void
add_ref (json_object *o, const char *key, const char *id)
{
  json_object_object_add (o, key, json_object_new_string (id));
}

static json_object *
unit_list (const AdjCogBattle *b, const guint *units, guint n)
{
  json_object *arr = json_object_new_array ();
  for (guint i = 0; i < n; i++)
    json_object_array_add (arr, json_object_new_string (adj_cog_battle_unit (b, units[i])->id));
  return arr;
}

static json_object *
roll_list (const AdjCogBattle *b, const AdjCogUnitRoll *rolls, guint n)
{
  json_object *arr = json_object_new_array ();
  for (guint i = 0; i < n; i++)
    {
      json_object *o = json_object_new_object ();
      add_ref (o, "unit", adj_cog_battle_unit (b, rolls[i].unit)->id);
      json_object_object_add (o, "roll", json_object_new_int (rolls[i].roll));
      json_object_array_add (arr, o);
    }
  return arr;
}

static void
add_flag (json_object *o, const char *key, gboolean value)
{
  if (value)
    json_object_object_add (o, key, json_object_new_boolean (TRUE));
}

static void
combat_to_json (json_object *o, const AdjCogCombatMove *c, const AdjCogBattle *b)
{
  json_object_object_add (o, "attackers", unit_list (b, c->attackers, c->n_attackers));
  json_object_object_add (o, "defenders", unit_list (b, c->defenders, c->n_defenders));
  if (c->n_retreated_in > 0)
    json_object_object_add (o, "retreated_in", unit_list (b, c->retreated_in, c->n_retreated_in));
  if (c->attacker_am >= 0)
    add_ref (o, "attacker_am", adj_cog_battle_am (b, c->attacker_am)->id);
  if (c->defender_am >= 0)
    add_ref (o, "defender_am", adj_cog_battle_am (b, c->defender_am)->id);
  add_flag (o, "higher_ground", c->higher_ground);
  add_flag (o, "town", c->town);
  add_flag (o, "steep_slope", c->steep_slope);
  add_flag (o, "flank", c->flank);
  if (c->terrain != 0)
    json_object_object_add (o, "terrain", json_object_new_int (c->terrain));
  if (c->n_cavalry > 0)
    json_object_object_add (o, "cavalry", roll_list (b, c->cavalry, c->n_cavalry));
  json_object_object_add (o, "defender_rolls", roll_list (b, c->defender_rolls, c->n_defender_rolls));
  json_object_object_add (o, "attacker_rolls", roll_list (b, c->attacker_rolls, c->n_attacker_rolls));
}

json_object *
adj_cog_move_to_json (const AdjCogMove *m, const AdjCogBattle *b)
{
  json_object *o = json_object_new_object ();
  add_ref (o, "type", adj_cog_move_type_id (m->type));
  switch (m->type)
    {
    case ADJ_COG_MOVE_NEXT:
      add_ref (o, "step", adj_cog_step_id (m->step));
      break;
    case ADJ_COG_MOVE_EARLY_ENTRY:
    case ADJ_COG_MOVE_VARIABLE_ENTRY:
    case ADJ_COG_MOVE_ENTRY_ROLL:
      add_ref (o, "reinforcement", adj_cog_battle_reinforcement (b, m->index)->id);
      break;
    case ADJ_COG_MOVE_SCM_ROLL:
      add_ref (o, "scm", adj_cog_battle_scm (b, m->index)->id);
      break;
    case ADJ_COG_MOVE_COMMAND_ROLL:
      add_ref (o, "formation", adj_cog_battle_formation (b, m->index)->id);
      break;
    case ADJ_COG_MOVE_SET_ASIDE:
    case ADJ_COG_MOVE_WITHHOLD:
      add_ref (o, "cm", adj_cog_battle_cm (b, m->index)->id);
      break;
    case ADJ_COG_MOVE_AM_DRAW:
      if (m->n_drawn > 0 || !m->has_seed)
        {
          json_object *arr = json_object_new_array ();
          for (guint i = 0; i < m->n_drawn; i++)
            json_object_array_add (arr, json_object_new_string (adj_cog_battle_am (b, m->drawn[i])->id));
          json_object_object_add (o, "drawn", arr);
        }
      break;
    case ADJ_COG_MOVE_CM_DRAW:
      if (m->index >= 0)
        add_ref (o, "marker", m->special ? adj_cog_battle_scm (b, m->index)->id : adj_cog_battle_cm (b, m->index)->id);
      break;
    case ADJ_COG_MOVE_STEP_LOSS:
    case ADJ_COG_MOVE_ELIMINATE:
      add_ref (o, "reason", adj_cog_loss_reason_id (m->reason));
      /* fall through */
    case ADJ_COG_MOVE_REPLACEMENT:
      add_ref (o, "unit", adj_cog_battle_unit (b, m->index)->id);
      break;
    case ADJ_COG_MOVE_CONTROL:
      add_ref (o, "hex", adj_cog_battle_victory_hex (b, m->index)->hex);
      add_ref (o, "side", adj_cog_side_id (m->side));
      break;
    case ADJ_COG_MOVE_VP:
      json_object_object_add (o, "vp", json_object_new_int (m->value));
      add_ref (o, "reason", m->text);
      /* fall through */
    case ADJ_COG_MOVE_COMBAT_ACTION:
    case ADJ_COG_MOVE_AUTOMATIC_VICTORY:
      add_ref (o, "side", adj_cog_side_id (m->side));
      break;
    case ADJ_COG_MOVE_COMBAT:
      combat_to_json (o, &m->combat, b);
      break;
    case ADJ_COG_MOVE_CHART:
      add_ref (o, "column", adj_chart_column_key (adj_cog_battle_chart (b), (guint) m->index));
      add_ref (o, "row", adj_cog_chart_row_key ((guint) m->row));
      json_object_object_add (o, "value", m->immune ? json_object_new_string ("N") : json_object_new_int (m->value));
      break;
    }
  if (adj_cog_move_has_roll (m->type))
    json_object_object_add (o, "roll", json_object_new_int (m->roll));
  if (m->has_seed)
    json_object_object_add (o, "seed", adj_json_new_seed (m->seed));
  return o;
}

/* ---- reading ---- */

static gboolean
ref (AdjJsonVal o, const char *key, const AdjCogBattle *b, Finder find, const char *kind, int *out,
     const char *where, GError **error)
{
  const char *id;
  if (!adj_cog_jsonread_text (o, key, FALSE, ADJ_COG_MAX_TEXT, &id, where, error))
    return FALSE;
  *out = find (b, id);
  if (*out < 0)
    return adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s.%s: '%s' is not the id of a %s"), where, key, id,
                              kind);
  return TRUE;
}

static gboolean
side (AdjJsonVal o, AdjCogSide *out, const char *where, GError **error)
{
  const char *id;
  if (!adj_cog_jsonread_text (o, "side", FALSE, ADJ_COG_MAX_ID, &id, where, error))
    return FALSE;
  if (!adj_cog_side_from_id (id, out))
    return adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s.side: '%s' is neither \"csa\" nor \"union\""), where,
                              id);
  return TRUE;
}

static gboolean
units (AdjJsonVal o, const char *key, gboolean optional, const AdjCogBattle *b, guint *out, guint *n,
       const char *where, GError **error)
{
  AdjJsonVal arr;
  *n = 0;
  if (optional ? !adj_cog_jsonread_opt_array (o, key, ADJ_COG_MAX_COMBAT_UNITS, &arr, where, error)
               : (arr = adj_cog_jsonread_array (o, key, FALSE, ADJ_COG_MAX_COMBAT_UNITS, where, error)) == NULL)
    return FALSE;
  for (guint i = 0; arr != NULL && i < adj_jsonread_length (arr); i++)
    {
      AdjJsonVal item = adj_jsonread_index (arr, i);
      int u = adj_jsonread_is (item, json_type_string) ? adj_cog_battle_find_unit (b, adj_jsonread_string (item))
                                                           : -1;
      if (u < 0)
        return adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s.%s[%u]: expected the id of a unit"), where, key, i);
      out[(*n)++] = (guint) u;
    }
  return TRUE;
}

static gboolean
rolls (AdjJsonVal o, const char *key, const AdjCogBattle *b, AdjCogUnitRoll *out, guint *n, const char *where,
       GError **error)
{
  AdjJsonVal arr;
  *n = 0;
  if (!adj_cog_jsonread_opt_array (o, key, ADJ_COG_MAX_COMBAT_UNITS, &arr, where, error))
    return FALSE;
  for (guint i = 0; arr != NULL && i < adj_jsonread_length (arr); i++)
    {
      g_autofree char *w = g_strdup_printf ("%s.%s[%u]", where, key, i);
      AdjJsonVal item = adj_jsonread_index (arr, i);
      int u;
      if (!ref (item, "unit", b, adj_cog_battle_find_unit, "unit", &u, w, error)
          || !adj_cog_jsonread_roll (item, "roll", &out[*n].roll, w, error))
        return FALSE;
      out[(*n)++].unit = (guint) u;
    }
  return TRUE;
}

static gboolean
am_ref (AdjJsonVal o, const char *key, const AdjCogBattle *b, int *out, const char *where, GError **error)
{
  *out = -1;
  if (!(adj_jsonread_get (o, key) != NULL))
    return TRUE;
  return ref (o, key, b, adj_cog_battle_find_am, "Artillery Marker", out, where, error);
}

static gboolean
combat_from_json (AdjJsonVal o, AdjCogCombatMove *c, const AdjCogBattle *b, const char *w, GError **error)
{
  return units (o, "attackers", FALSE, b, c->attackers, &c->n_attackers, w, error)
         && units (o, "defenders", FALSE, b, c->defenders, &c->n_defenders, w, error)
         && units (o, "retreated_in", TRUE, b, c->retreated_in, &c->n_retreated_in, w, error)
         && am_ref (o, "attacker_am", b, &c->attacker_am, w, error)
         && am_ref (o, "defender_am", b, &c->defender_am, w, error)
         && adj_cog_jsonread_bool (o, "higher_ground", FALSE, &c->higher_ground, w, error)
         && adj_cog_jsonread_bool (o, "town", FALSE, &c->town, w, error)
         && adj_cog_jsonread_bool (o, "steep_slope", FALSE, &c->steep_slope, w, error)
         && adj_cog_jsonread_bool (o, "flank", FALSE, &c->flank, w, error)
         && adj_cog_jsonread_int (o, "terrain", -3, 3, 0, &c->terrain, w, error)
         && rolls (o, "cavalry", b, c->cavalry, &c->n_cavalry, w, error)
         && rolls (o, "defender_rolls", b, c->defender_rolls, &c->n_defender_rolls, w, error)
         && rolls (o, "attacker_rolls", b, c->attacker_rolls, &c->n_attacker_rolls, w, error);
}

static gboolean
drawn (AdjJsonVal o, AdjCogMove *m, const AdjCogBattle *b, const char *w, GError **error)
{
  AdjJsonVal arr;
  if (!adj_cog_jsonread_opt_array (o, "drawn", ADJ_COG_MAX_DRAWN, &arr, w, error))
    return FALSE;
  if (arr == NULL && !m->has_seed)
    return adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s: an AM draw has a seed or the markers drawn"), w);
  for (guint i = 0; arr != NULL && i < adj_jsonread_length (arr); i++)
    {
      AdjJsonVal item = adj_jsonread_index (arr, i);
      int am = adj_jsonread_is (item, json_type_string) ? adj_cog_battle_find_am (b, adj_jsonread_string (item))
                                                            : -1;
      if (am < 0)
        return adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s.drawn[%u]: expected the id of an Artillery Marker"),
                                  w, i);
      m->drawn[m->n_drawn++] = (guint) am;
    }
  return TRUE;
}

static int
find_marker (const AdjCogBattle *b, const char *id)
{
  int cm = adj_cog_battle_find_cm (b, id);
  int scm = adj_cog_battle_find_scm (b, id);
  return cm >= 0 ? cm : scm >= 0 ? (int) adj_cog_battle_n_cms (b) + scm : -1;
}

static int
find_reason (const char *id)
{
  for (int r = ADJ_COG_LOSS_COMBAT; r <= ADJ_COG_LOSS_SURRENDER; r++)
    if (g_strcmp0 (adj_cog_loss_reason_id (r), id) == 0)
      return r;
  return -1;
}

/* {"column": "3-1", "row": "attacker_drm", "value": -2 or "N"}. */
static gboolean
chart_cell (AdjJsonVal o, AdjCogMove *m, const AdjCogBattle *b, const char *w, GError **error)
{
  const char *column, *row;
  AdjJsonVal value;
  if (!adj_cog_jsonread_text (o, "column", FALSE, ADJ_COG_MAX_ID, &column, w, error)
      || !adj_cog_jsonread_text (o, "row", FALSE, ADJ_COG_MAX_ID, &row, w, error))
    return FALSE;
  m->index = adj_chart_find_column (adj_cog_battle_chart (b), column);
  if (m->index < 0)
    return adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s.column: '%s' is not a column of the battle's Combat Chart"),
                              w, column);
  for (m->row = 0; m->row < 3 && !g_str_equal (adj_cog_chart_row_key ((guint) m->row), row); m->row++)
    ;
  if (m->row == 3)
    return adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s.row: '%s' is not a row of the Combat Chart"), w, row);
  if (((value = adj_jsonread_get (o, "value")) != NULL) && adj_jsonread_is (value, json_type_string)
      && g_str_equal (adj_jsonread_string (value), "N"))
    {
      m->immune = TRUE;
      return TRUE;
    }
  if (value == NULL || !adj_jsonread_is (value, json_type_int))
    return adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s.value: expected a whole number or \"N\""), w);
  return adj_jsonread_get_int (o, "value", -99, 99, &m->value, w, error);
}

static gboolean
body (AdjJsonVal o, AdjCogMove *m, const AdjCogBattle *b, const char *w, GError **error)
{
  const char *text;
  switch (m->type)
    {
    case ADJ_COG_MOVE_NEXT:
      if (!adj_cog_jsonread_text (o, "step", FALSE, ADJ_COG_MAX_ID, &text, w, error))
        return FALSE;
      {
        AdjCogStep step;
        if (!adj_cog_step_from_id (text, &step))
          return adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s.step: '%s' is not a step of the turn"), w, text);
        m->step = (int) step;
        return TRUE;
      }
    case ADJ_COG_MOVE_EARLY_ENTRY:
    case ADJ_COG_MOVE_VARIABLE_ENTRY:
    case ADJ_COG_MOVE_ENTRY_ROLL:
      return ref (o, "reinforcement", b, adj_cog_battle_find_reinforcement, "reinforcement", &m->index, w, error);
    case ADJ_COG_MOVE_SCM_ROLL:
      return ref (o, "scm", b, adj_cog_battle_find_scm, "Special Command Marker", &m->index, w, error);
    case ADJ_COG_MOVE_COMMAND_ROLL:
      return ref (o, "formation", b, adj_cog_battle_find_formation, "formation", &m->index, w, error);
    case ADJ_COG_MOVE_SET_ASIDE:
    case ADJ_COG_MOVE_WITHHOLD:
      return ref (o, "cm", b, adj_cog_battle_find_cm, "Command Marker", &m->index, w, error);
    case ADJ_COG_MOVE_AM_DRAW:
      return drawn (o, m, b, w, error);
    case ADJ_COG_MOVE_CM_DRAW:
      if (m->has_seed && !(adj_jsonread_get (o, "marker") != NULL))
        return TRUE;
      if (!ref (o, "marker", b, find_marker, "Command Marker", &m->index, w, error))
        return FALSE;
      m->special = m->index >= (int) adj_cog_battle_n_cms (b);
      m->index -= m->special ? (int) adj_cog_battle_n_cms (b) : 0;
      return TRUE;
    case ADJ_COG_MOVE_STEP_LOSS:
    case ADJ_COG_MOVE_ELIMINATE:
      if (!adj_cog_jsonread_text (o, "reason", FALSE, ADJ_COG_MAX_ID, &text, w, error))
        return FALSE;
      if ((m->reason = find_reason (text)) < 0)
        return adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s.reason: '%s' is not a reason for a loss"), w, text);
      /* fall through */
    case ADJ_COG_MOVE_REPLACEMENT:
      return ref (o, "unit", b, adj_cog_battle_find_unit, "unit", &m->index, w, error);
    case ADJ_COG_MOVE_CONTROL:
      return ref (o, "hex", b, adj_cog_battle_find_victory_hex, "victory hex", &m->index, w, error)
             && side (o, &m->side, w, error);
    case ADJ_COG_MOVE_VP:
      if (!adj_jsonread_get_int (o, "vp", -99, 99, &m->value, w, error)
          || !adj_cog_jsonread_text (o, "reason", FALSE, ADJ_COG_MAX_TEXT, &text, w, error))
        return FALSE;
      m->text = g_strdup (text);
      /* fall through */
    case ADJ_COG_MOVE_COMBAT_ACTION:
    case ADJ_COG_MOVE_AUTOMATIC_VICTORY:
      return side (o, &m->side, w, error);
    case ADJ_COG_MOVE_COMBAT:
      return combat_from_json (o, &m->combat, b, w, error);
    case ADJ_COG_MOVE_CHART:
      return chart_cell (o, m, b, w, error);
    }
  return FALSE;
}

AdjCogMove *
adj_cog_move_read (AdjJsonVal o, const AdjCogBattle *b, const char *where, GError **error)
{
  const char *type;
  if (!adj_jsonread_is (o, json_type_object))
    {
      adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s: expected an object"), where);
      return NULL;
    }
  if (!adj_cog_jsonread_text (o, "type", FALSE, ADJ_COG_MAX_ID, &type, where, error))
    return NULL;
  int t;
  for (t = 0; t < ADJ_COG_N_MOVE_TYPES && !g_str_equal (adj_cog_move_type_id (t), type); t++)
    ;
  if (t == ADJ_COG_N_MOVE_TYPES)
    {
      adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s.type: '%s' is not a Clash of Giants III move"), where, type);
      return NULL;
    }
  g_autoptr (AdjCogMove) m = adj_cog_move_new (t);
  if (!adj_jsonread_get_seed_opt (o, "seed", &m->has_seed, &m->seed, where, error) || !body (o, m, b, where, error))
    return NULL;
  if (adj_cog_move_has_roll (m->type) && !adj_cog_jsonread_roll (o, "roll", &m->roll, where, error))
    return NULL;
  return g_steal_pointer (&m);
}

AdjCogMove *
adj_cog_move_from_json (json_object *obj, const AdjCogBattle *b, const char *where, GError **error)
{
  return adj_jsonread_object_with (obj, (AdjJsonReadFunc) adj_cog_move_read, b, where, error);
}
