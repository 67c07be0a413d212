/* adj-feature-row.h: a row of the welcome page
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

GtkWidget  *adj_feature_row_new       (const char *icon_name,
                                       const char *accent,
                                       const char *title,
                                       const char *subtitle,
                                       gboolean    leads_on);
const char *adj_feature_row_get_title (GtkWidget  *row);
void        adj_feature_row_set_subtitle (GtkWidget  *row,
                                          const char *subtitle);
void        adj_feature_row_add_suffix   (GtkWidget  *row,
                                          GtkWidget  *widget);

G_END_DECLS
