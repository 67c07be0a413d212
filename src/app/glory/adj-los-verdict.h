/* adj-los-verdict.h: the verdict on one line of sight
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include <adjutant-engine.h>

G_BEGIN_DECLS

#define ADJ_TYPE_LOS_VERDICT (adj_los_verdict_get_type ())

G_DECLARE_FINAL_TYPE (AdjLosVerdict, adj_los_verdict, ADJ, LOS_VERDICT, GtkWidget)

/* "same level", "firer higher", "target higher" (9.4). */
const char *adj_los_case_text              (AdjLosCase          los_case);
/* No verdict yet: @title says what to do next, @detail (may be NULL) more. */
void        adj_los_verdict_show_idle      (AdjLosVerdict      *self,
                                            const char         *title,
                                            const char         *detail);
/* The engine's verdict on @result. */
void        adj_los_verdict_show_result    (AdjLosVerdict      *self,
                                            const AdjLosResult *result);

G_END_DECLS
