/* adj-journal-keep.h: the lines shown stay in place as lines come above
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Held by the widget that shows the scrolled list. */
typedef struct {
  GdkFrameClock *clock;
  gulong         handler;
  GtkAdjustment *scroll;
  GtkWidget     *line;   /* the row kept in place (a weak pointer) */
  double         value;  /* the scroll and the list's length before */
  double         upper;
  double         y;      /* where the row was in the scroller, or -1 */
  int            tries;  /* layouts left to put it back there */
} AdjJournalKeep;

/* Before lines are added above @line (a row of the list in @scroller,
 * or NULL), in @owner's window: the next few layouts of the window
 * scroll the list to keep the lines shown in place. Clear stops it. */
void      adj_journal_keep_begin        (AdjJournalKeep *keep,
                                         GtkWidget      *owner,
                                         GtkWidget      *scroller,
                                         GtkWidget      *line);
void      adj_journal_keep_clear        (AdjJournalKeep *keep);

G_END_DECLS
