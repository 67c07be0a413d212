/* adj-retreat-row.h: the retreat a unit made on the table
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include <adjutant-engine.h>

G_BEGIN_DECLS

#define ADJ_TYPE_RETREAT_ROW (adj_retreat_row_get_type ())

G_DECLARE_FINAL_TYPE (AdjRetreatRow, adj_retreat_row, ADJ, RETREAT_ROW, GtkWidget)

/* A row for the retreat of the game's unit @unit, the @n-th retreat of
 * the result (widget name "retreat-row-@n"); @two_allowed shows the 1/2
 * hexes choice (11.22). Emits "changed" when the player changes it. */
GtkWidget *adj_retreat_row_new           (const char          *title,
                                          guint                unit,
                                          gboolean             two_allowed,
                                          guint                n);
guint      adj_retreat_row_get_unit      (AdjRetreatRow       *self);
/* The path as chosen (11.22-11.27); @path->hexes is 1 or 2. */
void       adj_retreat_row_get_path      (AdjRetreatRow       *self,
                                          AdjRetreatPath      *path);
/* The game's friendly unit the retreat displaces (11.26), or -1. */
int        adj_retreat_row_get_displaced (AdjRetreatRow       *self);
/* The retreat as the row says it was made, for the engine. */
void       adj_retreat_row_get_made      (AdjRetreatRow       *self,
                                          AdjRetreatMade      *made);
/* The units it may displace, as the engine says (@exclude: the combat's
 * own units). The unit picked before stays picked while it is offered. */
void       adj_retreat_row_set_friends   (AdjRetreatRow       *self,
                                          const AdjGameState  *state,
                                          const GArray        *exclude);
/* An inline message on what was chosen (NULL clears). */
void       adj_retreat_row_set_problem   (AdjRetreatRow       *self,
                                          const char          *message);
/* A retreat that will not happen (the unit has left the map first):
 * @note says so and the choices are off; NULL asks them again. */
void       adj_retreat_row_set_moot      (AdjRetreatRow       *self,
                                          const char          *note);

G_END_DECLS
