/* adj-devices.h: the players' devices joining the game a window plays
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "adj-game-session.h"
#include "adj-host.h"

G_BEGIN_DECLS

#define ADJ_TYPE_DEVICES (adj_devices_get_type ())
G_DECLARE_FINAL_TYPE (AdjDevices, adj_devices, ADJ, DEVICES, GObject)

/* The port tried first, so a phone finds the host again after a restart;
 * any free one when it is taken. */
#define ADJ_DEVICES_PORT 47300

AdjDevices *adj_devices_new        (AdjGameSession *session);
/* Hosts the session's game on @address; "running" changes. */
gboolean    adj_devices_start      (AdjDevices     *self,
                                    const char     *address,
                                    GError        **error);
void        adj_devices_stop       (AdjDevices     *self);
gboolean    adj_devices_is_running (AdjDevices     *self);
/* The host while running, else NULL. */
AdjHost    *adj_devices_get_host   (AdjDevices     *self);
/* The name of @side in the game in play ("" without a game). */
char       *adj_devices_side_name  (AdjDevices     *self,
                                    int             side);
/* Why the game in play cannot be hosted (no game, or one that cannot
 * show each side its own view), or NULL when it can. */
char       *adj_devices_why_not    (AdjDevices     *self);

G_END_DECLS
