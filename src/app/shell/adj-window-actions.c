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

#include <glib/gi18n.h>

#include "adj-window-actions.h"
#include "adj-battle-editor.h"

#define SESSION_KEY "adj-game-session"
#define RECENT_MAX 8

AdjGameSession *
adj_window_get_session (GtkWindow *window)
{
  return g_object_get_data (G_OBJECT (window), SESSION_KEY);
}

static void
show_error (GtkWindow *window, const char *heading, const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (window, heading, body);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "close");
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
remember_recent (const char *path)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_auto (GStrv) old = g_settings_get_strv (settings, "recent-games");
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  guint n = 1;

  g_strv_builder_add (builder, path);
  for (guint i = 0; old[i] != NULL && n < RECENT_MAX; i++)
    if (g_strcmp0 (old[i], path) != 0)
      {
        g_strv_builder_add (builder, old[i]);
        n++;
      }
  g_auto (GStrv) list = g_strv_builder_end (builder);
  g_settings_set_strv (settings, "recent-games", (const char * const *) list);
}

gboolean
adj_window_open_game_file (GtkWindow *window, const char *path)
{
  AdjGameSession *session = adj_window_get_session (window);
  g_autoptr (GError) error = NULL;

  if (!adj_game_session_open (session, path, &error))
    {
      show_error (window, _("The Game Could Not Be Opened"), error->message);
      return FALSE;
    }
  remember_recent (path);
  return TRUE;
}

gboolean
adj_window_save_game_file (GtkWindow *window, const char *path)
{
  AdjGameSession *session = adj_window_get_session (window);
  g_autoptr (GError) error = NULL;

  if (!adj_game_session_save (session, path, &error))
    {
      show_error (window, _("The Game Could Not Be Saved"), error->message);
      return FALSE;
    }
  remember_recent (path);
  return TRUE;
}

/* @fixed_glory: the Fixed Glory variant (seed 001), chosen in the picker. */
static void
start_game_on (GtkWindow *window, AdjBattle *battle, gboolean fixed_glory)
{
  g_autoptr (GError) error = NULL;
  AdjGameOptions options = { NULL, fixed_glory };

  if (!adj_game_session_new_game_with_options (adj_window_get_session (window), battle, &options, &error))
    {
      show_error (window, _("The Battle Could Not Be Read"), error->message);
      return;
    }
  gtk_widget_activate_action (GTK_WIDGET (window), "win.page", "s", "turn");
}

static gboolean
start_game_from_file (GtkWindow *window, const char *path, gboolean fixed_glory)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (AdjBattle) battle = adj_battle_load_file (path, &error);

  if (battle == NULL)
    {
      show_error (window, _("The Battle Could Not Be Read"), error->message);
      return FALSE;
    }
  start_game_on (window, battle, fixed_glory);
  return TRUE;
}

gboolean
adj_window_start_game_from_file (GtkWindow *window, const char *path)
{
  return start_game_from_file (window, path, FALSE);
}

/* An imported battle starts with the variant chosen in the picker. */
#define IMPORT_FIXED_KEY "adj-import-fixed-glory"

static gboolean
import_battle_file (GtkWindow *window, const char *path)
{
  return start_game_from_file (window, path,
                               GPOINTER_TO_INT (g_object_get_data (G_OBJECT (window), IMPORT_FIXED_KEY)));
}

static GtkFileFilter *
json_filter (const char *name)
{
  GtkFileFilter *filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, name);
  gtk_file_filter_add_suffix (filter, "json");
  return filter;
}

/* Runs a native file chooser; @done gets the chosen path. */
typedef gboolean (*PathFunc) (GtkWindow *window, const char *path);

static void
on_chooser_response (GtkNativeDialog *chooser, int response, GtkWindow *window)
{
  PathFunc done = (PathFunc) g_object_get_data (G_OBJECT (chooser), "done");

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;
      if (path != NULL)
        done (window, path);
    }
  g_object_unref (chooser);
}

static void
choose_file (GtkWindow *window, GtkFileChooserAction mode, const char *title, const char *accept,
             const char *filter_name, const char *current_name, PathFunc done)
{
  GtkFileChooserNative *chooser = gtk_file_chooser_native_new (title, window, mode, accept, _("_Cancel"));
  g_autoptr (GtkFileFilter) filter = json_filter (filter_name);

  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  if (current_name != NULL)
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), current_name);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_object_set_data (G_OBJECT (chooser), "done", (gpointer) done);
  g_signal_connect (chooser, "response", G_CALLBACK (on_chooser_response), window);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void pick_battle (GtkWindow *window);

/* After a Save, the picker comes back with the new battle in its list. */
static gboolean
on_editor_close (AdjBattleEditor *editor, GtkWindow *window)
{
  if (adj_battle_editor_get_saved_path (editor) != NULL)
    pick_battle (window);
  return FALSE;
}

static void
present_editor (GtkWindow *window, AdjBattleEditor *editor)
{
  g_signal_connect_object (editor, "close-request", G_CALLBACK (on_editor_close), window, G_CONNECT_AFTER);
  gtk_window_present (GTK_WINDOW (editor));
}

gboolean
adj_window_export_battle (GtkWindow *window, AdjBattle *battle, const char *path)
{
  g_autoptr (GError) error = NULL;

  if (!adj_battle_save_file (battle, path, &error))
    {
      show_error (window, _("The Battle Could Not Be Exported"), error->message);
      return FALSE;
    }
  return TRUE;
}

static void
on_export_response (GtkNativeDialog *chooser, int response, GtkWindow *window)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;
      if (path != NULL)
        adj_window_export_battle (window, g_object_get_data (G_OBJECT (chooser), "battle"), path);
    }
  g_object_unref (chooser);
}

static void
choose_export_file (GtkWindow *window, AdjBattle *battle)
{
  GtkFileChooserNative *chooser = gtk_file_chooser_native_new (_("Export the Battle"), window,
                                                               GTK_FILE_CHOOSER_ACTION_SAVE,
                                                               _("_Export"), _("_Cancel"));
  g_autoptr (GtkFileFilter) filter = json_filter (_("Adjutant battles (JSON)"));
  g_autofree char *name = g_strdup_printf ("%s.json", adj_battle_get_id (battle));

  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_object_set_data_full (G_OBJECT (chooser), "battle", adj_battle_ref (battle),
                          (GDestroyNotify) adj_battle_unref);
  g_signal_connect (chooser, "response", G_CALLBACK (on_export_response), window);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* A row's Duplicate, Edit and Export buttons: the picker closes first. */
static void
on_row_button (GtkButton *button, GtkWindow *window)
{
  const char *what = g_object_get_data (G_OBJECT (button), "what");
  AdjBattle *battle = g_object_get_data (G_OBJECT (button), "battle");
  const char *path = g_object_get_data (G_OBJECT (button), "path");
  GtkWidget *picker = gtk_widget_get_ancestor (GTK_WIDGET (button), ADW_TYPE_MESSAGE_DIALOG);

  g_autoptr (AdjBattle) keep = adj_battle_ref (battle);
  g_autofree char *keep_path = g_strdup (path);
  if (picker != NULL)
    gtk_window_close (GTK_WINDOW (picker));
  if (g_strcmp0 (what, "duplicate") == 0)
    present_editor (window, adj_battle_editor_new (window, keep));
  else if (g_strcmp0 (what, "edit") == 0)
    present_editor (window, adj_battle_editor_new_for_file (window, keep, keep_path));
  else
    choose_export_file (window, keep);
}

static void
add_row_button (GtkWidget *row, GtkWindow *window, AdjBattle *battle, const char *what,
                const char *icon, const char *tooltip, const char *path)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);
  g_autofree char *name = g_strdup_printf ("battle-%s:%s", what, adj_battle_get_id (battle));

  gtk_widget_set_name (button, name);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  g_object_set_data (G_OBJECT (button), "what", (gpointer) what);
  g_object_set_data_full (G_OBJECT (button), "battle", adj_battle_ref (battle), (GDestroyNotify) adj_battle_unref);
  g_object_set_data_full (G_OBJECT (button), "path", g_strdup (path), g_free);
  g_signal_connect (button, "clicked", G_CALLBACK (on_row_button), window);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
}

static void
on_picker_response (AdwMessageDialog *dialog, const char *response, GtkWindow *window)
{
  GPtrArray *battles = g_object_get_data (G_OBJECT (dialog), "battles");
  GtkListBox *list = g_object_get_data (G_OBJECT (dialog), "list");
  GtkListBoxRow *row = gtk_list_box_get_selected_row (list);
  gboolean fixed_glory = gtk_switch_get_active (g_object_get_data (G_OBJECT (dialog), "fixed-glory"));

  if (g_strcmp0 (response, "start") == 0 && row != NULL)
    start_game_on (window, battles->pdata[gtk_list_box_row_get_index (row)], fixed_glory);
  else if (g_strcmp0 (response, "new") == 0)
    present_editor (window, adj_battle_editor_new_empty (window));
  else if (g_strcmp0 (response, "import") == 0)
    {
      g_object_set_data (G_OBJECT (window), IMPORT_FIXED_KEY, GINT_TO_POINTER (fixed_glory));
      choose_file (window, GTK_FILE_CHOOSER_ACTION_OPEN, _("Import a Battle"), _("_Import"),
                   _("Adjutant battles (JSON)"), NULL, import_battle_file);
    }
}

/* The rules the game is played with: Glory III, or its Fixed Glory
 * variant (seed 001), which changes the steps of every activation. */
static GtkWidget *
variant_list (GtkWidget **out_switch)
{
  GtkWidget *list = gtk_list_box_new ();
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *sw = gtk_switch_new ();

  gtk_widget_add_css_class (list, "boxed-list");
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_set_margin_top (list, 12);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Fixed Glory variant"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               _("House rules: artillery fires first, then defensive and offensive "
                                 "fire, melee without defensive fire, no return fire"));
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 3);
  gtk_widget_set_name (sw, "fixed-glory-switch");
  gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (sw), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Fixed Glory variant"), -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
  gtk_list_box_append (GTK_LIST_BOX (list), row);
  *out_switch = sw;
  return list;
}

/* The battle picker: the shipped battles and the player's own (the
 * battle editor's), each to start, duplicate, export, or (the player's
 * own) edit; or a new battle, or a battle file to import. */
static void
pick_battle (GtkWindow *window)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = adj_paths_data_file ("battles", NULL);
  g_autofree char *user_dir = adj_battle_editor_user_dir ();
  GPtrArray *battles = adj_battle_load_dir (dir, &error);
  guint n_shipped;
  GtkWidget *dialog, *list, *box, *fixed_glory;

  if (battles == NULL)
    {
      show_error (window, _("The Battle Could Not Be Read"), error->message);
      return;
    }
  n_shipped = battles->len;
  if (g_file_test (user_dir, G_FILE_TEST_IS_DIR))
    {
      g_autoptr (GPtrArray) own = adj_battle_load_dir (user_dir, &error);
      if (own == NULL)
        show_error (window, _("Your Battles Could Not Be Read"), error->message);
      for (guint i = 0; own != NULL && i < own->len; i++)
        g_ptr_array_add (battles, adj_battle_ref (own->pdata[i]));
    }
  dialog = adw_message_dialog_new (window, _("New Game"),
                                   _("Choose the battle to play, make a new one, or import a battle file."));
  list = gtk_list_box_new ();
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_widget_set_name (list, "battle-list");
  for (guint i = 0; i < battles->len; i++)
    {
      AdjBattle *battle = battles->pdata[i];
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *name = g_strdup_printf ("battle:%s", adj_battle_get_id (battle));
      g_autofree char *file = g_strdup_printf ("%s.json", adj_battle_get_id (battle));
      g_autofree char *path = g_build_filename (user_dir, file, NULL);
      gtk_widget_set_name (row, name);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), adj_battle_get_title (battle));
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), adj_battle_get_id (battle));
      adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 2);
      /* The editor saves the player's battles as ID.json. */
      if (i >= n_shipped && g_file_test (path, G_FILE_TEST_EXISTS))
        add_row_button (row, window, battle, "edit", "document-edit-symbolic", _("Edit"), path);
      add_row_button (row, window, battle, "duplicate", "edit-copy-symbolic", _("Duplicate"), NULL);
      add_row_button (row, window, battle, "export", "document-save-as-symbolic", _("Export…"), NULL);
      gtk_list_box_append (GTK_LIST_BOX (list), row);
    }
  gtk_list_box_select_row (GTK_LIST_BOX (list), gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0));
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append (GTK_BOX (box), list);
  gtk_box_append (GTK_BOX (box), variant_list (&fixed_glory));
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), box);
  g_object_set_data_full (G_OBJECT (dialog), "battles", battles, (GDestroyNotify) g_ptr_array_unref);
  g_object_set_data (G_OBJECT (dialog), "list", list);
  g_object_set_data (G_OBJECT (dialog), "fixed-glory", fixed_glory);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "import", _("_Import…"),
                                    "new", _("New _Battle…"),
                                    "start", _("_Start"),
                                    NULL);
  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (dialog), "start", battles->len > 0);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "start", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "start");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_picker_response), window, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_new_game_response (AdwMessageDialog *dialog, const char *response, GtkWindow *window)
{
  if (g_strcmp0 (response, "new") == 0)
    pick_battle (window);
}

static void
new_game_action (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  GtkWindow *window = user_data;
  GtkWidget *dialog;

  if (!adj_game_session_is_modified (adj_window_get_session (window)))
    {
      pick_battle (window);
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
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_new_game_response), window, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
open_action (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  choose_file (GTK_WINDOW (user_data), GTK_FILE_CHOOSER_ACTION_OPEN, _("Open a Game"), _("_Open"),
               _("Adjutant games (JSON)"), NULL, adj_window_open_game_file);
}

static void
open_recent_action (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  adj_window_open_game_file (GTK_WINDOW (user_data), g_variant_get_string (parameter, NULL));
}

static void
save_as_action (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  GtkWindow *window = user_data;
  AdjBattle *battle = adj_game_session_get_battle (adj_window_get_session (window));
  g_autofree char *name = g_strdup_printf ("%s-game.json", adj_battle_get_id (battle));

  choose_file (window, GTK_FILE_CHOOSER_ACTION_SAVE, _("Save the Game"), _("_Save"),
               _("Adjutant games (JSON)"), name, adj_window_save_game_file);
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

gboolean
adj_window_export_battle_file (GtkWindow *window, const char *path)
{
  return adj_window_export_battle (window, adj_game_session_get_battle (adj_window_get_session (window)), path);
}

static void
export_battle_action (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  GtkWindow *window = user_data;
  AdjBattle *battle = adj_game_session_get_battle (adj_window_get_session (window));
  g_autofree char *name = g_strdup_printf ("%s.json", adj_battle_get_id (battle));

  choose_file (window, GTK_FILE_CHOOSER_ACTION_SAVE, _("Export the Battle"), _("_Export"),
               _("Adjutant battles (JSON)"), name, adj_window_export_battle_file);
}

static void
undo_action (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  adj_game_session_undo (adj_window_get_session (GTK_WINDOW (user_data)));
}

static void
redo_action (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  adj_game_session_redo (adj_window_get_session (GTK_WINDOW (user_data)));
}

static const GActionEntry game_actions[] = {
  { .name = "new-game", .activate = new_game_action },
  { .name = "open", .activate = open_action },
  { .name = "open-recent", .activate = open_recent_action, .parameter_type = "s" },
  { .name = "save", .activate = save_action },
  { .name = "save-as", .activate = save_as_action },
  { .name = "export-battle", .activate = export_battle_action },
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
  enable (window, "export-battle", journal != NULL);
  enable (window, "undo", journal != NULL && adj_journal_can_undo (journal));
  enable (window, "redo", journal != NULL && adj_journal_can_redo (journal));

  /* A failing autosave (disk full, folder gone) is said once, not after
   * every action; a later success clears it. */
  const char *failed = adj_game_session_get_autosave_error (session);
  if (g_strcmp0 (failed, g_object_get_data (G_OBJECT (window), "adj-autosave-error")) != 0)
    {
      g_object_set_data_full (G_OBJECT (window), "adj-autosave-error", g_strdup (failed), g_free);
      if (failed != NULL)
        show_error (window, _("The Game Could Not Be Autosaved"), failed);
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
      show_error (window, _("The Last Game Could Not Be Resumed"), error->message);
      return;
    }
  gtk_widget_activate_action (GTK_WIDGET (window), "win.page", "s", "turn");
  /* autosave.json was damaged: say which game the player has now. */
  if (adj_game_session_get_resume_notice (session) != NULL)
    show_error (window, _("An Earlier Autosave Was Resumed"), adj_game_session_get_resume_notice (session));
}

/* Asked once the window is on screen, so the dialog has a parent to sit on
 * and start-up paints its first frame without reading the file. */
static gboolean
offer_resume (gpointer user_data)
{
  GtkWindow *window = user_data;
  GtkWidget *dialog;

  if (adj_game_session_get_journal (adj_window_get_session (window)) != NULL)
    return G_SOURCE_REMOVE;
  dialog = adw_message_dialog_new (window, _("Resume the Last Game?"),
                                   _("Adjutant kept the game that was in play when it last closed."));
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
  if (adj_game_session_has_autosave ())
    g_idle_add_full (G_PRIORITY_LOW, offer_resume, g_object_ref (window), g_object_unref);
}

static void
fill_recent_menu (GSettings *settings, const char *key, GMenu *recent)
{
  g_auto (GStrv) paths = g_settings_get_strv (settings, "recent-games");

  g_menu_remove_all (recent);
  for (guint i = 0; paths[i] != NULL; i++)
    {
      g_autofree char *base = g_path_get_basename (paths[i]);
      g_autoptr (GMenuItem) item = g_menu_item_new (base, NULL);
      g_menu_item_set_action_and_target_value (item, "win.open-recent", g_variant_new_string (paths[i]));
      g_menu_append_item (recent, item);
    }
}

/* GSettings is already open for the window's size: reading one more key is cheap. */
static void
add_recent_menu (GtkWindow *window, GMenuModel *menu)
{
  GMenuModel *section = NULL;
  g_autoptr (GMenu) recent = g_menu_new ();
  GSettings *settings = g_settings_new (APP_ID);

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
    g_menu_append_submenu (G_MENU (section), _("Recent _Games"), G_MENU_MODEL (recent));
  g_clear_object (&section);
  g_object_set_data_full (G_OBJECT (window), "adj-recent-settings", settings, g_object_unref);
  g_signal_connect_object (settings, "changed::recent-games", G_CALLBACK (fill_recent_menu), recent, 0);
  fill_recent_menu (settings, NULL, recent);
  g_object_set_data_full (G_OBJECT (window), "adj-recent-menu", g_object_ref (recent), g_object_unref);
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
