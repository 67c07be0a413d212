/* ui-test-a11y.c: whether every widget a player can reach has a name
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every widget a player can reach with Tab (focusable, can take focus,
 * sensitive and mapped) is asked, through GTK's accessibility test API,
 * whether it has a name. A text field's inner GtkText is named by the field
 * around it, a drop-down's or a menu button's inner button by the widget
 * around it.
 */

#include "config.h"

#include <adwaita.h>

#include "ui-test-a11y.h"
#include "ui-test-util.h"

void
ui_test_a11y_init (void)
{
  g_setenv ("GTK_A11Y", "test", TRUE);
}

/* Whether a label below @w shows some text (a button's name from its
 * content). */
static gboolean
shows_text (GtkWidget *w)
{
  for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      /* A menu button's popover is not its content. */
      if (GTK_IS_NATIVE (c) || !gtk_widget_get_visible (c))
        continue;
      if ((GTK_IS_LABEL (c) && *gtk_label_get_text (GTK_LABEL (c)) != '\0') || shows_text (c))
        return TRUE;
    }
  return FALSE;
}

gboolean
ui_test_a11y_named (GtkWidget *w)
{
  if (gtk_test_accessible_has_property (GTK_ACCESSIBLE (w), GTK_ACCESSIBLE_PROPERTY_LABEL))
    return TRUE;
  if (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (w), GTK_ACCESSIBLE_RELATION_LABELLED_BY))
    {
      /* GTK relates every button to its content, an icon too: that
       * relation names it only when the content shows text. */
      GtkWidget *content = GTK_IS_BUTTON (w) ? gtk_button_get_child (GTK_BUTTON (w)) : NULL;
      g_autofree char *other = content != NULL
        ? gtk_test_accessible_check_relation (GTK_ACCESSIBLE (w), GTK_ACCESSIBLE_RELATION_LABELLED_BY, content, NULL)
        : g_strdup ("");
      if (other != NULL)
        return TRUE;
    }
  if (GTK_IS_LABEL (w))
    return *gtk_label_get_text (GTK_LABEL (w)) != '\0';
  if (GTK_IS_BUTTON (w) || GTK_IS_MENU_BUTTON (w) || GTK_IS_CHECK_BUTTON (w))
    return shows_text (w);
  return FALSE;
}

/* The widget a player meets on @w: a text's entry, a spin button, an entry
 * row, a drop-down's button. */
static GtkWidget *
reached (GtkWidget *w)
{
  if (GTK_IS_TEXT (w))
    {
      GtkWidget *owner = gtk_widget_get_ancestor (w, GTK_TYPE_SPIN_BUTTON);
      if (owner == NULL)
        owner = gtk_widget_get_ancestor (w, ADW_TYPE_ENTRY_ROW);
      if (owner == NULL)
        owner = gtk_widget_get_ancestor (w, GTK_TYPE_ENTRY);
      if (owner == NULL)
        owner = gtk_widget_get_ancestor (w, GTK_TYPE_PASSWORD_ENTRY);
      if (owner == NULL)
        owner = gtk_widget_get_ancestor (w, GTK_TYPE_SEARCH_ENTRY);
      return owner != NULL ? owner : w;
    }
  /* A menu button's inner toggle is labelled by the menu button. */
  if (GTK_IS_TOGGLE_BUTTON (w) && GTK_IS_MENU_BUTTON (gtk_widget_get_parent (w)))
    return gtk_widget_get_parent (w);
  GtkWidget *dd = gtk_widget_get_ancestor (w, GTK_TYPE_DROP_DOWN);
  if (dd != NULL && dd != w)
    return dd;
  /* A combo row shows its choice in a list item: the row names it. */
  GtkWidget *combo = gtk_widget_get_ancestor (w, ADW_TYPE_COMBO_ROW);
  if (combo != NULL && combo != w && gtk_widget_get_ancestor (w, GTK_TYPE_LIST_VIEW) != NULL)
    return combo;
  return w;
}

/* Something to find the widget by in the source: its name, or its
 * tooltip, or its icon. */
static void
describe (GString *out, GtkWidget *w)
{
  const char *tooltip = gtk_widget_get_tooltip_text (w);

  g_string_append_printf (out, "%s \"%s\"", G_OBJECT_TYPE_NAME (w), gtk_widget_get_name (w));
  if (tooltip != NULL)
    g_string_append_printf (out, " tooltip \"%s\"", tooltip);
  if (GTK_IS_BUTTON (w) && gtk_button_get_icon_name (GTK_BUTTON (w)) != NULL)
    g_string_append_printf (out, " icon %s", gtk_button_get_icon_name (GTK_BUTTON (w)));
  if (GTK_IS_MENU_BUTTON (w) && gtk_menu_button_get_icon_name (GTK_MENU_BUTTON (w)) != NULL)
    g_string_append_printf (out, " icon %s", gtk_menu_button_get_icon_name (GTK_MENU_BUTTON (w)));
  for (GtkWidget *p = gtk_widget_get_parent (w); p != NULL; p = gtk_widget_get_parent (p))
    if (g_strcmp0 (gtk_widget_get_name (p), G_OBJECT_TYPE_NAME (p)) != 0)
      {
        g_string_append_printf (out, " in %s \"%s\"", G_OBJECT_TYPE_NAME (p), gtk_widget_get_name (p));
        break;
      }
}

void
ui_test_a11y_collect_unnamed (GtkWidget *root, const char *where, GString *out)
{
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      if (!gtk_widget_get_mapped (c))
        continue;
      /* Containers pass the focus on to their children. */
      gboolean container = GTK_IS_SCROLLED_WINDOW (c) || GTK_IS_LIST_BOX (c) || GTK_IS_FLOW_BOX (c)
                           || GTK_IS_VIEWPORT (c) || GTK_IS_STACK (c) || GTK_IS_LIST_VIEW (c)
                           || GTK_IS_GRID_VIEW (c) || GTK_IS_COLUMN_VIEW (c);
      if (!container && gtk_widget_get_focusable (c) && gtk_widget_get_can_focus (c) && gtk_widget_is_sensitive (c))
        {
          GtkWidget *w = reached (c);
          /* An AdwPreferencesRow is named by its title. */
          if (!ui_test_a11y_named (w) && !ADW_IS_PREFERENCES_ROW (w))
            {
              g_string_append_printf (out, "\n  %s: ", where);
              describe (out, w);
            }
        }
      ui_test_a11y_collect_unnamed (c, where, out);
    }
}

void
ui_test_a11y_assert_named (GtkWindow *window, GtkWidget *root, const char *where)
{
  g_autoptr (GString) unnamed = g_string_new (NULL);

  ui_test_wait_for_new_frame (window);
  ui_test_a11y_collect_unnamed (root, where, unnamed);
  if (unnamed->len > 0)
    g_error ("interactive widgets without a name:%s", unnamed->str);
}
