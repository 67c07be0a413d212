/* adj-dog-turn-page.h: the turn, its phases and what comes next
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ADJ_TYPE_DOG_TURN_PAGE (adj_dog_turn_page_get_type ())

G_DECLARE_FINAL_TYPE (AdjDogTurnPage, adj_dog_turn_page, ADJ, DOG_TURN_PAGE, GtkWidget)

G_END_DECLS
