/* One journal line per move, with names and the rule (move.h). */
#include "tgtw/apply-private.h"

#include "core/i18n.h"

static const char *
army_name (const AdjTgtwState *s, int a)
{
  return adj_tgtw_scenario_army (s->scenario, (guint) a)->name;
}

static const char *
sector_name (const AdjTgtwState *s, int i)
{
  return adj_tgtw_scenario_sector (s->scenario, (guint) i)->name;
}

static const char *
unit_name (const AdjTgtwState *s, int i)
{
  return adj_tgtw_state_unit (s, (guint) i)->name;
}

/* What the move changed: every unit's new state, every check now due. */
static void
changes (GString *out, const AdjTgtwState *before, const AdjTgtwState *after)
{
  for (guint i = 0; i < after->n_units; i++)
    if (after->units[i].status != before->units[i].status)
      /* TRANSLATORS: a unit's name, then its state ("disordered") */
      g_string_append_printf (out, _("; %s %s"), unit_name (after, (int) i),
                              adj_tgtw_status_name (after->units[i].status));
  for (guint i = 0; i < after->n_units; i++)
    if (after->units[i].engaged >= 0 && after->units[i].engaged != before->units[i].engaged && after->units[i].engaged > (int) i)
      g_string_append_printf (out, _("; %s and %s engaged"), unit_name (after, (int) i),
                              unit_name (after, after->units[i].engaged));
  for (guint p = 0; p < after->n_pending; p++)
    {
      const AdjTgtwPending *x = &after->pending[p];
      if (adj_tgtw_find_pending (before, x->kind, x->index) >= 0)
        continue;
      if (x->kind == ADJ_TGTW_PENDING_MORALE)
        g_string_append_printf (out, _("; %s must check morale"), unit_name (after, x->index));
      else
        g_string_append_printf (out, _("; %s rolls for his life"), adj_tgtw_state_leader (after, (guint) x->index)->name);
    }
}

static void
dice_text (GString *out, const AdjTgtwDice *dice, int plus)
{
  if (dice->summed)
    /* TRANSLATORS: a total typed for several dice: "8 on 2d6" */
    g_string_append_printf (out, _("%d on %ud6"), dice->values[0], dice->n);
  for (guint i = 0; i < dice->n && !dice->summed; i++)
    g_string_append_printf (out, "%s%d", i ? "+" : "", dice->values[i]);
  if (plus != 0)
    g_string_append_printf (out, "+%d", plus);
}

static char *
describe_initiative (const AdjTgtwMove *m, const AdjTgtwState *after)
{
  const AdjTgtwSectorState *x = &after->sectors[m->sector];
  GString *out = g_string_new (NULL);
  /* TRANSLATORS: a sector, an army, its die, bonus, tactical points and total, the other army the same */
  g_string_append_printf (out, _("%s: %s roll %d+%d+%d = %d, %s %d+%d+%d = %d"), sector_name (after, m->sector),
                          army_name (after, 0), x->die[0], x->bonus[0], x->plus[0], x->total[0],
                          army_name (after, 1), x->die[1], x->bonus[1], x->plus[1], x->total[1]);
  if (!x->decided)
    g_string_append (out, _(": a tie with equal bonuses, both roll again (4.0)"));
  else if (x->total[0] == x->total[1])
    g_string_append_printf (out, _(": a tie, %s win on their leader's bonus (4.0)"), army_name (after, x->winner));
  else
    g_string_append_printf (out, _(": %s win the initiative (4.0)"), army_name (after, x->winner));
  return g_string_free (out, FALSE);
}

static char *
describe_cards (const AdjTgtwMove *m, const AdjTgtwState *after)
{
  if (!adj_tgtw_state_cards_revealed (after))
    return g_strdup_printf (_("%s chose their tactical cards, hidden until both armies have (11.0)"),
                            army_name (after, m->army));
  GString *out = g_string_new (NULL);
  g_string_append_printf (out, _("%s chose their tactical cards; revealed"), army_name (after, m->army));
  for (guint i = 0; i < adj_tgtw_scenario_n_sectors (after->scenario); i++)
    {
      g_string_append_printf (out, "%s %s:", i ? ";" : ":", sector_name (after, (int) i));
      for (guint a = 0; a < ADJ_TGTW_N_ARMIES; a++)
        {
          const AdjTgtwCard *c = adj_tgtw_charts_card (adj_tgtw_state_charts (after), after->sectors[i].card[a]);
          g_string_append_printf (out, "%s %s %s", a ? "," : "", army_name (after, (int) a),
                                  c != NULL ? c->name : _("no card"));
        }
    }
  g_string_append (out, " (11.0)");
  return g_string_free (out, FALSE);
}

static char *
describe_next (const AdjTgtwState *before, const AdjTgtwState *after)
{
  int sector, army;
  if (before->phase == ADJ_TGTW_PHASE_VICTORY)
    {
      GString *out = g_string_new (_("Victory Check:"));
      for (guint a = 0; a < ADJ_TGTW_N_ARMIES; a++)
        {
          AdjTgtwTally t;
          adj_tgtw_state_tally (before, a, -1, &t);
          /* TRANSLATORS: an army, its morale losses and its rout level */
          g_string_append_printf (out, _("%s %s %d of %d"), a ? "," : "", army_name (before, (int) a), t.total,
                                  t.rout_level);
        }
      for (guint i = 0; i < adj_tgtw_scenario_n_sectors (after->scenario); i++)
        for (guint a = 0; a < ADJ_TGTW_N_ARMIES; a++)
          if (after->sectors[i].routed[a] && !before->sectors[i].routed[a])
            g_string_append_printf (out, _("; %s's %s routs (13.0)"), army_name (after, (int) a),
                                    sector_name (after, (int) i));
      if (after->phase == ADJ_TGTW_PHASE_OVER && after->result < 0)
        g_string_append (out, _("; both armies rout: a draw (10.0)"));
      else if (after->phase == ADJ_TGTW_PHASE_OVER)
        /* TRANSLATORS: the army that routs, the army that wins */
        g_string_append_printf (out, _("; %s rout, %s win (10.0)"), army_name (after, 1 - after->result),
                                army_name (after, after->result));
      else
        g_string_append_printf (out, _("; no army routs, turn %d begins (10.0)"), after->turn);
      for (guint i = 0; i < after->n_leaders; i++)
        if (before->leaders[i].status == ADJ_TGTW_LEADER_WOUNDED && after->leaders[i].status == ADJ_TGTW_LEADER_ACTIVE)
          g_string_append_printf (out, _("; %s returns (9.0)"), adj_tgtw_state_leader (after, i)->name);
      return g_string_free (out, FALSE);
    }
  if (adj_tgtw_state_acting (after, &sector, &army))
    /* TRANSLATORS: a sector, an army */
    return g_strdup_printf (_("%s: %s act (3.0, 4.0)"), sector_name (after, sector), army_name (after, army));
  return g_strdup_printf (_("On to the %s (3.0)"), adj_tgtw_phase_name (after->phase));
}

/* The players ended the Rally and Morale phase with units still owing. */
static char *
describe_overrule (const AdjTgtwState *before)
{
  GString *disordered = g_string_new (NULL), *routed = g_string_new (NULL);
  for (guint i = 0; i < before->n_units; i++)
    {
      const AdjTgtwUnitState *us = &before->units[i];
      GString *to = us->status == ADJ_TGTW_DISORDERED ? disordered : us->status == ADJ_TGTW_ROUTED ? routed : NULL;
      if (to != NULL && !(us->flags & ADJ_TGTW_UNIT_CHECKED))
        g_string_append_printf (to, "%s%s", to->len ? ", " : "", unit_name (before, (int) i));
    }
  g_autofree char *d = g_string_free (disordered, FALSE);
  g_autofree char *r = g_string_free (routed, FALSE);
  if (*d && *r)
    /* TRANSLATORS: units still disordered, units still routed */
    return g_strdup_printf (_("Rally and Morale phase ended with %s still disordered and %s still routed, "
                              "by the players' choice (3.0, 8.0)"), d, r);
  if (*r)
    /* TRANSLATORS: units still routed */
    return g_strdup_printf (_("Rally and Morale phase ended with %s still routed, by the players' choice (3.0, 8.0)"),
                            r);
  /* TRANSLATORS: units still disordered */
  return g_strdup_printf (_("Rally and Morale phase ended with %s still disordered, by the players' choice (3.0, 8.0)"),
                          d);
}

static char *
describe_missile (const AdjTgtwMove *m, const AdjTgtwState *before, const AdjTgtwState *after)
{
  AdjTgtwFirer firers[ADJ_TGTW_MAX_FIRERS];
  AdjTgtwMissileInput in;
  AdjTgtwMissileResult r;
  GString *out = g_string_new (NULL);
  for (guint i = 0; i < m->n_firers; i++)
    g_string_append_printf (out, "%s%s", i ? ", " : "", unit_name (before, m->items[i]));
  adj_tgtw_missile_input (before, m, firers, &in);
  if (adj_tgtw_missile_resolve (adj_tgtw_state_charts (before), &in, &r, NULL))
    {
      /* TRANSLATORS: a unit, a potential, an MFT column, the die, the result letter */
      g_string_append_printf (out, _(" fire at %s: potential %d, column %d, d6 "), unit_name (before, m->unit),
                              r.potential, r.column);
      dice_text (out, &m->dice, m->plus[0]);
      g_string_append_printf (out, " → %s (5.3)", adj_tgtw_hit_to_string (r.printed[m->dice.values[0] - 1]));
    }
  adj_tgtw_missile_result_clear (&r);
  changes (out, before, after);
  return g_string_free (out, FALSE);
}

static char *
describe_melee (const AdjTgtwMove *m, const AdjTgtwState *before, const AdjTgtwState *after)
{
  AdjTgtwMeleeInput in;
  AdjTgtwMeleeResult r;
  const AdjTgtwUnit *a = adj_tgtw_state_unit (before, (guint) m->unit);
  GString *out = g_string_new (NULL);
  /* TRANSLATORS: two units */
  g_string_append_printf (out, _("%s attacks %s"), a->name, unit_name (before, m->other));
  adj_tgtw_melee_input (before, m, adj_tgtw_state_card (before, (guint) a->army, (guint) a->sector), &in);
  if (adj_tgtw_melee_resolve (adj_tgtw_state_charts (before), &in, &r, NULL))
    {
      const AdjRatio *sr = adj_tgtw_charts_mct1_strengths (adj_tgtw_state_charts (before));
      const AdjRatio *mr = adj_tgtw_charts_mct1_morales (adj_tgtw_state_charts (before));
      if (r.automatic)
        g_string_append (out, _(": routed, it is eliminated (7.0)"));
      else
        {
          guint row = adj_tgtw_mct2_row (adj_tgtw_dice_total (&m->dice) + r.plus);
          /* TRANSLATORS: MCT1's strength and morale ratios, the MCT2 column, the dice */
          g_string_append_printf (out, _(" (MCT1 %d-%d, %d-%d: column %c): "), sr[r.row].num, sr[r.row].den,
                                  mr[r.col].num, mr[r.col].den, adj_tgtw_column_letter (r.column));
          dice_text (out, &m->dice, r.plus);
          g_string_append_printf (out, " → %s (7.0)",
                                  adj_tgtw_charts_mct2_text (adj_tgtw_state_charts (before), row, (guint) r.column));
        }
    }
  adj_tgtw_melee_result_clear (&r);
  changes (out, before, after);
  return g_string_free (out, FALSE);
}

static char *
describe_check (const AdjTgtwMove *m, const AdjTgtwState *before, const AdjTgtwState *after)
{
  GString *out = g_string_new (NULL);
  if (m->type == ADJ_TGTW_MOVE_MORALE)
    {
      AdjTgtwMoraleInput in;
      adj_tgtw_state_morale_input (before, (guint) m->unit, m->leader, &in);
      if (in.automatic)
        g_string_append_printf (out, _("%s recovers with %s, without a roll (2.1)"), unit_name (before, m->unit),
                                adj_tgtw_state_leader (before, (guint) m->leader)->name);
      else
        {
          /* TRANSLATORS: a unit, then its roll */
          g_string_append_printf (out, _("%s checks morale: "), unit_name (before, m->unit));
          dice_text (out, &m->dice, m->plus[0]);
          g_string_append (out, " (8.0)");
        }
    }
  else
    {
      const AdjTgtwLeader *l = adj_tgtw_state_leader (before, (guint) m->leader);
      g_string_append_printf (out, _("%s rolls "), l->name);
      dice_text (out, &m->dice, m->plus[0]);
      AdjTgtwLeaderStatus now = after->leaders[m->leader].status;
      if (now == ADJ_TGTW_LEADER_WOUNDED)
        g_string_append_printf (out, _(": wounded, back on turn %d (9.0)"), after->leaders[m->leader].back_turn);
      else if (now != ADJ_TGTW_LEADER_ACTIVE)
        g_string_append_printf (out, ": %s (9.0)", adj_tgtw_leader_status_name (now));
      else
        g_string_append (out, _(": unhurt (9.0)"));
    }
  changes (out, before, after);
  if (m->type == ADJ_TGTW_MOVE_MORALE && after->units[m->unit].status == before->units[m->unit].status)
    g_string_append_printf (out, _("; %s stays %s"), unit_name (after, m->unit),
                            adj_tgtw_status_name (after->units[m->unit].status));
  return g_string_free (out, FALSE);
}

char *
adj_tgtw_move_describe (const AdjTgtwMove *m, const AdjTgtwState *before, const AdjTgtwState *after)
{
  GString *out;
  switch (m->type)
    {
    case ADJ_TGTW_MOVE_INITIATIVE: return describe_initiative (m, after);
    case ADJ_TGTW_MOVE_FIRST:
      return g_strdup_printf (_("%s: %s act first (3.0)"), sector_name (after, m->sector), army_name (after, m->army));
    case ADJ_TGTW_MOVE_CARDS: return describe_cards (m, after);
    case ADJ_TGTW_MOVE_NEXT: return describe_next (before, after);
    case ADJ_TGTW_MOVE_OVERRULE: return describe_overrule (before);
    case ADJ_TGTW_MOVE_MISSILE: return describe_missile (m, before, after);
    case ADJ_TGTW_MOVE_MELEE: return describe_melee (m, before, after);
    case ADJ_TGTW_MOVE_MORALE:
    case ADJ_TGTW_MOVE_CASUALTY: return describe_check (m, before, after);
    case ADJ_TGTW_MOVE_RALLY:
      out = g_string_new (NULL);
      for (guint i = 0; i < m->n_items; i++)
        g_string_append_printf (out, "%s%s", i ? ", " : "", unit_name (after, m->items[i]));
      g_string_append (out, _(" rally (3.0)"));
      return g_string_free (out, FALSE);
    case ADJ_TGTW_MOVE_DISORDER:
      return g_strdup_printf (_("%s is disordered by a rout through its hex (7.0)"), unit_name (after, m->unit));
    case ADJ_TGTW_MOVE_OFF_MAP:
      return g_strdup_printf (_("%s routs off the map: eliminated (8.0)"), unit_name (after, m->unit));
    case ADJ_TGTW_MOVE_REPLACE:
      return g_strdup_printf (_("%s takes the place of %s (9.0)"), adj_tgtw_state_leader (after, (guint) m->leader)->name,
                              adj_tgtw_state_leader (after, (guint) m->other)->name);
    default:
      return g_strdup (adj_tgtw_move_type_to_string (m->type));
    }
}
