/* Reading JSON files safely and getting typed members with a path for errors.
 *
 * Every getter names the member by a JSON-path-like string ("$.cells[2].source")
 * so a loader's error tells the player where in the file the problem is.
 */
#pragma once

#include <glib.h>
#include <json-c/json.h>

G_BEGIN_DECLS

/* Shared files are refused above this size before they are parsed (issue: reliability). */
#define ADJ_JSON_MAX_BYTES (16u * 1024u * 1024u)
/* No Adjutant format nests deeper than this. */
#define ADJ_JSON_MAX_DEPTH 32

/* Parses @len bytes of @text. @what names the source in errors (a file name). */
json_object *adj_json_parse (const char  *text,
                             gsize        len,
                             const char  *what,
                             GError     **error);

/* Reads @path whole, refusing a file over ADJ_JSON_MAX_BYTES before reading
 * it. The text is NUL-terminated; *len excludes the NUL. */
char *adj_json_read_file (const char  *path,
                          gsize       *len,
                          GError     **error);

/* Reads and parses @path, refusing files over ADJ_JSON_MAX_BYTES unread. */
json_object *adj_json_load_file (const char  *path,
                                 GError     **error);

/* @obj as the files are written (pretty, spaced, "/" unescaped); *len
 * excludes the NUL. */
char *adj_json_to_text (json_object *obj, gsize *len);
/* Writes @len bytes of @text to @path atomically, as below. */
gboolean adj_json_save_text (const char   *text,
                             gsize         len,
                             const char   *path,
                             GError      **error);

/* Writes @obj to @path atomically: temp file in the same directory, fsync,
 * rename. The previous file survives any crash before the rename. */
gboolean adj_json_save_file (json_object  *obj,
                             const char   *path,
                             GError      **error);

/* Typed access. @where is "file: path" context for errors. A missing member
 * is an error unless the _opt variant is used, which leaves *out untouched. */
/* Writers of the canonical files: a string member only when there is one,
 * a boolean only when it is true (FALSE is every format's default). */
void adj_json_add_string (json_object *obj, const char *key, const char *value);
void adj_json_add_int (json_object *obj, const char *key, int value);
void adj_json_add_true (json_object *obj, const char *key, gboolean value);

json_object *adj_json_member (json_object *obj, const char *key, json_type type,
                              const char *where, GError **error);
gboolean adj_json_get_int (json_object *obj, const char *key, int min, int max,
                           int *out, const char *where, GError **error);
gboolean adj_json_get_int_opt (json_object *obj, const char *key, int min, int max,
                               int *out, const char *where, GError **error);
/* A NULL @obj is an object without the member: a game started with no
 * options takes every switch's default. */
gboolean adj_json_get_bool_opt (json_object *obj, const char *key, gboolean *out,
                                const char *where, GError **error);
const char *adj_json_get_string (json_object *obj, const char *key,
                                 const char *where, GError **error);
const char *adj_json_get_string_opt (json_object *obj, const char *key,
                                     const char *where, GError **error);

/* A virtual roll's seed: any unsigned 64-bit number. It is written as that
 * number; a negative integer reads as the unsigned value with the same 64
 * bits, since an earlier Clash of Giants III wrote seeds of 2^63 and more
 * that way, so those games open again. (json-c holds a number past either
 * end at the end: the roll it replays is checked against the save.) */
json_object *adj_json_new_seed (guint64 seed);
gboolean adj_json_check_seed (json_object *value, guint64 *out, const char *where, GError **error);
/* The optional member "seed" of @obj: *found tells whether it is there. */
gboolean adj_json_get_seed_opt (json_object *obj, const char *key, gboolean *found, guint64 *out,
                                const char *where, GError **error);

/* "an integer", "a string"...: a kind of value as messages name it. */
const char *adj_json_type_name (json_type type);

/* Checks that @value is an integer in [min, max]. */
gboolean adj_json_check_int (json_object *value, int min, int max, int *out,
                             const char *where, GError **error);

G_END_DECLS
