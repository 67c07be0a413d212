/* adj-cover-editor.h: the other enemy hexes in front of a charging hex and
 * who covers them (10.12)
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "adj-cover-layout.h"

G_BEGIN_DECLS

#define ADJ_TYPE_COVER_EDITOR (adj_cover_editor_get_type ())

G_DECLARE_FINAL_TYPE (AdjCoverEditor, adj_cover_editor, ADJ, COVER_EDITOR, AdwExpanderRow)

/* A row for an AdjStackEditor's group, folded until the player opens it. */
GtkWidget *adj_cover_editor_new          (void);
/* This row belongs to charging hex @self_index of @n_charging; the hex has
 * room for @max_enemies other enemy hexes in front (0 hides the row). */
void       adj_cover_editor_set_hexes    (AdjCoverEditor *self,
                                          guint           self_index,
                                          guint           n_charging,
                                          guint           max_enemies);
/* Charging hex @removed is gone: the hexes after it move up one, and a
 * choice of it falls back to nobody. Before set_hexes() with the new count. */
void       adj_cover_editor_remove_hex   (AdjCoverEditor *self,
                                          guint           removed);
/* What the player said, for adj_cover_layout(). */
void       adj_cover_editor_get          (AdjCoverEditor *self,
                                          AdjCoverHex    *out);

G_END_DECLS
