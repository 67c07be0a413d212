/* adj-cup-view.h: an opaque cup of markers, its chances, a blind or typed draw
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ADJ_TYPE_CUP_VIEW (adj_cup_view_get_type ())

G_DECLARE_FINAL_TYPE (AdjCupView, adj_cup_view, ADJ, CUP_VIEW, GtkWidget)

GtkWidget *adj_cup_view_new          (void);
/* The owners the markers belong to ("Confederate", "Union"); at most 4. */
void       adj_cup_view_set_groups   (AdjCupView         *self,
                                      const char * const *names,
                                      guint               n);
/* The markers in the cup (@names, each of group @groups[i]) and how many
 * the draw takes. The markers in a cup are no secret: the players put
 * them in. Ends a pick in progress. */
void       adj_cup_view_set_contents (AdjCupView         *self,
                                      const char * const *names,
                                      const guint        *groups,
                                      guint               n,
                                      guint               draw);
/* Before the draw: @p[k] the chance that @group gets exactly k of its own
 * markers, k = 0..n-1 (the engine's numbers); NULL hides them. */
void       adj_cup_view_set_chances  (AdjCupView         *self,
                                      guint               group,
                                      const double       *p,
                                      guint               n);
/* What the buttons say: the blind draw, and typing a real cup's draw. */
void       adj_cup_view_set_labels   (AdjCupView         *self,
                                      const char         *blind,
                                      const char         *typed);
/* Ticks the markers drawn from a real cup: those of @mask (NULL: all)
 * are listed under @heading; Record needs exactly @count ticked (-1: any
 * number) and emits "picked" with a GArray of their indexes. */
void       adj_cup_view_begin_pick   (AdjCupView         *self,
                                      const gboolean     *mask,
                                      int                 count,
                                      const char         *heading);
void       adj_cup_view_end_pick     (AdjCupView         *self);

/* Signals: "draw-blind" (), "type-clicked" (), "picked" (GArray *guint),
 * "pick-cancelled" (). */

G_END_DECLS
