/* The shell apart from any real game: the toy ruleset is offered on the
 * welcome page and in New Game, its page replaces Glory's when its game
 * starts, its moves show in the journal, undo and redo go through the
 * window's actions, and its save opens again (with Glory's pages back in
 * between). */
#include "config.h"

#include <glib/gstdio.h>

#include "../toy/toy-ruleset.h"
#include "adj-window.h"
#include "adj-ruleset-ui.h"
#include "adj-window-actions.h"
#include "ui-test-util.h"

static AdjApplication *app;

static int
counter (void)
{
  return toy_state_counter (adj_game_session_get_game_state (ui_test_session (&app)));
}

static GtkStack *
stack (void)
{
  return GTK_STACK (ui_test_find_descendant (GTK_WIDGET (ui_test_main_window (&app)), GTK_TYPE_STACK));
}

static void
test_toy_game (void)
{
  GtkWindow *window = ui_test_main_window (&app);

  /* Without a game: Glory's pages (the game last played, by default). */
  g_assert_nonnull (gtk_stack_get_child_by_name (stack (), "turn"));
  g_assert_null (gtk_stack_get_child_by_name (stack (), "counter"));

  /* The welcome page offers the toy; its scenarios, then its option. */
  GtkWidget *home = gtk_stack_get_child_by_name (stack (), "home");
  g_signal_emit_by_name (ui_test_named (home, "welcome-game:toy"), "activate");
  ui_test_wait_for_toplevel (ADJ_TYPE_NEW_GAME_DIALOG, "the New Game dialog");
  AdjNewGameDialog *dialog = g_object_ref (ADJ_NEW_GAME_DIALOG (ui_test_find_toplevel (ADJ_TYPE_NEW_GAME_DIALOG)));
  g_assert_true (adj_new_game_dialog_get_game (dialog)->ruleset == &toy_ruleset);
  ui_test_activate_row (GTK_WIDGET (dialog), "scenario:counter");
  ui_test_set_switch (GTK_WIDGET (dialog), "option:double", TRUE);
  ui_test_wait_for_new_frame (GTK_WINDOW (dialog));
  ui_test_save_screenshot (GTK_WINDOW (dialog), "toy-new-game.png");
  ui_test_click (GTK_WIDGET (dialog), "start-game");
  ui_test_iterate_until (ui_test_is_unmapped, dialog, "the New Game dialog closing");
  g_object_unref (dialog);

  /* The toy's page in place of Glory's, shown first. */
  g_assert_true (adj_game_session_get_ruleset (ui_test_session (&app)) == &toy_ruleset);
  g_assert_null (gtk_stack_get_child_by_name (stack (), "turn"));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack ()), ==, "counter");
  GtkWidget *page = gtk_stack_get_child_by_name (stack (), "counter");
  ui_test_iterate_until (ui_test_is_mapped, page, "the toy's page");
  g_assert_cmpstr (ui_test_label_text (page, "toy-counter"), ==, "0");

  /* Its moves, with the option: each add of 2 counts twice. */
  ui_test_click (page, "toy-add");
  ui_test_click (page, "toy-add");
  g_assert_cmpint (counter (), ==, 8);
  g_assert_cmpstr (ui_test_label_text (page, "toy-counter"), ==, "8");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpint (counter (), ==, 4);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  g_assert_cmpint (counter (), ==, 8);

  /* The journal page shows the toy's lines. */
  GtkWidget *journal = ui_test_show_page (window, "journal", "AdjJournalPage");
  g_assert_cmpstr (ui_test_journal_line (journal, 2), ==, "add 2: 4 to 8 (T.1)");
  ui_test_wait_for_new_frame (window);
  ui_test_save_screenshot (window, "toy-journal.png");

  /* Saved, a Glory game in between (Glory's pages back), opened again. */
  g_autofree char *path = g_build_filename (ui_test_user_dir (), "toy-game.json", NULL);
  g_assert_true (adj_window_save_game_file (window, path));
  g_autoptr (GError) error = NULL;
  g_autoptr (AdjBattle) sample = adj_glory_session_load_sample (&error);
  g_assert_no_error (error);
  g_assert_true (adj_glory_session_new_game (ui_test_session (&app), sample, NULL, &error));
  g_assert_nonnull (gtk_stack_get_child_by_name (stack (), "turn"));
  g_assert_null (gtk_stack_get_child_by_name (stack (), "counter"));
  g_assert_true (adj_window_open_game_file (window, path));
  g_assert_true (adj_game_session_get_ruleset (ui_test_session (&app)) == &toy_ruleset);
  g_assert_cmpint (counter (), ==, 8);
  g_assert_nonnull (gtk_stack_get_child_by_name (stack (), "counter"));
  g_assert_null (gtk_stack_get_child_by_name (stack (), "turn"));
  g_unlink (path);
}

/* Issue 24: a step whose writer writes what its reader refuses is not
 * written to the autosave; the window says so at once and the game stays
 * in memory, the autosave resuming to the game before that step. */
static void
test_unreadable_step (void)
{
  GtkWindow *window = ui_test_main_window (&app);
  AdjGameSession *session = ui_test_session (&app);
  g_autoptr (GError) error = NULL;
  ToyScenario *sc = toy_scenario_new ("counter", 0, 100);
  g_assert_true (adj_game_session_start (session, &toy_ruleset, sc, NULL, &error));
  g_assert_no_error (error);
  toy_ruleset.scenario_unref (sc);

  gpointer add = toy_move_add (2), bad = toy_move_add_unreadable (3), more = toy_move_add (1);
  g_assert_true (adj_game_session_apply (session, add, &error));
  g_assert_true (adj_game_session_apply (session, bad, &error));
  g_assert_no_error (error);
  AdwMessageDialog *dialog = ui_test_wait_for_dialog ("The Game Could Not Be Autosaved");
  const char *body = adw_message_dialog_get_body (dialog);
  g_assert_true (ui_test_contains (body, "could not be read back"));
  g_assert_true (ui_test_contains (body, "'add!' is not a toy move"));
  ui_test_wait_for_new_frame (GTK_WINDOW (dialog));
  ui_test_save_screenshot (GTK_WINDOW (dialog), "toy-unreadable-step.png");
  ui_test_respond (dialog, "close");

  /* The game in memory has the step, and goes on; said once. */
  g_assert_cmpint (counter (), ==, 5);
  g_assert_true (adj_game_session_apply (session, more, &error));
  g_assert_cmpint (counter (), ==, 6);
  for (int i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
  g_assert_null (ui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (adj_game_session_get_autosave_error (session));
  /* The Journal page no longer promises what the autosave cannot keep. */
  GtkWidget *journal = ui_test_show_page (window, "journal", "AdjJournalPage");
  GtkWidget *row = ui_test_find_descendant (journal, ADW_TYPE_ACTION_ROW);
  g_assert_true (ui_test_contains (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)),
                                   "the autosave could not keep it"));

  /* On disk: the game before it, which resumes. */
  g_autoptr (AdjJournal) saved = ui_test_load_autosave (FALSE);
  g_assert_nonnull (saved);
  g_assert_cmpuint (adj_journal_get_length (saved), ==, 1);
  g_assert_cmpint (toy_state_counter (adj_journal_get_state (saved)), ==, 2);
  toy_ruleset.move_free (add);
  toy_ruleset.move_free (bad);
  toy_ruleset.move_free (more);
}

int
main (int argc, char *argv[])
{
  int status;

  ui_test_user_dir_setup ("adj-ui-toy-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  /* The toy's scenario as one of the player's own. */
  g_autofree char *src = g_test_build_filename (G_TEST_DIST, "..", "toy", "data", "toy", "counter.json", NULL);
  g_autofree char *dir = adj_ruleset_ui_user_dir (&toy_ruleset);
  g_autofree char *dst = g_build_filename (dir, "counter.json", NULL);
  g_autofree char *text = NULL;
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_get_contents (src, &text, NULL, NULL));
  g_assert_true (g_file_set_contents (dst, text, -1, NULL));
  ui_test_init ();
  g_test_add_func ("/ui/toy/shell", test_toy_game);
  g_test_add_func ("/ui/toy/unreadable-step", test_unreadable_step);
  status = g_test_run ();
  ui_test_app_quit (&app);
  ui_test_user_dir_cleanup ();
  return status;
}
