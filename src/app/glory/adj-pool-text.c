/* adj-pool-text.c: how the Activation Markers pages name sides (AMs: adj_battle_am_title)
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "adj-pool-text.h"

const char *
adj_pool_side_name (AdjBattle *battle, guint side)
{
  return adj_battle_get_side (battle, side)->name;
}
