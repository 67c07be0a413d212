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

G_END_DECLS
