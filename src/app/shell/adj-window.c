/* adj-window.c: the Adjutant main window
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window is built from ui/shell/adj-window.ui: a sidebar listing the
 * pages of a GtkStack, folded into one pane at a time when narrow. The
 * welcome and journal pages are the shell's own; the others are the pages
 * of the game in play, asked of its ruleset's table (adj-ruleset-ui.h):
 * its game pages before the journal, its tools after. Without a game the
 * pages are those of the game last played, so its calculators are at
 * hand. The code also keeps the win.page action and the window's size
 * and maximized state (GSettings).
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-window.h"
#include "adj-journal-page.h"
#include "adj-ruleset-ui.h"
#include "adj-window-actions.h"
#include "adj-window-devices.h"
#include "adj-window-keys.h"
#include "adj-toasts.h"
#include "adj-feature-row.h"
#include "adj-focus-scroll.h"
#include "adj-page-layout.h"

/* The smallest size the schema accepts; also the window's size request
 * in adj-window.ui, so a saved size is always one the window can take. */
#define ADJ_WINDOW_MIN_WIDTH  360
#define ADJ_WINDOW_MIN_HEIGHT 294

struct _AdjWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;
  const AdjRulesetUi   *ui;          /* whose pages are shown */
  GPtrArray            *game_pages;  /* their widgets, in the stack */
  GtkEventController   *shortcuts;
  guint                 adopt_id;    /* idle: the shown page's viewports */

  /* Template children */
  AdwLeaflet           *leaflet;
  GtkWidget            *content_pane;
  GtkListBox           *sidebar_list;
  GtkStack             *stack;
  AdwWindowTitle       *content_title;
  GtkMenuButton        *primary_menu_button;
  GtkListBox           *feature_list;
  GMenuModel           *primary_menu;
};

G_DEFINE_FINAL_TYPE (AdjWindow, adj_window, ADW_TYPE_APPLICATION_WINDOW)

/* Size and state are read once, before the window is first shown: GTK 4
 * applies the default size only to a window that has not been mapped. */
static void
adj_window_restore_state (AdjWindow *self)
{
  int width = g_settings_get_int (self->settings, "window-width");
  int height = g_settings_get_int (self->settings, "window-height");

  gtk_window_set_default_size (GTK_WINDOW (self),
                               MAX (width, ADJ_WINDOW_MIN_WIDTH),
                               MAX (height, ADJ_WINDOW_MIN_HEIGHT));

  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
}

/* Saved on close rather than bound to the properties: a binding writes
 * on every step of an interactive resize and would also resize the
 * application's other windows. */
static void
adj_window_save_state (AdjWindow *self)
{
  gboolean maximized = gtk_window_is_maximized (GTK_WINDOW (self));
  int width = 0;
  int height = 0;

  g_settings_delay (self->settings);

  g_settings_set_boolean (self->settings, "window-maximized", maximized);

  /* A maximized window's size is the screen's, not the user's choice:
   * keep the size it had before, so unmaximizing next time restores it. */
  if (!maximized)
    {
      gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
      if (width > 0 && height > 0)
        {
          g_settings_set_int (self->settings, "window-width",
                              CLAMP (width, ADJ_WINDOW_MIN_WIDTH, G_MAXINT16));
          g_settings_set_int (self->settings, "window-height",
                              CLAMP (height, ADJ_WINDOW_MIN_HEIGHT, G_MAXINT16));
        }
    }

  g_settings_apply (self->settings);
}

static GtkWidget *
adj_window_make_sidebar_row (GtkStackPage *page)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *icon = gtk_image_new_from_icon_name (gtk_stack_page_get_icon_name (page));
  GtkWidget *label = gtk_label_new (gtk_stack_page_get_title (page));
  GtkWidget *row = gtk_list_box_row_new ();

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_box_append (GTK_BOX (box), icon);
  gtk_box_append (GTK_BOX (box), label);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_widget_set_name (row, gtk_stack_page_get_name (page));
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  gtk_stack_page_get_title (page), -1);
  return row;
}

/* Page @name in the stack, its title and its sidebar row selected; with
 * @navigate, also the pane shown when the window is folded to one. */
static gboolean
adj_window_show_page_full (AdjWindow *self, const char *name, gboolean navigate)
{
  GtkWidget *child = gtk_stack_get_child_by_name (self->stack, name);
  if (child == NULL)
    return FALSE;

  gtk_stack_set_visible_child (self->stack, child);
  adw_window_title_set_title (self->content_title,
                              gtk_stack_page_get_title (gtk_stack_get_page (self->stack, child)));
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->sidebar_list));
       row != NULL; row = gtk_widget_get_next_sibling (row))
    if (g_strcmp0 (gtk_widget_get_name (row), name) == 0
        && gtk_list_box_get_selected_row (self->sidebar_list) != GTK_LIST_BOX_ROW (row))
      gtk_list_box_select_row (self->sidebar_list, GTK_LIST_BOX_ROW (row));
  if (navigate)
    adw_leaflet_set_visible_child (self->leaflet, self->content_pane);
  return TRUE;
}

/* Shows page @name; returns FALSE when there is no such page. */
gboolean
adj_window_show_page (AdjWindow *self, const char *name)
{
  return adj_window_show_page_full (self, name, TRUE);
}

const char *
adj_window_get_page (AdjWindow *self)
{
  g_return_val_if_fail (ADJ_IS_WINDOW (self), NULL);
  return gtk_stack_get_visible_child_name (self->stack);
}

/* The first control in the widget tree (a page reads top to bottom).
 * Not gtk_widget_child_focus(): a list box answers TRUE without taking
 * the focus when its first row cannot, and the focus would stay put. */
static gboolean
adj_window_focus_first (GtkWidget *widget)
{
  gboolean row = GTK_IS_LIST_BOX_ROW (widget);

  if (!gtk_widget_is_drawable (widget) || !gtk_widget_is_sensitive (widget) || !gtk_widget_get_can_focus (widget))
    return FALSE;
  /* A row that does nothing is no control; what is in it may be. */
  if (gtk_widget_get_focusable (widget)
      && (!row || gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (widget)))
      && gtk_widget_grab_focus (widget))
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (adj_window_focus_first (child))
      return TRUE;
  return FALSE;
}

void
adj_window_focus_page (AdjWindow *self)
{
  GtkWidget *page;

  g_return_if_fail (ADJ_IS_WINDOW (self));
  page = gtk_stack_get_visible_child (self->stack);
  if (page != NULL)
    adj_window_focus_first (page);
}

static void
adj_window_row_activated (GtkListBox    *list,
                          GtkListBoxRow *row,
                          AdjWindow     *self)
{
  adj_window_show_page (self, gtk_widget_get_name (GTK_WIDGET (row)));
}

/* The arrow keys move the selection: the page follows, so the row
 * selected is always the page shown. A folded window stays on the
 * sidebar until the row is activated. */
static void
adj_window_row_selected (GtkListBox    *list,
                         GtkListBoxRow *row,
                         AdjWindow     *self)
{
  const char *name = row != NULL ? gtk_widget_get_name (GTK_WIDGET (row)) : NULL;

  if (name != NULL && g_strcmp0 (name, gtk_stack_get_visible_child_name (self->stack)) != 0)
    adj_window_show_page_full (self, name, FALSE);
}

/* Tab leaves the sidebar for the page beside it (the arrows move within
 * the list), rather than stopping on every row and showing each page on
 * the way. Folded, the page is not on screen: Tab goes on as usual. */
static gboolean
adj_window_sidebar_key (GtkEventControllerKey *controller,
                        guint                  keyval,
                        guint                  keycode,
                        GdkModifierType        state,
                        AdjWindow             *self)
{
  if ((keyval != GDK_KEY_Tab && keyval != GDK_KEY_KP_Tab)
      || (state & (GDK_SHIFT_MASK | GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0
      || adw_leaflet_get_folded (self->leaflet))
    return FALSE;
  return gtk_widget_child_focus (self->content_pane, GTK_DIR_TAB_FORWARD);
}

static void
adj_window_page_action (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       user_data)
{
  adj_window_show_page (ADJ_WINDOW (user_data), g_variant_get_string (parameter, NULL));
}

static void
adj_window_show_sidebar_action (GSimpleAction *action,
                                GVariant      *parameter,
                                gpointer       user_data)
{
  AdjWindow *self = ADJ_WINDOW (user_data);
  adw_leaflet_navigate (self->leaflet, ADW_NAVIGATION_DIRECTION_BACK);
}

static gboolean
adj_window_close_request (GtkWindow *window)
{
  AdjWindow *self = ADJ_WINDOW (window);

  adj_window_save_state (self);

  return GTK_WINDOW_CLASS (adj_window_parent_class)->close_request (window);
}

static void
adj_window_dispose (GObject *object)
{
  AdjWindow *self = ADJ_WINDOW (object);

  g_clear_handle_id (&self->adopt_id, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_WINDOW);
  g_clear_pointer (&self->game_pages, g_ptr_array_unref);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (adj_window_parent_class)->dispose (object);
}

static void
adj_window_class_init (AdjWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = adj_window_dispose;
  window_class->close_request = adj_window_close_request;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/adjutant/Adjutant/shell/adj-window.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjWindow, leaflet);
  gtk_widget_class_bind_template_child (widget_class, AdjWindow, content_pane);
  gtk_widget_class_bind_template_child (widget_class, AdjWindow, sidebar_list);
  gtk_widget_class_bind_template_child (widget_class, AdjWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, AdjWindow, content_title);
  gtk_widget_class_bind_template_child (widget_class, AdjWindow, primary_menu_button);
  gtk_widget_class_bind_template_child (widget_class, AdjWindow, feature_list);
  gtk_widget_class_bind_template_child (widget_class, AdjWindow, primary_menu);
}

/* The page names in sidebar order: welcome, the game's pages, the
 * journal, the game's tools. */
static GPtrArray *
adj_window_page_order (AdjWindow *self)
{
  GPtrArray *names = g_ptr_array_new ();

  g_ptr_array_add (names, (gpointer) "home");
  for (guint pass = 0; pass < 2; pass++)
    {
      if (pass == 1)
        g_ptr_array_add (names, (gpointer) "journal");
      for (guint i = 0; self->ui != NULL && i < self->ui->n_pages; i++)
        if (self->ui->pages[i].kind == (pass == 0 ? ADJ_PAGE_PLAY : ADJ_PAGE_TOOL))
          g_ptr_array_add (names, (gpointer) self->ui->pages[i].name);
    }
  return names;
}

/* The sidebar rows and Alt+1 … Alt+9, in sidebar order. */
static void
adj_window_rebuild_sidebar (AdjWindow *self)
{
  g_autoptr (GPtrArray) names = adj_window_page_order (self);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->sidebar_list))) != NULL)
    gtk_list_box_remove (self->sidebar_list, child);
  if (self->shortcuts != NULL)
    gtk_widget_remove_controller (GTK_WIDGET (self), self->shortcuts);
  self->shortcuts = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (self->shortcuts), GTK_SHORTCUT_SCOPE_MANAGED);
  for (guint n = 0; n < names->len; n++)
    {
      GtkWidget *page = gtk_stack_get_child_by_name (self->stack, names->pdata[n]);
      gtk_list_box_append (self->sidebar_list,
                           adj_window_make_sidebar_row (gtk_stack_get_page (self->stack, page)));
      if (n < 9)
        {
          GtkShortcut *shortcut = gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_1 + n, GDK_ALT_MASK),
                                                    gtk_named_action_new ("win.page"));
          gtk_shortcut_set_arguments (shortcut, g_variant_new_string (names->pdata[n]));
          gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (self->shortcuts), shortcut);
        }
    }
  gtk_widget_add_controller (GTK_WIDGET (self), self->shortcuts);
}

/* Shows the pages of @ui's game in place of the pages shown before. */
static void
adj_window_set_game_ui (AdjWindow *self, const AdjRulesetUi *ui)
{
  g_autofree char *visible = g_strdup (gtk_stack_get_visible_child_name (self->stack));

  if (ui == self->ui)
    return;
  for (guint i = 0; i < self->game_pages->len; i++)
    gtk_stack_remove (self->stack, self->game_pages->pdata[i]);
  g_ptr_array_set_size (self->game_pages, 0);
  self->ui = ui;
  for (guint i = 0; ui != NULL && i < ui->n_pages; i++)
    {
      const AdjPageSpec *spec = &ui->pages[i];
      GtkWidget *page = g_object_new (spec->get_type (), NULL);
      GtkStackPage *sp = gtk_stack_add_titled (self->stack, page, spec->name, _(spec->title));
      gtk_stack_page_set_icon_name (sp, spec->icon_name);
      g_ptr_array_add (self->game_pages, page);
    }
  adj_window_rebuild_sidebar (self);
  if (!adj_window_show_page (self, visible))
    adj_window_show_page (self, "home");
}

static void
adj_window_session_changed (AdjGameSession *session, AdjWindow *self)
{
  const AdjRuleset *ruleset = adj_game_session_get_ruleset (session);
  const AdjRulesetUi *ui = ruleset != NULL ? adj_ruleset_ui_find (ruleset) : NULL;

  if (ui == NULL || ui == self->ui)
    return;
  adj_window_set_game_ui (self, ui);
  /* Without a game, the next start shows this game's pages. */
  g_settings_set_string (self->settings, "ruleset", ui->ruleset->id);
}

/* The welcome page: a new game of each kind, then "Open". */
static void
adj_window_add_feature_rows (AdjWindow *self)
{
  GtkWidget *row;

  for (const AdjRulesetUi * const *ui = adj_ruleset_uis (); *ui != NULL; ui++)
    {
      g_autofree char *title = g_strdup_printf (_("New Game of %s"), _((*ui)->ruleset->name));
      g_autofree char *name = g_strdup_printf ("welcome-game:%s", (*ui)->ruleset->id);

      row = adj_feature_row_new ((*ui)->icon_name, (*ui)->accent, title,
                                 _((*ui)->ruleset->description), TRUE);
      gtk_widget_set_name (row, name);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "win.new-game-of");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (row), "s", (*ui)->ruleset->id);
      gtk_list_box_append (self->feature_list, row);
    }
  row = adj_feature_row_new ("document-open-symbolic", "blue", _("Open a Saved Game…"),
                             _("Every game carries on where it was saved"), FALSE);
  gtk_widget_set_name (row, "welcome-open");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "win.open");
  gtk_list_box_append (self->feature_list, row);
}

/* The primary menu's popover is built when first opened: forty widgets
 * the first frame does not show. */
static void
adj_window_primary_menu_popup (GtkMenuButton *button, gpointer user_data)
{
  AdjWindow *self = ADJ_WINDOW (user_data);

  if (gtk_menu_button_get_popover (button) == NULL)
    gtk_menu_button_set_menu_model (button, self->primary_menu);
}

static const GActionEntry win_actions[] = {
  { .name = "page", .activate = adj_window_page_action, .parameter_type = "s" },
  { .name = "show-sidebar", .activate = adj_window_show_sidebar_action },
};

/* A page is built when first shown: its viewports then leave scrolling
 * to the focus to the window (adj-focus-scroll.h). */
static gboolean
adj_window_adopt_page (gpointer data)
{
  AdjWindow *self = data;
  self->adopt_id = 0;
  GtkWidget *page = gtk_stack_get_visible_child (self->stack);
  if (page != NULL)
    adj_focus_scroll_adopt (page);
  return G_SOURCE_REMOVE;
}

static void
adj_window_page_changed (AdjWindow *self)
{
  if (self->adopt_id == 0)
    self->adopt_id = g_idle_add (adj_window_adopt_page, self);
}

static gboolean
relayout (gpointer leaflet)
{
  gtk_widget_queue_resize (leaflet);
  return G_SOURCE_REMOVE;
}

/* The leaflet folds while it is laid out: a new layout is asked after. */
static void
adj_window_folded (GtkWidget *leaflet)
{
  g_idle_add_full (G_PRIORITY_HIGH_IDLE, relayout, g_object_ref (leaflet), g_object_unref);
}

static void
adj_window_init (AdjWindow *self)
{
  g_autofree char *last = NULL;
  const AdjRulesetUi *ui;

  g_type_ensure (ADJ_TYPE_JOURNAL_PAGE);
  g_type_ensure (ADJ_TYPE_PAGE_LAYOUT);
  gtk_widget_init_template (GTK_WIDGET (self));
  adj_toasts_install (ADW_APPLICATION_WINDOW (self));
  self->game_pages = g_ptr_array_new ();
  self->settings = g_settings_new (APP_ID);

  g_action_map_add_action_entries (G_ACTION_MAP (self), win_actions,
                                   G_N_ELEMENTS (win_actions), self);
  adj_window_actions_install (GTK_WINDOW (self), self->primary_menu);
  adj_window_devices_install (GTK_WINDOW (self));
  gtk_menu_button_set_create_popup_func (self->primary_menu_button, adj_window_primary_menu_popup,
                                         self, NULL);
  g_signal_connect (self->sidebar_list, "row-activated",
                    G_CALLBACK (adj_window_row_activated), self);
  g_signal_connect (self->sidebar_list, "row-selected",
                    G_CALLBACK (adj_window_row_selected), self);
  {
    GtkEventController *keys = gtk_event_controller_key_new ();
    g_signal_connect (keys, "key-pressed", G_CALLBACK (adj_window_sidebar_key), self);
    gtk_widget_add_controller (GTK_WIDGET (self->sidebar_list), keys);
  }
  adj_window_keys_install (GTK_WINDOW (self), self->stack);
  g_signal_connect_swapped (self->stack, "notify::visible-child", G_CALLBACK (adj_window_page_changed), self);
  g_signal_connect (self, "notify::focus-widget", G_CALLBACK (adj_focus_scroll_follow), NULL);
  /* Unfolded, the sidebar's header loses its window buttons and its
   * width; laid out again at once, not at the first change of the page
   * (a roll typed), when everything would shift sideways (issue 25). */
  g_signal_connect (self->leaflet, "notify::folded", G_CALLBACK (adj_window_folded), NULL);
  adj_window_add_feature_rows (self);

  /* The pages of the game last played until a game is in play. */
  last = g_settings_get_string (self->settings, "ruleset");
  ui = adj_ruleset_ui_find_id (last);
  adj_window_set_game_ui (self, ui != NULL ? ui : adj_ruleset_uis ()[0]);
  g_signal_connect_object (adj_window_get_session (GTK_WINDOW (self)), "changed",
                           G_CALLBACK (adj_window_session_changed), self, 0);
  adj_window_show_page (self, "home");
  adj_window_restore_state (self);
}

/**
 * adj_window_new:
 * @application: the #GtkApplication the window belongs to
 *
 * Creates a main window sized as the last one was when it closed.
 *
 * Returns: (transfer none): the new window, owned by @application
 */
AdjWindow *
adj_window_new (GtkApplication *application)
{
  g_return_val_if_fail (GTK_IS_APPLICATION (application), NULL);

  return g_object_new (ADJ_TYPE_WINDOW,
                       "application", application,
                       NULL);
}
