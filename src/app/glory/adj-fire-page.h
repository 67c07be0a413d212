/* adj-fire-page.h: the Artillery Fire calculator page
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "adj-combat-page.h"

G_BEGIN_DECLS

#define ADJ_TYPE_FIRE_PAGE (adj_fire_page_get_type ())

G_DECLARE_FINAL_TYPE (AdjFirePage, adj_fire_page, ADJ, FIRE_PAGE, AdjCombatPage)

G_END_DECLS
