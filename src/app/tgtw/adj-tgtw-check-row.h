/* adj-tgtw-check-row.h: one morale check or leader casualty roll
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include <adjutant-engine.h>

G_BEGIN_DECLS

#define ADJ_TYPE_TGTW_CHECK_ROW (adj_tgtw_check_row_get_type ())

G_DECLARE_FINAL_TYPE (AdjTgtwCheckRow, adj_tgtw_check_row, ADJ, TGTW_CHECK_ROW, GtkWidget)

/* 8.0: @unit's morale check on @state (pending, or a Rally-phase check). */
GtkWidget   *adj_tgtw_check_row_new_morale   (const AdjTgtwState *state,
                                              guint               unit);
/* 9.0: the casualty roll of pending check @pending on @state. */
GtkWidget   *adj_tgtw_check_row_new_casualty (const AdjTgtwState *state,
                                              guint               pending);
/* The same check on another state (the odds follow it); the roll typed
 * and the choices stay. */
void         adj_tgtw_check_row_set_state    (AdjTgtwCheckRow    *self,
                                              const AdjTgtwState *state);
/* "morale:ID" or "casualty:ID": which check this is. */
const char  *adj_tgtw_check_row_get_key      (AdjTgtwCheckRow    *self);
/* The move of the check with the roll typed (no roll needed for a rally
 * dot's recovery), or NULL while there is none. */
AdjTgtwMove *adj_tgtw_check_row_get_move     (AdjTgtwCheckRow    *self);

G_END_DECLS
