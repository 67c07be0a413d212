/* adj-page-layout.c: the layout of a page that scrolls up and down
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For the one child of a widget inside a vertical scroller: its width
 * never depends on the height it is given, and it is centred up and down
 * when shorter than the view. That is what AdwStatusPage does with a
 * centred box, but GTK 4.8 asks a centred box, and a viewport its child,
 * the width for a height too: for wrapping text that is a search through
 * layouts of it at many widths, costly on the first frame. Here the width
 * is asked with no height, and the height for that width, once each.
 */

#include "config.h"

#include "adj-page-layout.h"

struct _AdjPageLayout
{
  GtkLayoutManager parent_instance;
};

G_DEFINE_FINAL_TYPE (AdjPageLayout, adj_page_layout, GTK_TYPE_LAYOUT_MANAGER)

static GtkWidget *
the_child (GtkWidget *widget)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);

  return child != NULL && gtk_widget_should_layout (child) ? child : NULL;
}

static GtkSizeRequestMode
adj_page_layout_get_request_mode (GtkLayoutManager *manager,
                                  GtkWidget        *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
adj_page_layout_measure (GtkLayoutManager *manager,
                         GtkWidget        *widget,
                         GtkOrientation    orientation,
                         int               for_size,
                         int              *minimum,
                         int              *natural,
                         int              *minimum_baseline,
                         int              *natural_baseline)
{
  GtkWidget *child = the_child (widget);

  *minimum = *natural = 0;
  if (child == NULL)
    return;
  /* Width at any height is width at no height. */
  gtk_widget_measure (child, orientation,
                      orientation == GTK_ORIENTATION_HORIZONTAL ? -1 : for_size,
                      minimum, natural, NULL, NULL);
}

static void
adj_page_layout_allocate (GtkLayoutManager *manager,
                          GtkWidget        *widget,
                          int               width,
                          int               height,
                          int               baseline)
{
  GtkWidget *child = the_child (widget);
  int needed = 0;

  if (child == NULL)
    return;
  gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, width, NULL, &needed, NULL, NULL);
  if (needed < height)
    {
      graphene_point_t down = GRAPHENE_POINT_INIT (0, (height - needed) / 2);

      gtk_widget_allocate (child, width, needed, -1, gsk_transform_translate (NULL, &down));
    }
  else
    gtk_widget_allocate (child, width, height, -1, NULL);
}

static void
adj_page_layout_class_init (AdjPageLayoutClass *klass)
{
  GtkLayoutManagerClass *layout_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  layout_class->get_request_mode = adj_page_layout_get_request_mode;
  layout_class->measure = adj_page_layout_measure;
  layout_class->allocate = adj_page_layout_allocate;
}

static void
adj_page_layout_init (AdjPageLayout *self)
{
}

/**
 * adj_page_layout_new:
 *
 * Returns: (transfer full): a layout manager for a widget with one child
 */
GtkLayoutManager *
adj_page_layout_new (void)
{
  return g_object_new (ADJ_TYPE_PAGE_LAYOUT, NULL);
}
