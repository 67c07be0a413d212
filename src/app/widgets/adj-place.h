/* adj-place.h: where a page stands in its scroller, kept across a rebuild
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A page that lays its content out again after a change keeps the
 * player's place: the scroll offset, and the focus on the widget of the
 * same name (pages name their inputs, "attacker-am"), so nothing under
 * the pointer or the keyboard moves. */
typedef struct _AdjPlace AdjPlace;

/* Where @scroller stands now, before its content is replaced. */
AdjPlace *adj_place_save    (GtkScrolledWindow *scroller);
/* Puts it back once the new content is in (and again after its first
 * layout, when the scroller knows the new height); frees @place. */
void      adj_place_restore (AdjPlace *place);

/* A place restored when it goes out of scope: a rebuild's every return. */
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjPlace, adj_place_restore)

G_END_DECLS
