/* Benchmark: LOS from one hex to every hex of a 60x45 map (docs/design.md
 * budget: under 20 ms per sweep). Prints ms per sweep and the ratio to the
 * budget; fails (exit 1) when the median sweep is over budget (the median,
 * because other work on a shared machine inflates single timings).
 *   bench-los [SWEEPS] */
#include <stdio.h>
#include <stdlib.h>

#include <adjutant-engine.h>

#define BUDGET_MS 20.0

/* Rolling ground: levels 0-4, woods in one hex of six, steep hexsides and
 * units scattered. Invented, like every map in the tests. */
static AdjHexMap *
make_map (GRand *rand, guint8 **units)
{
  AdjHexGrid grid;
  adj_hexgrid_init (&grid, 1, 60, 1, 45, ADJ_SHIFT_ODD);
  AdjHexMap *map = adj_hexmap_new ("benchmark ground", &grid);
  guint size = adj_hexmap_size (map);

  *units = g_new0 (guint8, size);
  for (guint i = 0; i < size; i++)
    {
      AdjHex h = adj_hexmap_hex_at (map, i);
      adj_hexmap_set_level (map, h, (h.col / 8 + h.row / 9 + g_rand_int_range (rand, 0, 2)) % 5, NULL);
      if (g_rand_int_range (rand, 0, 6) == 0)
        adj_hexmap_set_terrain (map, h, ADJ_TERRAIN_WOODS, NULL);
      if (g_rand_int_range (rand, 0, 10) == 0)
        (*units)[i] = (guint8) g_rand_int_range (rand, 1, 3);
      AdjHex n = adj_hexgrid_neighbour (&grid, h, (AdjHexDir) g_rand_int_range (rand, 0, 6));
      if (adj_hexgrid_contains (&grid, n) && g_rand_int_range (rand, 0, 5) == 0)
        adj_hexmap_set_hexside (map, h, n, ADJ_SIDE_STEEP, NULL);
    }
  return map;
}

static int
cmp_double (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

static double
sweep_ms (const AdjHexMap *map, const guint8 *units, AdjHex from, guint8 *visible, guint *count)
{
  gint64 t0 = g_get_monotonic_time ();
  *count = adj_los_visible (map, units, from, visible, NULL);
  return (double) (g_get_monotonic_time () - t0) / 1000.0;
}

int
main (int argc, char **argv)
{
  int sweeps = argc > 1 ? atoi (argv[1]) : 60;
  GRand *rand = g_rand_new_with_seed (1862);
  guint8 *units = NULL;
  AdjHexMap *map = make_map (rand, &units);
  guint size = adj_hexmap_size (map);
  guint8 *visible = g_new0 (guint8, size);
  double total = 0;
  guint seen = 0, count;

  if (sweeps < 1)
    sweeps = 1;
  double *ms = g_new0 (double, sweeps);
  double *flat_ms = g_new0 (double, sweeps);

  /* Flat, open ground is the worst case: no line stops early. */
  AdjHexGrid grid = *adj_hexmap_get_grid (map);
  AdjHexMap *flat = adj_hexmap_new ("flat", &grid);
  AdjHex corner = { 1, 1 };
  for (int i = 0; i < sweeps; i++)
    {
      flat_ms[i] = sweep_ms (flat, NULL, corner, visible, &count);
      g_assert (count == size - 1);
    }

  for (int i = 0; i < sweeps; i++)
    {
      AdjHex from = adj_hexmap_hex_at (map, (guint) g_rand_int_range (rand, 0, (gint32) size));
      ms[i] = sweep_ms (map, units, from, visible, &count);
      total += ms[i];
      seen += count;
    }
  qsort (ms, (size_t) sweeps, sizeof *ms, cmp_double);
  qsort (flat_ms, (size_t) sweeps, sizeof *flat_ms, cmp_double);
  double median = ms[sweeps / 2], flat_median = flat_ms[sweeps / 2];
  printf ("los-sweep 60x45 (%u hexes), varied ground: median %.3f ms (%.3f of the %.0f ms budget), "
          "mean %.3f, worst %.3f over %d sweeps; %u hexes visible on average\n",
          size, median, median / BUDGET_MS, BUDGET_MS, total / sweeps, ms[sweeps - 1], sweeps,
          seen / (guint) sweeps);
  printf ("los-sweep 60x45 (%u hexes), open ground from a corner: median %.3f ms (%.3f of the budget), "
          "best %.3f, worst %.3f\n", size, flat_median, flat_median / BUDGET_MS, flat_ms[0],
          flat_ms[sweeps - 1]);

  adj_hexmap_unref (flat);
  adj_hexmap_unref (map);
  g_free (units);
  g_free (visible);
  g_rand_free (rand);
  gboolean ok = median <= BUDGET_MS && flat_median <= BUDGET_MS;
  g_free (ms);
  g_free (flat_ms);
  return ok ? 0 : 1;
}
