/* adj-feature-row.c: a row of the welcome page
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An activatable list row: a coloured badge, a title over a dimmed
 * subtitle, and an arrow when the row leads on to another window. It
 * looks like an AdwActionRow but is a grid of six widgets in place of
 * twelve, and the grid asks its wrapping labels their height for a width
 * only: GTK 4.8's boxes (AdwActionRow's) also ask a wrapping label its
 * width for a height, a search over layouts of its text at many widths.
 * The welcome page is the first frame, so this is start-up time.
 */

#include "config.h"

#include "adj-feature-row.h"

/* Where the title sits in the row's grid. */
#define TITLE_COLUMN 1

static GtkWidget *
text_label (const char *text, const char *css)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  /* A floor for the narrowest width: without one GTK measures it by
   * laying the text out a character a line. */
  gtk_label_set_width_chars (GTK_LABEL (label), 12);
  gtk_widget_set_hexpand (label, TRUE);
  if (css != NULL)
    gtk_widget_add_css_class (label, css);
  return label;
}

/**
 * adj_feature_row_new:
 * @icon_name: (nullable): the badge's icon
 * @accent: (nullable): the badge's colour class in style.css ("blue", …)
 * @title: what the row does
 * @subtitle: a line or two more
 * @leads_on: whether an arrow says the row opens another window
 *
 * Creates an activatable row named for screen readers by its title and
 * described by its subtitle. The caller sets its action.
 *
 * Returns: (transfer floating): a #GtkListBoxRow
 */
GtkWidget *
adj_feature_row_new (const char *icon_name,
                     const char *accent,
                     const char *title,
                     const char *subtitle,
                     gboolean    leads_on)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *title_label = text_label (title, NULL);
  GtkWidget *subtitle_label = text_label (subtitle, "feature-subtitle");

  gtk_widget_add_css_class (grid, "feature-row");
  gtk_grid_set_column_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 3);
  gtk_widget_add_css_class (subtitle_label, "dim-label");
  /* Text aligned in the label, not the label in its cell: a widget aligned
   * in its cell is measured once more, width for height, at allocation. */
  gtk_label_set_yalign (GTK_LABEL (title_label), 1.0);
  gtk_label_set_yalign (GTK_LABEL (subtitle_label), 0.0);
  gtk_grid_attach (GTK_GRID (grid), title_label, TITLE_COLUMN, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), subtitle_label, TITLE_COLUMN, 1, 1, 1);
  if (icon_name != NULL)
    {
      GtkWidget *badge = gtk_image_new_from_icon_name (icon_name);

      gtk_widget_set_valign (badge, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (badge, "feature-icon");
      if (accent != NULL)
        gtk_widget_add_css_class (badge, accent);
      gtk_grid_attach (GTK_GRID (grid), badge, TITLE_COLUMN - 1, 0, 1, 2);
    }
  if (leads_on)
    {
      GtkWidget *arrow = gtk_image_new_from_icon_name ("go-next-symbolic");

      gtk_widget_set_valign (arrow, GTK_ALIGN_CENTER);
      gtk_grid_attach (GTK_GRID (grid), arrow, TITLE_COLUMN + 1, 0, 1, 2);
    }
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), grid);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_RELATION_LABELLED_BY, title_label, NULL,
                                  GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, subtitle_label, NULL,
                                  -1);
  return row;
}

/**
 * adj_feature_row_get_title:
 * @row: a row made by adj_feature_row_new()
 *
 * Returns: the row's title, as shown
 */
const char *
adj_feature_row_get_title (GtkWidget *row)
{
  GtkWidget *grid;

  g_return_val_if_fail (GTK_IS_LIST_BOX_ROW (row), NULL);
  grid = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row));
  g_return_val_if_fail (GTK_IS_GRID (grid), NULL);
  return gtk_label_get_text (GTK_LABEL (gtk_grid_get_child_at (GTK_GRID (grid), TITLE_COLUMN, 0)));
}

/**
 * adj_feature_row_set_subtitle:
 * @row: a row made by adj_feature_row_new()
 * @subtitle: its new subtitle
 *
 * Sets the subtitle where it differs (a label set anew is laid out anew).
 */
void
adj_feature_row_set_subtitle (GtkWidget *row, const char *subtitle)
{
  GtkWidget *grid;
  GtkLabel *label;

  g_return_if_fail (GTK_IS_LIST_BOX_ROW (row));
  grid = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row));
  g_return_if_fail (GTK_IS_GRID (grid));
  label = GTK_LABEL (gtk_grid_get_child_at (GTK_GRID (grid), TITLE_COLUMN, 1));
  if (g_strcmp0 (gtk_label_get_text (label), subtitle) != 0)
    gtk_label_set_text (label, subtitle);
}

/**
 * adj_feature_row_add_suffix:
 * @row: a row made by adj_feature_row_new() without an arrow
 * @widget: a button, say
 *
 * Puts @widget after the row's text, centred beside it.
 */
void
adj_feature_row_add_suffix (GtkWidget *row, GtkWidget *widget)
{
  GtkWidget *grid;

  g_return_if_fail (GTK_IS_LIST_BOX_ROW (row));
  grid = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row));
  g_return_if_fail (GTK_IS_GRID (grid));
  gtk_widget_set_valign (widget, GTK_ALIGN_CENTER);
  gtk_grid_attach (GTK_GRID (grid), widget, TITLE_COLUMN + 1, 0, 1, 2);
}
