/* adj-devices-dialog.c: Players' Devices, the panel that lets them join
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Off until the players turn it on. The network proposed first is the
 * one the default route leaves by (the others are listed: a laptop on a
 * cable and on Wi-Fi at once has two). Each side gets its own code and
 * address; the devices connected are listed, each with a way to drop it.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-devices-dialog.h"
#include "adj-host-net.h"
#include "adj-qr-code.h"

struct _AdjDevicesDialog
{
  AdwWindow    parent_instance;

  AdjDevices  *devices;
  GPtrArray   *interfaces;  /* AdjHostInterface, as the network row lists them */

  /* Template children */
  GtkSwitch   *hosting_switch;
  AdwComboRow *network_row;
  GtkLabel    *status_label;
  GtkBox      *sides_box;
  AdwPreferencesGroup *devices_group;
  GtkListBox  *devices_list;
};

G_DEFINE_FINAL_TYPE (AdjDevicesDialog, adj_devices_dialog, ADW_TYPE_WINDOW)

static void
set_status (AdjDevicesDialog *self, const char *text)
{
  gtk_label_set_text (self->status_label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->status_label), text != NULL);
}

static void
copy_url (GtkButton *button, const char *url)
{
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (button)), url);
}

/* A side's card: its name, its code, its address to type. */
static void
free_url (gpointer url, GClosure *closure)
{
  g_free (url);
}

static GtkWidget *
side_card (AdjHost *host, const char *name, int side)
{
  g_autofree char *url = adj_host_get_url (host, side);
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_widget_add_css_class (card, "card");
  gtk_widget_set_name (card, side == 0 ? "devices-side:0" : "devices-side:1");
  GtkWidget *title = gtk_label_new (name);
  gtk_widget_add_css_class (title, "title-3");
  gtk_widget_set_margin_top (title, 12);
  gtk_box_append (GTK_BOX (card), title);

  GtkWidget *code = adj_qr_code_new ();
  adj_qr_code_set_text (ADJ_QR_CODE (code), url);
  gtk_widget_set_name (code, "devices-code");
  g_autofree char *code_name = g_strdup_printf (_("Code for %s's device"), name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (code), GTK_ACCESSIBLE_PROPERTY_LABEL, code_name, -1);
  gtk_box_append (GTK_BOX (card), code);

  GtkWidget *address = gtk_label_new (url);
  gtk_widget_set_name (address, "devices-url");
  gtk_label_set_selectable (GTK_LABEL (address), TRUE);
  gtk_label_set_wrap (GTK_LABEL (address), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (address), PANGO_WRAP_CHAR);
  gtk_label_set_width_chars (GTK_LABEL (address), 20);
  gtk_widget_add_css_class (address, "monospace");
  gtk_widget_set_margin_start (address, 12);
  gtk_widget_set_margin_end (address, 12);
  g_autofree char *address_name = g_strdup_printf (_("Address for %s's device"), name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (address), GTK_ACCESSIBLE_PROPERTY_LABEL, address_name, -1);
  gtk_box_append (GTK_BOX (card), address);

  GtkWidget *copy = gtk_button_new_with_mnemonic (_("_Copy Address"));
  gtk_widget_set_name (copy, "devices-copy");
  gtk_widget_set_halign (copy, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_bottom (copy, 12);
  g_autofree char *copy_name = g_strdup_printf (_("Copy the address for %s's device"), name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (copy), GTK_ACCESSIBLE_PROPERTY_LABEL, copy_name, -1);
  g_signal_connect_data (copy, "clicked", G_CALLBACK (copy_url), g_steal_pointer (&url), free_url, 0);
  gtk_box_append (GTK_BOX (card), copy);
  return card;
}

static void
drop_clicked (GtkButton *button, AdjDevicesDialog *self)
{
  AdjHostDevice *device = g_object_get_data (G_OBJECT (button), "device");
  AdjHost *host = adj_devices_get_host (self->devices);
  if (host != NULL && device != NULL)
    adj_host_drop_device (host, device);
}

static GtkWidget *
device_row (gpointer item, gpointer data)
{
  AdjDevicesDialog *self = data;
  AdjHostDevice *device = item;
  g_autofree char *side_name = adj_devices_side_name (self->devices, adj_host_device_get_side (device));
  GtkWidget *row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), side_name);
  const char *name = adj_host_device_get_name (device);
  g_autofree char *subtitle = g_strdup_printf ("%s · %s", adj_host_device_get_address (device),
                                               name[0] != '\0' ? name : _("a device"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 1);
  GtkWidget *drop = gtk_button_new_with_mnemonic (_("_Drop"));
  gtk_widget_set_name (drop, "devices-drop");
  gtk_widget_set_valign (drop, GTK_ALIGN_CENTER);
  g_autofree char *drop_name = g_strdup_printf (_("Drop this device of %s"), side_name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (drop), GTK_ACCESSIBLE_PROPERTY_LABEL, drop_name, -1);
  g_object_set_data_full (G_OBJECT (drop), "device", g_object_ref (device), g_object_unref);
  g_signal_connect (drop, "clicked", G_CALLBACK (drop_clicked), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), drop);
  return row;
}

static void
sync_ui (AdjDevicesDialog *self)
{
  AdjHost *host = adj_devices_get_host (self->devices);
  gboolean running = host != NULL;
  g_signal_handlers_block_matched (self->hosting_switch, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL, self);
  gtk_switch_set_active (self->hosting_switch, running);
  g_signal_handlers_unblock_matched (self->hosting_switch, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL, self);
  gtk_widget_set_sensitive (GTK_WIDGET (self->network_row), !running);

  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->sides_box))) != NULL)
    gtk_box_remove (self->sides_box, child);
  gtk_widget_set_visible (GTK_WIDGET (self->sides_box), running);
  gtk_widget_set_visible (GTK_WIDGET (self->devices_group), running);
  gtk_list_box_bind_model (self->devices_list, running ? adj_host_get_devices (host) : NULL,
                           running ? device_row : NULL, self, NULL);
  if (!running)
    {
      g_autofree char *why = adj_devices_why_not (self->devices);
      set_status (self, why);
      gtk_widget_set_sensitive (GTK_WIDGET (self->hosting_switch), why == NULL);
      return;
    }
  gtk_widget_set_sensitive (GTK_WIDGET (self->hosting_switch), TRUE);
  for (int side = 0; side < 2; side++)
    {
      g_autofree char *name = adj_devices_side_name (self->devices, side);
      gtk_box_append (self->sides_box, side_card (host, name, side));
    }
  g_autofree char *status = g_strdup_printf (_("Open to devices on %s, port %u. Each side opens its own "
                                               "address, or scans its code."),
                                             adj_host_get_address (host), adj_host_get_port (host));
  set_status (self, status);
}

static void
hosting_toggled (GtkSwitch *sw, GParamSpec *pspec, AdjDevicesDialog *self)
{
  if (!gtk_switch_get_active (sw))
    {
      adj_devices_stop (self->devices);
      return;
    }
  guint i = adw_combo_row_get_selected (self->network_row);
  const char *address = i < self->interfaces->len ? ((AdjHostInterface *) self->interfaces->pdata[i])->address
                                                  : "127.0.0.1";
  g_autoptr (GError) error = NULL;
  if (!adj_devices_start (self->devices, address, &error))
    {
      sync_ui (self);
      g_autofree char *text = g_strdup_printf (_("The devices cannot join: %s"), error->message);
      set_status (self, text);
    }
}

static void
running_changed (AdjDevices *devices, GParamSpec *pspec, AdjDevicesDialog *self)
{
  sync_ui (self);
}

static void
fill_networks (AdjDevicesDialog *self)
{
  self->interfaces = adj_host_net_interfaces ();
  GtkStringList *names = gtk_string_list_new (NULL);
  for (guint i = 0; i < self->interfaces->len; i++)
    {
      const AdjHostInterface *n = self->interfaces->pdata[i];
      /* TRANSLATORS: a network interface and its address; the second
       * form is the one the default route leaves by. */
      g_autofree char *text = g_strdup_printf (n->is_default ? _("%s, %s (the usual one)")
                                               : n->loopback ? _("%s, %s (this computer only)")
                                               : "%s, %s",
                                               n->name, n->address);
      gtk_string_list_append (names, text);
    }
  adw_combo_row_set_model (self->network_row, G_LIST_MODEL (names));
  g_object_unref (names);
}

static void
adj_devices_dialog_dispose (GObject *object)
{
  AdjDevicesDialog *self = ADJ_DEVICES_DIALOG (object);
  if (self->devices != NULL)
    g_signal_handlers_disconnect_by_data (self->devices, self);
  g_clear_object (&self->devices);
  g_clear_pointer (&self->interfaces, g_ptr_array_unref);
  G_OBJECT_CLASS (adj_devices_dialog_parent_class)->dispose (object);
}

static void
adj_devices_dialog_class_init (AdjDevicesDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  G_OBJECT_CLASS (klass)->dispose = adj_devices_dialog_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/adjutant/Adjutant/shell/adj-devices-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjDevicesDialog, hosting_switch);
  gtk_widget_class_bind_template_child (widget_class, AdjDevicesDialog, network_row);
  gtk_widget_class_bind_template_child (widget_class, AdjDevicesDialog, status_label);
  gtk_widget_class_bind_template_child (widget_class, AdjDevicesDialog, sides_box);
  gtk_widget_class_bind_template_child (widget_class, AdjDevicesDialog, devices_group);
  gtk_widget_class_bind_template_child (widget_class, AdjDevicesDialog, devices_list);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
adj_devices_dialog_init (AdjDevicesDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  fill_networks (self);
  g_signal_connect (self->hosting_switch, "notify::active", G_CALLBACK (hosting_toggled), self);
}

GtkWindow *
adj_devices_dialog_new (GtkWindow *parent, AdjDevices *devices)
{
  AdjDevicesDialog *self = g_object_new (ADJ_TYPE_DEVICES_DIALOG, "transient-for", parent, NULL);
  self->devices = g_object_ref (devices);
  g_signal_connect (devices, "notify::running", G_CALLBACK (running_changed), self);
  sync_ui (self);
  return GTK_WINDOW (self);
}
