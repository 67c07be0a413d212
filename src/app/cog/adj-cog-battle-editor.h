/* adj-cog-battle-editor.h: a Clash of Giants III battle, edited
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include <adjutant-engine.h>

G_BEGIN_DECLS

#define ADJ_TYPE_COG_BATTLE_EDITOR (adj_cog_battle_editor_get_type ())

G_DECLARE_FINAL_TYPE (AdjCogBattleEditor, adj_cog_battle_editor, ADJ, COG_BATTLE_EDITOR, AdwWindow)

/* Over @parent: a new battle (@battle NULL), a copy of @battle to save as
 * the player's own (@path NULL), or the player's own battle at @path. */
AdjCogBattleEditor *adj_cog_battle_editor_new            (GtkWindow          *parent,
                                                          AdjCogBattle       *battle,
                                                          const char         *path);
/* The file the editor last saved, or NULL. */
const char         *adj_cog_battle_editor_get_saved_path (AdjCogBattleEditor *self);

G_END_DECLS
