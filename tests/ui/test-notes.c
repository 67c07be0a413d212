/* test-notes.c: the window says what it did
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * On the sample game: an undo says which step it took back, in the
 * journal's words, with Redo on the note (and a redo the same, with
 * Undo); Save and Open name the file; at start the offer to resume names
 * the game, its battle, the turn and the phase. Screenshots of each.
 */

#include "config.h"

#include <glib/gstdio.h>

#include "adj-toasts.h"
#include "adj-window.h"
#include "adj-window-actions.h"
#include "ui-test-util.h"

static AdjApplication *app;

static GtkWindow *
window (void)
{
  return ui_test_main_window (&app);
}

static AdjJournal *
journal (void)
{
  return adj_game_session_get_journal (ui_test_session (&app));
}

/* The button on screen labelled @label, or NULL. */
static GtkWidget *
find_button (const char *label)
{
  g_autoptr (GPtrArray) buttons = g_ptr_array_new ();

  ui_test_collect (GTK_WIDGET (window ()), GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (gtk_widget_get_mapped (buttons->pdata[i])
        && g_strcmp0 (gtk_button_get_label (buttons->pdata[i]), label) == 0)
      return buttons->pdata[i];
  return NULL;
}

static gboolean
button_labelled (gpointer label)
{
  return find_button (label) != NULL;
}

/* The note's button on screen, clicked. */
static void
click_note_button (const char *label)
{
  ui_test_iterate_until (button_labelled, (gpointer) label, label);
  g_signal_emit_by_name (find_button (label), "clicked");
}

/* Whether a label on screen reads @text. */
static gboolean
label_reads (gpointer text)
{
  g_autoptr (GPtrArray) labels = g_ptr_array_new ();

  ui_test_collect (GTK_WIDGET (window ()), GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    if (gtk_widget_get_mapped (labels->pdata[i]) && g_strcmp0 (gtk_label_get_text (labels->pdata[i]), text) == 0)
      return TRUE;
  return FALSE;
}

/* The note shown: its text (@prefix then @line, as markup) and button. */
static void
assert_note (const char *prefix, const char *line, const char *button, const char *action)
{
  AdwToast *toast = adj_toast_get_shown (window ());
  g_autofree char *text = g_strconcat (prefix, line, NULL);
  g_autofree char *markup = g_markup_escape_text (text, -1);

  g_assert_nonnull (toast);
  g_assert_cmpstr (adw_toast_get_title (toast), ==, markup);
  g_assert_cmpstr (adw_toast_get_button_label (toast), ==, button);
  g_assert_cmpstr (adw_toast_get_action_name (toast), ==, action);
}

static void
test_undo_redo (void)
{
  guint cursor;
  g_autofree char *line = NULL;

  ui_test_start_sample_game (&app, FALSE, "csa-leader-a", ADJ_STEP_CHARGE);
  ui_test_show_page (window (), "journal", "AdjJournalPage");
  cursor = adj_journal_get_cursor (journal ());
  line = adj_journal_describe (journal (), cursor - 1);
  g_assert_null (adj_toast_get_shown (window ()));

  /* Ctrl+Z, as the player presses it. */
  gtk_widget_grab_focus (ui_test_named (GTK_WIDGET (window ()), "journal"));
  ui_test_press_key (window (), GDK_KEY_z, GDK_CONTROL_MASK);
  g_assert_cmpuint (adj_journal_get_cursor (journal ()), ==, cursor - 1);
  assert_note ("Undone: ", line, "_Redo", "win.redo");
  ui_test_iterate_until (button_labelled, "_Redo", "the note's Redo");
  ui_test_wait_for_new_frame (window ());
  ui_test_save_screenshot (window (), "note-undone.png");

  /* Its Redo: the step again, said with Undo. */
  click_note_button ("_Redo");
  g_assert_cmpuint (adj_journal_get_cursor (journal ()), ==, cursor);
  assert_note ("Redone: ", line, "_Undo", "win.undo");
  ui_test_iterate_until (button_labelled, "_Undo", "the note's Undo");
  ui_test_wait_for_new_frame (window ());
  ui_test_save_screenshot (window (), "note-redone.png");

  /* Two undos: the note is the second's, not queued behind the first. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window ()), "win.undo", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window ()), "win.undo", NULL));
  {
    g_autofree char *earlier = adj_journal_describe (journal (), cursor - 2);
    g_autofree char *shown = g_strconcat ("Undone: ", earlier, NULL);
    assert_note ("Undone: ", earlier, "_Redo", "win.redo");
    /* The note on screen says so (one note, its text replaced). */
    ui_test_iterate_until (label_reads, shown, shown);
    ui_test_iterate_until (button_labelled, "_Redo", "the note's Redo");
  }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window ()), "win.redo", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window ()), "win.redo", NULL));
  g_assert_cmpuint (adj_journal_get_cursor (journal ()), ==, cursor);
}

static void
test_save_open (void)
{
  g_autofree char *path = g_build_filename (ui_test_user_dir (), "evening & more.json", NULL);
  AdwToast *toast;

  g_assert_true (adj_window_save_game_file (window (), path));
  toast = adj_toast_get_shown (window ());
  g_assert_nonnull (toast);
  /* The file's name, not its folder; markup kept as text. */
  g_assert_cmpstr (adw_toast_get_title (toast), ==, "Saved as “evening &amp; more.json”");
  g_assert_null (adw_toast_get_button_label (toast));
  ui_test_wait_for_new_frame (window ());
  ui_test_save_screenshot (window (), "note-saved.png");

  g_assert_true (adj_window_open_game_file (window (), path));
  toast = adj_toast_get_shown (window ());
  g_assert_cmpstr (adw_toast_get_title (toast), ==, "Opened “evening &amp; more.json”");
  g_unlink (path);
}

static gboolean
resume_offered (gpointer data)
{
  GtkWindow *dialog = ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  return dialog != NULL
         && g_strcmp0 (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), "Resume the Last Game?") == 0;
}

/* A new window, as at the next start: the offer names the game. */
static void
test_resume_offer (void)
{
  const AdjRuleset *rs = adj_journal_get_ruleset (journal ());
  g_autofree char *headline = rs->state_headline (adj_journal_get_state (journal ()));
  g_autofree char *battle = g_strdup (rs->scenario_title (adj_journal_get_scenario (journal ())));
  guint cursor = adj_journal_get_cursor (journal ());
  AdwMessageDialog *dialog;
  const char *body;

  g_assert_true (ui_test_contains (headline, "Turn "));
  g_assert_true (ui_test_contains (headline, "Activation"));
  gtk_window_destroy (window ());
  g_application_activate (G_APPLICATION (app));
  ui_test_iterate_until (resume_offered, NULL, "the offer to resume");
  dialog = ADW_MESSAGE_DIALOG (ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  body = adw_message_dialog_get_body (dialog);
  g_assert_true (ui_test_contains (body, "Glory III"));
  g_assert_true (ui_test_contains (body, battle));
  g_assert_true (ui_test_contains (body, headline));
  ui_test_wait_for_new_frame (GTK_WINDOW (dialog));
  ui_test_save_screenshot (GTK_WINDOW (dialog), "resume-offer.png");

  ui_test_respond (dialog, "resume");
  g_assert_cmpuint (adj_journal_get_cursor (journal ()), ==, cursor);
}

int
main (int argc, char *argv[])
{
  int status;

  ui_test_user_dir_setup ("adj-ui-notes-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  ui_test_init ();

  g_test_add_func ("/ui/notes/undo-redo", test_undo_redo);
  g_test_add_func ("/ui/notes/save-open", test_save_open);
  g_test_add_func ("/ui/notes/resume-offer", test_resume_offer);
  status = g_test_run ();

  ui_test_app_quit (&app);
  ui_test_user_dir_cleanup ();
  return status;
}
