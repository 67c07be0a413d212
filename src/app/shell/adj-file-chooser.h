/* adj-file-chooser.h: asking for a file to open or to write
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* Called with the path the player chose (never on cancel). */
typedef void (*AdjPathChosen) (GtkWindow *parent, const char *path, gpointer user_data);

/* Which of Adjutant's files a chooser shows: by MIME type, by the name
 * endings Adjutant proposes, and (all Adjutant's formats are JSON) files
 * named *.json as earlier versions saved them. */
typedef enum {
  ADJ_FILE_CHOOSER_GAMES,
  ADJ_FILE_CHOOSER_SCENARIOS,
  ADJ_FILE_CHOOSER_ANY,      /* games and scenarios */
  ADJ_FILE_CHOOSER_JSON,     /* another of a game's files (an army list) */
} AdjFileChooserFiles;

/* A native file chooser over @parent showing @files; @current_name
 * proposes a name when saving (may be NULL). @user_data is freed with
 * @destroy (may be NULL) when the chooser goes. */
void adj_file_chooser_run (GtkWindow            *parent,
                           GtkFileChooserAction  mode,
                           const char           *title,
                           const char           *accept,
                           AdjFileChooserFiles   files,
                           const char           *current_name,
                           AdjPathChosen         chosen,
                           gpointer              user_data,
                           GDestroyNotify        destroy);

/* A message dialog with one Close button, over @parent. */
void adj_show_error       (GtkWindow  *parent,
                           const char *heading,
                           const char *body);

G_END_DECLS
