/* adj-reveal.c: a row brought into view and focused
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "adj-reveal.h"

/* Brings the marked row into view once the expander that holds it has
 * been laid out open (the second frame from now). */
static gboolean
scroll_to_row (GtkWidget *row, GdkFrameClock *clock, gpointer data)
{
  int *ticks = data;
  GtkWidget *scrolled = gtk_widget_get_ancestor (row, GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t bounds;

  if (++*ticks < 2)
    return G_SOURCE_CONTINUE;
  if (scrolled != NULL && gtk_widget_compute_bounds (row, scrolled, &bounds))
    {
      GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
      double page = gtk_adjustment_get_page_size (adj);
      if (bounds.origin.y < 0 || bounds.origin.y + bounds.size.height > page)
        gtk_adjustment_set_value (adj, gtk_adjustment_get_value (adj) + bounds.origin.y - page / 3);
    }
  return G_SOURCE_REMOVE;
}

void
adj_widget_reveal (GtkWidget *row)
{
  gtk_widget_grab_focus (row);
  gtk_widget_add_tick_callback (row, scroll_to_row, g_new0 (int, 1), g_free);
}
