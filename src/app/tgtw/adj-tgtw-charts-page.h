/* adj-tgtw-charts-page.h: every printed table of The Glory that Was
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "adj-tgtw-page.h"

G_BEGIN_DECLS

#define ADJ_TYPE_TGTW_CHARTS_PAGE (adj_tgtw_charts_page_get_type ())

G_DECLARE_FINAL_TYPE (AdjTgtwChartsPage, adj_tgtw_charts_page, ADJ, TGTW_CHARTS_PAGE, AdjTgtwPage)

G_END_DECLS
