/* adj-flat-rows.h: libadwaita's rows laid out without width-for-height
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void adj_flat_rows (GtkWidget *root);

G_END_DECLS
