/* Helpers the combat input readers share. */
#pragma once

#include "glory/combatjson.h"

G_BEGIN_DECLS

#define ADJ_JSON_MAX_NAME 100

/* What a unit entry must give. */
typedef enum {
  ADJ_CJ_ATTACKING = 1 << 0,      /* units charge unless they say otherwise */
  ADJ_CJ_STRENGTH = 1 << 1,       /* "strength" is required */
  ADJ_CJ_COHESION = 1 << 2,       /* "cohesion" is required */
} AdjCjUnitFlags;

typedef gboolean (*AdjCjReader) (json_object *root, const char *where, gpointer out, GError **error);

/* Runs @read with the path "what: $"; on failure clears @out with @clear. */
gboolean adj_cj_run (AdjCjReader read, GDestroyNotify clear, json_object *root, const char *what,
                     gpointer out, GError **error);
/* The same from text. */
gboolean adj_cj_parse (AdjCjReader read, GDestroyNotify clear, const char *text, gsize len,
                       const char *what, gpointer out, GError **error);

/* Every helper needs a non-NULL @error: an absent optional member returns
 * NULL/TRUE without setting it. */

/* Refuses members not in @keys (NULL-terminated): a misspelt key is an error,
 * not a silent default. */
gboolean adj_cj_keys (json_object *obj, const char *const *keys, const char *where, GError **error);
/* An array member with @min..@max entries; absent is fine when @min is 0. */
json_object *adj_cj_array (json_object *obj, const char *key, guint min, guint max,
                           const char *where, GError **error);
/* NULL when absent; error when not a string or too long. */
gboolean adj_cj_string (json_object *obj, const char *key, gboolean required, char **out,
                        const char *where, GError **error);
gboolean adj_cj_roll (json_object *obj, const char *key, gboolean *has, int *out,
                      const char *where, GError **error);
gboolean adj_cj_unit (json_object *obj, const char *where, guint flags,
                      AdjCombatUnit *unit, GError **error);
gboolean adj_cj_terrain (json_object *obj, const char *where, AdjTerrainPart **parts,
                         guint *n, GError **error);
gboolean adj_cj_modifiers (json_object *obj, const char *where, GArray **out, GError **error);
gboolean adj_cj_stack_units (json_object *obj, const char *where, guint flags,
                             AdjCombatStack *stack, GError **error);

G_END_DECLS
