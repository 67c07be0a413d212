/* adj-window.c: the Adjutant main window
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window is built from ui/adj-window.ui. Its code keeps to what the
 * template cannot say: remembering the window's size and maximized state
 * between runs through GSettings.
 */

#include "config.h"

#include "adj-window.h"

/* The smallest size the schema accepts; also the window's size request
 * in adj-window.ui, so a saved size is always one the window can take. */
#define ADJ_WINDOW_MIN_WIDTH  360
#define ADJ_WINDOW_MIN_HEIGHT 294

struct _AdjWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;

  /* Template children */
  GtkMenuButton        *primary_menu_button;
  AdwStatusPage        *welcome_page;
};

G_DEFINE_FINAL_TYPE (AdjWindow, adj_window, ADW_TYPE_APPLICATION_WINDOW)

/* Size and state are read once, before the window is first shown: GTK 4
 * applies the default size only to a window that has not been mapped. */
static void
adj_window_restore_state (AdjWindow *self)
{
  int width = g_settings_get_int (self->settings, "window-width");
  int height = g_settings_get_int (self->settings, "window-height");

  gtk_window_set_default_size (GTK_WINDOW (self),
                               MAX (width, ADJ_WINDOW_MIN_WIDTH),
                               MAX (height, ADJ_WINDOW_MIN_HEIGHT));

  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
}

/* Saved on close rather than bound to the properties: a binding writes
 * on every step of an interactive resize and would also resize the
 * application's other windows. */
static void
adj_window_save_state (AdjWindow *self)
{
  gboolean maximized = gtk_window_is_maximized (GTK_WINDOW (self));
  int width = 0;
  int height = 0;

  g_settings_delay (self->settings);

  g_settings_set_boolean (self->settings, "window-maximized", maximized);

  /* A maximized window's size is the screen's, not the user's choice:
   * keep the size it had before, so unmaximizing next time restores it. */
  if (!maximized)
    {
      gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
      if (width > 0 && height > 0)
        {
          g_settings_set_int (self->settings, "window-width",
                              CLAMP (width, ADJ_WINDOW_MIN_WIDTH, G_MAXINT16));
          g_settings_set_int (self->settings, "window-height",
                              CLAMP (height, ADJ_WINDOW_MIN_HEIGHT, G_MAXINT16));
        }
    }

  g_settings_apply (self->settings);
}

static gboolean
adj_window_close_request (GtkWindow *window)
{
  AdjWindow *self = ADJ_WINDOW (window);

  adj_window_save_state (self);

  return GTK_WINDOW_CLASS (adj_window_parent_class)->close_request (window);
}

static void
adj_window_dispose (GObject *object)
{
  AdjWindow *self = ADJ_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_WINDOW);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (adj_window_parent_class)->dispose (object);
}

static void
adj_window_class_init (AdjWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = adj_window_dispose;
  window_class->close_request = adj_window_close_request;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/adjutant/Adjutant/adj-window.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjWindow, primary_menu_button);
  gtk_widget_class_bind_template_child (widget_class, AdjWindow, welcome_page);
}

static void
adj_window_init (AdjWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = g_settings_new (APP_ID);
  adj_window_restore_state (self);
}

/**
 * adj_window_new:
 * @application: the #GtkApplication the window belongs to
 *
 * Creates a main window sized as the last one was when it closed.
 *
 * Returns: (transfer none): the new window, owned by @application
 */
AdjWindow *
adj_window_new (GtkApplication *application)
{
  g_return_val_if_fail (GTK_IS_APPLICATION (application), NULL);

  return g_object_new (ADJ_TYPE_WINDOW,
                       "application", application,
                       NULL);
}
