/* A Clash of Giants III battle: lifetime and read-only access. */
#include "cog/battle-private.h"

#include <string.h>

static GHashTable *
ids_new (void)
{
  return g_hash_table_new (g_str_hash, g_str_equal);
}

AdjCogBattle *
adj_cog_battle_alloc (void)
{
  AdjCogBattle *b = g_new0 (AdjCogBattle, 1);
  g_atomic_ref_count_init (&b->ref);
  b->unit_ids = ids_new ();
  b->formation_ids = ids_new ();
  b->reinforcement_ids = ids_new ();
  b->cm_ids = ids_new ();
  b->scm_ids = ids_new ();
  b->am_ids = ids_new ();
  b->turn_ids = ids_new ();
  b->hex_ids = ids_new ();
  return b;
}

AdjCogBattle *
adj_cog_battle_ref (AdjCogBattle *b)
{
  g_atomic_ref_count_inc (&b->ref);
  return b;
}

static void
battle_free (AdjCogBattle *b)
{
  for (guint i = 0; i < b->n_turns; i++)
    {
      g_free (b->turns[i].label);
      g_free (b->turns[i].time);
    }
  for (guint i = 0; i < b->n_formations; i++)
    {
      g_free (b->formations[i].id);
      g_free (b->formations[i].name);
      g_free (b->formations[i].second_turns);
    }
  for (guint i = 0; i < b->n_units; i++)
    {
      g_free (b->units[i].id);
      g_free (b->units[i].name);
    }
  for (guint i = 0; i < b->n_reinforcements; i++)
    g_free (b->reinforcements[i].id);
  for (guint i = 0; i < b->n_cms; i++)
    {
      g_free (b->cms[i].id);
      g_free (b->cms[i].name);
      g_free (b->cms[i].formations);
      g_free (b->cms[i].arrives);
    }
  for (guint i = 0; i < b->n_scms; i++)
    {
      g_free (b->scms[i].id);
      g_free (b->scms[i].name);
      g_free (b->scms[i].formations);
    }
  for (guint i = 0; i < b->n_ams; i++)
    {
      g_free (b->ams[i].id);
      g_free (b->ams[i].name);
    }
  for (guint i = 0; i < b->n_hexes; i++)
    {
      g_free (b->hexes[i].hex);
      g_free (b->hexes[i].name);
    }
  g_strfreev (b->entry_hexes);
  g_free (b->turns);
  g_free (b->formations);
  g_free (b->units);
  g_free (b->reinforcements);
  g_free (b->cms);
  g_free (b->scms);
  g_free (b->ams);
  g_free (b->hexes);
  g_free (b->columns);
  g_clear_pointer (&b->chart, adj_chart_unref);
  GHashTable *tables[] = { b->unit_ids, b->formation_ids, b->reinforcement_ids, b->cm_ids,
                           b->scm_ids, b->am_ids, b->turn_ids, b->hex_ids };
  for (guint i = 0; i < G_N_ELEMENTS (tables); i++)
    g_hash_table_unref (tables[i]);
  for (guint s = 0; s < ADJ_COG_N_SIDES; s++)
    g_free (b->side_names[s]);
  g_free (b->id);
  g_free (b->title);
  g_free (b->notes);
  g_free (b->hash);
  g_free (b);
}

void
adj_cog_battle_unref (AdjCogBattle *b)
{
  if (b != NULL && g_atomic_ref_count_dec (&b->ref))
    battle_free (b);
}

const char *adj_cog_battle_get_id (const AdjCogBattle *b) { return b->id; }
const char *adj_cog_battle_get_title (const AdjCogBattle *b) { return b->title; }
const char *adj_cog_battle_get_notes (const AdjCogBattle *b) { return b->notes; }
const char *adj_cog_battle_get_hash (const AdjCogBattle *b) { return b->hash; }
gboolean adj_cog_battle_is_invented (const AdjCogBattle *b) { return b->invented; }
gboolean adj_cog_battle_variable_reinforcements (const AdjCogBattle *b) { return b->variable_reinforcements; }
int adj_cog_battle_vp_per_step (const AdjCogBattle *b, AdjCogSide side) { return b->vp_per_step[side]; }

const char *
adj_cog_battle_side_name (const AdjCogBattle *b, AdjCogSide side)
{
  g_return_val_if_fail (side < ADJ_COG_N_SIDES, NULL);
  return b->side_names[side];
}

const char *
adj_cog_side_id (AdjCogSide side)
{
  return side == ADJ_COG_CSA ? "csa" : "union";
}

gboolean
adj_cog_side_from_id (const char *id, AdjCogSide *out)
{
  if (g_strcmp0 (id, "csa") == 0)
    *out = ADJ_COG_CSA;
  else if (g_strcmp0 (id, "union") == 0)
    *out = ADJ_COG_UNION;
  else
    return FALSE;
  return TRUE;
}


guint adj_cog_battle_n_turns (const AdjCogBattle *b) { return b->n_turns; }
guint adj_cog_battle_n_entry_hexes (const AdjCogBattle *b) { return b->n_entry_hexes; }
guint adj_cog_battle_n_formations (const AdjCogBattle *b) { return b->n_formations; }
guint adj_cog_battle_n_units (const AdjCogBattle *b) { return b->n_units; }
guint adj_cog_battle_n_reinforcements (const AdjCogBattle *b) { return b->n_reinforcements; }
guint adj_cog_battle_n_cms (const AdjCogBattle *b) { return b->n_cms; }
guint adj_cog_battle_n_scms (const AdjCogBattle *b) { return b->n_scms; }
guint adj_cog_battle_n_ams (const AdjCogBattle *b) { return b->n_ams; }
guint adj_cog_battle_n_victory_hexes (const AdjCogBattle *b) { return b->n_hexes; }

#define ITEM(fn, type, array, count)                                      \
  const type *fn (const AdjCogBattle *b, guint i)                         \
  {                                                                       \
    g_return_val_if_fail (i < b->count, NULL);                            \
    return &b->array[i];                                                  \
  }

ITEM (adj_cog_battle_turn, AdjCogTurn, turns, n_turns)
ITEM (adj_cog_battle_formation, AdjCogFormation, formations, n_formations)
ITEM (adj_cog_battle_unit, AdjCogUnit, units, n_units)
ITEM (adj_cog_battle_reinforcement, AdjCogReinforcement, reinforcements, n_reinforcements)
ITEM (adj_cog_battle_cm, AdjCogCommandMarker, cms, n_cms)
ITEM (adj_cog_battle_scm, AdjCogSpecialMarker, scms, n_scms)
ITEM (adj_cog_battle_am, AdjCogArtilleryMarker, ams, n_ams)
ITEM (adj_cog_battle_victory_hex, AdjCogVictoryHex, hexes, n_hexes)

const char *
adj_cog_battle_entry_hex (const AdjCogBattle *b, guint i)
{
  g_return_val_if_fail (i < b->n_entry_hexes, NULL);
  return b->entry_hexes[i];
}

const AdjChart *adj_cog_battle_chart (const AdjCogBattle *b) { return b->chart; }

const AdjRatio *
adj_cog_battle_columns (const AdjCogBattle *b, guint *n_columns)
{
  *n_columns = b->n_columns;
  return b->columns;
}

static int
find (GHashTable *ids, const char *id)
{
  return id ? GPOINTER_TO_INT (g_hash_table_lookup (ids, id)) - 1 : -1;
}

int adj_cog_battle_find_unit (const AdjCogBattle *b, const char *id) { return find (b->unit_ids, id); }
int adj_cog_battle_find_formation (const AdjCogBattle *b, const char *id) { return find (b->formation_ids, id); }
int adj_cog_battle_find_reinforcement (const AdjCogBattle *b, const char *id) { return find (b->reinforcement_ids, id); }
int adj_cog_battle_find_cm (const AdjCogBattle *b, const char *id) { return find (b->cm_ids, id); }
int adj_cog_battle_find_scm (const AdjCogBattle *b, const char *id) { return find (b->scm_ids, id); }
int adj_cog_battle_find_am (const AdjCogBattle *b, const char *id) { return find (b->am_ids, id); }
int adj_cog_battle_find_turn (const AdjCogBattle *b, const char *label) { return find (b->turn_ids, label); }
int adj_cog_battle_find_victory_hex (const AdjCogBattle *b, const char *hex) { return find (b->hex_ids, hex); }

int
adj_cog_formation_ma (const AdjCogFormation *f, guint turn, int roll)
{
  const int *track = f->ma;
  for (guint i = 0; f->has_second && i < f->n_second_turns; i++)
    if (f->second_turns[i] == turn)
      track = f->second_ma;
  return track[CLAMP (roll, 1, 6) - 1];
}
