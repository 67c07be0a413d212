/* The GNU .mo reader (catalog.h). The layout, all numbers 32-bit in the
 * writer's byte order: magic, revision, N, offset of the N (length,
 * offset) pairs of the msgids, the same of the msgstrs, then a hash
 * table we do not need (we build our own). A plural entry's msgid is
 * "singular\0plural", its msgstr the forms "form0\0form1"; a context
 * is "ctx\004msgid". */
#include "core/catalog.h"

#include <string.h>

#include "core/error.h"
#include "core/i18n.h"

#define MO_MAGIC 0x950412deu
/* Ours is some 600 KB; a file far bigger is not one of ours. */
#define MO_MAX_SIZE (64u * 1024 * 1024)

struct _AdjCatalog {
  GBytes *bytes;        /* the file; every text points into it */
  GHashTable *texts;    /* msgid (singular, with context) -> const Text * */
  GArray *entries;      /* Text */
  gboolean plurals;     /* the Germanic rule: form 1 when n != 1 */
};

typedef struct {
  const char *str;      /* the msgstr's forms, NUL-separated */
  guint32 len;          /* all of them, without the last NUL */
} Text;

typedef struct {
  const guint8 *data;
  gsize size;
  gboolean swap;
} Mo;

static guint32
word (const Mo *mo, gsize at)
{
  guint32 w;
  memcpy (&w, mo->data + at, sizeof w);
  return mo->swap ? GUINT32_SWAP_LE_BE (w) : w;
}

static gboolean
fail (GError **error, const char *where, const char *why)
{
  g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, "%s: %s", where, why);
  return FALSE;
}

/* Each NUL-separated part of @len bytes at @s is UTF-8. */
static gboolean
parts_utf8 (const char *s, guint32 len)
{
  const char *end = s + len;
  while (s <= end)
    {
      gsize n = strlen (s);
      if (!g_utf8_validate (s, (gssize) n, NULL))
        return FALSE;
      s += n + 1;
    }
  return TRUE;
}

/* The @i-th string of the table at @table: inside the data, NUL-ended,
 * UTF-8. */
static gboolean
string_at (const Mo *mo, guint32 table, guint32 i, Text *out)
{
  gsize pair = (gsize) table + 8 * (gsize) i;
  guint32 len = word (mo, pair), off = word (mo, pair + 4);
  if ((gsize) off >= mo->size || (gsize) len >= mo->size - off || mo->data[off + len] != '\0')
    return FALSE;
  out->str = (const char *) mo->data + off;
  out->len = len;
  return parts_utf8 (out->str, len);
}

/* The header's Plural-Forms, spaces aside, is the rule German and
 * English share; a header without one means that rule too (gettext's
 * own default). */
static gboolean
germanic_plurals (const char *header)
{
  const char *line = strstr (header, "Plural-Forms:");
  if (line == NULL)
    return TRUE;
  line += strlen ("Plural-Forms:");
  GString *rule = g_string_new (NULL);
  for (; *line != '\0' && *line != '\n'; line++)
    if (!g_ascii_isspace (*line))
      g_string_append_c (rule, *line);
  /* With or without the parentheses and the last semicolon. */
  static const char *const germanic[] = {
    "nplurals=2;plural=(n!=1);", "nplurals=2;plural=n!=1;", "nplurals=2;plural=(n!=1)", "nplurals=2;plural=n!=1",
  };
  gboolean ok = FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (germanic); i++)
    ok = ok || g_str_equal (rule->str, germanic[i]);
  g_string_free (rule, TRUE);
  return ok;
}

AdjCatalog *
adj_catalog_new_english (void)
{
  AdjCatalog *c = g_new0 (AdjCatalog, 1);
  c->bytes = g_bytes_new_static ("", 0);
  c->texts = g_hash_table_new (g_str_hash, g_str_equal);
  c->entries = g_array_new (FALSE, FALSE, sizeof (Text));
  c->plurals = TRUE;
  return c;
}

static gboolean
read_mo (AdjCatalog *c, const Mo *mo, const char *where, GError **error)
{
  if (mo->size < 28)
    return fail (error, where, _("too short for a compiled message catalogue (.mo)"));
  guint32 revision = word (mo, 4), n = word (mo, 8), ids = word (mo, 12), strs = word (mo, 16);
  /* Major revision 1 only adds strings for other systems' formats. */
  if (revision >> 16 > 1)
    return fail (error, where, _("a compiled message catalogue of a revision this program does not know"));
  if ((gsize) n > mo->size / 8 || (gsize) ids > mo->size - 8 * (gsize) n || (gsize) strs > mo->size - 8 * (gsize) n)
    return fail (error, where, _("the catalogue's tables lie outside the file: it is cut short or damaged"));
  g_array_set_size (c->entries, n);
  for (guint32 i = 0; i < n; i++)
    {
      Text id, *str = &g_array_index (c->entries, Text, i);
      if (!string_at (mo, ids, i, &id) || !string_at (mo, strs, i, str))
        return fail (error, where,
                     _("a text of the catalogue lies outside the file or is not UTF-8: it is cut short or damaged"));
      if (id.len == 0)
        c->plurals = germanic_plurals (str->str);
      else
        g_hash_table_insert (c->texts, (gpointer) id.str, str);
    }
  return TRUE;
}

AdjCatalog *
adj_catalog_load_data (GBytes *bytes, const char *where, GError **error)
{
  Mo mo = { 0 };
  mo.data = g_bytes_get_data (bytes, &mo.size);
  if (mo.size < 4 || mo.size > MO_MAX_SIZE)
    {
      fail (error, where, _("not a compiled message catalogue (.mo)"));
      return NULL;
    }
  guint32 magic;
  memcpy (&magic, mo.data, sizeof magic);
  if (magic != MO_MAGIC && GUINT32_SWAP_LE_BE (magic) != MO_MAGIC)
    {
      fail (error, where, _("not a compiled message catalogue (.mo)"));
      return NULL;
    }
  mo.swap = magic != MO_MAGIC;
  AdjCatalog *c = adj_catalog_new_english ();
  g_bytes_unref (c->bytes);
  c->bytes = g_bytes_ref (bytes);
  if (!read_mo (c, &mo, where, error))
    {
      adj_catalog_free (c);
      return NULL;
    }
  return c;
}

AdjCatalog *
adj_catalog_load_file (const char *path, GError **error)
{
  char *text = NULL;
  gsize len = 0;
  GError *io = NULL;
  if (!g_file_get_contents (path, &text, &len, &io))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_IO, "%s", io->message);
      g_error_free (io);
      return NULL;
    }
  g_autoptr (GBytes) bytes = g_bytes_new_take (text, len);
  return adj_catalog_load_data (bytes, path, error);
}

AdjCatalog *
adj_catalog_load_language (const char *lang, GError **error)
{
  /* A language code ("de", "pt_BR"), never a path. */
  for (const char *c = lang; *c != '\0'; c++)
    if (!g_ascii_isalnum (*c) && *c != '_')
      {
        g_set_error (error, ADJ_ERROR, ADJ_ERROR_NOT_FOUND, _("no catalogue for '%s'"), lang);
        return NULL;
      }
  const char *dir = g_getenv ("ADJUTANT_LOCALEDIR");
  if (dir == NULL || dir[0] == '\0')
    dir = bindtextdomain (GETTEXT_PACKAGE, NULL);
  g_autofree char *path = g_build_filename (dir != NULL ? dir : ".", lang, "LC_MESSAGES", GETTEXT_PACKAGE ".mo",
                                            NULL);
  return adj_catalog_load_file (path, error);
}

void
adj_catalog_free (AdjCatalog *c)
{
  if (c == NULL)
    return;
  g_hash_table_unref (c->texts);
  g_array_unref (c->entries);
  g_bytes_unref (c->bytes);
  g_free (c);
}

guint
adj_catalog_size (const AdjCatalog *c)
{
  return g_hash_table_size (c->texts);
}

gboolean
adj_catalog_has_plurals (const AdjCatalog *c)
{
  return c->plurals;
}

const char *
adj_catalog_gettext (const AdjCatalog *c, const char *msgid)
{
  const Text *t = g_hash_table_lookup (c->texts, msgid);
  return t != NULL ? t->str : msgid;
}

const char *
adj_catalog_ngettext (const AdjCatalog *c, const char *msgid, const char *plural, gulong n)
{
  const Text *t = c->plurals ? g_hash_table_lookup (c->texts, msgid) : NULL;
  if (t == NULL)
    return n == 1 ? msgid : plural;
  if (n == 1)
    return t->str;
  /* The second form, when the entry has one. */
  gsize first = strlen (t->str);
  return first < t->len ? t->str + first + 1 : plural;
}

const char *
adj_catalog_pgettext (const AdjCatalog *c, const char *ctx_msgid, gsize offset)
{
  const Text *t = g_hash_table_lookup (c->texts, ctx_msgid);
  return t != NULL ? t->str : ctx_msgid + offset;
}
