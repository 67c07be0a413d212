/* Refusing what a reader does not know, and showing file text safely in
 * messages (issue 24: loaders strict, with messages that help). */
#pragma once

#include <glib.h>
#include <json-c/json.h>

G_BEGIN_DECLS

/* Checks that @obj is an object whose members are all among the
 * NULL-terminated @known; else fails naming @path and the first unknown
 * member, with the ones it takes, so a misspelt name is never ignored. */
gboolean adj_json_only_members (json_object       *obj,
                                const char *const *known,
                                const char        *path,
                                GError           **error);

/* @text as a message may show it: valid UTF-8 (a bad byte becomes U+FFFD),
 * control characters escaped (one line), at most 64 characters. */
char *adj_json_text_shown (const char *text);

/* The member "version" of a file that reads versions @min to @max: a
 * larger one says the file comes from a newer Adjutant, which is what the
 * player needs to know, not just that it is out of range. */
gboolean adj_json_get_version (json_object  *root,
                               int           min,
                               int           max,
                               int          *out,
                               const char   *where,
                               GError      **error);

G_END_DECLS
