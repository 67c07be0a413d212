/* adj-devices-dialog.h: Players' Devices, the panel that lets them join
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "adj-devices.h"

G_BEGIN_DECLS

#define ADJ_TYPE_DEVICES_DIALOG (adj_devices_dialog_get_type ())
G_DECLARE_FINAL_TYPE (AdjDevicesDialog, adj_devices_dialog, ADJ, DEVICES_DIALOG, AdwWindow)

/* The panel for @devices, over @parent. Closing it keeps the devices
 * joined; its switch ends that. */
GtkWindow *adj_devices_dialog_new (GtkWindow  *parent,
                                   AdjDevices *devices);

G_END_DECLS
