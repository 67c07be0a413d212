/* The Glory that Was as a ruleset (core/ruleset.h). */
#pragma once

#include "core/ruleset.h"

G_BEGIN_DECLS

#define ADJ_TGTW_RULESET_ID "tgtw"
/* The options object's switches (its optional rules). */
#define ADJ_TGTW_SWITCH_CARDS "tactical_cards"
#define ADJ_TGTW_SWITCH_POINTS "tactical_points"
#define ADJ_TGTW_SWITCH_TDT "tdt"
#define ADJ_TGTW_SWITCH_TYPES "tactical_differential"

extern const AdjRuleset adj_tgtw_ruleset;

G_END_DECLS
