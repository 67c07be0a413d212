/* adj-cog-page.c: the frame every Clash of Giants III page shares
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The pages rebuild their body from the state at every change of the
 * game (a step applied, undone, redone, a game opened): what they show is
 * always the engine's current answer, never a copy kept in the page.
 */

#include "config.h"

#include "adj-cog-game.h"
#include "adj-cog-next-bar.h"
#include "adj-cog-page.h"
#include "adj-window-actions.h"

#define PART(field) (parts_offset + G_STRUCT_OFFSET (AdjCogPageParts, field))

void
adj_cog_page_class_init (GtkWidgetClass *klass, const char *resource, gsize parts_offset)
{
  gtk_widget_class_set_layout_manager_type (klass, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (klass, resource);
  gtk_widget_class_bind_template_child_full (klass, "state_stack", FALSE, PART (state_stack));
  gtk_widget_class_bind_template_child_full (klass, "scroller", FALSE, PART (scroller));
  gtk_widget_class_bind_template_child_full (klass, "body", FALSE, PART (body));
}

void
adj_cog_page_build (GtkWidget *page, AdjCogPageParts *parts, const char *name, GCallback refresh)
{
  if (parts->built)
    return;
  parts->built = TRUE;
  parts->name = name;
  gtk_widget_init_template (page);
  parts->next_bar = adj_cog_next_bar_new (name);
  if (parts->bar_first)
    gtk_widget_insert_before (parts->next_bar, gtk_widget_get_parent (parts->body), parts->body);
  else
    gtk_box_append (GTK_BOX (gtk_widget_get_parent (parts->body)), parts->next_bar);
  parts->session = adj_window_watch_session (page, refresh);
}

const AdjCogState *
adj_cog_page_refresh (AdjCogPageParts *parts)
{
  if (!parts->built)
    return NULL;
  const AdjCogState *s = adj_cog_game_state (parts->session);
  gtk_stack_set_visible_child_name (parts->state_stack, s != NULL ? "game" : "empty");
  if (!parts->in_place)
    adj_cog_clear (parts->body);
  adj_cog_next_bar_refresh (ADJ_COG_NEXT_BAR (parts->next_bar), parts->session);
  return s;
}

void
adj_cog_page_dispose (GtkWidget *page, AdjCogPageParts *parts, GType type)
{
  g_clear_object (&parts->session);
  if (parts->built)
    gtk_widget_dispose_template (page, type);
  parts->built = FALSE;
}
