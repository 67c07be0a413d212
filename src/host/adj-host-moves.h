/* A device's moves: read as saves write them and checked for its side
 * before the owner applies them; a refusal said again in the device's
 * language. */
#pragma once

#include <adjutant-engine.h>

G_BEGIN_DECLS

/* The moves of @root for @side's device, added to @moves; when refused,
 * *@status says why (400: not moves; 403: not this side's to make). */
gboolean adj_host_read_moves (AdjJournal *journal, int side, json_object *root, GPtrArray *moves, guint *status,
                              GError **error);

/* The rules' refusal of @moves on the game as it is, in the language
 * pushed now (adj_i18n_push): NULL when the rules take them (the owner
 * refused for a reason of its own). Only a refused move pays for it. */
GError  *adj_host_refusal (AdjJournal *journal, gconstpointer const *moves, guint n);

G_END_DECLS
