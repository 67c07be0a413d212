/* Exact geometry for the 9.4 slope bullets: which hexsides of an
 * intervening hex the line leaves or enters it through. Shared by the
 * map-based LOS and the question list of the map-less mode, so that the two
 * always look at the same hexsides. Engine-internal. */
#pragma once

#include "core/hexgrid.h"
#include "glory/loscase.h"

G_BEGIN_DECLS

/* The hexsides of @hex (a bit per AdjHexDir) whose closed segment holds the
 * point where the line FROM→TO leaves the closed hex: one hexside, or two
 * when it leaves through a vertex or runs along a hexside up to a vertex. */
guint adj_losgeom_exit_sides (const AdjHexGrid *grid, AdjHex from, AdjHex to, AdjHex hex);
/* The same for the point where the line enters @hex. */
guint adj_losgeom_entry_sides (const AdjHexGrid *grid, AdjHex from, AdjHex to, AdjHex hex);

/* TRUE when the hexside between @a and @b is closer to @near than to @far:
 * the distances of a and b to near add up to less than theirs to far. */
gboolean adj_losgeom_side_closer (const AdjHexGrid *grid, AdjHex near, AdjHex far,
                                  AdjHex a, AdjHex b);

/* The hexsides of intervening @hex that the slope bullet of @los_case looks
 * at: exit sides closer to the target when the firer is higher, entry sides
 * closer to the firer when the target is higher, none on the same level. */
guint adj_losgeom_slope_sides (const AdjHexGrid *grid, AdjHex from, AdjHex to, AdjHex hex,
                               AdjLosCase los_case);

G_END_DECLS
