#include "glory/combatchart.h"

#include <string.h>

#include "core/chartoverrides.h"
#include "core/error.h"
#include "core/i18n.h"

typedef struct {
  const AdjChart *chart;
  guint n_rows;
  AdjRollSpan *spans;
  int col[3];                  /* S, M, L */
} RangeTable;

struct _AdjCombatCharts {
  GPtrArray *charts;           /* refs to every chart given */
  AdjOddsColumn *odds;
  guint n_odds;
  AdjChargeRow *charge;
  guint n_charge;
  AdjFireRow *fire;
  guint n_fire;
  const AdjChart *terrain, *fixed;
  RangeTable *ranges;
  guint n_ranges;
};

static gboolean
cell_error (const AdjChart *chart, guint r, guint c, GError *local, GError **error)
{
  g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, "%s, %s / %s (%s): %s",
               adj_chart_get_title (chart), adj_chart_row_label (chart, r),
               adj_chart_column_label (chart, c),
               adj_cell_source_to_string (adj_chart_cell (chart, r, c)->source), local->message);
  g_error_free (local);
  return FALSE;
}

static const AdjChart *
need_chart (GPtrArray *charts, const char *id, GError **error)
{
  const AdjChart *chart = adj_chart_find (charts, id);
  if (chart == NULL)
    g_set_error (error, ADJ_ERROR, ADJ_ERROR_NOT_FOUND, _("the chart '%s' is missing"), id);
  return chart;
}

static gboolean
need_column (const AdjChart *chart, const char *key, int *out, GError **error)
{
  *out = adj_chart_find_column (chart, key);
  if (*out < 0)
    g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: no column '%s'"),
                 adj_chart_get_title (chart), key);
  return *out >= 0;
}

static gboolean
number_cell (const AdjChart *chart, guint r, guint c, GError **error)
{
  if (!adj_chart_cell (chart, r, c)->is_text)
    return TRUE;
  return cell_error (chart, r, c, g_error_new (ADJ_ERROR, ADJ_ERROR_INVALID,
                                               _("expected a whole number, found '%s'"),
                                               adj_chart_cell (chart, r, c)->text), error);
}

/* Roll-table rows must cover the integers from @first (G_MININT: all) upwards,
 * in order, without gaps or overlaps. */
static AdjRollSpan *
load_spans (const AdjChart *chart, int first, GError **error)
{
  guint n = adj_chart_n_rows (chart);
  if (n > ADJ_ROLL_TABLE_MAX_ROWS)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: %u rows, at most %d"), adj_chart_get_title (chart),
                   n, ADJ_ROLL_TABLE_MAX_ROWS);
      return NULL;
    }
  AdjRollSpan *spans = g_new (AdjRollSpan, n);
  for (guint r = 0; r < n; r++)
    {
      const char *key = adj_chart_row_key (chart, r);
      gboolean ok = adj_roll_span_parse (key, &spans[r]);
      if (ok && r == 0)
        ok = first == G_MININT ? spans[0].lo == G_MININT : spans[0].lo <= first;
      if (ok && r > 0)
        ok = spans[r - 1].hi != G_MAXINT && spans[r].lo == spans[r - 1].hi + 1;
      if (ok && r == n - 1)
        ok = spans[r].hi == G_MAXINT;
      if (!ok)
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT,
                       _("%s: row '%s' does not continue the rolls in order (rows are "
                       "\"ltN\"/\"leN\", then \"N\"..., then \"geN\"/\"gtN\")"),
                       adj_chart_get_title (chart), key);
          g_free (spans);
          return NULL;
        }
    }
  return spans;
}

/* "3-2": two whole numbers 1..99. */
static gboolean
parse_ratio (const char *key, int *num, int *den)
{
  g_auto (GStrv) parts = g_strsplit (key, "-", -1);
  guint64 a, b;
  if (g_strv_length (parts) != 2
      || !g_ascii_string_to_unsigned (parts[0], 10, 1, 99, &a, NULL)
      || !g_ascii_string_to_unsigned (parts[1], 10, 1, 99, &b, NULL))
    return FALSE;
  *num = (int) a;
  *den = (int) b;
  return TRUE;
}

static gboolean
load_odds (AdjCombatCharts *self, const AdjChart *chart, GError **error)
{
  if (adj_chart_n_rows (chart) != 1)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: expected one row of DRMs"),
                   adj_chart_get_title (chart));
      return FALSE;
    }
  self->n_odds = adj_chart_n_columns (chart);
  self->odds = g_new0 (AdjOddsColumn, self->n_odds);
  for (guint c = 0; c < self->n_odds; c++)
    {
      AdjOddsColumn *col = &self->odds[c];
      const char *key = adj_chart_column_key (chart, c);
      if (!parse_ratio (key, &col->num, &col->den)
          || (c > 0 && (gint64) col->num * self->odds[c - 1].den <= (gint64) self->odds[c - 1].num * col->den))
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT,
                       _("%s: column '%s' is not an odds ratio \"A-B\" above the previous one"),
                       adj_chart_get_title (chart), key);
          return FALSE;
        }
      if (!number_cell (chart, 0, c, error))
        return FALSE;
      col->key = key;
      col->cell = adj_chart_cell (chart, 0, c);
      col->drm = col->cell->value;
    }
  return TRUE;
}

static gboolean
parse_result_cell (const AdjChart *chart, guint r, guint c, guint *out, GError **error)
{
  const AdjChartCell *cell = adj_chart_cell (chart, r, c);
  GError *local = NULL;
  if (!cell->is_text)
    local = g_error_new (ADJ_ERROR, ADJ_ERROR_INVALID, _("expected a result, found the number %d"),
                         cell->value);
  else if (adj_result_parse (cell->text, out, &local))
    return TRUE;
  return cell_error (chart, r, c, local, error);
}

static gboolean
load_charge (AdjCombatCharts *self, const AdjChart *chart, GError **error)
{
  int ca, cd;
  if (!need_column (chart, "attacker", &ca, error) || !need_column (chart, "defender", &cd, error))
    return FALSE;
  g_autofree AdjRollSpan *spans = load_spans (chart, G_MININT, error);
  if (spans == NULL)
    return FALSE;
  self->n_charge = adj_chart_n_rows (chart);
  self->charge = g_new0 (AdjChargeRow, self->n_charge);
  for (guint r = 0; r < self->n_charge; r++)
    {
      AdjChargeRow *row = &self->charge[r];
      row->span = spans[r];
      row->key = adj_chart_row_key (chart, r);
      row->label = adj_chart_row_label (chart, r);
      row->attacker_cell = adj_chart_cell (chart, r, (guint) ca);
      row->defender_cell = adj_chart_cell (chart, r, (guint) cd);
      if (!parse_result_cell (chart, r, (guint) ca, &row->attacker, error)
          || !parse_result_cell (chart, r, (guint) cd, &row->defender, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
load_fire (AdjCombatCharts *self, const AdjChart *chart, GError **error)
{
  int ct;
  if (!need_column (chart, "target", &ct, error))
    return FALSE;
  g_autofree AdjRollSpan *spans = load_spans (chart, G_MININT, error);
  if (spans == NULL)
    return FALSE;
  self->n_fire = adj_chart_n_rows (chart);
  self->fire = g_new0 (AdjFireRow, self->n_fire);
  for (guint r = 0; r < self->n_fire; r++)
    {
      AdjFireRow *row = &self->fire[r];
      row->span = spans[r];
      row->key = adj_chart_row_key (chart, r);
      row->label = adj_chart_row_label (chart, r);
      row->cell = adj_chart_cell (chart, r, (guint) ct);
      if (!parse_result_cell (chart, r, (guint) ct, &row->effect, error))
        return FALSE;
      if (row->effect & ADJ_RESULT_RETREAT)
        return cell_error (chart, r, (guint) ct, g_error_new_literal (ADJ_ERROR, ADJ_ERROR_INVALID,
                           _("artillery fire does not make units retreat: use none, D or CC")), error);
    }
  return TRUE;
}

static gboolean
load_range (RangeTable *t, const AdjChart *chart, GError **error)
{
  static const char *const guns[] = { "S", "M", "L" };
  t->chart = chart;
  t->n_rows = adj_chart_n_rows (chart);
  for (guint g = 0; g < 3; g++)
    if (!need_column (chart, guns[g], &t->col[g], error))
      return FALSE;
  t->spans = load_spans (chart, 1, error);
  if (t->spans == NULL)
    return FALSE;
  for (guint r = 0; r < t->n_rows; r++)
    for (guint g = 0; g < 3; g++)
      {
        const AdjChartCell *cell = adj_chart_cell (chart, r, (guint) t->col[g]);
        if (cell->is_text && !g_str_equal (cell->text, "out"))
          return cell_error (chart, r, (guint) t->col[g],
                             g_error_new (ADJ_ERROR, ADJ_ERROR_INVALID,
                                          _("expected a DRM or \"out\" (beyond range), found '%s'"),
                                          cell->text), error);
      }
  return TRUE;
}

void
adj_combat_charts_free (AdjCombatCharts *self)
{
  if (self == NULL)
    return;
  for (guint i = 0; i < self->n_ranges; i++)
    g_free (self->ranges[i].spans);
  g_free (self->ranges);
  g_free (self->odds);
  g_free (self->charge);
  g_free (self->fire);
  g_ptr_array_unref (self->charts);
  g_free (self);
}

AdjCombatCharts *
adj_combat_charts_new (GPtrArray *charts, GError **error)
{
  AdjCombatCharts *self = g_new0 (AdjCombatCharts, 1);
  const AdjChart *odds, *charge, *fire;

  self->charts = g_ptr_array_new_with_free_func ((GDestroyNotify) adj_chart_unref);
  for (guint i = 0; i < charts->len; i++)
    g_ptr_array_add (self->charts, adj_chart_ref (charts->pdata[i]));
  self->ranges = g_new0 (RangeTable, charts->len);

  if (!(odds = need_chart (charts, ADJ_CHART_ODDS, error)) || !load_odds (self, odds, error)
      || !(charge = need_chart (charts, ADJ_CHART_CHARGE, error)) || !load_charge (self, charge, error)
      || !(fire = need_chart (charts, ADJ_CHART_FIRE, error)) || !load_fire (self, fire, error)
      || !(self->terrain = need_chart (charts, ADJ_CHART_TERRAIN, error))
      || !(self->fixed = need_chart (charts, ADJ_CHART_FIXED, error))
      || !need_chart (charts, ADJ_CHART_RANGE_DEFAULT, error))
    goto fail;
  for (guint i = 0; i < charts->len; i++)
    if (g_str_has_prefix (adj_chart_get_id (charts->pdata[i]), ADJ_CHART_RANGE_PREFIX)
        && !load_range (&self->ranges[self->n_ranges++], charts->pdata[i], error))
      goto fail;
  return self;

fail:
  adj_combat_charts_free (self);
  return NULL;
}

AdjCombatCharts *
adj_combat_charts_load (const char *dir, const char *overrides, GError **error)
{
  g_autoptr (GPtrArray) charts = adj_chart_load_dir (dir, error);
  if (charts == NULL || (overrides != NULL && !adj_chart_overrides_load (charts, overrides, error)))
    return NULL;
  return adj_combat_charts_new (charts, error);
}

guint adj_combat_charts_n_odds (const AdjCombatCharts *self) { return self->n_odds; }
guint adj_combat_charts_n_charge_rows (const AdjCombatCharts *self) { return self->n_charge; }
guint adj_combat_charts_n_fire_rows (const AdjCombatCharts *self) { return self->n_fire; }

const AdjOddsColumn *
adj_combat_charts_odds (const AdjCombatCharts *self, guint i)
{
  g_return_val_if_fail (i < self->n_odds, NULL);
  return &self->odds[i];
}

const AdjChargeRow *
adj_combat_charts_charge_row_at (const AdjCombatCharts *self, guint i)
{
  g_return_val_if_fail (i < self->n_charge, NULL);
  return &self->charge[i];
}

const AdjFireRow *
adj_combat_charts_fire_row_at (const AdjCombatCharts *self, guint i)
{
  g_return_val_if_fail (i < self->n_fire, NULL);
  return &self->fire[i];
}

static guint
span_index (const AdjRollSpan *first, gsize stride, guint n, int value)
{
  for (guint i = 0; i < n; i++)
    {
      const AdjRollSpan *s = (const AdjRollSpan *) ((const char *) first + i * stride);
      if (value >= s->lo && value <= s->hi)
        return i;
    }
  return n - 1; /* unreachable: load_spans checked the rows cover every integer */
}

guint
adj_combat_charts_charge_row (const AdjCombatCharts *self, int adjusted)
{
  return span_index (&self->charge[0].span, sizeof (AdjChargeRow), self->n_charge, adjusted);
}

guint
adj_combat_charts_fire_row (const AdjCombatCharts *self, int adjusted)
{
  return span_index (&self->fire[0].span, sizeof (AdjFireRow), self->n_fire, adjusted);
}

static gboolean
chart_number (const AdjChart *chart, const char *row, const char *column, int *value,
              const AdjChartCell **cell, GError **error)
{
  const AdjChartCell *c;
  if (!adj_chart_lookup (chart, row, column, &c, error))
    return FALSE;
  if (c->is_text)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("%s: '%s' has no %s value (the chart says '%s')"),
                   adj_chart_get_title (chart), row, column, c->text);
      return FALSE;
    }
  *value = c->value;
  if (cell != NULL)
    *cell = c;
  return TRUE;
}

gboolean
adj_combat_charts_terrain (const AdjCombatCharts *self, const char *key, const char *column,
                           int *value, const AdjChartCell **cell, GError **error)
{
  return chart_number (self->terrain, key, column, value, cell, error);
}

gboolean
adj_combat_charts_fixed (const AdjCombatCharts *self, const char *key, int *value,
                         const AdjChartCell **cell, GError **error)
{
  return chart_number (self->fixed, key, "drm", value, cell, error);
}

static const RangeTable *
find_range (const AdjCombatCharts *self, const char *chart_id)
{
  const char *id = chart_id ? chart_id : ADJ_CHART_RANGE_DEFAULT;
  for (guint i = 0; i < self->n_ranges; i++)
    if (g_str_equal (adj_chart_get_id (self->ranges[i].chart), id))
      return &self->ranges[i];
  return NULL;
}

const AdjChart *
adj_combat_charts_range_chart (const AdjCombatCharts *self, const char *chart_id)
{
  const RangeTable *t = find_range (self, chart_id);
  return t ? t->chart : NULL;
}

gboolean
adj_combat_charts_range (const AdjCombatCharts *self, const char *chart_id, AdjGunRange gun,
                         int hexes, gboolean *in_range, int *drm, const AdjChartCell **cell,
                         GError **error)
{
  const RangeTable *t = find_range (self, chart_id);
  if (t == NULL)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_NOT_FOUND,
                   _("no artillery range chart '%s' (range charts are named %s...)"),
                   chart_id, ADJ_CHART_RANGE_PREFIX);
      return FALSE;
    }
  if (hexes < t->spans[0].lo)
    {
      /* TRANSLATORS: a distance, then a range chart's title */
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
                   g_dngettext (GETTEXT_PACKAGE, "a range of %d hex is not on %s", "a range of %d hexes is not on %s",
                                (gulong) MAX (hexes, 0)),
                   hexes, adj_chart_get_title (t->chart));
      return FALSE;
    }
  guint r = span_index (t->spans, sizeof (AdjRollSpan), t->n_rows, hexes);
  const AdjChartCell *c = adj_chart_cell (t->chart, r, (guint) t->col[gun]);
  *in_range = !c->is_text;
  *drm = c->is_text ? 0 : c->value;
  if (cell != NULL)
    *cell = c;
  return TRUE;
}
