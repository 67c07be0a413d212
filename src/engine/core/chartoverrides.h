/* The player's own chart values (typed from his Player Aid Card), kept per
 * user in one JSON file and laid over the shipped charts. */
#pragma once

#include <glib.h>

#include "core/chart.h"

G_BEGIN_DECLS

/* The player's own chart values, in the user data dir (adj_paths_user_file):
 * the app saves them; a player's device's calculators read them too. */
#define ADJ_CHART_OVERRIDES_FILE "chart-overrides.json"

/* Applies the overrides in @path to @charts (a GPtrArray of AdjChart). A
 * missing file is not an error. Nothing is applied unless the whole file is
 * valid; values for charts that are not loaded are ignored, but a row or
 * column a loaded chart does not have is an error. */
gboolean adj_chart_overrides_load (GPtrArray *charts, const char *path, GError **error);
gboolean adj_chart_overrides_load_data (GPtrArray *charts, const char *text, gsize len,
                                        const char *what, GError **error);

/* Writes every user cell of @charts to @path atomically. */
gboolean adj_chart_overrides_save (GPtrArray *charts, const char *path, GError **error);

AdjChart *adj_chart_find (GPtrArray *charts, const char *id);

G_END_DECLS
