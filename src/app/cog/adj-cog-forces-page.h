/* adj-cog-forces-page.h: Clash of Giants III, every unit's steps; losses the map decides
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ADJ_TYPE_COG_FORCES_PAGE (adj_cog_forces_page_get_type ())

G_DECLARE_FINAL_TYPE (AdjCogForcesPage, adj_cog_forces_page, ADJ, COG_FORCES_PAGE, GtkWidget)

G_END_DECLS
