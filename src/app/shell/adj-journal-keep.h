/* adj-journal-keep.h: the lines shown stay in place as lines come above
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Held by the widget that lays out the scrolled list (its owner). */
typedef struct {
  GtkWidget     *owner;
  GtkAdjustment *scroll;
  GtkWidget     *line;   /* the row kept in place (a weak pointer) */
  double         value;  /* the scroll and the list's length before */
  double         upper;
  double         y;      /* where the row was in the scroller, or -1 */
  int            tries;  /* layouts left to put it back there */
  guint          tick;
} AdjJournalKeep;

/* Before lines are added above @line (a row of the list in @scroller,
 * or NULL): from now on, @owner calls adj_journal_keep_after_layout()
 * after laying out its child, and lays it out again when it says so. */
void      adj_journal_keep_begin        (AdjJournalKeep *keep,
                                         GtkWidget      *owner,
                                         GtkWidget      *scroller,
                                         GtkWidget      *line);
gboolean  adj_journal_keep_after_layout (AdjJournalKeep *keep);
void      adj_journal_keep_clear        (AdjJournalKeep *keep);

G_END_DECLS
