/* main.c: entry point of the Adjutant application
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-application.h"

/* ADJUTANT_EXIT_AFTER_FIRST_FRAME=1 makes the app quit with status 0 once
 * its first frame is on screen, so tests/bench can time start-up without
 * any help from the window code. */

static void
quit_after_paint (GdkFrameClock *frame_clock,
                  gpointer       user_data)
{
  g_application_quit (G_APPLICATION (user_data));
}

/* An emission hook sees the first "render" of any surface, before the
 * window's own handler stops the emission; the frame's "after-paint"
 * then fires once that render is done. */
static gboolean
first_render_hook (GSignalInvocationHint *hint,
                   guint                  n_param_values,
                   const GValue          *param_values,
                   gpointer               user_data)
{
  GdkSurface *surface = g_value_get_object (&param_values[0]);

  g_signal_connect_object (gdk_surface_get_frame_clock (surface),
                           "after-paint",
                           G_CALLBACK (quit_after_paint),
                           user_data,
                           G_CONNECT_DEFAULT);

  return FALSE; /* remove the hook: only the first frame counts */
}

static void
exit_after_first_frame (GApplication *app)
{
  guint render_signal;

  /* Signals exist once their class does. */
  g_type_class_unref (g_type_class_ref (GDK_TYPE_SURFACE));
  render_signal = g_signal_lookup ("render", GDK_TYPE_SURFACE);
  g_signal_add_emission_hook (render_signal, 0, first_render_hook, app, NULL);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(AdjApplication) app = NULL;

  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  /* The name the desktop's recent files give the app. */
  g_set_application_name (_("Adjutant"));

  /* adjutant FILE… opens a saved game or a scenario (a file manager's
   * Open With too). */
  app = adj_application_new (APP_ID, G_APPLICATION_HANDLES_OPEN);

  if (g_strcmp0 (g_getenv ("ADJUTANT_EXIT_AFTER_FIRST_FRAME"), "1") == 0)
    exit_after_first_frame (G_APPLICATION (app));

  return g_application_run (G_APPLICATION (app), argc, argv);
}
