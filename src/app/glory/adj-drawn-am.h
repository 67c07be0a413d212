/* adj-drawn-am.h: the AM drawn from the pool and the commands it activates
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include <adjutant-engine.h>

G_BEGIN_DECLS

#define ADJ_TYPE_DRAWN_AM (adj_drawn_am_get_type ())

G_DECLARE_FINAL_TYPE (AdjDrawnAm, adj_drawn_am, ADJ, DRAWN_AM, GtkWidget)

/* AM @drawn of @state; @animate swings it in (a fresh draw). Emits
 * "move" with the START move (transfer none) of the command picked. */
GtkWidget *adj_drawn_am_new (const AdjGameState *state,
                             int                 drawn,
                             gboolean            animate);
/* Whether @widget shows AM @drawn of @state as adj_drawn_am_new() would
 * now: the page keeps it then rather than make it again. */
gboolean   adj_drawn_am_shows (GtkWidget          *widget,
                               const AdjGameState *state,
                               int                 drawn);
/* Shows AM @drawn of @state in @widget, made for another, when its rows
 * are of the same kinds; FALSE (unchanged) if not. */
gboolean   adj_drawn_am_retarget (GtkWidget          *widget,
                                  const AdjGameState *state,
                                  int                 drawn);

G_END_DECLS
