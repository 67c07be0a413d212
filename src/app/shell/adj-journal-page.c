/* adj-journal-page.c: the game's journal, its file and recent games
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every action of the game in the engine's own words, with the undo/redo
 * cursor, newest first: actions after it are undone and can be redone, and clicking a
 * row moves the cursor there (docs/design.md principle 1). The game's file with
 * Save and Open, and the recent games from GSettings. The list is rebuilt
 * only while the page is on screen.
 */

#include "config.h"

#include <stdio.h>

#include <glib/gi18n.h>

#include "adj-game-session.h"
#include "adj-window-actions.h"
#include "adj-journal-page.h"

struct _AdjJournalPage
{
  GtkWidget       parent_instance;

  AdjGameSession *session;
  gboolean        built;  /* the template is built on the first map */
  GSettings      *settings;

  /* Template children */
  GtkStack       *state_stack;
  GtkBox         *content_box;
};

G_DEFINE_FINAL_TYPE (AdjJournalPage, adj_journal_page, GTK_TYPE_WIDGET)

static GtkWidget *
icon_button (const char *icon, const char *tooltip, const char *action, const char *name)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_name (button, name);
  gtk_widget_add_css_class (button, "flat");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  return button;
}

static GtkWidget *
build_file_group (AdjJournalPage *self)
{
  AdjJournal *journal = adj_game_session_get_journal (self->session);
  const char *path = adj_game_session_get_path (self->session);
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Game"));
  gtk_widget_set_name (row, "game-file");
  if (journal == NULL)
    {
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("No game in play"));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                 icon_button ("document-new-symbolic", _("New Game"), "win.new-game", "journal-new"));
    }
  else
    {
      g_autofree char *base = path != NULL ? g_path_get_basename (path) : NULL;
      g_autofree char *subtitle = path == NULL
        ? g_strdup (_("Not saved in a file yet; the autosave keeps it safe"))
        : adj_game_session_is_modified (self->session)
          /* Translators: the game's file name, and that it has unsaved changes */
          ? g_strdup_printf (_("%s — changed since it was saved"), base)
          : g_strdup (base);
      const AdjRuleset *rs = adj_journal_get_ruleset (journal);
      g_autofree char *title = g_strdup_printf ("%s · %s", _(rs->name),
                                                rs->scenario_title (adj_journal_get_scenario (journal)));
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                 icon_button ("document-save-symbolic", _("Save"), "win.save", "journal-save"));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                 icon_button ("document-save-as-symbolic", _("Save As…"), "win.save-as", "journal-save-as"));
    }
  adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                             icon_button ("document-open-symbolic", _("Open…"), "win.open", "journal-open"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  return group;
}

static void
on_row_activated (GtkListBox *list, GtkListBoxRow *row, AdjJournalPage *self)
{
  guint position;

  if (sscanf (gtk_widget_get_name (GTK_WIDGET (row)), "journal-row:%u", &position) == 1)
    adj_game_session_set_cursor (self->session, position);
}

static GtkWidget *
journal_row (const char *text, guint position, guint cursor)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *number = gtk_label_new (NULL);
  g_autofree char *name = g_strdup_printf ("journal-row:%u", position);
  g_autofree char *n = g_strdup_printf ("%u", position);

  gtk_widget_set_name (row, name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), text);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 4);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), position != cursor);
  gtk_label_set_text (GTK_LABEL (number), n);
  gtk_label_set_width_chars (GTK_LABEL (number), 3);
  gtk_label_set_xalign (GTK_LABEL (number), 1);
  gtk_widget_add_css_class (number, "dim-label");
  gtk_widget_add_css_class (number, "numeric");
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), number);
  if (position > cursor)
    {
      gtk_widget_add_css_class (row, "journal-undone");
      gtk_widget_set_tooltip_text (row, _("Undone: click to redo up to here"));
    }
  else if (position == cursor)
    {
      GtkWidget *now = gtk_label_new (_("Now"));
      gtk_widget_add_css_class (now, "journal-now");
      gtk_widget_set_valign (now, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), now);
      gtk_widget_add_css_class (row, "journal-cursor");
    }
  else
    gtk_widget_set_tooltip_text (row, _("Click to go back to here"));
  return row;
}

static GtkWidget *
build_actions_group (AdjJournalPage *self)
{
  AdjJournal *journal = adj_game_session_get_journal (self->session);
  guint length = adj_journal_get_length (journal);
  guint cursor = adj_journal_get_cursor (journal);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *title = gtk_label_new (_("Actions"));
  GtkWidget *list = gtk_list_box_new ();
  /* Translators: the journal's size and the undo/redo cursor */
  g_autofree char *summary = g_strdup_printf (ngettext ("%u action, %u in effect. Ctrl+Z undoes, Ctrl+Shift+Z redoes.",
                                                        "%u actions, %u in effect. Ctrl+Z undoes, Ctrl+Shift+Z redoes.",
                                                        length),
                                              length, cursor);
  GtkWidget *description = gtk_label_new (summary);

  gtk_widget_add_css_class (title, "heading");
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_widget_add_css_class (description, "dim-label");
  gtk_label_set_xalign (GTK_LABEL (description), 0);
  gtk_label_set_wrap (GTK_LABEL (description), TRUE);
  gtk_widget_set_name (description, "journal-summary");
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_widget_set_name (list, "journal-list");
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  /* Newest first: undo and redo happen at the top of the list. */
  for (guint i = length; i > 0; i--)
    {
      g_autofree char *text = adj_journal_describe (journal, i - 1);
      gtk_list_box_append (GTK_LIST_BOX (list), journal_row (text, i, cursor));
    }
  gtk_list_box_append (GTK_LIST_BOX (list), journal_row (_("Start of the game"), 0, cursor));
  g_signal_connect (list, "row-activated", G_CALLBACK (on_row_activated), self);
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), description);
  gtk_box_append (GTK_BOX (box), list);
  return box;
}

static GtkWidget *
build_recent_group (AdjJournalPage *self)
{
  g_auto (GStrv) recent = g_settings_get_strv (self->settings, "recent-games");
  GtkWidget *group = adw_preferences_group_new ();

  if (recent[0] == NULL)
    {
      g_object_ref_sink (group);
      g_object_unref (group);
      return NULL;
    }
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Recent Games"));
  for (guint i = 0; recent[i] != NULL; i++)
    {
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *base = g_path_get_basename (recent[i]);
      g_autofree char *dir = g_path_get_dirname (recent[i]);
      g_autofree char *name = g_strdup_printf ("recent:%u", i);

      gtk_widget_set_name (row, name);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), base);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), dir);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "win.open-recent");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (row), "s", recent[i]);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  return group;
}

static void
refresh (AdjJournalPage *self)
{
  GtkWidget *child;

  if (!self->built)
    return;

  if (self->session == NULL || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->content_box))) != NULL)
    gtk_box_remove (self->content_box, child);
  gtk_box_append (self->content_box, build_file_group (self));
  if (adj_game_session_get_journal (self->session) != NULL)
    gtk_box_append (self->content_box, build_actions_group (self));
  GtkWidget *recent = build_recent_group (self);
  if (recent != NULL)
    gtk_box_append (self->content_box, recent);
  gtk_stack_set_visible_child_name (self->state_stack, "game");
}

/* Built when first shown, not at start-up: a page the player never opens
 * costs nothing, and the window paints its first frame sooner. */
static void
ensure_built (AdjJournalPage *self)
{
  if (self->built)
    return;
  self->built = TRUE;
  self->session = adj_window_watch_session (GTK_WIDGET (self), G_CALLBACK (refresh));
  gtk_widget_init_template (GTK_WIDGET (self));
  self->settings = g_settings_new (APP_ID);
  g_signal_connect_swapped (self->settings, "changed::recent-games", G_CALLBACK (refresh), self);
}

static void
adj_journal_page_map (GtkWidget *widget)
{
  AdjJournalPage *self = ADJ_JOURNAL_PAGE (widget);

  ensure_built (self);
  GTK_WIDGET_CLASS (adj_journal_page_parent_class)->map (widget);
  refresh (self);
}

static void
adj_journal_page_dispose (GObject *object)
{
  AdjJournalPage *self = ADJ_JOURNAL_PAGE (object);

  g_clear_object (&self->session);
  g_clear_object (&self->settings);
  if (self->built)
    gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_JOURNAL_PAGE);
  G_OBJECT_CLASS (adj_journal_page_parent_class)->dispose (object);
}

static void
adj_journal_page_class_init (AdjJournalPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_journal_page_dispose;
  widget_class->map = adj_journal_page_map;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/adjutant/Adjutant/shell/adj-journal-page.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjJournalPage, state_stack);
  gtk_widget_class_bind_template_child (widget_class, AdjJournalPage, content_box);
}

static void
adj_journal_page_init (AdjJournalPage *self)
{
}
