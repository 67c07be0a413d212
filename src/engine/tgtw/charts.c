/* The Glory that Was's printed tables as one typed set (charts.h). */
#include "tgtw/charts-private.h"

#include <string.h>

#include "core/chartoverrides.h"
#include "core/error.h"
#include "core/i18n.h"
#include "tgtw/chartdata.h"

static const char *const chart_ids[] = {
  "tgtw-pdt", "tgtw-tdt", "tgtw-mft", "tgtw-tec", "tgtw-mct1", "tgtw-mct2", "tgtw-mct1-types",
  "tgtw-leader-melee", "tgtw-leader-missile", "tgtw-morale-loss", "tgtw-tactical-cards",
  "tgtw-tactical-points",
};
G_STATIC_ASSERT (G_N_ELEMENTS (chart_ids) == ADJ_TGTW_N_CHARTS);

/* The built-in copies, in the order of chart_ids (src/engine/tgtw/meson.build). */
static const char *const chart_texts[] = {
  ADJ_TGTW_CHART_TEXT_TGTW_PDT, ADJ_TGTW_CHART_TEXT_TGTW_TDT, ADJ_TGTW_CHART_TEXT_TGTW_MFT,
  ADJ_TGTW_CHART_TEXT_TGTW_TEC, ADJ_TGTW_CHART_TEXT_TGTW_MCT1, ADJ_TGTW_CHART_TEXT_TGTW_MCT2,
  ADJ_TGTW_CHART_TEXT_TGTW_MCT1_TYPES, ADJ_TGTW_CHART_TEXT_TGTW_LEADER_MELEE,
  ADJ_TGTW_CHART_TEXT_TGTW_LEADER_MISSILE, ADJ_TGTW_CHART_TEXT_TGTW_MORALE_LOSS,
  ADJ_TGTW_CHART_TEXT_TGTW_TACTICAL_CARDS, ADJ_TGTW_CHART_TEXT_TGTW_TACTICAL_POINTS,
};
G_STATIC_ASSERT (G_N_ELEMENTS (chart_texts) == ADJ_TGTW_N_CHARTS);

static const char *const weapons[] = { "javelin", "shortbow", "longbow", "composite", "sling" };
static const char *const formations[] = {
  "hoplitic_phalanx", "macedonian_phalanx", "early_legion", "roman_legion", "barbarian_tribe",
  "skirmishers", "cavalry",
};
static const char *const numbers[] = { "1", "2", "3", "4", "5", "6", "7", "8", "9", "10" };
static const char *const types[] = { "LI", "MI", "HI", "LC", "MC", "HC", "SK" };
static const char *const tec_cols[] = { "basic", "clear", "rough", "swamp", "uphill", "downhill", "river", "wood" };
static const char *const strengths[] = { "1-3", "1-2", "1-1", "3-2", "2-1", "5-2", "3-1", "4-1", "5-1" };
static const char *const morales[] = {
  "1-4", "1-3", "1-2", "2-3", "1-1", "3-2", "2-1", "5-2", "3-1", "4-1", "5-1", "6-1", "7-1", "8-1",
};
static const char *const mct2_rows[] = {
  "le1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "ge15",
};
static const char *const letters[] = { "A", "B", "C", "D", "E", "F", "G" };
static const char *const fates[] = { "wounded", "captured", "killed" };
static const char *const missile_fates[] = { "wounded", "killed" };
static const char *const casualty_cols[] = { "Eng", "D", "R", "E" };
static const char *const losses[] = { "eliminated", "routed", "disordered", "captured", "wounded", "killed" };
static const char *const loss_cols[] = { "per", "plus", "minimum", "zero_stars" };
static const char *const card_cols[] = { "name", "morale", "types" };
static const char *const tp_rows[] = { "die", "mct1", "mct2_shift", "mct2_die" };
static const char *const tp_cols[] = { "cost", "limit" };

#define SHAPE(c, r, k) adj_tgtw_chart_check_shape ((c), (r), G_N_ELEMENTS (r), (k), G_N_ELEMENTS (k), error)

const char *
adj_tgtw_chart_id_to_string (AdjTgtwChartId id)
{
  return (guint) id < ADJ_TGTW_N_CHARTS ? chart_ids[id] : NULL;
}

static gboolean
read_missile (AdjTgtwCharts *t, GError **error)
{
  const AdjChart *pdt = t->charts[ADJ_TGTW_CHART_PDT], *tdt = t->charts[ADJ_TGTW_CHART_TDT];
  const AdjChart *mft = t->charts[ADJ_TGTW_CHART_MFT];
  static const char *const shift[] = { "shift" };
  if (!adj_tgtw_chart_check_shape (pdt, weapons, ADJ_TGTW_N_WEAPONS, numbers, ADJ_TGTW_PDT_RANGES, error)
      || !SHAPE (tdt, formations, shift)
      || !adj_tgtw_chart_check_shape (mft, numbers, ADJ_TGTW_MFT_DIE, numbers, ADJ_TGTW_MFT_COLUMNS, error))
    return FALSE;
  for (guint w = 0; w < ADJ_TGTW_N_WEAPONS; w++)
    for (guint r = 0; r < ADJ_TGTW_PDT_RANGES; r++)
      if (!adj_tgtw_read_pdt (pdt, w, r, &t->pdt[w][r], error))
        return FALSE;
  for (guint f = 0; f < ADJ_TGTW_N_FORMATIONS; f++)
    if (!adj_tgtw_read_shift (tdt, f, 0, &t->tdt[f], error))
      return FALSE;
  for (guint d = 0; d < ADJ_TGTW_MFT_DIE; d++)
    for (guint c = 0; c < ADJ_TGTW_MFT_COLUMNS; c++)
      if (!adj_tgtw_read_mft (mft, d, c, &t->mft[d][c], error))
        return FALSE;
  return TRUE;
}

static gboolean
read_tec (AdjTgtwCharts *t, GError **error)
{
  const AdjChart *tec = t->charts[ADJ_TGTW_CHART_TEC];
  if (!SHAPE (tec, types, tec_cols))
    return FALSE;
  for (guint u = 0; u < ADJ_TGTW_N_UNIT_TYPES; u++)
    {
      if (!adj_tgtw_read_int (tec, u, 0, 1, 99, &t->tec_basic[u], error))
        return FALSE;
      for (guint k = 0; k < ADJ_TGTW_N_TERRAINS; k++)
        /* Uphill, downhill and river are additional costs (6.3). */
        if (!adj_tgtw_read_tec (tec, u, k + 1, k >= 3 && k <= 5, &t->tec[u][k], error))
          return FALSE;
    }
  return TRUE;
}

static gboolean
read_ratios (const AdjChart *chart, gboolean rows, AdjRatio *out, guint n, GError **error)
{
  for (guint i = 0; i < n; i++)
    if (!adj_ratio_parse (rows ? adj_chart_row_key (chart, i) : adj_chart_column_key (chart, i), &out[i], error))
      return FALSE;
  return TRUE;
}

static gboolean
read_melee (AdjTgtwCharts *t, GError **error)
{
  const AdjChart *m1 = t->charts[ADJ_TGTW_CHART_MCT1], *m2 = t->charts[ADJ_TGTW_CHART_MCT2];
  const AdjChart *ty = t->charts[ADJ_TGTW_CHART_MCT1_TYPES];
  if (!SHAPE (m1, strengths, morales) || !SHAPE (m2, mct2_rows, letters)
      || !adj_tgtw_chart_check_shape (ty, types, 6, types, 6, error)
      || !read_ratios (m1, TRUE, t->strengths, ADJ_TGTW_MCT1_ROWS, error)
      || !read_ratios (m1, FALSE, t->morales, ADJ_TGTW_MCT1_COLUMNS, error))
    return FALSE;
  for (guint r = 0; r < ADJ_TGTW_MCT1_ROWS; r++)
    for (guint c = 0; c < ADJ_TGTW_MCT1_COLUMNS; c++)
      if (!adj_tgtw_read_letter (m1, r, c, &t->mct1[r][c], error))
        return FALSE;
  for (guint r = 0; r < ADJ_TGTW_MCT2_ROWS; r++)
    for (guint c = 0; c < ADJ_TGTW_N_MCT2_COLUMNS; c++)
      if (!adj_tgtw_read_mct2 (m2, r, c, &t->mct2[r][c], error))
        return FALSE;
  for (guint r = 0; r < 6; r++)
    for (guint c = 0; c < 6; c++)
      if (!adj_tgtw_read_int_or_dash (ty, r, c, -9, 9, 0, &t->types[r][c], error))
        return FALSE;
  return TRUE;
}

/* Each face of a column gives at most one fate. */
static gboolean
read_fates (const AdjChart *chart, guint n_rows, guint col, const AdjTgtwFate *row_fates, AdjTgtwFate *out,
            guint8 *out_row, GError **error)
{
  for (int f = 0; f <= 10; f++)
    out[f] = ADJ_TGTW_FATE_NONE;
  for (guint r = 0; r < n_rows; r++)
    {
      int lo, hi;
      if (!adj_tgtw_read_faces (chart, r, col, &lo, &hi, error))
        return FALSE;
      for (int f = lo; f <= hi; f++)
        {
          if (out[f] != ADJ_TGTW_FATE_NONE)
            return adj_tgtw_chart_cell_error (chart, r, col, error, _("the face %d is in two rows"), f);
          out[f] = row_fates[r];
          out_row[f] = (guint8) r;
        }
    }
  return TRUE;
}

static gboolean
read_leaders (AdjTgtwCharts *t, GError **error)
{
  static const AdjTgtwFate melee_fates[] = { ADJ_TGTW_FATE_WOUNDED, ADJ_TGTW_FATE_CAPTURED, ADJ_TGTW_FATE_KILLED };
  static const AdjTgtwFate missile[] = { ADJ_TGTW_FATE_WOUNDED, ADJ_TGTW_FATE_KILLED };
  static const char *const e[] = { "E" };
  const AdjChart *lm = t->charts[ADJ_TGTW_CHART_LEADER_MELEE], *ls = t->charts[ADJ_TGTW_CHART_LEADER_MISSILE];
  if (!SHAPE (lm, fates, casualty_cols) || !SHAPE (ls, missile_fates, e))
    return FALSE;
  for (guint c = 0; c < ADJ_TGTW_N_CASUALTY_COLUMNS; c++)
    if (!read_fates (lm, 3, c, melee_fates, t->leader_melee[c], t->leader_melee_row[c], error))
      return FALSE;
  return read_fates (ls, 2, 0, missile, t->leader_missile, t->leader_missile_row, error);
}

static gboolean
read_rest (AdjTgtwCharts *t, GError **error)
{
  const AdjChart *loss = t->charts[ADJ_TGTW_CHART_MORALE_LOSS], *cards = t->charts[ADJ_TGTW_CHART_CARDS];
  const AdjChart *tp = t->charts[ADJ_TGTW_CHART_TACTICAL_POINTS];
  if (!SHAPE (loss, losses, loss_cols)
      || !adj_tgtw_chart_check_shape (cards, numbers, ADJ_TGTW_N_CARDS, card_cols, 3, error)
      || !SHAPE (tp, tp_rows, tp_cols))
    return FALSE;
  for (guint r = 0; r < ADJ_TGTW_N_LOSSES; r++)
    {
      AdjTgtwLossRow *l = &t->loss[r];
      if (!adj_tgtw_read_int (loss, r, 0, 0, 9, &l->per, error)
          || !adj_tgtw_read_int (loss, r, 1, -9, 9, &l->plus, error)
          || !adj_tgtw_read_int_or_dash (loss, r, 2, 0, 9, G_MININT, &l->minimum, error)
          || !adj_tgtw_read_int_or_dash (loss, r, 3, 0, 99, -1, &l->zero_stars, error))
        return FALSE;
    }
  for (guint r = 0; r < ADJ_TGTW_N_CARDS; r++)
    {
      AdjTgtwCard *c = &t->cards[r];
      if ((c->name = adj_tgtw_read_text (cards, r, 0, error)) == NULL
          || !adj_tgtw_read_int (cards, r, 1, -9, 9, &c->morale, error)
          || !adj_tgtw_read_types (cards, r, 2, &c->types, error))
        return FALSE;
    }
  for (guint r = 0; r < ADJ_TGTW_N_TP_OPTIONS; r++)
    if (!adj_tgtw_read_int (tp, r, 0, 1, 99, &t->tp_cost[r], error))
      return FALSE;
  return adj_tgtw_read_int (tp, ADJ_TGTW_TP_DIE, 1, 1, 9, &t->tp_die_limit, error);
}

AdjTgtwCharts *
adj_tgtw_charts_new_from_list (GPtrArray *list, GError **error)
{
  g_autoptr (AdjTgtwCharts) t = g_new0 (AdjTgtwCharts, 1);
  g_atomic_ref_count_init (&t->ref);
  for (guint i = 0; i < ADJ_TGTW_N_CHARTS; i++)
    {
      AdjChart *c = adj_chart_find (list, chart_ids[i]);
      if (c == NULL)
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_NOT_FOUND, _("the chart '%s' is missing"), chart_ids[i]);
          return NULL;
        }
      t->charts[i] = adj_chart_ref (c);
    }
  if (!read_missile (t, error) || !read_tec (t, error) || !read_melee (t, error) || !read_leaders (t, error)
      || !read_rest (t, error))
    return NULL;
  return g_steal_pointer (&t);
}

AdjTgtwCharts *
adj_tgtw_charts_new (GError **error)
{
  g_autoptr (GPtrArray) list = g_ptr_array_new_with_free_func ((GDestroyNotify) adj_chart_unref);
  for (guint i = 0; i < ADJ_TGTW_N_CHARTS; i++)
    {
      g_autofree char *what = g_strdup_printf ("%s.json", chart_ids[i]);
      AdjChart *c = adj_chart_load_data (chart_texts[i], strlen (chart_texts[i]), what, error);
      if (c == NULL)
        return NULL;
      g_ptr_array_add (list, c);
    }
  return adj_tgtw_charts_new_from_list (list, error);
}

AdjTgtwCharts *
adj_tgtw_charts_load_dir (const char *dir, GError **error)
{
  g_autoptr (GPtrArray) list = adj_chart_load_dir (dir, error);
  return list != NULL ? adj_tgtw_charts_new_from_list (list, error) : NULL;
}

AdjTgtwCharts *
adj_tgtw_charts_ref (AdjTgtwCharts *charts)
{
  g_atomic_ref_count_inc (&charts->ref);
  return charts;
}

void
adj_tgtw_charts_unref (AdjTgtwCharts *charts)
{
  if (charts == NULL || !g_atomic_ref_count_dec (&charts->ref))
    return;
  for (guint i = 0; i < ADJ_TGTW_N_CHARTS; i++)
    adj_chart_unref (charts->charts[i]);
  g_free (charts);
}

const AdjChart *
adj_tgtw_charts_get (const AdjTgtwCharts *charts, AdjTgtwChartId id)
{
  g_return_val_if_fail ((guint) id < ADJ_TGTW_N_CHARTS, NULL);
  return charts->charts[id];
}
