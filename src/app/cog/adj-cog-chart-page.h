/* adj-cog-chart-page.h: Clash of Giants III, the Combat Chart, its provenance and the player's values
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ADJ_TYPE_COG_CHART_PAGE (adj_cog_chart_page_get_type ())

G_DECLARE_FINAL_TYPE (AdjCogChartPage, adj_cog_chart_page, ADJ, COG_CHART_PAGE, GtkWidget)

/* The cell row named @name ("cell:1-1:attacker_drm") takes the focus, and
 * so comes into view, when the page next shows its rows (now, if shown):
 * the way from a combat refused for a blank cell to that cell (12.9). */
void adj_cog_chart_page_focus_cell (AdjCogChartPage *self, const char *name);

G_END_DECLS
