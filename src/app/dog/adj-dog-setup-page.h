/* adj-dog-setup-page.h: staff, scouting and deployment before the battle
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ADJ_TYPE_DOG_SETUP_PAGE (adj_dog_setup_page_get_type ())

G_DECLARE_FINAL_TYPE (AdjDogSetupPage, adj_dog_setup_page, ADJ, DOG_SETUP_PAGE, GtkWidget)

G_END_DECLS
