/* adj-cog-next-bar.h: where the turn stands and the step after it
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "adj-game-session.h"

G_BEGIN_DECLS

#define ADJ_TYPE_COG_NEXT_BAR (adj_cog_next_bar_get_type ())

G_DECLARE_FINAL_TYPE (AdjCogNextBar, adj_cog_next_bar, ADJ, COG_NEXT_BAR, GtkWidget)

/* At the foot of the page @page (its name in the sidebar): what the
 * current step asks, a button that ends it (or says why it cannot end
 * yet), and one to the page that does the step when it is another. */
GtkWidget *adj_cog_next_bar_new     (const char     *page);
void       adj_cog_next_bar_refresh (AdjCogNextBar  *self,
                                     AdjGameSession *session);

G_END_DECLS
