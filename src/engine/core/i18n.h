/* Texts meant for people (prompts, journal lines, refusals, modifier texts,
 * loader errors) go through gettext in the "adjutant" domain; ids, enum
 * names and JSON keys stay as they are. The engine never calls setlocale:
 * a program that does (the app) gets them translated, the CLI keeps its
 * messages in C so its JSON stays English.
 *
 * A thread may put a catalogue of another language in front of gettext
 * for a while (adj_i18n_push): the host answers each player's device in
 * the device's language (docs/devices.md). Every _(), C_(), ADJ_KIND()
 * and g_dngettext() of a file that includes this header goes through it;
 * with none pushed, the cost is one thread-local read before gettext. */
#pragma once

#include "config.h"

#include <glib/gi18n-lib.h>

G_BEGIN_DECLS

typedef struct _AdjCatalog AdjCatalog;

/* Texts of this thread come from @catalog (NULL: gettext, as usual) until
 * adj_i18n_pop() is given what this returned. Nests. */
const AdjCatalog *adj_i18n_push (const AdjCatalog *catalog);
void              adj_i18n_pop (const AdjCatalog *previous);

const char *adj_i18n_gettext (const char *msgid) G_GNUC_FORMAT (1);
const char *adj_i18n_ngettext (const char *msgid, const char *plural, gulong n) G_GNUC_FORMAT (1)
  G_GNUC_FORMAT (2);
const char *adj_i18n_pgettext (const char *ctx_msgid, gsize offset) G_GNUC_FORMAT (1);
const char *adj_i18n_pgettext2 (const char *ctx, const char *msgid) G_GNUC_FORMAT (2);

G_END_DECLS

#undef _
#define _(String) ((char *) adj_i18n_gettext (String))
#undef C_
#define C_(Context, String) adj_i18n_pgettext (Context "\004" String, sizeof (Context))
/* The engine calls it by glib's name, always in our domain. */
#define g_dngettext(Domain, Msgid, Plural, N) adj_i18n_ngettext ((Msgid), (Plural), (N))

/* Kinds of things a file names by id ("unit", "leader"), marked with
 * NC_ ("id kind", ...) and passed untranslated; ADJ_KIND() translates one
 * where a message prints it. */
#define ADJ_KIND(what) adj_i18n_pgettext2 ("id kind", (what))
