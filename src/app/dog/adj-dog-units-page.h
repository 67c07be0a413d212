/* adj-dog-units-page.h: every unit's and general's status, changed with undo
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ADJ_TYPE_DOG_UNITS_PAGE (adj_dog_units_page_get_type ())

G_DECLARE_FINAL_TYPE (AdjDogUnitsPage, adj_dog_units_page, ADJ, DOG_UNITS_PAGE, GtkWidget)

G_END_DECLS
