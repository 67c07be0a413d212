/* adj-outcome-chart.h: a bar chart of the chance of every result
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ADJ_TYPE_OUTCOME_CHART (adj_outcome_chart_get_type ())

G_DECLARE_FINAL_TYPE (AdjOutcomeChart, adj_outcome_chart, ADJ, OUTCOME_CHART, GtkWidget)

typedef struct {
  char     *label;        /* what the result does */
  char     *detail;       /* where it comes from: "row 9 · die 5"; may be NULL */
  char     *key;          /* its name in the legend: "row 9"; NULL: the label */
  double    probability;  /* 0–1, from the engine */
  gboolean  provisional;  /* rests on a provisional chart cell */
  gboolean  rolled;       /* the result of the roll typed in */
} AdjOutcomeBar;

GtkWidget           *adj_outcome_chart_new        (void);
/* Copies @bars (the model the chart draws). */
void                 adj_outcome_chart_set_bars   (AdjOutcomeChart     *self,
                                                   const AdjOutcomeBar *bars,
                                                   guint                n_bars);
guint                adj_outcome_chart_get_n_bars (AdjOutcomeChart     *self);
const AdjOutcomeBar *adj_outcome_chart_get_bar    (AdjOutcomeChart     *self,
                                                   guint                i);
/* The legend under the bars, listing the provisional results ("" if none). */
const char          *adj_outcome_chart_get_legend (AdjOutcomeChart     *self);

void                 adj_outcome_bar_clear        (AdjOutcomeBar       *bar);

G_END_DECLS
