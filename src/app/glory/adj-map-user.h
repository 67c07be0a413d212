/* adj-map-user.h: a page that takes a map handed to it
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The Line of Sight page and the map editor hand their map to each other
 * (Edit, Check Lines of Sight) through this interface, so neither needs
 * to know the other.
 */

#pragma once

#include <adwaita.h>

#include <adjutant-engine.h>

G_BEGIN_DECLS

#define ADJ_TYPE_MAP_USER (adj_map_user_get_type ())

G_DECLARE_INTERFACE (AdjMapUser, adj_map_user, ADJ, MAP_USER, GtkWidget)

struct _AdjMapUserInterface
{
  GTypeInterface parent_iface;

  /* Works on @map (referenced or copied) from now on; @path is its file,
   * or NULL for a map that is not saved. */
  void (*take_map) (AdjMapUser *self,
                    AdjHexMap  *map,
                    const char *path);
};

void     adj_map_user_take_map  (AdjMapUser *self,
                                 AdjHexMap  *map,
                                 const char *path);
/* Hands @map to the page named @page of the window @from is in and shows
 * that page; FALSE when there is no such page. */
gboolean adj_map_user_hand_over (GtkWidget  *from,
                                 const char *page,
                                 AdjHexMap  *map,
                                 const char *path);

G_END_DECLS
