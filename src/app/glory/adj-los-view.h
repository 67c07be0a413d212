/* adj-los-view.h: a drawing of map hexes and a traced line of sight
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include <adjutant-engine.h>

G_BEGIN_DECLS

#define ADJ_TYPE_LOS_VIEW (adj_los_view_get_type ())

G_DECLARE_FINAL_TYPE (AdjLosView, adj_los_view, ADJ, LOS_VIEW, GtkWidget)

GtkWidget *adj_los_view_new           (void);

/* The ground (referenced; the owner may edit it and then call
 * gtk_widget_queue_draw) and one AdjUnitPresence byte per map hex
 * (copied; NULL for none). NULL @map shows nothing. */
void       adj_los_view_set_map       (AdjLosView       *self,
                                       AdjHexMap        *map,
                                       const guint8     *units);
void       adj_los_view_set_units     (AdjLosView       *self,
                                       const guint8     *units);
/* One byte per map hex, 0 where the ground is not known (drawn as a
 * dashed outline with a question mark); NULL when everything is known. */
void       adj_los_view_set_known     (AdjLosView       *self,
                                       const guint8     *known);
/* The part of the map to draw; NULL for the whole map. */
void       adj_los_view_set_bounds    (AdjLosView       *self,
                                       const AdjHexGrid *bounds);
/* The line and its verdicts as the engine traced them; NULL clears. */
void       adj_los_view_set_result    (AdjLosView       *self,
                                       const AdjLosResult *result);
/* A fixed hex radius in pixels, or 0 to fit the width it is given. With a
 * fixed radius the view asks for the whole drawing's size and draws only
 * what its scrolled window shows: the owner must queue a draw whenever the
 * window's adjustments change. */
void       adj_los_view_set_hex_radius (AdjLosView      *self,
                                        double           radius);
/* A keyboard cursor on @hex and, when @side is 0..5, on its hexside. */
void       adj_los_view_set_cursor    (AdjLosView       *self,
                                       gboolean          shown,
                                       AdjHex            hex,
                                       int               side);

/* The hex under (x, y) in widget coordinates and the hexside of it nearest
 * to the point; FALSE outside the drawn hexes. */
gboolean   adj_los_view_hex_at        (AdjLosView       *self,
                                       double            x,
                                       double            y,
                                       AdjHex           *hex,
                                       AdjHexDir        *side);
/* Widget coordinates of a hex's centre; FALSE when it is not drawn. */
gboolean   adj_los_view_hex_centre    (AdjLosView       *self,
                                       AdjHex            hex,
                                       double           *x,
                                       double           *y);
/* The middle of the hexside of @hex across @side. */
gboolean   adj_los_view_side_centre   (AdjLosView       *self,
                                       AdjHex            hex,
                                       AdjHexDir         side,
                                       double           *x,
                                       double           *y);

G_END_DECLS
