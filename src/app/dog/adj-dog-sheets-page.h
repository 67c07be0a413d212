/* adj-dog-sheets-page.h: the player's own reference sheets
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ADJ_TYPE_DOG_SHEETS_PAGE (adj_dog_sheets_page_get_type ())

G_DECLARE_FINAL_TYPE (AdjDogSheetsPage, adj_dog_sheets_page, ADJ, DOG_SHEETS_PAGE, GtkWidget)

G_END_DECLS
