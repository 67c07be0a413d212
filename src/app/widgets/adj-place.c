/* adj-place.c: where a page stands in its scroller, kept across a rebuild
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "adj-place.h"

struct _AdjPlace {
  GtkScrolledWindow *scroller;  /* a weak pointer */
  double value;
  char *focus;                  /* the name of the focused input, or NULL */
};

/* The focused widget, or the nearest of its ancestors under @root that a
 * page named (an entry's inner text, a drop-down's button). */
static char *
focused_name (GtkWidget *root)
{
  GtkRoot *top = gtk_widget_get_root (root);
  GtkWidget *w = top != NULL ? gtk_root_get_focus (top) : NULL;
  if (w == NULL || (w != root && !gtk_widget_is_ancestor (w, root)))
    return NULL;
  for (; w != NULL && w != root; w = gtk_widget_get_parent (w))
    if (g_strcmp0 (gtk_widget_get_name (w), G_OBJECT_TYPE_NAME (w)) != 0)
      return g_strdup (gtk_widget_get_name (w));
  return NULL;
}

static GtkWidget *
find_named (GtkWidget *w, const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (w), name) == 0)
    return w;
  for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_named (c, name);
      if (found != NULL)
        return found;
    }
  return NULL;
}

AdjPlace *
adj_place_save (GtkScrolledWindow *scroller)
{
  AdjPlace *place = g_new0 (AdjPlace, 1);
  g_set_weak_pointer (&place->scroller, scroller);
  place->value = gtk_adjustment_get_value (gtk_scrolled_window_get_vadjustment (scroller));
  place->focus = focused_name (GTK_WIDGET (scroller));
  return place;
}

typedef struct {
  GtkAdjustment *adjustment;  /* a weak pointer */
  double value;
  gulong handler;
  guint timeout;
} Pending;

static void
pending_free (Pending *p)
{
  if (p->adjustment != NULL)
    g_signal_handler_disconnect (p->adjustment, p->handler);
  g_clear_weak_pointer (&p->adjustment);
  g_clear_handle_id (&p->timeout, g_source_remove);
  g_free (p);
}

/* The first layout of the new content sets the scroller's height: the
 * offset is set again then, once. */
static void
on_layout (GtkAdjustment *adjustment, Pending *p)
{
  gtk_adjustment_set_value (adjustment, p->value);
  pending_free (p);
}

/* A content of the same height brings no layout change: stop waiting, so
 * a later change of the player's own is never undone. */
static gboolean
on_timeout (gpointer data)
{
  Pending *p = data;
  p->timeout = 0;
  pending_free (p);
  return G_SOURCE_REMOVE;
}

void
adj_place_restore (AdjPlace *place)
{
  if (place->scroller != NULL)
    {
      GtkWidget *child = gtk_scrolled_window_get_child (place->scroller);
      GtkWidget *target = place->focus != NULL && child != NULL ? find_named (child, place->focus) : NULL;
      if (target != NULL)
        gtk_widget_grab_focus (target);
      GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (place->scroller);
      gtk_adjustment_set_value (adjustment, place->value);
      Pending *p = g_new0 (Pending, 1);
      g_set_weak_pointer (&p->adjustment, adjustment);
      p->value = place->value;
      p->handler = g_signal_connect (adjustment, "changed", G_CALLBACK (on_layout), p);
      p->timeout = g_timeout_add (250, on_timeout, p);
    }
  g_clear_weak_pointer (&place->scroller);
  g_free (place->focus);
  g_free (place);
}
