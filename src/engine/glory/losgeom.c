#include "glory/losgeom.h"

/* In cube coordinates a point d (relative to a hex centre) lies in the
 * closed hex when |dx-dy|, |dy-dz| and |dz-dx| are all at most 1; each of
 * the six hexsides is one of those reaching +1 or -1. Along the line
 * d(s) = p + s*q (s = 0 at FROM, 1 at TO) each bound is a fraction, so the
 * point where the line leaves the hex is found exactly, and a vertex (two
 * bounds reached at once) is recognised as such. */

/* The hexside where constraint k reaches +1 [0] or -1 [1]. */
static const AdjHexDir side_dir[3][2] = {
  { ADJ_DIR_SE, ADJ_DIR_NW }, /* x - y */
  { ADJ_DIR_N, ADJ_DIR_S },   /* y - z */
  { ADJ_DIR_SW, ADJ_DIR_NE }, /* z - x */
};

guint
adj_losgeom_exit_sides (const AdjHexGrid *grid, AdjHex from, AdjHex to, AdjHex hex)
{
  AdjCube a = adj_hexgrid_to_cube (grid, from);
  AdjCube b = adj_hexgrid_to_cube (grid, to);
  AdjCube c = adj_hexgrid_to_cube (grid, hex);
  int d[3] = { a.x - c.x, a.y - c.y, a.z - c.z };
  int v[3] = { b.x - a.x, b.y - a.y, b.z - a.z };
  gint64 num[3], den[3];
  int best = -1;
  guint sides = 0;

  for (int k = 0; k < 3; k++)
    {
      int k2 = (k + 1) % 3;
      gint64 p = d[k] - d[k2];
      gint64 q = v[k] - v[k2];

      den[k] = 0;
      if (q == 0)
        {
          /* Parallel to this pair of hexsides: on one of them all along. */
          if (p == 1 || p == -1)
            sides |= 1u << side_dir[k][p == 1 ? 0 : 1];
          continue;
        }
      /* Leaves through +1 when moving up, -1 when moving down. */
      num[k] = q > 0 ? 1 - p : 1 + p;
      den[k] = q > 0 ? q : -q;
      if (best < 0 || num[k] * den[best] < num[best] * den[k])
        best = k;
    }
  for (int k = 0; k < 3 && best >= 0; k++)
    if (den[k] != 0 && num[k] * den[best] == num[best] * den[k])
      {
        gint64 q = v[k] - v[(k + 1) % 3];
        sides |= 1u << side_dir[k][q > 0 ? 0 : 1];
      }
  return sides;
}

guint
adj_losgeom_entry_sides (const AdjHexGrid *grid, AdjHex from, AdjHex to, AdjHex hex)
{
  /* Where the line enters a hex is where the reversed line leaves it. */
  return adj_losgeom_exit_sides (grid, to, from, hex);
}

gboolean
adj_losgeom_side_closer (const AdjHexGrid *grid, AdjHex near, AdjHex far, AdjHex a, AdjHex b)
{
  int to_near = adj_hexgrid_distance (grid, a, near) + adj_hexgrid_distance (grid, b, near);
  int to_far = adj_hexgrid_distance (grid, a, far) + adj_hexgrid_distance (grid, b, far);
  return to_near < to_far;
}

guint
adj_losgeom_slope_sides (const AdjHexGrid *grid, AdjHex from, AdjHex to, AdjHex hex,
                         AdjLosCase los_case)
{
  guint sides;
  AdjHex near, far;

  if (los_case == ADJ_LOS_FIRER_HIGHER)
    {
      sides = adj_losgeom_exit_sides (grid, from, to, hex);
      near = to;
      far = from;
    }
  else if (los_case == ADJ_LOS_TARGET_HIGHER)
    {
      sides = adj_losgeom_entry_sides (grid, from, to, hex);
      near = from;
      far = to;
    }
  else
    return 0;

  for (int dir = 0; dir < ADJ_HEX_DIRS; dir++)
    if ((sides & (1u << dir))
        && !adj_losgeom_side_closer (grid, near, far, hex,
                                     adj_hexgrid_neighbour (grid, hex, (AdjHexDir) dir)))
      sides &= ~(1u << dir);
  return sides;
}
