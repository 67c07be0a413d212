/* The .mo reader and the per-thread catalogue (core/catalog.h, i18n.h)
 * that give a player's device the engine's texts in its own language
 * (docs/devices.md): the build's German catalogue read whole; small
 * catalogues made here in either byte order; cut short or damaged ones
 * refused with an error; a pushed catalogue seen by this thread only.
 * The process stays in C: without a push, texts are English. */
#include <string.h>

#include <adjutant-engine.h>

#include "core/catalog.h"
#include "core/i18n.h"
#include "glory/calculators.h"

/* A .mo of @n (msgid, msgstr) pairs, lengths given (plural entries hold
 * NULs), in little or big endian: the header, both tables, then the
 * strings, the last one ending the file. */
typedef struct {
  const char *id;
  gsize id_len;
  const char *str;
  gsize str_len;
} Pair;

#define P(id, str) { id, sizeof (id) - 1, str, sizeof (str) - 1 }

static void
put (GByteArray *mo, gsize at, guint32 w, gboolean big)
{
  w = big ? GUINT32_TO_BE (w) : GUINT32_TO_LE (w);
  memcpy (mo->data + at, &w, 4);
}

static GBytes *
make_mo (const Pair *pairs, guint n, gboolean big)
{
  GByteArray *mo = g_byte_array_new ();
  gsize strings = 28 + 16 * (gsize) n;
  g_byte_array_set_size (mo, (guint) strings);
  memset (mo->data, 0, strings);
  put (mo, 0, 0x950412de, big);
  put (mo, 4, 0, big);
  put (mo, 8, n, big);
  put (mo, 12, 28, big);
  put (mo, 16, 28 + 8 * n, big);
  for (guint half = 0; half < 2; half++)
    for (guint i = 0; i < n; i++)
      {
        const char *s = half == 0 ? pairs[i].id : pairs[i].str;
        gsize len = half == 0 ? pairs[i].id_len : pairs[i].str_len;
        gsize at = 28 + 8 * (gsize) (half * n + i);
        put (mo, at, (guint32) len, big);
        put (mo, at + 4, mo->len, big);
        g_byte_array_append (mo, (const guint8 *) s, (guint) len);
        g_byte_array_append (mo, (const guint8 *) "", 1);
      }
  return g_byte_array_free_to_bytes (mo);
}

static const Pair small[] = {
  P ("", "Content-Type: text/plain; charset=UTF-8\nPlural-Forms: nplurals=2; plural=(n != 1);\n"),
  P ("%d hex", "%d Feld"),
  P ("%s loses %d stand\0%s loses %d stands", "%s verliert %d Basis\0%s verliert %d Basen"),
  P ("id kind\004unit", "Einheit"),
  P ("Rally", "Sammeln"),
};

static void
check_small (const AdjCatalog *c)
{
  g_assert_cmpuint (adj_catalog_size (c), ==, 4);
  g_assert_true (adj_catalog_has_plurals (c));
  g_assert_cmpstr (adj_catalog_gettext (c, "Rally"), ==, "Sammeln");
  g_assert_cmpstr (adj_catalog_gettext (c, "Recovery"), ==, "Recovery");
  g_assert_cmpstr (adj_catalog_ngettext (c, "%s loses %d stand", "%s loses %d stands", 1), ==, "%s verliert %d Basis");
  g_assert_cmpstr (adj_catalog_ngettext (c, "%s loses %d stand", "%s loses %d stands", 0), ==, "%s verliert %d Basen");
  g_assert_cmpstr (adj_catalog_ngettext (c, "%s loses %d stand", "%s loses %d stands", 3), ==, "%s verliert %d Basen");
  /* One form only: the English plural rather than the singular. */
  g_assert_cmpstr (adj_catalog_ngettext (c, "%d hex", "%d hexes", 2), ==, "%d hexes");
  g_assert_cmpstr (adj_catalog_ngettext (c, "%d gun", "%d guns", 2), ==, "%d guns");
  g_assert_cmpstr (adj_catalog_pgettext (c, "id kind\004unit", 8), ==, "Einheit");
  g_assert_cmpstr (adj_catalog_pgettext (c, "id kind\004leader", 8), ==, "leader");
}

static void
test_both_byte_orders (void)
{
  for (int big = 0; big < 2; big++)
    {
      g_autoptr (GBytes) bytes = make_mo (small, G_N_ELEMENTS (small), big);
      GError *error = NULL;
      g_autoptr (AdjCatalog) c = adj_catalog_load_data (bytes, "small.mo", &error);
      g_assert_no_error (error);
      check_small (c);
    }
}

/* Cut anywhere, the last text loses its end: refused, never read past. */
static void
test_cut_short (void)
{
  g_autoptr (GBytes) bytes = make_mo (small, G_N_ELEMENTS (small), FALSE);
  gsize size;
  const guint8 *data = g_bytes_get_data (bytes, &size);
  for (gsize len = 0; len < size; len++)
    {
      /* A copy of just that much, so a read past it is ASan's to see. */
      g_autoptr (GBytes) cut = g_bytes_new (data, len);
      GError *error = NULL;
      AdjCatalog *c = adj_catalog_load_data (cut, "cut.mo", &error);
      g_assert_null (c);
      g_assert_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT);
      g_assert_true (g_str_has_prefix (error->message, "cut.mo: "));
      g_error_free (error);
    }
}

static void
refused (GBytes *bytes, const char *why)
{
  GError *error = NULL;
  AdjCatalog *c = adj_catalog_load_data (bytes, "bad.mo", &error);
  if (c != NULL)
    g_error ("%s: taken", why);
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT);
  g_error_free (error);
}

static GBytes *
patched (GBytes *good, gsize at, guint32 w)
{
  gsize size;
  const guint8 *from = g_bytes_get_data (good, &size);
  guint8 *data = g_memdup2 (from, size);
  w = GUINT32_TO_LE (w);
  memcpy (data + at, &w, 4);
  return g_bytes_new_take (data, size);
}

static void
test_damaged (void)
{
  g_autoptr (GBytes) good = make_mo (small, G_N_ELEMENTS (small), FALSE);
  gsize size = g_bytes_get_size (good);
  g_autoptr (GBytes) magic = patched (good, 0, 0x12345678);
  refused (magic, "magic");
  g_autoptr (GBytes) revision = patched (good, 4, 2u << 16);
  refused (revision, "revision 2");
  g_autoptr (GBytes) many = patched (good, 8, 0xffffffffu);
  refused (many, "more texts than the file holds");
  g_autoptr (GBytes) ids = patched (good, 12, (guint32) size - 4);
  refused (ids, "the msgid table past the end");
  g_autoptr (GBytes) strs = patched (good, 16, 0xfffffff0u);
  refused (strs, "the msgstr table past the end");
  /* The second msgid's offset far out; its length wrapping around. */
  g_autoptr (GBytes) off = patched (good, 28 + 8 + 4, 0xfffffffcu);
  refused (off, "a text past the end");
  g_autoptr (GBytes) len = patched (good, 28 + 8, 0xffffffffu);
  refused (len, "a text's length wrapping");
  /* A text whose NUL is not where its length says. */
  g_autoptr (GBytes) nul = patched (good, 28 + 8, 2);
  refused (nul, "no NUL at the end");

  static const Pair latin1[] = { P ("Rally", "Gr\xfc\xdf" "e") };
  g_autoptr (GBytes) not_utf8 = make_mo (latin1, 1, FALSE);
  refused (not_utf8, "not UTF-8");
  g_autoptr (GBytes) empty = g_bytes_new_static ("", 0);
  refused (empty, "empty");
}

/* Another language's rule (Polish has three forms): plurals in English,
 * the other texts still translated. */
static void
test_other_plural_rule (void)
{
  static const Pair polish[] = {
    P ("", "Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\n"),
    P ("%d hex\0%d hexes", "%d pole\0%d pola\0%d p\xc3\xb3l"),
    P ("Rally", "Zbi\xc3\xb3rka"),
  };
  g_autoptr (GBytes) bytes = make_mo (polish, G_N_ELEMENTS (polish), TRUE);
  GError *error = NULL;
  g_autoptr (AdjCatalog) c = adj_catalog_load_data (bytes, "pl.mo", &error);
  g_assert_no_error (error);
  g_assert_false (adj_catalog_has_plurals (c));
  g_assert_cmpstr (adj_catalog_ngettext (c, "%d hex", "%d hexes", 1), ==, "%d hex");
  g_assert_cmpstr (adj_catalog_ngettext (c, "%d hex", "%d hexes", 5), ==, "%d hexes");
  g_assert_cmpstr (adj_catalog_gettext (c, "Rally"), ==, "Zbi\xc3\xb3rka");
}

/* The fuzz target's seeds (tests/fuzz/corpus/catalog, msgfmt's own
 * output in both byte orders) are catalogues the reader takes. */
static void
test_fuzz_seeds (void)
{
  g_autofree char *dir = g_test_build_filename (G_TEST_DIST, "fuzz", "corpus", "catalog", NULL);
  const char *names[] = { "small-le.mo", "small-be.mo" };
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (dir, names[i], NULL);
      GError *error = NULL;
      g_autoptr (AdjCatalog) c = adj_catalog_load_file (path, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (adj_catalog_size (c), ==, 3);
      g_assert_cmpstr (adj_catalog_gettext (c, "Rally"), ==, "Sammeln");
      g_assert_cmpstr (adj_catalog_ngettext (c, "%d hex", "%d hexes", 2), ==, "%d Felder");
      g_assert_cmpstr (adj_catalog_pgettext (c, "id kind\004unit", 8), ==, "Einheit");
    }
}

/* The build's own German, as the host reads it: po/de.po's msgstrs. */
static void
test_build_german (void)
{
  GError *error = NULL;
  g_autoptr (AdjCatalog) de = adj_catalog_load_language ("de", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (adj_catalog_size (de), >, 1000);
  g_assert_true (adj_catalog_has_plurals (de));
  g_assert_cmpstr (adj_catalog_gettext (de, "disordered cavalry without a disordered side: %d lower"), ==,
                   "ungeordnete Kavallerie ohne ungeordnete Seite: %d niedriger");
  g_assert_cmpstr (adj_catalog_ngettext (de, "%s retreats %d hex (11.22)", "%s retreats %d hexes (11.22)", 2), ==,
                   "%s weicht %d Felder zurück (11.22)");
  g_assert_cmpstr (adj_catalog_pgettext (de, "chart cell\004provisional", 11), ==, "vorläufig");

  g_autoptr (AdjCatalog) none = adj_catalog_load_language ("xx", &error);
  g_assert_null (none);
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_IO);
  g_clear_error (&error);
  g_autoptr (AdjCatalog) path = adj_catalog_load_language ("../de", &error);
  g_assert_null (path);
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_NOT_FOUND);
  g_clear_error (&error);
}

/* 12.4 through the engine's own _(): Glory's rally calculator for
 * mounted cavalry without a disordered side. */
static char *
rally_modifier (void)
{
  json_object *request
    = json_tokener_parse ("{\"calculator\":\"rally\",\"input\":{\"cohesion\":5,\"marker\":\"mounted\"}}");
  GError *error = NULL;
  json_object *result = adj_calculator_run (adj_glory_calculators, ADJ_GLORY_N_CALCULATORS, request, NULL, &error);
  g_assert_no_error (error);
  json_object *mods = json_object_object_get (result, "cohesion_modifiers");
  g_assert_nonnull (mods);
  char *text = g_strdup (json_object_get_string (json_object_object_get (json_object_array_get_idx (mods, 0), "text")));
  json_object_put (result);
  json_object_put (request);
  return text;
}

static gpointer
english_thread (gpointer data)
{
  return rally_modifier ();
}

static void
test_push (void)
{
  GError *error = NULL;
  g_autoptr (AdjCatalog) de = adj_catalog_load_language ("de", &error);
  g_assert_no_error (error);
  g_autoptr (AdjCatalog) en = adj_catalog_new_english ();

  g_autofree char *before = rally_modifier ();
  g_assert_cmpstr (before, ==, "disordered cavalry without a disordered side: 1 lower");
  const AdjCatalog *outer = adj_i18n_push (de);
  g_assert_null (outer);
  g_autofree char *german = rally_modifier ();
  g_assert_cmpstr (german, ==, "ungeordnete Kavallerie ohne ungeordnete Seite: 1 niedriger");
  g_assert_cmpstr (C_ ("chart cell", "provisional"), ==, "vorläufig");
  g_assert_cmpstr (ADJ_KIND ("unit"), ==, "Einheit");
  g_assert_cmpstr (g_dngettext (GETTEXT_PACKAGE, "%s retreats %d hex (11.22)", "%s retreats %d hexes (11.22)", 1), ==,
                   "%s weicht %d Feld zurück (11.22)");

  /* Another thread reads its own language, not this one's. */
  GThread *t = g_thread_new ("english", english_thread, NULL);
  g_autofree char *theirs = g_thread_join (t);
  g_assert_cmpstr (theirs, ==, "disordered cavalry without a disordered side: 1 lower");

  /* Nested: English inside German, then German again. */
  const AdjCatalog *german_again = adj_i18n_push (en);
  g_assert_true (german_again == de);
  g_autofree char *inner = rally_modifier ();
  g_assert_cmpstr (inner, ==, "disordered cavalry without a disordered side: 1 lower");
  g_assert_cmpstr (ADJ_KIND ("unit"), ==, "unit");
  adj_i18n_pop (german_again);
  g_assert_cmpstr (ADJ_KIND ("unit"), ==, "Einheit");
  adj_i18n_pop (outer);
  g_autofree char *after = rally_modifier ();
  g_assert_cmpstr (after, ==, before);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/catalog/both-byte-orders", test_both_byte_orders);
  g_test_add_func ("/catalog/cut-short", test_cut_short);
  g_test_add_func ("/catalog/damaged", test_damaged);
  g_test_add_func ("/catalog/other-plural-rule", test_other_plural_rule);
  g_test_add_func ("/catalog/fuzz-seeds", test_fuzz_seeds);
  g_test_add_func ("/catalog/build-german", test_build_german);
  g_test_add_func ("/catalog/push-12.4", test_push);
  return g_test_run ();
}
