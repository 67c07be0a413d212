/* adj-dog-scout-panel.h: the optional scouting before deployment (20.1-20.3)
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ADJ_TYPE_DOG_SCOUT_PANEL (adj_dog_scout_panel_get_type ())

G_DECLARE_FINAL_TYPE (AdjDogScoutPanel, adj_dog_scout_panel, ADJ, DOG_SCOUT_PANEL, GtkWidget)

GtkWidget *adj_dog_scout_panel_new (void);

G_END_DECLS
