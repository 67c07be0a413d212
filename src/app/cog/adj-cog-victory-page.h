/* adj-cog-victory-page.h: Clash of Giants III, the victory points of both sides
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ADJ_TYPE_COG_VICTORY_PAGE (adj_cog_victory_page_get_type ())

G_DECLARE_FINAL_TYPE (AdjCogVictoryPage, adj_cog_victory_page, ADJ, COG_VICTORY_PAGE, GtkWidget)

G_END_DECLS
