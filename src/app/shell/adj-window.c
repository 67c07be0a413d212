/* adj-window.c: the Adjutant main window
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window is built from ui/adj-window.ui: a sidebar listing the pages
 * of a GtkStack, folded into one pane at a time when narrow. A page is a
 * GtkStackPage in the template (name, title, icon); the sidebar rows are
 * made from the stack, so adding a page needs no code here. The code keeps
 * to what the template cannot say: the sidebar, the win.page action, and
 * remembering the window's size and maximized state through GSettings.
 */

#include "config.h"

#include "adj-window.h"
#include "adj-charts-page.h"
#include "adj-charge-page.h"
#include "adj-deffire-page.h"
#include "adj-fire-page.h"
#include "adj-turn-page.h"
#include "adj-pool-page.h"
#include "adj-boxes-page.h"
#include "adj-journal-page.h"
#include "adj-window-actions.h"
#include "adj-los-page.h"
#include "adj-map-editor.h"

/* The smallest size the schema accepts; also the window's size request
 * in adj-window.ui, so a saved size is always one the window can take. */
#define ADJ_WINDOW_MIN_WIDTH  360
#define ADJ_WINDOW_MIN_HEIGHT 294

struct _AdjWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;

  /* Template children */
  AdwLeaflet           *leaflet;
  GtkWidget            *content_pane;
  GtkListBox           *sidebar_list;
  GtkStack             *stack;
  AdwWindowTitle       *content_title;
  GtkMenuButton        *primary_menu_button;
  AdwStatusPage        *welcome_page;
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
  return row;
}

/* Shows page @name; returns FALSE when there is no such page. */
gboolean
adj_window_show_page (AdjWindow *self, const char *name)
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
  adw_leaflet_set_visible_child (self->leaflet, self->content_pane);
  return TRUE;
}

static void
adj_window_row_activated (GtkListBox    *list,
                          GtkListBoxRow *row,
                          AdjWindow     *self)
{
  adj_window_show_page (self, gtk_widget_get_name (GTK_WIDGET (row)));
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

  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_WINDOW);
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
  gtk_widget_class_bind_template_child (widget_class, AdjWindow, welcome_page);
}

/* Alt+1 … Alt+9 open the pages in sidebar order. */
static void
adj_window_add_page_shortcuts (AdjWindow *self)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();
  guint n = 0;

  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (controller), GTK_SHORTCUT_SCOPE_MANAGED);
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->stack));
       child != NULL && n < 9; child = gtk_widget_get_next_sibling (child), n++)
    {
      GtkStackPage *page = gtk_stack_get_page (self->stack, child);
      GtkShortcut *shortcut = gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_1 + n, GDK_ALT_MASK),
                                                gtk_named_action_new ("win.page"));
      gtk_shortcut_set_arguments (shortcut, g_variant_new_string (gtk_stack_page_get_name (page)));
      gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), shortcut);
    }
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

static const GActionEntry win_actions[] = {
  { .name = "page", .activate = adj_window_page_action, .parameter_type = "s" },
  { .name = "show-sidebar", .activate = adj_window_show_sidebar_action },
};

static void
adj_window_init (AdjWindow *self)
{
  g_type_ensure (ADJ_TYPE_CHARTS_PAGE);
  g_type_ensure (ADJ_TYPE_CHARGE_PAGE);
  g_type_ensure (ADJ_TYPE_DEFFIRE_PAGE);
  g_type_ensure (ADJ_TYPE_FIRE_PAGE);
  g_type_ensure (ADJ_TYPE_TURN_PAGE);
  g_type_ensure (ADJ_TYPE_POOL_PAGE);
  g_type_ensure (ADJ_TYPE_BOXES_PAGE);
  g_type_ensure (ADJ_TYPE_JOURNAL_PAGE);
  g_type_ensure (ADJ_TYPE_LOS_PAGE);
  g_type_ensure (ADJ_TYPE_MAP_EDITOR);
  gtk_widget_init_template (GTK_WIDGET (self));

  g_action_map_add_action_entries (G_ACTION_MAP (self), win_actions,
                                   G_N_ELEMENTS (win_actions), self);
  adj_window_actions_install (GTK_WINDOW (self),
                              gtk_menu_button_get_menu_model (self->primary_menu_button));
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->stack));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    gtk_list_box_append (self->sidebar_list,
                         adj_window_make_sidebar_row (gtk_stack_get_page (self->stack, child)));
  g_signal_connect (self->sidebar_list, "row-activated",
                    G_CALLBACK (adj_window_row_activated), self);
  adj_window_show_page (self, "home");
  adj_window_add_page_shortcuts (self);

  self->settings = g_settings_new (APP_ID);
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
