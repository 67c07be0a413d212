/* ui-test-widgets.c: typing, clicking, pages and dialogs for the UI tests
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What a player does, done through the widgets the way the tests need it:
 * at once (a button's "clicked" rather than gtk_widget_activate()'s
 * delayed click), by widget name, failing the test when the widget is
 * missing.
 */

#include "config.h"

#include <string.h>

#include "ui-test-util.h"

gboolean
ui_test_contains (const char *haystack, const char *needle)
{
  if (haystack != NULL && strstr (haystack, needle) != NULL)
    return TRUE;
  g_test_message ("'%s' lacks '%s'", haystack != NULL ? haystack : "(null)", needle);
  return FALSE;
}

const char *
ui_test_label_text (GtkWidget *root, const char *name)
{
  return gtk_label_get_text (GTK_LABEL (ui_test_named (root, name)));
}

void
ui_test_type_into (GtkWidget *root, const char *name, const char *text)
{
  gtk_editable_set_text (GTK_EDITABLE (ui_test_named (root, name)), text);
}

void
ui_test_set_switch (GtkWidget *root, const char *name, gboolean active)
{
  gtk_switch_set_active (GTK_SWITCH (ui_test_named (root, name)), active);
}

void
ui_test_set_choice (GtkWidget *root, const char *name, guint position)
{
  adw_combo_row_set_selected (ADW_COMBO_ROW (ui_test_named (root, name)), position);
}

void
ui_test_click (GtkWidget *root, const char *name)
{
  g_signal_emit_by_name (ui_test_named (root, name), "clicked");
}

GtkWidget *
ui_test_map_page (GtkWindow *window, const char *name, const char *type_name)
{
  GtkWidget *page;

  if (type_name != NULL)
    page = ui_test_find_descendant (GTK_WIDGET (window), g_type_from_name (type_name));
  else
    page = gtk_stack_get_child_by_name (GTK_STACK (ui_test_find_descendant (GTK_WIDGET (window), GTK_TYPE_STACK)),
                                        name);
  g_assert_nonnull (page);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.page", "s", name);
  ui_test_iterate_until (ui_test_is_mapped, page, name);
  return page;
}

GtkWidget *
ui_test_show_page (GtkWindow *window, const char *name, const char *type_name)
{
  GtkWidget *page = ui_test_map_page (window, name, type_name);

  /* What a player sees: the page's first frame, and what follows it. */
  ui_test_wait_for_new_frame (window);
  return page;
}

void
ui_test_scroll_page (GtkWidget *page, gboolean end)
{
  GtkScrolledWindow *scroller = GTK_SCROLLED_WINDOW (ui_test_find_descendant (page, GTK_TYPE_SCROLLED_WINDOW));
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (scroller);

  gtk_adjustment_set_value (adj, end ? gtk_adjustment_get_upper (adj) - gtk_adjustment_get_page_size (adj) : 0);
}

void
ui_test_page_screenshots (GtkWindow *window, GtkWidget *page, const char *name)
{
  AdwStyleManager *style = adw_style_manager_get_default ();

  for (guint dark = 0; dark < 2; dark++)
    {
      adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_DEFAULT);
      for (guint end = 0; end < 2; end++)
        {
          g_autofree char *file = g_strdup_printf ("%s%s%s.png", name, end ? "-end" : "", dark ? "-dark" : "");
          ui_test_wait_for_new_frame (window);
          ui_test_scroll_page (page, end);
          ui_test_wait_for_new_frame (window);
          ui_test_save_screenshot (window, file);
        }
    }
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
  ui_test_scroll_page (page, FALSE);
  ui_test_wait_for_new_frame (window);
}

AdwMessageDialog *
ui_test_wait_for_dialog (const char *heading)
{
  AdwMessageDialog *dialog;

  ui_test_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG, heading);
  dialog = ADW_MESSAGE_DIALOG (ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, heading);
  return dialog;
}

void
ui_test_respond (AdwMessageDialog *dialog, const char *response)
{
  adw_message_dialog_response (dialog, response);
  ui_test_close_and_wait (GTK_WINDOW (dialog));
}

const char *
ui_test_journal_line (GtkWidget *root, guint step)
{
  g_autofree char *name = g_strdup_printf ("journal-row:%u", step);
  GtkWidget *row = ui_test_wait_for_named (root, name);

  return gtk_inscription_get_text (GTK_INSCRIPTION (ui_test_named (row, "journal-text")));
}

void
ui_test_activate_journal_line (GtkWidget *root, guint step)
{
  GtkWidget *list = ui_test_named (root, "journal-list");
  GListModel *model = G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (list)));

  for (guint p = 0; p < g_list_model_get_n_items (model); p++)
    {
      g_autoptr (AdjJournalItem) item = g_list_model_get_item (model, p);

      if (adj_journal_item_get_step (item) == step && adj_journal_item_get_move (item) < 0
          && !adj_journal_item_get_earlier (item))
        {
          g_signal_emit_by_name (list, "activate", p);
          return;
        }
    }
  g_error ("the journal has no line for step %u", step);
}
