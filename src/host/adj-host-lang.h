/* The language a player's device reads the host's texts in (docs/
 * devices.md): German when its browser asks for German among its
 * languages, as the page decides its own words; English otherwise. */
#pragma once

#include <glib.h>

#include "core/catalog.h"

G_BEGIN_DECLS

typedef enum {
  ADJ_HOST_LANG_EN,
  ADJ_HOST_LANG_DE,
  ADJ_HOST_N_LANGS,
} AdjHostLang;

/* From an Accept-Language header (NULL: none sent): German when any
 * language it lists, with a weight above 0, is German. */
AdjHostLang       adj_host_lang_from_header (const char *accept_language);
const char       *adj_host_lang_code (AdjHostLang lang);
/* The catalogue of @lang, read once for the process and kept (texts the
 * engine gave out under it stay valid); English when it cannot be read. */
const AdjCatalog *adj_host_lang_catalog (AdjHostLang lang);

G_END_DECLS
