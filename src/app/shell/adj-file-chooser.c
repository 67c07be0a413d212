/* adj-file-chooser.c: asking for a file to open or to write
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK 4.8 has no GtkFileDialog: GtkFileChooserNative goes through the
 * portal when there is one.
 */

#include "config.h"

#include <glib/gi18n.h>

#include <adjutant-engine.h>

#include "adj-file-chooser.h"
#include "adj-recent.h"

typedef struct {
  GtkWindow      *parent;
  AdjPathChosen   chosen;
  gpointer        user_data;
  GDestroyNotify  destroy;
} Request;

static void
request_free (Request *r)
{
  if (r->destroy != NULL)
    r->destroy (r->user_data);
  g_object_unref (r->parent);
  g_free (r);
}

static void
on_response (GtkNativeDialog *chooser, int response, Request *r)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;
      if (path != NULL)
        r->chosen (r->parent, path, r->user_data);
    }
  request_free (r);
  g_object_unref (chooser);
}

static GtkFileFilter *
filter_new (AdjFileChooserFiles files)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, files == ADJ_FILE_CHOOSER_GAMES ? _("Adjutant games")
                                    : files == ADJ_FILE_CHOOSER_SCENARIOS ? _("Adjutant scenarios")
                                    : files == ADJ_FILE_CHOOSER_JSON ? _("Adjutant files (JSON)")
                                    : _("Adjutant games and scenarios"));
  if (files == ADJ_FILE_CHOOSER_JSON)
    {
      gtk_file_filter_add_suffix (filter, "json");
      return filter;
    }
  if (files != ADJ_FILE_CHOOSER_SCENARIOS)
    {
      gtk_file_filter_add_mime_type (filter, ADJ_MIME_GAME);
      gtk_file_filter_add_suffix (filter, ADJ_GAME_SUFFIX + 1);
    }
  if (files != ADJ_FILE_CHOOSER_GAMES)
    {
      gtk_file_filter_add_mime_type (filter, ADJ_MIME_SCENARIO);
      gtk_file_filter_add_suffix (filter, ADJ_SCENARIO_SUFFIX + 1);
    }
  gtk_file_filter_add_suffix (filter, "json");
  return filter;
}

void
adj_file_chooser_run (GtkWindow *parent, GtkFileChooserAction mode, const char *title, const char *accept,
                      AdjFileChooserFiles files, const char *current_name, AdjPathChosen chosen,
                      gpointer user_data, GDestroyNotify destroy)
{
  GtkFileChooserNative *chooser = gtk_file_chooser_native_new (title, parent, mode, accept, _("_Cancel"));
  g_autoptr (GtkFileFilter) filter = filter_new (files);
  Request *r = g_new0 (Request, 1);

  r->parent = g_object_ref (parent);
  r->chosen = chosen;
  r->user_data = user_data;
  r->destroy = destroy;
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  if (current_name != NULL)
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), current_name);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect (chooser, "response", G_CALLBACK (on_response), r);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

void
adj_show_error (GtkWindow *parent, const char *heading, const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (parent, heading, body);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "close");
  gtk_window_present (GTK_WINDOW (dialog));
}
