/* Where shipped data and the user's own files live. Pure functions of the
 * environment: no caching, so tests can point them anywhere. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* $ADJUTANT_DATADIR, else the installed data dir when it exists, else the
 * source tree's data/ (running from a build dir). */
char *adj_paths_data_dir (void);
/* A file under the shipped data dir, e.g. ("charts", NULL). */
char *adj_paths_data_file (const char *first, ...) G_GNUC_NULL_TERMINATED;
/* $XDG_DATA_HOME/adjutant/NAME (the player's chart values, autosaves). */
char *adj_paths_user_file (const char *name);

G_END_DECLS
