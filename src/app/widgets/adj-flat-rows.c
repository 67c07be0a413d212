/* adj-flat-rows.c: libadwaita's rows laid out without width-for-height
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * AdwActionRow (AdwComboRow, an AdwExpanderRow's header) and an
 * AdwPreferencesGroup's header put their title and subtitle, wrapping
 * labels, in a vertical box centred in a horizontal one. GTK 4.8 asks
 * each child of a horizontal box, and a widget aligned in its cell, for
 * its width at a given height, and a wrapping label answers that by
 * laying its text out at width after width: on a calculator page with
 * thirty rows that search was most of the first showing (docs/design.md,
 * "Every game within a frame"). A grid asks its children their width at
 * no height, so the title box is given a grid layout: the same two labels
 * one above the other, the same look, measured height-for-width only.
 */

#include "config.h"

#include <adwaita.h>

#include "adj-flat-rows.h"
#include "adj-label.h"

#define FLAT_KEY "adj-flat-rows"
/* Characters a line at a row title's narrowest. */
#define TITLE_MINIMUM_CHARS 4

/* A vertical box of labels only (the rows' title boxes). */
static gboolean
is_title_box (GtkWidget *w)
{
  GtkWidget *c;

  if (!GTK_IS_BOX (w) || gtk_orientable_get_orientation (GTK_ORIENTABLE (w)) != GTK_ORIENTATION_VERTICAL)
    return FALSE;
  if ((c = gtk_widget_get_first_child (w)) == NULL)
    return FALSE;
  for (; c != NULL; c = gtk_widget_get_next_sibling (c))
    if (!GTK_IS_LABEL (c))
      return FALSE;
  return TRUE;
}

static void
flatten_title_box (GtkWidget *box)
{
  int spacing = gtk_box_get_spacing (GTK_BOX (box));
  GtkLayoutManager *grid = gtk_grid_layout_new ();
  int row = 0;

  gtk_grid_layout_set_row_spacing (GTK_GRID_LAYOUT (grid), spacing);
  gtk_widget_set_layout_manager (box, grid);
  for (GtkWidget *c = gtk_widget_get_first_child (box); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      gtk_grid_layout_child_set_row (GTK_GRID_LAYOUT_CHILD (gtk_layout_manager_get_layout_child (grid, c)), row++);
      /* Minimum widths found cheaply; a title's the narrower, for the
       * rows whose control is wide. */
      adj_label_cheap_minimum (GTK_LABEL (c), gtk_widget_has_css_class (c, "subtitle")
                                                ? ADJ_LABEL_MINIMUM_CHARS : TITLE_MINIMUM_CHARS);
    }
  g_object_set_data (G_OBJECT (box), FLAT_KEY, GINT_TO_POINTER (1));
}

/* The header of a row or group: its title boxes made grids. */
static void
flatten_header (GtkWidget *header)
{
  if (header == NULL || !GTK_IS_BOX (header))
    return;
  for (GtkWidget *c = gtk_widget_get_first_child (header); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (g_object_get_data (G_OBJECT (c), FLAT_KEY) == NULL && is_title_box (c))
      flatten_title_box (c);
}

/**
 * adj_flat_rows:
 * @root: a page, or part of one
 *
 * Gives every AdwActionRow (and its subclasses) and AdwPreferencesGroup
 * under @root, itself included, a title box that is not asked its width
 * for a height. Rows done before are skipped, so a page may call it again
 * after it added rows.
 */
void
adj_flat_rows (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  if (ADW_IS_ACTION_ROW (root))
    flatten_header (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (root)));
  else if (ADW_IS_PREFERENCES_GROUP (root))
    {
      GtkWidget *outer = gtk_widget_get_first_child (root);
      flatten_header (outer != NULL ? gtk_widget_get_first_child (outer) : NULL);
    }
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    adj_flat_rows (c);
}
