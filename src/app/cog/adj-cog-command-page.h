/* adj-cog-command-page.h: Clash of Giants III, the Command Marker cup, the Command Track rolls, night replacements
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ADJ_TYPE_COG_COMMAND_PAGE (adj_cog_command_page_get_type ())

G_DECLARE_FINAL_TYPE (AdjCogCommandPage, adj_cog_command_page, ADJ, COG_COMMAND_PAGE, GtkWidget)

G_END_DECLS
