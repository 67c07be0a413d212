/* adj-columns.c: the layouts of the combat pages
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The combat pages put what the player enters beside the answer, so the
 * answer stays in view while he types; when the window is too narrow for
 * two readable columns, the answer goes under the entry. The children are
 * the <child> elements of the template, in order.
 */

#include "config.h"

#include "adj-columns.h"

/* Narrower than this, a column's text wraps into a ribbon. */
#define COLUMN_WIDTH 420
#define SPACING      36

struct _AdjColumns
{
  GtkWidget parent_instance;
};

static void adj_columns_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (AdjColumns, adj_columns, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE, adj_columns_buildable_init))

static gboolean
side_by_side (int width)
{
  return width >= 2 * COLUMN_WIDTH + SPACING;
}

/**
 * adj_columns_side_by_side_in:
 * @self: the columns
 * @width: the width of what holds them, their margins included
 *
 * Whether the columns stand side by side in @width, so that a page may
 * tell, before it is laid out, whether the second column is below the
 * fold.
 */
gboolean
adj_columns_side_by_side_in (AdjColumns *self, int width)
{
  GtkWidget *widget = GTK_WIDGET (self);

  g_return_val_if_fail (ADJ_IS_COLUMNS (self), FALSE);
  return side_by_side (width - gtk_widget_get_margin_start (widget) - gtk_widget_get_margin_end (widget));
}

static GtkSizeRequestMode
adj_columns_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
adj_columns_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                     int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  gboolean wide = orientation == GTK_ORIENTATION_VERTICAL && for_size >= 0 && side_by_side (for_size);
  /* The width asked at a height (GTK 4.8 does, to align the columns in
   * their place) is the width at any height: passed on, the height sends
   * every wrapping text below into a search over its widths. */
  int child_for = orientation == GTK_ORIENTATION_HORIZONTAL ? -1 : wide ? (for_size - SPACING) / 2 : for_size;
  int n = 0;

  *minimum = *natural = 0;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      int min, nat;
      if (!gtk_widget_should_layout (c))
        continue;
      gtk_widget_measure (c, orientation, child_for, &min, &nat, NULL, NULL);
      if (orientation == GTK_ORIENTATION_HORIZONTAL)
        {
          /* At least one column; naturally two. */
          *minimum = MAX (*minimum, min);
          *natural += nat + (n > 0 ? SPACING : 0);
        }
      else if (wide)
        {
          *minimum = MAX (*minimum, min);
          *natural = MAX (*natural, nat);
        }
      else
        {
          *minimum += min + (n > 0 ? SPACING : 0);
          *natural += nat + (n > 0 ? SPACING : 0);
        }
      n++;
    }
}

static void
adj_columns_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  gboolean wide = side_by_side (width);
  int column = wide ? (width - SPACING) / 2 : width;
  int x = 0, y = 0;

  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      int h;
      if (!gtk_widget_should_layout (c))
        continue;
      gtk_widget_measure (c, GTK_ORIENTATION_VERTICAL, column, NULL, &h, NULL, NULL);
      if (wide)
        {
          gtk_widget_size_allocate (c, &(GtkAllocation) { x, 0, column, MAX (h, height) }, -1);
          x += column + SPACING;
        }
      else
        {
          gtk_widget_size_allocate (c, &(GtkAllocation) { 0, y, width, h }, -1);
          y += h + SPACING;
        }
    }
}

static void
adj_columns_buildable_add_child (GtkBuildable *buildable, GtkBuilder *builder, GObject *child,
                                 const char *type)
{
  g_return_if_fail (GTK_IS_WIDGET (child));
  gtk_widget_set_parent (GTK_WIDGET (child), GTK_WIDGET (buildable));
}

static void
adj_columns_buildable_init (GtkBuildableIface *iface)
{
  iface->add_child = adj_columns_buildable_add_child;
}

static void
adj_columns_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (adj_columns_parent_class)->dispose (object);
}

static void
adj_columns_class_init (AdjColumnsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_columns_dispose;
  widget_class->get_request_mode = adj_columns_get_request_mode;
  widget_class->measure = adj_columns_measure;
  widget_class->size_allocate = adj_columns_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "columns");
}

static void
adj_columns_init (AdjColumns *self)
{
}

struct _AdjWrapBox
{
  GtkWidget parent_instance;

  int       spacing;
  int       line_spacing;
};

G_DEFINE_FINAL_TYPE (AdjWrapBox, adj_wrap_box, GTK_TYPE_WIDGET)

/* Lays the children out in @width; allocates them when @allocate.
 * Returns the height used. */
static int
wrap_layout (AdjWrapBox *self, int width, gboolean allocate)
{
  GtkWidget *line_start = NULL;
  int x = 0, y = 0, line_height = 0;

  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (self)); ; c = gtk_widget_get_next_sibling (c))
    {
      int w = 0, h = 0;
      if (c != NULL && !gtk_widget_should_layout (c))
        continue;
      if (c != NULL)
        {
          gtk_widget_measure (c, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &w, NULL, NULL);
          w = MIN (w, width);
          gtk_widget_measure (c, GTK_ORIENTATION_VERTICAL, w, NULL, &h, NULL, NULL);
        }
      /* The line ends: place its children at its height. */
      if (c == NULL || (x > 0 && x + w > width))
        {
          int lx = 0;
          for (GtkWidget *l = line_start; allocate && l != c; l = gtk_widget_get_next_sibling (l))
            {
              int lw;
              if (!gtk_widget_should_layout (l))
                continue;
              gtk_widget_measure (l, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &lw, NULL, NULL);
              lw = MIN (lw, width);
              gtk_widget_size_allocate (l, &(GtkAllocation) { lx, y, lw, line_height }, -1);
              lx += lw + self->spacing;
            }
          if (c == NULL)
            break;
          if (line_start != NULL)
            y += line_height + self->line_spacing;
          x = 0;
          line_height = 0;
          line_start = c;
        }
      if (line_start == NULL)
        line_start = c;
      x += w + self->spacing;
      line_height = MAX (line_height, h);
    }
  return line_start != NULL ? y + line_height : 0;
}

static GtkSizeRequestMode
adj_wrap_box_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
adj_wrap_box_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                      int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  AdjWrapBox *self = ADJ_WRAP_BOX (widget);

  if (orientation == GTK_ORIENTATION_VERTICAL)
    {
      int width = for_size;
      if (width < 0)
        gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
      *minimum = *natural = wrap_layout (self, width, FALSE);
      return;
    }
  *minimum = *natural = 0;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      int min, nat;
      if (!gtk_widget_should_layout (c))
        continue;
      gtk_widget_measure (c, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
      *minimum = MAX (*minimum, min);
      *natural += (*natural > 0 ? self->spacing : 0) + nat;
    }
}

static void
adj_wrap_box_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  wrap_layout (ADJ_WRAP_BOX (widget), width, TRUE);
}

static void
adj_wrap_box_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (adj_wrap_box_parent_class)->dispose (object);
}

static void
adj_wrap_box_class_init (AdjWrapBoxClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_wrap_box_dispose;
  widget_class->get_request_mode = adj_wrap_box_get_request_mode;
  widget_class->measure = adj_wrap_box_measure;
  widget_class->size_allocate = adj_wrap_box_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "wrapbox");
}

static void
adj_wrap_box_init (AdjWrapBox *self)
{
}

GtkWidget *
adj_wrap_box_new (int spacing, int line_spacing)
{
  AdjWrapBox *self = g_object_new (ADJ_TYPE_WRAP_BOX, NULL);
  self->spacing = spacing;
  self->line_spacing = line_spacing;
  return GTK_WIDGET (self);
}

void
adj_wrap_box_append (AdjWrapBox *self, GtkWidget *child)
{
  g_return_if_fail (ADJ_IS_WRAP_BOX (self));
  gtk_widget_set_parent (child, GTK_WIDGET (self));
}
