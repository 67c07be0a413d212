/* crash-test.c: the scripted game and the app around it, for test-crash-safety
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>

#include "adj-game-session.h"
#include "adj-window.h"
#include "adj-window-actions.h"
#include "crash-test.h"
#include "../engine/game-helpers.h"

#define SCRIPT_SEED 20260601u
#define SCRIPT_LENGTH 500

static AdjApplication *app;
AdjJournal *crash_script;

/* th_random_action's game (initiative, hold-out, selections, draws, starts,
 * combined activations, advances, rallies, combat results, recoveries...),
 * the same in parent and child: fixed seed, refused actions skipped. */
AdjJournal *
crash_build_script (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (AdjBattle) battle = adj_glory_session_load_sample (&error);
  g_autoptr (GRand) rand = g_rand_new_with_seed (SCRIPT_SEED);
  AdjJournal *j;

  g_assert_no_error (error);
  j = adj_game_journal_new (battle, NULL, &error);
  g_assert_no_error (error);
  for (guint tries = 0; adj_journal_get_length (j) < SCRIPT_LENGTH && tries < 20 * SCRIPT_LENGTH; tries++)
    {
      g_autoptr (AdjAction) a = th_random_action (adj_journal_get_state (j), rand);
      if (a == NULL)
        break;
      adj_journal_apply (j, a, NULL);
    }
  return j;
}

char *
crash_data_dir (void)
{
  g_autofree char *autosave = adj_game_session_autosave_path ();
  return g_path_get_dirname (autosave);
}

void
crash_clear_data_dir (void)
{
  g_autofree char *dir = crash_data_dir ();
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_assert_cmpint (g_unlink (path), ==, 0);
    }
}

static gboolean
dialog_with_heading (gpointer heading)
{
  GtkWindow *dialog = ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  return dialog != NULL && g_strcmp0 (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), heading) == 0;
}

AdwMessageDialog *
crash_wait_for_dialog (const char *heading)
{
  ui_test_iterate_until (dialog_with_heading, (gpointer) heading, heading);
  return ADW_MESSAGE_DIALOG (ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
}

/* A new window, as at start: the app's own resume offer, answered Resume. */
GtkWindow *
crash_restart (void)
{
  GtkWindow *window;

  if (app != NULL)
    g_application_activate (G_APPLICATION (app));
  window = ui_test_main_window (&app);
  g_assert_null (adj_game_session_get_journal (adj_window_get_session (window)));
  if (adj_game_session_has_autosave ())
    ui_test_respond (crash_wait_for_dialog ("Resume the Last Game?"), "resume");
  return window;
}

void
crash_close_window (GtkWindow *window)
{
  while (ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG) != NULL)
    ui_test_respond (ADW_MESSAGE_DIALOG (ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG)), "close");
  gtk_window_destroy (window);
}

/* The session's game is the script's first @n actions, exactly. */
void
crash_assert_script_prefix (const AdjJournal *journal, guint n)
{
  g_assert_cmpuint (adj_journal_get_length (journal), ==, n);
  g_assert_cmpuint (adj_journal_get_cursor (journal), ==, n);
  for (guint i = 0; i < n; i++)
    if (!adj_action_equal (adj_journal_get_move (journal, i), adj_journal_get_move (crash_script, i)))
      g_error ("action %u differs from the script's", i);
  g_assert_true (adj_game_state_equal (adj_journal_get_state (journal), adj_journal_get_state_at (crash_script, n)));
}

void
crash_quit (void)
{
  ui_test_app_quit (&app);
}
