/* adj-window-actions.c: New Game, Open, Save, Undo and Redo
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window's game actions, kept out of adj-window.c: they act on the
 * window's AdjGameSession and report problems in message dialogs, with the
 * engine's own reason (file, journal index, rule). The recent games list
 * lives in GSettings. At start the window offers to resume the autosave.
 */

#include "config.h"

#include <stdio.h>

#include <glib/gi18n.h>

#include "adj-window-actions.h"
#include "adj-file-chooser.h"
#include "adj-new-game-dialog.h"
#include "adj-recent.h"
#include "adj-ruleset-ui.h"
#include "adj-toasts.h"
#include "adj-window.h"
#include "adj-first-frame.h"

#define SESSION_KEY "adj-game-session"
/* Files named in a choice at once, the first ones given. */
#define ADJ_OPEN_CHOICES_MAX 8

AdjGameSession *
adj_window_get_session (GtkWindow *window)
{
  return g_object_get_data (G_OBJECT (window), SESSION_KEY);
}

/* @file's name as text: a name that is not UTF-8 reaches Pango by its
 * display name (a parse name is always UTF-8). */
static char *
display_basename (GFile *file)
{
  const char *path = g_file_peek_path (file);
  if (path != NULL)
    return g_filename_display_basename (path);
  g_autofree char *parse = g_file_get_parse_name (file);
  return g_path_get_basename (parse);
}

/* What a window does once a file is open: the game's first page when the
 * window was on its welcome page. */
static void
show_game (GtkWindow *window)
{
  const AdjRulesetUi *ui = adj_ruleset_ui_find (adj_game_session_get_ruleset (adj_window_get_session (window)));
  AdjWindow *self = ADJ_WINDOW (window);

  if (ui != NULL && g_strcmp0 (adj_window_get_page (self), "home") == 0)
    {
      gtk_widget_activate_action (GTK_WIDGET (window), "win.page", "s", ui->first_page);
      adj_window_focus_page (self);
    }
}

/* A note over the window, with a button to @action when not NULL. */
static void G_GNUC_PRINTF (4, 5)
toast_printf (GtkWindow *window, const char *button, const char *action, const char *format, ...)
{
  g_autofree char *text = NULL;
  va_list args;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  adj_toast_show (window, text, button, action);
}

gboolean
adj_window_open_game_file (GtkWindow *window, const char *path)
{
  AdjGameSession *session = adj_window_get_session (window);
  g_autoptr (GError) error = NULL;
  g_autofree char *name = NULL;
  AdjFileKind kind = ADJ_FILE_UNKNOWN;

  if (!adj_game_session_open_file (session, path, &kind, &error))
    {
      adj_show_error (window, kind == ADJ_FILE_SCENARIO ? _("The Scenario Could Not Be Read")
                                                        : _("The Game Could Not Be Opened"), error->message);
      return FALSE;
    }
  adj_recent_add (path, kind);
  show_game (window);
  /* The file's name, not its folder. */
  name = g_filename_display_basename (path);
  if (kind == ADJ_FILE_SCENARIO)
    /* Translators: a file's name */
    toast_printf (window, NULL, NULL, _("New game on “%s”"), name);
  else
    /* Translators: a file's name */
    toast_printf (window, NULL, NULL, _("Opened “%s”"), name);
  return TRUE;
}

gboolean
adj_window_save_game_file (GtkWindow *window, const char *path)
{
  AdjGameSession *session = adj_window_get_session (window);
  g_autoptr (GError) error = NULL;
  g_autofree char *name = NULL;

  if (!adj_game_session_save (session, path, &error))
    {
      adj_show_error (window, _("The Game Could Not Be Saved"), error->message);
      return FALSE;
    }
  adj_recent_add (path, ADJ_FILE_GAME);
  name = g_filename_display_basename (path);
  /* Translators: a file's name */
  toast_printf (window, NULL, NULL, _("Saved as “%s”"), name);
  return TRUE;
}

gboolean
adj_window_start_game (GtkWindow *window, const AdjRuleset *ruleset, gpointer scenario, json_object *options,
                       GError **error)
{
  const AdjRulesetUi *ui = adj_ruleset_ui_find (ruleset);

  if (!adj_game_session_start (adj_window_get_session (window), ruleset, scenario, options, error))
    return FALSE;
  if (ui != NULL)
    {
      gtk_widget_activate_action (GTK_WIDGET (window), "win.page", "s", ui->first_page);
      adj_window_focus_page (ADJ_WINDOW (window));
    }
  return TRUE;
}

gboolean
adj_window_start_game_from_file (GtkWindow *window, const char *path)
{
  g_autoptr (GError) error = NULL;
  const AdjRuleset *ruleset = NULL;
  gpointer scenario = adj_scenario_load_file (adj_rulesets (), NULL, path, &ruleset, &error);
  gboolean ok;

  if (scenario == NULL)
    {
      adj_show_error (window, _("The Scenario Could Not Be Read"), error->message);
      return FALSE;
    }
  ok = adj_window_start_game (window, ruleset, scenario, NULL, &error);
  ruleset->scenario_unref (scenario);
  if (!ok)
    adj_show_error (window, _("The Game Could Not Be Started"), error->message);
  return ok;
}

gboolean
adj_window_export_scenario_file (GtkWindow *window, const char *path)
{
  AdjJournal *journal = adj_game_session_get_journal (adj_window_get_session (window));
  g_autoptr (GError) error = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (journal != NULL, FALSE);
  if (!adj_scenario_save_file (adj_journal_get_ruleset (journal), adj_journal_get_scenario (journal), path,
                               &error))
    {
      adj_show_error (window, _("The Scenario Could Not Be Exported"), error->message);
      return FALSE;
    }
  adj_recent_add (path, ADJ_FILE_SCENARIO);
  name = g_filename_display_basename (path);
  /* Translators: a file's name */
  toast_printf (window, NULL, NULL, _("Scenario exported as “%s”"), name);
  return TRUE;
}

static void
new_game (GtkWindow *window, const AdjRulesetUi *ui)
{
  AdjNewGameDialog *dialog = adj_new_game_dialog_new (window, adj_window_start_game);

  if (ui != NULL)
    adj_new_game_dialog_show_game (dialog, ui);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_new_game_response (AdwMessageDialog *dialog, const char *response, GtkWindow *window)
{
  if (g_strcmp0 (response, "new") == 0)
    new_game (window, g_object_get_data (G_OBJECT (dialog), "adj-ruleset-ui"));
}

/* win.new-game: the games; win.new-game-of('ID'): that game's scenarios.
 * A game with unsaved changes asks first. */
static void
new_game_action (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  GtkWindow *window = user_data;
  const AdjRulesetUi *ui = parameter != NULL ? adj_ruleset_ui_find_id (g_variant_get_string (parameter, NULL))
                                             : NULL;
  GtkWidget *dialog;

  if (!adj_game_session_is_modified (adj_window_get_session (window)))
    {
      new_game (window, ui);
      return;
    }
  dialog = adw_message_dialog_new (window, _("Start a New Game?"),
                                   _("The game in play has changes that are not saved in a file. "
                                     "Save it first to keep it."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "new", _("_New Game"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "new",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data (G_OBJECT (dialog), "adj-ruleset-ui", (gpointer) ui);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_new_game_response), window, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Back to a game's scenarios once its editor saved one: the player has
 * already said the game in play may go. */
static void
choose_scenario_action (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  new_game (GTK_WINDOW (user_data), adj_ruleset_ui_find_id (g_variant_get_string (parameter, NULL)));
}

static void
open_chosen (GtkWindow *window, const char *path, gpointer data)
{
  adj_window_open_game_file (window, path);
}

static void
save_chosen (GtkWindow *window, const char *path, gpointer data)
{
  adj_window_save_game_file (window, path);
}

static void
export_chosen (GtkWindow *window, const char *path, gpointer data)
{
  adj_window_export_scenario_file (window, path);
}

static void
open_action (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  adj_file_chooser_run (GTK_WINDOW (user_data), GTK_FILE_CHOOSER_ACTION_OPEN, _("Open a Game or a Scenario"),
                        _("_Open"), ADJ_FILE_CHOOSER_ANY, NULL, open_chosen, NULL, NULL);
}

static void
open_recent_action (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  adj_window_open_game_file (GTK_WINDOW (user_data), g_variant_get_string (parameter, NULL));
}

/* The scenario's id names the files the game proposes. */
static char *
proposed_name (GtkWindow *window, const char *suffix)
{
  AdjJournal *journal = adj_game_session_get_journal (adj_window_get_session (window));
  const AdjRuleset *rs = adj_journal_get_ruleset (journal);

  return g_strdup_printf ("%s%s", rs->scenario_id (adj_journal_get_scenario (journal)), suffix);
}

static void
save_as_action (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  GtkWindow *window = user_data;
  g_autofree char *name = proposed_name (window, ADJ_GAME_SUFFIX);

  adj_file_chooser_run (window, GTK_FILE_CHOOSER_ACTION_SAVE, _("Save the Game"), _("_Save"),
                        ADJ_FILE_CHOOSER_GAMES, name, save_chosen, NULL, NULL);
}

static void
save_action (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  GtkWindow *window = user_data;
  const char *path = adj_game_session_get_path (adj_window_get_session (window));

  if (path == NULL)
    save_as_action (action, parameter, user_data);
  else
    adj_window_save_game_file (window, path);
}

static void
export_scenario_action (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  GtkWindow *window = user_data;
  g_autofree char *name = proposed_name (window, ADJ_SCENARIO_SUFFIX);

  adj_file_chooser_run (window, GTK_FILE_CHOOSER_ACTION_SAVE, _("Export the Scenario"), _("_Export"),
                        ADJ_FILE_CHOOSER_SCENARIOS, name, export_chosen, NULL, NULL);
}

/* What an undo or redo did is said in the journal's words for the step,
 * with the way back on the note's button. */
static void
undo_action (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  GtkWindow *window = user_data;
  AdjGameSession *session = adj_window_get_session (window);
  AdjJournal *journal = adj_game_session_get_journal (session);
  guint step = journal != NULL ? adj_journal_get_cursor (journal) : 0;
  g_autofree char *line = NULL;

  if (step == 0 || !adj_game_session_undo (session))
    return;
  line = adj_journal_describe (journal, step - 1);
  /* Translators: the journal's line for the step taken back */
  toast_printf (window, _("_Redo"), "win.redo", _("Undone: %s"), line);
}

static void
redo_action (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  GtkWindow *window = user_data;
  AdjGameSession *session = adj_window_get_session (window);
  AdjJournal *journal = adj_game_session_get_journal (session);
  guint step = journal != NULL ? adj_journal_get_cursor (journal) : 0;
  g_autofree char *line = NULL;

  if (journal == NULL || !adj_game_session_redo (session))
    return;
  line = adj_journal_describe (journal, step);
  /* Translators: the journal's line for the step done again */
  toast_printf (window, _("_Undo"), "win.undo", _("Redone: %s"), line);
}

static const GActionEntry game_actions[] = {
  { .name = "new-game", .activate = new_game_action },
  { .name = "new-game-of", .activate = new_game_action, .parameter_type = "s" },
  { .name = "choose-scenario", .activate = choose_scenario_action, .parameter_type = "s" },
  { .name = "open", .activate = open_action },
  { .name = "open-recent", .activate = open_recent_action, .parameter_type = "s" },
  { .name = "save", .activate = save_action },
  { .name = "save-as", .activate = save_as_action },
  { .name = "export-scenario", .activate = export_scenario_action },
  { .name = "undo", .activate = undo_action },
  { .name = "redo", .activate = redo_action },
};

static void
enable (GtkWindow *window, const char *name, gboolean enabled)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (window), name);
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

static void
on_session_changed (AdjGameSession *session, GtkWindow *window)
{
  AdjJournal *journal = adj_game_session_get_journal (session);

  enable (window, "save", journal != NULL);
  enable (window, "save-as", journal != NULL);
  enable (window, "export-scenario", journal != NULL);
  enable (window, "undo", journal != NULL && adj_journal_can_undo (journal));
  enable (window, "redo", journal != NULL && adj_journal_can_redo (journal));

  /* A failing autosave (disk full, folder gone) is said once, not after
   * every action; a later success clears it. */
  const char *failed = adj_game_session_get_autosave_error (session);
  if (g_strcmp0 (failed, g_object_get_data (G_OBJECT (window), "adj-autosave-error")) != 0)
    {
      g_object_set_data_full (G_OBJECT (window), "adj-autosave-error", g_strdup (failed), g_free);
      if (failed != NULL)
        adj_show_error (window, _("The Game Could Not Be Autosaved"), failed);
    }
}

static void
on_resume_response (AdwMessageDialog *dialog, const char *response, GtkWindow *window)
{
  g_autoptr (GError) error = NULL;
  AdjGameSession *session = adj_window_get_session (window);

  if (g_strcmp0 (response, "resume") != 0)
    return;
  if (!adj_game_session_resume_autosave (session, &error))
    {
      adj_show_error (window, _("The Last Game Could Not Be Resumed"), error->message);
      return;
    }
  {
    const AdjRulesetUi *ui = adj_ruleset_ui_find (adj_game_session_get_ruleset (session));
    if (ui != NULL)
      {
        gtk_widget_activate_action (GTK_WIDGET (window), "win.page", "s", ui->first_page);
        adj_window_focus_page (ADJ_WINDOW (window));
      }
  }
  /* autosave.json was damaged: say which game the player has now. */
  if (adj_game_session_get_resume_notice (session) != NULL)
    adj_show_error (window, _("An Earlier Autosave Was Resumed"), adj_game_session_get_resume_notice (session));
}

/* Asked once the window has painted its first frame, so the dialog has a
 * parent to sit on and start-up touches no file before it. Not when the
 * window was opened for files (adjutant FILE, a file manager). */
static gboolean
offer_resume (gpointer user_data)
{
  GtkWindow *window = user_data;
  g_autofree char *game = NULL;
  GtkWidget *dialog;

  if (adj_game_session_get_journal (adj_window_get_session (window)) != NULL
      || g_object_get_data (G_OBJECT (window), "adj-opened-files") != NULL
      || !adj_game_session_has_autosave ())
    return G_SOURCE_REMOVE;
  /* The game named, with its turn and phase; a file that does not read
   * is for Resume to explain. */
  game = adj_game_session_describe_autosave ();
  dialog = adw_message_dialog_new (window, _("Resume the Last Game?"),
                                   game != NULL ? game
                                                : _("Adjutant kept the game that was in play when it last closed."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "later", _("_Not Now"),
                                    "resume", _("_Resume"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "resume",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "resume");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "later");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_resume_response), window, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return G_SOURCE_REMOVE;
}

static void
on_window_mapped (GtkWidget *window)
{
  g_signal_handlers_disconnect_by_func (window, on_window_mapped, NULL);
  adj_first_frame_call_after (window, offer_resume, window);
}

/* The recent files, after the section's items. */
static void
add_recent_menu (GtkWindow *window, GMenuModel *menu)
{
  GMenuModel *section = NULL;
  g_autoptr (GMenuModel) recent = adj_recent_menu_new (GTK_WIDGET (window));

  /* The section whose first item is win.new-game. */
  for (int i = 0; menu != NULL && section == NULL && i < g_menu_model_get_n_items (menu); i++)
    {
      GMenuModel *candidate = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION);
      g_autofree char *action = NULL;
      if (candidate != NULL && g_menu_model_get_n_items (candidate) > 0
          && g_menu_model_get_item_attribute (candidate, 0, G_MENU_ATTRIBUTE_ACTION, "s", &action)
          && g_strcmp0 (action, "win.new-game") == 0)
        section = candidate;
      else
        g_clear_object (&candidate);
    }
  if (G_IS_MENU (section))
    g_menu_append_submenu (G_MENU (section), _("Recent _Files"), recent);
  g_clear_object (&section);
  g_object_set_data_full (G_OBJECT (window), "adj-recent-menu", g_object_ref (recent), g_object_unref);
}

/* ---- Files given from outside: adjutant FILE, Open With, a double click ---- */

static void
open_from_outside (GtkWindow *window, GFile *file)
{
  g_autofree char *path = g_file_get_path (file);

  if (path == NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);
      g_autofree char *body = g_strdup_printf (_("%s: Adjutant opens files on this computer only; copy it "
                                                 "here first."), uri);
      adj_show_error (window, _("The Game Could Not Be Opened"), body);
      return;
    }
  adj_window_open_game_file (window, path);
}

static void
on_replace_response (AdwMessageDialog *dialog, const char *response, GtkWindow *window)
{
  if (g_strcmp0 (response, "open") == 0)
    open_from_outside (window, g_object_get_data (G_OBJECT (dialog), "adj-file"));
}

/* The game in play has changes not saved in a file: asked first, as New
 * Game does. */
static void
open_or_ask (GtkWindow *window, GFile *file)
{
  g_autofree char *name = NULL;
  g_autofree char *heading = NULL;
  GtkWidget *dialog;

  if (!adj_game_session_is_modified (adj_window_get_session (window)))
    {
      open_from_outside (window, file);
      return;
    }
  name = display_basename (file);
  /* Translators: the file's name */
  heading = g_strdup_printf (_("Open %s?"), name);
  dialog = adw_message_dialog_new (window, heading,
                                   _("The game in play has changes that are not saved in a file. "
                                     "Save it first to keep it."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "open", _("_Open"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "open", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "adj-file", g_object_ref (file), g_object_unref);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_replace_response), window, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_choice_response (AdwMessageDialog *dialog, const char *response, GtkWindow *window)
{
  GPtrArray *files = g_object_get_data (G_OBJECT (dialog), "adj-files");
  guint i;

  if (sscanf (response, "file-%u", &i) == 1 && i < files->len)
    open_or_ask (window, files->pdata[i]);
}

/* Several files: Adjutant plays one game at a time (one autosave keeps it
 * safe), so the player chooses which. */
static void
choose_one (GtkWindow *window, GFile **files, int n_files)
{
  GPtrArray *list = g_ptr_array_new_with_free_func (g_object_unref);
  GtkWidget *dialog = adw_message_dialog_new (window, _("Open Which File?"),
                                              _("Adjutant plays one game at a time. Choose the file to open; "
                                                "the others stay as they are."));

  for (int i = 0; i < n_files && i < ADJ_OPEN_CHOICES_MAX; i++)
    {
      g_autofree char *id = g_strdup_printf ("file-%d", i);
      g_autofree char *name = display_basename (files[i]);
      g_autofree char *label = NULL;
      GString *escaped = g_string_new (name);

      /* A response label reads "_" as a mnemonic. */
      g_string_replace (escaped, "_", "__", 0);
      label = g_string_free (escaped, FALSE);
      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), id, label);
      g_ptr_array_add (list, g_object_ref (files[i]));
    }
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"));
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "file-0", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "file-0");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "adj-files", list, (GDestroyNotify) g_ptr_array_unref);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_choice_response), window, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
adj_window_open_files (GtkWindow *window, GFile **files, int n_files)
{
  g_return_if_fail (n_files > 0);
  g_object_set_data (G_OBJECT (window), "adj-opened-files", GINT_TO_POINTER (TRUE));
  if (n_files == 1)
    open_or_ask (window, files[0]);
  else
    choose_one (window, files, n_files);
}

AdjGameSession *
adj_window_watch_session (GtkWidget *page, GCallback refresh)
{
  GtkRoot *root = gtk_widget_get_root (page);
  AdjGameSession *session = GTK_IS_WINDOW (root) ? adj_window_get_session (GTK_WINDOW (root)) : NULL;

  if (session == NULL)
    return NULL;
  g_signal_connect_object (session, "changed", refresh, page, G_CONNECT_SWAPPED);
  return g_object_ref (session);
}

void
adj_window_actions_install (GtkWindow *window, GMenuModel *menu)
{
  AdjGameSession *session = adj_game_session_new ();

  g_object_set_data_full (G_OBJECT (window), SESSION_KEY, session, g_object_unref);
  g_action_map_add_action_entries (G_ACTION_MAP (window), game_actions,
                                   G_N_ELEMENTS (game_actions), window);
  g_signal_connect_object (session, "changed", G_CALLBACK (on_session_changed), window, 0);
  on_session_changed (session, window);

  add_recent_menu (window, menu);
  g_signal_connect (window, "map", G_CALLBACK (on_window_mapped), NULL);
}
