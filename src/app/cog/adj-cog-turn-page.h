/* adj-cog-turn-page.h: Clash of Giants III, the turn, the phase, night rules and the end of the turn
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ADJ_TYPE_COG_TURN_PAGE (adj_cog_turn_page_get_type ())

G_DECLARE_FINAL_TYPE (AdjCogTurnPage, adj_cog_turn_page, ADJ, COG_TURN_PAGE, GtkWidget)

G_END_DECLS
