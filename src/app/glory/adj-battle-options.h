/* adj-battle-options.h: a battle's special rules in the battle editor
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>
#include <json-c/json.h>

G_BEGIN_DECLS

#define ADJ_BATTLE_N_OPTIONS 5

/* One switch per battle option of the "adjutant-battle" format
 * (docs/battle-format.md, "options"): 12.4, 14.11 (twice), 14.31, 14.36. */
typedef struct {
  GtkSwitch *switches[ADJ_BATTLE_N_OPTIONS];
} AdjBattleOptionRows;

/* Adds the rows to @group, set from @options (the battle's "options", or
 * NULL for the defaults). */
void adj_battle_option_rows_fill  (AdjBattleOptionRows *rows,
                                   AdwPreferencesGroup *group,
                                   json_object         *options);
/* The switch of option @key ("cavalry_disordered_side"). */
GtkSwitch *adj_battle_option_rows_switch (const AdjBattleOptionRows *rows,
                                          const char                *key);
/* Writes the switches into @root's "options" as the saver would: only the
 * keys that differ from the default, no "options" when none does. */
void adj_battle_option_rows_write (const AdjBattleOptionRows *rows,
                                   json_object               *root);

G_END_DECLS
