/* adj-device-cover.c: "pass the device" in front of a player's secret
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two players share one device. A choice or a draw one of them must keep
 * to himself sits behind this cover: the other sees who is to take the
 * device, never the secret, which is built by the page only once the
 * cover is lifted and dropped again when it is hidden. Knows no game.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-device-cover.h"

struct _AdjDeviceCover
{
  GtkWidget      parent_instance;

  GtkStack      *stack;
  AdwStatusPage *cover;
  GtkButton     *lift;
  GtkButton     *hide;
  GtkBox        *content;
};

G_DEFINE_FINAL_TYPE (AdjDeviceCover, adj_device_cover, GTK_TYPE_WIDGET)

enum { SIGNAL_LIFTED, SIGNAL_HIDDEN, N_SIGNALS };
static guint signals[N_SIGNALS];

void
adj_device_cover_show (AdjDeviceCover *self, const char *player, const char *what)
{
  g_return_if_fail (ADJ_IS_DEVICE_COVER (self));
  /* TRANSLATORS: %s is a side, "Pass the Device to the Union Player" */
  g_autofree char *title = g_strdup_printf (_("Pass the Device to the %s Player"), player);
  /* TRANSLATORS: %s is a side, "I Am the Union Player" */
  g_autofree char *button = g_strdup_printf (_("I Am the %s Player"), player);
  adw_status_page_set_title (self->cover, title);
  adw_status_page_set_description (self->cover, what);
  gtk_button_set_label (self->lift, button);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->lift), GTK_ACCESSIBLE_PROPERTY_LABEL, button, -1);
  adj_device_cover_hide (self);
}

void
adj_device_cover_hide (AdjDeviceCover *self)
{
  g_return_if_fail (ADJ_IS_DEVICE_COVER (self));
  gboolean was_lifted = adj_device_cover_is_lifted (self);
  GtkWidget *child;
  gtk_stack_set_visible_child_name (self->stack, "cover");
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->content))) != NULL)
    gtk_box_remove (self->content, child);
  if (was_lifted)
    g_signal_emit (self, signals[SIGNAL_HIDDEN], 0);
}

gboolean
adj_device_cover_is_lifted (AdjDeviceCover *self)
{
  g_return_val_if_fail (ADJ_IS_DEVICE_COVER (self), FALSE);
  return g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "secret") == 0;
}

static void
on_lift (AdjDeviceCover *self)
{
  gtk_stack_set_visible_child_name (self->stack, "secret");
  g_signal_emit (self, signals[SIGNAL_LIFTED], 0);
  gtk_widget_grab_focus (GTK_WIDGET (self->hide));
}

static void
adj_device_cover_dispose (GObject *object)
{
  AdjDeviceCover *self = ADJ_DEVICE_COVER (object);

  g_clear_pointer ((GtkWidget **) &self->stack, gtk_widget_unparent);
  G_OBJECT_CLASS (adj_device_cover_parent_class)->dispose (object);
}

static void
adj_device_cover_class_init (AdjDeviceCoverClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = adj_device_cover_dispose;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
  signals[SIGNAL_LIFTED] = g_signal_new ("lifted", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                         NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_HIDDEN] = g_signal_new ("hidden", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                         NULL, G_TYPE_NONE, 0);
}

static void
adj_device_cover_init (AdjDeviceCover *self)
{
  self->stack = GTK_STACK (gtk_stack_new ());
  gtk_widget_set_parent (GTK_WIDGET (self->stack), GTK_WIDGET (self));

  self->cover = ADW_STATUS_PAGE (adw_status_page_new ());
  adw_status_page_set_icon_name (self->cover, "changes-prevent-symbolic");
  gtk_widget_add_css_class (GTK_WIDGET (self->cover), "compact");
  self->lift = GTK_BUTTON (gtk_button_new_with_label (""));
  gtk_widget_set_name (GTK_WIDGET (self->lift), "cover-lift");
  gtk_widget_set_halign (GTK_WIDGET (self->lift), GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (GTK_WIDGET (self->lift), "pill");
  gtk_widget_add_css_class (GTK_WIDGET (self->lift), "suggested-action");
  gtk_label_set_wrap (GTK_LABEL (gtk_button_get_child (self->lift)), TRUE);
  g_signal_connect_swapped (self->lift, "clicked", G_CALLBACK (on_lift), self);
  adw_status_page_set_child (self->cover, GTK_WIDGET (self->lift));
  gtk_stack_add_named (self->stack, GTK_WIDGET (self->cover), "cover");
}

GtkBox *
adj_device_cover_get_content (AdjDeviceCover *self)
{
  g_return_val_if_fail (ADJ_IS_DEVICE_COVER (self), NULL);
  return self->content;
}

GtkWidget *
adj_device_cover_new (void)
{
  AdjDeviceCover *self = g_object_new (ADJ_TYPE_DEVICE_COVER, NULL);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

  self->content = GTK_BOX (gtk_box_new (GTK_ORIENTATION_VERTICAL, 12));
  gtk_widget_set_name (GTK_WIDGET (self->content), "cover-content");
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->content));
  self->hide = GTK_BUTTON (gtk_button_new_with_mnemonic (_("_Hide Again")));
  gtk_widget_set_name (GTK_WIDGET (self->hide), "cover-hide");
  gtk_widget_set_halign (GTK_WIDGET (self->hide), GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (GTK_WIDGET (self->hide), "pill");
  g_signal_connect_swapped (self->hide, "clicked", G_CALLBACK (adj_device_cover_hide), self);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->hide));
  gtk_stack_add_named (self->stack, box, "secret");
  gtk_stack_set_visible_child_name (self->stack, "cover");
  return GTK_WIDGET (self);
}
