/* adj-tgtw-melee-page.h: melee
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "adj-tgtw-page.h"

G_BEGIN_DECLS

#define ADJ_TYPE_TGTW_MELEE_PAGE (adj_tgtw_melee_page_get_type ())

G_DECLARE_FINAL_TYPE (AdjTgtwMeleePage, adj_tgtw_melee_page, ADJ, TGTW_MELEE_PAGE, AdjTgtwPage)

G_END_DECLS
