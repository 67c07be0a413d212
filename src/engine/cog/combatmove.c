/* The combat move (12.9): its rolls read into results, the results left
 * to apply as moves (step losses, 12.10.5 eliminations), the units and
 * markers it uses up. */
#include "cog/combatstate.h"

#include "cog/state-private.h"
#include "core/dice.h"
#include "core/i18n.h"

static int
roll_of (const AdjCogUnitRoll *rolls, guint n, guint unit, guint *count)
{
  int roll = 0;
  *count = 0;
  for (guint i = 0; i < n; i++)
    if (rolls[i].unit == unit)
      {
        roll = rolls[i].roll;
        (*count)++;
      }
  return roll;
}

/* The seed's rolls, in the order adj_cog_combat_roll_virtual makes them. */
static gboolean
check_seed (const AdjCogMove *m, GError **error)
{
  const AdjCogCombatMove *c = &m->combat;
  AdjRng rng;
  adj_rng_init (&rng, m->seed);
  const AdjCogUnitRoll *lists[3] = { c->cavalry, c->defender_rolls, c->attacker_rolls };
  guint counts[3] = { c->n_cavalry, c->n_defender_rolls, c->n_attacker_rolls };
  for (guint l = 0; l < 3; l++)
    for (guint i = 0; i < counts[l]; i++)
      if (lists[l][i].roll != adj_rng_roll (&rng, ADJ_DIE_D6))
        return adj_cog_refuse (error, _("12.9: the rolls are not those of the recorded seed"));
  return TRUE;
}

static gboolean
check_rolls (const AdjCogUnitRoll *rolls, guint n, GError **error)
{
  for (guint i = 0; i < n; i++)
    if (rolls[i].roll < 1 || rolls[i].roll > 6)
      return adj_cog_refuse (error, _("12.9: a die roll is 1 to 6"));
  return TRUE;
}

static gboolean
defender_results (const AdjCogState *s, const AdjCogCombatMove *c, const AdjCogCombatSetup *st,
                  AdjCogCombatResults *out, GError **error)
{
  guint expected = 0;
  for (guint k = 0; k < c->n_defenders; k++)
    {
      AdjCogUnitResult *r = &out->defenders[k];
      r->unit = c->defenders[k];
      r->retreated_before = st->retreated[k];
    }
  for (guint i = 0; !st->all_retreated && !st->input.defender_immune && i < st->n_staying; i++)
    {
      guint k = st->staying[i], count;
      AdjCogUnitResult *r = &out->defenders[k];
      int roll = roll_of (c->defender_rolls, c->n_defender_rolls, r->unit, &count);
      if (count != 1)
        return adj_cog_refuse (error, _("12.9.5: one die for each defending unit: %s"),
                               s->battle->units[r->unit].name);
      expected++;
      r->rolled = TRUE;
      adj_cog_defender_roll (&st->input, i, roll, &r->roll);
      r->eliminated = r->roll.loss && s->unit_steps[r->unit] <= 1;
    }
  if (c->n_defender_rolls != expected)
    return adj_cog_refuse (error, _("12.9.5: a die for each defender that stands, and no other"));
  return TRUE;
}

static gboolean
attacker_results (const AdjCogState *s, const AdjCogCombatMove *c, const AdjCogCombatSetup *st,
                  AdjCogCombatResults *out, GError **error)
{
  guint need = st->all_retreated || st->input.attacker_immune ? 0
               : MIN (c->n_attackers, (guint) st->input.loss_limit);
  if (c->n_attacker_rolls != need)
    return adj_cog_refuse (error, _("12.9.6: the attacker rolls for %u units (the Attacker Loss Limit is %d)"),
                           need, st->input.loss_limit);
  for (guint i = 0; i < c->n_attackers; i++)
    {
      guint count;
      AdjCogUnitResult *r = &out->attackers[i];
      r->unit = c->attackers[i];
      int roll = roll_of (c->attacker_rolls, c->n_attacker_rolls, r->unit, &count);
      if (count > 1)
        return adj_cog_refuse (error, _("12.9.6: one die for each attacking unit"));
      if (count == 0)
        continue;
      r->rolled = TRUE;
      adj_cog_attacker_roll (&st->input, i, roll, &r->roll);
      r->eliminated = r->roll.loss && s->unit_steps[r->unit] <= 1;
    }
  for (guint k = 0; k < c->n_attacker_rolls; k++)
    {
      gboolean found = FALSE;
      for (guint i = 0; i < c->n_attackers; i++)
        found |= c->attackers[i] == c->attacker_rolls[k].unit;
      if (!found)
        return adj_cog_refuse (error, _("12.9.6: only attacking units roll"));
    }
  return TRUE;
}

gboolean
adj_cog_combat_results (const AdjCogState *s, const AdjCogMove *m, AdjCogCombatResults *out, GError **error)
{
  const AdjCogCombatMove *c = &m->combat;
  AdjCogCombatSetup st;
  *out = (AdjCogCombatResults) { 0 };
  if (!check_rolls (c->cavalry, c->n_cavalry, error) || !check_rolls (c->defender_rolls, c->n_defender_rolls, error)
      || !check_rolls (c->attacker_rolls, c->n_attacker_rolls, error) || (m->has_seed && !check_seed (m, error)))
    return FALSE;
  gboolean ok = adj_cog_combat_setup (s, c, &st, error) && defender_results (s, c, &st, out, error)
                && attacker_results (s, c, &st, out, error);
  adj_cog_combat_setup_clear (&st);
  if (!ok)
    return FALSE;
  gboolean any_loss = FALSE;
  out->hex_cleared = TRUE;
  for (guint k = 0; k < c->n_defenders; k++)
    {
      const AdjCogUnitResult *r = &out->defenders[k];
      any_loss |= r->roll.loss;
      out->hex_cleared &= r->retreated_before || r->eliminated || (r->roll.loss && r->roll.retreat > 0);
    }
  for (guint k = 0; k < c->n_retreated_in; k++)
    out->retreated_in[k] = (AdjCogUnitResult) { .unit = c->retreated_in[k], .eliminated = any_loss };
  return TRUE;
}

gboolean
adj_cog_combat_roll_virtual (const AdjCogState *s, AdjCogMove *m, guint64 seed, GError **error)
{
  AdjCogCombatMove *c = &m->combat;
  AdjCogCombatSetup st;
  AdjRng rng;
  adj_rng_init (&rng, seed);
  for (guint i = 0; i < c->n_cavalry; i++)
    c->cavalry[i].roll = adj_rng_roll (&rng, ADJ_DIE_D6);
  c->n_defender_rolls = 0;
  if (!adj_cog_combat_setup (s, c, &st, error))
    {
      adj_cog_combat_setup_clear (&st);
      return FALSE;
    }
  for (guint i = 0; !st.all_retreated && !st.input.defender_immune && i < st.n_staying; i++)
    c->defender_rolls[c->n_defender_rolls++] = (AdjCogUnitRoll) { c->defenders[st.staying[i]],
                                                                  adj_rng_roll (&rng, ADJ_DIE_D6) };
  gboolean rolls[ADJ_COG_MAX_COMBAT_UNITS];
  adj_cog_combat_rollers (&st.input, rolls);
  guint n = 0;
  for (guint i = 0; !st.all_retreated && i < c->n_attackers; i++)
    if (rolls[i])
      c->attacker_rolls[n++] = (AdjCogUnitRoll) { c->attackers[i], adj_rng_roll (&rng, ADJ_DIE_D6) };
  c->n_attacker_rolls = n;
  adj_cog_combat_setup_clear (&st);
  m->has_seed = TRUE;
  m->seed = seed;
  return TRUE;
}

GPtrArray *
adj_cog_combat_group (const AdjCogState *s, const AdjCogMove *m, GError **error)
{
  AdjCogCombatResults r;
  if (!adj_cog_combat_results (s, m, &r, error))
    return NULL;
  GPtrArray *moves = g_ptr_array_new_with_free_func ((GDestroyNotify) adj_cog_move_free);
  g_ptr_array_add (moves, adj_cog_move_copy (m));
  for (guint k = 0; k < m->combat.n_defenders; k++)
    if (r.defenders[k].roll.loss)
      g_ptr_array_add (moves, adj_cog_move_unit (ADJ_COG_MOVE_STEP_LOSS, r.defenders[k].unit, ADJ_COG_LOSS_COMBAT));
  for (guint k = 0; k < m->combat.n_attackers; k++)
    if (r.attackers[k].roll.loss)
      g_ptr_array_add (moves, adj_cog_move_unit (ADJ_COG_MOVE_STEP_LOSS, r.attackers[k].unit, ADJ_COG_LOSS_COMBAT));
  for (guint k = 0; k < m->combat.n_retreated_in; k++)
    if (r.retreated_in[k].eliminated)
      g_ptr_array_add (moves, adj_cog_move_unit (ADJ_COG_MOVE_ELIMINATE, r.retreated_in[k].unit,
                                                 ADJ_COG_LOSS_RETREATED_IN));
  return moves;
}

static void
pend (AdjCogState *n, guint unit, CogPendingKind kind, int retreat)
{
  if (n->n_pending < COG_MAX_PENDING)
    n->pending[n->n_pending++] = (CogPending) { (guint16) unit, (guint8) kind, (gint8) retreat };
}

AdjCogState *
adj_cog_apply_combat (const AdjCogState *s, const AdjCogMove *m, GError **error)
{
  const AdjCogCombatMove *c = &m->combat;
  AdjCogCombatResults r;
  if (s->step != ADJ_COG_STEP_ACTIVATION || !adj_cog_state_combat_open (s))
    {
      adj_cog_refuse (error, adj_cog_state_is_night (s) ? _("15.2: no combat at night")
                                                        : _("12.2: attacks need a declared Combat Action or an "
                                                            "SCM activation, after movement"));
      return NULL;
    }
  if (s->n_pending > 0)
    {
      adj_cog_refuse (error, _("12.7: apply the last combat's results first"));
      return NULL;
    }
  for (guint i = 0; i < c->n_cavalry; i++)
    if (c->cavalry[i].roll == 0)
      {
        adj_cog_refuse (error, _("14.3: roll for the cavalry's retreat first"));
        return NULL;
      }
  if (!adj_cog_combat_results (s, m, &r, error))
    return NULL;
  AdjCogState *n = adj_cog_state_copy (s);
  for (guint k = 0; k < c->n_attackers; k++)
    n->unit_flags[c->attackers[k]] |= COG_UNIT_ATTACKED;
  for (guint k = 0; k < c->n_defenders; k++)
    {
      const AdjCogUnitResult *d = &r.defenders[k];
      n->unit_flags[d->unit] |= COG_UNIT_DEFENDED;
      if (d->retreated_before || (d->roll.loss && !d->eliminated))
        n->unit_flags[d->unit] |= COG_UNIT_RETREATED;
      if (d->roll.loss)
        pend (n, d->unit, COG_PENDING_STEP_LOSS, d->roll.retreat);
    }
  for (guint k = 0; k < c->n_attackers; k++)
    if (r.attackers[k].roll.loss)
      pend (n, r.attackers[k].unit, COG_PENDING_STEP_LOSS, 0);
  for (guint k = 0; k < c->n_retreated_in; k++)
    {
      n->unit_flags[c->retreated_in[k]] |= COG_UNIT_DEFENDED;
      if (r.retreated_in[k].eliminated)
        pend (n, c->retreated_in[k], COG_PENDING_ELIMINATION, 0);
    }
  if (c->attacker_am >= 0)
    n->ams[c->attacker_am] = ADJ_COG_AM_USED;
  if (c->defender_am >= 0)
    n->ams[c->defender_am] = ADJ_COG_AM_USED;
  return n;
}
