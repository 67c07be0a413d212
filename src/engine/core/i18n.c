/* The engine's gettext, with a catalogue a thread may put in front of it
 * (i18n.h). The one piece of per-thread state in the engine: a texts'
 * language is not worth a parameter through every describe and refuse. */
#include "core/i18n.h"

#include <string.h>

#include "core/catalog.h"

static _Thread_local const AdjCatalog *current;

const AdjCatalog *
adj_i18n_push (const AdjCatalog *catalog)
{
  const AdjCatalog *previous = current;
  current = catalog;
  return previous;
}

void
adj_i18n_pop (const AdjCatalog *previous)
{
  current = previous;
}

/* The macros of i18n.h name glib's functions: here, glib's own. */
#undef g_dngettext

const char *
adj_i18n_gettext (const char *msgid)
{
  const AdjCatalog *c = current;
  if (G_LIKELY (c == NULL))
    return g_dgettext (GETTEXT_PACKAGE, msgid);
  return adj_catalog_gettext (c, msgid);
}

const char *
adj_i18n_ngettext (const char *msgid, const char *plural, gulong n)
{
  const AdjCatalog *c = current;
  if (G_LIKELY (c == NULL))
    return g_dngettext (GETTEXT_PACKAGE, msgid, plural, n);
  return adj_catalog_ngettext (c, msgid, plural, n);
}

const char *
adj_i18n_pgettext (const char *ctx_msgid, gsize offset)
{
  const AdjCatalog *c = current;
  if (G_LIKELY (c == NULL))
    return g_dpgettext (GETTEXT_PACKAGE, ctx_msgid, offset);
  return adj_catalog_pgettext (c, ctx_msgid, offset);
}

const char *
adj_i18n_pgettext2 (const char *ctx, const char *msgid)
{
  const AdjCatalog *c = current;
  if (G_LIKELY (c == NULL))
    return g_dpgettext2 (GETTEXT_PACKAGE, ctx, msgid);
  /* A context's key is "ctx\004msgid"; kinds are short. */
  char key[256];
  gsize n = strlen (ctx), m = strlen (msgid);
  if (n + 1 + m >= sizeof key)
    return msgid;
  memcpy (key, ctx, n);
  key[n] = '\004';
  memcpy (key + n + 1, msgid, m + 1);
  const char *text = adj_catalog_pgettext (c, key, n + 1);
  return text == key + n + 1 ? msgid : text;  /* never the stack's copy */
}
