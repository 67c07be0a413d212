/* A combat checked against the game: who may attack and be attacked
 * (12.3, 12.10.5, 12.2), the Artillery Markers (13.1), the cavalry's
 * retreat before combat (14.3), the odds and the chart's column (12.9). */
#include "cog/combatstate.h"

#include "cog/cups.h"
#include "cog/state-private.h"
#include "core/i18n.h"

static gboolean
listed (const guint *units, guint n, guint u)
{
  for (guint i = 0; i < n; i++)
    if (units[i] == u)
      return TRUE;
  return FALSE;
}

/* Why @u may not take part in this Combat Action as an attacker
 * (COG_UNIT_ATTACKED) or a defender (COG_UNIT_DEFENDED): a new string, or
 * NULL when it may. */
static char *
unit_refusal (const AdjCogState *s, guint u, guint8 flag_not)
{
  const AdjCogUnit *unit = &s->battle->units[u];
  if (s->unit_status[u] != ADJ_COG_UNIT_ON_MAP)
    return g_strdup_printf (_("12.3: %s is not on the map"), unit->name);
  if (flag_not != 0 && adj_cog_state_unit_in_entry_hex (s, u))
    return g_strdup_printf (_("9.5: %s is still in its Entry Hex: no attack goes into or out of it"), unit->name);
  if (s->unit_flags[u] & flag_not)
    return g_strdup_printf (flag_not == COG_UNIT_ATTACKED ? _("12.3: %s has attacked in this Combat Action")
                                                          : _("12.3: %s has been attacked in this Combat Action"),
                            unit->name);
  return NULL;
}

static gboolean
check_list (const AdjCogState *s, const guint *units, guint n, AdjCogSide side, guint8 flag_not, const char *what,
            GError **error)
{
  const AdjCogBattle *b = s->battle;
  for (guint i = 0; i < n; i++)
    {
      if (units[i] >= b->n_units)
        return adj_cog_refuse (error, _("12.3: no such unit"));
      const AdjCogUnit *u = &b->units[units[i]];
      if (listed (units, i, units[i]))
        return adj_cog_refuse (error, _("12.4: %s is named twice"), u->name);
      if (b->formations[u->formation].side != side)
        return adj_cog_refuse (error, _("12.1: %s is not on the %s's side"), u->name, what);
      g_autofree char *why = unit_refusal (s, units[i], flag_not);
      if (why != NULL)
        return adj_cog_refuse (error, "%s", why);
    }
  return TRUE;
}

/* An attacker's own limits beyond unit_refusal (12.3, 12.2). */
static char *
attacker_refusal (const AdjCogState *s, guint u)
{
  guint n;
  const guint *fs = adj_cog_state_active_formations (s, &n);
  const AdjCogUnit *unit = &s->battle->units[u];
  if (!unit->may_attack)
    return g_strdup_printf (_("12.3: %s may never attack"), unit->name);
  /* 12.2: in an SCM's combat only the units it activated attack. */
  if (s->active_special && !listed (fs, n, unit->formation))
    return g_strdup_printf (_("12.2: %s was not activated by %s"), unit->name, s->battle->scms[s->active].name);
  return NULL;
}

char *
adj_cog_combat_attacker_refusal (const AdjCogState *s, guint unit)
{
  g_return_val_if_fail (unit < s->battle->n_units, NULL);
  char *why = unit_refusal (s, unit, COG_UNIT_ATTACKED);
  return why != NULL ? why : attacker_refusal (s, unit);
}

char *
adj_cog_combat_defender_refusal (const AdjCogState *s, guint unit)
{
  g_return_val_if_fail (unit < s->battle->n_units, NULL);
  /* A unit that retreated in this Combat Action was attacked, yet may be
   * named again as having retreated into the hex (12.10.5). */
  return unit_refusal (s, unit, (s->unit_flags[unit] & COG_UNIT_RETREATED) ? 0 : COG_UNIT_DEFENDED);
}

static gboolean
check_attackers (const AdjCogState *s, const AdjCogCombatMove *c, AdjCogSide side, GError **error)
{
  if (!check_list (s, c->attackers, c->n_attackers, side, COG_UNIT_ATTACKED, _("attacker"), error))
    return FALSE;
  for (guint i = 0; i < c->n_attackers; i++)
    {
      g_autofree char *why = attacker_refusal (s, c->attackers[i]);
      if (why != NULL)
        return adj_cog_refuse (error, "%s", why);
    }
  return TRUE;
}

static gboolean
check_am (const AdjCogState *s, int am, const guint *units, guint n, AdjCogSide side, GError **error)
{
  if (am < 0)
    return TRUE;
  if (!adj_cog_state_am_available (s, (guint) am, side))
    return adj_cog_refuse (error, _("13.1: that Artillery Marker is not available to this side now"));
  int f = s->battle->ams[am].formation;
  for (guint i = 0; i < n; i++)
    if (f < 0 || s->battle->units[units[i]].formation == (guint) f)
      return TRUE;
  return adj_cog_refuse (error, _("13.1: no unit of %s's formation takes part"), s->battle->ams[am].name);
}

/* 14.3: who tries to retreat before combat, who did. */
static gboolean
cavalry (const AdjCogState *s, const AdjCogCombatMove *c, AdjCogCombatSetup *out, GError **error)
{
  for (guint i = 0; i < c->n_cavalry; i++)
    {
      guint k;
      for (k = 0; k < c->n_defenders && c->defenders[k] != c->cavalry[i].unit; k++)
        ;
      if (k == c->n_defenders || out->tries[k])
        return adj_cog_refuse (error, _("14.3: only a defender retreats before combat, once"));
      const AdjCogUnit *u = &s->battle->units[c->defenders[k]];
      int ter = adj_cog_effective_ter (u->ter, c->flank, c->higher_ground);
      out->tries[k] = TRUE;
      out->retreat_chance[k] = adj_cog_cavalry_retreat_chance (ter);
      out->retreated[k] = c->cavalry[i].roll > 0 && adj_cog_cavalry_retreat_roll (ter, c->cavalry[i].roll);
    }
  if (c->n_cavalry == 0)
    return TRUE;
  for (guint i = 0; i < c->n_defenders; i++)
    if (s->battle->units[c->defenders[i]].type != ADJ_COG_CAVALRY)
      return adj_cog_refuse (error, _("14.3: only a hex of cavalry alone retreats before combat"));
  for (guint i = 0; i < c->n_attackers; i++)
    if (s->battle->units[c->attackers[i]].type == ADJ_COG_CAVALRY)
      return adj_cog_refuse (error, _("14.3: cavalry retreats before combat only from a force without cavalry"));
  return TRUE;
}

static void
fill_input (const AdjCogState *s, const AdjCogCombatMove *c, AdjCogCombatSetup *out)
{
  AdjCogCombatInput *in = &out->input;
  *in = (AdjCogCombatInput) { .attacker_drm = out->chart.attacker_drm, .defender_drm = out->chart.defender_drm,
                              .attacker_immune = out->chart.attacker_immune,
                              .defender_immune = out->chart.defender_immune,
                              .loss_limit = out->chart.loss_limit, .flank = c->flank,
                              .higher_ground = c->higher_ground, .town = c->town,
                              .n_retreated_in = c->n_retreated_in };
  for (guint i = 0; i < out->n_staying; i++)
    {
      guint u = c->defenders[out->staying[i]];
      in->defenders[in->n_defenders++] = (AdjCogCombatUnit) { s->battle->units[u].ter, s->unit_steps[u],
                                                              s->battle->units[u].type == ADJ_COG_CAVALRY };
    }
  for (guint i = 0; i < c->n_attackers; i++)
    {
      guint u = c->attackers[i];
      in->attackers[in->n_attackers] = (AdjCogCombatUnit) { s->battle->units[u].ter, s->unit_steps[u],
                                                            s->battle->units[u].type == ADJ_COG_CAVALRY };
      for (guint k = 0; k < c->n_attacker_rolls; k++)
        in->attacker_rolls[in->n_attackers] |= c->attacker_rolls[k].unit == u;
      in->n_attackers++;
    }
}

gboolean
adj_cog_combat_setup (const AdjCogState *s, const AdjCogCombatMove *c, AdjCogCombatSetup *out, GError **error)
{
  gboolean special;
  guint index;
  AdjCogSide side;
  *out = (AdjCogCombatSetup) { 0 };
  if (!adj_cog_state_active_marker (s, &special, &index, &side))
    return adj_cog_refuse (error, _("12.1: combat happens in an activation"));
  AdjCogSide enemy = ADJ_COG_OTHER (side);
  if (c->n_attackers == 0 || c->n_defenders == 0)
    return adj_cog_refuse (error, _("12.3: a combat needs attackers and the units of one defending hex"));
  if (!check_attackers (s, c, side, error)
      || !check_list (s, c->defenders, c->n_defenders, enemy, COG_UNIT_DEFENDED, _("defender"), error)
      /* 12.10.5 is about units already in a combat: no 12.3 check. */
      || !check_list (s, c->retreated_in, c->n_retreated_in, enemy, 0, _("defender"), error))
    return FALSE;
  for (guint i = 0; i < c->n_retreated_in; i++)
    if (listed (c->defenders, c->n_defenders, c->retreated_in[i])
        || !(s->unit_flags[c->retreated_in[i]] & COG_UNIT_RETREATED))
      return adj_cog_refuse (error, _("12.10.5: %s did not retreat into the hex in this Combat Action"),
                             s->battle->units[c->retreated_in[i]].name);
  if (c->terrain < -3 || c->terrain > 3)
    return adj_cog_refuse (error, _("12.11.1: other terrain adds -3 to +3 defence factors"));
  if (!cavalry (s, c, out, error))
    return FALSE;
  for (guint i = 0; i < c->n_defenders; i++)
    if (!out->retreated[i])
      out->staying[out->n_staying++] = i;
  out->all_retreated = out->n_staying == 0;
  if (out->all_retreated)
    {
      if (c->attacker_am >= 0 || c->defender_am >= 0)
        return adj_cog_refuse (error, _("13.1: no artillery without a combat"));
      return TRUE;
    }
  guint stay_units[ADJ_COG_MAX_COMBAT_UNITS];
  int attack = 0, defence = 0;
  for (guint i = 0; i < out->n_staying; i++)
    {
      stay_units[i] = c->defenders[out->staying[i]];
      defence += s->unit_steps[stay_units[i]];
    }
  for (guint i = 0; i < c->n_attackers; i++)
    attack += s->unit_steps[c->attackers[i]];
  if (!check_am (s, c->attacker_am, c->attackers, c->n_attackers, side, error)
      || !check_am (s, c->defender_am, stay_units, out->n_staying, enemy, error))
    return FALSE;
  AdjCogStrengthInput strength = { attack, defence, c->attacker_am >= 0, c->defender_am >= 0, c->higher_ground,
                                   c->steep_slope, c->terrain, c->town };
  guint n_cols;
  const AdjRatio *cols = adj_cog_battle_columns (s->battle, &n_cols);
  if (!adj_cog_odds_compute (cols, n_cols, &strength, &out->odds, error)
      || !adj_cog_state_chart_entry (s, out->odds.column, &out->chart, error))
    return FALSE;
  fill_input (s, c, out);
  return adj_cog_combat_check (&out->input, error);
}

void
adj_cog_combat_setup_clear (AdjCogCombatSetup *setup)
{
  adj_cog_odds_clear (&setup->odds);
}
