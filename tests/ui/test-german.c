/* test-german.c: the app in German shows the engine's texts in German
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * With LANGUAGE=de (under C.UTF-8) and the catalogue built in build/po, a
 * game on the sample battle: the Turn page's prompt (3.A.2), a refusal
 * (3.A.2) and the journal lines (5.23, 3.B, 3.C.1) come from the engine,
 * translated. Then one page of each other game, started through the New
 * Game dialog as a player would: The Glory that Was's Turn & Initiative,
 * Clash of Giants III's Sequence of Play and reinforcement rolls, Days of
 * Glory's turn. Screenshots: german-turn-page.png, german-journal-page.png,
 * german-tgtw-turn.png, german-cog-reinforcements.png, german-dog-turn.png.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include <adjutant-engine.h>
#include <dog/ruleset.h>

#include "adj-application.h"
#include "adj-game-session.h"
#include "adj-new-game-dialog.h"
#include "adj-window-actions.h"
#include "ui-test-util.h"

#define UNION 0
#define CSA 1

static AdjApplication *app;

static GtkWidget *
wait_for_named (const char *name)
{
  return ui_test_wait_for_named (GTK_WIDGET (ui_test_main_window (&app)), name);
}

static void
show_page (const char *name)
{
  gtk_widget_activate_action (GTK_WIDGET (ui_test_main_window (&app)), "win.page", "s", name);
}

static void
screenshot (const char *name)
{
  ui_test_wait_for_new_frame (ui_test_main_window (&app));
  ui_test_save_screenshot (ui_test_main_window (&app), name);
}

static guint
am (const char *id)
{
  int i = adj_battle_find_am (adj_glory_session_get_battle (ui_test_session (&app)), id);
  g_assert_cmpint (i, >=, 0);
  return (guint) i;
}

static void
apply (AdjAction *action)
{
  GError *error = NULL;
  g_assert_true (adj_game_session_apply (ui_test_session (&app), action, &error));
  g_assert_no_error (error);
  adj_action_free (action);
}

static void
test_turn_and_journal (void)
{
  GError *error = NULL;
  g_autoptr (AdjBattle) sample = adj_glory_session_load_sample (&error);
  g_assert_no_error (error);
  g_assert_true (adj_glory_session_new_game (ui_test_session (&app), sample, NULL, &error));
  g_assert_no_error (error);

  /* 5.22: the Confederates hold the initiative on 0500; the page says what
   * the engine asks, in German, as a sentence. */
  show_page ("turn");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (wait_for_named ("turn-label"))), ==, "Zug 0500");
  const char *subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (wait_for_named ("phase-row")));
  g_assert_cmpstr (subtitle, ==, "Confederate: der Initiativespieler darf einen seiner verfügbaren AMs "
                                 "zurückhalten, um den Zug zu eröffnen");
  screenshot ("german-turn-page.png");

  /* A refusal names the rule in German (3.A.2). */
  AdjAction *wrong = adj_action_hold_out (UNION, (int) am ("vi-corps#1"));
  g_assert_false (adj_game_session_apply (ui_test_session (&app), wrong, &error));
  g_assert_cmpstr (error->message, ==, "nur der Initiativespieler, Confederate, hält einen AM zurück (3.A.2)");
  g_clear_error (&error);
  adj_action_free (wrong);

  /* Hold out nothing, one AM each into the pool, draw the Union's. */
  apply (adj_action_hold_out (CSA, -1));
  guint union_am = am ("vi-corps#1"), csa_am = am ("csa-first#1");
  apply (adj_action_select (UNION, &union_am, 1));
  apply (adj_action_select (CSA, &csa_am, 1));
  apply (adj_action_draw (union_am));

  show_page ("journal");
  g_assert_cmpstr (ui_test_journal_line (GTK_WIDGET (ui_test_main_window (&app)), 1), ==, "Confederate hält keinen AM zurück (5.23)");
  g_assert_cmpstr (ui_test_journal_line (GTK_WIDGET (ui_test_main_window (&app)), 2), ==, "Union legt 1 AM in den Pool (3.B)");
  g_assert_cmpstr (ui_test_journal_line (GTK_WIDGET (ui_test_main_window (&app)), 4), ==, "VI Corps Nr. 1 gezogen (3.C.1)");
  screenshot ("german-journal-page.png");
}

/* New Game of @game on @scenario, through the dialog (the question asked
 * when a game is in play comes in German too); then its page @page. */
static GtkWidget *
start_game (const char       *game,
            const char       *scenario,
            const AdjRuleset *ruleset,
            const char       *page,
            const char       *type_name)
{
  GtkWidget *window = GTK_WIDGET (ui_test_main_window (&app));
  gboolean modified = adj_game_session_is_modified (ui_test_session (&app));
  AdjNewGameDialog *dialog;

  gtk_widget_activate_action (window, "win.new-game-of", "s", game);
  if (modified)
    ui_test_respond (ui_test_wait_for_dialog ("Ein neues Spiel beginnen?"), "new");
  ui_test_wait_for_toplevel (ADJ_TYPE_NEW_GAME_DIALOG, "the New Game dialog");
  dialog = g_object_ref (ADJ_NEW_GAME_DIALOG (ui_test_find_toplevel (ADJ_TYPE_NEW_GAME_DIALOG)));
  ui_test_activate_row (GTK_WIDGET (dialog), scenario);
  ui_test_click (GTK_WIDGET (dialog), "start-game");
  ui_test_iterate_until (ui_test_is_unmapped, dialog, "the New Game dialog closing");
  g_object_unref (dialog);
  g_assert_true (adj_game_session_get_ruleset (ui_test_session (&app)) == ruleset);
  return ui_test_show_page (ui_test_main_window (&app), page, type_name);
}

/* The Glory that Was: the turn page's turn and headline (3.0, 4.0). */
static void
test_tgtw (void)
{
  GtkWidget *page = start_game ("tgtw", "scenario:demo-red-and-blue", &adj_tgtw_ruleset, "turn", "AdjTgtwTurnPage");
  g_assert_cmpstr (ui_test_label_text (page, "turn-label"), ==, "Zug 1");
  g_assert_true (ui_test_contains (ui_test_label_text (page, "step-headline"), "Zug 1, Initiativephase"));
  screenshot ("german-tgtw-turn.png");
}

/* Clash of Giants III: the Sequence of Play (6.2) and the Early Entry
 * roll's faces (9.3), as the engine words them. */
static void
test_cog (void)
{
  GtkWidget *turn = start_game ("cog", "scenario:demo-crossroads", &adj_cog_ruleset, "cog-turn", "AdjCogTurnPage");
  g_assert_cmpstr (ui_test_label_text (turn, "turn-label"), ==, "Zug 1 (0900)");
  g_assert_cmpstr (ui_test_label_text (turn, "next-prompt"), ==,
                   "Confederate: Würfeln Sie für das frühere Eintreffen jedes im nächsten Zug fälligen "
                   "Verbands, einer nach dem anderen, dann weiter (9.3)");

  GtkWidget *p = ui_test_show_page (ui_test_main_window (&app), "cog-reinforcements", "AdjCogReinforcePage");
  GtkWidget *row = ui_test_named (p, "early_entry:r-gray-2");
  g_assert_true (g_str_has_prefix (ui_test_label_text (row, "roll-subtitle"),
                                   "1\u20133 (3 von 6): trifft in diesem Zug ein · "));
  screenshot ("german-cog-reinforcements.png");
}

/* Days of Glory: before the battle, the turn page asks for the staff
 * quality rolls (15.1). */
static void
test_dog (void)
{
  GtkWidget *page = start_game ("dog", "scenario:demonstration", &adj_dog_ruleset, "dog-turn", "AdjDogTurnPage");
  const char *prompt = adw_action_row_get_subtitle (ADW_ACTION_ROW (ui_test_named (page, "dog-phase-row")));
  g_assert_cmpstr (prompt, ==, "Würfeln Sie 1W6 für die Qualität jedes Generals");
  screenshot ("german-dog-turn.png");
}

int
main (int argc, char *argv[])
{
  int status;
  const char *localedir = g_getenv ("ADJUTANT_LOCALEDIR");

  /* As the app's main() does, with the catalogue of the build tree. */
  g_assert_nonnull (localedir);
  g_assert_cmpstr (g_getenv ("LANGUAGE"), ==, "de");
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_autofree char *user_dir = g_dir_make_tmp ("adj-ui-german-XXXXXX", NULL);
  g_setenv ("XDG_DATA_HOME", user_dir, TRUE);
  g_test_init (&argc, &argv, NULL);
  ui_test_init ();

  g_test_add_func ("/ui/german/turn-and-journal-rule-3", test_turn_and_journal);
  g_test_add_func ("/ui/german/tgtw/turn-page", test_tgtw);
  g_test_add_func ("/ui/german/cog/turn-and-reinforcements", test_cog);
  g_test_add_func ("/ui/german/dog/turn-page", test_dog);
  status = g_test_run ();

  ui_test_app_quit (&app);
  g_autofree char *autosave = adj_game_session_autosave_path ();
  g_autofree char *dir = g_path_get_dirname (autosave);
  g_autofree char *previous = adj_game_session_previous_autosave_path ();
  g_autofree char *log = adj_game_session_autosave_log_path ();
  g_autofree char *previous_log = adj_game_session_previous_autosave_log_path ();
  g_unlink (autosave);
  g_unlink (previous);
  g_unlink (log);
  g_unlink (previous_log);
  g_rmdir (dir);
  g_rmdir (user_dir);
  return status;
}
