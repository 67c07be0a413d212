/* adj-tgtw-missile-page.h: missile fire
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "adj-tgtw-page.h"

G_BEGIN_DECLS

#define ADJ_TYPE_TGTW_MISSILE_PAGE (adj_tgtw_missile_page_get_type ())

G_DECLARE_FINAL_TYPE (AdjTgtwMissilePage, adj_tgtw_missile_page, ADJ, TGTW_MISSILE_PAGE, AdjTgtwPage)

G_END_DECLS
