/* A device's language (adj-host-lang.h). */
#include "adj-host-lang.h"

#include <string.h>

static const char *const codes[ADJ_HOST_N_LANGS] = { "en", "de" };

AdjHostLang
adj_host_lang_from_header (const char *accept_language)
{
  if (accept_language == NULL)
    return ADJ_HOST_LANG_EN;
  g_auto (GStrv) ranges = g_strsplit (accept_language, ",", 64);
  for (guint i = 0; ranges[i] != NULL; i++)
    {
      /* "de-DE;q=0.8": the tag, then its weight. */
      g_auto (GStrv) parts = g_strsplit (ranges[i], ";", 8);
      const char *tag = g_strstrip (parts[0]);
      gboolean unwanted = FALSE;
      for (guint k = 1; parts[k] != NULL; k++)
        {
          const char *p = g_strstrip (parts[k]);
          if (g_ascii_strncasecmp (p, "q=", 2) == 0 && g_ascii_strtod (p + 2, NULL) <= 0.0)
            unwanted = TRUE;
        }
      if (!unwanted && g_ascii_strncasecmp (tag, "de", 2) == 0 && (tag[2] == '\0' || tag[2] == '-' || tag[2] == '_'))
        return ADJ_HOST_LANG_DE;
    }
  return ADJ_HOST_LANG_EN;
}

const char *
adj_host_lang_code (AdjHostLang lang)
{
  return codes[lang < ADJ_HOST_N_LANGS ? lang : ADJ_HOST_LANG_EN];
}

const AdjCatalog *
adj_host_lang_catalog (AdjHostLang lang)
{
  static gsize loaded[ADJ_HOST_N_LANGS];
  static AdjCatalog *catalogs[ADJ_HOST_N_LANGS];
  if (lang >= ADJ_HOST_N_LANGS)
    lang = ADJ_HOST_LANG_EN;
  if (g_once_init_enter (&loaded[lang]))
    {
      GError *error = NULL;
      AdjCatalog *c = lang == ADJ_HOST_LANG_EN ? adj_catalog_new_english ()
                                               : adj_catalog_load_language (codes[lang], &error);
      if (c == NULL)
        {
          /* Not installed (or damaged): that device reads English. */
          g_message ("the devices' %s texts fall back to English: %s", codes[lang], error->message);
          g_error_free (error);
          c = lang == ADJ_HOST_LANG_EN ? NULL : (AdjCatalog *) adj_host_lang_catalog (ADJ_HOST_LANG_EN);
        }
      catalogs[lang] = c;
      g_once_init_leave (&loaded[lang], 1);
    }
  return catalogs[lang];
}
