/* adj-focus-scroll.c: keeping the focused control in view, without jumps
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "adj-focus-scroll.h"

#define ADOPTED "adj-focus-scroll"

void
adj_focus_scroll_adopt (GtkWidget *root)
{
  if (GTK_IS_VIEWPORT (root) && g_object_get_data (G_OBJECT (root), ADOPTED) == NULL)
    {
      gtk_viewport_set_scroll_to_focus (GTK_VIEWPORT (root), FALSE);
      g_object_set_data (G_OBJECT (root), ADOPTED, GINT_TO_POINTER (TRUE));
    }
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    adj_focus_scroll_adopt (c);
}

void
adj_focus_scroll_follow (GtkWindow *window)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));
  GtkWidget *viewport = focus != NULL ? gtk_widget_get_ancestor (focus, GTK_TYPE_VIEWPORT) : NULL;
  if (viewport == NULL || g_object_get_data (G_OBJECT (viewport), ADOPTED) == NULL)
    return;
  GtkAdjustment *adj = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (viewport));
  GtkWidget *content = gtk_viewport_get_child (GTK_VIEWPORT (viewport));
  graphene_rect_t bounds;
  if (adj == NULL || content == NULL || !gtk_widget_compute_bounds (focus, content, &bounds))
    return;
  /* Bounds in the content's own frame (the viewport's frame is where
   * GTK 4.8 goes wrong): what shows runs from the value to value + page. */
  double page = gtk_adjustment_get_page_size (adj), value = gtk_adjustment_get_value (adj);
  double top = bounds.origin.y - value, bottom = top + bounds.size.height;
  if (top < 0)
    gtk_adjustment_set_value (adj, value + top);
  else if (bottom > page)
    gtk_adjustment_set_value (adj, value + MIN (top, bottom - page));
}
