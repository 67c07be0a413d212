/* adj-los-fields.h: hexes and levels typed into the Line of Sight page
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include <adjutant-engine.h>

G_BEGIN_DECLS

typedef enum {
  ADJ_LOS_FIELD_OK,
  ADJ_LOS_FIELD_EMPTY,
  ADJ_LOS_FIELD_BAD,
} AdjLosFieldState;

/* The "error" style on @row, or off. */
void             adj_los_field_mark        (AdwEntryRow       *row,
                                            gboolean           bad);
/* The row's text without the spaces around it. */
char            *adj_los_field_text        (AdwEntryRow       *row);
/* A hex id on @grid; the reason (named by @who) goes to @errors. Half
 * typed, it is no error until the player presses Enter (@insist). */
AdjLosFieldState adj_los_field_read_hex    (AdwEntryRow       *row,
                                            const AdjHexGrid  *grid,
                                            const char        *who,
                                            gboolean           insist,
                                            AdjHex            *out,
                                            GString           *errors);
/* An elevation level; empty is not an error. */
AdjLosFieldState adj_los_field_read_level  (AdwEntryRow       *row,
                                            const char        *who,
                                            int               *out,
                                            GString           *errors);
/* A list of hexes ("0202 0303" or "0202, 0303") into @units (a byte per
 * hex of @map) as @value; a hex with both sides' units is an error. */
AdjLosFieldState adj_los_field_read_units  (AdwEntryRow       *row,
                                            const AdjHexMap   *map,
                                            const char        *who,
                                            guint8             value,
                                            gboolean           insist,
                                            guint8            *units,
                                            GString           *errors);
/* Adds @hex to the row's list of hexes, or (@add FALSE) takes it away. */
void             adj_los_field_toggle_hex  (AdwEntryRow       *row,
                                            AdjHex             hex,
                                            gboolean           add);

G_END_DECLS
