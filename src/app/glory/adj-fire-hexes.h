/* adj-fire-hexes.h: the firing hexes of one Fixed Glory fire attack
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include <adjutant-engine.h>

#include "adj-stack-editor.h"

G_BEGIN_DECLS

#define ADJ_TYPE_FIRE_HEXES (adj_fire_hexes_get_type ())

G_DECLARE_FINAL_TYPE (AdjFireHexes, adj_fire_hexes, ADJ, FIRE_HEXES, GtkWidget)

/* One firing hex to start with; "changed" on every edit. */
GtkWidget      *adj_fire_hexes_new          (void);
guint           adj_fire_hexes_get_n_hexes  (AdjFireHexes       *self);
AdjStackEditor *adj_fire_hexes_get_hex      (AdjFireHexes       *self,
                                             guint               i);
/* A new hex at the end (NULL when there are ADJ_FIXED_MAX_HEXES). */
AdjStackEditor *adj_fire_hexes_add_hex      (AdjFireHexes       *self);
/* "firing hex 1": the name the engine's notes use for hex @i. */
char           *adj_fire_hexes_hex_name     (guint               i);
/* Fills @in's hexes; FALSE while a field holds an impossible value (the
 * field says why). @in's hexes are set either way: clear @in after. */
gboolean        adj_fire_hexes_read         (AdjFireHexes       *self,
                                             AdjFixedFireInput  *in);
/* The line under hex @i's title (its FP); NULL for none. */
void            adj_fire_hexes_set_summary  (AdjFireHexes       *self,
                                             guint               i,
                                             const char         *summary);

G_END_DECLS
