/* adj-window-keys.c: the window's shortcuts act on what has focus
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GtkApplication's accelerators are heard in the capture phase, before the
 * focused widget: Ctrl+Z in a text field undid the game, and in the Map
 * Editor Ctrl+Z and Ctrl+S reached the game against the editor's own
 * tooltips. These keys are therefore the window's, in the bubble phase:
 * a text field or an editor that handles them first keeps them, and what
 * reaches the window is sent where the focus is (adj-window-keys.h).
 */

#include "config.h"

#include "adj-window-keys.h"

typedef struct {
  guint           keyval;
  GdkModifierType mods;
  const char     *verb;  /* win.VERB, editor.VERB */
  const char     *text;  /* the text field's action, or NULL */
} Key;

static const Key keys[] = {
  { GDK_KEY_z, GDK_CONTROL_MASK, "undo", "text.undo" },
  { GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "redo", "text.redo" },
  { GDK_KEY_s, GDK_CONTROL_MASK, "save", NULL },
  { GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "save-as", NULL },
  { GDK_KEY_o, GDK_CONTROL_MASK, "open", NULL },
};

/* GtkText is inside every entry, spin button and entry row. */
static gboolean
is_text_field (GtkWidget *widget)
{
  return GTK_IS_TEXT (widget) || GTK_IS_TEXT_VIEW (widget);
}

static gboolean
on_key (GtkWidget *widget, GVariant *args, gpointer user_data)
{
  const Key *key = user_data;
  GtkStack *pages = g_object_get_data (G_OBJECT (widget), "adj-keys-pages");
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (widget));
  GtkWidget *shown = pages != NULL ? gtk_stack_get_visible_child (pages) : NULL;
  g_autofree char *editor = g_strconcat ("editor.", key->verb, NULL);
  g_autofree char *game = g_strconcat ("win.", key->verb, NULL);

  if (focus != NULL && key->text != NULL && is_text_field (focus))
    {
      /* The field's own binding passed the key on: nothing left to undo
       * there, which is no reason to undo the game. */
      gtk_widget_activate_action (focus, key->text, NULL);
      return TRUE;
    }
  /* Found even when disabled: an editor with nothing to undo does nothing. */
  if (focus != NULL && gtk_widget_activate_action (focus, editor, NULL))
    return TRUE;
  if (shown != NULL && gtk_widget_activate_action (shown, editor, NULL))
    return TRUE;
  gtk_widget_activate_action (widget, game, NULL);
  return TRUE;
}

void
adj_window_keys_install (GtkWindow *window, GtkStack *pages)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();

  g_object_set_data (G_OBJECT (window), "adj-keys-pages", pages);
  gtk_event_controller_set_name (controller, "adj-window-keys");
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_BUBBLE);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                          gtk_shortcut_new (gtk_keyval_trigger_new (keys[i].keyval, keys[i].mods),
                                                            gtk_callback_action_new (on_key, (gpointer) &keys[i],
                                                                                     NULL)));
  gtk_widget_add_controller (GTK_WIDGET (window), controller);
}
