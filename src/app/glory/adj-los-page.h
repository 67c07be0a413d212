/* adj-los-page.h: line of sight (rule 9.4), over a map or by questions
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include <adjutant-engine.h>

G_BEGIN_DECLS

#define ADJ_TYPE_LOS_PAGE (adj_los_page_get_type ())

G_DECLARE_FINAL_TYPE (AdjLosPage, adj_los_page, ADJ, LOS_PAGE, GtkWidget)

/* Loads a map file for the page (what Open… does after the file chooser).
 * On failure the page shows the loader's message and keeps its map. */
gboolean adj_los_page_open_map (AdjLosPage  *self,
                                const char  *path,
                                GError     **error);
/* Uses @map (referenced), e.g. from the map editor; @path may be NULL for
 * a map that is not saved. Switches to the map mode. */
void     adj_los_page_set_map  (AdjLosPage  *self,
                                AdjHexMap   *map,
                                const char  *path);

/* The 9.4 bullet in the player's language (adj_los_rule_text). */
const char *adj_los_page_rule_text (AdjLosRule rule);

G_END_DECLS
