/* libFuzzer target: the .mo reader (core/catalog.h) refuses any input
 * cleanly with an error, and a catalogue it takes answers every lookup
 * with a NUL-ended UTF-8 text. */
#include <string.h>

#include <adjutant-engine.h>

#include "core/catalog.h"

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

static void
check (const char *text)
{
  g_assert (text != NULL);
  g_assert (g_utf8_validate (text, -1, NULL));
}

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  /* A copy of just these bytes: a read past them is ASan's to see. */
  GBytes *bytes = g_bytes_new (data, size);
  GError *error = NULL;
  AdjCatalog *c = adj_catalog_load_data (bytes, "fuzz.mo", &error);
  g_bytes_unref (bytes);
  g_assert ((c == NULL) != (error == NULL));
  if (c == NULL)
    {
      g_assert (error->domain == ADJ_ERROR && error->code == ADJ_ERROR_FORMAT);
      g_error_free (error);
      return 0;
    }
  static const char *const ids[] = { "", "Rally", "%d hex", "id kind\004unit", "a", "Plural-Forms" };
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      check (adj_catalog_gettext (c, ids[i]));
      for (gulong n = 0; n < 3; n++)
        check (adj_catalog_ngettext (c, ids[i], "plural", n));
      const char *nul = strchr (ids[i], '\004');
      check (adj_catalog_pgettext (c, ids[i], nul != NULL ? (gsize) (nul - ids[i]) + 1 : 0));
    }
  adj_catalog_free (c);
  return 0;
}
