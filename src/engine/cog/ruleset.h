/* Clash of Giants III's ruleset table (core/ruleset.h). */
#pragma once

#include "core/journal.h"
#include "core/ruleset.h"
#include "cog/battle.h"

G_BEGIN_DECLS

#define ADJ_COG_RULESET_ID "cog"

extern const AdjRuleset adj_cog_ruleset;

/* A game of @battle with @options (NULL: the defaults). */
AdjJournal *adj_cog_journal_new (AdjCogBattle *battle, json_object *options, GError **error);

G_END_DECLS
