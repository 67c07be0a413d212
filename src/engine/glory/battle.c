#include "glory/battle-private.h"

#include <string.h>

#include "core/i18n.h"

static GHashTable *
id_table (void)
{
  return g_hash_table_new (g_str_hash, g_str_equal);
}

AdjBattle *
adj_battle_alloc (void)
{
  AdjBattle *b = g_new0 (AdjBattle, 1);
  g_atomic_ref_count_init (&b->ref);
  b->command_ids = id_table ();
  b->leader_ids = id_table ();
  b->group_ids = id_table ();
  b->unit_ids = id_table ();
  b->marker_ids = id_table ();
  b->am_ids = id_table ();
  b->turn_ids = id_table ();
  b->options.cavalry_disordered_side = TRUE;  /* Glory III's own battles (12.4 play note) */
  return b;
}

int
adj_battle_lookup (GHashTable *ids, const char *id)
{
  if (id == NULL)
    return -1;
  return GPOINTER_TO_INT (g_hash_table_lookup (ids, id)) - 1;
}

static void
battle_free (AdjBattle *b)
{
  for (guint i = 0; i < ADJ_BATTLE_N_SIDES; i++)
    {
      g_free (b->sides[i].id);
      g_free (b->sides[i].name);
    }
  for (guint i = 0; i < b->n_commands; i++)
    {
      g_free (b->commands[i].id);
      g_free (b->commands[i].name);
    }
  for (guint i = 0; i < b->n_leaders; i++)
    {
      g_free (b->leaders[i].id);
      g_free (b->leaders[i].name);
    }
  for (guint i = 0; i < b->n_groups; i++)
    {
      g_free (b->groups[i].id);
      g_free (b->groups[i].name);
    }
  for (guint i = 0; i < b->n_units; i++)
    {
      g_free (b->units[i].id);
      g_free (b->units[i].name);
      g_free (b->units[i].brigade);
      g_free (b->units[i].leader_options);
      g_free (b->units[i].entry);
    }
  for (guint i = 0; i < b->n_markers; i++)
    {
      g_free (b->markers[i].id);
      g_free (b->markers[i].name);
      g_free (b->markers[i].rule);
      g_free (b->markers[i].activates);
    }
  for (guint i = 0; i < b->n_ams; i++)
    g_free (b->ams[i].id);
  for (guint i = 0; i < b->n_draw_rules; i++)
    {
      g_free (b->draw_rules[i].turns);
      g_free (b->draw_rules[i].activates);
    }
  for (guint i = 0; i < b->n_turns; i++)
    g_free (b->turns[i].label);
  g_free (b->commands);
  g_free (b->leaders);
  g_free (b->groups);
  g_free (b->units);
  g_free (b->markers);
  g_free (b->ams);
  g_free (b->draw_rules);
  g_free (b->turns);
  g_hash_table_unref (b->command_ids);
  g_hash_table_unref (b->leader_ids);
  g_hash_table_unref (b->group_ids);
  g_hash_table_unref (b->unit_ids);
  g_hash_table_unref (b->marker_ids);
  g_hash_table_unref (b->am_ids);
  g_hash_table_unref (b->turn_ids);
  g_free (b->id);
  g_free (b->title);
  g_free (b->notes);
  g_free (b->hash);
  g_free (b);
}

AdjBattle *
adj_battle_ref (AdjBattle *battle)
{
  g_atomic_ref_count_inc (&battle->ref);
  return battle;
}

void
adj_battle_unref (AdjBattle *battle)
{
  if (battle != NULL && g_atomic_ref_count_dec (&battle->ref))
    battle_free (battle);
}

const char *adj_battle_get_id (const AdjBattle *b) { return b->id; }
const char *adj_battle_get_title (const AdjBattle *b) { return b->title; }
const char *adj_battle_get_notes (const AdjBattle *b) { return b->notes; }
const char *adj_battle_get_hash (const AdjBattle *b) { return b->hash; }

guint adj_battle_n_commands (const AdjBattle *b) { return b->n_commands; }
guint adj_battle_n_leaders (const AdjBattle *b) { return b->n_leaders; }
guint adj_battle_n_groups (const AdjBattle *b) { return b->n_groups; }
guint adj_battle_n_units (const AdjBattle *b) { return b->n_units; }
guint adj_battle_n_markers (const AdjBattle *b) { return b->n_markers; }
guint adj_battle_n_ams (const AdjBattle *b) { return b->n_ams; }
guint adj_battle_n_draw_rules (const AdjBattle *b) { return b->n_draw_rules; }
guint adj_battle_n_turns (const AdjBattle *b) { return b->n_turns; }

#define GETTER(Type, name, array, count)                          \
  const Type *                                                    \
  adj_battle_get_##name (const AdjBattle *b, guint i)             \
  {                                                               \
    g_return_val_if_fail (i < b->count, NULL);                    \
    return &b->array[i];                                          \
  }

GETTER (AdjBattleCommand, command, commands, n_commands)
GETTER (AdjBattleLeader, leader, leaders, n_leaders)
GETTER (AdjBattleGroup, group, groups, n_groups)
GETTER (AdjBattleUnit, unit, units, n_units)
GETTER (AdjBattleMarker, marker, markers, n_markers)
GETTER (AdjBattleAm, am, ams, n_ams)
GETTER (AdjBattleDrawRule, draw_rule, draw_rules, n_draw_rules)
GETTER (AdjBattleTurn, turn, turns, n_turns)

const AdjBattleSide *
adj_battle_get_side (const AdjBattle *b, guint i)
{
  g_return_val_if_fail (i < ADJ_BATTLE_N_SIDES, NULL);
  return &b->sides[i];
}

int
adj_battle_find_side (const AdjBattle *b, const char *id)
{
  for (guint i = 0; i < ADJ_BATTLE_N_SIDES; i++)
    if (g_strcmp0 (b->sides[i].id, id) == 0)
      return (int) i;
  return -1;
}

int adj_battle_find_command (const AdjBattle *b, const char *id) { return adj_battle_lookup (b->command_ids, id); }
int adj_battle_find_leader (const AdjBattle *b, const char *id) { return adj_battle_lookup (b->leader_ids, id); }
int adj_battle_find_group (const AdjBattle *b, const char *id) { return adj_battle_lookup (b->group_ids, id); }
int adj_battle_find_unit (const AdjBattle *b, const char *id) { return adj_battle_lookup (b->unit_ids, id); }
int adj_battle_find_marker (const AdjBattle *b, const char *id) { return adj_battle_lookup (b->marker_ids, id); }
int adj_battle_find_am (const AdjBattle *b, const char *id) { return adj_battle_lookup (b->am_ids, id); }
int adj_battle_find_turn (const AdjBattle *b, const char *label) { return adj_battle_lookup (b->turn_ids, label); }

guint
adj_battle_unit_side (const AdjBattle *b, guint unit)
{
  return b->commands[b->units[unit].command].side;
}

guint
adj_battle_group_side (const AdjBattle *b, guint group)
{
  return b->commands[b->groups[group].command].side;
}

const AdjBattleMarker *
adj_battle_am_marker (const AdjBattle *b, guint am)
{
  return &b->markers[b->ams[am].marker];
}

guint
adj_battle_am_side (const AdjBattle *b, guint am)
{
  return b->commands[adj_battle_am_marker (b, am)->command].side;
}

const AdjBattleOptions *
adj_battle_get_options (const AdjBattle *b)
{
  return &b->options;
}

const char *
adj_battle_range_chart (const AdjBattle *b)
{
  return b->options.refitted_glory1 ? "glory3-range-fredericksburg-chancellorsville" : NULL;
}

int
adj_battle_unit_disorder_drop (const AdjBattle *b, guint unit, gboolean mounted)
{
  const AdjBattleUnit *u = &b->units[unit];
  if (b->options.cavalry_disordered_side || u->type != ADJ_UNIT_CAVALRY)
    return 0;
  return adj_cavalry_disorder_drop (mounted ? ADJ_COMBAT_MOUNTED_CAVALRY : ADJ_COMBAT_DISMOUNTED_CAVALRY,
                                    b->sides[adj_battle_unit_side (b, unit)].army);
}

char *
adj_battle_am_title (const AdjBattle *b, guint am)
{
  g_return_val_if_fail (am < b->n_ams, g_strdup ("?"));
  /* TRANSLATORS: an AM counter, its name and number, e.g. "VI Corps #2" */
  return g_strdup_printf (_("%s #%u"), b->markers[b->ams[am].marker].name, b->ams[am].number);
}

gboolean
adj_battle_group_can_combine (const AdjBattle *b, guint group)
{
  return b->groups[group].leader >= 0 && b->sides[adj_battle_group_side (b, group)].combined_activation;
}

static const char *const type_names[ADJ_UNIT_TYPE_COUNT] = {
  [ADJ_UNIT_INFANTRY] = "infantry",
  [ADJ_UNIT_CAVALRY] = "cavalry",
  [ADJ_UNIT_ARTILLERY] = "artillery",
  [ADJ_UNIT_HORSE_ARTILLERY] = "horse-artillery",
};

const char *
adj_unit_type_to_string (AdjUnitType type)
{
  g_return_val_if_fail ((guint) type < ADJ_UNIT_TYPE_COUNT, NULL);
  return type_names[type];
}

gboolean
adj_unit_type_from_string (const char *text, AdjUnitType *out)
{
  for (guint i = 0; i < ADJ_UNIT_TYPE_COUNT; i++)
    if (g_strcmp0 (text, type_names[i]) == 0)
      {
        *out = (AdjUnitType) i;
        return TRUE;
      }
  return FALSE;
}

gboolean
adj_unit_type_is_artillery (AdjUnitType type)
{
  return type == ADJ_UNIT_ARTILLERY || type == ADJ_UNIT_HORSE_ARTILLERY;
}

static const char *const range_names[] = { "none", "S", "M", "L" };

const char *
adj_artillery_range_to_string (AdjArtilleryRange range)
{
  g_return_val_if_fail ((guint) range < G_N_ELEMENTS (range_names), NULL);
  return range_names[range];
}

gboolean
adj_artillery_range_from_string (const char *text, AdjArtilleryRange *out)
{
  /* "none" is the absence of artillery, not a range a file may name. */
  for (guint i = ADJ_RANGE_SHORT; i < G_N_ELEMENTS (range_names); i++)
    if (g_strcmp0 (text, range_names[i]) == 0)
      {
        *out = (AdjArtilleryRange) i;
        return TRUE;
      }
  return FALSE;
}
