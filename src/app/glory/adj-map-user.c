/* adj-map-user.c: a page that takes a map handed to it
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "adj-map-user.h"

G_DEFINE_INTERFACE (AdjMapUser, adj_map_user, GTK_TYPE_WIDGET)

static void
adj_map_user_default_init (AdjMapUserInterface *iface)
{
}

void
adj_map_user_take_map (AdjMapUser *self, AdjHexMap *map, const char *path)
{
  g_return_if_fail (ADJ_IS_MAP_USER (self));
  ADJ_MAP_USER_GET_IFACE (self)->take_map (self, map, path);
}

gboolean
adj_map_user_hand_over (GtkWidget *from, const char *page, AdjHexMap *map, const char *path)
{
  GtkWidget *stack = gtk_widget_get_ancestor (from, GTK_TYPE_STACK);
  GtkWidget *user = stack != NULL ? gtk_stack_get_child_by_name (GTK_STACK (stack), page) : NULL;

  if (!ADJ_IS_MAP_USER (user))
    return FALSE;
  adj_map_user_take_map (ADJ_MAP_USER (user), map, path);
  gtk_widget_activate_action (from, "win.page", "s", page);
  return TRUE;
}
