/* adj-journal-model.h: the journal as a list model, in the order played
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include <adjutant-engine.h>

G_BEGIN_DECLS

/* One line of the journal view: the game after step @step (0 is the start
 * of the game), or move @move of that step's group. */
#define ADJ_TYPE_JOURNAL_ITEM (adj_journal_item_get_type ())

G_DECLARE_FINAL_TYPE (AdjJournalItem, adj_journal_item, ADJ, JOURNAL_ITEM, GObject)

guint             adj_journal_item_get_step  (AdjJournalItem *item);
/* -1 for the step itself, else the move's index in its group. */
int               adj_journal_item_get_move  (AdjJournalItem *item);
/* The line standing for the steps not shown above the others (its step
 * is the last of them): activated, it reveals more. */
gboolean          adj_journal_item_get_earlier (AdjJournalItem *item);

#define ADJ_TYPE_JOURNAL_MODEL (adj_journal_model_get_type ())

G_DECLARE_FINAL_TYPE (AdjJournalModel, adj_journal_model, ADJ, JOURNAL_MODEL, GObject)

AdjJournalModel  *adj_journal_model_new          (void);
/* Follows @journal: when @game_id is the one it follows already, only the
 * steps recorded or dropped since it last looked are announced
 * (items-changed at the end) and the "cursor" property moves; a cost of
 * the change, not of the game. Another game (or NULL) replaces all. */
void              adj_journal_model_sync         (AdjJournalModel *self,
                                                  AdjJournal      *journal,
                                                  guint            game_id);
AdjJournal       *adj_journal_model_get_journal  (AdjJournalModel *self);
/* A game opens with its last steps shown; the steps before
 * adj_journal_model_get_first_step() (0 when all are shown) have one
 * "earlier" line, the first. Reveal shows @n_steps more of them
 * (G_MAXUINT: all), their lines announced below the "earlier" line. The
 * cursor's line is always shown: sync reveals up to it. */
guint             adj_journal_model_get_first_step (AdjJournalModel *self);
void              adj_journal_model_reveal       (AdjJournalModel *self,
                                                  guint            n_steps);
/* The steps in effect, as the model last saw them. */
guint             adj_journal_model_get_cursor   (AdjJournalModel *self);
/* How many moves step @step (from 1) has: a group has several. */
guint             adj_journal_model_get_n_moves  (AdjJournalModel *self,
                                                  guint            step);
/* A group's moves show below its line while it is expanded. */
gboolean          adj_journal_model_get_expanded (AdjJournalModel *self,
                                                  guint            step);
void              adj_journal_model_set_expanded (AdjJournalModel *self,
                                                  guint            step,
                                                  gboolean         expanded);
/* The line for @item: the engine's description of the step or the move,
 * or "Start of the game". */
char             *adj_journal_model_describe     (AdjJournalModel *self,
                                                  AdjJournalItem  *item);

G_END_DECLS
