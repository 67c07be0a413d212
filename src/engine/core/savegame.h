/* Saved games: the "adjutant-game" format (docs/save-format.md).
 *
 * Version 2 names its ruleset; the scenario (embedded, or by id with its
 * hash), the options and the journal follow. Version 1 (written before
 * Adjutant hosted several games) loads as the ruleset that reads v1
 * saves. Loading replays every step and returns nothing unless all of
 * them replay: the caller installs a complete journal or keeps what it
 * had (as the puzzles' midend does).
 */
#pragma once

#include <glib.h>
#include <json-c/json.h>

#include "core/jsonread.h"

#include "core/journal.h"
#include "core/ruleset.h"

G_BEGIN_DECLS

#define ADJ_GAME_FORMAT "adjutant-game"
#define ADJ_GAME_VERSION 2

/* Finds the scenario of @ruleset a save names by @id (the loader then
 * checks its hash); NULL with @error when there is none. */
typedef gpointer (*AdjScenarioResolver) (const AdjRuleset *ruleset, const char *id, gpointer user_data,
                                         GError **error);

/* @embed_scenario: write the whole scenario into the save (self-contained),
 * or only its id and hash. */
json_object *adj_savegame_to_json (const AdjJournal *journal, gboolean embed_scenario);
/* Atomic: the file on disk is always the previous save or the new one. */
gboolean     adj_savegame_save (const AdjJournal *journal, const char *path, gboolean embed_scenario,
                                GError **error);

/* A step as the journal array holds it: the move (an object), or a group
 * (an array of moves). */
json_object *adj_savegame_step_to_json (const AdjJournal *journal, guint i);

/* @rulesets: the NULL-terminated list a save may name. @what names the
 * input in errors. @resolver may be NULL (then only self-contained saves
 * load). */
AdjJournal  *adj_savegame_from_json (AdjJsonVal root, const char *what,
                                     const AdjRuleset * const *rulesets, AdjScenarioResolver resolver,
                                     gpointer user_data, GError **error);
AdjJournal  *adj_savegame_load_data (const char *text, gsize len, const char *what,
                                     const AdjRuleset * const *rulesets, AdjScenarioResolver resolver,
                                     gpointer user_data, GError **error);
AdjJournal  *adj_savegame_load_file (const char *path, const AdjRuleset * const *rulesets,
                                     AdjScenarioResolver resolver, gpointer user_data, GError **error);

/* Reads step @index of a save's journal array and applies it to @journal
 * (a move, or a group applied whole). @where names the entry in errors. */
gboolean     adj_savegame_apply_step_json (AdjJournal *journal, AdjJsonVal entry, const char *where,
                                           guint index, GError **error);

/* A resolver over a GPtrArray of scenarios of the ruleset asked for. */
gpointer     adj_savegame_resolve_in_list (const AdjRuleset *ruleset, const char *id, gpointer scenarios,
                                           GError **error);

/* For the app to call after every step: writes the game (scenario
 * embedded) when its generation differs from *saved_generation, then
 * records it. */
gboolean     adj_savegame_autosave (const AdjJournal *journal, const char *path,
                                    guint64 *saved_generation, GError **error);

G_END_DECLS
