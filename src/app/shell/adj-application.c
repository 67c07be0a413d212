/* adj-application.c: the Adjutant GtkApplication
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The application object owns what outlives a single window: the
 * application-wide actions (quit, about, keyboard shortcuts) and their
 * accelerators. Each window is an AdjWindow; the application only decides
 * when to create one.
 */

#include "config.h"

#include <glib/gi18n.h>

#include <adjutant-engine.h>

#include "adj-application.h"
#include "adj-ruleset-ui.h"
#include "adj-window.h"
#include "adj-window-actions.h"

#define ADJ_WEBSITE    "https://github.com/adjutant/adjutant"
#define ADJ_ISSUE_URL  "https://github.com/adjutant/adjutant/issues"

#define ADJ_HELP_OVERLAY      "/io/github/adjutant/Adjutant/shell/help-overlay.ui"

struct _AdjApplication
{
  AdwApplication parent_instance;

  GPtrArray *charts; /* of AdjChart; NULL until first asked for */
};

G_DEFINE_FINAL_TYPE (AdjApplication, adj_application, ADW_TYPE_APPLICATION)

/* The window the user is looking at, if any: dialogs are made transient
 * for it so that they open centred over it and close with it. */
static GtkWindow *
adj_application_get_main_window (AdjApplication *self)
{
  return gtk_application_get_active_window (GTK_APPLICATION (self));
}

static gpointer
ref_window (gconstpointer window,
            gpointer      user_data)
{
  return g_object_ref ((gpointer) window);
}

static void
adj_application_quit_action (GSimpleAction *action,
                             GVariant      *parameter,
                             gpointer       user_data)
{
  AdjApplication *self = ADJ_APPLICATION (user_data);
  g_autolist (GtkWindow) windows = NULL;

  /* Closing the windows one by one lets each save its size through its
   * close-request handler before the application goes away. The list is
   * copied with references because closing a window edits the original. */
  windows = g_list_copy_deep (gtk_application_get_windows (GTK_APPLICATION (self)),
                              ref_window, NULL);
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (GTK_WINDOW (l->data));

  g_application_quit (G_APPLICATION (self));
}

static void
adj_application_about_action (GSimpleAction *action,
                              GVariant      *parameter,
                              gpointer       user_data)
{
  AdjApplication *self = ADJ_APPLICATION (user_data);
  static const char *developers[] = {
    "The Adjutant authors " ADJ_WEBSITE,
    NULL
  };
  AdwAboutWindow *about;

  about = ADW_ABOUT_WINDOW (adw_about_window_new ());
  gtk_window_set_transient_for (GTK_WINDOW (about),
                                adj_application_get_main_window (self));
  gtk_window_set_modal (GTK_WINDOW (about), TRUE);

  adw_about_window_set_application_icon (about, APP_ID);
  adw_about_window_set_application_name (about, _("Adjutant"));
  adw_about_window_set_developer_name (about, _("The Adjutant authors"));
  adw_about_window_set_version (about, PACKAGE_VERSION);
  adw_about_window_set_comments (about,
                                 _("Adjutant keeps the books while you play a "
                                   "wargame on a real table: the turn and the "
                                   "phase, the cups of markers, the boxes, and "
                                   "every calculation with its rule number."));
  adw_about_window_set_website (about, ADJ_WEBSITE);
  adw_about_window_set_issue_url (about, ADJ_ISSUE_URL);
  adw_about_window_set_copyright (about, _("© 2026 The Adjutant authors"));
  adw_about_window_set_license_type (about, GTK_LICENSE_GPL_3_0);
  adw_about_window_set_developers (about, developers);
  /* Translators: put your names here, one per line, in the form
   * "Name <email>" or "Name https://website". */
  adw_about_window_set_translator_credits (about, _("translator-credits"));

  /* The rules belong to their publishers: credit each game's design and
   * say plainly that this is an independent companion. */
  for (const AdjRulesetUi * const *ui = adj_ruleset_uis (); *ui != NULL; ui++)
    {
      const char *name = _((*ui)->ruleset->name);
      if ((*ui)->designers != NULL)
        adw_about_window_add_acknowledgement_section (about, name, (const char **) (*ui)->designers);
      if ((*ui)->legal != NULL)
        adw_about_window_add_legal_section (about, name, (*ui)->copyright ? _((*ui)->copyright) : NULL,
                                            GTK_LICENSE_CUSTOM, _((*ui)->legal));
    }

  gtk_window_present (GTK_WINDOW (about));
}

static void
adj_application_shortcuts_action (GSimpleAction *action,
                                  GVariant      *parameter,
                                  gpointer       user_data)
{
  AdjApplication *self = ADJ_APPLICATION (user_data);
  GtkWindow *window = adj_application_get_main_window (self);

  if (!GTK_IS_APPLICATION_WINDOW (window))
    return;
  /* Built the first time it is asked for, not with every window at
   * start-up; showing it is then the window's own action. */
  if (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)) == NULL)
    {
      g_autoptr (GtkBuilder) builder = gtk_builder_new_from_resource (ADJ_HELP_OVERLAY);
      GObject *overlay = gtk_builder_get_object (builder, "help_overlay");

      gtk_application_window_set_help_overlay (GTK_APPLICATION_WINDOW (window), GTK_SHORTCUTS_WINDOW (overlay));
    }
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL);
}

static const GActionEntry app_actions[] = {
  { .name = "quit", .activate = adj_application_quit_action },
  { .name = "about", .activate = adj_application_about_action },
  { .name = "shortcuts", .activate = adj_application_shortcuts_action },
};

static void
adj_application_startup (GApplication *application)
{
  AdjApplication *self = ADJ_APPLICATION (application);
  static const char *quit_accels[] = { "<Primary>q", NULL };
  static const char *shortcuts_accels[] = { "<Primary>question", NULL };
  static const char *close_accels[] = { "<Primary>w", NULL };
  static const char *new_game_accels[] = { "<Primary>n", NULL };
  static const char *no_accels[] = { NULL };

  G_APPLICATION_CLASS (adj_application_parent_class)->startup (application);

  g_action_map_add_action_entries (G_ACTION_MAP (self),
                                   app_actions,
                                   G_N_ELEMENTS (app_actions),
                                   self);

  gtk_application_set_accels_for_action (GTK_APPLICATION (self),
                                         "app.quit", quit_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self),
                                         "app.shortcuts", shortcuts_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self),
                                         "window.close", close_accels);
  /* The game (adj-window-actions.c). */
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "win.new-game", new_game_accels);
  /* Ctrl+Z, Shift+Ctrl+Z, Ctrl+S, Shift+Ctrl+S and Ctrl+O are not
   * application accelerators: those are heard before the focused widget,
   * and these keys belong to a text field or an editor that has focus
   * (adj-window-keys.c). */
  /* win.show-help-overlay keeps no accelerator of its own, whatever GTK
   * gives it: one owner per key keeps the shortcuts window and the menu
   * in agreement. */
  gtk_application_set_accels_for_action (GTK_APPLICATION (self),
                                         "win.show-help-overlay", no_accels);
}

static void
adj_application_activate (GApplication *application)
{
  GtkWindow *window;

  /* A second launch raises the existing window instead of opening one
   * more: the app works on one game at a time. */
  window = gtk_application_get_active_window (GTK_APPLICATION (application));
  if (window == NULL)
    window = GTK_WINDOW (adj_window_new (GTK_APPLICATION (application)));

  gtk_window_present (window);
}

/* The window of the application's game (editors and dialogs are windows
 * of their own), or NULL. */
static GtkWindow *
main_window (GApplication *application)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (application)); l != NULL; l = l->next)
    if (ADJ_IS_WINDOW (l->data))
      return l->data;
  return NULL;
}

/* adjutant FILE…, Open With, a double click in a file manager: the game's
 * window opens the file; a file that does not load is said there. A new
 * window opens it before it is shown, so its first frame is the game's
 * page and not a welcome page laid out only to be replaced. */
static void
adj_application_open (GApplication *application, GFile **files, int n_files, const char *hint)
{
  GtkWindow *window = main_window (application);

  if (window == NULL)
    {
      window = GTK_WINDOW (adj_window_new (GTK_APPLICATION (application)));
      adj_window_open_files (window, files, n_files);
      gtk_window_present (window);
      return;
    }
  gtk_window_present (window);
  adj_window_open_files (window, files, n_files);
}

GPtrArray *
adj_application_get_charts (AdjApplication  *self,
                            GError         **error)
{
  g_return_val_if_fail (ADJ_IS_APPLICATION (self), NULL);

  /* Loaded when a page first needs them, not at start-up. */
  if (self->charts == NULL)
    {
      g_autofree char *dir = adj_paths_data_file ("charts", NULL);
      g_autofree char *values = adj_paths_user_file (ADJ_CHART_OVERRIDES_FILE);
      g_autoptr (GPtrArray) charts = adj_chart_load_dir (dir, error);

      if (charts == NULL || !adj_chart_overrides_load (charts, values, error))
        return NULL;
      self->charts = g_steal_pointer (&charts);
    }
  return self->charts;
}

gboolean
adj_application_save_chart_values (AdjApplication  *self,
                                   GError         **error)
{
  g_autofree char *values = adj_paths_user_file (ADJ_CHART_OVERRIDES_FILE);

  g_return_val_if_fail (ADJ_IS_APPLICATION (self) && self->charts != NULL, FALSE);
  return adj_chart_overrides_save (self->charts, values, error);
}

static void
adj_application_finalize (GObject *object)
{
  AdjApplication *self = ADJ_APPLICATION (object);

  g_clear_pointer (&self->charts, g_ptr_array_unref);
  G_OBJECT_CLASS (adj_application_parent_class)->finalize (object);
}

static void
adj_application_class_init (AdjApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = adj_application_finalize;
  app_class->startup = adj_application_startup;
  app_class->activate = adj_application_activate;
  app_class->open = adj_application_open;
}

static void
adj_application_init (AdjApplication *self)
{
}

/**
 * adj_application_new:
 * @application_id: the D-Bus name, normally %APP_ID
 * @flags: #GApplicationFlags; tests pass %G_APPLICATION_NON_UNIQUE
 *
 * Returns: (transfer full): a new #AdjApplication
 */
AdjApplication *
adj_application_new (const char        *application_id,
                     GApplicationFlags  flags)
{
  g_return_val_if_fail (g_application_id_is_valid (application_id), NULL);

  return g_object_new (ADJ_TYPE_APPLICATION,
                       "application-id", application_id,
                       "flags", flags,
                       NULL);
}
