/* adj-dog-morale-page.h: a morale test from the player's own table (18.2)
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ADJ_TYPE_DOG_MORALE_PAGE (adj_dog_morale_page_get_type ())

G_DECLARE_FINAL_TYPE (AdjDogMoralePage, adj_dog_morale_page, ADJ, DOG_MORALE_PAGE, GtkWidget)

G_END_DECLS
