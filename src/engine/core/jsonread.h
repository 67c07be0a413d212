/* A small, strict, fast JSON reader for the files a game is loaded from
 * (saves, autosave logs, the moves in them): one pass over the text into
 * a flat array of nodes, no allocation per node, a string unescaped only
 * when asked (docs/design.md, "Reading saves"; issue 24: 10,000 actions
 * within 100M instructions).
 *
 * It refuses what adj_json_parse() refuses (json-c's strict mode and the
 * checks around it), with the same messages, and its typed getters are
 * those of core/jsonutil.h with the same messages, so a loader ported to
 * it says the same things. Writing stays with json-c.
 *
 * A value is a pointer into its document, valid until the document is
 * freed. A document is not for two threads at once: strings are unescaped
 * in place the first time they are asked for.
 */
#pragma once

#include <glib.h>
#include <json-c/json.h>

G_BEGIN_DECLS

typedef struct _AdjJsonDoc AdjJsonDoc;
typedef struct _AdjJsonNode AdjJsonNode;
/* A value of a document; NULL reads as a missing value (and as null). */
typedef const AdjJsonNode *AdjJsonVal;

/* Parses @len bytes of @text (copied). @what names the source in errors. */
AdjJsonDoc *adj_jsonread_parse (const char  *text,
                                gsize        len,
                                const char  *what,
                                GError     **error);
/* Reads and parses @path (adj_json_read_file's limits); errors name the
 * file by its display name. */
AdjJsonDoc *adj_jsonread_load_file (const char *path, GError **error);
void        adj_jsonread_free  (AdjJsonDoc *doc);
AdjJsonVal  adj_jsonread_root  (const AdjJsonDoc *doc);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjJsonDoc, adj_jsonread_free)

/* The kinds are json-c's, so that messages name them alike; a JSON null
 * and a missing value (NULL) are json_type_null. */
json_type   adj_jsonread_type  (AdjJsonVal v);
gboolean    adj_jsonread_is    (AdjJsonVal v, json_type type);
/* Elements of an array, members of an object; 0 for any other value. */
guint       adj_jsonread_length (AdjJsonVal v);
/* The first element (or member's value) of @v and the one after @v in
 * its array or object; NULL past the end. */
AdjJsonVal  adj_jsonread_first (AdjJsonVal v);
AdjJsonVal  adj_jsonread_next  (AdjJsonVal v);
/* Element @i of an array (a walk: use first/next to go through one). */
AdjJsonVal  adj_jsonread_index (AdjJsonVal v, guint i);
/* The member @key of object @v (the last one, as json-c keeps), or NULL. */
AdjJsonVal  adj_jsonread_get   (AdjJsonVal v, const char *key);
/* The name of the member whose value @v is. */
const char *adj_jsonread_key   (AdjJsonVal v);
/* A string's text, unescaped (NUL-terminated); NULL for another kind. */
const char *adj_jsonread_string (AdjJsonVal v);
/* Its length in bytes (0 for another kind). */
gsize       adj_jsonread_string_len (AdjJsonVal v);
gboolean    adj_jsonread_boolean (AdjJsonVal v);
/* An integer as json-c reads it: a literal past either end of int64 is
 * held at that end (2^63 to 2^64-1 read as INT64_MAX here). */
gint64      adj_jsonread_int64 (AdjJsonVal v);
/* The same held within int, as json_object_get_int does. */
int         adj_jsonread_int (AdjJsonVal v);
/* The same as unsigned: 0 for a negative one, up to UINT64_MAX. */
guint64     adj_jsonread_uint64 (AdjJsonVal v);
double      adj_jsonread_double (AdjJsonVal v);
/* A number's text as the file has it. */
char       *adj_jsonread_number_text (AdjJsonVal v);

/* @v as json-c objects, for the parts of a file still read by json-c
 * code (an embedded scenario, the options). */
json_object *adj_jsonread_to_object (AdjJsonVal v);

/* Runs @read on @obj written out and read again: the readers of moves
 * read AdjJsonVal, and a move that arrives as json-c objects (a CLI
 * argument, a device's request) goes through the same reader. */
typedef gpointer (*AdjJsonReadFunc) (AdjJsonVal v, gconstpointer data, const char *where, GError **error);
gpointer     adj_jsonread_object_with (json_object *obj, AdjJsonReadFunc read, gconstpointer data,
                                       const char *where, GError **error);

/* Iterates over the members of object @obj: @key and @value. */
#define adj_jsonread_foreach(obj, key, value)                                                         \
  for (AdjJsonVal value = adj_jsonread_first (obj); value != NULL; value = adj_jsonread_next (value)) \
    for (const char *key = adj_jsonread_key (value), *key##_once = key; key##_once != NULL; key##_once = NULL)

/* Typed access, as the adj_json_* getters of core/jsonutil.h. */
AdjJsonVal  adj_jsonread_member (AdjJsonVal obj, const char *key, json_type type,
                                 const char *where, GError **error);
gboolean    adj_jsonread_get_int (AdjJsonVal obj, const char *key, int min, int max, int *out,
                                  const char *where, GError **error);
gboolean    adj_jsonread_get_int_opt (AdjJsonVal obj, const char *key, int min, int max, int *out,
                                      const char *where, GError **error);
gboolean    adj_jsonread_get_bool_opt (AdjJsonVal obj, const char *key, gboolean *out,
                                       const char *where, GError **error);
const char *adj_jsonread_get_string (AdjJsonVal obj, const char *key, const char *where, GError **error);
const char *adj_jsonread_get_string_opt (AdjJsonVal obj, const char *key, const char *where, GError **error);
gboolean    adj_jsonread_check_int (AdjJsonVal v, int min, int max, int *out, const char *where,
                                    GError **error);
/* A seed: any unsigned 64-bit number; a negative one reads as the
 * unsigned value with the same bits (core/jsonutil.h). */
gboolean    adj_jsonread_check_seed (AdjJsonVal v, guint64 *out, const char *where, GError **error);
gboolean    adj_jsonread_get_seed_opt (AdjJsonVal obj, const char *key, gboolean *found, guint64 *out,
                                       const char *where, GError **error);
/* As adj_json_get_version and adj_json_only_members (core/jsonmembers.h). */
gboolean    adj_jsonread_get_version (AdjJsonVal root, int min, int max, int *out, const char *where,
                                      GError **error);
gboolean    adj_jsonread_only_members (AdjJsonVal obj, const char *const *known, const char *path,
                                       GError **error);

/* Shared with core/jsonutil.c: where a byte is, and the first byte of
 * @text that is not valid UTF-8 (a NUL byte is left to the parser), or
 * @len. */
void        adj_json_line_col (const char *text, gsize offset, int *line, int *col);
gsize       adj_json_first_bad_utf8 (const char *text, gsize len);

G_END_DECLS
