/* adj-tooltip.c: a tooltip that asks nothing of the display until shown
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "adj-tooltip.h"

#define TEXT_KEY "adj-tooltip-text"

static gboolean
on_query_tooltip (GtkWidget *widget, int x, int y, gboolean keyboard, GtkTooltip *tooltip, gpointer data)
{
  const char *text = g_object_get_data (G_OBJECT (widget), TEXT_KEY);

  if (text == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

void
adj_tooltip_set (GtkWidget *widget, const char *text)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));
  if (g_object_get_data (G_OBJECT (widget), "adj-tooltip-connected") == NULL)
    {
      g_signal_connect (widget, "query-tooltip", G_CALLBACK (on_query_tooltip), NULL);
      g_object_set_data (G_OBJECT (widget), "adj-tooltip-connected", GINT_TO_POINTER (TRUE));
    }
  g_object_set_data_full (G_OBJECT (widget), TEXT_KEY, g_strdup (text), g_free);
  gtk_widget_set_has_tooltip (widget, text != NULL);
  if (text != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}
