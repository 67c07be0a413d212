/* adj-children.h: removing a widget's children, as GTK 4.8 lacks it
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Removes every row of @list (gtk_list_box_remove_all is GTK 4.12). */
void adj_list_box_clear           (GtkListBox *list);
/* Unparents every child of @widget: what a widget that parents its own
 * children (a template's, or built in code) does in its dispose. */
void adj_widget_unparent_children (GtkWidget  *widget);

G_END_DECLS
