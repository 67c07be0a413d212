/* adj-pool-text.h: how the Activation Markers pages name sides and AMs
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adjutant-engine.h>

G_BEGIN_DECLS

const char *adj_pool_side_name (AdjBattle *battle,
                                guint      side);
/* "VI Corps #2": an AM counter, its marker's name and number. */
char       *adj_pool_am_title  (AdjBattle *battle,
                                guint      am);

G_END_DECLS
