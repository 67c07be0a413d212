/* adj-tgtw-victory-page.h: the Victory Check
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "adj-tgtw-page.h"

G_BEGIN_DECLS

#define ADJ_TYPE_TGTW_VICTORY_PAGE (adj_tgtw_victory_page_get_type ())

G_DECLARE_FINAL_TYPE (AdjTgtwVictoryPage, adj_tgtw_victory_page, ADJ, TGTW_VICTORY_PAGE, AdjTgtwPage)

G_END_DECLS
