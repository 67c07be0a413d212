/* adj-cog-artillery-page.h: Clash of Giants III, the Artillery Marker cup and the SCMs' availability
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ADJ_TYPE_COG_ARTILLERY_PAGE (adj_cog_artillery_page_get_type ())

G_DECLARE_FINAL_TYPE (AdjCogArtilleryPage, adj_cog_artillery_page, ADJ, COG_ARTILLERY_PAGE, GtkWidget)

G_END_DECLS
