/* Saved games: the "adjutant-game" v1 format (docs/save-format.md) is the
 * battle (embedded, or by id with its hash), the options and the journal.
 * Loading replays every action and returns nothing unless all of them
 * replay: the caller installs a complete journal or keeps what it had. */
#pragma once

#include <glib.h>
#include <json-c/json.h>

#include "glory/journal.h"

G_BEGIN_DECLS

#define ADJ_GAME_FORMAT "adjutant-game"
#define ADJ_GAME_VERSION 1

/* Finds the battle a save names by id (and whose hash it recorded, which
 * the loader checks again); NULL with @error when it has none. */
typedef AdjBattle *(*AdjBattleResolver) (const char *id, gpointer user_data, GError **error);

/* @embed_battle: write the whole battle into the save (self-contained), or
 * only its id and hash. */
json_object *adj_savegame_to_json (const AdjJournal *journal, gboolean embed_battle);
/* Atomic: the file on disk is always the previous save or the new one. */
gboolean     adj_savegame_save (const AdjJournal *journal, const char *path, gboolean embed_battle,
                                GError **error);

AdjJournal  *adj_savegame_from_json (json_object *root, const char *what,
                                     AdjBattleResolver resolver, gpointer user_data, GError **error);
AdjJournal  *adj_savegame_load_data (const char *text, gsize len, const char *what,
                                     AdjBattleResolver resolver, gpointer user_data, GError **error);
AdjJournal  *adj_savegame_load_file (const char *path, AdjBattleResolver resolver,
                                     gpointer user_data, GError **error);

/* A resolver over a GPtrArray of AdjBattle (e.g. from adj_battle_load_dir). */
AdjBattle   *adj_savegame_resolve_in_list (const char *id, gpointer battles, GError **error);

/* For the app to call after every action: writes the game (battle embedded)
 * when its generation differs from *saved_generation, then records it. */
gboolean     adj_savegame_autosave (const AdjJournal *journal, const char *path,
                                    guint64 *saved_generation, GError **error);

G_END_DECLS
