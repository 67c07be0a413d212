/* adj-ca-panel.h: a Combined Activation worked out before the roll (4.25)
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include <adjutant-engine.h>

G_BEGIN_DECLS

#define ADJ_TYPE_CA_PANEL (adj_ca_panel_get_type ())

G_DECLARE_FINAL_TYPE (AdjCaPanel, adj_ca_panel, ADJ, CA_PANEL, GtkWidget)

/* The leaders of the drawn AM in @state that may try to combine, or NULL
 * when fewer than two may. @error (the page's) shows a roll that is no
 * roll. Emits "move" with the COMBINE move (transfer none) to record. */
GtkWidget *adj_ca_panel_new   (const AdjGameState *state,
                               GtkWidget          *error);
/* Whether @widget is a panel offering the leaders a new one would. */
gboolean   adj_ca_panel_shows (GtkWidget          *widget,
                               const AdjGameState *state);
/* Offers @state's leaders instead, when as many; FALSE if not. */
gboolean   adj_ca_panel_retarget (GtkWidget          *widget,
                                  const AdjGameState *state);

G_END_DECLS
