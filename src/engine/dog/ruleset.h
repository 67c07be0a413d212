/* Days of Glory as a ruleset of Adjutant (core/ruleset.h). */
#pragma once

#include "core/journal.h"
#include "core/ruleset.h"
#include "dog/battle.h"

G_BEGIN_DECLS

#define ADJ_DOG_RULESET_ID "dog"

extern const AdjRuleset adj_dog_ruleset;

G_END_DECLS
