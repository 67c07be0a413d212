/* The "adjutant-cog-battle" loader, part one: the file, its sides, turns,
 * entry hexes, formations with their Command Tracks, the reinforcement
 * schedule and the units. Markers, the chart and victory points are read
 * by battlemarkers.c. Nothing is returned unless the whole file passed;
 * every error names the file, the JSON path and the reason. */
#include "cog/battlejson-private.h"

#include <string.h>

#include "cog/combatchart.h"
#include "cog/ruleset.h"
#include "rulesets.h"
#include "core/error.h"
#include "core/i18n.h"
#include "core/jsonmembers.h"
#include "core/jsonutil.h"

gboolean
adj_cog_bj_turn (CogLoader *L, json_object *obj, const char *key, gboolean optional, int *out,
                 const char *where, GError **error)
{
  const char *label;
  *out = -1;
  if (!adj_cog_json_text (obj, key, optional, ADJ_COG_MAX_ID, &label, where, error))
    return FALSE;
  if (label == NULL)
    return TRUE;
  *out = adj_cog_battle_find_turn (L->b, label);
  if (*out < 0)
    return adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s.%s: '%s' is not a turn of the turn track"), where,
                              key, label);
  return TRUE;
}

gboolean
adj_cog_bj_ref (GHashTable *ids, const char *kind, json_object *item, int *out, const char *where,
                GError **error)
{
  if (!json_object_is_type (item, json_type_string))
    return adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s: expected the id of a %s"), where, kind);
  const char *id = json_object_get_string (item);
  *out = GPOINTER_TO_INT (g_hash_table_lookup (ids, id)) - 1;
  if (*out < 0)
    return adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s: '%s' is not the id of a %s"), where, id, kind);
  return TRUE;
}

gboolean
adj_cog_bj_side (json_object *obj, const char *key, AdjCogSide *out, const char *where, GError **error)
{
  const char *id;
  if (!adj_cog_json_text (obj, key, FALSE, ADJ_COG_MAX_ID, &id, where, error))
    return FALSE;
  if (!adj_cog_side_from_id (id, out))
    return adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s.%s: '%s' is neither \"csa\" nor \"union\""), where,
                              key, id);
  return TRUE;
}

/* A list of formation ids of one side, at least one. */
gboolean
adj_cog_bj_formations (CogLoader *L, json_object *obj, AdjCogSide side, guint **out, guint *n_out,
                       const char *where, GError **error)
{
  json_object *arr = adj_cog_json_array (obj, "formations", FALSE, 64, where, error);
  if (arr == NULL)
    return FALSE;
  guint n = (guint) json_object_array_length (arr);
  if (n == 0)
    return adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s.formations: names no formation"), where);
  *out = g_new0 (guint, n);
  *n_out = n;
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *w = g_strdup_printf ("%s.formations[%u]", where, i);
      int f;
      if (!adj_cog_bj_ref (L->b->formation_ids, "formation", json_object_array_get_idx (arr, i), &f, w, error))
        return FALSE;
      if (L->b->formations[f].side != side)
        return adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s: '%s' is a formation of the other side"), w,
                                  L->b->formations[f].id);
      for (guint j = 0; j < i; j++)
        if ((*out)[j] == (guint) f)
          return adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s: '%s' appears twice"), w,
                                    L->b->formations[f].id);
      (*out)[i] = (guint) f;
    }
  return TRUE;
}

static gboolean
load_sides (CogLoader *L, json_object *root, GError **error)
{
  static const char *const dflt[ADJ_COG_N_SIDES] = { "Confederate", "Union" };
  json_object *sides = NULL;
  if (json_object_object_get_ex (root, "sides", &sides)
      && (sides = adj_json_member (root, "sides", json_type_object, L->root, error)) == NULL)
    return FALSE;
  for (guint s = 0; s < ADJ_COG_N_SIDES; s++)
    {
      json_object *one = NULL;
      const char *name = NULL;
      g_autofree char *w = g_strdup_printf ("%s.sides", L->root);
      if (sides != NULL && json_object_object_get_ex (sides, adj_cog_side_id (s), &one))
        {
          g_autofree char *w1 = g_strdup_printf ("%s.%s", w, adj_cog_side_id (s));
          if (adj_json_member (sides, adj_cog_side_id (s), json_type_object, w, error) == NULL
              || !adj_cog_json_text (one, "name", FALSE, ADJ_COG_MAX_TEXT, &name, w1, error))
            return FALSE;
        }
      L->b->side_names[s] = g_strdup (name ? name : dflt[s]);
    }
  return TRUE;
}

static gboolean
load_turns (CogLoader *L, json_object *root, GError **error)
{
  json_object *arr = adj_cog_json_array (root, "turns", FALSE, ADJ_COG_MAX_TURNS, L->root, error);
  if (arr == NULL)
    return FALSE;
  L->b->n_turns = (guint) json_object_array_length (arr);
  if (L->b->n_turns == 0)
    return adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s.turns: the turn track has no turn"), L->root);
  L->b->turns = g_new0 (AdjCogTurn, L->b->n_turns);
  for (guint i = 0; i < L->b->n_turns; i++)
    {
      g_autofree char *w = g_strdup_printf ("%s.turns[%u]", L->root, i);
      json_object *t = json_object_array_get_idx (arr, i);
      AdjCogTurn *turn = &L->b->turns[i];
      const char *label, *time;
      if (!adj_cog_json_id (t, "label", L->turn_seen, &label, w, error)
          || !adj_cog_json_text (t, "time", TRUE, ADJ_COG_MAX_ID, &time, w, error)
          || !adj_cog_json_bool (t, "night", FALSE, &turn->night, w, error))
        return FALSE;
      turn->label = g_strdup (label);
      turn->time = g_strdup (time);
      g_hash_table_insert (L->b->turn_ids, turn->label, GINT_TO_POINTER (i + 1));
    }
  return TRUE;
}

static gboolean
load_entry_hexes (CogLoader *L, json_object *root, GError **error)
{
  json_object *arr = adj_cog_json_array (root, "entry_hexes", FALSE, ADJ_COG_MAX_ENTRY_HEXES, L->root, error);
  if (arr == NULL)
    return FALSE;
  L->b->n_entry_hexes = (guint) json_object_array_length (arr);
  L->b->entry_hexes = g_new0 (char *, L->b->n_entry_hexes + 1);
  g_autoptr (GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < L->b->n_entry_hexes; i++)
    {
      g_autofree char *w = g_strdup_printf ("%s.entry_hexes[%u]", L->root, i);
      json_object *item = json_object_array_get_idx (arr, i);
      const char *label = json_object_is_type (item, json_type_string) ? json_object_get_string (item) : NULL;
      if (label == NULL || *label == '\0' || strlen (label) > ADJ_COG_MAX_ID
          || !g_utf8_validate (label, -1, NULL))
        return adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s: expected the letter of an Entry Hex"), w);
      if (!g_hash_table_add (seen, (char *) label))
        return adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s: '%s' appears twice"), w, label);
      L->b->entry_hexes[i] = g_strdup (label);
    }
  return TRUE;
}

static gboolean
load_track (json_object *arr, int *ma, const char *where, GError **error)
{
  if (arr == NULL || json_object_array_length (arr) != 6)
    return adj_cog_json_fail (error, ADJ_ERROR_FORMAT,
                              _("%s: expected six movement allowances, for die rolls 1 to 6"), where);
  for (guint r = 0; r < 6; r++)
    {
      g_autofree char *w = g_strdup_printf ("%s[%u]", where, r);
      if (!adj_json_check_int (json_object_array_get_idx (arr, r), 0, 30, &ma[r], w, error))
        return FALSE;
    }
  return TRUE;
}

/* "command_track": {"source": "user", "ma": [6], "second": {"ma": [6],
 * "turns": [labels]}} (10.2). */
static gboolean
load_command_track (CogLoader *L, json_object *fo, AdjCogFormation *f, const char *where, GError **error)
{
  g_autofree char *w = g_strdup_printf ("%s.command_track", where);
  json_object *t = adj_json_member (fo, "command_track", json_type_object, where, error);
  const char *source;
  if (t == NULL || !adj_cog_json_text (t, "source", FALSE, ADJ_COG_MAX_ID, &source, w, error))
    return FALSE;
  if (!g_str_equal (source, "user"))
    return adj_cog_json_fail (error, ADJ_ERROR_FORMAT,
                              _("%s.source: the rulebook prints no Command Track (10.2): it is \"user\", "
                                "typed from the battle book"), w);
  g_autofree char *wma = g_strdup_printf ("%s.ma", w);
  json_object *second = NULL;
  if (!load_track (adj_cog_json_array (t, "ma", FALSE, 6, w, error), f->ma, wma, error))
    return FALSE;
  if (!json_object_object_get_ex (t, "second", &second))
    return TRUE;
  g_autofree char *w2 = g_strdup_printf ("%s.second", w);
  g_autofree char *w2ma = g_strdup_printf ("%s.ma", w2);
  if ((second = adj_json_member (t, "second", json_type_object, w, error)) == NULL
      || !load_track (adj_cog_json_array (second, "ma", FALSE, 6, w2, error), f->second_ma, w2ma, error))
    return FALSE;
  json_object *turns = adj_cog_json_array (second, "turns", FALSE, ADJ_COG_MAX_TURNS, w2, error);
  if (turns == NULL)
    return FALSE;
  f->has_second = TRUE;
  f->n_second_turns = (guint) json_object_array_length (turns);
  f->second_turns = g_new0 (guint, f->n_second_turns + 1);
  for (guint i = 0; i < f->n_second_turns; i++)
    {
      g_autofree char *wt = g_strdup_printf ("%s.turns[%u]", w2, i);
      int turn;
      if (!adj_cog_bj_ref (L->b->turn_ids, "turn", json_object_array_get_idx (turns, i), &turn, wt, error))
        return FALSE;
      f->second_turns[i] = (guint) turn;
    }
  return TRUE;
}

static gboolean
load_formations (CogLoader *L, json_object *root, GError **error)
{
  json_object *arr = adj_cog_json_array (root, "formations", FALSE, ADJ_COG_MAX_FORMATIONS, L->root, error);
  if (arr == NULL)
    return FALSE;
  L->b->n_formations = (guint) json_object_array_length (arr);
  L->b->formations = g_new0 (AdjCogFormation, L->b->n_formations);
  for (guint i = 0; i < L->b->n_formations; i++)
    {
      g_autofree char *w = g_strdup_printf ("%s.formations[%u]", L->root, i);
      json_object *fo = json_object_array_get_idx (arr, i);
      AdjCogFormation *f = &L->b->formations[i];
      const char *id, *name;
      if (!adj_cog_json_id (fo, "id", L->seen, &id, w, error)
          || !adj_cog_json_text (fo, "name", FALSE, ADJ_COG_MAX_TEXT, &name, w, error)
          || !adj_cog_bj_side (fo, "side", &f->side, w, error))
        return FALSE;
      f->id = g_strdup (id);
      f->name = g_strdup (name);
      if (!load_command_track (L, fo, f, w, error))
        return FALSE;
      g_hash_table_insert (L->b->formation_ids, f->id, GINT_TO_POINTER (i + 1));
    }
  return TRUE;
}

static gboolean
entry_hex (CogLoader *L, json_object *o, const char *key, gboolean optional, int *out, const char *where,
           GError **error)
{
  const char *label;
  *out = -1;
  if (!adj_cog_json_text (o, key, optional, ADJ_COG_MAX_ID, &label, where, error))
    return FALSE;
  for (guint i = 0; label != NULL && i < L->b->n_entry_hexes; i++)
    if (g_str_equal (L->b->entry_hexes[i], label))
      *out = (int) i;
  if (label != NULL && *out < 0)
    return adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s.%s: '%s' is not one of the battle's entry_hexes"),
                              where, key, label);
  return TRUE;
}

static gboolean
load_reinforcements (CogLoader *L, json_object *root, GError **error)
{
  json_object *arr;
  if (!adj_cog_json_opt_array (root, "reinforcements", ADJ_COG_MAX_REINFORCEMENTS, &arr, L->root, error))
    return FALSE;
  if (arr == NULL)
    return TRUE;
  L->b->n_reinforcements = (guint) json_object_array_length (arr);
  L->b->reinforcements = g_new0 (AdjCogReinforcement, L->b->n_reinforcements);
  for (guint i = 0; i < L->b->n_reinforcements; i++)
    {
      g_autofree char *w = g_strdup_printf ("%s.reinforcements[%u]", L->root, i);
      json_object *ro = json_object_array_get_idx (arr, i);
      AdjCogReinforcement *r = &L->b->reinforcements[i];
      const char *id;
      int f, turn, entry;
      if (!adj_cog_json_id (ro, "id", L->seen, &id, w, error))
        return FALSE;
      r->id = g_strdup (id);
      g_autofree char *wf = g_strdup_printf ("%s.formation", w);
      if (!adj_cog_bj_ref (L->b->formation_ids, "formation", json_object_object_get (ro, "formation"), &f, wf,
                           error)
          || !adj_cog_bj_turn (L, ro, "turn", FALSE, &turn, w, error)
          || !entry_hex (L, ro, "entry", FALSE, &entry, w, error)
          || !entry_hex (L, ro, "alternate", TRUE, &r->alternate, w, error)
          || !adj_cog_json_bool (ro, "early_entry", turn > 0, &r->early_entry, w, error)
          || !adj_cog_json_bool (ro, "variable", L->b->variable_reinforcements, &r->variable, w, error))
        return FALSE;
      r->formation = (guint) f;
      r->turn = (guint) turn;
      r->entry = (guint) entry;
      if (r->early_entry && turn == 0)
        return adj_cog_json_fail (error, ADJ_ERROR_INVALID,
                                  _("%s.early_entry: units due on the first turn never enter early (9.3)"), w);
      if (r->variable && !L->b->variable_reinforcements)
        return adj_cog_json_fail (error, ADJ_ERROR_INVALID,
                                  _("%s.variable: the battle does not use Variable Reinforcements (9.4)"), w);
      g_hash_table_insert (L->b->reinforcement_ids, r->id, GINT_TO_POINTER (i + 1));
    }
  return TRUE;
}

static gboolean
load_unit (CogLoader *L, json_object *uo, AdjCogUnit *u, const char *w, GError **error)
{
  const char *id, *name, *type;
  int f;
  g_autofree char *wf = g_strdup_printf ("%s.formation", w);
  if (!adj_cog_json_id (uo, "id", L->seen, &id, w, error)
      || !adj_cog_json_text (uo, "name", FALSE, ADJ_COG_MAX_TEXT, &name, w, error)
      || !adj_cog_bj_ref (L->b->formation_ids, "formation", json_object_object_get (uo, "formation"), &f, wf,
                          error)
      || !adj_cog_json_text (uo, "type", TRUE, ADJ_COG_MAX_ID, &type, w, error))
    return FALSE;
  u->id = g_strdup (id);
  u->name = g_strdup (name);
  u->formation = (guint) f;
  if (type == NULL || g_str_equal (type, "infantry"))
    u->type = ADJ_COG_INFANTRY;
  else if (g_str_equal (type, "cavalry"))
    u->type = ADJ_COG_CAVALRY;
  else
    return adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s.type: '%s' is neither \"infantry\" nor \"cavalry\""),
                              w, type);
  if (!adj_json_get_int (uo, "steps", 1, 3, &u->steps, w, error)
      || !adj_cog_json_int (uo, "start_steps", 1, u->steps, u->steps, &u->start_steps, w, error)
      || !adj_json_get_int (uo, "ter", 1, 6, &u->ter, w, error)
      || !adj_cog_json_bool (uo, "may_attack", TRUE, &u->may_attack, w, error))
    return FALSE;
  /* Cavalry moves by its printed allowance, infantry by its Command Track (3.2.5). */
  if (u->type == ADJ_COG_CAVALRY && !adj_json_get_int (uo, "ma", 1, 30, &u->ma, w, error))
    return FALSE;
  if (u->type == ADJ_COG_INFANTRY && json_object_object_get_ex (uo, "ma", NULL))
    return adj_cog_json_fail (error, ADJ_ERROR_FORMAT,
                              _("%s.ma: infantry moves by its formation's Command Track (3.2.5)"), w);
  u->arrives = -1;
  json_object *arrives = NULL;
  if (json_object_object_get_ex (uo, "arrives", &arrives))
    {
      g_autofree char *wa = g_strdup_printf ("%s.arrives", w);
      if (!adj_cog_bj_ref (L->b->reinforcement_ids, "reinforcement", arrives, &u->arrives, wa, error))
        return FALSE;
      /* One colour arriving on one turn is one Formation (3.2.3). */
      if (L->b->reinforcements[u->arrives].formation != u->formation)
        return adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s: '%s' brings units of another formation"), wa,
                                  L->b->reinforcements[u->arrives].id);
    }
  return TRUE;
}

static gboolean
load_units (CogLoader *L, json_object *root, GError **error)
{
  json_object *arr = adj_cog_json_array (root, "units", FALSE, ADJ_COG_MAX_UNITS, L->root, error);
  if (arr == NULL)
    return FALSE;
  L->b->n_units = (guint) json_object_array_length (arr);
  L->b->units = g_new0 (AdjCogUnit, L->b->n_units);
  for (guint i = 0; i < L->b->n_units; i++)
    {
      g_autofree char *w = g_strdup_printf ("%s.units[%u]", L->root, i);
      if (!load_unit (L, json_object_array_get_idx (arr, i), &L->b->units[i], w, error))
        return FALSE;
      g_hash_table_insert (L->b->unit_ids, L->b->units[i].id, GINT_TO_POINTER (i + 1));
    }
  for (guint r = 0; r < L->b->n_reinforcements; r++)
    {
      gboolean any = FALSE;
      for (guint i = 0; i < L->b->n_units && !any; i++)
        any = L->b->units[i].arrives == (int) r;
      if (!any)
        return adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s.reinforcements[%u]: no unit arrives with '%s'"),
                                  L->root, r, L->b->reinforcements[r].id);
    }
  return TRUE;
}

static gboolean
load_battle (CogLoader *L, json_object *root, GError **error)
{
  const char *format, *id, *title, *notes;
  int version;
  if (!json_object_is_type (root, json_type_object))
    return adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s: expected an object"), L->root);
  if (!adj_cog_json_text (root, "format", FALSE, ADJ_COG_MAX_ID, &format, L->root, error))
    return FALSE;
  if (!g_str_equal (format, ADJ_COG_BATTLE_FORMAT))
    return adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s.format: '%s' is not \"%s\""), L->root, format,
                              ADJ_COG_BATTLE_FORMAT);
  if (!adj_json_get_version (root, ADJ_COG_BATTLE_VERSION, ADJ_COG_BATTLE_VERSION, &version, L->root,
                         error)
      || !adj_cog_json_id (root, "id", NULL, &id, L->root, error)
      || !adj_cog_json_text (root, "title", FALSE, ADJ_COG_MAX_TEXT, &title, L->root, error)
      || !adj_cog_json_text (root, "notes", TRUE, ADJ_COG_MAX_NOTES, &notes, L->root, error)
      || !adj_cog_json_bool (root, "invented", FALSE, &L->b->invented, L->root, error)
      || !adj_cog_json_bool (root, "variable_reinforcements", FALSE, &L->b->variable_reinforcements, L->root,
                             error))
    return FALSE;
  L->b->id = g_strdup (id);
  L->b->title = g_strdup (title);
  L->b->notes = g_strdup (notes);
  return load_sides (L, root, error) && load_turns (L, root, error) && load_entry_hexes (L, root, error)
         && load_formations (L, root, error) && load_reinforcements (L, root, error)
         && load_units (L, root, error) && adj_cog_bj_load_markers (L, root, error)
         && adj_cog_bj_load_chart (L, root, error) && adj_cog_bj_load_victory (L, root, error);
}

AdjCogBattle *
adj_cog_battle_from_json (json_object *root, const char *where, GError **error)
{
  CogLoader L = { adj_cog_battle_alloc (), where, g_hash_table_new (g_str_hash, g_str_equal),
                  g_hash_table_new (g_str_hash, g_str_equal) };
  gboolean ok = load_battle (&L, root, error);
  g_hash_table_unref (L.seen);
  g_hash_table_unref (L.turn_seen);
  if (!ok)
    {
      adj_cog_battle_unref (L.b);
      return NULL;
    }
  json_object *canon = adj_cog_battle_to_json (L.b);
  L.b->hash = g_compute_checksum_for_string (G_CHECKSUM_SHA256,
                                             json_object_to_json_string_ext (canon, JSON_C_TO_STRING_PLAIN), -1);
  json_object_put (canon);
  return L.b;
}

/* Through core's scenario loading: a file of another game is refused by name. */
AdjCogBattle *
adj_cog_battle_load_data (const char *text, gsize len, const char *what, GError **error)
{
  return adj_scenario_load_data (adj_rulesets (), &adj_cog_ruleset, text, len, what, NULL, error);
}

AdjCogBattle *
adj_cog_battle_load_file (const char *path, GError **error)
{
  return adj_scenario_load_file (adj_rulesets (), &adj_cog_ruleset, path, NULL, error);
}
