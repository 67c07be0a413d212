/* The Combat Chart of 12.9: one column per odds, three rows (the attackers'
 * DRM, the defenders' DRM, the Attacker Loss Limit). The chart sits on the
 * player aid card, not in the rulebook: a battle carries its own, and only
 * the cells the rulebook prints in its examples (12.9.2) are "rulebook";
 * the others are the player's ("user"), possibly still blank. */
#pragma once

#include <glib.h>
#include <json-c/json.h>

#include "core/chart.h"
#include "core/ratio.h"

G_BEGIN_DECLS

/* What one column says, with the source of each cell. A DRM cell "N"
 * means that side's units cannot be affected (12.9). */
typedef struct {
  const char *column;              /* "2-1" */
  gboolean attacker_immune, defender_immune;
  int attacker_drm, defender_drm;
  int loss_limit;
  const AdjChartCell *cells[3];    /* attacker DRM, defender DRM, loss limit */
} AdjCogChartEntry;

/* Checks a battle's chart: the three rows, columns that are odds in
 * increasing order, DRM cells a whole number -6..6 or "N", loss limits
 * 0..99, and a "rulebook" cell only where the rulebook prints that very
 * value. Fills @columns (g_free). */
gboolean adj_cog_chart_check (const AdjChart *chart, AdjRatio **columns, guint *n_columns,
                              const char *where, GError **error);

/* The column @col; refuses a blank cell, naming it and what to do. */
gboolean adj_cog_chart_entry (const AdjChart *chart, guint col, AdjCogChartEntry *out, GError **error);
/* The same from the three cells of column @column (a game's chart). */
gboolean adj_cog_chart_entry_cells (const char *column, const AdjChartCell *const cells[3], AdjCogChartEntry *out,
                                    GError **error);

/* The rows: their keys ("attacker_drm") and names for people. */
const char *adj_cog_chart_row_key (guint row);
const char *adj_cog_chart_row_name (guint row);
/* Whether a value fits row @row: a DRM -6..+6 or "N" (@immune), a loss
 * limit 0..99 (12.9, 12.9.2). */
gboolean adj_cog_chart_check_value (guint row, gboolean immune, int value, GError **error);

/* A chart of only what the rulebook prints: the 2-1 and 4-1 columns of the
 * 12.9.2 examples (the 4-1 defenders' DRM is blank). */
AdjChart *adj_cog_chart_printed (void);

/* The printed value of a cell, if the rulebook prints one. */
gboolean adj_cog_chart_printed_cell (const char *column, const char *row, int *value, const char **cite);

G_END_DECLS
