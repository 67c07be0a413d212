/* adj-window-actions.h: the window's game actions
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "adj-game-session.h"

G_BEGIN_DECLS

/* Gives @window a game session and adds win.new-game, win.open,
 * win.open-recent, win.save, win.save-as, win.export-battle, win.undo and
 * win.redo; the recent games go into a submenu of the section of @menu
 * that starts with win.new-game. */
void            adj_window_actions_install   (GtkWindow  *window,
                                              GMenuModel *menu);
AdjGameSession *adj_window_get_session       (GtkWindow  *window);
/* For the game pages: the session of the window @page is in, with
 * @refresh (called with @page) connected to its "changed" signal for as
 * long as @page lives; transfer full, NULL outside such a window. */
AdjGameSession *adj_window_watch_session     (GtkWidget  *page,
                                              GCallback   refresh);

/* What the file chooser does once the player picked a file; a bad file
 * is explained in a message dialog and the game in play stays. */
gboolean        adj_window_open_game_file    (GtkWindow  *window,
                                              const char *path);
gboolean        adj_window_save_game_file    (GtkWindow  *window,
                                              const char *path);
/* New Game on a battle file (the picker's Import…), and Export Battle. */
gboolean        adj_window_start_game_from_file (GtkWindow  *window,
                                                 const char *path);
gboolean        adj_window_export_battle_file   (GtkWindow  *window,
                                                 const char *path);
/* Export from the battle picker: any battle, shipped or the player's own,
 * in the engine's canonical form; a failure is explained in a dialog. */
gboolean        adj_window_export_battle        (GtkWindow  *window,
                                                 AdjBattle  *battle,
                                                 const char *path);

G_END_DECLS
