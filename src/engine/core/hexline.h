/* The hex line between two hex centres (rule 9.4: LOS runs centre to centre).
 *
 * Every hex whose inside the segment between the two centres passes
 * through, however little, is one step; where the segment runs exactly
 * along a hexside, that stretch is one step holding both hexes beside it
 * (9.4, last paragraph). A hex the segment only touches at one vertex is
 * not crossed. Steps come in the order the segment meets them, from the
 * first hex to the last; neither end hex is a step. Computed exactly in
 * integers: no sampling, no nudging.
 */
#pragma once

#include <glib.h>

#include "core/hexgrid.h"

G_BEGIN_DECLS

typedef struct {
  AdjHex hex[2]; /* hex[0] < hex[1] by adj_hex_compare when n == 2 */
  guint n;       /* 1, or 2 along a hexside */
} AdjHexStep;

/* An upper bound on the steps of the line FROM→TO (at most 4 per hex of
 * distance): room that adj_hexline_fill never runs out of. */
guint adj_hexline_max_steps (const AdjHexGrid *grid, AdjHex from, AdjHex to);

/* Returns a GArray of AdjHexStep (empty for the same or adjacent hexes).
 * Free with g_array_unref. */
GArray *adj_hexline_steps (const AdjHexGrid *grid, AdjHex from, AdjHex to);

/* Fills @out (room for @room steps) and returns how many it wrote: for hot
 * loops that trace many lines without allocating. With less room than
 * adj_hexline_max_steps the line is cut short. */
guint adj_hexline_fill (const AdjHexGrid *grid, AdjHex from, AdjHex to,
                        AdjHexStep *out, guint room);

G_END_DECLS
