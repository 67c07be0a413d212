#include "core/hexline.h"

#include <stdlib.h>

/* The geometry, exactly. In cube coordinates a hex is the set of points p
 * with |u(p) - u(c)| <= 1, and the same for v and w, where u = x - y,
 * v = y - z, w = z - x and c is the hex's centre (the hexes are the Voronoi
 * cells of their centres; the six hexsides are those three bounds reached
 * at +1 or -1). Every hexside therefore lies on a line where u, v or w is
 * an integer. Along the segment p(t) = A + t (B - A), 0 <= t <= 1, each of
 * u, v, w is linear in t, so it meets an integer only at t = j / |du| (and
 * likewise for v, w): finitely many "events" known in advance.
 *
 * Between two consecutive events the segment meets no hexside line it
 * crosses, so the whole open stretch lies in one hex's inside, or (when u,
 * v or w is a constant integer) runs along one hexside. The point halfway
 * between the two events tells which: it is located exactly, as fractions
 * over one denominator, by walking from the previous hex across whichever
 * bound it breaks (each such move brings the centre strictly closer, so the
 * walk ends). Stretches in the same hex or along the same hexside merge. */

/* Crossing bound k at +1 [0] or -1 [1] leads to this neighbour: it raises
 * (lowers) that pair by 2. */
static const AdjCube across[3][2] = {
  { { 1, -1, 0 }, { -1, 1, 0 } },  /* u = x - y */
  { { 0, 1, -1 }, { 0, -1, 1 } },  /* v = y - z */
  { { -1, 0, 1 }, { 1, 0, -1 } },  /* w = z - x */
};

typedef struct {
  AdjCube c[2];
  guint n;
} Key;

static void
pairs (AdjCube c, gint64 out[3])
{
  out[0] = c.x - c.y;
  out[1] = c.y - c.z;
  out[2] = c.z - c.x;
}

static AdjCube
cube_add (AdjCube a, AdjCube d)
{
  return (AdjCube) { a.x + d.x, a.y + d.y, a.z + d.z };
}

static gboolean
cube_equal (AdjCube a, AdjCube b)
{
  return a.x == b.x && a.y == b.y && a.z == b.z;
}

static gboolean
cube_less (AdjCube a, AdjCube b)
{
  if (a.x != b.x)
    return a.x < b.x;
  return a.z < b.z;
}

static gboolean
key_equal (const Key *a, const Key *b)
{
  if (a->n != b->n)
    return FALSE;
  for (guint i = 0; i < a->n; i++)
    if (!cube_equal (a->c[i], b->c[i]))
      return FALSE;
  return TRUE;
}

/* Where the point P (pair values p[k] / den) lies: the hex @c whose
 * closed hex holds it (updated in place), and the key of its stretch. */
static Key
locate (AdjCube *c, const gint64 p[3], gint64 den)
{
  for (;;)
    {
      gint64 pc[3];
      int broken = -1, sign = 0;

      pairs (*c, pc);
      for (int k = 0; k < 3 && broken < 0; k++)
        {
          gint64 r = p[k] - pc[k] * den;
          if (r > den || r < -den)
            {
              broken = k;
              sign = r > 0 ? 0 : 1;
            }
        }
      if (broken < 0)
        break;
      *c = cube_add (*c, across[broken][sign]);
    }

  Key key = { .c = { *c, *c }, .n = 1 };
  gint64 pc[3];
  pairs (*c, pc);
  for (int k = 0; k < 3; k++)
    {
      gint64 r = p[k] - pc[k] * den;
      if (r == den || r == -den)
        {
          /* On a hexside: at most one bound is reached between events. */
          AdjCube other = cube_add (*c, across[k][r > 0 ? 0 : 1]);
          key.n = 2;
          key.c[0] = cube_less (*c, other) ? *c : other;
          key.c[1] = cube_less (*c, other) ? other : *c;
          break;
        }
    }
  return key;
}

guint
adj_hexline_max_steps (const AdjHexGrid *grid, AdjHex from, AdjHex to)
{
  gint64 pa[3], pb[3];
  guint events = 0;

  pairs (adj_hexgrid_to_cube (grid, from), pa);
  pairs (adj_hexgrid_to_cube (grid, to), pb);
  for (int k = 0; k < 3; k++)
    if (pb[k] != pa[k])
      events += (guint) (llabs (pb[k] - pa[k]) - 1);
  /* Each stretch between events is at most one step. */
  return events + 1;
}

static void
emit (const AdjHexGrid *grid, const Key *key, AdjHexStep *step)
{
  AdjHex h0 = adj_hexgrid_from_cube (grid, key->c[0]);
  AdjHex h1 = adj_hexgrid_from_cube (grid, key->c[key->n - 1]);
  gboolean swap = adj_hex_compare (h1, h0) < 0;

  step->n = key->n;
  step->hex[0] = swap ? h1 : h0;
  step->hex[1] = swap ? h0 : h1;
}

guint
adj_hexline_fill (const AdjHexGrid *grid, AdjHex from, AdjHex to, AdjHexStep *out, guint room)
{
  AdjCube a = adj_hexgrid_to_cube (grid, from);
  AdjCube b = adj_hexgrid_to_cube (grid, to);
  gint64 pa[3], pb[3], d[3], step[3], next[3], period = 1;
  Key ends[2] = { { .c = { a, a }, .n = 1 }, { .c = { b, b }, .n = 1 } };
  Key last = ends[0];
  AdjCube here = a;
  guint count = 0;

  if (cube_equal (a, b))
    return 0;
  pairs (a, pa);
  pairs (b, pb);
  /* Times are counted in 1 / period of the segment, period being the
   * product of the |d| that are not 0: the events of pair k fall every
   * period / |d[k]|, exact integers. Hex ids stop at 99, so each |d| is
   * under 300 and every product below stays far inside 64 bits. */
  for (int k = 0; k < 3; k++)
    {
      d[k] = pb[k] - pa[k];
      if (d[k] != 0)
        period *= llabs (d[k]);
    }
  for (int k = 0; k < 3; k++)
    {
      step[k] = d[k] != 0 ? period / llabs (d[k]) : period;
      next[k] = step[k];
    }

  for (gint64 prev = 0;;)
    {
      gint64 t = MIN (period, MIN (next[0], MIN (next[1], next[2])));

      /* The stretch (prev, t), seen at its middle, over 2 * period. */
      gint64 p[3];
      for (int k = 0; k < 3; k++)
        p[k] = pa[k] * 2 * period + d[k] * (prev + t);
      Key key = locate (&here, p, 2 * period);

      /* The end hexes are no steps; a hex's inside is one stretch. */
      if (!key_equal (&key, &last) && !key_equal (&key, &ends[0]) && !key_equal (&key, &ends[1]))
        {
          if (count == room)
            break;
          emit (grid, &key, &out[count++]);
        }
      last = key;

      if (t == period)
        break;
      for (int k = 0; k < 3; k++)
        if (next[k] == t)
          next[k] += step[k];
      prev = t;
    }
  return count;
}

GArray *
adj_hexline_steps (const AdjHexGrid *grid, AdjHex from, AdjHex to)
{
  guint room = adj_hexline_max_steps (grid, from, to);
  GArray *steps = g_array_sized_new (FALSE, FALSE, sizeof (AdjHexStep), room);

  g_array_set_size (steps, room);
  g_array_set_size (steps, adj_hexline_fill (grid, from, to, (AdjHexStep *) (void *) steps->data, room));
  return steps;
}
