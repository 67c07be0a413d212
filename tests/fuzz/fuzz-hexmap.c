/* libFuzzer target: the map loader must refuse any input cleanly, and a
 * map it accepts must save, load back equal, and carry LOS traces. */
#include <string.h>

#include <adjutant-engine.h>

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  GError *error = NULL;
  AdjHexMap *map = adj_hexmap_load_data ((const char *) data, size, "fuzz.json", &error);

  g_assert ((map == NULL) != (error == NULL));
  g_clear_error (&error);
  if (map == NULL)
    return 0;

  /* Round trip through the saver's JSON. */
  json_object *json = adj_hexmap_to_json (map);
  const char *text = json_object_to_json_string (json);
  AdjHexMap *back = adj_hexmap_load_data (text, strlen (text), "saved.json", &error);
  g_assert_no_error (error);
  g_assert (adj_hexmap_equal (map, back));
  adj_hexmap_unref (back);
  json_object_put (json);

  /* LOS between the corners and to the centre, with a unit in the middle. */
  guint n = adj_hexmap_size (map);
  guint8 *units = g_new0 (guint8, n);
  units[n / 2] = ADJ_UNIT_FRIENDLY;
  guint ends[3] = { 0, n - 1, n / 2 };
  for (guint i = 0; i < 3; i++)
    for (guint j = 0; j < 3; j++)
      {
        AdjLosResult r;
        AdjHex a = adj_hexmap_hex_at (map, ends[i]), b = adj_hexmap_hex_at (map, ends[j]);
        gboolean ok = adj_los_trace (map, units, a, b, &r, &error);
        g_assert (ok == !adj_hex_equal (a, b));
        g_assert (ok || error != NULL);
        g_clear_error (&error);
        if (ok)
          {
            g_assert (r.clear == (r.blocked_step < 0));
            json_object_put (adj_los_result_to_json (&r));
          }
        adj_los_result_clear (&r);
      }
  g_free (units);
  adj_hexmap_unref (map);
  return 0;
}
