/* adj-tgtw-checks.h: the morale checks and leader rolls a game owes
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include <adjutant-engine.h>

G_BEGIN_DECLS

#define ADJ_TYPE_TGTW_CHECKS (adj_tgtw_checks_get_type ())

G_DECLARE_FINAL_TYPE (AdjTgtwChecks, adj_tgtw_checks, ADJ, TGTW_CHECKS, GtkWidget)

GtkWidget *adj_tgtw_checks_new       (void);
/* One AdjTgtwCheckRow per check @state owes (NULL: none); a check still
 * owed keeps its roll and choices. Returns how many there are. */
guint      adj_tgtw_checks_set_state (AdjTgtwChecks      *self,
                                      const AdjTgtwState *state);
/* Appends the moves of the checks whose rolls are typed, in order. */
guint      adj_tgtw_checks_collect   (AdjTgtwChecks      *self,
                                      GPtrArray          *moves);

G_END_DECLS
