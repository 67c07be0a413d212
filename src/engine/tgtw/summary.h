/* What the current step asks, a one-line headline, and the whole standing
 * as JSON (adjutant-cli tgtw replay). */
#pragma once

#include <glib.h>
#include <json-c/json.h>

#include "tgtw/state.h"

G_BEGIN_DECLS

/* @text and @rule are static (translated); @side is the army that acts,
 * or -1 for both or either. */
void         adj_tgtw_state_prompt (const AdjTgtwState *state, const char **text, const char **rule, int *side);
/* "Turn 3, Action Phase: Centre, Persians". */
char        *adj_tgtw_state_headline (const AdjTgtwState *state);
/* By ids; cards stay hidden until both armies have chosen (11.0). */
json_object *adj_tgtw_state_summary (const AdjTgtwState *state);

G_END_DECLS
