/* Reading helpers shared by cog's loaders (battle, moves, CLI inputs):
 * every error names the JSON path, every string is checked. */
#pragma once

#include <glib.h>
#include <json-c/json.h>

#include "core/jsonread.h"

G_BEGIN_DECLS

#define ADJ_COG_MAX_ID 64
#define ADJ_COG_MAX_TEXT 200
#define ADJ_COG_MAX_NOTES 4000


gboolean     adj_cog_json_fail (GError **error, int code, const char *format, ...) G_GNUC_PRINTF (3, 4);

/* The array member @key with at most @max entries; NULL with no error when
 * @optional and absent (check *error to tell). */
json_object *adj_cog_json_array (json_object *obj, const char *key, gboolean optional, guint max,
                                 const char *where, GError **error);
/* The same for an optional array: *out is NULL (and TRUE returned) when
 * it is absent. */
gboolean     adj_cog_json_opt_array (json_object *obj, const char *key, guint max, json_object **out,
                                     const char *where, GError **error);
/* A string member of 1..@max bytes of UTF-8; *out is NULL when @optional
 * and absent. */
gboolean     adj_cog_json_text (json_object *obj, const char *key, gboolean optional, gsize max,
                                const char **out, const char *where, GError **error);
/* An id: letters, digits, '-', '_' and '.', unique within @seen (which
 * remembers it) when @seen is not NULL. */
gboolean     adj_cog_json_id (json_object *obj, const char *key, GHashTable *seen, const char **out,
                              const char *where, GError **error);
/* An optional boolean with a default. */
gboolean     adj_cog_json_bool (json_object *obj, const char *key, gboolean dflt, gboolean *out,
                                const char *where, GError **error);
/* An optional integer with a default. */
gboolean     adj_cog_json_int (json_object *obj, const char *key, int min, int max, int dflt, int *out,
                               const char *where, GError **error);
/* A die roll 1..6 in member @key. */
gboolean     adj_cog_json_roll (json_object *obj, const char *key, int *out, const char *where,
                                GError **error);

/* The same over the fast reader's values (core/jsonread.h). */
AdjJsonVal   adj_cog_jsonread_array (AdjJsonVal obj, const char *key, gboolean optional, guint max,
                                     const char *where, GError **error);
gboolean     adj_cog_jsonread_opt_array (AdjJsonVal obj, const char *key, guint max, AdjJsonVal *out,
                                         const char *where, GError **error);
gboolean     adj_cog_jsonread_text (AdjJsonVal obj, const char *key, gboolean optional, gsize max,
                                    const char **out, const char *where, GError **error);
gboolean     adj_cog_jsonread_bool (AdjJsonVal obj, const char *key, gboolean dflt, gboolean *out,
                                    const char *where, GError **error);
gboolean     adj_cog_jsonread_int (AdjJsonVal obj, const char *key, int min, int max, int dflt, int *out,
                                   const char *where, GError **error);
gboolean     adj_cog_jsonread_roll (AdjJsonVal obj, const char *key, int *out, const char *where,
                                    GError **error);

G_END_DECLS
