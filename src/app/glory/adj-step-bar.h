/* adj-step-bar.h: what comes next in the Sequence of Play, and where
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include <adjutant-engine.h>

G_BEGIN_DECLS

#define ADJ_TYPE_STEP_BAR (adj_step_bar_get_type ())

G_DECLARE_FINAL_TYPE (AdjStepBar, adj_step_bar, ADJ, STEP_BAR, GtkWidget)

/* A bar for the page named @page ("turn", "pool"): Next and Command Done
 * as the engine allows them, and a button to the page that answers the
 * current step (steptask.h), unless it is @page itself. @show_step: also
 * the step and what it asks (for a page that does not show it already). */
GtkWidget  *adj_step_bar_new            (const char  *page,
                                         gboolean     show_step);
/* "Activation Phase: charges": a prompt's phase and step. */
char       *adj_prompt_title            (const AdjPrompt *p,
                                         gboolean         fixed_glory);
/* The page the current step's button leads to, or NULL (for the tests). */
const char *adj_step_bar_get_goto_page  (AdjStepBar  *self);

G_END_DECLS
