/* Every game the engine hosts, in the order the app offers them. The one
 * place that names them all: core/ knows none, and no ruleset another. */
#pragma once

#include "core/ruleset.h"

G_BEGIN_DECLS

/* NULL-terminated. */
const AdjRuleset * const *adj_rulesets (void);

G_END_DECLS
