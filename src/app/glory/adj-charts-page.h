/* adj-charts-page.h: the charts, with the source of every value
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ADJ_TYPE_CHARTS_PAGE (adj_charts_page_get_type ())

G_DECLARE_FINAL_TYPE (AdjChartsPage, adj_charts_page, ADJ, CHARTS_PAGE, GtkWidget)

G_END_DECLS
