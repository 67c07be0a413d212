#include "glory/charge.h"

#include <string.h>

#include "core/error.h"
#include "core/i18n.h"
#include "core/modifier.h"
#include "glory/chargecheck.h"
#include "glory/fixedglory.h"

void
adj_charge_input_clear (AdjChargeInput *input)
{
  for (guint i = 0; i < input->n_attackers; i++)
    adj_combat_stack_clear (&input->attackers[i]);
  for (guint i = 0; i < input->n_defenders; i++)
    adj_combat_stack_clear (&input->defenders[i]);
  for (guint i = 0; i < input->n_covering; i++)
    adj_combat_stack_clear (&input->covering[i]);
  g_free (input->covering);
  g_clear_pointer (&input->modifiers, g_array_unref);
  g_free (input->range_chart);
  memset (input, 0, sizeof *input);
}

void
adj_charge_result_clear (AdjChargeResult *result)
{
  g_clear_pointer (&result->modifiers, g_array_unref);
  g_clear_pointer (&result->cohesion_modifiers, g_array_unref);
  g_clear_pointer (&result->notes, g_array_unref);
  memset (result, 0, sizeof *result);
}

const char *
adj_charge_offer_to_string (AdjChargeOffer offer)
{
  switch (offer)
    {
    case ADJ_OFFER_CONTINUED_ATTACK: return "continued-attack";
    case ADJ_OFFER_COUNTER_ATTACK: return "counter-attack";
    default: return "none";
    }
}

gboolean
adj_charge_terrain_sum (const AdjCombatCharts *charts, const AdjCombatStack *stack,
                        const char *column, const char *rule, GArray *mods, int *sum,
                        GError **error)
{
  *sum = 0;
  for (guint i = 0; i < stack->n_terrain; i++)
    {
      const AdjTerrainPart *part = &stack->terrain[i];
      const AdjChartCell *cell = NULL;
      int value = part->value;
      if (part->terrain != NULL
          && !adj_combat_charts_terrain (charts, part->terrain, column, &value, &cell, error))
        return FALSE;
      *sum += value;
      if (mods == NULL)
        continue;
      if (cell != NULL)
        /* TRANSLATORS: a terrain as the chart names it, a hex, where the value
         * comes from ("rulebook", "provisional" or "your chart") */
        adj_modifiers_add (mods, value, rule, _("%s at %s (Terrain Effects Chart, %s)"), part->terrain,
                           stack->hex_id, adj_combat_cell_tag (cell));
      else
        /* TRANSLATORS: a terrain the players typed in, a hex */
        adj_modifiers_add (mods, value, rule, _("%s at %s (battle chart)"),
                           part->text ? part->text : _("terrain"), stack->hex_id);
    }
  return TRUE;
}

static gboolean
has_terrain (const AdjCombatStack *stack, const char *key)
{
  for (guint i = 0; i < stack->n_terrain; i++)
    if (g_strcmp0 (stack->terrain[i].terrain, key) == 0)
      return TRUE;
  return FALSE;
}

void
adj_charge_outcome_for (const AdjChargeInput *input, const AdjCombatCharts *charts, int adjusted,
                        AdjChargeOutcome *out)
{
  guint row = adj_combat_charts_charge_row (charts, adjusted);
  const AdjChargeRow *r = adj_combat_charts_charge_row_at (charts, row);

  memset (out, 0, sizeof *out);
  out->row = row;
  out->attacker = r->attacker;
  out->defender = r->defender;
  /* What 11.31-11.33 fix holds whatever a table cell says. */
  if (adjusted < 0)
    out->attacker |= ADJ_RESULT_RETREAT;
  if (adjusted >= 11)
    out->defender |= ADJ_RESULT_RETREAT;
  if (adjusted < 0 && input->kind != ADJ_CHARGE_COUNTER)
    out->offer = ADJ_OFFER_COUNTER_ATTACK;
  else if (adjusted >= 11 && input->kind == ADJ_CHARGE_NORMAL)
    out->offer = ADJ_OFFER_CONTINUED_ATTACK;
}

gboolean
adj_charge_outcome_same (const AdjChargeOutcome *a, const AdjChargeOutcome *b)
{
  return a->row == b->row && a->attacker == b->attacker && a->defender == b->defender && a->offer == b->offer
         && a->eliminated == b->eliminated;
}

void
adj_charge_outcomes_add (AdjChargeOutcome *outcomes, guint *n, guint max, const AdjChargeOutcome *o, double p)
{
  guint i;
  for (i = 0; i < *n; i++)
    if (adj_charge_outcome_same (&outcomes[i], o))
      break;
  if (i == *n)
    {
      g_return_if_fail (*n < max);
      outcomes[i] = *o;
      outcomes[i].faces = 0;
      outcomes[i].probability = 0;
      (*n)++;
    }
  outcomes[i].probability += p;
}

static void
add_face (AdjChargeResult *res, const AdjChargeOutcome *o, int face)
{
  guint i;
  for (i = 0; i < res->n_outcomes; i++)
    {
      const AdjChargeOutcome *e = &res->outcomes[i];
      if (e->row == o->row && e->attacker == o->attacker && e->defender == o->defender
          && e->offer == o->offer)
        break;
    }
  if (i == res->n_outcomes)
    res->outcomes[res->n_outcomes++] = *o;
  res->outcomes[i].faces |= 1u << face;
  res->outcomes[i].probability = adj_bits_count (res->outcomes[i].faces) / 10.0;
}

/* 10.26: +1 when every charging unit is mounted cavalry that moved at least a
 * hex paying at most 2 MP for any hex, and the defenders are infantry. */
static void
cavalry_bonus (const AdjChargeInput *in, guint active, gboolean foot_defenders, AdjChargeResult *res)
{
  gboolean any = FALSE;
  for (guint a = 0; a < in->n_attackers; a++)
    for (guint u = 0; (active & (1u << a)) && u < in->attackers[a].n_units; u++)
      {
        const AdjCombatUnit *unit = &in->attackers[a].units[u];
        if (!unit->charging || adj_combat_kind_is_artillery (unit->kind))
          continue;
        if (unit->kind != ADJ_COMBAT_MOUNTED_CAVALRY)
          return;
        any = TRUE;
        if (unit->moved_hexes < 1 || unit->max_hex_cost > 2)
          {
            adj_combat_notes_add (res->notes, ADJ_NOTE_INFO, "10.26",
                                  unit->moved_hexes < 1 ? _("no cavalry +1: %s did not move a hex this phase")
                                                        : _("no cavalry +1: %s entered a hex costing more than 2 MP"),
                                  adj_combat_unit_label (unit));
            return;
          }
      }
  if (!any)
    return;
  if (!foot_defenders)
    adj_combat_notes_add (res->notes, ADJ_NOTE_INFO, "10.26",
                          "%s", _("no cavalry +1: the defenders are not all infantry"));
  else
    adj_modifiers_add (res->modifiers, 1, "10.26", _("mounted cavalry charging infantry after moving"));
}

/* 10.4: the cumulative DRM of each defending hex (10.44), then the one most
 * favourable to the defender (10.43). Rear hexsides count per hex, as in the
 * 10.43 example. */
static gboolean
terrain_drm (const AdjChargeInput *in, const AdjCombatCharts *charts, guint active,
             AdjChargeResult *res, GError **error)
{
  for (guint d = 0; d < in->n_defenders; d++)
    {
      gboolean front = FALSE, rear = FALSE;
      if (!adj_charge_terrain_sum (charts, &in->defenders[d], "charge", "10.4", NULL,
                                   &res->hex_terrain[d], error))
        return FALSE;
      for (guint a = 0; a < in->n_attackers; a++)
        if (active & (1u << a))
          {
            if (in->attackers[a].rear_mask & (1u << d))
              rear = TRUE;
            else
              front = TRUE;
          }
      res->hex_rear[d] = rear ? (front ? 2 : 1) : 0;
      if (d == 0 || res->hex_terrain[d] + res->hex_rear[d]
                    < res->hex_terrain[res->terrain_hex] + res->hex_rear[res->terrain_hex])
        res->terrain_hex = d;
    }
  guint best = res->terrain_hex;
  res->terrain_drm = res->hex_terrain[best];
  res->rear_drm = res->hex_rear[best];
  adj_charge_terrain_sum (charts, &in->defenders[best], "charge", "10.4", res->modifiers,
                          &res->terrain_drm, NULL);
  if (res->rear_drm == 1)
    /* TRANSLATORS: %s is the defending hex */
    adj_modifiers_add (res->modifiers, 1, "10.22", _("the defenders at %s are charged through a rear hexside"),
                       in->defenders[best].hex_id);
  else if (res->rear_drm == 2)
    adj_modifiers_add (res->modifiers, 2, "10.22", _("the defenders at %s are charged through front and rear at once"),
                       in->defenders[best].hex_id);
  if (in->n_defenders > 1)
    adj_combat_notes_add (res->notes, ADJ_NOTE_INFO, "10.43",
                          _("of the defending hexes, %s gives the defender the best DRM (%+d)"),
                          in->defenders[best].hex_id, res->terrain_drm + res->rear_drm);
  return TRUE;
}

static gboolean
strengths (const AdjChargeInput *in, const AdjCombatCharts *charts, guint active,
           AdjChargeResult *res, gboolean *foot_defenders, gboolean *cavalry_in_woods,
           gboolean *dismounted, gboolean *lowered, GError **error)
{
  gboolean mounted = FALSE, woods = FALSE;
  int fighters = 0, printed[2] = { ADJ_COHESION_NONE, ADJ_COHESION_NONE };

  res->attack_cohesion = res->defense_cohesion = ADJ_COHESION_NONE;
  *foot_defenders = TRUE;
  *dismounted = FALSE;
  for (guint a = 0; a < in->n_attackers; a++)
    for (guint u = 0; (active & (1u << a)) && u < in->attackers[a].n_units; u++)
      {
        const AdjCombatUnit *unit = &in->attackers[a].units[u];
        if (!unit->charging || adj_combat_kind_is_artillery (unit->kind))
          continue; /* 10.28: artillery never charges */
        res->attack_strength += unit->strength;
        res->attack_cohesion = MAX (res->attack_cohesion,
                                    adj_combat_unit_cohesion (unit, res->cohesion_modifiers));
        printed[0] = MAX (printed[0], unit->cohesion);
        mounted |= unit->kind == ADJ_COMBAT_MOUNTED_CAVALRY;
        *dismounted |= unit->kind == ADJ_COMBAT_DISMOUNTED_CAVALRY;
      }
  for (guint d = 0; d < in->n_defenders; d++)
    {
      const AdjCombatStack *s = &in->defenders[d];
      woods |= has_terrain (s, "woods");
      for (guint u = 0; u < s->n_units; u++)
        {
          const AdjCombatUnit *unit = &s->units[u];
          if (adj_combat_kind_is_artillery (unit->kind))
            {
              int melee;
              gboolean rear = FALSE;
              if (!in->fixed_glory)
                continue; /* 10.28: its strength is for fire only */
              for (guint a = 0; a < in->n_attackers; a++)
                rear |= (active & (1u << a)) && (in->attackers[a].rear_mask & (1u << d));
              if (!adj_fixed_artillery_melee (charts, in->range_chart, unit, rear, &melee, error))
                return FALSE;
              res->defense_strength += melee;
              continue;
            }
          fighters++;
          res->defense_strength += unit->strength;
          res->defense_cohesion = MAX (res->defense_cohesion,
                                       adj_combat_unit_cohesion (unit, res->cohesion_modifiers));
          printed[1] = MAX (printed[1], unit->cohesion);
          *foot_defenders &= adj_combat_kind_is_foot (unit->kind);
        }
    }
  *foot_defenders &= fighters > 0;
  *cavalry_in_woods = mounted && woods;
  /* 12.4 changed the differential when it lowered a side's best. */
  *lowered = printed[0] != res->attack_cohesion || printed[1] != res->defense_cohesion;
  return TRUE;
}

gboolean
adj_charge_resolve_active (const AdjChargeInput *in, const AdjCombatCharts *charts, guint active,
                           AdjChargeResult *res, GError **error)
{
  gboolean foot_defenders, cavalry_in_woods, dismounted, lowered, favoured = TRUE;

  memset (res, 0, sizeof *res);
  res->active = active;
  res->modifiers = adj_modifiers_new ();
  res->cohesion_modifiers = adj_modifiers_new ();
  res->notes = adj_combat_notes_new ();
  if (!strengths (in, charts, active, res, &foot_defenders, &cavalry_in_woods, &dismounted, &lowered,
                  error))
    return FALSE;

  if (res->defense_strength == 0)
    {
      /* 10.28: artillery defending alone; nothing to roll. */
      res->automatic = TRUE;
      res->n_outcomes = 1;
      res->outcomes[0] = (AdjChargeOutcome) { .eliminated = TRUE, .faces = 0x3ff, .probability = 1.0 };
      res->has_roll = in->has_roll;
      res->roll = res->adjusted = in->roll;
      return TRUE;
    }

  /* 10.41-10.42: the attacker rounds up unless some terrain favours the
   * defender or an attacker charges across a stream. */
  for (guint d = 0; d < in->n_defenders; d++)
    for (guint i = 0; i < in->defenders[d].n_terrain; i++)
      {
        const AdjTerrainPart *part = &in->defenders[d].terrain[i];
        int value = part->value;
        if (part->terrain != NULL
            && !adj_combat_charts_terrain (charts, part->terrain, "charge", &value, NULL, error))
          return FALSE;
        favoured &= value >= 0;
      }
  for (guint a = 0; a < in->n_attackers; a++)
    if ((active & (1u << a)) && in->attackers[a].across_stream)
      favoured = FALSE;

  res->has_odds = TRUE;
  adj_odds_compute (charts, res->attack_strength, res->defense_strength, favoured, &res->odds);
  res->odds_drm = res->odds.odds->drm;
  g_autofree char *why = adj_odds_explain (&res->odds);
  adj_modifiers_add (res->modifiers, res->odds_drm, adj_odds_rule (&res->odds),
                     /* TRANSLATORS: how the odds were found ("6:2 is 3-1"), where the
                      * column comes from ("rulebook", "provisional" or "your chart") */
                     _("odds %s (%s)"),
                     why, adj_combat_cell_tag (res->odds.odds->cell));

  int diff = res->attack_cohesion - res->defense_cohesion;
  int cap = cavalry_in_woods ? 1 : 3;
  if (res->defense_cohesion == ADJ_COHESION_NONE)
    /* Fixed Glory artillery defending alone: 10.25 compares no artillery. */
    adj_modifiers_add (res->modifiers, res->cohesion_drm = 0, "10.25",
                       "%s", _("no infantry or cavalry defends: no cohesion differential"));
  else
    adj_modifiers_add (res->modifiers, res->cohesion_drm = CLAMP (diff, -3, cap), lowered ? "10.25, 12.4" : "10.25",
                       /* TRANSLATORS: the attackers' best cohesion, then the defenders' */
                       CLAMP (diff, -3, cap) == diff ? _("best cohesion %d against %d")
                       : cavalry_in_woods && diff > 1 ? _("best cohesion %d against %d, at most +1 for mounted cavalry into Woods")
                       : _("best cohesion %d against %d, capped at 3 either way"),
                       res->attack_cohesion, res->defense_cohesion);

  if (!terrain_drm (in, charts, active, res, error))
    return FALSE;
  cavalry_bonus (in, active, foot_defenders, res);
  if (dismounted)
    adj_modifiers_add (res->modifiers, -1, "12.3", _("dismounted cavalry in the charge"));
  if (in->fixed_glory && !adj_fixed_melee_drms (in, charts, active, res->modifiers, error))
    return FALSE;
  for (guint i = 0; in->modifiers != NULL && i < in->modifiers->len; i++)
    {
      const AdjModifier *m = &g_array_index (in->modifiers, AdjModifier, i);
      adj_modifiers_add (res->modifiers, m->value, m->rule, "%s", m->text);
    }
  res->total_drm = adj_modifiers_total (res->modifiers);

  for (int face = 0; face <= 9; face++)
    {
      AdjChargeOutcome o;
      adj_charge_outcome_for (in, charts, face + res->total_drm, &o);
      add_face (res, &o, face);
    }
  if (in->has_roll)
    {
      res->has_roll = TRUE;
      res->roll = in->roll;
      res->adjusted = in->roll + res->total_drm;
      for (guint i = 0; i < res->n_outcomes; i++)
        if (res->outcomes[i].faces & (1u << in->roll))
          res->outcome = i;
    }
  return TRUE;
}

gboolean
adj_charge_resolve (const AdjChargeInput *in, const AdjCombatCharts *charts,
                    AdjChargeResult *res, GError **error)
{
  guint all = (1u << in->n_attackers) - 1;
  if (!adj_charge_resolve_active (in, charts, all, res, error))
    return FALSE;
  adj_charge_check (in, res->notes);
  return TRUE;
}
