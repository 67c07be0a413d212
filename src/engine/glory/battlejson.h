/* Reading and writing battles in the "adjutant-battle" v1 JSON format
 * (docs/battle-format.md). The loader checks every field and every
 * reference and names the file, the JSON path and the reason on error;
 * the saver writes the same format back (the battle editor's export). */
#pragma once

#include <glib.h>
#include <json-c/json.h>

#include "glory/battle.h"

G_BEGIN_DECLS

#define ADJ_BATTLE_FORMAT "adjutant-battle"
#define ADJ_BATTLE_VERSION 1

/* @what names the input in errors (usually the file's base name). */
AdjBattle   *adj_battle_load_data (const char *text, gsize len, const char *what, GError **error);
AdjBattle   *adj_battle_load_file (const char *path, GError **error);
/* @where prefixes every error path, e.g. "game.json: $.battle.data". */
AdjBattle   *adj_battle_from_json (json_object *root, const char *where, GError **error);

/* Canonical JSON of the battle: same content, same text (the hash is of it). */
json_object *adj_battle_to_json (const AdjBattle *battle);
gboolean     adj_battle_save_file (const AdjBattle *battle, const char *path, GError **error);

/* Every *.json battle in @dir, sorted by id; a bad file fails the whole load. */
GPtrArray   *adj_battle_load_dir (const char *dir, GError **error);

G_END_DECLS
