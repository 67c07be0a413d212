/* adj-pill.h: a pill-shaped button, as GNOME pages put their main actions
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A centred pill button with a mnemonic @label, named @name; @suggested
 * gives it the accent colour. */
GtkWidget *adj_pill_button_new (const char *label,
                                const char *name,
                                gboolean    suggested);

G_END_DECLS
