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
 * win.new-game-of, win.open-recent, win.save, win.save-as, win.export-scenario, win.undo and
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

/* What the file chooser does once the player picked a file: a saved game,
 * or a scenario to start a new game on; a bad file is explained in a
 * message dialog and the game in play stays. Remembered in the recent
 * files. */
gboolean        adj_window_open_game_file    (GtkWindow  *window,
                                              const char *path);
gboolean        adj_window_save_game_file    (GtkWindow  *window,
                                              const char *path);
/* Files given from outside (the command line, a file manager): one is
 * opened (the player is asked first when the game in play has unsaved
 * changes); of several, the player chooses one, as one game is played at a
 * time. A file that does not load is explained in the window. */
void            adj_window_open_files        (GtkWindow  *window,
                                              GFile     **files,
                                              int         n_files);
/* A new game of @ruleset on @scenario with @options (NULL: defaults),
 * then its first page. */
gboolean        adj_window_start_game        (GtkWindow        *window,
                                              const AdjRuleset *ruleset,
                                              gpointer          scenario,
                                              json_object      *options,
                                              GError          **error);
/* New Game on a scenario file of any game, with its default options; a
 * bad file is explained in a message dialog. */
gboolean        adj_window_start_game_from_file (GtkWindow  *window,
                                                 const char *path);
/* Export Scenario: the game's scenario in its canonical form. */
gboolean        adj_window_export_scenario_file (GtkWindow  *window,
                                                 const char *path);

G_END_DECLS
