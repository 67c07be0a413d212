#include "core/hexline.h"

#include <stdlib.h>

/* Points on the line are A + (B - A) * i / N. We keep them exact as
 * numerators over N, and resolve hexside ties by nudging the whole line by
 * an infinitesimal +e or -e with e = (1, 2, -3) * delta (sums to zero, so the
 * nudged point stays on the cube plane). A point with a value num/N + eps*delta
 * is compared lexicographically: numerator first, then the nudge. Rounding
 * with +e and with -e gives the two hexes beside a hexside, or the same hex
 * twice when the line passes through its inside. */

typedef struct {
  gint64 num; /* times N */
  int eps;    /* times delta */
} Exact;

static int
exact_cmp (Exact a, Exact b)
{
  if (a.num != b.num)
    return a.num < b.num ? -1 : 1;
  if (a.eps != b.eps)
    return a.eps < b.eps ? -1 : 1;
  return 0;
}

static Exact
exact_abs_diff (gint64 r, Exact v, gint64 n)
{
  Exact d = { r * n - v.num, -v.eps };
  if (d.num < 0 || (d.num == 0 && d.eps < 0))
    {
      d.num = -d.num;
      d.eps = -d.eps;
    }
  return d;
}

static gint64
floor_div (gint64 a, gint64 b)
{
  gint64 q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0)))
    q--;
  return q;
}

static gint64
exact_round (Exact v, gint64 n)
{
  gint64 lo = floor_div (v.num, n);
  Exact dlo = exact_abs_diff (lo, v, n);
  Exact dhi = exact_abs_diff (lo + 1, v, n);
  return exact_cmp (dhi, dlo) < 0 ? lo + 1 : lo;
}

static AdjCube
cube_round (Exact x, Exact y, Exact z, gint64 n)
{
  gint64 rx = exact_round (x, n), ry = exact_round (y, n), rz = exact_round (z, n);
  Exact dx = exact_abs_diff (rx, x, n);
  Exact dy = exact_abs_diff (ry, y, n);
  Exact dz = exact_abs_diff (rz, z, n);

  if (exact_cmp (dx, dy) > 0 && exact_cmp (dx, dz) > 0)
    rx = -ry - rz;
  else if (exact_cmp (dy, dz) > 0)
    ry = -rx - rz;
  else
    rz = -rx - ry;
  return (AdjCube) { (int) rx, (int) ry, (int) rz };
}

static AdjCube
point_at (AdjCube a, AdjCube b, gint64 i, gint64 n, int sign)
{
  Exact x = { (gint64) a.x * n + (gint64) (b.x - a.x) * i, 1 * sign };
  Exact y = { (gint64) a.y * n + (gint64) (b.y - a.y) * i, 2 * sign };
  Exact z = { (gint64) a.z * n + (gint64) (b.z - a.z) * i, -3 * sign };
  return cube_round (x, y, z, n);
}

guint
adj_hexline_fill (const AdjHexGrid *grid, AdjHex from, AdjHex to, AdjHexStep *out, guint room)
{
  int n = adj_hexgrid_distance (grid, from, to);
  AdjCube a = adj_hexgrid_to_cube (grid, from);
  AdjCube b = adj_hexgrid_to_cube (grid, to);
  guint count = 0;

  for (int i = 1; i < n && count < room; i++)
    {
      AdjHex p = adj_hexgrid_from_cube (grid, point_at (a, b, i, n, +1));
      AdjHex m = adj_hexgrid_from_cube (grid, point_at (a, b, i, n, -1));
      AdjHexStep *step = &out[count++];

      if (adj_hex_equal (p, m))
        {
          step->hex[0] = p;
          step->hex[1] = p;
          step->n = 1;
        }
      else
        {
          gboolean p_first = adj_hex_compare (p, m) < 0;
          step->hex[0] = p_first ? p : m;
          step->hex[1] = p_first ? m : p;
          step->n = 2;
        }
    }
  return count;
}

GArray *
adj_hexline_steps (const AdjHexGrid *grid, AdjHex from, AdjHex to)
{
  int n = adj_hexgrid_distance (grid, from, to);
  guint room = n > 1 ? (guint) (n - 1) : 0;
  GArray *steps = g_array_sized_new (FALSE, FALSE, sizeof (AdjHexStep), room);

  g_array_set_size (steps, room);
  g_array_set_size (steps, adj_hexline_fill (grid, from, to, (AdjHexStep *) (void *) steps->data, room));
  return steps;
}
