/* The scenario's life and getters (scenario.h). */
#include "tgtw/scenario-private.h"

#include "core/i18n.h"

static void
unit_clear (gpointer p)
{
  AdjTgtwUnit *u = p;
  g_free (u->id);
  g_free (u->name);
}

static void
leader_clear (gpointer p)
{
  AdjTgtwLeader *l = p;
  g_free (l->id);
  g_free (l->name);
}

AdjTgtwScenario *
adj_tgtw_scenario_alloc (void)
{
  AdjTgtwScenario *s = g_new0 (AdjTgtwScenario, 1);
  g_atomic_ref_count_init (&s->ref);
  s->units = g_array_new (FALSE, TRUE, sizeof (AdjTgtwUnit));
  g_array_set_clear_func (s->units, unit_clear);
  s->leaders = g_array_new (FALSE, TRUE, sizeof (AdjTgtwLeader));
  g_array_set_clear_func (s->leaders, leader_clear);
  s->unit_ids = g_hash_table_new (g_str_hash, g_str_equal);
  s->leader_ids = g_hash_table_new (g_str_hash, g_str_equal);
  return s;
}

AdjTgtwScenario *
adj_tgtw_scenario_ref (AdjTgtwScenario *s)
{
  g_atomic_ref_count_inc (&s->ref);
  return s;
}

void
adj_tgtw_scenario_unref (AdjTgtwScenario *s)
{
  if (s == NULL || !g_atomic_ref_count_dec (&s->ref))
    return;
  g_hash_table_unref (s->unit_ids);
  g_hash_table_unref (s->leader_ids);
  g_array_unref (s->units);
  g_array_unref (s->leaders);
  for (guint i = 0; i < ADJ_TGTW_MAX_SECTORS; i++)
    {
      g_free (s->sectors[i].id);
      g_free (s->sectors[i].name);
    }
  for (guint a = 0; a < ADJ_TGTW_N_ARMIES; a++)
    {
      g_free (s->armies[a].id);
      g_free (s->armies[a].name);
    }
  adj_tgtw_charts_unref (s->charts);
  g_free (s->id);
  g_free (s->title);
  g_free (s->notes);
  g_free (s->hash);
  g_free (s);
}

const char *adj_tgtw_scenario_get_id (const AdjTgtwScenario *s) { return s->id; }
const char *adj_tgtw_scenario_get_title (const AdjTgtwScenario *s) { return s->title; }
const char *adj_tgtw_scenario_get_notes (const AdjTgtwScenario *s) { return s->notes; }
const char *adj_tgtw_scenario_get_hash (const AdjTgtwScenario *s) { return s->hash; }
const AdjTgtwCharts *adj_tgtw_scenario_get_charts (const AdjTgtwScenario *s) { return s->charts; }
guint adj_tgtw_scenario_n_sectors (const AdjTgtwScenario *s) { return s->n_sectors; }
guint adj_tgtw_scenario_n_units (const AdjTgtwScenario *s) { return s->units->len; }
guint adj_tgtw_scenario_n_leaders (const AdjTgtwScenario *s) { return s->leaders->len; }

const AdjTgtwSector *
adj_tgtw_scenario_sector (const AdjTgtwScenario *s, guint i)
{
  g_return_val_if_fail (i < s->n_sectors, NULL);
  return &s->sectors[i];
}

const AdjTgtwArmy *
adj_tgtw_scenario_army (const AdjTgtwScenario *s, guint i)
{
  g_return_val_if_fail (i < ADJ_TGTW_N_ARMIES, NULL);
  return &s->armies[i];
}

const AdjTgtwUnit *
adj_tgtw_scenario_unit (const AdjTgtwScenario *s, guint i)
{
  g_return_val_if_fail (i < s->units->len, NULL);
  return &g_array_index (s->units, AdjTgtwUnit, i);
}

const AdjTgtwLeader *
adj_tgtw_scenario_leader (const AdjTgtwScenario *s, guint i)
{
  g_return_val_if_fail (i < s->leaders->len, NULL);
  return &g_array_index (s->leaders, AdjTgtwLeader, i);
}

int
adj_tgtw_scenario_morale_number (const AdjTgtwScenario *s, char letter)
{
  return letter >= 'A' && letter <= 'Z' ? s->morale[letter - 'A'] : 0;
}

int
adj_tgtw_scenario_find_army (const AdjTgtwScenario *s, const char *id)
{
  for (guint a = 0; id != NULL && a < ADJ_TGTW_N_ARMIES; a++)
    if (g_strcmp0 (s->armies[a].id, id) == 0)
      return (int) a;
  return -1;
}

int
adj_tgtw_scenario_find_sector (const AdjTgtwScenario *s, const char *id)
{
  for (guint i = 0; id != NULL && i < s->n_sectors; i++)
    if (g_str_equal (s->sectors[i].id, id))
      return (int) i;
  return -1;
}

int
adj_tgtw_scenario_find_unit (const AdjTgtwScenario *s, const char *id)
{
  return id != NULL ? GPOINTER_TO_INT (g_hash_table_lookup (s->unit_ids, id)) - 1 : -1;
}

int
adj_tgtw_scenario_find_leader (const AdjTgtwScenario *s, const char *id)
{
  return id != NULL ? GPOINTER_TO_INT (g_hash_table_lookup (s->leader_ids, id)) - 1 : -1;
}

void
adj_tgtw_scenario_add_successors (AdjTgtwScenario *s)
{
  guint n = s->leaders->len;
  for (guint i = 0; i < n; i++)
    {
      const AdjTgtwLeader *l = &g_array_index (s->leaders, AdjTgtwLeader, i);
      /* Ruling 23 (docs/tgtw.md): no bonus of any kind, one die, his
       * predecessor's sector and movement. '+' is not allowed in an id
       * the scenario writes, so the id is never taken. */
      AdjTgtwLeader z = { g_strdup_printf ("%s+0", l->id), g_strdup_printf (_("%s’s 0-star replacement"), l->name),
                          l->army, l->sector, 0, 0, 0, 1, FALSE, 0, l->moves_as, TRUE, (int) i };
      g_array_append_val (s->leaders, z);
      g_hash_table_insert (s->leader_ids, z.id, GUINT_TO_POINTER (s->leaders->len));
    }
}
