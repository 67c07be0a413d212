/* ui-test-steady.c: whether a button stays where it was
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "ui-test-steady.h"
#include "ui-test-util.h"

/* Idle work (a page that rebuilds, a scroll kept) and two frames. */
static void
settle (GtkWindow *window)
{
  for (guint i = 0; i < 2; i++)
    {
      while (g_main_context_iteration (NULL, FALSE))
        ;
      ui_test_wait_for_new_frame (window);
    }
}

static void
bounds_in (GtkWindow *window, GtkWidget *widget, graphene_rect_t *out)
{
  g_assert_true (gtk_widget_is_visible (widget));
  if (!gtk_widget_compute_bounds (widget, GTK_WIDGET (window), out))
    g_error ("%s \"%s\" has no place in the window", G_OBJECT_TYPE_NAME (widget), gtk_widget_get_name (widget));
}

void
ui_test_spot_take (UiTestSpot *spot, GtkWindow *window, GtkWidget *root, const char *name)
{
  settle (window);
  spot->root = root;
  spot->name = name;
  bounds_in (window, ui_test_named (root, name), &spot->bounds);
}

void
ui_test_spot_assert_same (const UiTestSpot *spot, GtkWindow *window, const char *what)
{
  graphene_rect_t now;

  settle (window);
  bounds_in (window, ui_test_named (spot->root, spot->name), &now);
  g_test_message ("%s: \"%s\" at %.0f,%.0f %.0fx%.0f, before at %.0f,%.0f %.0fx%.0f", what,
                  spot->name, now.origin.x, now.origin.y, now.size.width, now.size.height,
                  spot->bounds.origin.x, spot->bounds.origin.y, spot->bounds.size.width, spot->bounds.size.height);
  if (!graphene_rect_equal (&now, &spot->bounds))
    g_error ("%s: \"%s\" moved from %.1f,%.1f (%.1fx%.1f) to %.1f,%.1f (%.1fx%.1f)", what,
             spot->name, spot->bounds.origin.x, spot->bounds.origin.y,
             spot->bounds.size.width, spot->bounds.size.height, now.origin.x, now.origin.y, now.size.width,
             now.size.height);
}

gboolean
ui_test_widgets_overlap (GtkWindow *window, GtkWidget *a, GtkWidget *b)
{
  graphene_rect_t ra, rb;

  settle (window);
  bounds_in (window, a, &ra);
  bounds_in (window, b, &rb);
  return graphene_rect_intersection (&ra, &rb, NULL);
}
