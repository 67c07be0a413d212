/* adj-application.h: the Adjutant GtkApplication
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ADJ_TYPE_APPLICATION (adj_application_get_type ())

G_DECLARE_FINAL_TYPE (AdjApplication, adj_application, ADJ, APPLICATION, AdwApplication)

AdjApplication *adj_application_new (const char        *application_id,
                                     GApplicationFlags  flags);

/* The shipped charts with the player's own values laid over them, loaded
 * on first use and shared by every page (transfer none). */
GPtrArray      *adj_application_get_charts (AdjApplication  *self,
                                            GError         **error);
/* Writes the player's chart values (atomically) to his data dir. */
gboolean        adj_application_save_chart_values (AdjApplication  *self,
                                                   GError         **error);

G_END_DECLS
