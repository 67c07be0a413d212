/* adj-pool-page.h: the Activation Markers without a cup
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ADJ_TYPE_POOL_PAGE (adj_pool_page_get_type ())

G_DECLARE_FINAL_TYPE (AdjPoolPage, adj_pool_page, ADJ, POOL_PAGE, GtkWidget)

G_END_DECLS
