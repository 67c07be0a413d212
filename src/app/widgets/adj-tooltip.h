/* adj-tooltip.h: a tooltip that asks nothing of the display until shown
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Gives @widget the tooltip @text (NULL: none) and the same accessible
 * description. gtk_widget_set_tooltip_text() asks the display where the
 * pointer is, each call (a round trip to the X server): a page made again
 * after an action would wait for it once per button. Here the text is
 * given when the tooltip is asked for. */
void adj_tooltip_set (GtkWidget  *widget,
                      const char *text);

G_END_DECLS
