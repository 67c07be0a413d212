/* adj-tgtw-step-bar.h: where the game stands and what comes next
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "adj-game-session.h"

G_BEGIN_DECLS

#define ADJ_TYPE_TGTW_STEP_BAR (adj_tgtw_step_bar_get_type ())

G_DECLARE_FINAL_TYPE (AdjTgtwStepBar, adj_tgtw_step_bar, ADJ, TGTW_STEP_BAR, GtkWidget)

/* The bar on the page named @page: it offers to go to the page that does
 * the current step when that is another one. */
GtkWidget *adj_tgtw_step_bar_new    (const char     *page);
/* Shows @session's game (of The Glory that Was) as it stands. */
void       adj_tgtw_step_bar_update (AdjTgtwStepBar *self,
                                     AdjGameSession *session);

G_END_DECLS
