/* adj-window-devices.h: the window's Players' Devices action
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "adj-devices.h"

G_BEGIN_DECLS

/* "win.devices" opens the Players' Devices panel of the window's game. */
void        adj_window_devices_install (GtkWindow *window);
/* The window's devices (made with the action; stopped with the window). */
AdjDevices *adj_window_get_devices     (GtkWindow *window);

G_END_DECLS
