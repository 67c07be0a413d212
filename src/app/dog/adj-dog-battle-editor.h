/* adj-dog-battle-editor.h: a battle of two army lists, new or edited
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include <dog/battle.h>

G_BEGIN_DECLS

#define ADJ_TYPE_DOG_BATTLE_EDITOR (adj_dog_battle_editor_get_type ())

G_DECLARE_FINAL_TYPE (AdjDogBattleEditor, adj_dog_battle_editor, ADJ, DOG_BATTLE_EDITOR, AdwWindow)

/* New Scenario: two empty lists at 800 points (@battle NULL); Duplicate: a
 * copy of @battle under a new id; Edit: @battle saved back over @path. */
AdjDogBattleEditor *adj_dog_battle_editor_new           (GtkWindow        *parent,
                                                         AdjDogBattle     *battle,
                                                         const char       *path);
/* A new battle whose first army is @army. */
AdjDogBattleEditor *adj_dog_battle_editor_new_with_army (GtkWindow        *parent,
                                                         const AdjDogArmy *army);
/* The file the last Save wrote, or NULL. */
const char         *adj_dog_battle_editor_get_saved_path (AdjDogBattleEditor *self);

G_END_DECLS
