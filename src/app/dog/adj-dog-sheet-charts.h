/* adj-dog-sheet-charts.h: the player's own charts, entered and shown
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include <dog/sheets.h>

G_BEGIN_DECLS

#define ADJ_TYPE_DOG_SHEET_CHARTS (adj_dog_sheet_charts_get_type ())

G_DECLARE_FINAL_TYPE (AdjDogSheetCharts, adj_dog_sheet_charts, ADJ, DOG_SHEET_CHARTS, GtkWidget)

GtkWidget *adj_dog_sheet_charts_new (void);
/* Shows and edits the charts of @sheets (borrowed; it must outlive the
 * widget or be replaced); emits "changed" after each edit the engine took,
 * "refused" with its message after one it did not. */
void       adj_dog_sheet_charts_set (AdjDogSheetCharts *self,
                                     AdjDogSheets      *sheets);

G_END_DECLS
