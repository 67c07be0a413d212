/* adj-los-steps.h: each hex along a line of sight with its verdict
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include <adjutant-engine.h>

G_BEGIN_DECLS

#define ADJ_TYPE_LOS_STEPS (adj_los_steps_get_type ())

G_DECLARE_FINAL_TYPE (AdjLosSteps, adj_los_steps, ADJ, LOS_STEPS, GtkWidget)

/* No line: no rows, and the widget hides. */
void adj_los_steps_clear (AdjLosSteps        *self);
/* A row per intervening hex of @result; hidden when there is none. */
void adj_los_steps_show  (AdjLosSteps        *self,
                          const AdjLosResult *result);

G_END_DECLS
