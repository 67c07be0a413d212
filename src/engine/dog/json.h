/* JSON helpers Days of Glory's loaders share: strings refused when they
 * hold a NUL byte or are too long, members checked against the ones a
 * format knows, points that may be halves (19.2), chances. */
#pragma once

#include <glib.h>
#include <json-c/json.h>

#include "core/jsonread.h"

G_BEGIN_DECLS

/* Names and texts in Days of Glory files. */
#define ADJ_DOG_MAX_TEXT 200

/* The string member @key (NULL when absent and @optional, or on error):
 * 1 to @max_len bytes of UTF-8 without a NUL byte. */
const char  *adj_dog_json_string (json_object *obj, const char *key, gboolean optional, guint max_len,
                                  const char *where, GError **error);
/* The same checks on a string value (@where names it). */
gboolean     adj_dog_json_check_text (json_object *value, guint max_len, const char *where,
                                      GError **error);
/* Refuses members of @obj not in the NULL-terminated @known (a typo such
 * as "rifeld" would otherwise change a cost silently). */
gboolean     adj_dog_json_only (json_object *obj, const char * const *known, const char *where,
                                GError **error);
/* The enum member @key whose id @from_string knows; @optional leaves *out. */
gboolean     adj_dog_json_enum (json_object *obj, const char *key, gboolean optional,
                                int (*from_string) (const char *id), const char *kind, int *out,
                                const char *where, GError **error);
/* The array member @key with at most @max entries (NULL if absent). */
json_object *adj_dog_json_array (json_object *obj, const char *key, gboolean optional, guint max,
                                 const char *where, GError **error);

/* The same five over the fast reader's values (core/jsonread.h). */
const char  *adj_dog_jsonread_string (AdjJsonVal obj, const char *key, gboolean optional, guint max_len,
                                      const char *where, GError **error);
gboolean     adj_dog_jsonread_check_text (AdjJsonVal value, guint max_len, const char *where, GError **error);
gboolean     adj_dog_jsonread_only (AdjJsonVal obj, const char * const *known, const char *where,
                                    GError **error);
gboolean     adj_dog_jsonread_enum (AdjJsonVal obj, const char *key, gboolean optional,
                                    int (*from_string) (const char *id), const char *kind, int *out,
                                    const char *where, GError **error);
AdjJsonVal   adj_dog_jsonread_array (AdjJsonVal obj, const char *key, gboolean optional, guint max,
                                     const char *where, GError **error);

/* Points counted in halves (19.2: half points): 33 halves print 16.5. */
json_object *adj_dog_json_halves (int halves);
/* A chance with 12 significant digits (1/6 prints 0.166666666667). */
json_object *adj_dog_json_chance (double p);

G_END_DECLS
