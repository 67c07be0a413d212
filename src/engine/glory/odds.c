#include "glory/odds.h"

#include "core/i18n.h"

/* Compares attack:defense with num:den without division (all positive). */
static int
compare_ratio (int attack, int defense, const AdjOddsColumn *col)
{
  gint64 l = (gint64) attack * col->den, r = (gint64) col->num * defense;
  return l < r ? -1 : l > r ? 1 : 0;
}

void
adj_odds_compute (const AdjCombatCharts *charts, int attack, int defense,
                  gboolean attacker_favoured, AdjOdds *out)
{
  guint n = adj_combat_charts_n_odds (charts);
  const AdjOddsColumn *first = adj_combat_charts_odds (charts, 0);
  const AdjOddsColumn *last = adj_combat_charts_odds (charts, n - 1);
  guint col;

  g_return_if_fail (attack > 0 && defense > 0);
  out->attack = attack;
  out->defense = defense;
  out->attacker_favoured = attacker_favoured;
  out->placement = ADJ_ODDS_ROUNDED;

  if (compare_ratio (attack, defense, first) < 0)
    {
      col = 0;
      out->placement = ADJ_ODDS_CLAMPED;
    }
  else if (compare_ratio (attack, defense, last) > 0)
    {
      col = n - 1;
      out->placement = ADJ_ODDS_CLAMPED;
    }
  else if (attacker_favoured)
    {
      /* The lowest column not below the ratio. */
      for (col = 0; compare_ratio (attack, defense, adj_combat_charts_odds (charts, col)) > 0; col++)
        ;
    }
  else
    {
      /* The highest column not above the ratio. */
      for (col = n - 1; compare_ratio (attack, defense, adj_combat_charts_odds (charts, col)) < 0; col--)
        ;
    }
  out->column = col;
  out->odds = adj_combat_charts_odds (charts, col);
  if (compare_ratio (attack, defense, out->odds) == 0)
    out->placement = ADJ_ODDS_EXACT;
}

char *
adj_odds_explain (const AdjOdds *o)
{
  switch (o->placement)
    {
    case ADJ_ODDS_EXACT:
      /* TRANSLATORS: attack and defence strengths, then an odds column such as "3-1" */
      return g_strdup_printf (_("%d:%d is %s"), o->attack, o->defense, o->odds->key);
    case ADJ_ODDS_CLAMPED:
      return g_strdup_printf (_("%d:%d is beyond the chart: its end column %s"), o->attack, o->defense,
                              o->odds->key);
    default:
      return g_strdup_printf (o->attacker_favoured ? _("%d:%d rounded up for the attacker to %s")
                                                   : _("%d:%d rounded down for the defender to %s"),
                              o->attack, o->defense, o->odds->key);
    }
}

const char *
adj_odds_rule (const AdjOdds *o)
{
  return o->attacker_favoured && o->placement == ADJ_ODDS_ROUNDED ? "10.41" : "10.23";
}
