/* adj-dog-army-page.h: army lists, built and printed
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ADJ_TYPE_DOG_ARMY_PAGE (adj_dog_army_page_get_type ())

G_DECLARE_FINAL_TYPE (AdjDogArmyPage, adj_dog_army_page, ADJ, DOG_ARMY_PAGE, GtkWidget)

G_END_DECLS
