#include "config.h"
#include "adj-cog-battle-editor.h"
struct _AdjCogBattleEditor { AdwWindow parent_instance; char *saved; };
G_DEFINE_FINAL_TYPE (AdjCogBattleEditor, adj_cog_battle_editor, ADW_TYPE_WINDOW)
static void adj_cog_battle_editor_class_init (AdjCogBattleEditorClass *k) {}
static void adj_cog_battle_editor_init (AdjCogBattleEditor *s) {}
AdjCogBattleEditor *adj_cog_battle_editor_new (GtkWindow *p, AdjCogBattle *b, const char *path) { return g_object_new (ADJ_TYPE_COG_BATTLE_EDITOR, "transient-for", p, NULL); }
const char *adj_cog_battle_editor_get_saved_path (AdjCogBattleEditor *s) { return s->saved; }
