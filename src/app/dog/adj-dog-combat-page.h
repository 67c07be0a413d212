/* adj-dog-combat-page.h: the dice of shooting (18.3) and close assault (18.5)
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ADJ_TYPE_DOG_COMBAT_PAGE (adj_dog_combat_page_get_type ())

G_DECLARE_FINAL_TYPE (AdjDogCombatPage, adj_dog_combat_page, ADJ, DOG_COMBAT_PAGE, GtkWidget)

G_END_DECLS
