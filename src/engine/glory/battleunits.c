/* The battle loader, continued: combat units and their activation groups,
 * Activation Markers and the special draw rules of 14.42. */
#include <math.h>
#include <string.h>

#include "core/error.h"
#include "core/jsonutil.h"
#include "glory/battlejson-private.h"
#include "core/i18n.h"

/* @drop: -1 when the counter has a disordered side (its rating is given);
 * else 12.4's drop, which gives the disordered rating (a file may repeat
 * it, but not contradict it). */
static gboolean
load_ratings (json_object *o, AdjRatings *r, int drop, const char *where, GError **error)
{
  if (!adj_json_get_int (o, "strength", 0, 99, &r->strength, where, error)
      || !adj_json_get_int (o, "cohesion", -9, 20, &r->cohesion, where, error)
      || !adj_json_get_int (o, "movement", 0, 99, &r->movement, where, error))
    return FALSE;
  if (drop < 0)
    {
      if (!adj_json_get_int (o, "disordered_cohesion", -9, 20, &r->disordered_cohesion, where, error))
        return FALSE;
    }
  else
    {
      r->disordered_cohesion = G_MININT;
      if (!adj_json_get_int_opt (o, "disordered_cohesion", -9, 20, &r->disordered_cohesion, where, error))
        return FALSE;
      if (r->disordered_cohesion != G_MININT && r->disordered_cohesion != r->cohesion - drop)
        return adj_bj_fail (error, ADJ_ERROR_FORMAT,
                            _("%s.disordered_cohesion: %d, but 12.4 makes it %d (this battle's cavalry "
                              "has no disordered side)"), where, r->disordered_cohesion, r->cohesion - drop);
      r->disordered_cohesion = r->cohesion - drop;
    }
  if (r->disordered_cohesion > r->cohesion)
    return adj_bj_fail (error, ADJ_ERROR_FORMAT,
                        _("%s.disordered_cohesion: %d is above the cohesion %d"), where,
                        r->disordered_cohesion, r->cohesion);
  return TRUE;
}

static gboolean
load_face (json_object *o, const char *key, AdjRatings *r, int drop, const char *where, GError **error)
{
  json_object *face = adj_json_member (o, key, json_type_object, where, error);
  g_autofree char *fwhere = g_strdup_printf ("%s.%s", where, key);
  return face != NULL && load_ratings (face, r, drop, fwhere, error);
}

/* 14.11: the original Glory's artillery, without the revised counters. */
static gboolean
load_glory1_range (const AdjBattle *b, const char *range, AdjBattleUnit *u, const char *where, GError **error)
{
  if (!b->options.original_glory1_artillery)
    return adj_bj_fail (error, ADJ_ERROR_FORMAT, _("%s.range: '%s' is not S, M or L"), where, range);
  if (g_str_equal (range, "light"))
    u->glory1_class = ADJ_GLORY1_LIGHT, u->range = ADJ_RANGE_SHORT;
  else if (g_str_equal (range, "field"))
    u->glory1_class = ADJ_GLORY1_FIELD, u->range = ADJ_RANGE_MEDIUM;
  else
    return adj_bj_fail (error, ADJ_ERROR_FORMAT,
                        _("%s.range: '%s' is not light or field (original Glory artillery, 14.11)"), where, range);
  return TRUE;
}

static gboolean
load_counter (const AdjBattle *b, json_object *o, AdjBattleUnit *u, const char *where, GError **error)
{
  const char *type = adj_bj_text (o, "type", FALSE, MAX_TEXT, where, error);
  if (type == NULL)
    return FALSE;
  if (!adj_unit_type_from_string (type, &u->type))
    return adj_bj_fail (error, ADJ_ERROR_FORMAT,
                        _("%s.type: '%s' is not infantry, cavalry, artillery or horse-artillery"),
                        where, type);
  if (u->type == ADJ_UNIT_CAVALRY)
    {
      /* 12.1: two faces; the Battle Book says which one a unit starts on. */
      gboolean markers = !b->options.cavalry_disordered_side;
      AdjArmy army = b->sides[b->commands[u->command].side].army;
      if (!load_face (o, "mounted", &u->mounted,
                      markers ? adj_cavalry_disorder_drop (ADJ_COMBAT_MOUNTED_CAVALRY, army) : -1, where, error)
          || !load_face (o, "dismounted", &u->ratings,
                         markers ? adj_cavalry_disorder_drop (ADJ_COMBAT_DISMOUNTED_CAVALRY, army) : -1,
                         where, error)
          || !adj_bj_bool (o, "starts_mounted", TRUE, &u->starts_mounted, where, error))
        return FALSE;
    }
  else if (!load_ratings (o, &u->ratings, -1, where, error))
    return FALSE;

  gboolean arty = adj_unit_type_is_artillery (u->type);
  if (arty)
    {
      const char *range = adj_bj_text (o, "range", FALSE, MAX_TEXT, where, error);
      if (range == NULL)
        return FALSE;
      if (!adj_artillery_range_from_string (range, &u->range) && !load_glory1_range (b, range, u, where, error))
        return FALSE;
      if (!adj_json_get_int (o, "fire_strength", -9, 9, &u->printed_fire_strength, where, error))
        return FALSE;
      /* 14.11: the original counters' SPs are halved, rounding down. */
      u->fire_strength = b->options.original_glory1_artillery
                         ? (int) floor (u->printed_fire_strength / 2.0) : u->printed_fire_strength;
    }
  else if (json_object_object_get_ex (o, "range", NULL) || json_object_object_get_ex (o, "fire_strength", NULL))
    return adj_bj_fail (error, ADJ_ERROR_FORMAT, _("%s: only artillery has a range and a fire strength"), where);
  return TRUE;
}

/* The activation group of an independent unit: its brigade, else itself. */
static gboolean
independent_group (Loader *L, json_object *o, guint i, const char *where, GError **error)
{
  AdjBattle *b = L->b;
  AdjBattleUnit *u = &b->units[i];
  const char *brigade = NULL;
  if (!adj_bj_text_opt (o, "brigade", MAX_ID, &brigade, where, error))
    return FALSE;
  const char *key = brigade ? brigade : u->id;
  int g = adj_battle_lookup (b->group_ids, key);
  if (g >= 0)
    {
      if (brigade == NULL || b->groups[g].leader >= 0)
        return adj_bj_fail (error, ADJ_ERROR_FORMAT, _("%s.brigade: '%s' is already a leader's id"), where, key);
      if (b->groups[g].command != u->command)
        return adj_bj_fail (error, ADJ_ERROR_FORMAT,
                            _("%s.brigade: the other units of brigade '%s' are in command '%s'"), where,
                            key, b->commands[b->groups[g].command].id);
      u->group = (guint) g;
    }
  else
    {
      if (brigade != NULL && adj_bj_id (L->names, o, "brigade", NC_("id kind", "brigade"), where, error) == NULL)
        return FALSE;
      u->group = b->n_groups++;
      b->groups[u->group] = (AdjBattleGroup) { g_strdup (key), u->command, -1 };
      g_hash_table_insert (b->group_ids, b->groups[u->group].id, GINT_TO_POINTER (u->group + 1));
    }
  u->brigade = g_strdup (brigade);
  return TRUE;
}

static gboolean
load_leader_options (Loader *L, json_object *o, AdjBattleUnit *u, const char *where, GError **error)
{
  json_object *arr = adj_bj_array (o, "leader_options", TRUE, 16, where, error);
  if (arr == NULL)
    return !json_object_object_get_ex (o, "leader_options", NULL);
  g_autofree char *awhere = g_strdup_printf ("%s.leader_options", where);
  guint n = json_object_array_length (arr);
  if (n < 2)
    return adj_bj_fail (error, ADJ_ERROR_FORMAT, _("%s: list two leaders or more (14.53)"), awhere);
  if (u->leader < 0)
    return adj_bj_fail (error, ADJ_ERROR_FORMAT, _("%s: an independent unit has no leader to change"), awhere);
  u->leader_options = g_new0 (guint, n);
  gboolean has_own = FALSE;
  for (guint k = 0; k < n; k++)
    {
      json_object *item = json_object_array_get_idx (arr, k);
      const char *id = json_object_is_type (item, json_type_string) ? json_object_get_string (item) : NULL;
      int l = adj_battle_lookup (L->b->leader_ids, id);
      if (l < 0)
        return adj_bj_fail (error, ADJ_ERROR_FORMAT, _("%s[%u]: not the id of a leader"), awhere, k);
      if (L->b->leaders[l].command != u->command)
        return adj_bj_fail (error, ADJ_ERROR_FORMAT, _("%s[%u]: '%s' is not in command '%s'"), awhere,
                            k, id, L->b->commands[u->command].id);
      for (guint j = 0; j < u->n_leader_options; j++)
        if (u->leader_options[j] == (guint) l)
          return adj_bj_fail (error, ADJ_ERROR_FORMAT, _("%s[%u]: '%s' is listed twice"), awhere, k, id);
      has_own |= l == u->leader;
      u->leader_options[u->n_leader_options++] = (guint) l;
    }
  if (!has_own)
    return adj_bj_fail (error, ADJ_ERROR_FORMAT, _("%s: must include the unit's leader '%s'"), awhere,
                        L->b->leaders[u->leader].id);
  return TRUE;
}

static gboolean
load_unit (Loader *L, json_object *o, guint i, const char *where, GError **error)
{
  AdjBattle *b = L->b;
  AdjBattleUnit *u = &b->units[i];
  int command, side, leader;

  const char *id = adj_bj_id (L->names, o, "id", NC_("id kind", "unit"), where, error);
  const char *name = id ? adj_bj_text (o, "name", FALSE, MAX_TEXT, where, error) : NULL;
  if (name == NULL)
    return FALSE;
  u->id = g_strdup (id);
  u->name = g_strdup (name);
  g_hash_table_insert (b->unit_ids, u->id, GINT_TO_POINTER (i + 1));
  if (!adj_bj_ref (b->command_ids, NC_("id kind", "command"), o, "command", FALSE, &command, where, error)
      || !adj_bj_side (L, o, "side", TRUE, &side, where, error)
      || !adj_bj_ref (b->leader_ids, NC_("id kind", "leader"), o, "leader", TRUE, &leader, where, error))
    return FALSE;
  u->command = (guint) command;
  u->leader = leader;
  if (side >= 0 && (guint) side != b->commands[command].side)
    return adj_bj_fail (error, ADJ_ERROR_FORMAT, _("%s.side: command '%s' is on side '%s'"), where,
                        b->commands[command].id, b->sides[b->commands[command].side].id);
  if (!load_counter (b, o, u, where, error)
      || !adj_bj_turn (L, o, "arrives", &u->arrives, where, error)
      || !adj_bj_bool (o, "always_in_command", FALSE, &u->always_in_command, where, error))
    return FALSE;
  const char *entry = NULL;
  if (!adj_bj_text_opt (o, "entry", MAX_TEXT, &entry, where, error))
    return FALSE;
  u->entry = g_strdup (entry);

  if (leader < 0)
    return independent_group (L, o, i, where, error);
  if (b->leaders[leader].command != u->command)
    return adj_bj_fail (error, ADJ_ERROR_FORMAT, _("%s.leader: '%s' leads in command '%s', not '%s'"),
                        where, b->leaders[leader].id, b->commands[b->leaders[leader].command].id,
                        b->commands[command].id);
  if (json_object_object_get_ex (o, "brigade", NULL))
    return adj_bj_fail (error, ADJ_ERROR_FORMAT, _("%s.brigade: only independent units form brigades"), where);
  u->group = (guint) leader;
  return load_leader_options (L, o, u, where, error);
}

/* Names on screen, never ids: a leader's group is his name; an independent
 * unit's its own; a brigade of several is its command's when it is the
 * command's only one, else its units' names. */
static void
name_groups (AdjBattle *b)
{
  for (guint g = 0; g < b->n_groups; g++)
    {
      AdjBattleGroup *group = &b->groups[g];
      g_autoptr (GPtrArray) names = g_ptr_array_new ();
      guint brigades = 0;

      if (group->leader >= 0)
        {
          group->name = g_strdup (b->leaders[group->leader].name);
          continue;
        }
      for (guint u = 0; u < b->n_units; u++)
        if (b->units[u].group == g)
          g_ptr_array_add (names, b->units[u].name);
      for (guint h = b->n_leaders; h < b->n_groups; h++)
        brigades += b->groups[h].command == group->command;
      if (names->len == 1)
        group->name = g_strdup (names->pdata[0]);
      else if (brigades == 1)
        group->name = g_strdup (b->commands[group->command].name);
      else
        {
          g_ptr_array_add (names, NULL);
          group->name = g_strjoinv (", ", (char **) names->pdata);
        }
    }
}

gboolean
adj_bj_load_units (Loader *L, json_object *root, GError **error)
{
  AdjBattle *b = L->b;
  json_object *arr = adj_bj_array (root, "units", FALSE, MAX_UNITS, L->root, error);
  if (arr == NULL)
    return FALSE;
  b->n_units = json_object_array_length (arr);
  if (b->n_units == 0)
    return adj_bj_fail (error, ADJ_ERROR_FORMAT, _("%s.units: a battle needs combat units"), L->root);
  b->units = g_new0 (AdjBattleUnit, b->n_units);
  /* Groups: every leader, then the independent units and brigades. */
  b->groups = g_new0 (AdjBattleGroup, b->n_leaders + b->n_units);
  for (guint i = 0; i < b->n_leaders; i++)
    {
      b->groups[i] = (AdjBattleGroup) { g_strdup (b->leaders[i].id), b->leaders[i].command, (int) i };
      g_hash_table_insert (b->group_ids, b->groups[i].id, GINT_TO_POINTER (i + 1));
    }
  b->n_groups = b->n_leaders;
  for (guint i = 0; i < b->n_units; i++)
    {
      g_autofree char *where = g_strdup_printf ("%s.units[%u]", L->root, i);
      if (!load_unit (L, json_object_array_get_idx (arr, i), i, where, error))
        return FALSE;
    }
  name_groups (b);
  return TRUE;
}

/* A list of activation group ids, all on @side. */
static gboolean
load_groups (Loader *L, json_object *o, guint side, gboolean allow_empty, guint **out, guint *n_out,
             const char *where, GError **error)
{
  AdjBattle *b = L->b;
  json_object *arr = adj_bj_array (o, "activates", FALSE, MAX_LEADERS, where, error);
  if (arr == NULL)
    return FALSE;
  guint n = json_object_array_length (arr);
  if (n == 0 && !allow_empty)
    return adj_bj_fail (error, ADJ_ERROR_FORMAT, _("%s.activates: empty (leave it out to activate the whole command)"), where);
  *out = g_new0 (guint, MAX (n, 1));
  for (guint k = 0; k < n; k++)
    {
      json_object *item = json_object_array_get_idx (arr, k);
      const char *id = json_object_is_type (item, json_type_string) ? json_object_get_string (item) : NULL;
      int g = adj_battle_lookup (b->group_ids, id);
      if (g < 0)
        return adj_bj_fail (error, ADJ_ERROR_FORMAT,
                            _("%s.activates[%u]: not the id of a leader or an independent unit or brigade"), where, k);
      if (adj_battle_group_side (b, (guint) g) != side)
        return adj_bj_fail (error, ADJ_ERROR_FORMAT, _("%s.activates[%u]: '%s' is on the other side"), where, k, id);
      for (guint j = 0; j < *n_out; j++)
        if ((*out)[j] == (guint) g)
          return adj_bj_fail (error, ADJ_ERROR_FORMAT, _("%s.activates[%u]: '%s' is listed twice"), where, k, id);
      (*out)[(*n_out)++] = (guint) g;
    }
  return TRUE;
}

static gboolean
load_marker (Loader *L, json_object *o, guint command, const char *where, GError **error)
{
  AdjBattle *b = L->b;
  guint mi = b->n_markers++;   /* counted now so that a failure frees it */
  AdjBattleMarker *m = &b->markers[mi];
  int count = 2; /* 4.12: most commands have two AMs */

  const char *id = adj_bj_id (L->marker_names, o, "id", NC_("id kind", "marker"), where, error);
  if (id == NULL)
    return FALSE;
  const char *name = NULL, *rule = NULL;
  if (!adj_bj_text_opt (o, "name", MAX_TEXT, &name, where, error)
      || !adj_bj_text_opt (o, "rule", 32, &rule, where, error))
    return FALSE;
  m->rule = g_strdup (rule);
  m->id = g_strdup (id);
  m->name = g_strdup (name ? name : b->commands[command].name);
  m->command = command;
  m->all_groups = !json_object_object_get_ex (o, "activates", NULL);
  if (!adj_json_get_int_opt (o, "count", 1, MAX_COUNT, &count, where, error)
      || !adj_bj_turn (L, o, "from", &m->from_turn, where, error)
      || !adj_bj_turn (L, o, "until", &m->until_turn, where, error)
      || !adj_bj_bool (o, "optional", FALSE, &m->optional, where, error)
      || (!m->all_groups && !load_groups (L, o, b->commands[command].side, FALSE, &m->activates,
                                          &m->n_activates, where, error)))
    return FALSE;
  m->count = (guint) count;
  if (m->from_turn < 0)
    m->from_turn = 0;
  if (m->until_turn >= 0 && m->until_turn < m->from_turn)
    return adj_bj_fail (error, ADJ_ERROR_FORMAT, _("%s.until: before the turn in 'from'"), where);
  if (b->n_ams + m->count > MAX_AMS)
    return adj_bj_fail (error, ADJ_ERROR_TOO_LARGE, _("%s.count: more than %u AMs in the battle"), where, MAX_AMS);
  g_hash_table_insert (b->marker_ids, m->id, GINT_TO_POINTER (mi + 1));
  for (guint n = 1; n <= m->count; n++)
    {
      AdjBattleAm *am = &b->ams[b->n_ams];
      *am = (AdjBattleAm) { g_strdup_printf ("%s#%u", m->id, n), mi, n };
      g_hash_table_insert (b->am_ids, am->id, GINT_TO_POINTER (++b->n_ams));
    }
  return TRUE;
}

static gboolean
load_draw_rule (Loader *L, json_object *o, guint command, const char *where, GError **error)
{
  AdjBattle *b = L->b;
  AdjBattleDrawRule *r = &b->draw_rules[b->n_draw_rules++];
  int draw;
  r->command = command;
  if (!adj_json_get_int (o, "draw", 1, MAX_COUNT, &draw, where, error))
    return FALSE;
  r->draw = (guint) draw;
  json_object *turns = adj_bj_array (o, "turns", FALSE, MAX_TURNS, where, error);
  if (turns == NULL)
    return FALSE;
  guint n = json_object_array_length (turns);
  if (n == 0)
    return adj_bj_fail (error, ADJ_ERROR_FORMAT, _("%s.turns: list the turns the rule applies to"), where);
  r->turns = g_new0 (guint, n);
  for (guint k = 0; k < n; k++)
    {
      json_object *item = json_object_array_get_idx (turns, k);
      const char *label = json_object_is_type (item, json_type_string) ? json_object_get_string (item) : NULL;
      int t = adj_battle_lookup (b->turn_ids, label);
      if (t < 0)
        return adj_bj_fail (error, ADJ_ERROR_FORMAT, _("%s.turns[%u]: not the label of a turn"), where, k);
      /* Two rules for the same draw of the same command on one turn contradict. */
      for (guint j = 0; j + 1 < b->n_draw_rules; j++)
        for (guint q = 0; q < b->draw_rules[j].n_turns; q++)
          if (b->draw_rules[j].command == command && b->draw_rules[j].draw == r->draw
              && b->draw_rules[j].turns[q] == (guint) t)
            return adj_bj_fail (error, ADJ_ERROR_FORMAT,
                                _("%s.turns[%u]: another rule already sets draw %u on turn '%s'"), where,
                                k, r->draw, label);
      for (guint q = 0; q < r->n_turns; q++)
        if (r->turns[q] == (guint) t)
          return adj_bj_fail (error, ADJ_ERROR_FORMAT, _("%s.turns[%u]: '%s' is listed twice"), where, k, label);
      r->turns[r->n_turns++] = (guint) t;
    }
  return load_groups (L, o, b->commands[command].side, TRUE, &r->activates, &r->n_activates, where, error);
}

gboolean
adj_bj_load_markers (Loader *L, json_object *commands, GError **error)
{
  AdjBattle *b = L->b;
  b->markers = g_new0 (AdjBattleMarker, MAX_MARKERS);
  b->ams = g_new0 (AdjBattleAm, MAX_AMS);
  b->draw_rules = g_new0 (AdjBattleDrawRule, MAX_RULES);
  for (guint c = 0; c < b->n_commands; c++)
    {
      g_autofree char *where = g_strdup_printf ("%s.commands[%u]", L->root, c);
      json_object *o = json_object_array_get_idx (commands, c);
      json_object *markers = adj_bj_array (o, "markers", FALSE, MAX_MARKERS, where, error);
      if (markers == NULL)
        return FALSE;
      guint n = json_object_array_length (markers);
      if (n == 0)
        return adj_bj_fail (error, ADJ_ERROR_FORMAT, _("%s.markers: a command needs at least one AM (4.12)"), where);
      if (b->n_markers + n > MAX_MARKERS)
        return adj_bj_fail (error, ADJ_ERROR_TOO_LARGE, _("%s.markers: more than %u in the battle"), where, MAX_MARKERS);
      for (guint k = 0; k < n; k++)
        {
          g_autofree char *mwhere = g_strdup_printf ("%s.markers[%u]", where, k);
          if (!load_marker (L, json_object_array_get_idx (markers, k), c, mwhere, error))
            return FALSE;
        }
      json_object *rules = adj_bj_array (o, "draw_rules", TRUE, MAX_RULES, where, error);
      if (rules == NULL && json_object_object_get_ex (o, "draw_rules", NULL))
        return FALSE;
      n = rules ? json_object_array_length (rules) : 0;
      if (b->n_draw_rules + n > MAX_RULES)
        return adj_bj_fail (error, ADJ_ERROR_TOO_LARGE, _("%s.draw_rules: more than %u in the battle"), where, MAX_RULES);
      for (guint k = 0; k < n; k++)
        {
          g_autofree char *rwhere = g_strdup_printf ("%s.draw_rules[%u]", where, k);
          if (!load_draw_rule (L, json_object_array_get_idx (rules, k), c, rwhere, error))
            return FALSE;
        }
    }
  return TRUE;
}
