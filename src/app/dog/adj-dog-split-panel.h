/* adj-dog-split-panel.h: a close assault's casualties split (18.5.2)
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "adj-game-session.h"

G_BEGIN_DECLS

#define ADJ_TYPE_DOG_SPLIT_PANEL (adj_dog_split_panel_get_type ())

G_DECLARE_FINAL_TYPE (AdjDogSplitPanel, adj_dog_split_panel, ADJ, DOG_SPLIT_PANEL, GtkWidget)

GtkWidget *adj_dog_split_panel_new     (void);
/* The game (borrowed) after a change: the units are the battle's. */
void       adj_dog_split_panel_refresh (AdjDogSplitPanel *self, AdjGameSession *session);

G_END_DECLS
