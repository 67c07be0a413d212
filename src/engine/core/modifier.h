/* A die-roll modifier with the rule that grants it (docs/design.md principles 2
 * and 5): every calculator returns the list it applied, so the app and the
 * CLI can show each number next to its rule. */
#pragma once

#include <glib.h>
#include <json-c/json.h>

G_BEGIN_DECLS

typedef struct {
  int value;
  char *rule; /* "10.25" */
  char *text; /* short own wording, e.g. "cohesion differential 7 - 4" */
} AdjModifier;

/* A GArray of AdjModifier that frees its strings. */
GArray      *adj_modifiers_new (void);
void         adj_modifiers_add (GArray *mods, int value, const char *rule,
                                const char *format, ...) G_GNUC_PRINTF (4, 5);
int          adj_modifiers_total (const GArray *mods);
const AdjModifier *adj_modifiers_find (const GArray *mods, const char *rule);
/* [{"value":1,"rule":"10.23","text":"..."}, ...] */
json_object *adj_modifiers_to_json (const GArray *mods);

G_END_DECLS
