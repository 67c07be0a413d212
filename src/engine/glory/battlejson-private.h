/* Helpers shared by the battle loader's files (battlejson.c, battleunits.c). */
#pragma once

#include <json-c/json.h>

#include "glory/battle-private.h"

G_BEGIN_DECLS

#define MAX_ID 64
#define MAX_TEXT 200
#define MAX_NOTES 20000
#define MAX_COMMANDS 256
#define MAX_LEADERS 1024
#define MAX_UNITS 4096
#define MAX_MARKERS 512
#define MAX_AMS 1024
#define MAX_TURNS 1000
#define MAX_RULES 256
#define MAX_COUNT 9

typedef struct {
  AdjBattle *b;
  const char *root;     /* "file: $" */
  GHashTable *names;    /* one namespace for every id: id -> what it names */
  GHashTable *marker_names;  /* AM kinds have their own, so an AM may share its command's id */
} Loader;

gboolean     adj_bj_fail (GError **error, int code, const char *format, ...) G_GNUC_PRINTF (3, 4);
json_object *adj_bj_array (json_object *obj, const char *key, gboolean optional, guint max,
                           const char *where, GError **error);
/* Non-empty UTF-8 text of at most @max bytes. */
const char  *adj_bj_text (json_object *obj, const char *key, gboolean optional, gsize max,
                          const char *where, GError **error);
/* An optional text: TRUE with *out NULL when absent. */
gboolean     adj_bj_text_opt (json_object *obj, const char *key, gsize max, const char **out,
                              const char *where, GError **error);
/* A new id in the battle's single namespace (@what names its kind in errors). */
const char  *adj_bj_id (GHashTable *names, json_object *obj, const char *key, const char *what,
                        const char *where, GError **error);
gboolean     adj_bj_bool (json_object *obj, const char *key, gboolean dflt, gboolean *out,
                          const char *where, GError **error);
gboolean     adj_bj_ref (GHashTable *ids, const char *what, json_object *obj, const char *key,
                         gboolean optional, int *out, const char *where, GError **error);
gboolean     adj_bj_side (Loader *L, json_object *obj, const char *key, gboolean optional,
                          int *out, const char *where, GError **error);
gboolean     adj_bj_turn (Loader *L, json_object *obj, const char *key, int *out,
                          const char *where, GError **error);

/* battleoptions.c */
void         adj_bj_options_defaults (AdjBattleOptions *options);
gboolean     adj_bj_load_options (Loader *L, json_object *root, GError **error);
/* Each side's army (12.4) and what the options ask of the sides (14.31). */
gboolean     adj_bj_check_sides (Loader *L, json_object *sides, GError **error);
/* Only the options that differ from Glory III's battles; NULL for none. */
json_object *adj_bj_options_to_json (const AdjBattle *battle);

/* battleunits.c */
gboolean     adj_bj_load_units (Loader *L, json_object *root, GError **error);
gboolean     adj_bj_load_markers (Loader *L, json_object *commands, GError **error);

G_END_DECLS
