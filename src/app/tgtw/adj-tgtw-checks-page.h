/* adj-tgtw-checks-page.h: rally and morale
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "adj-tgtw-page.h"

G_BEGIN_DECLS

#define ADJ_TYPE_TGTW_CHECKS_PAGE (adj_tgtw_checks_page_get_type ())

G_DECLARE_FINAL_TYPE (AdjTgtwChecksPage, adj_tgtw_checks_page, ADJ, TGTW_CHECKS_PAGE, AdjTgtwPage)

G_END_DECLS
