/* ui-test-keys.c: real key presses for the UI tests
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK 4 has no way to feed a widget a key event. These presses go through
 * the X server (the XTEST extension, which Xvfb has), so GTK hears them as
 * it hears a keyboard: the application's accelerators in the capture
 * phase, then the focused widget, its bindings and its ancestors' in the
 * bubble phase. That order is what the shortcut tests are about.
 */

#include "config.h"

#include <X11/extensions/XTest.h>
#include <gdk/x11/gdkx.h>

#include "ui-test-util.h"

typedef struct {
  guint    keyval;  /* the last key let go */
  gboolean heard;
} Release;

static gboolean
on_released (GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state,
             Release *release)
{
  if (keyval == release->keyval)
    release->heard = TRUE;
  return FALSE;
}

static gboolean
heard (gpointer data)
{
  return ((Release *) data)->heard;
}

static gboolean
is_active (gpointer window)
{
  return gtk_window_is_active (window);
}

static Display *
x_display (GtkWindow *window)
{
  GdkDisplay *display = gtk_widget_get_display (GTK_WIDGET (window));

  g_assert_true (GDK_IS_X11_DISPLAY (display));
  return gdk_x11_display_get_xdisplay (display);
}

void
ui_test_focus_window (GtkWindow *window)
{
  Display *dpy = x_display (window);
  Window xid = gdk_x11_surface_get_xid (gtk_native_get_surface (GTK_NATIVE (window)));
  int event, error, major, minor;

  g_assert_true (XTestQueryExtension (dpy, &event, &error, &major, &minor));
  /* Without a window manager, the X focus is given by hand. */
  XSetInputFocus (dpy, xid, RevertToParent, CurrentTime);
  XSync (dpy, False);
  ui_test_iterate_until (is_active, window, "the window to have the keyboard");
}

static void
fake (Display *dpy, guint keyval, gboolean press)
{
  KeyCode code = XKeysymToKeycode (dpy, keyval);

  g_assert_cmpuint (code, !=, 0);
  XTestFakeKeyEvent (dpy, code, press, CurrentTime);
}

/* Sends the press and release of @keyval with @mods to @window; returns
 * the last key released. */
static guint
send_keys (GtkWindow *window, guint keyval, GdkModifierType mods)
{
  static const struct { GdkModifierType mask; guint keyval; } modifiers[] = {
    { GDK_CONTROL_MASK, GDK_KEY_Control_L },
    { GDK_SHIFT_MASK, GDK_KEY_Shift_L },
    { GDK_ALT_MASK, GDK_KEY_Alt_L },
  };
  Display *dpy = x_display (window);
  guint last = keyval;

  for (guint i = 0; i < G_N_ELEMENTS (modifiers); i++)
    if (mods & modifiers[i].mask)
      fake (dpy, modifiers[i].keyval, TRUE);
  fake (dpy, keyval, TRUE);
  fake (dpy, keyval, FALSE);
  for (guint i = G_N_ELEMENTS (modifiers); i-- > 0;)
    if (mods & modifiers[i].mask)
      {
        fake (dpy, modifiers[i].keyval, FALSE);
        last = modifiers[i].keyval;
      }
  XSync (dpy, False);
  return last;
}

void
ui_test_press_key (GtkWindow *window, guint keyval, GdkModifierType mods)
{
  GtkEventController *listener = gtk_event_controller_key_new ();
  Release release = { keyval, FALSE };

  ui_test_focus_window (window);
  gtk_event_controller_set_propagation_phase (listener, GTK_PHASE_CAPTURE);
  g_signal_connect (listener, "key-released", G_CALLBACK (on_released), &release);
  gtk_widget_add_controller (GTK_WIDGET (window), listener);
  release.keyval = send_keys (window, keyval, mods);
  /* Every event of the press handled once the last release is heard. */
  ui_test_iterate_until (heard, &release, "the key presses to arrive");
  gtk_widget_remove_controller (GTK_WIDGET (window), listener);
}

/* For a key that opens a popup: the release goes to the popup, so what
 * is awaited is @done. */
void
ui_test_press_key_until (GtkWindow       *window,
                         guint            keyval,
                         GdkModifierType  mods,
                         gboolean       (*done) (gpointer data),
                         gpointer         data,
                         const char      *what)
{
  ui_test_focus_window (window);
  send_keys (window, keyval, mods);
  ui_test_iterate_until (done, data, what);
}

void
ui_test_type_keys (GtkWindow *window, const char *text)
{
  for (const char *c = text; *c != '\0'; c++)
    {
      g_assert_true (g_ascii_isalnum (*c));
      ui_test_press_key (window, gdk_unicode_to_keyval ((guchar) *c), 0);
    }
}
