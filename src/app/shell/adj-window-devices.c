/* adj-window-devices.c: the window's Players' Devices action
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One host per window, for the game it plays; the panel may be closed
 * and opened again while the devices stay joined. Closing the window
 * ends the hosting.
 */

#include "config.h"

#include "adj-window-devices.h"
#include "adj-devices-dialog.h"
#include "adj-window-actions.h"

#define DEVICES_KEY "adj-devices"
#define DIALOG_KEY "adj-devices-dialog"

AdjDevices *
adj_window_get_devices (GtkWindow *window)
{
  return g_object_get_data (G_OBJECT (window), DEVICES_KEY);
}

static void
stop_devices (GtkWindow *window)
{
  AdjDevices *devices = adj_window_get_devices (window);
  if (devices != NULL)
    adj_devices_stop (devices);
}

static void
devices_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  GtkWindow *window = data;
  GtkWindow *dialog = g_object_get_data (G_OBJECT (window), DIALOG_KEY);
  if (dialog == NULL)
    {
      dialog = adj_devices_dialog_new (window, adj_window_get_devices (window));
      gtk_window_set_hide_on_close (dialog, TRUE);
      g_object_set_data_full (G_OBJECT (window), DIALOG_KEY, dialog, (GDestroyNotify) gtk_window_destroy);
    }
  gtk_window_present (dialog);
}

static const GActionEntry actions[] = {
  { .name = "devices", .activate = devices_action },
};

void
adj_window_devices_install (GtkWindow *window)
{
  AdjDevices *devices = adj_devices_new (adj_window_get_session (window));
  g_object_set_data_full (G_OBJECT (window), DEVICES_KEY, devices, g_object_unref);
  g_action_map_add_action_entries (G_ACTION_MAP (window), actions, G_N_ELEMENTS (actions), window);
  g_signal_connect (window, "destroy", G_CALLBACK (stop_devices), NULL);
}
