/* adj-recent.h: the games and scenarios opened lately
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "adj-game-session.h"

G_BEGIN_DECLS

/* The MIME types of Adjutant's files (data/io.github.adjutant.Adjutant.xml). */
#define ADJ_MIME_GAME     "application/x-adjutant-game"
#define ADJ_MIME_SCENARIO "application/x-adjutant-scenario"

/* Tells the desktop's recent files (GtkRecentManager) that @path, a file
 * of @kind, was opened or saved by Adjutant. */
void        adj_recent_add        (const char  *path,
                                   AdjFileKind  kind);
/* A menu of the recent Adjutant files that still exist, newest first,
 * each item "win.open-recent" with its path; filled once @window has
 * painted its first frame, then following the recent files as they
 * change. */
GMenuModel *adj_recent_menu_new   (GtkWidget   *window);

G_END_DECLS
