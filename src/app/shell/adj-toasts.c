/* adj-toasts.c: short notes over the window (what was undone, saved)
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One note at a time: a second undo replaces the first one's note rather
 * than queueing behind it, so what is on screen is what was just done.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-toasts.h"

#define OVERLAY_KEY "adj-toast-overlay"
#define SHOWN_KEY   "adj-toast-shown"

void
adj_toasts_install (AdwApplicationWindow *window)
{
  GtkWidget *content = adw_application_window_get_content (window);
  GtkWidget *overlay = adw_toast_overlay_new ();

  g_return_if_fail (g_object_get_data (G_OBJECT (window), OVERLAY_KEY) == NULL);
  if (content != NULL)
    {
      g_object_ref (content);
      adw_application_window_set_content (window, NULL);
      adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (overlay), content);
      g_object_unref (content);
    }
  adw_application_window_set_content (window, overlay);
  g_object_set_data (G_OBJECT (window), OVERLAY_KEY, overlay);
}

static void
on_dismissed (AdwToast *toast, GtkWindow *window)
{
  if (g_object_get_data (G_OBJECT (window), SHOWN_KEY) == toast)
    g_object_set_data (G_OBJECT (window), SHOWN_KEY, NULL);
}

/* libadwaita 1.2 gives a note's close button an icon and no name: it gets
 * one here, so that a screen reader says what it does. */
static void
name_close_button (GtkWidget *widget)
{
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      if (GTK_IS_BUTTON (c) && g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (c)), "window-close-symbolic") == 0)
        gtk_accessible_update_property (GTK_ACCESSIBLE (c), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Dismiss"), -1);
      name_close_button (c);
    }
}

void
adj_toast_show (GtkWindow *window, const char *text, const char *button_label, const char *action_name)
{
  AdwToastOverlay *overlay = g_object_get_data (G_OBJECT (window), OVERLAY_KEY);
  AdwToast *before = g_object_get_data (G_OBJECT (window), SHOWN_KEY);
  g_autofree char *markup = g_markup_escape_text (text, -1);
  AdwToast *toast;

  g_return_if_fail (ADW_IS_TOAST_OVERLAY (overlay));
  /* The note on screen says the new thing: a note made anew for every
   * undo would cost a frame's worth of widgets and animation each time. */
  if (before != NULL && (button_label != NULL) == (adw_toast_get_button_label (before) != NULL))
    {
      adw_toast_set_title (before, markup);
      if (button_label != NULL && action_name != NULL)
        {
          adw_toast_set_button_label (before, button_label);
          adw_toast_set_action_name (before, action_name);
        }
      return;
    }
  if (before != NULL)
    adw_toast_dismiss (before);
  /* A toast's title is markup: names may hold "&" or "<". */
  toast = adw_toast_new (markup);
  if (button_label != NULL && action_name != NULL)
    {
      adw_toast_set_button_label (toast, button_label);
      adw_toast_set_action_name (toast, action_name);
    }
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (on_dismissed), window, 0);
  g_object_set_data (G_OBJECT (window), SHOWN_KEY, toast);
  adw_toast_overlay_add_toast (overlay, toast);
  /* The notes are the overlay's children beside the window's content. */
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (overlay)); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (c != adw_toast_overlay_get_child (overlay))
      name_close_button (c);
}

AdwToast *
adj_toast_get_shown (GtkWindow *window)
{
  return g_object_get_data (G_OBJECT (window), SHOWN_KEY);
}
