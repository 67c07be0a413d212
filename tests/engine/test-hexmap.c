/* The map model and the "adjutant-map" file format (docs/map-format.md). */
#include <glib/gstdio.h>
#include <string.h>

#include <adjutant-engine.h>

static AdjHex
hx (const char *id)
{
  AdjHex h;
  g_assert_true (adj_hex_parse (id, &h, NULL));
  return h;
}

static AdjHexMap *
small_map (AdjColumnShift shift)
{
  AdjHexGrid grid;
  adj_hexgrid_init (&grid, 1, 12, 1, 10, shift);
  return adj_hexmap_new ("test", &grid);
}

static void
test_model (void)
{
  g_autoptr (AdjHexMap) map = small_map (ADJ_SHIFT_ODD);
  GError *error = NULL;

  g_assert_cmpuint (adj_hexmap_size (map), ==, 120);
  for (guint i = 0; i < adj_hexmap_size (map); i++)
    g_assert_cmpint (adj_hexmap_index (map, adj_hexmap_hex_at (map, i)), ==, (int) i);
  g_assert_cmpint (adj_hexmap_index (map, hx ("1301")), ==, -1);
  g_assert_cmpint (adj_hexmap_index (map, hx ("0100")), ==, -1);

  g_assert_cmpint (adj_hexmap_get_level (map, hx ("0505")), ==, 0);
  g_assert_true (adj_hexmap_set_level (map, hx ("0505"), -3, NULL));
  g_assert_true (adj_hexmap_set_terrain (map, hx ("0505"), ADJ_TERRAIN_WOODS, NULL));
  g_assert_cmpint (adj_hexmap_get_level (map, hx ("0505")), ==, -3);
  g_assert_cmpint (adj_hexmap_get_terrain (map, hx ("0505")), ==, ADJ_TERRAIN_WOODS);
  g_assert_false (adj_hexmap_set_level (map, hx ("0505"), 100, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (adj_hexmap_set_level (map, hx ("1305"), 1, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_NOT_FOUND);
  g_clear_error (&error);

  /* A hexside reads the same from either side and by direction. */
  g_assert_true (adj_hexmap_set_hexside (map, hx ("0505"), hx ("0605"), ADJ_SIDE_STEEP, NULL));
  g_assert_cmpuint (adj_hexmap_get_hexside (map, hx ("0605"), hx ("0505")), ==, ADJ_SIDE_STEEP);
  int dir = adj_hexgrid_direction (adj_hexmap_get_grid (map), hx ("0605"), hx ("0505"));
  g_assert_cmpuint (adj_hexmap_get_side (map, hx ("0605"), (AdjHexDir) dir), ==, ADJ_SIDE_STEEP);
  g_assert_cmpuint (adj_hexmap_get_hexside (map, hx ("0505"), hx ("0506")), ==, 0);
  /* Every one of the six hexsides is stored once. */
  for (int d = 0; d < ADJ_HEX_DIRS; d++)
    {
      AdjHex n = adj_hexgrid_neighbour (adj_hexmap_get_grid (map), hx ("0707"), (AdjHexDir) d);
      g_assert_true (adj_hexmap_set_hexside (map, hx ("0707"), n, ADJ_SIDE_STREAM | (d == 2 ? ADJ_SIDE_FORD : 0), NULL));
    }
  for (int d = 0; d < ADJ_HEX_DIRS; d++)
    {
      AdjHex n = adj_hexgrid_neighbour (adj_hexmap_get_grid (map), hx ("0707"), (AdjHexDir) d);
      g_assert_cmpuint (adj_hexmap_get_hexside (map, n, hx ("0707")), ==,
                        ADJ_SIDE_STREAM | (d == 2 ? ADJ_SIDE_FORD : 0u));
    }

  g_assert_false (adj_hexmap_set_hexside (map, hx ("0505"), hx ("0507"), ADJ_SIDE_STEEP, &error));
  g_assert_nonnull (strstr (error->message, "not adjacent"));
  g_clear_error (&error);
  /* Edge hexsides have no hex beyond. */
  g_assert_false (adj_hexmap_set_hexside (map, hx ("0101"), hx ("0100"), ADJ_SIDE_STEEP, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_cmpuint (adj_hexmap_get_side (map, hx ("0101"), ADJ_DIR_N), ==, 0);
}

static void
test_features_check (void)
{
  static const struct {
    guint features;
    const char *why; /* NULL: accepted */
  } cases[] = {
    { ADJ_SIDE_STEEP | ADJ_SIDE_STREAM | ADJ_SIDE_FORD | ADJ_SIDE_ROAD, NULL },
    { ADJ_SIDE_RIVER | ADJ_SIDE_BRIDGE | ADJ_SIDE_PIKE, NULL },
    { ADJ_SIDE_STEEP | ADJ_SIDE_SHEER, "steep or sheer" },
    { ADJ_SIDE_STREAM | ADJ_SIDE_RIVER, "stream or a river" },
    { ADJ_SIDE_FORD, "needs a stream or river" },
    { ADJ_SIDE_BRIDGE | ADJ_SIDE_TRAIL, "needs a stream or river" },
    { ADJ_SIDE_STREAM | ADJ_SIDE_FORD | ADJ_SIDE_BRIDGE, "ford or a bridge" },
    { ADJ_SIDE_ROAD | ADJ_SIDE_TRAIL, "one of pike, road or trail" },
    { 1u << 12, "unknown" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      GError *error = NULL;
      gboolean ok = adj_side_features_check (cases[i].features, &error);
      g_assert_cmpint (ok, ==, cases[i].why == NULL);
      if (!ok && strstr (error->message, cases[i].why) == NULL)
        g_error ("case %u: '%s' lacks '%s'", i, error->message, cases[i].why);
      g_clear_error (&error);
    }
}

static void
test_names (void)
{
  AdjTerrain t;
  AdjSideFeature f;
  GError *error = NULL;
  for (guint b = 0; b < ADJ_SIDE_FEATURES; b++)
    {
      const char *name = adj_side_feature_to_string ((AdjSideFeature) (1u << b));
      g_assert_nonnull (name);
      g_assert_true (adj_side_feature_from_string (name, &f, NULL));
      g_assert_cmpuint (f, ==, 1u << b);
    }
  g_assert_null (adj_side_feature_to_string (ADJ_SIDE_STEEP | ADJ_SIDE_ROAD));
  g_assert_true (adj_terrain_from_string ("woods", &t, NULL));
  g_assert_cmpint (t, ==, ADJ_TERRAIN_WOODS);
  g_assert_false (adj_terrain_from_string ("swamp", &t, &error));
  g_assert_nonnull (strstr (error->message, "'swamp' is not a terrain"));
  g_clear_error (&error);
}

static void
test_load_sample (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("ADJUTANT_DATADIR"), "maps",
                                            "synthetic-ridge.json", NULL);
  GError *error = NULL;
  g_autoptr (AdjHexMap) map = adj_hexmap_load_file (path, &error);
  g_assert_no_error (error);
  const AdjHexGrid *grid = adj_hexmap_get_grid (map);

  g_assert_true (g_str_has_prefix (adj_hexmap_get_name (map), "Synthetic"));
  g_assert_nonnull (strstr (adj_hexmap_get_note (map), "NOT a part of any real battle map"));
  g_assert_cmpint (grid->first_col, ==, 1);
  g_assert_cmpint (grid->last_col, ==, 12);
  g_assert_cmpint (grid->shift, ==, ADJ_SHIFT_ODD);
  g_assert_cmpint (adj_hexmap_get_level (map, hx ("0604")), ==, 2);
  g_assert_cmpint (adj_hexmap_get_terrain (map, hx ("0604")), ==, ADJ_TERRAIN_WOODS);
  g_assert_cmpint (adj_hexmap_get_level (map, hx ("0101")), ==, 0);
  g_assert_cmpuint (adj_hexmap_get_hexside (map, hx ("0804"), hx ("0704")), ==, ADJ_SIDE_STEEP);
  g_assert_cmpuint (adj_hexmap_get_hexside (map, hx ("0204"), hx ("0304")), ==,
                    ADJ_SIDE_STREAM | ADJ_SIDE_FORD | ADJ_SIDE_ROAD);
}

/* Each malformed file is refused with its name, the JSON path and why. */
static void
test_load_refuses (void)
{
#define HEAD "{\"format\":\"adjutant-map\",\"version\":1,\"name\":\"t\"," \
             "\"columns\":{\"first\":1,\"last\":9},\"rows\":{\"first\":1,\"last\":9}"
  static const struct {
    const char *text;
    const char *error;
  } cases[] = {
    { "{", "bad.json: the JSON text ends too early" },
    { "[]", "bad.json: $: expected an object" },
    { "{\"format\":\"adjutant-chart\"}", "bad.json: $.format: 'adjutant-chart' is not \"adjutant-map\"" },
    { "{\"format\":\"adjutant-map\",\"version\":2}", "bad.json: $.version: 2 was made by a newer version of Adjutant; this one reads version 1" },
    { "{\"format\":\"adjutant-map\",\"version\":1}", "bad.json: $.name: missing" },
    { HEAD ",\"hexs\":[]}", "bad.json: $.hexs: unknown member" },
    { "{\"format\":\"adjutant-map\",\"version\":1,\"name\":\"t\",\"columns\":{\"first\":5,\"last\":4},"
      "\"rows\":{\"first\":1,\"last\":9}}", "bad.json: $.columns.last: 4 is before first (5)" },
    { "{\"format\":\"adjutant-map\",\"version\":1,\"name\":\"t\",\"columns\":{\"first\":1,\"last\":100},"
      "\"rows\":{\"first\":1,\"last\":9}}", "bad.json: $.columns.last: 100 is outside 0..99" },
    { HEAD ",\"shifted\":\"left\"}", "bad.json: $.shifted: 'left' is not a column shift" },
    { HEAD ",\"hexes\":{}}", "bad.json: $.hexes: expected an array, found an object" },
    { HEAD ",\"hexes\":[{\"hex\":\"23x2\"}]}", "bad.json: $.hexes[0].hex: '23x2' is not a hex id" },
    /* Shorter than an id. */
    { HEAD ",\"hexes\":[{\"hex\":\"\"}]}", "bad.json: $.hexes[0].hex: '' is not a hex id" },
    { HEAD ",\"hexsides\":[{\"between\":[\"1\",\"0101\"],\"features\":[\"steep\"]}]}",
      "bad.json: $.hexsides[0].between[0]: '1' is not a hex id" },
    { HEAD ",\"hexes\":[{\"hex\":\"1001\"}]}",
      "bad.json: $.hexes[0].hex: hex 1001 is not on this map (columns 01-09, rows 01-09)" },
    { HEAD ",\"hexes\":[{\"hex\":\"0101\",\"level\":1},{\"hex\":\"0101\"}]}",
      "bad.json: $.hexes[1].hex: hex 0101 is listed twice" },
    { HEAD ",\"hexes\":[{\"hex\":\"0101\",\"level\":100}]}", "bad.json: $.hexes[0].level: 100 is outside -9..99" },
    { HEAD ",\"hexes\":[{\"hex\":\"0101\",\"level\":\"2\"}]}",
      "bad.json: $.hexes[0].level: expected an integer, found a string" },
    { HEAD ",\"hexes\":[{\"hex\":\"0101\",\"terrain\":\"orchard\"}]}",
      "bad.json: $.hexes[0].terrain: 'orchard' is not a terrain" },
    { HEAD ",\"hexes\":[{\"hex\":\"0101\",\"elevation\":1}]}", "bad.json: $.hexes[0].elevation: unknown member" },
    { HEAD ",\"hexsides\":[{\"between\":[\"0101\",\"0103\"],\"features\":[\"steep\"]}]}",
      "bad.json: $.hexsides[0].between: 0101 and 0103 are not adjacent" },
    { HEAD ",\"hexsides\":[{\"between\":[\"0101\",\"0100\"],\"features\":[\"steep\"]}]}",
      "bad.json: $.hexsides[0].between[1]: hex 0100 is not on this map" },
    { HEAD ",\"hexsides\":[{\"between\":[\"0101\"],\"features\":[\"steep\"]}]}",
      "bad.json: $.hexsides[0].between: expected the two hex ids" },
    { HEAD ",\"hexsides\":[{\"between\":[\"0101\",\"0102\"],\"features\":[\"cliff\"]}]}",
      "bad.json: $.hexsides[0].features[0]: 'cliff' is not a hexside feature" },
    { HEAD ",\"hexsides\":[{\"between\":[\"0101\",\"0102\"],\"features\":[\"steep\",\"steep\"]}]}",
      "bad.json: $.hexsides[0].features[1]: 'steep' is listed twice" },
    { HEAD ",\"hexsides\":[{\"between\":[\"0101\",\"0102\"],\"features\":[\"steep\",\"sheer\"]}]}",
      "bad.json: $.hexsides[0].features: a slope is steep or sheer, not both" },
    { HEAD ",\"hexsides\":[{\"between\":[\"0101\",\"0102\"],\"features\":[\"ford\"]}]}",
      "bad.json: $.hexsides[0].features: a ford or bridge needs a stream or river" },
    { HEAD ",\"hexsides\":[{\"between\":[\"0101\",\"0102\"],\"features\":[]}]}",
      "bad.json: $.hexsides[0].features: lists no feature" },
    { HEAD ",\"hexsides\":[{\"between\":[\"0101\",\"0102\"],\"features\":[\"steep\"]},"
      "{\"between\":[\"0102\",\"0101\"],\"features\":[\"stream\"]}]}",
      "bad.json: $.hexsides[1].between: the hexside 0102-0101 is listed twice" },
    { HEAD ",\"hexsides\":[{\"between\":[\"0101\",2],\"features\":[\"steep\"]}]}",
      "bad.json: $.hexsides[0].between[1]: expected a hex id string" },
  };
#undef HEAD
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      GError *error = NULL;
      AdjHexMap *map = adj_hexmap_load_data (cases[i].text, strlen (cases[i].text), "bad.json", &error);
      g_assert_null (map);
      g_assert_nonnull (error);
      if (!g_str_has_prefix (error->message, cases[i].error))
        g_error ("case %u: '%s' does not start with '%s'", i, error->message, cases[i].error);
      g_clear_error (&error);
    }
}

static AdjHexMap *
random_map (GRand *rand, AdjColumnShift shift)
{
  AdjHexGrid grid;
  int c0 = g_rand_int_range (rand, 0, 20), r0 = g_rand_int_range (rand, 0, 20);
  adj_hexgrid_init (&grid, c0, c0 + g_rand_int_range (rand, 0, 30), r0,
                    r0 + g_rand_int_range (rand, 0, 30), shift);
  AdjHexMap *map = adj_hexmap_new ("random ground", &grid);
  static const guint features[] = {
    ADJ_SIDE_STEEP, ADJ_SIDE_SHEER | ADJ_SIDE_TRAIL, ADJ_SIDE_STREAM | ADJ_SIDE_FORD | ADJ_SIDE_PIKE,
    ADJ_SIDE_RIVER | ADJ_SIDE_BRIDGE | ADJ_SIDE_ROAD, ADJ_SIDE_STREAM,
  };

  adj_hexmap_set_note (map, g_rand_boolean (rand) ? "a note" : NULL);
  for (guint i = 0; i < adj_hexmap_size (map); i++)
    {
      AdjHex h = adj_hexmap_hex_at (map, i);
      if (g_rand_int_range (rand, 0, 3) == 0)
        adj_hexmap_set_level (map, h, g_rand_int_range (rand, ADJ_HEXMAP_LEVEL_MIN, ADJ_HEXMAP_LEVEL_MAX + 1), NULL);
      if (g_rand_int_range (rand, 0, 4) == 0)
        adj_hexmap_set_terrain (map, h, ADJ_TERRAIN_WOODS, NULL);
      AdjHex n = adj_hexgrid_neighbour (&grid, h, (AdjHexDir) g_rand_int_range (rand, 0, 6));
      if (adj_hexgrid_contains (&grid, n) && g_rand_int_range (rand, 0, 3) == 0)
        g_assert_true (adj_hexmap_set_hexside (map, h, n, features[g_rand_int_range (rand, 0, 5)], NULL));
    }
  return map;
}

static void
test_round_trip (void)
{
  g_autofree char *dir = g_dir_make_tmp ("adj-hexmap-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "map.json", NULL);
  GRand *rand = g_rand_new_with_seed (1862);

  for (int i = 0; i < 20; i++)
    {
      g_autoptr (AdjHexMap) map = random_map (rand, i % 2 ? ADJ_SHIFT_EVEN : ADJ_SHIFT_ODD);
      GError *error = NULL;
      g_autofree char *first = NULL, *second = NULL;

      g_assert_true (adj_hexmap_save_file (map, path, &error));
      g_assert_no_error (error);
      g_assert_true (g_file_get_contents (path, &first, NULL, NULL));
      g_autoptr (AdjHexMap) back = adj_hexmap_load_file (path, &error);
      g_assert_no_error (error);
      g_assert_true (adj_hexmap_equal (map, back));
      /* A second save writes the same bytes. */
      g_assert_true (adj_hexmap_save_file (back, path, NULL));
      g_assert_true (g_file_get_contents (path, &second, NULL, NULL));
      g_assert_cmpstr (first, ==, second);
    }
  /* Changing anything shows. */
  g_autoptr (AdjHexMap) a = small_map (ADJ_SHIFT_ODD);
  g_autoptr (AdjHexMap) b = small_map (ADJ_SHIFT_ODD);
  g_assert_true (adj_hexmap_equal (a, b));
  adj_hexmap_set_hexside (b, hx ("0303"), hx ("0304"), ADJ_SIDE_SHEER, NULL);
  g_assert_false (adj_hexmap_equal (a, b));

  /* A failed save reports the path. */
  g_autofree char *bad = g_build_filename (dir, "missing", "map.json", NULL);
  GError *error = NULL;
  g_assert_false (adj_hexmap_save_file (a, bad, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_IO);
  g_clear_error (&error);

  g_remove (path);
  g_rmdir (dir);
  g_rand_free (rand);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hexmap/model", test_model);
  g_test_add_func ("/hexmap/features-check", test_features_check);
  g_test_add_func ("/hexmap/names", test_names);
  g_test_add_func ("/hexmap/load/sample", test_load_sample);
  g_test_add_func ("/hexmap/load/refuses", test_load_refuses);
  g_test_add_func ("/hexmap/round-trip", test_round_trip);
  return g_test_run ();
}
