/* adj-discard-dialog.c: "Discard the Changes?" for an editor window
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every editor (battles, scenarios, army lists) asks the same question
 * when it is closed with changes not saved.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-discard-dialog.h"

#define CHOSEN_KEY "adj-discard-chosen"

static void
on_response (AdwMessageDialog *dialog, const char *response, GtkWindow *editor)
{
  if (g_strcmp0 (response, "discard") != 0)
    return;
  g_object_set_data (G_OBJECT (editor), CHOSEN_KEY, GINT_TO_POINTER (TRUE));
  gtk_window_close (editor);
}

void
adj_discard_dialog_present (GtkWindow *editor, const char *body)
{
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (editor, _("Discard the Changes?"), body));

  adw_message_dialog_add_responses (dialog, "keep", _("_Keep Editing"), "discard", _("_Discard"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "keep");
  adw_message_dialog_set_close_response (dialog, "keep");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_response), editor, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

gboolean
adj_discard_dialog_chosen (GtkWindow *editor)
{
  return g_object_get_data (G_OBJECT (editor), CHOSEN_KEY) != NULL;
}
