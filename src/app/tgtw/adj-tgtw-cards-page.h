/* adj-tgtw-cards-page.h: tactical cards chosen in secret
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "adj-tgtw-page.h"

G_BEGIN_DECLS

#define ADJ_TYPE_TGTW_CARDS_PAGE (adj_tgtw_cards_page_get_type ())

G_DECLARE_FINAL_TYPE (AdjTgtwCardsPage, adj_tgtw_cards_page, ADJ, TGTW_CARDS_PAGE, AdjTgtwPage)

G_END_DECLS
