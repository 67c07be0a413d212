/* adj-new-game-dialog.c: choose the game, then the scenario, then options
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Three steps on one stack, Back in the header bar: the games Adjutant
 * hosts (each ruleset's name and one line), the scenarios of the one
 * chosen (shipped, then the player's own, each with Duplicate and Export,
 * the player's own with Edit; New Scenario opens the game's editor,
 * Import reads a file), and the game's switches with Start. A game with
 * no switches starts as soon as its scenario is chosen.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-new-game-dialog.h"
#include "adj-file-chooser.h"

struct _AdjNewGameDialog
{
  AdwWindow           parent_instance;

  GtkWindow          *main_window;
  AdjGameStarter      starter;
  const AdjRulesetUi *ui;        /* the game chosen */
  GPtrArray          *scenarios; /* of ui's ruleset: shipped, then own */
  guint               n_shipped;
  gpointer            chosen;    /* a scenario of ui's ruleset, ref'd */
  GPtrArray          *switches;  /* GtkSwitch, one per ruleset switch */

  /* Template children */
  GtkButton          *back_button;
  AdwWindowTitle     *title;
  GtkStack           *stack;
  GtkListBox         *games_list;
  GtkLabel           *scenario_error;
  GtkListBox         *scenario_list;
  GtkButton          *new_button;
  GtkButton          *import_button;
  GtkLabel           *chosen_label;
  GtkListBox         *options_list;
  GtkLabel           *start_error;
  GtkButton          *start_button;
};

G_DEFINE_FINAL_TYPE (AdjNewGameDialog, adj_new_game_dialog, ADW_TYPE_WINDOW)

static void
set_label (GtkLabel *label, const char *text)
{
  gtk_label_set_text (label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (label), text != NULL);
}

static void
show_step (AdjNewGameDialog *self, const char *step)
{
  gtk_stack_set_visible_child_name (self->stack, step);
  gtk_widget_set_visible (GTK_WIDGET (self->back_button), g_strcmp0 (step, "games") != 0);
  if (g_strcmp0 (step, "games") == 0)
    adw_window_title_set_subtitle (self->title, NULL);
  else
    adw_window_title_set_subtitle (self->title, _(self->ui->ruleset->name));
}

static void
clear_list (GtkListBox *list)
{
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, child);
}

static void
drop_chosen (AdjNewGameDialog *self)
{
  if (self->chosen != NULL)
    self->ui->ruleset->scenario_unref (self->chosen);
  self->chosen = NULL;
}

/* The game: on to the main window, its first page, and close. */
static void
start (AdjNewGameDialog *self)
{
  g_autoptr (GError) error = NULL;
  json_object *options = json_object_new_object ();

  for (guint k = 0; k < self->switches->len; k++)
    if (gtk_switch_get_active (self->switches->pdata[k]))
      json_object_object_add (options, self->ui->ruleset->switches[k].id, json_object_new_boolean (TRUE));
  if (!self->starter (self->main_window, self->ui->ruleset, self->chosen, options, &error))
    {
      json_object_put (options);
      set_label (self->start_error, error->message);
      show_step (self, "options");
      return;
    }
  json_object_put (options);
  gtk_window_close (GTK_WINDOW (self));
}

static void
fill_options (AdjNewGameDialog *self)
{
  const AdjRuleset *rs = self->ui->ruleset;

  clear_list (self->options_list);
  g_ptr_array_set_size (self->switches, 0);
  for (guint k = 0; k < rs->n_switches; k++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *sw = gtk_switch_new ();
      g_autofree char *name = g_strdup_printf ("option:%s", rs->switches[k].id);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(rs->switches[k].title));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _(rs->switches[k].subtitle));
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 3);
      gtk_widget_set_name (sw, name);
      gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (sw), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _(rs->switches[k].title), -1);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
      gtk_list_box_append (self->options_list, row);
      g_ptr_array_add (self->switches, sw);
    }
}

void
adj_new_game_dialog_choose (AdjNewGameDialog *self, gpointer scenario)
{
  const AdjRuleset *rs;

  g_return_if_fail (ADJ_IS_NEW_GAME_DIALOG (self) && self->ui != NULL);
  rs = self->ui->ruleset;
  rs->scenario_ref (scenario);
  drop_chosen (self);
  self->chosen = scenario;
  fill_options (self);
  if (rs->n_switches == 0)
    {
      start (self);
      return;
    }
  gtk_label_set_text (self->chosen_label, rs->scenario_title (scenario));
  set_label (self->start_error, NULL);
  show_step (self, "options");
  gtk_widget_grab_focus (GTK_WIDGET (self->start_button));
}

static void
on_scenario_activated (GtkListBox *list, GtkListBoxRow *row, AdjNewGameDialog *self)
{
  int i = gtk_list_box_row_get_index (row);
  if (i >= 0 && (guint) i < self->scenarios->len)
    adj_new_game_dialog_choose (self, self->scenarios->pdata[i]);
}

/* The editor replaces the dialog; after a save the dialog comes back on
 * the same game with the new scenario in its list. */
static gboolean
on_editor_close (GtkWindow *editor, gpointer data)
{
  const AdjRulesetUi *ui = g_object_get_data (G_OBJECT (editor), "adj-ruleset-ui");
  GtkWindow *main_window = data;

  if (ui->editor_saved != NULL && ui->editor_saved (editor))
    gtk_widget_activate_action (GTK_WIDGET (main_window), "win.choose-scenario", "s", ui->ruleset->id);
  return FALSE;
}

static void
open_editor (AdjNewGameDialog *self, gpointer scenario, const char *path)
{
  const AdjRulesetUi *ui = self->ui;
  GtkWindow *main_window = self->main_window;
  GtkWindow *editor;

  gtk_window_close (GTK_WINDOW (self));
  editor = ui->edit_scenario (main_window, scenario, path);
  g_object_set_data (G_OBJECT (editor), "adj-ruleset-ui", (gpointer) ui);
  g_signal_connect_object (editor, "close-request", G_CALLBACK (on_editor_close), main_window,
                           G_CONNECT_AFTER);
  gtk_window_present (editor);
}

static char *
own_path (AdjNewGameDialog *self, gconstpointer scenario)
{
  g_autofree char *dir = adj_ruleset_ui_user_dir (self->ui->ruleset);
  g_autofree char *file = g_strdup_printf ("%s.json", self->ui->ruleset->scenario_id (scenario));
  return g_build_filename (dir, file, NULL);
}

typedef struct {
  const AdjRuleset *rs;
  gpointer scenario;
} Export;

static void
export_free (Export *e)
{
  e->rs->scenario_unref (e->scenario);
  g_free (e);
}

static void
export_chosen (GtkWindow *parent, const char *path, gpointer data)
{
  Export *e = data;
  g_autoptr (GError) error = NULL;

  if (!adj_scenario_save_file (e->rs, e->scenario, path, &error))
    adj_show_error (parent, _("The Scenario Could Not Be Exported"), error->message);
}

static void
on_row_button (GtkButton *button, AdjNewGameDialog *self)
{
  const char *what = g_object_get_data (G_OBJECT (button), "what");
  gpointer scenario = self->scenarios->pdata[GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "index"))];
  const AdjRuleset *rs = self->ui->ruleset;

  if (g_strcmp0 (what, "export") == 0)
    {
      Export *e = g_new0 (Export, 1);
      g_autofree char *name = g_strdup_printf ("%s%s", rs->scenario_id (scenario), ADJ_SCENARIO_SUFFIX);
      e->rs = rs;
      e->scenario = rs->scenario_ref (scenario);
      adj_file_chooser_run (GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_SAVE, _("Export the Scenario"),
                            _("_Export"), ADJ_FILE_CHOOSER_SCENARIOS, name, export_chosen, e,
                            (GDestroyNotify) export_free);
      return;
    }
  g_autofree char *path = g_strcmp0 (what, "edit") == 0 ? own_path (self, scenario) : NULL;
  gpointer keep = rs->scenario_ref (scenario);
  open_editor (self, keep, path);
  rs->scenario_unref (keep);
}

static void
add_row_button (AdjNewGameDialog *self, GtkWidget *row, guint index, const char *what, const char *icon,
                const char *label)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);
  gconstpointer scenario = self->scenarios->pdata[index];
  g_autofree char *name = g_strdup_printf ("scenario-%s:%s", what, self->ui->ruleset->scenario_id (scenario));
  g_autofree char *a11y = g_strdup_printf ("%s: %s", label, self->ui->ruleset->scenario_title (scenario));

  gtk_widget_set_name (button, name);
  gtk_widget_set_tooltip_text (button, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  g_object_set_data (G_OBJECT (button), "what", (gpointer) what);
  g_object_set_data (G_OBJECT (button), "index", GUINT_TO_POINTER (index));
  g_signal_connect (button, "clicked", G_CALLBACK (on_row_button), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
}

static void
add_dir (AdjNewGameDialog *self, const char *dir, GString *errors)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) list = NULL;

  if (!g_file_test (dir, G_FILE_TEST_IS_DIR))
    return;
  list = adj_scenario_load_dir (self->ui->ruleset, dir, &error);
  if (list == NULL)
    {
      g_string_append_printf (errors, "%s%s", errors->len ? "\n" : "", error->message);
      return;
    }
  for (guint i = 0; i < list->len; i++)
    g_ptr_array_add (self->scenarios, self->ui->ruleset->scenario_ref (list->pdata[i]));
}

static void
fill_scenarios (AdjNewGameDialog *self)
{
  const AdjRuleset *rs = self->ui->ruleset;
  g_autofree char *shipped = adj_paths_data_file (rs->scenario_dir, NULL);
  g_autofree char *own = adj_ruleset_ui_user_dir (rs);
  g_autoptr (GString) errors = g_string_new (NULL);

  clear_list (self->scenario_list);
  g_clear_pointer (&self->scenarios, g_ptr_array_unref);
  self->scenarios = g_ptr_array_new_with_free_func (rs->scenario_unref);
  add_dir (self, shipped, errors);
  self->n_shipped = self->scenarios->len;
  add_dir (self, own, errors);
  set_label (self->scenario_error, errors->len ? errors->str : NULL);

  for (guint i = 0; i < self->scenarios->len; i++)
    {
      gconstpointer scenario = self->scenarios->pdata[i];
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *name = g_strdup_printf ("scenario:%s", rs->scenario_id (scenario));
      g_autofree char *path = own_path (self, scenario);
      gboolean is_own = i >= self->n_shipped;

      gtk_widget_set_name (row, name);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), rs->scenario_title (scenario));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), is_own ? _("Your own") : _("Shipped with Adjutant"));
      adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 2);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      /* The editor saves the player's scenarios as ID.json. */
      if (self->ui->edit_scenario != NULL && is_own && g_file_test (path, G_FILE_TEST_EXISTS))
        add_row_button (self, row, i, "edit", "document-edit-symbolic", _("Edit"));
      if (self->ui->edit_scenario != NULL)
        add_row_button (self, row, i, "duplicate", "edit-copy-symbolic", _("Duplicate"));
      add_row_button (self, row, i, "export", "document-save-as-symbolic", _("Export…"));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
      gtk_list_box_append (self->scenario_list, row);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->new_button), self->ui->edit_scenario != NULL);
}

void
adj_new_game_dialog_show_game (AdjNewGameDialog *self, const AdjRulesetUi *ui)
{
  g_return_if_fail (ADJ_IS_NEW_GAME_DIALOG (self) && ui != NULL);
  drop_chosen (self);
  self->ui = ui;
  fill_scenarios (self);
  show_step (self, "scenarios");
  GtkListBoxRow *first = gtk_list_box_get_row_at_index (self->scenario_list, 0);
  if (first != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (first));
}

const AdjRulesetUi *
adj_new_game_dialog_get_game (AdjNewGameDialog *self)
{
  g_return_val_if_fail (ADJ_IS_NEW_GAME_DIALOG (self), NULL);
  return self->ui;
}

static void
on_game_activated (GtkListBox *list, GtkListBoxRow *row, AdjNewGameDialog *self)
{
  int i = gtk_list_box_row_get_index (row);
  adj_new_game_dialog_show_game (self, adj_ruleset_uis ()[i]);
}

static void
on_back (GtkButton *button, AdjNewGameDialog *self)
{
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "options") == 0)
    show_step (self, "scenarios");
  else
    show_step (self, "games");
}

static void
import_chosen (GtkWindow *parent, const char *path, gpointer data)
{
  AdjNewGameDialog *self = ADJ_NEW_GAME_DIALOG (parent);
  g_autoptr (GError) error = NULL;
  gpointer scenario = adj_scenario_load_file (adj_rulesets (), self->ui->ruleset, path, NULL, &error);

  if (scenario == NULL)
    {
      set_label (self->scenario_error, error->message);
      return;
    }
  adj_new_game_dialog_choose (self, scenario);
  self->ui->ruleset->scenario_unref (scenario);
}

static void
on_import (GtkButton *button, AdjNewGameDialog *self)
{
  adj_file_chooser_run (GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_OPEN, _("Import a Scenario"), _("_Import"),
                        ADJ_FILE_CHOOSER_SCENARIOS, NULL, import_chosen, NULL, NULL);
}

static void
on_new (GtkButton *button, AdjNewGameDialog *self)
{
  open_editor (self, NULL, NULL);
}

static void
on_start (GtkButton *button, AdjNewGameDialog *self)
{
  start (self);
}

static void
adj_new_game_dialog_dispose (GObject *object)
{
  AdjNewGameDialog *self = ADJ_NEW_GAME_DIALOG (object);

  if (self->ui != NULL)
    drop_chosen (self);
  g_clear_pointer (&self->scenarios, g_ptr_array_unref);
  g_clear_pointer (&self->switches, g_ptr_array_unref);
  g_clear_object (&self->main_window);
  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_NEW_GAME_DIALOG);
  G_OBJECT_CLASS (adj_new_game_dialog_parent_class)->dispose (object);
}

static void
adj_new_game_dialog_class_init (AdjNewGameDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = adj_new_game_dialog_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/adjutant/Adjutant/shell/adj-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjNewGameDialog, back_button);
  gtk_widget_class_bind_template_child (widget_class, AdjNewGameDialog, title);
  gtk_widget_class_bind_template_child (widget_class, AdjNewGameDialog, stack);
  gtk_widget_class_bind_template_child (widget_class, AdjNewGameDialog, games_list);
  gtk_widget_class_bind_template_child (widget_class, AdjNewGameDialog, scenario_error);
  gtk_widget_class_bind_template_child (widget_class, AdjNewGameDialog, scenario_list);
  gtk_widget_class_bind_template_child (widget_class, AdjNewGameDialog, new_button);
  gtk_widget_class_bind_template_child (widget_class, AdjNewGameDialog, import_button);
  gtk_widget_class_bind_template_child (widget_class, AdjNewGameDialog, chosen_label);
  gtk_widget_class_bind_template_child (widget_class, AdjNewGameDialog, options_list);
  gtk_widget_class_bind_template_child (widget_class, AdjNewGameDialog, start_error);
  gtk_widget_class_bind_template_child (widget_class, AdjNewGameDialog, start_button);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
adj_new_game_dialog_init (AdjNewGameDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->switches = g_ptr_array_new ();

  for (const AdjRulesetUi * const *ui = adj_ruleset_uis (); *ui != NULL; ui++)
    {
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *name = g_strdup_printf ("game:%s", (*ui)->ruleset->id);
      gtk_widget_set_name (row, name);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _((*ui)->ruleset->name));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _((*ui)->ruleset->description));
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 3);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
      gtk_list_box_append (self->games_list, row);
    }
  g_signal_connect (self->games_list, "row-activated", G_CALLBACK (on_game_activated), self);
  g_signal_connect (self->scenario_list, "row-activated", G_CALLBACK (on_scenario_activated), self);
  g_signal_connect (self->back_button, "clicked", G_CALLBACK (on_back), self);
  g_signal_connect (self->import_button, "clicked", G_CALLBACK (on_import), self);
  g_signal_connect (self->new_button, "clicked", G_CALLBACK (on_new), self);
  g_signal_connect (self->start_button, "clicked", G_CALLBACK (on_start), self);
  show_step (self, "games");
}

AdjNewGameDialog *
adj_new_game_dialog_new (GtkWindow *parent, AdjGameStarter starter)
{
  AdjNewGameDialog *self = g_object_new (ADJ_TYPE_NEW_GAME_DIALOG, "transient-for", parent, NULL);

  self->main_window = g_object_ref (parent);
  self->starter = starter;
  return self;
}
