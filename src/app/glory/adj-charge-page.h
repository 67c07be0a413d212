/* adj-charge-page.h: the Charge calculator page
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "adj-combat-page.h"

G_BEGIN_DECLS

#define ADJ_TYPE_CHARGE_PAGE (adj_charge_page_get_type ())

G_DECLARE_FINAL_TYPE (AdjChargePage, adj_charge_page, ADJ, CHARGE_PAGE, AdjCombatPage)

G_END_DECLS
