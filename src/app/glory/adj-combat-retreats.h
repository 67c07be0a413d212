/* adj-combat-retreats.h: a combat result with its retreats as made
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adjutant-engine.h>

G_BEGIN_DECLS

/* One retreat per unit of a charge at most. */
#define ADJ_RETREATS_MAX_ROWS (2 * ADJ_CHARGE_MAX_HEXES * ADJ_STACK_MAX_UNITS)

/* @effects (a result) with each retreat that has a row of @rows
 * (AdjRetreatRow; @row_of: per effect, its row or -1) expanded by the
 * engine as the row says it was made (adj_retreats_expand: 11.22-11.27,
 * the displaced unit first, 11.26). @state: the units' conditions before
 * the result; @rolls: the checks typed so far, for a unit gone before its
 * retreat is not asked about it (11.41). @starts gets where each row's
 * effects begin; *@ok is FALSE when a row's choices are refused (the row
 * shows why). A new array. */
GArray   *adj_combat_retreats_expand      (const GArray         *effects,
                                           const GArray         *row_of,
                                           GPtrArray            *rows,
                                           const AdjCombatState *state,
                                           const AdjGameState   *game,
                                           const int            *rolls,
                                           guint                 n_rolls,
                                           guint                *starts,
                                           gboolean             *ok);
G_END_DECLS
