/* adj-tgtw-stacked.h: the leaders the players say are stacked with the
 * units in a fight (9.0)
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include <adjutant-engine.h>

G_BEGIN_DECLS

typedef struct {
  AdwPreferencesGroup *group;
  GArray              *leaders;  /* leader indexes, one per check */
  GPtrArray           *checks;   /* GtkCheckButton */
} AdjTgtwStacked;

void  adj_tgtw_stacked_init   (AdjTgtwStacked      *self,
                               AdwPreferencesGroup *group);
void  adj_tgtw_stacked_clear  (AdjTgtwStacked      *self);
/* One tick per leader in play of @army (-1: of either army) on @state;
 * the leaders ticked before stay ticked; @toggled (with @data) on each
 * change. The group shows only when it has leaders. */
void  adj_tgtw_stacked_fill   (AdjTgtwStacked      *self,
                               const AdjTgtwState  *state,
                               int                  army,
                               GCallback            toggled,
                               gpointer             data);
/* Unticks every leader: a new situation starts empty. */
void  adj_tgtw_stacked_reset  (AdjTgtwStacked      *self);
/* Appends the leaders ticked to @out (of int). */
void  adj_tgtw_stacked_ticked (AdjTgtwStacked      *self,
                               GArray              *out);

G_END_DECLS
