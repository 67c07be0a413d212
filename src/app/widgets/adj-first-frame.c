/* adj-first-frame.c: work put off until a widget's next painted frame
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK 4.8 styles, measures and lays out every visible widget before a
 * page's first frame: what is below the fold, or not needed to see the
 * window, is made or shown just after that frame instead.
 */

#include "config.h"

#include "adj-first-frame.h"

typedef struct
{
  GSourceFunc  func;     /* NULL: show the object (a widget) */
  GObject     *object;
  gulong       handler;
} Later;

static void
later_free (gpointer data, GClosure *closure)
{
  Later *later = data;

  g_object_unref (later->object);
  g_free (later);
}

static void
on_after_paint (GdkFrameClock *clock, Later *later)
{
  /* Shown in this frame's wake, so that a test or a player waiting for
   * the next frame sees it there; other work waits for an idle moment. */
  if (later->func == NULL)
    gtk_widget_set_visible (GTK_WIDGET (later->object), TRUE);
  else
    g_idle_add_full (G_PRIORITY_LOW, later->func, g_object_ref (later->object), g_object_unref);
  g_signal_handler_disconnect (clock, later->handler);
}

static void
after_paint (GdkFrameClock *clock, GSourceFunc func, gpointer object)
{
  Later *later = g_new0 (Later, 1);

  later->func = func;
  later->object = g_object_ref (object);
  later->handler = g_signal_connect_data (clock, "after-paint", G_CALLBACK (on_after_paint),
                                          later, later_free, 0);
}

void
adj_first_frame_call_after (GtkWidget *widget, GSourceFunc func, gpointer object)
{
  GdkFrameClock *clock;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (func != NULL);
  g_return_if_fail (G_IS_OBJECT (object));

  clock = gtk_widget_get_frame_clock (widget);
  if (clock == NULL)
    g_idle_add_full (G_PRIORITY_LOW, func, g_object_ref (object), g_object_unref);
  else
    after_paint (clock, func, object);
}

void
adj_first_frame_show_after (GtkWidget *widget, GtkWidget *part)
{
  GdkFrameClock *clock;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (GTK_IS_WIDGET (part));

  clock = gtk_widget_get_frame_clock (widget);
  if (clock == NULL)
    return;
  gtk_widget_set_visible (part, FALSE);
  after_paint (clock, NULL, part);
}
