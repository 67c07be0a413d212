/* adj-turn-page.h: the turn, the phase and what comes next
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ADJ_TYPE_TURN_PAGE (adj_turn_page_get_type ())

G_DECLARE_FINAL_TYPE (AdjTurnPage, adj_turn_page, ADJ, TURN_PAGE, GtkWidget)

G_END_DECLS
