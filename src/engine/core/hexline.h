/* The hex line between two hex centres (rule 9.4: LOS runs centre to centre).
 *
 * One step per intervening hex, from the first hex to the last. Where the
 * line runs exactly along a hexside the step holds both hexes beside it
 * (9.4, last paragraph: such a line is blocked if either side blocks).
 */
#pragma once

#include <glib.h>

#include "core/hexgrid.h"

G_BEGIN_DECLS

typedef struct {
  AdjHex hex[2]; /* hex[0] < hex[1] by adj_hex_compare when n == 2 */
  guint n;       /* 1, or 2 along a hexside */
} AdjHexStep;

/* Returns a GArray of AdjHexStep with distance(from, to) - 1 elements
 * (empty for the same or adjacent hexes). Free with g_array_unref. */
GArray *adj_hexline_steps (const AdjHexGrid *grid, AdjHex from, AdjHex to);

/* Fills @out (room for distance - 1 steps) and returns the count: for hot
 * loops that trace many lines without allocating. */
guint adj_hexline_fill (const AdjHexGrid *grid, AdjHex from, AdjHex to,
                        AdjHexStep *out, guint room);

G_END_DECLS
