/* adj-cog-reinforce-page.h: Clash of Giants III, the reinforcements of the turn and their rolls
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ADJ_TYPE_COG_REINFORCE_PAGE (adj_cog_reinforce_page_get_type ())

G_DECLARE_FINAL_TYPE (AdjCogReinforcePage, adj_cog_reinforce_page, ADJ, COG_REINFORCE_PAGE, GtkWidget)

G_END_DECLS
