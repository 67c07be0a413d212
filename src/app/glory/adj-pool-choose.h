/* adj-pool-choose.h: a side's secret choice of AMs behind a cover
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include <adjutant-engine.h>

G_BEGIN_DECLS

#define ADJ_TYPE_POOL_CHOOSE (adj_pool_choose_get_type ())

G_DECLARE_FINAL_TYPE (AdjPoolChoose, adj_pool_choose, ADJ, POOL_CHOOSE, GtkWidget)

/* The side that chooses in @state (3.A.2, 3.B): the one the engine asks,
 * else the Initiative Player. */
int  adj_pool_choose_side     (const AdjGameState *state);
/* Shows @state's choice (Hold Out, 5.23, or AMs for the pool, 4.21) to
 * the side that lifted the cover at @generation (the journal's), else
 * covers it for the side to choose. Emits "move" with the HOLD_OUT or
 * SELECT move (transfer none) for the page to record. */
void adj_pool_choose_update   (AdjPoolChoose      *self,
                               const AdjGameState *state,
                               guint64             generation);
/* The cover goes back up: the next update covers whatever side chooses. */
void adj_pool_choose_forget   (AdjPoolChoose      *self);
/* The engine refused the move emitted: why, under the choice. */
void adj_pool_choose_refused  (AdjPoolChoose      *self,
                               const char         *message);

G_END_DECLS
