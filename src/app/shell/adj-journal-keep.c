/* adj-journal-keep.c: the lines shown stay in place as lines come above
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK 4.8's list view keeps its place on the line at its top: lines
 * added below it push those shown down, and it lays out only the rows on
 * screen, so where a row off screen is comes only from the list's
 * length. After each layout of the next few frames the list is scrolled
 * down by the height it grew by, then, once the kept row is laid out, by
 * how far it is from where it was. Its owner lays the list out again at
 * once, before it is drawn.
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

/* The owner is laid out again in each frame while the row finds its
 * place: the list alone would be laid out without it. */
static gboolean
keep_tick (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  AdjJournalKeep *keep = data;

  if (keep->tries <= 0)
    {
      keep->tick = 0;
      return G_SOURCE_REMOVE;
    }
  gtk_widget_queue_allocate (widget);
  return G_SOURCE_CONTINUE;
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
  keep->owner = owner;
  keep->scroll = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  keep->value = gtk_adjustment_get_value (keep->scroll);
  keep->upper = gtk_adjustment_get_upper (keep->scroll);
  set_line (keep, line);
  if (!line_y (keep, &keep->y))
    keep->y = -1;
  /* A few frames: the rows above, measured, move it again. */
  keep->tries = 6;
  if (keep->tick == 0)
    keep->tick = gtk_widget_add_tick_callback (owner, keep_tick, keep, NULL);
}

gboolean
adj_journal_keep_after_layout (AdjJournalKeep *keep)
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
  if (keep->tick != 0 && keep->owner != NULL)
    gtk_widget_remove_tick_callback (keep->owner, keep->tick);
  keep->tick = 0;
  keep->tries = 0;
  set_line (keep, NULL);
}
