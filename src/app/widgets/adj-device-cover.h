/* adj-device-cover.h: "pass the device" in front of a player's secret
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ADJ_TYPE_DEVICE_COVER (adj_device_cover_get_type ())

G_DECLARE_FINAL_TYPE (AdjDeviceCover, adj_device_cover, ADJ, DEVICE_COVER, GtkWidget)

/* A player's secret: until he says he holds the device, a cover asks the
 * others to hand it over. When he does, "lifted" is emitted and the page
 * fills adj_device_cover_get_content(); Hide covers it again, empties the
 * content (the secret is never in the window while covered) and emits
 * "hidden". */
GtkWidget *adj_device_cover_new      (void);
GtkBox    *adj_device_cover_get_content (AdjDeviceCover *self);
/* Covers the secret for @player (a side's name, "Confederate"); @what
 * says what he is about to see. */
void       adj_device_cover_show     (AdjDeviceCover *self,
                                      const char     *player,
                                      const char     *what);
void       adj_device_cover_hide     (AdjDeviceCover *self);
gboolean   adj_device_cover_is_lifted (AdjDeviceCover *self);

G_END_DECLS
