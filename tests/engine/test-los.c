/* Rule 9.4 line of sight (with 9.21 and 9.51) on small synthetic maps.
 *
 * Every map here is made up for the test: the seeds give no elevations of
 * any real battle map. Where a test follows one of the rulebook's 9.4
 * examples it reproduces only that example's geometry (the same hex ids,
 * hence the same lines) on invented terrain, and says so. */
#include <string.h>

#include <adjutant-engine.h>

static AdjHex
hx (const char *id)
{
  AdjHex h;
  g_assert_true (adj_hex_parse (id, &h, NULL));
  return h;
}

typedef struct {
  AdjHexMap *map;
  guint8 *units;
} Board;

/* A 60x31 map (columns 01-60, rows 00-30, odd columns lower), level 0 and
 * clear everywhere except what @spec says, space-separated:
 *   "0507=2"    level 2          "0507=2w"  level 2, woods     "0507=w"  woods
 *   "0507=-1f"  level -1 with a unit friendly to the firer ("e": enemy)
 *   "0506|0505=steep"  hexside features, comma-separated */
static Board
board (const char *spec)
{
  AdjHexGrid grid;
  Board b;
  g_auto (GStrv) tokens = g_strsplit (spec, " ", -1);

  adj_hexgrid_init (&grid, 1, 60, 0, 30, ADJ_SHIFT_ODD);
  b.map = adj_hexmap_new ("synthetic test map", &grid);
  b.units = g_new0 (guint8, adj_hexmap_size (b.map));
  for (guint i = 0; tokens[i]; i++)
    {
      if (*tokens[i] == '\0')
        continue;
      g_auto (GStrv) kv = g_strsplit (tokens[i], "=", 2);
      g_assert_nonnull (kv[1]);
      if (strchr (kv[0], '|'))
        {
          g_auto (GStrv) ab = g_strsplit (kv[0], "|", 2);
          g_auto (GStrv) names = g_strsplit (kv[1], ",", -1);
          guint features = 0;
          for (guint k = 0; names[k]; k++)
            {
              AdjSideFeature f;
              g_assert_true (adj_side_feature_from_string (names[k], &f, NULL));
              features |= f;
            }
          g_assert_true (adj_hexmap_set_hexside (b.map, hx (ab[0]), hx (ab[1]), features, NULL));
          continue;
        }
      AdjHex h = hx (kv[0]);
      char *end = kv[1];
      long level = strtol (kv[1], &end, 10);
      g_assert_true (adj_hexmap_set_level (b.map, h, (int) level, NULL));
      for (; *end; end++)
        {
          if (*end == 'w')
            g_assert_true (adj_hexmap_set_terrain (b.map, h, ADJ_TERRAIN_WOODS, NULL));
          else if (*end == 'f' || *end == 'e')
            b.units[adj_hexmap_index (b.map, h)] = *end == 'f' ? ADJ_UNIT_FRIENDLY : ADJ_UNIT_ENEMY;
          else
            g_error ("bad spec '%s'", tokens[i]);
        }
    }
  return b;
}

static void
board_free (Board *b)
{
  adj_hexmap_unref (b->map);
  g_free (b->units);
}

static AdjLosResult
trace (Board *b, const char *from, const char *to)
{
  AdjLosResult r;
  GError *error = NULL;
  g_assert_true (adj_los_trace (b->map, b->units, hx (from), hx (to), &r, &error));
  g_assert_no_error (error);
  return r;
}

/* The LOS from→to on a map made from @spec is clear. */
static void
assert_clear (const char *spec, const char *from, const char *to)
{
  Board b = board (spec);
  AdjLosResult r = trace (&b, from, to);
  if (!r.clear)
    g_error ("%s -> %s on '%s': expected clear, blocked by %s", from, to, spec,
             adj_los_rule_text (r.rule));
  g_assert_cmpint (r.blocked_step, ==, -1);
  g_assert_null (adj_los_result_blocker (&r));
  adj_los_result_clear (&r);
  board_free (&b);
}

/* Blocked, first by @hex under @rule. */
static void
assert_blocked (const char *spec, const char *from, const char *to, AdjLosRule rule,
                const char *hex)
{
  Board b = board (spec);
  AdjLosResult r = trace (&b, from, to);
  char id[ADJ_HEX_ID_SIZE];
  if (r.clear)
    g_error ("%s -> %s on '%s': expected blocked by %s, found clear", from, to, spec,
             adj_los_rule_key (rule));
  g_assert_cmpstr (adj_los_rule_key (r.rule), ==, adj_los_rule_key (rule));
  const AdjLosHex *by = adj_los_result_blocker (&r);
  g_assert_nonnull (by);
  g_assert_cmpstr (adj_hex_format (by->hex, id), ==, hex);
  g_assert_cmpint (by->blocks, ==, rule);
  g_assert_cmpuint (r.misguided->len, ==, 0);
  adj_los_result_clear (&r);
  board_free (&b);
}

/* Same level (F = T): the line 0510 -> 0505 crosses 0509 0508 0507 0506. */
static void
test_same_higher (void)
{
  assert_blocked ("0507=1", "0510", "0505", ADJ_LOS_SAME_HIGHER, "0507");
  assert_blocked ("0507=1 0506=3", "0510", "0505", ADJ_LOS_SAME_HIGHER, "0507");
  assert_clear ("0507=1 0510=1 0505=1", "0510", "0505");
  assert_clear ("0507=-2", "0510", "0505");
  assert_clear ("", "0510", "0505");
}

static void
test_same_woods_or_unit (void)
{
  assert_blocked ("0507=w", "0510", "0505", ADJ_LOS_SAME_WOODS_OR_UNIT, "0507");
  assert_blocked ("0507=0e", "0510", "0505", ADJ_LOS_SAME_WOODS_OR_UNIT, "0507");
  assert_blocked ("0507=0f", "0510", "0505", ADJ_LOS_SAME_WOODS_OR_UNIT, "0507");
  assert_blocked ("0510=2 0505=2 0508=2w", "0510", "0505", ADJ_LOS_SAME_WOODS_OR_UNIT, "0508");
  /* Woods or units below the common level do not block (9.51 for units). */
  assert_clear ("0507=-1w", "0510", "0505");
  assert_clear ("0507=-1e", "0510", "0505");
  assert_clear ("0510=1 0505=1 0507=0w 0508=0e", "0510", "0505");
}

/* Firer higher: firer 0510, target 0505. */
static void
test_down_as_high (void)
{
  assert_blocked ("0510=2 0508=2", "0510", "0505", ADJ_LOS_DOWN_AS_HIGH, "0508");
  assert_blocked ("0510=2 0508=3", "0510", "0505", ADJ_LOS_DOWN_AS_HIGH, "0508");
  assert_clear ("0510=2 0508=1", "0510", "0505");
  /* 9.51: the firer is higher than the units, whatever their side. */
  assert_clear ("0510=2 0508=0e 0507=1f", "0510", "0505");
}

static void
test_down_woods_below_firer (void)
{
  /* 0509 is far from the target: only the one-level-below bullet applies. */
  assert_blocked ("0510=2 0509=1w", "0510", "0505", ADJ_LOS_DOWN_WOODS_BELOW_FIRER, "0509");
  assert_blocked ("0510=-1 0505=-5 0509=-2w", "0510", "0505", ADJ_LOS_DOWN_WOODS_BELOW_FIRER, "0509");
  assert_clear ("0510=3 0509=1w", "0510", "0505");
  assert_clear ("0510=2 0509=0w", "0510", "0505");
  assert_clear ("0510=2 0509=1", "0510", "0505");
}

static void
test_down_woods_near_target (void)
{
  assert_blocked ("0510=3 0506=0w", "0510", "0505", ADJ_LOS_DOWN_WOODS_NEAR_TARGET, "0506");
  assert_blocked ("0510=3 0506=1w", "0510", "0505", ADJ_LOS_DOWN_WOODS_NEAR_TARGET, "0506");
  /* 0508 is 2 from the firer, 3 from the target. */
  assert_clear ("0510=3 0508=0w", "0510", "0505");
  /* Woods below the target's level. */
  assert_clear ("0510=3 0506=-1w", "0510", "0505");
  /* Exactly halfway counts (docs/design.md ruling): 0510 -> 0506, 0508 is 2 and 2. */
  assert_blocked ("0510=3 0508=0w", "0510", "0506", ADJ_LOS_DOWN_WOODS_NEAR_TARGET, "0508");
  assert_clear ("0510=3 0509=0w", "0510", "0506");
}

static void
test_down_slope (void)
{
  assert_blocked ("0510=3 0506=1 0506|0505=steep", "0510", "0505", ADJ_LOS_DOWN_SLOPE, "0506");
  assert_blocked ("0510=3 0506=1 0505|0506=sheer", "0510", "0505", ADJ_LOS_DOWN_SLOPE, "0506");
  assert_blocked ("0510=3 0507=1 0507|0506=steep", "0510", "0505", ADJ_LOS_DOWN_SLOPE, "0507");
  /* Not higher than the target. */
  assert_clear ("0510=3 0506=0 0506|0505=steep", "0510", "0505");
  /* The way into 0506, not out of it (and 0507 is not above the target). */
  assert_clear ("0510=3 0506=1 0507|0506=steep", "0510", "0505");
  /* A hexside closer to the firer. */
  assert_clear ("0510=3 0509=1 0509|0508=steep", "0510", "0505");
  /* 0508|0507 is exactly midway (2+3 from each end): not closer to the target. */
  assert_clear ("0510=3 0508=1 0508|0507=steep", "0510", "0505");
  /* A slope beside the line, not crossed. */
  assert_clear ("0510=3 0506=1 0506|0606=steep", "0510", "0505");
  /* Other hexside features do not block. */
  assert_clear ("0510=3 0506=1 0506|0505=stream,ford", "0510", "0505");

  Board b = board ("0510=3 0506=1 0506|0505=sheer");
  AdjLosResult r = trace (&b, "0510", "0505");
  const AdjLosHex *by = adj_los_result_blocker (&r);
  char id[ADJ_HEX_ID_SIZE];
  g_assert_cmpint (by->slope, ==, ADJ_SIDE_SHEER);
  g_assert_cmpstr (adj_hex_format (by->slope_across, id), ==, "0505");
  adj_los_result_clear (&r);
  board_free (&b);
}

/* Target higher: firer 0510, target 0505. */
static void
test_up_as_high (void)
{
  assert_blocked ("0505=2 0507=2", "0510", "0505", ADJ_LOS_UP_AS_HIGH, "0507");
  assert_blocked ("0505=2 0509=4", "0510", "0505", ADJ_LOS_UP_AS_HIGH, "0509");
  assert_clear ("0505=2 0507=1", "0510", "0505");
  assert_clear ("0505=2 0507=0e 0506=1f", "0510", "0505");
}

static void
test_up_woods_below_target (void)
{
  assert_blocked ("0505=2 0506=1w", "0510", "0505", ADJ_LOS_UP_WOODS_BELOW_TARGET, "0506");
  assert_clear ("0505=3 0506=1w", "0510", "0505");
  assert_clear ("0505=2 0506=0w", "0510", "0505");
}

static void
test_up_woods_near_firer (void)
{
  assert_blocked ("0505=3 0509=0w", "0510", "0505", ADJ_LOS_UP_WOODS_NEAR_FIRER, "0509");
  assert_blocked ("0505=3 0509=1w", "0510", "0505", ADJ_LOS_UP_WOODS_NEAR_FIRER, "0509");
  assert_clear ("0505=3 0507=0w", "0510", "0505");
  assert_clear ("0505=3 0509=-1w", "0510", "0505");
  /* Exactly halfway: 0510 -> 0506, 0508. */
  assert_blocked ("0506=3 0508=0w", "0510", "0506", ADJ_LOS_UP_WOODS_NEAR_FIRER, "0508");
  assert_clear ("0506=3 0507=0w", "0510", "0506");
}

static void
test_up_slope (void)
{
  assert_blocked ("0505=3 0509=1 0510|0509=steep", "0510", "0505", ADJ_LOS_UP_SLOPE, "0509");
  assert_blocked ("0505=3 0508=2 0509|0508=sheer", "0510", "0505", ADJ_LOS_UP_SLOPE, "0508");
  assert_clear ("0505=3 0509=0 0510|0509=steep", "0510", "0505");
  /* Left through it, not entered. */
  assert_clear ("0505=3 0509=1 0509|0508=steep", "0510", "0505");
  /* Closer to the target; and exactly midway. */
  assert_clear ("0505=3 0506=1 0507|0506=steep", "0510", "0505");
  assert_clear ("0505=3 0507=1 0508|0507=steep", "0510", "0505");
}

/* LOS is mutual on these maps: each directional bullet has its mirror. */
static void
test_both_directions (void)
{
  static const struct {
    const char *spec;
    AdjLosRule down, up;
    const char *hex;
  } cases[] = {
    { "0510=3 0506=1 0506|0505=steep", ADJ_LOS_DOWN_SLOPE, ADJ_LOS_UP_SLOPE, "0506" },
    { "0510=3 0506=0w", ADJ_LOS_DOWN_WOODS_NEAR_TARGET, ADJ_LOS_UP_WOODS_NEAR_FIRER, "0506" },
    { "0510=3 0507=2w", ADJ_LOS_DOWN_WOODS_BELOW_FIRER, ADJ_LOS_UP_WOODS_BELOW_TARGET, "0507" },
    { "0510=3 0507=3", ADJ_LOS_DOWN_AS_HIGH, ADJ_LOS_UP_AS_HIGH, "0507" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      assert_blocked (cases[i].spec, "0510", "0505", cases[i].down, cases[i].hex);
      assert_blocked (cases[i].spec, "0505", "0510", cases[i].up, cases[i].hex);
    }
  /* A slope near the high end blocks neither way. */
  assert_clear ("0510=3 0509=1 0509|0508=steep", "0510", "0505");
  assert_clear ("0510=3 0509=1 0509|0508=steep", "0505", "0510");
}

/* 9.4 last paragraph: 2110 -> 2510 runs along 2210|2211 and 2410|2411. */
static void
test_hexside_either_side (void)
{
  assert_blocked ("2210=1", "2110", "2510", ADJ_LOS_SAME_HIGHER, "2210");
  assert_blocked ("2211=1", "2110", "2510", ADJ_LOS_SAME_HIGHER, "2211");
  assert_blocked ("2411=w", "2110", "2510", ADJ_LOS_SAME_WOODS_OR_UNIT, "2411");
  assert_blocked ("2410=0e", "2510", "2110", ADJ_LOS_SAME_WOODS_OR_UNIT, "2410");
  assert_clear ("2212=1 2409=w", "2110", "2510");

  Board b = board ("2411=1");
  AdjLosResult r = trace (&b, "2110", "2510");
  g_assert_cmpint (r.blocked_step, ==, 2);
  const AdjLosStep *step = &g_array_index (r.steps, AdjLosStep, 2);
  g_assert_cmpuint (step->n, ==, 2);
  g_assert_cmpint (step->hex[0].blocks, ==, ADJ_LOS_OK);
  g_assert_cmpint (step->hex[1].blocks, ==, ADJ_LOS_SAME_HIGHER);
  json_object *j = adj_los_result_to_json (&r);
  json_object *by = json_object_object_get (j, "blocked_by");
  g_assert_cmpstr (json_object_get_string (json_object_object_get (by, "hex")), ==, "2411");
  json_object *side = json_object_object_get (by, "hexside");
  g_assert_cmpstr (json_object_get_string (json_object_array_get_idx (side, 0)), ==, "2410");
  g_assert_cmpstr (json_object_get_string (json_object_array_get_idx (side, 1)), ==, "2411");
  json_object_put (j);
  adj_los_result_clear (&r);
  board_free (&b);
}

/* 9.4 play note: a slope hexside includes its vertices. On 2110 -> 2510 the
 * line leaves 2310 through the corner it shares with 2410 and 2411, runs
 * along 2410|2411 and enters 2510 through their common corner. */
static void
test_slope_vertex_along_hexside (void)
{
  const char *f = "2110", *t = "2510";
  assert_blocked ("2110=3 2410=1 2410|2411=steep", f, t, ADJ_LOS_DOWN_SLOPE, "2410");
  assert_blocked ("2110=3 2410=1 2410|2510=steep", f, t, ADJ_LOS_DOWN_SLOPE, "2410");
  assert_blocked ("2110=3 2411=1 2411|2510=sheer", f, t, ADJ_LOS_DOWN_SLOPE, "2411");
  /* 2411|2510 is not a hexside of 2410, and 2411 is not above the target. */
  assert_clear ("2110=3 2410=1 2411|2510=steep", f, t);
  /* Only the end point of 2310|2411 lies on the line. */
  assert_blocked ("2110=3 2310=1 2310|2411=steep", f, t, ADJ_LOS_DOWN_SLOPE, "2310");
  assert_blocked ("2110=3 2310=1 2310|2410=steep", f, t, ADJ_LOS_DOWN_SLOPE, "2310");
  assert_clear ("2110=3 2310=1 2310|2311=steep", f, t);
  /* Mirror: firer low in 2510, target high in 2110. */
  assert_blocked ("2110=3 2310=1 2310|2411=steep", t, f, ADJ_LOS_UP_SLOPE, "2310");
}

/* 1010 -> 1508 runs from 1309 into 1409 exactly through the corner of 1308,
 * which it only touches: 1308 is not an intervening hex, but the hexsides
 * 1309|1308 and 1309|1409 both end at that corner. */
static void
test_slope_vertex_corner (void)
{
  const char *f = "1010", *t = "1508";
  Board b = board ("");
  AdjLosResult r = trace (&b, f, t);
  g_assert_cmpuint (r.steps->len, ==, 4);
  for (guint i = 0; i < r.steps->len; i++)
    g_assert_cmpuint (g_array_index (r.steps, AdjLosStep, i).n, ==, 1);
  adj_los_result_clear (&r);
  board_free (&b);

  assert_blocked ("1010=3 1309=1 1309|1308=steep", f, t, ADJ_LOS_DOWN_SLOPE, "1309");
  assert_blocked ("1010=3 1309=1 1309|1409=steep", f, t, ADJ_LOS_DOWN_SLOPE, "1309");
  assert_clear ("1010=3 1309=1 1308|1409=steep", f, t);
  assert_clear ("1010=3 1308=1 1308|1309=steep", f, t);
  assert_blocked ("1010=3 1309=1 1309|1308=steep", t, f, ADJ_LOS_UP_SLOPE, "1309");
}

static void
test_adjacent (void)
{
  Board b = board ("0509=5w 0510=0");
  AdjLosResult r = trace (&b, "0510", "0509");
  g_assert_true (r.clear);
  g_assert_false (r.needed); /* 9.21: range 1 needs no LOS */
  g_assert_cmpuint (r.steps->len, ==, 0);
  adj_los_result_clear (&r);
  r = trace (&b, "0510", "0508");
  g_assert_true (r.needed);
  g_assert_false (r.clear);
  adj_los_result_clear (&r);
  board_free (&b);
}

static char *
misguided (const char *spec, const char *from, const char *to, gboolean *clear)
{
  Board b = board (spec);
  AdjLosResult r = trace (&b, from, to);
  GString *s = g_string_new (NULL);
  char id[ADJ_HEX_ID_SIZE];
  for (guint i = 0; i < r.misguided->len; i++)
    g_string_append_printf (s, "%s%s", i ? " " : "",
                            adj_hex_format (g_array_index (r.misguided, AdjHex, i), id));
  *clear = r.clear;
  adj_los_result_clear (&r);
  board_free (&b);
  return g_string_free (s, FALSE);
}

#define ASSERT_MISGUIDED(spec, from, to, want_clear, want)   \
  G_STMT_START {                                              \
    gboolean c_;                                              \
    g_autofree char *got_ = misguided (spec, from, to, &c_); \
    g_assert_cmpint (c_, ==, want_clear);                     \
    g_assert_cmpstr (got_, ==, want);                         \
  } G_STMT_END

static void
test_misguided (void)
{
  ASSERT_MISGUIDED ("0506=-1f", "0510", "0505", TRUE, "0506");
  ASSERT_MISGUIDED ("0506=-1e", "0510", "0505", TRUE, "");
  ASSERT_MISGUIDED ("0507=-1f", "0510", "0505", TRUE, "");
  ASSERT_MISGUIDED ("0510=2 0506=0f 0507=1f", "0510", "0505", TRUE, "0506");
  ASSERT_MISGUIDED ("0505=2 0506=1f", "0510", "0505", TRUE, "0506");
  /* No fire, no misguided fire. */
  ASSERT_MISGUIDED ("0510=2 0506=0f 0508=2", "0510", "0505", FALSE, "");
  /* Both hexes beside the hexside 2110 -> 2310 runs along touch the target. */
  ASSERT_MISGUIDED ("2211=-1f 2210=-1f", "2110", "2310", TRUE, "2210 2211");
}

/* Rulebook 9.4 examples, Antietam map. Synthetic terrain, the example's
 * geometry: LOS blocked 2313 -> 2311 (here: 2312 is a hill). */
static void
test_example_antietam_2313_2311 (void)
{
  assert_blocked ("2312=1", "2313", "2311", ADJ_LOS_SAME_HIGHER, "2312");
}

/* Blocked from 2012 to 2010 through 2000 (here: 2011 is a hill). */
static void
test_example_antietam_2012_2010_2000 (void)
{
  for (int row = 10; row >= 0; row--)
    {
      g_autofree char *to = g_strdup_printf ("20%02d", row);
      assert_blocked ("2011=1", "2012", to, ADJ_LOS_SAME_HIGHER, "2011");
    }
}

/* Blocked from 4617 to 4613 through 4609, clear to 4608 through 4600.
 * Here the firer stands a level above a plain with woods in 4614 and 4613:
 * woods halfway or closer to the target block (4609 is exactly halfway
 * past 4613), farther targets see over them. */
static void
test_example_antietam_4617 (void)
{
  const char *spec = "4617=2 4614=w 4613=w";
  assert_blocked (spec, "4617", "4613", ADJ_LOS_DOWN_WOODS_NEAR_TARGET, "4614");
  for (int row = 12; row >= 9; row--)
    {
      g_autofree char *to = g_strdup_printf ("46%02d", row);
      Board b = board (spec);
      AdjLosResult r = trace (&b, "4617", to);
      g_assert_false (r.clear);
      g_assert_cmpint (r.rule, ==, ADJ_LOS_DOWN_WOODS_NEAR_TARGET);
      adj_los_result_clear (&r);
      board_free (&b);
    }
  for (int row = 8; row >= 0; row--)
    {
      g_autofree char *to = g_strdup_printf ("46%02d", row);
      assert_clear (spec, "4617", to);
    }
}

/* Blocked from 2110 to 2409 through 2508, clear to 2608 through 2707 (one
 * straight line). Two invented terrains give that pattern: a steep slope
 * 2309|2409 below a crest in 2309, and woods in 2309. */
static void
test_example_antietam_2110 (void)
{
  const char *slope = "2110=2 2309=1 2309|2409=steep";
  const char *woods = "2110=2 2309=w";
  const char *blocked[] = { "2409", "2508" };
  const char *clear[] = { "2608", "2707" };
  for (guint i = 0; i < 2; i++)
    {
      assert_blocked (slope, "2110", blocked[i], ADJ_LOS_DOWN_SLOPE, "2309");
      assert_blocked (woods, "2110", blocked[i], ADJ_LOS_DOWN_WOODS_NEAR_TARGET, "2309");
      assert_clear (slope, "2110", clear[i]);
      assert_clear (woods, "2110", clear[i]);
    }
}

/* Chancellorsville map: blocked C-4116 -> C-4114 and C-4217 -> C-4615
 * through C-6008 (one straight line). Invented: woods in 4115 and 4416. */
static void
test_example_chancellorsville (void)
{
  static const char *const line[] = {
    "4615", "4714", "4814", "4913", "5013", "5112", "5212", "5311",
    "5411", "5510", "5610", "5709", "5809", "5908", "6008",
  };
  assert_blocked ("4115=w", "4116", "4114", ADJ_LOS_SAME_WOODS_OR_UNIT, "4115");
  for (guint i = 0; i < G_N_ELEMENTS (line); i++)
    assert_blocked ("4416=w", "4217", line[i], ADJ_LOS_SAME_WOODS_OR_UNIT, "4416");
}

/* Fredericksburg map: blocked F-5422 -> F-5413 through F-5402, clear to
 * F-5401 and F-5400. Invented: a knoll in 5415 and the last two hexes
 * rising above it. */
static void
test_example_fredericksburg (void)
{
  const char *spec = "5415=1 5401=2 5400=3";
  for (int row = 13; row >= 2; row--)
    {
      g_autofree char *to = g_strdup_printf ("54%02d", row);
      assert_blocked (spec, "5422", to, ADJ_LOS_SAME_HIGHER, "5415");
    }
  assert_clear (spec, "5422", "5401");
  assert_clear (spec, "5422", "5400");
}

static void
test_errors (void)
{
  Board b = board ("");
  AdjLosResult r;
  GError *error = NULL;

  g_assert_false (adj_los_trace (b.map, NULL, hx ("0510"), hx ("0510"), &r, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "both in hex 0510"));
  g_clear_error (&error);
  adj_los_result_clear (&r);
  g_assert_false (adj_los_trace (b.map, NULL, hx ("0510"), hx ("6101"), &r, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, "6101"));
  g_clear_error (&error);
  adj_los_result_clear (&r);
  board_free (&b);
}

/* The sweep agrees with one trace per hex; units and slopes included. */
static void
test_visible_matches_trace (void)
{
  GRand *rand = g_rand_new_with_seed (94);

  for (int round = 0; round < 6; round++)
    {
      AdjHexGrid grid;
      adj_hexgrid_init (&grid, 3, 16, 2, 13, round % 2 ? ADJ_SHIFT_ODD : ADJ_SHIFT_EVEN);
      g_autoptr (AdjHexMap) map = adj_hexmap_new ("random", &grid);
      guint size = adj_hexmap_size (map);
      g_autofree guint8 *units = g_new0 (guint8, size);
      g_autofree guint8 *visible = g_new0 (guint8, size);
      for (guint i = 0; i < size; i++)
        {
          AdjHex h = adj_hexmap_hex_at (map, i);
          g_assert_true (adj_hexmap_set_level (map, h, g_rand_int_range (rand, 0, 4), NULL));
          if (g_rand_int_range (rand, 0, 6) == 0)
            adj_hexmap_set_terrain (map, h, ADJ_TERRAIN_WOODS, NULL);
          units[i] = (guint8) (g_rand_int_range (rand, 0, 8) < 3 ? g_rand_int_range (rand, 0, 3) : 0);
          AdjHex n = adj_hexgrid_neighbour (&grid, h, (AdjHexDir) g_rand_int_range (rand, 0, 6));
          if (adj_hexgrid_contains (&grid, n) && g_rand_int_range (rand, 0, 3) == 0)
            g_assert_true (adj_hexmap_set_hexside (map, h, n, ADJ_SIDE_STEEP, NULL));
        }
      AdjHex from = adj_hexmap_hex_at (map, (guint) g_rand_int_range (rand, 0, (gint32) size));
      guint count = adj_los_visible (map, units, from, visible, NULL);
      guint seen = 0;
      for (guint i = 0; i < size; i++)
        {
          AdjHex to = adj_hexmap_hex_at (map, i);
          AdjLosResult r;
          if (adj_hex_equal (to, from))
            {
              g_assert_cmpuint (visible[i], ==, 0);
              continue;
            }
          g_assert_true (adj_los_trace (map, units, from, to, &r, NULL));
          g_assert_cmpuint (visible[i], ==, r.clear);
          seen += r.clear;
          adj_los_result_clear (&r);
        }
      g_assert_cmpuint (count, ==, seen);
      g_assert_cmpuint (count, <, size - 1); /* these maps hide something */

      /* Seeing is mutual: the 9.4 cases mirror each other. */
      for (guint i = 0; i < size; i++)
        {
          AdjHex to = adj_hexmap_hex_at (map, i);
          AdjLosResult there, back;
          if (adj_hex_equal (to, from))
            continue;
          g_assert_true (adj_los_trace (map, units, from, to, &there, NULL));
          g_assert_true (adj_los_trace (map, units, to, from, &back, NULL));
          g_assert_cmpint (there.clear, ==, back.clear);
          adj_los_result_clear (&there);
          adj_los_result_clear (&back);
        }
    }
  g_rand_free (rand);
}

/* The old one-hex-per-step line left out 2119 and 2221 on 2216 -> 2124;
 * the segment passes through both, so what stands there blocks. */
static void
test_near_corner_blocks (void)
{
  assert_blocked ("2119=w", "2216", "2124", ADJ_LOS_SAME_WOODS_OR_UNIT, "2119");
  assert_blocked ("2221=0e", "2216", "2124", ADJ_LOS_SAME_WOODS_OR_UNIT, "2221");
  assert_blocked ("2119=1", "2124", "2216", ADJ_LOS_SAME_HIGHER, "2119");
  /* A hex the line only touches at a corner does not block: 0202 -> 0703
   * goes through the corner of 0402 (and of 0503) without entering it. */
  assert_clear ("0402=w 0503=3", "0202", "0703");
  assert_blocked ("0403=w", "0202", "0703", ADJ_LOS_SAME_WOODS_OR_UNIT, "0403");

  /* The map-less mode asks about the same hexes. */
  AdjLosQuery q;
  AdjHex none = { -1, -1 };
  g_assert_true (adj_losquery_init (&q, ADJ_SHIFT_ODD, hx ("2216"), 0, hx ("2124"), 0, NULL));
  g_assert_cmpint (adj_losquery_find (&q, ADJ_LOSQ_WOODS, hx ("2119"), none), >=, 0);
  g_assert_cmpint (adj_losquery_find (&q, ADJ_LOSQ_UNIT, hx ("2221"), none), >=, 0);
  g_assert_cmpuint (q.n_steps, ==, 10);
  adj_losquery_clear (&q);
}

static void
test_rule_texts (void)
{
  /* Every bullet cites 9.4 and has its own key and wording. */
  for (int i = 1; i < ADJ_LOS_RULES; i++)
    {
      g_assert_true (g_str_has_prefix (adj_los_rule_text ((AdjLosRule) i), "9.4 "));
      for (int j = 1; j < i; j++)
        {
          g_assert_cmpstr (adj_los_rule_key ((AdjLosRule) i), !=, adj_los_rule_key ((AdjLosRule) j));
          g_assert_cmpstr (adj_los_rule_text ((AdjLosRule) i), !=, adj_los_rule_text ((AdjLosRule) j));
        }
    }
  g_assert_cmpstr (adj_los_rule_text (ADJ_LOS_SAME_HIGHER), ==,
                   "9.4 same level: an intervening hex higher than firer and target");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/los/rule-9.4/same-level/higher", test_same_higher);
  g_test_add_func ("/los/rule-9.4/same-level/woods-or-unit", test_same_woods_or_unit);
  g_test_add_func ("/los/rule-9.4/firer-higher/as-high", test_down_as_high);
  g_test_add_func ("/los/rule-9.4/firer-higher/woods-below-firer", test_down_woods_below_firer);
  g_test_add_func ("/los/rule-9.4/firer-higher/woods-near-target", test_down_woods_near_target);
  g_test_add_func ("/los/rule-9.4/firer-higher/slope", test_down_slope);
  g_test_add_func ("/los/rule-9.4/target-higher/as-high", test_up_as_high);
  g_test_add_func ("/los/rule-9.4/target-higher/woods-below-target", test_up_woods_below_target);
  g_test_add_func ("/los/rule-9.4/target-higher/woods-near-firer", test_up_woods_near_firer);
  g_test_add_func ("/los/rule-9.4/target-higher/slope", test_up_slope);
  g_test_add_func ("/los/rule-9.4/both-directions", test_both_directions);
  g_test_add_func ("/los/rule-9.4/hexside-either-side", test_hexside_either_side);
  g_test_add_func ("/los/rule-9.4/slope-vertex/along-hexside", test_slope_vertex_along_hexside);
  g_test_add_func ("/los/rule-9.4/slope-vertex/corner", test_slope_vertex_corner);
  g_test_add_func ("/los/rule-9.21/adjacent", test_adjacent);
  g_test_add_func ("/los/rule-9.51/misguided-fire", test_misguided);
  g_test_add_func ("/los/rule-9.4/example-antietam-2313-2311", test_example_antietam_2313_2311);
  g_test_add_func ("/los/rule-9.4/example-antietam-2012-2010-2000", test_example_antietam_2012_2010_2000);
  g_test_add_func ("/los/rule-9.4/example-antietam-4617-4613-4600", test_example_antietam_4617);
  g_test_add_func ("/los/rule-9.4/example-antietam-2110-2409-2707", test_example_antietam_2110);
  g_test_add_func ("/los/rule-9.4/example-chancellorsville", test_example_chancellorsville);
  g_test_add_func ("/los/rule-9.4/example-fredericksburg", test_example_fredericksburg);
  g_test_add_func ("/los/rule-9.4/near-corner-blocks", test_near_corner_blocks);
  g_test_add_func ("/los/errors", test_errors);
  g_test_add_func ("/los/visible-matches-trace", test_visible_matches_trace);
  g_test_add_func ("/los/rule-texts", test_rule_texts);
  return g_test_run ();
}
