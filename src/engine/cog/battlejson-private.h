/* Shared by the two halves of the battle loader. */
#pragma once

#include "cog/battle-private.h"
#include "cog/jsonread.h"

G_BEGIN_DECLS


typedef struct {
  AdjCogBattle *b;
  const char *root;      /* "battle.json: $" */
  GHashTable *seen;      /* every id of the file: one namespace */
  GHashTable *turn_seen; /* turn labels */
} CogLoader;

gboolean adj_cog_bj_turn (CogLoader *L, json_object *obj, const char *key, gboolean optional, int *out,
                          const char *where, GError **error);
gboolean adj_cog_bj_ref (GHashTable *ids, const char *kind, json_object *item, int *out, const char *where,
                         GError **error);
gboolean adj_cog_bj_side (json_object *obj, const char *key, AdjCogSide *out, const char *where,
                          GError **error);
gboolean adj_cog_bj_formations (CogLoader *L, json_object *obj, AdjCogSide side, guint **out, guint *n_out,
                                const char *where, GError **error);

/* battlemarkers.c */
gboolean adj_cog_bj_load_markers (CogLoader *L, json_object *root, GError **error);
gboolean adj_cog_bj_load_chart (CogLoader *L, json_object *root, GError **error);
gboolean adj_cog_bj_load_victory (CogLoader *L, json_object *root, GError **error);

G_END_DECLS
