/* adj-autosave.h: the game in play on disk, safe against a crash
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include <adjutant-engine.h>

G_BEGIN_DECLS

/* In the user's data dir (docs/save-format.md, "The autosave"). */
#define ADJ_AUTOSAVE_FILE          "autosave.json"
#define ADJ_AUTOSAVE_LOG           "autosave.log"
#define ADJ_AUTOSAVE_PREVIOUS      "autosave-previous.json"
#define ADJ_AUTOSAVE_PREVIOUS_LOG  "autosave-previous.log"
#define ADJ_AUTOSAVE_DAMAGED       "autosave-damaged.json"
#define ADJ_AUTOSAVE_DAMAGED_LOG   "autosave-damaged.log"

typedef struct _AdjAutosave AdjAutosave;

typedef enum {
  ADJ_AUTOSAVE_NEW_GAME,  /* another game: a full save */
  ADJ_AUTOSAVE_STEP,      /* a step was taken at the cursor */
  ADJ_AUTOSAVE_CURSOR,    /* undo, redo or a jump of the cursor */
} AdjAutosaveChange;

AdjAutosave *adj_autosave_new      (void);
void         adj_autosave_free     (AdjAutosave *self);

/* Puts @change of @journal on disk before returning: a line appended to
 * the log and flushed, or a full save (the base) with a new log when the
 * game is new, when the log outgrew the base, or when the last write
 * failed. On failure the error names the file and the reason; the next
 * change tries again with a full save. */
gboolean     adj_autosave_record   (AdjAutosave        *self,
                                    const AdjJournal   *journal,
                                    AdjAutosaveChange   change,
                                    GError            **error);

/* A full save once the log holds more than @ratio times the bytes of the
 * base (1 by default: the cost per action stays constant on average). */
void         adj_autosave_set_compact_ratio (AdjAutosave *self,
                                             double       ratio);

/* The game on disk: the base and its log, or when they do not load the
 * previous ones (the damaged files kept as autosave-damaged.*) and the
 * log after them when it continues them. *notice then explains, for the
 * player. NULL when nothing loads, with both reasons. */
AdjJournal  *adj_autosave_resume   (AdjAutosave         *self,
                                    AdjScenarioResolver  resolver,
                                    gpointer             user_data,
                                    char               **notice,
                                    GError             **error);

/* Either full save exists (a stat, no read). */
gboolean     adj_autosave_exists   (void);
/* Removes the autosave and its previous copies. */
void         adj_autosave_discard  (void);

G_END_DECLS
