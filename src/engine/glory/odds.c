#include "glory/odds.h"

#include "core/i18n.h"
#include "core/ratio.h"

void
adj_odds_compute (const AdjCombatCharts *charts, int attack, int defense,
                  gboolean attacker_favoured, AdjOdds *out)
{
  guint n = adj_combat_charts_n_odds (charts);
  g_autofree AdjRatio *cols = g_new (AdjRatio, MAX (n, 1));
  AdjRatioPlacement placement;

  g_return_if_fail (attack > 0 && defense > 0 && n > 0);
  for (guint i = 0; i < n; i++)
    cols[i] = (AdjRatio) { adj_combat_charts_odds (charts, i)->num, adj_combat_charts_odds (charts, i)->den };
  out->attack = attack;
  out->defense = defense;
  out->attacker_favoured = attacker_favoured;
  out->column = adj_ratio_place (cols, n, attack, defense, attacker_favoured, &placement);
  out->odds = adj_combat_charts_odds (charts, out->column);
  out->placement = placement == ADJ_RATIO_EXACT ? ADJ_ODDS_EXACT
                   : placement == ADJ_RATIO_CLAMPED ? ADJ_ODDS_CLAMPED : ADJ_ODDS_ROUNDED;
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
