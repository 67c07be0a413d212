/* The player's own Combat Chart values (12.9), typed once from his player
 * aid card and kept across games in one small file, the
 * "adjutant-cog-chart-values" format (docs/cog.md). A battle leaves most
 * cells blank; a game takes the player's values for the cells it needs as
 * `chart` moves, so the journal holds what every combat was fought with. */
#pragma once

#include <glib.h>
#include <json-c/json.h>

#include "cog/state.h"

G_BEGIN_DECLS

#define ADJ_COG_CHART_VALUES_FORMAT "adjutant-cog-chart-values"
#define ADJ_COG_CHART_VALUES_VERSION 1
/* A hundred columns of three rows. */
#define ADJ_COG_MAX_CHART_VALUES 300

typedef struct _AdjCogChartValues AdjCogChartValues;

AdjCogChartValues *adj_cog_chart_values_new (void);
void               adj_cog_chart_values_free (AdjCogChartValues *v);
/* Refuses the whole file on the first bad member, naming it; @what names
 * the input in errors. */
AdjCogChartValues *adj_cog_chart_values_load_data (const char *text, gsize len, const char *what, GError **error);
/* A missing file is no values, not an error. */
AdjCogChartValues *adj_cog_chart_values_load_file (const char *path, GError **error);
json_object       *adj_cog_chart_values_to_json (const AdjCogChartValues *v);
gboolean           adj_cog_chart_values_save_file (const AdjCogChartValues *v, const char *path, GError **error);

/* The value of the cell at odds @column ("3-1", or "3:1") and @row 0..2. */
gboolean adj_cog_chart_values_get (const AdjCogChartValues *v, const char *column, guint row, gboolean *immune,
                                   int *value);
/* Checks the value as a battle's chart does (adj_cog_chart_check_value). */
gboolean adj_cog_chart_values_set (AdjCogChartValues *v, const char *column, guint row, gboolean immune, int value,
                                   GError **error);
void     adj_cog_chart_values_clear (AdjCogChartValues *v, const char *column, guint row);
guint    adj_cog_chart_values_count (const AdjCogChartValues *v);
/* The odds of the columns holding a value, in increasing order ("3-1"). */
GPtrArray *adj_cog_chart_values_columns (const AdjCogChartValues *v);

/* The `chart` moves that fill the cells of the game's column @col which
 * are blank in @s with the player's values (none when he has none). */
GPtrArray *adj_cog_chart_values_moves (const AdjCogChartValues *v, const AdjCogState *s, guint col);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjCogChartValues, adj_cog_chart_values_free)

G_END_DECLS
