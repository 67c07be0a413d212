/* adj-battle-editor.h: create, duplicate and edit a battle
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include <adjutant-engine.h>

G_BEGIN_DECLS

#define ADJ_TYPE_BATTLE_EDITOR (adj_battle_editor_get_type ())

G_DECLARE_FINAL_TYPE (AdjBattleEditor, adj_battle_editor, ADJ, BATTLE_EDITOR, AdwWindow)

/* Duplicate: edits a copy of @battle under a new id; Save writes it to
 * adj_battle_editor_user_dir(). */
AdjBattleEditor *adj_battle_editor_new          (GtkWindow  *parent,
                                                 AdjBattle  *battle);
/* New Battle: two sides and one turn to start from. */
AdjBattleEditor *adj_battle_editor_new_empty    (GtkWindow  *parent);
/* Edits one of the player's own battles, saved back over @path. */
AdjBattleEditor *adj_battle_editor_new_for_file (GtkWindow  *parent,
                                                 AdjBattle  *battle,
                                                 const char *path);
/* $XDG_DATA_HOME/adjutant/battles: the player's own battles. */
char            *adj_battle_editor_user_dir     (void);
/* The file the last Save wrote, or NULL. */
const char      *adj_battle_editor_get_saved_path (AdjBattleEditor *self);

G_END_DECLS
