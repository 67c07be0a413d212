/* adj-list-box.h: what GTK 4.8's list box lacks
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Removes every row of @list (gtk_list_box_remove_all is GTK 4.12). */
void adj_list_box_clear (GtkListBox *list);

G_END_DECLS
