/* adj-first-frame.h: work put off until a widget's next painted frame
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Calls @func (@object) at low priority once @widget's next frame is
 * painted (at once, from an idle, when @widget has no frame clock yet):
 * what the window or a page does not need for its first frame waits for
 * it (docs/design.md, "Every game within a frame"). @object is held
 * until then; @func returns G_SOURCE_REMOVE. */
void adj_first_frame_call_after (GtkWidget   *widget,
                                 GSourceFunc  func,
                                 gpointer     object);

/* Hides @part and shows it again as soon as @widget's next frame is
 * painted: content below the fold is laid out after the page's first
 * frame. Without a frame clock, @part is left as it is. */
void adj_first_frame_show_after (GtkWidget   *widget,
                                 GtkWidget   *part);

G_END_DECLS
