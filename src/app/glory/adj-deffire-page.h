/* adj-deffire-page.h: the Defensive Fire calculator page
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "adj-combat-page.h"

G_BEGIN_DECLS

#define ADJ_TYPE_DEFFIRE_PAGE (adj_deffire_page_get_type ())

G_DECLARE_FINAL_TYPE (AdjDefFirePage, adj_deffire_page, ADJ, DEFFIRE_PAGE, AdjCombatPage)

G_END_DECLS
