/* adj-pool-text.c: how the Activation Markers pages name sides and AMs
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-pool-text.h"

const char *
adj_pool_side_name (AdjBattle *battle, guint side)
{
  return adj_battle_get_side (battle, side)->name;
}

char *
adj_pool_am_title (AdjBattle *battle, guint am)
{
  const AdjBattleAm *counter = adj_battle_get_am (battle, am);
  /* Translators: an AM counter, its name and number, e.g. "VI Corps #2" */
  return g_strdup_printf (_("%s #%u"), adj_battle_am_marker (battle, am)->name, counter->number);
}
