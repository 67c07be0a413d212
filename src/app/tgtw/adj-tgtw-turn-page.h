/* adj-tgtw-turn-page.h: the turn, its phases and the initiative
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "adj-tgtw-page.h"

G_BEGIN_DECLS

#define ADJ_TYPE_TGTW_TURN_PAGE (adj_tgtw_turn_page_get_type ())

G_DECLARE_FINAL_TYPE (AdjTgtwTurnPage, adj_tgtw_turn_page, ADJ, TGTW_TURN_PAGE, AdjTgtwPage)

G_END_DECLS
