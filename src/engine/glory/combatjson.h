/* The combat calculators' JSON input (docs/calculators.md), shared by the
 * CLI, the fuzzers and the app. Every error names the input, the JSON path
 * and the reason: "charge.json: $.attackers[0].units[1].cohesion: missing".
 */
#pragma once

#include <glib.h>
#include <json-c/json.h>

#include "glory/artillery.h"
#include "glory/charge.h"
#include "glory/fixedglory.h"

G_BEGIN_DECLS

/* On failure the input is left cleared. @what names the source in errors. */
gboolean adj_charge_input_from_json (json_object *root, const char *what, AdjChargeInput *out,
                                     GError **error);
gboolean adj_fire_input_from_json (json_object *root, const char *what, AdjFireInput *out,
                                   GError **error);
gboolean adj_fixed_fire_input_from_json (json_object *root, const char *what,
                                         AdjFixedFireInput *out, GError **error);

/* The same from text (size- and depth-limited, adj_json_parse). */
gboolean adj_charge_input_parse (const char *text, gsize len, const char *what,
                                 AdjChargeInput *out, GError **error);
gboolean adj_fire_input_parse (const char *text, gsize len, const char *what,
                               AdjFireInput *out, GError **error);
gboolean adj_fixed_fire_input_parse (const char *text, gsize len, const char *what,
                                     AdjFixedFireInput *out, GError **error);

G_END_DECLS
