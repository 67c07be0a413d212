/* adj-tgtw-armies-page.h: the armies, their sectors, leaders and units
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "adj-tgtw-page.h"

G_BEGIN_DECLS

#define ADJ_TYPE_TGTW_ARMIES_PAGE (adj_tgtw_armies_page_get_type ())

G_DECLARE_FINAL_TYPE (AdjTgtwArmiesPage, adj_tgtw_armies_page, ADJ, TGTW_ARMIES_PAGE, AdjTgtwPage)

G_END_DECLS
