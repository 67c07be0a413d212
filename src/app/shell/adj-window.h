/* adj-window.h: the Adjutant main window
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ADJ_TYPE_WINDOW (adj_window_get_type ())

G_DECLARE_FINAL_TYPE (AdjWindow, adj_window, ADJ, WINDOW, AdwApplicationWindow)

AdjWindow *adj_window_new (GtkApplication *application);
gboolean   adj_window_show_page (AdjWindow *self, const char *name);
/* The name of the page shown. */
const char *adj_window_get_page (AdjWindow *self);
/* Focus on the first control of the page shown, after a step that put
 * new content there (a new game, a file opened). */
void        adj_window_focus_page (AdjWindow *self);

G_END_DECLS
