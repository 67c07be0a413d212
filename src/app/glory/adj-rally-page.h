/* adj-rally-page.h: the Rally step of a command's activation (11.5)
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ADJ_TYPE_RALLY_PAGE (adj_rally_page_get_type ())

G_DECLARE_FINAL_TYPE (AdjRallyPage, adj_rally_page, ADJ, RALLY_PAGE, GtkWidget)

G_END_DECLS
