/* Rule 9.4: the hexes a line crosses, checked against a brute-force
 * reference on every pair of hexes of a 30x30 grid, for both column shifts.
 *
 * The reference shares nothing with core/hexline.c: it works in a plane
 * where a hex's centre is (3 col, 2 row + 1 if its column sits lower) and
 * the hex is the polygon with vertices (+-2, 0), (+-1, +-1) around it (a
 * linear image of the real map, so which hexes a segment meets is the
 * same), and asks every hex near the segment, one by one, whether the
 * segment passes through its inside (clipping the segment against its six
 * edges) or runs along one of its edges. Everything is integer or exact
 * fractions. */
#include <adjutant-engine.h>

#define SIZE 30

typedef struct {
  gint64 num, den; /* den > 0 */
} Frac;

static int
frac_cmp (Frac a, Frac b)
{
  gint64 l = a.num * b.den, r = b.num * a.den;
  return l < r ? -1 : l > r ? 1 : 0;
}

typedef struct {
  Frac enter;   /* where the segment meets it, 0..1 */
  AdjHex hex[2];
  guint n;
} RefStep;

static void
centre (AdjColumnShift shift, AdjHex h, gint64 *x, gint64 *y)
{
  gboolean lower = shift == ADJ_SHIFT_ODD ? (h.col & 1) : !(h.col & 1);
  *x = 3 * h.col;
  *y = 2 * h.row + (lower ? 1 : 0);
}

/* The hex's vertices around its centre, in order round the hex. */
static const int vert[6][2] = { { 2, 0 }, { 1, 1 }, { -1, 1 }, { -2, 0 }, { -1, -1 }, { 1, -1 } };

/* Does the segment A + t D (0 < t < 1), relative to the hex centre, pass
 * through the open hex? The inside is where, for every edge P->Q taken
 * counter-clockwise, cross(Q - P, X - P) > 0. */
static gboolean
crosses_inside (gint64 ax, gint64 ay, gint64 dx, gint64 dy, Frac *enter)
{
  Frac lo = { 0, 1 }, hi = { 1, 1 };
  for (int e = 0; e < 6; e++)
    {
      gint64 px = vert[e][0], py = vert[e][1];
      gint64 ex = vert[(e + 1) % 6][0] - px, ey = vert[(e + 1) % 6][1] - py;
      /* cross(E, A + tD - P) = alpha + beta t */
      gint64 alpha = ex * (ay - py) - ey * (ax - px);
      gint64 beta = ex * dy - ey * dx;
      if (beta == 0)
        {
          if (alpha <= 0)
            return FALSE;
        }
      else if (beta > 0)
        {
          Frac f = { -alpha, beta }; /* t > f */
          if (frac_cmp (f, lo) > 0)
            lo = f;
        }
      else
        {
          Frac f = { alpha, -beta }; /* t < f */
          if (frac_cmp (f, hi) < 0)
            hi = f;
        }
    }
  *enter = lo;
  return frac_cmp (lo, hi) < 0;
}

/* Does the segment run along edge e of the hex for a positive length? */
static gboolean
along_edge (gint64 ax, gint64 ay, gint64 dx, gint64 dy, int e, Frac *enter)
{
  gint64 px = vert[e][0] - ax, py = vert[e][1] - ay;
  gint64 qx = vert[(e + 1) % 6][0] - ax, qy = vert[(e + 1) % 6][1] - ay;
  if (dx * py - dy * px != 0 || dx * qy - dy * qx != 0)
    return FALSE;
  /* Collinear: compare positions along D. */
  gint64 tp = px * dx + py * dy, tq = qx * dx + qy * dy, len = dx * dx + dy * dy;
  gint64 lo = MAX (MIN (tp, tq), 0), hi = MIN (MAX (tp, tq), len);
  *enter = (Frac) { lo, len };
  return lo < hi;
}

static int
step_cmp (gconstpointer a, gconstpointer b)
{
  return frac_cmp (((const RefStep *) a)->enter, ((const RefStep *) b)->enter);
}

/* The hex across edge e: its centre is the reflection of ours in the edge. */
static AdjHex
hex_at (AdjColumnShift shift, gint64 x, gint64 y)
{
  AdjHex h = { (int) (x / 3), 0 };
  gboolean lower = shift == ADJ_SHIFT_ODD ? (h.col & 1) : !(h.col & 1);
  h.row = (int) ((y - (lower ? 1 : 0)) / 2);
  return h;
}

static void
reference (AdjColumnShift shift, AdjHex a, AdjHex b, GArray *out)
{
  gint64 ax, ay, bx, by;
  centre (shift, a, &ax, &ay);
  centre (shift, b, &bx, &by);
  gint64 dx = bx - ax, dy = by - ay;

  g_array_set_size (out, 0);
  for (int c = MIN (a.col, b.col) - 1; c <= MAX (a.col, b.col) + 1; c++)
    for (int r = MIN (a.row, b.row) - 1; r <= MAX (a.row, b.row) + 1; r++)
      {
        AdjHex h = { c, r };
        gint64 hx, hy;
        if (adj_hex_equal (h, a) || adj_hex_equal (h, b))
          continue;
        centre (shift, h, &hx, &hy);
        /* Too far from the line to touch the hex (distance over the
         * circumradius): 3 cross^2 > 4 (dx^2 + 3 dy^2) in this plane. */
        gint64 cr = (hx - ax) * dy - (hy - ay) * dx;
        if (3 * cr * cr > 4 * (dx * dx + 3 * dy * dy))
          continue;
        RefStep s = { .hex = { h, h }, .n = 1 };
        if (crosses_inside (ax - hx, ay - hy, dx, dy, &s.enter))
          g_array_append_val (out, s);
        for (int e = 0; e < 6; e++)
          if (along_edge (ax - hx, ay - hy, dx, dy, e, &s.enter))
            {
              /* The neighbour's centre mirrors ours across the edge's midpoint. */
              gint64 mx = vert[e][0] + vert[(e + 1) % 6][0], my = vert[e][1] + vert[(e + 1) % 6][1];
              AdjHex other = hex_at (shift, hx + mx, hy + my);
              /* Count the hexside once: from its lower hex. */
              if (adj_hex_compare (h, other) > 0)
                continue;
              RefStep t = { .enter = s.enter, .hex = { h, other }, .n = 2 };
              g_array_append_val (out, t);
            }
      }
  g_array_sort (out, step_cmp);
}

static void
check_grid (gconstpointer data)
{
  AdjColumnShift shift = GPOINTER_TO_INT (data);
  AdjHexGrid grid;
  g_autoptr (GArray) ref = g_array_new (FALSE, FALSE, sizeof (RefStep));
  AdjHexStep got[4 * 2 * SIZE], back[4 * 2 * SIZE];
  guint lines = 0, with_sides = 0, more_than_distance = 0;

  adj_hexgrid_init (&grid, 1, SIZE, 1, SIZE, shift);
  for (int i = 0; i < SIZE * SIZE; i++)
    for (int j = i + 1; j < SIZE * SIZE; j++)
      {
        AdjHex a = { 1 + i / SIZE, 1 + i % SIZE }, b = { 1 + j / SIZE, 1 + j % SIZE };
        guint room = adj_hexline_max_steps (&grid, a, b);
        g_assert_cmpuint (room, <=, G_N_ELEMENTS (got));
        guint n = adj_hexline_fill (&grid, a, b, got, room);
        guint m = adj_hexline_fill (&grid, b, a, back, room);

        reference (shift, a, b, ref);
        if (n != ref->len)
          {
            char x[ADJ_HEX_ID_SIZE], y[ADJ_HEX_ID_SIZE];
            g_error ("%s-%s (%s columns lower): %u steps, the reference has %u",
                     adj_hex_format (a, x), adj_hex_format (b, y),
                     adj_column_shift_to_string (shift), n, ref->len);
          }
        g_assert_cmpuint (m, ==, n);
        for (guint s = 0; s < n; s++)
          {
            const RefStep *r = &g_array_index (ref, RefStep, s);
            g_assert_cmpuint (got[s].n, ==, r->n);
            g_assert_true (adj_hex_equal (got[s].hex[0], r->hex[0]));
            g_assert_true (adj_hex_equal (got[s].hex[1], r->hex[1]));
            /* The line back meets the same steps in reverse order. */
            g_assert_cmpuint (back[n - 1 - s].n, ==, r->n);
            g_assert_true (adj_hex_equal (back[n - 1 - s].hex[0], r->hex[0]));
            g_assert_true (adj_hex_equal (back[n - 1 - s].hex[1], r->hex[1]));
            with_sides += r->n == 2;
          }
        more_than_distance += n > (guint) MAX (adj_hexgrid_distance (&grid, a, b) - 1, 0);
        lines++;
      }
  g_assert_cmpuint (lines, ==, SIZE * SIZE * (SIZE * SIZE - 1) / 2);
  /* The grid holds both kinds the old one-hex-per-step line got wrong. */
  g_assert_cmpuint (with_sides, >, 0);
  g_assert_cmpuint (more_than_distance, >, 0);
  g_test_message ("%u lines, %u of them cross more hexes than their distance - 1, %u hexside steps",
                  lines, more_than_distance, with_sides);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_data_func ("/hexline/rule-9.4/reference-30x30/odd",
                        GINT_TO_POINTER (ADJ_SHIFT_ODD), check_grid);
  g_test_add_data_func ("/hexline/rule-9.4/reference-30x30/even",
                        GINT_TO_POINTER (ADJ_SHIFT_EVEN), check_grid);
  return g_test_run ();
}
