/* adj-pool-text.h: how the Activation Markers pages name sides (AMs: adj_battle_am_title)
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adjutant-engine.h>

G_BEGIN_DECLS

const char *adj_pool_side_name (AdjBattle *battle,
                                guint      side);

G_END_DECLS
