/* Odds (10.23, 10.41) and the typed access to the combat charts. */
#include "combattest.h"

static AdjCombatCharts *charts;

static const AdjOdds *
odds (int att, int def, gboolean favoured)
{
  static AdjOdds o;
  adj_odds_compute (charts, att, def, favoured, &o);
  return &o;
}

static void
test_9_to_4 (void)
{
  /* 10.23: a 9-point unit against a 4-point unit charges at 2-1. */
  const AdjOdds *o = odds (9, 4, FALSE);
  g_assert_cmpstr (o->odds->key, ==, "2-1");
  g_assert_cmpint (o->placement, ==, ADJ_ODDS_ROUNDED);
  g_assert_cmpint (o->odds->cell->source, ==, ADJ_CELL_PROVISIONAL);
}

static void
test_5_to_7 (void)
{
  /* 10.23: 5 SP against 7 SP rounds off to 1 to 1 1/2, listed 2-3. */
  g_assert_cmpstr (odds (5, 7, FALSE)->odds->key, ==, "2-3");
}

static void
test_9_to_6 (void)
{
  /* 10.2 example: 9 to 6 is 3-2, a +1 DRM printed in the rules. */
  const AdjOdds *o = odds (9, 6, FALSE);
  g_assert_cmpstr (o->odds->key, ==, "3-2");
  g_assert_cmpint (o->odds->drm, ==, 1);
  g_assert_cmpint (o->placement, ==, ADJ_ODDS_EXACT);
  g_assert_cmpint (o->odds->cell->source, ==, ADJ_CELL_RULEBOOK);
  g_assert_nonnull (o->odds->cell->cite);
  g_assert_cmpstr (odds (9, 6, TRUE)->odds->key, ==, "3-2"); /* exact either way */
}

static void
test_7_to_3 (void)
{
  /* 10.41 example: 7 to 3 is 2-1 for the defender, 3-1 with the clear terrain drawback. */
  g_assert_cmpstr (odds (7, 3, FALSE)->odds->key, ==, "2-1");
  const AdjOdds *o = odds (7, 3, TRUE);
  g_assert_cmpstr (o->odds->key, ==, "3-1");
  g_assert_cmpstr (adj_odds_rule (o), ==, "10.41");
  g_assert_cmpstr (adj_odds_rule (odds (7, 3, FALSE)), ==, "10.23");
}

static void
test_1_to_1 (void)
{
  /* 10.43 example: 1:1 odds with no other DRM total +0. */
  const AdjOdds *o = odds (4, 4, FALSE);
  g_assert_cmpstr (o->odds->key, ==, "1-1");
  g_assert_cmpint (o->odds->drm, ==, 0);
  g_assert_cmpint (o->odds->cell->source, ==, ADJ_CELL_RULEBOOK);
}

static void
test_clamp (void)
{
  /* Ruling: ratios beyond the chart take its end columns. */
  g_assert_cmpstr (odds (1, 9, FALSE)->odds->key, ==, "2-3");
  g_assert_cmpint (odds (1, 9, FALSE)->placement, ==, ADJ_ODDS_CLAMPED);
  g_assert_cmpstr (odds (1, 9, TRUE)->odds->key, ==, "2-3");
  g_assert_cmpstr (odds (20, 1, FALSE)->odds->key, ==, "3-1");
  g_assert_cmpstr (odds (20, 1, TRUE)->odds->key, ==, "3-1");
  g_autofree char *why = adj_odds_explain (odds (20, 1, FALSE));
  g_assert_nonnull (strstr (why, "beyond the chart"));
}

/* Every ratio up to 40:40 lands on the highest column not above it, or the
 * lowest not below it. */
static void
test_every_ratio (void)
{
  guint n = adj_combat_charts_n_odds (charts);
  for (int a = 1; a <= 40; a++)
    for (int d = 1; d <= 40; d++)
      for (int fav = 0; fav < 2; fav++)
        {
          const AdjOdds *o = odds (a, d, fav);
          const AdjOddsColumn *c = o->odds;
          double r = (double) a / d, cr = (double) c->num / c->den;
          if (o->placement == ADJ_ODDS_CLAMPED)
            {
              g_assert_true (o->column == 0 ? r < cr : r > cr);
              continue;
            }
          if (!fav)
            {
              g_assert_cmpfloat (cr, <=, r);
              if (o->column + 1 < n)
                {
                  const AdjOddsColumn *next = adj_combat_charts_odds (charts, o->column + 1);
                  g_assert_cmpfloat ((double) next->num / next->den, >, r);
                }
            }
          else
            {
              g_assert_cmpfloat (cr, >=, r);
              if (o->column > 0)
                {
                  const AdjOddsColumn *prev = adj_combat_charts_odds (charts, o->column - 1);
                  g_assert_cmpfloat ((double) prev->num / prev->den, <, r);
                }
            }
        }
}

static GPtrArray *
load_dir (void)
{
  GError *error = NULL;
  g_autofree char *dir = g_build_filename (g_getenv ("ADJUTANT_DATADIR"), "charts", NULL);
  GPtrArray *all = adj_chart_load_dir (dir, &error);
  g_assert_no_error (error);
  return all;
}

/* The player's own card value replaces the provisional one, and says so. */
static void
test_user_value (void)
{
  GError *error = NULL;
  g_autoptr (GPtrArray) all = load_dir ();
  AdjChart *chart = adj_chart_find (all, "glory3-odds");
  g_assert_true (adj_chart_set_user_value (chart, 0, (guint) adj_chart_find_column (chart, "2-1"), 2, &error));
  g_autoptr (AdjCombatCharts) mine = adj_combat_charts_new (all, &error);
  g_assert_no_error (error);
  AdjOdds o;
  adj_odds_compute (mine, 9, 4, FALSE, &o);
  g_assert_cmpint (o.odds->cell->source, ==, ADJ_CELL_USER);
  g_assert_cmpstr (adj_combat_cell_tag (o.odds->cell), ==, "your chart");
}

/* A result the charts cannot read is refused with chart, row and column. */
static void
test_bad_user_cell (void)
{
  GError *error = NULL;
  g_autoptr (GPtrArray) all = load_dir ();
  AdjChart *chart = adj_chart_find (all, "glory3-charge");
  g_assert_true (adj_chart_set_user_text (chart, (guint) adj_chart_find_row (chart, "7"),
                                          (guint) adj_chart_find_column (chart, "defender"), "retreat!", &error));
  AdjCombatCharts *bad = adj_combat_charts_new (all, &error);
  g_assert_null (bad);
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT);
  g_assert_nonnull (strstr (error->message, "Charge Results Table, 7 / Defending units (user)"));
  g_assert_nonnull (strstr (error->message, "'retreat!' is not a result"));
  g_clear_error (&error);

  /* Without every chart the set is refused. */
  g_assert_true (g_ptr_array_remove (all, adj_chart_find (all, "glory3-odds")));
  g_assert_null (adj_combat_charts_new (all, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_NOT_FOUND);
  g_clear_error (&error);
}

static void
test_roll_spans (void)
{
  AdjRollSpan s;
  g_assert_true (adj_roll_span_parse ("lt0", &s));
  g_assert_cmpint (s.lo, ==, G_MININT);
  g_assert_cmpint (s.hi, ==, -1);
  g_assert_true (adj_roll_span_parse ("ge11", &s));
  g_assert_cmpint (s.lo, ==, 11);
  g_assert_cmpint (s.hi, ==, G_MAXINT);
  g_assert_true (adj_roll_span_parse ("le7", &s));
  g_assert_cmpint (s.hi, ==, 7);
  g_assert_true (adj_roll_span_parse ("gt3", &s));
  g_assert_cmpint (s.lo, ==, 4);
  g_assert_true (adj_roll_span_parse ("-2", &s));
  g_assert_cmpint (s.lo, ==, -2);
  const char *bad[] = { "", "lt", "l5", "--1", "5x", "100", "ge-", "9 " };
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    g_assert_false (adj_roll_span_parse (bad[i], &s));
}

static void
test_result_codes (void)
{
  guint f;
  GError *error = NULL;
  g_assert_true (adj_result_parse ("R,CC", &f, &error));
  g_assert_cmpuint (f, ==, ADJ_RESULT_CHECK | ADJ_RESULT_RETREAT);
  g_assert_cmpstr (adj_result_code (f), ==, "CC,R");
  g_assert_cmpstr (adj_result_describe (f), ==, "check cohesion and retreat");
  g_assert_true (adj_result_parse ("none", &f, &error));
  g_assert_cmpuint (f, ==, 0);
  const char *bad[] = { "", "X", "D,D", "CC,", "none,R" };
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_assert_false (adj_result_parse (bad[i], &f, &error));
      g_assert_error (error, ADJ_ERROR, ADJ_ERROR_INVALID);
      g_clear_error (&error);
    }
}

/* The charge table's rows cover every adjusted roll; the cells the rules
 * fix say so (10.2 example, 11.33). */
static void
test_charge_table (void)
{
  const AdjChargeRow *r = adj_combat_charts_charge_row_at (charts, adj_combat_charts_charge_row (charts, 9));
  g_assert_cmpuint (r->defender, ==, ADJ_RESULT_CHECK | ADJ_RESULT_RETREAT);
  g_assert_cmpint (r->defender_cell->source, ==, ADJ_CELL_RULEBOOK);
  r = adj_combat_charts_charge_row_at (charts, adj_combat_charts_charge_row (charts, -7));
  g_assert_cmpstr (r->key, ==, "lt0");
  g_assert_cmpuint (r->attacker & ADJ_RESULT_RETREAT, !=, 0);
  g_assert_cmpint (r->attacker_cell->source, ==, ADJ_CELL_RULEBOOK);
  g_assert_cmpstr (adj_combat_charts_charge_row_at (charts, adj_combat_charts_charge_row (charts, 40))->key, ==, "ge11");
  for (int a = -30; a <= 30; a++)
    {
      const AdjRollSpan *s = &adj_combat_charts_charge_row_at (charts, adj_combat_charts_charge_row (charts, a))->span;
      g_assert_true (a >= s->lo && a <= s->hi);
    }
  g_assert_cmpstr (adj_combat_charts_fire_row_at (charts, adj_combat_charts_fire_row (charts, -3))->key, ==, "le7");
}

static void
test_range_chart (void)
{
  gboolean in_range;
  int drm;
  const AdjChartCell *cell;
  GError *error = NULL;
  const char *fc = "glory3-range-fredericksburg-chancellorsville";

  /* 9.3 example (Chancellorsville): at 5 hexes M guns -1, L guns 0. */
  g_assert_true (adj_combat_charts_range (charts, fc, ADJ_GUN_MEDIUM, 5, &in_range, &drm, &cell, &error));
  g_assert_true (in_range);
  g_assert_cmpint (drm, ==, -1);
  g_assert_cmpint (cell->source, ==, ADJ_CELL_RULEBOOK);
  g_assert_true (adj_combat_charts_range (charts, fc, ADJ_GUN_LONG, 5, &in_range, &drm, &cell, &error));
  g_assert_cmpint (drm, ==, 0);
  g_assert_cmpint (cell->source, ==, ADJ_CELL_RULEBOOK);
  /* The default chart has the same numbers, none of them printed. */
  g_assert_true (adj_combat_charts_range (charts, NULL, ADJ_GUN_MEDIUM, 5, &in_range, &drm, &cell, &error));
  g_assert_cmpint (drm, ==, -1);
  g_assert_cmpint (cell->source, ==, ADJ_CELL_PROVISIONAL);
  g_assert_true (adj_combat_charts_range (charts, NULL, ADJ_GUN_SHORT, 30, &in_range, &drm, &cell, &error));
  g_assert_false (in_range);
  g_assert_false (adj_combat_charts_range (charts, "glory3-range-nowhere", ADJ_GUN_SHORT, 1, &in_range, &drm, NULL, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_false (adj_combat_charts_range (charts, NULL, ADJ_GUN_SHORT, 0, &in_range, &drm, NULL, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_INVALID);
  g_clear_error (&error);
}

static void
test_terrain_chart (void)
{
  int v;
  const AdjChartCell *cell;
  GError *error = NULL;
  /* 10.43 example: Woods charged through a rear hexside totals +0. */
  g_assert_true (adj_combat_charts_terrain (charts, "woods", "charge", &v, &cell, &error));
  g_assert_cmpint (v, ==, -1);
  g_assert_cmpint (cell->source, ==, ADJ_CELL_RULEBOOK);
  /* 10.41 design note: a charging unit in Clear, DF +1. */
  g_assert_true (adj_combat_charts_terrain (charts, "clear", "df", &v, &cell, &error));
  g_assert_cmpint (v, ==, 1);
  g_assert_cmpint (cell->source, ==, ADJ_CELL_RULEBOOK);
  g_assert_false (adj_combat_charts_terrain (charts, "charged-from-above", "df", &v, &cell, &error));
  g_assert_nonnull (strstr (error->message, "has no df value"));
  g_clear_error (&error);
  g_assert_false (adj_combat_charts_terrain (charts, "swamp", "charge", &v, &cell, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_NOT_FOUND);
  g_clear_error (&error);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  charts = combattest_charts ();
  g_test_add_func ("/odds/rule-10.23/9-to-4", test_9_to_4);
  g_test_add_func ("/odds/rule-10.23/5-to-7", test_5_to_7);
  g_test_add_func ("/odds/rule-10.2/example-9-to-6", test_9_to_6);
  g_test_add_func ("/odds/rule-10.41/example-7-to-3", test_7_to_3);
  g_test_add_func ("/odds/rule-10.43/example-1-to-1", test_1_to_1);
  g_test_add_func ("/odds/ruling/clamp-to-chart-ends", test_clamp);
  g_test_add_func ("/odds/ruling/every-ratio", test_every_ratio);
  g_test_add_func ("/odds/user-value", test_user_value);
  g_test_add_func ("/combatchart/bad-user-cell", test_bad_user_cell);
  g_test_add_func ("/combatchart/roll-spans", test_roll_spans);
  g_test_add_func ("/combatchart/result-codes", test_result_codes);
  g_test_add_func ("/combatchart/rule-10.29/charge-table", test_charge_table);
  g_test_add_func ("/combatchart/rule-9.3/range-chart", test_range_chart);
  g_test_add_func ("/combatchart/rule-10.4/terrain-chart", test_terrain_chart);
  int status = g_test_run ();
  adj_combat_charts_free (charts);
  return status;
}
