/* Chart tables with provenance (docs/design.md principle 3).
 *
 * A chart is a grid of cells keyed by row and column. Each cell says where
 * its value comes from: printed in (or forced by) the rulebook, provisional
 * (our best estimate until the player types in his Player Aid Card), or
 * entered by the user. The app must never show a provisional value as a
 * printed one, so lookups always return the source along with the value.
 */
#pragma once

#include <glib.h>
#include <json-c/json.h>

G_BEGIN_DECLS

typedef enum {
  ADJ_CELL_RULEBOOK,
  ADJ_CELL_PROVISIONAL,
  ADJ_CELL_USER,
} AdjCellSource;

typedef struct {
  gboolean is_text;
  int value;          /* when !is_text */
  char *text;         /* when is_text */
  AdjCellSource source;
  char *cite;         /* rulebook reference for ADJ_CELL_RULEBOOK cells, may be NULL */
  gboolean blank;     /* a user cell nobody has entered yet (embedded charts only) */
} AdjChartCell;

typedef struct _AdjChart AdjChart;

const char   *adj_cell_source_to_string (AdjCellSource source);

/* @what names the input in errors (usually the file's base name). */
AdjChart     *adj_chart_load_data (const char *text, gsize len, const char *what, GError **error);
AdjChart     *adj_chart_load_file (const char *path, GError **error);
/* A chart kept inside another file (a scenario that carries its own chart):
 * the members of a chart file without "format" and "version", and a cell
 * may also be "source": "user" (typed by the player into that file), with
 * "value": null while nobody has entered it (the cell is blank). @where
 * prefixes errors ("battle.json: $.combat_chart"); @root stays the
 * caller's. */
AdjChart     *adj_chart_from_json (json_object *root, const char *where, GError **error);
/* {"value": …, "source": …, "cite": …}: a cell as chart files hold it
 * (a blank cell's value is null). */
json_object  *adj_chart_cell_to_json (const AdjChartCell *cell);
/* The cells in force, in the form adj_chart_from_json reads. */
json_object  *adj_chart_to_json (const AdjChart *chart);
AdjChart     *adj_chart_ref (AdjChart *chart);
void          adj_chart_unref (AdjChart *chart);

const char   *adj_chart_get_id (const AdjChart *chart);
const char   *adj_chart_get_title (const AdjChart *chart);
const char   *adj_chart_get_rule (const AdjChart *chart);
/* DRM charts say so ("signed": true): their numbers read "+1", "0", "-1". */
gboolean      adj_chart_is_signed (const AdjChart *chart);
guint         adj_chart_n_rows (const AdjChart *chart);
guint         adj_chart_n_columns (const AdjChart *chart);
const char   *adj_chart_row_key (const AdjChart *chart, guint row);
const char   *adj_chart_row_label (const AdjChart *chart, guint row);
const char   *adj_chart_column_key (const AdjChart *chart, guint col);
const char   *adj_chart_column_label (const AdjChart *chart, guint col);
int           adj_chart_find_row (const AdjChart *chart, const char *key);
int           adj_chart_find_column (const AdjChart *chart, const char *key);

/* The cell in force: the user's override if any, else the shipped cell. */
const AdjChartCell *adj_chart_cell (const AdjChart *chart, guint row, guint col);
/* The shipped cell, whatever the user entered. */
const AdjChartCell *adj_chart_shipped_cell (const AdjChart *chart, guint row, guint col);
gboolean      adj_chart_lookup (const AdjChart *chart, const char *row_key, const char *col_key,
                                const AdjChartCell **out, GError **error);
guint         adj_chart_count_source (const AdjChart *chart, AdjCellSource source);

/* User values from the player's own chart. A cell whose type differs from
 * the shipped one (number vs text) is refused. */
gboolean      adj_chart_set_user_value (AdjChart *chart, guint row, guint col, int value,
                                        GError **error);
gboolean      adj_chart_set_user_text (AdjChart *chart, guint row, guint col, const char *text,
                                       GError **error);
/* The checks adj_chart_set_user_value/_text apply, for loaders that must
 * validate everything before they install anything. */
gboolean      adj_chart_check_user_value (int value, GError **error);
gboolean      adj_chart_check_user_text (const char *text, GError **error);
void          adj_chart_clear_user (AdjChart *chart, guint row, guint col);
void          adj_chart_clear_all_user (AdjChart *chart);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjChart, adj_chart_unref)

/* Every *.json chart in @dir, sorted by id. Any bad file fails the whole load
 * (its error names file, path and reason). */
GPtrArray    *adj_chart_load_dir (const char *dir, GError **error);

G_END_DECLS
