/* adj-cog-page.h: the frame every Clash of Giants III page shares
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include <adjutant-engine.h>

#include "adj-game-session.h"
#include "adj-label.h"

G_BEGIN_DECLS

/* Each page's template (ui/cog/adj-cog-*-page.ui) holds a stack ("empty"
 * without a game, "game" with it) whose scrolled content ends in a box
 * the page fills, and the bar with the next step (adj-cog-next-bar.h). */
typedef struct {
  AdjGameSession *session;
  gboolean        built;
  const char     *name;      /* the page's name in the sidebar */
  GtkStack       *state_stack;
  GtkScrolledWindow *scroller;
  GtkWidget      *body;
  GtkWidget      *next_bar;
  gboolean        bar_first; /* the next bar above the body, not below */
  gboolean        in_place;  /* the page keeps its body and updates it */
} AdjCogPageParts;

/* In class_init: the template at @resource and its parts, a member
 * @parts_offset bytes into the instance. */
void               adj_cog_page_class_init (GtkWidgetClass  *klass,
                                            const char      *resource,
                                            gsize            parts_offset);
/* In map: builds the template the first time the page is shown (a page
 * never opened costs nothing) and watches the session with @refresh. */
void               adj_cog_page_build      (GtkWidget       *page,
                                            AdjCogPageParts *parts,
                                            const char      *name,
                                            GCallback        refresh);
/* Starts a refresh: the "empty" or "game" stack page, the body emptied
 * (unless the page updates it in place), the next bar refreshed. The state, or NULL without a game (or before
 * the page is built). */
const AdjCogState *adj_cog_page_refresh    (AdjCogPageParts *parts);
void               adj_cog_page_dispose    (GtkWidget       *page,
                                            AdjCogPageParts *parts,
                                            GType            type);

G_END_DECLS

/* The class of a page: its map builds it and refreshes it, its dispose
 * calls the page's own t_n##_forget (what it holds beyond the frame),
 * then drops the frame. The instance struct has a member "parts"; the
 * page writes t_n##_start (its init), t_n##_refresh and t_n##_forget. */
#define ADJ_COG_PAGE_DEFINE(TN, t_n, T_N, page_name, resource)                                  \
  G_DEFINE_FINAL_TYPE (TN, t_n, GTK_TYPE_WIDGET)                                                \
  static void t_n##_refresh (TN *self);                                                         \
  static void t_n##_forget (TN *self);                                                          \
  static void t_n##_start (TN *self);                                                           \
  static void t_n##_map (GtkWidget *widget)                                                     \
  {                                                                                             \
    TN *self = (TN *) widget;                                                                   \
    gboolean first = !self->parts.built;                                                        \
    adj_cog_page_build (widget, &self->parts, page_name, G_CALLBACK (t_n##_refresh));           \
    GTK_WIDGET_CLASS (t_n##_parent_class)->map (widget);                                        \
    t_n##_refresh (self);                                                                       \
    if (first)                                                                                  \
      adj_label_plain_natural_widths (widget);                                                  \
  }                                                                                             \
  static void t_n##_dispose (GObject *object)                                                   \
  {                                                                                             \
    TN *self = (TN *) object;                                                                   \
    t_n##_forget (self);                                                                        \
    adj_cog_page_dispose (GTK_WIDGET (object), &self->parts, T_N);                              \
    G_OBJECT_CLASS (t_n##_parent_class)->dispose (object);                                      \
  }                                                                                             \
  static void t_n##_class_init (TN##Class *klass)                                               \
  {                                                                                             \
    G_OBJECT_CLASS (klass)->dispose = t_n##_dispose;                                            \
    GTK_WIDGET_CLASS (klass)->map = t_n##_map;                                                  \
    adj_cog_page_class_init (GTK_WIDGET_CLASS (klass), resource, G_STRUCT_OFFSET (TN, parts));  \
  }                                                                                             \
  static void t_n##_init (TN *self)                                                             \
  {                                                                                             \
    t_n##_start (self);                                                                         \
  }
