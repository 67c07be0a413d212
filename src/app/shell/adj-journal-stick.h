/* adj-journal-stick.h: the list stays on its newest line as lines come
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Held by the widget that shows the list; every field is private. */
typedef struct {
  GtkListView   *list;
  GtkAdjustment *scroll;
  gboolean       at_end;      /* the list shows its last line */
  double         last_value;  /* where it was scrolled to */
  double         last_upper;  /* and how long the list was then */
  guint          source;
} AdjJournalStick;

/* @list in @scroller opens on its last line and stays there, until the
 * player scrolls up; scrolled back to the end, it sticks again. */
void      adj_journal_stick_init     (AdjJournalStick *stick,
                                      GtkListView     *list,
                                      GtkWidget       *scroller);
/* After a change of the list: back to its end, if it was there. */
void      adj_journal_stick_to_end   (AdjJournalStick *stick);
/* The list is moved elsewhere on purpose: it no longer follows its end. */
void      adj_journal_stick_release  (AdjJournalStick *stick);
void      adj_journal_stick_clear    (AdjJournalStick *stick);

G_END_DECLS
