/* adj-new-game-dialog.h: choose the game, then the scenario, then options
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "adj-ruleset-ui.h"

G_BEGIN_DECLS

#define ADJ_TYPE_NEW_GAME_DIALOG (adj_new_game_dialog_get_type ())

G_DECLARE_FINAL_TYPE (AdjNewGameDialog, adj_new_game_dialog, ADJ, NEW_GAME_DIALOG, AdwWindow)

/* What Start does with the choice: start the game, or say why not. */
typedef gboolean (*AdjGameStarter) (GtkWindow         *window,
                                    const AdjRuleset  *ruleset,
                                    gpointer           scenario,
                                    json_object       *options,
                                    GError           **error);

/* Over @parent, on the list of games; @starter starts the game chosen in
 * @parent. After the scenario editor saves, the dialog comes back through
 * @parent's win.choose-scenario action. */
AdjNewGameDialog *adj_new_game_dialog_new          (GtkWindow          *parent,
                                                    AdjGameStarter      starter);
/* Goes straight to the scenarios of @ui's game. */
void              adj_new_game_dialog_show_game    (AdjNewGameDialog   *self,
                                                    const AdjRulesetUi *ui);
/* The game whose scenarios or options are shown, or NULL. */
const AdjRulesetUi *adj_new_game_dialog_get_game   (AdjNewGameDialog   *self);
/* Takes @scenario of the game shown (as activating its row would): the
 * options page when the game has options, else the game starts. */
void              adj_new_game_dialog_choose       (AdjNewGameDialog   *self,
                                                    gpointer            scenario);

G_END_DECLS
