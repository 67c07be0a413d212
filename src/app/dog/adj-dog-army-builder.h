/* adj-dog-army-builder.h: an army list built from an agreed total
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include <dog/roster.h>

G_BEGIN_DECLS

#define ADJ_TYPE_DOG_ARMY_BUILDER (adj_dog_army_builder_get_type ())

G_DECLARE_FINAL_TYPE (AdjDogArmyBuilder, adj_dog_army_builder, ADJ, DOG_ARMY_BUILDER, GtkWidget)

/* @prefix starts the names of its fields ("army-0": "army-0-unit-2-stands"). */
GtkWidget        *adj_dog_army_builder_new           (const char        *prefix);
/* Edits a copy of @army (NULL: an empty list). */
void              adj_dog_army_builder_set_army      (AdjDogArmyBuilder *self,
                                                      const AdjDogArmy  *army);
const AdjDogArmy *adj_dog_army_builder_get_army      (AdjDogArmyBuilder *self);
/* In a battle the game size is the total the list is built against (6, 7)
 * and the list's own limit is not asked; 0 asks it again. */
void              adj_dog_army_builder_set_game_size (AdjDogArmyBuilder *self,
                                                      int                size);
int               adj_dog_army_builder_get_total     (AdjDogArmyBuilder *self);
/* The roster of the list as it is now. */
AdjDogRoster     *adj_dog_army_builder_roster        (AdjDogArmyBuilder *self);
/* Writes the one-page roster to @path: PDF, or PNG for a name ending in
 * ".png". */
gboolean          adj_dog_army_builder_export        (AdjDogArmyBuilder *self,
                                                      const char        *path,
                                                      GError           **error);

/* GTK's print dialog for the roster. */
void              adj_dog_army_builder_print         (AdjDogArmyBuilder *self);
/* A message under the toolbar (NULL hides it). */
void              adj_dog_army_builder_show_error    (AdjDogArmyBuilder *self,
                                                      const char        *message);

/* The toolbar over a builder: Open, Save, Print, Export (adj-dog-army-files.c). */
void              adj_dog_army_files_add_toolbar     (AdjDogArmyBuilder *self,
                                                      GtkBox            *box,
                                                      const char        *prefix);

G_END_DECLS
