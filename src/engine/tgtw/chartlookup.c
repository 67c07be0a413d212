/* Lookups in The Glory that Was's typed tables (charts.h). */
#include "tgtw/charts-private.h"

#include "core/i18n.h"

static void
set_cell (const AdjTgtwCharts *t, AdjTgtwChartId id, guint r, guint c, const AdjChartCell **cell)
{
  if (cell != NULL)
    *cell = adj_chart_cell (t->charts[id], r, c);
}

AdjTgtwPdtEffect
adj_tgtw_charts_pdt (const AdjTgtwCharts *t, AdjTgtwWeapon weapon, int range, const AdjChartCell **cell)
{
  if (cell != NULL)
    *cell = NULL;
  if ((guint) weapon >= ADJ_TGTW_N_WEAPONS || range < 1 || range > ADJ_TGTW_PDT_RANGES)
    return ADJ_TGTW_PDT_PROHIBITED;
  set_cell (t, ADJ_TGTW_CHART_PDT, weapon, (guint) range - 1, cell);
  return t->pdt[weapon][range - 1];
}

int
adj_tgtw_pdt_apply (AdjTgtwPdtEffect effect, int strength)
{
  switch (effect)
    {
    case ADJ_TGTW_PDT_DOUBLE: return 2 * strength;
    case ADJ_TGTW_PDT_NORMAL: return strength;
    case ADJ_TGTW_PDT_HALVED: return MAX (strength / 2, 1);
    case ADJ_TGTW_PDT_THIRD: return MAX (strength / 3, 1);
    case ADJ_TGTW_PDT_PROHIBITED:
    default: return 0;
    }
}

const char *
adj_tgtw_pdt_effect_to_string (AdjTgtwPdtEffect effect)
{
  static const char *const words[] = { "P", "Double", "Normal", "Halved", "1/3" };
  return (guint) effect < G_N_ELEMENTS (words) ? words[effect] : "?";
}

int
adj_tgtw_charts_tdt (const AdjTgtwCharts *t, int formation, const AdjChartCell **cell)
{
  g_return_val_if_fail (formation >= 0 && formation < ADJ_TGTW_N_FORMATIONS, 0);
  set_cell (t, ADJ_TGTW_CHART_TDT, (guint) formation, 0, cell);
  return t->tdt[formation];
}

AdjTgtwHit
adj_tgtw_charts_mft (const AdjTgtwCharts *t, int die, int column, const AdjChartCell **cell)
{
  g_return_val_if_fail (die >= 1 && die <= ADJ_TGTW_MFT_DIE && column >= 1 && column <= ADJ_TGTW_MFT_COLUMNS,
                        ADJ_TGTW_HIT_NONE);
  set_cell (t, ADJ_TGTW_CHART_MFT, (guint) die - 1, (guint) column - 1, cell);
  return t->mft[die - 1][column - 1];
}

int
adj_tgtw_charts_tec_movement (const AdjTgtwCharts *t, AdjTgtwUnitType type, const AdjChartCell **cell)
{
  g_return_val_if_fail ((guint) type < ADJ_TGTW_N_UNIT_TYPES, 0);
  set_cell (t, ADJ_TGTW_CHART_TEC, type, 0, cell);
  return t->tec_basic[type];
}

AdjTgtwTecEntry
adj_tgtw_charts_tec (const AdjTgtwCharts *t, AdjTgtwUnitType type, guint terrain, const AdjChartCell **cell)
{
  AdjTgtwTecEntry none = { ADJ_TGTW_TEC_PROHIBITED, 0 };
  g_return_val_if_fail ((guint) type < ADJ_TGTW_N_UNIT_TYPES && terrain < ADJ_TGTW_N_TERRAINS, none);
  set_cell (t, ADJ_TGTW_CHART_TEC, type, terrain + 1, cell);
  return t->tec[type][terrain];
}

const char *
adj_tgtw_terrain_to_string (guint terrain)
{
  static const char *const ids[] = { "clear", "rough", "swamp", "uphill", "downhill", "river", "wood" };
  return terrain < G_N_ELEMENTS (ids) ? ids[terrain] : NULL;
}

const AdjRatio *
adj_tgtw_charts_mct1_strengths (const AdjTgtwCharts *t)
{
  return t->strengths;
}

const AdjRatio *
adj_tgtw_charts_mct1_morales (const AdjTgtwCharts *t)
{
  return t->morales;
}

int
adj_tgtw_charts_mct1 (const AdjTgtwCharts *t, guint row, guint col, const AdjChartCell **cell)
{
  g_return_val_if_fail (row < ADJ_TGTW_MCT1_ROWS && col < ADJ_TGTW_MCT1_COLUMNS, 0);
  set_cell (t, ADJ_TGTW_CHART_MCT1, row, col, cell);
  return t->mct1[row][col];
}

guint
adj_tgtw_mct2_row (int total)
{
  return (guint) CLAMP (total, 1, ADJ_TGTW_MCT2_ROWS) - 1;
}

const AdjTgtwMct2Result *
adj_tgtw_charts_mct2 (const AdjTgtwCharts *t, guint row, guint col, const AdjChartCell **cell)
{
  g_return_val_if_fail (row < ADJ_TGTW_MCT2_ROWS && col < ADJ_TGTW_N_MCT2_COLUMNS, NULL);
  set_cell (t, ADJ_TGTW_CHART_MCT2, row, col, cell);
  return &t->mct2[row][col];
}

const char *
adj_tgtw_charts_mct2_text (const AdjTgtwCharts *t, guint row, guint col)
{
  g_return_val_if_fail (row < ADJ_TGTW_MCT2_ROWS && col < ADJ_TGTW_N_MCT2_COLUMNS, NULL);
  return adj_chart_cell (t->charts[ADJ_TGTW_CHART_MCT2], row, col)->text;
}

int
adj_tgtw_charts_type_shift (const AdjTgtwCharts *t, AdjTgtwUnitType attacker, AdjTgtwUnitType defender,
                            const AdjChartCell **cell)
{
  if (cell != NULL)
    *cell = NULL;
  if ((guint) attacker >= 6 || (guint) defender >= 6)
    return 0;
  set_cell (t, ADJ_TGTW_CHART_MCT1_TYPES, attacker, defender, cell);
  return t->types[attacker][defender];
}

AdjTgtwFate
adj_tgtw_charts_leader_melee (const AdjTgtwCharts *t, AdjTgtwCasualtyColumn column, int roll,
                              const AdjChartCell **cell)
{
  if (cell != NULL)
    *cell = NULL;
  g_return_val_if_fail ((guint) column < ADJ_TGTW_N_CASUALTY_COLUMNS && roll >= 1 && roll <= 10,
                        ADJ_TGTW_FATE_NONE);
  AdjTgtwFate fate = t->leader_melee[column][roll];
  if (fate != ADJ_TGTW_FATE_NONE)
    set_cell (t, ADJ_TGTW_CHART_LEADER_MELEE, t->leader_melee_row[column][roll], column, cell);
  return fate;
}

AdjTgtwFate
adj_tgtw_charts_leader_missile (const AdjTgtwCharts *t, int roll, const AdjChartCell **cell)
{
  if (cell != NULL)
    *cell = NULL;
  g_return_val_if_fail (roll >= 1 && roll <= 10, ADJ_TGTW_FATE_NONE);
  AdjTgtwFate fate = t->leader_missile[roll];
  if (fate != ADJ_TGTW_FATE_NONE)
    set_cell (t, ADJ_TGTW_CHART_LEADER_MISSILE, t->leader_missile_row[roll], 0, cell);
  return fate;
}

int
adj_tgtw_charts_loss (const AdjTgtwCharts *t, AdjTgtwLoss loss, int x)
{
  g_return_val_if_fail ((guint) loss < ADJ_TGTW_N_LOSSES, 0);
  const AdjTgtwLossRow *l = &t->loss[loss];
  if (x == 0 && l->zero_stars >= 0)
    return l->zero_stars;
  int points = l->per * x + l->plus;
  return l->minimum != G_MININT ? MAX (points, l->minimum) : points;
}

const AdjTgtwCard *
adj_tgtw_charts_card (const AdjTgtwCharts *t, int n)
{
  return n >= 1 && n <= ADJ_TGTW_N_CARDS ? &t->cards[n - 1] : NULL;
}

int
adj_tgtw_charts_tp_cost (const AdjTgtwCharts *t, AdjTgtwTpOption option)
{
  g_return_val_if_fail ((guint) option < ADJ_TGTW_N_TP_OPTIONS, 0);
  return t->tp_cost[option];
}

int
adj_tgtw_charts_tp_die_limit (const AdjTgtwCharts *t)
{
  return t->tp_die_limit;
}
