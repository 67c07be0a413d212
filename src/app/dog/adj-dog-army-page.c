/* adj-dog-army-page.c: army lists, built and printed
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A tool page for an army list on its own, game or no game: the player
 * prepares his Order of Battle (4: "you may have done this days before"),
 * saves it, prints its roster for his opponent to check, or takes it into
 * a new battle, where the battle editor puts two lists together.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-dog-army-builder.h"
#include "adj-dog-army-page.h"
#include "adj-dog-battle-editor.h"
#include "adj-dog-common.h"
#include "adj-flat-rows.h"
#include "adj-label.h"

struct _AdjDogArmyPage
{
  GtkWidget  parent_instance;

  gboolean   built;
  GtkWidget *builder;

  /* Template children */
  GtkWidget *scroller;
  GtkBox    *content_box;
  GtkButton *new_button;
  GtkButton *battle_button;
};

G_DEFINE_FINAL_TYPE (AdjDogArmyPage, adj_dog_army_page, GTK_TYPE_WIDGET)

static void
on_new (AdjDogArmyPage *self)
{
  adj_dog_army_builder_set_army (ADJ_DOG_ARMY_BUILDER (self->builder), NULL);
}

/* After a save, New Game offers the battle among the player's own. */
static gboolean
on_editor_close (GtkWindow *editor, GtkWidget *window)
{
  if (adj_dog_battle_editor_get_saved_path (ADJ_DOG_BATTLE_EDITOR (editor)) != NULL)
    gtk_widget_activate_action (window, "win.choose-scenario", "s", ADJ_DOG_RULESET_ID);
  return FALSE;
}

/* The list as the first army of a new battle, in the battle editor. */
static void
on_battle (AdjDogArmyPage *self)
{
  GtkWindow *parent = GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self)));
  AdjDogBattleEditor *editor = adj_dog_battle_editor_new_with_army (
    parent, adj_dog_army_builder_get_army (ADJ_DOG_ARMY_BUILDER (self->builder)));
  g_signal_connect_object (editor, "close-request", G_CALLBACK (on_editor_close), parent, G_CONNECT_AFTER);
  gtk_window_present (GTK_WINDOW (editor));
}

static void
adj_dog_army_page_map (GtkWidget *widget)
{
  AdjDogArmyPage *self = ADJ_DOG_ARMY_PAGE (widget);

  if (!self->built)
    {
      self->built = TRUE;
      gtk_widget_init_template (widget);
      self->builder = adj_dog_army_builder_new ("army");
      gtk_box_append (self->content_box, self->builder);
      g_signal_connect_swapped (self->new_button, "clicked", G_CALLBACK (on_new), self);
      g_signal_connect_swapped (self->battle_button, "clicked", G_CALLBACK (on_battle), self);
    }
  GTK_WIDGET_CLASS (adj_dog_army_page_parent_class)->map (widget);
  /* Measured height-for-width only, the words at their plain width
   * (docs/design.md, a page within 100 ms). */
  adj_label_plain_natural_widths (widget);
  adj_flat_rows (widget);
}

static void
adj_dog_army_page_dispose (GObject *object)
{
  AdjDogArmyPage *self = ADJ_DOG_ARMY_PAGE (object);

  if (self->built)
    gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_DOG_ARMY_PAGE);
  G_OBJECT_CLASS (adj_dog_army_page_parent_class)->dispose (object);
}

static void
adj_dog_army_page_class_init (AdjDogArmyPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = adj_dog_army_page_dispose;
  widget_class->map = adj_dog_army_page_map;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/adjutant/Adjutant/dog/adj-dog-army-page.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjDogArmyPage, scroller);
  gtk_widget_class_bind_template_child (widget_class, AdjDogArmyPage, content_box);
  gtk_widget_class_bind_template_child (widget_class, AdjDogArmyPage, new_button);
  gtk_widget_class_bind_template_child (widget_class, AdjDogArmyPage, battle_button);
}

static void
adj_dog_army_page_init (AdjDogArmyPage *self)
{
}
