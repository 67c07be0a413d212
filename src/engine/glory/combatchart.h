/* Typed access to the Glory III combat charts (data/charts/glory3-*.json),
 * every value with the chart cell it came from, so a caller can always say
 * whether a number is printed in the rulebook, provisional or the player's
 * own (docs/design.md principle 3).
 *
 * The tables are read once when the set is made; make a new set after the
 * player changes his chart overrides.
 */
#pragma once

#include <glib.h>

#include "core/chart.h"
#include "glory/combatunit.h"

G_BEGIN_DECLS

#define ADJ_CHART_ODDS "glory3-odds"
#define ADJ_CHART_CHARGE "glory3-charge"
#define ADJ_CHART_FIRE "glory3-artillery-fire"
#define ADJ_CHART_TERRAIN "glory3-terrain"
#define ADJ_CHART_RANGE_DEFAULT "glory3-range-default"
#define ADJ_CHART_RANGE_PREFIX "glory3-range-"
#define ADJ_CHART_FIXED "glory3-fixed-drm"

/* A roll table has at most this many rows (the printed ones have 13). */
#define ADJ_ROLL_TABLE_MAX_ROWS 40

/* The adjusted rolls one row of a roll table covers, both ends included.
 * Row keys: "N", "ltN", "leN", "geN", "gtN". */
typedef struct {
  int lo, hi;
} AdjRollSpan;

gboolean adj_roll_span_parse (const char *key, AdjRollSpan *out);

/* What a result cell does to the units of one side. A cell is "none" or
 * codes joined by commas: D (disordered), CC (check cohesion), R (retreat). */
typedef enum {
  ADJ_RESULT_DISORDER = 1 << 0,
  ADJ_RESULT_CHECK = 1 << 1,
  ADJ_RESULT_RETREAT = 1 << 2,
} AdjResultFlags;

gboolean    adj_result_parse (const char *text, guint *out, GError **error);
/* "CC,R" (canonical order), "none" for 0. */
const char *adj_result_code (guint flags);
/* "check cohesion and retreat", "no effect". */
const char *adj_result_describe (guint flags);

/* "rulebook", "provisional" or "your chart", for modifier texts. */
const char *adj_combat_cell_tag (const AdjChartCell *cell);

typedef struct {
  AdjRollSpan span;
  const char *key, *label;
  guint attacker, defender;                 /* AdjResultFlags */
  const AdjChartCell *attacker_cell, *defender_cell;
} AdjChargeRow;

typedef struct {
  AdjRollSpan span;
  const char *key, *label;
  guint effect;                             /* AdjResultFlags on the target hex */
  const AdjChartCell *cell;
} AdjFireRow;

typedef struct {
  int num, den;                             /* "3-2" */
  const char *key;
  int drm;
  const AdjChartCell *cell;
} AdjOddsColumn;

typedef struct _AdjCombatCharts AdjCombatCharts;

/* Picks the combat charts out of @charts (adj_chart_load_dir) and checks
 * their shape and every cell; the error names chart, row and column. */
AdjCombatCharts *adj_combat_charts_new (GPtrArray *charts, GError **error);
/* Loads @dir (data/charts), lays @overrides (may be NULL) over it. */
AdjCombatCharts *adj_combat_charts_load (const char *dir, const char *overrides, GError **error);
void             adj_combat_charts_free (AdjCombatCharts *charts);

guint                adj_combat_charts_n_odds (const AdjCombatCharts *charts);
const AdjOddsColumn *adj_combat_charts_odds (const AdjCombatCharts *charts, guint i);

guint               adj_combat_charts_n_charge_rows (const AdjCombatCharts *charts);
const AdjChargeRow *adj_combat_charts_charge_row_at (const AdjCombatCharts *charts, guint i);
/* The row for an adjusted roll (the table's rows cover every integer). */
guint               adj_combat_charts_charge_row (const AdjCombatCharts *charts, int adjusted);

guint             adj_combat_charts_n_fire_rows (const AdjCombatCharts *charts);
const AdjFireRow *adj_combat_charts_fire_row_at (const AdjCombatCharts *charts, guint i);
guint             adj_combat_charts_fire_row (const AdjCombatCharts *charts, int adjusted);

/* A DRM from the Terrain Effects Chart: @column is "charge", "df" or "fire".
 * A cell that holds no number for that column (e.g. "n/a") is an error. */
gboolean adj_combat_charts_terrain (const AdjCombatCharts *charts, const char *key,
                                    const char *column, int *value,
                                    const AdjChartCell **cell, GError **error);
/* A Fixed Glory DRM (glory3-fixed-drm). */
gboolean adj_combat_charts_fixed (const AdjCombatCharts *charts, const char *key, int *value,
                                  const AdjChartCell **cell, GError **error);

/* The Range DRM of @gun at @hexes on the battle's range chart (@chart_id,
 * NULL for the default). *in_range is FALSE beyond the gun's reach. */
gboolean adj_combat_charts_range (const AdjCombatCharts *charts, const char *chart_id,
                                  AdjGunRange gun, int hexes, gboolean *in_range, int *drm,
                                  const AdjChartCell **cell, GError **error);
/* The id and title actually used for @chart_id. */
const AdjChart *adj_combat_charts_range_chart (const AdjCombatCharts *charts, const char *chart_id);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjCombatCharts, adj_combat_charts_free)

G_END_DECLS
