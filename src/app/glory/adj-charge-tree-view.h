/* adj-charge-tree-view.h: the whole charge before anyone rolls, Glory III
 * and Fixed Glory side by side
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include <adjutant-engine.h>

G_BEGIN_DECLS

#define ADJ_TYPE_CHARGE_TREE_VIEW (adj_charge_tree_view_get_type ())

G_DECLARE_FINAL_TYPE (AdjChargeTreeView, adj_charge_tree_view, ADJ, CHARGE_TREE_VIEW, GtkWidget)

GtkWidget *adj_charge_tree_view_new (void);
/* Asks the engine for both answers on @input (adj_charge_tree_one) and
 * shows them: the chance the charge goes in, a pair of bars per result,
 * and per side the units expected disordered, withdrawn and retreated
 * with the worst case. A rule set the engine cannot answer for says why
 * in its column. */
void       adj_charge_tree_view_show (AdjChargeTreeView      *self,
                                      const AdjChargeInput   *input,
                                      const AdjCombatCharts  *charts);
/* The last answers (for the tests); FALSE for a rule set not answered. */
gboolean   adj_charge_tree_view_get_answer (AdjChargeTreeView *self,
                                            gboolean           fixed_glory,
                                            AdjTreeAnswer     *answer);

G_END_DECLS
