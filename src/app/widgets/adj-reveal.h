/* adj-reveal.h: a row brought into view and focused
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Focuses @row and scrolls its scrolled window to it once it is laid out
 * (an expander just opened takes a frame or two). */
void adj_widget_reveal (GtkWidget *row);

G_END_DECLS
