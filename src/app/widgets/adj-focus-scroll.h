/* adj-focus-scroll.h: keeping the focused control in view, without jumps
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* GTK 4.8's GtkViewport scrolls its content to the top when a control
 * deep inside it takes the focus, so a page that lays itself out again
 * (and gives the focus back) jumps under the pointer. The window scrolls
 * instead, and only as far as it takes to show the focused control. */

/* Turns off the viewports' own scrolling to the focus under @root (a
 * page, once built). */
void adj_focus_scroll_adopt (GtkWidget *root);
/* Shows @window's focused control when it is in an adopted viewport:
 * connect to the window's notify::focus-widget. */
void adj_focus_scroll_follow (GtkWindow *window);

G_END_DECLS
