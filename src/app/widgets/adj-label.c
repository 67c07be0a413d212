/* adj-label.c: a label that wraps, for narrow windows
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "adj-label.h"

GtkWidget *
adj_label_new (const char *text, const char *css)
{
  GtkWidget *label = gtk_label_new (text);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (css != NULL)
    gtk_widget_add_css_class (label, css);
  return label;
}

/* The title is the first label of the group's template (its header); a
 * libadwaita that builds the group differently leaves the title as it is. */
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
}
