/* adj-journal-keep.c: the lines shown stay in place as lines come above
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK 4.8's list view keeps its place on the line at its top: lines
 * added below it push those shown down, and it lays out only the rows on
 * screen, so where a row off screen is comes only from the list's
 * length. After each layout of the window in the next few frames, the
 * list is scrolled down by the height it grew by, then, once the kept row
 * is laid out, by how far it is from where it was; the frame clock lays
 * the window out again before it is drawn (not from within a layout,
 * where what the scrolling changes outside the list would not be).
 */

#include "config.h"

#include <math.h>

#include "adj-journal-keep.h"

static gboolean
line_y (AdjJournalKeep *keep, double *y)
{
  GtkWidget *scroller;
  graphene_point_t p;

  if (keep->line == NULL || !gtk_widget_get_mapped (keep->line))
    return FALSE;
  scroller = gtk_widget_get_ancestor (keep->line, GTK_TYPE_SCROLLED_WINDOW);
  if (scroller == NULL || !gtk_widget_compute_point (keep->line, scroller, &GRAPHENE_POINT_INIT (0, 0), &p))
    return FALSE;
  *y = p.y;
  return TRUE;
}

static gboolean after_layout (AdjJournalKeep *keep);

/* After the window's own layout handler: a scroll here has the clock lay
 * it out again in the same frame. */
static void
on_layout (GdkFrameClock *clock, AdjJournalKeep *keep)
{
  after_layout (keep);
  if (keep->tries <= 0)
    adj_journal_keep_clear (keep);
}

static void
set_line (AdjJournalKeep *keep, GtkWidget *line)
{
  if (keep->line != NULL)
    g_object_remove_weak_pointer (G_OBJECT (keep->line), (gpointer *) &keep->line);
  keep->line = line;
  if (line != NULL)
    g_object_add_weak_pointer (G_OBJECT (line), (gpointer *) &keep->line);
}

void
adj_journal_keep_begin (AdjJournalKeep *keep, GtkWidget *owner, GtkWidget *scroller, GtkWidget *line)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (owner);

  adj_journal_keep_clear (keep);
  if (clock == NULL)
    return;
  keep->clock = g_object_ref (clock);
  keep->scroll = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  keep->value = gtk_adjustment_get_value (keep->scroll);
  keep->upper = gtk_adjustment_get_upper (keep->scroll);
  set_line (keep, line);
  if (!line_y (keep, &keep->y))
    keep->y = -1;
  /* A few layouts: the rows above, measured, move it again. */
  keep->tries = 8;
  keep->handler = g_signal_connect_after (clock, "layout", G_CALLBACK (on_layout), keep);
}

static gboolean
after_layout (AdjJournalKeep *keep)
{
  double value, y;

  if (keep->tries <= 0)
    return FALSE;
  keep->tries--;
  value = keep->value + gtk_adjustment_get_upper (keep->scroll) - keep->upper;
  if (keep->y >= 0 && line_y (keep, &y))
    {
      /* In place: the player's scrolling is left alone from now on. */
      if (fabs (y - keep->y) < 1)
        {
          keep->tries = 0;
          return FALSE;
        }
      value = gtk_adjustment_get_value (keep->scroll) + y - keep->y;
    }
  if (fabs (gtk_adjustment_get_value (keep->scroll) - value) < 1)
    return FALSE;
  gtk_adjustment_set_value (keep->scroll, value);
  return TRUE;
}

void
adj_journal_keep_clear (AdjJournalKeep *keep)
{
  if (keep->handler != 0)
    g_signal_handler_disconnect (keep->clock, keep->handler);
  keep->handler = 0;
  g_clear_object (&keep->clock);
  keep->tries = 0;
  set_line (keep, NULL);
}
