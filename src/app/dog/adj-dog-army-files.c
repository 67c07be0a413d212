/* adj-dog-army-files.c: an army list to and from files, and on paper
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The toolbar over an army builder: open a list ("adjutant-dog-army"),
 * save it, print its one-page roster through GTK's print dialog, or export
 * the roster to a PDF or PNG file. A file the engine refuses is explained
 * under the toolbar with its path and reason, and the list stays.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-columns.h"
#include "adj-dog-army-builder.h"
#include "adj-dog-common.h"
#include "adj-file-chooser.h"

static GtkWindow *
window_of (AdjDogArmyBuilder *self)
{
  return GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self)));
}

static void
open_chosen (GtkWindow *parent, const char *path, gpointer data)
{
  AdjDogArmyBuilder *self = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (AdjDogArmy) army = adj_dog_army_load_file (path, &error);

  if (army == NULL)
    {
      adj_dog_army_builder_show_error (self, error->message);
      return;
    }
  adj_dog_army_builder_set_army (self, army);
}

static void
save_chosen (GtkWindow *parent, const char *path, gpointer data)
{
  AdjDogArmyBuilder *self = data;
  g_autoptr (GError) error = NULL;

  if (!adj_dog_army_save_file (adj_dog_army_builder_get_army (self), path, &error))
    adj_dog_army_builder_show_error (self, error->message);
  else
    adj_dog_army_builder_show_error (self, NULL);
}

static void
on_open (AdjDogArmyBuilder *self)
{
  adj_file_chooser_run (window_of (self), GTK_FILE_CHOOSER_ACTION_OPEN, _("Open an Army List"), _("_Open"),
                        ADJ_FILE_CHOOSER_JSON, NULL, open_chosen, g_object_ref (self), g_object_unref);
}

static char *
file_name (AdjDogArmyBuilder *self, const char *suffix)
{
  const char *name = adj_dog_army_builder_get_army (self)->name;
  g_autofree char *base = g_strdup (name != NULL ? name : _("army-list"));
  g_strdelimit (base, "/\\:", '-');
  return g_strconcat (base, suffix, NULL);
}

static void
on_save (AdjDogArmyBuilder *self)
{
  g_autofree char *name = file_name (self, ".json");
  adj_file_chooser_run (window_of (self), GTK_FILE_CHOOSER_ACTION_SAVE, _("Save the Army List"), _("_Save"),
                        ADJ_FILE_CHOOSER_JSON, name, save_chosen, g_object_ref (self), g_object_unref);
}

static void
on_export_response (GtkNativeDialog *chooser, int response, AdjDogArmyBuilder *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;
      g_autoptr (GError) error = NULL;
      if (path != NULL && !adj_dog_army_builder_export (self, path, &error))
        adj_dog_army_builder_show_error (self, error->message);
    }
  g_object_unref (chooser);
  g_object_unref (self);
}

/* A roster goes to a PDF, or to a PNG image when the name ends so. */
static void
export_as (AdjDogArmyBuilder *self, const char *suffix, const char *filter_name)
{
  GtkFileChooserNative *chooser = gtk_file_chooser_native_new (_("Export the Roster"), window_of (self),
                                                               GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"),
                                                               _("_Cancel"));
  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();
  g_autofree char *name = file_name (self, suffix);

  gtk_file_filter_set_name (filter, filter_name);
  gtk_file_filter_add_suffix (filter, suffix + 1);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect (chooser, "response", G_CALLBACK (on_export_response), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
on_export_pdf (AdjDogArmyBuilder *self)
{
  export_as (self, ".pdf", _("PDF documents"));
}

static void
on_export_png (AdjDogArmyBuilder *self)
{
  export_as (self, ".png", _("PNG images"));
}

void
adj_dog_army_files_add_toolbar (AdjDogArmyBuilder *self, GtkBox *box, const char *prefix)
{
  static const struct {
    const char *what, *icon, *label;
    void (*run) (AdjDogArmyBuilder *self);
  } tools[] = {
    { "open", "document-open-symbolic", N_("_Open List…"), on_open },
    { "save", "document-save-as-symbolic", N_("_Save List…"), on_save },
    { "print", "document-print-symbolic", N_("_Print Roster…"), adj_dog_army_builder_print },
    { "export-pdf", "x-office-document-symbolic", N_("Export P_DF…"), on_export_pdf },
    { "export-png", "image-x-generic-symbolic", N_("Export P_NG…"), on_export_png },
  };
  GtkWidget *wrap = adj_wrap_box_new (6, 6);

  for (guint i = 0; i < G_N_ELEMENTS (tools); i++)
    {
      g_autofree char *name = g_strdup_printf ("%s-%s", prefix, tools[i].what);
      GtkWidget *button = adj_dog_button_new (name, tools[i].icon, _(tools[i].label));
      g_signal_connect_swapped (button, "clicked", G_CALLBACK (tools[i].run), self);
      adj_wrap_box_append (ADJ_WRAP_BOX (wrap), button);
    }
  gtk_box_append (box, wrap);
}
