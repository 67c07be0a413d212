/* A message catalogue read from a compiled GNU .mo file, for texts in a
 * language other than the process's own: the host gives each player's
 * device the engine's texts in the device's language (docs/devices.md)
 * while the laptop keeps its own. Used through core/i18n.h's
 * adj_i18n_push(); an English catalogue is an empty one (the msgids).
 *
 * Plural forms: the Germanic rule (nplurals=2; plural=(n != 1), which
 * German and English share) is understood; a catalogue with any other
 * rule gives plural texts in English. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _AdjCatalog AdjCatalog;

/* No translations: every text is its msgid (English). */
AdjCatalog *adj_catalog_new_english (void);
/* The .mo in @bytes, checked whole: byte order, every offset inside the
 * data, every text NUL-ended and UTF-8. @where names it in errors.
 * NULL with ADJ_ERROR_FORMAT when it is not a catalogue we can trust. */
AdjCatalog *adj_catalog_load_data (GBytes *bytes, const char *where, GError **error);
AdjCatalog *adj_catalog_load_file (const char *path, GError **error);
/* DIR/LANG/LC_MESSAGES/adjutant.mo, DIR being $ADJUTANT_LOCALEDIR when
 * set (the build's tests), else the directory gettext is bound to. */
AdjCatalog *adj_catalog_load_language (const char *lang, GError **error);
void        adj_catalog_free (AdjCatalog *catalog);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjCatalog, adj_catalog_free)

/* How many texts it translates (the header not counted). */
guint       adj_catalog_size (const AdjCatalog *catalog);
/* Whether its plural rule is the Germanic one it can follow. */
gboolean    adj_catalog_has_plurals (const AdjCatalog *catalog);

/* As gettext: the translation, or @msgid itself. Returned texts live as
 * long as the catalogue. */
const char *adj_catalog_gettext (const AdjCatalog *catalog, const char *msgid) G_GNUC_FORMAT (2);
const char *adj_catalog_ngettext (const AdjCatalog *catalog, const char *msgid, const char *plural,
                                  gulong n) G_GNUC_FORMAT (3);
/* @ctx_msgid is "context\004msgid"; untranslated, the msgid part. */
const char *adj_catalog_pgettext (const AdjCatalog *catalog, const char *ctx_msgid, gsize offset)
  G_GNUC_FORMAT (2);

G_END_DECLS
