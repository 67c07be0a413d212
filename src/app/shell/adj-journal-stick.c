/* adj-journal-stick.c: the list stays on its newest line as lines come
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A list view learns its length row by row as rows are shown, so the end
 * moves while the list is laid out: each time the scroll's range changes,
 * a list that showed its end is scrolled to its last line again, once
 * the list is laid out and before the next frame.
 */

#include "config.h"

#include "adj-journal-stick.h"

/* Pixels the list may move by itself when rows are measured anew. */
#define SCROLL_SLACK 16.0

static gboolean
stick_now (gpointer data)
{
  AdjJournalStick *stick = data;
  GListModel *model = G_LIST_MODEL (gtk_list_view_get_model (stick->list));
  guint n = model != NULL ? g_list_model_get_n_items (model) : 0;

  stick->source = 0;
  if (stick->at_end && n > 0)
    gtk_widget_activate_action (GTK_WIDGET (stick->list), "list.scroll-to-item", "u", n - 1);
  return G_SOURCE_REMOVE;
}

void
adj_journal_stick_to_end (AdjJournalStick *stick)
{
  if (stick->at_end && stick->source == 0 && stick->list != NULL)
    stick->source = g_idle_add_full (G_PRIORITY_HIGH_IDLE + 10, stick_now, stick, NULL);
}

/* Scrolled up by the player: the lines shown stay; back at the end: it
 * sticks there again. Rows measured anew (a line replaced, a group
 * opened) nudge the list by a few pixels: only a move up over a list of
 * the same length, by more than that, is the player's. */
static void
on_scrolled (GtkAdjustment *scroll, AdjJournalStick *stick)
{
  double value = gtk_adjustment_get_value (scroll);
  double upper = gtk_adjustment_get_upper (scroll);
  double below = upper - value - gtk_adjustment_get_page_size (scroll);

  if (value < stick->last_value - 0.5 && upper == stick->last_upper && below > SCROLL_SLACK)
    stick->at_end = FALSE;
  if (below < 1)
    stick->at_end = TRUE;
  else if (stick->at_end)
    adj_journal_stick_to_end (stick);
  stick->last_value = value;
  stick->last_upper = upper;
}

void
adj_journal_stick_init (AdjJournalStick *stick, GtkListView *list, GtkWidget *scroller)
{
  stick->list = list;
  stick->scroll = g_object_ref (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller)));
  stick->at_end = TRUE;
  g_signal_connect (stick->scroll, "value-changed", G_CALLBACK (on_scrolled), stick);
  g_signal_connect_swapped (stick->scroll, "changed", G_CALLBACK (adj_journal_stick_to_end), stick);
}

void
adj_journal_stick_release (AdjJournalStick *stick)
{
  stick->at_end = FALSE;
}

void
adj_journal_stick_clear (AdjJournalStick *stick)
{
  g_clear_handle_id (&stick->source, g_source_remove);
  if (stick->scroll != NULL)
    g_signal_handlers_disconnect_by_data (stick->scroll, stick);
  g_clear_object (&stick->scroll);
  stick->list = NULL;
}
