/* adj-dog-winner-page.h: points lost and the winner (19.2)
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ADJ_TYPE_DOG_WINNER_PAGE (adj_dog_winner_page_get_type ())

G_DECLARE_FINAL_TYPE (AdjDogWinnerPage, adj_dog_winner_page, ADJ, DOG_WINNER_PAGE, GtkWidget)

G_END_DECLS
