/* bare-window.c: the start-up baseline for tests/bench
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The least a libadwaita application can show: an AdwApplicationWindow
 * with a header bar. bench-startup compares Adjutant with this program,
 * so both quit the same way: ADJUTANT_EXIT_AFTER_FIRST_FRAME=1 ends the
 * process with status 0 once its first frame has been painted.
 */

#include <adwaita.h>

#define BARE_APP_ID "io.github.adjutant.Adjutant.BareWindow"

static void
quit_after_paint (GdkFrameClock *frame_clock,
                  gpointer       user_data)
{
  g_application_quit (G_APPLICATION (user_data));
}

/* Same mechanism as src/app/main.c: the hook runs before the window's own
 * "render" handler, which stops the emission. */
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
  return FALSE;
}

static void
activate (GApplication *app)
{
  GtkWidget *window = adw_application_window_new (GTK_APPLICATION (app));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header_bar = adw_header_bar_new ();
  GtkWidget *content = gtk_label_new ("Baseline");

  gtk_widget_set_vexpand (content, TRUE);
  gtk_box_append (GTK_BOX (box), header_bar);
  gtk_box_append (GTK_BOX (box), content);
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
  gtk_window_set_title (GTK_WINDOW (window), "Baseline");
  /* The same size as Adjutant's default, so both paint as many pixels. */
  gtk_window_set_default_size (GTK_WINDOW (window), 860, 640);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(AdwApplication) app = adw_application_new (BARE_APP_ID, G_APPLICATION_DEFAULT_FLAGS);

  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);

  if (g_strcmp0 (g_getenv ("ADJUTANT_EXIT_AFTER_FIRST_FRAME"), "1") == 0)
    {
      g_type_class_unref (g_type_class_ref (GDK_TYPE_SURFACE));
      g_signal_add_emission_hook (g_signal_lookup ("render", GDK_TYPE_SURFACE), 0,
                                  first_render_hook, app, NULL);
    }

  return g_application_run (G_APPLICATION (app), argc, argv);
}
