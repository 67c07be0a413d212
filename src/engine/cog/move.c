/* Moves: lifetime, equality, constructors. */
#include "cog/move.h"

#include <string.h>

#include "core/dice.h"

static const char *const type_ids[ADJ_COG_N_MOVE_TYPES] = {
  "next", "early_entry", "variable_entry", "entry_roll", "am_draw", "scm_roll", "set_aside", "withhold",
  "cm_draw", "command_roll", "combat_action", "combat", "step_loss", "eliminate", "replacement", "control",
  "vp", "automatic_victory", "chart",
};

static const char *const reason_ids[] = {
  "combat", "retreated_in", "retreat", "retreat_phase", "stacking", "surrender",
};

const char *
adj_cog_move_type_id (AdjCogMoveType type)
{
  return type < ADJ_COG_N_MOVE_TYPES ? type_ids[type] : "unknown";
}

gboolean
adj_cog_move_has_roll (AdjCogMoveType type)
{
  return type == ADJ_COG_MOVE_EARLY_ENTRY || type == ADJ_COG_MOVE_VARIABLE_ENTRY || type == ADJ_COG_MOVE_ENTRY_ROLL
         || type == ADJ_COG_MOVE_SCM_ROLL || type == ADJ_COG_MOVE_COMMAND_ROLL;
}

const char *
adj_cog_loss_reason_id (AdjCogLossReason reason)
{
  return (guint) reason < G_N_ELEMENTS (reason_ids) ? reason_ids[reason] : "unknown";
}

AdjCogMove *
adj_cog_move_new (AdjCogMoveType type)
{
  AdjCogMove *m = g_new0 (AdjCogMove, 1);
  m->type = type;
  m->index = -1;
  m->combat.attacker_am = m->combat.defender_am = -1;
  return m;
}

AdjCogMove *
adj_cog_move_copy (const AdjCogMove *m)
{
  AdjCogMove *c = g_memdup2 (m, sizeof *m);
  c->text = g_strdup (m->text);
  return c;
}

void
adj_cog_move_free (AdjCogMove *m)
{
  if (m == NULL)
    return;
  g_free (m->text);
  g_free (m);
}

static gboolean
rolls_equal (const AdjCogUnitRoll *a, const AdjCogUnitRoll *b, guint n)
{
  for (guint i = 0; i < n; i++)
    if (a[i].unit != b[i].unit || a[i].roll != b[i].roll)
      return FALSE;
  return TRUE;
}

static gboolean
units_equal (const guint *a, const guint *b, guint n)
{
  return n == 0 || memcmp (a, b, n * sizeof *a) == 0;
}

static gboolean
combat_equal (const AdjCogCombatMove *a, const AdjCogCombatMove *b)
{
  return a->n_attackers == b->n_attackers && a->n_defenders == b->n_defenders
         && a->n_retreated_in == b->n_retreated_in && a->n_cavalry == b->n_cavalry
         && a->n_defender_rolls == b->n_defender_rolls && a->n_attacker_rolls == b->n_attacker_rolls
         && units_equal (a->attackers, b->attackers, a->n_attackers)
         && units_equal (a->defenders, b->defenders, a->n_defenders)
         && units_equal (a->retreated_in, b->retreated_in, a->n_retreated_in)
         && a->attacker_am == b->attacker_am && a->defender_am == b->defender_am
         && a->higher_ground == b->higher_ground && a->town == b->town && a->steep_slope == b->steep_slope
         && a->flank == b->flank && a->terrain == b->terrain
         && rolls_equal (a->cavalry, b->cavalry, a->n_cavalry)
         && rolls_equal (a->defender_rolls, b->defender_rolls, a->n_defender_rolls)
         && rolls_equal (a->attacker_rolls, b->attacker_rolls, a->n_attacker_rolls);
}

gboolean
adj_cog_move_equal (const AdjCogMove *a, const AdjCogMove *b)
{
  return a->type == b->type && a->step == b->step && a->index == b->index && a->special == b->special
         && a->row == b->row && a->immune == b->immune
         && a->reason == b->reason && a->side == b->side && a->roll == b->roll && a->value == b->value
         && a->has_seed == b->has_seed && (!a->has_seed || a->seed == b->seed) && a->n_drawn == b->n_drawn
         && units_equal (a->drawn, b->drawn, a->n_drawn) && g_strcmp0 (a->text, b->text) == 0
         && combat_equal (&a->combat, &b->combat);
}

int
adj_cog_seed_roll (guint64 seed)
{
  AdjRng rng;
  adj_rng_init (&rng, seed);
  return adj_rng_roll (&rng, ADJ_DIE_D6);
}

AdjCogMove *
adj_cog_move_next (int step)
{
  AdjCogMove *m = adj_cog_move_new (ADJ_COG_MOVE_NEXT);
  m->step = step;
  return m;
}

AdjCogMove *
adj_cog_move_roll (AdjCogMoveType type, guint index, int roll)
{
  AdjCogMove *m = adj_cog_move_new (type);
  m->index = (int) index;
  m->roll = roll;
  return m;
}

AdjCogMove *
adj_cog_move_roll_virtual (AdjCogMoveType type, guint index, guint64 seed)
{
  AdjCogMove *m = adj_cog_move_roll (type, index, adj_cog_seed_roll (seed));
  m->has_seed = TRUE;
  m->seed = seed;
  return m;
}

AdjCogMove *
adj_cog_move_am_draw_virtual (guint64 seed)
{
  AdjCogMove *m = adj_cog_move_new (ADJ_COG_MOVE_AM_DRAW);
  m->has_seed = TRUE;
  m->seed = seed;
  return m;
}

AdjCogMove *
adj_cog_move_am_draw_typed (const guint *ams, guint n)
{
  AdjCogMove *m = adj_cog_move_new (ADJ_COG_MOVE_AM_DRAW);
  m->n_drawn = MIN (n, ADJ_COG_MAX_DRAWN);
  if (m->n_drawn > 0)
    memcpy (m->drawn, ams, m->n_drawn * sizeof *ams);
  return m;
}

AdjCogMove *
adj_cog_move_cm_draw_virtual (guint64 seed)
{
  AdjCogMove *m = adj_cog_move_new (ADJ_COG_MOVE_CM_DRAW);
  m->has_seed = TRUE;
  m->seed = seed;
  return m;
}

AdjCogMove *
adj_cog_move_cm_draw_typed (gboolean special, guint index)
{
  AdjCogMove *m = adj_cog_move_new (ADJ_COG_MOVE_CM_DRAW);
  m->special = special;
  m->index = (int) index;
  return m;
}

AdjCogMove *
adj_cog_move_marker (AdjCogMoveType type, guint cm)
{
  AdjCogMove *m = adj_cog_move_new (type);
  m->index = (int) cm;
  return m;
}

AdjCogMove *
adj_cog_move_side (AdjCogMoveType type, AdjCogSide side)
{
  AdjCogMove *m = adj_cog_move_new (type);
  m->side = side;
  return m;
}

AdjCogMove *
adj_cog_move_unit (AdjCogMoveType type, guint unit, AdjCogLossReason reason)
{
  AdjCogMove *m = adj_cog_move_new (type);
  m->index = (int) unit;
  m->reason = reason;
  return m;
}

AdjCogMove *
adj_cog_move_control (guint hex, AdjCogSide side)
{
  AdjCogMove *m = adj_cog_move_new (ADJ_COG_MOVE_CONTROL);
  m->index = (int) hex;
  m->side = side;
  return m;
}

AdjCogMove *
adj_cog_move_vp (AdjCogSide side, int vp, const char *why)
{
  AdjCogMove *m = adj_cog_move_new (ADJ_COG_MOVE_VP);
  m->side = side;
  m->value = vp;
  m->text = g_strdup (why);
  return m;
}

AdjCogMove *
adj_cog_move_chart (guint column, guint row, gboolean immune, int value)
{
  AdjCogMove *m = adj_cog_move_new (ADJ_COG_MOVE_CHART);
  m->index = (int) column;
  m->row = (int) row;
  m->immune = immune;
  m->value = immune ? 0 : value;
  return m;
}
