/* adj-label.c: a label that wraps, for narrow windows
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "adj-label.h"

void
adj_label_cheap_minimum (GtkLabel *label, int chars)
{
  g_return_if_fail (GTK_IS_LABEL (label));
  if (gtk_label_get_width_chars (label) < 0)
    gtk_label_set_width_chars (label, chars);
}

GtkWidget *
adj_label_new (const char *text, const char *css)
{
  GtkWidget *label = gtk_label_new (text);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  adj_label_cheap_minimum (GTK_LABEL (label), ADJ_LABEL_MINIMUM_CHARS);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (css != NULL)
    gtk_widget_add_css_class (label, css);
  return label;
}

/* The title is the first label of the group's template (its header); a
 * libadwaita that builds the group differently leaves the title as it is. */
/* The height of @n lines of @label's font, in pixels. */
static int
lines_height (GtkLabel *label, int n)
{
  g_autoptr (PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (label), NULL);
  /* Tall letters, and signs a fallback font may draw taller (a line of
   * them is as high as any line of words). */
  const char *line = "\u00c9g|(\u2013\u2192%";
  GString *text = g_string_new (line);
  int h;

  for (int i = 1; i < n; i++)
    g_string_append_printf (text, "\n%s", line);
  pango_layout_set_text (layout, text->str, -1);
  pango_layout_get_pixel_size (layout, NULL, &h);
  g_string_free (text, TRUE);
  /* A size request counts the padding and the border too. */
  GtkStyleContext *style = gtk_widget_get_style_context (GTK_WIDGET (label));
  GtkBorder padding, border;
  gtk_style_context_get_padding (style, &padding);
  gtk_style_context_get_border (style, &border);
  return h + padding.top + padding.bottom + border.top + border.bottom;
}

static void
on_label_changed (GtkLabel *label)
{
  const char *text = gtk_label_get_text (label);
  gtk_widget_set_tooltip_text (GTK_WIDGET (label), *text != '\0' ? text : NULL);
  gtk_widget_set_size_request (GTK_WIDGET (label), -1,
                               lines_height (label, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (label), "adj-lines"))));
}

void
adj_label_reserve_lines (GtkLabel *label, int n_lines)
{
  g_object_set_data (G_OBJECT (label), "adj-lines", GINT_TO_POINTER (n_lines));
  gtk_label_set_wrap (label, TRUE);
  gtk_label_set_ellipsize (label, PANGO_ELLIPSIZE_END);
  gtk_label_set_lines (label, n_lines);
  gtk_label_set_yalign (label, 0);
  gtk_widget_set_visible (GTK_WIDGET (label), TRUE);
  g_signal_connect (label, "notify::label", G_CALLBACK (on_label_changed), NULL);
  on_label_changed (label);
}

/* Names every row, switch and toggle under @w with @name. */
static void
name_under (GtkWidget *w, const char *name)
{
  for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      if (GTK_IS_LIST_BOX_ROW (c) || GTK_IS_SWITCH (c) || GTK_IS_TOGGLE_BUTTON (c))
        gtk_accessible_update_property (GTK_ACCESSIBLE (c), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
      name_under (c, name);
    }
}

void
adj_label_name_expander (AdwExpanderRow *row)
{
  const char *title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));
  GtkWidget *box = gtk_widget_get_first_child (GTK_WIDGET (row));
  /* The header is the box's first list, the rows added to it the second
   * (each named by its own title). */
  GtkWidget *header = box != NULL ? gtk_widget_get_first_child (box) : NULL;

  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  if (header != NULL && GTK_IS_LIST_BOX (header))
    name_under (header, title);
}

void
adj_label_wrap_group_title (AdwPreferencesGroup *group)
{
  GtkWidget *w = GTK_WIDGET (group);

  while (w != NULL && !GTK_IS_LABEL (w))
    w = gtk_widget_get_first_child (w);
  if (w == NULL)
    return;
  gtk_label_set_ellipsize (GTK_LABEL (w), PANGO_ELLIPSIZE_NONE);
  gtk_label_set_wrap (GTK_LABEL (w), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (w), PANGO_WRAP_WORD_CHAR);
  adj_label_cheap_minimum (GTK_LABEL (w), ADJ_LABEL_MINIMUM_CHARS);
}

void
adj_label_plain_natural_widths (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_LABEL (child) && gtk_label_get_wrap (GTK_LABEL (child)))
        gtk_label_set_natural_wrap_mode (GTK_LABEL (child), GTK_NATURAL_WRAP_NONE);
      adj_label_plain_natural_widths (child);
    }
}
