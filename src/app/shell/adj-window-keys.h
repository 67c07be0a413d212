/* adj-window-keys.h: the window's shortcuts act on what has focus
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* Ctrl+Z, Shift+Ctrl+Z, Ctrl+S, Shift+Ctrl+S and Ctrl+O on @window, heard
 * after the focused widget had its turn:
 *  - in a text field, undo and redo are the typing's (the game is left
 *    alone even when the field has nothing to undo);
 *  - on a page with its own undo and file (an editor: it installs
 *    editor.undo, editor.redo, editor.save, editor.save-as, editor.open),
 *    the keys are that page's while it has focus or is the page shown on
 *    @pages;
 *  - otherwise they are the game's: win.undo, win.redo, win.save,
 *    win.save-as, win.open. */
void adj_window_keys_install (GtkWindow *window,
                              GtkStack  *pages);

G_END_DECLS
