#include <string.h>

#include <adjutant-engine.h>

static AdjHex
hex (const char *id)
{
  AdjHex h;
  g_assert_true (adj_hex_parse (id, &h, NULL));
  return h;
}

static char *
steps_to_string (GArray *steps)
{
  GString *s = g_string_new (NULL);
  char id[ADJ_HEX_ID_SIZE];
  for (guint i = 0; i < steps->len; i++)
    {
      const AdjHexStep *st = &g_array_index (steps, AdjHexStep, i);
      if (i)
        g_string_append_c (s, ' ');
      g_string_append (s, adj_hex_format (st->hex[0], id));
      if (st->n == 2)
        g_string_append_printf (s, "|%s", adj_hex_format (st->hex[1], id));
    }
  return g_string_free (s, FALSE);
}

static char *
line (AdjColumnShift shift, const char *from, const char *to)
{
  AdjHexGrid grid;
  adj_hexgrid_init_unbounded (&grid, shift);
  g_autoptr (GArray) steps = adj_hexline_steps (&grid, hex (from), hex (to));
  return steps_to_string (steps);
}

static void
test_parse_format (void)
{
  AdjHex h;
  char buf[ADJ_HEX_ID_SIZE];
  GError *error = NULL;

  g_assert_true (adj_hex_parse ("2312", &h, &error));
  g_assert_no_error (error);
  g_assert_cmpint (h.col, ==, 23);
  g_assert_cmpint (h.row, ==, 12);
  g_assert_cmpstr (adj_hex_format (h, buf), ==, "2312");
  g_assert_true (adj_hex_parse ("2000", &h, NULL)); /* row 00 exists (9.4 example) */
  g_assert_cmpstr (adj_hex_format (h, buf), ==, "2000");

  const char *bad[] = { "", "231", "23122", "ab12", "-123", "23 2", " 2312", "2312 ", "２３１２" };
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_assert_false (adj_hex_parse (bad[i], &h, &error));
      g_assert_error (error, ADJ_ERROR, ADJ_ERROR_PARSE);
      g_assert_nonnull (strstr (error->message, "4 digits"));
      g_clear_error (&error);
    }
  g_assert_false (adj_hex_parse (NULL, &h, &error));
  g_clear_error (&error);
}

static void
test_bounds (void)
{
  AdjHexGrid grid;
  AdjHex h;
  GError *error = NULL;
  adj_hexgrid_init (&grid, 1, 60, 1, 45, ADJ_SHIFT_ODD);
  g_assert_cmpuint (adj_hexgrid_size (&grid), ==, 2700);
  g_assert_true (adj_hexgrid_parse_hex (&grid, "6045", &h, &error));
  g_assert_false (adj_hexgrid_parse_hex (&grid, "6101", &h, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, "columns 01-60, rows 01-45"));
  g_clear_error (&error);
  g_assert_false (adj_hexgrid_parse_hex (&grid, "0100", &h, &error));
  g_clear_error (&error);
}

static void
test_neighbours_odd_low (void)
{
  AdjHexGrid grid;
  char buf[ADJ_HEX_ID_SIZE];
  adj_hexgrid_init_unbounded (&grid, ADJ_SHIFT_ODD);
  /* 2110 is in an odd (lower) column: its NE and SE neighbours are 2210 and 2211. */
  const char *expect_2110[] = { "2109", "2210", "2211", "2111", "2011", "2010" };
  for (int d = 0; d < ADJ_HEX_DIRS; d++)
    g_assert_cmpstr (adj_hex_format (adj_hexgrid_neighbour (&grid, hex ("2110"), d), buf), ==,
                     expect_2110[d]);
  /* 2210 is in an even (higher) column. */
  const char *expect_2210[] = { "2209", "2309", "2310", "2211", "2110", "2109" };
  for (int d = 0; d < ADJ_HEX_DIRS; d++)
    g_assert_cmpstr (adj_hex_format (adj_hexgrid_neighbour (&grid, hex ("2210"), d), buf), ==,
                     expect_2210[d]);

  adj_hexgrid_init_unbounded (&grid, ADJ_SHIFT_EVEN);
  const char *expect_even[] = { "2109", "2209", "2210", "2111", "2010", "2009" };
  for (int d = 0; d < ADJ_HEX_DIRS; d++)
    g_assert_cmpstr (adj_hex_format (adj_hexgrid_neighbour (&grid, hex ("2110"), d), buf), ==,
                     expect_even[d]);
}

static void
test_facing (void)
{
  AdjHexGrid grid;
  AdjHex out[3];
  char a[ADJ_HEX_ID_SIZE], b[ADJ_HEX_ID_SIZE], c[ADJ_HEX_ID_SIZE];
  adj_hexgrid_init_unbounded (&grid, ADJ_SHIFT_ODD);

  /* 7.11: facing the N hexside, the three hexes ahead are NW, N, NE. */
  adj_hexgrid_frontal (&grid, hex ("2312"), ADJ_DIR_N, out);
  g_assert_cmpstr (adj_hex_format (out[0], a), ==, "2212");
  g_assert_cmpstr (adj_hex_format (out[1], b), ==, "2311");
  g_assert_cmpstr (adj_hex_format (out[2], c), ==, "2412");
  adj_hexgrid_rear (&grid, hex ("2312"), ADJ_DIR_N, out);
  g_assert_cmpstr (adj_hex_format (out[0], a), ==, "2413");
  g_assert_cmpstr (adj_hex_format (out[1], b), ==, "2313");
  g_assert_cmpstr (adj_hex_format (out[2], c), ==, "2213");
  g_assert_true (adj_hexgrid_is_frontal (&grid, hex ("2312"), ADJ_DIR_N, hex ("2412")));
  g_assert_false (adj_hexgrid_is_frontal (&grid, hex ("2312"), ADJ_DIR_N, hex ("2413")));
  g_assert_false (adj_hexgrid_is_frontal (&grid, hex ("2312"), ADJ_DIR_N, hex ("2310")));
  for (int f = 0; f < ADJ_HEX_DIRS; f++)
    {
      AdjHex front[3], rear[3];
      adj_hexgrid_frontal (&grid, hex ("3020"), f, front);
      adj_hexgrid_rear (&grid, hex ("3020"), f, rear);
      for (int i = 0; i < 3; i++)
        {
          g_assert_true (adj_hexgrid_is_frontal (&grid, hex ("3020"), f, front[i]));
          g_assert_false (adj_hexgrid_is_frontal (&grid, hex ("3020"), f, rear[i]));
        }
    }
}

/* Properties over every hex of a 60x45 map, for both column shifts. */
static void
test_properties_60x45 (gconstpointer data)
{
  AdjColumnShift shift = GPOINTER_TO_INT (data);
  AdjHexGrid grid;
  adj_hexgrid_init (&grid, 1, 60, 1, 45, shift);
  guint n = adj_hexgrid_size (&grid);
  g_autofree AdjHex *all = g_new (AdjHex, n);
  guint k = 0;
  for (int c = 1; c <= 60; c++)
    for (int r = 1; r <= 45; r++)
      all[k++] = (AdjHex) { c, r };

  for (guint i = 0; i < n; i++)
    {
      AdjHex a = all[i];
      g_assert_cmpint (adj_hexgrid_distance (&grid, a, a), ==, 0);
      /* cube round trip */
      g_assert_true (adj_hex_equal (adj_hexgrid_from_cube (&grid, adj_hexgrid_to_cube (&grid, a)), a));
      for (int d = 0; d < ADJ_HEX_DIRS; d++)
        {
          AdjHex nb = adj_hexgrid_neighbour (&grid, a, d);
          g_assert_cmpint (adj_hexgrid_distance (&grid, a, nb), ==, 1);
          g_assert_cmpint (adj_hexgrid_direction (&grid, a, nb), ==, d);
          g_assert_cmpint (adj_hexgrid_direction (&grid, nb, a), ==, (d + 3) % ADJ_HEX_DIRS);
          /* Offset geometry: a neighbour is in the same or the next column
           * and at most one row away. */
          g_assert_cmpint (ABS (nb.col - a.col), <=, 1);
          g_assert_cmpint (ABS (nb.row - a.row), <=, 1);
        }
      for (guint j = i + 1; j < n; j++)
        {
          int dab = adj_hexgrid_distance (&grid, a, all[j]);
          g_assert_cmpint (dab, ==, adj_hexgrid_distance (&grid, all[j], a));
          g_assert_cmpint (dab, >=, MAX (ABS (a.col - all[j].col), 1));
          g_assert_cmpint (dab, <=, ABS (a.col - all[j].col) + ABS (a.row - all[j].row));
        }
    }

  /* Hex lines from every hex to a spread of targets (every 29th hex); the
   * exact hexes are checked against a reference in test-hexline.c. */
  AdjHexStep buf[512], rev[512];
  for (guint i = 0; i < n; i++)
    for (guint j = i % 29; j < n; j += 29)
      {
        AdjHex a = all[i], b = all[j];
        int dist = adj_hexgrid_distance (&grid, a, b);
        guint room = adj_hexline_max_steps (&grid, a, b);
        g_assert_cmpuint (room, <=, G_N_ELEMENTS (buf));
        g_assert_cmpuint (room, <=, 4 * (guint) dist + 1);
        guint count = adj_hexline_fill (&grid, a, b, buf, room);
        /* Never fewer steps than hexes between, never more than the room. */
        g_assert_cmpuint (count, >=, dist > 1 ? (guint) dist - 1 : 0);
        g_assert_cmpuint (count, <=, room);
        for (guint s = 0; s < count; s++)
          {
            const AdjHexStep *st = &buf[s];
            g_assert_true (st->n == 1 || st->n == 2);
            if (st->n == 2)
              {
                g_assert_cmpint (adj_hexgrid_distance (&grid, st->hex[0], st->hex[1]), ==, 1);
                g_assert_cmpint (adj_hex_compare (st->hex[0], st->hex[1]), <, 0);
              }
            /* Along the map edge a hexside line may touch a hex beyond the
             * edge, but never leaves the map entirely. */
            g_assert_true (adj_hexgrid_contains (&grid, st->hex[0])
                           || adj_hexgrid_contains (&grid, st->hex[st->n - 1]));
            for (guint h = 0; h < st->n; h++)
              {
                g_assert_false (adj_hex_equal (st->hex[h], a) || adj_hex_equal (st->hex[h], b));
                /* Each step touches the step before it (or the firer)... */
                gboolean touches = FALSE;
                if (s == 0)
                  touches = adj_hexgrid_distance (&grid, a, st->hex[h]) == 1;
                else
                  for (guint p = 0; p < buf[s - 1].n; p++)
                    touches |= adj_hexgrid_distance (&grid, buf[s - 1].hex[p], st->hex[h]) == 1;
                g_assert_true (touches);
                /* ...and the last one the target. */
                if (s + 1 == count)
                  g_assert_cmpint (adj_hexgrid_distance (&grid, st->hex[h], b), ==, 1);
              }
          }
        /* The line back crosses the same hexes in reverse order. */
        guint rcount = adj_hexline_fill (&grid, b, a, rev, G_N_ELEMENTS (rev));
        g_assert_cmpuint (rcount, ==, count);
        for (guint s = 0; s < count; s++)
          {
            const AdjHexStep *x = &buf[s], *y = &rev[count - 1 - s];
            g_assert_cmpuint (x->n, ==, y->n);
            g_assert_true (adj_hex_equal (x->hex[0], y->hex[0]));
            g_assert_true (adj_hex_equal (x->hex[1], y->hex[1]));
          }
        /* Too little room cuts the line short, never overruns it. */
        if (count > 1)
          g_assert_cmpuint (adj_hexline_fill (&grid, a, b, rev, count - 1), ==, count - 1);
      }
}

static void
test_rule_9_4_near_corners (void)
{
  /* A line passing near hex corners crosses every hex whose inside it
   * enters: 2216 to 2124 goes through 2119 and 2221 as well. */
  g_autofree char *s = line (ADJ_SHIFT_ODD, "2216", "2124");
  g_assert_cmpstr (s, ==, "2217 2218 2219 2119 2220 2120 2221 2121 2122 2123");
  /* The same ids with even columns lower. */
  g_autofree char *e = line (ADJ_SHIFT_EVEN, "2216", "2124");
  g_assert_cmpstr (e, ==, "2217 2218 2219 2120 2220 2121 2122 2123");
  /* Touching a hex at one vertex only is not crossing it: 0202 to 0703
   * (odd lower) passes exactly through the corner of 0302, 0402 and 0403
   * from 0302 into 0403, and through the corner of 0502, 0503 and 0603. */
  g_autofree char *v = line (ADJ_SHIFT_ODD, "0202", "0703");
  g_assert_cmpstr (v, ==, "0302 0403 0502 0603");
}

static void
test_rule_9_4_antietam_2313_2311 (void)
{
  /* 9.4 example: LOS from 2313 to 2311 is judged on the hex between, 2312. */
  g_autofree char *s = line (ADJ_SHIFT_ODD, "2313", "2311");
  g_assert_cmpstr (s, ==, "2312");
}

static void
test_rule_9_4_antietam_verticals (void)
{
  /* 9.4 examples along one column: 2012 to 2010 (and on to 2000), 4617 to 4613 (to 4609). */
  g_autofree char *a = line (ADJ_SHIFT_ODD, "2012", "2010");
  g_autofree char *b = line (ADJ_SHIFT_ODD, "4617", "4613");
  g_autofree char *c = line (ADJ_SHIFT_ODD, "2012", "2000");
  g_assert_cmpstr (a, ==, "2011");
  g_assert_cmpstr (b, ==, "4616 4615 4614");
  g_assert_cmpstr (c, ==, "2011 2010 2009 2008 2007 2006 2005 2004 2003 2002 2001");
}

static void
test_rule_9_4_antietam_diagonal (void)
{
  /* 9.4 examples 2110 to 2409, 2508, 2608, 2707 all lie on one straight hex
   * diagonal when odd columns sit lower (the default): every step is one
   * hex, never a hexside. */
  g_autofree char *full = line (ADJ_SHIFT_ODD, "2110", "2707");
  g_assert_cmpstr (full, ==, "2210 2309 2409 2508 2608");
  g_autofree char *to2409 = line (ADJ_SHIFT_ODD, "2110", "2409");
  g_assert_cmpstr (to2409, ==, "2210 2309");
  g_autofree char *to2508 = line (ADJ_SHIFT_ODD, "2110", "2508");
  g_assert_cmpstr (to2508, ==, "2210 2309 2409");
  g_autofree char *to2608 = line (ADJ_SHIFT_ODD, "2110", "2608");
  g_assert_cmpstr (to2608, ==, "2210 2309 2409 2508");

  /* With even columns lower the same ids are no longer a straight line. */
  g_autofree char *even = line (ADJ_SHIFT_EVEN, "2110", "2707");
  g_assert_cmpstr (even, !=, "2210 2309 2409 2508 2608");
}

static void
test_hexside_lines (void)
{
  /* 9.4 last paragraph: a line along a hexside touches both hexes beside it. */
  g_autofree char *odd = line (ADJ_SHIFT_ODD, "2110", "2310");
  g_assert_cmpstr (odd, ==, "2210|2211");
  g_autofree char *even = line (ADJ_SHIFT_EVEN, "2110", "2310");
  g_assert_cmpstr (even, ==, "2209|2210");
  g_autofree char *longer = line (ADJ_SHIFT_ODD, "2110", "2710");
  g_assert_cmpstr (longer, ==, "2210|2211 2310 2410|2411 2510 2610|2611");
  g_autofree char *same = line (ADJ_SHIFT_ODD, "2110", "2110");
  g_assert_cmpstr (same, ==, "");
  g_autofree char *adjacent = line (ADJ_SHIFT_ODD, "2110", "2211");
  g_assert_cmpstr (adjacent, ==, "");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hexgrid/parse-format", test_parse_format);
  g_test_add_func ("/hexgrid/bounds", test_bounds);
  g_test_add_func ("/hexgrid/neighbours", test_neighbours_odd_low);
  g_test_add_func ("/hexgrid/rule-7.11/facing", test_facing);
  g_test_add_data_func ("/hexgrid/properties-60x45/odd", GINT_TO_POINTER (ADJ_SHIFT_ODD), test_properties_60x45);
  g_test_add_data_func ("/hexgrid/properties-60x45/even", GINT_TO_POINTER (ADJ_SHIFT_EVEN), test_properties_60x45);
  g_test_add_func ("/hexline/rule-9.4/antietam-2313-2311", test_rule_9_4_antietam_2313_2311);
  g_test_add_func ("/hexline/rule-9.4/antietam-verticals", test_rule_9_4_antietam_verticals);
  g_test_add_func ("/hexline/rule-9.4/antietam-diagonal-2110-2707", test_rule_9_4_antietam_diagonal);
  g_test_add_func ("/hexline/rule-9.4/hexside-both-hexes", test_hexside_lines);
  g_test_add_func ("/hexline/rule-9.4/near-corners", test_rule_9_4_near_corners);
  return g_test_run ();
}
