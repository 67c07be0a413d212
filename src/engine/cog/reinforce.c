/* The Mutual Reinforcement Phase (6.3.1): Early Entry (9.3), Variable
 * Reinforcements (9.4), the Entry Hex roll (9.2) and the arrivals with
 * the CSA's precedence at a shared Entry Hex (9.2, 9.5). */
#include "cog/state-private.h"

#include "core/i18n.h"
#include "core/procedure.h"

AdjCogSide
adj_cog_group_side (const AdjCogState *s, guint r)
{
  return s->battle->formations[s->battle->reinforcements[r].formation].side;
}

CogRollNeed
adj_cog_group_needs (const AdjCogState *s, guint r)
{
  const AdjCogReinforcement *rf = &s->battle->reinforcements[r];
  const CogGroup *g = &s->groups[r];
  if (s->historical_entry || g->arrived || g->fixed || g->turn != s->turn)
    return COG_ROLL_NONE;
  if (rf->variable && g->variable_roll == 0)
    return COG_ROLL_VARIABLE;
  /* 9.2: only a formation neither advanced nor delayed rolls for its hex. */
  if (rf->alternate >= 0 && g->entry_roll == 0)
    return COG_ROLL_ENTRY;
  return COG_ROLL_NONE;
}

guint
adj_cog_group_entry (const AdjCogState *s, guint r)
{
  const AdjCogReinforcement *rf = &s->battle->reinforcements[r];
  if (s->groups[r].arrived)
    return (guint) s->groups[r].entry;
  /* 9.2: a roll of 5 or 6 sends it to the alternate Entry Hex. */
  return s->groups[r].entry_roll >= 5 && rf->alternate >= 0 ? (guint) rf->alternate : rf->entry;
}

static gboolean
check_step (const AdjCogState *s, guint r, gboolean early, GError **error)
{
  AdjCogSide side = adj_cog_group_side (s, r);
  AdjCogStep want = early ? (side == ADJ_COG_CSA ? ADJ_COG_STEP_EARLY_CSA : ADJ_COG_STEP_EARLY_UNION)
                          : (side == ADJ_COG_CSA ? ADJ_COG_STEP_REINFORCE_CSA : ADJ_COG_STEP_REINFORCE_UNION);
  if (s->historical_entry)
    return adj_cog_refuse (error, _("9.2: the optional rule in play brings every reinforcement on its listed "
                                    "turn and hex, without rolls"));
  if (s->step != want)
    return adj_cog_refuse (error, _("6.3.1: %s rolls for %s in the step \"%s\""),
                           adj_cog_battle_side_name (s->battle, side),
                           s->battle->formations[s->battle->reinforcements[r].formation].name,
                           adj_cog_step_name (want));
  return TRUE;
}

gboolean
adj_cog_state_reinforcement_roll (const AdjCogState *s, guint r, AdjCogMoveType *type)
{
  g_return_val_if_fail (r < s->battle->n_reinforcements, FALSE);
  const AdjCogReinforcement *rf = &s->battle->reinforcements[r];
  const CogGroup *g = &s->groups[r];
  AdjCogSide side = adj_cog_group_side (s, r);
  if (s->historical_entry)
    return FALSE;
  if (s->step == (side == ADJ_COG_CSA ? ADJ_COG_STEP_EARLY_CSA : ADJ_COG_STEP_EARLY_UNION))
    {
      /* 9.3: may be tried, not must: the player chooses. */
      *type = ADJ_COG_MOVE_EARLY_ENTRY;
      return rf->early_entry && g->early_roll == 0 && !g->fixed && !g->arrived && rf->turn == s->turn + 1;
    }
  if (s->step != (side == ADJ_COG_CSA ? ADJ_COG_STEP_REINFORCE_CSA : ADJ_COG_STEP_REINFORCE_UNION))
    return FALSE;
  switch (adj_cog_group_needs (s, r))
    {
    case COG_ROLL_VARIABLE:
      *type = ADJ_COG_MOVE_VARIABLE_ENTRY;
      return TRUE;
    case COG_ROLL_ENTRY:
      *type = ADJ_COG_MOVE_ENTRY_ROLL;
      return TRUE;
    default:
      return FALSE;
    }
}

static AdjCogState *
early_entry (const AdjCogState *s, const AdjCogMove *m, GError **error)
{
  guint r = (guint) m->index;
  const AdjCogReinforcement *rf = &s->battle->reinforcements[r];
  if (!check_step (s, r, TRUE, error))
    return NULL;
  if (!rf->early_entry)
    {
      adj_cog_refuse (error, _("9.3: %s may not try to enter early"), s->battle->formations[rf->formation].name);
      return NULL;
    }
  AdjCogMoveType due;
  if (!adj_cog_state_reinforcement_roll (s, r, &due))
    {
      adj_cog_refuse (error, _("9.3: only a formation due next turn tries Early Entry, once"));
      return NULL;
    }
  AdjCogState *n = adj_cog_state_copy (s);
  CogGroup *ng = &n->groups[r];
  ng->early_roll = (guint8) m->roll;
  ng->fixed = TRUE;  /* no further delay or alternate hex roll */
  ng->turn = (guint8) (m->roll <= 3 ? s->turn : m->roll <= 5 ? rf->turn + 1 : rf->turn + 2);
  return n;
}

static AdjCogState *
variable_entry (const AdjCogState *s, const AdjCogMove *m, GError **error)
{
  guint r = (guint) m->index;
  if (!check_step (s, r, FALSE, error))
    return NULL;
  if (adj_cog_group_needs (s, r) != COG_ROLL_VARIABLE)
    {
      adj_cog_refuse (error, _("9.4: %s has no delay to roll for now"),
                      s->battle->formations[s->battle->reinforcements[r].formation].name);
      return NULL;
    }
  AdjCogState *n = adj_cog_state_copy (s);
  CogGroup *g = &n->groups[r];
  g->variable_roll = (guint8) m->roll;
  if (m->roll >= 5)
    {
      /* Delayed: its original hex, no more rolls. */
      g->fixed = TRUE;
      g->turn = (guint8) (s->turn + (m->roll == 5 ? 1 : 2));
    }
  return n;
}

static AdjCogState *
entry_roll (const AdjCogState *s, const AdjCogMove *m, GError **error)
{
  guint r = (guint) m->index;
  if (!check_step (s, r, FALSE, error))
    return NULL;
  CogRollNeed need = adj_cog_group_needs (s, r);
  if (need != COG_ROLL_ENTRY)
    {
      adj_cog_refuse (error, need == COG_ROLL_VARIABLE ? _("9.4: roll for the delay of %s first")
                                                       : _("9.2: %s does not roll for its Entry Hex now"),
                      s->battle->formations[s->battle->reinforcements[r].formation].name);
      return NULL;
    }
  AdjCogState *n = adj_cog_state_copy (s);
  n->groups[r].entry_roll = (guint8) m->roll;
  return n;
}

AdjCogState *
adj_cog_apply_reinforcement (const AdjCogState *s, const AdjCogMove *m, GError **error)
{
  if (m->index < 0 || (guint) m->index >= s->battle->n_reinforcements)
    {
      adj_cog_refuse (error, _("9.2: no such reinforcement"));
      return NULL;
    }
  switch (m->type)
    {
    case ADJ_COG_MOVE_EARLY_ENTRY:
      return early_entry (s, m, error);
    case ADJ_COG_MOVE_VARIABLE_ENTRY:
      return variable_entry (s, m, error);
    default:
      return entry_roll (s, m, error);
    }
}

static gboolean
csa_at (const AdjCogState *s, int hex)
{
  for (guint r = 0; r < s->battle->n_reinforcements; r++)
    if (s->groups[r].arrived && s->groups[r].turn == s->turn && s->groups[r].entry == hex
        && adj_cog_group_side (s, r) == ADJ_COG_CSA)
      return TRUE;
  return FALSE;
}

/* 9.2: the CSA keeps a shared Entry Hex; the Union goes to the nearest
 * lower lettered hex without a CSA formation (ruling: failing that, the
 * nearest higher one; failing that, it stays). */
static void
resolve_collisions (AdjCogState *s)
{
  int n = (int) s->battle->n_entry_hexes;
  for (guint r = 0; r < s->battle->n_reinforcements; r++)
    {
      CogGroup *g = &s->groups[r];
      if (!g->arrived || g->turn != s->turn || adj_cog_group_side (s, r) != ADJ_COG_UNION || !csa_at (s, g->entry))
        continue;
      int to = -1;
      for (int h = g->entry - 1; h >= 0 && to < 0; h--)
        if (!csa_at (s, h))
          to = h;
      for (int h = g->entry + 1; h < n && to < 0; h++)
        if (!csa_at (s, h))
          to = h;
      if (to >= 0)
        g->entry = (gint8) to;
    }
}

static gboolean
group_arrived (const AdjCogState *s, guint r)
{
  return s->groups[r].arrived && s->groups[r].turn == s->turn;
}

static gboolean
activates (const guint *formations, guint n, guint f)
{
  for (guint k = 0; k < n; k++)
    if (formations[k] == f)
      return TRUE;
  return FALSE;
}

/* A marker drawn this turn stays on its Command Track until the turn's
 * end (6.3.6); its formations moved off their Entry Hexes when it was
 * drawn, since they must leave them that turn (9.5). */
static gboolean
formation_drawn (const AdjCogState *s, guint f)
{
  const AdjCogBattle *b = s->battle;
  for (guint i = 0; i < b->n_cms; i++)
    if (s->cms[i].status == ADJ_COG_CM_DRAWN && activates (b->cms[i].formations, b->cms[i].n_formations, f))
      return TRUE;
  for (guint i = 0; i < b->n_scms; i++)
    if (s->scms[i].status == ADJ_COG_CM_DRAWN && activates (b->scms[i].formations, b->scms[i].n_formations, f))
      return TRUE;
  return FALSE;
}

gboolean
adj_cog_state_unit_in_entry_hex (const AdjCogState *s, guint unit)
{
  g_return_val_if_fail (unit < s->battle->n_units, FALSE);
  const AdjCogUnit *u = &s->battle->units[unit];
  return s->procedure >= ADJ_PROCEDURE_STEPS && u->arrives >= 0 && s->unit_status[unit] == ADJ_COG_UNIT_ON_MAP
         && group_arrived (s, (guint) u->arrives) && !formation_drawn (s, u->formation);
}

void
adj_cog_arrive (AdjCogState *s)
{
  const AdjCogBattle *b = s->battle;
  for (guint r = 0; r < b->n_reinforcements; r++)
    {
      CogGroup *g = &s->groups[r];
      if (g->arrived || g->turn != s->turn)
        continue;
      g->entry = (gint8) adj_cog_group_entry (s, r);
      g->arrived = TRUE;
    }
  resolve_collisions (s);
  for (guint u = 0; u < b->n_units; u++)
    if (s->unit_status[u] == ADJ_COG_UNIT_WAITING && group_arrived (s, (guint) b->units[u].arrives))
      s->unit_status[u] = ADJ_COG_UNIT_ON_MAP;
  /* Markers come with their formation, whenever it comes (9.3, 9.4). */
  for (guint i = 0; i < b->n_cms; i++)
    {
      gboolean now = b->cms[i].turn == (int) s->turn;
      for (guint k = 0; k < b->cms[i].n_arrives; k++)
        now |= group_arrived (s, b->cms[i].arrives[k]);
      if (now && s->cms[i].status == ADJ_COG_CM_OFF)
        s->cms[i] = (CogMarker) { ADJ_COG_CM_READY, (gint16) s->turn };
    }
  for (guint i = 0; i < b->n_ams; i++)
    {
      gboolean now = b->ams[i].turn == (int) s->turn || (b->ams[i].arrives >= 0 && group_arrived (s, (guint) b->ams[i].arrives));
      if (now && s->ams[i] == ADJ_COG_AM_OFF)
        s->ams[i] = b->ams[i].always_available ? ADJ_COG_AM_ALWAYS : ADJ_COG_AM_POOL;
    }
}
