/* adj-cog-combat-page.h: Clash of Giants III, the combat calculator, its rolls and its results
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ADJ_TYPE_COG_COMBAT_PAGE (adj_cog_combat_page_get_type ())

G_DECLARE_FINAL_TYPE (AdjCogCombatPage, adj_cog_combat_page, ADJ, COG_COMBAT_PAGE, GtkWidget)

G_END_DECLS
